import { isDeepStrictEqual } from 'node:util';
import { type DecisionQueueContext, type QueueItem, type QueueLoad, decisionQueueMachine, decisionsOf } from '../../../machines/decisionQueue.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const pendingDeposit: QueueItem = { kind: 'deposit', id: 'd1', status: 'pending' };
const matchedDeposit: QueueItem = { kind: 'deposit', id: 'd2', status: 'matched' };
const requested: QueueItem = { kind: 'withdrawal', id: 'w1', status: 'requested' };
const disputed: QueueItem = { kind: 'withdrawal', id: 'w2', status: 'disputed' };
const application: QueueItem = { kind: 'application', id: 'a1', status: 'applying' };
const issued: QueueItem = { kind: 'application', id: 'a2', status: 'issued' };
const redemption: QueueItem = { kind: 'redemption', id: 'r1', status: 'processing' };
const approvedRedemption: QueueItem = { kind: 'redemption', id: 'r2', status: 'approved' };
/** Identity reviews: a document (approving it needs the birth date printed on it), a member's details, one decided. */
const identityDocument: QueueItem = { kind: 'identity', id: 'i1', status: 'pending', needsBirthDate: true };
const identityDetails: QueueItem = { kind: 'identity', id: 'i2', status: 'pending' };
const identityApproved: QueueItem = { kind: 'identity', id: 'i3', status: 'approved', needsBirthDate: true };
/** The money queue as it loads first (whole, no paging), and once the pending deposit was decided (by anyone). */
export const fullQueue: QueueLoad = { items: [pendingDeposit, matchedDeposit, requested, disputed] };
const afterDeposit: QueueLoad = { items: [matchedDeposit, requested, disputed] };
/** A review queue's page: applications and redemptions, waiting or already decided. */
const reviewPage: QueueLoad = { items: [application, issued, redemption, approvedRedemption], paging: { page: 2, totalPages: 3, total: 34 } };
const identityPage: QueueLoad = { items: [identityDocument, identityDetails, identityApproved], paging: { page: 1, totalPages: 1, total: 3 } };
const noQuery = {};
const byMember = { account: 'ada', page: '2' };

const offline = new ApiError('network_abnormal', '', 0);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);
const forbidden = new ApiError('forbidden', 'You are not allowed to do this.', 403);
export const alreadyDecided = new ApiError('invalid_state', 'Not in a state that allows this.', 400, { status: 'approved' });
const conflict = new ApiError('conflict', 'This request conflicts with an earlier one.', 409);

