import { MerchantFilter } from './MerchantFilter';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { SupportChat as Chat, SupportChatsQuery } from '../../../server/shared/wire/operator';
import { CHAT_POLL_MS } from '../../../server/shared/timing';
import { useResource } from '../../app/useResource';
import { useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import { useStaffSession } from '../session';
import * as api from '../supportChatApi';
import { Pager } from './Pager';
import { SupportConversation } from './SupportConversation';

const FILTERS = ['account', 'merchantCode'] as const;
/** The open conversation in the address: `?open=<merchantCode>:<memberId>`. */
const OPEN = /^([A-Z0-9_]{1,16}):([1-9]\d{0,9})$/;

/** The list's query as the address keeps it: ?page&account&merchantCode. */
export function supportQueryOf(search: URLSearchParams): Partial<SupportChatsQuery> {
  const page = Number(search.get('page'));
  const merchantCode = search.get('merchantCode')?.trim().toUpperCase();
  return { page: Number.isInteger(page) && page > 1 ? page : 1, account: search.get('account')?.trim() || undefined, merchantCode: merchantCode || undefined };
}

export function openConversationOf(search: URLSearchParams): api.Conversation | null {
  const match = OPEN.exec(search.get('open') ?? '');
  return match ? { merchantCode: match[1]!, memberId: Number(match[2]) } : null;
}

/** Support chat (chat.answer): the members' conversations, unanswered first and kept fresh; one open beside them, live. */
export function SupportChat() {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = supportQueryOf(search);
  const key = JSON.stringify(query);
  const { data, errorCode, snapshot, send } = useResource((q: Partial<SupportChatsQuery>, { signal }) => api.fetchSupportChats(token, q, { signal }), query, { refreshMs: CHAT_POLL_MS });
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    send({ type: 'SET_PARAMS', params: JSON.parse(key) as Partial<SupportChatsQuery> });
  }, [key, send]);
  const openText = search.get('open') ?? '';
  // The same conversation keeps its machines while the list refreshes around it.
  const open = useMemo(() => openConversationOf(new URLSearchParams({ open: openText })), [openText]);
  const openChat = data?.items.find((chat) => open && chat.memberId === open.memberId && chat.merchantCode === open.merchantCode);

  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    edit(next);
    setSearch(next);
  };
  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    change((next) => {
      next.delete('page');
      for (const name of FILTERS) {
        const value = String(form.get(name) ?? '').trim();
        if (value) next.set(name, value);
        else next.delete(name);
      }
    });
  };

  return (
    <section className="bo-page" data-testid="bo-chat">
      <div className="bo-page__head">
        <h1>{t('backoffice.chat.title')}</h1>
      </div>
      <form className="bo-filters" onSubmit={filter} aria-label={t('backoffice.chat.filters')} key={`${search.get('account')}|${search.get('merchantCode')}`}>
        <label className="bo-field">
          <span>{t('backoffice.chat.member')}</span>
          <input name="account" defaultValue={search.get('account') ?? ''} maxLength={64} />
        </label>
        <MerchantFilter name="merchantCode" value={search.get('merchantCode')?.toUpperCase() ?? ''} label="backoffice.chat.merchant" />
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.chat.filter')}
        </button>
      </form>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && (
        <>
          <div className="bo-split">
            <ConversationTable chats={data.items} open={open} onOpen={(chat) => change((next) => next.set('open', `${chat.merchantCode}:${chat.memberId}`))} />
            {open && <SupportConversation key={openText} conversation={open} account={openChat?.account ?? `#${open.memberId}`} onClose={() => change((next) => next.delete('open'))} />}
          </div>
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} onPage={(page) => change((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')))} />
        </>
      )}
    </section>
  );
}

function ConversationTable({ chats, open, onOpen }: { chats: Chat[]; open: api.Conversation | null; onOpen: (chat: Chat) => void }) {
  const t = useCT();
  if (chats.length === 0)
    return (
      <p className="bo-empty" data-testid="bo-chat-empty">
        {t('backoffice.chat.empty')}
      </p>
    );
  return (
    <table className="bo-table" data-testid="bo-chat-table">
      <caption className="bo-visually-hidden">{t('backoffice.chat.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.chat.member')}</th>
          <th scope="col">{t('backoffice.chat.merchant')}</th>
          <th scope="col">{t('backoffice.chat.lastMessage')}</th>
          <th scope="col">{t('backoffice.chat.lastAt')}</th>
          <th scope="col">{t('backoffice.chat.state')}</th>
          <th scope="col">
            <span className="bo-visually-hidden">{t('backoffice.chat.open')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {chats.map((chat) => (
          <tr
            key={`${chat.merchantCode}:${chat.memberId}`}
            aria-selected={open?.memberId === chat.memberId && open.merchantCode === chat.merchantCode}
            data-testid="bo-chat-row"
            data-member={chat.memberId}
            data-answered={chat.answered}
          >
            <td>{chat.account}</td>
            <td>{chat.merchantCode}</td>
            <td className="bo-chat__preview">{chat.lastMessage}</td>
            <td>
              <FormattedDate value={chat.lastAt} dateStyle="short" timeStyle="short" />
            </td>
            <td>
              {chat.answered ? t('backoffice.chat.answered') : t('backoffice.chat.unanswered')}
              {chat.unread > 0 && <span className="bo-muted"> · {t('backoffice.chat.unread', { count: chat.unread })}</span>}
            </td>
            <td>
              <button type="button" className="bo-button bo-button--small" onClick={() => onOpen(chat)} aria-label={t('backoffice.chat.openConversation', { account: chat.account })}>
                {t('backoffice.chat.open')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
