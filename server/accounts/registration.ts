// Per-merchant rules of the registration form's fields (spec section 5). The
// client builds its validators from this answer; the server enforces the same rules
// (server/shared/registerRules.ts holds the check both sides run).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fieldProblem, PATTERN_IDS, REGISTER_FIELDS, type FieldRule, type RegisterField } from '../shared/registerRules';
import type { Switches } from '../system/system';

export { REGISTER_FIELDS, type RegisterField };

/** Message keys for acceptedPattern (the client shows the message of the pattern id). */
export { PATTERN_IDS };

export type RegisterFieldRule = FieldRule;

export function createRegistrationService(db: Kysely<Database>) {
  async function fieldRules(merchantCode: string): Promise<RegisterFieldRule[]> {
    const rows = await db
      .selectFrom('register_fields')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .orderBy('sort_order')
      .orderBy('field')
      .execute();
    return rows.map((r) => ({
      field: r.field,
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    }));
  }

  return {
    fieldRules,

    /** The merchant's mobileNum rule as a check of the digits typed (length and pattern; presence is the caller's). */
    async mobileRule(merchantCode: string): Promise<(digits: string) => boolean> {
      const rule = (await fieldRules(merchantCode)).find((r) => r.field === 'mobileNum');
      if (!rule) return () => true;
      return (digits) => fieldProblem({ ...rule, required: true }, digits) === undefined;
    },
  };
}

export type RegistrationSettings = { fields: RegisterFieldRule[]; switches: Switches };
export type RegistrationService = ReturnType<typeof createRegistrationService>;
