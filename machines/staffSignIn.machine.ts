import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffMember, StaffSecondStep, StaffSession } from '../server/shared/wire/backoffice';
import { TOTP_DIGITS } from '../server/shared/staffRoles';
import { errorCodeOf, errorFieldOf } from './flowErrors';

/**
 * The back office's sign-in (docs/api.md "Back office"): the password, then the second
 * factor. A staff member with an authenticator gives its code (or, having lost it, one of the
 * recovery codes); one without (the first sign-in, or after an admin reset it) enrols: the QR
 * code and the secret are shown, the first code proves the app holds them, and the recovery
 * codes are shown once, until the staff member says they are saved. A refusal that lifts by
 * itself (a lockout's retryAfterSeconds) holds the form until it has. A session kept from an
 * earlier page load is checked first; any call answering not_logged_in (the session went
 * idle, expired or was revoked) comes back here with the reason shown.
 */
export interface StaffSignInInput {
  /** The staff token this tab kept (session storage), or null. */
  token: string | null;
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export interface StaffSignInContext {
  token: string | null;
  staff: StaffMember | null;
  username: string;
  /** The password step's ticket, which the second step hands back. */
  ticket: string | null;
  enrolment: Enrolment | null;
  /** Given once at enrolment; forgotten once the staff member says they are saved. */
  recoveryCodes: string[];
  /** The second step takes a recovery code instead of the authenticator's. */
  recoveryMode: boolean;
  errorCode: string | null;
  /** Seconds a lockout lasts (0: none). */
  retryAfterSeconds: number;
}

export type StaffSignInEvent =
  | { type: 'SUBMIT_PASSWORD'; username: string; password: string }
  /** The authenticator's code, or (in recovery mode) a recovery code. */
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'TOGGLE_RECOVERY' }
  /** Back to the password (another account, or a ticket about to expire). */
  | { type: 'BACK' }
  | { type: 'CONFIRM_SAVED' }
  | { type: 'SIGN_OUT' }
  /** A call of the console answered not_logged_in. */
  | { type: 'SESSION_ENDED' };

export type SecondFactorRequest = { ticket: string; code: string } | { ticket: string; recoveryCode: string };

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;

/** The code as typed, spaces left out (apps show it as two groups of three). */
export const codeDigits = (code: string) => code.replace(/\s+/g, '');
const CODE_SHAPE = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);

