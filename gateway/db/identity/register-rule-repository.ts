/** Registration field rules per merchant (§3 "Registration field rule"). */
import { isRegistrationField, type FieldRule, type RegisterRules } from '../../../schemas/register-rules';
import type { Db } from '../database';

export interface RegisterRuleRepository {
  /** The merchant's rules; rows naming a field this build does not know are skipped. */
  list(merchant: string): Promise<RegisterRules>;
}

export function createRegisterRuleRepository(db: Db): RegisterRuleRepository {
  return {
    async list(merchant) {
      const rows = await db
        .selectFrom('register_field_rules')
        .select([
          'field',
          'enabled',
          'required',
          'min_length',
          'max_length',
          'pattern_id',
          'accepted_pattern',
        ])
        .where('merchant', '=', merchant)
        .orderBy('field')
        .execute();
      const rules: RegisterRules = {};
      for (const r of rows) {
        if (!isRegistrationField(r.field)) continue;
        const rule: FieldRule = {
          enabled: r.enabled,
          required: r.required,
          minLength: r.min_length,
          maxLength: r.max_length,
          patternId: r.pattern_id,
          acceptedPattern: r.accepted_pattern,
        };
        rules[r.field] = rule;
      }
      return rules;
    },
  };
}
