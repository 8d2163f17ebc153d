import type { InboxMessage } from '../../../../server/shared/wire/inbox';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import type { CentrePage } from '../../../../machines/centrePages';
import type { Worded } from './wording';
import './inbox.css';

interface MessageItemProps {
  message: InboxMessage;
  worded: Worded;
  /** The member opened it (it is marked read when it was not). */
  onOpen: (message: InboxMessage) => void;
  onGo: (page: CentrePage) => void;
}

/** One message: its title, date and first words; opening it shows the whole text. */
export function MessageItem({ message, worded, onOpen, onGo }: MessageItemProps) {
  const t = useT();
  const { dateTime } = useCentreDates();
  const unread = !message.read;
  return (
    <li className={`inbox-item${unread ? ' is-unread' : ''}`} data-testid={`inbox-message-${message.id}`} data-read={message.read}>
      <details
        className="inbox-item__details"
        onToggle={(e) => {
          if (e.currentTarget.open) onOpen(message);
        }}
      >
        <summary className="inbox-item__summary" data-testid={`inbox-open-${message.id}`}>
          <span className="inbox-item__icon" aria-hidden="true">
            <Icon name={unread ? 'bell' : 'check'} size={16} />
          </span>
          <span className="inbox-item__heading">
            <span className="inbox-item__title" data-testid={`inbox-title-${message.id}`}>
              {unread && <span className="visually-hidden">{t('centre.inbox.unreadMark')} </span>}
              {worded.title}
            </span>
            <span className="inbox-item__preview">{worded.content}</span>
          </span>
          <time className="inbox-item__date" dateTime={message.createdAt}>
            {dateTime(message.createdAt)}
          </time>
          {unread && <span className="inbox-item__dot" aria-hidden="true" data-testid={`inbox-unread-${message.id}`} />}
          <Icon name="chevronDown" size={16} />
        </summary>
        <div className="inbox-item__body" data-testid={`inbox-body-${message.id}`}>
          <p>{worded.content}</p>
          {worded.note && (
            <p className="inbox-item__note">
              {t('centre.inbox.note')} {worded.note}
            </p>
          )}
          {worded.go && (
            <button type="button" className="button button--ghost inbox-item__go" onClick={() => onGo(worded.go!.page)} data-testid={`inbox-go-${message.id}`}>
              {t(worded.go.label)}
              <Icon name="chevronRight" size={16} />
            </button>
          )}
        </div>
      </details>
    </li>
  );
}
