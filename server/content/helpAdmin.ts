// The back office's help articles: one article per topic, for every merchant or for one,
// stored as a row per language (English the fallback; server/content/contentPages.ts serves
// them to players). Saving writes the English and every translation together; a translation
// is a whole article (title and body). Each change is audited with before and after.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { HelpArticlesTable } from '../db/tables/content';
import { ApiFailure } from '../http/envelope';
import type { Actor } from '../operator/operator';
import type { AdminHelpArticle, HelpInput, HelpListQuery, HelpParams } from '../shared/wire/backofficePromotions';
import type { HELP_TOPICS } from '../shared/wire/content';
import { auditedChange, cleanTranslations, filtered, merchantExists, pageOfRows } from './translatedContent';

type Row = Selectable<HelpArticlesTable>;
type Conn = Kysely<Database> | Transaction<Database>;

const scopeOf = (merchantCode: string | null) => merchantCode ?? '';

/** The article of a topic from its rows: the English one and the others as translations. */
function articleOf(english: Row, rows: readonly Row[]): AdminHelpArticle {
  const translations: AdminHelpArticle['translations'] = {};
  for (const r of rows) if (r.language !== 'en') translations[r.language] = { title: r.title, body: r.body };
  return { merchantCode: english.merchant_code, topic: english.topic as (typeof HELP_TOPICS)[number], title: english.title, body: english.body, translations, sortOrder: english.sort_order, active: english.active };
}

function rowsOf(conn: Conn, merchantCode: string | null, topic: string) {
  return conn.selectFrom('help_articles').selectAll().where(sql<string>`coalesce(merchant_code, '')`, '=', scopeOf(merchantCode)).where('topic', '=', topic);
}

export function createHelpAdminService(db: Kysely<Database>) {
  async function find(conn: Conn, merchantCode: string | null, topic: string, lock = false): Promise<AdminHelpArticle | undefined> {
    const q = rowsOf(conn, merchantCode, topic);
    const rows = await (lock ? q.forUpdate() : q).execute();
    const english = rows.find((r) => r.language === 'en');
    return english ? articleOf(english, rows) : undefined;
  }

  return {
    /** Every merchant's articles first, then by merchant, place and topic; filtered by merchant, status and topic. */
    async list(query: HelpListQuery) {
      let base = filtered(db.selectFrom('help_articles'), query).where('language', '=', 'en');
      if (query.topic) base = base.where('topic', '=', query.topic);
      const englishPage = await pageOfRows(base, query.page, (q) => q.orderBy(sql`coalesce(merchant_code, '')`).orderBy('sort_order').orderBy('topic'), (r: Row) => r);
      const items = await Promise.all(englishPage.items.map(async (english) => articleOf(english, await rowsOf(db, english.merchant_code, english.topic).execute())));
      return { ...englishPage, items };
    },

    /** Writes a topic's article (creates it when there is none): the English and each translation, published or not. */
    async save(where: HelpParams, input: HelpInput, actor: Actor): Promise<AdminHelpArticle> {
      const merchantCode = where.scope === 'all' ? null : where.scope;
      await merchantExists(db, merchantCode);
      const translations = cleanTranslations(input.translations);
      const blank = [...(input.body.trim() ? [] : ['/body']), ...Object.keys(input.translations).filter((language) => !translations[language]?.body).map((language) => `/translations/${language}/body`)];
      if (blank.length > 0) throw new ApiFailure('bad_request', { issues: blank.map((path) => ({ in: 'body', path, rule: 'required' })) });
      return auditedChange(db, actor, {
        action: (before) => (before ? 'help.update' : 'help.create'),
        subject: () => ({ merchantCode, topic: where.topic }),
        read: (trx) => find(trx, merchantCode, where.topic, true),
        write: async (trx) => {
          await trx.deleteFrom('help_articles').where(sql<string>`coalesce(merchant_code, '')`, '=', scopeOf(merchantCode)).where('topic', '=', where.topic).execute();
          const languages = [['en', { title: input.title, body: input.body }] as const, ...Object.entries(translations)];
          await trx
            .insertInto('help_articles')
            .values(languages.map(([language, t]) => ({ merchant_code: merchantCode, topic: where.topic, language, title: t.title!.trim(), body: t.body!.trim(), sort_order: input.sortOrder, active: input.active })))
            .execute();
          return (await find(trx, merchantCode, where.topic))!;
        },
      });
    },
  };
}

export type HelpAdminService = ReturnType<typeof createHelpAdminService>;
