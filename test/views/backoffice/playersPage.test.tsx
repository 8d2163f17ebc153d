// A player's page in the back office: profile, wallets, records by tab, notes; the actions each
// role holds and no other (lock, password reset, adjustment); the lock flow with its reason
// (machines/playerLock.machine.ts) and the adjustment's confirm step and four-eyes note
// (machines/adjustmentForm.machine.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { largeDebit, pendingAnswer, postedAnswer, smallCredit, insufficient } from '../../model/models/adjustmentForm.model';
import { lockedAnswer } from '../../model/models/playerLock.model';
import { renderConsole, text } from './console';
import { betPage, ledgerPage, loginPage, player, staffOf } from './players.fixtures';

const api = vi.hoisted(() => ({ fetchMe: vi.fn() }));
const playersApi = vi.hoisted(() => ({
  fetchPlayer: vi.fn(),
  fetchPlayerLedger: vi.fn(),
  fetchPlayerBets: vi.fn(),
  fetchPlayerLogins: vi.fn(),
  addPlayerNote: vi.fn(),
  setPlayerLock: vi.fn(),
  resetPlayerPassword: vi.fn(),
  adjust: vi.fn(),
  fetchPlayerProtection: vi.fn(),
  imposeBreak: vi.fn(),
}));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/backoffice/playersApi', async (importOriginal) => ({ ...(await importOriginal<object>()), ...playersApi }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of [api.fetchMe, ...Object.values(playersApi)]) fn.mockReset();
  sessionStorage.setItem('staffToken', 'staff-token');
  playersApi.fetchPlayer.mockResolvedValue(player);
  playersApi.fetchPlayerLedger.mockResolvedValue(ledgerPage);
  playersApi.fetchPlayerBets.mockResolvedValue(betPage);
  playersApi.fetchPlayerLogins.mockResolvedValue(loginPage);
  playersApi.fetchPlayerProtection.mockResolvedValue(timedOut);
});

const noLimits = {
  limits: (['day', 'week', 'month'] as const).map((period) => ({ period, limit: null, used: '0.00', resetsAt: '2026-11-28T00:00:00.000Z', pending: null })),
  reviewDueAt: null,
};
/** A member's own 7-day time-out, with a weekly limit whose increase waits. */
const timedOut = {
  break: { kind: 'time_out', startedAt: '2026-11-27T08:00:00.000Z', until: '2026-12-04T08:00:00.000Z', indefinite: false, restricted: false, liftRequestedAt: null, coolingOffFrom: null },
  depositLimits: {
    limits: noLimits.limits.map((l) => (l.period === 'week' ? { ...l, limit: '5000.00', pending: { limit: '9000.00', requestedAt: '2026-11-27T08:00:00.000Z', confirmableAt: '2026-11-28T08:00:00.000Z' } } : l)),
    reviewDueAt: '2027-05-27T08:00:00.000Z',
  },
  lossLimits: noLimits,
};
const excluded = { break: { ...timedOut.break, kind: 'exclusion', until: '2027-05-27T08:00:00.000Z', restricted: true }, depositLimits: noLimits, lossLimits: noLimits };

const open = async (role: 'support' | 'finance' | 'risk', path = '/backoffice/players/7') => {
  api.fetchMe.mockResolvedValue(staffOf(role));
  renderConsole(path);
  await screen.findByTestId('bo-player-profile');
};

