// A machine's paths as plain steps, for specs that replay them elsewhere (Playwright
// against the real page and server). Imports only node and xstate.
import type { EventObject, StateValue } from 'xstate';
import { assertionProblems } from './checks';
import { buildGraph, type ModelGraph, type ModelPath } from './graph';
import { type ModelEntry, requireEntry } from './registry';

export interface PlainStep {
  /**
   * `init`: the page opened; `event`: send it through the page; `done` / `error`: the
   * actor `actor` answers (through the real server); `after`: `page.clock.runFor(ms)`.
   */
  kind: 'init' | 'event' | 'done' | 'error' | 'after' | 'always' | 'doneState';
  /** The event with its fixture payload (`output` for done, `error` for error). */
  event: EventObject;
  label: string;
  /** Invoke id and actor name, for done/error. */
  actor?: string;
  src?: string;
  /** Delay name and its length in ms, for after. */
  delay?: string;
  ms?: number;
  /** The state key after the step, and the state value. */
  state: string;
  value: StateValue;
}

export interface PlainPath {
  id: string;
  title: string;
  kind: 'generated' | 'journey';
  /** The model input the machine starts from (name and value), when it takes one. */
  input?: { name: string; value: unknown };
  /** The state key the path ends in. */
  ends: string;
  steps: PlainStep[];
}

export interface PlainModel {
  name: string;
  /** Every reachable state key: an assertion map needs exactly these keys. */
  keys: string[];
  paths: PlainPath[];
  /** Problems of an assertion map keyed by state key (missing or unknown keys). */
  assertionProblems: (assertions: Record<string, unknown>, what?: string) => string[];
}

const plainPath = (path: ModelPath): PlainPath => ({
  id: path.id,
  title: path.title,
  kind: path.kind,
  ...(path.input && { input: path.input }),
  ends: path.ends,
  steps: path.steps.map((s) => ({
    kind: s.kind,
    event: s.event,
    label: s.label,
    ...(s.actor !== undefined && { actor: s.actor, src: s.src }),
    ...(s.delay !== undefined && { delay: s.delay, ms: s.ms }),
    state: s.key,
    value: s.snapshot.value as StateValue,
  })),
});

/** Generated paths and journeys of a loaded machine entry, as plain steps. */
export function pathsFor(entry: Pick<ModelEntry, 'name' | 'machine' | 'model'>): PlainModel {
  const graph: ModelGraph = buildGraph(entry);
  const broken = graph.journeys.find((j) => j.problem);
  if (broken) throw new Error(`${entry.name}: ${broken.title}: ${broken.problem}`);
  return {
    name: entry.name,
    keys: graph.keys,
    paths: [...graph.paths, ...graph.journeys].map(plainPath),
    assertionProblems: (assertions, what = 'page') => assertionProblems(graph, assertions, what),
  };
}

/** `await modelPaths('systemStatus')`: finds the machine and its model on disk. */
export async function modelPaths(name: string): Promise<PlainModel> {
  return pathsFor(await requireEntry(name));
}
