import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// One real server on a fresh data directory for the whole run, serving the built console.
// The variables are set once in the runner; its workers inherit them.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'yy-e2e-'))
process.env.E2E_PORT ??= '8181'
process.env.E2E_WECOM_PORT ??= '8194'
process.env.E2E_ADMIN_PHONE ??= '13800000000'
process.env.E2E_ADMIN_PASSWORD ??= 'Operator#2026'

export default defineConfig({
  testDir: 'apps/console/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
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
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${process.env.E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        ADMIN_PHONE: process.env.E2E_ADMIN_PHONE,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // The journeys read sign-in codes from the offline provider's outbox.
        SMS_OUTBOX: 'true',
        // Enterprise-WeChat quick login against the fake provider above.
        WECOM_CORP_ID: 'ww-e2e-corp',
        WECOM_AGENT_ID: '1000002',
        WECOM_SECRET: 'e2e-secret',
        WECOM_REDIRECT_URI: `http://127.0.0.1:${process.env.E2E_PORT}/login?loginType=wecom`,
        WECOM_API_BASE: `http://127.0.0.1:${process.env.E2E_WECOM_PORT}`,
        WECOM_AUTHORIZE_URL: `http://127.0.0.1:${process.env.E2E_WECOM_PORT}/sso`,
      },
    },
  ],
})
