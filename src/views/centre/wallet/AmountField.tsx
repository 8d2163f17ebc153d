import type { ReactNode, Ref } from 'react';
import { Field } from '../../../components/forms';

// The amount input of the money forms: the currency symbol in front, a decimal keypad on
// phones, and an optional button at the end (say "all"). The value lives in the input
// until the form is sent; the form's rules (walletRules.ts) judge it.

interface AmountFieldProps {
  label: ReactNode;
  symbol: string;
  name?: string;
  error?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** A button after the input, such as "all". */
  action?: ReactNode;
  testId?: string;
}

export function AmountField({ label, symbol, name = 'amount', error, hint, placeholder, disabled, inputRef, action, testId = 'amount' }: AmountFieldProps) {
  return (
    <Field label={label} error={error ?? undefined} hint={hint} testId={`${testId}-field`}>
      {({ inputId, describedBy, invalid }) => (
        <div className="amount-input">
          <span className="amount-input__symbol" aria-hidden="true">
            {symbol}
          </span>
          <input
            id={inputId}
            ref={inputRef}
            className="input amount-input__input"
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder ?? '0.00'}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            data-testid={testId}
          />
          {action}
        </div>
      )}
    </Field>
  );
}
