import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type FieldError, fillRange } from '../../../machines/formRules';

/**
 * The words of a field problem: its message with (min)-(max) filled in (spec section 5). The
 * messages are the `validation` area's, loaded around the account flows and the centre.
 */
export function useFieldError() {
  const intl = useIntl();
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error) return undefined;
      const id = error.message in intl.messages ? error.message : 'validation.required';
      return fillRange(intl.formatMessage({ id }), error.min, error.max);
    },
    [intl],
  );
}

/** The form's fields as text, read when it is submitted (the inputs hold them until then). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

/** The current value of one named input of the form around `element`. */
export function valueOf(element: Element | null, name: string): string {
  const form = element?.closest('form');
  const field = form?.elements.namedItem(name);
  return field && 'value' in field ? String((field as unknown as HTMLInputElement).value) : '';
}
