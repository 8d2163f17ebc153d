import type { Referral as ReferralData } from '../../../../server/shared/wire/centre';
import { loadReferral } from '../../../app/centreEngage';
import { EmptyState } from '../../../components/EmptyState';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { CopyField } from '../engage/CopyField';
import { Loaded } from '../engage/Loaded';
import { QrImage } from '../engage/QrImage';
import { useCentreDates } from '../format';
import { useResource } from '../../../app/useMachines';
import '../engage/engage.css';

/** Invite friends (referral): the member's code and link (copy, QR) and who joined with them. */
export default function Referral() {
  const t = useT();
  const { member } = useCentre();
  // The member answer's availablePromo carries REFERRAL with its enabled flag (off for trial players).
  const open = member.availablePromo.find((promo) => promo.type === 'REFERRAL')?.enabled ?? true;
  return (
    <section className="engage" aria-label={t('centre.referral.title')} data-testid="centre-page-referral">
      <CentrePageTitle page="referral" />
      {open ? (
        <ReferralBody />
      ) : (
        <EmptyState icon="lock" title={t('centre.referral.unavailable')} testId="referral-unavailable">
          {t('centre.referral.unavailableText')}
        </EmptyState>
      )}
    </section>
  );
}

function ReferralBody() {
  const referral = useResource(loadReferral);
  return <Loaded resource={referral} testId="referral">{(data) => <ReferralView referral={data} />}</Loaded>;
}

function ReferralView({ referral }: { referral: ReferralData }) {
  const t = useT();
  const { date } = useCentreDates();
  return (
    <div className="referral">
      <div className="engage-panel referral__share">
        <div className="referral__fields">
          <p className="engage-intro">{t('centre.referral.intro')}</p>
          <CopyField label={t('centre.referral.code')} value={referral.referralCode} copyLabel={t('centre.referral.copyCode')} testId="referral-code" />
          <CopyField label={t('centre.referral.link')} value={referral.link} copyLabel={t('centre.referral.copyLink')} testId="referral-link" />
        </div>
        <QrImage key={referral.link} link={referral.link} alt={t('centre.referral.qrAlt')} />
      </div>
      <section className="engage-panel" aria-labelledby="referral-invited" data-testid="referral-invited">
        <header className="engage-panel__head">
          <h4 className="engage-panel__title" id="referral-invited">
            {t('centre.referral.invitedTitle')}
          </h4>
          <span className="engage-tag engage-tag--accent" data-testid="referral-count">
            {t('centre.referral.invited', { count: referral.invitedCount })}
          </span>
        </header>
        {referral.invited.length === 0 ? (
          <p className="engage-muted" data-testid="referral-none">
            {t('centre.referral.noneYet')}
          </p>
        ) : (
          <>
            <table className="engage-table">
              <thead>
                <tr>
                  <th scope="col">{t('centre.referral.account')}</th>
                  <th scope="col">{t('centre.referral.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {referral.invited.map((friend, index) => (
                  <tr key={`${friend.account}-${index}`} data-testid="referral-friend">
                    <td>{friend.account}</td>
                    <td>{date(friend.joinedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {referral.invitedCount > referral.invited.length && (
              <p className="engage-muted">{t('centre.referral.showing', { shown: referral.invited.length, count: referral.invitedCount })}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
