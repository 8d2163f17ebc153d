// Runs a path against the real machine: every invoked actor is replaced by a deferred
// promise that the path's done/error steps resolve or reject, delays run on a
// SimulatedClock moved by exactly the scheduled delay, and after every step the actor's
// state key must be the path's. Records the states and transitions the machine really
// took, for coverage. Plain xstate: no test runner or DOM needed.
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  createActor,
  enqueueActions,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { isDeepStrictEqual, inspect } from 'node:util';
import { isUnchecked, Trace, type TraceStep } from './expectations';
import type { ModelPath, PathStep } from './graph';
import type { AnyMachineModel } from './model';
import { AFTER_PREFIX, invocations, statePath, transitionId } from './structure';

/** What the machine did while the paths ran: state paths and transition ids. */
export interface Walk {
  states: Set<string>;
  transitions: Set<string>;
  /** Named delays whose timer was seen not to fire one millisecond before its length. */
  boundaries: Set<string>;
}

export const newWalk = (): Walk => ({ states: new Set(), transitions: new Set(), boundaries: new Set() });

export interface StepContext {
  path: ModelPath;
  step: PathStep;
  index: number;
  actor: AnyActorRef;
  snapshot: AnyMachineSnapshot;
}

export interface RunHooks {
  /** Wraps every change of the actor (React's `act` in view tests). */
  act?: (change: () => Promise<void>) => Promise<void>;
  /** Called once the actor runs, before the first check (render the view here). */
  onStart?: (actor: AnyActorRef) => void | Promise<void>;
  /** Per-step check of the thing under test, after the state key matched. */
  check?: (context: StepContext) => void | Promise<void>;
  /**
   * Sends an event the way a user would (click the Retry button) instead of
   * `actor.send`. Runs outside `act`; the driver wraps its own interaction.
   */
  drivers?: Record<string, (event: EventObject, context: StepContext) => void | Promise<void>>;
  /**
   * Whether the model's expectations are checked too (default yes). A view test whose
   * drivers send what the page makes of an event (a picked File for a fixture proof) checks
   * the screen only; the machine's own run checks the expectations.
   */
  expectations?: boolean;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Lets promise callbacks and the events they send run to the end. setImmediate runs once the
 * microtasks are drained, like setTimeout(0), without its 1 ms floor: paths take several steps
 * each and the machines have some 15,000 paths, so the floor alone cost minutes of idling.
 */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Scheduled {
  event: EventObject;
  delay: number;
}

/** `xstate.after.<delay>.<state id>` → the delay's name (undefined for a literal number). */
function delayNameOf(eventType: string): string | undefined {
  const name = eventType.slice(AFTER_PREFIX.length).split('.')[0]!;
  return Number.isFinite(Number(name)) ? undefined : name;
}

const show = (value: unknown) => inspect(value, { depth: 6, breakLength: Infinity });

/** The path's steps up to `index`, as the model's oracle reads them. */
export function traceOf(path: ModelPath, index: number): Trace {
  return new Trace(path.steps.slice(0, index + 1) as TraceStep[], path.input?.value);
}

/**
 * What the model expects of the snapshot after a trace: every checked context field
 * equals its oracle. Returns the differences (empty when all hold).
 */
export function contextProblems(model: AnyMachineModel, trace: Trace, context: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [field, oracle] of Object.entries(model.expect.context as Record<string, unknown>)) {
    if (isUnchecked(oracle)) continue;
    const expected = (oracle as (t: Trace) => unknown)(trace);
    if (!isDeepStrictEqual(context[field], expected)) {
      problems.push(`context.${field} is ${show(context[field])}, the model expects ${show(expected)}`);
    }
  }
  return problems;
}

export interface Run {
  walk: Walk;
  /** Inputs each invocation received, in order, for checks on what a machine asks for. */
  invocations: { id: string; input: unknown }[];
}

/**
 * The machine with every invoked actor answering only when a path step says so, and every
 * named action recorded (with its params) before it runs as written.
 */
function withDeferredActors(machine: AnyStateMachine, pending: Map<string, Deferred>, calls: Run['invocations'], ran: Map<string, unknown[]>) {
  const fake = fromPromise<unknown, unknown>(({ self, input }) => {
    calls.push({ id: self.id, input });
    return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
  });
  const actors = Object.fromEntries(invocations(machine).map((inv) => [inv.src, fake]));
  const actions = Object.fromEntries(
    Object.entries((machine.implementations.actions ?? {}) as Record<string, unknown>).map(([name, original]) => [
      name,
      enqueueActions(({ enqueue }, params: unknown) => {
        ran.set(name, [...(ran.get(name) ?? []), params]);
        // A plain function gets its params; built-in actions (assign, raise ...) take none here.
        enqueue((typeof original === 'function' && !('resolve' in original) ? (args: unknown) => original(args, params) : original) as never);
      }),
    ]),
  );
  return machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0]);
}

