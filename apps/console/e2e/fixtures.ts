import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

/** The seeded operator; playwright.config.ts sets these for the servers and the workers. */
export const E2E_ADMIN = { phone: process.env.E2E_ADMIN_PHONE!, password: process.env.E2E_ADMIN_PASSWORD! }

interface E2eServer {
  port: number
  url: string
}

/**
 * How long a server may take to answer /healthz. It answers in a few seconds on an idle machine; a
 * fresh one (creating its embedded database) took 219 s under a load of 38 on two cores, and two of
 * a run's servers missed the former 180 s (seven journeys failed unstarted). The wait ends as soon
 * as it answers, so a generous deadline costs nothing when all is well.
 */
const SERVER_START_MS = 600_000

const waitForHealth = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + SERVER_START_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the e2e server did not answer /healthz within ${SERVER_START_MS / 1000} s:\n${output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * One real server per worker, each on its own port and its own embedded data directory, serving the
 * built console: the journeys run two at a time without sharing state. A worker that restarts after a
 * failure gets the same port and data directory back, as if the server had been restarted.
 */
export const test = base.extend<object, { e2eServer: E2eServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT) + workerInfo.parallelIndex * 2
      const url = `http://127.0.0.1:${port}`
      const dataDir = path.join(process.env.E2E_DATA_DIR!, `worker-${workerInfo.parallelIndex}`)
      fs.mkdirSync(dataDir, { recursive: true })
      let output = ''
      const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          ADMIN_PHONE: E2E_ADMIN.phone,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // The journeys read sign-in codes from the offline provider's outbox.
          SMS_OUTBOX: 'true',
          // Enterprise-WeChat quick login against the fake provider started by playwright.config.ts.
          WECOM_CORP_ID: 'ww-e2e-corp',
          WECOM_AGENT_ID: '1000002',
          WECOM_SECRET: 'e2e-secret',
          WECOM_REDIRECT_URI: `${url}/login?loginType=wecom`,
          WECOM_API_BASE: `http://127.0.0.1:${process.env.E2E_WECOM_PORT}`,
          WECOM_AUTHORIZE_URL: `http://127.0.0.1:${process.env.E2E_WECOM_PORT}/sso`,
        },
      })
      const keep = (d: Buffer) => {
        output = (output + d.toString()).slice(-20_000)
        if (process.env.E2E_SERVER_LOG) process.stderr.write(`[server ${port}] ${d}`)
      }
      child.stdout!.on('data', keep)
      child.stderr!.on('data', keep)
      const killNow = () => child.kill('SIGKILL')
      process.once('exit', killNow)
      try {
        await waitForHealth(url, child, () => output)
      } catch (error) {
        // Not left running into the next worker, which gets the same port and data directory.
        killNow()
        throw error
      }
      // Helpers that build URLs for cookies read the worker's own port.
      process.env.E2E_PORT_OF_WORKER = String(port)
      await use({ port, url })
      process.off('exit', killNow)
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
    },
    // Room for the server start plus its shutdown.
    { scope: 'worker', auto: true, timeout: SERVER_START_MS + 30_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
})

export { expect }

/** Picks `title` from the open dropdown of a select, and sees `select` show it as chosen. */
export const pickOption = async (page: Page, select: Locator, title: string) => {
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click()
  await expect(select.locator('.ant-select-selection-item', { hasText: title })).toBeVisible()
}

/** The origin of this worker's server, for cookies and absolute URLs. */
export const serverOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT_OF_WORKER}`

/** Signs in through the login screen as the seeded operator. */
export const signInAsOperator = async (page: Page) => {
  await page.goto('/login')
  await page.getByPlaceholder('请输入账号（手机号）').fill(E2E_ADMIN.phone)
  await page.getByPlaceholder('请输入密码').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page).toHaveURL(/\/homePage$/)
}
