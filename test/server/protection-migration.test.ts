// Migration 040 on data written before it: the self-exclusions by days that still ran become
// exclusions ending when they did (so the member stays restricted to withdrawals and history);
// ended ones and members who never excluded themselves carry no break; the old column is gone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { DAY } from '../../server/platform/clock';
import { runningBreak } from '../../server/shared/playerProtection';
import { DB_KINDS } from './harness';
import { newMember, useWalletApp } from './wallet.helpers';

const MIGRATION = '040_time_out_and_exclusion.sql';

describe.each(DB_KINDS)('migration 040 on %s', (kind) => {
  const { app } = useWalletApp(kind);

  it('[RG] running self-exclusions by days become exclusions that end when they did; ended ones become nothing', async () => {
    const { store } = app();
    const [running, ended, never] = [await newMember(app()), await newMember(app()), await newMember(app())];
    // The schema as it was before 040, with the members' old self-exclusions.
    await sql`ALTER TABLE users DROP COLUMN protection_kind, DROP COLUMN protection_started_at, DROP COLUMN protection_until, DROP COLUMN protection_lift_requested_at`.execute(store.db);
    await sql`ALTER TABLE users ADD COLUMN self_excluded_until timestamptz`.execute(store.db);
    await sql`DELETE FROM schema_migrations WHERE name = ${MIGRATION}`.execute(store.db);
    const until = new Date(Date.now() + 30 * DAY);
    await sql`UPDATE users SET self_excluded_until = ${until} WHERE id = ${running.user.id}`.execute(store.db);
    await sql`UPDATE users SET self_excluded_until = ${new Date(Date.now() - DAY)} WHERE id = ${ended.user.id}`.execute(store.db);

    expect(await migrate(store)).toEqual([MIGRATION]);

    const rows = await store.db
      .selectFrom('users')
      .select(['id', 'protection_kind', 'protection_until', 'protection_started_at', 'protection_lift_requested_at'])
      .where('id', 'in', [running.user.id, ended.user.id, never.user.id])
      .orderBy('id')
      .execute();
    const [r, e, n] = rows;
    expect(r).toMatchObject({ protection_kind: 'exclusion', protection_lift_requested_at: null });
    expect(new Date(r!.protection_until!).getTime()).toBe(until.getTime());
    expect(r!.protection_started_at).not.toBeNull();
    expect(runningBreak({ kind: r!.protection_kind, until: r!.protection_until }, new Date())).toEqual({ kind: 'exclusion', until });
    for (const row of [e, n]) expect(row).toMatchObject({ protection_kind: null, protection_until: null, protection_started_at: null });
    const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`.execute(store.db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('self_excluded_until');
  });
});
