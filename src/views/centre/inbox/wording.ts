import { useCallback } from 'react';
import type { InboxMessage } from '../../../../server/shared/wire/inbox';
import { useMoney } from '../../../components/money';
import { useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import type { CentrePage } from '../../../../machines/centrePages';

/**
 * How each kind of message the server writes (server/wallet, server/centre: deposits, withdrawals,
 * wallet, walletOperator, centre, and the welcome of the demo data) is worded here, from
 * its `params`. `needs` are the params the words cannot do without; a message of a kind
 * not listed, or missing one of them, is shown in the server's English.
 */
interface Template {
  needs: readonly string[];
  /** The centre page where the member acts on it. */
  go?: { page: CentrePage; label: MessageKey };
}

export const TEMPLATES: Record<string, Template> = {
  welcome: { needs: [] },
  deposit_approved: { needs: ['amount'] },
  deposit_rejected: { needs: ['amount'], go: { page: 'depositv2', label: 'centre.inbox.go.deposit' } },
  withdrawal_paid: { needs: ['amount', 'withdrawalId', 'confirmDeadline'], go: { page: 'withdraw', label: 'centre.inbox.go.withdraw' } },
  withdrawal_rejected: { needs: ['amount', 'withdrawalId'] },
  withdrawal_forced_received: { needs: ['amount', 'withdrawalId'] },
  withdrawal_dispute_closed: { needs: ['withdrawalId'] },
  withdrawal_refunded: { needs: ['amount', 'withdrawalId'] },
  upline_transfer_received: { needs: ['amount', 'from'], go: { page: 'transferFund', label: 'centre.inbox.go.wallet' } },
  bonus_credited: { needs: ['amount'], go: { page: 'transferFund', label: 'centre.inbox.go.wallet' } },
  reward_granted: { needs: ['amount', 'title'], go: { page: 'rewardCenter', label: 'centre.inbox.go.rewards' } },
};

export interface Worded {
  title: string;
  content: string;
  /** An operator's note or memo, as written (not translated). */
  note: string | null;
  go: Template['go'] | null;
  /** False: the server's English title and content. */
  translated: boolean;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Words a message in the reader's language where its kind is known. */
export function useMessageWording(currencySymbol: string) {
  const t = useT();
  const { dateTime } = useCentreDates();
  const money = useMoney();
  return useCallback(
    (message: InboxMessage): Worded => {
      const template = Object.hasOwn(TEMPLATES, message.kind) ? TEMPLATES[message.kind] : undefined;
      const params = message.params ?? {};
      if (!template || template.needs.some((name) => text(params[name]) === '')) {
        return { title: message.title, content: message.content, note: null, go: null, translated: false };
      }
      const deadline = text(params.confirmDeadline);
      const values = {
        amount: money(currencySymbol, text(params.amount)),
        id: text(params.withdrawalId),
        from: text(params.from),
        title: text(params.title),
        deadline: deadline ? dateTime(deadline) : '',
      };
      const note = text(params.note) || text(params.memo);
      return {
        title: t(`centre.inbox.kind.${message.kind}.title` as MessageKey, values),
        content: t(`centre.inbox.kind.${message.kind}.content` as MessageKey, values),
        note: note || null,
        go: template.go ?? null,
        translated: true,
      };
    },
    [t, dateTime, money, currencySymbol],
  );
}
