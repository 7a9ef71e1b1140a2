import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Purposes of a code, as `send-sms-v2` takes them. */
export const Purpose = { login: 1, register: 2, resetPassword: 3 } as const

interface OutboxEntry {
  phone: string
  code: string
  purpose: number
  channel: 'sms' | 'voice'
  sentAt: string
}

/** A phone no other test uses: 137 and eight digits from the clock and chance. */
export const freshPhone = () => `137${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`

/**
 * The newest code sent to `phone` for `purpose` after `since`, from the server's offline SMS outbox
 * (the `log` provider, on in these tests). Waits for it to arrive.
 */
export const readSmsCode = async (request: APIRequestContext, phone: string, purpose: number, since = 0): Promise<string> => {
  let code = ''
  await expect
    .poll(
      async () => {
        const res = await request.get(`/sellers/exclude/dev/sms-outbox?phone=${phone}`)
        const entries = ((await res.json()) as { data: OutboxEntry[] }).data
        const found = entries.find((e) => e.purpose === purpose && Date.parse(e.sentAt) >= since)
        code = found?.code ?? ''
        return code
      },
      { message: `a code for ${phone} in the SMS outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/)
  return code
}

/** On a form with 获取验证码: asks for the code, sees the countdown start, and types the code `phone` received for `purpose`. */
export const fillSentCode = async (page: Page, phone: string, purpose: number) => {
  const since = Date.now() - 1000
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByRole('button', { name: /\d+s 后重新发送$/ })).toBeDisabled()
  await page.getByPlaceholder('请输入6位验证码').fill(await readSmsCode(page.request, phone, purpose, since))
}

/** Registers an account through the API, as the registration screen would, and returns nothing of its session. */
export const registerByApi = async (request: APIRequestContext, phone: string, password: string, name = '测试店员') => {
  const since = Date.now() - 1000
  const sent = await request.post('/org-center/account/send-sms-v2', { data: { phone, type: Purpose.register } })
  expect((await sent.json()).status).toBe(true)
  const smsCode = await readSmsCode(request, phone, Purpose.register, since)
  const validated = await (await request.post('/org-center/account/validate-sms-code', { data: { phone, smsCode, type: Purpose.register, from: 1 } })).json()
  expect(validated.status).toBe(true)
  const registered = await (await request.post('/org-center/account/register', { data: { phone, ticket: validated.data.ticket, name, password } })).json()
  expect(registered.status).toBe(true)
}

/** Saves a screenshot of the sign-in screens where the team looks for them. */
export const shoot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/login-${name}.png`, fullPage: true })

/** The six code boxes of step 2. */
export const codeBoxes = (page: Page) => page.getByRole('group', { name: '验证码' }).getByRole('textbox')

/** Types a code into the boxes as a user would, one digit after another. */
export const typeCode = async (page: Page, code: string) => {
  await codeBoxes(page).first().click()
  await page.keyboard.type(code, { delay: 30 })
}
