import { METADATA_APP } from '@yunying/contracts'

/** The gateway app of the data-standard calls. */
export const DS_APP = METADATA_APP

/** The query keys of the feature: a change refreshes the keys it touches. */
export const dsKeys = {
  dict: ['data-standards', 'dict'] as const,
  definitions: ['data-standards', 'definitions'] as const,
  logs: ['data-standards', 'logs'] as const,
  rules: ['data-standards', 'rules'] as const,
  basic: ['data-standards', 'basic'] as const,
}
