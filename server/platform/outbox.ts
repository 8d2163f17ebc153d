// One way out for SMS and e-mail. The portal only knows the Outbox interface; which
// provider sits behind it is configuration (OUTBOX_PROVIDER). `db` keeps every message
// in the database: that is what development and tests read (GET /api/dev/outbox).
// `vonage` sends SMS through the Vonage SMS API (smsGateway/vonage.ts); e-mail, which
// no gateway carries yet, still goes to the database there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import { createVonageSender, type GatewayProblem, type GatewayTiming, type VonageSettings } from './smsGateway/vonage';

export type Channel = 'sms' | 'email';

export interface OutboxMessage {
  channel: Channel;
  /** '+<digits>' for SMS, an address for e-mail. */
  to: string;
  text: string;
  /** The one-time code in the text, when there is one (for development tools). */
  code?: string;
}

export interface Outbox {
  /** Delivers one message; a gateway's refusal is an ApiFailure naming the spec's error. */
  send(message: OutboxMessage): Promise<void>;
}

export interface SentMessage {
  channel: Channel;
  to: string;
  text: string;
  code?: string;
  at: string;
}

/** The built-in provider: messages are rows of outbox_messages. */
export function createDbOutbox(db: Kysely<Database>, clock: Clock) {
  return {
    async send(message: OutboxMessage): Promise<void> {
      await db
        .insertInto('outbox_messages')
        .values({ channel: message.channel, recipient: message.to, text: message.text, code: message.code ?? null, created_at: clock() })
        .execute();
    },

    /**
     * Messages newest first. `to` matches an e-mail address exactly (any case), or a
     * phone number by its digits, with or without the country code.
     */
    async list(to?: string, limit = 50): Promise<SentMessage[]> {
      let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit);
      if (to !== undefined && to.trim() !== '') {
        const wanted = to.trim();
        if (wanted.includes('@')) {
          query = query.where('channel', '=', 'email').where((eb) => eb(eb.fn('lower', ['recipient']), '=', wanted.toLowerCase()));
        } else {
          const digits = wanted.replace(/\D/g, '').replace(/^0+/, '');
          if (!digits) return [];
          query = query.where('channel', '=', 'sms').where('recipient', 'like', `%${digits}`);
        }
      }
      const rows = await query.execute();
      return rows.map((r) => ({
        channel: r.channel,
        to: r.recipient,
        text: r.text,
        ...(r.code ? { code: r.code } : {}),
        at: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

export type DbOutbox = ReturnType<typeof createDbOutbox>;

export type OutboxProvider = 'db' | 'vonage';

/** The provider and, for a gateway, its settings (server/config.ts reads them). */
export type OutboxSettings = { provider: 'db' } | { provider: 'vonage'; vonage: VonageSettings };

/** What a gateway's caller may tune: tests shorten the waits; the log hears of refusals. */
export interface GatewayHooks {
  timing?: Partial<GatewayTiming>;
  onProblem?: GatewayProblem;
}

/** The outbox of the configured provider, and the database store the development route reads. */
export function createOutbox(settings: OutboxSettings, db: Kysely<Database>, clock: Clock, hooks: GatewayHooks = {}): { outbox: Outbox; sink: DbOutbox } {
  const sink = createDbOutbox(db, clock);
  switch (settings.provider) {
    case 'db':
      return { outbox: sink, sink };
    case 'vonage': {
      const sms = createVonageSender(settings.vonage, hooks);
      return { outbox: { send: (message) => (message.channel === 'sms' ? sms.send(message.to, message.text) : sink.send(message)) }, sink };
    }
  }
}
