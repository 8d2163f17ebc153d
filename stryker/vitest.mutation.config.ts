// The tests Stryker runs for a group of mutants (scripts/mutation.ts sets the variables):
// the model paths of the machines in MODEL_MACHINES, and the test files in MUTATION_TESTS.
// The statechart pictures' check is left out on purpose: it would notice any change to a
// machine's structure, so the score measures what the behavioural tests notice.
import { defineConfig } from 'vitest/config';

const extra = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);

export default defineConfig({
  test: {
    // The machines need no DOM; a test file that does says so itself (@vitest-environment jsdom).
    environment: 'node',
    include: [...(process.env.MODEL_MACHINES === 'none' ? [] : ['test/model/machines.test.ts']), ...extra],
  },
});
