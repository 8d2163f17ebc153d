// The back office's promotions and help articles: a content staff member publishes them with
// their translations and players see the published ones at once, in their language where it
// has a translation and in English elsewhere; taking one down hides it; each change is audited
// with before and after; bad input, incomplete translations and other roles change nothing.
import { describe, expect, it } from 'vitest';
import type { AdminHelpArticle, AdminPromotion } from '../../server/shared/wire/backofficePromotions';
import type { HelpArticle } from '../../server/shared/wire/content';
import type { Promotion, PromotionDetail } from '../../server/shared/wire/promotions';
import { call, DB_KINDS, useApp, value } from './harness';
import { newStaff, staffCall, type TestStaff } from './staff.helpers';

const DAY = 86_400_000;

const promotion = (overrides: Record<string, unknown> = {}) => ({
  merchantCode: 'NG',
  category: 'slots',
  mode: 'bonus',
  title: 'Slots week bonus',
  summary: 'Stake 500 on slots, get 50.',
  body: 'Join, stake 500.00 on slots before the end, then claim 50.00.',
  translations: { vi: { title: 'Thưởng tuần slots', summary: 'Cược 500, nhận 50.' }, th: { title: 'โบนัสสล็อตประจำสัปดาห์', summary: '', body: '' } },
  bonus: '50.00',
  target: '500',
  colorFrom: '#0f766e',
  colorTo: '#1d4ed8',
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
  sortOrder: 0,
  active: true,
  ...overrides,
});

const help = (overrides: Record<string, unknown> = {}) => ({
  title: 'Contact the Lagos desk',
  body: 'Write to the support desk at any hour.',
  translations: { vi: { title: 'Liên hệ', body: 'Viết cho bộ phận hỗ trợ bất cứ lúc nào.' } },
  sortOrder: 5,
  active: true,
  ...overrides,
});

