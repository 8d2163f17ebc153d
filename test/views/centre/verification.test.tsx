// Identity verification (the centre's verification page) against a mocked src/api/identity: the
// level and the merchant's rules, the details form's checks, documents checked as they are picked
// (the shared rules), sent, refused and sent again, and a reviewer's reason shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../server/shared/identityRules';
import { ApiError } from '../../../src/api/client';
import * as identity from '../../../src/api/identity';
import type { IdentityStatus, IdentitySubmission } from '../../../src/api/identity';
import Verification from '../../../src/views/centre/pages/verification';
import { renderCentrePage } from './harness';

vi.mock('../../../src/api/identity', () => ({ fetchIdentity: vi.fn(), sendIdentityDetails: vi.fn(), sendIdentityDocument: vi.fn() }));
const fetchIdentity = vi.mocked(identity.fetchIdentity);
const sendDetails = vi.mocked(identity.sendIdentityDetails);
const sendDocument = vi.mocked(identity.sendIdentityDocument);

const noRules = { anyWithdrawal: null, withdrawalAbove: null, depositedAbove: null };
const submission = (overrides: Partial<IdentitySubmission>): IdentitySubmission => ({
  id: '1',
  kind: 'details',
  state: 'pending',
  reason: null,
  details: null,
  files: [],
  submittedAt: '2026-11-27T06:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});
const status = (overrides: Partial<IdentityStatus> = {}): IdentityStatus => ({ tier: 'unverified', submissions: [], rules: noRules, ...overrides });
const withSignal = { signal: expect.any(AbortSignal) };

beforeEach(() => {
  fetchIdentity.mockReset();
  sendDetails.mockReset();
  sendDocument.mockReset();
});

describe('the verification page', () => {
  it("[KYC] shows the level and the merchant's rules; the details are checked, then sent trimmed and the page reloads", async () => {
    fetchIdentity.mockResolvedValueOnce(status({ rules: { ...noRules, withdrawalAbove: { amount: '3000.00', tier: 'basic' } } }));
    fetchIdentity.mockResolvedValue(status({ submissions: [submission({ state: 'pending' })] }));
    sendDetails.mockResolvedValue(submission({}));
    renderCentrePage(<Verification />);
    expect((await screen.findByTestId('identity-tier')).getAttribute('data-tier')).toBe('unverified');
    expect(screen.getByTestId('identity-rules').textContent).toBe('A withdrawal above ₦3,000.00 needs the Basic level.');

    const form = screen.getByTestId('identity-details-form');
    fireEvent.click(within(form).getByTestId('identity-details-submit'));
    expect(screen.getByTestId('identity-full-name-field').textContent).toContain('Fill in this field.');
    expect(sendDetails).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByTestId('identity-full-name'), { target: { value: '  Ada Lovelace ' } });
    fireEvent.change(within(form).getByTestId('identity-birth-date'), { target: { value: '1990-04-02' } });
    fireEvent.change(within(form).getByTestId('identity-address'), { target: { value: '12 Marina Road ' } });
    fireEvent.click(within(form).getByTestId('identity-details-submit'));
    await waitFor(() => expect(sendDetails).toHaveBeenCalledWith({ fullName: 'Ada Lovelace', birthDate: '1990-04-02', address: '12 Marina Road' }, withSignal));
    await waitFor(() => expect(screen.getByTestId('identity-details-state').getAttribute('data-state')).toBe('pending'));
    expect(screen.queryByTestId('identity-details-form')).toBeNull();
  });

  it('[KYC] a file the shared rules refuse never joins; the server refuses once, the same file goes again', async () => {
    fetchIdentity.mockResolvedValue(status());
    sendDocument.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValue(submission({ kind: 'identity_document' }));
    renderCentrePage(<Verification />);
    const upload = await screen.findByTestId('identity-upload-identity_document');
    const input = within(upload).getByTestId('identity-upload-identity_document-input');
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(upload).getByTestId('identity-upload-identity_document-problem').textContent).toBe('huge.jpg was not added: larger than 5 MB');
    fireEvent.click(within(upload).getByTestId('identity-upload-identity_document-send'));
    expect(within(upload).getByTestId('identity-upload-identity_document-problem').textContent).toBe('Add at least one file.');

    const scan = new File(['png'], 'passport.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [scan] } });
    expect(within(upload).getAllByTestId('identity-upload-identity_document-item')).toHaveLength(1);
    fireEvent.click(within(upload).getByTestId('identity-upload-identity_document-send'));
    fireEvent.click(await within(upload).findByTestId('identity-upload-identity_document-retry'));
    expect(await screen.findByTestId('identity-upload-identity_document-done')).toBeTruthy();
    expect(sendDocument).toHaveBeenLastCalledWith('identity_document', [scan], withSignal);
    expect(sendDocument).toHaveBeenCalledTimes(2);
  });

  it("[KYC] a rejection and a request for more show the reviewer's reason, and the kind can be sent again", async () => {
    fetchIdentity.mockResolvedValue(
      status({
        tier: 'basic',
        submissions: [
          submission({ kind: 'details', state: 'approved' }),
          submission({ id: '2', kind: 'identity_document', state: 'rejected', reason: 'The photo is blurred.' }),
          submission({ id: '3', kind: 'address_document', state: 'more_requested', reason: 'Send the second page.' }),
        ],
      }),
    );
    renderCentrePage(<Verification />);
    expect((await screen.findByTestId('identity-identity_document-state-reason')).textContent).toBe('Reason: The photo is blurred.');
    expect(screen.getByTestId('identity-address_document-state-reason').textContent).toBe('What is needed: Send the second page.');
    expect(screen.queryByTestId('identity-details-form')).toBeNull();
    expect(screen.getByTestId('identity-upload-identity_document')).toBeTruthy();
    expect(screen.getByTestId('identity-upload-address_document')).toBeTruthy();
  });
});
