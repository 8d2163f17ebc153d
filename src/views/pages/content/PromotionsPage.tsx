import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/Link';
import type { Promotion, PromotionCategory } from '../../../../server/shared/wire/promotions';
import { loadPromotions, PROMOTION_CATEGORIES } from '../../../app/promotionLoaders';
import { EmptyState } from '../../../components/EmptyState';
import { Icon, type IconName } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { Loaded } from '../../centre/engage/Loaded';
import { useResource } from '../../../app/useMachines';
import { useT, type MessageKey } from '../../../i18n/useT';
import { PromoState } from './PromoState';
import { useMember } from './useMember';
import { useEffect } from 'react';

/** Each promotion type's picture on its card. */
export const CATEGORY_ICONS: Record<PromotionCategory, IconName> = {
  sports: 'sports', live: 'live', slots: 'rng', cards: 'pvp', fish: 'fish', lotto: 'lott',
  rebate: 'refresh', points: 'star', ranking: 'crown', deposit: 'deposit', app: 'download', newbie: 'promotions',
};

const isCategory = (value: string | null): value is PromotionCategory => (PROMOTION_CATEGORIES as readonly string[]).includes(value ?? '');

/** /promotions: every promotion by type (spec section 9), with the member's state of each. */
export function PromotionsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const category = isCategory(raw) ? raw : undefined;
  const { member } = useMember();
  // The language is part of the query: promotions are written in the visitor's language.
  const { locale } = useIntl();
  const list = useResource(loadPromotions, { category, member: member?.id ?? null, locale });
  const { send } = list;
  useEffect(() => {
    send({ type: 'SET_PARAMS', params: { category, member: member?.id ?? null, locale } });
  }, [category, member?.id, locale, send]);

  const tabs: { value: PromotionCategory | 'all'; label: MessageKey }[] = [
    { value: 'all', label: 'content.promo.type.all' },
    ...PROMOTION_CATEGORIES.map((c) => ({ value: c, label: `content.promo.type.${c}` as MessageKey })),
  ];

  return (
    <div className="container page-body content-page" data-testid="promotions-page">
      <PageHeading icon="promotions" title={t('page.promotions.title')} subtitle={t('page.promotions.subtitle')} />
      <nav className="content-tabs" aria-label={t('content.promo.types')}>
        {tabs.map((tab) => {
          const active = (tab.value === 'all' && !category) || tab.value === category;
          return (
            <button
              key={tab.value}
              type="button"
              className={`content-tab${active ? ' is-active' : ''}`}
              aria-pressed={active}
              data-testid={`promo-type-${tab.value}`}
              onClick={() => setParams(tab.value === 'all' ? {} : { type: tab.value }, { replace: true })}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </nav>
      <Loaded resource={list} testId="promotions">
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon="promotions" title={t('content.promo.emptyTitle')} testId="promotions-empty">
              {t('content.promo.empty')}
            </EmptyState>
          ) : (
            <ul className="promo-grid" data-testid="promotions-list">
              {items.map((p) => (
                <PromoCard key={p.id} promotion={p} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}

function PromoCard({ promotion: p }: { promotion: Promotion }) {
  const t = useT();
  return (
    <li>
      <Link to={`/promoDetail?id=${encodeURIComponent(p.id)}`} className="promo-card" data-testid="promo-card" data-id={p.id}>
        <span className="promo-card__art" style={{ backgroundImage: `linear-gradient(135deg, ${p.colors[0]}, ${p.colors[1]})` }}>
          <span className="promo-card__type">{t(`content.promo.type.${p.category}` as MessageKey)}</span>
          <Icon name={CATEGORY_ICONS[p.category]} size={40} />
        </span>
        <span className="promo-card__body">
          <strong className="promo-card__title">{p.title}</strong>
          <span className="promo-card__summary">{p.summary}</span>
          <span className="promo-card__foot">
            <PromoState state={p.state} />
            <span className="promo-card__more">
              {t('content.promo.more')}
              <Icon name="chevronRight" size={16} />
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
