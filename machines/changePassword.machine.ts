import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ChangePasswordRequest, Member, TokenAndMember } from '../server/shared/wire/accounts';
import { type ChangePasswordValues, type FieldErrors, type FieldRule, hasErrors, serverFieldError, validateChangePassword } from './formRules';
import { errorCodeOf, errorValueOf } from './flowErrors';

/**
 * The change-password popup (spec sections 2 and 5). Titled for a first login or an
 * expired password when the login forced it; the username is shown read-only; the old
 * password is asked only when the login just made does not hold it. Success refreshes the
 * member info, then the popup closes and the page goes to /.
 */
export type ChangePasswordReason = 'firstLogin' | 'expired' | 'required' | 'voluntary';

export interface ChangePasswordInput {
  reason: ChangePasswordReason;
  username: string;
  /** The password the login just proved; the server knows the session did. */
  heldPassword: string | null;
  /** A token that is not stored yet (a forced change right after login). */
  token: string | null;
  passwordRule?: FieldRule;
}

export interface ChangePasswordContext extends ChangePasswordInput {
  fieldErrors: FieldErrors;
  errorCode: string | null;
  passwordVisible: boolean;
  submission: ChangePasswordValues | null;
  result: TokenAndMember | null;
}

export type ChangePasswordEvent = { type: 'SUBMIT'; values: ChangePasswordValues } | { type: 'TOGGLE_PASSWORD' };

export interface ChangePasswordOutput {
  token: string;
  member: Member;
}

export interface ChangePasswordCall {
  request: ChangePasswordRequest;
  token: string | null;
}

type Done<T> = { output: T };

const oldPasswordShown = (context: ChangePasswordContext) => context.heldPassword === null;

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    input: {} as ChangePasswordInput,
    events: {} as ChangePasswordEvent,
    output: {} as ChangePasswordOutput,
  },
  actors: {
    changePassword: fromPromise<TokenAndMember, ChangePasswordCall>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
    fetchMemberInfo: fromPromise<Member, { token: string }>(async () => {
      throw new Error('fetchMemberInfo is provided by the app');
    }),
  },
  guards: {
    // The guard and actions reading SUBMIT's values run on it only (assertEvent narrows the
    // type and throws otherwise).
    invalid: ({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return hasErrors(validateChangePassword(event.values, { oldPasswordShown: oldPasswordShown(context), passwordRule: context.passwordRule }));
    },
  },
  actions: {
    showErrors: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { fieldErrors: validateChangePassword(event.values, { oldPasswordShown: oldPasswordShown(context), passwordRule: context.passwordRule }), errorCode: null };
    }),
    storeSubmission: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { submission: event.values, fieldErrors: {}, errorCode: null };
    }),
    togglePassword: assign({ passwordVisible: ({ context }) => !context.passwordVisible }),
    storeResult: assign({ result: ({ event }) => (event as unknown as Done<TokenAndMember>).output }),
    storeMember: assign({
      result: ({ context, event }) => (context.result ? { ...context.result, member: (event as unknown as Done<Member>).output } : null),
    }),
    showFailure: assign(({ event }) => {
      const errorCode = errorCodeOf(event);
      const onField = serverFieldError(errorCode, errorValueOf(event));
      return onField ? { errorCode: null, fieldErrors: { [onField.field]: onField.error } } : { errorCode, fieldErrors: {} };
    }),
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    ...input,
    fieldErrors: {},
    errorCode: null,
    passwordVisible: false,
    submission: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'invalid', actions: 'showErrors' }, { target: 'saving', actions: 'storeSubmission' }],
        TOGGLE_PASSWORD: { actions: 'togglePassword' },
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          request: {
            // Stryker disable next-line StringLiteral,OptionalChaining: saving is entered only by a SUBMIT that passed the form check, which stores the submission with every field
            ...(oldPasswordShown(context) ? { oldPassword: context.submission?.oldPassword ?? '' } : {}),
            // Stryker disable next-line StringLiteral,OptionalChaining: saving is entered only by a SUBMIT that passed the form check, which stores the submission with every field
            newPassword: context.submission?.newPassword ?? '',
            // Stryker disable next-line StringLiteral,OptionalChaining: saving is entered only by a SUBMIT that passed the form check, which stores the submission with every field
            confirmNewPassword: context.submission?.confirmNewPassword ?? '',
          },
          token: context.token,
        }),
        onDone: { target: 'refreshing', actions: 'storeResult' },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    /** The password changed and every session with it: the new token brings fresh member info. */
    refreshing: {
      invoke: {
        id: 'fetchMemberInfo',
        src: 'fetchMemberInfo',
        // Stryker disable next-line StringLiteral,OptionalChaining: refreshing is entered only when the change answered, which stores its token
        input: ({ context }) => ({ token: context.result?.token ?? '' }),
        onDone: { target: 'done', actions: 'storeMember' },
        // The change itself succeeded; the member from its answer will do.
        onError: { target: 'done' },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: { to: '/' } },
    },
  },
  output: ({ context }) => ({ token: context.result!.token, member: context.result!.member }),
});
