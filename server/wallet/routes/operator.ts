// Operator money routes (a staff token or an operator key with the permission each route names): the queue of deposits and withdrawals,
// approve or reject deposits, mark withdrawals paid (optionally matched to another
// member's deposit) or reject them, resolve disputes, credit or debit a member,
// grant rewards, money settings per merchant, vendors' wallet mode and secret, the
// confirmation deadline job, proof images and the ledger check. Each change is
// audited. `npm run operator -- ...` does the same from the command line.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ApiFailure, ok } from '../../http/envelope';
import { operatorActor, refusalNote, type Operator } from '../../http/operatorAuth';
import { adjustmentAnswer } from '../../shared/wire/adjustmentApprovals';
import type { FourEyes } from '../adjustmentPosting';
import { str } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { imageAnswers, operatorHeaders } from './schemas';
import { idParams as idParamsShape } from '../../shared/wire/common';
import { runWithdrawalConfirmations } from '../../jobs/withdrawalConfirmations';
import { jobTime, noBodyIsEmpty } from '../../http/operatorJobs';
import type { Services } from '../../services';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';
import { amountOf } from '../wallet';
import { reward } from '../../shared/wire/centre';
import { drawJobRequest } from '../../shared/wire/lottery';
import { decisionParams, merchantChanged } from '../../shared/wire/operator';
import * as wire from '../../shared/wire/operatorMoney';
import { deposit, withdrawal } from '../../shared/wire/wallet';
import { queueQuery } from '../../shared/wire/points';

const idParams = jsonSchemaOf(idParamsShape);

/** The images the money queues' staff open: proofs, and the rest they had before review queues had their own route. */
const MONEY_IMAGES = ['deposit_proof', 'withdrawal_proof', 'activity_application', 'feedback'] as const;

const params = jsonSchemaOf(decisionParams);
const rejection = jsonSchemaOf(wire.rejectionRequest);

/**
 * Whom the four-eyes rule binds: every member of staff and every key made in the console;
 * not the configured OPERATOR_KEY, the deployment's own credential (its tools and command
 * line, which run with the database's access anyway).
 */
function fourEyesOf(operator: Operator | undefined): FourEyes | undefined {
  if (operator?.kind === 'staff') return { staffId: String(operator.staff.id) };
  if (operator?.kind === 'key' && operator.keyId !== null) return { staffId: null };
  return undefined;
}

