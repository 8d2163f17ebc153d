import { fromPromise } from 'xstate';
import { contactBindingMachine } from '../../machines/contactBinding.machine';
import { personalCentreMachine } from '../../machines/personalCentre.machine';
import { withdrawalConfirmationMachine, type ProofFile } from '../../machines/withdrawalConfirmation.machine';
import { fetchBadges } from '../api/badges';
import { bindContact, sendBindCode } from '../api/profile';
import { confirmWithdrawal, fetchWithdrawal } from '../api/withdrawals';

// The personal centre's machine with its call supplied; it loads with the centre's chunk.
// The view adds only what belongs to the page around it (the address, the session).

/** The overlay: its red counts load with the signal of the state that asked, so closing the centre cancels them. */
export const personalCentreLogic = personalCentreMachine.provide({
  actors: { loadBadges: fromPromise(({ signal }) => fetchBadges({ signal })) },
});

/** Linking a mobile number or an e-mail address with a code (securityCenter). */
export const contactBindingLogic = contactBindingMachine.provide({
  actors: {
    sendCode: fromPromise(({ input, signal }) => sendBindCode(input.channel, input.destination, { signal })),
    bind: fromPromise(({ input, signal }) => bindContact(input.channel, input.destination, input.verificationCode, { signal })),
  },
});

/** A paid withdrawal of the list: confirm it was received, or dispute it with proofs. */
export const withdrawalConfirmationLogic = withdrawalConfirmationMachine.provide({
  actors: {
    load: fromPromise(async ({ input, signal }: { input: { id: string }; signal: AbortSignal }) => ({
      withdrawal: await fetchWithdrawal(input.id, { signal }),
      now: Date.now(),
    })),
    confirm: fromPromise(({ input, signal }: { input: { id: string; key: string }; signal: AbortSignal }) =>
      confirmWithdrawal(input.id, { received: true }, input.key, { signal }),
    ),
    // The card only ever adds the Files the picker gave it.
    dispute: fromPromise(({ input, signal }: { input: { id: string; key: string; proofs: ProofFile[] }; signal: AbortSignal }) =>
      confirmWithdrawal(input.id, { received: false, proofs: input.proofs as File[] }, input.key, { signal }),
    ),
  },
});
