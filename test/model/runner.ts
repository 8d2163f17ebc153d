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
  fromPromise,
  SimulatedClock,
} from 'xstate';
import type { ModelPath, PathStep } from './graph';
import type { AnyMachineModel } from './model';
import { invocations, statePath, transitionId } from './structure';

/** What the machine did while the paths ran: state paths and transition ids. */
export interface Walk {
  states: Set<string>;
  transitions: Set<string>;
}

export const newWalk = (): Walk => ({ states: new Set(), transitions: new Set() });

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
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets promise callbacks and the events they send run to the end. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Scheduled {
  event: EventObject;
  delay: number;
}

export interface Run {
  walk: Walk;
  /** Inputs each invocation received, in order, for checks on what a machine asks for. */
  invocations: { id: string; input: unknown }[];
}

/** The machine with every invoked actor answering only when a path step says so. */
function withDeferredActors(machine: AnyStateMachine, pending: Map<string, Deferred>, calls: Run['invocations']) {
  const fake = fromPromise<unknown, unknown>(({ self, input }) => {
    calls.push({ id: self.id, input });
    return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
  });
  const actors = Object.fromEntries(invocations(machine).map((inv) => [inv.src, fake]));
  return machine.provide({ actors } as Parameters<AnyStateMachine['provide']>[0]);
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

  const record = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    const microstep = event as InspectionEvent & { _transitions: AnyTransitionDefinition[]; snapshot: AnyMachineSnapshot };
    for (const t of microstep._transitions) walk.transitions.add(transitionId(t));
    for (const node of microstep.snapshot._nodes as AnyStateNode[]) if (node.path.length) walk.states.add(statePath(node));
  };
  const actor = createActor(withDeferredActors(machine, pending, calls), { clock, input: path.input?.value, inspect: record });

  const scheduled = (): Scheduled[] =>
    Object.values(actor.system.getSnapshot()._scheduledEvents).filter((s) => s.source === actor) as Scheduled[];
  // The system stamps timers with the wall clock; remember when each started on ours.
  const noteTimers = () => {
    for (const timer of scheduled()) if (!startedAt.has(timer)) startedAt.set(timer, clock.now());
  };
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
    await hooks.check?.({ path, step, index, actor, snapshot });
  };

  try {
    await act(async () => {
      actor.start();
      noteTimers();
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
          perform(index, step);
          await settle();
        });
      }
      noteTimers();
      await check(index);
    }
  } finally {
    actor.stop();
  }
  return { walk, invocations: calls };

  function perform(index: number, step: PathStep) {
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
        const remaining = startedAt.get(timer!)! + timer!.delay - clock.now();
        clock.increment(Math.max(0, remaining));
        return;
      }
      default:
        actor.send(step.event);
    }
  }
}
