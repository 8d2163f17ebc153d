// Every machine in machines/ against its model: generated paths and journeys run on the
// real machine, then state and transition coverage, written to coverage/model-paths.json.
import { afterAll, describe, expect, it } from 'vitest';
import { modelProblems } from './checks';
import {
  coverageFailures,
  formatTable,
  type MachineCoverage,
  measure,
  readAllowList,
  unreachedRestingStates,
  unknownAllowListMachines,
  writeReport,
} from './coverage';
import { coveringPaths } from './coveringPaths';
import { FAILURES, failureCases, failureProblems, representativeFailures } from './failures';
import { buildGraph, type ModelGraph, type ModelPath } from './graph';
import { loadRegistry, machineNames, type ModelEntry } from './registry';
import { newWalk, runPath, type Walk } from './runner';
import { stateNodes, transitions } from './structure';

const registry = await loadRegistry();
// MODEL_MACHINES=login,register runs only those machines (mutation testing runs one at a time).
const only = process.env.MODEL_MACHINES?.split(',').filter(Boolean);
if (only?.length) registry.entries = registry.entries.filter((entry) => only.includes(entry.name));
// MODEL_PATHS=cover runs only a covering subset of the generated paths (test/model/coveringPaths.ts):
// mutation testing, where a machine's whole suite runs once per mutant.
const cover = process.env.MODEL_PATHS === 'cover';
const allow = readAllowList();
const report: Record<string, MachineCoverage> = {};

describe('model files', () => {
  it('every machine has a model file, and every model file a machine', () => {
    expect(registry.problems).toEqual([]);
  });
  it('the coverage allow-list names only existing machines', () => {
    expect(unknownAllowListMachines(allow, machineNames())).toEqual([]);
  });
});

for (const entry of registry.entries) describeMachine(entry);

function describeMachine(entry: ModelEntry) {
  describe(entry.name, () => {
    let graph: ModelGraph;
    try {
      graph = buildGraph(entry);
    } catch (error) {
      report[entry.name] = emptyCoverage(entry);
      it('builds its graph from the model', () => {
        throw error;
      });
      return;
    }
    const walks = new Map<ModelPath, Walk>();
    const run = async (path: ModelPath) => {
      const walk = newWalk();
      walks.set(path, walk);
      await runPath(entry, path, {}, walk);
    };

    it('the model names only events, actors and states the machine has', () => {
      expect(modelProblems(graph)).toEqual([]);
    });

    // A transition that does nothing (no target, no action) is one xstate says the machine
    // cannot take, so the graph never sends its event and no oracle would see a handler emptied.
    it('takes every event the model has examples of, in some state', () => {
      const taken = new Set(graph.paths.flatMap((path) => path.steps.map((step) => step.event.type)));
      expect(Object.keys(entry.model.events ?? {}).filter((type) => !taken.has(type))).toEqual([]);
    });

    describe(cover ? 'generated paths (a covering subset)' : 'generated paths', () => {
      for (const path of cover ? coveringPaths(graph) : graph.paths) it(path.title, () => run(path));
    });

    describe('journeys', () => {
      for (const journey of graph.journeys) {
        it(journey.title, async () => {
          if (journey.problem) throw new Error(journey.problem);
          expect(journey.steps.at(-1)!.key, 'the graph says the journey ends elsewhere').toBe(journey.ends);
          await run(journey);
        });
      }
    });

    // A machine without actors (a countdown) has no failures to feed: no empty suite for it.
    // A mutation run feeds the codes the machine or its model names, one other and a thrown error.
    const failures = failureCases(graph);
    const fed = cover ? representativeFailures(entry.name) : FAILURES;
    if (failures.length) describe(cover ? 'failures from the error catalogue (the codes named)' : 'failures from the error catalogue', () => {
      for (const failure of failures) {
        it(`${failure.from}: ${failure.actor} fails`, () => {
          expect(failureProblems(graph, failure, fed)).toEqual([]);
        });
      }
    });

    // A mutant can make a state unreachable: the graph, built from the machine as it is, then
    // has no path into it. Cheap enough for a mutation run, which skips the coverage below.
    it('its graph rests in every state the machine can rest in', () => {
      expect(unreachedRestingStates(graph, allow[entry.name])).toEqual([]);
    });

    // The coverage of the whole set is the plain run's to measure, not the covering subset's.
    if (!cover) it('its paths reach every state and take every transition', async () => {
      const all = [...graph.paths, ...graph.journeys];
      // Paths skipped by a filter still count: run them here.
      for (const path of all) if (!walks.has(path)) await run(path).catch(() => undefined);
      const walk = newWalk();
      for (const w of walks.values()) {
        w.states.forEach((s) => walk.states.add(s));
        w.transitions.forEach((t) => walk.transitions.add(t));
      }
      // Every named delay must be seen not to fire one millisecond before its length.
      const delays = Object.keys(entry.machine.implementations.delays ?? {});
      const unchecked = delays.filter((delay) => ![...walks.values()].some((w) => w.boundaries.has(delay)));
      const coverage = { ...measure(entry.machine, walk, all.length), delays: { covered: delays.length - unchecked.length, total: delays.length, missing: unchecked } };
      report[entry.name] = coverage;
      expect(coverageFailures(entry.name, entry.machine, coverage, allow)).toEqual([]);
      expect(unchecked, 'delays without a boundary check').toEqual([]);
    });
  });
}

function emptyCoverage(entry: Pick<ModelEntry, 'machine'>): MachineCoverage {
  const states = stateNodes(entry.machine).map((n) => n.path.join('.'));
  const labels = transitions(entry.machine).map((t) => t.label);
  return {
    states: { covered: 0, total: states.length, missing: states },
    transitions: { covered: 0, total: labels.length, missing: labels },
    paths: 0,
  };
}

afterAll(() => {
  // A machine without a model is reported with nothing covered.
  for (const entry of registry.unmodelled) report[entry.name] ??= emptyCoverage(entry);
  // A run of some machines only (mutation testing) leaves the whole report as it was.
  if (!only?.length) writeReport(report);
  console.log(formatTable(report, allow));
});
