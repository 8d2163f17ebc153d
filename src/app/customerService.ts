import type { SystemStatus } from '../api/system';

export type CustomerServiceEntry = SystemStatus['customerService'][number];

/** Spec section 7: customer service opens in a 440x500 popup window. */
export const CS_POPUP = { width: 440, height: 500 } as const;

export function openCustomerService(entry: Pick<CustomerServiceEntry, 'url'>) {
  const left = Math.max(0, Math.round((window.screen.width - CS_POPUP.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - CS_POPUP.height) / 2));
  window.open(
    entry.url,
    'customer-service',
    `popup=yes,width=${CS_POPUP.width},height=${CS_POPUP.height},left=${left},top=${top},noopener`,
  );
}

/** The entry a single 'customer service' button opens: live chat first. */
export function primaryCustomerService(entries: readonly CustomerServiceEntry[]): CustomerServiceEntry | null {
  return entries.find((e) => /live\s*chat|livechat|chat/i.test(e.csType)) ?? entries[0] ?? null;
}
