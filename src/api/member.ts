import * as v from 'valibot';
import * as accounts from '../../server/shared/wire/accounts';
import { call, type CallOptions } from './client';
import { encryptedCall } from './encrypted';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type {
  Avatar,
  ChangePasswordRequest,
  ContactHandles,
  Member,
  RegisterBody,
  RegisterRequest,
  RegisterSettings,
  ResetBySmsRequest,
  SliderAnswer,
  TokenAndMember,
} from '../../server/shared/wire/accounts';

/** GET /api/member/info (T). A token just issued (before it is stored) can be given. */
export const fetchMemberInfo = ({ token }: { token?: string | null } = {}, { signal }: CallOptions = {}) =>
  call(accounts.member, 'member/info', token ? { headers: { Authorization: `Bearer ${token}` }, signal } : { signal });

/** GET /api/member/avatar (T): the member's initial and colour. */
export const fetchAvatar = ({ signal }: CallOptions = {}) => call(accounts.avatar, 'member/avatar', { signal });

/** GET /api/member/register/settings (N): per-field rules and the switches. */
export const fetchRegisterSettings = ({ signal }: CallOptions = {}) => call(accounts.registerSettings, 'member/register/settings', { signal });

/** PUT /api/member/register (E, N), with login true: the answer carries the token. */
export const register = (request: accounts.RegisterRequest, { signal }: CallOptions = {}) =>
  encryptedCall(accounts.tokenAndMember, 'member/register', request, { method: 'put', signal });

/** POST /api/member/password (E, T): every session ends; the answer has the new token. */
export const changePassword = (request: accounts.ChangePasswordRequest, token?: string | null, { signal }: CallOptions = {}) =>
  encryptedCall(accounts.tokenAndMember, 'member/password', request, token ? { headers: { Authorization: `Bearer ${token}` }, signal } : { signal });

/** POST /api/member/password/email (form-encoded, N): a temporary password is e-mailed. */
export const sendPasswordEmail = ({ username, email }: accounts.PasswordEmailRequest, { signal }: CallOptions = {}) =>
  call(accounts.passwordEmailSent, 'member/password/email', { method: 'post', body: new URLSearchParams({ username, email }), signal });

/** POST /api/member/password/sms (E, N): the new password is set and the member logged in. */
export const resetPasswordByPhone = (request: accounts.ResetBySmsRequest, { signal }: CallOptions = {}) =>
  encryptedCall(accounts.tokenAndMember, 'member/password/sms', request, { signal });

/** GET /api/agent/affiliate (N): whether an invitation code is valid here. */
export const checkAffiliate = ({ code, domain }: v.InferOutput<typeof accounts.affiliateQuery>, { signal }: CallOptions = {}) =>
  call(accounts.affiliateValidity, 'agent/affiliate', { searchParams: domain ? { code, domain } : { code }, signal });
