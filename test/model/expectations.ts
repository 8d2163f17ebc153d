// What a model expects of its machine beyond "which state": the context each step leaves,
// the named actions that ran, the input each invoked actor got, the length of every named
// delay (from the spec's numbers) and where every failure an actor can report leads.
// Each is typed by the machine, so a new context field, action, delay or actor does not
// compile until its model says what it should do. The expectations are an oracle written
// from the spec, computed from the steps a path took (the Trace), never read back from
// the machine, so a machine that stores, runs, waits or goes somewhere else is noticed.
// Plain xstate and TypeScript only: Playwright specs load model files too.
import type { AnyStateMachine, ContextFrom, EventObject, InputFrom, OutputFrom, StateMachine } from 'xstate';
import type { ErrorCode } from '../../server/shared/errorCodes';

type Parts<M> =
  M extends StateMachine<
    infer Context,
    infer Event,
    any,
    infer Actor,
    infer Action,
    any,
    infer Delay,
    any,
    any,
    infer Input,
    any,
    any,
    any,
    any,
    any
  >
    ? { context: Context; event: Event; actor: Actor; action: Action; delay: Delay; input: Input }
    : never;

export type ActionName<M> = Parts<M>['action'] extends { type: infer T } ? T & string : never;
export type DelayName<M> = Parts<M>['delay'] & string;
export type ActorName<M> = Parts<M>['actor'] extends { src: infer S } ? S & string : never;
type UserEventOf<M> = Exclude<Parts<M>['event'], { type: `xstate.${string}` }>;

/** One step a path took, as the oracle sees it: what happened and the state key it led to. */
export interface TraceStep {
  kind: 'init' | 'event' | 'after' | 'done' | 'error' | 'doneState' | 'always';
  /** `start`, an event type (`SUBMIT`), `after <delay>`, `done: <actor>` or `error: <actor>`. */
  label: string;
  event: EventObject;
  /** The state key after the step (as `serializeState` writes it). */
  key: string;
}

const matches = (step: TraceStep, labels: readonly string[]) => labels.includes(step.label);

/**
 * The steps a path has taken so far, with the questions oracles ask of them. Labels are
 * the report's: an event type, `after <delay>`, `done: <actor>`, `error: <actor>` (the
 * invoke id, or the actor's name for an invoke without one).
 */
export class Trace<M extends AnyStateMachine = AnyStateMachine> {
  constructor(
    readonly steps: readonly TraceStep[],
    readonly input: InputFrom<M> | undefined,
  ) {}

  /** The last step (the one whose result is being checked). */
  get step(): TraceStep {
    return this.steps[this.steps.length - 1]!;
  }

  /** The state key now. */
  get key(): string {
    return this.step.key;
  }

  /** The state key before the last step. */
  get previousKey(): string | undefined {
    return this.steps[this.steps.length - 2]?.key;
  }

  /** The latest step with one of the labels. */
  last(...labels: string[]): TraceStep | undefined {
    for (let i = this.steps.length - 1; i >= 0; i--) if (matches(this.steps[i]!, labels)) return this.steps[i];
    return undefined;
  }

  /** How many steps had one of the labels. */
  count(...labels: string[]): number {
    return this.steps.filter((step) => matches(step, labels)).length;
  }

  /** The steps after the latest one with one of the labels (all steps when there is none). */
  since(...labels: string[]): readonly TraceStep[] {
    for (let i = this.steps.length - 1; i >= 0; i--) if (matches(this.steps[i]!, labels)) return this.steps.slice(i + 1);
    return this.steps;
  }

  /** How many of `label` happened since the latest of `resets` (a run of failures, say). */
  streak(label: string | readonly string[], ...resets: string[]): number {
    const counted = typeof label === 'string' ? [label] : label;
    return this.since(...resets).filter((step) => matches(step, counted)).length;
  }

  /** The latest user event of a type. */
  event<T extends UserEventOf<M>['type']>(type: T): Extract<UserEventOf<M>, { type: T }> | undefined {
    return this.last(type)?.event as Extract<UserEventOf<M>, { type: T }> | undefined;
  }

  /** The output of the latest `done: <actor>` step with one of the labels. */
  output<T = unknown>(...labels: string[]): T | undefined {
    const step = this.last(...labels.map((l) => (l.startsWith('done: ') ? l : `done: ${l}`)));
    return (step?.event as { output?: T } | undefined)?.output;
  }

  /** The error of the latest `error: <actor>` step with one of the labels. */
  error(...labels: string[]): unknown {
    const step = this.last(...labels.map((l) => (l.startsWith('error: ') ? l : `error: ${l}`)));
    return (step?.event as { error?: unknown } | undefined)?.error;
  }

  /** Which of the labels happened most recently (undefined when none has). */
  latest(...labels: string[]): string | undefined {
    return this.last(...labels)?.label;
  }

