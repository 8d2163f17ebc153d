// Agents' invitation links (spec section 4: registration with an affiliate code; issue 14):
// every agent has an invitation code from the moment it becomes one, can issue another and
// retire an old one; the operator can switch any off. A member who registers through an
// active code lands in that agent's team (server/accounts/signup.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { UserRow } from '../accounts/accounts';
import { actorOf } from '../accounts/authContext';
import { readableText } from '../accounts/secrets';
import { writeAudit } from '../platform/audit';
import type { Invitation } from '../shared/wire/agent';

type Conn = Kysely<Database> | Transaction<Database>;

/** How many codes an agent may have active at once (one per site or campaign is plenty). */
export const ACTIVE_INVITATIONS_MAX = 10;
const CODE_LENGTH = 8;

/** A new code for an agent; a code already taken (one chance in 31^8) is drawn again. */
export async function issueInvitation(conn: Conn, agent: Pick<UserRow, 'id' | 'merchant_code'>): Promise<string> {
  for (;;) {
    const inserted = await conn
      .insertInto('affiliate_codes')
      .values({ code: readableText(CODE_LENGTH), merchant_code: agent.merchant_code, agent_id: agent.id })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (inserted) return inserted.code;
  }
}

export function createInvitationService(db: Kysely<Database>) {
  async function list(agent: UserRow): Promise<Invitation[]> {
    const rows = await db
      .selectFrom('affiliate_codes')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .orderBy('active', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute();
    return rows.map((r) => ({ code: r.code, domain: r.domain, active: r.active, createdAt: new Date(r.created_at).toISOString() }));
  }

  return {
    list,

    /** Another code for the agent (another site or campaign). */
    async issue(agent: UserRow, ip: string): Promise<Invitation[]> {
      const active = await db.selectFrom('affiliate_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('agent_id', '=', agent.id).where('active', '=', true).executeTakeFirstOrThrow();
      if (Number(active.n) >= ACTIVE_INVITATIONS_MAX) throw new ApiFailure('operation_not_allowed', { reason: 'too_many_invitations', max: ACTIVE_INVITATIONS_MAX });
      await db.transaction().execute(async (trx) => {
        const code = await issueInvitation(trx, agent);
        await writeAudit(trx, { actor: actorOf(agent), ip, action: 'agent.invitation.issue', details: { code } });
      });
      return list(agent);
    },

    /** Retires one of the agent's own codes: links with it no longer register into the team. */
    async retire(agent: UserRow, code: string, ip: string): Promise<Invitation[]> {
      await db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('affiliate_codes').set({ active: false }).where('code', '=', code.toUpperCase()).where('agent_id', '=', agent.id).returning('code').executeTakeFirst();
        if (!row) throw new ApiFailure('not_found', { code });
        await writeAudit(trx, { actor: actorOf(agent), ip, action: 'agent.invitation.retire', details: { code: row.code } });
      });
      return list(agent);
    },

    /** The operator switches any code on or off (audited). */
    async setActive(code: string, active: boolean, actor: { name: string; ip: string | null }): Promise<Invitation & { agent: string }> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('affiliate_codes').set({ active }).where('code', '=', code.toUpperCase()).returningAll().executeTakeFirst();
        if (!row) throw new ApiFailure('not_found', { code });
        const agent = await trx.selectFrom('users').select('account').where('id', '=', row.agent_id).executeTakeFirstOrThrow();
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'affiliate_code.change', details: { code: row.code, active } });
        return { code: row.code, domain: row.domain, active: row.active, createdAt: new Date(row.created_at).toISOString(), agent: agent.account };
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
