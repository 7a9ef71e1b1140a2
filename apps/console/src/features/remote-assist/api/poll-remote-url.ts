import type { RemoteConfig } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { REMOTE_TOOL_APP } from './remote-keys.js'

/** `remote-tool/remote-url` (spec 3 §7.3): polled every 2 s until the config's type is 1. */
export const pollRemoteUrl = (session: { remoteId: string; remoteToolId: number }) => post<RemoteConfig>(REMOTE_TOOL_APP, 'remote-tool/remote-url', session)
