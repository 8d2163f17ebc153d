// The lobby's filters, shared by the server (the query's bounds and choices) and the
// game-list machine (which offers exactly these and cuts a search to the bound, so a
// request is never refused).

/** The minimum-bet filter's choices (spec section 3, the hall). */
export const MIN_BET_CHOICES = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBetChoice = (typeof MIN_BET_CHOICES)[number];

/** The longest name search, in characters. */
export const MAX_SEARCH_LENGTH = 64;
