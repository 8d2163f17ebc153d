import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { limitRefusal } from '../../../server/shared/wire/protection';
import { useMoney } from '../../components/money';
import { errorKey, useT } from '../../i18n/useT';

// A refused deposit or stake that would pass one of the member's limits (deposit_limit,
// loss_limit) says which limit — its period and amount, what is used — and when it
// resets, in the reader's language (the server's error catalogue, with the numbers
// formatted here); any other refusal is its plain message.

const LIMIT_CODES = new Set(['deposit_limit', 'loss_limit']);

export function useLimitRefusal() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  return useCallback(
    /** The words for a limit refusal, or null when `code` is not one (or its value is unreadable). */
    (code: string | null | undefined, value: unknown, symbol: string): string | null => {
      if (!code || !LIMIT_CODES.has(code)) return null;
      const refusal = v.safeParse(limitRefusal, value);
      if (!refusal.success) return null;
      const { period, limit, used, resetsAt } = refusal.output;
      return t(errorKey(code), {
        period,
        limit: money(symbol, limit),
        used: money(symbol, used),
        resetsAt: intl.formatDate(resetsAt, { dateStyle: 'medium', timeStyle: 'short' }),
      });
    },
    [t, intl, money],
  );
}

/** A refusal's words: a limit refusal with its numbers, else the code's message. */
export function useRefusalText() {
  const t = useT();
  const limitText = useLimitRefusal();
  return useCallback(
    (code: string | null | undefined, value: unknown, symbol: string): string => limitText(code, value, symbol) ?? t(errorKey(code)),
    [t, limitText],
  );
}
