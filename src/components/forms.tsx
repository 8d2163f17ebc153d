import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './Icon';
import './forms.css';

// Form pieces of the account popups. They only draw what they are given; the values
// live in the inputs until the form is submitted, and every decision is the machine's.

interface FieldProps {
  label: ReactNode;
  /** The translated problem, shown under the input and announced. */
  error?: string;
  hint?: ReactNode;
  optional?: ReactNode;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  testId?: string;
  className?: string;
}

export function Field({ label, error, hint, optional, children, testId, className }: FieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {optional && <span className="field__optional">{optional}</span>}
      </label>
      {children({ inputId, describedBy, invalid: !!error })}
      {hint && !error && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          <Icon name="warning" size={14} />
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export function TextInput({ invalid, className, ...rest }: InputProps) {
  return <input className={`input${className ? ` ${className}` : ''}`} aria-invalid={invalid || undefined} {...rest} />;
}

interface PasswordInputProps extends InputProps {
  visible: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}

/** A password with its show/hide button. */
export function PasswordInput({ visible, onToggle, showLabel, hideLabel, invalid, ...rest }: PasswordInputProps) {
  return (
    <div className="input-group">
      <input className="input" type={visible ? 'text' : 'password'} aria-invalid={invalid || undefined} {...rest} />
      <button
        type="button"
        className="input-group__button"
        onClick={onToggle}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        data-testid={rest.name ? `${rest.name}-toggle` : undefined}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
      </button>
    </div>
  );
}

interface PhoneInputProps {
  inputId: string;
  describedBy?: string;
  invalid?: boolean;
  codes: readonly { country: string; code: string }[];
  defaultCode: string;
  codeLabel: string;
  placeholder?: string;
  /** Names of the two inputs in the form. */
  codeName?: string;
  numberName?: string;
  testId?: string;
  disabled?: boolean;
}

/** Country calling code and national number. */
export function PhoneInput({
  inputId,
  describedBy,
  invalid,
  codes,
  defaultCode,
  codeLabel,
  placeholder,
  codeName = 'countryDialingCode',
  numberName = 'mobileNum',
  testId,
  disabled,
}: PhoneInputProps) {
  return (
    <div className="input-group input-group--phone">
      <select className="input input--code" name={codeName} defaultValue={`+${defaultCode}`} aria-label={codeLabel} data-testid={testId ? `${testId}-code` : undefined} disabled={disabled}>
        {codes.map((entry) => (
          <option key={`${entry.country}-${entry.code}`} value={`+${entry.code}`}>
            {entry.country} +{entry.code}
          </option>
        ))}
      </select>
      <input
        id={inputId}
        className="input"
        name={numberName}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        disabled={disabled}
      />
    </div>
  );
}

interface CodeButtonProps {
  /** The get-code button's state, from the flow's code region. */
  state: 'idle' | 'throttled' | 'slider' | 'sending' | 'failed' | 'counting';
  secondsLeft: number;
  onClick: () => void;
  labels: { get: string; sending: string; wait: (seconds: number) => string; waitLabel: (seconds: number) => string };
  testId?: string;
}

/** The get-code button: disabled while busy or counting down, showing the seconds left. */
export function CodeButton({ state, secondsLeft, onClick, labels, testId = 'sms-code-button' }: CodeButtonProps) {
  const counting = state === 'counting';
  return (
    <button
      type="button"
      className={`code-button${counting ? ' is-counting' : ''}`}
      onClick={onClick}
      disabled={state !== 'idle'}
      data-testid={testId}
      data-state={state}
      aria-label={counting ? labels.waitLabel(secondsLeft) : undefined}
    >
      {counting ? labels.wait(secondsLeft) : state === 'sending' || state === 'slider' ? labels.sending : labels.get}
    </button>
  );
}

interface CaptchaProps {
  image: string | null;
  refreshing: boolean;
  /** Within a second of the last refresh: the button waits. */
  canRefresh: boolean;
  onRefresh: () => void;
  labels: { image: string; refresh: string; failed: string };
}

/** The captcha picture with its refresh button. */
export function CaptchaImage({ image, refreshing, canRefresh, onRefresh, labels }: CaptchaProps) {
  return (
    <div className="captcha" data-testid="captcha" aria-busy={refreshing || undefined}>
      <div className={`captcha__image${refreshing ? ' is-loading' : ''}`}>
        {image ? <img src={image} alt={labels.image} data-testid="captcha-image" /> : <span className="captcha__failed">{labels.failed}</span>}
      </div>
      <button type="button" className="icon-button captcha__refresh" onClick={onRefresh} disabled={!canRefresh} aria-label={labels.refresh} data-testid="captcha-refresh">
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}

/** A segmented switch between two or more ways of filling the form. */
export function SegmentedTabs<T extends string>({
  options,
  value,
  onChange,
  label,
  testId,
}: {
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  testId?: string;
}) {
  return (
    <div className="segmented" role="tablist" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={`segmented__tab${option.value === value ? ' is-active' : ''}`}
          onClick={() => onChange(option.value)}
          data-testid={testId ? `${testId}-${option.value}` : undefined}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The form's own problem (a refused call), above the submit button. */
export function FormAlert({ children, testId = 'form-error' }: { children: ReactNode; testId?: string }) {
  return (
    <div className="form-alert" role="alert" data-testid={testId}>
      <Icon name="warning" size={18} />
      <span>{children}</span>
    </div>
  );
}

/**
 * A small dialog over a form inside a popup (a warning with one button). Escape and the
 * button confirm it; the popup around it stays open.
 */
export function InlineDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  testId,
  tone = 'warning',
}: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  testId?: string;
  tone?: 'warning' | 'success';
}) {
  const titleId = useId();
  return (
    <div
      className="inline-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onConfirm();
        }
      }}
    >
      <div className={`inline-dialog__panel inline-dialog__panel--${tone}`}>
        <span className="inline-dialog__icon">
          <Icon name={tone === 'success' ? 'check' : 'warning'} size={26} />
        </span>
        <h3 id={titleId} className="inline-dialog__title">
          {title}
        </h3>
        <div className="inline-dialog__text">{children}</div>
        <button type="button" className="button button--primary inline-dialog__button" onClick={onConfirm} autoFocus data-testid={testId ? `${testId}-confirm` : undefined}>
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
