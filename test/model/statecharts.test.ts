import { describe, expect, it } from 'vitest';
import { expectedDocs, staleDocs } from './statecharts';

describe('statechart diagrams', () => {
  it('docs/statecharts/ matches the machines (regenerate with `npx tsx scripts/statecharts.ts`)', async () => {
    expect(staleDocs(await expectedDocs())).toEqual([]);
  });
});
