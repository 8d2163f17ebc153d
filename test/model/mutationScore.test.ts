// The recorded mutation score after a run of some groups: their files' entries replaced, every
// other file's kept (a one-group run once left the score file with that group alone), and the
// totals counted again over all files; and the groups, which must measure every module.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groups } from '../../scripts/mutationGroups';
import { type FileScore, mergeScores, type Score } from './mutationScore';
import { ROOT } from './registry';

const file = (killed: number, survived: number, noCoverage = 0): FileScore => ({
  score: (100 * killed) / (killed + survived + noCoverage),
  killed,
  survived,
  noCoverage,
  ignored: 2,
  total: killed + survived + noCoverage + 2,
  survivors: [],
});

const recorded: Score = {
  machines: 90,
  shared: null,
  files: { 'machines/a.machine.ts': file(90, 10), 'machines/b.machine.ts': file(45, 5), 'server/shared/x.ts': file(8, 2) },
};

describe('a run merged into the recorded score', () => {
  it('replaces the files it measured and keeps the others', () => {
    const run: Score = { machines: 100, shared: null, files: { 'machines/b.machine.ts': file(50, 0) } };
    const merged = mergeScores(recorded, run);
    expect(Object.keys(merged.files)).toEqual(['machines/a.machine.ts', 'machines/b.machine.ts', 'server/shared/x.ts']);
    expect(merged.files['machines/a.machine.ts']).toEqual(recorded.files['machines/a.machine.ts']);
    expect(merged.files['machines/b.machine.ts']).toEqual(file(50, 0));
  });

  it('counts the totals over every file, not as an average of the files', () => {
    const run: Score = { machines: 100, shared: null, files: { 'machines/b.machine.ts': file(50, 0, 0) } };
    const merged = mergeScores(recorded, run);
    expect(merged.machines).toBeCloseTo((100 * 140) / 150);
    expect(merged.shared).toBeCloseTo(80);
  });

  it('is the run alone when nothing was recorded', () => {
    const run: Score = { machines: 0, shared: null, files: { 'machines/a.machine.ts': file(9, 1, 1) } };
    expect(mergeScores(null, run)).toEqual({ machines: (100 * 9) / 11, shared: null, files: run.files });
  });
});

describe('the groups of a mutation run', () => {
  it('mutate every module of machines/ once: a module added there is measured', () => {
    const modules = readdirSync(join(ROOT, 'machines')).filter((f) => f.endsWith('.ts')).map((f) => `machines/${f}`).sort();
    const mutated = groups().flatMap((g) => g.mutate).filter((f) => f.startsWith('machines/')).sort();
    expect(mutated).toEqual(modules);
  });
});
