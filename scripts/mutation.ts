// npm run test:mutation [-- <group> ...]: Stryker Mutator over the machines and the shared
// rule modules, one group at a time, each with only the tests that can notice its
// mutants (a machine's mutants with that machine's model paths), so a mutant that only
// changes how the machine is built does not rerun every machine's paths. Incremental:
// a group's results are kept in coverage/mutation/incremental/ and reused for the mutants
// and tests that did not change. Writes one report for all groups:
// coverage/mutation/index.html (to read) and mutation.json (the schema's JSON), plus
// score.json; exits 1 when the machines' score is under the threshold.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LogLevel } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { calculateMetrics } from 'mutation-testing-metrics';
import type { MutationTestResult } from 'mutation-testing-report-schema';
import { mergeScores, type RecordedScore, RUN_SCORE_FILE, type Score, SCORE_FILE, type Survivor } from '../test/model/mutationScore';
import { groups, type Group } from './mutationGroups';
import { ROOT } from '../test/model/registry';
import { writeSurvivors } from '../test/model/survivorReasons';

export { groups, type Group } from './mutationGroups';

export const OUT = join(ROOT, 'coverage', 'mutation');
const PARTS = join(OUT, 'parts');
const INCREMENTAL = join(OUT, 'incremental');
/** The machines' score must reach this (issue: at least 90%). */
export const THRESHOLD = 90;

/**
 * The files a group's tests read: its models, the harness, and its other test files (Stryker
 * keeps an earlier survivor of a mutant covered while the modules load even when a test file
 * was added since).
 */
function groupInputs(group: Group): string[] {
  const harness = readdirSync(join(ROOT, 'test', 'model')).filter((f) => f.endsWith('.ts')).map((f) => join('test', 'model', f));
  const models = group.machines.map((name) => join('test', 'model', 'models', `${name}.model.ts`));
  const fixtures = existsSync(join(ROOT, 'test', 'model', 'models', 'fixtures'))
    ? readdirSync(join(ROOT, 'test', 'model', 'models', 'fixtures')).map((f) => join('test', 'model', 'models', 'fixtures', f))
    : [];
  return [...harness, ...models, ...fixtures, ...group.tests].filter((f) => existsSync(join(ROOT, f))).sort();
}

/**
 * Stryker's incremental mode notices changed test files and mutated files, not the modules
 * the tests import: a group whose model or harness changed starts again from nothing.
 */
function forgetStaleResults(group: Group): void {
  const hash = createHash('sha256');
  for (const file of groupInputs(group)) hash.update(file).update(readFileSync(join(ROOT, file)));
  hash.update(`paths:${process.env.MUTATION_PATHS === 'all' ? 'all' : 'cover'}`);
  const digest = hash.digest('hex');
  const stamp = join(INCREMENTAL, `${group.name}.inputs`);
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (previous !== digest) rmSync(join(INCREMENTAL, `${group.name}.json`), { force: true });
  writeFileSync(stamp, digest);
}

async function runGroup(group: Group): Promise<void> {
  forgetStaleResults(group);
  // The test runner processes Stryker starts inherit these: which machines' paths and which other tests run.
  process.env.MODEL_MACHINES = group.machines.join(',') || 'none';
  // A covering subset of each machine's generated paths (test/model/coveringPaths.ts), unless
  // MUTATION_PATHS=all asks for the whole set (hours for the large machines on two cores).
  process.env.MODEL_PATHS = process.env.MUTATION_PATHS === 'all' ? 'all' : 'cover';
  process.env.MUTATION_TESTS = group.tests.join(',');
  const stryker = new Stryker({
    testRunner: 'vitest',
    vitest: { configFile: 'stryker/vitest.mutation.config.ts', related: false },
    plugins: ['@stryker-mutator/vitest-runner', join(ROOT, 'stryker', 'equivalents.mjs')],
    ignorers: ['MachineEquivalents'],
    mutate: group.mutate,
    coverageAnalysis: 'perTest',
    incremental: true,
    incrementalFile: join(INCREMENTAL, `${group.name}.json`),
    reporters: ['json', 'progress'],
    jsonReporter: { fileName: join(PARTS, `${group.name}.json`) },
    concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
    tempDirName: join('node_modules', '.stryker-tmp'),
    ignorePatterns: ['dist', 'coverage', 'test-results', 'playwright-report', 'e2e', 'bench', 'docs', '.git'],
    timeoutMS: 10_000,
    cleanTempDir: 'always',
    logLevel: 'warn' as LogLevel,
    thresholds: { high: THRESHOLD, low: 80, break: null },
  });
  await stryker.runMutationTest();
}

