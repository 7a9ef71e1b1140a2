import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DictionaryDetail, DictionaryFieldInput } from '@yunying/contracts'
import { useOperatorIdentity, type OperatorIdentity } from '../../../shared/lib/operator-identity.js'
import { post, RequestError } from '../../../shared/lib/request.js'
import { CONFIG_APP, DICTIONARY_BASE, dictionaryKeys } from './config-keys.js'

/** The field as the editor sends it, with who saves it (spec 2 §6: name and mobile go with every dictionary save). */
export type DictionarySaveBody = Omit<DictionaryFieldInput, 'operatingUrl'>

export type DictionarySaveInput = DictionarySaveBody & { id?: number; version?: number }

/**
 * `POST …/add`, or `POST …/update` with `id` and the loaded `version`. The request layer shows
 * every refusal (400 with the rule's message, 403, 409 字段已被他人修改); the editor keeps its input.
 */
export const saveDictionaryField = ({ id, version, ...field }: DictionarySaveInput, saver: OperatorIdentity) =>
  id
    ? post<DictionaryDetail>(CONFIG_APP, `${DICTIONARY_BASE}/update`, { ...field, ...saver, id, version })
    : post<DictionaryDetail>(CONFIG_APP, `${DICTIONARY_BASE}/add`, { ...field, ...saver })

export const useSaveDictionaryField = () => {
  const client = useQueryClient()
  const saver = useOperatorIdentity()
  return useMutation({
    mutationFn: (input: DictionarySaveInput) => saveDictionaryField(input, saver),
    // A refusal may mean someone else changed the list meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: dictionaryKeys.all }),
  })
}

/** Whether a failed save was refused because the field changed since it was loaded (or a code is taken). */
export const isConflict = (error: unknown) => error instanceof RequestError && error.httpStatus === 409
