import { useMutation, useQueryClient } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `GET …/tool/qrcode/app/del {id}`: removes a registration (404 登记不存在或已删除). */
export const deleteQrApp = (id: number) => get<null>(QR_APP, 'cmk-operating/tool/qrcode/app/del', { id })

export const useDeleteQrApp = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteQrApp, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.apps }) })
}
