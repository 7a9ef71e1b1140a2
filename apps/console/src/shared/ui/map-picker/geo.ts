import type { GeocodeResult, RegionNode, ReverseGeocodeResult } from '@yunying/contracts'
import { request } from '../../lib/request.js'

/** A picked position as the map picker outputs it (spec 1 §2.10): strings. */
export interface MapPosition {
  lat: string
  lng: string
  street: string
}

export interface LngLat {
  lng: number
  lat: number
}

/** Geocoding behind the map picker: AMap's when a key is configured, otherwise our server's offline one. */
export interface GeoProvider {
  kind: 'amap' | 'offline'
  /** The position of an address, or null when nothing matches. */
  geocode(address: string): Promise<(LngLat & { street: string }) | null>
  /** The address of a position. */
  reverseGeocode(point: LngLat): Promise<string>
}

export const offlineGeoProvider: GeoProvider = {
  kind: 'offline',
  async geocode(address) {
    const found = await request<GeocodeResult | null>({ app: 'common-center', url: 'geo/geocode', data: { address }, silent: true })
    return found ? { lng: found.lng, lat: found.lat, street: found.street } : null
  },
  async reverseGeocode(point) {
    const found = await request<ReverseGeocodeResult>({ app: 'common-center', url: 'geo/regeocode', data: { lng: point.lng, lat: point.lat }, silent: true })
    return found.street
  },
}

export const fetchRegions = () => request<RegionNode[]>({ app: 'common-center', url: 'region/tree' })

/** Coordinates typed by a user: numbers within the globe's range, else null. */
export const parseLngLat = (lng: string, lat: string): LngLat | null => {
  const x = Number(lng)
  const y = Number(lat)
  if (lng.trim() === '' || lat.trim() === '' || !Number.isFinite(x) || !Number.isFinite(y)) return null
  if (x < -180 || x > 180 || y < -90 || y > 90) return null
  return { lng: x, lat: y }
}

/** Six decimals at most (about 0.1 m), without trailing zeros: 117.30794 stays 117.30794. */
export const formatCoordinate = (value: number) => String(Number(value.toFixed(6)))

export const toPosition = (point: LngLat, street: string): MapPosition => ({ lng: formatCoordinate(point.lng), lat: formatCoordinate(point.lat), street })

// Web Mercator at 256 px tiles: what map services use for zoom levels.
const TILE = 256
export const project = ({ lng, lat }: LngLat, zoom: number) => {
  const size = TILE * 2 ** zoom
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999)
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size }
}
export const unproject = ({ x, y }: { x: number; y: number }, zoom: number): LngLat => {
  const size = TILE * 2 ** zoom
  const lng = (x / size) * 360 - 180
  const n = Math.PI - (2 * Math.PI * y) / size
  return { lng, lat: (180 / Math.PI) * Math.atan(Math.sinh(n)) }
}
