/**
 * Registration field rules per merchant, read and published from the console (§3 "Registration
 * field rule", docs/decisions/046). A publish replaces the whole rule set after the checks the
 * brand checker runs on brands/<merchant>/register-rules.json (seed-semantics.ts: username,
 * password and confirmation enabled and required, min ≤ max, a password at least 6 long, an
 * acceptedPattern that compiles, fits and cannot backtrack catastrophically), so whatever the
 * console publishes `npm run brand -- check` accepts. Rows and the audit row with the
 * per-field diff are written in one transaction; an unchanged publish writes nothing.
 */
import type { MerchantRegisterRulesAnswer } from '../../../schemas/console';
import type { FieldProblem } from '../../../schemas/envelope';
import { acceptedPatternVerdict } from '../../../schemas/pattern-safety';
import { registrationFields, type FieldRule, type RegisterRules } from '../../../schemas/register-rules';
import { checkRuleSemantics } from '../../../schemas/seed-semantics';
import { appendAudit } from '../../db/console/audit-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import { createRegisterRuleRepository } from '../../db/identity/register-rule-repository';
import type { ClientInfo } from '../identity/session-service';
import { Refusal } from '../refusal';
import { diffOf } from './audit-chain';
import type { ConsoleServices } from './console-services';
import { allowPublish, allowRead } from './merchant-change';

/** The reason of a semantic problem, read from where it is and what the rule holds. */
function reasonOf(rules: RegisterRules, path: string): string {
  const [, field = '', property] = path.split('/');
  const rule = rules[field as keyof RegisterRules];
  if (property === undefined) return 'essential-missing';
  if (property === 'acceptedPattern') return `pattern-${rule?.acceptedPattern ? acceptedPatternVerdict(rule.acceptedPattern) : 'invalid'}`;
  if (property === 'minLength') return field === 'password' && (rule?.minLength ?? 0) < 6 ? 'password-too-short' : 'min-above-max';
  if ((field === 'username' || field === 'password' || field === 'confirmPassword')) return 'essential-off';
  return 'required-off';
}

/** Field problems of a rule set, at their JSON path in the publish body (/rules/<field>/<property>). */
export function ruleProblems(rules: RegisterRules): FieldProblem[] {
  return checkRuleSemantics(rules).map((p) => {
    const reason = reasonOf(rules, p.path);
    return { path: `/rules${p.path}`, reason, message: `console.rules.problem.${reason.replace(/-/g, '_')}` };
  });
}

export async function readRegisterRules(c: ConsoleServices, actor: StaffSessionRecord, merchant: string): Promise<MerchantRegisterRulesAnswer> {
  await allowRead(c, actor, 'rules.read', merchant);
  return { merchant, rules: await createRegisterRuleRepository(c.db).list(merchant) };
}

const rowOf = (merchant: string, field: string, r: FieldRule, at: Date) => ({
  merchant,
  field,
  enabled: r.enabled,
  required: r.required,
  min_length: r.minLength,
  max_length: r.maxLength,
  pattern_id: r.patternId,
  accepted_pattern: r.acceptedPattern,
  updated_at: at,
});

export async function publishRegisterRules(c: ConsoleServices, actor: StaffSessionRecord, client: ClientInfo, merchant: string, rules: RegisterRules): Promise<MerchantRegisterRulesAnswer> {
  const problems = ruleProblems(rules);
  if (problems.length > 0) throw new Refusal(400, 'VALIDATION_FAILED', problems);
  const at = new Date(c.now());
  await c.db.transaction().execute(async (trx) => {
    const role = await allowPublish(trx, actor, 'rules.publish', merchant);
    // The merchant row is locked (allowPublish): this read is the state the change applies to.
    const current = await createRegisterRuleRepository(trx).list(merchant);
    const diff = diffOf(current, rules);
    const changed = Object.keys(diff.after).filter((f) => (registrationFields as readonly string[]).includes(f));
    if (changed.length === 0) return;
    const removed = changed.filter((f) => rules[f as keyof RegisterRules] === undefined);
    if (removed.length > 0) await trx.deleteFrom('register_field_rules').where('merchant', '=', merchant).where('field', 'in', removed).execute();
    const upserts = changed.flatMap((f) => {
      const rule = rules[f as keyof RegisterRules];
      return rule ? [rowOf(merchant, f, rule, at)] : [];
    });
    if (upserts.length > 0) {
      await trx
        .insertInto('register_field_rules')
        .values(upserts)
        .onConflict((oc) =>
          oc.columns(['merchant', 'field']).doUpdateSet((eb) => ({
            enabled: eb.ref('excluded.enabled'),
            required: eb.ref('excluded.required'),
            min_length: eb.ref('excluded.min_length'),
            max_length: eb.ref('excluded.max_length'),
            pattern_id: eb.ref('excluded.pattern_id'),
            accepted_pattern: eb.ref('excluded.accepted_pattern'),
            updated_at: at,
          })),
        )
        .execute();
    }
    await appendAudit(trx, c.box, { at, staffId: actor.staffId, staffName: actor.username, role, merchant, ip: client.ip, action: 'rules.publish', target: merchant, before: diff.before, after: diff.after });
  });
  return { merchant, rules: await createRegisterRuleRepository(c.db).list(merchant) };
}
