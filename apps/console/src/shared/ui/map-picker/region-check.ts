import type { RegionNode } from '@yunying/contracts'
import type { LngLat } from './geo.js'

/** The area chosen in a form, as the map picker uses it: its names and the position of its seat. */
export interface ChosenArea {
  names: string[]
  point: LngLat
  /** Whether a city (or deeper) was chosen, not just a province. */
  isCity: boolean
}

/** The chosen area by its codes (province, city, district), or null when the codes are not in the data set. */
export const chosenArea = (tree: RegionNode[], codes: string[]): ChosenArea | null => {
  const path: RegionNode[] = []
  let level = tree
  for (const code of codes) {
    const node = level.find((n) => n.code === code)
    if (!node) break
    path.push(node)
    level = node.children ?? []
  }
  const deepest = path[path.length - 1]
  return deepest ? { names: path.map((n) => n.name), point: { lng: deepest.lng, lat: deepest.lat }, isCity: path.length > 1 } : null
}

const EARTH_KM = 6371
const rad = (d: number) => (d * Math.PI) / 180
/** Great-circle distance in km. */
export const distanceKm = (a: LngLat, b: LngLat) => {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** How far from a city's (or a province's) seat a position still counts as in it. */
const CITY_KM = 150
const PROVINCE_KM = 600

/**
 * Whether a position plausibly lies in the chosen area: its address names the city (or the province when
 * only a province was chosen), or it is within a city's reach of the seat.
 */
export const isNear = (area: ChosenArea, point: LngLat, street: string) => {
  const name = area.isCity ? area.names[1]! : area.names[0]!
  if (street && street.includes(name)) return true
  return distanceKm(area.point, point) <= (area.isCity ? CITY_KM : PROVINCE_KM)
}
