// Operator content (promotions, help articles, points rewards, notices, banners) is
// seeded in the demo content's languages, served in the visitor's language with English
// as the fallback (also for a shipped language the content is not written in), and added
// once to a database seeded before it had them all.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BANNER_SEED } from '../../server/db/seed/banners';
import { addMissingTranslations, POINTS_REWARD_SEED, seedContentPages, VIP_LEVEL_SEED } from '../../server/db/seed/content';
import { HELP_SEED } from '../../server/db/seed/help';
import { NOTICE_SEED } from '../../server/db/seed/notices';
import { PROMOTION_SEED } from '../../server/db/seed/promotions';
import { CONTENT_LANGUAGES } from '../../server/db/seed/localized';
import type { VipLevel } from '../../server/shared/wire/points';
import { call, DB_KINDS, useApp, value, type TestApp } from './harness';

const OTHER = CONTENT_LANGUAGES.filter((l) => l !== 'en');
// Text in these languages is written in its own script: an English copy cannot pass.
const SCRIPT: Partial<Record<string, RegExp>> = { th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/, hi: /[\u0900-\u097F]/, bn: /[\u0980-\u09FF]/, ar: /[\u0600-\u06FF]/ };

type Translations = Record<string, Record<string, string> | undefined>;

/** Every non-English language present with every field, none an English copy. */
function expectTranslated(where: string, english: Record<string, string>, translations: unknown) {
  const byLang = translations as Translations;
  expect(Object.keys(byLang).sort(), where).toEqual([...OTHER].sort());
  for (const language of OTHER) {
    for (const [field, text] of Object.entries(english)) {
      const local = byLang[language]?.[field];
      expect(local, `${where} ${language}.${field}`).toBeTruthy();
      if (field === 'name' || field === 'title' || field === 'summary' || field === 'body' || field === 'content' || field === 'subtitle') {
        expect(local, `${where} ${language}.${field} copies English`).not.toBe(text);
      }
      const script = SCRIPT[language];
      if (script) expect(local, `${where} ${language}.${field} is not in its script`).toMatch(script);
    }
  }
}

async function seededContent(app: TestApp) {
  const db = app.store.db;
  return {
    promotions: await db.selectFrom('promotions').select(['id', 'title', 'summary', 'body', 'translations']).orderBy('id').execute(),
    rewards: await db.selectFrom('points_rewards').select(['merchant_code', 'name', 'translations']).orderBy('id').execute(),
    notices: await db.selectFrom('notices').select(['title', 'content', 'translations']).orderBy('id').execute(),
    banners: await db.selectFrom('banners').select(['title', 'subtitle', 'translations']).orderBy('id').execute(),
    help: await db.selectFrom('help_articles').select(['topic', 'language', 'title', 'body']).orderBy('topic').orderBy('language').execute(),
  };
}

