// What an operator may set about a merchant and both sides name the same way: the feature
// switches, the app download resources, the extra check at login. The system status answer
// reads them and the operator's settings call writes them. Pure data: the browser bundles it.

/** Feature switches of spec section 6 (meanings in spec-notes ruling 3), 1 = on. */
export const SWITCH_NAMES = [
  'DIRECTREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'MANPLAYREB3',
  // Login to home: a visitor may open only the login, registration, help and download pages.
  'LOGINTOHOME3',
] as const;
export type SwitchName = (typeof SWITCH_NAMES)[number];

/** Where an app is found (spec section 3), in the order the download page lists them. */
export const RESOURCE_TYPES = ['ios', 'lite', 'android'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** An app or QR address: https, or a path on the portal (never '//host' or '/\host', which leave it). */
export const RESOURCE_URL_PATTERN = /^(https:\/\/[^\s\\]+|\/([^/\s\\][^\s\\]*)?)$/;

/** The extra check at login from a new IP or device (docs/api.md "Sessions"). */
export const LOGIN_EXTRA_CHECKS = ['none', 'mobile', 'sms', 'email', 'bankName'] as const;
export type LoginExtraCheck = (typeof LOGIN_EXTRA_CHECKS)[number];

/** Where a customer-service entry shows (spec section 4: the right-hand bar, or the service page). */
export const CS_POSITIONS = ['right', 'page'] as const;
export type CsPosition = (typeof CS_POSITIONS)[number];
/** The kinds of customer-service channel (spec section 4). */
export const CS_TYPES = ['livechat', 'telegram', 'facebook', 'other'] as const;
export type CsType = (typeof CS_TYPES)[number];
/** A merchant lists at most this many customer-service entries. */
export const CS_ENTRIES_MAX = 20;
export const CS_NAME_MAX = 60;
/** A channel's address: https, or a mailto: or tel: link (never javascript: or a bare host). */
export const CS_URL_PATTERN = /^(https:\/\/[^\s\\]+|mailto:[^\s\\/]+@[^\s\\/]+|tel:\+?[0-9 -]{3,20})$/;
export const CS_URL_MAX = 500;
