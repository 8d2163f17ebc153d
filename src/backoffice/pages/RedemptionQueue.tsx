import { FormattedDate, FormattedNumber } from 'react-intl';
import type { QueuedRedemption } from '../../../server/shared/wire/points';
import { WAITING } from '../../../machines/decisionQueue.machine';
import * as api from '../reviewsApi';
import { ReviewQueue, type ReviewKind } from './ReviewQueue';

const when = (at: string) => <FormattedDate value={at} dateStyle="medium" timeStyle="short" />;

/** Points redemptions: the reward and its points (given back on a rejection). */
export const redemptionKind: ReviewKind<QueuedRedemption> = {
  testId: 'bo-redemptions',
  title: 'backoffice.queues.redemptions.title',
  empty: 'backoffice.queues.redemptions.empty',
  detailsTitle: 'backoffice.queues.redemptions.detailsTitle',
  async load(token, query, signal) {
    const found = await api.fetchRedemptions(token, query, { signal });
    const items = found.items.map((record) => ({ kind: 'redemption' as const, id: record.id, status: WAITING.redemption.status, record }));
    return { items, paging: { page: found.page, totalPages: found.totalPages, total: found.total } };
  },
  decide: (token, id, approve, note, signal) => api.reviewRedemption(token, id, approve, note, { signal }),
  account: (row) => row.account,
  columns: [
    { header: 'backoffice.queues.merchant', cell: (row) => row.merchantCode },
    { header: 'backoffice.queues.redemptions.reward', cell: (row) => row.reward },
    { header: 'backoffice.queues.redemptions.points', cell: (row) => <FormattedNumber value={row.points} /> },
    { header: 'backoffice.queues.submitted', cell: (row) => when(row.createdAt) },
  ],
  facts: (row) => [
    { label: 'backoffice.queues.redemptions.reward', value: row.reward },
    { label: 'backoffice.queues.redemptions.points', value: <FormattedNumber value={row.points} /> },
    { label: 'backoffice.queues.redemptions.reference', value: row.referenceNo },
    { label: 'backoffice.queues.merchant', value: row.merchantCode },
    { label: 'backoffice.queues.submitted', value: when(row.createdAt) },
  ],
};

/** The points redemptions queue (rewards.review). */
export const RedemptionQueue = () => <ReviewQueue kind={redemptionKind} />;
