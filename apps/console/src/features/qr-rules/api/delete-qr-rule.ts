import { useMutation, useQueryClient } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { QR_APP, qrKeys } from './qr-keys.js'

/** `GET …/qrcode-config/del {id}`: only a disabled rule (409 启用中的规则不能删除，请先停用). */
export const deleteQrRule = (id: number) => get<null>(QR_APP, 'cmk-operating/qrcode-config/del', { id })

export const useDeleteQrRule = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteQrRule, onSettled: () => client.invalidateQueries({ queryKey: qrKeys.all }) })
}
