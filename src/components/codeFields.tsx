import type { ComponentProps } from 'react';
import { useT } from '../i18n/useT';
import { dialingCodesFor } from './dialingCodes';
import { CodeButton, PhoneInput, TextInput } from './forms';

// The mobile number and one-time code inputs every flow that sends a code shows (login by
// SMS, registration, forgot password, binding a contact), written once so they look,
// read and count down alike.

/** What a `Field` hands the input it labels. */
interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** A national number after a country code picker, the merchant's calling code first. */
export function MobileInput({ dialingCode, testId, ...ids }: FieldIds & { dialingCode: string; testId: string }) {
  const t = useT();
  return (
    <PhoneInput
      {...ids}
      codes={dialingCodesFor(dialingCode)}
      defaultCode={dialingCode}
      codeLabel={t('field.countryDialingCode')}
      placeholder={t('placeholder.mobileNum')}
      testId={testId}
    />
  );
}

interface CodeInputProps extends FieldIds {
  /** The input's form name. */
  name: string;
  testId: string;
  /** The flow's code region, and the seconds before another code may be asked for. */
  state: ComponentProps<typeof CodeButton>['state'];
  secondsLeft: number;
  onSend: () => void;
  placeholder?: string;
  maxLength?: number;
  buttonTestId?: string;
}

/** A one-time code box with its get-code button, which counts down before another code. */
export function CodeInput({ inputId, describedBy, invalid, name, testId, state, secondsLeft, onSend, placeholder, maxLength, buttonTestId }: CodeInputProps) {
  const t = useT();
  return (
    <div className="input-group">
      <TextInput
        id={inputId}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={maxLength}
        placeholder={placeholder ?? t('placeholder.code')}
        aria-describedby={describedBy}
        invalid={invalid}
        data-testid={testId}
      />
      <CodeButton
        state={state}
        secondsLeft={secondsLeft}
        testId={buttonTestId}
        onClick={onSend}
        labels={{
          get: t('sms.get'),
          sending: t('sms.sending'),
          wait: (seconds) => t('sms.wait', { seconds }),
          waitLabel: (seconds) => t('sms.waitLabel', { seconds }),
        }}
      />
    </div>
  );
}
