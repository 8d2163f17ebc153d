// The back office's review queues (machines/decisionQueue.machine.ts): activity applications and
// points redemptions, a page of 15 with filters from the address, approved or rejected with a
// reason, and a decision another staff member made first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '../../../server/shared/wire/operator';
import type { QueuedRedemption } from '../../../server/shared/wire/points';
import type { Page } from '../../../server/shared/wire/common';
import { permissionsOf } from '../../../server/shared/staffRoles';
import { alreadyDecided } from '../../model/models/decisionQueue.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({ fetchMe: vi.fn(), fetchMerchants: vi.fn() }));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const reviews = vi.hoisted(() => ({ fetchApplications: vi.fn(), reviewApplication: vi.fn(), fetchRedemptions: vi.fn(), reviewRedemption: vi.fn() }));
vi.mock('../../../src/backoffice/reviewsApi', () => reviews);

const contentStaff = { id: '9', username: 'content', displayName: 'Chidi Content', role: 'content' as const, permissions: permissionsOf('content') };

const application: Application = {
  entryId: '301',
  promotionId: '103',
  title: 'Invite a friend',
  account: 'ada',
  merchantCode: 'NG',
  remark: 'friend: bola',
  bonus: '20.00',
  appliedAt: '2026-11-27T06:00:00Z',
  images: [],
};
const redemption: QueuedRedemption = { id: '55', referenceNo: 'PM20261127000000001', account: 'bola', merchantCode: 'NG', reward: '10 free spins', points: 500, createdAt: '2026-11-27T06:30:00Z' };
const pageOf = <T,>(items: T[], page = 1, total = items.length): Page<T> => ({ items, page, pageSize: 15, total, totalPages: Math.max(1, Math.ceil(total / 15)) });
const signal = { signal: expect.any(AbortSignal) };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of [...Object.values(api), ...Object.values(reviews)]) fn.mockReset();
  sessionStorage.setItem('staffToken', 'content-token');
  api.fetchMe.mockResolvedValue(contentStaff);
  api.fetchMerchants.mockResolvedValue({ items: [{ code: 'NG', countryName: 'Nigeria', currency: 'NGN' }, { code: 'AU', countryName: 'Australia', currency: 'AUD' }] });
});

const details = () => screen.getByTestId('bo-applications-details');

describe('review queues', () => {
  it('the address gives the page and filters; filtering asks again from the first page; the pager moves on', async () => {
    reviews.fetchApplications.mockImplementation(async (_token: string, query: { page?: number }) => pageOf([application], query.page ?? 1, 31));
    renderConsole('/backoffice/applications?page=2&account=ada');
    await screen.findByTestId('bo-applications-table');
    expect(reviews.fetchApplications).toHaveBeenCalledTimes(1);
    expect(reviews.fetchApplications).toHaveBeenLastCalledWith('content-token', { page: 2, account: 'ada' }, signal);
    expect(screen.getByText('Page 2 of 3 (31 entries)')).toBeTruthy();

    const filters = screen.getByRole('form', { name: text('backoffice.queues.filters') });
    fireEvent.change(within(filters).getByLabelText(text('backoffice.queues.member')), { target: { value: '' } });
    // The merchant is picked from the merchants there are, not typed.
    await waitFor(() => expect(within(filters).getByRole('option', { name: 'NG · Nigeria' })).toBeTruthy());
    fireEvent.change(within(filters).getByLabelText(text('backoffice.queues.merchant')), { target: { value: 'NG' } });
    fireEvent.click(within(filters).getByRole('button', { name: text('backoffice.queues.filter') }));
    await waitFor(() => expect(reviews.fetchApplications).toHaveBeenLastCalledWith('content-token', { merchantCode: 'NG' }, signal));

    fireEvent.click(await screen.findByRole('button', { name: text('backoffice.pager.next') }));
    await waitFor(() => expect(reviews.fetchApplications).toHaveBeenLastCalledWith('content-token', { merchantCode: 'NG', page: 2 }, signal));
  });

  it('an application shows its remark; rejecting needs a reason, sent trimmed; the queue reloads', async () => {
    reviews.fetchApplications.mockResolvedValueOnce(pageOf([application])).mockResolvedValue(pageOf([]));
    reviews.reviewApplication.mockResolvedValue({ entryId: '301', status: 'rejected' });
    renderConsole('/backoffice/applications');
    await screen.findByTestId('bo-applications-table');
    fireEvent.click(screen.getByRole('button', { name: 'Open the request of ada' }));
    expect(within(details()).getByRole('heading', { level: 2 }).textContent).toBe('Application of ada');
    expect(within(details()).getByText('friend: bola')).toBeTruthy();
    fireEvent.click(within(details()).getByRole('button', { name: text('backoffice.money.reject') }));
    expect(within(details()).getByRole('alert').textContent).toBe(text('backoffice.money.reasonRequired'));
    expect(reviews.reviewApplication).not.toHaveBeenCalled();
    fireEvent.change(within(details()).getByLabelText(text('backoffice.money.reason')), { target: { value: '  The friend never joined.  ' } });
    fireEvent.click(within(details()).getByRole('button', { name: text('backoffice.money.reject') }));
    expect((await screen.findByTestId('bo-applications-notice')).textContent).toBe(text('backoffice.money.decided'));
    expect(reviews.reviewApplication).toHaveBeenCalledWith('content-token', '301', false, 'The friend never joined.', signal);
    expect((await screen.findByTestId('bo-applications-empty')).textContent).toBe(text('backoffice.queues.applications.empty'));
  });

  it('a redemption approved by someone else first: the queue reloads and says so; another refusal keeps it open', async () => {
    reviews.fetchRedemptions.mockResolvedValue(pageOf([redemption]));
    reviews.reviewRedemption.mockRejectedValueOnce(new (await import('../../../src/api/client')).ApiError('network_abnormal', '', 0)).mockRejectedValueOnce(alreadyDecided);
    renderConsole('/backoffice/redemptions');
    await screen.findByTestId('bo-redemptions-table');
    fireEvent.click(screen.getByRole('button', { name: 'Open the request of bola' }));
    const panel = screen.getByTestId('bo-redemptions-details');
    expect(within(panel).getByText('PM20261127000000001')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: text('backoffice.money.approve') }));
    expect((await screen.findByTestId('bo-decision-error')).textContent).toBe(text('error.network_abnormal'));
    fireEvent.click(within(screen.getByTestId('bo-redemptions-details')).getByRole('button', { name: text('backoffice.money.approve') }));
    const notice = await screen.findByTestId('bo-redemptions-notice');
    expect(notice.dataset.notice).toBe('decidedElsewhere');
    expect(reviews.reviewRedemption).toHaveBeenLastCalledWith('content-token', '55', true, '', signal);
    await waitFor(() => expect(reviews.fetchRedemptions).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('bo-redemptions-details')).toBeNull();
  });

  it("a content editor's sections include both queues", async () => {
    reviews.fetchApplications.mockResolvedValue(pageOf([]));
    renderConsole('/backoffice/applications');
    const nav = await screen.findByRole('navigation', { name: text('backoffice.nav.label') });
    expect(within(nav).getByRole('link', { name: text('backoffice.nav.applications') })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: text('backoffice.nav.redemptions') })).toBeTruthy();
  });
});
