import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImportResult } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/metadata-definite/import`: `dryRun` previews per definition; otherwise all enter review. */
export const importDefinitions = (body: { format: string; definitions: Array<Record<string, unknown>>; dryRun: boolean }) => post<ImportResult>(DS_APP, 'operating/metadata-definite/import', body)

export const useImportDefinitions = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: importDefinitions, onSuccess: (r) => (r.applied ? client.invalidateQueries({ queryKey: dsKeys.definitions }) : undefined) })
}
