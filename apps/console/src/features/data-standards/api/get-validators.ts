import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ControlType, ValidatorType } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `GET operating/metadata-definite/get-validator-by-control-type`: the validators the server allows for a control type. */
export const fetchValidators = (controlType: ControlType) => get<Array<{ code: ValidatorType; name: string }>>(DS_APP, 'operating/metadata-definite/get-validator-by-control-type', { controlType })

export const validatorsOptions = (controlType: ControlType) => queryOptions({ queryKey: [...dsKeys.dict, 'validators', controlType], queryFn: () => fetchValidators(controlType), staleTime: Infinity })

export const useValidators = (controlType: ControlType | undefined) => useQuery({ ...validatorsOptions(controlType ?? 'TEXT'), enabled: Boolean(controlType) })
