import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { SessionActor, SystemStatusActor, useLogic } from '../../app/actors';
import { loadServiceList, loadSupportUnread, openMemberChat, openSealedService } from '../../app/customerService';
import { useResource } from '../../app/useResource';
import { Icon, type IconName } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { SUPPORT_UNREAD_CHECK_MS } from '../../../server/shared/timing';

function iconFor(csType: string): IconName {
  const type = csType.toLowerCase();
  if (type.includes('telegram')) return 'telegram';
  if (type.includes('facebook')) return 'facebook';
  if (type.includes('vip')) return 'crown';
  if (type.includes('chat')) return 'chat';
  return 'headset';
}

/**
 * The right-hand customer-service bar: shown only when the merchant's flag is on and
 * services exist (spec-notes 3). Its list is the service list entry of type 3: each
 * path is encrypted with its last 8 characters as the key, decrypted on click and opened
 * in a 440x500 popup. The server gives a member above VIP rank 4 the VIP channel instead
 * of live chat, so the list is loaded again when the member changes. A signed-in member
 * also finds the portal's own chat with customer service first (/chat, in a 440x750
 * popup). On narrow screens it folds into one button that opens the list.
 */
export function CustomerServiceBar() {
  const t = useT();
  const logic = useLogic();
  const folded = useActorRef(logic.dialog);
  const open = useSelector(folded, (s) => s.matches('open'));
  const status = SystemStatusActor.useSelector((s) => s.context.status);
  const memberId = SessionActor.useSelector((s) => s.context.member?.id ?? null);
  const services = useResource(loadServiceList, memberId);
  const { send } = services;
  useEffect(() => {
    send({ type: 'SET_PARAMS', params: memberId });
  }, [memberId, send]);
  const entries = services.data?.entries ?? [];
  if (!status?.merchant.csBarEnabled || status.customerService.length === 0 || !services.data?.enabled || entries.length === 0) return null;
  return (
    <aside className={`cs-bar${open ? ' is-open' : ''}`} aria-label={t('cs.bar')} data-testid="cs-bar" data-vip={services.data.vip ? 'true' : undefined}>
      <button
        type="button"
        className="cs-bar__toggle"
        aria-expanded={open}
        aria-label={t('cs.contact')}
        data-testid="cs-bar-toggle"
        onClick={() => folded.send({ type: open ? 'CLOSE' : 'OPEN' })}
      >
        <Icon name={open ? 'close' : 'headset'} size={22} />
      </button>
      <div className="cs-bar__items">
        {memberId !== null && (
          <MemberChatItem
            onOpen={() => {
              folded.send({ type: 'CLOSE' });
              openMemberChat();
            }}
          />
        )}
        {entries.map((entry, i) => (
          <button
            key={`${entry.csType}-${i}`}
            type="button"
            className="cs-bar__item"
            data-testid="cs-bar-item"
            data-cs-type={entry.csType}
            onClick={() => {
              folded.send({ type: 'CLOSE' });
              openSealedService(entry.path);
            }}
          >
            <Icon name={iconFor(entry.csType)} size={22} />
            <span className="cs-bar__label">{entry.name}</span>
          </button>
        ))}
      </div>
    </aside>
  );
}

/** How often the bar asks whether customer service has answered. */

/**
 * The portal's own chat with customer service. Replies the member has not read show as
 * a count, checked every minute and whenever the page regains focus (so it clears after
 * the member has read them in the chat window).
 */
function MemberChatItem({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const unread = useResource(loadSupportUnread, undefined, { refreshMs: SUPPORT_UNREAD_CHECK_MS });
  const { send } = unread;
  useEffect(() => {
    const check = () => send({ type: 'REFRESH' });
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [send]);
  const count = unread.data?.unread ?? 0;
  return (
    <button type="button" className="cs-bar__item" data-testid="cs-bar-member-chat" onClick={onOpen}>
      <Icon name="chat" size={22} />
      {count > 0 && (
        <span className="cs-bar__count" data-testid="cs-bar-member-chat-unread" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
      <span className="cs-bar__label">{count > 0 ? t('cs.memberChatUnread', { count }) : t('cs.memberChat')}</span>
    </button>
  );
}
