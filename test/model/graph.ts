// Builds a machine's graph with xstate/graph's TestModel and turns it into paths:
// one per transition of the graph (shortest way to its source, then the transition),
// with prefixes of longer paths dropped, plus the model's hand-written journeys.
import { type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject, transition } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { AnyMachineModel, JourneyStep } from './model';
import type { ModelEntry } from './registry';
import { describeEventType, eventLabel, invocations, stateNodes, type EventKind } from './structure';

export const INIT_EVENT = { type: 'xstate.init' } as const;

export interface PathStep {
  /** The event that led here; `xstate.init` for the first step. */
  event: EventObject;
  kind: EventKind | 'init';
  /** Report label: `RETRY`, `after retryDelay`, `done: fetchStatus`. */
  label: string;
  /** Invoke id for done/error steps. */
  actor?: string;
  /** Actor name (`setup({ actors })`) for done/error steps. */
  src?: string;
  /** Delay name and length for after steps. */
  delay?: string;
  ms?: number;
  /** The machine's snapshot after the event (replayed from the start), and its state key. */
  snapshot: AnyMachineSnapshot;
  key: string;
}

export interface ModelPath {
  id: string;
  title: string;
  kind: 'generated' | 'journey';
  steps: PathStep[];
  /** The state key the path ends in (for journeys: the one it must end in). */
  ends: string;
  /** Why a journey cannot be walked in the graph; the journey's test reports it. */
  problem?: string;
  /** The model input the path starts from, when the machine takes one. */
  input?: { name: string; value: unknown };
}

export interface ModelGraph {
  name: string;
  machine: AnyStateMachine;
  model: AnyMachineModel;
  /** Every reachable state key (from any input), in breadth-first order. */
  keys: string[];
  paths: ModelPath[];
  journeys: ModelPath[];
}

type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

const serializeEvent = (event: EventObject) => JSON.stringify(event);

/** The event types the current states take, as xstate's own traversal lists them. */
function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents as string[]))];
}

function activeInvocation(snapshot: AnyMachineSnapshot, id: string) {
  for (const node of snapshot._nodes as AnyStateNode[]) {
    const found = node.invoke.find((inv) => inv.id === id);
    if (found) return { id, src: typeof found.src === 'string' ? found.src : id };
  }
  return { id, src: id };
}

/**
 * The traversal's events: the model's fixtures for every event type the current state
 * takes. An event or actor outcome without a fixture is an error, never a silent skip.
 */
export function eventsFor(name: string, model: AnyMachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  // A machine in its final state has stopped: an event sent then changes nothing (xstate only
  // warns), so the graph offers none, even for handlers on the root.
  if (snapshot.status !== 'active') return [];
  const where = () => `${name}: state "${model.serializeState(snapshot)}"`;
  const events: EventObject[] = [];
  const fixtures = model.events as Record<string, readonly EventObject[] | undefined>;
  const actors = model.actors as Record<string, { done?: readonly unknown[]; error?: readonly unknown[] } | undefined>;
  for (const type of ownEventTypes(snapshot)) {
    const info = describeEventType(type);
    if (info.kind === 'doneState') continue; // raised by the machine itself when a region finishes
    if (info.kind === 'after') {
      events.push({ type });
      continue;
    }
    if (info.kind === 'done' || info.kind === 'error') {
      const { src } = activeInvocation(snapshot, info.name!);
      const outcomes = actors[src] ?? actors[info.name!];
      const list = info.kind === 'done' ? outcomes?.done : outcomes?.error;
      if (!list?.length) {
        throw new Error(
          `${where()} handles ${info.kind === 'done' ? 'the result' : 'the failure'} of actor "${info.name}" (${src}), ` +
            `but the model has no actors.${src}.${info.kind} fixtures`,
        );
      }
      for (const value of list) {
        events.push(info.kind === 'done' ? ({ type, output: value } as EventObject) : ({ type, error: value } as EventObject));
      }
      continue;
    }
    const list = fixtures[type];
    if (!list?.length) throw new Error(`${where()} takes event "${type}", but the model has no events.${type} fixtures`);
    events.push(...list);
  }
  return events;
}

