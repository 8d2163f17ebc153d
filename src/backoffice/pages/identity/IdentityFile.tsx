import { useEffect, useMemo } from 'react';
import type { ReviewItem } from '../../../../server/shared/wire/identity';
import { useResource } from '../../../app/useResource';
import * as api from '../../identityApi';
import { useCT, useErrorText } from '../../intl';
import { PageLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';

type File = ReviewItem['files'][number];

/**
 * A document file: fetched with the staff token (the server writes each view to the audit log)
 * and shown through an object URL freed on leaving: an image inline, a pdf embedded, each with
 * a link opening it whole in a new tab.
 */
export function IdentityFile({ file, index }: { file: File; index: number }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const { data, errorCode, snapshot } = useResource((id: string, { signal }) => api.fetchIdentityFile(token, id, { signal }), file.id);
  // The blob carries the type the server sent (checked by the file's bytes), so the browser shows it as that.
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (snapshot.matches('failed')) return <p className="bo-error">{errorText(errorCode)}</p>;
  if (!url) return <PageLoading />;
  const label = t('backoffice.identity.fileAlt', { index });
  return (
    <figure className="bo-identity-file" data-testid="bo-identity-file" data-mime={file.mime}>
      {file.mime === 'application/pdf' ? (
        <object data={url} type="application/pdf" aria-label={label} className="bo-identity-file__pdf">
          <p>{label}</p>
        </object>
      ) : (
        <img src={url} alt={label} className="bo-identity-file__image" />
      )}
      <figcaption>
        <a href={url} target="_blank" rel="noreferrer">
          {t('backoffice.identity.openFile', { index })}
        </a>
      </figcaption>
    </figure>
  );
}
