// The VN lottery lobby entry on /lottery (LOTTERY-19) against a mocked transport
// (src/api/client `call`): the exact parameters of the lobby call, following its answer,
// a visitor sent to log in, a refusal said in the reader's language, and the way back.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../src/api/client';
import { ApiError } from '../../../src/api/client';
import { defaultMessages } from '../../../src/i18n/loadMessages';
import lobbyEn from '../../../src/i18n/messages/lobby/en.json';
import lobbyVi from '../../../src/i18n/messages/lobby/vi.json';
import vi_ from '../../../src/i18n/messages/vi.json';
import { backPath } from '../../../src/views/pages/games/LotteryPage';
import { VnLobbyEntry } from '../../../src/views/pages/games/lottery/VnLobbyEntry';

vi.mock('../../../src/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...actual, call: vi.fn() };
});
const session = vi.hoisted(() => ({ signedIn: true, send: vi.fn() }));
vi.mock('../../../src/app/session', () => ({
  useSessionView: () => ({ role: session.signedIn ? 'member' : 'visitor', account: session.signedIn ? 'demo' : null, signedIn: session.signedIn, member: null }),
  useSessionSend: () => session.send,
}));
const call = vi.mocked(client.call);

const catalogues: Record<'en' | 'vi', Record<string, string>> = {
  en: { ...defaultMessages, ...lobbyEn },
  vi: { ...defaultMessages, ...(vi_ as Record<string, string>), ...lobbyVi },
};

function Where({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = `${location.pathname}${location.search}`;
  return null;
}

function renderEntry(locale: 'en' | 'vi', path = '/lottery?vendor=TCG_LOTTO_VN') {
  const location = { current: '' };
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]} onError={() => {}}>
      <MemoryRouter initialEntries={[path]}>
        <VnLobbyEntry featured={path.includes('TCG_LOTTO_VN')} />
        <Where into={location} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return location;
}

beforeEach(() => {
  session.signedIn = true;
  session.send.mockReset();
  call.mockReset();
});

describe('the VN lottery lobby entry', () => {
  it('[LOTTERY-19][CONSTANTS-04] asks the lobby with exactly lottoArea VN, launchMode LOTT, device WEB, this page as backUrl and the language, then opens it', async () => {
    call.mockResolvedValue({ url: '/vnlottery?backUrl=%2Flottery%3Fvendor%3DTCG_LOTTO_VN&language=vi', lottoArea: 'VN', launchMode: 'LOTT' } as never);
    const location = renderEntry('vi');
    expect(screen.getByTestId('vn-lobby-entry').className).toContain('vn-lobby--featured');
    fireEvent.click(screen.getByTestId('vn-lobby-open'));
    await waitFor(() => expect(location.current).toBe('/vnlottery?backUrl=%2Flottery%3Fvendor%3DTCG_LOTTO_VN&language=vi'));
    expect(call).toHaveBeenCalledTimes(1);
    const [, path, options] = call.mock.calls[0]!;
    expect(path).toBe('lottery/lobby');
    expect(options).toEqual({
      searchParams: { lottoArea: 'VN', launchMode: 'LOTT', device: 'WEB', backUrl: '/lottery?vendor=TCG_LOTTO_VN', language: 'vi' },
      signal: expect.any(AbortSignal),
    });
  });

  it('[LOTTERY-19] sends the English locale from an English page, and never follows an address off the portal', async () => {
    call.mockResolvedValue({ url: '//evil.example/vnlottery', lottoArea: 'VN', launchMode: 'LOTT' } as never);
    const location = renderEntry('en', '/lottery');
    expect(screen.getByTestId('vn-lobby-entry').className).not.toContain('vn-lobby--featured');
    fireEvent.click(screen.getByTestId('vn-lobby-open'));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect((call.mock.calls[0]![2] as { searchParams: Record<string, string> }).searchParams).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      device: 'WEB',
      backUrl: '/lottery',
      language: 'en',
    });
    await waitFor(() => expect((screen.getByTestId('vn-lobby-open') as HTMLButtonElement).disabled).toBe(false));
    expect(location.current).toBe('/lottery');
  });

  it('[LOTTERY-19][LOBBY-41] a visitor is sent to log in and nothing is asked of the server', () => {
    session.signedIn = false;
    renderEntry('en');
    expect(screen.getByTestId('vn-lobby-open').textContent).toBe(lobbyEn['lobby.lottery.vnLobby.login']);
    fireEvent.click(screen.getByTestId('vn-lobby-open'));
    expect(session.send).toHaveBeenCalledWith({ type: 'GATE', to: '/lottery?vendor=TCG_LOTTO_VN' });
    expect(call).not.toHaveBeenCalled();
  });

  it('[LOTTERY-19] a refusal is said in the reader\'s language and the member may try again', async () => {
    call.mockRejectedValueOnce(new ApiError('invalid_domain', 'x', 400));
    call.mockResolvedValueOnce({ url: '/vnlottery?backUrl=%2Flottery&language=vi', lottoArea: 'VN', launchMode: 'LOTT' } as never);
    const location = renderEntry('vi', '/lottery');
    fireEvent.click(screen.getByTestId('vn-lobby-open'));
    expect((await screen.findByTestId('vn-lobby-error')).textContent).toBe(catalogues.vi['error.invalid_domain']);
    fireEvent.click(screen.getByTestId('vn-lobby-open'));
    await waitFor(() => expect(location.current).toBe('/vnlottery?backUrl=%2Flottery&language=vi'));
  });

  it('[LOTTERY-19] the VN board offers the way back only to a path on the portal', () => {
    expect(backPath('/lottery?vendor=TCG_LOTTO_VN')).toBe('/lottery?vendor=TCG_LOTTO_VN');
    for (const bad of [null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) expect(backPath(bad)).toBeNull();
  });
});
