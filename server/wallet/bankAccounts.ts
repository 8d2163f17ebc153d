// The member's bank accounts that withdrawals pay into (spec section 4): at most
// MAX_BANK_ACCOUNTS each, the same account added twice answers the one there is.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { UserRow } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type * as wallet from '../shared/wire/wallet';
import { bankAccountProblems, MAX_BANK_ACCOUNTS, normaliseBankAccount } from '../shared/withdrawalRules';
import { bankAccountView } from './withdrawalViews';

export function createBankAccounts(db: Kysely<Database>, clock: Clock) {
  return {
    async bankAccounts(user: UserRow): Promise<wallet.BankAccount[]> {
      const rows = await db.selectFrom('bank_accounts').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
      return rows.map(bankAccountView);
    },

    /** Adds a bank account (the same one twice answers the existing one). */
    async addBankAccount(user: UserRow, input: wallet.NewBankAccount, ip: string): Promise<wallet.BankAccount> {
      const { bankName, accountName, accountNumber } = normaliseBankAccount(input);
      // The shared rule (server/shared/withdrawalRules.ts); names break by length, the number by pattern.
      const issues = bankAccountProblems(input).map(({ field }) => ({ path: `/${field}`, rule: field === 'accountNumber' ? 'pattern' : 'length' }));
      if (issues.length) throw new ApiFailure('bad_request', { issues: issues.map((i) => ({ in: 'body', ...i })) });
      return db.transaction().execute(async (trx) => {
        // One member's additions queue here, so the limit holds under concurrent calls.
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        const existing = await trx.selectFrom('bank_accounts').selectAll().where('user_id', '=', user.id).execute();
        let row = existing.find((b) => b.bank_name === bankName && b.account_number === accountNumber);
        if (!row) {
          if (existing.length >= MAX_BANK_ACCOUNTS) throw new ApiFailure('too_many_bank_accounts', { max: MAX_BANK_ACCOUNTS });
          row = await trx
            .insertInto('bank_accounts')
            .values({ user_id: user.id, bank_name: bankName, account_name: accountName, account_number: accountNumber, created_at: clock() })
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(trx, { actor: `member:${user.merchant_code}:${user.account}`, ip: ip || null, action: 'bank_account.add', details: { bankAccountId: String(row.id), bankName } });
        }
        return bankAccountView(row);
      });
    },
  };
}
