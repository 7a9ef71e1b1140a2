import { randomBytes } from 'node:crypto'
import type { DbOrTx } from '../../db/client.js'
import { closeApplication, countDeviceSession, insertApplication, insertDevice, insertSession, listFirstStores } from './remote-assist.repository.js'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Demo devices (issue 26): an Android and a Windows POS in each of the first demo stores, with a
 * history of applications (applying, completed, expired) and finished sessions of both kinds. They
 * have never sent a heartbeat, so they show offline: a live one comes from `npm run device:simulate`
 * with an enrolment token (docs/remote-assistance.md). Their secrets are random and never shown.
 */
export const seedRemoteDemo = async (tx: DbOrTx, now = new Date()) => {
  const at = (ms: number) => new Date(now.getTime() - ms)
  const stores = await listFirstStores(tx, 6)
  for (const [i, store] of stores.entries()) {
    const devices: Array<{ id: number; deviceType: number; deviceSn: string }> = []
    for (const deviceType of [1, 2]) {
      const deviceSn = `DEMO-${deviceType === 1 ? 'AND' : 'WIN'}-${String(store.id).padStart(4, '0')}`
      const id = await insertDevice(tx, {
        brandId: store.brandId,
        storeId: store.id,
        deviceType,
        deviceSn,
        keyId: `dev_demo_${randomBytes(9).toString('base64url')}`,
        secret: randomBytes(32).toString('base64url'),
        clientVersion: deviceType === 1 ? '2.3.1' : '2.2.8',
        controllable: deviceType === 1,
        lastSeenAt: at((i + 1) * 3 * DAY),
        createdAt: at(30 * DAY),
      })
      // Seeding again finds the SN there: nothing more to add for it.
      if (id !== null) devices.push({ id, deviceType, deviceSn })
    }
    const pos = devices.find((d) => d.deviceType === 1)
    if (!pos) continue
    const session = async (remoteType: 1 | 2, startMs: number, minutes: number, applicationId: number | null) => {
      const startAt = at(startMs)
      await insertSession(tx, {
        sessionKey: `demo_${randomBytes(12).toString('base64url')}`,
        remoteType,
        deviceId: pos.id,
        applicationId,
        brandId: store.brandId,
        storeId: store.id,
        deviceType: pos.deviceType,
        deviceSn: pos.deviceSn,
        accountId: null,
        remoteAccount: '运营支持（演示）',
        provider: 'relay',
        startAt,
        endAt: new Date(startAt.getTime() + minutes * MINUTE),
      })
      await countDeviceSession(tx, pos.id, startAt)
    }
    // A store asked for help and an operator answered it; an older request expired unanswered.
    const answered = await insertApplication(tx, { deviceId: pos.id, brandId: store.brandId, storeId: store.id, at: at(6 * DAY + 20 * MINUTE) })
    if (answered !== null) {
      await closeApplication(tx, answered, 2, at(6 * DAY + 5 * MINUTE))
      await session(2, 6 * DAY + 5 * MINUTE, 12 + i, answered)
    }
    const expired = await insertApplication(tx, { deviceId: pos.id, brandId: store.brandId, storeId: store.id, at: at(10 * DAY) })
    if (expired !== null) await closeApplication(tx, expired, 3, at(9 * DAY))
    await session(1, 2 * DAY + i * 90 * MINUTE, 4 + i, null)
    // The first two stores are asking right now.
    if (i < 2) await insertApplication(tx, { deviceId: pos.id, brandId: store.brandId, storeId: store.id, at: at((i + 1) * 25 * MINUTE) })
  }
}