/** How long the named delay is, as the machine computes it on entering `source`. */
export function delayMs(
  machine: AnyStateMachine,
  delay: string,
  context: unknown,
  event: EventObject,
): number {
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof configured === 'function') return Number(configured({ context, event }, undefined));
  if (typeof configured === 'number') return configured;
  const literal = Number(delay);
  if (Number.isFinite(literal)) return literal;
  throw new Error(`${machine.id}: delay "${delay}" is neither a number nor in setup({ delays })`);
}

function sourceOfAfter(machine: AnyStateMachine, eventType: string): AnyStateNode | undefined {
  for (const node of [machine.root, ...stateNodes(machine)]) {
    if (eventType.endsWith(`.${node.id}`) && node.after.some((a) => a.eventType === eventType)) return node;
  }
  return undefined;
}

export function createTestModel(entry: Pick<ModelEntry, 'name' | 'machine' | 'model'>, input?: unknown) {
  const { name, machine, model } = entry;
  const serializeState = (snapshot: AnyMachineSnapshot) => model.serializeState(snapshot);
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(name, model, snapshot),
    serializeState,
    serializeEvent,
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => serializeState(snapshot) === key,
  });
}

/** Fills in what a step means (kind, label, actor, delay length) from its event. */
function describeStep(
  machine: AnyStateMachine,
  model: AnyMachineModel,
  event: EventObject,
  before: PathStep | undefined,
  snapshot: AnyMachineSnapshot,
  history: PathStep[],
): PathStep {
  const key = model.serializeState(snapshot);
  if (!before) return { event, kind: 'init', label: 'start', snapshot, key };
  const source = describeEventType(event.type).kind === 'after' ? sourceOfAfter(machine, event.type) : undefined;
  const info = describeEventType(event.type, source);
  const step: PathStep = { event, kind: info.kind, label: eventLabel(event.type, source), snapshot, key };
  if (info.kind === 'done' || info.kind === 'error') {
    const invocation = activeInvocation(before.snapshot, info.name!);
    step.actor = invocation.id;
    step.src = invocation.src;
    // xstate names an invoke without an id `<index>.<state id>`; its actor's name reads better.
    step.label = `${info.kind}: ${/^\d+\./.test(invocation.id) ? invocation.src : invocation.id}`;
  }
  if (info.kind === 'after' && source) {
    step.delay = info.name;
    const entered = entrySnapshot(machine, history, source);
    step.ms = delayMs(machine, info.name!, entered.snapshot.context, entered.event);
  }
  return step;
}

/**
 * The step that entered `state` last: delays are computed on entry, from the context
 * and event of that moment. Steps that kept the state (targetless) are skipped over.
 */
function entrySnapshot(machine: AnyStateMachine, history: PathStep[], state: AnyStateNode): PathStep {
  for (let i = history.length - 1; i > 0; i--) {
    const step = history[i]!;
    const previous = history[i - 1]!;
    const wasActive = (previous.snapshot._nodes as AnyStateNode[]).some((n) => n.id === state.id);
    if (!wasActive) return step;
    const taken = machine.getTransitionData(previous.snapshot, step.event);
    const reenters = taken.some(
      (t) =>
        (t.target ?? []).some((target) => isSelfOrAncestor(target, state)) &&
        (t.reenter || !isSelfOrAncestor(state, t.source)),
    );
    if (reenters) return step;
  }
  return history[0]!;
}

function isSelfOrAncestor(node: AnyStateNode, of: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = of; n; n = n.parent) if (n === node) return true;
  return false;
}

/**
 * The path's steps, replayed from the initial snapshot with the machine's own
 * transition function: the graph keeps one snapshot per state key, but context the key
 * leaves out (retry counts) still decides delay lengths, so each step gets its real one.
 */
