import { useCallback } from 'react';
import { DOCUMENT_KINDS, type SubmissionKind } from '../../../../server/shared/identityRules';
import { AreaMessages } from '../../../app/AreaMessages';
import { loadIdentity } from '../../../app/centreIdentity';
import { useResource } from '../../../app/useMachines';
import { FormAlert } from '../../../components/forms';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { DetailsForm } from '../identity/DetailsForm';
import { DocumentUploader } from '../identity/DocumentUploader';
import { maySend, SubmissionState } from '../identity/SubmissionState';
import { TierCard } from '../identity/TierCard';
import '../wallet/wallet.css';
import '../identity/verification.css';

/**
 * Identity verification (KYC, issue 17, docs/player-protection.md): the member's level and what
 * the merchant makes wait for one, the details for the basic level and the documents for the
 * full one, each with where its review stands and the reviewer's reason.
 */
export default function Verification() {
  const t = useT();
  return (
    <AreaMessages area="verification" fallback={<Spinner size="large" label={t('common.loading')} />}>
      <VerificationPage />
    </AreaMessages>
  );
}

function VerificationPage() {
  const t = useT();
  const { member } = useCentre();
  const status = useResource(loadIdentity);
  const { send } = status;
  const reload = useCallback(() => {
    send({ type: 'REFRESH' });
    send({ type: 'RETRY' });
  }, [send]);
  const data = status.data;
  const latest = (kind: SubmissionKind) => data?.submissions.find((s) => s.kind === kind);
  const details = latest('details');

  return (
    <section className="identity-page" data-testid="centre-page-verification">
      <CentrePageTitle page="verification" subtitle={t('verification.subtitle')} />
      {!data && status.snapshot.matches('loading') && (
        <div className="wallet-page__state">
          <Spinner label={t('verification.loading')} size="large" />
        </div>
      )}
      {status.snapshot.matches('failed') && (
        <div className="wallet-page__state">
          <FormAlert testId="identity-error">{t(errorKey(status.errorCode))}</FormAlert>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {t('verification.retry')}
          </button>
        </div>
      )}
      {data && (
        <>
          <TierCard tier={data.tier} rules={data.rules} symbol={member.currencySymbol} />
          <section className="identity-card" aria-labelledby="identity-details-title" data-testid="identity-details">
            <h3 className="identity-card__title" id="identity-details-title">
              {t('verification.details.title')}
            </h3>
            <p className="identity-card__text">{t('verification.details.text')}</p>
            <SubmissionState submission={details} testId="identity-details-state" />
            {maySend(details) && <DetailsForm onSent={reload} />}
          </section>
          {DOCUMENT_KINDS.map((kind) => {
            const submission = latest(kind);
            return (
              <section key={kind} className="identity-card" aria-labelledby={`identity-${kind}-title`} data-testid={`identity-${kind}`}>
                <h3 className="identity-card__title" id={`identity-${kind}-title`}>
                  {t(`verification.document.${kind}`)}
                </h3>
                <p className="identity-card__text">{t(`verification.document.${kind}.text`)}</p>
                <SubmissionState submission={submission} testId={`identity-${kind}-state`} />
                {maySend(submission) && <DocumentUploader kind={kind} onSent={reload} />}
              </section>
            );
          })}
        </>
      )}
    </section>
  );
}
