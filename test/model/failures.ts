// Every failure an invoked actor can report, fed to every state the actor runs in: each
// errorCode of the shared catalogue (as the API client raises it) and a thrown error that
// is not the API's. The machine's next state must be the one the model's
// `expect.failures` names, and its context what `expect.context` says.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type AnyMachineSnapshot, type AnyStateNode, type EventObject, transition } from 'xstate';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { ApiError } from '../../src/api/client';
import { type Failure, Trace, type TraceStep } from './expectations';
import type { ModelGraph } from './graph';
import { machineFile, modelFile } from './registry';
import { contextProblems } from './runner';
import { ERROR_ACTOR_PREFIX } from './structure';

/** The failures fed in: every catalogue code, then a plain thrown error (a bug or a network fault). */
export const FAILURES: readonly { code: Failure['code']; error: () => unknown }[] = [
  ...ERROR_CODES.map((code) => ({ code, error: () => new ApiError(code, code, 400) })),
  { code: 'thrown' as const, error: () => new TypeError('Failed to fetch') },
];

export interface FailureCase {
  /** Invoke id and actor name. */
  actor: string;
  src: string;
  /** The state key it runs in, and a path prefix that reaches it. */
  from: string;
  steps: readonly TraceStep[];
  input: unknown;
  snapshot: AnyMachineSnapshot;
}

/** One case per (state key, invoke that handles its failure) the graph's paths reach. */
export function failureCases(graph: ModelGraph): FailureCase[] {
  const cases = new Map<string, FailureCase>();
  for (const path of [...graph.paths, ...graph.journeys]) {
    path.steps.forEach((step, index) => {
      for (const node of step.snapshot._nodes as AnyStateNode[]) {
        for (const inv of node.invoke) {
          if (!node.on[`${ERROR_ACTOR_PREFIX}${inv.id}`]) continue;
          const id = `${step.key} ${inv.id}`;
          if (cases.has(id)) continue;
          cases.set(id, {
            actor: inv.id,
            src: typeof inv.src === 'string' ? inv.src : inv.id,
            from: step.key,
            steps: path.steps.slice(0, index + 1),
            input: path.input?.value,
            snapshot: step.snapshot,
          });
        }
      }
    });
  }
  return [...cases.values()];
}

/** The text of a file and of the modules next to it that it imports (`./x`, one level). */
function withLocalImports(file: string): string {
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(/from '(\.\.?\/[^']+)'/g)]
    .map(([, spec]) => resolve(dirname(file), `${spec}.ts`))
    .filter((path) => existsSync(path));
  return [text, ...imported.map((path) => readFileSync(path, 'utf8'))].join('\n');
}

/**
 * The failures a mutation run feeds (MODEL_PATHS=cover): the catalogue codes the machine or
 * its model names (with the modules each imports), one code neither names, and a thrown
 * error. A code nothing names can only take the way every other unnamed code takes, so the
 * rest of the catalogue adds time, not kills (each case ran 84 failures a mutant). The plain
 * model run feeds them all.
 */
export function representativeFailures(name: string): readonly (typeof FAILURES)[number][] {
  const named = withLocalImports(machineFile(name)) + withLocalImports(modelFile(name));
  const isNamed = (code: string) => named.includes(`'${code}'`) || named.includes(`"${code}"`);
  const unnamed = FAILURES.find((f) => f.code !== 'thrown' && !isNamed(f.code));
  return FAILURES.filter((f) => f.code === 'thrown' || isNamed(f.code) || f === unnamed);
}

/** Where each failure led against where the model says it must, for one case. */
export function failureProblems(graph: ModelGraph, failure: FailureCase, failures: readonly (typeof FAILURES)[number][] = FAILURES): string[] {
  const { machine, model } = graph;
  const oracle = (model.expect.failures as Record<string, (f: Failure) => string>)[failure.src];
  if (!oracle) return [`${graph.name}: actor "${failure.src}" has no expect.failures entry`];
  const problems: string[] = [];
  const label = `error: ${/^\d+\./.test(failure.actor) ? failure.src : failure.actor}`;
  for (const { code, error } of failures) {
    const event: EventObject & { error: unknown } = { type: `${ERROR_ACTOR_PREFIX}${failure.actor}`, error: error() };
    const next = transition(machine, failure.snapshot, event)[0] as AnyMachineSnapshot;
    const key = model.serializeState(next);
    const trace = new Trace(failure.steps, failure.input).with({ kind: 'error', label, event, key });
    const expected = oracle({ code, from: failure.from, actor: failure.actor, trace });
    if (next.status === 'error') problems.push(`${code}: the machine stopped with an error: ${String(next.error)}`);
    else if (key !== expected) problems.push(`${code}: went to "${key}", the model expects "${expected}"`);
    else problems.push(...contextProblems(model, trace, next.context as Record<string, unknown>).map((p) => `${code}: ${p}`));
  }
  return problems;
}
