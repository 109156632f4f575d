// Lint: Next's own rules (react, react-hooks, jsx-a11y, @next/next, import) plus typescript-eslint's
// type-checked rules that catch real bugs (floating promises, unsafe any, misused promises).
// Formatting is Prettier's job (`npm run format`), not ESLint's.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      'codegen/generated/**',
      'tests/.tmp/**',
      'coverage/**',
      '**/next-env.d.ts',
      'tests/fixtures/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    settings: { next: { rootDir: 'site/' } },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      'no-control-regex': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests and test support poke at untyped JSON and library internals on purpose; the unsafe-any
    // rules guard production code.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'machines/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The engine renders for any host: it must not import Next's <Image>; the site hands it renderImage.
    files: ['engine/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
];

export default config;
