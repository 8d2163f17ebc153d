// What the console's content pages know of each kind (notices, banners, promotions, help
// articles): the fields of its editor (which are translated), a new item's values, the draft
// of an existing one, the body the server takes, and the page's own check (the shared rules).
import type { Draft, FieldIssue } from '../../../../machines/contentEditor.machine';
import { promotionIssues } from '../../../../server/shared/promotionRules';
import { BANNER_MOTIFS, type AdminBanner, type AdminNotice } from '../../../../server/shared/wire/backofficeContent';
import type { AdminHelpArticle, AdminPromotion, PromotionInput } from '../../../../server/shared/wire/backofficePromotions';
import { BANNER_GROUPS, HELP_TOPICS, LINKAGE_TYPES, NOTICE_TYPES } from '../../../../server/shared/wire/content';
import { PROMOTION_CATEGORIES, PROMOTION_MODES } from '../../../../server/shared/wire/promotions';
import type { ContentKind } from '../../contentApi';

export type FieldType = 'text' | 'textarea' | 'select' | 'checkbox' | 'number' | 'color' | 'datetime';
export interface FieldSpec {
  name: string;
  type: FieldType;
  options?: readonly string[];
  /** Written again in each language (the English is the item's own). */
  translated?: boolean;
}

export type AnyItem = AdminNotice | AdminBanner | AdminPromotion | AdminHelpArticle;

export interface KindSpec {
  fields: readonly FieldSpec[];
  /** The filter of the list besides merchant and status (promotions: category; help: topic). */
  filter?: { name: string; options: readonly string[] };
  /** The list's title and what it shows beside it. */
  titleOf(item: AnyItem): string;
  labelOf(item: AnyItem): string;
  /** The item's key in the address and the save call (an id; a help article's "scope/topic"). */
  keyOf(item: AnyItem): string;
  /** The key a new item is saved at (help articles: from the draft), else null. */
  newKeyOf(draft: Draft): string | null;
  blank(): Draft;
  draftOf(item: AnyItem): Draft;
  bodyOf(draft: Draft): Record<string, unknown>;
  check?(draft: Draft): FieldIssue[];
}

const merchant: FieldSpec = { name: 'merchantCode', type: 'text' };
const order: FieldSpec = { name: 'sortOrder', type: 'number' };
const active: FieldSpec = { name: 'active', type: 'checkbox' };
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const merchantOf = (draft: Draft) => str(draft.merchantCode).trim().toUpperCase() || null;
/** A time as the datetime field shows it (UTC, to the minute), and back. */
export const fieldTime = (iso: string) => iso.slice(0, 16);
const isoOf = (field: unknown) => (str(field) ? `${str(field)}:00.000Z` : '');
/** A raffle's prizes as typed: "5:60, 100:1" (amount:weight). */
const prizesText = (prizes: AdminPromotion['prizes']) => prizes.map((p) => `${p.amount}:${p.weight}`).join(', ');
const prizesOf = (text: unknown) =>
  str(text)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [amount = '', weight = ''] = part.split(':').map((s) => s.trim());
      return { amount, weight: Number(weight) };
    });
const copy = (draft: Draft, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, draft[name]]));

const notices: KindSpec = {
  fields: [merchant, { name: 'type', type: 'select', options: NOTICE_TYPES }, { name: 'title', type: 'text', translated: true }, { name: 'content', type: 'textarea', translated: true }, { name: 'popup', type: 'checkbox' }, active],
  titleOf: (item) => (item as AdminNotice).title,
  labelOf: (item) => (item as AdminNotice).type,
  keyOf: (item) => String((item as AdminNotice).id),
  newKeyOf: () => null,
  blank: () => ({ merchantCode: '', type: 'B', title: '', content: '', popup: false, active: false, translations: {} }),
  draftOf: (item) => ({ ...(item as AdminNotice), merchantCode: item.merchantCode ?? '' }),
  bodyOf: (d) => ({ ...copy(d, ['type', 'title', 'content', 'popup', 'active', 'translations']), merchantCode: merchantOf(d) }),
};

