// The ledger's side of a withdrawal: each way money can move in its life is one
// named posting, so a path of the state chart (server/wallet/withdrawals.ts) names
// what it does with the money instead of repeating the lines of a journal.
import type { Transaction } from 'kysely';
import type { Database, JournalKind } from '../db/schema';
import type { Ledger, Line } from './ledger';

type Trx = Transaction<Database>;
/** The withdrawal a posting belongs to: its journal's reference. */
interface Of {
  id: string | number;
  merchant_code: string;
}
/** A member's account holder. */
interface Member {
  id: number;
  currency: string;
}

// A posting's memo names the withdrawal (and the deposit that paid it); what happened is its
// kind, which the records show in the reader's language.
export function withdrawalPostings(ledger: Ledger) {
  const post = (trx: Trx, w: Of, member: Member, kind: JournalKind, memo: string, lines: Line[]) =>
    ledger.post(trx, { merchantCode: w.merchant_code, currency: member.currency, kind, userId: member.id, reference: `withdrawal:${w.id}`, memo, lines });
  const hold = (userId: number) => ({ kind: 'withdrawal_hold' as const, userId });
  const main = (userId: number) => ({ kind: 'main' as const, userId });
  const house = (kind: 'clearing' | 'fees', merchantCode: string) => ({ kind, merchantCode });

  return {
    /** The request: the amount leaves the main wallet into the member's hold. */
    hold: (trx: Trx, w: Of, member: Member, amount: number) =>
      post(trx, w, member, 'withdrawal_hold', `#${w.id}`, [
        { account: main(member.id), amount: -amount },
        { account: hold(member.id), amount },
      ]),

    /** Refused before payout, or a matched payout that never came: the hold returns to the main wallet. */
    release: (trx: Trx, w: Of, member: Member, amount: number) =>
      post(trx, w, member, 'withdrawal_release', `#${w.id}`, [
        { account: hold(member.id), amount: -amount },
        { account: main(member.id), amount },
      ]),

    /** The operator sent the money: the hold goes to clearing, less the fee. */
    payout: (trx: Trx, w: Of, member: Member, amount: number, fee: number) =>
      post(trx, w, member, 'withdrawal_payout', `#${w.id}`, [
        { account: hold(member.id), amount: -amount },
        { account: house('clearing', w.merchant_code), amount: amount - fee },
        { account: house('fees', w.merchant_code), amount: fee },
      ]),

    /** A disputed payout that never arrived: clearing and fees give the whole amount back. */
    refund: (trx: Trx, w: Of, member: Member, amount: number, fee: number) =>
      post(trx, w, member, 'withdrawal_refund', `#${w.id}`, [
        { account: house('clearing', w.merchant_code), amount: -(amount - fee) },
        { account: house('fees', w.merchant_code), amount: -fee },
        { account: main(member.id), amount },
      ]),

    /** A matched payout confirmed: the withdrawer's hold credits the depositor's main wallet, less the fee. */
    payDepositor: (trx: Trx, w: Of, withdrawer: Member, depositor: Member, depositId: string, amount: number, fee: number) =>
      // The journal is about the depositor, in the withdrawer's currency (both are of one merchant).
      post(trx, w, { id: depositor.id, currency: withdrawer.currency }, 'deposit_match', `#${depositId} → #${w.id}`, [
        { account: hold(withdrawer.id), amount: -amount },
        { account: main(depositor.id), amount: amount - fee },
        { account: house('fees', w.merchant_code), amount: fee },
      ]),
  };
}

export type WithdrawalPostings = ReturnType<typeof withdrawalPostings>;
