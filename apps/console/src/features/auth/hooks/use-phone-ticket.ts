import { useCallback, useRef } from 'react'
import type { SmsPurposeValue } from '../api/send-code.js'
import { validateSmsCode } from '../api/validate-sms-code.js'

/**
 * Trades phone and code for the ticket that `register` and `reset-password` take. The code is spent
 * by the trade, so a second submit with the same code (after, say, a name the server refused)
 * reuses the ticket while it lasts.
 */
export const usePhoneTicket = (type: SmsPurposeValue) => {
  const last = useRef<{ phone: string; code: string; ticket: string; expiresAt: number } | null>(null)
  const ticketFor = useCallback(
    async (phone: string, code: string) => {
      const kept = last.current
      if (kept && kept.phone === phone && kept.code === code && kept.expiresAt > Date.now()) return kept.ticket
      const { ticket, expiresInSeconds } = await validateSmsCode(phone, code, type)
      last.current = { phone, code, ticket, expiresAt: Date.now() + (expiresInSeconds - 5) * 1000 }
      return ticket
    },
    [type],
  )
  const forget = useCallback(() => {
    last.current = null
  }, [])
  return { ticketFor, forget }
}
