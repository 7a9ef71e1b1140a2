import { SYNC_TYPES, SYNC_TYPE_CODES, type SyncType } from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { syncHeaders } from './dictionary-sync.signature.js'

export interface SyncPeer {
  url: string
  secret: string
}
export type SyncPeers = Readonly<Partial<Record<SyncType, SyncPeer>>>

interface PeerAnswer {
  status: boolean
  code: number
  message: string
  data: unknown
}

/** Why a call did not get an answer, in words for the operator. */
const reasonOf = (error: unknown, timeoutMs: number) => {
  const e = error as { name?: string; cause?: { code?: string } }
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `${timeoutMs < 1000 ? `${timeoutMs} 毫秒` : `${Math.round(timeoutMs / 100) / 10} 秒`}内没有应答`
  switch (e.cause?.code) {
    case 'ECONNREFUSED':
      return '连接被拒绝'
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return '无法解析地址'
    case 'ECONNRESET':
      return '连接被重置'
    default:
      return '网络不通'
  }
}

/**
 * Signed calls to the other deployments of SYNC_PEERS (outside any transaction). Every failure is an
 * AppError with a Chinese message: 502 when the peer is unreachable or answers badly, and the peer's
 * own 400 or 409 (with its data) when it refuses the push. Secrets go only into the signature.
 */
export const createSyncPeerClient = ({ peers, stage, timeoutMs, clock }: { peers: SyncPeers; stage: string; timeoutMs: number; clock: Clock }) => {
  const types = (): SyncType[] => SYNC_TYPE_CODES.filter((t) => peers[t])

  const call = async (syncType: SyncType, path: string, body: unknown): Promise<unknown> => {
    const peer = peers[syncType]
    const label = SYNC_TYPES[syncType]
    if (!peer) throw new AppError('BAD_REQUEST', `本环境未配置同步目标：${label}`)
    const url = `${peer.url.replace(/\/+$/, '')}${path}`
    const raw = JSON.stringify(body)
    let res: Response
    let answer: PeerAnswer | null = null
    try {
      res = await fetch(url, { method: 'POST', headers: syncHeaders(stage, peer.secret, raw, clock.now()), body: raw, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
      const text = await res.text()
      try {
        const parsed = JSON.parse(text) as PeerAnswer
        if (parsed && typeof parsed.status === 'boolean') answer = parsed
      } catch {
        /* not our envelope: a proxy's page */
      }
    } catch (error) {
      throw new AppError('SYNC_PEER_FAILED', `同步目标不可达：${label}（${reasonOf(error, timeoutMs)}），请稍后再试或检查同步配置`, null, { peer: url, error: String(error) })
    }
    if (answer?.status) return answer.data
    if (res.status === 401) throw new AppError('SYNC_PEER_FAILED', `同步目标（${label}）拒绝了本环境的签名，请检查两端的同步密钥配置`, null, { peer: url, status: 401 })
    if (res.status === 404) throw new AppError('SYNC_PEER_FAILED', `同步目标（${label}）不支持一键同步，请确认同步地址`, null, { peer: url, status: 404 })
    if (answer && res.status === 409) throw new AppError('CONFLICT', answer.message, answer.data)
    if (answer && res.status === 400) throw new AppError('BAD_REQUEST', `同步目标（${label}）未接受：${answer.message}`, answer.data)
    if (!answer) throw new AppError('SYNC_PEER_FAILED', `同步目标（${label}）的应答无法识别（HTTP ${res.status}），请确认同步地址`, null, { peer: url, status: res.status })
    throw new AppError('SYNC_PEER_FAILED', `同步目标（${label}）出错：${answer.message}`, null, { peer: url, status: res.status, code: answer.code })
  }

  return { types, call }
}
export type SyncPeerClient = ReturnType<typeof createSyncPeerClient>
