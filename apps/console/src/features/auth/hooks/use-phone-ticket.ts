import type { FormInstance } from 'antd'
import { useCallback, useRef, useState } from 'react'
import { RequestError } from '../../../shared/lib/request.js'
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

interface TicketedValues {
  phone: string
  smsCode: string
}

/**
 * The submit of a page that proves a phone by code first (registration, password reset): trade
 * the code for a ticket (a refused code shows under the code field), then run `action` with it.
 * A failed action has had its message shown by the request layer and drops the ticket.
 */
export const useTicketedSubmit = <V extends TicketedValues>(
  type: SmsPurposeValue,
  form: FormInstance<V>,
  action: (values: V, ticket: string) => Promise<void>,
) => {
  const tickets = usePhoneTicket(type)
  const [submitting, setSubmitting] = useState(false)
  const submit = async (values: V) => {
    setSubmitting(true)
    try {
      let ticket: string
      try {
        ticket = await tickets.ticketFor(values.phone, values.smsCode)
      } catch (error) {
        if (error instanceof RequestError) form.setFields([{ name: 'smsCode', errors: [error.message] }] as Parameters<FormInstance<V>['setFields']>[0])
        return
      }
      await action(values, ticket)
    } catch {
      tickets.forget()
    } finally {
      setSubmitting(false)
    }
  }
  return { submit, submitting }
}
