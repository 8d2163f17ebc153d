import { useId } from 'react';
import { useCT, useErrorText, type ConsoleKey } from '../../intl';

interface ReasonFieldsProps {
  /** Prefix of the test ids: `<testId>-reason`, `<testId>-confirm`. */
  testId: string;
  value: string;
  onChange: (reason: string) => void;
  /** The wire shape's limit on the reason (server/shared/wire). */
  max: number;
  /** The machine's flags: the reason was blank at confirm; the server refused; the call is on its way. */
  reasonMissing: boolean;
  errorCode: string | null;
  saving: boolean;
  onCancel: () => void;
  words: { reason: ConsoleKey; required: ConsoleKey; confirm: ConsoleKey; cancel: ConsoleKey };
}

/**
 * The end of a staff action's form on the player's page (a lock, an imposed break): the reason
 * the audit log keeps, why it was refused, and confirm / cancel. The form and its machine stay
 * the caller's; this only draws what their machines share.
 */
export function ReasonFields({ testId, value, onChange, max, reasonMissing, errorCode, saving, onCancel, words }: ReasonFieldsProps) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  return (
    <>
      <label className="bo-field">
        <span>{t(words.reason)}</span>
        <textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={max}
          rows={2}
          aria-invalid={reasonMissing}
          aria-describedby={reasonMissing ? `${id}-missing` : undefined}
          data-testid={`${testId}-reason`}
        />
      </label>
      {reasonMissing && (
        <p className="bo-error" id={`${id}-missing`} role="alert">
          {t(words.required)}
        </p>
      )}
      {errorCode && (
        <p className="bo-error" role="alert">
          {errorText(errorCode)}
        </p>
      )}
      <div className="bo-row">
        <button type="submit" className="bo-button bo-button--danger" disabled={saving} data-testid={`${testId}-confirm`}>
          {t(words.confirm)}
        </button>
        <button type="button" className="bo-button" disabled={saving} onClick={onCancel}>
          {t(words.cancel)}
        </button>
      </div>
    </>
  );
}
