import { useMachine } from '@xstate/react';
import { useId, useMemo } from 'react';
import { FormattedDate } from 'react-intl';
import { fromPromise } from 'xstate';
import { chatModerationMachine } from '../../../machines/chatModeration.machine';
import { CHAT_BODY_MAX, chatRoomMachine, type ChatPage } from '../../../machines/chatRoom.machine';
import type { ChatMessage } from '../../../server/shared/wire/chat';
import { useCT, useErrorText } from '../intl';
import { PageLoading } from '../PageLoading';
import { useStaffSession } from '../session';
import * as api from '../supportChatApi';
import './supportChat.css';

/** The member's support room seen from the console: the member's own chat room machine, polling the staff's side. */
function conversationLogic(token: string, conversation: api.Conversation) {
  return chatRoomMachine.provide({
    actors: {
      load: fromPromise<ChatPage, { after: string | null }>(({ input, signal }) => api.fetchConversation(token, conversation, input.after, { signal })),
      post: fromPromise<ChatMessage, { body: string }>(({ input, signal }) => api.replyToMember(token, conversation, input.body, { signal })),
    },
  });
}

function moderationLogic(token: string, merchantCode: string) {
  return chatModerationMachine.provide({
    actors: { hide: fromPromise(({ input, signal }) => api.deleteChatMessage(token, merchantCode, input.id, { signal })) },
  });
}

/**
 * One support conversation, live: new messages from the member appear as the room polls (as the
 * member's own chat does), a reply is signed by the server with the staff member's name, and a
 * message can be deleted after confirming.
 */
export function SupportConversation({ conversation, account, onClose }: { conversation: api.Conversation; account: string; onClose: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const room = useMemo(() => conversationLogic(token, conversation), [token, conversation]);
  const moderation = useMemo(() => moderationLogic(token, conversation.merchantCode), [token, conversation.merchantCode]);
  const [snapshot, send] = useMachine(room, { input: { canPost: true } });
  const [moderated, moderate] = useMachine(moderation);
  const { draft, errorCode, sendError } = snapshot.context;
  const { hidden, pendingId } = moderated.context;
  const messages = snapshot.context.messages.filter((message) => !hidden.includes(message.id));
  const sending = snapshot.matches({ live: { composer: 'sending' } });

  return (
    <aside className="bo-card bo-details bo-chat" aria-labelledby={`${id}-title`} data-testid="bo-chat-conversation" data-member={conversation.memberId}>
      <div className="bo-page__head">
        <h2 id={`${id}-title`}>{t('backoffice.chat.conversationTitle', { account })}</h2>
        <button type="button" className="bo-button bo-button--small" onClick={onClose}>
          {t('backoffice.close')}
        </button>
      </div>
      {snapshot.matches('loading') && <PageLoading />}
      {snapshot.matches('failed') && (
        <div className="bo-row">
          <p className="bo-error" role="alert">
            {errorText(errorCode)}
          </p>
          <button type="button" className="bo-button" onClick={() => send({ type: 'RETRY' })}>
            {t('backoffice.reload')}
          </button>
        </div>
      )}
      {snapshot.matches('live') && (
        <>
          {errorCode && (
            <p className="bo-notice bo-notice--warn" role="status" data-testid="bo-chat-reconnecting">
              {t('backoffice.chat.reconnecting')}
            </p>
          )}
          {moderated.context.errorCode && (
            <p className="bo-error" role="alert" data-testid="bo-chat-delete-error">
              {errorText(moderated.context.errorCode)}
            </p>
          )}
          {messages.length === 0 ? (
            <p className="bo-muted">{t('backoffice.chat.noMessages')}</p>
          ) : (
            <ol className="bo-chat__lines" aria-live="polite" data-testid="bo-chat-lines">
              {messages.map((message) => (
                <li key={message.id} className={message.staff ? 'bo-chat__line bo-chat__line--staff' : 'bo-chat__line'} data-testid="bo-chat-line" data-id={message.id}>
                  <p className="bo-muted">
                    {message.staff ? t('backoffice.chat.staffAuthor', { name: message.author }) : account} · <FormattedDate value={message.at} dateStyle="short" timeStyle="short" />
                  </p>
                  <p>{message.body}</p>
                  {pendingId === message.id && moderated.matches('confirming') ? (
                    <div className="bo-row" role="group" aria-label={t('backoffice.chat.confirmDelete')}>
                      <span>{t('backoffice.chat.confirmDelete')}</span>
                      <button type="button" className="bo-button bo-button--small bo-button--danger" onClick={() => moderate({ type: 'CONFIRM' })}>
                        {t('backoffice.chat.confirm')}
                      </button>
                      <button type="button" className="bo-button bo-button--small" onClick={() => moderate({ type: 'CANCEL' })}>
                        {t('backoffice.chat.cancel')}
                      </button>
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="bo-button bo-button--small bo-button--link"
                      disabled={moderated.matches('deleting')}
                      onClick={() => moderate({ type: 'DELETE', id: message.id })}
                      aria-label={t('backoffice.chat.deleteMessage', { author: message.staff ? message.author : account })}
                    >
                      {t('backoffice.chat.delete')}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )}
          <form
            className="bo-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'SEND' });
            }}
          >
            <label className="bo-field">
              <span>{t('backoffice.chat.reply')}</span>
              <textarea
                value={draft}
                rows={2}
                onChange={(e) => send({ type: 'DRAFT', text: e.target.value })}
                aria-invalid={sendError !== null}
                aria-describedby={`${id}-rule`}
                data-testid="bo-chat-input"
              />
            </label>
            <p id={`${id}-rule`} className={sendError ? 'bo-error' : 'bo-muted'} role={sendError ? 'alert' : undefined}>
              {sendError && sendError !== 'invalid_field_format' ? errorText(sendError) : t('backoffice.chat.replyRule', { max: CHAT_BODY_MAX })}
            </p>
            <button type="submit" className="bo-button bo-button--primary" disabled={sending}>
              {t('backoffice.chat.send')}
            </button>
          </form>
        </>
      )}
    </aside>
  );
}
