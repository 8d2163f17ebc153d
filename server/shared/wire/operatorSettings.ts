// The back office's reading of the settings it changes (docs/api.md "Back office settings"):
// one answer per permission, so a role reads exactly the groups it may change. GET
// /api/operator/settings (settings.manage): maintenance, regions, switches, the registration
// form, sign-in providers, SMS verification, app resources and customer services; GET
// /api/operator/wallet-settings (money.decide); GET /api/operator/vendors/maintenance
// (risk.manage). The changes go through the PUT routes of operator.ts and operatorMoney.ts,
// and PUT /api/operator/customer-services here.
import * as v from 'valibot';
import { CS_ENTRIES_MAX, CS_NAME_MAX, CS_POSITIONS, CS_TYPES, CS_URL_MAX, CS_URL_PATTERN, LOGIN_EXTRA_CHECKS } from '../merchantSettings';
import { fieldRule } from './accounts';
import { count, money } from './common';
import { maintenanceWindows } from './lobby';
import { operatorMerchant, phoneVerificationSet, signInProviderSet } from './operator';
import { appResource, switches } from './system';

/** ?merchantCode= of a settings read; the default merchant when absent. */
export const settingsQuery = v.strictObject({ merchantCode: v.optional(operatorMerchant) });
export type SettingsQuery = v.InferOutput<typeof settingsQuery>;

/** A merchant the console can pick. */
export const merchantChoice = v.object({ code: v.string(), countryName: v.string(), currency: v.string() });
/** GET /api/backoffice/merchants: every merchant, for the console's pickers. */
export const merchantList = v.object({ items: v.array(merchantChoice) });

/** A maintenance row as stored: off, or on with its title, text and announced end. */
export const maintenanceState = v.object({ enabled: v.boolean(), title: v.string(), info: v.string(), endTime: v.nullable(v.string()) });
export type MaintenanceState = v.InferOutput<typeof maintenanceState>;

/** A channel's name as the bar shows it: not blank. */
const csName = v.pipe(v.string(), v.minLength(1), v.maxLength(CS_NAME_MAX), v.regex(/\S/));

export const customerServiceEntry = v.strictObject({
  csPosition: v.picklist(CS_POSITIONS),
  csType: v.picklist(CS_TYPES),
  name: csName,
  url: v.pipe(v.string(), v.maxLength(CS_URL_MAX), v.regex(CS_URL_PATTERN), v.description('https, mailto: or tel:')),
});
export type CustomerServiceEntry = v.InferOutput<typeof customerServiceEntry>;

const vipChannel = v.strictObject({
  name: csName,
  url: v.pipe(v.string(), v.maxLength(CS_URL_MAX), v.regex(CS_URL_PATTERN)),
});

/** The customer-service bar's entries and the VIP channel (members above VIP rank 4 get it instead of live chat). */
export const customerServices = v.object({ entries: v.array(customerServiceEntry), vip: v.nullable(vipChannel) });
export type CustomerServices = v.InferOutput<typeof customerServices>;

/** PUT /api/operator/customer-services: replaces the merchant's entries and, when named, its VIP channel (null removes it). */
export const customerServicesChange = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  entries: v.pipe(v.array(customerServiceEntry), v.maxLength(CS_ENTRIES_MAX), v.description("Replaces the merchant's list, in the order shown")),
  vip: v.optional(v.nullable(vipChannel)),
});
export type CustomerServicesChange = v.InferOutput<typeof customerServicesChange>;
export const customerServicesSet = v.object({ merchantCode: v.string(), ...customerServices.entries });
export type CustomerServicesSet = v.InferOutput<typeof customerServicesSet>;

/** GET /api/operator/settings: every group settings.manage changes, of one merchant. */
export const systemSettings = v.object({
  merchantCode: v.string(),
  merchants: v.array(merchantChoice),
  maintenance: v.object({ merchant: maintenanceState, global: v.pipe(maintenanceState, v.description('Every merchant; wins over their own')) }),
  regions: v.object({ allowedCountries: v.array(v.string()), restrictedCountries: v.array(v.string()), restrictedCidrs: v.array(v.string()), regionInfo: v.string() }),
  switches,
  csBarEnabled: v.boolean(),
  login: v.object({ codeExpiredMinutes: count, passwordMaxAgeDays: v.nullable(count), loginExtraCheck: v.picklist(LOGIN_EXTRA_CHECKS) }),
  registerFields: v.array(fieldRule),
  signInProviders: v.array(
    v.object({
      ...signInProviderSet.entries,
      clientSecretEnv: v.pipe(v.nullable(v.string()), v.description('The environment variable named for the secret (the secret itself is never answered)')),
      /** The addresses and scope in use (Google: issuer; Facebook: the three endpoints), so a form shows and keeps them. */
      issuer: v.nullable(v.string()),
      authorizationEndpoint: v.nullable(v.string()),
      tokenEndpoint: v.nullable(v.string()),
      userinfoEndpoint: v.nullable(v.string()),
      scope: v.string(),
    }),
  ),
  phoneVerification: v.nullable(v.object({ ...phoneVerificationSet.entries, apiKey: v.pipe(v.string(), v.description("The provider's public browser key (the status answer gives it to visitors too)")) })),
  resources: v.array(appResource),
  customerServices,
});
export type SystemSettings = v.InferOutput<typeof systemSettings>;

/** GET /api/operator/wallet-settings: the merchant's limits, fee, confirmation window and rebate (PUT's fields). */
export const walletSettings = v.object({
  merchantCode: v.string(),
  merchants: v.array(merchantChoice),
  currency: v.string(),
  depositMin: money,
  depositMax: money,
  withdrawMin: money,
  withdrawMax: money,
  withdrawDailyCount: count,
  withdrawFeeBps: count,
  withdrawFeeMin: money,
  withdrawConfirmMinutes: count,
  rebateBps: count,
});
export type WalletSettings = v.InferOutput<typeof walletSettings>;

/** GET /api/operator/vendors/maintenance: the vendors and their windows (past, present and planned). */
export const vendorMaintenance = v.object({
  vendors: v.array(v.object({ vendor: v.string(), vendorName: v.string() })),
  windows: maintenanceWindows,
});
export type VendorMaintenance = v.InferOutput<typeof vendorMaintenance>;