function buildPath(machine: AnyStateMachine, model: AnyMachineModel, initial: AnyMachineSnapshot, events: EventObject[]): PathStep[] {
  const steps: PathStep[] = [];
  steps.push(describeStep(machine, model, INIT_EVENT, undefined, initial, steps));
  let snapshot = initial;
  for (const event of events) {
    snapshot = transition(machine, snapshot, event)[0] as AnyMachineSnapshot;
    steps.push(describeStep(machine, model, event, steps[steps.length - 1], snapshot, steps));
  }
  return steps;
}

function titleOf(model: AnyMachineModel, steps: PathStep[]): string {
  const reqs = requirementsOf(model, steps);
  const walk = steps.map((s, i) => (i === 0 ? s.key : ` —${s.label}→ ${s.key}`)).join('');
  return `${reqs.map((id) => `[${id}]`).join('')}${reqs.length ? ' ' : ''}${walk}`;
}

function requirementsOf(model: AnyMachineModel, steps: PathStep[]): string[] {
  const byKey = model.requirements ?? {};
  return [...new Set(steps.flatMap((s) => byKey[s.key] ?? []))];
}

function describeJourneyStep(step: JourneyStep): string {
  if ('after' in step && typeof step.after === 'string') return `after ${step.after}`;
  return serializeEvent(step as EventObject);
}

type Move = { event: EventObject; state: AnyMachineSnapshot };

/** The graph from one input: adjacency plus the shortest way to every state key. */
function explore(entry: Pick<ModelEntry, 'name' | 'machine' | 'model'>, input: unknown) {
  const { model } = entry;
  const adjacency = createTestModel(entry, input).getAdjacencyMap() as unknown as Adjacency;
  const initialKey = Object.keys(adjacency)[0]!;
  const initial = adjacency[initialKey]!.state;
  const parent = new Map<string, { from: string; move: Move } | null>([[initialKey, null]]);
  const queue = [initialKey];
  while (queue.length) {
    const key = queue.shift()!;
    for (const move of Object.values(adjacency[key]!.transitions)) {
      const next = model.serializeState(move.state);
      if (!parent.has(next)) {
        parent.set(next, { from: key, move });
        queue.push(next);
      }
    }
  }
  const movesTo = (key: string) => {
    const moves: Move[] = [];
    for (let link = parent.get(key); link; link = parent.get(link.from)) moves.unshift(link.move);
    return moves;
  };
  return { adjacency, initialKey, initial, keys: [...parent.keys()], movesTo };
}

/** One path per graph edge; a path whose events are a prefix of another's adds nothing. */
function edgeCover(graph: ReturnType<typeof explore>): Move[][] {
  const candidates: Move[][] = [];
  for (const key of graph.keys) {
    for (const edge of Object.values(graph.adjacency[key]!.transitions)) candidates.push([...graph.movesTo(key), edge]);
  }
  if (candidates.length === 0) candidates.push([]);
  const bySize = [...candidates].sort((a, b) => b.length - a.length);
  const kept: { moves: Move[]; events: string[] }[] = [];
  for (const moves of bySize) {
    const events = moves.map((m) => serializeEvent(m.event));
    if (kept.some((k) => events.every((e, i) => k.events[i] === e))) continue;
    kept.push({ moves, events });
  }
  // Generation order (breadth-first) reads better than size order.
  return kept.map((k) => k.moves).sort((a, b) => candidates.indexOf(a) - candidates.indexOf(b));
}

