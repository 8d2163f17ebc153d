import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { withChunkTimeout } from './lazyPage';

/** A lazily loaded view; `preload()` asks for its chunk before it is first drawn. */
export type LazyView<P> = ComponentType<P> & { preload: () => void };

/**
 * A named component of a lazily loaded module, drawn as soon as it arrives (`fallback`
 * until then, and again on a later mount if loading failed). For parts of the shell that
 * are not the page: unlike React.lazy it does not suspend, so the part shows without the
 * delay React puts between a Suspense fallback and what replaces it. A part that opens on its
 * own (a notice, the region choice) preloads, so it shows as soon as its machine opens it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyView<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = null,
): LazyView<ComponentProps<M[K]>> {
  let loaded: M[K] | null = null;
  let loading: Promise<M[K]> | null = null;
  const preload = () => (loading ??= withChunkTimeout(load).then((module) => (loaded = module[name])));
  function LazyComponent(props: ComponentProps<M[K]>) {
    const [View, setView] = useState<M[K] | null>(() => loaded);
    useEffect(() => {
      if (View) return;
      let mounted = true;
      preload().then(
        (view) => mounted && setView(() => view),
        () => {
          loading = null;
        },
      );
      return () => {
        mounted = false;
      };
    }, [View]);
    return View ? <View {...props} /> : fallback;
  }
  return Object.assign(LazyComponent, {
    preload: () => {
      preload().catch(() => {
        loading = null;
      });
    },
  });
}
