// My account (securityCenter) against mocked src/api/profile and src/api/withdrawals:
// the profile with masked contacts, linking a mobile number or an e-mail by a code,
// the payment password, the change-password popup, the login history, self-exclusion.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import type { Member } from '../../../src/api/member';
import type { LoginPage, LoginRecord } from '../../../src/api/profile';
import * as profile from '../../../src/api/profile';
import type { WithdrawalSettings } from '../../../src/api/withdrawals';
import * as withdrawals from '../../../src/api/withdrawals';
import * as signIn from '../../../src/api/signIn';
import { maskEmail, maskMobile } from '../../../src/views/centre/account/mask';
import SecurityCenter from '../../../src/views/centre/pages/securityCenter';
import { centreMember, message, renderCentrePage } from './harness';

vi.mock('../../../src/api/profile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/profile')>();
  return { ...actual, sendBindCode: vi.fn(), bindContact: vi.fn(), fetchLogins: vi.fn() };
});
vi.mock('../../../src/api/withdrawals', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/withdrawals')>();
  return { ...actual, fetchWithdrawalSettings: vi.fn(), setPaymentPassword: vi.fn() };
});
const sessionSend = vi.fn();
vi.mock('../../../src/app/session', () => ({ useSessionSend: () => sessionSend }));
vi.mock('../../../src/api/signIn', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/signIn')>();
  return { ...actual, fetchIdentities: vi.fn(), unlinkIdentity: vi.fn() };
});

const sendBindCode = vi.mocked(profile.sendBindCode);
const bindContact = vi.mocked(profile.bindContact);
const fetchLogins = vi.mocked(profile.fetchLogins);
const fetchSettings = vi.mocked(withdrawals.fetchWithdrawalSettings);
const setPaymentPassword = vi.mocked(withdrawals.setPaymentPassword);
/** The signal the app hands each call, so leaving the state cancels it. */
const withSignal = { signal: expect.any(AbortSignal) };

const settings = (hasPaymentPassword: boolean): WithdrawalSettings => ({
  currency: 'NGN',
  min: '1000.00',
  max: '2000000.00',
  feeBps: 100,
  feeMin: '50.00',
  dailyCount: 5,
  usedToday: 0,
  confirmMinutes: 30,
  hasPaymentPassword,
});

const login = (n: number, overrides: Partial<LoginRecord> = {}): LoginRecord => ({
  at: `2025-03-${String(20 - (n % 19)).padStart(2, '0')}T10:15:00.000Z`,
  ip: `41.58.0.${n}`,
  via: 'password',
  deviceId: `device-${n}`,
  side: 'member',
  ...overrides,
});

const loginPage = (page: number, items: LoginRecord[], total = items.length): LoginPage => ({ items, page, pageSize: 15, total, totalPages: Math.max(1, Math.ceil(total / 15)) });

