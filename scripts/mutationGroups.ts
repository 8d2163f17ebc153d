// The groups `npm run test:mutation` runs (scripts/mutation.ts), apart from Stryker so a test can
// hold them to machines/: every module there is mutated by exactly one group.
import { machineNames } from '../test/model/registry';

export interface Group {
  name: string;
  /** Files whose mutants this group scores. */
  mutate: string[];
  /** Machines whose model paths run (MODEL_MACHINES). */
  machines: string[];
  /** Other test files that exercise the files. */
  tests: string[];
  /** Counted in the machines' score. */
  machinesScore: boolean;
}

/**
 * Node tests of what a machine file exports besides the machine (the view helpers the page
 * calls and the machine does not) or of what its model cannot see (a child telling its
 * parent), run with that machine's model paths.
 */
const MACHINE_TESTS: Record<string, string[]> = {
  lotteryBoard: ['test/views/lottery/boardFilters.test.ts'],
  jackpot: ['test/views/lobby/jackpotStart.test.ts'],
  smsCountdown: ['test/views/smsCountdownParent.test.ts'],
  notice: ['test/views/noticeReload.test.ts'],
  bannerCarousel: ['test/views/bannerTiming.test.ts'],
  submission: ['test/views/submissionRandomKeys.test.ts'],
  withdrawalConfirmation: ['test/views/withdrawalConfirmationKeys.test.ts'],
  contactBinding: ['test/views/contactBindingRules.test.ts'],
  register: ['test/views/registerSwitches.test.ts', 'test/views/registerRequest.test.ts'],
  login: ['test/views/loginRefusals.test.ts'],
  contractOffer: ['test/views/contractOfferRules.test.ts'],
  adjustmentForm: ['test/views/backoffice/adjustmentDraft.test.ts'],
};

/** The helpers in machines/ that are not machines, with the machines that use them. */
const MACHINE_HELPERS: Group[] = [
  {
    name: 'formRules',
    mutate: ['machines/formRules.ts', 'machines/flowErrors.ts'],
    machines: ['login', 'register', 'forgotPassword', 'changePassword', 'contactBinding', 'withdrawalConfirmation'],
    tests: ['test/views/formRules.test.ts'],
    machinesScore: true,
  },
  {
    name: 'house',
    mutate: ['machines/houseRound.ts', 'machines/houseRules.ts'],
    machines: ['houseDice', 'houseSlot'],
    tests: ['test/views/houseRules.test.ts', 'test/views/houseKeys.test.ts'],
    machinesScore: true,
  },
  { name: 'centrePages', mutate: ['machines/centrePages.ts'], machines: ['personalCentre', 'agentCentre'], tests: [], machinesScore: true },
  { name: 'phoneProvider', mutate: ['machines/phoneProvider.ts'], machines: ['login', 'register'], tests: [], machinesScore: true },
];

/** The shared rule modules, with the tests that hold them to the spec on both sides. */
const SHARED: Group = {
  name: 'shared',
  mutate: ['server/shared/*Rules.ts', 'server/shared/age.ts', 'server/shared/accountTypes.ts', 'server/shared/timing.ts'],
  machines: [],
  tests: ['test/unit/**/*.test.ts', 'test/server/ruleParity*.test.ts'],
  machinesScore: false,
};

export function groups(): Group[] {
  const machines = machineNames().map((name) => ({
    name,
    mutate: [`machines/${name}.machine.ts`],
    machines: [name],
    tests: MACHINE_TESTS[name] ?? [],
    machinesScore: true,
  }));
  return [...machines, ...MACHINE_HELPERS, SHARED];
}
