import { storage } from '../storage/storage';
import { resolveLocale } from '../../server/shared/languages';

// Who is asking, as the spec's game calls name it (merchant code and language). What
// the browser stored is checked first, so a stale or edited value never turns a call
// into a refusal: an odd merchant code is left out (the server uses its default), an
// unknown language becomes the default one.
export function callerContext(): { merchant?: string; language: string } {
  const merchant = storage.merchant();
  return { ...(/^[A-Z0-9_]{1,16}$/.test(merchant) ? { merchant } : {}), language: resolveLocale(storage.language()) };
}
