import { useEffect, useMemo } from 'react';
import type { CallOptions } from '../../api/client';
import { useResource } from '../../app/useResource';
import { useErrorText } from '../intl';
import { PageLoading } from '../PageLoading';
import { useStaffSession } from '../session';

/** How a queue's images are fetched (each queue has its own route, opened by its own staff). */
export type ImageLoad = (token: string, id: string, options: CallOptions) => Promise<Blob>;

/**
 * An image only staff may open (a deposit's proof, an application's image): fetched with the
 * staff token (an <img src> cannot send it) and shown through an object URL, freed on leaving.
 * Each fetch is a view the server writes to the audit log.
 */
export function StaffImage({ id, load, alt, testId }: { id: string; load: ImageLoad; alt: string; testId: string }) {
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const { data, errorCode, snapshot } = useResource((imageId: string, { signal }) => load(token, imageId, { signal }), id);
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (snapshot.matches('failed')) return <p className="bo-error">{errorText(errorCode)}</p>;
  if (!url) return <PageLoading />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="bo-proof">
      <img src={url} alt={alt} data-testid={testId} />
    </a>
  );
}
