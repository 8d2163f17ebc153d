import { type StaffSignInContext, staffSignInMachine } from '../../../machines/staffSignIn.machine';
import { permissionsOf } from '../../../server/shared/staffRoles';
import type { StaffMember, StaffSecondStep, StaffSession } from '../../../server/shared/wire/backoffice';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

export const financeStaff: StaffMember = { id: '7', username: 'finance', displayName: 'Fola Finance', role: 'finance', permissions: permissionsOf('finance') };
export const totpStep: StaffSecondStep = { next: 'totp', ticket: 'ticket-totp' };
export const enrolStep: Extract<StaffSecondStep, { next: 'enrol' }> = {
  next: 'enrol',
  ticket: 'ticket-enrol',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Gaming%20Portal%20back%20office:finance?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
};
export const signedInSession: StaffSession = { token: 'staff-token', staff: financeStaff };
export const enrolledSession: StaffSession = { token: 'staff-token-2', staff: financeStaff, recoveryCodes: ['AAAA-BBBB', 'CCCC-DDDD'] };

const offline = new ApiError('network_abnormal', '', 0);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);
const wrongPassword = new ApiError('login_failed', 'Wrong name or password.', 400);
const wrongCode = new ApiError('invalid_code', 'The code is not right.', 400);
export const lockedOut = new ApiError('account_locked', 'Too many failed attempts.', 429, { retryAfterSeconds: 300 });

const events = {
  SUBMIT_PASSWORD: [
    { type: 'SUBMIT_PASSWORD', username: ' finance ', password: 'Backoffice@2026!' },
    { type: 'SUBMIT_PASSWORD', username: '  ', password: 'Backoffice@2026!' },
    { type: 'SUBMIT_PASSWORD', username: 'finance', password: '' },
  ],
  SUBMIT_CODE: [{ type: 'SUBMIT_CODE', code: '123 456' }, { type: 'SUBMIT_CODE', code: '12345' }, { type: 'SUBMIT_CODE', code: ' AAAA-BBBB ' }, { type: 'SUBMIT_CODE', code: ' ' }],
  TOGGLE_RECOVERY: [{ type: 'TOGGLE_RECOVERY' }],
  BACK: [{ type: 'BACK' }],
  CONFIRM_SAVED: [{ type: 'CONFIRM_SAVED' }],
  SIGN_OUT: [{ type: 'SIGN_OUT' }],
  SESSION_ENDED: [{ type: 'SESSION_ENDED' }],
} satisfies EventFixtures<typeof staffSignInMachine>;

const actors = {
  loadStaff: { done: [financeStaff], error: [sessionGone, offline] },
  signIn: { done: [totpStep, enrolStep], error: [wrongPassword, lockedOut, offline] },
  verifyCode: { done: [signedInSession], error: [wrongCode, sessionGone, lockedOut] },
  enrol: { done: [enrolledSession], error: [wrongCode, sessionGone, lockedOut] },
  signOut: { done: [{ loggedOut: true }], error: [offline] },
} satisfies ActorFixtures<typeof staffSignInMachine>;

// ---------------------------------------------------------------------------------------
// The oracle, from the back office's sign-in rules (docs/api.md "Back office"): the password,
// then the authenticator's code or a recovery code, or enrolment and its recovery codes shown
// once; a lockout holds the form for its retryAfterSeconds; a session that ends comes back here.

