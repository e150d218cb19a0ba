import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folders talk through common/ only (house-style.md): no reaching into another's internals.
// A small local rule, because path patterns cannot tell api/src/routes/admin from admin/.
const root = path.dirname(fileURLToPath(import.meta.url));
// tsconfig.json's path aliases, and the folder each one reaches into.
const ALIASES = [
  ['@common/', 'common'],
  ['@api/', 'api'],
];
const boundaries = {
  meta: { type: 'problem', schema: [{ type: 'array', items: { type: 'string' } }] },
  create(context) {
    const forbidden = context.options[0] ?? [];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
      if (!alias && !spec.startsWith('.')) return;
      const top = alias
        ? alias[1]
        : path
            .relative(root, path.resolve(path.dirname(context.filename), spec))
            .split(path.sep)[0];
      if (forbidden.includes(top)) {
        context.report({ node, message: `Import shared code from common/, not from ${top}/.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
const noReach = (...folders) => ({ 'house/boundaries': ['error', folders] });

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { house: { rules: { boundaries } } },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noReach('api', 'cli', 'widget') },
  },
  { files: ['widget/**/*.{ts,tsx}'], rules: noReach('api', 'cli', 'site', 'admin') },
  { files: ['common/**/*.ts'], rules: noReach('api', 'cli', 'site', 'admin', 'widget') },
  { files: ['api/**/*.{ts,tsx}'], rules: noReach('site', 'admin', 'widget', 'cli') },
  {
    // No `any` in the API: handlers read typed state (validate(), signedInRouter()), not guesses.
    files: ['api/src/**/*.{ts,tsx}'],
    ignores: ['api/src/**/*.test.{ts,tsx}', 'api/src/testing/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // A router left case-insensitive lets `/api/ADMIN/…` past a `use()` guard (routes/router.ts).
    files: ['api/**/*.ts'],
    ignores: ['api/src/routes/router.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Router']",
          message:
            'Make routers with createRouter() from api/src/routes/router.ts (case-sensitive).',
        },
      ],
    },
  },
  {
    // Recognition runs inside `beerscout analyze --json`, whose stdout is the JSON: a stray log
    // line there breaks it. Warnings and errors go to stderr.
    files: ['api/src/recognition/**/*.ts'],
    ignores: ['api/src/recognition/**/*.test.ts', 'api/src/recognition/ocr/bench.ts'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  { files: ['e2e/**/*.ts'], rules: noReach('site', 'admin', 'widget') },
);
