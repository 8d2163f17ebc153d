import type { InboxMessage, InboxPage } from '../../../../server/shared/wire/inbox';
import { fetchInboxPage, markAllMessagesRead, markMessageRead } from '../../../app/centreInbox';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { MessageItem } from '../inbox/MessageItem';
import { useMessageWording } from '../inbox/wording';
import { RecordPager } from '../records/RecordPager';
import { useRecordList, useSubmission } from '../../../app/useMachines';
import '../inbox/inbox.css';

/**
 * Platform information (messageV2, WALLET-24/27): the member's messages, newest first,
 * 15 a page, unread ones marked. Opening an unread message marks it read; "mark all
 * read" clears them all. Either way the list and the centre's badges reload.
 */
export default function MessageV2() {
  const t = useT();
  const { member, refresh, go } = useCentre();
  const word = useMessageWording(member.currencySymbol);
  // Pages only: the inbox has no date window.
  const list = useRecordList<InboxPage>(fetchInboxPage);
  const result = list.result;
  const loading = list.snapshot.matches('loading');

  const reload = () => {
    list.send({ type: 'REFRESH' });
    refresh();
  };
  const markRead = useSubmission<string, unknown>(async (id, _key, options) => {
    const answer = await markMessageRead(id, options);
    reload();
    return answer;
  });
  const markAll = useSubmission<null, unknown>(async (_all, _key, options) => {
    const answer = await markAllMessagesRead(options);
    reload();
    return answer;
  });

  const open = (message: InboxMessage) => {
    if (!message.read) markRead.submit(message.id);
  };
  const unread = result?.unread ?? member.unreadMessage;
  const failure = markRead.errorCode ?? markAll.errorCode;

  return (
    <section className="inbox-page" data-testid="centre-page-messageV2">
      <CentrePageTitle
        page="messageV2"
        subtitle={t('centre.inbox.subtitle')}
        actions={
          <>
            <span className={`inbox-count${unread > 0 ? ' has-unread' : ''}`} data-testid="inbox-unread-count">
              {t('centre.inbox.unread', { count: unread })}
            </span>
            <button type="button" className="button button--ghost" onClick={() => markAll.submit(null)} disabled={unread === 0 || markAll.busy} data-testid="inbox-read-all">
              {markAll.busy ? <Spinner label={t('centre.inbox.readAll')} /> : <Icon name="check" size={16} />}
              {t('centre.inbox.readAll')}
            </button>
          </>
        }
      />

      {failure && <FormAlert testId="inbox-mark-error">{t(errorKey(failure))}</FormAlert>}

      {result === null ? (
        list.errorCode ? (
          <div className="inbox-failed" role="alert" data-testid="inbox-failed">
            <span>{t(errorKey(list.errorCode))}</span>
            <button type="button" className="button button--ghost" onClick={() => list.send({ type: 'RETRY' })}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="inbox-loading">
            <Spinner label={t('common.loading')} size="large" />
          </div>
        )
      ) : result.total === 0 ? (
        <EmptyState icon="bell" title={t('centre.inbox.empty')} testId="inbox-empty">
          {t('centre.inbox.emptyText')}
        </EmptyState>
      ) : (
        <>
          <ul className="inbox-list" aria-busy={loading || undefined} data-testid="inbox-list">
            {result.items.map((message) => (
              <MessageItem key={message.id} message={message} worded={word(message)} onOpen={open} onGo={go} />
            ))}
          </ul>
          <RecordPager page={result.page} totalPages={result.totalPages} total={result.total} busy={loading} onPage={(page) => list.send({ type: 'PAGE', page })} testId="inbox-pager" />
        </>
      )}
    </section>
  );
}
