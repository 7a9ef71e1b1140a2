import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MenuNodeSaveBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SYSTEM_APP, menuKeys } from './system-keys.js'

/** `POST /org-center/operating-menu/save`: a new node without `id`, else the node with that `id`. */
export const saveMenuNode = (body: Omit<MenuNodeSaveBody, 'operatingUrl'>) => post<{ id: number }>(SYSTEM_APP, 'operating-menu/save', body)

export const useSaveMenuNode = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveMenuNode, onSettled: () => void client.invalidateQueries({ queryKey: menuKeys.all }) })
}
