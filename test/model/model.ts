// The shape of a model file (test/model/models/<name>.model.ts) and the helpers model
// files use. Plain xstate and TypeScript only: Playwright specs import this too.
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  OutputFrom,
  SnapshotFrom,
  StateMachine,
  StateValue,
} from 'xstate';

import type { Expectations } from './expectations';

type NonEmpty<T> = readonly [T, ...T[]];

/** Events the machine declares in `types.events`; `xstate.*` events are the harness's business. */
export type UserEvent<M extends AnyStateMachine> = Exclude<EventFromLogic<M>, { type: `xstate.${string}` }>;

/**
 * One or more example events per event type. Every declared event type needs an entry,
 * so adding an event to a machine does not compile until the model has fixtures for it.
 * Several entries mean several cases: the traversal tries each one.
 */
export type EventFixtures<M extends AnyStateMachine> = {
  [K in UserEvent<M>['type']]: NonEmpty<Extract<UserEvent<M>, { type: K }>>;
};

type ActorsOf<M> =
  M extends StateMachine<any, any, any, infer A, any, any, any, any, any, any, any, any, any, any, any> ? A : never;
type ActorSrc<M> = ActorsOf<M> extends { src: infer S } ? S & string : never;
type ActorLogicOf<M, S> = Extract<ActorsOf<M>, { src: S }> extends { logic: infer L } ? L : never;

/**
 * What an invoked actor can answer: `done` outputs (typed by the actor's logic) and
 * `error` values. Each case becomes one `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * event in the traversal, and resolves or rejects the actor in the run.
 */
export interface ActorOutcomes<Output> {
  done?: NonEmpty<Output>;
  error?: NonEmpty<unknown>;
}

/**
 * Outcomes per actor, keyed by the name the machine gives the actor in `setup({ actors })`;
 * every invocation of that actor (whatever its invoke `id`) uses them. Every declared
 * actor needs an entry, so a new actor does not compile until its outcomes exist.
 */
export type ActorFixtures<M extends AnyStateMachine> = {
  [S in ActorSrc<M>]: ActorOutcomes<OutputFrom<ActorLogicOf<M, S>>>;
};

/** What an invoked actor sends its parent: built by `actorDone` / `actorError`. */
export type ActorEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/** A journey step: a fixture event, an actor result (`actorDone`/`actorError`), or a delay (`after`). */
export type JourneyStep<E extends EventObject = EventObject> = E | ActorEvent | { after: string };

/** A hand-written event sequence that must end in a given state key. */
export interface Journey<E extends EventObject = EventObject> {
  /** Test title; put the requirement IDs it proves in it, e.g. `[STATUS-02] ...`. */
  title: string;
  /** Which of the model's `inputs` the journey starts from (the first when left out). */
  input?: string;
  steps: readonly JourneyStep<E>[];
  /** The state key (as `serializeState` writes it) the journey must end in. */
  ends: string;
}

export interface ModelSpec<M extends AnyStateMachine> {
  events: EventFixtures<M>;
  actors: ActorFixtures<M>;
  /**
   * What every step must leave behind besides its state: context values, actions run,
   * actor inputs, delay lengths and where failures lead (see `./expectations`).
   */
  expect: Expectations<M>;
  /**
   * The graph's state key: the state value plus the few context fields that change
   * what happens next or what the user sees. Leave counters and payloads out, or the
   * graph never ends. Use `stateKey(snapshot, { field })` to write it.
   */
  serializeState: (snapshot: SnapshotFrom<M>) => string;
  /**
   * Inputs for machines that take one, by name. Each starts its own graph, so give one
   * per way the machine can begin (e.g. `{ light: { theme: 'light' }, dark: { theme: 'dark' } }`).
   */
  inputs?: Readonly<Record<string, InputFrom<M>>>;
  journeys?: readonly Journey<UserEvent<M>>[];
  /**
   * Requirement IDs (spec-checklist.md) a state key proves; generated path titles carry
   * the IDs of the states they pass, so spec coverage counts them.
   */
  requirements?: Readonly<Record<string, readonly string[]>>;
}

export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> extends ModelSpec<M> {
  machine: M;
}

export type AnyMachineModel = MachineModel<any>;

/** The one export of a model file: `export default defineModel(fooMachine, {...})`. */
export function defineModel<M extends AnyStateMachine>(machine: M, spec: ModelSpec<M>): MachineModel<M> {
  return { machine, ...spec };
}

/** `a.b` for nested values, `a.x, b.y` for parallel regions. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const leaves = Object.entries(value).map(([key, child]) => {
    if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) return key;
    const inner = formatStateValue(child);
    return inner
      .split(', ')
      .map((part) => `${key}.${part}`)
      .join(', ');
  });
  return leaves.join(', ');
}

/**
 * A readable state key: `loading`, `form.editing`, or `refreshing [status=1]` when
 * context fields matter.
 */
export function stateKey(snapshot: AnyMachineSnapshot, fields: Record<string, unknown> = {}): string {
  const value = formatStateValue(snapshot.value);
  const parts = Object.entries(fields).map(([name, field]) => `${name}=${JSON.stringify(field ?? null)}`);
  return parts.length ? `${value} [${parts.join(' ')}]` : value;
}

/** The event an invoked actor sends when it resolves; `id` is the invoke id. */
export function actorDone(id: string, output: unknown): ActorEvent {
  return { type: `xstate.done.actor.${id}`, output };
}

/** The event an invoked actor sends when it rejects; `id` is the invoke id. */
export function actorError(id: string, error: unknown): ActorEvent {
  return { type: `xstate.error.actor.${id}`, error };
}

/** A journey step that lets the named delay of the current state run out. */
export function after(delay: string): { after: string } {
  return { after: delay };
}
