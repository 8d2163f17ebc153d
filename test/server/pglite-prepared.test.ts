// Kysely's statements on PGlite are prepared once (server/db/pglitePrepared.ts): the answers must
// be those PGlite's own query() gives, whatever the parameters, errors and table changes.
import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db';
import { PREPARED_STATEMENTS } from '../../server/db/pglitePrepared';

interface Tables {
  items: { id: number; name: string; price: string | null; active: boolean; made_at: Date; tags: unknown };
  seats: { id: Generated<number>; user_id: number; active: boolean };
}

describe('prepared statements on PGlite', () => {
  let store: Db;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    store = await openDb({ pgliteDir: 'memory://' });
    db = store.db as unknown as Kysely<Tables>;
    await store.runScript(`
      CREATE TABLE items (id int PRIMARY KEY, name text UNIQUE NOT NULL, price numeric(12,2), active boolean NOT NULL,
        made_at timestamptz NOT NULL, tags jsonb NOT NULL DEFAULT '[]');
      CREATE TABLE seats (id serial PRIMARY KEY, user_id int NOT NULL, active boolean NOT NULL);
      CREATE UNIQUE INDEX seats_active ON seats (user_id) WHERE active;`);
  });
  afterAll(() => store.close());

  const madeAt = new Date('2026-01-02T03:04:05.678Z');

  it('answers rows and counts as PGlite query() does', async () => {
    const inserted = await db
      .insertInto('items')
      .values([
        { id: 1, name: 'one', price: '1.50', active: true, made_at: madeAt, tags: JSON.stringify(['a']) },
        { id: 2, name: 'two', price: null, active: false, made_at: madeAt, tags: JSON.stringify({ b: 2 }) },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const rows = await db.selectFrom('items').selectAll().where('id', 'in', [1, 2]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, name: 'one', price: '1.50', active: true, made_at: madeAt, tags: ['a'] },
      { id: 2, name: 'two', price: null, active: false, made_at: madeAt, tags: { b: 2 } },
    ]);
    const updated = await db.updateTable('items').set({ active: true }).where('active', '=', false).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const none = await db.updateTable('items').set({ active: true }).where('id', '=', 99).executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
  });

  it('runs one statement with each call\'s own parameters', async () => {
    const byName = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).executeTakeFirst();
    // More runs than the five after which PostgreSQL may switch a statement to a generic plan.
    for (let i = 0; i < 8; i += 1) {
      expect(await byName('one')).toEqual({ id: 1 });
      expect(await byName('two')).toEqual({ id: 2 });
      expect(await byName('three')).toBeUndefined();
    }
  });

  it('plans each run with its values: an upsert names its partial unique index with a parameter', async () => {
    const seat = (userId: number) =>
      db
        .insertInto('seats')
        .values({ user_id: userId, active: true })
        .onConflict((oc) => oc.column('user_id').where('active', '=', true).doNothing())
        .execute();
    // A generic plan cannot match the index (42P10), and PostgreSQL may try one from the sixth run.
    for (let i = 0; i < 8; i += 1) await seat(i % 3);
    expect(await db.selectFrom('seats').select('user_id').orderBy('user_id').execute()).toEqual([{ user_id: 0 }, { user_id: 1 }, { user_id: 2 }]);
  });

  it('reports a database error with its code and keeps working, in and out of a transaction', async () => {
    await expect(db.insertInto('items').values({ id: 3, name: 'one', price: '2', active: true, made_at: madeAt, tags: '[]' }).execute()).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 3, name: 'three', price: '3', active: true, made_at: madeAt, tags: '[]' }).execute();
        await trx.insertInto('items').values({ id: 4, name: 'three', price: '4', active: true, made_at: madeAt, tags: '[]' }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const ids = await db.selectFrom('items').select('id').where('id', '>', 0).orderBy('id').execute();
    expect(ids).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('follows a table that gains a column after its statement was prepared', async () => {
    const all = () => db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Object.keys(await all())).not.toContain('colour');
    await store.runScript(`ALTER TABLE items ADD COLUMN colour text NOT NULL DEFAULT 'red'`);
    expect(await all()).toMatchObject({ id: 1, colour: 'red' });
    await store.runScript('ALTER TABLE items DROP COLUMN colour');
    expect(Object.keys(await all())).not.toContain('colour');
  });

  it(`keeps at most ${PREPARED_STATEMENTS} statements prepared`, async () => {
    // Each alias makes another query text.
    for (let i = 0; i < PREPARED_STATEMENTS + 20; i += 1) {
      expect(await db.selectFrom('items').select(sql<number>`id`.as(`id_${i}`)).where('id', '=', 1).executeTakeFirst()).toEqual({ [`id_${i}`]: 1 });
    }
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name <> ${''}`.execute(db);
    expect(rows[0]!.n).toBeLessThanOrEqual(PREPARED_STATEMENTS);
    expect(rows[0]!.n).toBeGreaterThan(PREPARED_STATEMENTS / 2);
  });
});
