import { playwright } from '@vitest/browser-playwright'
import { selectFocusBack } from './apps/console/build/select-focus-back.js'

/**
 * Screen tests (`*.test.tsx`) run in Debian's Chromium through Vitest's browser mode: antd renders there in
 * milliseconds instead of the seconds jsdom takes, with real layout, focus and styles. No tool downloads a browser.
 */
export const chromiumBrowser = {
  enabled: true,
  headless: true,
  screenshotFailures: false,
  viewport: { width: 1440, height: 900 },
  provider: playwright({
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
}

/**
 * Dependencies Vite's optimizer would otherwise find only while the screen tests run: on a fresh clone
 * it then bundles them and reloads the page, and the test file loading at that moment runs no test
 * ("Vite unexpectedly reloaded a test"; seen for react-dom/client, which the browser runner's React
 * rendering imports).
 */
export const screenOptimizeDeps = {
  include: ['react-dom/client'],
  // The optimizer bundles antd with rc-select: the Select's focus fix is applied there too (apps/console/build/select-focus-back.ts).
  rolldownOptions: { plugins: [selectFocusBack()] },
}
