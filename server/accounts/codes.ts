// One-time SMS and e-mail codes (trust.md): 6 digits from crypto.randomInt, stored
// salted and hashed, valid expiredMinutes (1..10, per merchant), single use, bound
// to one flow and one destination, at most 5 wrong tries; no new code while the
// previous one's countdown runs, and sends capped per destination and per IP per hour.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CodeFlow, Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { HOUR, MINUTE, type Clock } from '../platform/clock';
import type { Counters } from './counters';
import type { DeferredWork } from '../platform/deferred';
import type { Channel, Outbox } from '../platform/outbox';
import { equalHex, sixDigitCode } from './secrets';
import type { CodeSent } from '../shared/wire/accounts';

export const MAX_CODE_TRIES = 5;
export const SENDS_PER_TARGET_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;

export interface SendRequest {
  merchantCode: string;
  flow: CodeFlow;
  channel: Channel;
  /** '+<digits>' or an e-mail address (lower case). */
  target: string;
  ip: string;
  expiredMinutes: number;
  /**
   * Whether to deliver. Flows that must not reveal whether an account exists still
   * create (and count) a code for an unknown destination, but send nothing.
   */
  deliver: boolean;
  /**
   * Whether `deliver` depends on an account the caller must not learn of (the login and
   * reset codes by SMS). Such a message goes out after the answer, and a gateway's refusal
   * is logged, not answered: answering it would tell that the number has an account.
   */
  hidesAccount: boolean;
  /** The message, given the code and its lifetime. */
  text: (code: string, minutes: number) => string;
}

/** A code that matched and awaits consumption inside the caller's transaction. */
export interface CodeTicket {
  id: string;
}

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function createCodeService(db: Kysely<Database>, clock: Clock, counters: Counters, outbox: Outbox, deferred: DeferredWork) {
  async function latest(merchantCode: string, flow: CodeFlow, target: string) {
    return db
      .selectFrom('verification_codes')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('flow', '=', flow)
      .where('target', '=', target)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  return {
    /** Issues a code; answers the minutes it stays valid (the client's countdown). */
    async send(req: SendRequest): Promise<CodeSent> {
      const now = clock();
      const minutes = Math.min(10, Math.max(1, Math.round(req.expiredMinutes)));
      const previous = await latest(req.merchantCode, req.flow, req.target);
      if (previous && new Date(previous.resend_at).getTime() > now.getTime()) {
        throw ApiFailure.retryLater('code_already_sent', (new Date(previous.resend_at).getTime() - now.getTime()) / 1000);
      }
      const perTarget = await counters.state('code_send:target', req.target, { limit: SENDS_PER_TARGET_PER_HOUR, ms: HOUR });
      const perIp = await counters.state('code_send:ip', req.ip, { limit: SENDS_PER_IP_PER_HOUR, ms: HOUR });
      const blockedMs = Math.max(perTarget.blockedForMs, perIp.blockedForMs);
      if (blockedMs > 0) throw ApiFailure.retryLater('too_many_requests', blockedMs / 1000);

      const code = sixDigitCode();
      const salt = randomBytes(16).toString('hex');
      const message = { channel: req.channel, to: req.target, text: req.text(code, minutes), code };
      // Where the answer may tell what happened, the message goes out before anything is
      // recorded: when the gateway refuses (a bad number, its throttling, the quota, an
      // outage), its ApiFailure is the answer and no code exists, so the countdown does not
      // start, the hourly caps are not spent and the previous code stays valid; the member
      // corrects the number or tries again. A refusal costs nothing at the gateway; the
      // per-IP request limit bounds those. (Two requests at once may both send; the later
      // code is the one that counts, as below.)
      if (req.deliver && !req.hidesAccount) await outbox.send(message);
      await db.transaction().execute(async (trx) => {
        // Only the newest code of a flow and destination counts.
        await trx
          .updateTable('verification_codes')
          .set({ used_at: now })
          .where('merchant_code', '=', req.merchantCode)
          .where('flow', '=', req.flow)
          .where('target', '=', req.target)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('verification_codes')
          .values({
            merchant_code: req.merchantCode,
            flow: req.flow,
            channel: req.channel,
            target: req.target,
            salt,
            code_hash: digest(salt, code),
            ip: req.ip || null,
            created_at: now,
            // The countdown equals the lifetime (spec: expiredMinutes x 60 s).
            resend_at: new Date(now.getTime() + minutes * MINUTE),
            expires_at: new Date(now.getTime() + minutes * MINUTE),
          })
          .execute();
        await counters.record('code_send:target', req.target, trx);
        await counters.record('code_send:ip', req.ip, trx);
      });
      // A code for no account is stored all the same and not sent; the message goes out after
      // the answer, so that both answers take the same time (no enumeration, trust.md).
      if (req.deliver && req.hidesAccount) deferred.run('code.deliver', () => outbox.send(message));
      return { expiredMinutes: minutes };
    },

    /**
     * Checks a code without spending it: a wrong code costs a try (recorded at once,
     * whatever happens next); a right one gives a ticket to consume with the change it allows.
     */
    async check(merchantCode: string, flow: CodeFlow, target: string, code: string): Promise<CodeTicket> {
      const row = await latest(merchantCode, flow, target);
      if (!row) throw new ApiFailure('invalid_code', { triesLeft: 0 });
      const now = clock().getTime();
      if (row.used_at !== null || new Date(row.expires_at).getTime() <= now || row.tries >= MAX_CODE_TRIES) {
        throw new ApiFailure('code_expired');
      }
      if (!/^[0-9]{6}$/.test(code) || !equalHex(digest(row.salt, code), row.code_hash)) {
        const updated = await db
          .updateTable('verification_codes')
          .set((eb) => ({ tries: eb('tries', '+', 1) }))
          .where('id', '=', row.id)
          .where('tries', '<', MAX_CODE_TRIES)
          .returning('tries')
          .executeTakeFirst();
        if (!updated) throw new ApiFailure('code_expired');
        throw new ApiFailure('invalid_code', { triesLeft: MAX_CODE_TRIES - updated.tries });
      }
      return { id: String(row.id) };
    },

    /** Spends a checked code; fails when another request spent it first or it just expired. */
    async consume(ticket: CodeTicket, trx: Transaction<Database> | Kysely<Database> = db): Promise<void> {
      const row = await trx
        .updateTable('verification_codes')
        .set({ used_at: clock() })
        .where('id', '=', ticket.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', clock())
        .where('tries', '<', MAX_CODE_TRIES)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new ApiFailure('code_expired');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