export function operatorWalletRoutes(app: FastifyInstance, services: Services, opts: { dev: boolean }) {

  app.get<{ Querystring: v.InferOutput<typeof queueQuery> }>(
    '/api/operator/wallet/queue',
    {
      config: { permission: 'money.decide' },
      schema: {
        tags: ['operator'],
        summary: 'Deposits (pending, matched) and withdrawals (requested, paid, disputed) waiting, oldest first',
        headers: operatorHeaders,
        querystring: jsonSchemaOf(queueQuery),
        response: answersOf(wire.walletQueue),
      },
    },
    async (request) => ok(await services.walletOperator.queue(request.query.merchantCode)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/operator/deposits/:id/approve',
    { config: { permission: 'money.decide' }, schema: { tags: ['operator'], summary: "Approve a pending deposit: the member's main wallet is credited (audited)", headers: operatorHeaders, params, response: answersOf(deposit) } },
    async (request) => ok(await services.deposits.approve(request.params.id, operatorActor(request))),
  );

  app.post<{ Params: { id: string }; Body: { note?: string } }>(
    '/api/operator/deposits/:id/reject',
    {
      config: { permission: 'money.decide' },
      schema: { tags: ['operator'], summary: 'Reject a pending deposit (audited); a member of staff gives the reason (note), which the member reads', headers: operatorHeaders, params, body: rejection, response: answersOf(deposit) },
      preValidation: noBodyIsEmpty,
    },
    async (request) => ok(await services.deposits.reject(request.params.id, refusalNote(request, request.body?.note), operatorActor(request))),
  );

  app.post<{ Params: { id: string }; Body: { matchedDepositId?: string } }>(
    '/api/operator/withdrawals/:id/paid',
    {
      config: { permission: 'money.decide' },
      schema: {
        tags: ['operator'],
        summary: 'Mark a requested withdrawal paid; its confirmation deadline starts (audited)',
        description:
          'With matchedDepositId, another member\'s pending deposit of exactly the net amount paid the withdrawer directly: that deposit is credited ' +
          'when the withdrawer confirms, or when the deadline passes unanswered.',
        headers: operatorHeaders,
        params,
        body: jsonSchemaOf(wire.markPaidRequest),
        response: answersOf(withdrawal),
      },
      preValidation: noBodyIsEmpty,
    },
    async (request) => ok(await services.withdrawals.markPaid(request.params.id, request.body ?? {}, operatorActor(request))),
  );

  app.post<{ Params: { id: string }; Body: { note?: string } }>(
    '/api/operator/withdrawals/:id/reject',
    {
      config: { permission: 'money.decide' },
      schema: { tags: ['operator'], summary: 'Reject a requested withdrawal: the held amount returns to the main wallet (audited); a member of staff gives the reason (note)', headers: operatorHeaders, params, body: rejection, response: answersOf(withdrawal) },
      preValidation: noBodyIsEmpty,
    },
    async (request) => ok(await services.withdrawals.reject(request.params.id, refusalNote(request, request.body?.note), operatorActor(request))),
  );

  app.post<{ Params: { id: string }; Body: wire.ResolutionRequest }>(
    '/api/operator/withdrawals/:id/resolution',
    {
      config: { permission: 'money.decide' },
      schema: {
        tags: ['operator'],
        summary: 'Resolve a disputed withdrawal: received after all, or refunded to the member (audited)',
        headers: operatorHeaders,
        params,
        body: jsonSchemaOf(wire.resolutionRequest),
        response: answersOf(withdrawal),
      },
    },
    async (request) => ok(await services.withdrawals.resolveDispute(request.params.id, request.body, operatorActor(request))),
  );

  app.post<{ Body: wire.AdjustmentRequest }>(
    '/api/operator/adjustments',
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags: ['operator'],
        summary: "Credit or debit a member's main wallet (Idempotency-Key; audited); above FOUR_EYES_ABOVE_MAJOR it waits for a second finance staff member",
        description:
          "kind 'bonus' shows in the member's bonus details. A debit beyond the balance answers insufficient_funds. " +
          'An amount above the four-eyes threshold asked for by a member of staff or a named key does not post: the answer is the pending adjustment ' +
          '(status pending), approved or rejected by another finance staff member (/api/operator/adjustments/{id}/approve|reject). ' +
          'The configured OPERATOR_KEY (the deployment\'s own tools, like the command line) posts at once.',
        headers: { type: 'object', properties: { ...operatorHeaders.properties, 'idempotency-key': str() } },
        body: jsonSchemaOf(wire.adjustmentRequest),
        response: answersOf(adjustmentAnswer),
      },
    },
    async (request, reply) =>
      sendIdempotent(reply, await services.walletOperator.adjust(request.body, idempotencyKeyOf(request.headers['idempotency-key']), operatorActor(request), fourEyesOf(request.operator))),
  );

  app.post<{ Body: wire.RewardGrant }>(
    '/api/operator/rewards',
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags: ['operator'],
        summary: "Grant a reward the member claims from the reward centre (audited)",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.rewardGrant),
        response: answersOf(reward),
      },
    },
    async (request) => {
      const amountMinor = amountOf(request.body.amount);
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : null;
      if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/expiresAt', rule: 'date_time' }] });
      const user = await services.walletOperator.member(request.body.merchantCode, request.body.account);
      return ok(await services.centre.grantReward(user.id, { title: request.body.title, amountMinor, expiresAt }, operatorActor(request)));
    },
  );

  app.put<{ Body: wire.WalletSettingsChange }>(
    '/api/operator/wallet-settings',
    {
      config: { permission: 'money.decide' },
      schema: {
        tags: ['operator'],
        summary: "A merchant's deposit and withdrawal limits, withdrawal fee, confirmation minutes and rebate rate (audited)",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.walletSettingsChange),
        response: answersOf(merchantChanged),
      },
    },
    async (request) => ok(await services.walletOperator.updateSettings(request.body, operatorActor(request))),
  );

  app.put<{ Body: wire.VendorWalletRequest }>(
    '/api/operator/vendors/wallet',
    {
      config: { permission: 'money.decide' },
      schema: {
        tags: ['operator'],
        summary: "A vendor's wallet mode, and the secret that signs its seamless-wallet calls (audited, the secret is not logged)",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.vendorWalletRequest),
        response: answersOf(wire.vendorWallet),
      },
    },
    async (request) => ok(await services.walletOperator.setVendorWallet(request.body, operatorActor(request))),
  );

  app.post<{ Body: { at?: string } }>(
    '/api/operator/jobs/withdrawal-confirmations',
    {
      config: { permission: 'jobs.run' },
      schema: {
        tags: ['operator'],
        summary: 'Run the confirmation deadline job now (it also runs by itself on an interval)',
        description: opts.dev ? 'Development only: `at` runs it as of another time (ISO 8601), so a journey can pass a deadline without waiting.' : '',
        headers: operatorHeaders,
        body: jsonSchemaOf(drawJobRequest),
        response: answersOf(wire.confirmationsClosed),
      },
      preValidation: noBodyIsEmpty,
    },
    async (request) => ok(await runWithdrawalConfirmations(services, jobTime(request.body?.at, { devOnly: true, dev: opts.dev }))),
  );

  app.get<{ Params: { id: string } }>(
    '/api/operator/uploads/:id',
    { config: { permission: 'money.decide' }, schema: { tags: ['operator'], summary: 'A proof image (the image itself; each view audited)', headers: operatorHeaders, params: idParams, response: imageAnswers } },
    async (request, reply) => {
      const image = await services.uploads.readFor(request.params.id, MONEY_IMAGES, operatorActor(request));
      if (!image) throw new ApiFailure('not_found');
      return reply.type(image.mime).header('cache-control', 'no-store').send(image.data);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/operator/applications/uploads/:id',
    {
      config: { permission: 'rewards.review' },
      schema: { tags: ['operator'], summary: "An activity application's image, for the staff who review applications (the image itself; each view audited)", headers: operatorHeaders, params: idParams, response: imageAnswers },
    },
    async (request, reply) => {
      const image = await services.uploads.readFor(request.params.id, ['activity_application'], operatorActor(request));
      if (!image) throw new ApiFailure('not_found');
      return reply.type(image.mime).header('cache-control', 'no-store').send(image.data);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/operator/withdrawals/:id/bank-account',
    {
      config: { permission: 'money.decide' },
      schema: { tags: ['operator'], summary: 'The full bank account a withdrawal pays to (the queue shows it masked); each view audited', headers: operatorHeaders, params: idParams, response: answersOf(wire.payeeAccount) },
    },
    async (request) => ok(await services.withdrawals.payeeAccount(request.params.id, operatorActor(request))),
  );

  app.get(
    '/api/operator/ledger/check',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['operator'],
        summary: 'Recompute every balance from its entries and every journal sum: both lists empty when the ledger is right',
        headers: operatorHeaders,
        response: answersOf(wire.ledgerCheck),
      },
    },
    async () => {
      const discrepancies = await services.ledger.discrepancies();
      return ok({ ok: discrepancies.length === 0, discrepancies });
    },
  );
}
