// Deposits: the merchant's ways to pay in (bank accounts to transfer to), and a
// member's manual bank-transfer deposit with its reference and up to 3 proof images.
// A deposit moves no money until an operator approves it (clearing → main wallet),
// or, matched to another member's withdrawal, until that withdrawer confirms.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DepositsTable } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { fitsInt4 } from '../http/schemas';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from '../centre/inbox';
import type { Ledger } from './ledger';
import type { Actor } from '../operator/operator';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type * as wallet from '../shared/wire/wallet';
import type { Image, UploadService } from '../platform/uploads';
import { amountOf } from './wallet';
import { referenceProblem } from '../shared/depositRules';
import type { LimitService } from '../protection/limits';

/** Deposits a member may have waiting at once. */
export const MAX_PENDING_DEPOSITS = 5;

export type DepositMethodView = wallet.DepositMethod;

export type DepositView = wallet.Deposit;

/** As sent (JSON or multipart text fields); checked here. */
export interface NewDeposit {
  methodId?: unknown;
  amount?: unknown;
  reference?: unknown;
}

type DepositRow = Selectable<DepositsTable>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function referenceOf(input: unknown): string {
  const text = typeof input === 'string' ? input.trim() : '';
  // The shared rule (server/shared/depositRules.ts): nothing that could be markup.
  const problem = referenceProblem(text);
  if (problem) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/reference', rule: problem === 'format' ? 'pattern' : 'required' }] });
  return text;
}

function methodIdOf(input: unknown): number {
  const n = typeof input === 'number' ? input : typeof input === 'string' && /^[0-9]{1,10}$/.test(input) ? Number(input) : NaN;
  // methodId ends in deposit_methods.id, an int4: a larger one is bad input, not a database error.
  if (!fitsInt4(n) || n < 1) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/methodId', rule: 'integer' }] });
  return n;
}

export interface DepositDeps {
  ledger: Ledger;
  idempotency: Idempotency;
  uploads: UploadService;
  inbox: InboxService;
  clock: Clock;
  /** The member's deposit limits (server/protection/limits.ts). */
  limits: Pick<LimitService, 'assertDepositFits'>;
}

