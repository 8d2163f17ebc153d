// The one convert rule the points mall form and the server both apply
// (server/shared/pointsRules.ts); the server's refusals of the same cases are in
// test/server/content-pages.test.ts.
import { describe, expect, it } from 'vitest';
import { convertProblem } from '../../server/shared/pointsRules';

describe('points conversion rule', () => {
  const limits = { minPoints: 100, balance: 1000 };
  it.each([
    { points: 99, problem: 'below_minimum' },
    { points: 100, problem: null },
    { points: 1000, problem: null },
    { points: 1001, problem: 'over_balance' },
    { points: 150.5, problem: 'below_minimum' },
    { points: Number.NaN, problem: 'below_minimum' },
    { points: -5, problem: 'below_minimum' },
  ])('[CONTENT-13] converting $points points of 1000 (at least 100): $problem', ({ points, problem }) => {
    expect(convertProblem(points, limits)).toBe(problem);
  });

  it('[CONTENT-13] a balance under the minimum refuses every amount as below the minimum first', () => {
    expect(convertProblem(60, { minPoints: 100, balance: 50 })).toBe('below_minimum');
    expect(convertProblem(100, { minPoints: 100, balance: 50 })).toBe('over_balance');
  });
});
