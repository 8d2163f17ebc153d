// Demo data of the agent centre (PORTAL_DEV=1), once: NG's contract options all on,
// the platform's contracts of agent01, agent01's contracts with agent02 (daily in
// force, hourly offered and waiting for agent02's answer), a member player01 under
// agent01 who plays a few rounds, and one settled real-time period so "my income"
// and the account record have a line.
import { sql } from 'kysely';
import type { Db } from '../index';
import type { Services } from '../../services';
import { DEMO_ACCOUNTS } from './accounts';
import { HOUSE_VENDOR } from './wallet';
import { lastEndedPeriod } from '../../agents/periods';
import { DICE_CONFIG } from '../../shared/houseGames/dice';
import { SLOT_CONFIG } from '../../shared/houseGames/slot';

const AGENTS_LOCK = 724_013;
const MARKER = 'database.demo_agents_seeded';

export const DEMO_TEAM_MEMBER = { account: 'player01', password: 'Player@12345' } as const;

export async function seedDemoAgents(store: Db, services: Services): Promise<boolean> {
  const claimed = await store.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${AGENTS_LOCK})`.execute(trx);
    if (await trx.selectFrom('audit_log').select('id').where('action', '=', MARKER).executeTakeFirst()) return false;
    await trx.insertInto('audit_log').values({ actor: 'system', ip: null, action: MARKER, details: '{}' }).execute();
    return true;
  });
  if (!claimed) return false;
  const agent = await services.accounts.byAccount('NG', DEMO_ACCOUNTS.agent.account);
  const downline = await services.accounts.byAccount('NG', DEMO_ACCOUNTS.downline.account);
  if (!agent || !downline) return false;
  const { contracts, team, settlements } = services.agents;
  const system = { actor: 'system:demo-seed', ip: null };

  await contracts.setOptions('NG', { dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1, divtypereq: 1, dividendPeriods: ['D', 'W', 'H', 'M'] }, system);
  await contracts.platformContract('NG', agent.account, 'daily', { tiers: [{ minBet: '0.00', minActive: 0, ratio: '0.50' }, { minBet: '10000.00', minActive: 3, ratio: '0.80' }, { minBet: '100000.00', minActive: 10, ratio: '1.20' }] }, system);
  await contracts.platformContract('NG', agent.account, 'hourly', { ratio: '0.30' }, system);
  await contracts.platformContract('NG', agent.account, 'realtime', { winRate: '0.20', lossRate: '0.40' }, system);
  await contracts.platformContract('NG', agent.account, 'dividend', { period: 'W', tiers: [{ minLoss: '0.00', minActive: 0, ratio: '20.00' }, { minLoss: '50000.00', minActive: 5, ratio: '30.00' }] }, system);

  const daily = await contracts.offer(agent, { account: downline.account, kind: 'daily', terms: { tiers: [{ minBet: '0.00', minActive: 0, ratio: '0.30' }, { minBet: '10000.00', minActive: 3, ratio: '0.50' }] } }, '127.0.0.1');
  await contracts.accept(downline, daily.id, '127.0.0.1');
  await contracts.offer(agent, { account: downline.account, kind: 'hourly', terms: { ratio: '0.20' } }, '127.0.0.1');

  await team.register(agent, { account: DEMO_TEAM_MEMBER.account, password: DEMO_TEAM_MEMBER.password, type: 'member', nickname: 'Player One' }, '127.0.0.1');
  const player = await services.accounts.byAccount('NG', DEMO_TEAM_MEMBER.account);
  const house = await services.seamless.vendor(HOUSE_VENDOR);
  if (player && house) {
    await services.walletOperator.adjust({ merchantCode: 'NG', account: player.account, direction: 'credit', amount: '2000.00', memo: 'Opening balance' }, 'seed-player01-opening', { name: 'system:demo-seed', ip: null });
    const token = await services.sessions.open(player, { via: 'system', ip: null });
    const rounds = [
      { bet: '300.00', win: '0', game: DICE_CONFIG.gameCode },
      { bet: '150.00', win: '420.00', game: SLOT_CONFIG.gameCode },
      { bet: '400.00', win: '0', game: SLOT_CONFIG.gameCode },
    ];
    for (const [i, round] of rounds.entries()) {
      const betId = `demo-team-bet-${i + 1}`;
      await services.seamless.bet(house, { transactionId: betId, playerId: player.id, token, amount: round.bet, gameCode: round.game });
      await services.seamless.win(house, { transactionId: `demo-team-win-${i + 1}`, betId, playerId: player.id, amount: round.win, gameCode: round.game });
    }
    const session = await store.db.selectFrom('sessions').select('id').where('user_id', '=', player.id).where('via', '=', 'system').executeTakeFirst();
    if (session) await services.sessions.revoke(String(session.id), 'logout');
    // The real-time period these bets fall in, settled now rather than at its end.
    const period = lastEndedPeriod('realtime', new Date(services.clock().getTime() + 5 * 60_000));
    await settlements.settle('NG', period);
  }
  return true;
}
