import type { RemoteConfig } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { REMOTE_TOOL_APP } from './remote-keys.js'

/** `remote-tool/remote` (spec 3 §7.3): `type` 1 for a device id, 2 for an application id; answers the remote config. */
export const startRemote = (target: { id: number; type: 1 | 2 }) => post<RemoteConfig>(REMOTE_TOOL_APP, 'remote-tool/remote', target)
