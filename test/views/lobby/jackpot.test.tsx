import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jackpotAt } from '../../../machines/jackpot.machine';
import { JACKPOT_STEP_MINOR, JACKPOT_TICK_MS } from '../../../server/shared/timing';
import { JackpotCounter } from '../../../src/views/pages/games/hall/JackpotCounter';
import { messages, text } from './harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const renderCounter = (start: number, locale = 'en') =>
  render(
    <IntlProvider locale={locale} messages={messages}>
      <JackpotCounter symbol="₦" start={start} />
    </IntlProvider>,
  );

/** The digits each wheel is turned to, read from its position. */
const wheelDigits = () =>
  [...document.querySelectorAll<HTMLElement>('.jackpot__column')].map((column) => String(Number(column.style.transform.match(/-(\d+)%/)![1]) / 10)).join('');

describe('jackpot counter', () => {
  it('[LOBBY-51][LOBBY-52][LOBBY-53][LOBBY-54] grows by 165.11 every 3 s on rolling digits, with the currency symbol', async () => {
    renderCounter(123_456_789);
    const amount = screen.getByTestId('jackpot-amount');
    expect(screen.getByTestId('jackpot').getAttribute('aria-label')).toBe(text('lobby.jackpot.title'));
    expect(amount.getAttribute('aria-label')).toBe('₦1,234,567.89');
    expect(wheelDigits()).toBe('123456789');
    await act(async () => {
      vi.advanceTimersByTime(JACKPOT_TICK_MS - 1);
    });
    expect(amount.getAttribute('aria-label')).toBe('₦1,234,567.89');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(amount.getAttribute('aria-label')).toBe('₦1,234,733.00');
    expect(wheelDigits()).toBe('123473300');
    await act(async () => {
      vi.advanceTimersByTime(JACKPOT_TICK_MS * 2);
    });
    expect(Number(amount.dataset.amount)).toBe(123_456_789 + 3 * JACKPOT_STEP_MINOR);
  });

  it('[LOBBY-52] stops while the page is hidden', async () => {
    renderCounter(1_000_00);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => {
      vi.advanceTimersByTime(JACKPOT_TICK_MS * 3);
    });
    expect(Number(screen.getByTestId('jackpot-amount').dataset.amount)).toBe(1_000_00);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => {
      vi.advanceTimersByTime(JACKPOT_TICK_MS);
    });
    expect(Number(screen.getByTestId('jackpot-amount').dataset.amount)).toBe(1_000_00 + JACKPOT_STEP_MINOR);
  });

  it('starts where the day has grown it to, the same for every visitor', () => {
    const midnight = Date.UTC(2026, 10, 24);
    expect(jackpotAt(midnight)).toBe(jackpotAt(midnight + 2_999));
    expect(jackpotAt(midnight + 3_000) - jackpotAt(midnight)).toBe(JACKPOT_STEP_MINOR);
  });
});
