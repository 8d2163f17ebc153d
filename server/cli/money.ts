// The money commands of the operator command line: the same services, checks and
// audit log as the operator routes, straight on the database (DATABASE_URL or
// PGLITE_DIR; with PGlite stop the server first, or use the routes while it runs).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { seedWalletReference } from '../db/seed/wallet';
import { runWithdrawalConfirmations } from '../jobs/withdrawalConfirmations';
import { createServices, type Services } from '../services';
import { cliActor, onDatabase, usageMistake } from './database';

export const MONEY_COMMANDS = ['queue', 'deposit', 'withdrawal', 'adjust', 'wallet-settings', 'vendor-wallet', 'jobs', 'ledger'] as const;

export const MONEY_USAGE = `Money commands:
  queue [--merchant CODE]                              deposits and withdrawals waiting
  deposit approve ID | deposit reject ID [--note TEXT]
  withdrawal paid ID [--matched-deposit ID]            (matched: another member's deposit paid it)
  withdrawal reject ID [--note TEXT]
  withdrawal resolve ID --outcome received|refunded [--note TEXT]
  adjust --account NAME (--credit AMOUNT | --debit AMOUNT) [--kind adjustment|bonus] [--memo TEXT] [--merchant CODE] [--key KEY]
  wallet-settings [--merchant CODE] [--confirm-minutes N] [--withdraw-min A] [--withdraw-max A] [--fee-bps N] [--fee-min A]
                  [--daily-count N] [--deposit-min A] [--deposit-max A] [--rebate-bps N]
  vendor-wallet --vendor CODE --mode transfer|seamless [--secret TEXT]
  jobs run                                             the withdrawal confirmation deadline job, now
  ledger check                                         recompute balances and journal sums`;

class UsageError extends Error {}

const OPTIONS = {
  merchant: { type: 'string' },
  note: { type: 'string' },
  'matched-deposit': { type: 'string' },
  outcome: { type: 'string' },
  account: { type: 'string' },
  credit: { type: 'string' },
  debit: { type: 'string' },
  kind: { type: 'string' },
  memo: { type: 'string' },
  key: { type: 'string' },
  vendor: { type: 'string' },
  mode: { type: 'string' },
  secret: { type: 'string' },
  'confirm-minutes': { type: 'string' },
  'withdraw-min': { type: 'string' },
  'withdraw-max': { type: 'string' },
  'fee-bps': { type: 'string' },
  'fee-min': { type: 'string' },
  'daily-count': { type: 'string' },
  'deposit-min': { type: 'string' },
  'deposit-max': { type: 'string' },
  'rebate-bps': { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; args: string[] }>>['values'];

export interface MoneyCommand {
  run(services: Services, actor: { name: string; ip: null }): Promise<unknown>;
}

function idArg(value: string | undefined, what: string): string {
  if (!value || !/^[1-9][0-9]{0,17}$/.test(value)) throw new UsageError(`${what} needs an id`);
  return value;
}

function intArg(values: Values, name: keyof Values): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[0-9]{1,6}$/.test(value)) throw new UsageError(`--${String(name)} takes a whole number`);
  return Number(value);
}

