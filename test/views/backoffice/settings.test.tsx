// The back office's settings section (machines/settingsForm.machine.ts on each form): the groups
// a role may change, a save and its notice, a refusal shown beside the refused field, the
// customer-service entries edited as a list, another merchant chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, type StaffRole } from '../../../server/shared/staffRoles';
import type { StaffMember } from '../../../server/shared/wire/backoffice';
import type { SystemSettings, VendorMaintenance, WalletSettings } from '../../../server/shared/wire/operatorSettings';
import { switchesOf } from '../../../server/shared/wire/system';
import { ApiError } from '../../../src/api/client';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({
  fetchMe: vi.fn(),
  fetchSettings: vi.fn(),
  fetchWalletSettings: vi.fn(),
  fetchVendorMaintenance: vi.fn(),
  putSystem: vi.fn(),
  putCustomerServices: vi.fn(),
  putWalletSettings: vi.fn(),
  putVendorMaintenance: vi.fn(),
  endVendorMaintenance: vi.fn(),
}));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const staffOf = (role: StaffRole): StaffMember => ({ id: '3', username: role, displayName: `${role} staff`, role, permissions: permissionsOf(role) });
const off = { enabled: false, title: '', info: '', endTime: null };
const merchants = [
  { code: 'NG', countryName: 'Nigeria', currency: 'NGN' },
  { code: 'AU', countryName: 'Australia', currency: 'AUD' },
];
const ngSettings: SystemSettings = {
  merchantCode: 'NG',
  merchants,
  maintenance: { merchant: off, global: off },
  regions: { allowedCountries: ['NG'], restrictedCountries: [], restrictedCidrs: [], regionInfo: '' },
  switches: switchesOf({ DIRECTREG3: 1 }),
  csBarEnabled: true,
  login: { codeExpiredMinutes: 5, passwordMaxAgeDays: null, loginExtraCheck: 'none' },
  registerFields: [{ field: 'email', enabled: true, required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 0, maxLength: 254 }],
  signInProviders: [],
  phoneVerification: null,
  resources: [{ resourceType: 'lite', url: '/', qrCodeUrl: null }],
  customerServices: { entries: [{ csPosition: 'right', csType: 'livechat', name: 'Live Chat', url: 'https://chat.example.com/ng' }], vip: null },
};
const wallet: WalletSettings = {
  merchantCode: 'NG', merchants, currency: 'NGN', depositMin: '100.00', depositMax: '500000.00', withdrawMin: '500.00', withdrawMax: '200000.00',
  withdrawDailyCount: 5, withdrawFeeBps: 0, withdrawFeeMin: '0.00', withdrawConfirmMinutes: 60, rebateBps: 50,
};
const vendors: VendorMaintenance = { vendors: [{ vendor: 'HOUSE', vendorName: 'House Games' }], windows: [] };

function signedInAs(role: StaffRole) {
  sessionStorage.setItem('staffToken', `${role}-token`);
  api.fetchMe.mockResolvedValue(staffOf(role));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchSettings.mockImplementation(async (_token: string, code?: string) => (code === 'AU' ? { ...ngSettings, merchantCode: 'AU' } : ngSettings));
  api.fetchWalletSettings.mockResolvedValue(wallet);
  api.fetchVendorMaintenance.mockResolvedValue(vendors);
});

const groupLinks = async () => within(await screen.findByRole('navigation', { name: text('backoffice.settings.groups') })).getAllByRole('link').map((a) => a.textContent);

