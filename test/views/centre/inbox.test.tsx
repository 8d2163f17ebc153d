// Platform information (messageV2) against a mocked src/api/inbox: the list, the unread
// marks and count, opening a message to read it, mark all read, and the wording of each
// kind of message in the reader's language with the server's English as the fallback.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import type { InboxMessage, InboxPage } from '../../../src/api/inbox';
import * as inbox from '../../../src/api/inbox';
import { TEMPLATES } from '../../../src/views/centre/inbox/wording';
import MessageV2 from '../../../src/views/centre/pages/messageV2';
import { message, renderCentrePage } from './harness';

vi.mock('../../../src/api/inbox', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/inbox')>();
  return { ...actual, fetchInbox: vi.fn(), markMessageRead: vi.fn(), markAllMessagesRead: vi.fn() };
});

const fetchInbox = vi.mocked(inbox.fetchInbox);
const markRead = vi.mocked(inbox.markMessageRead);
const markAll = vi.mocked(inbox.markAllMessagesRead);
/** The signal a page's machine hands each call, so leaving the page cancels it. */
const withSignal = { signal: expect.any(AbortSignal) };

const mail = (id: string, kind: string, params: Record<string, unknown>, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  kind,
  params,
  title: `English title ${id}`,
  content: `English content ${id}`,
  createdAt: '2025-03-20T09:30:00.000Z',
  read: false,
  ...overrides,
});

const pageOf = (items: InboxMessage[], page = 1, total = items.length): InboxPage => ({
  items,
  page,
  pageSize: 15,
  total,
  totalPages: Math.max(1, Math.ceil(total / 15)),
  unread: items.filter((m) => !m.read).length,
});

const DEADLINE = '2025-03-20T10:00:00.000Z';
const messages = [
  mail('5', 'withdrawal_paid', { withdrawalId: '31', amount: '990.00', confirmDeadline: DEADLINE }),
  mail('4', 'deposit_approved', { depositId: '12', amount: '5000.00' }),
  mail('3', 'operator_broadcast', {}, { title: 'Maintenance on Sunday', content: 'Games pause from 02:00 to 03:00.' }),
  mail('2', 'deposit_rejected', { depositId: '11', amount: '700.00', note: 'Reference not found' }, { read: true }),
  mail('1', 'welcome', {}, { read: true }),
];

const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, value), text);

afterEach(() => {
  vi.clearAllMocks();
});

