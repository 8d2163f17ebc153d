import { assign, fromPromise, setup } from 'xstate';
import type { Region } from '../server/shared/wire/system';

/**
 * The region modal (spec sections 2 and 4): a list of countries, each with its
 * languages; the visitor picks one country and language pair and submits. It opens
 * by itself when the visitor's country is unknown or not allowed for the merchant
 * and no region was chosen before. Submitting a country of another merchant
 * switches merchant (the app stores the code, clears the session and reloads to /);
 * otherwise only the language changes.
 */
export interface RegionSelectInput {
  /** The country the visitor chose before, if any. */
  chosenCountry: string | null;
  merchantCode: string;
  currentLanguage: string;
}

export interface RegionSelectContext extends RegionSelectInput {
  /** Where the system status places the visitor, and where the merchant serves. */
  countryCode: string | null;
  allowedCountries: string[];
  regions: Region[];
  /** The pair picked in the modal, not yet submitted. */
  country: string | null;
  language: string;
  retries: number;
  errorCode: string | null;
}

export type RegionSelectEvent =
  /** The system status is known: open by itself if the visitor's country needs a choice. */
  | { type: 'CHECK'; countryCode: string | null; allowedCountries: string[] }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'SELECT'; country: string; language: string }
  | { type: 'SUBMIT' };

export const REGION_MAX_RETRIES = 3;

const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

const regionOf = (context: RegionSelectContext, country: string | null) =>
  context.regions.find((r) => sameCode(r.country, country));

const selected = (context: RegionSelectContext) => regionOf(context, context.country);

/** Preselects where the visitor is now: the chosen or detected country, else the merchant's. */
function preselect(context: RegionSelectContext): Pick<RegionSelectContext, 'country' | 'language'> {
  const region =
    regionOf(context, context.chosenCountry) ??
    regionOf(context, context.countryCode) ??
    context.regions.find((r) => sameCode(r.merchantCode, context.merchantCode)) ??
    context.regions[0];
  if (!region) return { country: null, language: context.currentLanguage };
  const language =
    region.langList.find((l) => sameCode(l.code, context.currentLanguage))?.code ??
    region.langList[0]?.code ??
    context.currentLanguage;
  return { country: region.country, language };
}

export const regionSelectMachine = setup({
  types: {
    context: {} as RegionSelectContext,
    input: {} as RegionSelectInput,
    events: {} as RegionSelectEvent,
  },
  actors: {
    loadRegions: fromPromise<Region[]>(async () => {
      throw new Error('loadRegions is provided by the app');
    }),
  },
  actions: {
    rememberChoice: (_, _params: { country: string }) => {},
    changeLanguage: (_, _params: { locale: string }) => {},
    switchMerchant: (_, _params: { merchantCode: string; currency: string; locale: string }) => {},
    storeRegions: assign(({ context, event }) => {
      const regions = (event as unknown as { output: Region[] }).output;
      return { regions, retries: 0, errorCode: null, ...preselect({ ...context, regions }) };
    }),
    preselect: assign(({ context }) => preselect(context)),
    countFailure: assign({
      retries: ({ context }) => context.retries + 1,
      errorCode: ({ event }) => (event as unknown as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal',
    }),
    storeLocation: assign(({ context, event }) =>
      event.type === 'CHECK' ? { countryCode: event.countryCode, allowedCountries: event.allowedCountries } : context,
    ),
    storeChoice: assign(({ context }) => ({ chosenCountry: context.country, currentLanguage: context.language })),
    storeSelection: assign(({ context, event }) =>
      event.type === 'SELECT' ? { country: event.country, language: event.language } : context,
    ),
  },
  guards: {
    mustChoose: ({ context, event }) =>
      event.type === 'CHECK' &&
      !context.chosenCountry &&
      (!event.countryCode || !event.allowedCountries.some((c) => sameCode(c, event.countryCode))),
    hasRegions: ({ context }) => context.regions.length > 0,
    canRetry: ({ context }) => context.retries < REGION_MAX_RETRIES,
    isKnownPair: ({ context, event }) =>
      event.type === 'SELECT' &&
      !!regionOf(context, event.country)?.langList.some((l) => l.code === event.language),
    hasSelection: ({ context }) => !!selected(context),
    merchantDiffers: ({ context }) => {
      const region = selected(context);
      return !!region && !sameCode(region.merchantCode, context.merchantCode);
    },
  },
}).createMachine({
  id: 'regionSelect',
  context: ({ input }) => ({
    ...input,
    countryCode: null,
    allowedCountries: [],
    regions: [],
    country: null,
    language: input.currentLanguage,
    retries: 0,
    errorCode: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        CHECK: [{ guard: 'mustChoose', target: 'loading', actions: 'storeLocation' }, { actions: 'storeLocation' }],
        OPEN: [{ guard: 'hasRegions', target: 'open', actions: 'preselect' }, { target: 'loading' }],
      },
    },
    loading: {
      invoke: {
        src: 'loadRegions',
        onDone: { target: 'open', actions: 'storeRegions' },
        onError: { target: 'failed', actions: 'countFailure' },
      },
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: {
        RETRY: { guard: 'canRetry', target: 'loading' },
        CLOSE: 'closed',
      },
    },
    open: {
      on: {
        SELECT: { guard: 'isKnownPair', actions: 'storeSelection' },
        SUBMIT: [
          {
            guard: 'merchantDiffers',
            target: 'switching',
            actions: [
              { type: 'rememberChoice', params: ({ context }) => ({ country: context.country! }) },
              {
                type: 'switchMerchant',
                params: ({ context }) => {
                  const region = selected(context)!;
                  return { merchantCode: region.merchantCode, currency: region.currency, locale: context.language };
                },
              },
            ],
          },
          {
            guard: 'hasSelection',
            target: 'closed',
            actions: [
              { type: 'rememberChoice', params: ({ context }) => ({ country: context.country! }) },
              { type: 'changeLanguage', params: ({ context }) => ({ locale: context.language }) },
              'storeChoice',
            ],
          },
        ],
        CLOSE: 'closed',
      },
    },
    /** The app reloads the page on the new merchant; nothing follows here. */
    switching: { type: 'final' },
  },
});