/** All groups' JSON reports as one (the files do not overlap). */
export function mergeReports(dir = PARTS): MutationTestResult {
  const merged: MutationTestResult = { schemaVersion: '2', thresholds: { high: THRESHOLD, low: 80 }, files: {} };
  if (!existsSync(dir)) return merged;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const part = JSON.parse(readFileSync(join(dir, file), 'utf8')) as MutationTestResult;
    for (const [path, result] of Object.entries(part.files)) merged.files[relative(ROOT, join(ROOT, path))] = result;
  }
  return merged;
}

export function scoreOf(report: MutationTestResult): Score {
  const files: Score['files'] = {};
  const sum = { machines: { detected: 0, valid: 0 }, shared: { detected: 0, valid: 0 } };
  for (const [path, file] of Object.entries(report.files)) {
    const count = (status: string) => file.mutants.filter((m) => m.status === status).length;
    const detected = count('Killed') + count('Timeout');
    const valid = file.mutants.filter((m) => !['Ignored', 'CompileError', 'RuntimeError'].includes(m.status)).length;
    files[path] = {
      score: valid ? (100 * detected) / valid : 100,
      killed: count('Killed') + count('Timeout'),
      survived: count('Survived'),
      noCoverage: count('NoCoverage'),
      ignored: count('Ignored'),
      total: file.mutants.length,
      survivors: file.mutants
        .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
        .map((m) => ({
          line: m.location.start.line,
          column: m.location.start.column,
          mutator: m.mutatorName,
          replacement: m.replacement ?? '',
          status: m.status as Survivor['status'],
          text: file.source.split('\n')[m.location.start.line - 1] ?? '',
        }))
        .sort((a, b) => a.line - b.line || a.column - b.column),
    };
    const bucket = path.startsWith('machines/') ? sum.machines : sum.shared;
    bucket.detected += detected;
    bucket.valid += valid;
  }
  const pct = (b: { detected: number; valid: number }) => (b.valid ? (100 * b.detected) / b.valid : null);
  return { machines: pct(sum.machines) ?? 0, shared: pct(sum.shared), files };
}

/** The report page: mutation-testing-elements (Stryker's own viewer) with the merged JSON inlined. */
export function reportHtml(report: MutationTestResult): string {
  const require = createRequire(import.meta.url);
  const elements = readFileSync(require.resolve('mutation-testing-elements/dist/mutation-test-elements.js'), 'utf8');
  const json = JSON.stringify(report).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Mutation report: machines and shared rules</title>
<script>${elements.replace(/<\/script/gi, '<\\/script')}</script></head>
<body>
<mutation-test-report-app title-postfix="Portal machines"></mutation-test-report-app>
<script>document.querySelector('mutation-test-report-app').report = ${json};</script>
</body>
</html>
`;
}

export function writeMerged(): Score {
  const report = mergeReports();
  calculateMetrics(report.files); // throws on a report that does not follow the schema
  writeFileSync(join(OUT, 'mutation.json'), JSON.stringify(report));
  writeFileSync(join(OUT, 'index.html'), reportHtml(report));
  // The groups run here replace their own files' entries; the others keep their last
  // measured entry, so a one-group run does not drop the rest of the recorded score.
  const recorded = existsSync(SCORE_FILE) ? (JSON.parse(readFileSync(SCORE_FILE, 'utf8')) as RecordedScore) : null;
  const score = mergeScores(recorded, scoreOf(report));
  const text = `${JSON.stringify({ threshold: THRESHOLD, ...score }, null, 2)}\n`;
  writeFileSync(RUN_SCORE_FILE, text);
  writeFileSync(SCORE_FILE, text);
  writeSurvivors({ threshold: THRESHOLD, ...score });
  return score;
}

async function main() {
  const wanted = process.argv.slice(2);
  const all = groups();
  const unknown = wanted.filter((name) => !all.some((g) => g.name === name));
  if (unknown.length) throw new Error(`unknown group(s): ${unknown.join(', ')}; groups: ${all.map((g) => g.name).join(', ')}`);
  mkdirSync(PARTS, { recursive: true });
  mkdirSync(INCREMENTAL, { recursive: true });
  for (const group of all.filter((g) => !wanted.length || wanted.includes(g.name))) {
    console.log(`\n== ${group.name}: ${group.mutate.join(', ')}`);
    await runGroup(group);
  }
  const score = writeMerged();
  console.log('\nfile                                          score  killed survived nocov ignored');
  for (const [path, f] of Object.entries(score.files).sort()) {
    console.log(
      `${path.padEnd(45)} ${f.score.toFixed(1).padStart(5)}% ${String(f.killed).padStart(7)} ${String(f.survived).padStart(8)} ${String(f.noCoverage).padStart(5)} ${String(f.ignored).padStart(7)}`,
    );
  }
  console.log(`\nmachines/: ${score.machines.toFixed(2)}% (threshold ${THRESHOLD}%)${score.shared === null ? '' : `; shared rules: ${score.shared.toFixed(2)}%`}`);
  console.log(`report: ${relative(ROOT, join(OUT, 'index.html'))}`);
  if (score.machines < THRESHOLD) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
