import { SIGN_IN_MESSAGE, SIGN_IN_POPUP } from '../../server/shared/signIn';
import { SIGN_IN_POPUP_POLL_MS } from '../../server/shared/timing';
import type { SignInStarted } from '../../server/shared/wire/accounts';
import { ApiError } from '../api/client';

// The browser's half of third-party sign-in (spec section 7): a popup opened at once (a
// popup opened later than the click is blocked), sent to the provider once the server has
// started the attempt, and watched until the page it ends on says the provider answered
// (public/sign-in-complete.js: a message from this origin only) or the member closes it
// (popup_closed_by_user). Then the attempt is finished, and the popup closed.

const closedByUser = () => new ApiError('popup_closed_by_user', '', 0);

function openPopup(): Window | null {
  const { width, height } = SIGN_IN_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  // No address: the popup's first, empty page then takes no opener policy of ours, so going
  // on to the provider's pages does not cut it off from this page.
  return window.open('', 'portal-sign-in', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

/** Resolves when the popup's last page says the provider answered; rejects when it is closed first. */
function providerAnswered(popup: Window, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      // Only our own page in that very popup may say so.
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if ((event.data as { type?: unknown } | null)?.type !== SIGN_IN_MESSAGE) return;
      stop();
      resolve();
    };
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      stop();
      reject(closedByUser());
    }, SIGN_IN_POPUP_POLL_MS);
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
    };
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * Signs in through a provider's popup: `start` opens the attempt on the server, `finish`
 * completes it with its id. Called from the click (the popup opens before anything awaits).
 */
export async function throughProviderPopup<T>(
  start: (signal?: AbortSignal) => Promise<SignInStarted>,
  finish: (attemptId: string, signal?: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const popup = openPopup();
  // A blocked popup never opened: for the member it is the same as one closed.
  if (!popup) throw closedByUser();
  try {
    const started = await start(signal);
    if (popup.closed) throw closedByUser();
    popup.location.href = started.authorizationUrl;
    await providerAnswered(popup, signal);
    return await finish(started.attemptId, signal);
  } finally {
    if (!popup.closed) popup.close();
  }
}
