// What a machine definition contains: its states, its transitions (one entry per guarded
// alternative), its invocations and delays. Coverage, model checks and the statechart
// pictures all read the machine through this one module, so they agree on names.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export const AFTER_PREFIX = 'xstate.after.';
export const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
export const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
export const DONE_STATE_PREFIX = 'xstate.done.state.';
export const ALWAYS = '(always)';

/** A state's name in reports: its path, `loading` or `form.editing`. */
export function statePath(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)';
}

/** Every state node below the root except history pseudo-states, in document order. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      if (child.type === 'history') continue;
      nodes.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return nodes;
}

export interface InvocationInfo {
  id: string;
  src: string;
  state: AnyStateNode;
}

export function invocations(machine: AnyStateMachine): InvocationInfo[] {
  return [machine.root, ...stateNodes(machine)].flatMap((state) =>
    state.invoke.map((inv) => ({ id: inv.id, src: typeof inv.src === 'string' ? inv.src : inv.id, state })),
  );
}

export type EventKind = 'event' | 'after' | 'done' | 'error' | 'doneState' | 'always';

export interface EventInfo {
  kind: EventKind;
  /** Delay name for `after`, invoke id for `done`/`error`, state id for `doneState`. */
  name?: string;
}

/** Reads an event type the way xstate builds it for delays, actors and final states. */
export function describeEventType(eventType: string, source?: AnyStateNode): EventInfo {
  if (eventType === ALWAYS) return { kind: 'always' };
  if (eventType.startsWith(AFTER_PREFIX)) {
    let name = eventType.slice(AFTER_PREFIX.length);
    if (source && name.endsWith(`.${source.id}`)) name = name.slice(0, -source.id.length - 1);
    else name = name.split('.')[0] ?? name;
    return { kind: 'after', name };
  }
  if (eventType.startsWith(DONE_ACTOR_PREFIX)) return { kind: 'done', name: eventType.slice(DONE_ACTOR_PREFIX.length) };
  if (eventType.startsWith(ERROR_ACTOR_PREFIX)) return { kind: 'error', name: eventType.slice(ERROR_ACTOR_PREFIX.length) };
  if (eventType.startsWith(DONE_STATE_PREFIX)) return { kind: 'doneState', name: eventType.slice(DONE_STATE_PREFIX.length) };
  return { kind: 'event' };
}

/** `RETRY`, `after retryDelay`, `done: fetchStatus`, `error: fetchStatus`, `onDone`, `always`. */
export function eventLabel(eventType: string, source?: AnyStateNode): string {
  const info = describeEventType(eventType, source);
  switch (info.kind) {
    case 'after':
      return `after ${info.name}`;
    case 'done':
      return `done: ${actorName(info.name!, source)}`;
    case 'error':
      return `error: ${actorName(info.name!, source)}`;
    case 'doneState':
      return 'onDone';
    case 'always':
      return 'always';
    default:
      return eventType;
  }
}

/** The invoke id, or the actor's name when xstate made the id up (`0.banner.loading`). */
function actorName(id: string, source?: AnyStateNode): string {
  const invocation = source?.invoke.find((inv) => inv.id === id);
  if (invocation && /^\d+\./.test(id) && typeof invocation.src === 'string') return invocation.src;
  return id;
}

/** A guard's name as the machine spells it: `isMaintenance`, `not(isOpen)`, `and(a, b)`. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(nested)) return `${guard.name}(${nested.map(guardLabel).join(', ')})`;
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

export interface TransitionInfo {
  /** Stable identity across `machine.provide(...)` copies: source path, event type, index. */
  id: string;
  /** The name reports and the allow-list use. */
  label: string;
  source: AnyStateNode;
  eventType: string;
  index: number;
  guard?: string;
  targets: AnyStateNode[];
  /** True when the transition has no target (actions only, the state is not left). */
  targetless: boolean;
  definition: AnyTransitionDefinition;
}

/** Identity of a transition definition of this machine or of any `provide(...)` copy. */
export function transitionId(definition: AnyTransitionDefinition): string {
  const source = definition.source as AnyStateNode;
  const alwaysIndex = (source.always ?? []).indexOf(definition);
  if (alwaysIndex >= 0) return `${statePath(source)}|${ALWAYS}|${alwaysIndex}`;
  const list = source.transitions.get(definition.eventType as string) ?? [];
  return `${statePath(source)}|${definition.eventType as string}|${list.indexOf(definition)}`;
}

/** Every transition the machine defines, guarded alternatives counted separately. */
export function transitions(machine: AnyStateMachine): TransitionInfo[] {
  const result: TransitionInfo[] = [];
  for (const source of [machine.root, ...stateNodes(machine)]) {
    const groups: [string, readonly AnyTransitionDefinition[]][] = [...source.transitions.entries()];
    if (source.always?.length) groups.push([ALWAYS, source.always]);
    for (const [eventType, definitions] of groups) {
      definitions.forEach((definition, index) => {
        const targets = [...(definition.target ?? [])] as AnyStateNode[];
        const guard = guardLabel(definition.guard);
        result.push({
          id: `${statePath(source)}|${eventType}|${index}`,
          label: '',
          source,
          eventType,
          index,
          guard,
          targets,
          targetless: targets.length === 0,
          definition,
        });
      });
    }
  }
  // Labels read `source on event if guard → target`; alternatives that would read the
  // same get their index, so every label names exactly one transition.
  const base = (t: TransitionInfo) =>
    `${statePath(t.source)} on ${eventLabel(t.eventType, t.source)}${t.guard ? ` if ${t.guard}` : ''} → ${
      t.targetless ? '(stays)' : t.targets.map(statePath).join(', ')
    }`;
  const counts = new Map<string, number>();
  for (const t of result) counts.set(base(t), (counts.get(base(t)) ?? 0) + 1);
  for (const t of result) t.label = counts.get(base(t))! > 1 ? `${base(t)} (#${t.index + 1})` : base(t);
  return result;
}

/** Every event type some state of the machine handles (`on`, delays, actors, always). */
export function handledEventTypes(machine: AnyStateMachine): Set<string> {
  return new Set(transitions(machine).map((t) => t.eventType));
}
