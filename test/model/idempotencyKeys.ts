// Idempotency keys are drawn at random (crypto.randomUUID), so no oracle can name one.
// Under this log every draw gets a serial key and is remembered, so a model can say
// which draw a call must carry: "the key drawn for this answer" when a retry must reuse
// it, a new one when the answer changed. The log starts again when a path starts
// (`restartKeys` from the model's check of the first state). Plain TypeScript: the
// Playwright specs load model files too, and there keys stay random.

const drawn: string[] = [];
let serial = 0;
let installed = false;

/** Replaces crypto.randomUUID with a serial key that is logged (under vitest only). */
export function logKeys(): void {
  if (installed || typeof process === 'undefined' || !process.env.VITEST || typeof globalThis.crypto === 'undefined') return;
  installed = true;
  Object.defineProperty(globalThis.crypto, 'randomUUID', {
    configurable: true,
    writable: true,
    value: () => {
      serial += 1;
      const key = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
      drawn.push(key);
      return key;
    },
  });
}

/** A path starts: no key drawn yet. */
export function restartKeys(): void {
  drawn.length = 0;
}

/**
 * The key a call must carry: the `nth` (from 1) key drawn since the path started, when the
 * model says `total` were drawn by now. A machine that drew another number of keys (a
 * retry that drew a new one, an answer that kept an old one) gets a key no call carries.
 */
export function drawnKey(nth: number | null, total: number): string {
  if (!installed) return 'keys are not logged';
  if (drawn.length !== total) return `${drawn.length} keys were drawn, the model expects ${total}`;
  return nth === null ? 'no key was drawn for this call' : (drawn[nth - 1] ?? `key ${nth} was never drawn`);
}
