// Demo merchants and everything per merchant: switches, markets, restrictions,
// languages, customer services and registration field rules.
import { LANGUAGE_CODES } from '../../i18n/languages';
import type { SwitchName } from '../../system/system';
import { PATTERNS } from '../../shared/registerRules';

export interface MerchantSeed {
  code: string;
  country: string;
  countryName: string;
  currency: string;
  currencySymbol: string;
  /** IANA time zone: whose calendar day counts for the age rule (docs/decisions.md). */
  timeZone: string;
  /** Country calling code (digits) for mobile numbers typed without one. */
  dialingCode: string;
  codeExpiredMinutes: number;
  passwordMaxAgeDays: number | null;
  defaultLanguage: string;
  isDefault: boolean;
  csBarEnabled: boolean;
  licence: { name: string; url: string };
  regionInfo: string;
  allowedCountries: string[];
  restrictedCountries: string[];
  restrictedCidrs: string[];
  languages: readonly string[];
  switches: Record<SwitchName, 0 | 1>;
  customerServices: { csPosition: 'right' | 'page'; csType: 'livechat' | 'telegram' | 'facebook' | 'other'; name: string; url: string }[];
  /** App download resources; the lite app is the portal itself ('/'). */
  resources: { resourceType: 'ios' | 'android' | 'lite'; url: string }[];
  /** The routers call's domains: device 0 the web site, device 3 the mobile site. */
  domains: { 0: string[]; 3: string[] };
}

const REGION_INFO =
  'Our services are not available in your region because of local regulations. ' +
  'If you believe this is a mistake, please contact customer service.';

