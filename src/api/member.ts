import * as v from 'valibot';
import { call } from './client';
import { encryptedCall } from './encrypted';
import type { RegisterBody, SliderAnswer } from '../../server/shared/wire/accounts';

/** The member's contact handles (spec section 3); null: not given. */
export const contactHandlesSchema = v.object({
  qq: v.nullable(v.string()),
  line: v.nullable(v.string()),
  whatsapp: v.nullable(v.string()),
  facebook: v.nullable(v.string()),
  wechat: v.nullable(v.string()),
});
export type ContactHandles = v.InferOutput<typeof contactHandlesSchema>;
const NO_HANDLES: ContactHandles = { qq: null, line: null, whatsapp: null, facebook: null, wechat: null };

/** The member answer (spec section 3), as GET /api/member/info and the login answers carry it. */
export const memberSchema = v.object({
  id: v.number(),
  customerId: v.optional(v.number()),
  account: v.string(),
  nickname: v.optional(v.string(), ''),
  type: v.number(),
  isAgent: v.optional(v.boolean()),
  isTrial: v.optional(v.boolean()),
  toUpline: v.optional(v.boolean(), false),
  merchantCode: v.optional(v.string()),
  balance: v.optional(v.string(), '0.00'),
  currency: v.string(),
  currencySymbol: v.optional(v.string(), 'P'),
  unreadMessage: v.optional(v.number(), 0),
  availablePromoCount: v.optional(v.number(), 0),
  availablePromo: v.optional(v.array(v.object({ type: v.string(), enabled: v.boolean() })), []),
  hasVip: v.optional(v.boolean(), false),
  vipRankLevel: v.optional(v.number(), 0),
  clubLabel: v.optional(v.nullable(v.object({ labelName: v.string(), rankLevel: v.number() })), null),
  memberLabel: v.optional(v.array(v.string()), []),
  referralCode: v.optional(v.string()),
  countryDialingCode: v.optional(v.nullable(v.string())),
  mobileNum: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
  realName: v.optional(v.nullable(v.string())),
  birthday: v.optional(v.nullable(v.string())),
  selfExcludedUntil: v.optional(v.nullable(v.string()), null),
  // Kept, not dropped: the server sends them and the views that show contacts read them here.
  // A member stored before the field existed (src/app/storage.ts) reads as having none.
  handles: v.optional(contactHandlesSchema, NO_HANDLES),
});
export type Member = v.InferOutput<typeof memberSchema>;

export const tokenAndMemberSchema = v.object({ token: v.string(), member: memberSchema });
export type TokenAndMember = v.InferOutput<typeof tokenAndMemberSchema>;

/** GET /api/member/info (T). A token just issued (before it is stored) can be given. */
export const fetchMemberInfo = ({ token }: { token?: string | null } = {}) =>
  call(memberSchema, 'member/info', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

const switchValue = v.picklist([0, 1]);

export const registerSettingsSchema = v.object({
  fields: v.array(
    v.object({
      field: v.string(),
      enabled: v.boolean(),
      required: v.boolean(),
      acceptedPattern: v.string(),
      patternId: v.string(),
      minLength: v.number(),
      maxLength: v.number(),
    }),
  ),
  switches: v.record(v.string(), switchValue),
});
export type RegisterSettings = v.InferOutput<typeof registerSettingsSchema>;

/** GET /api/member/register/settings (N): per-field rules and the switches. */
export const fetchRegisterSettings = () => call(registerSettingsSchema, 'member/register/settings');

export type { SliderAnswer } from '../../server/shared/wire/accounts';

/** The registration body as the web client sends it: registerMethod WEB, logging in at once. */
export type RegisterRequest = RegisterBody & { registerMethod: 'WEB'; login: true };

/** PUT /api/member/register (E, N), with login true: the answer carries the token. */
export const register = (request: RegisterRequest) => encryptedCall(tokenAndMemberSchema, 'member/register', request, { method: 'put' });

export interface ChangePasswordRequest {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /api/member/password (E, T): every session ends; the answer has the new token. */
export const changePassword = (request: ChangePasswordRequest, token?: string | null) =>
  encryptedCall(tokenAndMemberSchema, 'member/password', request, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

/** POST /api/member/password/email (form-encoded, N): a temporary password is e-mailed. */
export const sendPasswordEmail = ({ username, email }: { username: string; email: string }) =>
  call(v.object({ sent: v.boolean() }), 'member/password/email', { method: 'post', body: new URLSearchParams({ username, email }) });

export interface ResetByPhoneRequest {
  newPassword: string;
  confirmNewPassword: string;
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  slider?: SliderAnswer;
}

/** POST /api/member/password/sms (E, N): the new password is set and the member logged in. */
export const resetPasswordByPhone = (request: ResetByPhoneRequest) => encryptedCall(tokenAndMemberSchema, 'member/password/sms', request);

/** GET /api/agent/affiliate (N): whether an invitation code is valid here. */
export const checkAffiliate = ({ code, domain }: { code: string; domain?: string }) =>
  call(v.object({ valid: v.boolean() }), 'agent/affiliate', { searchParams: domain ? { code, domain } : { code } });
