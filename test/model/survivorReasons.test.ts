// Why a surviving mutant is left: the class its source line shows, a judgement written for
// that line (which follows the line when lines above it move), or "not judged yet".
import { describe, expect, it } from 'vitest';
import type { RecordedScore, Survivor } from './mutationScore';
import { classReason, NOT_COVERED, NOT_JUDGED, reasonFor, survivorsMarkdown } from './survivorReasons';

const source = `export const m = setup({
  actors: {
    load: fromPromise(async () => {
      throw new Error('load is provided by the app');
    }),
  },
  actions: {
    keep: assign(({ event }) => (event.type === 'KEEP' ? { kept: true } : {})),
    drop: assign(({ event }) => { if (event.type !== 'DROP') return {}; return { kept: false }; }),
  },
}).createMachine({
  id: 'm',
  initial: 'idle',
  on: { RELOAD: { target: '.loading', reenter: true } },
  states: {
    // The first child.
    idle: {},
    loading: { on: { AGAIN: { target: 'loading', reenter: true } } },
  },
});`.split('\n');

const at = (line: number, text: string, mutator: string, replacement: string, status: Survivor['status'] = 'Survived'): Survivor => ({
  line,
  column: source[line - 1]!.indexOf(text) + 1,
  mutator,
  replacement,
  status,
});

describe('the reason a survivor is left', () => {
  it('comes from its class when the source line shows it', () => {
    expect(classReason(source, at(8, "event.type === 'KEEP'", 'ConditionalExpression', 'true'))).toMatch(/only that event reaches/);
    expect(classReason(source, at(9, "event.type !== 'DROP'", 'ConditionalExpression', 'false'))).toMatch(/only that event reaches/);
    expect(classReason(source, at(2, '{', 'ObjectLiteral', '{}'))).toMatch(/every test provides every actor/);
    expect(classReason(source, at(12, "'m'", 'StringLiteral', '""'))).toMatch(/the id names nothing/);
    expect(classReason(source, at(13, "'idle'", 'StringLiteral', '""'))).toMatch(/the first child is the initial state/);
    expect(classReason(source, at(14, 'true', 'BooleanLiteral', 'false'))).toMatch(/into a child leaves and enters that child anyway/);
    expect(classReason(source, at(8, '(event', 'OptionalChaining', 'x'))).toMatch(/always set/);
    expect(classReason(source, at(8, 'kept', 'StringLiteral', '""', 'NoCoverage'))).toBe(NOT_COVERED);
  });

  it('is not guessed where the line shows no class', () => {
    // A self-transition's reenter restarts the state's calls and timers: not equivalent.
    expect(classReason(source, at(18, 'true', 'BooleanLiteral', 'false'))).toBeUndefined();
    expect(classReason(source, at(8, "event.type === 'KEEP'", 'ConditionalExpression', 'false'))).toBeUndefined();
    expect(reasonFor('machines/m.ts', source, at(18, 'true', 'BooleanLiteral', 'false'), new Map())).toBe(NOT_JUDGED);
  });

  it('is the judgement written for its line, wherever the line has moved', () => {
    const line = "loading: { on: { AGAIN: { target: 'loading', reenter: true } } },";
    const judgements = new Map([[['machines/m.ts', line, 'BooleanLiteral', 'false'].join('\u0000'), 'left, a real gap: AGAIN must restart the load']]);
    const moved = ['// a new first line', ...source];
    const survivor = { ...at(18, 'true', 'BooleanLiteral', 'false'), line: 19 };
    expect(reasonFor('machines/m.ts', moved, survivor, judgements)).toBe('left, a real gap: AGAIN must restart the load');
    expect(reasonFor('machines/other.ts', moved, survivor, judgements)).toBe(NOT_JUDGED);
  });

  it('is read from the line as it was measured, when the score kept it', () => {
    const line = "loading: { on: { AGAIN: { target: 'loading', reenter: true } } },";
    const judgements = new Map([[['machines/m.ts', line, 'BooleanLiteral', 'false'].join('\u0000'), 'left, a real gap: AGAIN must restart the load']]);
    // A line added above since the run: the recorded line number now points one line too high.
    const edited = ['// a new first line', ...source];
    const survivor = { ...at(18, 'true', 'BooleanLiteral', 'false'), text: `    ${line}` };
    expect(reasonFor('machines/m.ts', edited, survivor, judgements)).toBe('left, a real gap: AGAIN must restart the load');
  });

  it('is listed per file with its score, and a file without survivors is left out', () => {
    const score: RecordedScore = {
      threshold: 90,
      machines: 95,
      shared: null,
      files: {
        'machines/m.ts': { score: 95, killed: 19, survived: 1, noCoverage: 0, ignored: 0, total: 20, survivors: [at(18, 'true', 'BooleanLiteral', 'false')] },
        'machines/clean.ts': { score: 100, killed: 5, survived: 0, noCoverage: 0, ignored: 0, total: 5, survivors: [] },
      },
    };
    const text = survivorsMarkdown(score, (file) => (file === 'machines/m.ts' ? source.join('\n') : null), new Map());
    expect(text).toContain('machines/: 95.00%');
    expect(text).toContain('**`machines/m.ts`** (95.0%, 1 survived, 0 not covered)');
    expect(text).toContain(`- 18:${source[17]!.indexOf('true') + 1} BooleanLiteral → \`false\`: ${NOT_JUDGED}`);
    expect(text).not.toContain('clean.ts');
  });
});
