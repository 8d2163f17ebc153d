import { CHAT_BODY_MAX, CHAT_POLL_LIMIT, chatRoomMachine, sendable, type ChatPage } from '../../../machines/chatRoom.machine';
import { isChatText } from '../../../server/shared/chatRules';
import type { ChatMessage } from '../../../server/shared/wire/chat';
import { CHAT_POLL_MS } from '../../../server/shared/timing';
import { ApiError } from '../../../src/api/client';
import { type Expectations, Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const tooFast = new ApiError('rate_limited', '', 429);
const line = (id: number, mine = false): ChatMessage => ({ id: String(id), author: mine ? 'de**o' : 'pl***1', staff: false, mine, body: `message ${id}`, at: '2031-03-10T12:00:00.000Z' });
const few: ChatPage = { title: 'House Fortune Reels', messages: [line(1), line(2)] };
// A full poll answer: more messages wait behind it.
const full: ChatPage = { title: 'House Fortune Reels', messages: Array.from({ length: CHAT_POLL_LIMIT }, (_, i) => line(i + 3)) };
const mine = line(500, true);
/** The next full page after `full`: with it the room holds more than it keeps. */
const fuller: ChatPage = { title: 'House Fortune Reels', messages: Array.from({ length: CHAT_POLL_LIMIT }, (_, i) => line(i + 3 + CHAT_POLL_LIMIT)) };
/** A poll whose lines arrive out of order, one of them with a longer id: the room shows them by id. */
const unordered: ChatPage = { title: 'House Fortune Reels', messages: [line(1000), line(999), line(0)] };
/** A room nobody has written in yet: the first poll asks from the start. */
const quiet: ChatPage = { title: 'Quiet room', messages: [] };

const events = {
  DRAFT: [
    { type: 'DRAFT', text: '  good luck all ' },
    { type: 'DRAFT', text: '   ' },
    { type: 'DRAFT', text: 'x'.repeat(CHAT_BODY_MAX + 1) },
  ],
  SEND: [{ type: 'SEND' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof chatRoomMachine>;

const actors = {
  load: { done: [few, full, unordered, quiet, fuller], error: [offline, undefined] },
  post: { done: [mine], error: [tooFast] },
} satisfies ActorFixtures<typeof chatRoomMachine>;

type T = Trace<typeof chatRoomMachine>;
const LOADED = 'done: load';
const FAILED = 'error: load';
const codeOf = (error: unknown) => (error as { errorCode?: string } | undefined)?.errorCode ?? 'network_abnormal';
const before = (t: T, s: TraceStep) => t.steps[t.steps.indexOf(s) - 1]?.key ?? '';
const outputOf = <O>(s: TraceStep) => (s.event as unknown as { output: O }).output;

/** Messages kept on screen: each id once, oldest first (ids are growing integers, compared as numbers), the latest 200. */
function keep(lines: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(lines.map((m) => [m.id, m]));
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0)).slice(-200);
}

/** The room's lines: the opening page, then what each poll and each message sent added. */
function messages(t: T): ChatMessage[] {
  let lines: ChatMessage[] = [];
  for (const s of t.steps) {
    if (s.label === LOADED) lines = keep([...(before(t, s).startsWith('loading') ? [] : lines), ...outputOf<ChatPage>(s).messages]);
    if (s.label === 'done: post') lines = keep([...lines, outputOf<ChatMessage>(s)]);
  }
  return lines;
}

/** DRAFT is taken while nothing is being sent; a message sent clears the box. */
const drafts = (t: T) => t.steps.filter((s) => s.label === 'DRAFT' && before(t, s).includes('composer.idle'));
function draft(t: T): string {
  const latest = t.steps.findLast((s) => drafts(t).includes(s) || s.label === 'done: post');
  return latest?.label === 'DRAFT' ? (latest.event as unknown as { text: string }).text : '';
}

/** SEND from the idle composer with a draft a member may not send (CHAT rule: 1 to 300 characters on one line). */
const refusals = (t: T) =>
  t.steps.filter((s) => s.label === 'SEND' && before(t, s).includes('composer.idle') && !(t.input!.canPost && isChatText(draftBefore(t, s))));
const draftBefore = (t: T, s: TraceStep) => draft(new Trace(t.steps.slice(0, t.steps.indexOf(s)), t.input) as T);

/** Why the last send did not go: refused here, or the server's failure; cleared by typing or a message sent. */
function sendError(t: T): string | null {
  const refused = refusals(t);
  const latest = t.steps.findLast((s) => refused.includes(s) || drafts(t).includes(s) || s.label === 'done: post' || s.label === 'error: post');
  if (latest?.label === 'error: post') return codeOf((latest.event as { error?: unknown }).error);
  return latest?.label === 'SEND' ? 'invalid_field_format' : null;
}

/** RETRY is offered on a room that could not open. */
const retries = (t: T) => t.steps.filter((s) => s.label === 'RETRY' && before(t, s).startsWith('failed'));

/** Why the room could not open, or why the last poll failed; cleared by an answer or RETRY. */
function errorCode(t: T): string | null {
  const retried = retries(t);
  const latest = t.steps.findLast((s) => s.label === FAILED || s.label === LOADED || retried.includes(s));
  return latest?.label === FAILED ? codeOf((latest.event as { error?: unknown }).error) : null;
}

/** A poll that brought a full page (100) means more wait: ask again at once. The opening page and failures do not. */
function more(t: T): boolean {
  const latest = t.last(LOADED, FAILED);
  return latest?.label === LOADED && !before(t, latest).startsWith('loading') && outputOf<ChatPage>(latest).messages.length >= CHAT_POLL_LIMIT;
}

const opened = (t: T) => t.steps.filter((s) => s.label === LOADED && before(t, s).startsWith('loading')).length;

const expectations: Expectations<typeof chatRoomMachine> = {
  context: {
    canPost: (t) => t.input!.canPost,
    // The room's title comes with its opening page.
    title: (t) => {
      const first = t.steps.findLast((s) => s.label === LOADED && before(t, s).startsWith('loading'));
      return first ? outputOf<ChatPage>(first).title : '';
    },
    messages,
    draft,
    errorCode,
    sendError,
    more,
  },
  actions: {
    open: opened,
    append: (t) => t.count(LOADED) - opened(t),
    fail: (t) => t.count(FAILED),
    clearError: (t) => retries(t).length,
    setDraft: (t) => drafts(t).length,
    refuseDraft: (t) => refusals(t).length,
    sent: (t) => t.count('done: post'),
    sendFailed: (t) => t.count('error: post'),
  },
  invokes: {
    // The opening page asks for the latest; a poll for what is newer than the last line held.
    load: (t) => ({ after: t.in('loading') ? null : (messages(t).at(-1)?.id ?? null) }),
    post: (t) => ({ body: draft(t).trim() }),
  },
  delays: { poll: () => CHAT_POLL_MS },
  failures: {
    // A room that cannot open offers a retry; a failed poll keeps the room and says it is
    // reconnecting (no more pages waiting).
    load: ({ from }) =>
      from.startsWith('loading')
        ? from.replace('loading', 'failed')
        : from.replace('live.feed.polling', 'live.feed.waiting').replace(/reconnecting=\w+/, 'reconnecting=true').replace(/more=\w+/, 'more=false'),
    // A failed send keeps the draft and says why.
    post: ({ from }) => from.replace('live.composer.sending', 'live.composer.idle').replace(/refused=\w+/, 'refused=true'),
  },
};

export default defineModel(chatRoomMachine, {
  events,
  actors,
  expect: expectations,
  // What the member sees and what happens next: a sendable draft, a send refusal on
  // screen, the reconnecting notice, and whether more messages wait to be fetched.
  serializeState: (s) =>
    stateKey(s, {
      draft: sendable(s.context.draft),
      refused: s.context.sendError !== null,
      reconnecting: s.matches('live') && s.context.errorCode !== null,
      more: s.context.more,
      canPost: s.context.canPost,
    }),
  inputs: { member: { canPost: true }, trial: { canPost: false } },
  requirements: {
    'live.feed.waiting, live.composer.idle [draft=false refused=false reconnecting=false more=false canPost=true]': ['LOBBY-45'],
    'live.feed.waiting, live.composer.sending [draft=true refused=false reconnecting=false more=false canPost=true]': ['LOBBY-45'],
  },
  journeys: [
    {
      title: '[LOBBY-45] the room keeps the latest 200 lines when polls bring more',
      steps: [actorDone('load', few), after('poll'), actorDone('load', full), actorDone('load', fuller), actorDone('load', unordered)],
      ends: 'live.feed.waiting, live.composer.idle [draft=false refused=false reconnecting=false more=false canPost=true]',
    },
    {
      title: '[LOBBY-45] the room opens, polls for newer messages and sends a message, clearing the draft',
      steps: [actorDone('load', few), after('poll'), actorDone('load', few), events.DRAFT[0], events.SEND[0], actorDone('post', mine)],
      ends: 'live.feed.waiting, live.composer.idle [draft=false refused=false reconnecting=false more=false canPost=true]',
    },
    {
      title: '[LOBBY-45] a full poll answer is followed at once by another poll',
      steps: [actorDone('load', few), after('poll'), actorDone('load', full)],
      ends: 'live.feed.polling, live.composer.idle [draft=false refused=false reconnecting=false more=true canPost=true]',
    },
    {
      title: 'a failed poll keeps the room and says it is reconnecting; the next poll clears it',
      steps: [actorDone('load', few), after('poll'), actorError('load', offline), after('poll'), actorDone('load', few)],
      ends: 'live.feed.waiting, live.composer.idle [draft=false refused=false reconnecting=false more=false canPost=true]',
    },
    {
      title: 'a refused send keeps the draft and says why; an empty or too long draft is not sent',
      steps: [actorDone('load', few), events.DRAFT[0], { type: 'SEND' }, actorError('post', tooFast)],
      ends: 'live.feed.waiting, live.composer.idle [draft=true refused=true reconnecting=false more=false canPost=true]',
    },
    {
      title: '[LOBBY-45] a room nobody has written in yet polls from the start',
      steps: [actorDone('load', quiet), after('poll'), actorDone('load', few)],
      ends: 'live.feed.waiting, live.composer.idle [draft=false refused=false reconnecting=false more=false canPost=true]',
    },
    {
      title: 'a room that cannot open offers a retry',
      steps: [actorError('load', offline), { type: 'RETRY' }, actorDone('load', few)],
      ends: 'live.feed.waiting, live.composer.idle [draft=false refused=false reconnecting=false more=false canPost=true]',
    },
    {
      title: 'a trial account reads the room but cannot send',
      input: 'trial',
      steps: [actorDone('load', few), events.DRAFT[0], { type: 'SEND' }],
      ends: 'live.feed.waiting, live.composer.idle [draft=true refused=true reconnecting=false more=false canPost=false]',
    },
  ],
});
