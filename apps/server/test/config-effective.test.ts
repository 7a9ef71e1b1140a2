import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../src/modules/brands/brands.table.js'
import { createTestApp, dbKind } from './build-app.js'
import { adminTestApp, authed, loginAsAdmin } from './factories/accounts.js'
import { addField, brandOfBizType, buildGroup, fieldBody, radioWithDependent, updateField } from './factories/config.js'
import { buildBrandStaff, buildTenantBrand } from './factories/tenants.js'

const URL = '/config-center/seller-config/query-config-data'
const INCREMENT = -999

interface Entry {
  fieldCode: string
  value: unknown
  source: 'brand' | 'group' | 'default'
}

describe(`the effective configuration (${dbKind})`, () => {
  const t = adminTestApp()

  const post = (url: string, payload: object, token = t.operator, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...authed(token), ...headers }, payload })
  const save = async (kind: 'seller' | 'group', id: number, configValues: object[]) => {
    const res = await post(`/pandora/${kind}-config/save`, { [kind === 'seller' ? 'sellerId' : 'groupId']: id, configValues, incrementSave: INCREMENT })
    expect(res.statusCode, res.body).toBe(200)
  }
  /**
   * A change this instance's answer cannot know of yet (another instance's write, or a statement run
   * behind the server): seen at once on the embedded database (one process); on PostgreSQL once the
   * listening connection has the notification (ADR 0009), which the test waits for, never over 2 s.
   */
  const eventually = async <T>(read: () => Promise<T>, check: (value: T) => void) => {
    if (dbKind === 'pglite') return check(await read())
    await expect
      .poll(async () => {
        try {
          check(await read())
          return true
        } catch {
          return false
        }
      }, { timeout: 2000, interval: 5 })
      .toBe(true)
  }
  const effective = async (body: object, token = t.operator) => {
    const res = await post(URL, body, token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { sellerId: number; groupId: number; version: string; values: Record<string, Entry> }
  }

  it('answers each field that applies with its value and source: the brand’s, its group’s, or the default', async () => {
    const group = await buildGroup(t)
    const brand = await brandOfBizType(t, 1, { groupId: group.id })
    const brandField = await addField(t, t.operator, fieldBody({ dataType: 'number', defaultValue: 1 }))
    const groupField = await addField(t, t.operator, fieldBody({ applyType: 2, dataType: 'string', defaultValue: '集团默认' }))
    const untouched = await addField(t, t.operator, fieldBody({ defaultValue: true }))
    const noDefault = await addField(t, t.operator, fieldBody({ dataType: 'string', defaultValue: null }))
    const otherBiz = await addField(t, t.operator, fieldBody({ bizTypes: '4' }))
    const disabled = await addField(t, t.operator, fieldBody())
    await updateField(t, t.operator, disabled.id, { status: 1 })
    const codes = [brandField, groupField, untouched, noDefault, otherBiz, disabled].map((f) => f.fieldCode)

    const first = await effective({ sellerId: brand.id, fieldCodes: codes })
    expect(first).toMatchObject({ sellerId: brand.id, groupId: group.id })
    expect(first.values).toEqual({
      [brandField.fieldCode]: { fieldCode: brandField.fieldCode, value: 1, source: 'default' },
      [groupField.fieldCode]: { fieldCode: groupField.fieldCode, value: '集团默认', source: 'default' },
      [untouched.fieldCode]: { fieldCode: untouched.fieldCode, value: true, source: 'default' },
      [noDefault.fieldCode]: { fieldCode: noDefault.fieldCode, value: null, source: 'default' },
    })

    await save('seller', brand.id, [{ fieldCode: brandField.fieldCode, fieldValue: 42 }])
    await save('group', group.id, [{ fieldCode: groupField.fieldCode, fieldValue: '集团的值' }])
    const after = await effective({ sellerId: brand.id, fieldCodes: codes, format: 'list' })
    expect(after.values).toEqual([
      { fieldCode: brandField.fieldCode, value: 42, source: 'brand' },
      { fieldCode: groupField.fieldCode, value: '集团的值', source: 'group' },
      { fieldCode: untouched.fieldCode, value: true, source: 'default' },
      { fieldCode: noDefault.fieldCode, value: null, source: 'default' },
    ])
    // Without a filter: every field that applies, this test's among them.
    const all = await effective({ sellerId: brand.id })
    expect(all.values[brandField.fieldCode]).toEqual({ fieldCode: brandField.fieldCode, value: 42, source: 'brand' })
    expect(all.values[otherBiz.fieldCode]).toBeUndefined()
  })

  it('answers a dependent field only when its parent’s effective value turns it on', async () => {
    const group = await buildGroup(t)
    const brand = await brandOfBizType(t, 3, { groupId: group.id })
    const { body: radio, dependent } = radioWithDependent()
    await addField(t, t.operator, radio)
    const { body: groupRadio, dependent: groupDependent } = radioWithDependent({ applyType: 2 })
    await addField(t, t.operator, groupRadio)
    const read = async () => (await effective({ sellerId: brand.id, fieldCodes: [radio.fieldCode, dependent, groupRadio.fieldCode, groupDependent] })).values

    // Defaults: 'staff' turns nothing on.
    expect(Object.keys(await read()).sort()).toEqual([radio.fieldCode, groupRadio.fieldCode].sort())
    // The parent turned on without a saved dependent: the dependent's default.
    await save('seller', brand.id, [{ fieldCode: radio.fieldCode, fieldValue: 'self' }])
    expect((await read())[dependent]).toEqual({ fieldCode: dependent, value: 20, source: 'default' })
    // Saved by the owner that saved the parent: its source.
    await save('seller', brand.id, [{ fieldCode: dependent, fieldValue: 7, relatedFieldCode: radio.fieldCode, relatedFieldValue: 'self' }])
    await save('group', group.id, [
      { fieldCode: groupRadio.fieldCode, fieldValue: 'self' },
      { fieldCode: groupDependent, fieldValue: 9, relatedFieldCode: groupRadio.fieldCode, relatedFieldValue: 'self' },
    ])
    expect(await read()).toEqual({
      [radio.fieldCode]: { fieldCode: radio.fieldCode, value: 'self', source: 'brand' },
      [dependent]: { fieldCode: dependent, value: 7, source: 'brand' },
      [groupRadio.fieldCode]: { fieldCode: groupRadio.fieldCode, value: 'self', source: 'group' },
      [groupDependent]: { fieldCode: groupDependent, value: 9, source: 'group' },
    })
  })

  it('serves the default instead of a saved value that no longer fits its field', async () => {
    const brand = await brandOfBizType(t, 2)
    const field = await addField(t, t.operator, fieldBody({ dataType: 'radio', optionValues: [{ value: 'a', title: '甲' }, { value: 'b', title: '乙' }], defaultValue: 'a' }))
    await save('seller', brand.id, [{ fieldCode: field.fieldCode, fieldValue: 'b' }])
    expect((await effective({ sellerId: brand.id, fieldCodes: [field.fieldCode] })).values[field.fieldCode]).toMatchObject({ value: 'b', source: 'brand' })
    await updateField(t, t.operator, field.id, { optionValues: [{ value: 'a', title: '甲' }, { value: 'c', title: '丙' }] })
    expect((await effective({ sellerId: brand.id, fieldCodes: [field.fieldCode] })).values[field.fieldCode]).toEqual({ fieldCode: field.fieldCode, value: 'a', source: 'default' })
  })

  it('lets brand staff read their own brand (the default) but not another; a platform session must name a brand', async () => {
    // Staff of two brands of one group, acting for the first: the second is another brand for this session.
    const own = await buildTenantBrand(t)
    const sibling = await buildTenantBrand(t, { groupId: own.groupId })
    const { token: staff } = await buildBrandStaff(t, [own, sibling])
    expect((await effective({}, staff)).sellerId).toBe(own.id)
    expect((await effective({ sellerId: own.id }, staff)).sellerId).toBe(own.id)
    const foreign = await post(URL, { sellerId: sibling.id }, staff)
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toMatchObject({ status: false, code: 40301 })
    const unnamed = await post(URL, {})
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().message).toBe('请选择品牌')
    expect((await post(URL, { sellerId: 99999999 })).statusCode).toBe(404)
  })

  it('answers 304 while nothing changed, and 200 with a new ETag after a save or a dictionary change', async () => {
    const brand = await brandOfBizType(t, 5)
    const field = await addField(t, t.operator, fieldBody())
    const body = { sellerId: brand.id, fieldCodes: [field.fieldCode] }
    const first = await post(URL, body)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    expect(first.json().data.version).toBe(etag.slice(1, -1))

    const again = await post(URL, body, t.operator, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    // Another filter is another answer.
    const otherFilter = await post(URL, { sellerId: brand.id }, t.operator, { 'if-none-match': etag })
    expect(otherFilter.statusCode).toBe(200)

    await save('seller', brand.id, [{ fieldCode: field.fieldCode, fieldValue: true }])
    const changed = await post(URL, body, t.operator, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json().data.values[field.fieldCode]).toEqual({ fieldCode: field.fieldCode, value: true, source: 'brand' })

    const saved = changed.headers.etag as string
    await updateField(t, t.operator, field.id, { fieldName: '改了名字' })
    const afterDictionary = await post(URL, body, t.operator, { 'if-none-match': saved })
    expect(afterDictionary.statusCode).toBe(200)
    expect(afterDictionary.headers.etag).not.toBe(saved)
  })

  it('follows a brand into another group and another business type', async () => {
    const [first, second] = [await buildGroup(t), await buildGroup(t)]
    const brand = await brandOfBizType(t, 4, { groupId: first.id })
    const bakery = await addField(t, t.operator, fieldBody({ bizTypes: '4' }))
    const groupField = await addField(t, t.operator, fieldBody({ applyType: 2, dataType: 'number', defaultValue: 0 }))
    await save('group', first.id, [{ fieldCode: groupField.fieldCode, fieldValue: 1 }])
    await save('group', second.id, [{ fieldCode: groupField.fieldCode, fieldValue: 2 }])
    const read = async () => (await effective({ sellerId: brand.id, fieldCodes: [bakery.fieldCode, groupField.fieldCode] })).values
    expect(Object.keys(await read())).toEqual([bakery.fieldCode, groupField.fieldCode].sort((a, b) => (a === bakery.fieldCode ? -1 : b === bakery.fieldCode ? 1 : 0)))
    expect((await read())[groupField.fieldCode]).toMatchObject({ value: 1, source: 'group' })
    // Changed behind the service's back (a statement outside any request): the read follows.
    await t.database.db.update(brands).set({ groupId: second.id, brandType: 70 }).where(eq(brands.id, brand.id))
    await eventually(read, (moved) => {
      expect(moved[bakery.fieldCode]).toBeUndefined()
      expect(moved[groupField.fieldCode]).toMatchObject({ value: 2, source: 'group' })
    })
  })

  it('never serves another instance a stale value once the save is announced: a second server on the same database sees every save', async () => {
    const second = await createTestApp({ database: t.database })
    try {
      const secondToken = await loginAsAdmin(second)
      const group = await buildGroup(t)
      const brand = await brandOfBizType(t, 4, { groupId: group.id })
      const field = await addField(t, t.operator, fieldBody({ dataType: 'number', defaultValue: 0 }))
      const groupField = await addField(t, t.operator, fieldBody({ applyType: 2 }))
      const readOnSecond = async () => {
        const res = await second.app.inject({ method: 'POST', url: URL, headers: authed(secondToken), payload: { sellerId: brand.id, fieldCodes: [field.fieldCode, groupField.fieldCode] } })
        expect(res.statusCode, res.body).toBe(200)
        return res.json().data.values as Record<string, Entry>
      }
      expect((await readOnSecond())[field.fieldCode]).toMatchObject({ value: 0, source: 'default' })
      for (const value of [1, 2, 3]) {
        await save('seller', brand.id, [{ fieldCode: field.fieldCode, fieldValue: value }])
        await eventually(readOnSecond, (values) => expect(values[field.fieldCode]).toEqual({ fieldCode: field.fieldCode, value, source: 'brand' }))
      }
      await save('group', group.id, [{ fieldCode: groupField.fieldCode, fieldValue: true }])
      await eventually(readOnSecond, (values) => expect(values[groupField.fieldCode]).toMatchObject({ value: true, source: 'group' }))
      // A dictionary change made through the first server reaches the second's compiled copy.
      await updateField(t, t.operator, groupField.id, { status: 1 })
      await eventually(readOnSecond, (values) => expect(values[groupField.fieldCode]).toBeUndefined())
    } finally {
      await second.close()
    }
  })

  it.runIf(dbKind === 'postgres')('reads its versions from the database while the listening connection is lost, and caches again once it is back', async () => {
    const listeners = async () =>
      ((await t.database.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (query like 'LISTEN %' or query like 'NOTIFY "yy_settle_%')`)) as unknown as { rows: Array<{ pid: number }> }).rows.map((r) => r.pid)
    const [first, second] = [await buildGroup(t), await buildGroup(t)]
    const brand = await brandOfBizType(t, 1, { groupId: first.id })
    const groupField = await addField(t, t.operator, fieldBody({ applyType: 2, dataType: 'number', defaultValue: 0 }))
    await save('group', first.id, [{ fieldCode: groupField.fieldCode, fieldValue: 1 }])
    await save('group', second.id, [{ fieldCode: groupField.fieldCode, fieldValue: 2 }])
    const read = async () => (await effective({ sellerId: brand.id, fieldCodes: [groupField.fieldCode] })).values[groupField.fieldCode]
    expect(await read()).toMatchObject({ value: 1, source: 'group' })
    const before = await listeners()
    expect(before).toHaveLength(1)
    await t.database.db.execute(sql`select pg_terminate_backend(${before[0]!})`)
    // Moved while nobody listens: the announcement is lost, the cached version must not outlive it.
    await t.database.db.update(brands).set({ groupId: second.id }).where(eq(brands.id, brand.id))
    await eventually(read, (entry) => expect(entry).toMatchObject({ value: 2, source: 'group' }))
    await expect.poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 10_000, interval: 50 }).toBe(1)
    await save('group', second.id, [{ fieldCode: groupField.fieldCode, fieldValue: 3 }])
    expect(await read()).toMatchObject({ value: 3, source: 'group' })
  })
})
