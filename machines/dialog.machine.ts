import { setup } from 'xstate';

/**
 * A small popup that opens and closes (spec-notes 11: Escape, background click or
 * its close button all send CLOSE). Used for the footer's 'updating' warning.
 */
export type DialogEvent = { type: 'OPEN' } | { type: 'CLOSE' };

export const dialogMachine = setup({
  types: { events: {} as DialogEvent },
}).createMachine({
  id: 'dialog',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: { on: { CLOSE: 'closed' } },
  },
});
