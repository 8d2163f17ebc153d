// The append-only audit log (trust.md): who did what, from where, when.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema';

export interface AuditEntry {
  actor: string;
  ip: string | null;
  action: string;
  details: Record<string, unknown>;
}

/** The audit_log row of an entry, for a statement that writes it along with other changes. */
export function auditRow(entry: AuditEntry): Insertable<AuditLogTable> {
  return { actor: entry.actor, ip: entry.ip, action: entry.action, details: JSON.stringify(entry.details) };
}

export async function writeAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(entry)).execute();
}
