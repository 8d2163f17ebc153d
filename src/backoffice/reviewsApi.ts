// The console's review queues (rewards.review; docs/api.md "Back office"): activity applications
// and points redemptions, a page of 15 filtered from the address, approved or rejected with a note.
import { applicationReview, applications } from '../../server/shared/wire/operator';
import { redemptionQueue, reviewResult, type QueueQuery } from '../../server/shared/wire/points';
import type { CallOptions } from '../api/client';
import { bearer, paramsOf, staffCall } from './api';

export const fetchApplications = (token: string, query: Partial<QueueQuery>, { signal }: CallOptions = {}) =>
  staffCall(applications, 'operator/promotions/applications', { headers: bearer(token), searchParams: paramsOf(query), signal });

export const reviewApplication = (token: string, id: string, approve: boolean, note: string, { signal }: CallOptions = {}) =>
  staffCall(applicationReview, `operator/promotions/applications/${encodeURIComponent(id)}/review`, { method: 'post', json: approve ? { approve } : { approve, note }, headers: bearer(token), signal });

export const fetchRedemptions = (token: string, query: Partial<QueueQuery>, { signal }: CallOptions = {}) =>
  staffCall(redemptionQueue, 'operator/points/redemptions', { headers: bearer(token), searchParams: paramsOf(query), signal });

export const reviewRedemption = (token: string, id: string, approve: boolean, note: string, { signal }: CallOptions = {}) =>
  staffCall(reviewResult, `operator/points/redemptions/${encodeURIComponent(id)}/review`, { method: 'post', json: approve ? { approve } : { approve, note }, headers: bearer(token), signal });
