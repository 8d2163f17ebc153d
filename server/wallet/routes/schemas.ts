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

/** An operator route's caller: a staff member's session or an operator key with the route's scope. */
export const operatorHeaders = {
  type: 'object',
  properties: {
    authorization: str({ description: 'Bearer <token> of a back-office staff session whose role holds the permission' }),
    'x-operator-key': str({ description: 'An operator API key whose scopes hold the permission (instead of a staff session)' }),
  },
} as const;

/** The answers of the routes that send a proof image itself. */
export const imageAnswers = {
  200: { description: 'The image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};
