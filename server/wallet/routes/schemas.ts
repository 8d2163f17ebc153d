// JSON schemas of the money routes: amounts, ids, pages, ranges, and the answers.
import { RANGE_PRESETS } from '../../platform/paging';
import { IDEMPOTENCY_KEY_PATTERN } from '../../platform/idempotency';
import { authHeaders } from '../../http/auth';
import * as wire from '../../shared/wire/common';
import * as wallet from '../../shared/wire/wallet';
import { arrayOf, errorEnvelopeSchema, int, obj, str, type JsonSchema } from '../../http/schemas';
import { jsonSchemaOf } from '../../http/wire';

export const amountSchema = jsonSchemaOf(wire.amountInput);
export const moneySchema = jsonSchemaOf(wire.money);
export const idSchema = jsonSchemaOf(wire.id);
export const idParams = obj({ id: idSchema });

export const idempotentHeaders = {
  type: 'object',
  properties: {
    ...authHeaders.properties,
    'idempotency-key': str({ description: `Required. One key per operation (${IDEMPOTENCY_KEY_PATTERN}); a retry with the same key and body returns the first answer, another body answers 409 conflict` }),
  },
} as const;

export const pageQuery = obj({ page: int({ minimum: 1, maximum: 100_000, default: 1 }) }, []);

export const rangeQuery = (extra: Record<string, JsonSchema> = {}, { paged = true }: { paged?: boolean } = {}) =>
  obj(
    {
      from: str({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'First day (yyyy-MM-dd, UTC)' }),
      to: str({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'Last day, included (yyyy-MM-dd, UTC)' }),
      preset: str({ enum: [...RANGE_PRESETS], description: 'The last 7 or 30 days up to today, when from and to are absent' }),
      ...(paged ? { page: int({ minimum: 1, maximum: 100_000, default: 1 }) } : {}),
      ...extra,
    },
    [],
  );

export const pageOf = (item: JsonSchema, extra: Record<string, JsonSchema> = {}) =>
  obj({ items: arrayOf(item), page: int(), pageSize: int(), total: int(), totalPages: int(), ...extra });

export const walletBalanceSchema = jsonSchemaOf(wallet.walletBalance);

export const uploadSchema = jsonSchemaOf(wire.upload);

export const bankAccountSchema = jsonSchemaOf(wallet.bankAccount);

export const operatorHeaders = { type: 'object', properties: { 'x-operator-key': str() } } as const;

/** The answers of the routes that send a proof image itself. */
export const imageAnswers = {
  200: { description: 'The image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};
