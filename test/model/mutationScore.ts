// The shape of the mutation score and where it is kept: written by scripts/mutation.ts,
// read by the QA report (test/model/qaReport.ts). Plain data, no Stryker import.
import { join } from 'node:path';
import { ROOT } from './registry';

/** The last run's score (coverage/, not committed). */
export const RUN_SCORE_FILE = join(ROOT, 'coverage', 'mutation', 'score.json');
/** The recorded score (committed): the QA report reads it when no run is at hand. */
export const SCORE_FILE = join(ROOT, 'docs', 'mutation-score.json');

/** A mutant no test noticed: where it is and what it changed. */
export interface Survivor {
  line: number;
  column: number;
  mutator: string;
  replacement: string;
  status: 'Survived' | 'NoCoverage';
  /** The source line as it was measured: the reason is read from it even after the file changed. */
  text?: string;
}

export interface FileScore {
  score: number;
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  total: number;
  survivors: Survivor[];
}

export interface Score {
  /** Killed and timed out over all valid mutants (ignored ones left out), per file and in all. */
  machines: number;
  shared: number | null;
  files: Record<string, FileScore>;
}

/** A score as written to disk, with the threshold it was held to. */
export interface RecordedScore extends Score {
  threshold: number;
}

/** Killed over valid mutants of a set of file scores (null when none is valid). */
function percentOf(files: FileScore[]): number | null {
  const detected = files.reduce((n, f) => n + f.killed, 0);
  const valid = files.reduce((n, f) => n + f.killed + f.survived + f.noCoverage, 0);
  return valid ? (100 * detected) / valid : null;
}

/**
 * The recorded score updated by a run: the files the run measured replace their earlier
 * entries, every other file keeps its last measured entry (a one-group run must not drop
 * the rest), and the totals are recomputed over all files.
 */
export function mergeScores(recorded: Score | null, run: Score): Score {
  const files = { ...(recorded?.files ?? {}), ...run.files };
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  const entries = Object.entries(sorted);
  const machines = percentOf(entries.filter(([path]) => path.startsWith('machines/')).map(([, f]) => f)) ?? 0;
  const shared = percentOf(entries.filter(([path]) => !path.startsWith('machines/')).map(([, f]) => f));
  return { machines, shared, files: sorted };
}
