import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QrRule } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `GET …/qrcode-config/detail {id}`. */
export const fetchQrRule = (id: number) => get<QrRule>(QR_APP, 'cmk-operating/qrcode-config/detail', { id })

export const qrRuleOptions = (id: number) => queryOptions({ queryKey: qrKeys.detail(id), queryFn: () => fetchQrRule(id), staleTime: 0 })

/** The rule being edited; nothing is asked for a new rule (`id` null). */
export const useQrRule = (id: number | null) => useQuery({ ...qrRuleOptions(id ?? 0), enabled: id !== null })
