import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../server/shared/wire/content';
import { NOTICE_RETRY_MS } from '../server/shared/timing';

/**
 * The notice bar and its modal (spec section 2): the bar's marquee lists the
 * notice titles; clicking opens the modal on that notice (or the newest), where
 * the visitor picks a title to read it. The list and the modal are independent
 * regions, so reloading the list (a language change) leaves an open modal open.
 */
export type NoticeId = Notice['id'];

export interface NoticeContext {
  notices: Notice[];
  selectedId: NoticeId | null;
  retries: number;
  errorCode: string | null;
}

export type NoticeEvent =
  | { type: 'RELOAD' }
  | { type: 'OPEN'; id?: NoticeId }
  | { type: 'SELECT'; id: NoticeId }
  | { type: 'CLOSE' };

export const NOTICE_MAX_RETRIES = 2;

type LoadDone = { output: Notice[] };

const knows = (notices: Notice[], id: NoticeId | undefined) =>
  id !== undefined && notices.some((n) => String(n.id) === String(id));

export const noticeMachine = setup({
  types: {
    context: {} as NoticeContext,
    events: {} as NoticeEvent,
  },
  actors: {
    loadNotices: fromPromise<Notice[]>(async () => {
      throw new Error('loadNotices is provided by the app');
    }),
  },
  delays: {
    retryDelay: NOTICE_RETRY_MS,
  },
  guards: {
    noNotices: ({ event }) => (event as unknown as LoadDone).output.length === 0,
    canRetry: ({ context }) => context.retries < NOTICE_MAX_RETRIES,
    hasNotices: ({ context }) => context.notices.length > 0,
    // The guard and actions reading an event's fields run on that event only (assertEvent
    // narrows the type and throws otherwise).
    isKnownNotice: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return knows(context.notices, event.id);
    },
  },
  actions: {
    storeNotices: assign({
      notices: ({ event }) => (event as unknown as LoadDone).output,
      retries: 0,
      errorCode: null,
    }),
    countFailure: assign({
      retries: ({ context }) => context.retries + 1,
      errorCode: ({ event }) => (event as unknown as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal',
    }),
    selectOpened: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      return { selectedId: knows(context.notices, event.id) ? event.id! : (context.notices[0]?.id ?? null) };
    }),
    selectChosen: assign(({ event }) => {
      assertEvent(event, 'SELECT');
      return { selectedId: event.id };
    }),
  },
}).createMachine({
  id: 'notice',
  context: { notices: [], selectedId: null, retries: 0, errorCode: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      // Handled inside the region: a re-entering transition on the region itself would
      // also leave the modal region and close an open modal.
      on: { RELOAD: '.loading' },
      states: {
        loading: {
          on: { RELOAD: { target: 'loading', reenter: true } },
          invoke: {
            src: 'loadNotices',
            onDone: [
              { guard: 'noNotices', target: 'empty', actions: 'storeNotices' },
              { target: 'ready', actions: 'storeNotices' },
            ],
            onError: { target: 'failed', actions: 'countFailure' },
          },
        },
        ready: {},
        empty: {},
        failed: {
          after: { retryDelay: { guard: 'canRetry', target: 'loading' } },
        },
      },
    },
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: { OPEN: { guard: 'hasNotices', target: 'open', actions: 'selectOpened' } },
        },
        open: {
          on: {
            SELECT: { guard: 'isKnownNotice', actions: 'selectChosen' },
            CLOSE: 'closed',
          },
        },
      },
    },
  },
});
