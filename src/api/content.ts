import * as content from '../../server/shared/wire/content';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { HOME_NOTICE_TYPES, LINKAGE_TYPES } from '../../server/shared/wire/content';
export type { Banner, Notice, ServiceList } from '../../server/shared/wire/content';

export const fetchBanners = (group: string, { signal }: CallOptions = {}) =>
  call(content.banners, 'content/banners', { searchParams: { group }, signal });

export const fetchNotices = (types: readonly content.NoticeType[] = content.HOME_NOTICE_TYPES, { signal }: CallOptions = {}) =>
  call(content.notices, 'content/notices', { searchParams: { types: types.join(','), platform: 'W' }, signal });

/** The customer-service list (entry type 3), paths encrypted; with a token, rank above 4 gets the VIP channel. */
export const fetchCustomerServices = ({ signal }: CallOptions = {}) => call(content.serviceList, 'content/customer-services', { signal });

