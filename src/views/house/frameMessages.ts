// Messages between a house game in the launcher's frame and the portal around it.
// Both are our own pages: the sender names our origin as the only receiver, and the
// launcher accepts only messages from that origin and from its own frame (trust.md).

export interface BalanceMessage {
  type: 'portal:balance';
  balance: string;
}

export function isBalanceMessage(data: unknown): data is BalanceMessage {
  return typeof data === 'object' && data !== null && (data as BalanceMessage).type === 'portal:balance' && typeof (data as BalanceMessage).balance === 'string';
}

/** Tells the launcher (when framed by it) that the member's balance changed. */
export function announceBalance(balance: string) {
  if (window.parent === window) return;
  const message: BalanceMessage = { type: 'portal:balance', balance };
  window.parent.postMessage(message, window.location.origin);
}
