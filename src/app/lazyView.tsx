import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { withChunkTimeout } from './lazyPage';

/**
 * A named component of a lazily loaded module, drawn as soon as it arrives (`fallback`
 * until then, and again on a later mount if loading failed). For parts of the shell that
 * are not the page: unlike React.lazy it does not suspend, so the part shows without the
 * delay React puts between a Suspense fallback and what replaces it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyView<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = null,
): ComponentType<ComponentProps<M[K]>> {
  let loaded: M[K] | null = null;
  let loading: Promise<M[K]> | null = null;
  return function LazyView(props: ComponentProps<M[K]>) {
    const [View, setView] = useState<M[K] | null>(() => loaded);
    useEffect(() => {
      if (View) return;
      let mounted = true;
      loading ??= withChunkTimeout(load).then((module) => (loaded = module[name]));
      loading.then(
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
  };
}
