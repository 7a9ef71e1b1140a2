import type { SyncApply, SyncFieldResult, SyncPlan, SyncType } from '@yunying/contracts'
import { useMutation } from '@tanstack/react-query'
import { post, RequestError } from '../../../shared/lib/request.js'
import { useSaver } from './dictionary.js'

const URL = 'field-config/onekey-sync'

/** A v4 UUID; `crypto.randomUUID` exists only on https and localhost, the console may run on plain http. */
export const newRequestId = () => {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * `POST /pandora/field-config/onekey-sync` with mode plan: what pushing the field would change on the
 * target (a diff per property and the target's version). Silent: the dialog shows the refusal itself.
 */
export const usePlanSync = () => {
  const saver = useSaver()
  return useMutation({
    mutationFn: ({ fieldCode, syncType }: { fieldCode: string; syncType: SyncType }) => post<SyncPlan>('pandora', URL, { ...saver, fieldCode, syncType, mode: 'plan' }, { silent: true }),
  })
}

export interface ApplySyncInput {
  fieldCode: string
  syncType: SyncType
  /** The target's version the plan saw (null: the target had no such field). */
  targetVersion: number | null
  /** One id per push: a retry with the same id is answered without writing twice. */
  requestId: string
}

/** mode apply: pushes the field at the planned version; the per-field results, or a refusal with them. */
export const useApplySync = () => {
  const saver = useSaver()
  return useMutation({
    mutationFn: (input: ApplySyncInput) => post<SyncApply>('pandora', URL, { ...saver, ...input, mode: 'apply' }, { silent: true }),
  })
}

/** The per-field results a refusal (409 conflict, 400 invalid) carries, if any. */
export const resultsOfError = (error: unknown): SyncFieldResult[] => {
  if (!(error instanceof RequestError)) return []
  const data = error.data as { results?: SyncFieldResult[] } | null
  return Array.isArray(data?.results) ? data.results : []
}

/** Whether an apply failed before the target could answer (a retry with the same request id is safe). */
export const isTransportFailure = (error: unknown) => error instanceof RequestError && (error.code === -1 || error.httpStatus === 502)
