import { useEffect, useId, useState } from 'react';
import { FormattedDate } from 'react-intl';
import { NOTE_MAX, type PlayerNote } from '../../../../server/shared/wire/backofficePlayers';
import { useSubmission } from '../../../app/useSubmission';
import { useCT, useErrorText } from '../../intl';
import * as api from '../../playersApi';
import { useStaffSession } from '../../session';

/** The notes staff keep on a player, newest first; players.note adds one. */
export function PlayerNotes({ playerId, notes, mayAdd, onAdded }: { playerId: string; notes: PlayerNote[]; mayAdd: boolean; onAdded: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const [body, setBody] = useState('');
  const note = useSubmission(
    (text: string, _key, { signal }) => api.addPlayerNote(token, playerId, text, { signal }),
    (text) => (text.trim() === '' ? 'backoffice.players.noteRequired' : null),
  );
  const added = note.snapshot.matches('succeeded');
  useEffect(() => {
    if (!added) return;
    setBody('');
    onAdded();
  }, [added, note.result, onAdded]);

  return (
    <section className="bo-card" aria-labelledby={`${id}-title`} data-testid="bo-player-notes">
      <h2 id={`${id}-title`}>{t('backoffice.players.notes')}</h2>
      {mayAdd && (
        <form
          className="bo-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            note.submit(body.trim());
          }}
        >
          <label className="bo-field">
            <span>{t('backoffice.players.newNote')}</span>
            <textarea value={body} onChange={(e) => setBody(e.target.value)} maxLength={NOTE_MAX} rows={2} aria-invalid={Boolean(note.problem)} data-testid="bo-note-body" />
          </label>
          {note.problem && (
            <p className="bo-error" role="alert">
              {t('backoffice.players.noteRequired')}
            </p>
          )}
          {note.errorCode && (
            <p className="bo-error" role="alert">
              {errorText(note.errorCode)}
            </p>
          )}
          <button type="submit" className="bo-button bo-button--primary" disabled={note.busy}>
            {t('backoffice.players.addNote')}
          </button>
        </form>
      )}
      {notes.length === 0 ? (
        <p className="bo-muted">{t('backoffice.players.noNotes')}</p>
      ) : (
        <ul className="bo-notes">
          {notes.map((n) => (
            <li key={n.id} data-testid="bo-note">
              <p>{n.body}</p>
              <p className="bo-muted">
                {n.author} · <FormattedDate value={n.at} dateStyle="medium" timeStyle="short" />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
