// The back office's daily report: money per day of the merchant's calendar from the ledger
// (deposits, withdrawals, stakes less rollbacks, wins, bonuses, commissions), registrations,
// first deposits and active players, bets by game type and vendor; checked against the other
// side of every journal (the house, clearing and fees accounts), summed here straight from
// ledger_entries; the CSV says what the JSON says; only admin and finance read it.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { REPORT_CSV_COLUMNS, type DailyReport } from '../../server/shared/wire/backofficeReports';
import { call, DB_KINDS, type TestApp } from './harness';
import { newStaff, type TestStaff } from './staff.helpers';
import { as, credit, multipart, multipartAs, newKey, newMember, ok, operatorCall, PNG, relogin, seamless, useWalletApp, type TestMember } from './wallet.helpers';

type Deposit = { id: string; status: string };

describe.each(DB_KINDS)('back office daily report on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);
  // Staff sessions follow the test clock, which jumps days: each call signs in a finance member anew.
  const finance = async () => (await newStaff(app(), 'finance')).headers;
  const at = (iso: string) => clock.set(new Date(iso));

  const report = async (query: string, staff?: TestStaff) => call<DailyReport>(app(), { url: `/api/operator/reports/daily?${query}`, headers: staff ? staff.headers : await finance() });

  async function deposit(m: TestMember, amount: string): Promise<void> {
    const methods = await ok<{ id: number }[]>(as(app(), m, { url: '/api/wallet/deposit-methods' }));
    const body = multipart({ methodId: String(methods[0]!.id), amount, reference: `TRF ${newKey().slice(0, 8)}` }, [{ filename: 'receipt.png', type: 'image/png', data: PNG }]);
    const made = await ok<Deposit>(multipartAs(app(), m, '/api/wallet/deposits', body));
    await ok(operatorCall(app(), 'POST', `/api/operator/deposits/${made.id}/approve`));
  }

  let tx = 0;
  const bet = async (m: TestMember, amount: string) => {
    tx += 1;
    const id = `rep-${kind}-${tx}`;
    await ok(seamless(app(), clock, 'bet', { transactionId: id, playerId: m.user.id, token: m.token, amount, gameCode: 'dice' }));
    return id;
  };
  const win = (m: TestMember, betId: string, amount: string) => ok(seamless(app(), clock, 'win', { transactionId: `${betId}-win`, betId, playerId: m.user.id, amount }));
  const rollback = (m: TestMember, betId: string) => ok(seamless(app(), clock, 'rollback', { transactionId: `${betId}-rb`, betId, playerId: m.user.id }));

  /**
   * The other side of the report's journals, summed straight from ledger_entries: the house
   * accounts for game results, bonuses and commissions, clearing and fees for money in and out.
   */
  async function houseSide(from: string, to: string) {
    const { rows } = await sql<{ kind: string; account: string; total: string | number }>`
      SELECT j.kind, a.kind AS account, sum(e.amount) AS total
        FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.user_id IS NULL AND j.merchant_code = 'NG' AND e.created_at >= ${new Date(from)} AND e.created_at < ${new Date(to)}
       GROUP BY 1, 2`.execute(app().store.db);
    const of = (kinds: string[], accounts: string[]) => rows.filter((r) => kinds.includes(r.kind) && accounts.includes(r.account)).reduce((s, r) => s + Number(r.total), 0);
    const money = (minor: number) => (minor / 100).toFixed(2);
    return {
      // The house gains the stakes and pays the wins, so its change is the GGR.
      ggr: money(of(['bet', 'win', 'rollback'], ['house'])),
      bonuses: money(-of(['bonus', 'reward', 'rebate'], ['house'])),
      commissions: money(-of(['salary', 'dividend'], ['house'])),
      deposits: money(-of(['deposit'], ['clearing'])),
      withdrawals: money(of(['withdrawal_payout'], ['clearing', 'fees']) + of(['withdrawal_refund'], ['clearing', 'fees'])),
    };
  }

  it('sums a merchant day from the ledger: deposits, a paid withdrawal, bets, wins, a rollback, a bonus and a salary; reconciles with the other side of the journals', async () => {
    at('2031-05-03T12:00:00Z');
    const agent = await newMember(app(), { type: 1 });
    // Day one (Lagos, UTC+1): 2031-05-04.
    at('2031-05-04T08:00:00Z');
    const m1 = await newMember(app(), { paymentPassword: '135790' });
    const m2 = await newMember(app());
    await deposit(m1, '2000');
    await deposit(m2, '1000');
    const a = await bet(m1, '100.00');
    await win(m1, a, '250.00');
    const b = await bet(m1, '40.00');
    await rollback(m1, b);
    const c = await bet(m2, '60.00');
    await win(m2, c, '0');
    await ok(operatorCall(app(), 'POST', '/api/operator/adjustments', { account: m1.account, direction: 'credit', amount: '25.00', kind: 'bonus', memo: 'Welcome' }, { 'idempotency-key': newKey() }));
    // A plain adjustment is neither a bonus nor a deposit.
    await credit(app(), m2, '7.00');
    await app().store.db.transaction().execute((trx) =>
      app().services.ledger.post(trx, {
        merchantCode: 'NG',
        currency: 'NGN',
        kind: 'salary',
        userId: agent.user.id,
        reference: `report-test-salary-${kind}`,
        lines: [
          { account: { kind: 'house', merchantCode: 'NG' }, amount: -1200 },
          { account: { kind: 'main', userId: agent.user.id }, amount: 1200 },
        ],
      }),
    );
    const bank = await ok<{ id: string }>(as(app(), m1, { method: 'POST', url: '/api/wallet/bank-accounts', body: { bankName: 'Report Bank', accountName: 'Report Member', accountNumber: '0123456789' } }));
    const w = await ok<{ id: string }>(as(app(), m1, { method: 'POST', url: '/api/wallet/withdrawals', body: { bankAccountId: bank.id, amount: '1000', paymentPassword: '135790' } }));
    await ok(operatorCall(app(), 'POST', `/api/operator/withdrawals/${w.id}/paid`));

    // 23:30 UTC is 00:30 of the next day in Lagos: day two.
    at('2031-05-04T23:30:00Z');
    await relogin(app(), m1);
    await relogin(app(), m2);
    await deposit(m1, '500');
    const d = await bet(m2, '30.00');
    await win(m2, d, '10.00');

    const answer = await report('from=2031-05-04&to=2031-05-05');
    expect(answer.status).toBe(200);
    const r = answer.body.value!;
    expect(r).toMatchObject({ merchantCode: 'NG', currency: 'NGN', timeZone: 'Africa/Lagos', from: '2031-05-04', to: '2031-05-05', groupBy: 'day' });
    expect(r.rows).toEqual([
      {
        day: '2031-05-04',
        deposits: '3000.00',
        withdrawals: '1000.00',
        stakes: '160.00',
        wins: '250.00',
        ggr: '-90.00',
        bonuses: '25.00',
        net: '-115.00',
        commissions: '12.00',
        registrations: 2,
        firstDeposits: 2,
        activePlayers: 2,
      },
      { day: '2031-05-05', deposits: '500.00', withdrawals: '0.00', stakes: '30.00', wins: '10.00', ggr: '20.00', bonuses: '0.00', net: '20.00', commissions: '0.00', registrations: 0, firstDeposits: 0, activePlayers: 1 },
    ]);
    expect(r.totals).toEqual({
      deposits: '3500.00',
      withdrawals: '1000.00',
      stakes: '190.00',
      wins: '260.00',
      ggr: '-70.00',
      bonuses: '25.00',
      net: '-95.00',
      commissions: '12.00',
      registrations: 2,
      firstDeposits: 2,
      activePlayers: 2,
    });
    // Bets placed in the range (the rolled-back one left out), by vendor and game type.
    expect(r.byVendor).toEqual([{ vendor: 'HOUSE', ledger: true, bets: 3, stakes: '190.00', wins: '260.00', ggr: '-70.00' }]);
    expect(r.byGameType).toHaveLength(1);
    expect(r.byGameType[0]).toMatchObject({ bets: 3, stakes: '190.00', wins: '260.00', ggr: '-70.00' });

    // Each ledger figure, day by day, equals the other side of the same journals.
    for (const [row, from, to] of [
      [r.rows[0]!, '2031-05-03T23:00:00Z', '2031-05-04T23:00:00Z'],
      [r.rows[1]!, '2031-05-04T23:00:00Z', '2031-05-05T23:00:00Z'],
    ] as const) {
      expect(await houseSide(from, to), row.day).toEqual({ ggr: row.ggr, bonuses: row.bonuses, commissions: row.commissions, deposits: row.deposits, withdrawals: row.withdrawals });
    }

    // The day that is over is kept (journals are append-only); today is counted again each time, and answers the same.
    const kept = await app().store.db.selectFrom('report_days').select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')).where('merchant_code', '=', 'NG').where('day', '>=', '2031-05-04').execute();
    expect(kept.map((k) => k.day)).toEqual(['2031-05-04']);
    expect((await report('from=2031-05-04&to=2031-05-05')).body.value).toEqual(r);

    // A week or a month is the same money in one row; the active players of the whole range are counted once.
    for (const groupBy of ['week', 'month']) {
      const grouped = (await report(`from=2031-05-04&to=2031-05-05&groupBy=${groupBy}`)).body.value!;
      expect(grouped.totals, groupBy).toEqual(r.totals);
      expect(grouped.rows.map((row) => row.day)).toEqual(groupBy === 'week' ? ['2031-05-04', '2031-05-05'] : ['2031-05-04']);
    }
    // 2031-05-04 is a Sunday: the week of the 5th starts a new row.
    const month = (await report('from=2031-05-04&to=2031-05-05&groupBy=month')).body.value!;
    expect(month.rows[0]).toMatchObject({ ...r.totals, day: '2031-05-04' });

    // The CSV: a header, the same rows, and the totals.
    const csv = await app().app.inject({ url: '/api/operator/reports/daily.csv?from=2031-05-04&to=2031-05-05', headers: await finance() });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n').map((l) => l.split(','));
    expect(lines[0]).toEqual(REPORT_CSV_COLUMNS);
    expect(lines.slice(1)).toEqual([...r.rows, { day: 'total', ...r.totals }].map((row) => REPORT_CSV_COLUMNS.map((c) => String(row[c]))));
  });

  it('only admin and finance read it; support, content and risk are refused', async () => {
    for (const role of ['admin', 'finance'] as const) expect((await report('from=2031-05-04&to=2031-05-05', await newStaff(app(), role))).status, role).toBe(200);
    for (const role of ['support', 'content', 'risk'] as const) {
      const staff = await newStaff(app(), role);
      for (const url of ['/api/operator/reports/daily', '/api/operator/reports/daily.csv']) {
        const answer = await call(app(), { url, headers: staff.headers });
        expect([answer.status, answer.body.errorCode], `${role} ${url}`).toEqual([403, 'forbidden']);
      }
    }
    expect((await call(app(), { url: '/api/operator/reports/daily' })).status).toBe(403);
  });

  it('a reversed or too long range, a day that does not exist, an unknown grouping or merchant is refused and changes nothing', async () => {
    const journals = async (app: TestApp) => Number((await app.store.db.selectFrom('ledger_journals').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await journals(app());
    const refused = async (query: string) => {
      const answer = await report(query);
      return [answer.status, answer.body.errorCode, (answer.body.value as { issues?: { rule?: string }[] } | undefined)?.issues?.[0]?.rule];
    };
    expect(await refused('from=2031-05-06&to=2031-05-05')).toEqual([400, 'bad_request', 'after_to']);
    expect(await refused('from=2030-05-04&to=2031-05-05')).toEqual([400, 'bad_request', 'range']);
    expect((await refused('from=2031-02-30&to=2031-03-01')).slice(0, 2)).toEqual([400, 'bad_request']);
    expect((await refused('from=2031-05-04&to=2031-05-05&groupBy=year')).slice(0, 2)).toEqual([400, 'bad_request']);
    expect((await refused('from=2031-05-04&to=2031-05-05&extra=1')).slice(0, 2)).toEqual([400, 'bad_request']);
    expect(await refused('merchantCode=NOPE&from=2031-05-04&to=2031-05-05')).toEqual([404, 'not_found', 'unknown_merchant']);
    expect((await app().app.inject({ url: '/api/operator/reports/daily.csv?from=2031-05-06&to=2031-05-05', headers: await finance() })).statusCode).toBe(400);
    // The widest range allowed (366 days) answers a row a day.
    const year = await report('from=2030-05-05&to=2031-05-05');
    expect(year.status).toBe(200);
    expect(year.body.value!.rows).toHaveLength(366);
    expect(await journals(app())).toBe(before);
  });

  it('another merchant has its own calendar and currency, and none of the first merchant’s money', async () => {
    at('2031-05-20T10:00:00Z');
    const au = await newMember(app(), { merchantCode: 'AU' });
    const answer = (await report('merchantCode=au&from=2031-05-20&to=2031-05-20')).body.value!;
    expect(answer).toMatchObject({ merchantCode: 'AU', currency: 'AUD' });
    expect(answer.totals).toMatchObject({ deposits: '0.00', stakes: '0.00', registrations: 1 });
    expect(au.user.merchant_code).toBe('AU');
    // Defaults: the last 7 days up to the merchant's today.
    const recent = (await report('')).body.value!;
    expect(recent.rows).toHaveLength(7);
    expect(recent.to).toBe('2031-05-20');
  });

  it("today's report holds today's activity at once: a bet made a minute ago shows, reconciles with the journals, and today is never kept until it is over", async () => {
    // 10:00 in Lagos: the merchant's today is 2031-06-10, begun at 23:00 UTC the day before.
    at('2031-06-10T09:00:00Z');
    const m = await newMember(app());
    await deposit(m, '800');
    const a = await bet(m, '50.00');
    await win(m, a, '20.00');

    const todayOf = async () => {
      const r = (await report('')).body.value!;
      expect(r.to).toBe('2031-06-10');
      return r.rows.at(-1)!;
    };
    const first = await todayOf();
    expect(first).toEqual({
      day: '2031-06-10',
      deposits: '800.00',
      withdrawals: '0.00',
      stakes: '50.00',
      wins: '20.00',
      ggr: '30.00',
      bonuses: '0.00',
      net: '30.00',
      commissions: '0.00',
      registrations: 1,
      firstDeposits: 1,
      activePlayers: 1,
    });
    expect(await houseSide('2031-06-09T23:00:00Z', '2031-06-10T23:00:00Z')).toEqual({ ggr: '30.00', bonuses: '0.00', commissions: '0.00', deposits: '800.00', withdrawals: '0.00' });
    const kept = () =>
      app().store.db.selectFrom('report_days').select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')).where('merchant_code', '=', 'NG').where('day', '=', '2031-06-10').execute();
    expect(await kept()).toEqual([]);

    // A later bet the same day is in the next report: today is counted again on every request.
    at('2031-06-10T15:00:00Z');
    await relogin(app(), m);
    await bet(m, '25.00');
    const later = await todayOf();
    expect(later).toMatchObject({ stakes: '75.00', ggr: '55.00', activePlayers: 1 });
    expect((await houseSide('2031-06-09T23:00:00Z', '2031-06-10T23:00:00Z')).ggr).toBe('55.00');
    expect(await kept()).toEqual([]);

    // Once the day is over (and settled a quarter of an hour), it is kept as it was last counted.
    at('2031-06-10T23:20:00Z');
    const over = (await report('from=2031-06-10&to=2031-06-10')).body.value!;
    expect(over.rows).toEqual([later]);
    expect(await kept()).toEqual([{ day: '2031-06-10' }]);
  });
});