beforeEach(() => {
  fetchSettings.mockResolvedValue(settings(false));
  fetchLogins.mockResolvedValue(loginPage(1, [login(1), login(2, { via: 'sms', deviceId: null })]));
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('my account (securityCenter)', () => {
  it('[WALLET-12] shows the profile: account, nickname, currency, member type; the mobile number masked and the e-mail not linked', async () => {
    renderCentrePage(<SecurityCenter />);
    const page = screen.getByTestId('centre-page-securityCenter');
    expect(within(page).getByTestId('page-title').textContent).toBe(message('centre.menu.securityCenter'));
    expect(screen.getByTestId('profile-account').textContent).toBe('demo');
    expect(screen.getByTestId('profile-nickname').textContent).toBe('Demo');
    expect(screen.getByTestId('profile-currency').textContent).toBe('NGN (₦)');
    expect(screen.getByTestId('profile-type').textContent).toBe(message('centre.account.type.member'));
    expect(screen.getByTestId('security-mobile-value').textContent).toBe('+234\u00a0801****001');
    expect(screen.getByTestId('security-email-value').textContent).toBe(message('centre.account.notLinked'));
    expect(screen.getByTestId('security-email-action').textContent).toBe(message('centre.account.link'));
    expect(screen.getByTestId('security-mobile-action').textContent).toBe(message('centre.account.change'));
    // Nothing of the full number is on the page.
    expect(page.textContent).not.toContain('8012340001');
    await waitFor(() => expect(screen.getByTestId('security-payment-value').textContent).toBe(message('centre.account.security.paymentNotSet')));
  });

  it('masks numbers and addresses so only their ends show', () => {
    expect(maskMobile('8012340001')).toBe('801****001');
    expect(maskMobile('12345')).toBe('***45');
    expect(maskEmail('demo@example.com')).toBe('de**@example.com');
    expect(maskEmail('a@b.co')).toBe('a**@b.co');
  });

  it('an agent and a trial player read their member type; the trial player has no change-password link', () => {
    const { unmount } = renderCentrePage(<SecurityCenter />, { member: { ...centreMember, type: 1 } });
    expect(screen.getByTestId('profile-type').textContent).toBe(message('centre.account.type.agent'));
    unmount();
    renderCentrePage(<SecurityCenter />, { member: { ...centreMember, type: 4 } });
    expect(screen.getByTestId('profile-type').textContent).toBe(message('centre.account.type.trial'));
    expect(screen.queryByTestId('security-change-password')).toBeNull();
  });

  it('[WALLET-12] "change password" opens the change-password popup through the session', () => {
    renderCentrePage(<SecurityCenter />);
    fireEvent.click(screen.getByTestId('security-change-password'));
    expect(sessionSend).toHaveBeenCalledWith({ type: 'OPEN_CHANGE_PASSWORD' });
  });
});

describe('linking a contact', () => {
  it('[WALLET-12][SMS-05][SMS-09][SMS-10] links an e-mail: the code is sent, the button counts down, the code binds and the centre reloads', async () => {
    sendBindCode.mockResolvedValue({ expiredMinutes: 1 });
    const linked: Member = { ...centreMember, email: 'new.address@example.com' };
    bindContact.mockResolvedValue(linked);
    const { api } = renderCentrePage(<SecurityCenter />);
    fireEvent.click(screen.getByTestId('security-email-action'));
    const dialog = await screen.findByTestId('bind-email');
    expect(within(dialog).getByRole('heading').textContent).toBe(message('centre.account.bind.linkEmail'));
    // Linking waits for a code.
    expect((within(dialog).getByTestId('bind-submit') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByTestId('bind-email-input'), { target: { value: ' new.address@example.com ' } });
    fireEvent.click(within(dialog).getByTestId('bind-send-code'));
    await waitFor(() => expect(sendBindCode).toHaveBeenCalledWith('email', { email: 'new.address@example.com' }, withSignal));
    const button = within(dialog).getByTestId('bind-send-code') as HTMLButtonElement;
    await waitFor(() => expect(button.dataset.state).toBe('counting'));
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('60s');
    expect(within(dialog).getByTestId('bind-sent').textContent).toContain('new.address@example.com');

    fireEvent.change(within(dialog).getByTestId('bind-code-input'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByTestId('bind-submit'));
    await waitFor(() => expect(bindContact).toHaveBeenCalledWith('email', { email: 'new.address@example.com' }, '123456', withSignal));
    expect(await within(dialog).findByTestId('bind-bound')).toBeTruthy();
    expect(within(dialog).getByTestId('bind-bound').textContent).toContain(maskEmail('new.address@example.com'));
    expect(api.refresh).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByTestId('bind-done'));
    await waitFor(() => expect(screen.queryByTestId('bind-email')).toBeNull());
  });

  it('[SMS-01][SMS-04] a mobile number is checked before a code is sent, then sent with its calling code', async () => {
    sendBindCode.mockResolvedValue({ expiredMinutes: 2 });
    renderCentrePage(<SecurityCenter />);
    fireEvent.click(screen.getByTestId('security-mobile-action'));
    const dialog = await screen.findByTestId('bind-mobile');
    expect(within(dialog).getByRole('heading').textContent).toBe(message('centre.account.bind.changeMobile'));
    fireEvent.click(within(dialog).getByTestId('bind-send-code'));
    expect(within(dialog).getByTestId('bind-destination-error').textContent).toBe(message('error.missing_phone_number'));
    expect(sendBindCode).not.toHaveBeenCalled();

    // The button rests a second after a refused click.
    await waitFor(() => expect((within(dialog).getByTestId('bind-send-code') as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 });
    fireEvent.change(within(dialog).getByTestId('bind-mobile-input'), { target: { value: '8012340099' } });
    fireEvent.click(within(dialog).getByTestId('bind-send-code'));
    await waitFor(() => expect(sendBindCode).toHaveBeenCalledWith('mobile', { mobileNum: '8012340099', countryDialingCode: '+234' }, withSignal));
    await waitFor(() => expect(within(dialog).getByTestId('bind-send-code').textContent).toBe('120s'));
  });

  it('a wrong code keeps the form and says how many tries are left; a code already sent shows its countdown', async () => {
    sendBindCode.mockRejectedValue(new ApiError('code_already_sent', '', 429, { retryAfterSeconds: 42 }));
    bindContact.mockRejectedValue(new ApiError('invalid_code', '', 400, { triesLeft: 4 }));
    const { api } = renderCentrePage(<SecurityCenter />);
    fireEvent.click(screen.getByTestId('security-email-action'));
    const dialog = await screen.findByTestId('bind-email');
    fireEvent.change(within(dialog).getByTestId('bind-email-input'), { target: { value: 'new.address@example.com' } });
    fireEvent.click(within(dialog).getByTestId('bind-send-code'));
    await waitFor(() => expect(within(dialog).getByTestId('bind-send-code').textContent).toBe('42s'));
    expect(within(dialog).getByTestId('bind-error').textContent).toBe(message('error.code_already_sent'));

    fireEvent.change(within(dialog).getByTestId('bind-code-input'), { target: { value: '999999' } });
    fireEvent.click(within(dialog).getByTestId('bind-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('bind-error').textContent).toBe(`${message('error.invalid_code')} 4 tries left.`));
    expect(within(dialog).getByTestId('bind-form')).toBeTruthy();
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('an empty code is refused without a call', async () => {
    sendBindCode.mockResolvedValue({ expiredMinutes: 1 });
    renderCentrePage(<SecurityCenter />);
    fireEvent.click(screen.getByTestId('security-email-action'));
    const dialog = await screen.findByTestId('bind-email');
    fireEvent.change(within(dialog).getByTestId('bind-email-input'), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByTestId('bind-send-code'));
    expect(within(dialog).getByTestId('bind-destination-error').textContent).toBe(message('error.invalid_email_format'));
    expect(sendBindCode).not.toHaveBeenCalled();
  });
});

describe('payment password', () => {
  it('sets a payment password: a mismatch is refused before sending; then it is saved and shown as set', async () => {
    setPaymentPassword.mockResolvedValue({ set: true });
    const { api } = renderCentrePage(<SecurityCenter />);
    const action = await screen.findByTestId('security-payment-action');
    expect(action.textContent).toBe(message('centre.account.security.setPayment'));
    fireEvent.click(action);
    const dialog = await screen.findByTestId('payment-password');
    expect(within(dialog).queryByTestId('payment-oldPaymentPassword-input')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('payment-paymentPassword-input'), { target: { value: '135790' } });
    fireEvent.change(within(dialog).getByTestId('payment-confirmPaymentPassword-input'), { target: { value: '135791' } });
    fireEvent.click(within(dialog).getByTestId('payment-password-submit'));
    expect(within(dialog).getByTestId('payment-confirmPaymentPassword-error').textContent).toBe(message('error.confirmation_mismatch'));
    expect(setPaymentPassword).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByTestId('payment-confirmPaymentPassword-input'), { target: { value: '135790' } });
    fetchSettings.mockResolvedValue(settings(true));
    fireEvent.click(within(dialog).getByTestId('payment-password-submit'));
    await within(dialog).findByTestId('payment-password-saved');
    expect(setPaymentPassword).toHaveBeenCalledWith({ paymentPassword: '135790', confirmPaymentPassword: '135790' }, withSignal);
    expect(api.refresh).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('payment-password-done'));
    await waitFor(() => expect(screen.getByTestId('security-payment-value').textContent).toBe(message('centre.account.security.paymentSet')));
  });

  it('changing it asks for the current one; the server rule shows under the field', async () => {
    fetchSettings.mockResolvedValue(settings(true));
    setPaymentPassword.mockRejectedValue(
      new ApiError('invalid_payment_password_format', '', 400, { field: 'paymentPassword', problem: 'length', patternId: 'DIGITS', minLength: 6, maxLength: 6 }),
    );
    renderCentrePage(<SecurityCenter />);
    const action = await screen.findByTestId('security-payment-action');
    expect(action.textContent).toBe(message('centre.account.change'));
    fireEvent.click(action);
    const dialog = await screen.findByTestId('payment-password');
    fireEvent.click(within(dialog).getByTestId('payment-password-submit'));
    expect(within(dialog).getByTestId('payment-oldPaymentPassword-error').textContent).toBe(message('validation.required'));
    fireEvent.change(within(dialog).getByTestId('payment-oldPaymentPassword-input'), { target: { value: '135790' } });
    fireEvent.change(within(dialog).getByTestId('payment-paymentPassword-input'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByTestId('payment-confirmPaymentPassword-input'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByTestId('payment-password-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('payment-paymentPassword-error').textContent).toContain('6'));
    expect(setPaymentPassword).toHaveBeenCalledWith({ oldPaymentPassword: '135790', paymentPassword: '12', confirmPaymentPassword: '12' }, withSignal);
  });
});

describe('login history', () => {
  it('[WALLET-12] lists the sign-ins: time in the reader\'s locale, IP, how, device; pages of 15', async () => {
    const first = Array.from({ length: 15 }, (_, i) => login(i + 1));
    fetchLogins.mockImplementation(async (page) => (page === 1 ? loginPage(1, first, 17) : loginPage(2, [login(16, { via: 'register', side: 'agent' }), login(17)], 17)));
    renderCentrePage(<SecurityCenter />);
    const table = await screen.findByTestId('login-history-table');
    const rows = within(table).getAllByTestId('login-row');
    expect(rows).toHaveLength(15);
    const cells = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[0]).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(first[0]!.at)));
    expect(cells.slice(1)).toEqual(['41.58.0.1', message('centre.account.logins.via.password'), 'device-1']);
    expect(fetchLogins).toHaveBeenLastCalledWith(1, withSignal);

    fireEvent.click(screen.getByTestId('login-pager-page-2'));
    await waitFor(() => expect(within(screen.getByTestId('login-history-table')).getAllByTestId('login-row')).toHaveLength(2));
    expect(fetchLogins).toHaveBeenLastCalledWith(2, withSignal);
    const second = within(screen.getAllByTestId('login-row')[0]!).getAllByRole('cell');
    expect(second[2]!.textContent).toBe(`${message('centre.account.logins.via.register')}${message('centre.account.logins.agentSide')}`);
  });

  it('a failed load offers a retry', async () => {
    fetchLogins.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    renderCentrePage(<SecurityCenter />);
    const failed = await screen.findByTestId('login-history-failed');
    fireEvent.click(within(failed).getByRole('button'));
    expect(await screen.findByTestId('login-history-table')).toBeTruthy();
  });
});

describe('sign-in providers under my account', () => {
  const fetchIdentities = vi.mocked(signIn.fetchIdentities);
  const unlinkIdentity = vi.mocked(signIn.unlinkIdentity);

  it('[LOGIN-35][LOGIN-36] lists the providers the merchant offers, linked or not; unlinking one shows it not linked', async () => {
    fetchIdentities.mockResolvedValue([{ provider: 'google', email: 'ada@mail.example', linkedAt: '2026-11-20T10:00:00.000Z' }]);
    unlinkIdentity.mockResolvedValue([]);
    renderCentrePage(<SecurityCenter />, { signInProviders: ['google', 'facebook'] });
    await waitFor(() => expect(screen.getByTestId('provider-google-value').textContent).toBe('ada@mail.example'));
    expect(screen.getByTestId('provider-facebook-value').textContent).toBe(message('centre.account.notLinked'));
    expect(screen.getByTestId('provider-facebook-link').textContent).toBe('Link Facebook');
    fetchIdentities.mockResolvedValue([]);
    await act(async () => fireEvent.click(screen.getByTestId('provider-google-unlink')));
    expect(unlinkIdentity).toHaveBeenCalledWith('google', withSignal);
    await waitFor(() => expect(screen.getByTestId('provider-google-value').textContent).toBe(message('centre.account.notLinked')));
  });

  it('shows nothing when the merchant offers no provider', () => {
    renderCentrePage(<SecurityCenter />);
    expect(screen.queryByTestId('linked-providers')).toBeNull();
    expect(fetchIdentities).not.toHaveBeenCalled();
  });
});
