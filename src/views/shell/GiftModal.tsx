import { useIntl } from 'react-intl';
import { AreaMessages } from '../../app/AreaMessages';
import { SessionActor } from '../../app/actors';
import { GiftActor } from '../../app/giftActor';
import { claimReward } from '../../app/centreEngage';
import { useSubmission } from '../../app/useMachines';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Modal } from '../../components/Modal';
import { FormAlert } from '../../components/forms';
import { useMoney } from '../../components/money';
import { errorKey, useT } from '../../i18n/useT';
import type { Reward, RewardClaim } from '../../../server/shared/wire/centre';

/**
 * The gift popup (SHELL-79): the rewards waiting for the member after login, each with its
 * claim button (the reward centre's claim, so the server credits it once), and the way to
 * the reward centre. Escape, the background and the close button close it.
 */
export function GiftModal() {
  // Its words are a catalogue of their own, loaded with it (src/i18n/messages/gift).
  return (
    <AreaMessages area="gift" fallback={null}>
      <GiftPopup />
    </AreaMessages>
  );
}

function GiftPopup() {
  const t = useT();
  const giftRef = GiftActor.useActorRef();
  const open = GiftActor.useSelector((s) => s.matches('open'));
  const gifts = GiftActor.useSelector((s) => s.context.gifts);
  if (!open) return null;
  const close = () => giftRef.send({ type: 'CLOSE' });

  return (
    <Modal title={t('gift.title')} onClose={close} closeLabel={t('common.close')} testId="gift-modal" icon={<Icon name="promotions" size={22} />}>
      <div className="gift-modal">
        <p className="gift-modal__intro" data-testid="gift-intro">
          {t('gift.intro', { count: gifts.length })}
        </p>
        <ul className="gift-modal__list" data-testid="gift-list">
          {gifts.map((gift) => (
            <GiftRow key={gift.id} gift={gift} />
          ))}
        </ul>
        <div className="gift-modal__actions">
          <Link to="/?personal=rewardCenter" className="button button--ghost" onClick={close} data-testid="gift-view">
            {t('gift.view')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}

/** One waiting reward: its title, amount and deadline, and its claim. */
function GiftRow({ gift }: { gift: Reward }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const session = SessionActor.useActorRef();
  const symbol = SessionActor.useSelector((s) => s.context.member?.currencySymbol ?? '');
  const claim = useSubmission<string, RewardClaim>(async (id, key, options) => {
    const answer = await claimReward(id, key, options);
    // The header balance shows what the server credited.
    session.send({ type: 'REFRESH_MEMBER' });
    return answer;
  });
  const credited = claim.snapshot.matches('succeeded') ? claim.result : null;

  return (
    <li className={`gift-row${credited ? ' is-claimed' : ''}`} data-testid="gift-row" data-id={gift.id} data-status={credited ? 'claimed' : gift.status}>
      <span className="gift-row__icon" aria-hidden="true">
        <Icon name="promotions" size={22} />
      </span>
      <div className="gift-row__body">
        <h3 className="gift-row__title">{gift.title}</h3>
        <p className="gift-row__meta" data-testid="gift-when">
          {gift.expiresAt ? t('gift.expires', { date: intl.formatDate(gift.expiresAt, { dateStyle: 'medium' }) }) : t('gift.noExpiry')}
        </p>
        {credited && (
          <p className="gift-row__credited" role="status" data-testid="gift-credited">
            <Icon name="check" size={16} />
            {t('gift.credited', { amount: money(symbol, credited.amount) })}
          </p>
        )}
        {claim.errorCode && <FormAlert testId="gift-error">{t(errorKey(claim.errorCode))}</FormAlert>}
      </div>
      <div className="gift-row__aside">
        <strong className="gift-row__amount" data-testid="gift-amount">
          {money(symbol, gift.amount)}
        </strong>
        {!credited && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => claim.submit(gift.id)}
            disabled={claim.busy}
            aria-label={t('gift.claimLabel', { title: gift.title })}
            data-testid="gift-claim"
          >
            {claim.busy ? t('gift.claiming') : t('gift.claim')}
          </button>
        )}
      </div>
    </li>
  );
}
