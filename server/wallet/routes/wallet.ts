// Wallet calls (api.md fixed paths): balances, transfers (main ↔ vendor wallets,
// recall all, to the upline), deposits with proof images, bank accounts, the payment
// password, withdrawals and their confirmation. All need a member's token (trial
// accounts: register_real_account_first); every call that moves money needs an
// Idempotency-Key.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { acceptMultipart, isMultipart, readMultipart } from '../../http/multipart';
import { clientIp } from '../../http/request';
import { idempotentHeaders, imageAnswers } from './schemas';
import { idParams as idParamsShape, pageQuery as pageQueryShape } from '../../shared/wire/common';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as wallet from '../../shared/wire/wallet';
import type { Services } from '../../services';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../platform/uploads';

const idParams = jsonSchemaOf(idParamsShape);
const pageQuery = jsonSchemaOf(pageQueryShape);

const UPLOAD_RULES = `png or jpg (checked by content), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each, at most ${MAX_UPLOAD_FILES}: otherwise 400 upload_type_not_allowed, upload_too_large or too_many_files and nothing is stored`;

const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request.headers['idempotency-key']);

export function walletRoutes(app: FastifyInstance, services: Services) {

  app.get(
    '/api/wallet/balance',
    {
      schema: { tags: ['wallet'], summary: 'Balances: main wallet and each transfer-wallet vendor; sumBalance is their total', headers: authHeaders, response: answersOf(wallet.walletBalance) },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.wallet.balance(authOf(request).user)),
  );

  app.post<{ Body: wallet.TransferRequest }>(
    '/api/wallet/transfers',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Transfer between the main wallet and a vendor wallet (Idempotency-Key)',
        description: 'One side must be main. insufficient_funds carries value { wallet, balance }; an unknown or same wallet answers invalid_wallet.',
        headers: idempotentHeaders,
        body: jsonSchemaOf(wallet.transferRequest),
        response: answersOf(wallet.transferResult),
      },
      config: { allowExcluded: true },
    },
    async (request, reply) => {
      // Money into a game wallet is put up for play: not past the session time limit.
      if (request.body.to !== wallet.MAIN_WALLET) await services.protection.sessionClock.assertWithinTime(authOf(request).session, authOf(request).user.id);
      return sendIdempotent(reply, await services.wallet.transfer(authOf(request).user, request.body, keyOf(request)));
    },
  );

  app.post(
    '/api/wallet/recall',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Recall all: every vendor wallet back to main, in one journal (Idempotency-Key)',
        headers: idempotentHeaders,
        response: answersOf(wallet.recallResult),
      },
      config: { allowExcluded: true },
    },
    async (request, reply) => sendIdempotent(reply, await services.wallet.recall(authOf(request).user, keyOf(request))),
  );

  app.post<{ Body: { amount: string } }>(
    '/api/wallet/upline-transfers',
    {
      schema: {
        tags: ['wallet'],
        summary: "Transfer from the main wallet to the upline agent's main wallet (Idempotency-Key)",
        description: 'Members and agents that have an upline (member.toUpline); others answer no_upline.',
        headers: idempotentHeaders,
        body: jsonSchemaOf(wallet.uplineTransferRequest),
        response: answersOf(wallet.uplineTransferResult),
      },
    },
    async (request, reply) => sendIdempotent(reply, await services.wallet.uplineTransfer(authOf(request).user, request.body, keyOf(request))),
  );

  app.get(
    '/api/wallet/deposit-methods',
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's merchant's ways to deposit (bank accounts to transfer to)",
        headers: authHeaders,
        response: answersOf(v.array(wallet.depositMethod)),
      },
    },
    async (request) => ok(await services.deposits.methods(authOf(request).user.merchant_code)),
  );

  app.get<{ Querystring: { page: number } }>(
    '/api/wallet/deposits',
    {
      schema: { tags: ['wallet'], summary: "The member's deposits, newest first, pages of 15", headers: authHeaders, querystring: pageQuery, response: answersOf(wallet.depositPage) },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.deposits.list(authOf(request).user, request.query.page)),
  );

  app.get(
    '/api/wallet/bank-accounts',
    { schema: { tags: ['wallet'], summary: "The member's bank accounts (withdrawals go to one of them)", headers: authHeaders, response: answersOf(v.array(wallet.bankAccount)) } },
    async (request) => ok(await services.withdrawals.bankAccounts(authOf(request).user)),
  );

  app.post<{ Body: wallet.NewBankAccount }>(
    '/api/wallet/bank-accounts',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Add a bank account (at most 5; the same one again answers the existing one)',
        description: 'accountNumber: 4..34 letters and digits (spaces and dashes are dropped). Over the limit: too_many_bank_accounts.',
        headers: authHeaders,
        body: jsonSchemaOf(wallet.newBankAccount),
        response: answersOf(wallet.bankAccount),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.withdrawals.addBankAccount(authOf(request).user, request.body, clientIp(request))),
  );

  app.post<{ Body: wallet.PaymentPasswordRequest }>(
    '/api/member/payment-password',
    {
      schema: {
        tags: ['member'],
        summary: 'Set the payment password, or change it with the current one',
        description:
          "The merchant's paymentPassword field rule applies (6 digits by default): invalid_payment_password_format with the rule in value. " +
          'Changing needs oldPaymentPassword (payment_password_required / payment_password_incorrect; 5 wrong in 15 minutes: 429 account_locked).',
        headers: authHeaders,
        body: jsonSchemaOf(wallet.paymentPasswordRequest),
        response: answersOf(wallet.paymentPasswordSet),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.paymentPassword.change(authOf(request).user, request.body, clientIp(request))),
  );

  app.get(
    '/api/wallet/withdrawal-settings',
    {
      schema: {
        tags: ['wallet'],
        summary: "Withdrawal limits and fees of the member's merchant, today's count, and whether a payment password is set",
        headers: authHeaders,
        response: answersOf(wallet.withdrawalSettings),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.withdrawals.settings(authOf(request).user)),
  );

  app.post<{ Body: wallet.WithdrawRequest }>(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Request a withdrawal to one of the bank accounts (Idempotency-Key, payment password)',
        description:
          'The amount leaves the main wallet at once (held until paid or rejected). Checks: payment password (payment_password_required, payment_password_incorrect with value.triesLeft, ' +
          '429 account_locked after 5 wrong in 15 minutes), limits (amount_out_of_range with value { min, max, fee }), today\'s count (withdrawal_limit_reached), balance (insufficient_funds).',
        headers: idempotentHeaders,
        body: jsonSchemaOf(wallet.withdrawRequest),
        response: answersOf(wallet.withdrawal),
      },
      config: { allowExcluded: true },
    },
    async (request, reply) => sendIdempotent(reply, await services.withdrawals.request(authOf(request).user, request.body, keyOf(request), clientIp(request))),
  );

  app.get<{ Querystring: { page: number; status?: wallet.WithdrawalStatus } }>(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags: ['wallet'],
        summary: "The member's withdrawals with their status, newest first, pages of 15",
        headers: authHeaders,
        querystring: jsonSchemaOf(wallet.withdrawalListQuery),
        response: answersOf(wallet.withdrawalPage),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.withdrawals.list(authOf(request).user, request.query.page, request.query.status)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/wallet/withdrawals/:id',
    { schema: { tags: ['wallet'], summary: 'One withdrawal of the member', headers: authHeaders, params: idParams, response: answersOf(wallet.withdrawal) } },
    async (request) => ok(await services.withdrawals.get(authOf(request).user, request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/wallet/uploads/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: "One of the member's own proof images (the image itself)",
        headers: authHeaders,
        params: idParams,
        response: imageAnswers,
      },
      config: { allowExcluded: true },
    },
    async (request, reply) => {
      const image = await services.uploads.read(request.params.id, authOf(request).user.id);
      if (!image) throw new ApiFailure('not_found');
      return reply.type(image.mime).header('cache-control', 'private, max-age=3600').send(image.data);
    },
  );

  // The two routes that take images: multipart/form-data, parsed only in this scope.
  app.register(async (scope) => {
    await acceptMultipart(scope);

    scope.post<{ Body: { methodId: number; amount: string; reference: string } | undefined }>(
      '/api/wallet/deposits',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Manual bank-transfer deposit with its reference and up to 3 proof images (Idempotency-Key)',
          description:
            'multipart/form-data with fields methodId, amount, reference and files in field "proof"; or JSON without images. ' +
            `Proof images: ${UPLOAD_RULES}. The deposit is pending until an operator approves it. Amount outside the method's ` +
            'range: amount_out_of_range with value { min, max }; more than 5 pending: operation_not_allowed.',
          headers: idempotentHeaders,
          consumes: ['multipart/form-data', 'application/json'],
          body: { content: { 'application/json': { schema: jsonSchemaOf(wallet.depositRequest) } } },
          response: answersOf(wallet.deposit),
        },
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const key = keyOf(request);
        if (isMultipart(request)) {
          const { fields, images } = await readMultipart(request, ['methodId', 'amount', 'reference'], 'proof');
          return sendIdempotent(reply, await services.deposits.create(user, fields, images, key));
        }
        if (!request.body) throw new ApiFailure('bad_request');
        return sendIdempotent(reply, await services.deposits.create(user, request.body, [], key));
      },
    );

    scope.post<{ Params: { id: string }; Body: { received: boolean } | undefined }>(
      '/api/wallet/withdrawals/:id/confirmation',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Answer a paid withdrawal: received, or not received with 1..3 proof images (Idempotency-Key)',
          description:
            'JSON { received: true } closes it (a matched payout then credits the depositor). multipart/form-data with field received=false and ' +
            `files in field "proof" opens a dispute: ${UPLOAD_RULES}; none: proof_required. Only a paid withdrawal can be answered ` +
            '(invalid_state otherwise); after its confirmDeadline it has been closed as received (invalid_state with value.forced).',
          headers: idempotentHeaders,
          params: idParams,
          consumes: ['application/json', 'multipart/form-data'],
          body: { content: { 'application/json': { schema: jsonSchemaOf(wallet.confirmationRequest) } } },
          response: answersOf(wallet.withdrawal),
        },
        config: { allowExcluded: true },
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const key = keyOf(request);
        let received: boolean;
        let images: Awaited<ReturnType<typeof readMultipart>>['images'] = [];
        if (isMultipart(request)) {
          const body = await readMultipart(request, ['received'], 'proof');
          if (body.fields.received !== 'true' && body.fields.received !== 'false') {
            throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/received', rule: 'boolean' }] });
          }
          received = body.fields.received === 'true';
          images = body.images;
        } else {
          if (!request.body) throw new ApiFailure('bad_request');
          received = request.body.received;
        }
        return sendIdempotent(reply, await services.withdrawals.confirm(user, request.params.id, { received, images }, key, clientIp(request)));
      },
    );
  });
}

