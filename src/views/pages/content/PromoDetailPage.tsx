import { useIntl } from 'react-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/Link';
import type { PromotionDetail } from '../../../../server/shared/wire/promotions';
import type { CallOptions } from '../../../api/client';
import type { ApplicationRequest } from '../../../api/promotions';
import { applyFor, claimOne, drawOne, joinOne, loadPromotion } from '../../../app/promotionLoaders';
import { useResource, useSubmission } from '../../../app/useMachines';
import { EmptyState } from '../../../components/EmptyState';
import { Field, FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useMoney } from '../../../components/money';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { Loaded } from '../../centre/engage/Loaded';
import { ProgressBar } from '../../centre/engage/ProgressBar';
import { ProofPicker } from '../../centre/wallet/ProofPicker';
import { PromoState } from './PromoState';
import { useMember } from './useMember';
import '../../centre/engage/engage.css';
import { REMARK_MAX, remarkProblem } from '../../../../server/shared/contentRules';

/** /promoDetail?id=: one promotion, its rules and what the member can do in its state. */
export function PromoDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { member } = useMember();
  // Promotions are written in the visitor's language: a language change loads it again.
  const { locale } = useIntl();
  const detail = useResource(
    (query: { id: string | null; member: number | null; locale: string }, options) => loadPromotion(query, options),
    { id, member: member?.id ?? null, locale },
  );
  const { send } = detail;
  useEffect(() => {
    send({ type: 'SET_PARAMS', params: { id, member: member?.id ?? null, locale } });
  }, [id, member?.id, locale, send]);

  return (
    <div className="container page-body content-page" data-testid="promo-detail-page">
      <PageHeading icon="promotions" title={t('page.promoDetail.title')} />
      <Link to="/promotions" className="content-back">
        <Icon name="chevronLeft" size={18} />
        {t('content.promo.back')}
      </Link>
      {detail.errorCode === 'not_found' ? (
        <EmptyState icon="promotions" title={t('content.promo.notFoundTitle')} testId="promo-not-found">
          {t('content.promo.notFound')}
        </EmptyState>
      ) : (
        <Loaded resource={detail} testId="promo-detail">
          {(p) => <PromoDetail promotion={p} reload={() => send({ type: 'REFRESH' })} />}
        </Loaded>
      )}
    </div>
  );
}

function PromoDetail({ promotion: p, reload }: { promotion: PromotionDetail; reload: () => void }) {
  const t = useT();
  const money = useMoney();
  const { member } = useMember();
  const symbol = member?.currencySymbol ?? '';
  return (
    <article className="promo-detail" data-testid="promo-detail" data-state={p.state}>
      <header className="promo-detail__hero" style={{ backgroundImage: `linear-gradient(135deg, ${p.colors[0]}, ${p.colors[1]})` }}>
        <span className="promo-card__type">{t(`content.promo.type.${p.category}` as MessageKey)}</span>
        <h2>{p.title}</h2>
        <p>{p.summary}</p>
      </header>
      <div className="promo-detail__layout">
        <section className="promo-detail__rules">
          <h2>{t('content.promo.rules')}</h2>
          <p>{p.body}</p>
          <dl className="promo-facts">
            {p.mode !== 'event' && (
              <div>
                <dt>{t('content.promo.bonus')}</dt>
                <dd data-testid="promo-bonus">{money(symbol, p.bonus)}</dd>
              </div>
            )}
            {p.mode === 'bonus' && Number(p.target) > 0 && (
              <div>
                <dt>{t('content.promo.target')}</dt>
                <dd>{money(symbol, p.target)}</dd>
              </div>
            )}
            <div>
              <dt>{t('content.promo.period')}</dt>
              <dd>
                <FormattedDate value={p.startsAt} dateStyle="medium" /> – <FormattedDate value={p.endsAt} dateStyle="medium" />
              </dd>
            </div>
          </dl>
        </section>
        <aside className="promo-detail__action" aria-label={t('content.promo.yourStatus')}>
          <h2>{t('content.promo.yourStatus')}</h2>
          <PromoState state={p.state} />
          <PromoAction promotion={p} reload={reload} />
        </aside>
      </div>
    </article>
  );
}

/**
 * A call that pays the member (claim, raffle draw) through the submission machine, so a
 * retry keeps its idempotency key. After the money moved the header balance and the
 * promotion reload; a refusal as invalid_state (claimed in another tab) reloads it too.
 */
function usePayout<R>(pay: (id: string, key: string, options: CallOptions) => Promise<R>, reload: () => void, refreshMember: () => void) {
  return useSubmission(async (id: string, key, options) => {
    try {
      const answer = await pay(id, key, options);
      refreshMember();
      reload();
      return answer;
    } catch (error) {
      if ((error as { errorCode?: string }).errorCode === 'invalid_state') reload();
      throw error;
    }
  });
}

