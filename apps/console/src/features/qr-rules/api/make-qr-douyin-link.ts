import { useMutation } from '@tanstack/react-query'
import type { QrDouyinLink } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP } from './qr-keys.js'

/** `POST …/tool/qrcode/app/douyin-link`: Douyin's server makes (or the product reuses) the link this bound code opens in Douyin. */
export const makeQrDouyinLink = (codeId: number) => post<QrDouyinLink>(QR_APP, 'cmk-operating/tool/qrcode/app/douyin-link', { codeId }, { silent: true })

export const useMakeQrDouyinLink = () => useMutation({ mutationFn: makeQrDouyinLink })