describe.each(DB_KINDS)('operator content in every language on %s', (kind) => {
  const app = useApp(kind);

  it('[CONTENT-01][CONTENT-20][CONTENT-37][SHELL-43][SESSION-17] every seeded promotion, help article, reward, notice and banner is in every demo content language', async () => {
    const seeded = await seededContent(app());
    expect(seeded.promotions).toHaveLength(PROMOTION_SEED.length);
    for (const p of seeded.promotions) expectTranslated(`promotion ${p.id}`, { title: p.title, summary: p.summary, body: p.body }, p.translations);
    expect(seeded.rewards.length).toBeGreaterThanOrEqual(POINTS_REWARD_SEED.length);
    for (const r of seeded.rewards) expectTranslated(`reward ${r.name} (${r.merchant_code})`, { name: r.name }, r.translations);
    expect(seeded.notices).toHaveLength(NOTICE_SEED.length);
    for (const n of seeded.notices) expectTranslated(`notice ${n.title}`, { title: n.title, content: n.content }, n.translations);
    expect(seeded.banners).toHaveLength(BANNER_SEED.length);
    for (const b of seeded.banners) expectTranslated(`banner ${b.title}`, { title: b.title, subtitle: b.subtitle }, b.translations);
    for (const h of HELP_SEED) {
      const rows = seeded.help.filter((r) => r.topic === h.topic);
      expect(rows.map((r) => r.language).sort(), h.topic).toEqual([...CONTENT_LANGUAGES].sort());
      const english = rows.find((r) => r.language === 'en')!;
      for (const row of rows.filter((r) => r.language !== 'en')) {
        expect(row.title, `${h.topic} ${row.language}`).not.toBe(english.title);
        expect(row.body, `${h.topic} ${row.language}`).not.toBe(english.body);
        const script = SCRIPT[row.language];
        if (script) expect(row.body).toMatch(script);
      }
    }
  });

  it.each(CONTENT_LANGUAGES)('[CONTENT-01][CONTENT-20][CONTENT-37][SHELL-43] a visitor in %s gets promotions, help, notices and banners in that language', async (language) => {
    const headers = { 'accept-language': language };
    const promotions = await value<{ id: string; title: string; summary: string }[]>(app(), { url: '/api/promotions', headers });
    for (const seed of PROMOTION_SEED) {
      expect(promotions.find((p) => p.id === String(seed.id))).toMatchObject({ title: seed.text[language].title, summary: seed.text[language].summary });
    }
    const detail = await value<{ body: string }>(app(), { url: '/api/promotions/103', headers });
    expect(detail.body).toBe(PROMOTION_SEED.find((p) => p.id === 103)!.text[language].body);

    const help = await value<{ topic: string; title: string; body: string; language: string }[]>(app(), `/api/content/help?language=${language}`);
    expect(help.map((a) => [a.topic, a.title, a.language])).toEqual(HELP_SEED.map((h) => [h.topic, h.text[language].title, language]));

    const notices = await value<{ title: string; content: string }[]>(app(), { url: '/api/content/notices', headers });
    expect(notices.map((n) => n.title).sort()).toEqual(NOTICE_SEED.map((n) => n.text[language].title).sort());
    for (const n of NOTICE_SEED) expect(notices.find((x) => x.title === n.text[language].title)?.content).toBe(n.text[language].content);

    const banners = await value<{ title: string; url: string }[]>(app(), { url: '/api/content/banners?group=w_home', headers });
    expect(banners.map((b) => b.title)).toEqual(BANNER_SEED.filter((b) => b.group === 'w_home').map((b) => b.text[language].title));
    const image = await app().app.inject(banners[0]!.url);
    expect(image.statusCode).toBe(200);
    const subtitle = BANNER_SEED[0]!.text[language].subtitle;
    // The image draws the subtitle in that language (its first words, as it wraps long lines).
    expect(image.body).toContain(subtitle.split(' ')[0]!);
    // Its button (the first home banner links to a route) is in that language too.
    // Right to left the picture mirrors: its words end at the right edge, its art stands left.
    const mirrored = image.body.includes('text-anchor="start" direction="rtl"') && image.body.includes('translate(380 255)');
    expect(mirrored, `${language} banner mirrored`).toBe(language === 'ar');
    if (language === 'en') expect(banners[0]!.url).not.toContain('lang=');
    else expect([banners[0]!.url, image.body.includes('DISCOVER')]).toEqual([expect.stringContaining(`lang=${language}`), false]);
  });

  it.each(CONTENT_LANGUAGES)('[SHELL-10] the VIP levels are named in %s; an older database gets the names once', async (language) => {
    const levels = await value<VipLevel[]>(app(), { url: '/api/vip/levels', headers: { 'accept-language': language } });
    expect(levels.map((l) => [l.level, l.name])).toEqual(VIP_LEVEL_SEED.map((l) => [l.level, l.name[language]]));
    if (language !== 'vi') return;
    const db = app().store.db;
    await db.updateTable('vip_levels').set({ translations: '{}' }).execute();
    expect((await value<VipLevel[]>(app(), { url: '/api/vip/levels', headers: { 'accept-language': 'vi' } }))[0]!.name).toBe('Bronze');
    await app().store.db.transaction().execute((trx) => addMissingTranslations(trx));
    expect((await value<VipLevel[]>(app(), { url: '/api/vip/levels', headers: { 'accept-language': 'vi' } }))[0]!.name).toBe('Đồng');
  });

  it('[CONTENT-20] a language a row lacks falls back to English; an unknown language gets English', async () => {
    const db = app().store.db;
    const notice = NOTICE_SEED[0]!.text;
    await db.updateTable('notices').set({ translations: sql<string>`translations - 'th'` }).where('title', '=', notice.en.title).execute();
    await db.deleteFrom('help_articles').where('topic', '=', 'privacy').where('language', '=', 'th').execute();
    const notices = await value<{ title: string; content: string }[]>(app(), { url: '/api/content/notices?types=PU', headers: { 'accept-language': 'th-TH,th;q=0.9' } });
    expect(notices[0]).toMatchObject({ title: notice.en.title, content: notice.en.content });
    const help = await value<{ topic: string; language: string }[]>(app(), '/api/content/help?language=th');
    expect(help.map((a) => [a.topic, a.language])).toEqual([['faq', 'th'], ['terms', 'th'], ['privacy', 'en'], ['responsible', 'th'], ['contact', 'th']]);
    const french = await value<{ id: string; title: string }[]>(app(), { url: '/api/promotions', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(french.find((p) => p.id === '101')?.title).toBe(PROMOTION_SEED.find((p) => p.id === 101)!.text.en.title);
    // A shipped language the demo content is not written in reads it in English.
    const japanese = await value<{ id: string; title: string }[]>(app(), { url: '/api/promotions', headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    expect(japanese.find((p) => p.id === '101')?.title).toBe(PROMOTION_SEED.find((p) => p.id === 101)!.text.en.title);
    expect((await call(app(), '/api/media/banner/1.svg?lang=fr')).status).toBe(400);
  });

  it('[SESSION-42] a database seeded before the texts had every language gets them once; operator edits stay', async () => {
    const db = app().store.db;
    // The state an older seed left: only Vietnamese, help in English and Vietnamese.
    await db.updateTable('promotions').set({ translations: sql<string>`jsonb_build_object('vi', translations->'vi')` }).execute();
    await db.updateTable('points_rewards').set({ translations: sql<string>`jsonb_build_object('vi', translations->'vi')` }).execute();
    await db.updateTable('notices').set({ translations: '{}' }).execute();
    await db.updateTable('banners').set({ translations: '{}' }).execute();
    await db.deleteFrom('help_articles').where('language', 'not in', ['en', 'vi']).execute();
    // An operator's own Vietnamese title and a rewritten banner.
    await db.updateTable('promotions').set({ translations: sql<string>`jsonb_set(translations, '{vi,title}', '"Thứ Sáu Slot của chúng tôi"')` }).where('id', '=', '101').execute();
    await db.updateTable('banners').set({ title: 'Our own headline' }).where('title', '=', BANNER_SEED[1]!.text.en.title).execute();

    // What the start-up runs once on such a database (it keeps a marker in the audit log).
    await app().store.db.transaction().execute((trx) => addMissingTranslations(trx));
    const after = await seededContent(app());
    for (const p of after.promotions.filter((p) => String(p.id) !== '101')) expectTranslated(`promotion ${p.id}`, { title: p.title, summary: p.summary, body: p.body }, p.translations);
    const slots = after.promotions.find((p) => String(p.id) === '101')!.translations as Translations;
    expect(slots.vi?.title).toBe('Thứ Sáu Slot của chúng tôi');
    expect(slots.th?.title).toBe(PROMOTION_SEED.find((p) => p.id === 101)!.text.th.title);
    for (const r of after.rewards) expectTranslated(`reward ${r.name}`, { name: r.name }, r.translations);
    for (const n of after.notices) expectTranslated(`notice ${n.title}`, { title: n.title, content: n.content }, n.translations);
    expect(after.banners.find((b) => b.title === 'Our own headline')?.translations).toEqual({});
    for (const b of after.banners.filter((b) => b.title !== 'Our own headline')) expectTranslated(`banner ${b.title}`, { title: b.title, subtitle: b.subtitle }, b.translations);
    expect(after.help).toHaveLength(HELP_SEED.length * CONTENT_LANGUAGES.length);

    // Once only: a second start changes nothing.
    await db.updateTable('notices').set({ translations: '{}' }).execute();
    expect(await seedContentPages(app().store)).toBe(false);
    expect((await seededContent(app())).notices.every((n) => JSON.stringify(n.translations) === '{}')).toBe(true);
  });
});
