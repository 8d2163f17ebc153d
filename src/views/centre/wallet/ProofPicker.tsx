import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Icon } from '../../../components/Icon';
import { useT, type MessageKey } from '../../../i18n/useT';
import { MAX_PROOF_BYTES, MAX_PROOFS, proofFileProblem, type ProofCheck } from './walletRules';
import './wallet.css';

// Proof images for a deposit or a withdrawal that did not arrive: png or jpg, at most
// 5 MB each, at most `max`. Files that break a rule are refused as they are picked (they
// never join the list, so they are never sent) with a translated reason; the others show
// as thumbnails with a remove button. The list itself belongs to the form around it.

interface ProofPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  max?: number;
  /** A translated problem from the form (say "add at least one image"). */
  error?: string | null;
  label?: string;
  disabled?: boolean;
  testId?: string;
}

/** Object URLs of the files for the thumbnails, revoked when the list changes. */
function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** A picture frame (with a plus for the add button); not among the shared icons. */
function ImageIcon({ plus = false, size = 22 }: { plus?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={plus ? 'M13 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8M4 16l4.5-4.5 4 4 2.5-2.5 5 5M18 2.5v6M15 5.5h6M9 9h.01' : 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM4 16l4.5-4.5 4 4 2.5-2.5 5 5M15.5 8.5h.01'} />
    </svg>
  );
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function ProofPicker({ files, onChange, max = MAX_PROOFS, error, label, disabled, testId = 'proof-picker' }: ProofPickerProps) {
  const t = useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const previews = usePreviews(files);
  const [refused, setRefused] = useState<{ problem: ProofCheck; name: string } | null>(null);
  const full = files.length >= max;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file can be picked again after a refusal or a removal.
    event.target.value = '';
    if (picked.length === 0) return;
    const accepted: File[] = [];
    let problem: { problem: ProofCheck; name: string } | null = null;
    for (const file of picked) {
      const check = proofFileProblem(file);
      if (check) problem ??= { problem: check, name: file.name };
      else if (files.length + accepted.length >= max) problem ??= { problem: 'proof.count', name: file.name };
      else accepted.push(file);
    }
    setRefused(problem);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const remove = (index: number) => {
    setRefused(null);
    onChange(files.filter((_, i) => i !== index));
  };

  const message = refused
    ? t('centre.wallet.proof.refused', { name: refused.name, reason: t(`centre.wallet.${refused.problem}` as MessageKey, { max, size: MAX_PROOF_BYTES / 1024 / 1024 }) })
    : (error ?? null);

  return (
    <div className={`proof-picker${message ? ' proof-picker--invalid' : ''}`} data-testid={testId}>
      <div className="proof-picker__head">
        <span className="field__label" id={`${inputId}-label`}>
          {label ?? t('centre.wallet.proof.label')}
        </span>
        <span className="proof-picker__count" data-testid={`${testId}-count`}>
          {t('centre.wallet.proof.counter', { count: files.length, max })}
        </span>
      </div>
      <ul className="proof-picker__list" aria-labelledby={`${inputId}-label`}>
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${index}`} className="proof-picker__item" data-testid={`${testId}-item`}>
            {previews[index] ? (
              <img className="proof-picker__thumb" src={previews[index]} alt={file.name} />
            ) : (
              <span className="proof-picker__thumb proof-picker__thumb--empty" aria-hidden="true">
                <ImageIcon />
              </span>
            )}
            <span className="proof-picker__name" title={file.name}>
              {file.name}
            </span>
            <span className="proof-picker__size">{sizeText(file.size)}</span>
            <button
              type="button"
              className="proof-picker__remove"
              onClick={() => remove(index)}
              aria-label={t('centre.wallet.proof.remove', { name: file.name })}
              disabled={disabled}
              data-testid={`${testId}-remove`}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {!full && (
          <li className="proof-picker__item proof-picker__item--add">
            <label className={`proof-picker__add${disabled ? ' is-disabled' : ''}`} htmlFor={inputId}>
              <ImageIcon plus />
              <span>{t('centre.wallet.proof.add')}</span>
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={pick}
              disabled={disabled}
              aria-describedby={message ? `${errorId} ${hintId}` : hintId}
              aria-invalid={message ? true : undefined}
              data-testid={`${testId}-input`}
            />
          </li>
        )}
      </ul>
      <p className="field__hint" id={hintId}>
        {t('centre.wallet.proof.hint', { max, size: MAX_PROOF_BYTES / 1024 / 1024 })}
      </p>
      {message && (
        <p className="field__error" id={errorId} role="alert" data-testid={`${testId}-error`}>
          <Icon name="warning" size={14} />
          {message}
        </p>
      )}
    </div>
  );
}

export default ProofPicker;
