// Every failure under /api leaves as the error envelope with a translated message.
// Anything a client can send maps to a 4xx; only a fault of our own is a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../shared/errorCodes';
import { errorMessage, negotiateLanguage } from '../i18n';
import { ApiFailure, type Failure } from './envelope';

/** The error code for a 4xx raised by Fastify itself (body parsing, validation, routing). */
function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'not_logged_in';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

export function failureBody(request: FastifyRequest, errorCode: ErrorCode, value?: unknown): Failure {
  const message = errorMessage(errorCode, negotiateLanguage(request.headers['accept-language']), value);
  return value === undefined ? { success: false, errorCode, message } : { success: false, errorCode, message, value };
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, errorCode: ErrorCode, value?: unknown) {
  return reply.code(status).type('application/json; charset=utf-8').send(failureBody(request, errorCode, value));
}

/** Which part of the request failed validation and where, without echoing the input back. */
function validationIssues(error: FastifyError) {
  return (error.validation ?? []).map((issue) => ({
    in: error.validationContext ?? 'request',
    path: issue.instancePath || '/',
    rule: issue.keyword,
    ...(issue.keyword === 'required' || issue.keyword === 'additionalProperties' ? { params: issue.params } : {}),
  }));
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendFailure(request, reply, error.statusCode, error.errorCode, error.value);
    }
    if (error.validation) {
      return sendFailure(request, reply, 400, 'bad_request', { issues: validationIssues(error) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return sendFailure(request, reply, status, codeForClientStatus(status));
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(request, reply, 500, 'unknown_error');
  });
}
