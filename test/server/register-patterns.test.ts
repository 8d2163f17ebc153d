// The registration rules' 20 pattern variants and the shared field check, against the
// table of cases the client tests also use; then the same rules enforced by the server.
import { describe, expect, it } from 'vitest';
import { fieldProblem, PATTERN_IDS, PATTERNS, patternTest, type FieldRule } from '../../server/shared/registerRules';
import { PATTERN_CASES } from './fixtures/registerPatternCases';

const rule = (patternId: keyof typeof PATTERNS, over: Partial<FieldRule> = {}): FieldRule => ({
  field: 'username', enabled: true, required: true, acceptedPattern: PATTERNS[patternId], patternId, minLength: 0, maxLength: 255, ...over,
});

describe('[REGISTER-45] registration pattern variants', () => {
  it('has 20 variants, each with cases', () => {
    expect(PATTERN_IDS).toHaveLength(20);
    expect(Object.keys(PATTERN_CASES).sort()).toEqual([...PATTERN_IDS].sort());
  });

  describe.each(PATTERN_IDS)('%s', (id) => {
    it.each(PATTERN_CASES[id].accepts)('[REGISTER-39] accepts %j', (text) => {
      expect(patternTest(PATTERNS[id])(text)).toBe(true);
    });
    it.each(PATTERN_CASES[id].refuses.length ? PATTERN_CASES[id].refuses : ['(none)'])('[REGISTER-39] refuses %j', (text) => {
      if (text === '(none)') expect(PATTERNS[id]).toBe('*');
      else expect(patternTest(PATTERNS[id])(text)).toBe(false);
    });
  });

  it('[REGISTER-46][REGISTER-47][REGISTER-48][REGISTER-49][REGISTER-50][REGISTER-51][REGISTER-52][REGISTER-53][REGISTER-54][REGISTER-55] names the variants the spec lists', () => {
    for (const id of ['ALNUM', 'ALNUM_LETTER_FIRST', 'EMAIL', 'DIGITS', 'UPPERCASE_REQUIRED', 'NO_SPACES', 'THAI_ONLY', 'BENGALI_ONLY', 'DATE_YMD', 'DATE_MDY']) {
      expect(PATTERN_IDS).toContain(id);
    }
  });

  it('[REGISTER-40][REGISTER-41] checks presence, then lengths, then the pattern', () => {
    expect(fieldProblem(rule('ANY'), '')).toBe('required');
    expect(fieldProblem(rule('ANY', { required: false }), '')).toBeUndefined();
    expect(fieldProblem(rule('ANY', { required: false }), undefined)).toBeUndefined();
    expect(fieldProblem(rule('DIGITS', { minLength: 6, maxLength: 6 }), '12345')).toBe('length');
    expect(fieldProblem(rule('DIGITS', { minLength: 6, maxLength: 6 }), '1234567')).toBe('length');
    expect(fieldProblem(rule('DIGITS', { minLength: 6, maxLength: 6 }), '12345a')).toBe('pattern');
    expect(fieldProblem(rule('DIGITS', { minLength: 6, maxLength: 6 }), '123456')).toBeUndefined();
    expect(fieldProblem(rule('ANY', { minLength: 1, maxLength: 3 }), 'anything')).toBe('length');
  });
});
