import { useSessionSend, useSessionView } from '../../app/session';
import { Brand } from '../../components/Brand';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { AreaMessages } from '../../app/AreaMessages';
import { useT } from '../../i18n/useT';
import { launchRoleOf } from '../pages/games/GamePage';
import { ChatRoomPanel } from './ChatRoomPanel';
import './chat.css';

const SUPPORT = { kind: 'support' } as const;

/**
 * The member-facing chat with customer service (spec section 7, CONTENT-34): /chat on
 * its own, opened in a 440x750 popup window. Members and trial accounts write to the
 * operator's staff here and read their answers; a visitor is asked to log in first.
 */
export function SupportChatPage() {
  return (
    <AreaMessages area="lobby" fallback={<Spinner size="large" label="" />}>
      <SupportChat />
    </AreaMessages>
  );
}

function SupportChat() {
  const t = useT();
  const session = useSessionSend();
  const { role, signedIn } = useSessionView();
  // The launcher's reading of the session: null while it is still being checked.
  const checking = launchRoleOf(role) === null;

  return (
    <div className="support-chat" data-testid="support-chat">
      <header className="support-chat__header">
        <Brand />
        <div className="support-chat__heading">
          <h1>
            <Icon name="headset" size={20} />
            {t('lobby.chat.supportTitle')}
          </h1>
          <p>{t('lobby.chat.supportIntro')}</p>
        </div>
      </header>
      {signedIn ? (
        <ChatRoomPanel target={SUPPORT} canPost emptyNote={t('lobby.chat.supportEmpty')} />
      ) : checking ? (
        <div className="chat-prompt">
          <Spinner size="large" label={t('common.loading')} />
        </div>
      ) : (
        <div className="chat-prompt" data-testid="support-chat-login">
          <p>{t('lobby.chat.loginToChat')}</p>
          <button type="button" className="button button--primary" onClick={() => session({ type: 'OPEN_LOGIN' })} data-testid="support-chat-login-button">
            {t('lobby.login')}
          </button>
        </div>
      )}
    </div>
  );
}
