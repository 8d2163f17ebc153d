import { systemStatusMachine } from '../../../machines/systemStatus.machine';
import { ApiError } from '../../../src/api/client';
import { switchesOf, type SystemStatus } from '../../../server/shared/wire/system';
import { STATUS_POLL_MS, STATUS_RETRY_BASE_MS, STATUS_RETRY_MAX_MS } from '../../../server/shared/timing';
import { type Expectations, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const base: Omit<SystemStatus, 'status'> = {
  location: { ip: '41.58.0.1', countryCode: 'NG' },
  merchant: {
    code: 'NG',
    currency: 'NGN',
    currencySymbol: '₦',
    timeZone: 'Africa/Lagos',
    defaultLanguage: 'en',
    allowedCountries: ['NG'],
    licence: { name: 'Curaçao eGaming', url: 'https://example.org/licence' },
    csBarEnabled: true,
  },
  switches: switchesOf({ DIRECTREG3: 1 }),
  customerService: [{ csPosition: 'MAINTENANCE', csType: 'LINK', name: 'Live chat', url: 'https://example.org/chat' }],
  resources: [],
  languages: ['en'],
  signInProviders: [],
  phoneVerification: null,
  imageCdn: '',
  launchCdn: '',
  domain: { host: null, listed: false },
};

export const normal: SystemStatus = { ...base, status: 0 };
export const maintenance: SystemStatus = {
  ...base,
  status: 1,
  maintenance: { title: 'Scheduled upgrade', endTime: '2031-05-01T06:00:00Z', info: 'We are upgrading our systems.' },
};
/** Maintenance without an end time: the screen must leave the end time out (STATUS-08). */
export const maintenanceOpenEnded: SystemStatus = {
  ...base,
  status: 1,
  maintenance: { title: 'Emergency maintenance', endTime: null, info: 'We will be back shortly.' },
};
export const regionBlocked: SystemStatus = {
  ...base,
  status: 2,
  location: { ip: '1.120.0.1', countryCode: 'AU' },
  regionRestriction: { ip: '1.120.0.1', info: 'Our service is not available in your region.' },
};
export const networkDown = new ApiError('network_abnormal', '', 0);
/** A failure that is not the API's (a bug, a proxy's HTML): counted as network_abnormal. */
export const thrown = new TypeError('Failed to fetch');

const events = {
  RETRY: [{ type: 'RETRY' }],
  REFRESH: [{ type: 'REFRESH' }],
} satisfies EventFixtures<typeof systemStatusMachine>;

const actors = {
  fetchStatus: { done: [normal, maintenance, maintenanceOpenEnded, regionBlocked], error: [networkDown, thrown] },
} satisfies ActorFixtures<typeof systemStatusMachine>;

type T = Trace<typeof systemStatusMachine>;
/** The first load, its retries, and the background checks. */
const LOADED = ['done: fetchStatus', 'done: refreshStatus'];
const FAILED = 'error: fetchStatus';
/** Failures of the first load in a row: a load that answers starts the count again. */
const failures = (t: T) => t.streak(FAILED, ...LOADED);
/** The status the page shows: the latest answer, kept when a background check fails. */
const known = (t: T) => t.output<SystemStatus>(...LOADED) ?? null;
const statusKey = (status: SystemStatus | null) => ({ 0: 'normal', 1: 'maintenance', 2: 'regionBlocked' })[status?.status ?? 0];

const expectations: Expectations<typeof systemStatusMachine> = {
  context: {
    status: known,
    retries: failures,
    // The code of the last failure of the first load, until a load answers.
    errorCode: (t) =>
      t.latest(FAILED, ...LOADED) === FAILED ? ((t.error(FAILED) as { errorCode?: string }).errorCode ?? 'network_abnormal') : null,
  },
  actions: {
    storeStatus: (t) => t.count(...LOADED),
    countFailure: (t) => t.count(FAILED),
  },
  invokes: { fetchStatus: () => undefined },
  delays: {
    // 2 s, 4 s, 8 s ... capped at 30 s after the n-th failure in a row.
    retryDelay: (t) => Math.min(STATUS_RETRY_MAX_MS, STATUS_RETRY_BASE_MS * 2 ** (failures(t) - 1)),
    pollInterval: () => STATUS_POLL_MS,
  },
  // The first load fails to `failed` whatever the error; a background check keeps what is shown.
  failures: { fetchStatus: ({ actor, trace }) => (actor === 'fetchStatus' ? 'failed' : statusKey(known(trace))) },
  states: {
    failed: ({ timers }) => {
      if (!timers.some((t) => t.delay === 'retryDelay')) throw new Error('no retry is scheduled');
    },
  },
};

export default defineModel(systemStatusMachine, {
  events,
  actors,
  expect: expectations,
  // While refreshing, the page keeps showing the last known status, and a failed check
  // falls back to it: that status is part of the state. Retry counts are not.
  serializeState: (s) => stateKey(s, s.matches('refreshing') ? { status: s.context.status?.status ?? null } : {}),
  requirements: {
    normal: ['STATUS-01'],
    maintenance: ['STATUS-02'],
    regionBlocked: ['STATUS-03'],
    'refreshing [status=0]': ['STATUS-01'],
    'refreshing [status=1]': ['STATUS-02'],
    'refreshing [status=2]': ['STATUS-03'],
  },
  journeys: [
    {
      title: '[STATUS-02][STATUS-01] maintenance ends: the next poll brings the page back to normal',
      steps: [actorDone('fetchStatus', maintenance), after('pollInterval'), actorDone('refreshStatus', normal)],
      ends: 'normal',
    },
    {
      title: '[STATUS-01][STATUS-02] an operator starts maintenance: the next poll shows it on an open page',
      steps: [actorDone('fetchStatus', normal), after('pollInterval'), actorDone('refreshStatus', maintenance)],
      ends: 'maintenance',
    },
    {
      title: '[STATUS-01] a failed status call retries on its own after the delay and then succeeds',
      steps: [actorError('fetchStatus', networkDown), after('retryDelay'), actorDone('fetchStatus', normal)],
      ends: 'normal',
    },
    {
      title: '[STATUS-03] RETRY after two failures asks again at once and lands on the region block',
      steps: [
        actorError('fetchStatus', networkDown),
        events.RETRY[0],
        actorError('fetchStatus', networkDown),
        events.RETRY[0],
        actorDone('fetchStatus', regionBlocked),
      ],
      ends: 'regionBlocked',
    },
    {
      title: '[STATUS-02] a failed background check keeps the maintenance screen',
      steps: [actorDone('fetchStatus', maintenance), events.REFRESH[0], actorError('refreshStatus', networkDown)],
      ends: 'maintenance',
    },
    {
      title: '[STATUS-03] a failed background check keeps the region block',
      steps: [actorDone('fetchStatus', regionBlocked), after('pollInterval'), actorError('refreshStatus', networkDown)],
      ends: 'regionBlocked',
    },
    {
      title: '[STATUS-03][STATUS-01] REFRESH on the region block asks again at once and finds it lifted',
      steps: [actorDone('fetchStatus', regionBlocked), events.REFRESH[0], actorDone('refreshStatus', normal)],
      ends: 'normal',
    },
    {
      title: '[STATUS-01][STATUS-03] a refresh that finds the region blocked leaves the normal page',
      steps: [actorDone('fetchStatus', normal), events.REFRESH[0], actorDone('refreshStatus', regionBlocked)],
      ends: 'regionBlocked',
    },
  ],
});
