import { useId } from 'react';
import type { Notice } from '../../../../server/shared/wire/content';
import { loadAnnouncements } from '../../../app/agentLoaders';
import { useResource } from '../../../app/useMachines';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import { useCentreDates } from '../../centre/format';
import { AgentPageTitle } from '../AgentPageTitle';

/** Announcement (spec section 2, AGENT-04): the merchant's announcements in full. */
export default function AgentAnnouncement() {
  const t = useT();
  const dates = useCentreDates();
  const titleId = useId();
  const notices = useResource<Notice[], undefined>(loadAnnouncements);
  return (
    <section className="record-page" aria-labelledby={titleId} data-testid="agent-page-agentAnnouncement">
      <AgentPageTitle page="agentAnnouncement" id={titleId} subtitle={t('agent.announcement.subtitle')} />
      {notices.snapshot.matches('loading') && (
        <div className="record-loading">
          <Spinner size="large" label={t('common.loading')} />
        </div>
      )}
      {notices.snapshot.matches('failed') && (
        <div className="record-error" role="alert" data-testid="record-error">
          <Icon name="warning" size={22} />
          <p className="record-error__text">{t(errorKey(notices.errorCode))}</p>
          <button type="button" className="button button--ghost" onClick={() => notices.send({ type: 'RETRY' })} data-testid="record-retry">
            {t('common.retry')}
          </button>
        </div>
      )}
      {notices.data?.length === 0 && <EmptyState icon="megaphone" title={t('agent.announcement.empty')} testId="announcement-empty" />}
      {notices.data && notices.data.length > 0 && (
        <ul className="agent-notices" data-testid="announcement-list">
          {notices.data.map((notice) => (
            <li key={notice.id} className="agent-notice">
              <h4 className="agent-notice__title">{notice.title}</h4>
              {notice.createdAt && <p className="agent-notice__time">{dates.dateTime(notice.createdAt)}</p>}
              <p className="agent-notice__text">{notice.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
