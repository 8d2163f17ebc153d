import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * One form sent to the server (a transfer, a deposit, a withdrawal, a payment password,
 * a claim): check, send, show the answer. Calls that move money carry an idempotency
 * key: sending the same details again after a failure (say the network dropped the
 * answer) reuses the key, so the server moves the money at most once; other details
 * get a new key, and so does the next form after a success.
 */
export interface SubmissionInput {
  /** The form's own checks: a problem code (a message key suffix), or null when fine. */
  validate?: (payload: unknown) => string | null;
}

export interface SubmissionContext {
  validate: (payload: unknown) => string | null;
  payload: unknown;
  /** The idempotency key of `payload`'s attempts. */
  key: string | null;
  keyFor: string | null;
  problem: string | null;
  errorCode: string | null;
  /** The refusal's `value` (a balance, a range, tries left). */
  errorValue: unknown;
  result: unknown;
}

export type SubmissionEvent = { type: 'SUBMIT'; payload: unknown } | { type: 'RESET' };

export interface SubmitInput {
  payload: unknown;
  key: string;
}

type Failure = { error?: { errorCode?: string; value?: unknown } };

const fingerprint = (payload: unknown) => JSON.stringify(payload ?? null);

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

export const submissionMachine = setup({
  types: {
    input: {} as SubmissionInput,
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
  },
  actors: {
    submit: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('submit is provided by the app');
    }),
  },
  guards: {
    // The guard and actions reading SUBMIT's payload run on it only (assertEvent narrows the
    // type and throws otherwise).
    valid: ({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return context.validate(event.payload) === null;
    },
  },
  actions: {
    reject: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      return { problem: context.validate(event.payload), errorCode: null, errorValue: null };
    }),
    // The same details keep their key; other details get a new one.
    prepare: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const print = fingerprint(event.payload);
      const same = context.key !== null && context.keyFor === print;
      return { payload: event.payload, key: same ? context.key : newKey(), keyFor: print, problem: null, errorCode: null, errorValue: null };
    }),
    store: assign({
      result: ({ event }) => (event as unknown as { output: unknown }).output,
      key: null,
      keyFor: null,
    }),
    fail: assign(({ event }) => ({
      errorCode: (event as Failure).error?.errorCode ?? 'network_abnormal',
      errorValue: (event as Failure).error?.value ?? null,
    })),
    clear: assign({ problem: null, errorCode: null, errorValue: null }),
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({
    validate: input.validate ?? (() => null),
    payload: null,
    key: null,
    keyFor: null,
    problem: null,
    errorCode: null,
    errorValue: null,
    result: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: [{ guard: 'valid', target: 'submitting', actions: 'prepare' }, { target: 'invalid', actions: 'reject' }],
      },
    },
    /** The form's own check failed: its problem is shown; nothing was sent. */
    invalid: {
      on: {
        SUBMIT: [{ guard: 'valid', target: 'submitting', actions: 'prepare' }, { target: 'invalid', actions: 'reject' }],
        RESET: { target: 'idle', actions: 'clear' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ payload: context.payload, key: context.key! }),
        onDone: { target: 'succeeded', actions: 'store' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    succeeded: {
      on: {
        SUBMIT: [{ guard: 'valid', target: 'submitting', actions: 'prepare' }, { target: 'invalid', actions: 'reject' }],
        RESET: { target: 'idle', actions: 'clear' },
      },
    },
    /** The server refused (its errorCode and value are shown) or did not answer. */
    failed: {
      on: {
        SUBMIT: [{ guard: 'valid', target: 'submitting', actions: 'prepare' }, { target: 'invalid', actions: 'reject' }],
        RESET: { target: 'idle', actions: 'clear' },
      },
    },
  },
});
