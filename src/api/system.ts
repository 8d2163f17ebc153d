import * as system from '../../server/shared/wire/system';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { AppResource, Region, RouterDevice, Routers, SystemStatus } from '../../server/shared/wire/system';

/** The page's host as the status call sends it (spec section 7); none when it is not a plain host name (an IPv6 literal). */
export function pageHost(host = window.location.host): string | undefined {
  const lower = host.toLowerCase();
  return lower.length <= system.HOST_MAX && system.HOST_PATTERN.test(lower) ? lower : undefined;
}

/** The permissions/status call: a GET carrying the page's host. */
export const fetchSystemStatus = ({ signal }: CallOptions = {}) => {
  const host = pageHost();
  return call(system.systemStatus, 'system/status', host ? { searchParams: { host }, signal } : { signal });
};

/** The routers call: the merchant's domains for a device (0 web, 3 mobile). */
export const fetchRouters = (device: system.RouterDevice, { signal }: CallOptions = {}) =>
  call(system.routers, 'system/routers', { searchParams: { device }, signal });
export const fetchRegions = ({ signal }: CallOptions = {}) => call(system.regions, 'system/regions', { signal });