export function createDepositService(db: Kysely<Database>, deps: DepositDeps) {
  const { ledger, idempotency, uploads, inbox, clock } = deps;

  async function views(rows: DepositRow[], conn: Kysely<Database> | Transaction<Database> = db): Promise<DepositView[]> {
    if (rows.length === 0) return [];
    const [methods, proofs, currencies] = await Promise.all([
      conn.selectFrom('deposit_methods').select(['id', 'name']).where('id', 'in', [...new Set(rows.map((r) => r.method_id))]).execute(),
      uploads.list('deposit_proof', rows.map((r) => String(r.id)), conn),
      conn.selectFrom('merchants').select(['code', 'currency']).where('code', 'in', [...new Set(rows.map((r) => r.merchant_code))]).execute(),
    ]);
    return rows.map((r) => ({
      id: String(r.id),
      methodId: r.method_id,
      methodName: methods.find((m) => m.id === r.method_id)?.name ?? '',
      amount: formatMinor(minorOf(r.amount_minor)),
      currency: currencies.find((c) => c.code === r.merchant_code)?.currency ?? '',
      reference: r.reference,
      status: r.status,
      matched: r.matched_withdrawal_id !== null,
      note: r.note,
      createdAt: iso(r.created_at)!,
      decidedAt: iso(r.decided_at),
      proofs: proofs.get(String(r.id)) ?? [],
    }));
  }

  async function lockDeposit(trx: Transaction<Database>, id: string): Promise<DepositRow> {
    const row = await trx.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ApiFailure('not_found');
    return row;
  }

  return {
    views,
    lockDeposit,

    async methods(merchantCode: string): Promise<DepositMethodView[]> {
      const [rows, merchant] = await Promise.all([
        db.selectFrom('deposit_methods').selectAll().where('merchant_code', '=', merchantCode).where('active', '=', true).orderBy('sort_order').orderBy('id').execute(),
        db.selectFrom('merchants').select('currency').where('code', '=', merchantCode).executeTakeFirstOrThrow(),
      ]);
      return rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        name: m.name,
        bankName: m.bank_name,
        accountName: m.account_name,
        accountNumber: m.account_number,
        instructions: m.instructions,
        min: formatMinor(minorOf(m.min_minor)),
        max: formatMinor(minorOf(m.max_minor)),
        currency: merchant.currency,
      }));
    },

    async create(user: UserRow, input: NewDeposit, images: readonly Image[], key: string) {
      const methodId = methodIdOf(input.methodId);
      const amount = amountOf(input.amount);
      const reference = referenceOf(input.reference);
      const request = { methodId, amount, reference, proofs: images.map((i) => i.sha256) };
      return idempotency.run({ userId: user.id, key, scope: 'wallet.deposit', request }, async (trx): Promise<DepositView> => {
        const method = await trx
          .selectFrom('deposit_methods')
          .selectAll()
          .where('id', '=', methodId)
          .where('merchant_code', '=', user.merchant_code)
          .where('active', '=', true)
          .executeTakeFirst();
        if (!method) throw new ApiFailure('not_found', { issues: [{ in: 'body', path: '/methodId', rule: 'unknown' }] });
        const min = minorOf(method.min_minor);
        const max = minorOf(method.max_minor);
        if (amount < min || amount > max) throw new ApiFailure('amount_out_of_range', { min: formatMinor(min), max: formatMinor(max) });
        // Locks the member's row: two requests at once cannot both pass a limit only one fits.
        await deps.limits.assertDepositFits(trx, user, amount);
        const pending = await trx
          .selectFrom('deposits')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', user.id)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow();
        if (Number(pending.n) >= MAX_PENDING_DEPOSITS) throw new ApiFailure('operation_not_allowed', { reason: 'too_many_pending', max: MAX_PENDING_DEPOSITS });
        const row = await trx
          .insertInto('deposits')
          .values({ user_id: user.id, merchant_code: user.merchant_code, method_id: methodId, amount_minor: amount, reference, created_at: clock() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await uploads.store(trx, user.id, 'deposit_proof', String(row.id), images);
        await writeAudit(trx, { actor: `member:${user.merchant_code}:${user.account}`, ip: null, action: 'deposit.request', details: { depositId: String(row.id), amount: formatMinor(amount), methodId } });
        return (await views([row], trx))[0]!;
      });
    },

    async list(user: UserRow, pageNo: number): Promise<Page<DepositView>> {
      const total = Number((await db.selectFrom('deposits').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
      const rows = await db.selectFrom('deposits').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute();
      return page(await views(rows), pageNo, total);
    },

    /** Operator: the deposit is in the bank; the member's main wallet gets it. */
    async approve(id: string, actor: Actor): Promise<DepositView> {
      return db.transaction().execute(async (trx) => {
        const deposit = await lockDeposit(trx, id);
        if (deposit.status !== 'pending') throw new ApiFailure('invalid_state', { status: deposit.status });
        const user = await trx.selectFrom('users').select(['id', 'merchant_code', 'currency', 'account']).where('id', '=', deposit.user_id).executeTakeFirstOrThrow();
        const amount = minorOf(deposit.amount_minor);
        await ledger.post(trx, {
          merchantCode: deposit.merchant_code,
          currency: user.currency,
          kind: 'deposit',
          userId: user.id,
          reference: `deposit:${id}`,
          memo: deposit.reference,
          lines: [
            { account: { kind: 'clearing', merchantCode: deposit.merchant_code }, amount: -amount },
            { account: { kind: 'main', userId: user.id }, amount },
          ],
        });
        const updated = await trx
          .updateTable('deposits')
          .set({ status: 'approved', decided_at: clock(), decided_by: actor.name })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await inbox.send(trx, {
          merchantCode: deposit.merchant_code,
          userId: user.id,
          kind: 'deposit_approved',
          params: { depositId: id, amount: formatMinor(amount) },
          title: 'Deposit approved',
          content: `Your deposit of ${formatMinor(amount)} ${user.currency} (reference ${deposit.reference}) was credited to your main wallet.`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'deposit.approve', details: { depositId: id, account: user.account, amount: formatMinor(amount) } });
        return (await views([updated], trx))[0]!;
      });
    },

    /** Operator: no money arrived; nothing moves. */
    async reject(id: string, note: string, actor: Actor): Promise<DepositView> {
      return db.transaction().execute(async (trx) => {
        const deposit = await lockDeposit(trx, id);
        if (deposit.status !== 'pending') throw new ApiFailure('invalid_state', { status: deposit.status });
        const updated = await trx
          .updateTable('deposits')
          .set({ status: 'rejected', note, decided_at: clock(), decided_by: actor.name })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await inbox.send(trx, {
          merchantCode: deposit.merchant_code,
          userId: deposit.user_id,
          kind: 'deposit_rejected',
          params: { depositId: id, amount: formatMinor(minorOf(deposit.amount_minor)), note },
          title: 'Deposit rejected',
          content: `Your deposit with reference ${deposit.reference} was rejected${note ? `: ${note}` : '.'}`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'deposit.reject', details: { depositId: id, note } });
        return (await views([updated], trx))[0]!;
      });
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
