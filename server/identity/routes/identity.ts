// Identity checks (docs/api.md "Identity checks"): the member's status, details and documents,
// and risk staff's review queue, decisions, files and the merchant's rules (risk.manage).
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { acceptMultipart, readDocumentMultipart } from '../../http/multipart';
import { clientIp } from '../../http/request';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { errorEnvelopeSchema } from '../../http/schemas';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES } from '../../shared/identityRules';
import { idParams } from '../../shared/wire/common';
import * as wire from '../../shared/wire/identity';
import { operatorHeaders } from '../../wallet/routes/schemas';
import type { DocumentMime } from '../../shared/identityRules';
import type { IdentityReviews } from '../identityReviews';
import type { MemberIdentity } from '../memberIdentity';

const DOCUMENT_RULES = `png, jpg or pdf (checked by content), at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB each, 1 to ${MAX_DOCUMENT_FILES} files`;

const fileAnswers = {
  200: { description: 'The file', content: Object.fromEntries(['image/png', 'image/jpeg', 'application/pdf'].map((mime) => [mime, { schema: { type: 'string', format: 'binary' } }])) },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};

/** A document file, kept by no cache; its type is the one its bytes showed (and nosniff holds the browser to it). */
function sendFile(reply: FastifyReply, file: { mime: DocumentMime; data: Buffer }) {
  return reply.type(file.mime).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(file.data);
}

export function memberIdentityRoutes(app: FastifyInstance, identity: MemberIdentity) {
  app.get(
    '/api/member/identity',
    {
      schema: { tags: ['member'], summary: "The member's identity tier, the latest submission of each kind with its review, and what waits for a tier", headers: authHeaders, response: answersOf(wire.identityStatus) },
      // Identity checks can gate withdrawals, which a self-excluded member may still make.
      config: { allowExcluded: true },
    },
    async (request) => ok(await identity.status(authOf(request).user)),
  );

  app.put<{ Body: wire.IdentityDetailsRequest }>(
    '/api/member/identity/details',
    {
      schema: {
        tags: ['member'],
        summary: 'Send name, birth date (yyyy-MM-dd) and address for the basic tier',
        description: 'Under 18 in the merchant\'s calendar: under_age. Already waiting for review: 409 identity_review_pending. Already approved: invalid_state.',
        headers: authHeaders,
        body: jsonSchemaOf(wire.identityDetailsRequest),
        response: answersOf(wire.identitySubmission),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await identity.submitDetails(authOf(request).user, request.body, clientIp(request))),
  );

  app.get<{ Params: v.InferOutput<typeof idParams> }>(
    '/api/member/identity/files/:id',
    { schema: { tags: ['member'], summary: "One of the member's own document files (the file itself)", headers: authHeaders, params: jsonSchemaOf(idParams), response: fileAnswers }, config: { allowExcluded: true } },
    async (request, reply) => sendFile(reply, await identity.file(authOf(request).user, request.params.id)),
  );

  // The route that takes files: multipart/form-data, parsed only in this scope.
  app.register(async (scope) => {
    await acceptMultipart(scope);
    scope.post(
      '/api/member/identity/documents',
      {
        schema: {
          tags: ['member'],
          summary: 'Send an identity document or a proof of address for the full tier',
          description: `multipart/form-data with field kind (identity_document or address_document) and files in field "file": ${DOCUMENT_RULES}; otherwise upload_type_not_allowed, upload_too_large, too_many_files or proof_required and nothing is stored.`,
          headers: authHeaders,
          consumes: ['multipart/form-data'],
          response: answersOf(wire.identitySubmission),
        },
        config: { allowExcluded: true },
      },
      async (request) => {
        if (!request.isMultipart()) throw new ApiFailure('bad_request', { reason: 'multipart' });
        const { fields, files } = await readDocumentMultipart(request, ['kind'], 'file');
        const kind = v.safeParse(wire.documentKind, fields.kind);
        if (!kind.success) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/kind', rule: 'picklist' }] });
        return ok(await identity.submitDocument(authOf(request).user, kind.output, files, clientIp(request)));
      },
    );
  });
}

export function identityReviewRoutes(app: FastifyInstance, reviews: IdentityReviews) {
  const config = { permission: 'risk.manage' } as const;
  const tags = ['operator'];

  app.get<{ Querystring: wire.ReviewQueueQuery }>(
    '/api/operator/identity/reviews',
    { config, schema: { tags, summary: 'Identity submissions by review state (pending: oldest first), pages of 15', headers: operatorHeaders, querystring: jsonSchemaOf(wire.reviewQueueQuery), response: answersOf(wire.reviewQueue) } },
    async (request) => ok(await reviews.queue(request.query)),
  );

  app.get<{ Params: v.InferOutput<typeof idParams> }>(
    '/api/operator/identity/members/:id',
    { config, schema: { tags, summary: "A player's every identity submission, newest first", headers: operatorHeaders, params: jsonSchemaOf(idParams), response: answersOf(v.array(wire.reviewItem)) } },
    async (request) => ok(await reviews.ofMember(request.params.id)),
  );

  app.post<{ Params: v.InferOutput<typeof idParams>; Body: wire.ReviewDecisionRequest }>(
    '/api/operator/identity/reviews/:id/decision',
    {
      config,
      schema: {
        tags,
        summary: 'Approve, reject (reason) or ask for more (reason) on a pending submission',
        description:
          'Approving an identity document needs documentBirthDate, the date printed on it: not the birth date the member gave answers birth_date_mismatch; ' +
          'under 18 rejects the submission and locks the member (locked: true). Decided already (by another staff member too): invalid_state.',
        headers: operatorHeaders,
        params: jsonSchemaOf(idParams),
        body: jsonSchemaOf(wire.reviewDecisionRequest),
        response: answersOf(wire.reviewDecided),
      },
    },
    async (request) => ok(await reviews.decide(request.params.id, request.body, operatorActor(request))),
  );

  app.get<{ Params: v.InferOutput<typeof idParams> }>(
    '/api/operator/identity/files/:id',
    { config, schema: { tags, summary: 'A document file (the file itself); every view is in the audit log', headers: operatorHeaders, params: jsonSchemaOf(idParams), response: fileAnswers } },
    async (request, reply) => sendFile(reply, await reviews.file(request.params.id, operatorActor(request))),
  );

  app.get<{ Querystring: v.InferOutput<typeof wire.identityRulesQuery> }>(
    '/api/operator/identity/rules',
    { config, schema: { tags, summary: "A merchant's rules of what waits for an identity tier", headers: operatorHeaders, querystring: jsonSchemaOf(wire.identityRulesQuery), response: answersOf(wire.identityRules) } },
    async (request) => ok(await reviews.rules(request.query.merchantCode)),
  );

  app.put<{ Body: wire.IdentityRulesChange }>(
    '/api/operator/identity/rules',
    {
      config,
      schema: {
        tags,
        summary: "Set a merchant's rules: every withdrawal, a withdrawal above an amount, or withdrawals once deposits in all pass an amount, each needing basic or full",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.identityRulesChange),
        response: answersOf(wire.identityRules),
      },
    },
    async (request) => ok(await reviews.setRules(request.body, operatorActor(request))),
  );
}
