import { useMachine } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CHAT_BODY_MAX, sendable } from '../../../machines/chatRoom.machine';
import type { ChatMessage } from '../../../server/shared/wire/chat';
import type { ChatTarget } from '../../api/chat';
import { chatRoomLogic } from '../../app/chatLogic';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT } from '../../i18n/useT';
import './chat.css';

/**
 * A chat room: the messages, newest at the bottom, and the composer. Used by the game
 * popup (the game's room) and the member's customer-service chat. The chatRoom machine
 * polls and sends; this only shows its state and passes on what the member does.
 * `canPost` false shows `readOnlyNote` where the composer would be.
 */
export function ChatRoomPanel({ target, canPost, readOnlyNote, emptyNote }: { target: ChatTarget; canPost: boolean; readOnlyNote?: string; emptyNote?: string }) {
  const t = useT();
  const machine = useMemo(() => chatRoomLogic(target), [target.kind, target.kind === 'game' ? target.nodeId : 0]); // the dependency list is deliberately partial
  const [snapshot, send] = useMachine(machine, { input: { canPost } });
  const { messages, draft, errorCode, sendError } = snapshot.context;
  const inputId = useId();
  const hintId = useId();

  if (snapshot.matches('loading')) {
    return (
      <section className="chat chat--loading" data-testid="chat-room" aria-busy="true">
        <Spinner label={t('common.loading')} />
      </section>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <section className="chat chat--failed" data-testid="chat-room">
        <p role="alert" data-testid="chat-error">
          {t(errorKey(errorCode))}
        </p>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })} data-testid="chat-retry">
          <Icon name="refresh" size={16} />
          {t('common.retry')}
        </button>
      </section>
    );
  }

  const sending = snapshot.matches({ live: { composer: 'sending' } });
  const length = draft.trim().length;
  const tooLong = length > CHAT_BODY_MAX;
  return (
    <section className="chat" data-testid="chat-room">
      {errorCode && (
        <p className="chat__notice" role="status" data-testid="chat-reconnecting">
          {t('lobby.chat.reconnecting')}
        </p>
      )}
      <MessageList messages={messages} emptyNote={emptyNote ?? t('lobby.chat.empty')} />
      {canPost ? (
        <form
          className="chat__composer"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SEND' });
          }}
        >
          <label className="visually-hidden" htmlFor={inputId}>
            {t('lobby.chat.placeholder')}
          </label>
          <input
            id={inputId}
            className="chat__input"
            value={draft}
            placeholder={t('lobby.chat.placeholder')}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={tooLong || sendError !== null}
            aria-describedby={hintId}
            onChange={(e) => send({ type: 'DRAFT', text: e.target.value })}
            data-testid="chat-input"
          />
          <button type="submit" className="button button--primary chat__send" disabled={sending || !sendable(draft)} data-testid="chat-send">
            {sending ? <Spinner size="small" label={t('lobby.chat.send')} /> : <Icon name="send" size={16} />}
            <span>{t('lobby.chat.send')}</span>
          </button>
          <p id={hintId} className={`chat__hint${tooLong || sendError ? ' chat__hint--error' : ''}`} aria-live="polite" data-testid="chat-hint">
            {sendError
              ? sendError === 'invalid_field_format'
                ? t('lobby.chat.bounds', { max: CHAT_BODY_MAX })
                : t(errorKey(sendError))
              : tooLong
                ? t('lobby.chat.bounds', { max: CHAT_BODY_MAX })
                : t('lobby.chat.count', { count: length, max: CHAT_BODY_MAX })}
          </p>
        </form>
      ) : (
        <p className="chat__readonly" data-testid="chat-readonly">
          {readOnlyNote ?? t('lobby.chat.registerToTalk')}
        </p>
      )}
    </section>
  );
}

/** The messages, kept scrolled to the newest unless the member has scrolled up to read. */
function MessageList({ messages, emptyNote }: { messages: ChatMessage[]; emptyNote: string }) {
  const t = useT();
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const el = list.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const onScroll = () => {
      pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  if (messages.length === 0) {
    return (
      <div className="chat__messages chat__messages--empty" data-testid="chat-empty">
        <Icon name="chat" size={28} />
        <p>{emptyNote}</p>
      </div>
    );
  }
  return (
    <ol ref={list} className="chat__messages" aria-live="polite" aria-label={t('lobby.chat.title')} data-testid="chat-messages">
      {messages.map((m) => (
        <li key={m.id} className={`chat__line${m.mine ? ' chat__line--mine' : ''}${m.staff ? ' chat__line--staff' : ''}`} data-testid="chat-line" data-mine={m.mine ? 'true' : undefined}>
          <span className="chat__meta">
            <span className="chat__author">{m.mine ? t('lobby.chat.you') : m.staff ? t('lobby.chat.staff', { name: m.author }) : m.author}</span>
            <time dateTime={m.at}>{intl.formatTime(m.at, { hour: '2-digit', minute: '2-digit' })}</time>
          </span>
          <span className="chat__body">{m.body}</span>
        </li>
      ))}
    </ol>
  );
}
