import { submissionMachine } from '../../../machines/submission.machine';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const refused = new ApiError('insufficient_funds', 'Insufficient funds', 400, { wallet: 'main', balance: '10.00' });

const events = {
  SUBMIT: [
    { type: 'SUBMIT', payload: { amount: '100.00' } },
    { type: 'SUBMIT', payload: { amount: '' } },
  ],
  RESET: [{ type: 'RESET' }],
} satisfies EventFixtures<typeof submissionMachine>;

const actors = {
  submit: { done: [{ transferId: 'j1' }], error: [offline, refused] },
} satisfies ActorFixtures<typeof submissionMachine>;

const amountRequired = (payload: unknown) => ((payload as { amount?: string }).amount ? null : 'amountRequired');

export default defineModel(submissionMachine, {
  events,
  actors,
  serializeState: (s) => stateKey(s, { problem: s.context.problem, errorCode: s.context.errorCode }),
  inputs: { checked: { validate: amountRequired } },
  journeys: [
    {
      title: 'an empty amount is refused before sending; a filled one is sent and succeeds',
      steps: [events.SUBMIT[1], events.SUBMIT[0], actorDone('submit', { transferId: 'j1' })],
      ends: 'succeeded [problem=null errorCode=null]',
    },
    {
      title: 'a refusal shows the server error; sending again after the network failed succeeds',
      steps: [events.SUBMIT[0], actorError('submit', refused), events.SUBMIT[0], actorError('submit', offline), events.SUBMIT[0], actorDone('submit', { transferId: 'j1' })],
      ends: 'succeeded [problem=null errorCode=null]',
    },
  ],
});
