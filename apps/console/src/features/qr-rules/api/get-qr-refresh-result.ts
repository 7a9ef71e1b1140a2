import type { QrRefreshResult } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { QR_APP } from './qr-keys.js'

/** `GET …/tool/qrcode/refresh/result {planId}`: a refresh job's progress and, once done, how many codes now open a different page. */
export const fetchQrRefreshResult = (planId: number) => get<QrRefreshResult>(QR_APP, 'cmk-operating/tool/qrcode/refresh/result', { planId })
