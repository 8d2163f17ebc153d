// The back office's notices and banners: a content staff member publishes a notice and players
// see it at once, in their language where it has a translation and in English elsewhere; a
// change or a take-down is audited with before and after; bad input changes nothing.
import { describe, expect, it } from 'vitest';
import type { AdminBanner, AdminNotice } from '../../server/shared/wire/backofficeContent';
import type { Banner, Notice } from '../../server/shared/wire/content';
import { call, DB_KINDS, useApp, value } from './harness';
import { newStaff, staffCall } from './staff.helpers';

const notice = (overrides: Record<string, unknown> = {}) => ({
  merchantCode: null,
  type: 'B',
  title: 'Weekend cashback',
  content: 'Ten per cent back on Saturday and Sunday losses.',
  translations: { vi: { title: 'Hoàn tiền cuối tuần', content: 'Hoàn 10% tiền thua vào thứ Bảy và Chủ nhật.' }, ar: { title: 'استرداد نقدي في عطلة نهاية الأسبوع' } },
  popup: false,
  active: true,
  ...overrides,
});

const banner = (overrides: Record<string, unknown> = {}) => ({
  merchantCode: 'NG',
  group: 'w_home',
  title: 'Double points week',
  subtitle: 'Every stake counts twice',
  translations: { th: { title: 'สัปดาห์แต้มคูณสอง' } },
  motif: 'trophy',
  colorFrom: '#0f766e',
  colorTo: '#1d4ed8',
  linkageType: 'route',
  linkageTarget: '/promotion',
  sortOrder: 0,
  active: true,
  ...overrides,
});

describe.each(DB_KINDS)('back office content on %s', (kind) => {
  const app = useApp(kind, { dev: true });
  const playersNotices = (language: string) => value<Notice[]>(app(), { url: '/api/content/notices?types=B', headers: { 'x-merchant': 'NG', 'accept-language': language } });

  it('a published notice reaches players at once in their language, English where it has no translation; taking it down hides it', async () => {
    const content = await newStaff(app(), 'content');
    const published = await staffCall<AdminNotice>(app(), content, 'POST', '/api/operator/notices', notice());
    expect(published.status).toBe(200);
    const id = published.body.value!.id;
    expect((await playersNotices('vi')).find((n) => n.id === id)).toMatchObject({ title: 'Hoàn tiền cuối tuần' });
    expect((await playersNotices('ar')).find((n) => n.id === id)).toMatchObject({ title: 'استرداد نقدي في عطلة نهاية الأسبوع', content: 'Ten per cent back on Saturday and Sunday losses.' });
    expect((await playersNotices('th')).find((n) => n.id === id)).toMatchObject({ title: 'Weekend cashback' });

    const down = await staffCall<AdminNotice>(app(), content, 'PUT', `/api/operator/notices/${id}`, notice({ active: false }));
    expect(down.body.value).toMatchObject({ id, active: false });
    expect((await playersNotices('en')).some((n) => n.id === id)).toBe(false);
    const audit = await app().store.db.selectFrom('audit_log').select(['action', 'details']).where('actor', '=', `staff:${content.username}`).where('action', 'not like', 'operator.call %').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['notice.create', 'notice.update']);
    expect(audit[1]!.details).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('lists notices newest first in pages of 15', async () => {
    const content = await newStaff(app(), 'content');
    const list = await staffCall<{ items: AdminNotice[]; pageSize: number }>(app(), content, 'GET', '/api/operator/notices?page=1');
    expect(list.body.value!.pageSize).toBe(15);
    const ids = list.body.value!.items.map((n) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('a banner is added with its translation and shows in its group; its picture changes with it', async () => {
    const content = await newStaff(app(), 'content');
    const added = await staffCall<AdminBanner>(app(), content, 'POST', '/api/operator/banners', banner());
    expect(added.status).toBe(200);
    const { id, imageUrl } = added.body.value!;
    const shown = await value<Banner[]>(app(), { url: '/api/content/banners?group=w_home', headers: { 'x-merchant': 'NG', 'accept-language': 'th' } });
    expect(shown.find((b) => b.bannerId === id)).toMatchObject({ title: 'สัปดาห์แต้มคูณสอง', linkageType: 'route', linkageTarget: '/promotion' });
    const elsewhere = await value<Banner[]>(app(), { url: '/api/content/banners?group=w_home', headers: { 'x-merchant': 'AU' } });
    expect(elsewhere.some((b) => b.bannerId === id)).toBe(false);
    const changed = await staffCall<AdminBanner>(app(), content, 'PUT', `/api/operator/banners/${id}`, banner({ title: 'Triple points week' }));
    expect(changed.body.value!.title).toBe('Triple points week');
    expect(changed.body.value!.imageUrl).not.toBe(imageUrl);
  });

  it('refuses bad input and other roles, and changes nothing', async () => {
    const content = await newStaff(app(), 'content');
    const count = async () => Number((await app().store.db.selectFrom('notices').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const bad of [notice({ title: '   ' }), notice({ title: 'x'.repeat(201) }), notice({ type: 'Z' }), notice({ translations: { xx: { title: 'no such language' } } }), notice({ merchantCode: 'ZZZ' }), notice({ extra: 1 })]) {
      const answer = await staffCall(app(), content, 'POST', '/api/operator/notices', bad);
      expect([400, 404], JSON.stringify(answer.body)).toContain(answer.status);
    }
    for (const bad of [banner({ linkageType: 'none' }), banner({ linkageType: 'url', linkageTarget: null }), banner({ colorFrom: 'red' }), banner({ group: 'w_nowhere' })]) {
      expect((await staffCall(app(), content, 'POST', '/api/operator/banners', bad)).status).toBe(400);
    }
    expect((await staffCall(app(), content, 'PUT', '/api/operator/notices/999999', notice())).status).toBe(404);
    for (const role of ['finance', 'support', 'risk', 'admin'] as const) {
      const staff = await newStaff(app(), role);
      expect((await staffCall(app(), staff, 'POST', '/api/operator/notices', notice())).status, role).toBe(403);
    }
    expect((await call(app(), { method: 'POST', url: '/api/operator/notices', payload: notice() })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});
