import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One configuration for the whole tree; `npm run lint` fails on any warning (--max-warnings 0). */
export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.build/',
      '.build-test*/',
      'node_modules/',
      'src/generated/',
      'bench/peers/',
      'test-results/',
      'playwright-report/',
      '.drafts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'editor/app/**/*.{ts,tsx}',
      'editor/preview/**/*.{ts,tsx}',
      'tests/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    // The hooks' rules. The React Compiler's rules (refs, static components, state set in an effect) are left
    // out: this project does not compile with it, and they flag patterns it relies on on purpose (a block
    // component cached per type, a random fact picked after hydration).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
