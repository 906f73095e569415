// Merges new messages into every catalogue in one step, so parallel work never clobbers a
// catalogue: `node scripts/add-messages.mjs new-messages.json` where the file is
// { "key": { "EN": "…", "CN": "…", "TW": "…", "AR": "…", "VI": "…", "TH": "…" } }.
// Every catalogue in locales/ must get the key; existing keys are replaced. Keys stay sorted.
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/add-messages.mjs <messages.json>');
  process.exit(2);
}
const incoming = JSON.parse(readFileSync(file, 'utf8'));
const codes = readdirSync('locales').filter((f) => /^[A-Z]{2}\.json$/.test(f)).map((f) => f.slice(0, 2));
const missing = Object.entries(incoming).flatMap(([key, byLang]) =>
  codes.filter((c) => typeof byLang[c] !== 'string' || byLang[c].trim() === '').map((c) => `${key} (${c})`),
);
if (missing.length) {
  console.error(`every catalogue needs each message; missing: ${missing.join(', ')}`);
  process.exit(1);
}
for (const code of codes) {
  const path = `locales/${code}.json`;
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  for (const [key, byLang] of Object.entries(incoming)) catalogue[key] = byLang[code];
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(`${path}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(`${path}.tmp`, path);
}
console.log(`added ${Object.keys(incoming).length} messages to ${codes.join(', ')}`);
