/**
 * Pure check of one merchant's brand folder contents (brand.json, modules.json,
 * register-rules.json). Used by the gateway at start and by `npm run brand -- check`.
 * STUB — replaced by the brand-files work.
 */
export type BrandFile = 'brand.json' | 'modules.json' | 'register-rules.json';

export interface BrandProblem {
  file: BrandFile;
  /** JSON pointer into that file, e.g. "/theme/light/primary". */
  path: string;
  message: string;
  hint: string;
}

export interface BrandFilesInput {
  brand: unknown;
  modules: unknown;
  registerRules: unknown;
}

export function checkBrandFiles(_input: BrandFilesInput, _folderName: string): BrandProblem[] {
  return [];
}
