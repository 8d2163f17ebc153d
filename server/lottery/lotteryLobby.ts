// The lottery lobby (spec section 7: lottoArea, launchMode LOTT, device WEB, backUrl,
// language): the address of an area's lottery lobby. Our lobbies are the house boards
// (/vnlottery for VN, /lottery for SEA); the address carries where "back" leads and the
// reader's language. backUrl must stay on this portal: anything else would make the
// lobby an open redirect.
import { ApiFailure } from '../http/envelope';
import type { Language } from '../i18n/languages';

export { LAUNCH_MODES, LOBBY_DEVICES, LOTTO_AREAS, MAX_BACK_URL_LENGTH, type LottoArea } from '../shared/wire/lottery';
import type { LotteryLobby, LottoArea } from '../shared/wire/lottery';

/** The house lottery board of each area. */
export const LOBBY_PATHS: Record<LottoArea, string> = { VN: '/vnlottery', SEA: '/lottery' };

/**
 * backUrl as a path on this portal (`/lottery?vendor=X`), or null when it leads anywhere
 * else: it must be a path starting with a single '/', or an absolute address on `origin`.
 */
export function ownPath(backUrl: string, origin: string): string | null {
  // Backslashes and control characters are read as '/' or dropped by browsers: "/\evil.example".
  if (/[\\\u0000-\u001f\u007f]/.test(backUrl)) return null;
  const relative = backUrl.startsWith('/') && !backUrl.startsWith('//');
  const absolute = backUrl === origin || backUrl.startsWith(`${origin}/`);
  if (!relative && !absolute) return null;
  let url: URL;
  try {
    url = new URL(backUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LobbyRequest {
  lottoArea: LottoArea;
  backUrl: string;
  language: Language;
}

/** The lobby's address for the area; invalid_domain when backUrl is not on `origin`. */
export function lotteryLobby(request: LobbyRequest, origin: string): LotteryLobby {
  const back = ownPath(request.backUrl, origin);
  if (back === null) throw new ApiFailure('invalid_domain', { field: 'backUrl' });
  const query = new URLSearchParams({ backUrl: back, language: request.language });
  return { url: `${LOBBY_PATHS[request.lottoArea]}?${query}`, lottoArea: request.lottoArea, launchMode: 'LOTT' };
}
