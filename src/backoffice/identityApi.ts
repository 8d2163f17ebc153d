// The console's identity reviews (risk.manage; docs/api.md "Identity checks"): the queue, a
// decision, a document file (fetched with the staff token, every view audited by the server),
// and a merchant's rules of what waits for a level.
import * as v from 'valibot';
import { identityRules, reviewDecided, reviewItem, reviewQueue, type IdentityRulesChange, type ReviewDecisionRequest, type ReviewQueueQuery } from '../../server/shared/wire/identity';
import type { CallOptions } from '../api/client';
import { bearer, paramsOf, staffBlob, staffCall } from './api';

export const fetchIdentityReviews = (token: string, query: Partial<ReviewQueueQuery>, { signal }: CallOptions = {}) =>
  staffCall(reviewQueue, 'operator/identity/reviews', { headers: bearer(token), searchParams: paramsOf(query), signal });

export const fetchMemberIdentity = (token: string, userId: string, { signal }: CallOptions = {}) =>
  staffCall(v.array(reviewItem), `operator/identity/members/${encodeURIComponent(userId)}`, { headers: bearer(token), signal });

export const decideIdentityReview = (token: string, id: string, decision: ReviewDecisionRequest, { signal }: CallOptions = {}) =>
  staffCall(reviewDecided, `operator/identity/reviews/${encodeURIComponent(id)}/decision`, { method: 'post', json: decision, headers: bearer(token), signal });

/** A document file: the route needs the staff token, so it comes as a blob shown through an object URL. */
export const fetchIdentityFile = (token: string, id: string, options: CallOptions = {}) => staffBlob(token, `operator/identity/files/${encodeURIComponent(id)}`, {}, options);

export const fetchIdentityRules = (token: string, merchantCode: string, { signal }: CallOptions = {}) =>
  staffCall(identityRules, 'operator/identity/rules', { headers: bearer(token), searchParams: { merchantCode }, signal });

export const putIdentityRules = (token: string, change: IdentityRulesChange, { signal }: CallOptions = {}) =>
  staffCall(identityRules, 'operator/identity/rules', { method: 'put', json: change, headers: bearer(token), signal });