const events = {
  SELECT: [
    { type: 'SELECT', id: 'd1' },
    { type: 'SELECT', id: 'w1' },
    { type: 'SELECT', id: 'w2' },
    { type: 'SELECT', id: 'd2' },
    { type: 'SELECT', id: 'a1' },
    { type: 'SELECT', id: 'a2' },
    { type: 'SELECT', id: 'r1' },
    { type: 'SELECT', id: 'r2' },
    { type: 'SELECT', id: 'i1' },
    { type: 'SELECT', id: 'i2' },
    { type: 'SELECT', id: 'i3' },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  // A birth date of spaces alone is none.
  APPROVE: [{ type: 'APPROVE' }, { type: 'APPROVE', birthDate: ' 1990-04-02 ' }, { type: 'APPROVE', birthDate: '   ' }],
  MARK_PAID: [{ type: 'MARK_PAID' }],
  REJECT: [{ type: 'REJECT', note: ' The transfer never arrived. ' }, { type: 'REJECT', note: '  ' }],
  MORE: [{ type: 'MORE', note: ' The photo is blurred: send a sharper one. ' }, { type: 'MORE', note: '' }],
  RELOAD: [{ type: 'RELOAD' }],
  QUERY: [{ type: 'QUERY', query: byMember }, { type: 'QUERY', query: noQuery }],
} satisfies EventFixtures<typeof decisionQueueMachine>;

const actors = {
  loadQueue: { done: [fullQueue, afterDeposit, reviewPage, identityPage], error: [offline, sessionGone] },
  decide: { done: [{}], error: [alreadyDecided, conflict, forbidden, offline, sessionGone] },
} satisfies ActorFixtures<typeof decisionQueueMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: the decisions a status allows (pending deposits, applying applications and
// processing redemptions: approve or reject; requested withdrawals: paid or reject), a
// rejection needs its reason, a decision someone else made first reloads and says so, any
// other refusal keeps the item open, an ended session stops; a new query loads again (after
// the decision under way, if any).

type T = Trace<typeof decisionQueueMachine>;
type Where = 'loading' | 'failed' | 'ready' | 'deciding' | 'ended';
interface Expected {
  where: Where;
  context: DecisionQueueContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
const WAITS: Record<string, [string, string[]]> = {
  deposit: ['pending', ['approve', 'reject']],
  withdrawal: ['requested', ['paid', 'reject']],
  application: ['applying', ['approve', 'reject']],
  redemption: ['processing', ['approve', 'reject']],
  identity: ['pending', ['approve', 'reject', 'more']],
};
const allowed = (item: QueueItem | undefined): string[] => (item && item.status === WAITS[item.kind]![0] ? WAITS[item.kind]![1] : []);
const selected = (c: DecisionQueueContext) => c.items.find((item) => item.id === c.selectedId);

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (...actions: string[]) => actions.forEach((action) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]));
  const set = (changes: Partial<DecisionQueueContext>) => Object.assign(c, changes);
  const output = (step.event as { output?: unknown }).output;
  const error = (step.event as { error?: unknown }).error;
  const decide = (decision: string) => {
    if (e.where !== 'ready' || !allowed(selected(c)).includes(decision)) return;
    set({ noteMissing: false, birthDateMissing: false, errorCode: null, notice: null });
    run('startDeciding');
    e.where = 'deciding';
  };
  switch (step.label) {
    case 'done: loadQueue': {
      const { items, paging } = output as QueueLoad;
      set({ items, paging: paging ?? null, selectedId: items.some((item) => item.id === c.selectedId) ? c.selectedId : null, errorCode: null });
      run('storeItems');
      e.where = 'ready';
      return;
    }
    case 'error: loadQueue':
      if (codeOf(error) === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      set({ errorCode: codeOf(error) });
      run('showFailure');
      e.where = 'failed';
      return;
    case 'RELOAD':
      if (e.where !== 'ready' && e.where !== 'failed') return;
      set({ notice: null, errorCode: null });
      run('clearNotice');
      e.where = 'loading';
      return;
    case 'QUERY': {
      if (e.where === 'ended') return;
      set({ query: (step.event as unknown as { query: Record<string, string> }).query });
      run('setQuery');
      if (e.where === 'deciding') return;
      set({ notice: null, errorCode: null });
      run('clearNotice');
      e.where = 'loading';
      return;
    }
    case 'SELECT':
      if (e.where !== 'ready') return;
      set({ selectedId: (step.event as unknown as { id: string }).id, errorCode: null, noteMissing: false, birthDateMissing: false, notice: null });
      run('select');
      return;
    case 'CLOSE':
      if (e.where !== 'ready') return;
      set({ selectedId: null, errorCode: null, noteMissing: false, birthDateMissing: false });
      run('close');
      return;
    case 'APPROVE': {
      const item = selected(c);
      const typed = (step.event as unknown as { birthDate?: string }).birthDate?.trim();
      if (e.where === 'ready' && allowed(item).includes('approve') && item?.needsBirthDate && !typed) {
        set({ birthDateMissing: true, errorCode: null });
        run('showBirthDateMissing');
        return;
      }
      return decide('approve');
    }
    case 'MARK_PAID':
      return decide('paid');
    case 'REJECT':
    case 'MORE':
      if (e.where !== 'ready') return;
      if ((step.event as unknown as { note: string }).note.trim() === '') {
        set({ noteMissing: true, errorCode: null });
        run('showNoteMissing');
        return;
      }
      return decide(step.label === 'REJECT' ? 'reject' : 'more');
    case 'done: decide':
      set({ selectedId: null, notice: 'decided' });
      run('showDecided');
      e.where = 'loading';
      return;
    case 'error: decide': {
      const code = codeOf(error);
      if (code === 'not_logged_in') e.where = 'ended';
      else if (['conflict', 'invalid_state', 'not_found'].includes(code)) {
        set({ selectedId: null, notice: 'decidedElsewhere', errorCode: null });
        run('showDecidedElsewhere');
        e.where = 'loading';
      } else {
        set({ errorCode: code });
        run('showFailure');
        e.where = 'ready';
      }
      return;
    }
    default:
      throw new Error(`the decision queue oracle has no rule for "${step.label}"`);
  }
}

/** What decides the next step: the open item (and so the decisions it allows). */
const keyOf = (e: Expected) => (e.where === 'ready' || e.where === 'deciding' ? `${e.where} [selected=${JSON.stringify(e.context.selectedId)}]` : e.where);

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e: Expected = { where: 'loading', context: { query: t.input?.query ?? {}, items: [], paging: null, selectedId: null, errorCode: null, noteMissing: false, birthDateMissing: false, notice: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));
const { field, runs } = replayReaders<DecisionQueueContext, T>((t) => follow(t));

const expectations: Expectations<typeof decisionQueueMachine> = {
  context: {
    query: field('query'),
    items: field('items'),
    paging: field('paging'),
    selectedId: field('selectedId'),
    errorCode: field('errorCode'),
    noteMissing: field('noteMissing'),
    birthDateMissing: field('birthDateMissing'),
    notice: field('notice'),
  },
  actions: {
    storeItems: runs('storeItems'),
    setQuery: runs('setQuery'),
    select: runs('select'),
    close: runs('close'),
    showNoteMissing: runs('showNoteMissing'),
    showBirthDateMissing: runs('showBirthDateMissing'),
    startDeciding: runs('startDeciding'),
    showDecided: runs('showDecided'),
    showDecidedElsewhere: runs('showDecidedElsewhere'),
    showFailure: runs('showFailure'),
    clearNotice: runs('clearNotice'),
  },
  invokes: {
    // The query the list is asked for: the input's, then the last QUERY's.
    loadQueue: (t) => ({ query: follow(t).context.query }),
    // The open item, the decision asked for, a reason without the spaces around it, and the
    // birth date typed for an approval that needs one.
    decide: (t) => {
      const item = selected(follow(t).context)!;
      const last = t.last('APPROVE', 'MARK_PAID', 'REJECT', 'MORE')!;
      const decision = ({ APPROVE: 'approve', MARK_PAID: 'paid', REJECT: 'reject', MORE: 'more' } as Record<string, string>)[last.label]!;
      const note = decision === 'reject' || decision === 'more' ? (last.event as unknown as { note: string }).note.trim() : '';
      const birthDate = decision === 'approve' && item.needsBirthDate ? ((last.event as unknown as { birthDate?: string }).birthDate ?? '').trim() : '';
      return { kind: item.kind, id: item.id, decision, note, birthDate };
    },
  },
  delays: {},
  failures: { loadQueue: failureLeadsTo, decide: failureLeadsTo },
  done: (t) => t.in('ended'),
  states: {
    // The call under way asks for the query asked last: a new query while loading starts a new call.
    loading: ({ trace, running }) => {
      const call = running.find((c) => c.src === 'loadQueue');
      const query = follow(trace).context.query;
      if (!call || !isDeepStrictEqual(call.input, { query })) throw new Error(`loading ${JSON.stringify(call?.input)}, the query asked last is ${JSON.stringify(query)}`);
    },
    // The buttons the page offers for the open item (decisionsOf) are the decisions its status allows.
    ready: ({ trace }) => {
      const item = selected(follow(trace).context);
      const offered = [...decisionsOf(item)];
      if (!isDeepStrictEqual(offered, allowed(item))) throw new Error(`${item?.id ?? 'no item'} offers ${JSON.stringify(offered)}, its status allows ${JSON.stringify(allowed(item))}`);
    },
  },
};

export default defineModel(decisionQueueMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches('ready') || s.matches('deciding') ? { selected: s.context.selectedId } : {}),
  // The money queue starts unfiltered; a review queue from the address's filters.
  inputs: { unfiltered: {}, filtered: { query: byMember } },
  journeys: [
    {
      title: 'finance approves a pending deposit: the queue reloads without it',
      steps: [actorDone('loadQueue', fullQueue), events.SELECT[0], events.APPROVE[0], actorDone('decide', {}), actorDone('loadQueue', afterDeposit)],
      ends: 'ready [selected=null]',
    },
    {
      title: 'a rejection needs a reason; another staff member decided first: the queue reloads and says so',
      steps: [actorDone('loadQueue', fullQueue), events.SELECT[1], events.REJECT[1], events.REJECT[0], actorError('decide', alreadyDecided), actorDone('loadQueue', fullQueue)],
      ends: 'ready [selected=null]',
    },
    {
      title: 'a failed decision keeps the item open with the error; paid the second time',
      steps: [actorDone('loadQueue', fullQueue), events.SELECT[1], events.MARK_PAID[0], actorError('decide', offline), events.MARK_PAID[0], actorDone('decide', {})],
      ends: 'loading',
    },
    {
      title: 'a review queue: an application rejected with its reason, a redemption approved; a decided one offers nothing',
      input: 'filtered',
      steps: [
        actorDone('loadQueue', reviewPage),
        events.SELECT[4],
        events.REJECT[0],
        actorDone('decide', {}),
        actorDone('loadQueue', reviewPage),
        events.SELECT[6],
        events.APPROVE[0],
        actorError('decide', conflict),
        actorDone('loadQueue', reviewPage),
        events.SELECT[5],
        events.APPROVE[0],
        events.SELECT[7],
        events.MARK_PAID[0],
      ],
      ends: 'ready [selected="r2"]',
    },
    {
      title: 'another page or filter loads again, also while loading, after a failure, and after a decision under way',
      steps: [
        events.QUERY[0],
        actorDone('loadQueue', reviewPage),
        events.QUERY[1],
        actorError('loadQueue', offline),
        events.QUERY[0],
        actorDone('loadQueue', reviewPage),
        events.SELECT[4],
        events.APPROVE[0],
        events.QUERY[1],
        actorDone('decide', {}),
      ],
      ends: 'loading',
    },
    {
      title: '[KYC] identity reviews: a document needs its birth date to be approved; more asked with a reason; a decided one offers nothing',
      steps: [
        actorDone('loadQueue', identityPage),
        events.SELECT[8],
        events.APPROVE[0],
        events.APPROVE[1],
        actorError('decide', alreadyDecided),
        actorDone('loadQueue', identityPage),
        events.SELECT[9],
        events.MORE[1],
        events.MORE[0],
        actorDone('decide', {}),
        actorDone('loadQueue', identityPage),
        events.SELECT[10],
        events.MORE[0],
        events.APPROVE[0],
      ],
      ends: 'ready [selected="i3"]',
    },
    {
      title: 'a pending deposit, a processing redemption and an identity review are each rejected with a reason',
      steps: [
        actorDone('loadQueue', fullQueue),
        events.SELECT[0],
        events.REJECT[0],
        actorDone('decide', {}),
        actorDone('loadQueue', reviewPage),
        events.SELECT[6],
        events.REJECT[0],
        actorDone('decide', {}),
        actorDone('loadQueue', identityPage),
        events.SELECT[9],
        events.REJECT[0],
        actorDone('decide', {}),
      ],
      ends: 'loading',
    },
    {
      title: '[KYC] a birth date of spaces alone is no birth date: the document is not approved',
      steps: [actorDone('loadQueue', identityPage), events.SELECT[8], events.APPROVE[2]],
      ends: 'ready [selected="i1"]',
    },
    {
      title: 'reload after a failure, and with an item open: it stays open while it is still in the list, and closes once it is gone',
      steps: [
        actorError('loadQueue', offline),
        events.RELOAD[0],
        actorDone('loadQueue', fullQueue),
        events.SELECT[1],
        events.RELOAD[0],
        actorDone('loadQueue', fullQueue),
        events.SELECT[0],
        events.RELOAD[0],
        actorDone('loadQueue', afterDeposit),
      ],
      ends: 'ready [selected=null]',
    },
    {
      title: 'an item still in the list after a reload stays open',
      steps: [actorDone('loadQueue', fullQueue), events.SELECT[1], events.RELOAD[0], actorDone('loadQueue', afterDeposit)],
      ends: 'ready [selected="w1"]',
    },
    {
      title: 'a disputed withdrawal offers no decision here',
      steps: [actorDone('loadQueue', fullQueue), events.SELECT[2], events.MARK_PAID[0], events.APPROVE[0], events.CLOSE[0]],
      ends: 'ready [selected=null]',
    },
  ],
});
