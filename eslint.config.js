// Layering is enforced here so the tree cannot drift (see docs/ARCHITECTURE.md):
// shared imports only zod; main/core never imports electron or the hosts, and
// its generic store/ never imports review/ or sessions/;
// the renderer never reaches into main or Node, its model/ is pure and its ui/ primitives know
// no screen; the preload only bridges.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const nodeBuiltins = ['node:*', 'fs', 'path', 'child_process', 'os', 'net', 'http', 'crypto'];

// What main/core may not import. A later block for a subfolder replaces these
// options rather than adding to them, so it spreads them in again.
const corePaths = [
  { name: 'electron', message: 'main/core is plain Node: it never imports electron.' },
];
const corePatterns = [
  { group: ['**/host/**', '**/host'], message: 'The core does not know its hosts.' },
  { group: ['**/renderer/**', '**/preload/**'], message: 'The core does not import UI code.' },
];

// Reviewer answers, diffs and terminal output are untrusted text: the renderer
// never turns a string into markup, so none of it can become an element.
const markupSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render untrusted text as text: no dangerouslySetInnerHTML.',
  },
  {
    selector: "JSXAttribute[name.name='srcDoc']",
    message: 'No srcdoc: it renders a string as a document.',
  },
  {
    selector:
      'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Set textContent, or render with React: never innerHTML/outerHTML.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseFromString)$/]',
    message: 'No parsing strings into markup.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'No document.write.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['bin/**/*.js', 'scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|\\./)', message: 'shared/ imports only zod and itself.' }],
        },
      ],
    },
  },
  {
    files: ['main/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: corePaths, patterns: corePatterns }],
    },
  },
  {
    files: ['main/core/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: corePaths,
          patterns: [
            ...corePatterns,
            {
              // The core's folders only: shared/contract/sessions.ts is the contract, and allowed.
              regex: '^(\\.\\./)+(review|sessions)(/|$)|(^|/)core/(review|sessions)(/|$)',
              message:
                'store/ is the generic persistence layer: what review or sessions keep lives with them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ...markupSinks],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer talks to the app only through its client.' },
          ],
          patterns: [
            {
              group: ['**/main/**', '**/preload/**'],
              message: 'The renderer talks to the app only through its client.',
            },
            { group: nodeBuiltins, message: 'The renderer has no Node.' },
          ],
        },
      ],
    },
  },
  {
    // The review model is pure: no JSX, and at run time nothing but the contract and itself
    // (no React, no DOM, no client, no store); types from elsewhere are fine.
    files: ['renderer/src/model/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...markupSinks,
        { selector: 'JSXElement, JSXFragment', message: 'renderer/src/model holds no JSX.' },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(\\.\\./)+shared/|\\./)',
              allowTypeImports: true,
              message: 'renderer/src/model is pure: it imports only shared/ and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // Primitives know no screen: React, the contract, the model and each other.
    files: ['renderer/src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!react$|(\\.\\./)+shared/|\\.\\./model/|\\./)',
              message: 'renderer/src/ui holds primitives: no store, client or feature folder.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/main/**', '**/renderer/**'],
              message: 'The preload only bridges the contract.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
