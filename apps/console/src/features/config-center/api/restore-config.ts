import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConfigSaveResult } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CONFIG_APP, CONFIG_BASE, configKeys, idOf, type ConfigOwnerKind, type Operator } from './config-keys.js'

export type RestoreConfigInput = Operator & { toVersion: number }

/** `POST …/restore`: an earlier version becomes the newest (a new version, through the save rules). Silent: the drawer shows the refusal. */
export const restoreConfig = (kind: ConfigOwnerKind, id: number, body: RestoreConfigInput) =>
  post<ConfigSaveResult>(CONFIG_APP, `${CONFIG_BASE[kind]}/restore`, { ...idOf(kind, id), ...body }, { silent: true })

export const useRestoreConfig = (kind: ConfigOwnerKind, id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RestoreConfigInput) => restoreConfig(kind, id, body),
    onSettled: () => client.invalidateQueries({ queryKey: configKeys.all }),
  })
}
