import { useSelector } from '@xstate/react';
import { LazyMotion, MotionConfig } from 'motion/react';
import * as m from 'motion/react-m';
import { Link } from '../../components/Link';
import type { ActorRefFrom } from 'xstate';
import type { bannerCarouselMachine } from '../../../machines/bannerCarousel.machine';
import type { Banner } from '../../../server/shared/wire/content';
import { bannerTarget } from '../../app/gameLinks';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { useImageUrl } from '../../app/cdn';

type CarouselRef = ActorRefFrom<typeof bannerCarouselMachine>;

const motionFeatures = () => import('./motionFeatures').then((features) => features.default);

/** The banners of a group: one still, or several rotating with dots and arrows (spec section 2). */
export function BannerCarousel({ actorRef }: { actorRef: CarouselRef }) {
  const t = useT();
  const state = useSelector(actorRef, (s) => s.value);
  const banners = useSelector(actorRef, (s) => s.context.banners);
  const index = useSelector(actorRef, (s) => s.context.index);
  const group = useSelector(actorRef, (s) => s.context.group);

  if (state === 'hidden' || state === 'empty' || state === 'loading' || state === 'failed') return null;

  const rotating = banners.length > 1;
  return (
    <LazyMotion features={motionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <section
          className="banner-area"
          data-testid="banner-area"
          data-group={group ?? undefined}
          data-state={state}
          aria-roledescription="carousel"
          aria-label={t('banner.label')}
          onMouseEnter={() => actorRef.send({ type: 'PAUSE' })}
          onMouseLeave={() => actorRef.send({ type: 'RESUME' })}
          onFocus={() => actorRef.send({ type: 'PAUSE' })}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) actorRef.send({ type: 'RESUME' });
          }}
        >
          <div className="banner-area__viewport">
            {banners.map((banner, i) => (
              <m.div
                key={String(banner.bannerId)}
                className="banner-slide"
                data-testid="banner-slide"
                data-active={i === index ? 'true' : 'false'}
                aria-hidden={i !== index}
                aria-roledescription="slide"
                aria-label={t('banner.slide', { n: i + 1, total: banners.length })}
                initial={false}
                animate={i === index ? { opacity: 1, scale: 1 } : { opacity: 0, scale: 1.03 }}
                transition={{ duration: 0.7, ease: [0.22, 1, 0.36, 1] }}
              >
                <BannerLink banner={banner} active={i === index} first={i === 0} />
              </m.div>
            ))}
          </div>
          {rotating && (
            <>
              <button
                type="button"
                className="banner-area__arrow banner-area__arrow--prev"
                aria-label={t('banner.previous')}
                data-testid="banner-prev"
                onClick={() => actorRef.send({ type: 'PREV' })}
              >
                <Icon name="chevronLeft" />
              </button>
              <button
                type="button"
                className="banner-area__arrow banner-area__arrow--next"
                aria-label={t('banner.next')}
                data-testid="banner-next"
                onClick={() => actorRef.send({ type: 'NEXT' })}
              >
                <Icon name="chevronRight" />
              </button>
              <div className="banner-area__dots" role="group" aria-label={t('banner.choose')}>
                {banners.map((banner, i) => (
                  <button
                    key={String(banner.bannerId)}
                    type="button"
                    className={`banner-dot${i === index ? ' is-active' : ''}`}
                    aria-label={t('banner.slide', { n: i + 1, total: banners.length })}
                    aria-current={i === index ? 'true' : undefined}
                    data-testid="banner-dot"
                    onClick={() => actorRef.send({ type: 'GO', index: i })}
                  />
                ))}
              </div>
            </>
          )}
        </section>
      </MotionConfig>
    </LazyMotion>
  );
}

/**
 * A banner opens its linkage target: an app route, a new tab, a game or a promotion. The first
 * banner's picture is the largest thing most pages paint (their Largest Contentful Paint): it is
 * fetched ahead of the others and of the page's smaller pictures.
 */
function BannerLink({ banner, active, first }: { banner: Banner; active: boolean; first: boolean }) {
  const imageUrl = useImageUrl();
  const image = (
    <img
      src={imageUrl(banner.url)}
      alt={banner.title ?? ''}
      className="banner-slide__image"
      width={1600}
      height={500}
      draggable={false}
      fetchPriority={first ? 'high' : 'low'}
    />
  );
  const target = bannerTarget(banner.linkageType, banner.linkageTarget);
  const tabIndex = active ? undefined : -1;
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className="banner-slide__link" tabIndex={tabIndex} data-testid="banner-link">
        {image}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="banner-slide__link" tabIndex={tabIndex} data-testid="banner-link">
        {image}
      </a>
    );
  }
  return <div className="banner-slide__link">{image}</div>;
}