export async function runPath(
  entry: { name: string; machine: AnyStateMachine; model: AnyMachineModel },
  path: ModelPath,
  hooks: RunHooks = {},
  walk: Walk = newWalk(),
): Promise<Run> {
  const { machine, model } = entry;
  if (path.problem) throw new Error(`${path.title}: ${path.problem}`);
  const act = hooks.act ?? ((change: () => Promise<void>) => change());
  const pending = new Map<string, Deferred>();
  const calls: Run['invocations'] = [];
  const clock = new SimulatedClock();
  const startedAt = new WeakMap<object, number>();

  const ran = new Map<string, unknown[]>();
  const record = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    const microstep = event as InspectionEvent & { _transitions: AnyTransitionDefinition[]; snapshot: AnyMachineSnapshot };
    for (const t of microstep._transitions) walk.transitions.add(transitionId(t));
    for (const node of microstep.snapshot._nodes as AnyStateNode[]) if (node.path.length) walk.states.add(statePath(node));
  };
  const actor = createActor(withDeferredActors(machine, pending, calls, ran), { clock, input: path.input?.value, inspect: record });

  const srcOf = new Map(invocations(machine).map((inv) => [inv.id, inv.src]));
  const expectations = model.expect;
  if (!expectations) throw new Error(`${entry.name}: the model has no expect (context, actions, invokes, delays, failures)`);
  const scheduled = (): Scheduled[] =>
    Object.values(actor.system.getSnapshot()._scheduledEvents).filter((s) => s.source === actor) as Scheduled[];
  // The system stamps timers with the wall clock; remember when each started on ours.
  // A new timer's length must be the model's, from the spec's constants.
  const noteTimers = (index: number) => {
    for (const timer of scheduled()) {
      if (startedAt.has(timer)) continue;
      startedAt.set(timer, clock.now());
      const name = delayNameOf(timer.event.type);
      const oracle = name === undefined ? undefined : (expectations.delays as Record<string, (t: Trace) => number>)[name];
      if (name !== undefined && !oracle) fail(index, `delay "${name}" has no expect.delays entry`);
      const expected = oracle?.(traceOf(path, index));
      if (oracle && timer.delay !== expected) fail(index, `the machine scheduled "${name}" for ${timer.delay} ms, the model expects ${expected} ms`);
    }
  };
  let checkedCalls = 0;
  /** Context, actions run and the inputs of actors started, against the model's oracle. */
  const checkExpectations = (index: number, snapshot: AnyMachineSnapshot) => {
    const trace = traceOf(path, index);
    const problems = contextProblems(model, trace, snapshot.context as Record<string, unknown>);
    for (const [action, oracle] of Object.entries(expectations.actions as Record<string, (t: Trace) => number | readonly unknown[]>)) {
      const expected = oracle(trace);
      const runs = ran.get(action) ?? [];
      if (typeof expected === 'number') {
        if (runs.length !== expected) problems.push(`action "${action}" ran ${runs.length} times, the model expects ${expected}`);
      } else if (!isDeepStrictEqual(runs, expected)) {
        problems.push(`action "${action}" ran with ${show(runs)}, the model expects ${show(expected)}`);
      }
    }
    for (const call of calls.slice(checkedCalls)) {
      const src = srcOf.get(call.id) ?? call.id;
      const oracle = (expectations.invokes as Record<string, (t: Trace) => unknown>)[src];
      if (!oracle) {
        problems.push(`actor "${src}" has no expect.invokes entry`);
        continue;
      }
      const expected = oracle(trace);
      if (!isDeepStrictEqual(call.input, expected)) problems.push(`actor "${call.id}" started with ${show(call.input)}, the model expects ${show(expected)}`);
    }
    checkedCalls = calls.length;
    for (const [prefix, checkState] of Object.entries(expectations.states ?? {})) {
      if (!trace.in(prefix)) continue;
      try {
        checkState({
          trace,
          context: snapshot.context,
          running: runningCalls(snapshot).map((c) => ({ ...c, src: srcOf.get(c.id) ?? c.id })),
          timers: scheduled().map((t) => ({ delay: delayNameOf(t.event.type) ?? String(t.delay), ms: t.delay })),
        });
      } catch (error) {
        problems.push(`states["${prefix}"]: ${(error as Error).message}`);
      }
    }
    if (expectations.done) {
      const expected = expectations.done(trace);
      if ((snapshot.status === 'done') !== expected) {
        problems.push(`the machine ${snapshot.status === 'done' ? 'has finished' : 'has not finished'}, the model expects it ${expected ? 'finished' : 'still running'}`);
      }
    }
    if (expectations.output && snapshot.status === 'done') {
      const expected = expectations.output(trace);
      if (!isDeepStrictEqual(snapshot.output, expected)) problems.push(`the machine's output is ${show(snapshot.output)}, the model expects ${show(expected)}`);
    }
    if (problems.length) fail(index, problems.join('\n    '));
  };
  /**
   * The invocations still running: the latest one per invoke id, not yet answered by the path,
   * and still a child of the machine (leaving its state stops it, unanswered).
   */
  const runningCalls = (snapshot: AnyMachineSnapshot) =>
    calls.filter(
      (c, i) => pending.has(c.id) && c.id in (snapshot.children as Record<string, unknown>) && !calls.slice(i + 1).some((later) => later.id === c.id),
    );
  const fail = (index: number, message: string): never => {
    const step = path.steps[index]!;
    throw new Error(`${entry.name}: ${path.title}\n  step ${index} (${step.label}): ${message}`);
  };

  const check = async (index: number) => {
    const step = path.steps[index]!;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    for (const node of snapshot._nodes as AnyStateNode[]) if (node.path.length) walk.states.add(statePath(node));
    if (snapshot.status === 'error') fail(index, `the machine stopped with an error: ${String(snapshot.error)}`);
    const key = model.serializeState(snapshot);
    if (key !== step.key || !sameValue(snapshot.value, step.snapshot.value)) {
      fail(index, `expected state "${step.key}", the machine is in "${key}"`);
    }
    if (hooks.expectations !== false) checkExpectations(index, snapshot);
    await hooks.check?.({ path, step, index, actor, snapshot });
  };

  try {
    await act(async () => {
      actor.start();
      noteTimers(0);
      await settle();
    });
    await hooks.onStart?.(actor);
    await check(0);

    for (let index = 1; index < path.steps.length; index++) {
      const step = path.steps[index]!;
      const context = () => ({ path, step, index, actor, snapshot: actor.getSnapshot() as AnyMachineSnapshot });
      const driver = step.kind === 'event' ? hooks.drivers?.[step.event.type] : undefined;
      if (driver) {
        await driver(step.event, context());
        await act(settle);
      } else {
        await act(async () => {
          await perform(index, step);
          await settle();
        });
      }
      noteTimers(index);
      await check(index);
    }
  } finally {
    actor.stop();
  }
  return { walk, invocations: calls };

  async function perform(index: number, step: PathStep) {
    switch (step.kind) {
      case 'done':
      case 'error': {
        const deferred = pending.get(step.actor!);
        if (!deferred) fail(index, `actor "${step.actor}" is not running, so it cannot ${step.kind === 'done' ? 'finish' : 'fail'}`);
        pending.delete(step.actor!);
        if (step.kind === 'done') deferred!.resolve((step.event as EventObject & { output: unknown }).output);
        else deferred!.reject((step.event as EventObject & { error: unknown }).error);
        return;
      }
      case 'after': {
        const timer = scheduled().find((s) => s.event.type === step.event.type);
        if (!timer) fail(index, `no timer "${step.delay}" is running`);
        if (timer!.delay !== step.ms) {
          fail(index, `the machine scheduled "${step.delay}" for ${timer!.delay} ms, the path says ${step.ms} ms`);
        }
        const dueAt = (t: Scheduled) => startedAt.get(t)! + t.delay;
        const remaining = dueAt(timer!) - clock.now();
        // One millisecond before its length nothing may happen, unless another timer is due first.
        const alone = scheduled().every((other) => other === timer || dueAt(other) >= dueAt(timer!));
        if (remaining >= 1 && alone) {
          const before = model.serializeState(actor.getSnapshot());
          clock.increment(remaining - 1);
          await settle();
          const now = model.serializeState(actor.getSnapshot());
          if (now !== before || !scheduled().includes(timer!)) {
            fail(index, `"${step.delay}" fired or the state changed (to "${now}") 1 ms before its ${timer!.delay} ms`);
          }
          walk.boundaries.add(step.delay!);
          clock.increment(1);
        } else {
          clock.increment(Math.max(0, remaining));
        }
        return;
      }
      default:
        actor.send(step.event);
    }
  }
}
