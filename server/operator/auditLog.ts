// The audit log as the back office reads it (audit.read): pages of 15, newest first, filtered
// by who (exact), what (an action or its start) and when. Each filter has an index to walk
// (audit_log_actor_at, audit_log_action_prefix, audit_log_at), and a page reads 15 rows from it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { AuditEntry, AuditQuery } from '../shared/wire/backoffice';
import { ApiFailure } from '../http/envelope';

/** A LIKE pattern matching text that starts with `prefix`, its own % _ and \ taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function timeOf(text: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new ApiFailure('bad_request', { issues: [{ in: 'querystring', path: `/${field}`, rule: 'date_time' }] });
  return at;
}

export function createAuditLog(db: Kysely<Database>) {
  return {
    async page(query: AuditQuery): Promise<Page<AuditEntry>> {
      const from = timeOf(query.from, 'from');
      const to = timeOf(query.to, 'to');
      if (from && to && from > to) throw new ApiFailure('bad_request', { issues: [{ in: 'querystring', path: '/from', rule: 'after_to' }] });
      let base = db.selectFrom('audit_log');
      if (query.actor) base = base.where('actor', '=', query.actor);
      if (query.action) base = base.where('action', 'like', startsWith(query.action));
      if (from) base = base.where('at', '>=', from);
      if (to) base = base.where('at', '<=', to);
      const [rows, counted] = await Promise.all([
        base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset((query.page - 1) * PAGE_SIZE).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items = rows.map((row) => ({
        id: String(row.id),
        actor: row.actor,
        ip: row.ip,
        action: row.action,
        details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown>,
        at: new Date(row.at).toISOString(),
      }));
      return page(items, query.page, Number(counted.n));
    },
  };
}
