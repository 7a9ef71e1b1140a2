import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// One real server per worker (e2e/fixtures.ts), each on its own port (E2E_PORT + 2 × worker) and its
// own data directory under E2E_DATA_DIR, serving the built console. The variables are set once in the
// runner; its workers inherit them.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'yy-e2e-'))
process.env.E2E_PORT ??= '8181'
process.env.E2E_WECOM_PORT ??= '8194'
process.env.E2E_ADMIN_PHONE ??= '13800000000'
process.env.E2E_ADMIN_PASSWORD ??= 'Operator#2026'

export default defineConfig({
  testDir: 'apps/console/e2e',
  outputDir: 'test-results/e2e',
  // Generous for a busy 2-core machine: under a load of 40 the browser drew a frame every 1.5 s and
  // ran a page's code seconds after it arrived, and journeys failed waiting 10 s for what a person
  // would simply wait for. A wait ends as soon as the page shows what it asks, so this costs nothing
  // when all is well; nothing is done twice.
  // A journey's budget (this default and each test.setTimeout) is twice what sufficed at a load of 37:
  // at loads of 40-47 eight journeys ran out of the former budgets while each step was still going
  // through (brands 7 of 6 minutes, the axe dialogs 3.6 of 3). A budget only ends a journey that hangs,
  // so a generous one costs nothing.
  timeout: 240_000,
  // At loads of 45-50 a lazily loaded page (the brand list, the form-kit catalogue) had not drawn
  // 30 s after the shell around it had: a wait gets 60 s.
  expect: { timeout: 60_000 },
  fullyParallel: false,
  // Two journeys at a time: the run is mostly waiting on the browser, so two servers and two
  // browsers fit on this 2-core machine (E2E_WORKERS to change).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a failed journey runs once more, to tell a flaky one from a broken one; either fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI) && process.env.FLAKY_FAILS !== 'false',
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: no test tool downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node apps/console/e2e/fake-wecom.mjs',
      url: `http://127.0.0.1:${process.env.E2E_WECOM_PORT}/healthz`,
      reuseExistingServer: false,
      env: { FAKE_WECOM_PORT: process.env.E2E_WECOM_PORT },
    },
  ],
})
