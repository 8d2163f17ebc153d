// The few generated paths that together still touch everything the whole set touches:
// every state the machine can be in (leaf state node and graph state key), every event
// label, every example of each (each fixture event, each actor answer and failure: one
// example of SET_TAG may change nothing where another sets a tag), every leaf entered and
// left by each label, and every model input. Mutation
// testing runs these instead of all generated paths (MODEL_PATHS=cover): nearly every
// mutant of a machine's config is "static" (it changes how the machine is built), so
// Stryker reruns the machine's whole suite for it, and the whole set of a large machine
// (gameList: 2,268 paths) takes about 20 s a mutant. The journeys and the failure cases
// are always kept. A mutant this subset kills the whole set kills too, so a score
// measured on it is a lower bound of the whole suite's.
import type { AnyStateNode } from 'xstate';
import type { ModelGraph, ModelPath, PathStep } from './graph';

const leaves = (step: PathStep): string[] =>
  (step.snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);

/** What one path touches, as the items the cover must keep. */
export function pathItems(path: ModelPath): Set<string> {
  const items = new Set<string>();
  if (path.input) items.add(`input ${path.input.name}`);
  path.steps.forEach((step, index) => {
    const now = leaves(step);
    for (const leaf of now) items.add(`state ${leaf}`);
    items.add(`key ${step.key}`);
    if (index === 0) return;
    const before = leaves(path.steps[index - 1]!);
    items.add(`event ${step.label}`);
    if (step.kind !== 'after') items.add(`example ${step.label} ${JSON.stringify(step.event)}`);
    for (const leaf of now) if (!before.includes(leaf)) items.add(`${step.label} enters ${leaf}`);
    for (const leaf of before) if (!now.includes(leaf)) items.add(`${step.label} leaves ${leaf}`);
  });
  return items;
}

/**
 * A greedy set cover of the generated paths over their items: at each turn the path that
 * adds the most items not yet touched, first in graph order on a tie (so the choice is
 * the same on every run).
 */
export function coveringPaths(graph: Pick<ModelGraph, 'paths'>): ModelPath[] {
  const candidates = graph.paths.map((path) => ({ path, items: pathItems(path) }));
  const touched = new Set<string>();
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let gain = 0;
    for (const candidate of candidates) {
      let adds = 0;
      for (const item of candidate.items) if (!touched.has(item)) adds++;
      if (adds > gain) [best, gain] = [candidate, adds];
    }
    if (!best) return chosen;
    chosen.push(best.path);
    for (const item of best.items) touched.add(item);
  }
}
