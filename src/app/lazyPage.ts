import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_TIMEOUT_MS } from '../../server/shared/timing';

/** What a page group's chunk failing to load rejects with (spec section 8). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('ChunkLoadError', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof ChunkLoadError ? err : new ChunkLoadError(err));
      },
    );
  });
}

/** A page of a lazily loaded page group; `preload()` asks for its group's chunk before it is drawn. */
export type LazyPage<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => void }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One named page of a lazily loaded page group. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  const page = lazy(async () => {
    const module = await withChunkTimeout(load);
    return { default: module[name] };
  });
  // The browser keeps a module once imported, so an early ask and React's later one fetch it once.
  return Object.assign(page, { preload: () => void load().catch(() => undefined) });
}
