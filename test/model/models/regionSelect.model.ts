import { regionSelectMachine } from '../../../machines/regionSelect.machine';
import { ApiError } from '../../../src/api/client';
import type { Region } from '../../../src/api/system';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

export const regions: Region[] = [
  { country: 'NG', countryName: 'Nigeria', currency: 'NGN', merchantCode: 'NG', langList: [{ code: 'en', name: 'English' }] },
  { country: 'AU', countryName: 'Australia', currency: 'AUD', merchantCode: 'AU', langList: [{ code: 'en', name: 'English' }] },
];
const offline = new ApiError('network_abnormal', '', 0);
const LOAD = '0.regionSelect.loading';

const events = {
  CHECK: [
    { type: 'CHECK', countryCode: null, allowedCountries: ['NG'] },
    { type: 'CHECK', countryCode: 'NG', allowedCountries: ['NG'] },
    { type: 'CHECK', countryCode: 'AU', allowedCountries: ['NG'] },
  ],
  OPEN: [{ type: 'OPEN' }],
  CLOSE: [{ type: 'CLOSE' }],
  RETRY: [{ type: 'RETRY' }],
  SELECT: [
    { type: 'SELECT', country: 'NG', language: 'en' },
    { type: 'SELECT', country: 'AU', language: 'en' },
    { type: 'SELECT', country: 'NG', language: 'xx' },
  ],
  SUBMIT: [{ type: 'SUBMIT' }],
} satisfies EventFixtures<typeof regionSelectMachine>;

const actors = {
  loadRegions: { done: [regions], error: [offline] },
} satisfies ActorFixtures<typeof regionSelectMachine>;

export default defineModel(regionSelectMachine, {
  events,
  actors,
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
      title: 'a returning visitor is not asked again',
      input: 'returning',
      steps: [events.CHECK[2]],
      ends: 'closed [regions=false country=null chosen="NG"]',
    },
  ],
});