  /** The state key now is `key`, or a key inside it (`form` matches `form.editing [x=1]`). */
  in(key: string): boolean {
    const value = this.key.split(' [')[0]!;
    return value === key || value.startsWith(`${key}.`) || value.split(', ').some((part) => part === key || part.startsWith(`${key}.`));
  }

  /** The trace with one more step (a failure fed in from outside a path). */
  with(step: TraceStep): Trace<M> {
    return new Trace<M>([...this.steps, step], this.input);
  }
}

/**
 * An oracle that replays the whole trace, run once per trace: every field, action and
 * input of a step asks for the same replay, so it is kept until the next trace.
 */
export function replayOnce<R, M extends AnyStateMachine = AnyStateMachine>(replay: (trace: Trace<M>) => R): (trace: Trace<M>) => R {
  let last: { steps: readonly TraceStep[]; result: R } | null = null;
  return (trace) => {
    if (last?.steps !== trace.steps) last = { steps: trace.steps, result: replay(trace) };
    return last.result;
  };
}

/**
 * Readers over an oracle that replays the trace into its own context and the actions it
 * expects to have run (with their params): one context field, how many times an action
 * ran, and the params of each run.
 */
export function replayReaders<C, T>(follow: (trace: T) => { context: C; ran: Record<string, unknown[]> }) {
  return {
    field:
      <K extends keyof C>(name: K) =>
      (t: T) =>
        follow(t).context[name],
    runs: (action: string) => (t: T) => (follow(t).ran[action] ?? []).length,
    params: (action: string) => (t: T) => follow(t).ran[action] ?? [],
  };
}

/** A context field no oracle checks, with the reason; the QA report lists these. */
export interface Unchecked {
  unchecked: string;
}

export const unchecked = (reason: string): Unchecked => ({ unchecked: reason });

export const isUnchecked = (value: unknown): value is Unchecked =>
  typeof value === 'object' && value !== null && 'unchecked' in value && Object.keys(value).length === 1;

/** A failure fed to an invoked actor: the catalogue's errorCode (or `thrown`: not an API error). */
export interface Failure {
  code: ErrorCode | 'thrown';
  /** The state key the actor was running in. */
  from: string;
  /** The invoke id that failed. */
  actor: string;
  trace: Trace;
}

/** What a state means beyond its context: the running actors, timers and the snapshot. */
export interface StateFacts<M extends AnyStateMachine> {
  trace: Trace<M>;
  context: ContextFrom<M>;
  /** Invoke ids of the actors running now (started and neither answered nor stopped), with their input. */
  running: readonly { id: string; src: string; input: unknown }[];
  /** Named delays scheduled now, with their length. */
  timers: readonly { delay: string; ms: number }[];
}

export interface Expectations<M extends AnyStateMachine> {
  /**
   * Per context field: the value it must hold after every step, computed from the trace.
   * `unchecked(reason)` when a field cannot be predicted (and say why).
   */
  context: { [K in keyof ContextFrom<M>]-?: ((trace: Trace<M>) => ContextFrom<M>[K]) | Unchecked };
  /**
   * Per named action: how many times it must have run after the trace, or the params of
   * every run in order (for actions that take params, such as `navigate`).
   */
  actions: { [A in ActionName<M>]: (trace: Trace<M>) => number | readonly unknown[] };
  /** Per actor: the input it must be started with, given the trace that started it. */
  invokes: { [S in ActorName<M>]: (trace: Trace<M>) => unknown };
  /**
   * Per named delay: its length in ms, from the spec's constants (`server/shared/timing.ts`),
   * given the trace that scheduled it. The harness checks the machine's timer against it and
   * that nothing happens one millisecond before.
   */
  delays: { [D in DelayName<M>]: (trace: Trace<M>) => number };
  /**
   * Per actor: the state key a failure leads to. Every error code of the catalogue, and a
   * thrown non-API error, is fed to every state the actor runs in.
   */
  failures: { [S in ActorName<M>]: (failure: Failure) => string };
  /** Optional checks per state key prefix (as `Trace.in` matches), on what the state holds. */
  states?: Record<string, (facts: StateFacts<M>) => void>;
  /**
   * Optional, for a machine that ends: whether it has finished after the trace (reached a
   * top-level final state, so its parent or page takes over). Checked after every step: a final
   * state the machine never leaves, or one it no longer marks final, is noticed.
   */
  done?: (trace: Trace<M>) => boolean;
  /**
   * Optional: the output the machine hands back when it has finished, from the trace (the
   * token and member a flow ends with, say). Checked whenever the snapshot's status is `done`.
   */
  output?: (trace: Trace<M>) => OutputFrom<M>;
}

/** An expectation map typed for one machine: `export const expectations = expectationsFor(fooMachine, {...})`. */
export function expectationsFor<M extends AnyStateMachine>(_machine: M, expectations: Expectations<M>): Expectations<M> {
  return expectations;
}

/** The failure of an invoked actor with an errorCode: the harness builds one per catalogue code. */
export function errorCodeOfFailure(error: unknown): string | undefined {
  return (error as { errorCode?: string } | undefined)?.errorCode;
}
