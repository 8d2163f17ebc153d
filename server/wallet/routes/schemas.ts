// Headers and the image answers of the money routes; their bodies, queries and answers are the
// wire shapes of server/shared/wire/.
import { IDEMPOTENCY_KEY_PATTERN } from '../../platform/idempotency';
import { authHeaders } from '../../http/auth';
import { errorEnvelopeSchema, str } from '../../http/schemas';

export const idempotentHeaders = {
  type: 'object',
  properties: {
    ...authHeaders.properties,
    'idempotency-key': str({ description: `Required. One key per operation (${IDEMPOTENCY_KEY_PATTERN}); a retry with the same key and body returns the first answer, another body answers 409 conflict` }),
  },
} as const;

export const operatorHeaders = { type: 'object', properties: { 'x-operator-key': str() } } as const;

/** The answers of the routes that send a proof image itself. */
export const imageAnswers = {
  200: { description: 'The image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};
