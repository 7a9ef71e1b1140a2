import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { touchDevice, touchDevices, type PresenceTouch } from './remote-assist.repository.js'

/** What a heartbeat says about its device. */
export interface Beat {
  at: Date
  controllable?: boolean | undefined
  clientVersion?: string | undefined
}

export interface PresenceDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** How often the buffered "still here" beats are written, in one statement (ms). */
  flushMs?: number
  /** A beat whose device this instance last wrote longer ago than this is written at once (ms). */
  writeThroughMs: number
}

/**
 * Presence from heartbeats (every device, every ten seconds) without a write per beat. A beat that
 * changes what an operator can see at once is written through: the first one this instance hears
 * from a device, a change of `controllable` or client version, and one after a silence of
 * `writeThroughMs` (the device may have shown offline meanwhile). Every other beat only moves
 * `last_seen_at` on: it is kept here and written with all the others in one statement every
 * `flushMs`, so 500 devices cost one write a second instead of fifty. Another instance sees such a
 * time at most `flushMs` late, well inside the 30 s that presence allows; this instance's own reads
 * call `flush` first.
 */
export const createDevicePresence = ({ db, clock, log, flushMs = 1000, writeThroughMs }: PresenceDeps) => {
  /** What this instance last wrote for each device it heard from. */
  const written = new Map<string, { at: number; controllable: boolean | undefined; clientVersion: string | undefined }>()
  let pending = new Map<string, Date>()

  const write = async () => {
    if (pending.size === 0) return
    const batch: PresenceTouch[] = [...pending].map(([keyId, at]) => ({ keyId, at }))
    pending = new Map()
    try {
      await touchDevices(db, batch)
    } catch (err) {
      // The next beat of each device is buffered again; presence is a few seconds stale meanwhile.
      log.warn({ err }, 'device presence not written')
    }
    // Devices silent for longer than a write-through would allow are forgotten: their next beat writes through.
    const cutoff = clock.now().getTime() - writeThroughMs
    for (const [keyId, w] of written) if (w.at < cutoff && !pending.has(keyId)) written.delete(keyId)
  }
  // One write at a time, in order, as the QR counts do: the last flush on close waits for a running one.
  let writing: Promise<void> = Promise.resolve()
  const flush = () => (writing = writing.then(write))
  const timer = setInterval(() => void flush(), flushMs)
  timer.unref()

  return {
    /** Records a beat; false when no device has this key (it was deleted meanwhile). */
    async beat(keyId: string, beat: Beat): Promise<boolean> {
      const known = written.get(keyId)
      const changes =
        !known ||
        beat.at.getTime() - known.at > writeThroughMs ||
        (beat.controllable !== undefined && beat.controllable !== known.controllable) ||
        (beat.clientVersion !== undefined && beat.clientVersion !== known.clientVersion)
      if (!changes) {
        pending.set(keyId, beat.at)
        return true
      }
      pending.delete(keyId)
      const found = (await touchDevice(db, keyId, beat)) !== null
      if (found) written.set(keyId, { at: beat.at.getTime(), controllable: beat.controllable ?? known?.controllable, clientVersion: beat.clientVersion ?? known?.clientVersion })
      else written.delete(keyId)
      return found
    },
    flush,
    close: async () => {
      clearInterval(timer)
      await flush()
    },
  }
}

export type DevicePresence = ReturnType<typeof createDevicePresence>