const banners: KindSpec = {
  fields: [
    merchant,
    { name: 'group', type: 'select', options: BANNER_GROUPS },
    { name: 'title', type: 'text', translated: true },
    { name: 'subtitle', type: 'text', translated: true },
    { name: 'motif', type: 'select', options: BANNER_MOTIFS },
    { name: 'colorFrom', type: 'color' },
    { name: 'colorTo', type: 'color' },
    { name: 'linkageType', type: 'select', options: LINKAGE_TYPES },
    { name: 'linkageTarget', type: 'text' },
    order,
    active,
  ],
  titleOf: (item) => (item as AdminBanner).title,
  labelOf: (item) => (item as AdminBanner).group,
  keyOf: (item) => String((item as AdminBanner).id),
  newKeyOf: () => null,
  blank: () => ({ merchantCode: '', group: 'w_home', title: '', subtitle: '', motif: 'gift', colorFrom: '#1e3a8a', colorTo: '#7c3aed', linkageType: 'none', linkageTarget: '', sortOrder: 0, active: false, translations: {} }),
  draftOf: (item) => ({ ...(item as AdminBanner), merchantCode: item.merchantCode ?? '', linkageTarget: (item as AdminBanner).linkageTarget ?? '' }),
  bodyOf: (d) => ({
    ...copy(d, ['group', 'title', 'subtitle', 'motif', 'colorFrom', 'colorTo', 'linkageType', 'active', 'translations']),
    merchantCode: merchantOf(d),
    linkageTarget: d.linkageType === 'none' ? null : str(d.linkageTarget),
    sortOrder: Number(d.sortOrder),
  }),
};

const promotionBody = (d: Draft) => ({
  ...copy(d, ['category', 'mode', 'title', 'summary', 'body', 'bonus', 'target', 'colorFrom', 'colorTo', 'active', 'translations']),
  merchantCode: merchantOf(d),
  prizes: d.mode === 'raffle' ? prizesOf(d.prizes) : [],
  startsAt: isoOf(d.startsAt),
  endsAt: isoOf(d.endsAt),
  sortOrder: Number(d.sortOrder),
});

const promotions: KindSpec = {
  fields: [
    merchant,
    { name: 'category', type: 'select', options: PROMOTION_CATEGORIES },
    { name: 'mode', type: 'select', options: PROMOTION_MODES },
    { name: 'title', type: 'text', translated: true },
    { name: 'summary', type: 'text', translated: true },
    { name: 'body', type: 'textarea', translated: true },
    { name: 'bonus', type: 'text' },
    { name: 'target', type: 'text' },
    { name: 'prizes', type: 'text' },
    { name: 'startsAt', type: 'datetime' },
    { name: 'endsAt', type: 'datetime' },
    { name: 'colorFrom', type: 'color' },
    { name: 'colorTo', type: 'color' },
    order,
    active,
  ],
  filter: { name: 'category', options: PROMOTION_CATEGORIES },
  titleOf: (item) => (item as AdminPromotion).title,
  labelOf: (item) => `${(item as AdminPromotion).category} · ${(item as AdminPromotion).mode}`,
  keyOf: (item) => (item as AdminPromotion).id,
  newKeyOf: () => null,
  blank: () => ({ merchantCode: '', category: 'slots', mode: 'bonus', title: '', summary: '', body: '', bonus: '', target: '0', prizes: '', startsAt: '', endsAt: '', colorFrom: '#1e3a8a', colorTo: '#7c3aed', sortOrder: 0, active: false, translations: {} }),
  draftOf: (item) => {
    const p = item as AdminPromotion;
    return { ...p, merchantCode: p.merchantCode ?? '', prizes: prizesText(p.prizes), startsAt: fieldTime(p.startsAt), endsAt: fieldTime(p.endsAt) };
  },
  bodyOf: promotionBody,
  check: (d) => promotionIssues(promotionBody(d) as PromotionInput),
};

const help: KindSpec = {
  fields: [merchant, { name: 'topic', type: 'select', options: HELP_TOPICS }, { name: 'title', type: 'text', translated: true }, { name: 'body', type: 'textarea', translated: true }, order, active],
  filter: { name: 'topic', options: HELP_TOPICS },
  titleOf: (item) => (item as AdminHelpArticle).title,
  labelOf: (item) => (item as AdminHelpArticle).topic,
  keyOf: (item) => `${item.merchantCode ?? 'all'}/${(item as AdminHelpArticle).topic}`,
  newKeyOf: (d) => `${merchantOf(d) ?? 'all'}/${str(d.topic)}`,
  blank: () => ({ merchantCode: '', topic: 'faq', title: '', body: '', sortOrder: 0, active: false, translations: {} }),
  draftOf: (item) => ({ ...(item as AdminHelpArticle), merchantCode: item.merchantCode ?? '' }),
  // A help translation is a whole article: a language left empty is not sent.
  bodyOf: (d) => ({
    ...copy(d, ['title', 'body', 'active']),
    sortOrder: Number(d.sortOrder),
    translations: Object.fromEntries(Object.entries((d.translations ?? {}) as Record<string, Record<string, string>>).filter(([, t]) => Boolean(t.title?.trim() || t.body?.trim()))),
  }),
};

export const KINDS: Record<ContentKind, KindSpec> = { notices, banners, promotions, help };