describe('settings section', () => {
  it('an admin puts the merchant into maintenance: the body names the merchant, the notice says saved', async () => {
    signedInAs('admin');
    api.putSystem.mockResolvedValue({ merchantCode: 'NG' });
    renderConsole('/backoffice/settings');
    const form = await screen.findByTestId('bo-settings-maintenance');
    expect(await groupLinks()).not.toContain(text('backoffice.settings.group.wallet'));
    fireEvent.click(within(form).getByLabelText(text('backoffice.settings.maintenance.enabled')));
    fireEvent.change(within(form).getByLabelText(text('backoffice.settings.maintenance.heading')), { target: { value: ' Upgrade ' } });
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    expect((await within(form).findByRole('status')).textContent).toContain(text('backoffice.settings.saved'));
    expect(api.putSystem).toHaveBeenCalledWith('admin-token', { merchantCode: 'NG', maintenance: { enabled: true, title: 'Upgrade', info: '', endTime: null } }, expect.anything());
  });

  it('a refused end time is marked beside its field; editing it clears the mark', async () => {
    signedInAs('admin');
    api.putSystem.mockRejectedValue(new ApiError('bad_request', 'Bad request.', 400, { issues: [{ in: 'body', path: '/globalMaintenance/endTime', rule: 'date_time' }] }));
    renderConsole('/backoffice/settings?group=maintenance');
    const form = await screen.findByTestId('bo-settings-global-maintenance');
    const end = within(form).getByLabelText(text('backoffice.settings.maintenance.endTime'));
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    expect((await within(form).findByRole('alert')).textContent).toContain(text('backoffice.settings.refused'));
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(text('backoffice.settings.fieldInvalid'))).toBeTruthy();
    fireEvent.change(end, { target: { value: '2031-05-01T06:00' } });
    expect(end.getAttribute('aria-invalid')).toBeNull();
  });

  it('a refusal without fields shows the error message; the form can be sent again', async () => {
    signedInAs('admin');
    api.putSystem.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValueOnce({ merchantCode: 'NG' });
    renderConsole('/backoffice/settings?group=switches');
    const form = await screen.findByTestId('bo-settings-switches');
    // Each switch by its translated name, with what it does and its code.
    const loginFirst = within(form).getByRole('checkbox', { name: new RegExp(`^${text('backoffice.settings.switch.LOGINTOHOME3')}`) });
    expect(loginFirst.closest('label')!.textContent).toContain('LOGINTOHOME3');
    fireEvent.click(loginFirst);
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    expect((await within(form).findByRole('alert')).textContent).toContain(text('error.network_abnormal'));
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    await within(form).findByRole('status');
    expect(api.putSystem).toHaveBeenLastCalledWith('admin-token', expect.objectContaining({ csBarEnabled: true, switches: expect.objectContaining({ DIRECTREG3: 1, LOGINTOHOME3: 1, FREEPLAY3: 0 }) }), expect.anything());
  });

  it('customer-service entries are added, edited and removed as a list; a refused address is marked on its row', async () => {
    signedInAs('admin');
    api.putCustomerServices.mockRejectedValueOnce(new ApiError('bad_request', 'Bad request.', 400, { issues: [{ in: 'body', path: '/entries/1/url', rule: 'pattern' }] })).mockResolvedValueOnce({});
    renderConsole('/backoffice/settings?group=customerService');
    const form = await screen.findByTestId('bo-settings-customer-service');
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.cs.add') }));
    const rows = within(form).getAllByTestId('bo-settings-cs-entry');
    expect(rows).toHaveLength(2);
    fireEvent.change(within(rows[1]!).getByLabelText(text('backoffice.settings.cs.name')), { target: { value: 'Help line' } });
    fireEvent.change(within(rows[1]!).getByLabelText(text('backoffice.settings.cs.url')), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    await within(form).findByRole('alert');
    expect(within(rows[1]!).getByLabelText(text('backoffice.settings.cs.url')).getAttribute('aria-invalid')).toBe('true');
    expect(within(rows[0]!).getByLabelText(text('backoffice.settings.cs.url')).getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Remove entry 1' }));
    const [left] = within(form).getAllByTestId('bo-settings-cs-entry');
    fireEvent.change(within(left!).getByLabelText(text('backoffice.settings.cs.url')), { target: { value: 'tel:+234 800' } });
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    await within(form).findByRole('status');
    expect(api.putCustomerServices).toHaveBeenLastCalledWith('admin-token', { merchantCode: 'NG', entries: [{ csPosition: 'right', csType: 'livechat', name: 'Help line', url: 'tel:+234 800' }], vip: null }, expect.anything());
  });

  it('another merchant chosen loads its settings', async () => {
    signedInAs('admin');
    renderConsole('/backoffice/settings');
    fireEvent.change(await screen.findByTestId('bo-settings-merchant'), { target: { value: 'AU' } });
    expect(await screen.findByRole('heading', { name: 'Maintenance of AU' })).toBeTruthy();
    expect(api.fetchSettings).toHaveBeenLastCalledWith('admin-token', 'AU', expect.anything());
  });

  it('finance sees only the money settings and saves them', async () => {
    signedInAs('finance');
    api.putWalletSettings.mockResolvedValue({ merchantCode: 'NG' });
    renderConsole('/backoffice/settings');
    const form = await screen.findByTestId('bo-settings-wallet');
    expect(await groupLinks()).toEqual([text('backoffice.settings.group.wallet')]);
    fireEvent.change(within(form).getByLabelText(text('backoffice.settings.wallet.withdrawConfirmMinutes')), { target: { value: '45' } });
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    await within(form).findByRole('status');
    expect(api.putWalletSettings).toHaveBeenCalledWith('finance-token', expect.objectContaining({ merchantCode: 'NG', withdrawConfirmMinutes: 45, depositMin: '100.00' }), expect.anything());
    expect(api.fetchSettings).not.toHaveBeenCalled();
  });

  it('risk sees only vendor maintenance and plans a window; a window the server refuses is marked', async () => {
    signedInAs('risk');
    api.putVendorMaintenance.mockRejectedValueOnce(new ApiError('bad_request', 'Bad request.', 400, { field: 'endsAt', problem: 'before_start' })).mockResolvedValueOnce([]);
    renderConsole('/backoffice/settings');
    const form = await screen.findByTestId('bo-settings-vendor-form');
    expect(await groupLinks()).toEqual([text('backoffice.settings.group.vendors')]);
    expect(screen.getByText(text('backoffice.settings.vendors.none'))).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(text('backoffice.settings.vendors.startsAt')), { target: { value: '2099-01-02T00:00' } });
    fireEvent.change(within(form).getByLabelText(text('backoffice.settings.vendors.endsAt')), { target: { value: '2099-01-01T00:00' } });
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    await within(form).findByRole('alert');
    expect(within(form).getByLabelText(text('backoffice.settings.vendors.endsAt')).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getByLabelText(text('backoffice.settings.vendors.endsAt')), { target: { value: '2099-01-03T00:00' } });
    fireEvent.click(within(form).getByRole('button', { name: text('backoffice.settings.save') }));
    await within(form).findByRole('status');
    expect(api.putVendorMaintenance).toHaveBeenLastCalledWith('risk-token', expect.objectContaining({ vendor: 'HOUSE', info: '' }), expect.anything());
    await waitFor(() => expect(api.fetchVendorMaintenance).toHaveBeenCalledTimes(2));
  });

  it('support has no settings section', async () => {
    signedInAs('support');
    renderConsole('/backoffice/settings');
    const nav = await screen.findByRole('navigation', { name: text('backoffice.nav.label') });
    expect(within(nav).queryByRole('link', { name: text('backoffice.nav.settings') })).toBeNull();
    expect(screen.queryByTestId('bo-settings')).toBeNull();
  });
});