function retryAfterOf(event: unknown): number {
  const seconds = errorFieldOf(event, 'retryAfterSeconds');
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

const cleared = { errorCode: null, retryAfterSeconds: 0 };

export const staffSignInMachine = setup({
  types: {
    context: {} as StaffSignInContext,
    input: {} as StaffSignInInput,
    events: {} as StaffSignInEvent,
  },
  actors: {
    loadStaff: fromPromise<StaffMember, { token: string }>(async () => {
      throw new Error('loadStaff is provided by the console');
    }),
    signIn: fromPromise<StaffSecondStep, { username: string; password: string }>(async () => {
      throw new Error('signIn is provided by the console');
    }),
    verifyCode: fromPromise<StaffSession, SecondFactorRequest>(async () => {
      throw new Error('verifyCode is provided by the console');
    }),
    enrol: fromPromise<StaffSession, { ticket: string; code: string }>(async () => {
      throw new Error('enrol is provided by the console');
    }),
    signOut: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('signOut is provided by the console');
    }),
  },
  delays: {
    lockout: ({ context }) => context.retryAfterSeconds * 1000,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    blankCredentials: ({ event }) => {
      assertEvent(event, 'SUBMIT_PASSWORD');
      return event.username.trim() === '' || event.password === '';
    },
    badCode: ({ context, event }) => {
      assertEvent(event, 'SUBMIT_CODE');
      return context.recoveryMode ? event.code.trim() === '' : !CODE_SHAPE.test(codeDigits(event.code));
    },
    enrolmentNext: ({ event }) => outputOf<StaffSecondStep>(event).next === 'enrol',
    lockedOut: ({ event }) => retryAfterOf(event) > 0,
    /** The ticket expired or was used up: the password step starts again. */
    ticketGone: ({ event }) => errorCodeOf(event) === 'not_logged_in',
  },
  actions: {
    showBlank: assign({ errorCode: 'missing_credentials', retryAfterSeconds: 0 }),
    showBadCode: assign({ errorCode: 'invalid_code', retryAfterSeconds: 0 }),
    storeUsername: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_PASSWORD');
      return { username: event.username.trim(), ...cleared };
    }),
    storeTicket: assign(({ event }) => ({ ticket: outputOf<StaffSecondStep>(event).ticket, enrolment: null, recoveryMode: false, ...cleared })),
    storeEnrolment: assign(({ event }) => {
      const step = outputOf<StaffSecondStep>(event);
      return step.next === 'enrol'
        ? { ticket: step.ticket, enrolment: { secret: step.secret, otpauthUri: step.otpauthUri, qrSvg: step.qrSvg }, recoveryMode: false, ...cleared }
        : {};
    }),
    storeSession: assign(({ event }) => {
      const session = outputOf<StaffSession>(event);
      return { token: session.token, staff: session.staff, recoveryCodes: session.recoveryCodes ?? [], ticket: null, enrolment: null, recoveryMode: false, ...cleared };
    }),
    storeStaff: assign(({ event }) => ({ staff: outputOf<StaffMember>(event), ...cleared })),
    showFailure: assign(({ event }) => ({ errorCode: errorCodeOf(event), retryAfterSeconds: retryAfterOf(event) })),
    clearError: assign(cleared),
    toggleRecovery: assign({ recoveryMode: ({ context }) => !context.recoveryMode, ...cleared }),
    forgetTicket: assign({ ticket: null, enrolment: null, recoveryMode: false }),
    forgetRecoveryCodes: assign({ recoveryCodes: [] }),
    forgetSession: assign({ token: null, staff: null, ticket: null, enrolment: null, recoveryCodes: [], recoveryMode: false }),
    showSessionEnded: assign({ errorCode: 'not_logged_in', retryAfterSeconds: 0 }),
  },
}).createMachine({
  id: 'staffSignIn',
  context: ({ input }) => ({
    token: input.token,
    staff: null,
    username: '',
    ticket: null,
    enrolment: null,
    recoveryCodes: [],
    recoveryMode: false,
    errorCode: null,
    retryAfterSeconds: 0,
  }),
  initial: 'password',
  states: {
    /** A token kept from an earlier load: still a live session? */
    restoring: {
      invoke: {
        id: 'loadStaff',
        src: 'loadStaff',
        // Stryker disable next-line StringLiteral: restoring is entered only with a token
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'signedIn', actions: 'storeStaff' },
        onError: { target: 'password', actions: ['forgetSession', 'showFailure'] },
      },
    },
    password: {
      // A token kept from an earlier load is checked first (every way back here forgets it).
      always: { guard: 'hasToken', target: 'restoring' },
      on: {
        SUBMIT_PASSWORD: [{ guard: 'blankCredentials', actions: 'showBlank' }, { target: 'checkingPassword', actions: 'storeUsername' }],
      },
    },
    checkingPassword: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT_PASSWORD');
          return { username: event.username.trim(), password: event.password };
        },
        onDone: [
          { guard: 'enrolmentNext', target: 'enrol', actions: 'storeEnrolment' },
          { target: 'totp', actions: 'storeTicket' },
        ],
        onError: [
          { guard: 'lockedOut', target: 'locked', actions: 'showFailure' },
          { target: 'password', actions: 'showFailure' },
        ],
      },
    },
    /** Refused for a while (too many tries): the form waits until the lockout has passed. */
    locked: {
      after: { lockout: { target: 'password', actions: 'clearError' } },
    },
    totp: {
      on: {
        SUBMIT_CODE: [{ guard: 'badCode', actions: 'showBadCode' }, { target: 'checkingCode', actions: 'clearError' }],
        TOGGLE_RECOVERY: { actions: 'toggleRecovery' },
        BACK: { target: 'password', actions: ['forgetTicket', 'clearError'] },
      },
    },
    checkingCode: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_CODE');
          // Stryker disable next-line StringLiteral: the second step is entered only with the password step's ticket
          const ticket = context.ticket ?? '';
          return context.recoveryMode ? { ticket, recoveryCode: event.code.trim() } : { ticket, code: codeDigits(event.code) };
        },
        onDone: { target: 'signedIn', actions: 'storeSession' },
        onError: [
          { guard: 'ticketGone', target: 'password', actions: ['forgetTicket', 'showFailure'] },
          { guard: 'lockedOut', target: 'locked', actions: ['forgetTicket', 'showFailure'] },
          { target: 'totp', actions: 'showFailure' },
        ],
      },
    },
    /** The QR code and the secret; the authenticator's first code finishes enrolment. */
    enrol: {
      on: {
        SUBMIT_CODE: [{ guard: 'badCode', actions: 'showBadCode' }, { target: 'checkingEnrolment', actions: 'clearError' }],
        BACK: { target: 'password', actions: ['forgetTicket', 'clearError'] },
      },
    },
    checkingEnrolment: {
      invoke: {
        id: 'enrol',
        src: 'enrol',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_CODE');
          // Stryker disable next-line StringLiteral: enrolment is entered only with the password step's ticket
          return { ticket: context.ticket ?? '', code: codeDigits(event.code) };
        },
        onDone: { target: 'recoveryCodes', actions: 'storeSession' },
        onError: [
          { guard: 'ticketGone', target: 'password', actions: ['forgetTicket', 'showFailure'] },
          { guard: 'lockedOut', target: 'locked', actions: ['forgetTicket', 'showFailure'] },
          { target: 'enrol', actions: 'showFailure' },
        ],
      },
    },
    /** Shown once: the staff member confirms they are kept somewhere safe. */
    recoveryCodes: {
      on: { CONFIRM_SAVED: { target: 'signedIn', actions: 'forgetRecoveryCodes' } },
    },
    signedIn: {
      on: {
        SIGN_OUT: 'signingOut',
        SESSION_ENDED: { target: 'password', actions: ['forgetSession', 'showSessionEnded'] },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Stryker disable next-line StringLiteral: signed in means a token is held
        input: ({ context }) => ({ token: context.token ?? '' }),
        // Refused or not, the console forgets the token: the server ends it within the idle time anyway.
        onDone: { target: 'password', actions: ['forgetSession', 'clearError'] },
        onError: { target: 'password', actions: ['forgetSession', 'clearError'] },
      },
    },
  },
});
