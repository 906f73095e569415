/**
 * Property (issue 18 "a rule change in the editor: the preview's verdicts equal the gateway's
 * verdicts for generated values"): for generated draft rules and generated values, the console's
 * verdict on a field (schemas/registration-field-verdict.ts, which the rules editor runs; no ajv) equals the
 * gateway's register check of that field (registration-validation.ts, ajv) — same pass/fail and
 * same reason. fast-check, seeded: a failure prints the seed and the shrunk case.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegistration, registrationModes } from '../../../schemas/compile-registration';
import { registerPatterns } from '../../../schemas/register-patterns';
import { patternSamples } from '../../../schemas/register-pattern-samples';
import { registrationFields, type FieldRule, type RegisterRules } from '../../../schemas/register-rules';
import { fieldVerdict } from '../../../schemas/registration-field-verdict';
import { loadBrandFolders } from '../brand/brand-files';
import { demoBrandsDir } from '../../test-support/test-gateway';
import { checkRegistrationFields } from '../identity/registration-validation';
import { ruleProblems } from './register-rules-publish';
import { buildModuleTree, flattenModules, moduleIds } from '../../../schemas/modules';

const safePatterns = ['*', '^[a-z]+$', '^[0-9]{2,6}$', '^[A-Z][a-z0-9_]*$', '^\\p{L}+$', '^(?:ab|cd)+$', '[0-9]'];
const length = fc.option(fc.integer({ min: 0, max: 40 }), { nil: null });
const rule: fc.Arbitrary<FieldRule> = fc
  .record({
    enabled: fc.boolean(),
    required: fc.boolean(),
    minLength: length,
    maxLength: length,
    patternId: fc.option(fc.integer({ min: 0, max: registerPatterns.length - 1 }), { nil: null }),
    acceptedPattern: fc.option(fc.constantFrom(...safePatterns), { nil: null }),
  })
  // Drafts the publish accepts: required only when enabled, min ≤ max.
  .map((r) => ({ ...r, required: r.required && r.enabled }))
  .map((r) => (r.minLength !== null && r.maxLength !== null && r.minLength > r.maxLength ? { ...r, minLength: r.maxLength, maxLength: r.minLength } : r));
const essential = rule.map((r) => ({ ...r, enabled: true, required: true }));
const password = essential.map((r) => ({ ...r, minLength: Math.max(r.minLength ?? 6, 6), maxLength: r.maxLength === null ? null : Math.max(r.maxLength, 6) }));
const others = registrationFields.filter((f) => !['username', 'password', 'confirmPassword'].includes(f));
const rules: fc.Arbitrary<RegisterRules> = fc
  .record({ username: essential, password, confirmPassword: password, extra: fc.dictionary(fc.constantFrom(...others), rule, { maxKeys: 8 }) })
  .map(({ extra, ...base }) => ({ ...extra, ...base }));

const allSamples = Object.values(patternSamples).flatMap((s) => [...s.accepted, ...s.rejected]);
const value = fc.oneof(
  fc.constantFrom(...allSamples),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('a', 'B', '1', ' ', '_', '王', 'ไ', '😀', '\t'), maxLength: 45 }),
);

describe('the console verdict equals the gateway verdict', () => {
  it('for generated draft rules, fields and values (both modes, every module on)', async () => {
    const brand = (await loadBrandFolders(demoBrandsDir)).find((b) => b.merchant === 'aurora');
    if (!brand?.ok) throw new Error('the aurora brand');
    const flags = flattenModules(buildModuleTree(Object.fromEntries(moduleIds.map((id) => [id, true]))));
    fc.assert(
      fc.property(rules, fc.constantFrom(...registrationModes), fc.array(value, { minLength: 1, maxLength: 6 }), (draft, mode, values) => {
        expect(ruleProblems(draft)).toEqual([]);
        const compiled = compileRegistration(brand.brand, flags, draft, mode);
        for (const field of compiled.uiSchema['ui:order']) {
          const property = compiled.schema.properties[field];
          if (property?.type !== 'string') continue;
          for (const v of values) {
            const schema = { type: 'object', properties: { [field]: property }, required: compiled.schema.required.includes(field) ? [field] : [] };
            const gateway = checkRegistrationFields(compiled, schema, v === '' ? {} : { [field]: v });
            const console = fieldVerdict(compiled, field, v);
            expect({ field, v, verdict: console.ok ? 'ok' : console.reason }).toEqual({ field, v, verdict: gateway[0]?.reason ?? 'ok' });
            if (!console.ok) expect(console.message).toEqual(gateway[0]?.message);
          }
        }
      }),
      { numRuns: 300, seed: 46 },
    );
  });
});
