// The lottery lobby call (spec section 7): lottoArea VN, launchMode LOTT, device WEB,
// backUrl and language answer the address of the area's house board for a member,
// carrying backUrl and language; a backUrl off this portal is refused (no open redirect).
import { describe, expect, it } from 'vitest';
import { ownPath } from '../../server/lottery/lotteryLobby';
import type { LotteryLobby } from '../../server/shared/wire/lottery';
import { call, DB_KINDS } from './harness';
import { as, newMember, ok, useWalletApp, type TestMember } from './wallet.helpers';

const ORIGIN = 'http://portal.example';

type Lobby = LotteryLobby;

describe('backUrl stays on the portal (pure)', () => {
  it('[LOTTERY-19] keeps paths and same-origin addresses; refuses other sites, protocol-relative, backslash and script addresses', () => {
    expect(ownPath('/lottery?vendor=TCG_LOTTO_VN', ORIGIN)).toBe('/lottery?vendor=TCG_LOTTO_VN');
    expect(ownPath('/', ORIGIN)).toBe('/');
    expect(ownPath(`${ORIGIN}/elott#top`, ORIGIN)).toBe('/elott#top');
    expect(ownPath('/a/../vnlottery', ORIGIN)).toBe('/vnlottery');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/lottery',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'lottery',
      `${ORIGIN}.evil.example/`,
      `${ORIGIN}@evil.example/`,
      'http://portal.example:8443/',
      '/lot\ntery',
    ]) {
      expect(ownPath(bad, ORIGIN), bad).toBeNull();
    }
  });
});

describe.each(DB_KINDS)('the lottery lobby on %s', (kind) => {
  const { app } = useWalletApp(kind);
  const lobby = (m: TestMember | null, query: Record<string, string>, headers: Record<string, string> = {}) => {
    const url = `/api/lottery/lobby?${new URLSearchParams(query)}`;
    return m ? as<Lobby>(app(), m, { url, headers }) : call<Lobby>(app(), { method: 'GET', url, headers });
  };
  const VN = { lottoArea: 'VN', launchMode: 'LOTT', device: 'WEB', backUrl: '/lottery?vendor=TCG_LOTTO_VN', language: 'vi' };

  it('[LOTTERY-19] answers the VN house board carrying backUrl and language', async () => {
    const m = await newMember(app());
    const answer = await ok(lobby(m, VN));
    expect(answer).toEqual({ url: '/vnlottery?backUrl=%2Flottery%3Fvendor%3DTCG_LOTTO_VN&language=vi', lottoArea: 'VN', launchMode: 'LOTT' });
    // An absolute address on the portal's own origin comes back as its path.
    const own = await ok(lobby(m, { ...VN, backUrl: 'http://localhost:80/elott', language: 'en' }, { host: 'localhost:80' }));
    expect(own.url).toBe('/vnlottery?backUrl=%2Felott&language=en');
  });

  it('[LOTTERY-19][LOBBY-41] a visitor is told to log in first', async () => {
    const visitor = await lobby(null, VN);
    expect(visitor.status).toBe(401);
    expect(visitor.body.errorCode).toBe('not_logged_in');
  });

  it('[LOTTERY-19] refuses a backUrl on another site with a translated invalid_domain, and parameters outside the call', async () => {
    const m = await newMember(app());
    for (const backUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const refused = await lobby(m, { ...VN, backUrl }, { 'accept-language': 'vi' });
      expect(refused.body.success, backUrl).toBe(false);
      expect(refused.body.errorCode).toBe('invalid_domain');
      expect(refused.body.message).toBe('Địa chỉ này không hợp lệ. Vui lòng sử dụng đường dẫn chính thức.');
    }
    const wrong: Record<string, string>[] = [
      { ...VN, lottoArea: 'XX' },
      { ...VN, launchMode: 'GAME' },
      { ...VN, device: 'APP' },
      { ...VN, language: 'fr' },
      { ...VN, backUrl: '' },
      { ...VN, backUrl: `/${'x'.repeat(600)}` },
    ];
    const { backUrl: _dropped, ...withoutBack } = VN;
    wrong.push(withoutBack);
    for (const query of wrong) {
      const refused = await lobby(m, query);
      expect(refused.status, JSON.stringify(query)).toBe(400);
      expect(refused.body.errorCode).toBe('bad_request');
    }
  });
});
