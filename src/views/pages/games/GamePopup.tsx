import { Modal } from '../../../components/Modal';
import { Icon } from '../../../components/Icon';
import { useScrollLock } from '../../../app/useScrollLock';
import { useSessionSend, useSessionView } from '../../../app/session';
import { useT } from '../../../i18n/useT';
import { ChatRoomPanel } from '../../chat/ChatRoomPanel';
import { launchRoleOf, Launcher } from './GamePage';
import type { LauncherPage } from './GameLaunchView';
import './gamePopup.css';

const POPUP_PAGE: LauncherPage = { title: 'page.game.title', testId: 'game-popup-launcher' };

/**
 * The game popup with its chat room (spec section 2, LOBBY-45): the game in the
 * launcher on the left, the game's chat room on the right. A large overlay: it does not
 * close on a background click and the page behind does not scroll (spec-notes 11);
 * Escape and the close button close it. Visitors are told to log in, as in the launcher;
 * a trial account reads the room but must register to talk in it.
 */
export function GamePopup({ nodeId, title, onClose }: { nodeId: number; title: string; onClose: () => void }) {
  const t = useT();
  const session = useSessionSend();
  const { role: sessionState } = useSessionView();
  const role = launchRoleOf(sessionState);
  useScrollLock();

  return (
    <Modal title={title} onClose={onClose} closeLabel={t('common.close')} size="game" closeOnBackdrop={false} testId="game-popup" icon={<Icon name="play" size={20} />}>
      <div className="game-popup">
        <div className="game-popup__game">{role && <Launcher query={{ nodeId }} role={role} page={POPUP_PAGE} onBack={onClose} />}</div>
        <aside className="game-popup__chat" aria-label={t('lobby.chat.title')} data-testid="game-popup-chat">
          <h3 className="game-popup__chat-title">
            <Icon name="chat" size={18} />
            {t('lobby.chat.title')}
          </h3>
          {role === 'visitor' || role === null ? (
            <div className="chat-prompt">
              <p>{t('lobby.chat.loginToChat')}</p>
              <button type="button" className="button button--primary" onClick={() => session({ type: 'OPEN_LOGIN' })} data-testid="game-popup-login">
                {t('lobby.login')}
              </button>
            </div>
          ) : (
            <ChatRoomPanel target={{ kind: 'game', nodeId }} canPost={role === 'member'} />
          )}
        </aside>
      </div>
    </Modal>
  );
}