describe('platform information (messageV2)', () => {
  it('[WALLET-24][WALLET-27] lists the messages newest first, unread ones marked, with the unread count', async () => {
    fetchInbox.mockResolvedValue(pageOf(messages));
    renderCentrePage(<MessageV2 />);
    const list = await screen.findByTestId('inbox-list');
    expect(within(screen.getByTestId('centre-page-messageV2')).getByTestId('page-title').textContent).toBe(message('centre.menu.messageV2'));
    expect(within(list).getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual(['inbox-message-5', 'inbox-message-4', 'inbox-message-3', 'inbox-message-2', 'inbox-message-1']);
    expect(screen.getByTestId('inbox-unread-count').textContent).toBe('3 unread');
    expect(screen.getByTestId('inbox-message-5').classList.contains('is-unread')).toBe(true);
    expect(screen.getByTestId('inbox-unread-5')).toBeTruthy();
    expect(screen.getByTestId('inbox-message-2').classList.contains('is-unread')).toBe(false);
    expect(screen.queryByTestId('inbox-unread-2')).toBeNull();
    expect(fetchInbox).toHaveBeenCalledWith(1, withSignal);
  });

  it('[WALLET-24] words known kinds from their params in the reader\'s language; an unknown kind keeps the English title and text', async () => {
    fetchInbox.mockResolvedValue(pageOf(messages));
    renderCentrePage(<MessageV2 />);
    await screen.findByTestId('inbox-list');
    expect(screen.getByTestId('inbox-title-4').textContent).toContain(message('centre.inbox.kind.deposit_approved.title'));
    expect(screen.getByTestId('inbox-body-4').textContent).toContain(fill(message('centre.inbox.kind.deposit_approved.content'), { amount: '₦5,000.00' }));
    const deadline = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(DEADLINE));
    expect(screen.getByTestId('inbox-body-5').textContent).toContain(fill(message('centre.inbox.kind.withdrawal_paid.content'), { id: '31', amount: '₦990.00', deadline }));
    expect(screen.getByTestId('inbox-title-3').textContent).toContain('Maintenance on Sunday');
    expect(screen.getByTestId('inbox-body-3').textContent).toContain('Games pause from 02:00 to 03:00.');
    // The operator's note is shown as written.
    expect(screen.getByTestId('inbox-body-2').textContent).toContain('Reference not found');
    expect(screen.getByTestId('inbox-title-1').textContent).toBe(message('centre.inbox.kind.welcome.title'));
  });

  it('a known kind without the params its words need falls back to the English text', async () => {
    fetchInbox.mockResolvedValue(pageOf([mail('9', 'withdrawal_paid', { withdrawalId: '31' })]));
    renderCentrePage(<MessageV2 />);
    expect((await screen.findByTestId('inbox-title-9')).textContent).toContain('English title 9');
  });

  it('[KYC] an identity review, a promotion application and a points redemption read in the reader\'s words, with the staff\'s note as written', async () => {
    fetchInbox.mockResolvedValue(
      pageOf([
        mail('13', 'identity_review', { kind: 'address_document', state: 'rejected', note: 'The bill is older than 3 months' }),
        mail('12', 'application_issued', { promotionId: '4', title: 'Weekend boost', amount: '50.00' }),
        mail('11', 'redemption_rejected', { id: '8', referenceNo: 'R-77', title: 'Free spins', points: 300, note: 'Out of stock' }),
        mail('10', 'identity_review', { kind: 'passport_scan', state: 'approved' }),
      ]),
    );
    renderCentrePage(<MessageV2 />);
    expect((await screen.findByTestId('inbox-title-13')).textContent).toContain(message('centre.inbox.kind.identity_review_rejected.title'));
    expect(screen.getByTestId('inbox-body-13').textContent).toContain(fill(message('centre.inbox.kind.identity_review_rejected.content'), { what: message('centre.inbox.identity.address_document') }));
    expect(screen.getByTestId('inbox-body-13').textContent).toContain('The bill is older than 3 months');
    expect(screen.getByTestId('inbox-title-12').textContent).toContain(message('centre.inbox.kind.application_issued.title'));
    expect(screen.getByTestId('inbox-body-12').textContent).toContain(fill(message('centre.inbox.kind.application_issued.content'), { title: 'Weekend boost', amount: '₦50.00' }));
    expect(screen.getByTestId('inbox-body-11').textContent).toContain(fill(message('centre.inbox.kind.redemption_rejected.content'), { title: 'Free spins', ref: 'R-77', points: '300' }));
    expect(screen.getByTestId('inbox-body-11').textContent).toContain('Out of stock');
    // A submission this page cannot name keeps the server's English.
    expect(screen.getByTestId('inbox-title-10').textContent).toContain('English title 10');
  });

  it('every kind has its words in the catalogue', () => {
    for (const kind of Object.keys(TEMPLATES)) {
      expect(message(`centre.inbox.kind.${kind}.title`)).toBeTruthy();
      expect(message(`centre.inbox.kind.${kind}.content`)).toBeTruthy();
    }
  });

  it('[WALLET-27] opening an unread message marks it read, then the list and the centre badges reload', async () => {
    fetchInbox.mockResolvedValueOnce(pageOf(messages));
    markRead.mockResolvedValue({ id: '4', read: true, unread: 2 });
    const { api } = renderCentrePage(<MessageV2 />);
    await screen.findByTestId('inbox-list');
    fetchInbox.mockResolvedValueOnce(pageOf(messages.map((m) => (m.id === '4' ? { ...m, read: true } : m))));
    fireEvent.click(screen.getByTestId('inbox-open-4'));
    await waitFor(() => expect(markRead).toHaveBeenCalledWith('4', withSignal));
    await waitFor(() => expect(screen.getByTestId('inbox-message-4').classList.contains('is-unread')).toBe(false));
    expect(screen.getByTestId('inbox-unread-count').textContent).toBe('2 unread');
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(fetchInbox).toHaveBeenCalledTimes(2);
    // The opened message stays open to read.
    expect((screen.getByTestId('inbox-message-4').querySelector('details') as HTMLDetailsElement).open).toBe(true);
  });

  it('opening a message already read calls nothing', async () => {
    fetchInbox.mockResolvedValue(pageOf(messages));
    const { api } = renderCentrePage(<MessageV2 />);
    await screen.findByTestId('inbox-list');
    fireEvent.click(screen.getByTestId('inbox-open-2'));
    await waitFor(() => expect((screen.getByTestId('inbox-message-2').querySelector('details') as HTMLDetailsElement).open).toBe(true));
    expect(markRead).not.toHaveBeenCalled();
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('[WALLET-27] "mark all read" clears the unread marks and reloads the badges', async () => {
    fetchInbox.mockResolvedValueOnce(pageOf(messages));
    markAll.mockResolvedValue({ marked: 3, unread: 0 });
    const { api } = renderCentrePage(<MessageV2 />);
    await screen.findByTestId('inbox-list');
    fetchInbox.mockResolvedValueOnce(pageOf(messages.map((m) => ({ ...m, read: true }))));
    fireEvent.click(screen.getByTestId('inbox-read-all'));
    await waitFor(() => expect(screen.getByTestId('inbox-unread-count').textContent).toBe('No unread messages'));
    expect(markAll).toHaveBeenCalledTimes(1);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(document.body.querySelectorAll('.inbox-item.is-unread')).toHaveLength(0);
    expect((screen.getByTestId('inbox-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a paid withdrawal leads to the withdrawal page to confirm it; a reward to the reward centre', async () => {
    fetchInbox.mockResolvedValue(pageOf([messages[0]!, mail('8', 'reward_granted', { rewardId: '2', amount: '88.00', title: 'Welcome reward' })]));
    const { api } = renderCentrePage(<MessageV2 />);
    fireEvent.click(await screen.findByTestId('inbox-go-5'));
    expect(api.go).toHaveBeenCalledWith('withdraw');
    expect(screen.getByTestId('inbox-body-8').textContent).toContain('Welcome reward (₦88.00)');
    fireEvent.click(screen.getByTestId('inbox-go-8'));
    expect(api.go).toHaveBeenCalledWith('rewardCenter');
  });

  it('no messages: an empty state; a failed load offers a retry', async () => {
    fetchInbox.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValueOnce(pageOf([]));
    renderCentrePage(<MessageV2 />);
    const failed = await screen.findByTestId('inbox-failed');
    expect(failed.textContent).toContain(message('error.network_abnormal'));
    fireEvent.click(within(failed).getByRole('button'));
    expect((await screen.findByTestId('inbox-empty')).textContent).toContain(message('centre.inbox.empty'));
    expect((screen.getByTestId('inbox-read-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages of 15: the pager asks for the next page', async () => {
    const many = Array.from({ length: 15 }, (_, i) => mail(String(40 - i), 'deposit_approved', { amount: '10.00' }, { read: true }));
    fetchInbox.mockImplementation(async (page) => (page === 1 ? pageOf(many, 1, 20) : pageOf([mail('3', 'welcome', {}, { read: true })], 2, 20)));
    renderCentrePage(<MessageV2 />);
    await screen.findByTestId('inbox-list');
    expect(screen.getAllByTestId(/^inbox-message-/)).toHaveLength(15);
    fireEvent.click(screen.getByTestId('inbox-pager-page-2'));
    await waitFor(() => expect(screen.getAllByTestId(/^inbox-message-/)).toHaveLength(1));
    expect(fetchInbox).toHaveBeenLastCalledWith(2, withSignal);
  });
});
