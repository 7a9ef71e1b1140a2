import { Form } from 'antd'
import { useSearchParams } from 'react-router-dom'
import type { SmsPurposeValue } from '../api/send-code.js'
import { hasBeenRegistered } from '../api/has-been-registered.js'
import { normalizePhone } from '../lib/phone.js'
import { useCodeSender } from './use-code-sender.js'

/**
 * The phone-and-code step of registration and password reset: the form, the phone the link carried
 * (`?phone=`) to start with, the phone as typed, the code sender for `purpose`, and `isRegistered()`:
 * whether the phone, once valid, has an account (null when it is not valid, its error then shown, or
 * the check failed).
 */
export const usePhoneStep = <Values extends { phone: string }>(purpose: SmsPurposeValue) => {
  const [params] = useSearchParams()
  const initialPhone = normalizePhone(params.get('phone'))
  const [form] = Form.useForm<Values>()
  const phone: string = Form.useWatch('phone', form) ?? ''
  const sender = useCodeSender(purpose)
  const isRegistered = async (): Promise<boolean | null> => {
    try {
      await form.validateFields(['phone'])
      return (await hasBeenRegistered(phone)).registered
    } catch {
      return null
    }
  }
  return { form, initialPhone, phone, sender, isRegistered }
}
