import { fetchSupportUnread } from '../api/chat';
import type { CallOptions } from '../api/client';
import { fetchCustomerServices } from '../api/content';
import type { SystemStatus } from '../api/system';

export type CustomerServiceEntry = SystemStatus['customerService'][number];

/** Spec section 7: customer service opens in a 440x500 popup window. */
export const CS_POPUP = { width: 440, height: 500 } as const;

/** window.open features of a popup of `size`, centred on the screen. */
function centredPopup(size: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((window.screen.width - size.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}

export function openCustomerService(entry: Pick<CustomerServiceEntry, 'url'>) {
  window.open(entry.url, 'customer-service', `${centredPopup(CS_POPUP)},noopener`);
}

/** Spec section 7: the member-facing chat opens in a 440x750 popup window. */
export const MEMBER_CHAT_POPUP = { width: 440, height: 750 } as const;

/** Opens the member's own chat with customer service (/chat) in its popup window. */
export function openMemberChat() {
  window.open('/chat', 'member-chat', centredPopup(MEMBER_CHAT_POPUP));
}

/** The entry a single 'customer service' button opens: live chat first. */
export function primaryCustomerService(entries: readonly CustomerServiceEntry[]): CustomerServiceEntry | null {
  return entries.find((e) => /live\s*chat|livechat|chat/i.test(e.csType)) ?? entries[0] ?? null;
}

/**
 * Spec section 3: a service path is encrypted and its last 8 characters are the key.
 * The rest is base64url of a 12-byte IV, the AES-256-GCM ciphertext and its tag, under
 * SHA-256 of the key (server/content/contentPages.ts seals it).
 */
export async function openServicePath(path: string): Promise<string> {
  if (path.length <= 8) throw new Error('service path too short');
  const key = path.slice(-8);
  const b64 = path.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/');
  const sealed = Uint8Array.from(atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const aes = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(0, 12) }, aes, sealed.slice(12));
  return new TextDecoder().decode(plain);
}

/**
 * Opens a sealed service entry in the 440x500 popup. The window opens at once (inside the
 * click, so it is not blocked) and is pointed at the address once it is decrypted.
 */
export function openSealedService(path: string) {
  const popup = window.open('about:blank', 'customer-service', centredPopup(CS_POPUP));
  void openServicePath(path).then(
    (url) => {
      // Only web and mail addresses are followed.
      if (!/^(https?:|mailto:)/i.test(url)) throw new Error('unexpected service address');
      if (popup) {
        popup.opener = null;
        popup.location.href = url;
      }
    },
    () => popup?.close(),
  );
}

/**
 * The bar's service list. The answer depends on who asks (a member above VIP rank 4 gets the
 * VIP channel), so the bar loads it again with the member's id as its parameter.
 */
export const loadServiceList = (_memberId: unknown, options: CallOptions) => fetchCustomerServices(options);

/** How many customer-service replies the member has not read yet. */
export const loadSupportUnread = (_params: undefined, options: CallOptions) => fetchSupportUnread(options);
