// The back office's sign-in steps (machines/staffSignIn.machine.ts) as a staff member sees them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { enrolStep, enrolledSession, financeStaff, lockedOut, signedInSession, totpStep } from '../../model/models/staffSignIn.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({
  signIn: vi.fn(),
  verifyTotp: vi.fn(),
  enrol: vi.fn(),
  fetchMe: vi.fn(),
  signOut: vi.fn(),
  fetchWalletQueue: vi.fn(),
}));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchWalletQueue.mockResolvedValue({ deposits: [], withdrawals: [] });
});

async function givePassword(username = 'finance', password = 'Backoffice@2026!') {
  const form = await screen.findByTestId('bo-password-step');
  fireEvent.change(within(form).getByLabelText(text('backoffice.signIn.username')), { target: { value: username } });
  fireEvent.change(within(form).getByLabelText(text('backoffice.signIn.password')), { target: { value: password } });
  fireEvent.click(within(form).getByRole('button', { name: text('backoffice.signIn.next') }));
}

describe('back office sign-in', () => {
  it('a first sign-in enrols: QR code and secret, a code, the recovery codes once, then the console for the role', async () => {
    api.signIn.mockResolvedValue(enrolStep);
    api.enrol.mockResolvedValue(enrolledSession);
    renderConsole();
    await givePassword(' finance ');
    expect(api.signIn).toHaveBeenCalledWith({ username: 'finance', password: 'Backoffice@2026!' }, { signal: expect.any(AbortSignal) });

    const enrol = await screen.findByTestId('bo-enrol-step');
    expect(within(enrol).getByTestId('bo-enrol-secret').textContent).toBe(enrolStep.secret);
    const qr = within(enrol).getByRole('img', { name: text('backoffice.enrol.qrAlt') }) as HTMLImageElement;
    expect(decodeURIComponent(qr.src)).toContain(enrolStep.qrSvg);
    // Five digits: refused before any call, in the error catalogue's words.
    fireEvent.change(within(enrol).getByLabelText(text('backoffice.signIn.code')), { target: { value: '12345' } });
    fireEvent.click(within(enrol).getByRole('button', { name: text('backoffice.enrol.submit') }));
    expect((await within(enrol).findByRole('alert')).textContent).toBe(text('error.invalid_code'));
    expect(api.enrol).not.toHaveBeenCalled();
    fireEvent.change(within(enrol).getByLabelText(text('backoffice.signIn.code')), { target: { value: '123 456' } });
    fireEvent.click(within(enrol).getByRole('button', { name: text('backoffice.enrol.submit') }));
    expect(api.enrol).toHaveBeenCalledWith({ ticket: enrolStep.ticket, code: '123456' }, { signal: expect.any(AbortSignal) });

    const codes = await screen.findByTestId('bo-recovery-codes');
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(enrolledSession.recoveryCodes);
    const next = within(codes).getByRole('button', { name: text('backoffice.recovery.continue') });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(codes).getByLabelText(text('backoffice.recovery.saved')));
    fireEvent.click(next);

    // The console: name and role in the header, only the sections the role holds.
    expect((await screen.findByTestId('bo-who')).textContent).toBe(`${financeStaff.displayName} ${text('backoffice.role.finance')}`);
    const nav = screen.getByRole('navigation', { name: text('backoffice.nav.label') });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      text('backoffice.nav.money'),
      text('backoffice.nav.players'),
      text('backoffice.nav.adjustments'),
      text('backoffice.nav.applications'),
      text('backoffice.nav.redemptions'),
      text('backoffice.nav.agents'),
      text('backoffice.nav.reports'),
      text('backoffice.nav.settings'),
    ]);
    await screen.findByTestId('bo-money-empty');
    expect(sessionStorage.getItem('staffToken')).toBe(enrolledSession.token);
    // The codes are gone once saved: nothing shows them again.
    expect(screen.queryByTestId('bo-recovery-codes')).toBeNull();
  });

  it('a wrong authenticator code is shown at the code step; a recovery code signs in instead; signing out forgets the session', async () => {
    api.signIn.mockResolvedValue(totpStep);
    api.verifyTotp.mockRejectedValueOnce(new ApiError('invalid_code', 'The code is not right.', 400)).mockResolvedValue(signedInSession);
    api.signOut.mockResolvedValue({ loggedOut: true });
    renderConsole();
    await givePassword();
    const step = await screen.findByTestId('bo-code-step');
    fireEvent.change(within(step).getByLabelText(text('backoffice.signIn.code')), { target: { value: '654321' } });
    fireEvent.click(within(step).getByRole('button', { name: text('backoffice.signIn.submit') }));
    expect((await within(step).findByRole('alert')).textContent).toBe(text('error.invalid_code'));

    fireEvent.click(within(step).getByRole('button', { name: text('backoffice.signIn.useRecovery') }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text('backoffice.signIn.recoveryTitle'));
    fireEvent.change(screen.getByLabelText(text('backoffice.signIn.recoveryCode')), { target: { value: ' AAAA-BBBB ' } });
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.signIn.submit') }));
    expect(api.verifyTotp).toHaveBeenLastCalledWith({ ticket: totpStep.ticket, recoveryCode: 'AAAA-BBBB' }, { signal: expect.any(AbortSignal) });
    await screen.findByTestId('bo-who');

    fireEvent.click(screen.getByRole('button', { name: text('backoffice.signOut') }));
    await screen.findByTestId('bo-password-step');
    expect(api.signOut).toHaveBeenCalledWith(signedInSession.token, { signal: expect.any(AbortSignal) });
    expect(sessionStorage.getItem('staffToken')).toBeNull();
  });

  it('a lockout says how long and holds the form; a wrong password says so', async () => {
    api.signIn.mockRejectedValueOnce(new ApiError('login_failed', 'Wrong.', 400)).mockRejectedValueOnce(lockedOut);
    renderConsole();
    await givePassword();
    expect((await screen.findByTestId('bo-signin-error')).dataset.code).toBe('login_failed');
    await givePassword();
    await waitFor(() => expect(screen.getByTestId('bo-signin-error').dataset.code).toBe('account_locked'));
    expect(screen.getByTestId('bo-signin-error').textContent).toBe(`${text('error.account_locked')} You can try again in 5 minutes.`);
    expect((screen.getByRole('button', { name: text('backoffice.signIn.next') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a kept session opens the console at once; a role without the page sees it refused', async () => {
    sessionStorage.setItem('staffToken', 'kept-token');
    api.fetchMe.mockResolvedValue({ ...financeStaff, role: 'support', permissions: ['players.read', 'players.note', 'players.lock', 'chat.answer'] });
    renderConsole('/backoffice/money');
    expect((await screen.findByTestId('bo-forbidden')).textContent).toBe(text('error.forbidden'));
    expect(api.fetchMe).toHaveBeenCalledWith('kept-token', { signal: expect.any(AbortSignal) });
    expect(within(screen.getByRole('navigation')).queryAllByRole('link').map((a) => a.textContent)).toEqual([text('backoffice.nav.players'), text('backoffice.nav.chat')]);
    expect(api.fetchWalletQueue).not.toHaveBeenCalled();
  });

  it('a kept session the server no longer knows shows the sign-in with the reason', async () => {
    sessionStorage.setItem('staffToken', 'old-token');
    api.fetchMe.mockRejectedValue(new ApiError('not_logged_in', 'Please sign in.', 401));
    renderConsole();
    expect((await screen.findByTestId('bo-signin-error')).textContent).toBe(text('error.not_logged_in'));
    expect(sessionStorage.getItem('staffToken')).toBeNull();
  });
});
