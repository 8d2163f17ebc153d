import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLogic } from '../../app/actors';
import { bannerGroupFor } from '../../app/routeRules';
import { withChunkTimeout } from '../../app/lazyPage';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

// The carousel and its animation library load beside the banners' own request (asked for
// together below), so neither weighs on the first paint and the first banner's picture is asked
// for as soon as the list answers, not a round trip for the carousel's chunk later.
const loadCarousel = () => import('./BannerCarousel');
const BannerCarousel = lazy(() => withChunkTimeout(loadCarousel).then((m) => ({ default: m.BannerCarousel })));

/**
 * The banner area of the current route (spec section 2), reloaded on every route change
 * and when the language changes (banners are written and drawn in the visitor's language).
 */
export function BannerArea({ pathname }: { pathname: string }) {
  const logic = useLogic();
  const { locale } = useIntl();
  const carousel = useActorRef(logic.bannerCarousel);
  const state = useSelector(carousel, (s) => s.value);
  useEffect(() => {
    carousel.send({ type: 'SHOW', group: bannerGroupFor(pathname) });
    loadCarousel().catch(() => undefined);
  }, [carousel, pathname, locale]);
  if (state === 'hidden' || state === 'empty') return null;
  const placeholder = <BannerPlaceholder state={state === 'failed' ? 'failed' : 'loading'} />;
  if (state === 'loading' || state === 'failed') return placeholder;
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={placeholder}>
        <BannerCarousel actorRef={carousel} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function BannerPlaceholder({ state }: { state: string }) {
  return <div className="banner-area banner-area--placeholder" data-testid="banner-area" data-state={state} aria-hidden="true" />;
}

