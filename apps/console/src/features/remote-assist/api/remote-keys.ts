import { REMOTE_APP } from '@yunying/contracts'

/** The gateway app of remote assistance (`/device-center/remote-tool/…`). */
export const REMOTE_TOOL_APP = REMOTE_APP

/** The query keys of the feature: a session started refreshes `all` (counts, statuses). */
export const remoteKeys = {
  all: ['remote-assist'] as const,
  devices: (params: object) => ['remote-assist', 'devices', params] as const,
  applications: (params: object) => ['remote-assist', 'applications', params] as const,
  records: (params: object) => ['remote-assist', 'records', params] as const,
  stores: (brandId: number | undefined, keyword: string) => ['remote-assist', 'stores', brandId ?? 0, keyword] as const,
}
