import { FormattedDate } from 'react-intl';
import type { ReviewItem } from '../../../../server/shared/wire/identity';
import { useResource } from '../../../app/useResource';
import * as api from '../../identityApi';
import { useCT, useErrorText, type ConsoleKey } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';

/**
 * Beside a document under review: the details the member gave (the birth date the document must
 * show, the name and address it should match) and their other submissions with their states.
 */
export function MemberSubmissions({ item }: { item: ReviewItem }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const all = useResource((userId: string, { signal }) => api.fetchMemberIdentity(token, userId, { signal }), item.userId);
  const others = (all.data ?? []).filter((s) => s.id !== item.id);
  const details = item.kind === 'details' ? null : others.find((s) => s.kind === 'details' && s.details);
  return (
    <div className="bo-identity-history" data-testid="bo-identity-history">
      <ListLoading failed={all.snapshot.matches('failed')} loaded={Boolean(all.data)} error={errorText(all.errorCode)} />
      {item.kind !== 'details' && all.data && (
        <>
          <h3>{t('backoffice.identity.detailsGiven')}</h3>
          {details?.details ? (
            <dl className="bo-facts">
              <dt>{t('backoffice.identity.fullName')}</dt>
              <dd>{details.details.fullName}</dd>
              <dt>{t('backoffice.identity.birthDate')}</dt>
              <dd data-testid="bo-identity-given-birth-date">{details.details.birthDate}</dd>
              <dt>{t('backoffice.identity.address')}</dt>
              <dd>{details.details.address}</dd>
            </dl>
          ) : (
            <p className="bo-muted">{t('backoffice.identity.noDetails')}</p>
          )}
        </>
      )}
      {others.length > 0 && (
        <>
          <h3>{t('backoffice.identity.history')}</h3>
          <ul className="bo-identity-history__list">
            {others.map((s) => (
              <li key={s.id}>
                {t(`backoffice.identity.kind.${s.kind}` as ConsoleKey)} · {t(`backoffice.identity.state.${s.state}` as ConsoleKey)} · <FormattedDate value={s.submittedAt} dateStyle="medium" />
                {s.reason && ` · ${s.reason}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
