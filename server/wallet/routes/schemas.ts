// JSON schemas of the money routes: amounts, ids, pages, ranges, and the answers.
import { RANGE_PRESETS } from '../../platform/paging';
import { IDEMPOTENCY_KEY_PATTERN } from '../../platform/idempotency';
import { authHeaders } from '../../http/auth';
import { arrayOf, bool, errorEnvelopeSchema, int, obj, str, type JsonSchema } from '../../http/schemas';

const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });

export const amountSchema = str({
  maxLength: 32,
  description: 'Decimal string, at most 2 decimals, greater than zero ("1234.50"); anything else answers invalid_amount with value.problem',
  examples: ['100.00'],
});
export const moneySchema = str({ description: 'Decimal string with 2 places' });
export const idSchema = str({ pattern: '^[1-9][0-9]{0,17}$' });
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

export const walletBalanceSchema = obj({
  sumBalance: moneySchema,
  currency: str(),
  currencySymbol: str(),
  wallets: arrayOf(obj({ wallet: str({ description: "'main' or a vendor code" }), name: str(), balance: moneySchema })),
});

export const uploadSchema = obj({ id: str(), mime: str({ enum: ['image/png', 'image/jpeg'] }), size: int(), url: str() });

export const depositSchema = obj({
  id: str(),
  methodId: int(),
  methodName: str(),
  amount: moneySchema,
  currency: str(),
  reference: str(),
  status: str({ enum: ['pending', 'matched', 'approved', 'rejected'] }),
  matched: bool,
  note: str(),
  createdAt: str(),
  decidedAt: nullable(str()),
  proofs: arrayOf(uploadSchema),
});

export const bankAccountSchema = obj({ id: str(), bankName: str(), accountName: str(), accountNumber: str({ description: 'Masked: the last 4 characters' }), createdAt: str() });

export const withdrawalSchema = obj({
  id: str(),
  amount: moneySchema,
  fee: moneySchema,
  netAmount: moneySchema,
  currency: str(),
  status: str({ enum: ['requested', 'rejected', 'paid', 'received', 'disputed', 'refunded'] }),
  bankAccount: obj({ id: str(), bankName: str(), accountName: str(), accountNumber: str() }),
  matched: bool,
  forced: bool,
  confirmMinutes: int(),
  confirmDeadline: nullable(str({ description: 'ISO time; an unanswered payout closes as received then' })),
  note: str(),
  createdAt: str(),
  paidAt: nullable(str()),
  confirmedAt: nullable(str()),
  resolvedAt: nullable(str()),
  proofs: arrayOf(uploadSchema),
});

export const operatorHeaders = { type: 'object', properties: { 'x-operator-key': str() } } as const;

/** The answers of the routes that send a proof image itself. */
export const imageAnswers = {
  200: { description: 'The image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
};
