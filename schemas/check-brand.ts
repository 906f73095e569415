/**
 * Pure check of one merchant's brand folder contents (brand.json, modules.json,
 * register-rules.json). Used by the gateway at start and by `npm run brand -- check`.
 * Each file is validated against its JSON Schema (compiled once, here); then the checks a
 * schema cannot express (brand-semantics.ts, seed-semantics.ts) run on the parts that passed.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Brand } from './brand';
import brandSchema from './brand.schema.json';
import { checkBrandSemantics } from './brand-semantics';
import type { ModuleId } from './modules';
import modulesSchema from './modules.schema.json';
import type { RegisterRules } from './register-rules';
import registerRulesSchema from './register-rules.schema.json';
import { schemaProblems, soundness } from './schema-problems';
import { checkModuleSemantics, checkRuleSemantics } from './seed-semantics';

export type BrandFile = 'brand.json' | 'modules.json' | 'register-rules.json';

export interface BrandProblem {
  /**
   * The file it is in: one of the three configuration files, another file of the folder (an
   * image too large, a link out of the folder), or "<folder>/" for the folder as a whole.
   */
  file: string;
  /** JSON pointer into that file, e.g. "/theme/light/primary". */
  path: string;
  message: string;
  hint: string;
  /** A value that fixes it, for tools that offer one-click fixes (the console): set `path` to `value`. */
  fix?: { path: string; value: string };
}

export interface BrandFilesInput {
  brand: unknown;
  modules: unknown;
  registerRules: unknown;
}

// verbose: errors carry their schema, whose description/examples become hints.
const ajv = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true });
addFormats(ajv, ['uri']);

export const validateBrand = ajv.compile<Brand>(brandSchema);
export const validateModules = ajv.compile<Record<ModuleId, boolean>>(modulesSchema);
export const validateRegisterRules = ajv.compile<RegisterRules>(registerRulesSchema);

type Sound = (pointer: string) => boolean;

function checkFile<T>(
  file: BrandFile,
  data: unknown,
  validate: ValidateFunction<T>,
  schema: Record<string, unknown>,
  semantics: (valid: T, sound: Sound) => Omit<BrandProblem, 'file'>[],
): BrandProblem[] {
  const errors = validate(data) ? [] : (validate.errors ?? []);
  const sound = soundness(errors);
  // All three files are objects at the root. Semantic checks read only pointers that `sound`
  // vouches for, so the parts they touch do match T even when other parts fail the schema.
  const isObject = typeof data === 'object' && data !== null && !Array.isArray(data);
  const semantic = isObject ? semantics(data as T, sound) : [];
  return [...schemaProblems(file, errors, schema), ...semantic.map((p) => ({ file, ...p }))];
}

export function checkBrandFiles(input: BrandFilesInput, folderName: string): BrandProblem[] {
  return [
    ...checkFile('brand.json', input.brand, validateBrand, brandSchema, (brand, sound) =>
      checkBrandSemantics(brand, folderName, sound),
    ),
    ...checkFile('modules.json', input.modules, validateModules, modulesSchema, checkModuleSemantics),
    ...checkFile(
      'register-rules.json',
      input.registerRules,
      validateRegisterRules,
      registerRulesSchema,
      checkRuleSemantics,
    ),
  ];
}
