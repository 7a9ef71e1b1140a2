import { METADATA_APP } from '@yunying/contracts'

/** The gateway app of the check and reconciliation calls. */
export const CHECKS_APP = METADATA_APP

/** The query keys of the feature. */
export const checksKeys = {
  counts: ['data-checks', 'counts'] as const,
  fails: ['data-checks', 'fails'] as const,
  keys: ['data-checks', 'keys'] as const,
  reconcile: ['data-checks', 'reconcile'] as const,
}
