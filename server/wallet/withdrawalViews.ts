// How withdrawals and bank accounts are shown: rows of the database become the wire
// shapes of server/shared/wire/wallet.ts, with the account number masked.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BankAccountsTable, Database, WithdrawalsTable } from '../db/schema';
import { formatMinor, minorOf } from '../shared/money';
import type * as wallet from '../shared/wire/wallet';
import type { UploadService } from '../platform/uploads';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type Conn = Kysely<Database> | Transaction<Database>;

export const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The last four characters only: enough for the owner, too little for anyone else. */
export const maskAccountNumber = (n: string) => (n.length <= 4 ? n : `${'*'.repeat(Math.min(8, n.length - 4))}${n.slice(-4)}`);

export const bankAccountView = (b: Selectable<BankAccountsTable>): wallet.BankAccount => ({
  id: String(b.id),
  bankName: b.bank_name,
  accountName: b.account_name,
  accountNumber: maskAccountNumber(b.account_number),
  createdAt: iso(b.created_at)!,
});

/** Withdrawal rows as the member and the operator see them, with their bank account, currency and proofs. */
export function withdrawalViews(uploads: UploadService) {
  return async function views(rows: WithdrawalRow[], conn: Conn): Promise<wallet.Withdrawal[]> {
    if (rows.length === 0) return [];
    const [banks, proofs, currencies] = await Promise.all([
      conn.selectFrom('bank_accounts').selectAll().where('id', 'in', [...new Set(rows.map((r) => String(r.bank_account_id)))]).execute(),
      uploads.list('withdrawal_proof', rows.map((r) => String(r.id)), conn),
      conn.selectFrom('merchants').select(['code', 'currency']).where('code', 'in', [...new Set(rows.map((r) => r.merchant_code))]).execute(),
    ]);
    return rows.map((r) => {
      const bank = banks.find((b) => String(b.id) === String(r.bank_account_id))!;
      const amount = minorOf(r.amount_minor);
      const fee = minorOf(r.fee_minor);
      return {
        id: String(r.id),
        amount: formatMinor(amount),
        fee: formatMinor(fee),
        netAmount: formatMinor(amount - fee),
        currency: currencies.find((c) => c.code === r.merchant_code)?.currency ?? '',
        status: r.status,
        bankAccount: { id: String(bank.id), bankName: bank.bank_name, accountName: bank.account_name, accountNumber: maskAccountNumber(bank.account_number) },
        matched: r.matched_deposit_id !== null,
        forced: r.forced,
        confirmMinutes: r.confirm_minutes,
        confirmDeadline: iso(r.confirm_deadline),
        note: r.note,
        createdAt: iso(r.created_at)!,
        paidAt: iso(r.paid_at),
        confirmedAt: iso(r.confirmed_at),
        resolvedAt: iso(r.resolved_at),
        proofs: proofs.get(String(r.id)) ?? [],
      };
    });
  };
}
