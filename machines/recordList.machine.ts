import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * A paged record list over a date range (spec section 2, spec-notes 12): betting
 * record, account record, bonus details, profit and loss, deposits, withdrawals, login
 * history, inbox. Pages of 15; the range is a window of 7 or 30 days ending `to`, moved
 * back or forward by its own length (never past today); an optional filter (a game
 * category, a record kind). Changing the range or the filter goes back to page 1.
 * The page supplies `loadPage` with `machine.provide`.
 */
export const PAGE_SIZE = 15;
export type Span = 7 | 30;

export interface RecordQuery {
  page: number;
  /** First and last day of the window, yyyy-MM-dd (UTC), both included. */
  from: string;
  to: string;
  filter: string;
}

export interface RecordListInput {
  /** Today, yyyy-MM-dd (UTC): the window ends here at first and never goes past it. */
  today: string;
  span?: Span;
  filter?: string;
}

export interface RecordListContext {
  today: string;
  span: Span;
  to: string;
  page: number;
  filter: string;
  /** The last answer of loadPage (its shape is the page's). */
  result: unknown;
  errorCode: string | null;
}

export type RecordListEvent =
  | { type: 'PRESET'; span: Span }
  | { type: 'PREVIOUS' }
  | { type: 'NEXT' }
  | { type: 'PAGE'; page: number }
  | { type: 'FILTER'; filter: string }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

/** yyyy-MM-dd moved by `days` (UTC calendar days). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The query a context stands for. */
export function queryOf(context: Pick<RecordListContext, 'span' | 'to' | 'page' | 'filter'>): RecordQuery {
  return { page: context.page, from: shiftDay(context.to, 1 - context.span), to: context.to, filter: context.filter };
}

type Failure = { error?: { errorCode?: string } };

export const recordListMachine = setup({
  types: {
    input: {} as RecordListInput,
    context: {} as RecordListContext,
    events: {} as RecordListEvent,
  },
  actors: {
    loadPage: fromPromise<unknown, RecordQuery>(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
  guards: {
    notAtToday: ({ context }) => context.to < context.today,
    validPage: ({ event }) => event.type === 'PAGE' && Number.isInteger(event.page) && event.page >= 1,
  },
  actions: {
    preset: assign(({ context, event }) => (event.type === 'PRESET' ? { span: event.span, to: context.today, page: 1 } : {})),
    previous: assign(({ context }) => ({ to: shiftDay(context.to, -context.span), page: 1 })),
    // Forward by a window, but a window never ends after today.
    next: assign(({ context }) => {
      const to = shiftDay(context.to, context.span);
      return { to: to > context.today ? context.today : to, page: 1 };
    }),
    setPage: assign({
      page: ({ event }) => {
        assertEvent(event, 'PAGE');
        return event.page;
      },
    }),
    setFilter: assign(({ event }) => {
      assertEvent(event, 'FILTER');
      return { filter: event.filter, page: 1 };
    }),
    store: assign({ result: ({ event }) => (event as unknown as { output: unknown }).output, errorCode: null }),
    fail: assign({ errorCode: ({ event }) => (event as Failure).error?.errorCode ?? 'network_abnormal' }),
  },
}).createMachine({
  id: 'recordList',
  context: ({ input }) => ({
    today: input.today,
    span: input.span ?? 7,
    to: input.today,
    page: 1,
    filter: input.filter ?? '',
    result: null,
    errorCode: null,
  }),
  initial: 'loading',
  // Any change of what is asked for loads again (a load under way is dropped).
  on: {
    PRESET: { target: '.loading', actions: 'preset' },
    PREVIOUS: { target: '.loading', actions: 'previous' },
    NEXT: { guard: 'notAtToday', target: '.loading', actions: 'next' },
    PAGE: { guard: 'validPage', target: '.loading', actions: 'setPage' },
    FILTER: { target: '.loading', actions: 'setFilter' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {
      on: { REFRESH: 'loading' },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
