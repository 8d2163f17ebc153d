// The console's content calls (docs/api.md "Back office: content"): each kind's list, paged on
// the server with its filters, and its save (a new item, or a change to one) with the staff token.
import type { CallOptions } from '../api/client';
import { adminBanner, adminBannerPage, adminNotice, adminNoticePage } from '../../server/shared/wire/backofficeContent';
import { adminHelpArticle, adminHelpPage, adminPromotion, adminPromotionPage } from '../../server/shared/wire/backofficePromotions';
import { bearer, paramsOf, staffCall } from './api';

export const CONTENT_KINDS = ['notices', 'banners', 'promotions', 'help'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const pages = { notices: adminNoticePage, banners: adminBannerPage, promotions: adminPromotionPage, help: adminHelpPage };
const items = { notices: adminNotice, banners: adminBanner, promotions: adminPromotion, help: adminHelpArticle };

/** A list's filters as the address keeps them (page, merchantCode, status, category, topic). */
export type ContentQuery = Record<string, string | number | undefined>;

export function fetchContent(token: string, kind: ContentKind, query: ContentQuery, { signal }: CallOptions = {}) {
  return staffCall(pages[kind], `operator/${kind}`, { headers: bearer(token), searchParams: paramsOf(query), signal });
}

/**
 * Saves an item: `key` is the item being changed (an id; a help article's "scope/topic"), or
 * null for a new one. A help article is always written at its key (created when new).
 */
export function saveContent(token: string, kind: ContentKind, key: string | null, body: unknown, { signal }: CallOptions = {}) {
  const path = kind === 'help' || key !== null ? `operator/${kind}/${key!.split('/').map(encodeURIComponent).join('/')}` : `operator/${kind}`;
  return staffCall(items[kind], path, { method: key === null && kind !== 'help' ? 'post' : 'put', json: body, headers: bearer(token), signal });
}
