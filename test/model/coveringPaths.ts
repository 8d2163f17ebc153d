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

/**
 * The input an invoked actor was started with, as text (the graph's children keep it).
 * Idempotency keys are drawn at random, so they read as one key: otherwise every path
 * would start its calls with an input of its own.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const inputOf = (child: unknown): string =>
  (JSON.stringify((child as { options?: { input?: unknown } }).options?.input) ?? 'nothing').replace(UUID, 'key');

/** What one path touches, as the items the cover must keep. */
export function pathItems(path: ModelPath): Set<string> {
  const items = new Set<string>();
  const examples = new Set<string>();
  if (path.input) items.add(`input ${path.input.name}`);
  path.steps.forEach((step, index) => {
    const now = leaves(step);
    for (const leaf of now) items.add(`state ${leaf}`);
    items.add(`key ${step.key}`);
    if (index === 0) return;
    const before = leaves(path.steps[index - 1]!);
    items.add(`event ${step.label}`);
    if (step.kind !== 'after') {
      items.add(`example ${step.label} ${JSON.stringify(step.event)}`);
      if (step.kind === 'event') examples.add(`example ${step.label} ${JSON.stringify(step.event)}`);
    }
    for (const leaf of now) if (!before.includes(leaf)) items.add(`${step.label} enters ${leaf}`);
    for (const leaf of before) if (!now.includes(leaf)) items.add(`${step.label} leaves ${leaf}`);
    // Every input an actor is started with: a value an event stored is only checked once an
    // actor is given it (a reset without a calling code reaching the reset call).
    for (const [id, child] of Object.entries(step.snapshot.children)) {
      if (path.steps[index - 1]!.snapshot.children[id] === child) continue;
      items.add(`starts ${id} with ${inputOf(child)}`);
      // And every example event followed, later on, by each actor start: a value an event
      // stored that reaches the call only on the way a later answer leads.
      for (const example of examples) items.add(`${example} then starts ${id}`);
    }
    // And every answer a finished machine hands back.
    if (step.snapshot.status === 'done') items.add(`output ${JSON.stringify(step.snapshot.output) ?? ''}`);
  });
  return items;
}

/**
 * A greedy set cover of the generated paths over their items: at each turn the path that
 * adds the most items not yet touched, first in graph order on a tie (so the choice is
 * the same on every run). Lazily: a path's gain only shrinks as items are touched, so its
 * last count is an upper bound and only the path on top is counted again (the same choice
 * as counting every path each turn, in a fraction of the time: the mutation run builds it
 * once per mutant).
 */
export function coveringPaths(graph: Pick<ModelGraph, 'paths'>): ModelPath[] {
  const items = graph.paths.map(pathItems);
  const bound = items.map((set) => set.size);
  // Ahead: the larger bound, then the earlier path.
  const ahead = (a: number, b: number) => bound[a]! > bound[b]! || (bound[a] === bound[b] && a < b);
  const heap = new Heap(ahead);
  items.forEach((_, index) => heap.push(index));
  const touched = new Set<string>();
  const chosen: ModelPath[] = [];
  for (let top = heap.pop(); top !== undefined; top = heap.pop()) {
    let gain = 0;
    for (const item of items[top]!) if (!touched.has(item)) gain++;
    if (gain === 0) continue;
    bound[top] = gain;
    const next = heap.peek();
    if (next !== undefined && ahead(next, top)) {
      heap.push(top);
      continue;
    }
    chosen.push(graph.paths[top]!);
    for (const item of items[top]!) touched.add(item);
  }
  return chosen;
}

/** A binary heap of path indices, the one `ahead` of all others on top. */
class Heap {
  private readonly nodes: number[] = [];
  constructor(private readonly ahead: (a: number, b: number) => boolean) {}

  peek(): number | undefined {
    return this.nodes[0];
  }

  push(value: number): void {
    const nodes = this.nodes;
    nodes.push(value);
    for (let i = nodes.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!this.ahead(nodes[i]!, nodes[parent]!)) break;
      [nodes[i], nodes[parent]] = [nodes[parent]!, nodes[i]!];
      i = parent;
    }
  }

  pop(): number | undefined {
    const nodes = this.nodes;
    const top = nodes[0];
    const last = nodes.pop();
    if (nodes.length && last !== undefined) {
      nodes[0] = last;
      for (let i = 0; ; ) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let best = i;
        if (left < nodes.length && this.ahead(nodes[left]!, nodes[best]!)) best = left;
        if (right < nodes.length && this.ahead(nodes[right]!, nodes[best]!)) best = right;
        if (best === i) break;
        [nodes[i], nodes[best]] = [nodes[best]!, nodes[i]!];
        i = best;
      }
    }
    return top;
  }
}
