import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { fromPromise } from 'xstate';
import { documentUploadMachine, type UploadRequest } from '../../../../machines/documentUpload.machine';
import { DOCUMENT_MIMES, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES, type DocumentKind } from '../../../../server/shared/identityRules';
import { sendIdentityDocument } from '../../../app/centreIdentity';
import { useLatest } from '../../../app/useLatest';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { errorKey, useT } from '../../../i18n/useT';

// One kind's files (documentUpload machine): picked and checked against the shared rules, listed
// with a remove button, sent; a refusal offers the same files again or a change. The view only
// shows the machine's state and sends it the member's actions.

const SIZE_MB = MAX_DOCUMENT_BYTES / 1024 / 1024;
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function DocumentUploader({ kind, onSent }: { kind: DocumentKind; onSent: () => void }) {
  const t = useT();
  const inputId = useId();
  const sent = useLatest(onSent);
  const logic = useMemo(
    () => documentUploadMachine.provide({ actors: { upload: fromPromise<unknown, UploadRequest>(({ input, signal }) => sendIdentityDocument(input.kind, input.files as File[], { signal })) } }),
    [],
  );
  const [snapshot, send] = useMachine(logic, { input: { kind } });
  const { files, refused, noFiles, errorCode } = snapshot.context;
  const uploading = snapshot.matches('uploading');
  const done = snapshot.matches('done');
  useEffect(() => {
    if (done) sent.current();
  }, [done, sent]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file can be picked again after a refusal or a removal.
    event.target.value = '';
    if (picked.length > 0) send({ type: 'PICK', files: picked });
  };

  const message = refused
    ? t('verification.upload.refused', { name: refused.name, reason: t(`verification.upload.problem.${refused.problem}`, { size: SIZE_MB, max: MAX_DOCUMENT_FILES }) })
    : noFiles
      ? t('verification.upload.noFiles')
      : null;
  const testId = `identity-upload-${kind}`;

  if (done)
    return (
      <p className="wallet-note wallet-note--success" role="status" data-testid={`${testId}-done`}>
        <Icon name="check" size={18} />
        {t('verification.upload.done')}
      </p>
    );

  return (
    <div className="identity-upload" data-testid={testId} data-state={String(snapshot.value)}>
      <div className="identity-upload__head">
        <span className="identity-upload__hint" id={`${inputId}-hint`}>
          {t('verification.upload.hint', { size: SIZE_MB, max: MAX_DOCUMENT_FILES })}
        </span>
        <span className="identity-upload__count">{t('verification.upload.counter', { count: files.length, max: MAX_DOCUMENT_FILES })}</span>
      </div>
      {files.length > 0 && (
        <ul className="identity-upload__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="identity-upload__item" data-testid={`${testId}-item`}>
              <Icon name="receipt" size={16} />
              <span className="identity-upload__name" title={file.name}>
                {file.name}
              </span>
              <span className="identity-upload__size">{sizeText(file.size)}</span>
              {snapshot.matches('choosing') && (
                <button type="button" className="identity-upload__remove" onClick={() => send({ type: 'REMOVE', index })} aria-label={t('verification.upload.remove', { name: file.name })}>
                  <Icon name="close" size={14} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p className="field__error" role="alert" data-testid={`${testId}-problem`}>
          <Icon name="warning" size={14} />
          {message}
        </p>
      )}
      {snapshot.matches('refused') && <FormAlert testId={`${testId}-error`}>{t(errorKey(errorCode))}</FormAlert>}
      <div className="identity-upload__actions">
        {snapshot.matches('choosing') && files.length < MAX_DOCUMENT_FILES && (
          <>
            <label className="button button--ghost identity-upload__add" htmlFor={inputId}>
              <Icon name="withdraw" size={16} />
              {t('verification.upload.add')}
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={DOCUMENT_MIMES.join(',')}
              multiple
              onChange={pick}
              aria-describedby={`${inputId}-hint`}
              data-testid={`${testId}-input`}
            />
          </>
        )}
        {snapshot.matches('refused') ? (
          <>
            <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })} data-testid={`${testId}-retry`}>
              {t('verification.upload.retry')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => send({ type: 'EDIT' })}>
              {t('verification.upload.change')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" disabled={uploading} onClick={() => send({ type: 'SEND' })} data-testid={`${testId}-send`}>
            {uploading ? t('verification.upload.sending') : t('verification.upload.send')}
          </button>
        )}
      </div>
    </div>
  );
}
