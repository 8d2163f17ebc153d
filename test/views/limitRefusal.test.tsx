// A deposit or stake refused by one of the member's limits (deposit_limit, loss_limit) is
// told with the limit's period and amount, what is used and when it resets, in the reader's
// language; any other refusal is its plain message (src/views/protection/refusalText.ts,
// used by the deposit, transfer, house and lottery pages).
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import arErrors from '../../server/shared/errors/ar.json';
import { defaultMessages } from '../../src/i18n/loadMessages';
import { useRefusalText } from '../../src/views/protection/refusalText';

const value = { period: 'week', limit: '2000.00', used: '1200.00', resetsAt: '2031-03-16T23:00:00.000Z' };

function Refusal({ code, value: v }: { code: string; value: unknown }) {
  const text = useRefusalText();
  return <p data-testid="refusal">{text(code, v, '₦')}</p>;
}

function shown(locale: string, messages: Record<string, string>, code: string, v: unknown) {
  render(
    <IntlProvider locale={locale} messages={messages} timeZone="UTC">
      <Refusal code={code} value={v} />
    </IntlProvider>,
  );
  return screen.getByTestId('refusal').textContent!;
}

describe('limit refusals', () => {
  it('[RG] loss_limit names the weekly limit, what is used and when it resets', () => {
    expect(shown('en', defaultMessages, 'loss_limit', value)).toBe(
      'This would pass your weekly loss limit of ₦2,000.00 (₦1,200.00 already lost). The limit resets at Mar 16, 2031, 11:00 PM.',
    );
  });

  it('[RG] deposit_limit in Arabic keeps the amounts readable left to right', () => {
    const messages = { ...defaultMessages, ...Object.fromEntries(Object.entries(arErrors).map(([code, text]) => [`error.${code}`, text])) };
    const text = shown('ar', messages, 'deposit_limit', value);
    expect(text).toContain('الأسبوعي');
    expect(text).toContain('\u2066₦2,000.00\u2069');
    expect(text).toContain('\u2066₦1,200.00\u2069');
  });

  it('a refusal of another code is its plain message', () => {
    expect(shown('en', defaultMessages, 'insufficient_funds', value)).toBe(defaultMessages['error.insufficient_funds']);
  });
});
