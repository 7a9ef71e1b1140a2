import { useMutation } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { QR_APP } from './qr-keys.js'

/** `POST …/tool/qrcode/blank-batch`: N blank codes for a brand; the ZIP is written by a task-centre job. */
export const orderBlankCodes = (body: { brandId: number; count: number }) => post<{ flowNo: string; planId: number }>(QR_APP, 'cmk-operating/tool/qrcode/blank-batch', body)

export const useOrderBlankCodes = () => useMutation({ mutationFn: orderBlankCodes })
