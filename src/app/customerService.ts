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

/**
 * Spec section 3: a service path is encrypted and its last 8 characters are the key.
 * The rest is base64url of a 12-byte IV, the AES-256-GCM ciphertext and its tag, under
 * SHA-256 of the key (server/services/contentPages.ts seals it).
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
  const left = Math.max(0, Math.round((window.screen.width - CS_POPUP.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - CS_POPUP.height) / 2));
  const popup = window.open('about:blank', 'customer-service', `popup=yes,width=${CS_POPUP.width},height=${CS_POPUP.height},left=${left},top=${top}`);
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
