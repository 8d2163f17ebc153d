import type { SubmitCall } from '../../../app/useSubmission';
import { useCentre } from '../CentreContext';
import { useSubmission } from '../../../app/useMachines';

/**
 * One claim button (a reward, a mission, the rebate). The payload is what is claimed, so
 * pressing again after a lost answer reuses the idempotency key and the server pays once.
 * After the money moved, the centre reloads the header balance and the red badges and
 * the page reloads its list; a claim refused as `invalid_state` (claimed in another tab,
 * expired meanwhile) reloads the list too, so the card shows why.
 */
export function useClaim<P, R>(claim: SubmitCall<P, R>, reload: () => void) {
  const { refresh } = useCentre();
  return useSubmission<P, R>(async (payload, key, options) => {
    try {
      const answer = await claim(payload, key, options);
      refresh();
      reload();
      return answer;
    } catch (error) {
      if ((error as { errorCode?: string }).errorCode === 'invalid_state') reload();
      throw error;
    }
  });
}
