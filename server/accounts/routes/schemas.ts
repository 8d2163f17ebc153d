// JSON schemas of the account routes: the member answer, bot-check answers, tokens.
import { arrayOf, bool, int, obj, str, type JsonSchema } from '../../http/schemas';
import { ACCOUNT_TYPES } from '../../shared/accountTypes';

const nullableString = { type: ['string', 'null'] } as const;

export const memberSchema = obj({
  id: int(),
  customerId: int(),
  account: str(),
  nickname: str(),
  type: int({ enum: [...ACCOUNT_TYPES], description: '0 member; 1, 2, 41, 42 agents; 4 trial' }),
  isAgent: bool,
  isTrial: bool,
  toUpline: bool,
  merchantCode: str(),
  balance: str({ description: 'Decimal with 2 places' }),
  currency: str(),
  currencySymbol: str(),
  unreadMessage: int(),
  availablePromoCount: int(),
  availablePromo: arrayOf(obj({ type: str({ enum: ['REFERRAL'] }), enabled: bool })),
  hasVip: bool,
  vipRankLevel: int(),
  clubLabel: { type: ['object', 'null'], additionalProperties: false, required: ['labelName', 'rankLevel'], properties: { labelName: str(), rankLevel: int() } },
  memberLabel: arrayOf(str()),
  referralCode: str(),
  countryDialingCode: nullableString,
  mobileNum: nullableString,
  email: nullableString,
  realName: nullableString,
  birthday: { ...nullableString, description: 'yyyy-MM-dd' },
  selfExcludedUntil: { ...nullableString, description: 'ISO time the running self-exclusion ends; null when none runs' },
  handles: obj({ qq: nullableString, line: nullableString, whatsapp: nullableString, facebook: nullableString, wechat: nullableString }),
});

/** The slider answer inside login, register and SMS bodies. */
export const sliderAnswerSchema = obj({
  sliderId: str({ minLength: 1, maxLength: 64 }),
  x: { type: 'number', minimum: -1000, maximum: 1000, description: 'Left edge of the dropped piece, in background pixels' },
  durationMs: int({ minimum: 0, maximum: 3_600_000, description: 'How long the drag took' }),
});

export const tokenAndMemberSchema = obj({ token: str({ description: 'Bearer token (256 bits, base64url)' }), member: memberSchema });

export const captchaSchema = obj({ captchaId: str(), image: str({ description: 'data:image/png URL' }) });

export const expiredMinutesSchema = obj({ expiredMinutes: int({ minimum: 1, maximum: 10, description: 'The code is valid this long; the resend countdown is the same' }) });

export const phoneFields: Record<string, JsonSchema> = {
  mobileNum: str({ maxLength: 32 }),
  countryDialingCode: str({ maxLength: 8, description: "Calling code ('+234' or '234'); the merchant's when absent" }),
};
