// Why each surviving mutant is left: docs/mutation-survivors.md, written from the recorded
// score (docs/mutation-score.json) and the sources at every mutation run. A survivor gets
// the reason of its class when its source line shows the class (an `event.type === 'X'`
// test in an action only X reaches, a `?.` on a value always set, a machine id or an
// initial state that changes nothing), or the judgement written for its line in
// test/model/survivor-judgements.json; anything else is listed as not judged yet.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './registry';
import { type RecordedScore, SCORE_FILE, type Survivor } from './mutationScore';

export const SURVIVORS_FILE = join(ROOT, 'docs', 'mutation-survivors.md');
export const JUDGEMENTS_FILE = join(ROOT, 'test', 'model', 'survivor-judgements.json');

/**
 * A judgement names its mutant by file, the source line's text (trimmed), mutator and
 * replacement, so it follows the line when lines above it move.
 */
export interface Judgement {
  file: string;
  line: string;
  mutator: string;
  replacement: string;
  reason: string;
}

export const NOT_JUDGED = 'left: not judged yet (a gap the model does not see, or an equivalent)';
export const NOT_COVERED = 'not covered: no test reaches it';

const judgementKey = (j: Omit<Judgement, 'reason'>) => [j.file, j.line, j.mutator, j.replacement].join('\u0000');

/** The key of the first child under the `states: {` that follows line `index`, if any. */
function firstChildAfter(lines: string[], index: number): string | undefined {
  for (let i = index + 1; i < Math.min(lines.length, index + 40); i += 1) {
    if (/^\s*states:\s*\{/.test(lines[i]!)) {
      for (let j = i + 1; j < Math.min(lines.length, i + 20); j += 1) {
        const key = /^\s*(?:\/\/.*|\/\*.*|\*.*|(['"]?)([\w$]+)\1:\s*\{)/.exec(lines[j]!);
        if (key?.[2]) return key[2];
      }
      return undefined;
    }
  }
  return undefined;
}

/** The reason its class gives a survivor, from the source it was found in. */
export function classReason(lines: string[], s: Survivor): string | undefined {
  if (s.status === 'NoCoverage') return NOT_COVERED;
  const text = lines[s.line - 1] ?? '';
  const at = text.slice(s.column - 1);
  if (s.mutator === 'OptionalChaining') return 'equivalent: the value is always set where this runs';
  // `event.type === 'X' ? …` made always true, or `if (event.type !== 'X') return` made never true.
  const eventTest = (s.replacement === 'true' && /^event\.type === '/.test(at)) || (s.replacement === 'false' && /^event\.type !== '/.test(at));
  if (s.mutator === 'ConditionalExpression' && eventTest) {
    return 'equivalent: only that event reaches this action or guard';
  }
  if (s.mutator === 'ObjectLiteral' && /^\s*actors:\s*\{/.test(text)) {
    return 'equivalent: every test provides every actor (machine.provide), so the placeholders are never used';
  }
  // From a parent to a child (`.loading`) the child is left and entered again either way.
  if (s.mutator === 'BooleanLiteral' && s.replacement === 'false' && /target:\s*'\.[\w$]+',\s*reenter:\s*true/.test(text)) {
    return 'equivalent: a transition into a child leaves and enters that child anyway';
  }
  if (s.mutator === 'StringLiteral' && /^\s*id:\s*'/.test(text)) return 'equivalent: the id names nothing that is looked up';
  const initial = /^\s*initial:\s*'([\w$]+)'/.exec(text);
  if (s.mutator === 'StringLiteral' && initial && firstChildAfter(lines, s.line - 1) === initial[1]) {
    return 'equivalent: the first child is the initial state anyway';
  }
  return undefined;
}

export function readJudgements(file = JUDGEMENTS_FILE): Map<string, string> {
  const list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Judgement[]) : [];
  return new Map(list.map((j) => [judgementKey(j), j.reason]));
}

export function reasonFor(file: string, current: string[], s: Survivor, judgements: Map<string, string>): string {
  // The line as it was measured when the score kept it; the file may have changed since.
  const lines = s.text === undefined ? current : current.map((line, i) => (i === s.line - 1 ? s.text! : line));
  const judged = judgements.get(judgementKey({ file, line: (lines[s.line - 1] ?? '').trim(), mutator: s.mutator, replacement: s.replacement }));
  return judged ?? classReason(lines, s) ?? NOT_JUDGED;
}

const escapeCell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 80);

export function survivorsMarkdown(score: RecordedScore, read: (file: string) => string | null, judgements: Map<string, string>): string {
  const out = [
    '# Surviving mutants',
    '',
    `Written by \`npm run test:mutation\` from \`docs/mutation-score.json\` (machines/: ${score.machines.toFixed(2)}%) and the sources (\`test/model/survivorReasons.ts\`). Per file, each mutant no test noticed: line:column, mutator, replacement, and why it is left: the reason of its class, or the judgement in \`test/model/survivor-judgements.json\`. The classes are explained in [model-testing.md](model-testing.md#surviving-mutants). A file changed since it was measured may list a line that has moved, until it is measured again.`,
    '',
  ];
  for (const [file, f] of Object.entries(score.files)) {
    if (!f.survivors.length) continue;
    const source = read(file);
    const lines = source === null ? [] : source.split('\n');
    out.push(`**\`${file}\`** (${f.score.toFixed(1)}%, ${f.survived} survived, ${f.noCoverage} not covered)`, '');
    for (const s of f.survivors) {
      out.push(`- ${s.line}:${s.column} ${s.mutator} → \`${escapeCell(s.replacement)}\`: ${reasonFor(file, lines, s, judgements)}`);
    }
    out.push('');
  }
  return out.join('\n');
}

export function writeSurvivors(score: RecordedScore, file = SURVIVORS_FILE): void {
  const read = (path: string) => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : null);
  writeFileSync(file, survivorsMarkdown(score, read, readJudgements()));
}

// `npx tsx test/model/survivorReasons.ts` writes the list again after a judgement is added.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeSurvivors(JSON.parse(readFileSync(SCORE_FILE, 'utf8')) as RecordedScore);
}
