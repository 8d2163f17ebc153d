import { fetchRecentGames, fetchWinners } from '../api/homeContent';

// The home page's own data, asked with the signal of the load under way, so leaving the
// page (or a new language) cancels the request.

/** The logged-in member's recently played games. */
export const loadRecentGames = (_: undefined, { signal }: { signal: AbortSignal }) => fetchRecentGames({ signal });

/** The latest real wins, in the reader's language. */
export const loadWinners = (language: string, { signal }: { signal: AbortSignal }) => fetchWinners(language, { signal });
