import type { Messages } from '../../machines/locale.machine';
import type { ErrorCatalogue } from '../../server/shared/errors/catalogue';

// The other languages' catalogues: one lazily loaded chunk per file that exists, and this
// module (with the list of them all) loaded only when a language other than English is asked
// for, so an English first visit carries none of it. Error messages come from the catalogue the
// server answers with (server/shared/errors/<lang>.json), a chunk of their own.
const loaders = import.meta.glob<{ default: Messages }>(['./messages/*.json', '!./messages/en.json', '!./messages/*.descriptions.json']);
const errorLoaders = import.meta.glob<{ default: Partial<ErrorCatalogue> }>(['../../server/shared/errors/*.json', '!../../server/shared/errors/en.json']);

/** A language's own messages and error messages, each undefined when it has no file. */
export async function translatedCatalogues(locale: string): Promise<{ messages?: Messages; errors?: Partial<ErrorCatalogue> }> {
  const load = loaders[`./messages/${locale}.json`];
  const loadErrors = errorLoaders[`../../server/shared/errors/${locale}.json`];
  const [messages, errors] = await Promise.all([load?.().then((m) => m.default), loadErrors?.().then((m) => m.default)]);
  return { messages, errors };
}
