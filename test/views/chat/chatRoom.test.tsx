// The chat room view (game popup's room, customer-service chat): messages as the
// chatRoom machine holds them, polling for newer ones, the composer's bounds and the
// refusals it shows, and the read-only room of a trial account.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatTarget } from '../../../src/api/chat';
import { ApiError } from '../../../src/api/client';
import { defaultMessages } from '../../../src/i18n/loadMessages';
import lobbyMessages from '../../../src/i18n/messages/lobby/en.json';

const api = vi.hoisted(() => ({ fetchChat: vi.fn(), postChat: vi.fn() }));
vi.mock('../../../src/api/chat', async (original) => ({ ...(await original<object>()), ...api }));

const { ChatRoomPanel } = await import('../../../src/views/chat/ChatRoomPanel');
const { CHAT_POLL_MS } = await import('../../../server/shared/timing');

const messages: Record<string, string> = { ...defaultMessages, ...(lobbyMessages as Record<string, string>) };
const text = (id: string, values: Record<string, string | number> = {}) => messages[id]!.replace(/\{(\w+)\}/g, (_, n: string) => String(values[n] ?? `{${n}}`));

const line = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({ id: String(id), author: 'pl***1', staff: false, mine: false, body: `message ${id}`, at: '2031-03-10T12:00:00.000Z', ...overrides });
const GAME: ChatTarget = { kind: 'game', nodeId: 90001 };

function show(canPost = true, target: ChatTarget = GAME) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <ChatRoomPanel target={target} canPost={canPost} />
    </IntlProvider>,
  );
}
const lines = () => screen.queryAllByTestId('chat-line').map((li) => li.textContent);

beforeEach(() => {
  api.fetchChat.mockReset();
  api.postChat.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('chat room view', () => {
  it('[LOBBY-45] shows the room\'s messages, its own marked "You", staff by name, then what a poll brings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.fetchChat.mockResolvedValueOnce({ roomId: '1', title: 'House Fortune Reels', messages: [line(1), line(2, { mine: true, author: 'de**o' }), line(3, { staff: true, author: 'Mia' })] });
    show();
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(api.fetchChat).toHaveBeenCalledWith(GAME, null, { signal: expect.any(AbortSignal) });
    expect(lines()[0]).toContain('pl***1');
    expect(lines()[1]).toContain(text('lobby.chat.you'));
    expect(lines()[2]).toContain(text('lobby.chat.staff', { name: 'Mia' }));

    api.fetchChat.mockResolvedValueOnce({ roomId: '1', title: 'House Fortune Reels', messages: [line(4)] });
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    await waitFor(() => expect(lines()).toHaveLength(4));
    expect(api.fetchChat).toHaveBeenLastCalledWith(GAME, '3', { signal: expect.any(AbortSignal) });
  });

  it('[LOBBY-45] sends a message: the button waits for a sendable draft, the line appears and the draft clears', async () => {
    api.fetchChat.mockResolvedValue({ roomId: '1', title: 'x', messages: [] });
    show();
    await screen.findByTestId('chat-empty');
    const send = screen.getByTestId('chat-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'good luck all' } });
    expect(screen.getByTestId('chat-hint').textContent).toBe(text('lobby.chat.count', { count: 13, max: 300 }));
    api.postChat.mockResolvedValueOnce(line(9, { mine: true, body: 'good luck all' }));
    fireEvent.click(send);
    await waitFor(() => expect(lines()).toEqual([expect.stringContaining('good luck all')]));
    expect(api.postChat).toHaveBeenCalledWith(GAME, 'good luck all', { signal: expect.any(AbortSignal) });
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
  });

  it('a too long draft says the bounds and cannot be sent; a refused send keeps the draft and says why', async () => {
    api.fetchChat.mockResolvedValue({ roomId: '1', title: 'x', messages: [] });
    show();
    await screen.findByTestId('chat-empty');
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'x'.repeat(301) } });
    expect(screen.getByTestId('chat-hint').textContent).toBe(text('lobby.chat.bounds', { max: 300 }));
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('chat-input').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'hello' } });
    api.postChat.mockRejectedValueOnce(new ApiError('rate_limited', '', 429));
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getByTestId('chat-hint').textContent).toBe(text('error.rate_limited')));
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('hello');
    expect(lines()).toEqual([]);
  });

  it('a room that cannot open says why and retries; a failed poll says it is reconnecting and keeps the messages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.fetchChat.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    show();
    expect((await screen.findByTestId('chat-error')).textContent).toBe(text('error.network_abnormal'));
    api.fetchChat.mockResolvedValueOnce({ roomId: '1', title: 'x', messages: [line(1)] });
    fireEvent.click(screen.getByTestId('chat-retry'));
    await waitFor(() => expect(lines()).toHaveLength(1));

    api.fetchChat.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect((await screen.findByTestId('chat-reconnecting')).textContent).toBe(text('lobby.chat.reconnecting'));
    expect(lines()).toHaveLength(1);
    api.fetchChat.mockResolvedValueOnce({ roomId: '1', title: 'x', messages: [] });
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS));
    await waitFor(() => expect(screen.queryByTestId('chat-reconnecting')).toBeNull());
  });

  it('a trial account reads the room and is told to register to talk', async () => {
    api.fetchChat.mockResolvedValue({ roomId: '1', title: 'x', messages: [line(1)] });
    show(false);
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(screen.getByTestId('chat-readonly').textContent).toBe(text('lobby.chat.registerToTalk'));
  });
});
