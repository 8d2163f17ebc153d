import { fromPromise } from 'xstate';
import { contractOfferMachine, type AnswerOfferInput, type SendOfferInput } from '../../machines/contractOffer.machine';
import type { Contract } from '../../server/shared/wire/agent';
import { acceptContract, fetchContracts, offerContract, rejectContract } from '../api/agent';
import { ApiError } from '../api/client';

// The agent centre's contract offers: the machine with its calls supplied. Only the pieces
// that show a contract (ContractOfferPanel, ContractReview) import this module, so it loads
// with the salary and team pages, never with the home page or the centre's frame. Every call
// gets the signal of the state that started it: closing the panel cancels it.

/** One contract read again (it may have been answered, replaced or withdrawn meanwhile). */
async function loadContract(id: string, signal: AbortSignal): Promise<Contract> {
  const { mine, offered } = await fetchContracts({ status: 'history' }, { signal });
  const found = [...mine, ...offered].find((c) => c.id === id);
  if (!found) throw new ApiError('not_found', '', 404);
  return found;
}

/** A contract offer: the upline sends it, the downline accepts or rejects it; either side reads it again. */
export const contractOfferLogic = contractOfferMachine.provide({
  actors: {
    sendOffer: fromPromise(({ input, signal }: { input: SendOfferInput; signal: AbortSignal }) => offerContract(input.account, input.terms, { signal })),
    answerOffer: fromPromise(({ input, signal }: { input: AnswerOfferInput; signal: AbortSignal }) =>
      input.decision === 'accept' ? acceptContract(input.id, { signal }) : rejectContract(input.id, { signal }),
    ),
    loadOffer: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => loadContract(input.id, signal)),
  },
});
