// The operator API's keys (docs/api.md "Operator keys"): tools call operator routes with
// X-Operator-Key and may do what the key's scopes allow (server/http/operatorAuth.ts). The key
// is shown once, at creation; only its SHA-256 is kept. Revoked rather than deleted, so the
// audit log's `key:<name>` entries still lead to a row; a revoked key is refused at its next call.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { OperatorKeysTable } from '../db/tables/staff';
import { newToken, sha256Hex } from '../accounts/secrets';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import type { Permission } from '../shared/staffRoles';
import type { OperatorKey } from '../shared/wire/backoffice';
import type { Actor } from './operator';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function keyOf(row: Selectable<OperatorKeysTable>): OperatorKey {
  const scopes = (typeof row.scopes === 'string' ? JSON.parse(row.scopes) : row.scopes) as Permission[];
  return { id: String(row.id), name: row.name, scopes, createdBy: row.created_by, createdAt: iso(row.created_at)!, lastUsedAt: iso(row.last_used_at), revokedAt: iso(row.revoked_at) };
}

export function createOperatorKeys(db: Kysely<Database>, clock: () => Date) {
  return {
    /** Every key, newest first, revoked ones too (the console shows when each was revoked). */
    async list(): Promise<{ items: OperatorKey[] }> {
      const rows = await db.selectFrom('operator_keys').selectAll().orderBy('id', 'desc').execute();
      return { items: rows.map(keyOf) };
    },

    /** A new key with these scopes; the answer alone carries the key itself. */
    async create(input: { name: string; scopes: Permission[] }, actor: Actor): Promise<OperatorKey & { key: string }> {
      const key = newToken();
      const scopes = [...new Set(input.scopes)];
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('operator_keys')
          .values({ name: input.name, key_hash: sha256Hex(key), scopes: JSON.stringify(scopes), created_by: actor.name, created_at: clock() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'operator_key.create', details: { keyId: String(row.id), name: row.name, scopes } });
        return { ...keyOf(row), key };
      });
    },

    /** Revokes a key at once; revoking one already revoked changes nothing. */
    async revoke(id: string, actor: Actor): Promise<OperatorKey> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('operator_keys').set({ revoked_at: clock() }).where('id', '=', id).where('revoked_at', 'is', null).returningAll().executeTakeFirst();
        if (row) {
          await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'operator_key.revoke', details: { keyId: String(row.id), name: row.name } });
          return keyOf(row);
        }
        const revoked = await trx.selectFrom('operator_keys').selectAll().where('id', '=', id).executeTakeFirst();
        if (!revoked) throw new ApiFailure('not_found');
        return keyOf(revoked);
      });
    },
  };
}

export type OperatorKeyService = ReturnType<typeof createOperatorKeys>;
