// Lint: typescript-eslint strict, React hooks, and the one-way imports of ARCHITECTURE.md:
//   src/app -> src/features -> src/api, src/ui, src/brand -> machines, schemas;
//   gateway -> schemas (and machines/contract.machine.ts, decision 035); machines -> schemas; schemas -> nothing of ours; no feature imports another.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

/** [target, forbidden sources, why] */
const zones = [
  ['./schemas', ['./src', './gateway', './machines', './scripts', './tests', './bench'], 'schemas depend on nothing of ours'],
  ['./machines', ['./src', './gateway', './scripts', './tests', './bench'], 'machines depend only on schemas'],
  ['./gateway', ['./src', './scripts', './tests', './bench'], 'the gateway depends only on schemas'],
  ['./src', ['./gateway', './scripts', './tests', './bench'], 'the browser never imports gateway or tooling code'],
  ['./src/api', ['./src/app', './src/features', './src/ui', './src/brand'], 'api sits below features and app'],
  ['./src/ui', ['./src/app', './src/features', './src/api', './src/brand'], 'ui has no product knowledge'],
  ['./src/brand', ['./src/app', './src/features'], 'brand sits below features and app'],
  ['./src/features', ['./src/app'], 'features never import the app'],
];

const restrictedZones = [
  ...zones.map(([target, from, message]) => ({ target, from, message })),
  // One exception: the contract lifecycle is pure and is the gateway's one rule for moving a
  // contract, shared with the browser's contract UI (docs/decisions/035-agent-contracts.md).
  { target: './gateway', from: './machines', except: ['./contract.machine.ts'], message: 'the gateway depends only on schemas (and the pure contract lifecycle)' },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'no feature imports another feature',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/.lighthouse', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: restrictedZones }],
    },
  },
);
