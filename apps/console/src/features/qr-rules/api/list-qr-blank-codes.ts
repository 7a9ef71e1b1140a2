import { queryOptions } from '@tanstack/react-query'
import type { QrBlankPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `POST …/tool/qrcode/blank/page`: a brand's blank codes, newest first, searched by token or URL. */
export const fetchQrBlankCodes = (brandId: number, keyword: string) =>
  post<QrBlankPage>(QR_APP, 'cmk-operating/tool/qrcode/blank/page', { brandId, keyword: keyword || undefined, pageNumber: 1, pageSize: 20 })

/** The search of the bind dialog's blank-code picker: the first 20 matches. */
export const qrBlankCodesQuery = (brandId: number) => (keyword: string) =>
  queryOptions({ queryKey: qrKeys.blanks({ brandId, keyword }), queryFn: async () => (await fetchQrBlankCodes(brandId, keyword)).list })
