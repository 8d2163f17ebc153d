import { createContext, useContext } from 'react';
import type { Member } from '../../../server/shared/wire/accounts';
import type { CentrePage } from '../../../machines/centrePages';
import type { SignInProvider } from '../../../server/shared/signIn';

/** What every page of the personal centre may use from the overlay around it. */
export interface CentreApi {
  /** The signed-in member as the session holds it (balance, currency symbol, contacts). */
  member: Member;
  /** After anything that moves money or changes the profile: reloads the member (header balance) and the badges. */
  refresh(): void;
  /** Opens another page of the centre. */
  go(page: CentrePage): void;
  /** The third-party sign-in the merchant offers (the status's signInProviders), to link under my account. */
  signInProviders: readonly SignInProvider[];
}

export const CentreContext = createContext<CentreApi | null>(null);

export function useCentre(): CentreApi {
  const api = useContext(CentreContext);
  if (!api) throw new Error('useCentre is used outside the personal centre');
  return api;
}