describe("a player's page", () => {
  it('shows the profile, wallets, notes and the ledger, then bets and logins by tab (in the address)', async () => {
    await open('support');
    expect(screen.getByTestId('bo-player-account').textContent).toBe('ada');
    expect(screen.getByTestId('bo-player-state').textContent).toContain(text('backoffice.players.active'));
    expect(screen.getByTestId('bo-wallet-total').textContent).toMatch(/1,250/);
    expect(screen.getAllByTestId('bo-note').map((n) => n.textContent)).toEqual([expect.stringContaining('Asked about a late withdrawal.')]);
    await screen.findByTestId('bo-ledger-table');
    expect(playersApi.fetchPlayerLedger).toHaveBeenCalledWith('staff-token', '7', { page: 1, preset: '7d' }, expect.anything());
    fireEvent.click(screen.getByTestId('bo-tab-bets'));
    await screen.findByTestId('bo-bets-table');
    fireEvent.click(screen.getByTestId('bo-tab-logins'));
    expect((await screen.findByTestId('bo-logins-table')).textContent).toContain('device-abc');
  });

  it('support sees lock, reset and notes but no adjustment; finance sees the adjustment and neither lock, reset nor the note form', async () => {
    await open('support');
    expect(screen.getByTestId('bo-lock')).toBeTruthy();
    expect(screen.getByTestId('bo-password-reset')).toBeTruthy();
    expect(screen.getByTestId('bo-note-body')).toBeTruthy();
    expect(screen.queryByTestId('bo-adjustment')).toBeNull();
  });

  it('finance: adjustment yes; lock, reset and notes no', async () => {
    await open('finance');
    expect(screen.getByTestId('bo-adjustment')).toBeTruthy();
    expect(screen.queryByTestId('bo-lock')).toBeNull();
    expect(screen.queryByTestId('bo-password-reset')).toBeNull();
    expect(screen.queryByTestId('bo-note-body')).toBeNull();
  });

  it('a lock needs a reason, ends the sessions and the page shows the player locked', async () => {
    await open('support');
    playersApi.setPlayerLock.mockResolvedValue(lockedAnswer);
    fireEvent.click(screen.getByTestId('bo-lock-ask'));
    fireEvent.click(screen.getByTestId('bo-lock-confirm'));
    expect(await screen.findByText(text('backoffice.players.reasonRequired'))).toBeTruthy();
    expect(playersApi.setPlayerLock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('bo-lock-reason'), { target: { value: '  Shared account ' } });
    playersApi.fetchPlayer.mockResolvedValue({ ...player, locked: true });
    fireEvent.click(screen.getByTestId('bo-lock-confirm'));
    expect((await screen.findByTestId('bo-lock-done')).textContent).toContain('2');
    expect(playersApi.setPlayerLock).toHaveBeenCalledWith('staff-token', '7', { locked: true, reason: 'Shared account' }, expect.anything());
    await waitFor(() => expect(screen.getByTestId('bo-player-state').dataset.locked).toBe('true'));
    expect(screen.getByTestId('bo-lock-ask').textContent).toBe(text('backoffice.players.unlock'));
  });

  it('a note is added and the page reloads with it', async () => {
    await open('support');
    playersApi.addPlayerNote.mockResolvedValue({ id: '2', author: 'staff:support', body: 'Called back.', at: '2026-11-27T08:00:00.000Z' });
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.players.addNote') }));
    expect(await screen.findByText(text('backoffice.players.noteRequired'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('bo-note-body'), { target: { value: 'Called back.' } });
    playersApi.fetchPlayer.mockResolvedValue({ ...player, notes: [{ id: '2', author: 'staff:support', body: 'Called back.', at: '2026-11-27T08:00:00.000Z' }, ...player.notes] });
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.players.addNote') }));
    await waitFor(() => expect(screen.getAllByTestId('bo-note')).toHaveLength(2));
    expect(playersApi.addPlayerNote).toHaveBeenCalledWith('staff-token', '7', 'Called back.', expect.anything());
  });

  it('a password reset is confirmed first and shows the temporary password once', async () => {
    await open('risk');
    playersApi.resetPlayerPassword.mockResolvedValue({ temporaryPassword: 'Tmp2pass9XyZ', sessionsRevoked: 1 });
    fireEvent.click(screen.getByTestId('bo-password-reset-ask'));
    fireEvent.click(screen.getByTestId('bo-password-reset-confirm'));
    expect((await screen.findByTestId('bo-temporary-password')).textContent).toContain('Tmp2pass9XyZ');
  });

  it('an adjustment: the form checks the amount and reason, the confirm step sends it, a refusal shows its error, the same details keep their key', async () => {
    await open('finance');
    fireEvent.change(screen.getByTestId('bo-adjust-amount'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('bo-adjust-submit'));
    expect(await screen.findByText(text('backoffice.players.amountInvalid'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('bo-adjust-amount'), { target: { value: smallCredit.amount } });
    fireEvent.click(screen.getByTestId('bo-adjust-submit'));
    expect(await screen.findByText(text('backoffice.players.reasonRequired'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('bo-adjust-reason'), { target: { value: smallCredit.memo } });
    fireEvent.click(screen.getByTestId('bo-adjust-submit'));
    expect(await screen.findByTestId('bo-adjust-confirm')).toBeTruthy();
    expect(screen.queryByTestId('bo-adjust-four-eyes')).toBeNull();
    playersApi.adjust.mockRejectedValueOnce(insufficient).mockResolvedValueOnce(postedAnswer);
    fireEvent.click(screen.getByTestId('bo-adjust-send'));
    expect(await screen.findByTestId('bo-adjust-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bo-adjust-send'));
    expect((await screen.findByTestId('bo-adjust-result')).textContent).toContain('9001');
    const [first, second] = playersApi.adjust.mock.calls;
    expect(first![1]).toEqual({ merchantCode: 'NG', account: 'ada', direction: 'credit', amount: '250.00', kind: 'adjustment', memo: 'Lost round refund' });
    expect(second![2]).toBe(first![2]);
  });

  it('above the threshold the confirm step says a second approver is needed and the answer is pending', async () => {
    await open('finance');
    fireEvent.change(screen.getByTestId('bo-adjust-direction'), { target: { value: largeDebit.direction } });
    fireEvent.change(screen.getByTestId('bo-adjust-amount'), { target: { value: largeDebit.amount } });
    fireEvent.change(screen.getByTestId('bo-adjust-reason'), { target: { value: largeDebit.memo } });
    fireEvent.click(screen.getByTestId('bo-adjust-submit'));
    expect(await screen.findByTestId('bo-adjust-four-eyes')).toBeTruthy();
    playersApi.adjust.mockResolvedValue(pendingAnswer);
    fireEvent.click(screen.getByTestId('bo-adjust-send'));
    const result = await screen.findByTestId('bo-adjust-result');
    expect(within(result).getByText(/44/)).toBeTruthy();
    expect(screen.getByTestId('bo-adjustment').dataset.state).toBe('pending');
  });

  it("[RG] every reader sees the player's time-out and limits; only risk imposes a break, with a reason, and the panel reloads", async () => {
    await open('support');
    const panel = await screen.findByTestId('bo-protection-break');
    expect(screen.getByTestId('bo-protection-kind').textContent).toBe(text('backoffice.risk.kind.timeOut'));
    expect(panel.textContent).toContain('2026');
    const week = screen.getAllByTestId('bo-protection-limit').find((row) => row.getAttribute('data-period') === 'week')!;
    expect(week.textContent).toMatch(/5,000/);
    expect(week.textContent).toMatch(/9,000/);
    expect(screen.queryByTestId('bo-impose-break')).toBeNull();
  });

  it('[RG] risk imposes a six-month exclusion: a blank reason is refused, then the reason goes trimmed and the panel shows the exclusion', async () => {
    playersApi.imposeBreak.mockResolvedValue(excluded);
    await open('risk');
    await screen.findByTestId('bo-protection-break');
    fireEvent.click(screen.getByTestId('bo-impose-break-ask'));
    fireEvent.change(screen.getByTestId('bo-impose-break-period'), { target: { value: '6m' } });
    fireEvent.click(screen.getByTestId('bo-impose-break-confirm'));
    expect(within(screen.getByTestId('bo-impose-break')).getByRole('alert').textContent).toBe(text('backoffice.risk.reasonRequired'));
    expect(playersApi.imposeBreak).not.toHaveBeenCalled();
    playersApi.fetchPlayerProtection.mockResolvedValue(excluded);
    fireEvent.change(screen.getByTestId('bo-impose-break-reason'), { target: { value: '  Signs of harm  ' } });
    fireEvent.click(screen.getByTestId('bo-impose-break-confirm'));
    await screen.findByTestId('bo-impose-break-done');
    expect(playersApi.imposeBreak).toHaveBeenCalledWith('staff-token', '7', { period: '6m', reason: 'Signs of harm' }, expect.anything());
    await waitFor(() => expect(screen.getByTestId('bo-protection-kind').textContent).toBe(text('backoffice.risk.kind.exclusion')));
  });
});
