import { useMutation, useQueryClient } from '@tanstack/react-query'
import { INCREMENT_SAVE, type ConfigSaveResult, type ConfigValueEntryInput } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CONFIG_APP, CONFIG_BASE, configKeys, idOf, type ConfigOwnerKind, type Operator } from './config-keys.js'

export type SaveConfigInput = Operator & { configValues: ConfigValueEntryInput[]; version: number }

/**
 * `POST …/save` with `incrementSave` -999: the listed values only, at the loaded version (409 when someone saved since).
 * Silent: the editor shows the refusal where it fits (409 asks to refresh; the input stays).
 */
export const saveConfig = (kind: ConfigOwnerKind, id: number, body: SaveConfigInput) =>
  post<ConfigSaveResult>(CONFIG_APP, `${CONFIG_BASE[kind]}/save`, { ...idOf(kind, id), ...body, incrementSave: INCREMENT_SAVE }, { silent: true })

export const useSaveConfig = (kind: ConfigOwnerKind, id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SaveConfigInput) => saveConfig(kind, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  })
}
