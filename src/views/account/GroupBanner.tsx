import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLogic } from '../../app/actors';
import { withChunkTimeout } from '../../app/lazyPage';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary';

const BannerCarousel = lazy(() => withChunkTimeout(() => import('../shell/BannerCarousel')).then((m) => ({ default: m.BannerCarousel })));

/** A popup's own banner group (spec-notes 2: w_register, w_forget); nothing while there is none. */
export function GroupBanner({ group }: { group: string }) {
  const logic = useLogic();
  const { locale } = useIntl();
  const carousel = useActorRef(logic.bannerCarousel);
  const state = useSelector(carousel, (s) => s.value);
  // Banners are in the visitor's language: a language change loads them again.
  useEffect(() => {
    carousel.send({ type: 'SHOW', group });
  }, [carousel, group, locale]);
  if (state === 'hidden' || state === 'empty' || state === 'loading' || state === 'failed') return null;
  return (
    <div className="popup-banner" data-testid={`popup-banner-${group}`}>
      <ChunkErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <BannerCarousel actorRef={carousel} />
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
}
