import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { type Page } from '@playwright/test'
import { expect, serverOrigin, signInAsOperator, test } from './fixtures.js'

/**
 * The whole remote-assistance loop on one machine: a simulated POS (Xvfb + x11vnc + a small window,
 * `npm run device:simulate -- --screen`) registers with a store's enrolment token; the operator finds
 * it by `?shopId=`, connects, watches the dialog wait for the device, opens the remote-desktop window,
 * sees the device's screen drawn by noVNC, clicks its button and types into its input window (the
 * device prints the click and the keys), closes the
 * window from inside, and finds the session with its duration in the records; then answers the
 * store's application and sees it completed.
 */
/** TCP ports listened on here (from /proc/net/tcp and tcp6). */
const listening = () =>
  new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((f) =>
      fs.existsSync(f) ? fs.readFileSync(f, 'utf8').split('\n').slice(1).filter((l) => l.trim().split(/\s+/)[3] === '0A').map((l) => parseInt(l.trim().split(/\s+/)[1]!.split(':')[1]!, 16)) : [],
    ),
  )
/** The first X display from :70 (plus E2E_DISPLAY_OFFSET) free with its VNC port: another run on this machine may hold one. */
const freeDisplay = () => {
  const ports = listening()
  let n = 70 + Number(process.env.E2E_DISPLAY_OFFSET ?? 0)
  while (fs.existsSync(`/tmp/.X${n}-lock`) || fs.existsSync(`/tmp/.X11-unix/X${n}`) || ports.has(5900 + n)) n++
  return n
}

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
const api = async <T>(page: Page, method: 'GET' | 'POST', path: string, data?: object) => {
  const res = await page.request.fetch(`${serverOrigin()}${path}`, { method, headers: { 'operating-token': await tokenOf(page) }, ...(data ? { data } : {}) })
  const body = (await res.json()) as { status: boolean; data: T; message: string }
  if (!body.status) throw new Error(`${path}: ${body.message}`)
  return body.data
}

let sim: ChildProcess | null = null
let simOut = ''
test.afterEach(() => {
  sim?.kill('SIGTERM')
  sim = null
})

