// State and transition coverage of the paths, per machine, held against the machine's
// own definition; the allow-list; coverage/model-paths.json and the console table.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { ModelGraph } from './graph';
import { ROOT } from './registry';
import type { Walk } from './runner';
import { stateNodes, statePath, transitions } from './structure';

export const REPORT_FILE = join(ROOT, 'coverage', 'model-paths.json');
export const ALLOWLIST_FILE = join(ROOT, 'test', 'model', 'coverage-allowlist.json');

export interface Tally {
  covered: number;
  total: number;
  missing: string[];
}

export interface MachineCoverage {
  /** Named delays seen not to fire 1 ms before their length (boundary checks). */
  delays?: Tally;
  states: Tally;
  transitions: Tally;
  paths: number;
}

/** `{ "<machine>": { "states": { "<state>": "reason" }, "transitions": { "<label>": "reason" } } }` */
export type AllowList = Record<string, { states?: Record<string, string>; transitions?: Record<string, string> }>;

export function readAllowList(file = ALLOWLIST_FILE): AllowList {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as AllowList;
}

function tally(all: string[], covered: (item: string) => boolean): Tally {
  const missing = all.filter((item) => !covered(item));
  return { covered: all.length - missing.length, total: all.length, missing };
}

export function measure(machine: AnyStateMachine, walk: Walk, paths: number): MachineCoverage {
  const states = stateNodes(machine).map(statePath);
  const defined = transitions(machine);
  const labels = new Map(defined.map((t) => [t.label, t.id]));
  return {
    states: tally(states, (s) => walk.states.has(s)),
    transitions: tally(
      defined.map((t) => t.label),
      (label) => walk.transitions.has(labels.get(label)!),
    ),
    paths,
  };
}

/**
 * The states the machine can rest in (atomic and final, with no eventless way out) that no
 * step of the graph rests in, allow-listed ones aside. The graph is built from the machine
 * as it is, so a mutant that makes a state unreachable (a guard that is always false, a
 * target renamed) leaves that state out: a mutation run, which walks only a covering subset
 * and skips the coverage check, still notices it without running a single path.
 */
export function unreachedRestingStates(graph: Pick<ModelGraph, 'machine' | 'paths' | 'journeys'>, excused: AllowList[string] = {}): string[] {
  const rested = new Set(
    [...graph.paths, ...graph.journeys].flatMap((path) => path.steps.flatMap((step) => (step.snapshot._nodes as AnyStateNode[]).map(statePath))),
  );
  return stateNodes(graph.machine)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && !node.always?.length)
    .map(statePath)
    .filter((state) => !rested.has(state) && !excused.states?.[state]?.trim());
}

/**
 * What keeps a machine from passing: a missing item not on the allow-list, and
 * allow-list entries that are stale (covered now, or naming nothing that exists).
 */
export function coverageFailures(name: string, machine: AnyStateMachine, coverage: MachineCoverage, allow: AllowList): string[] {
  const excused = allow[name] ?? {};
  const failures: string[] = [];
  const states = new Set(stateNodes(machine).map(statePath));
  const labels = new Set(transitions(machine).map((t) => t.label));
  const check = (kind: 'states' | 'transitions', known: Set<string>, tallyOf: Tally) => {
    const reasons = excused[kind] ?? {};
    for (const item of tallyOf.missing) {
      if (!reasons[item]?.trim()) failures.push(`${name}: ${kind === 'states' ? 'state' : 'transition'} "${item}" is never reached by any path`);
    }
    for (const [item, reason] of Object.entries(reasons)) {
      if (!known.has(item)) failures.push(`${name}: allow-list ${kind} entry "${item}" names nothing the machine has`);
      else if (!tallyOf.missing.includes(item)) failures.push(`${name}: allow-list ${kind} entry "${item}" is covered now; remove it`);
      else if (!reason.trim()) failures.push(`${name}: allow-list ${kind} entry "${item}" needs a reason`);
    }
  };
  check('states', states, coverage.states);
  check('transitions', labels, coverage.transitions);
  return failures;
}

/** Allow-list entries for machines that do not exist. */
export function unknownAllowListMachines(allow: AllowList, names: string[]): string[] {
  return Object.keys(allow)
    .filter((name) => !names.includes(name))
    .map((name) => `allow-list names machine "${name}", which does not exist`);
}

export function writeReport(machines: Record<string, MachineCoverage>, file = REPORT_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(machines).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ machines: sorted }, null, 2)}\n`);
}

const percent = (t: Tally) => (t.total === 0 ? '100%' : `${Math.floor((t.covered / t.total) * 1000) / 10}%`);

/** The console table: one row per machine, then what is missing. */
export function formatTable(machines: Record<string, MachineCoverage>, allow: AllowList = {}): string {
  const rows = Object.entries(machines)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, c]) => [
      name,
      `${c.states.covered}/${c.states.total}`,
      percent(c.states),
      `${c.transitions.covered}/${c.transitions.total}`,
      percent(c.transitions),
      String(c.paths),
    ]);
  const header = ['machine', 'states', '', 'transitions', '', 'paths'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out = ['Model path coverage', line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  for (const [name, c] of Object.entries(machines)) {
    for (const [kind, t] of [['state', c.states], ['transition', c.transitions]] as const) {
      for (const item of t.missing) {
        const reason = allow[name]?.[kind === 'state' ? 'states' : 'transitions']?.[item];
        out.push(`  ${name}: missing ${kind} ${item}${reason ? `  (allowed: ${reason})` : ''}`);
      }
    }
  }
  return out.join('\n');
}
