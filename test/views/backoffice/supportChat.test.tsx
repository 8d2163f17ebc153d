// The back office's support chat: the members' conversations, one opened live (the member's chat
// room machine polling the staff's side), a reply, and a message deleted after confirming
// (machines/chatModeration.machine.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatRoom } from '../../../server/shared/wire/chat';
import type { SupportChat, SupportChats } from '../../../server/shared/wire/operator';
import { permissionsOf } from '../../../server/shared/staffRoles';
import { CHAT_POLL_MS } from '../../../server/shared/timing';
import { goneAlready } from '../../model/models/chatModeration.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({ fetchMe: vi.fn() }));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const chat = vi.hoisted(() => ({ fetchSupportChats: vi.fn(), fetchConversation: vi.fn(), replyToMember: vi.fn(), deleteChatMessage: vi.fn() }));
vi.mock('../../../src/backoffice/supportChatApi', () => chat);

const supportStaff = { id: '11', username: 'support', displayName: 'Sade Support', role: 'support' as const, permissions: permissionsOf('support') };
const waiting: SupportChat = { memberId: 501, account: 'ada', merchantCode: 'NG', lastMessage: 'Where is my deposit?', lastAt: '2026-11-27T06:00:00Z', answered: false, unread: 1 };
const answered: SupportChat = { memberId: 502, account: 'bola', merchantCode: 'NG', lastMessage: 'Thanks!', lastAt: '2026-11-27T05:00:00Z', answered: true, unread: 0 };
const inbox: SupportChats = { items: [waiting, answered], page: 1, pageSize: 15, total: 2, totalPages: 1 };
const line = (id: string, body: string, staff = false): ChatMessage => ({ id, author: staff ? 'Sade Support' : 'ad*a', staff, mine: false, body, at: '2026-11-27T06:00:00Z' });
const room = (...messages: ChatMessage[]): ChatRoom => ({ roomId: '9', title: '', messages });
const signal = { signal: expect.any(AbortSignal) };
const conversation = { merchantCode: 'NG', memberId: 501 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of [...Object.values(api), ...Object.values(chat)]) fn.mockReset();
  sessionStorage.setItem('staffToken', 'support-token');
  api.fetchMe.mockResolvedValue(supportStaff);
  chat.fetchSupportChats.mockResolvedValue(inbox);
});

const lines = () => screen.queryAllByTestId('bo-chat-line').map((li) => li.dataset.id);

describe('support chat', () => {
  it('[CONTENT-29] lists the conversations, unanswered first, as the server orders them; filters come from the address', async () => {
    renderConsole('/backoffice/chat?account=ada');
    const rows = await screen.findAllByTestId('bo-chat-row');
    expect(rows.map((r) => [r.dataset.member, r.dataset.answered])).toEqual([
      ['501', 'false'],
      ['502', 'true'],
    ]);
    expect(within(rows[0]!).getByText(text('backoffice.chat.unanswered'))).toBeTruthy();
    expect(chat.fetchSupportChats).toHaveBeenCalledWith('support-token', { page: 1, account: 'ada', merchantCode: undefined }, signal);
  });

  it('[CONTENT-29] an open conversation shows new member messages without a reload, and the reply sent', async () => {
    chat.fetchConversation.mockResolvedValueOnce(room(line('1', 'Where is my deposit?'))).mockResolvedValueOnce(room(line('2', 'It was 2,500.'))).mockResolvedValue(room());
    chat.replyToMember.mockResolvedValue(line('3', 'Checking it now.', true));
    renderConsole('/backoffice/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Open the conversation with ada' }));
    const panel = await screen.findByTestId('bo-chat-conversation');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Conversation with ada');
    await waitFor(() => expect(lines()).toEqual(['1']));
    expect(chat.fetchConversation).toHaveBeenCalledWith('support-token', conversation, null, signal);
    // The next poll asks for what is newer than the last line held, and the line appears.
    await waitFor(() => expect(lines()).toEqual(['1', '2']), { timeout: CHAT_POLL_MS + 2000 });
    expect(chat.fetchConversation).toHaveBeenCalledWith('support-token', conversation, '1', signal);

    fireEvent.change(within(panel).getByTestId('bo-chat-input'), { target: { value: '  Checking it now.  ' } });
    fireEvent.click(within(panel).getByRole('button', { name: text('backoffice.chat.send') }));
    await waitFor(() => expect(lines()).toEqual(['1', '2', '3']));
    expect(chat.replyToMember).toHaveBeenCalledWith('support-token', conversation, 'Checking it now.', signal);
    expect(within(panel).getByText('Sade Support (staff)', { exact: false })).toBeTruthy();
    expect((within(panel).getByTestId('bo-chat-input') as HTMLTextAreaElement).value).toBe('');
  });

  it('deleting asks first; a confirmed deletion takes the line away, and so does one someone else deleted; a refusal says why', async () => {
    chat.fetchConversation.mockResolvedValueOnce(room(line('1', 'spam'), line('2', 'more spam'), line('3', 'hello'))).mockResolvedValue(room());
    chat.deleteChatMessage.mockResolvedValueOnce({ id: '1', hidden: true }).mockRejectedValueOnce(goneAlready).mockRejectedValueOnce(new (await import('../../../src/api/client')).ApiError('forbidden', '', 403));
    renderConsole('/backoffice/chat?open=NG:501');
    await waitFor(() => expect(lines()).toEqual(['1', '2', '3']));
    const panel = screen.getByTestId('bo-chat-conversation');
    const deleteButtons = () => within(panel).getAllByRole('button', { name: 'Delete the message of ada' });

    fireEvent.click(deleteButtons()[0]!);
    fireEvent.click(within(panel).getByRole('button', { name: text('backoffice.chat.cancel') }));
    expect(chat.deleteChatMessage).not.toHaveBeenCalled();
    fireEvent.click(deleteButtons()[0]!);
    fireEvent.click(within(panel).getByRole('button', { name: text('backoffice.chat.confirm') }));
    await waitFor(() => expect(lines()).toEqual(['2', '3']));
    expect(chat.deleteChatMessage).toHaveBeenCalledWith('support-token', 'NG', '1', signal);

    fireEvent.click(deleteButtons()[0]!);
    fireEvent.click(within(panel).getByRole('button', { name: text('backoffice.chat.confirm') }));
    await waitFor(() => expect(lines()).toEqual(['3']));

    fireEvent.click(deleteButtons()[0]!);
    fireEvent.click(within(panel).getByRole('button', { name: text('backoffice.chat.confirm') }));
    expect((await within(panel).findByTestId('bo-chat-delete-error')).textContent).toBe(text('error.forbidden'));
    expect(lines()).toEqual(['3']);
  });
});