function PromoAction({ promotion: p, reload }: { promotion: PromotionDetail; reload: () => void }) {
  const t = useT();
  const money = useMoney();
  const { member, refreshMember, openLogin } = useMember();
  const join = useSubmission(async (id: string, _key, options) => {
    const answer = await joinOne(id, options);
    reload();
    return answer;
  });
  const claim = usePayout(claimOne, reload, refreshMember);
  const draw = usePayout(drawOne, reload, refreshMember);
  const failure = join.errorCode ?? claim.errorCode ?? draw.errorCode;
  const symbol = member?.currencySymbol ?? '';

  if (!member && (p.state === 'join' || p.state === 'rejected')) {
    return (
      <div className="promo-action">
        <p>{t('content.promo.loginFirst')}</p>
        <button type="button" className="button button--primary" onClick={openLogin} data-testid="promo-login">
          {t('content.promo.login')}
        </button>
      </div>
    );
  }
  if (p.mode === 'apply' && (p.state === 'join' || p.state === 'rejected')) return <ApplicationForm promotion={p} reload={reload} />;

  return (
    <div className="promo-action">
      <p className="promo-action__text" data-testid="promo-state-text">
        {t(`content.promo.stateText.${p.state}` as MessageKey, { bonus: money(symbol, p.bonus) })}
      </p>
      {p.state === 'process' && (
        <div data-testid="promo-progress">
          <ProgressBar ratio={Number(p.target) > 0 ? Number(p.progress) / Number(p.target) : 1} label={t('content.promo.target')} valueText={t('content.promo.progress', { progress: money(symbol, p.progress), target: money(symbol, p.target) })} />
          <p className="promo-action__hint">{t('content.promo.progress', { progress: money(symbol, p.progress), target: money(symbol, p.target) })}</p>
        </div>
      )}
      {p.state === 'join' && p.mode === 'raffle' && (
        <button type="button" className="button button--primary button--large" disabled={draw.busy} onClick={() => draw.submit(p.id)} data-testid="promo-draw">
          <Icon name="star" size={18} />
          {t('content.promo.draw')}
        </button>
      )}
      {p.won !== null && (
        <p className="promo-action__done" role="status" data-testid="promo-won">
          <Icon name="check" size={18} />
          {t('content.promo.won', { prize: money(symbol, p.won) })}
        </p>
      )}
      {p.state === 'join' && p.mode !== 'raffle' && (
        <button type="button" className="button button--primary button--large" disabled={join.busy} onClick={() => join.submit(p.id)} data-testid="promo-join">
          {t(p.mode === 'event' ? 'content.promo.signUp' : 'content.promo.join')}
        </button>
      )}
      {p.state === 'claim' && (
        <button type="button" className="button button--primary button--large" disabled={claim.busy} onClick={() => claim.submit(p.id)} data-testid="promo-claim">
          <Icon name="promotions" size={18} />
          {t('content.promo.claim', { bonus: money(symbol, p.bonus) })}
        </button>
      )}
      {claim.result && (
        <p className="promo-action__done" role="status" data-testid="promo-claimed">
          <Icon name="check" size={18} />
          {t('content.promo.claimed', { bonus: money(symbol, claim.result.bonus), balance: money(symbol, claim.result.balance) })}
        </p>
      )}
      {(p.state === 'applying' || p.state === 'issued' || p.state === 'rejected') && p.remark && (
        <p className="promo-action__remark">
          <strong>{t('content.promo.remark')}</strong> {p.remark}
        </p>
      )}
      {failure && <FormAlert>{t(errorKey(failure))}</FormAlert>}
    </div>
  );
}

function ApplicationForm({ promotion: p, reload }: { promotion: PromotionDetail; reload: () => void }) {
  const t = useT();
  const [images, setImages] = useState<File[]>([]);
  const form = useSubmission(
    async (request: ApplicationRequest, _key, options) => {
      const answer = await applyFor(p.id, request, options);
      reload();
      return answer;
    },
    (request) => remarkProblem(request.remark),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const remark = String(new FormData(event.currentTarget).get('remark') ?? '');
    form.submit({ remark, images });
  };
  return (
    <form className="promo-apply" onSubmit={submit} noValidate data-testid="promo-apply-form">
      {p.state === 'rejected' && <p className="promo-action__text">{t('content.promo.stateText.rejected')}</p>}
      <Field label={t('content.promo.remark')} hint={t('content.promo.remarkHint', { max: REMARK_MAX })} error={form.problem ? t(`content.promo.problem.${form.problem}` as MessageKey, { max: REMARK_MAX }) : undefined} testId="promo-remark-field">
        {({ inputId, describedBy, invalid }) => (
          <textarea id={inputId} name="remark" className="input textarea" rows={3} maxLength={REMARK_MAX} aria-describedby={describedBy} aria-invalid={invalid || undefined} data-testid="promo-remark" />
        )}
      </Field>
      <ProofPicker files={images} onChange={setImages} label={t('content.promo.images')} testId="promo-images" disabled={form.busy} />
      {form.errorCode && <FormAlert>{t(errorKey(form.errorCode))}</FormAlert>}
      <button type="submit" className="button button--primary button--large" disabled={form.busy} data-testid="promo-apply">
        {t('content.promo.apply')}
      </button>
    </form>
  );
}
