import { REGION_MAX_RETRIES, type RegionSelectContext, type RegionSelectInput, regionSelectMachine } from '../../../machines/regionSelect.machine';
import { ApiError } from '../../../src/api/client';
import type { Region } from '../../../src/api/system';
import type { Expectations, Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

export const regions: Region[] = [
  { country: 'NG', countryName: 'Nigeria', currency: 'NGN', merchantCode: 'NG', langList: [{ code: 'en', name: 'English' }] },
  { country: 'AU', countryName: 'Australia', currency: 'AUD', merchantCode: 'AU', langList: [{ code: 'en', name: 'English' }] },
];
/**
 * Another operator's list: codes in lower case (they are matched ignoring case), Vietnam
 * first with Vietnamese before English, and a country without languages.
 */
export const otherRegions: Region[] = [
  { country: 'vn', countryName: 'Vietnam', currency: 'VND', merchantCode: 'vn', langList: [{ code: 'vi', name: 'Tiếng Việt' }, { code: 'EN', name: 'English' }] },
  { country: 'ng', countryName: 'Nigeria', currency: 'NGN', merchantCode: 'ng', langList: [{ code: 'yo', name: 'Yorùbá' }] },
  { country: 'AU', countryName: 'Australia', currency: 'AUD', merchantCode: 'AU', langList: [] },
];
const offline = new ApiError('network_abnormal', '', 0);
const thrown = new TypeError('Failed to fetch');
const LOAD = '0.regionSelect.loading';

const events = {
  CHECK: [
    { type: 'CHECK', countryCode: null, allowedCountries: ['NG'] },
    { type: 'CHECK', countryCode: 'NG', allowedCountries: ['NG'] },
    { type: 'CHECK', countryCode: 'AU', allowedCountries: ['NG'] },
    // Codes compare ignoring case: a lower-case allowed country needs no choice.
    { type: 'CHECK', countryCode: 'au', allowedCountries: ['NG', 'AU'] },
    { type: 'CHECK', countryCode: 'VN', allowedCountries: ['NG'] },
  ],
  OPEN: [{ type: 'OPEN' }],
  CLOSE: [{ type: 'CLOSE' }],
  RETRY: [{ type: 'RETRY' }],
  SELECT: [
    { type: 'SELECT', country: 'NG', language: 'en' },
    { type: 'SELECT', country: 'AU', language: 'en' },
    { type: 'SELECT', country: 'NG', language: 'xx' },
    { type: 'SELECT', country: 'vn', language: 'vi' },
  ],
  SUBMIT: [{ type: 'SUBMIT' }],
} satisfies EventFixtures<typeof regionSelectMachine>;

const actors = {
  // A list that fails without a reason counts as the network's failure.
  loadRegions: { done: [regions, otherRegions, []], error: [offline, thrown, undefined] },
} satisfies ActorFixtures<typeof regionSelectMachine>;

// ---------------------------------------------------------------------------------------
// The oracle (spec sections 2 and 4, SHELL-65 .. SHELL-68), replayed from the steps.

type T = Trace<typeof regionSelectMachine>;
const valueOf = (key: string | undefined) => key?.split(' [')[0];
/** Country, merchant and language codes are the same ignoring case. */
const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toUpperCase() === b.toUpperCase();
const find = (regions: readonly Region[], country: string | null) => regions.find((r) => same(r.country, country));

/**
 * The pair the modal opens with: where the visitor is (the country chosen before, else the
 * detected one), else the merchant's own country, else the first listed; in the language
 * shown now when that country offers it, else its first language.
 */
function preselected(c: RegionSelectContext): Pick<RegionSelectContext, 'country' | 'language'> {
  const region = find(c.regions, c.chosenCountry) ?? find(c.regions, c.countryCode) ?? c.regions.find((r) => same(r.merchantCode, c.merchantCode)) ?? c.regions[0];
  if (!region) return { country: null, language: c.currentLanguage };
  const language = region.langList.find((l) => same(l.code, c.currentLanguage)) ?? region.langList[0];
  return { country: region.country, language: language?.code ?? c.currentLanguage };
}

interface Replay {
  context: RegionSelectContext;
  counts: Record<'storeRegions' | 'preselect' | 'countFailure' | 'storeLocation' | 'storeChoice' | 'storeSelection', number>;
  remembered: { country: string }[];
  languages: { locale: string }[];
  switches: { merchantCode: string; currency: string; locale: string }[];
}

function replay(t: T): Replay {
  const input = t.input as RegionSelectInput;
  const r: Replay = {
    context: { ...input, countryCode: null, allowedCountries: [], regions: [], country: null, language: input.currentLanguage, retries: 0, errorCode: null },
    counts: { storeRegions: 0, preselect: 0, countFailure: 0, storeLocation: 0, storeChoice: 0, storeSelection: 0 },
    remembered: [],
    languages: [],
    switches: [],
  };
  const change = (action: keyof Replay['counts'], next: Partial<RegionSelectContext>) => {
    r.counts[action]++;
    r.context = { ...r.context, ...next };
  };
  t.steps.forEach((step, i) => {
    const before = valueOf(t.steps[i - 1]?.key);
    const c = r.context;
    const event = step.event as { countryCode?: string | null; allowedCountries?: string[]; country?: string; language?: string; output?: Region[]; error?: { errorCode?: string } };
    switch (step.label) {
      case 'CHECK':
        // Where the system status places the visitor, remembered while the modal is shut.
        if (before === 'closed') change('storeLocation', { countryCode: event.countryCode!, allowedCountries: event.allowedCountries! });
        break;
      case 'OPEN':
        if (before === 'closed' && c.regions.length > 0) change('preselect', preselected(c));
        break;
      case 'done: loadRegions':
        change('storeRegions', { regions: event.output!, retries: 0, errorCode: null, ...preselected({ ...c, regions: event.output! }) });
        break;
      case 'error: loadRegions':
        change('countFailure', { retries: c.retries + 1, errorCode: event.error?.errorCode ?? 'network_abnormal' });
        break;
      case 'SELECT':
        // Only a pair the list offers can be picked (SHELL-66).
        if (before === 'open' && find(c.regions, event.country!)?.langList.some((l) => l.code === event.language)) {
          change('storeSelection', { country: event.country!, language: event.language! });
        }
        break;
      case 'SUBMIT': {
        const region = before === 'open' ? find(c.regions, c.country) : undefined;
        if (!region) break;
        r.remembered.push({ country: c.country! });
        // Another merchant's country switches merchant (the app reloads); else only the language changes.
        if (!same(region.merchantCode, c.merchantCode)) {
          r.switches.push({ merchantCode: region.merchantCode, currency: region.currency, locale: c.language });
        } else {
          r.languages.push({ locale: c.language });
          change('storeChoice', { chosenCountry: c.country, currentLanguage: c.language });
        }
        break;
      }
    }
  });
  return r;
}
const ctx = (t: T) => replay(t).context;
const count = (action: keyof Replay['counts']) => (t: T) => replay(t).counts[action];

const expectations: Expectations<typeof regionSelectMachine> = {
  context: {
    chosenCountry: (t) => ctx(t).chosenCountry,
    merchantCode: (t) => (t.input as RegionSelectInput).merchantCode,
    currentLanguage: (t) => ctx(t).currentLanguage,
    countryCode: (t) => ctx(t).countryCode,
    allowedCountries: (t) => ctx(t).allowedCountries,
    regions: (t) => t.output<Region[]>('loadRegions') ?? [],
    country: (t) => ctx(t).country,
    language: (t) => ctx(t).language,
    // Failures in a row since the list last loaded.
    retries: (t) => t.streak('error: loadRegions', 'done: loadRegions'),
    errorCode: (t) => ctx(t).errorCode,
  },
  actions: {
    rememberChoice: (t) => replay(t).remembered,
    changeLanguage: (t) => replay(t).languages,
    switchMerchant: (t) => replay(t).switches,
    storeRegions: count('storeRegions'),
    preselect: count('preselect'),
    countFailure: count('countFailure'),
    storeLocation: count('storeLocation'),
    storeChoice: count('storeChoice'),
    storeSelection: count('storeSelection'),
  },
  invokes: { loadRegions: () => undefined },
  // The machine finishes (a final state) exactly there: its parent reads that.
  done: (t) => t.in('switching'),
  delays: {},
  // A failed list shows the failure (with a retry while fewer than REGION_MAX_RETRIES failed).
  failures: { loadRegions: ({ from }) => `failed${from.slice(from.indexOf(' ['))}` },
  states: {
    failed: ({ context }) => {
      if (context.retries < 1 || context.retries > REGION_MAX_RETRIES) throw new Error(`${context.retries} failures shown`);
    },
  },
};

export default defineModel(regionSelectMachine, {
  events,
  actors,
  expect: expectations,
  inputs: {
    firstVisit: { chosenCountry: null, merchantCode: 'NG', currentLanguage: 'en' },
    returning: { chosenCountry: 'NG', merchantCode: 'NG', currentLanguage: 'en' },
  },
  // Whether the list is loaded, the picked country and a remembered choice decide
  // the guards; retry counts only stop retries.
  serializeState: (s) =>
    stateKey(s, {
      regions: s.context.regions.length > 0,
      country: s.context.country,
      chosen: s.context.chosenCountry,
    }),
  requirements: {
    'loading [regions=false country=null chosen=null]': ['SHELL-68'],
    'open [regions=true country="NG" chosen=null]': ['SHELL-65'],
    'open [regions=true country="AU" chosen=null]': ['SHELL-65', 'SHELL-66'],
  },
  journeys: [
    {
      title: '[SHELL-68][SHELL-65][SHELL-66] an unknown country opens the modal; picking Australia switches merchant',
      steps: [events.CHECK[0], actorDone(LOAD, regions), events.SELECT[1], events.SUBMIT[0]],
      ends: 'switching [regions=true country="AU" chosen=null]',
    },
    {
      title: '[SHELL-66] keeping Nigeria remembers the choice and closes the modal; a later check does not reopen it',
      steps: [events.CHECK[2], actorDone(LOAD, regions), events.SELECT[0], events.SUBMIT[0], events.CHECK[2]],
      ends: 'closed [regions=true country="NG" chosen="NG"]',
    },
    {
      title: '[SHELL-68] an allowed country keeps the modal closed until the flag button opens it',
      steps: [events.CHECK[1], events.OPEN[0], actorDone(LOAD, regions), events.CLOSE[0], events.OPEN[0]],
      ends: 'open [regions=true country="NG" chosen=null]',
    },
    {
      title: 'a failed region list can be retried three times, then only closed',
      steps: [
        events.CHECK[0],
        actorError(LOAD, offline),
        events.RETRY[0],
        actorError(LOAD, offline),
        events.RETRY[0],
        actorError(LOAD, offline),
        events.RETRY[0],
        events.CLOSE[0],
      ],
      ends: 'closed [regions=false country=null chosen=null]',
    },
    {
      title: '[SHELL-65] a pick closed without submitting is forgotten: the modal opens again on the preselected pair',
      steps: [events.CHECK[0], actorDone(LOAD, regions), events.SELECT[1], events.CLOSE[0], events.OPEN[0]],
      ends: 'open [regions=true country="NG" chosen=null]',
    },
    {
      title: 'the modal can be closed while the region list loads',
      steps: [events.CHECK[0], events.CLOSE[0]],
      ends: 'closed [regions=false country=null chosen=null]',
    },
    {
      title: 'after three failures RETRY asks no more',
      steps: [events.CHECK[0], actorError(LOAD, offline), events.RETRY[0], actorError(LOAD, offline), events.RETRY[0], actorError(LOAD, offline), events.RETRY[0]],
      ends: 'failed [regions=false country=null chosen=null]',
    },
    {
      title: '[SHELL-68] a country allowed under another case needs no choice',
      steps: [events.CHECK[3]],
      ends: 'closed [regions=false country=null chosen=null]',
    },
    {
      title: '[SHELL-65] a detected country without languages is preselected in the language shown',
      steps: [events.CHECK[2], actorDone(LOAD, otherRegions)],
      ends: 'open [regions=true country="AU" chosen=null]',
    },
    {
      title: '[SHELL-65] Vietnam is preselected in English, the language shown, though Vietnamese is listed first',
      steps: [events.CHECK[4], actorDone(LOAD, otherRegions)],
      ends: 'open [regions=true country="vn" chosen=null]',
    },
    {
      title: 'a returning visitor is not asked again',
      input: 'returning',
      steps: [events.CHECK[2]],
      ends: 'closed [regions=false country=null chosen="NG"]',
    },
  ],
});
