import { fetchRouters } from '../api/system';
import type { CallOptions } from '../api/client';

// The merchant's own domains (spec section 7, the routers call): asked for device 0 (the
// web site), then device 3 (the mobile site); each answer's domain is
// value.domainList[0].domainName. A phone is sent to the mobile site when there is one.

export interface SiteDomains {
  web: string | null;
  mobile: string | null;
}

/** The domains of the merchant, device 0 then device 3; a device with none, or whose call failed, is null. */
export async function loadSiteDomains(_params: undefined, { signal }: CallOptions): Promise<SiteDomains> {
  const first = async (device: 0 | 3) => {
    try {
      return (await fetchRouters(device, { signal })).domainList[0]?.domainName ?? null;
    } catch (error) {
      if (signal?.aborted) throw error;
      return null;
    }
  };
  const web = await first(0);
  const mobile = await first(3);
  return { web, mobile };
}

/** The origin a phone opens: the mobile domain, else the web one, else the page's own. */
export function phoneOrigin(domains: SiteDomains | undefined, page: Location = window.location): string {
  const domain = domains?.mobile ?? domains?.web;
  return domain ? `${page.protocol}//${domain}` : page.origin;
}
