import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      // wrangler's state and bundles; the upload folder of the deploy (scripts/static-host-dir.ts).
      '.wrangler/',
      'static-host/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/samples/.generated*/',
      // Written by build steps (plugins/fhir-tools, plugins/runnable-samples): bundles and data, never edited by hand.
      'static-generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '17.0' } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // The React samples' frame has React 18 of its own, with the automatic JSX runtime (its tsconfig.json).
    files: ['packages/react-frame/**/*.{ts,tsx}'],
    settings: { react: { version: '18.2' } },
    rules: { 'react/react-in-jsx-scope': 'off' },
  },
  {
    // Playwright fixtures call their `use` callback, which is not a React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // Scripts inlined into every page (runtime/route-preload): browser scripts, not modules.
    files: ['runtime/*/inline/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
