import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
// The shared .input look of the forms.
import '../../../components/forms.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays on the button. */
const FEEDBACK_MS = 2000;

async function writeClipboard(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure page): fall back to the selection below.
  }
  if (!input) return false;
  input.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  }
}

/** A read-only value (the referral code, the link) with a copy button and its feedback. */
export function CopyField({ label, value, copyLabel, testId }: { label: string; value: string; copyLabel: string; testId: string }) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => setState((await writeClipboard(value, input.current)) ? 'copied' : 'failed');

  return (
    <div className="engage-copy" data-testid={testId}>
      <label className="engage-copy__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="engage-copy__row">
        <input ref={input} id={inputId} className="input engage-copy__value" value={value} readOnly onFocus={(e) => e.currentTarget.select()} data-testid={`${testId}-value`} />
        <button
          type="button"
          className={`button ${state === 'copied' ? 'button--ghost is-copied' : 'button--primary'} engage-copy__button`}
          onClick={copy}
          aria-label={copyLabel}
          data-testid={`${testId}-copy`}
        >
          <Icon name={state === 'copied' ? 'check' : 'receipt'} size={16} />
          <span>{state === 'copied' ? t('centre.referral.copied') : t('centre.referral.copy')}</span>
        </button>
      </div>
      <p className={`engage-copy__feedback${state === 'failed' ? ' is-failed' : ''}`} role="status" aria-live="polite" data-testid={`${testId}-feedback`}>
        {state === 'copied' ? t('centre.referral.copied') : state === 'failed' ? t('centre.referral.copyFailed') : ''}
      </p>
    </div>
  );
}
