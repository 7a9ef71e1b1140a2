import { useMutation } from '@tanstack/react-query'
import type { SyncApply, SyncFieldResult, SyncType } from '@yunying/contracts'
import { useOperatorIdentity, type OperatorIdentity } from '../../../shared/lib/operator-identity.js'
import { post, RequestError } from '../../../shared/lib/request.js'
import { CONFIG_APP, SYNC_URL } from './config-keys.js'

/** A v4 UUID; `crypto.randomUUID` exists only on https and localhost, the console may run on plain http. */
export const newRequestId = () => {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface ApplySyncInput {
  fieldCode: string
  syncType: SyncType
  /** The target's version the plan saw (null: the target had no such field). */
  targetVersion: number | null
  /** One id per push: a retry with the same id is answered without writing twice. */
  requestId: string
}

/** `POST /pandora/field-config/onekey-sync` with mode apply: pushes the field at the planned version; the per-field results, or a refusal with them. */
export const applySync = (input: ApplySyncInput, saver: OperatorIdentity) => post<SyncApply>(CONFIG_APP, SYNC_URL, { ...saver, ...input, mode: 'apply' }, { silent: true })

export const useApplySync = () => {
  const saver = useOperatorIdentity()
  return useMutation({ mutationFn: (input: ApplySyncInput) => applySync(input, saver) })
}

/** The per-field results a refusal (409 conflict, 400 invalid) carries, if any. */
export const resultsOfError = (error: unknown): SyncFieldResult[] => {
  if (!(error instanceof RequestError)) return []
  const data = error.data as { results?: SyncFieldResult[] } | null
  return Array.isArray(data?.results) ? data.results : []
}

/** Whether an apply failed before the target could answer (a retry with the same request id is safe). */
export const isTransportFailure = (error: unknown) => error instanceof RequestError && (error.code === -1 || error.httpStatus === 502)
