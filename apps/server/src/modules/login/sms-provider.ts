import { createHmac } from 'node:crypto'

export interface SmsMessage {
  phone: string
  code: string
  /** 1 login, 2 register, 3 reset password. */
  purpose: number
  channel: 'sms' | 'voice'
}

/** Sends verification codes. Production talks to an SMS gateway; the offline one writes to the log. */
export interface SmsProvider {
  readonly name: 'log' | 'http'
  send(message: SmsMessage): Promise<void>
}

export interface OutboxEntry extends SmsMessage {
  sentAt: string
}

/**
 * The offline provider: writes each code to the server log and keeps the last 200 in memory,
 * so a developer (or a browser test) can read them. Refused in production by the configuration.
 */
export const createLogSmsProvider = (log: (line: string) => void) => {
  const outbox: OutboxEntry[] = []
  return {
    name: 'log' as const,
    outbox,
    async send(message: SmsMessage) {
      outbox.unshift({ ...message, sentAt: new Date().toISOString() })
      outbox.length = Math.min(outbox.length, 200)
      log(`[sms:log] ${message.channel === 'voice' ? '语音' : '短信'}验证码 ${message.phone} → ${message.code}`)
    },
  }
}

export interface HttpSmsOptions {
  url: string
  secret: string
  timeoutMs?: number
  now?: () => Date
}

/**
 * POSTs `{ phone, code, purpose, channel, timestamp }` as JSON to the gateway, signed with
 * `X-Signature: hex(HMAC-SHA256(secret, timestamp + "." + body))`. A non-2xx answer is a failure.
 */
export const createHttpSmsProvider = ({ url, secret, timeoutMs = 5000, now = () => new Date() }: HttpSmsOptions): SmsProvider => ({
  name: 'http',
  async send(message) {
    const timestamp = String(Math.floor(now().getTime() / 1000))
    const body = JSON.stringify({ ...message, timestamp })
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`)
  },
})
