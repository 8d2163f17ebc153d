// What the back office's translated content shares on the server (notices, banners,
// promotions, help articles): translations stored as { language: { field: text } } with empty
// fields left out (a language shows the English there), lists paged by merchant and status,
// and each change written with its audit entry (before and after) in one transaction.
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Actor } from '../operator/operator';
import { writeAudit } from '../platform/audit';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { ContentListQuery } from '../shared/wire/backofficeContent';

export type Translations = Record<string, Record<string, string>>;

/** The translations as stored: languages and fields with words only (an emptied field shows the English). */
export function cleanTranslations(input: Record<string, Record<string, string | undefined> | undefined>): Translations {
  const out: Translations = {};
  for (const [language, fields] of Object.entries(input)) {
    const kept = Object.entries(fields ?? {})
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([field, words]) => [field, words.trim()]);
    if (kept.length > 0) out[language] = Object.fromEntries(kept);
  }
  return out;
}

/** A row's stored translations (jsonb, or text on a driver that gives it back as text). */
export const storedTranslations = (stored: unknown): Translations => (typeof stored === 'string' ? (JSON.parse(stored) as Translations) : ((stored ?? {}) as Translations));

/** Refuses a merchant code no merchant has (null is every merchant). */
export async function merchantExists(db: Kysely<Database>, code: string | null): Promise<void> {
  if (code === null) return;
  const found = await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!found) throw new ApiFailure('not_found', { issues: [{ in: 'body', path: '/merchantCode', rule: 'unknown_merchant' }] });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<Database, any, object>;

/** The list's filters every piece of content shares: one merchant's (with every merchant's), published or not. */
export function filtered<Q extends AnyQuery>(base: Q, query: Pick<ContentListQuery, 'merchantCode' | 'status'>): Q {
  let q = base;
  if (query.merchantCode) q = q.where((eb) => eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', query.merchantCode!.toUpperCase())])) as Q;
  if (query.status) q = q.where('active', '=', query.status === 'published') as Q;
  return q;
}

/** One page of a filtered list: its total, then the page's rows in the order given. */
export async function pageOfRows<T>(base: AnyQuery, pageNo: number, order: (q: AnyQuery) => AnyQuery, map: (row: never) => T): Promise<Page<T>> {
  const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await order(base.selectAll()).limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute();
  return page(rows.map((r) => map(r as never)), pageNo, total);
}

/**
 * A change to one row of content with its audit entry, in one transaction: `read` finds what
 * was there (under a lock), `write` makes the change; the entry names
 * what changed (`subject`) and carries both.
 */
export async function auditedChange<T>(
  db: Kysely<Database>,
  actor: Actor,
  change: { action: string | ((before: T | undefined) => string); subject: (after: T) => Record<string, unknown>; read?: (trx: Transaction<Database>) => Promise<T | undefined>; write: (trx: Transaction<Database>, before: T | undefined) => Promise<T> },
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const before = change.read ? await change.read(trx) : undefined;
    const after = await change.write(trx, before);
    await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: typeof change.action === 'string' ? change.action : change.action(before), details: { ...change.subject(after), ...(before !== undefined ? { before } : {}), after } });
    return after;
  });
}