/** Turns the arguments into one command (exported for tests). */
export function parseMoneyArgs(argv: string[]): MoneyCommand {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  const [command, action, id] = positionals;
  switch (command) {
    case 'queue':
      return { run: (s) => s.walletOperator.queue(values.merchant) };
    case 'deposit': {
      const depositId = idArg(id, `deposit ${action ?? ''}`);
      if (action === 'approve') return { run: (s, actor) => s.deposits.approve(depositId, actor) };
      if (action === 'reject') return { run: (s, actor) => s.deposits.reject(depositId, values.note ?? '', actor) };
      throw new UsageError('deposit takes approve or reject');
    }
    case 'withdrawal': {
      const withdrawalId = idArg(id, `withdrawal ${action ?? ''}`);
      if (action === 'paid') {
        const matched = values['matched-deposit'];
        if (matched !== undefined) idArg(matched, '--matched-deposit');
        return { run: (s, actor) => s.withdrawals.markPaid(withdrawalId, matched ? { matchedDepositId: matched } : {}, actor) };
      }
      if (action === 'reject') return { run: (s, actor) => s.withdrawals.reject(withdrawalId, values.note ?? '', actor) };
      if (action === 'resolve') {
        const outcome = values.outcome;
        if (outcome !== 'received' && outcome !== 'refunded') throw new UsageError('--outcome takes received or refunded');
        return { run: (s, actor) => s.withdrawals.resolveDispute(withdrawalId, { outcome, note: values.note }, actor) };
      }
      throw new UsageError('withdrawal takes paid, reject or resolve');
    }
    case 'adjust': {
      const account = values.account;
      if (!account) throw new UsageError('adjust needs --account');
      if ((values.credit === undefined) === (values.debit === undefined)) throw new UsageError('adjust takes one of --credit or --debit');
      const kind = values.kind ?? 'adjustment';
      if (kind !== 'adjustment' && kind !== 'bonus') throw new UsageError('--kind takes adjustment or bonus');
      const direction = values.credit !== undefined ? 'credit' : 'debit';
      const amount = (values.credit ?? values.debit)!;
      const key = values.key ?? `cli-${randomUUID()}`;
      return { run: async (s, actor) => (await s.walletOperator.adjust({ merchantCode: values.merchant, account, direction, amount, kind, memo: values.memo }, key, actor)).value };
    }
    case 'wallet-settings': {
      const change = {
        merchantCode: values.merchant,
        withdrawConfirmMinutes: intArg(values, 'confirm-minutes'),
        withdrawMin: values['withdraw-min'],
        withdrawMax: values['withdraw-max'],
        withdrawFeeBps: intArg(values, 'fee-bps'),
        withdrawFeeMin: values['fee-min'],
        withdrawDailyCount: intArg(values, 'daily-count'),
        depositMin: values['deposit-min'],
        depositMax: values['deposit-max'],
        rebateBps: intArg(values, 'rebate-bps'),
      };
      return { run: (s, actor) => s.walletOperator.updateSettings(change, actor) };
    }
    case 'vendor-wallet': {
      const { vendor, mode, secret } = values;
      if (!vendor || (mode !== 'transfer' && mode !== 'seamless')) throw new UsageError('vendor-wallet needs --vendor and --mode transfer|seamless');
      return { run: (s, actor) => s.walletOperator.setVendorWallet({ vendor, walletMode: mode, secret }, actor) };
    }
    case 'jobs':
      if (action !== 'run') throw new UsageError('jobs takes run');
      return { run: (s) => runWithdrawalConfirmations(s) };
    case 'ledger':
      if (action !== 'check') throw new UsageError('ledger takes check');
      return {
        run: async (s) => {
          const discrepancies = await s.ledger.discrepancies();
          return { ok: discrepancies.length === 0, discrepancies };
        },
      };
    default:
      throw new UsageError(`Unknown command "${command ?? ''}"`);
  }
}

/** Runs one money command; resolves with the exit code (0 done, 1 refused, 2 usage). */
export async function runMoneyCommand(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void, usage: string): Promise<number> {
  let command: MoneyCommand;
  try {
    command = parseMoneyArgs(argv);
  } catch (err) {
    return usageMistake(err, usage, out);
  }
  return onDatabase(env, out, async (store, config) => {
    await seedWalletReference(store, { dev: config.dev });
    const services = createServices(store.db, { statusCacheMs: 0 });
    const result = await command.run(services, { name: cliActor(), ip: null });
    out(JSON.stringify(result, null, 2));
    if (argv[0] === 'ledger' && !(result as { ok: boolean }).ok) return 1;
    return 0;
  });
}
