import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import fs from 'node:fs'
import boundaries from './eslint/boundaries.js'
import serverLayers from './eslint/server-layers.js'

const features = (app) => `./apps/${app}/src/features`
/** Every console feature folder, read at lint time, so a new feature is fenced in without editing this file. */
const consoleFeatures = fs.readdirSync(new URL('./apps/console/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through config.ts (server) or import.meta.env (console).' }],
      // The dependency direction of STYLE.md: packages never import apps; in the console
      // shared → features → app, and one feature never imports another.
      'boundaries/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'packages import nothing from apps' },
            { target: './packages/contracts', from: './packages/form-kit' },
            { target: './apps/console/src/shared', from: './apps/console/src/features', message: 'shared must not depend on features' },
            { target: './apps/console/src/shared', from: './apps/console/src/app', message: 'shared must not depend on app' },
            { target: './apps/console/src/features', from: './apps/console/src/app', message: 'features must not depend on app' },
            { target: './apps/server', from: './apps/console' },
            { target: './apps/console', from: './apps/server' },
            ...consoleFeatures.map((name) => ({
              target: `${features('console')}/${name}`,
              from: features('console'),
              except: [`./${name}`],
              message: 'one feature never imports another: share through shared/ or contracts',
            })),
          ],
        },
      ],
    },
  },
  {
    // The server's layers: SQL only in repositories (and export sources); a module uses another only
    // through its service, or the access kernel's public files.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'server-layers': serverLayers },
    rules: { 'server-layers/module-boundaries': 'error', 'server-layers/sql-in-repositories': 'error', 'server-layers/table-owner': 'error' },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}', 'packages/form-kit/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Dialogs and drawers hand focus back as they start closing (issue 24): through shared/ui/dialog.tsx
    // and shared/ui/drawer.tsx only.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/console/src/shared/ui/dialog.tsx', 'apps/console/src/shared/ui/drawer.tsx', 'apps/console/src/**/*.test.{ts,tsx}', 'apps/console/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'antd', importNames: ['Modal', 'Drawer'], message: 'Use Modal from shared/ui/dialog.js and Drawer from shared/ui/drawer.js: they hand focus back as they start closing.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through config.ts (server) or import.meta.env (console).' },
        { selector: "VariableDeclarator[init.callee.object.name='App'][init.callee.property.name='useApp'] > ObjectPattern > Property[key.name='modal']", message: 'Use useDialogs() from shared/ui/dialog.js: its dialogs hand focus back as they start closing.' },
      ],
    },
  },
  {
    // Configuration is read once, in these places.
    files: ['apps/server/src/config.ts', 'apps/server/src/main.ts', '**/*.config.ts', '**/vitest.config.ts', 'apps/server/test/**', 'apps/server/build.mjs', 'bench/**', 'scripts/**', 'apps/console/vite.config.ts', 'apps/console/e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
