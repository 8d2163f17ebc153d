import { useCallback } from 'react';
import type { InboxMessage } from '../../../../server/shared/wire/inbox';
import { useMoney } from '../../../components/money';
import { useT, type MessageKey } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import type { CentrePage } from '../../../../machines/centrePages';

/**
 * How each kind of message the server writes (server/wallet, server/centre: deposits, withdrawals,
 * wallet, walletOperator, centre, points; server/agents/team, server/content/promotions,
 * server/identity/identityReviews; and the welcome of the demo data) is worded here, from
 * its `params`. `needs` are the params the words cannot do without; a message of a kind
 * not listed, or missing one of them, is shown in the server's English.
 */
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

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
  downline_transfer_received: { needs: ['amount', 'from'], go: { page: 'transferFund', label: 'centre.inbox.go.wallet' } },
  // server/identity/identityReviews.ts: one kind, worded per outcome (params.state); the reviewer's reason is the note.
  identity_review_approved: { needs: ['kind'], go: { page: 'verification', label: 'centre.inbox.go.verification' } },
  identity_review_rejected: { needs: ['kind'], go: { page: 'verification', label: 'centre.inbox.go.verification' } },
  identity_review_more_requested: { needs: ['kind'], go: { page: 'verification', label: 'centre.inbox.go.verification' } },
  // server/content/promotions.ts and server/centre/points.ts: the staff's note on a rejection is the note.
  application_issued: { needs: ['amount', 'title'] },
  application_rejected: { needs: ['title'] },
  redemption_approved: { needs: ['title', 'referenceNo'] },
  redemption_rejected: { needs: ['title', 'referenceNo', 'points'] },
};

/** Kinds the server writes once for several outcomes, worded per outcome: `<kind>_<params.state>`. */
const BY_STATE: Record<string, readonly string[]> = { identity_review: ['approved', 'rejected', 'more_requested'] };

/** The submissions an identity review names (params.kind), in the member's words. */
const SUBMISSION_WORDS: Record<string, MessageKey> = {
  details: 'centre.inbox.identity.details',
  identity_document: 'centre.inbox.identity.identity_document',
  address_document: 'centre.inbox.identity.address_document',
};

/** The template a message is worded by: its kind, or its kind and outcome. */
export function wordingKind(kind: string, params: Record<string, unknown>): string {
  const states = Object.hasOwn(BY_STATE, kind) ? BY_STATE[kind]! : null;
  if (!states) return kind;
  const state = text(params.state);
  return states.includes(state) ? `${kind}_${state}` : kind;
}

export interface Worded {
  title: string;
  content: string;
  /** An operator's note or memo, as written (not translated). */
  note: string | null;
  go: Template['go'] | null;
  /** False: the server's English title and content. */
  translated: boolean;
}


/** Words a message in the reader's language where its kind is known. */
export function useMessageWording(currencySymbol: string) {
  const t = useT();
  const { dateTime } = useCentreDates();
  const money = useMoney();
  return useCallback(
    (message: InboxMessage): Worded => {
      const params = message.params ?? {};
      const kind = wordingKind(message.kind, params);
      const template = Object.hasOwn(TEMPLATES, kind) ? TEMPLATES[kind] : undefined;
      const submission = text(params.kind);
      const knownSubmission = !kind.startsWith('identity_review') || Object.hasOwn(SUBMISSION_WORDS, submission);
      if (!template || !knownSubmission || template.needs.some((name) => text(params[name]) === '')) {
        return { title: message.title, content: message.content, note: null, go: null, translated: false };
      }
      const deadline = text(params.confirmDeadline);
      const values = {
        amount: money(currencySymbol, text(params.amount)),
        id: text(params.withdrawalId),
        from: text(params.from),
        title: text(params.title),
        deadline: deadline ? dateTime(deadline) : '',
        ref: text(params.referenceNo),
        points: text(params.points),
        what: Object.hasOwn(SUBMISSION_WORDS, submission) ? t(SUBMISSION_WORDS[submission]!) : '',
      };
      const note = text(params.note) || text(params.memo);
      return {
        title: t(`centre.inbox.kind.${kind}.title` as MessageKey, values),
        content: t(`centre.inbox.kind.${kind}.content` as MessageKey, values),
        note: note || null,
        go: template.go ?? null,
        translated: true,
      };
    },
    [t, dateTime, money, currencySymbol],
  );
}
