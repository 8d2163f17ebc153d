import { CHAT_BODY_MAX, CHAT_POLL_LIMIT, chatRoomMachine, sendable, type ChatPage } from '../../../machines/chatRoom.machine';
import type { ChatMessage } from '../../../server/shared/wire/chat';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const tooFast = new ApiError('rate_limited', '', 429);
const line = (id: number, mine = false): ChatMessage => ({ id: String(id), author: mine ? 'de**o' : 'pl***1', staff: false, mine, body: `message ${id}`, at: '2031-03-10T12:00:00.000Z' });
const few: ChatPage = { title: 'House Fortune Reels', messages: [line(1), line(2)] };
// A full poll answer: more messages wait behind it.
const full: ChatPage = { title: 'House Fortune Reels', messages: Array.from({ length: CHAT_POLL_LIMIT }, (_, i) => line(i + 3)) };
const mine = line(500, true);

const events = {
  DRAFT: [
    { type: 'DRAFT', text: 'good luck all' },
    { type: 'DRAFT', text: '   ' },
    { type: 'DRAFT', text: 'x'.repeat(CHAT_BODY_MAX + 1) },
  ],
  SEND: [{ type: 'SEND' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof chatRoomMachine>;

const actors = {
  load: { done: [few, full], error: [offline] },
  post: { done: [mine], error: [tooFast] },
} satisfies ActorFixtures<typeof chatRoomMachine>;

export default defineModel(chatRoomMachine, {
  events,
  actors,
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
