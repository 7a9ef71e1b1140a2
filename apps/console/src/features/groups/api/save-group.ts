import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { GroupDetail, SaveGroupBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { GROUPS_APP, groupKeys } from './group-keys.js'

/** `POST /org-center/group/save-group`: creates a group, or updates one with its `id` and `version`. */
export const saveGroup = (body: Partial<SaveGroupBody>) => post<GroupDetail>(GROUPS_APP, 'group/save-group', body)

/** Saves and refreshes every group query (the list row and the detail); the caller acts only on success. */
export const useSaveGroup = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveGroup, onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }) })
}
