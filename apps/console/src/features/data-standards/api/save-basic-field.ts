import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BasicField, SaveBasicFieldBodySchema } from '@yunying/contracts'
import type { z } from 'zod'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/basic-field-config/save`: a new attribute of a module (no `id`), or its name, type and display. */
export type SaveBasicFieldBody = z.input<typeof SaveBasicFieldBodySchema>

export const saveBasicField = (body: SaveBasicFieldBody) => post<BasicField>(DS_APP, 'operating/basic-field-config/save', { ...body })

export const useSaveBasicField = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveBasicField, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.basic }) })
}
