import { describe, expect, it } from 'vitest'
import { DIVISIONS_TSV } from './divisions.data.js'
import { parseDivisions, shortName } from './regions.service.js'

// The hand-maintained division table (divisions.data.ts): a typo in a line must fail here, not in a store's map.
describe('the division table', () => {
  const divisions = parseDivisions(DIVISIONS_TSV)

  it('has every province-level division once and each code once', () => {
    const codes = divisions.map((d) => d.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code, code).toMatch(/^\d{6}$/)
    // 23 provinces, 5 autonomous regions, 4 municipalities, Hong Kong, Macao and Taiwan.
    expect(divisions.filter((d) => d.parent === null)).toHaveLength(34)
  })

  it('gives every city a province that is in the table, and a name', () => {
    const provinces = new Set(divisions.filter((d) => d.parent === null).map((d) => d.code))
    for (const d of divisions.filter((x) => x.parent !== null)) expect(provinces.has(d.parent!), `${d.code} ${d.name}`).toBe(true)
    for (const d of divisions) expect(d.name, d.code).toMatch(/^[\u4e00-\u9fa5]{2,}$/)
  })

  it('places every seat inside China (GCJ-02 longitude 73–136, latitude 3–54)', () => {
    const outside = divisions.filter((d) => !(d.lng >= 73 && d.lng <= 136 && d.lat >= 3 && d.lat <= 54)).map((d) => `${d.code} ${d.name} ${d.lng},${d.lat}`)
    expect(outside).toEqual([])
  })

  it('knows a division by its short name as an address writes it', () => {
    expect(['新疆维吾尔自治区', '延边朝鲜族自治州', '广西壮族自治区', '白城市', '合肥市', '香港特别行政区'].map(shortName)).toEqual(['新疆', '延边', '广西', '白城', '合肥', '香港'])
  })
})
