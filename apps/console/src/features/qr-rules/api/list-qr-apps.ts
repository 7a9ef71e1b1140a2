import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QrAppRegistration } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `POST …/tool/qrcode/app/list`: every mini-program registration of the code prefix (a few: one per channel and app id). */
export const fetchQrApps = () => post<QrAppRegistration[]>(QR_APP, 'cmk-operating/tool/qrcode/app/list', {})

export const qrAppsOptions = () => queryOptions({ queryKey: qrKeys.apps, queryFn: fetchQrApps })

export const useQrApps = () => useQuery(qrAppsOptions())