type T = Trace<typeof staffSignInMachine>;
type Where = 'restoring' | 'password' | 'checkingPassword' | 'locked' | 'totp' | 'checkingCode' | 'enrol' | 'checkingEnrolment' | 'recoveryCodes' | 'signedIn' | 'signingOut';
interface Expected {
  where: Where;
  context: StaffSignInContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
const lockOf = (error: unknown) => {
  const seconds = ((error as { value?: { retryAfterSeconds?: unknown } } | undefined)?.value ?? {}).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 0;
};
/** Six digits, spaces ignored; a recovery code is anything but blank (the server checks it). */
const codeBad = (code: string, recovery: boolean) => (recovery ? code.trim() === '' : !/^\d{6}$/.test(code.replace(/\s/g, '')));

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (...actions: string[]) => actions.forEach((action) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]));
  const set = (changes: Partial<StaffSignInContext>) => Object.assign(c, changes);
  const cleared = { errorCode: null, retryAfterSeconds: 0 };
  const forgetTicket = () => set({ ticket: null, enrolment: null, recoveryMode: false });
  const forgetSession = () => set({ token: null, staff: null, ticket: null, enrolment: null, recoveryCodes: [], recoveryMode: false });
  const output = (step.event as { output?: unknown }).output;
  const error = (step.event as { error?: unknown }).error;
  const failed = () => {
    set({ errorCode: codeOf(error), retryAfterSeconds: lockOf(error) });
    run('showFailure');
  };
  const session = () => {
    const s = output as StaffSession;
    set({ token: s.token, staff: s.staff, recoveryCodes: s.recoveryCodes ?? [], ticket: null, enrolment: null, recoveryMode: false, ...cleared });
    run('storeSession');
  };
  switch (step.label) {
    case 'SUBMIT_PASSWORD': {
      if (e.where !== 'password') return;
      const { username, password } = step.event as unknown as { username: string; password: string };
      if (!username.trim() || !password) {
        set({ errorCode: 'missing_credentials', retryAfterSeconds: 0 });
        run('showBlank');
        return;
      }
      set({ username: username.trim(), ...cleared });
      run('storeUsername');
      e.where = 'checkingPassword';
      return;
    }
    case 'done: signIn': {
      const next = output as StaffSecondStep;
      if (next.next === 'enrol') {
        set({ ticket: next.ticket, enrolment: { secret: next.secret, otpauthUri: next.otpauthUri, qrSvg: next.qrSvg }, recoveryMode: false, ...cleared });
        run('storeEnrolment');
        e.where = 'enrol';
      } else {
        set({ ticket: next.ticket, enrolment: null, recoveryMode: false, ...cleared });
        run('storeTicket');
        e.where = 'totp';
      }
      return;
    }
    case 'error: signIn':
      failed();
      e.where = lockOf(error) > 0 ? 'locked' : 'password';
      return;
    case 'after lockout':
      set(cleared);
      run('clearError');
      e.where = 'password';
      return;
    case 'SUBMIT_CODE': {
      if (e.where !== 'totp' && e.where !== 'enrol') return;
      const { code } = step.event as unknown as { code: string };
      if (codeBad(code, c.recoveryMode)) {
        set({ errorCode: 'invalid_code', retryAfterSeconds: 0 });
        run('showBadCode');
        return;
      }
      set(cleared);
      run('clearError');
      e.where = e.where === 'totp' ? 'checkingCode' : 'checkingEnrolment';
      return;
    }
    case 'TOGGLE_RECOVERY':
      if (e.where !== 'totp') return;
      set({ recoveryMode: !c.recoveryMode, ...cleared });
      run('toggleRecovery');
      return;
    case 'BACK':
      if (e.where !== 'totp' && e.where !== 'enrol') return;
      forgetTicket();
      set(cleared);
      run('forgetTicket', 'clearError');
      e.where = 'password';
      return;
    case 'done: verifyCode':
      session();
      e.where = 'signedIn';
      return;
    case 'done: enrol':
      session();
      e.where = 'recoveryCodes';
      return;
    case 'error: verifyCode':
    case 'error: enrol': {
      const gone = codeOf(error) === 'not_logged_in';
      const locked = lockOf(error) > 0;
      if (gone || locked) {
        forgetTicket();
        run('forgetTicket');
      }
      failed();
      e.where = gone ? 'password' : locked ? 'locked' : step.label === 'error: enrol' ? 'enrol' : 'totp';
      return;
    }
    case 'CONFIRM_SAVED':
      if (e.where !== 'recoveryCodes') return;
      set({ recoveryCodes: [] });
      run('forgetRecoveryCodes');
      e.where = 'signedIn';
      return;
    case 'SIGN_OUT':
      if (e.where === 'signedIn') e.where = 'signingOut';
      return;
    case 'SESSION_ENDED':
      if (e.where !== 'signedIn') return;
      forgetSession();
      set({ errorCode: 'not_logged_in', retryAfterSeconds: 0 });
      run('forgetSession', 'showSessionEnded');
      e.where = 'password';
      return;
    case 'done: signOut':
    case 'error: signOut':
      forgetSession();
      set(cleared);
      run('forgetSession', 'clearError');
      e.where = 'password';
      return;
    case 'done: loadStaff':
      set({ staff: output as StaffMember, ...cleared });
      run('storeStaff');
      e.where = 'signedIn';
      return;
    case 'error: loadStaff':
      forgetSession();
      run('forgetSession');
      failed();
      e.where = 'password';
      return;
    default:
      throw new Error(`the staff sign-in oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => (e.where === 'totp' || e.where === 'checkingCode' ? `${e.where} [recovery=${e.context.recoveryMode}]` : e.where);

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const token = t.input?.token ?? null;
  const e: Expected = {
    where: token ? 'restoring' : 'password',
    context: { token, staff: null, username: '', ticket: null, enrolment: null, recoveryCodes: [], recoveryMode: false, errorCode: null, retryAfterSeconds: 0 },
    ran: {},
  };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));
const { field, runs } = replayReaders<StaffSignInContext, T>((t) => follow(t));

/** What the code step sent: a recovery code as typed (trimmed), or the six digits. */
function codeRequest(t: T) {
  const e = follow(t);
  const { code } = t.event('SUBMIT_CODE')!;
  const ticket = e.context.ticket ?? '';
  return e.context.recoveryMode ? { ticket, recoveryCode: code.trim() } : { ticket, code: code.replace(/\s/g, '') };
}

const expectations: Expectations<typeof staffSignInMachine> = {
  context: {
    token: field('token'),
    staff: field('staff'),
    username: field('username'),
    ticket: field('ticket'),
    enrolment: field('enrolment'),
    recoveryCodes: field('recoveryCodes'),
    recoveryMode: field('recoveryMode'),
    errorCode: field('errorCode'),
    retryAfterSeconds: field('retryAfterSeconds'),
  },
  actions: {
    showBlank: runs('showBlank'),
    showBadCode: runs('showBadCode'),
    storeUsername: runs('storeUsername'),
    storeTicket: runs('storeTicket'),
    storeEnrolment: runs('storeEnrolment'),
    storeSession: runs('storeSession'),
    storeStaff: runs('storeStaff'),
    showFailure: runs('showFailure'),
    clearError: runs('clearError'),
    toggleRecovery: runs('toggleRecovery'),
    forgetTicket: runs('forgetTicket'),
    forgetRecoveryCodes: runs('forgetRecoveryCodes'),
    forgetSession: runs('forgetSession'),
    showSessionEnded: runs('showSessionEnded'),
  },
  invokes: {
    loadStaff: (t) => ({ token: t.input!.token }),
    signIn: (t) => {
      const { username, password } = t.event('SUBMIT_PASSWORD')!;
      return { username: username.trim(), password };
    },
    verifyCode: codeRequest,
    enrol: (t) => ({ ticket: follow(t).context.ticket ?? '', code: t.event('SUBMIT_CODE')!.code.replace(/\s/g, '') }),
    signOut: (t) => ({ token: follow(t).context.token }),
  },
  // The lockout lasts what the refusal said.
  delays: { lockout: (t) => lockOf(t.error('signIn', 'verifyCode', 'enrol')) * 1000 },
  failures: { loadStaff: failureLeadsTo, signIn: failureLeadsTo, verifyCode: failureLeadsTo, enrol: failureLeadsTo, signOut: failureLeadsTo },
};

export default defineModel(staffSignInMachine, {
  events,
  actors,
  expect: expectations,
  // Recovery mode changes what a code must look like and what is sent.
  serializeState: (s) => stateKey(s, s.matches('totp') || s.matches('checkingCode') ? { recovery: s.context.recoveryMode } : {}),
  inputs: { fresh: { token: null }, kept: { token: 'staff-token-kept' } },
  journeys: [
    {
      title: 'a first sign-in enrols: QR code and secret, the first code, the recovery codes once, then the console',
      steps: [events.SUBMIT_PASSWORD[0], actorDone('signIn', enrolStep), events.SUBMIT_CODE[0], actorDone('enrol', enrolledSession), events.CONFIRM_SAVED[0]],
      ends: 'signedIn',
    },
    {
      title: 'an enrolled staff member who lost the authenticator signs in with a recovery code, then signs out',
      steps: [
        events.SUBMIT_PASSWORD[0],
        actorDone('signIn', totpStep),
        events.TOGGLE_RECOVERY[0],
        events.SUBMIT_CODE[2],
        actorDone('verifyCode', signedInSession),
        events.SIGN_OUT[0],
        actorError('signOut', offline),
      ],
      ends: 'password',
    },
    {
      title: 'a lockout holds the form for its time, then the password is asked again',
      steps: [events.SUBMIT_PASSWORD[0], actorError('signIn', lockedOut), after('lockout'), events.SUBMIT_PASSWORD[0], actorDone('signIn', totpStep)],
      ends: 'totp [recovery=false]',
    },
    {
      title: 'an expired ticket at the code step goes back to the password with the reason',
      steps: [events.SUBMIT_PASSWORD[0], actorDone('signIn', totpStep), events.SUBMIT_CODE[0], actorError('verifyCode', sessionGone)],
      ends: 'password',
    },
    {
      title: 'a kept session that ended on the server shows the sign-in',
      input: 'kept',
      steps: [actorDone('loadStaff', financeStaff), events.SESSION_ENDED[0]],
      ends: 'password',
    },
  ],
});
