import { FormattedDate, FormattedNumber } from 'react-intl';
import type { Application } from '../../../server/shared/wire/operator';
import { WAITING } from '../../../machines/decisionQueue.machine';
import { fetchApplicationUpload } from '../api';
import { useCT } from '../intl';
import * as api from '../reviewsApi';
import { StaffImage } from './StaffImage';
import { ReviewQueue, type ReviewKind } from './ReviewQueue';

const when = (at: string) => <FormattedDate value={at} dateStyle="medium" timeStyle="short" />;

/** Activity applications: the promotion, the member's remark and images, the bonus an approval credits. */
export const applicationKind: ReviewKind<Application> = {
  testId: 'bo-applications',
  title: 'backoffice.queues.applications.title',
  empty: 'backoffice.queues.applications.empty',
  detailsTitle: 'backoffice.queues.applications.detailsTitle',
  async load(token, query, signal) {
    const found = await api.fetchApplications(token, query, { signal });
    const items = found.items.map((record) => ({ kind: 'application' as const, id: record.entryId, status: WAITING.application.status, record }));
    return { items, paging: { page: found.page, totalPages: found.totalPages, total: found.total } };
  },
  decide: (token, id, approve, note, signal) => api.reviewApplication(token, id, approve, note, { signal }),
  account: (row) => row.account,
  columns: [
    { header: 'backoffice.queues.merchant', cell: (row) => row.merchantCode },
    { header: 'backoffice.queues.applications.promotion', cell: (row) => row.title },
    { header: 'backoffice.queues.applications.bonus', cell: (row) => <FormattedNumber value={Number(row.bonus)} minimumFractionDigits={2} /> },
    { header: 'backoffice.queues.submitted', cell: (row) => when(row.appliedAt) },
  ],
  facts: (row) => [
    { label: 'backoffice.queues.applications.promotion', value: row.title },
    { label: 'backoffice.queues.applications.bonus', value: <FormattedNumber value={Number(row.bonus)} minimumFractionDigits={2} /> },
    { label: 'backoffice.queues.applications.remark', value: row.remark || '–' },
    { label: 'backoffice.queues.applications.images', value: <ApplicationImages images={row.images} /> },
    { label: 'backoffice.queues.merchant', value: row.merchantCode },
    { label: 'backoffice.queues.submitted', value: when(row.appliedAt) },
  ],
};

/** The member's images, opened with the review route (content and finance staff; each view audited). */
function ApplicationImages({ images }: { images: Application['images'] }) {
  const t = useCT();
  if (images.length === 0) return <>–</>;
  return (
    <div className="bo-proofs" data-testid="bo-application-images">
      {images.map((image, i) => (
        <StaffImage key={image.id} id={image.id} load={fetchApplicationUpload} alt={t('backoffice.queues.applications.imageAlt', { index: i + 1 })} testId="bo-application-image" />
      ))}
    </div>
  );
}

/** The activity applications queue (rewards.review). */
export const ApplicationQueue = () => <ReviewQueue kind={applicationKind} />;
