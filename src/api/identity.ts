import * as identity from '../../server/shared/wire/identity';
import type { DocumentKind } from '../../server/shared/identityRules';
import { call, type CallOptions } from './client';

// Identity checks (KYC, docs/api.md "Identity checks"): the member's tier and submissions,
// their details and their documents. Answers parsed with the shared wire shapes.
export type { IdentityStatus, IdentitySubmission, IdentityDetailsRequest, IdentityRulesWire } from '../../server/shared/wire/identity';

/** GET /api/member/identity: the tier, the latest submission of each kind, and the merchant's rules. */
export const fetchIdentity = ({ signal }: CallOptions = {}) => call(identity.identityStatus, 'member/identity', { signal });

/** PUT /api/member/identity/details: name, birth date and address, for the basic tier. */
export const sendIdentityDetails = (request: identity.IdentityDetailsRequest, { signal }: CallOptions = {}) =>
  call(identity.identitySubmission, 'member/identity/details', { method: 'PUT', json: request, signal });

/** POST /api/member/identity/documents (multipart): 1..3 files of one kind, for the full tier. */
export function sendIdentityDocument(kind: DocumentKind, files: readonly Blob[], { signal }: CallOptions = {}) {
  const body = new FormData();
  body.append('kind', kind);
  for (const file of files) body.append('file', file, file instanceof File ? file.name : 'document');
  return call(identity.identitySubmission, 'member/identity/documents', { method: 'POST', body, signal });
}
