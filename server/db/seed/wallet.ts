// Money reference data, added once to every database (new or from before the wallet
// existed): per-merchant limits and fees, deposit methods, and the HOUSE vendor that
// uses the seamless wallet. In development (PORTAL_DEV=1) the HOUSE vendor gets a
// well-known secret, and the demo accounts get some history, made through the same
// services a member and an operator use, so every amount is in the ledger.
import { sql } from 'kysely';
import type { Db } from '../index';
import type { Services } from '../../services';
import { DAY } from '../../platform/clock';
import { DEMO_ACCOUNTS } from './accounts';
import { DICE_CONFIG } from '../../shared/houseGames/dice';
import { SLOT_CONFIG } from '../../shared/houseGames/slot';

const WALLET_LOCK = 724_004;
const REFERENCE_MARKER = 'database.wallet_seeded';
const DEMO_MARKER = 'database.demo_money_seeded';

/** The seamless-wallet secret of the HOUSE vendor in development (docs/api.md). Never used otherwise. */
export const DEV_HOUSE_SECRET = 'house-dev-secret-0123456789abcdef';
export const HOUSE_VENDOR = 'HOUSE';

interface MerchantMoney {
  depositMin: number;
  depositMax: number;
  withdrawMin: number;
  withdrawMax: number;
  feeBps: number;
  feeMin: number;
  dailyCount: number;
  confirmMinutes: number;
  rebateBps: number;
  methods: { name: string; bankName: string; accountName: string; accountNumber: string; instructions: string; min: number; max: number }[];
}

/** Amounts in minor units. */
const MERCHANT_MONEY: Record<string, MerchantMoney> = {
  NG: {
    depositMin: 50_000,
    depositMax: 500_000_000,
    withdrawMin: 100_000,
    withdrawMax: 200_000_000,
    feeBps: 100,
    feeMin: 5_000,
    dailyCount: 5,
    confirmMinutes: 30,
    rebateBps: 50,
    methods: [
      {
        name: 'Bank transfer (First Demo Bank)',
        bankName: 'First Demo Bank',
        accountName: 'Aurora Play Nigeria Ltd',
        accountNumber: '0123456789',
        instructions: 'Transfer the exact amount and put your reference in the transfer narration. Upload the receipt as proof.',
        min: 50_000,
        max: 500_000_000,
      },
      {
        name: 'Bank transfer (Union Demo Bank)',
        bankName: 'Union Demo Bank',
        accountName: 'Aurora Play Nigeria Ltd',
        accountNumber: '9876543210',
        instructions: 'Transfers above ₦1,000,000 are credited after a manual check.',
        min: 100_000,
        max: 1_000_000_000,
      },
    ],
  },
  AU: {
    depositMin: 2_000,
    depositMax: 5_000_000,
    withdrawMin: 5_000,
    withdrawMax: 2_000_000,
    feeBps: 0,
    feeMin: 0,
    dailyCount: 3,
    confirmMinutes: 30,
    rebateBps: 40,
    methods: [
      {
        name: 'Bank transfer (Demo Bank of Australia)',
        bankName: 'Demo Bank of Australia',
        accountName: 'Aurora Play Australia Pty Ltd',
        accountNumber: '06200012345678',
        instructions: 'BSB 062-000. Use your reference as the payment description.',
        min: 2_000,
        max: 5_000_000,
      },
    ],
  },
};