export const MERCHANTS: MerchantSeed[] = [
  {
    code: 'NG',
    country: 'NG',
    countryName: 'Nigeria',
    currency: 'NGN',
    currencySymbol: '₦',
    timeZone: 'Africa/Lagos',
    dialingCode: '234',
    codeExpiredMinutes: 1,
    passwordMaxAgeDays: 180,
    defaultLanguage: 'en',
    isDefault: true,
    csBarEnabled: true,
    licence: { name: 'Demo Gaming Licensing Authority, licence DGLA-NG-0421', url: 'https://licensing.example.org/licences/DGLA-NG-0421' },
    regionInfo: REGION_INFO,
    allowedCountries: ['NG', 'GH', 'KE'],
    restrictedCountries: ['US', 'GB', 'FR', 'SG'],
    // TEST-NET-3, a documentation range: lets a demo show the region block by IP.
    restrictedCidrs: ['203.0.113.0/24'],
    languages: LANGUAGE_CODES,
    switches: {
      DIRECTREG3: 1,
      MOBILENUMREG3: 1,
      REGMOBVERF3: 1,
      MOBILENUMPASSREG3: 1,
      USERNAMEREG3: 1,
      FREEPLAY3: 1,
      PWDEXPFORCECHANGE3: 1,
      MOBILEVERCODELOGIN3: 1,
      MANPLAYREB3: 0,
      LOGINTOHOME3: 0,
    },
    customerServices: [
      { csPosition: 'right', csType: 'livechat', name: 'Live Chat', url: 'https://chat.example.com/ng' },
      { csPosition: 'right', csType: 'telegram', name: 'Telegram', url: 'https://t.me/aurora_play_ng_help' },
      { csPosition: 'right', csType: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/aurora.play.ng.help' },
      { csPosition: 'right', csType: 'other', name: 'Email', url: 'mailto:support-ng@example.com' },
    ],
    resources: [
      { resourceType: 'ios', url: 'https://apps.example.com/ios/aurora-play-ng' },
      { resourceType: 'android', url: 'https://apps.example.com/android/aurora-play-ng.apk' },
      { resourceType: 'lite', url: '/' },
    ],
    domains: { 0: ['ng.aurora-play.example.com'], 3: ['m.ng.aurora-play.example.com'] },
  },
  {
    code: 'AU',
    country: 'AU',
    countryName: 'Australia',
    currency: 'AUD',
    currencySymbol: 'A$',
    timeZone: 'Australia/Sydney',
    dialingCode: '61',
    codeExpiredMinutes: 2,
    passwordMaxAgeDays: 90,
    defaultLanguage: 'en',
    isDefault: false,
    csBarEnabled: true,
    licence: { name: 'Demo Gaming Licensing Authority, licence DGLA-AU-1187', url: 'https://licensing.example.org/licences/DGLA-AU-1187' },
    regionInfo: REGION_INFO,
    allowedCountries: ['AU', 'NZ'],
    restrictedCountries: ['US', 'GB', 'FR', 'SG'],
    restrictedCidrs: ['203.0.113.0/24'],
    languages: LANGUAGE_CODES,
    switches: {
      DIRECTREG3: 1,
      MOBILENUMREG3: 1,
      REGMOBVERF3: 0,
      MOBILENUMPASSREG3: 1,
      USERNAMEREG3: 1,
      FREEPLAY3: 0,
      PWDEXPFORCECHANGE3: 1,
      MOBILEVERCODELOGIN3: 0,
      MANPLAYREB3: 1,
      LOGINTOHOME3: 0,
    },
    customerServices: [
      { csPosition: 'right', csType: 'livechat', name: 'Live Chat', url: 'https://chat.example.com/au' },
      { csPosition: 'right', csType: 'telegram', name: 'Telegram', url: 'https://t.me/aurora_play_au_help' },
      { csPosition: 'right', csType: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/aurora.play.au.help' },
      { csPosition: 'right', csType: 'other', name: 'WhatsApp', url: 'https://wa.me/61400000000' },
    ],
    resources: [
      { resourceType: 'ios', url: 'https://apps.example.com/ios/aurora-play-au' },
      { resourceType: 'android', url: 'https://apps.example.com/android/aurora-play-au.apk' },
      { resourceType: 'lite', url: '/' },
    ],
    domains: { 0: ['au.aurora-play.example.com'], 3: ['m.au.aurora-play.example.com'] },
  },
];

export interface FieldRuleSeed {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}

const rule = (field: string, enabled: boolean, required: boolean, patternId: string, acceptedPattern: string, minLength: number, maxLength: number): FieldRuleSeed => ({
  field, enabled, required, acceptedPattern, patternId, minLength, maxLength,
});

/** The same rules for both demo merchants; operators tune them per merchant. */
export const REGISTER_FIELD_RULES: FieldRuleSeed[] = [
  rule('username', true, true, 'ALNUM_LETTER_FIRST', '^[A-Za-z][A-Za-z0-9]*$', 4, 16),
  rule('password', true, true, 'NO_SPACES', '^\\S+$', 8, 64),
  rule('confirmPassword', true, true, 'NO_SPACES', '^\\S+$', 8, 64),
  rule('payeeName', true, false, 'REAL_NAME', "^[^0-9!@#$%^&*()_+=<>?{}\\[\\]|\\\\/\"~`;:,]+$", 2, 50),
  rule('email', true, false, 'EMAIL', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 100),
  rule('qqNum', false, false, 'DIGITS', '^[0-9]+$', 5, 12),
  rule('mobileNum', true, true, 'DIGITS', '^[0-9]+$', 7, 15),
  rule('recommenderId', false, false, 'ALNUM', '^[A-Za-z0-9]+$', 4, 16),
  rule('captcha', true, true, 'ALNUM', '^[A-Za-z0-9]+$', 4, 6),
  rule('verificationCode', true, true, 'DIGITS', '^[0-9]+$', 6, 6),
  rule('affiliateCode', true, false, 'ALNUM', '^[A-Za-z0-9]+$', 4, 20),
  rule('paymentPassword', false, false, 'DIGITS', '^[0-9]+$', 6, 6),
  rule('line', false, false, 'ANY', '*', 0, 50),
  rule('whatsapp', false, false, 'DIGITS', '^[0-9]+$', 7, 15),
  rule('facebook', false, false, 'ANY', '*', 0, 100),
  rule('wechat', false, false, 'ANY', '*', 0, 50),
  rule('idNumber', false, false, 'ALNUM', '^[A-Za-z0-9]+$', 6, 20),
  rule('countryDialingCode', true, false, 'DIAL_CODE', '^\\+?[0-9]{1,4}$', 1, 5),
  rule('birthday', true, false, 'DATE_YMD', PATTERNS.DATE_YMD, 10, 10),
];
