import { useCallback } from 'react';
import * as v from 'valibot';
import { amountRange, insufficientFunds, invalidAmount } from '../../../../server/shared/wire/wallet';
import { useMoney } from '../../../components/money';
import { errorKey, useHasMessage, useT, type MessageKey } from '../../../i18n/useT';
import { useLimitRefusal } from '../../protection/refusalText';
import { MAX_PROOF_BYTES, MAX_PROOFS } from './walletRules';

// The words for a money form's problem: its own check (a walletRules code) or the
// server's refusal, with the numbers the refusal carries (the real balance, the range,
// what is wrong with the amount).

export interface MoneyProblemContext {
  symbol: string;
  /** The display name of a wallet code ('main' or a vendor), for insufficient_funds. */
  walletName?: (wallet: string) => string;
  /** The allowed range, for a client-side `amount.range`. */
  range?: { min: string; max: string };
}

export function useMoneyProblem() {
  const t = useT();
  const hasMessage = useHasMessage();
  const money = useMoney();
  const limitRefusal = useLimitRefusal();
  return useCallback(
    (submission: { problem: string | null; errorCode: string | null; errorValue: unknown }, context: MoneyProblemContext): string | null => {
      const { symbol } = context;
      const range = (min: string, max: string) => t('centre.wallet.amount.range', { min: money(symbol, min), max: money(symbol, max) });
      if (submission.problem) {
        if (submission.problem === 'amount.range' && context.range) return range(context.range.min, context.range.max);
        return t(`centre.wallet.${submission.problem}` as MessageKey, { max: MAX_PROOFS, size: MAX_PROOF_BYTES / 1024 / 1024 });
      }
      const code = submission.errorCode;
      if (!code) return null;
      const value = submission.errorValue;
      const overLimit = limitRefusal(code, value, symbol);
      if (overLimit) return overLimit;
      if (code === 'insufficient_funds') {
        const funds = v.safeParse(insufficientFunds, value);
        if (funds.success) {
          const wallet = funds.output.wallet ?? 'main';
          return t('centre.wallet.insufficient', { wallet: context.walletName?.(wallet) ?? t('centre.wallet.mainWallet'), balance: money(symbol, funds.output.balance) });
        }
      }
      if (code === 'invalid_amount') {
        const amount = v.safeParse(invalidAmount, value);
        const key = amount.success ? (`centre.wallet.amount.${amount.output.problem}` as MessageKey) : null;
        if (key && key !== 'centre.wallet.amount.range' && hasMessage(key)) return t(key);
      }
      if (code === 'amount_out_of_range') {
        const limits = v.safeParse(amountRange, value);
        if (limits.success) return range(limits.output.min, limits.output.max);
      }
      return t(errorKey(code));
    },
    [t, money, limitRefusal, hasMessage],
  );
}