test('an operator sees and clicks a store device’s screen through the relay, and finds the session in the records', async ({ page }) => {
  test.setTimeout(300_000)
  await signInAsOperator(page)
  const store = (await api<{ list: Array<{ id: number; name: string }> }>(page, 'GET', '/org-center/shop/list?pageSize=1')).list[0]!
  const { token } = await api<{ token: string }>(page, 'POST', '/device-center/remote-tool/enrol-token', { storeId: store.id, devices: 1 })
  const prefix = `E2E${Date.now() % 1_000_000}`
  const sn = `${prefix}-001`
  const display = freeDisplay()
  sim = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'scripts/device-simulate.ts', '--server', serverOrigin(), '--enrol', token, '--screen', '--display', `:${display}`, '--vnc-port', String(5900 + display), '--answer-delay', '2500', '--apply-every', '3', '--prefix', prefix],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  sim.stdout!.on('data', (d: Buffer) => (simOut += d.toString()))
  sim.stderr!.on('data', (d: Buffer) => (simOut += d.toString()))
  await expect.poll(() => simOut, { timeout: 30_000 }).toContain('ready: 1 device(s)')

  await page.goto(`/businessCenter/remoteAssistance/device?shopId=${store.id}`)
  const row = page.getByRole('row').filter({ hasText: sn })
  await expect(row.getByRole('cell', { name: '在线', exact: true })).toBeVisible()
  await row.getByRole('button', { name: '远程协助' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('正在等待设备响应…')).toBeVisible()
  await expect(dialog.getByText(/^\d{9}$/)).toBeVisible({ timeout: 15_000 })

  const popupPromise = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: '打开远程桌面' }).click()
  const desk = await popupPromise
  await expect(desk.getByRole('status')).toContainText('已连接', { timeout: 20_000 })
  const canvas = desk.getByTestId('remote-screen').locator('canvas')
  await expect(canvas).toBeVisible()
  // The device's screen, drawn: the light POS window with its buttons, not a blank canvas.
  const findButton = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d')!
      const { data, width, height } = ctx.getImageData(0, 0, c.width, c.height)
      const at = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3)
      const near = (p: Uint8ClampedArray, r: number, g: number, b: number) => Math.abs(p[0]! - r) + Math.abs(p[1]! - g) + Math.abs(p[2]! - b) < 30
      let box = { x0: width, y0: height, x1: -1, y1: -1 }
      for (let y = 0; y < height; y += 2)
        for (let x = 0; x < width; x += 2) {
          const p = at(x, y)
          if (near(p, 0xff, 0xf7, 0xe6)) box = { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) }
        }
      // The lowest dark pixels inside the window are its buttons' bottom edge; the first button starts at the leftmost.
      let button: { x: number; y: number } | null = null
      for (let y = box.y1; y > box.y0 && !button; y--)
        for (let x = box.x0; x < box.x1; x++)
          if (near(at(x, y), 0x33, 0x33, 0x33)) {
            button = { x: x + 12, y: y - 6 }
            break
          }
      return { width, height, box, button, rect: c.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number } }
    })
  // The POS window the device draws (its light body, over 100 px wide) arrives through the relay. The
  // root's blue (xsetroot) is not asked for: on a fresh CI machine x11vnc served the root black.
  await expect.poll(async () => { const s = await findButton(); return s.box.x1 - s.box.x0 }, { timeout: 10_000 }).toBeGreaterThan(100)
  const seen = await findButton()
  expect(seen.button).not.toBeNull()
  const scale = seen.rect.width / seen.width
  await desk.mouse.click(seen.rect.x + seen.button!.x * scale, seen.rect.y + seen.button!.y * scale)
  await expect.poll(() => simOut, { timeout: 10_000 }).toContain('device click: CHECKOUT')
  // The keyboard: the device's input window sits at 20,20 (240 × 60) of its 800 × 600 screen; with no
  // window manager the keys go where the pointer is. Click into it, type, press Enter: the device
  // prints what it received.
  await desk.mouse.click(seen.rect.x + 140 * scale, seen.rect.y + 50 * scale)
  await desk.keyboard.type('order 1024')
  await desk.keyboard.press('Enter')
  await expect.poll(() => simOut, { timeout: 10_000 }).toContain('device typed: order 1024')
  await desk.screenshot({ path: 'test-results/e2e/remote-desktop.png' })

  const closed = desk.waitForEvent('close')
  await desk.getByRole('button', { name: '结束远程' }).click()
  await closed
  await expect(dialog).toBeHidden()

  await page.goto('/businessCenter/remoteAssistance/records')
  const record = page.getByRole('row').filter({ hasText: sn })
  await expect(record.getByText('主控发起')).toBeVisible()
  await expect(record.getByText(/\d+ 秒/)).toBeVisible()

  // The store asks for help (the simulator applies every few seconds); the operator answers it.
  await expect.poll(() => simOut, { timeout: 20_000 }).toMatch(/applied \(\d+\)/)
  await page.goto('/businessCenter/remoteAssistance/apply')
  const search = page.getByPlaceholder('请输入设备SN')
  await search.fill(sn)
  await search.press('Enter')
  const application = page.getByRole('row').filter({ hasText: sn })
  await expect(application.getByText('申请中')).toBeVisible()
  await application.getByRole('button', { name: '开始远程协助' }).click()
  await expect(dialog.getByText(/^\d{9}$/)).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('button', { name: /取\s*消/ }).click()
  // The answered application is completed and can no longer be started. The simulator goes on applying
  // every few seconds, so a new 申请中 row of the same device may appear beside it: look at the completed ones.
  const completed = application.filter({ hasText: '已完成' })
  await expect(completed.first()).toBeVisible()
  await expect(completed.getByRole('button', { name: '开始远程协助' })).toHaveCount(0)
})
