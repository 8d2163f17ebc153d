import type { Messages } from '../../machines/locale.machine';
import { DEFAULT_LOCALE } from './locales';

// Areas of the app with catalogues of their own (`messages/<area>/<lang>.json`), loaded
// with the area's chunk instead of with the home page: English first, the reader's
// language over it, like the core catalogue.
const loaders = import.meta.glob<{ default: Messages }>('./messages/*/*.json');

export async function loadAreaMessages(area: string, locale: string): Promise<Messages> {
  const english = loaders[`./messages/${area}/${DEFAULT_LOCALE}.json`];
  if (!english) throw new Error(`no catalogue for the area "${area}"`);
  const own = locale === DEFAULT_LOCALE ? undefined : loaders[`./messages/${area}/${locale}.json`];
  const [base, translated] = await Promise.all([english(), own?.()]);
  return { ...base.default, ...(translated?.default ?? {}) };
}
