// The console's identity reviews (risk.manage; machines/decisionQueue.machine.ts with its 'more'
// decision): pending first from the address's filters, a member's details and documents, approval
// of an identity document only with the birth date typed, a reason for a rejection or a request for
// more, the member's own details beside their document, a decision another reviewer made first,
// and the merchant's rules form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewItem } from '../../../server/shared/wire/identity';
import type { Page } from '../../../server/shared/wire/common';
import { permissionsOf } from '../../../server/shared/staffRoles';
import { alreadyDecided } from '../../model/models/decisionQueue.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({ fetchMe: vi.fn() }));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const identity = vi.hoisted(() => ({
  fetchIdentityReviews: vi.fn(),
  fetchMemberIdentity: vi.fn(),
  decideIdentityReview: vi.fn(),
  fetchIdentityFile: vi.fn(),
  fetchIdentityRules: vi.fn(),
  putIdentityRules: vi.fn(),
}));
vi.mock('../../../src/backoffice/identityApi', () => identity);

const riskStaff = { id: '4', username: 'risk', displayName: 'Rita Risk', role: 'risk' as const, permissions: permissionsOf('risk') };
const base = { userId: '77', account: 'ada', merchantCode: 'NG', tier: 'unverified' as const, reviewedBy: null, reason: null, submittedAt: '2026-11-27T06:00:00Z', reviewedAt: null, state: 'pending' as const };
const detailsItem: ReviewItem = { ...base, id: '11', kind: 'details', details: { fullName: 'Ada Lovelace', birthDate: '1990-04-02', address: '12 Marina Road' }, files: [] };
const documentItem: ReviewItem = { ...base, id: '12', kind: 'identity_document', details: null, files: [{ id: '5', mime: 'image/png', size: 2048, url: '/api/operator/identity/files/5' }] };
const pageOf = <T,>(items: T[]): Page<T> => ({ items, page: 1, pageSize: 15, total: items.length, totalPages: 1 });
const signal = { signal: expect.any(AbortSignal) };
const noRules = { anyWithdrawal: null, withdrawalAbove: null, depositedAbove: null };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of [...Object.values(api), ...Object.values(identity)]) fn.mockReset();
  sessionStorage.setItem('staffToken', 'risk-token');
  api.fetchMe.mockResolvedValue(riskStaff);
  identity.fetchIdentityRules.mockResolvedValue(noRules);
  identity.fetchMemberIdentity.mockResolvedValue([]);
  identity.fetchIdentityFile.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
  URL.createObjectURL = vi.fn(() => 'blob:document-5');
  URL.revokeObjectURL = vi.fn();
});

const panel = () => screen.getByTestId('bo-identity-details');
const open = () => fireEvent.click(screen.getAllByRole('button', { name: 'Open the request of ada' })[0]!);

describe('identity reviews', () => {
  it('[KYC] the address gives the state and merchant; a document is approved only with the birth date typed', async () => {
    identity.fetchIdentityReviews.mockResolvedValueOnce(pageOf([documentItem])).mockResolvedValue(pageOf([]));
    identity.decideIdentityReview.mockResolvedValue({ item: { ...documentItem, state: 'approved' }, tier: 'basic', locked: false });
    identity.fetchMemberIdentity.mockResolvedValue([documentItem, { ...detailsItem, state: 'approved' }]);
    renderConsole('/backoffice/identity?state=pending&merchantCode=ng');
    await screen.findByTestId('bo-identity-table');
    expect(identity.fetchIdentityReviews).toHaveBeenLastCalledWith('risk-token', { state: 'pending', merchantCode: 'NG', page: undefined }, signal);
    open();
    await waitFor(() => expect(identity.fetchIdentityFile).toHaveBeenCalledWith('risk-token', '5', signal));
    expect((await within(panel()).findByRole('img', { name: 'Document 1' })).getAttribute('src')).toBe('blob:document-5');
    // The birth date the member gave, to hold the document against.
    expect((await within(panel()).findByTestId('bo-identity-given-birth-date')).textContent).toBe('1990-04-02');
    expect(identity.fetchMemberIdentity).toHaveBeenCalledWith('risk-token', '77', signal);
    fireEvent.click(within(panel()).getByRole('button', { name: text('backoffice.money.approve') }));
    expect(within(panel()).getByRole('alert').textContent).toBe(text('backoffice.identity.documentBirthDateRequired'));
    expect(identity.decideIdentityReview).not.toHaveBeenCalled();
    fireEvent.change(within(panel()).getByLabelText(text('backoffice.identity.documentBirthDate')), { target: { value: '1990-04-02' } });
    fireEvent.click(within(panel()).getByRole('button', { name: text('backoffice.money.approve') }));
    expect((await screen.findByTestId('bo-identity-notice')).textContent).toBe(text('backoffice.money.decided'));
    expect(identity.decideIdentityReview).toHaveBeenCalledWith('risk-token', '12', { decision: 'approve', reason: undefined, documentBirthDate: '1990-04-02' }, signal);
  });

  it('[KYC] details show what the member gave; asking for more needs a reason, sent trimmed; another reviewer first is said', async () => {
    identity.fetchIdentityReviews.mockResolvedValue(pageOf([detailsItem]));
    identity.decideIdentityReview.mockRejectedValueOnce(alreadyDecided);
    renderConsole('/backoffice/identity');
    await screen.findByTestId('bo-identity-table');
    open();
    expect(within(panel()).getByTestId('bo-identity-full-name').textContent).toBe('Ada Lovelace');
    expect(within(panel()).queryByLabelText(text('backoffice.identity.documentBirthDate'))).toBeNull();
    fireEvent.click(within(panel()).getByRole('button', { name: text('backoffice.identity.askMore') }));
    expect(within(panel()).getByRole('alert').textContent).toBe(text('backoffice.identity.reasonRequired'));
    fireEvent.change(within(panel()).getByLabelText(text('backoffice.identity.reason')), { target: { value: '  Your address is cut off.  ' } });
    fireEvent.click(within(panel()).getByRole('button', { name: text('backoffice.identity.askMore') }));
    expect((await screen.findByTestId('bo-identity-notice')).getAttribute('data-notice')).toBe('decidedElsewhere');
    expect(identity.decideIdentityReview).toHaveBeenCalledWith('risk-token', '11', { decision: 'more', reason: 'Your address is cut off.', documentBirthDate: undefined }, signal);
  });

  it("[KYC] the merchant's rules: a tier with its amount is saved for the merchant shown", async () => {
    identity.fetchIdentityReviews.mockResolvedValue(pageOf([]));
    identity.putIdentityRules.mockResolvedValue({ ...noRules, withdrawalAbove: { amount: '3000.00', tier: 'basic' } });
    renderConsole('/backoffice/identity');
    const form = await screen.findByTestId('bo-identity-rules-form');
    fireEvent.change(within(form).getByLabelText(text('backoffice.identity.rules.aboveAmount')), { target: { value: '3000' } });
    fireEvent.change(within(form).getByLabelText(text('backoffice.identity.rules.aboveTier')), { target: { value: 'basic' } });
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    await waitFor(() =>
      expect(identity.putIdentityRules).toHaveBeenCalledWith('risk-token', { merchantCode: 'NG', anyWithdrawal: null, withdrawalAbove: { amount: '3000', tier: 'basic' }, depositedAbove: null }, signal),
    );
    expect((await within(form).findByTestId('bo-settings-saved')).textContent).toBe(text('backoffice.settings.saved'));
  });
});
