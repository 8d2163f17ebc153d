import { useState } from 'react';
import { useSubmission } from '../../../app/useSubmission';
import { useCT, useErrorText } from '../../intl';
import * as api from '../../playersApi';
import { useStaffSession } from '../../session';

/** A temporary password (players.lock): shown once; the player must change it at the next login; sessions end. */
export function PasswordResetPanel({ playerId, onReset }: { playerId: string; onReset: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const [asking, setAsking] = useState(false);
  const reset = useSubmission(async (_: null, _key, { signal }) => {
    const answer = await api.resetPlayerPassword(token, playerId, { signal });
    onReset();
    return answer;
  });
  const result = reset.snapshot.matches('succeeded') ? reset.result : null;
  return (
    <section className="bo-card" data-testid="bo-password-reset">
      <h2>{t('backoffice.players.passwordReset')}</h2>
      {result && (
        <div className="bo-once" role="status" data-testid="bo-temporary-password">
          <p>{t('backoffice.players.temporaryPassword')}</p>
          <code className="bo-secret">{result.temporaryPassword}</code>
          <p className="bo-muted">{t('backoffice.players.temporaryPasswordOnce', { count: result.sessionsRevoked })}</p>
        </div>
      )}
      {reset.errorCode && (
        <p className="bo-error" role="alert">
          {errorText(reset.errorCode)}
        </p>
      )}
      {asking ? (
        <div className="bo-row">
          <p>{t('backoffice.players.passwordResetIntro')}</p>
          <button
            type="button"
            className="bo-button bo-button--danger"
            disabled={reset.busy}
            onClick={() => {
              setAsking(false);
              reset.submit(null);
            }}
            data-testid="bo-password-reset-confirm"
          >
            {t('backoffice.players.resetPassword')}
          </button>
          <button type="button" className="bo-button" onClick={() => setAsking(false)}>
            {t('backoffice.players.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="bo-button" disabled={reset.busy} onClick={() => setAsking(true)} data-testid="bo-password-reset-ask">
          {t('backoffice.players.resetPassword')}
        </button>
      )}
    </section>
  );
}
