/** The brand checker's list of languages with a catalogue is exactly the catalogues in this folder. */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { catalogueLanguages } from '../schemas/languages';

it('catalogueLanguages (schemas/languages.ts) lists exactly the catalogues in locales/', () => {
  const files = fs
    .readdirSync(import.meta.dirname)
    .filter((f) => /^[A-Z]{2}\.json$/.test(f))
    .map((f) => f.slice(0, 2));
  expect([...catalogueLanguages].sort()).toEqual(files.sort());
});
