import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QrDictItem } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

export type QrDictCode = 'qrcode_bind_channel' | 'qrcode_type' | 'qrcode_bind_qrcode_type'

/** `GET …/sys/dict/list {code}`: the channels, pages (QR types) and WeChat QR types of the base data. */
export const fetchQrDict = (code: QrDictCode) => get<QrDictItem[]>(QR_APP, 'cmk-operating/sys/dict/list', { code })

export const qrDictOptions = (code: QrDictCode) => queryOptions({ queryKey: qrKeys.dict(code), queryFn: () => fetchQrDict(code), staleTime: 5 * 60_000 })

export const useQrDict = (code: QrDictCode) => useQuery(qrDictOptions(code))