describe.each(DB_KINDS)('back office promotions and help on %s', (kind) => {
  const app = useApp(kind, { dev: true });
  const playersPromotions = (language: string, merchant = 'NG') => value<Promotion[]>(app(), { url: '/api/promotions', headers: { 'x-merchant': merchant, 'accept-language': language } });
  const playersHelp = (language: string, merchant = 'NG') => value<HelpArticle[]>(app(), { url: `/api/content/help?language=${language}`, headers: { 'x-merchant': merchant } });
  const auditOf = (staff: TestStaff) =>
    app().store.db.selectFrom('audit_log').select(['action', 'details']).where('actor', '=', `staff:${staff.username}`).where('action', 'not like', 'operator.call %').orderBy('id').execute();

  it('a published promotion reaches players at once in their language, English where it has none; taking it down hides it', async () => {
    const content = await newStaff(app(), 'content');
    const added = await staffCall<AdminPromotion>(app(), content, 'POST', '/api/operator/promotions', promotion());
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const created = added.body.value!;
    expect(created).toMatchObject({ bonus: '50.00', target: '500.00', prizes: [], translations: { th: { title: 'โบนัสสล็อตประจำสัปดาห์' } } });
    expect(created.translations.th).toEqual({ title: 'โบนัสสล็อตประจำสัปดาห์' });

    expect((await playersPromotions('vi')).find((p) => p.id === created.id)).toMatchObject({ title: 'Thưởng tuần slots', summary: 'Cược 500, nhận 50.', bonus: '50.00', state: 'join' });
    expect((await playersPromotions('th')).find((p) => p.id === created.id)).toMatchObject({ title: 'โบนัสสล็อตประจำสัปดาห์', summary: 'Stake 500 on slots, get 50.' });
    const detail = await value<PromotionDetail>(app(), { url: `/api/promotions/${created.id}`, headers: { 'x-merchant': 'NG', 'accept-language': 'vi' } });
    expect(detail.body).toBe('Join, stake 500.00 on slots before the end, then claim 50.00.');
    expect((await playersPromotions('en', 'AU')).some((p) => p.id === created.id)).toBe(false);

    const down = await staffCall<AdminPromotion>(app(), content, 'PUT', `/api/operator/promotions/${created.id}`, promotion({ active: false }));
    expect(down.body.value).toMatchObject({ id: created.id, active: false });
    expect((await playersPromotions('en')).some((p) => p.id === created.id)).toBe(false);
    const audit = await auditOf(content);
    expect(audit.map((a) => a.action)).toEqual(['promotion.create', 'promotion.update']);
    expect(audit[1]!.details).toMatchObject({ promotionId: created.id, before: { active: true }, after: { active: false } });
  });

  it('a raffle keeps its prize table and its top prize is its bonus; an event has no money', async () => {
    const content = await newStaff(app(), 'content');
    const raffle = await staffCall<AdminPromotion>(app(), content, 'POST', '/api/operator/promotions', promotion({ mode: 'raffle', bonus: '0', prizes: [{ amount: '5', weight: 60 }, { amount: '100.50', weight: 1 }] }));
    expect(raffle.body.value).toMatchObject({ mode: 'raffle', bonus: '100.50', prizes: [{ amount: '5.00', weight: 60 }, { amount: '100.50', weight: 1 }] });
    const event = await staffCall<AdminPromotion>(app(), content, 'POST', '/api/operator/promotions', promotion({ mode: 'event', bonus: '10', target: '30' }));
    expect(event.body.value).toMatchObject({ mode: 'event', bonus: '0.00', target: '0.00' });
  });

  it('lists promotions in pages of 15, filtered by status and category', async () => {
    const content = await newStaff(app(), 'content');
    await staffCall(app(), content, 'POST', '/api/operator/promotions', promotion({ category: 'fish', active: false }));
    const list = await staffCall<{ items: AdminPromotion[]; pageSize: number }>(app(), content, 'GET', '/api/operator/promotions?status=unpublished&category=fish');
    expect(list.body.value!.pageSize).toBe(15);
    expect(list.body.value!.items.length).toBeGreaterThan(0);
    expect(list.body.value!.items.every((p) => !p.active && p.category === 'fish')).toBe(true);
  });

  it('refuses a bad promotion, an unknown language and other roles, and changes nothing', async () => {
    const content = await newStaff(app(), 'content');
    const count = async () => Number((await app().store.db.selectFrom('promotions').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const refused = [
      promotion({ title: '  ' }),
      promotion({ bonus: '0' }),
      promotion({ bonus: '-5' }),
      promotion({ bonus: '1.234' }),
      promotion({ endsAt: new Date(Date.now() - 2 * DAY).toISOString() }),
      promotion({ startsAt: 'tomorrow' }),
      promotion({ mode: 'raffle', prizes: [] }),
      promotion({ mode: 'raffle', prizes: [{ amount: '0', weight: 1 }] }),
      promotion({ prizes: [{ amount: '5', weight: 1 }] }),
      promotion({ category: 'poker' }),
      promotion({ colorTo: 'blue' }),
      promotion({ translations: { xx: { title: 'no such language' } } }),
      promotion({ translations: { vi: { title: 'x'.repeat(121) } } }),
      promotion({ translations: { vi: { teaser: 'no such field' } } }),
      promotion({ merchantCode: 'ZZZ' }),
    ];
    for (const bad of refused) {
      const answer = await staffCall(app(), content, 'POST', '/api/operator/promotions', bad);
      expect([400, 404], JSON.stringify(bad)).toContain(answer.status);
    }
    const late = await staffCall<never>(app(), content, 'POST', '/api/operator/promotions', promotion({ endsAt: promotion().startsAt }));
    expect(late.body).toMatchObject({ errorCode: 'bad_request', value: { issues: [{ path: '/endsAt', rule: 'after_start' }] } });
    expect((await staffCall(app(), content, 'PUT', '/api/operator/promotions/999999', promotion())).status).toBe(404);
    for (const role of ['finance', 'support', 'risk', 'admin'] as const) {
      const staff = await newStaff(app(), role);
      expect((await staffCall(app(), staff, 'POST', '/api/operator/promotions', promotion())).status, role).toBe(403);
      expect((await staffCall(app(), staff, 'GET', '/api/operator/promotions')).status, role).toBe(403);
    }
    expect((await call(app(), { method: 'POST', url: '/api/operator/promotions', payload: promotion() })).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("a merchant's help article is written with its translations and players see it; unpublished, the shared one shows again", async () => {
    const content = await newStaff(app(), 'content');
    const shared = (await playersHelp('vi')).find((a) => a.topic === 'contact');
    const saved = await staffCall<AdminHelpArticle>(app(), content, 'PUT', '/api/operator/help/NG/contact', help());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.value).toMatchObject({ merchantCode: 'NG', topic: 'contact', title: 'Contact the Lagos desk', translations: { vi: { title: 'Liên hệ' } }, active: true });
    expect((await playersHelp('vi')).find((a) => a.topic === 'contact')).toMatchObject({ title: 'Liên hệ', body: 'Viết cho bộ phận hỗ trợ bất cứ lúc nào.' });
    expect((await playersHelp('en')).find((a) => a.topic === 'contact')).toMatchObject({ title: 'Contact the Lagos desk' });
    expect((await playersHelp('en', 'AU')).find((a) => a.topic === 'contact')?.title).not.toBe('Contact the Lagos desk');

    await staffCall(app(), content, 'PUT', '/api/operator/help/NG/contact', help({ active: false }));
    expect((await playersHelp('vi')).find((a) => a.topic === 'contact')).toEqual(shared);
    const list = await staffCall<{ items: AdminHelpArticle[] }>(app(), content, 'GET', '/api/operator/help?merchantCode=NG&topic=contact&status=unpublished');
    expect(list.body.value!.items).toEqual([expect.objectContaining({ merchantCode: 'NG', topic: 'contact', active: false })]);
    const audit = await auditOf(content);
    expect(audit.map((a) => a.action)).toEqual(['help.create', 'help.update']);
    expect(audit[1]!.details).toMatchObject({ merchantCode: 'NG', topic: 'contact', before: { active: true }, after: { active: false } });
  });

  it('lists every shipped help article with its translations, in pages of 15', async () => {
    const content = await newStaff(app(), 'content');
    const list = await staffCall<{ items: AdminHelpArticle[]; pageSize: number; total: number }>(app(), content, 'GET', '/api/operator/help?topic=terms');
    expect(list.body.value!.pageSize).toBe(15);
    const terms = list.body.value!.items.find((a) => a.merchantCode === null)!;
    expect(Object.keys(terms.translations).length).toBeGreaterThan(0);
  });

  it('refuses a help translation without its body, bad input and other roles, and changes nothing', async () => {
    const content = await newStaff(app(), 'content');
    const rows = async () => app().store.db.selectFrom('help_articles').select(['merchant_code', 'topic', 'language', 'title', 'active']).orderBy('topic').orderBy('language').execute();
    const before = await rows();
    for (const [path, bad] of [
      ['/api/operator/help/all/terms', help({ translations: { vi: { title: 'Điều khoản' } } })],
      ['/api/operator/help/all/terms', help({ translations: { vi: { title: 'Điều khoản', body: '  ' } } })],
      ['/api/operator/help/all/terms', help({ translations: { xx: { title: 'a', body: 'b' } } })],
      ['/api/operator/help/all/terms', help({ body: '' })],
      ['/api/operator/help/all/rules', help()],
      ['/api/operator/help/ng/terms', help()],
      ['/api/operator/help/ZZZ/terms', help()],
    ] as const) {
      const answer = await staffCall(app(), content, 'PUT', path, bad);
      expect([400, 404], `${path} ${JSON.stringify(bad)}`).toContain(answer.status);
    }
    for (const role of ['finance', 'support', 'risk', 'admin'] as const) {
      const staff = await newStaff(app(), role);
      expect((await staffCall(app(), staff, 'PUT', '/api/operator/help/all/terms', help())).status, role).toBe(403);
    }
    expect(await rows()).toEqual(before);
  });
});
