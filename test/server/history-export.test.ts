// The member's history as CSV (issue 17, UKGC RTS 12/13): bets, deposits and withdrawals of
// the last 12 months, one row per record under a header row, ISO times and decimal amounts;
// a record 11 months old is in, one 13 months old is out, another member's rows never are.
// The CSV writer itself: RFC 4180 quoting and the formula guard.
import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../../server/shared/csv';
import { addMonths } from '../../server/shared/playerProtection';
import { HISTORY_EXPORT_COLUMNS } from '../../server/shared/historyExport';
import { DB_KINDS } from './harness';
import { as, newMember, relogin, useWalletApp, type TestMember } from './wallet.helpers';

/** Splits a CSV answer into records of fields (RFC 4180, as a spreadsheet reads it). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') record.push(field), (field = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field), records.push(record), (field = ''), (record = []), i++;
    } else field += c;
  }
  if (field !== '' || record.length) record.push(field), records.push(record);
  return records;
}

describe('CSV fields (RFC 4180)', () => {
  it('[RG] quotes commas, quotes and line breaks, doubles quotes, and leaves plain fields alone', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(300)).toBe('300');
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('[RG] guards text that a spreadsheet would run as a formula, but not decimal amounts', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('-5.00')).toBe('-5.00');
    expect(csvField('12.50')).toBe('12.50');
    expect(parseCsv(csvLine(['=1+1', 'x,"y"', 'a\r\nb']))).toEqual([["'=1+1", 'x,"y"', 'a\r\nb']]);
  });
});

describe.each(DB_KINDS)('history download on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);
  const db = () => app().store.db;

  // The answer is CSV, not the JSON envelope: read it raw.
  const download = async (m: TestMember, what: string) => ({ raw: await app().app.inject({ method: 'GET', url: `/api/member/history.csv?kind=${what}`, headers: { authorization: `Bearer ${m.token}` } }) });

  async function bet(m: TestMember, at: Date, betId: string, stake: number, payout: number) {
    await db()
      .insertInto('bets')
      .values({ vendor: 'HOUSE', bet_id: betId, user_id: m.user.id, merchant_code: m.user.merchant_code, game_type: 'SLOT', game_code: 'g1', stake_minor: stake, payout_minor: payout, status: 'settled', placed: true, placed_at: at, settled_at: at })
      .execute();
  }
  async function deposit(m: TestMember, at: Date, reference: string, amount: number) {
    const method = await db().selectFrom('deposit_methods').select('id').executeTakeFirstOrThrow();
    await db().insertInto('deposits').values({ user_id: m.user.id, merchant_code: m.user.merchant_code, method_id: method.id, amount_minor: amount, reference, status: 'approved', created_at: at, decided_at: at }).execute();
  }
  async function withdrawal(m: TestMember, at: Date, amount: number) {
    const bank = await db().insertInto('bank_accounts').values({ user_id: m.user.id, bank_name: 'Bank', account_name: 'Holder', account_number: `01234${amount}`, created_at: at }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('withdrawals').values({ user_id: m.user.id, merchant_code: m.user.merchant_code, bank_account_id: bank.id, amount_minor: amount, fee_minor: 100, status: 'received', confirm_minutes: 60, created_at: at, paid_at: at, confirm_deadline: at, resolved_at: at }).execute();
  }

  it('[RG] bets of the last 12 months: a header row, one row per bet, oldest first, ISO times and decimals; 13 months back and other members are out', async () => {
    const m = await newMember(app());
    const other = await newMember(app());
    const now = clock();
    const elevenMonths = addMonths(now, -11);
    const thirteenMonths = addMonths(now, -13);
    await bet(m, thirteenMonths, 'too-old', 1000, 0);
    await bet(m, elevenMonths, 'kept-1', 1250, 0);
    await bet(m, new Date(now.getTime() - 60_000), '=cmd|calc', 500, 2000);
    await bet(other, elevenMonths, 'not-mine', 700, 0);

    const { raw } = await download(m, 'bets');
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('text/csv');
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="history-bets-${now.toISOString().slice(0, 10)}.csv"`);
    const rows = parseCsv(raw.body);
    expect(rows[0]).toEqual([...HISTORY_EXPORT_COLUMNS.bets]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['kept-1', "'=cmd|calc"]);
    expect(rows[1]).toEqual([elevenMonths.toISOString(), 'kept-1', 'HOUSE', 'SLOT', 'g1', '12.50', '0.00', '-12.50', m.user.currency, 'settled', elevenMonths.toISOString()]);
    expect(rows[2]!.slice(5, 8)).toEqual(['5.00', '20.00', '15.00']);
  });

  it('[RG] deposits and withdrawals likewise: 11 months old in, 13 months old out, only the member\'s own', async () => {
    const m = await newMember(app());
    const other = await newMember(app());
    const now = clock();
    await deposit(m, addMonths(now, -13), 'old-ref', 5000);
    await deposit(m, addMonths(now, -11), 'ref, "quoted"', 7500);
    await deposit(other, addMonths(now, -1), 'theirs', 100);
    await withdrawal(m, addMonths(now, -13), 9000);
    await withdrawal(m, addMonths(now, -11), 4200);
    await withdrawal(other, addMonths(now, -1), 3000);

    const deposits = parseCsv((await download(m, 'deposits')).raw.body);
    expect(deposits[0]).toEqual([...HISTORY_EXPORT_COLUMNS.deposits]);
    expect(deposits.length).toBe(2);
    expect(deposits[1]).toMatchObject({ 0: addMonths(now, -11).toISOString(), 2: '75.00', 3: m.user.currency, 4: 'approved', 5: 'ref, "quoted"' });

    const withdrawals = parseCsv((await download(m, 'withdrawals')).raw.body);
    expect(withdrawals[0]).toEqual([...HISTORY_EXPORT_COLUMNS.withdrawals]);
    expect(withdrawals.length).toBe(2);
    expect(withdrawals[1]).toMatchObject({ 0: addMonths(now, -11).toISOString(), 2: '42.00', 3: '1.00', 4: m.user.currency, 5: 'received' });
  });

  it('[RG] a self-excluded member can still download; an unknown kind is refused with bad_request; without a token, not_logged_in', async () => {
    const m = await newMember(app());
    await bet(m, addMonths(clock(), -2), 'before-the-break', 100, 0);
    await as(app(), m, { method: 'POST', url: '/api/member/protection/break', body: { period: '6m' } });
    const restricted = await relogin(app(), m);
    const { raw } = await download(restricted, 'bets');
    expect(raw.statusCode).toBe(200);
    expect(parseCsv(raw.body).map((r) => r[1])).toEqual(['betId', 'before-the-break']);
    const bad = await as(app(), restricted, { url: '/api/member/history.csv?kind=chips' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('bad_request');
    const anonymous = await app().app.inject({ method: 'GET', url: '/api/member/history.csv?kind=bets' });
    expect(anonymous.statusCode).toBe(401);
  });
});
