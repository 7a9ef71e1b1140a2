import { useMutation } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { QR_APP } from './qr-keys.js'

/** `POST …/tool/qrcode/refresh`: re-resolve the codes bound under a rule, as a task-centre job. */
export const refreshQrRule = (ruleId: number) => post<{ flowNo: string; planId: number }>(QR_APP, 'cmk-operating/tool/qrcode/refresh', { ruleId })

export const useRefreshQrRule = () => useMutation({ mutationFn: refreshQrRule })
