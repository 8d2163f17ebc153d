// The append-only audit log (trust.md): who did what, from where, when.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  actor: string;
  ip: string | null;
  action: string;
  details: Record<string, unknown>;
}

export async function writeAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ actor: entry.actor, ip: entry.ip, action: entry.action, details: JSON.stringify(entry.details) })
    .execute();
}
