// Demo accounts for development (PORTAL_DEV=1), created once: a member, an agent with
// an invitation code, the agent's downline whose password the agent chose (so its
// first login forces a change), and a member with a reward waiting, whom the gift popup
// greets after login (kept apart from `demo`, whose logins show the pages themselves). Free play is on for NG in the merchant seed.
import { sql } from 'kysely';
import { issueInvitation } from '../../agents/invitations';
import type { Db } from '../index';
import type { AccountService } from '../../accounts/accounts';

const DEMO_LOCK = 724_003;
const MARKER = 'database.demo_accounts_seeded';

export const DEMO_ACCOUNTS = {
  member: { account: 'demo', password: 'Demo@12345' },
  agent: { account: 'agent01', password: 'Agent@12345', affiliateCode: 'AGENT01' },
  downline: { account: 'agent02', password: 'Down@12345' },
  gifted: { account: 'lucky01', password: 'Lucky@12345' },
} as const;

/** Seeds the demo accounts unless they were seeded before; returns whether it did. */
export async function seedDemoAccounts(store: Db, accounts: AccountService): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    const done = await trx.selectFrom('audit_log').select('id').where('action', '=', MARKER).executeTakeFirst();
    if (done) return false;
    const merchant = await trx.selectFrom('merchants').select(['code', 'currency']).where('code', '=', 'NG').executeTakeFirst();
    if (!merchant) return false;
    const base = { merchantCode: merchant.code, currency: merchant.currency, dialingCode: '234' };
    await accounts.create(
      {
        ...base,
        account: DEMO_ACCOUNTS.member.account,
        password: DEMO_ACCOUNTS.member.password,
        passwordSetBy: 'self',
        nickname: 'Demo Player',
        mobileNum: '8012345678',
        email: 'demo@example.com',
        payeeName: 'Demo Player',
        birthday: '1990-01-01',
        registerMethod: 'SEED',
      },
      trx,
    );
    await accounts.create(
      {
        ...base,
        account: DEMO_ACCOUNTS.gifted.account,
        password: DEMO_ACCOUNTS.gifted.password,
        passwordSetBy: 'self',
        nickname: 'Lucky Player',
        registerMethod: 'SEED',
      },
      trx,
    );
    const agent = await accounts.create(
      {
        ...base,
        account: DEMO_ACCOUNTS.agent.account,
        password: DEMO_ACCOUNTS.agent.password,
        passwordSetBy: 'self',
        type: 1,
        nickname: 'Agent One',
        mobileNum: '8012340001',
        email: 'agent01@example.com',
        payeeName: 'Agent One',
        registerMethod: 'SEED',
      },
      trx,
    );
    await trx.insertInto('affiliate_codes').values({ code: DEMO_ACCOUNTS.agent.affiliateCode, merchant_code: merchant.code, agent_id: agent.id }).execute();
    const downline = await accounts.create(
      {
        ...base,
        account: DEMO_ACCOUNTS.downline.account,
        password: DEMO_ACCOUNTS.downline.password,
        passwordSetBy: 'agent',
        type: 2,
        parentId: agent.id,
        nickname: 'Agent Two',
        mobileNum: '8012340002',
        registerMethod: 'AGENT',
      },
      trx,
    );
    // Every agent hands out an invitation link, as one made in the agent centre does.
    await issueInvitation(trx, downline);
    await trx
      .insertInto('audit_log')
      .values({ actor: 'system', ip: null, action: MARKER, details: JSON.stringify({ accounts: Object.values(DEMO_ACCOUNTS).map((a) => a.account) }) })
      .execute();
    return true;
  });
}