/** Adds the money reference data once; in development, makes sure HOUSE has its known secret. */
export async function seedWalletReference(store: Db, opts: { dev: boolean }): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${WALLET_LOCK})`.execute(trx);
    const done = await trx.selectFrom('audit_log').select('id').where('action', '=', REFERENCE_MARKER).executeTakeFirst();
    if (!done) {
      const merchants = await trx.selectFrom('merchants').select('code').execute();
      for (const { code } of merchants) {
        const money = MERCHANT_MONEY[code];
        if (!money) continue;
        await trx
          .updateTable('merchants')
          .set({
            deposit_min_minor: money.depositMin,
            deposit_max_minor: money.depositMax,
            withdraw_min_minor: money.withdrawMin,
            withdraw_max_minor: money.withdrawMax,
            withdraw_fee_bps: money.feeBps,
            withdraw_fee_min_minor: money.feeMin,
            withdraw_daily_count: money.dailyCount,
            withdraw_confirm_minutes: money.confirmMinutes,
            rebate_bps: money.rebateBps,
          })
          .where('code', '=', code)
          .execute();
        await trx
          .insertInto('deposit_methods')
          .values(
            money.methods.map((m, sort_order) => ({
              merchant_code: code,
              kind: 'bank_transfer' as const,
              name: m.name,
              bank_name: m.bankName,
              account_name: m.accountName,
              account_number: m.accountNumber,
              instructions: m.instructions,
              min_minor: m.min,
              max_minor: m.max,
              sort_order,
            })),
          )
          .execute();
      }
      const rng = await trx.selectFrom('game_types').select('code').where('code', '=', 'RNG').executeTakeFirst();
      if (rng) {
        await trx
          .insertInto('vendors')
          .values({ game_type: 'RNG', vassalage: HOUSE_VENDOR, name: 'House Games', account_type_id: 199, is_hot: 0, color: '#1e293b', accent: '#f59e0b', sort_order: 99, wallet_mode: 'seamless' })
          .onConflict((oc) => oc.columns(['game_type', 'vassalage']).doNothing())
          .execute();
      }
      await trx.insertInto('audit_log').values({ actor: 'system', ip: null, action: REFERENCE_MARKER, details: JSON.stringify({ merchants: merchants.map((m) => m.code) }) }).execute();
    }
    if (opts.dev) {
      await trx.updateTable('vendors').set({ seamless_secret: DEV_HOUSE_SECRET }).where('vassalage', '=', HOUSE_VENDOR).where('seamless_secret', 'is', null).execute();
    }
    return !done;
  });
}

/**
 * History for the demo accounts, once: the demo member deposits (approved by an
 * operator), moves some to a vendor wallet, and plays a few rounds of House Games
 * through the seamless wallet; agent01 gets an opening balance. Plus a welcome
 * message and a running mission; lucky01 has a reward to claim (the gift popup after
 * its login).
 */
export async function seedDemoMoney(store: Db, services: Services): Promise<boolean> {
  const claimed = await store.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${WALLET_LOCK})`.execute(trx);
    if (await trx.selectFrom('audit_log').select('id').where('action', '=', DEMO_MARKER).executeTakeFirst()) return false;
    await trx.insertInto('audit_log').values({ actor: 'system', ip: null, action: DEMO_MARKER, details: '{}' }).execute();
    return true;
  });
  if (!claimed) return false;
  const demo = await services.accounts.byAccount('NG', DEMO_ACCOUNTS.member.account);
  const agent = await services.accounts.byAccount('NG', DEMO_ACCOUNTS.agent.account);
  const gifted = await services.accounts.byAccount('NG', DEMO_ACCOUNTS.gifted.account);
  if (!demo || !agent || !gifted) return false;
  const operator = { name: 'system:demo-seed', ip: null };

  const [method] = await services.deposits.methods('NG');
  const deposit = await services.deposits.create(demo, { methodId: method!.id, amount: '5000.00', reference: 'DEMO-0001' }, [], 'seed-demo-deposit');
  await services.deposits.approve(deposit.value.id, operator);
  await services.wallet.transfer(demo, { from: 'main', to: 'NOVA_SLOTS', amount: '500.00' }, 'seed-demo-transfer');

  const house = await services.seamless.vendor(HOUSE_VENDOR);
  if (house) {
    // The vendor's calls need a live session of the player, as a real game would have.
    const token = await services.sessions.open(demo, { via: 'system', ip: null });
    // Rounds of the house games in the catalogue, so the winners board and the records
    // name games a player can open.
    const rounds = [
      { bet: '100.00', win: '250.00', game: DICE_CONFIG.gameCode },
      { bet: '200.00', win: '0', game: SLOT_CONFIG.gameCode },
      { bet: '50.00', win: '180.00', game: SLOT_CONFIG.gameCode },
    ];
    for (const [i, round] of rounds.entries()) {
      const betId = `demo-bet-${i + 1}`;
      await services.seamless.bet(house, { transactionId: betId, playerId: demo.id, token, amount: round.bet, gameCode: round.game });
      await services.seamless.win(house, { transactionId: `demo-win-${i + 1}`, betId, playerId: demo.id, amount: round.win, gameCode: round.game });
    }
    const session = await store.db.selectFrom('sessions').select('id').where('user_id', '=', demo.id).where('via', '=', 'system').executeTakeFirst();
    if (session) await services.sessions.revoke(String(session.id), 'logout');
  }

  await services.walletOperator.adjust({ merchantCode: 'NG', account: agent.account, direction: 'credit', amount: '20000.00', memo: 'Opening balance' }, 'seed-agent-opening', operator);

  const now = services.clock();
  await services.inbox.send(store.db, {
    merchantCode: 'NG',
    userId: demo.id,
    kind: 'welcome',
    title: 'Welcome to Aurora Play',
    content: 'Your account is ready. Deposits are credited after a quick check; withdrawals go to your bank account after you set a payment password.',
  });
  await services.centre.grantReward(gifted.id, { title: 'Welcome reward', amountMinor: 8_800, expiresAt: new Date(now.getTime() + 30 * DAY) }, operator);
  await store.db
    .insertInto('missions')
    .values({ merchant_code: 'NG', title: 'Stake 1,000 on slots this month', game_type: 'RNG', target_stake_minor: 100_000, reward_minor: 5_000, starts_at: new Date(now.getTime() - DAY), ends_at: new Date(now.getTime() + 30 * DAY) })
    .execute();
  return true;
}
