import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

/** `POST /org-center/operating-menu/delete`. */
export const deleteMenuNode = (body: { id: number }) => post<null>(SYSTEM_APP, 'operating-menu/delete', body)

export const useDeleteMenuNode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteMenuNode, onSettled: () => void client.invalidateQueries({ queryKey: menuKeys.all }) })
}