/** Walks a journey's steps from the initial snapshot; a step the state does not take is a problem. */
function walkJourney(name: string, model: AnyMachineModel, machine: AnyStateMachine, initial: AnyMachineSnapshot, steps: readonly JourneyStep[]) {
  const events: EventObject[] = [];
  let snapshot = initial;
  for (const [i, step] of steps.entries()) {
    const offered = eventsFor(name, model, snapshot);
    const match =
      'after' in step && typeof step.after === 'string'
        ? offered.find((e) => e.type.startsWith(`xstate.after.${step.after}.`))
        : offered.find((e) => serializeEvent(e) === serializeEvent(step as EventObject));
    if (!match) {
      const problem =
        `journey step ${i + 1} (${describeJourneyStep(step)}) cannot happen in state "${model.serializeState(snapshot)}"; ` +
        `there it takes: ${offered.map(describeJourneyStep).join(', ') || 'nothing'} ` +
        `(events must be model fixtures, actor results built with actorDone/actorError from fixtures)`;
      return { events, problem };
    }
    events.push(match);
    snapshot = transition(machine, snapshot, match)[0] as AnyMachineSnapshot;
  }
  return { events, problem: undefined };
}

export function buildGraph(entry: Pick<ModelEntry, 'name' | 'machine' | 'model'>): ModelGraph {
  const { name, machine, model } = entry;
  const inputs: [string | undefined, unknown][] = model.inputs ? Object.entries(model.inputs) : [[undefined, undefined]];
  if (inputs.length === 0) throw new Error(`${name}: model.inputs is empty; give at least one input or leave it out`);
  const graphs = new Map(inputs.map(([inputName, value]) => [inputName, { value, graph: explore(entry, value) }]));
  const keys = [...new Set([...graphs.values()].flatMap(({ graph }) => graph.keys))];

  const titles = new Map<string, number>();
  const unique = (title: string) => {
    const seen = titles.get(title) ?? 0;
    titles.set(title, seen + 1);
    return seen ? `${title} (#${seen + 1})` : title;
  };
  const named = (inputName: string | undefined, title: string) =>
    inputs.length > 1 && inputName !== undefined ? `(${inputName}) ${title}` : title;

  const paths: ModelPath[] = [];
  for (const [inputName, { value, graph }] of graphs) {
    for (const moves of edgeCover(graph)) {
      const steps = buildPath(machine, model, graph.initial, moves.map((m) => m.event));
      moves.forEach((move, i) => {
        const replayed = steps[i + 1]!.key;
        const expected = model.serializeState(move.state);
        if (replayed !== expected) {
          throw new Error(
            `${name}: serializeState leaves out context that changes where the machine goes: after ` +
              `${steps.slice(1, i + 2).map((s) => s.label).join(', ')} the graph has "${expected}", replaying gives "${replayed}"`,
          );
        }
      });
      paths.push({
        id: `${name}/path-${paths.length + 1}`,
        title: unique(named(inputName, titleOf(model, steps))),
        kind: 'generated',
        input: inputName === undefined ? undefined : { name: inputName, value },
        steps,
        ends: steps[steps.length - 1]!.key,
      });
    }
  }

  const journeys: ModelPath[] = (model.journeys ?? []).map((journey, index) => {
    const inputName = journey.input ?? inputs[0]![0];
    const start = graphs.get(inputName);
    const id = `${name}/journey-${index + 1}`;
    if (!start) {
      const problem = `journey input "${journey.input}" is not one of the model's inputs (${inputs.map(([n]) => n).join(', ')})`;
      return { id, title: journey.title, kind: 'journey', steps: [], ends: journey.ends, problem };
    }
    const { events, problem } = walkJourney(name, model, machine, start.graph.initial, journey.steps);
    return {
      id,
      title: journey.title,
      kind: 'journey',
      input: inputName === undefined ? undefined : { name: inputName, value: start.value },
      steps: buildPath(machine, model, start.graph.initial, events),
      ends: journey.ends,
      problem,
    };
  });

  return { name, machine, model, keys, paths, journeys };
}

/** Every invoke id and actor name the machine has (for checking the model's actor keys). */
export function actorNames(machine: AnyStateMachine): Set<string> {
  return new Set(invocations(machine).flatMap((inv) => [inv.id, inv.src]));
}
