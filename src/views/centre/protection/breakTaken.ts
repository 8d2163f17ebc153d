import type { BreakKind } from '../../../../server/shared/playerProtection';

/** What the login page says after a break was taken: carried in the navigation's state. */
export interface BreakTaken {
  kind: BreakKind;
  /** null: an indefinite exclusion. */
  until: string | null;
}

export const breakTakenState = (taken: BreakTaken) => ({ breakTaken: taken });

/** The break a navigation's state carries, when it is whole. */
export function breakTakenOf(state: unknown): BreakTaken | null {
  const taken = (state as { breakTaken?: Partial<BreakTaken> } | null)?.breakTaken;
  if (!taken || (taken.kind !== 'time_out' && taken.kind !== 'exclusion')) return null;
  return { kind: taken.kind, until: typeof taken.until === 'string' ? taken.until : null };
}
