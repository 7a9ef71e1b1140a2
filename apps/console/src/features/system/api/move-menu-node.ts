import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

/** `POST /org-center/operating-menu/move`: the node under `pid`, at `index` among its siblings. */
export const moveMenuNode = (body: { id: number; pid: number; index: number }) => post<null>(SYSTEM_APP, 'operating-menu/move', body)

export const useMoveMenuNode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: moveMenuNode, onSettled: () => void client.invalidateQueries({ queryKey: menuKeys.all }) })
}
