import { useState } from 'react';
import { useResource } from '../../app/useResource';
import * as api from '../api';
import { useCT, useErrorText } from '../intl';
import { PageLoading } from '../PageLoading';
import { useStaffSession } from '../session';

interface Masked {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/**
 * The bank account a withdrawal pays to: masked as the queue sends it, and in full when the
 * finance staff member paying it asks (the server writes each view to the audit log, so the
 * number is fetched only on that click, never with the queue).
 */
export function PayeeBankAccount({ withdrawalId, masked }: { withdrawalId: string; masked: Masked }) {
  const t = useCT();
  const [asked, setAsked] = useState(false);
  return (
    <>
      {masked.bankName}, {masked.accountName},{' '}
      {asked ? (
        <FullNumber withdrawalId={withdrawalId} />
      ) : (
        <>
          <bdi data-testid="bo-bank-masked">{masked.accountNumber}</bdi>{' '}
          <button type="button" className="bo-button bo-button--small" onClick={() => setAsked(true)} data-testid="bo-bank-show">
            {t('backoffice.money.showAccount')}
          </button>
        </>
      )}
      <span className="bo-muted bo-hint">{t('backoffice.money.accountAudited')}</span>
    </>
  );
}

function FullNumber({ withdrawalId }: { withdrawalId: string }) {
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const { data, errorCode, snapshot } = useResource((id: string, { signal }) => api.fetchPayeeAccount(token, id, { signal }), withdrawalId);
  if (snapshot.matches('failed')) return <span className="bo-error">{errorText(errorCode)}</span>;
  if (!data) return <PageLoading />;
  return (
    <bdi className="bo-mono" data-testid="bo-bank-full">
      {data.accountNumber}
    </bdi>
  );
}
