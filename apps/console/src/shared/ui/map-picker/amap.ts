import type { GeoProvider, LngLat } from './geo.js'

/* The slice of AMap's JS API 2.0 the picker uses. */
interface AMapLngLat {
  lng: number
  lat: number
  getLng(): number
  getLat(): number
}
export interface AMapMap {
  setCenter(p: [number, number]): void
  setZoom(z: number): void
  on(event: 'click', handler: (e: { lnglat: AMapLngLat }) => void): void
  destroy(): void
}
export interface AMapMarker {
  setPosition(p: [number, number]): void
  on(event: 'dragend', handler: (e: { lnglat: AMapLngLat }) => void): void
}
interface AMapGeocoder {
  getLocation(address: string, cb: (status: string, result: { geocodes?: Array<{ location: AMapLngLat; formattedAddress: string }> }) => void): void
  getAddress(p: [number, number], cb: (status: string, result: { regeocode?: { formattedAddress: string } }) => void): void
}
export interface AMapNamespace {
  Map: new (el: HTMLElement, options: { zoom: number; center: [number, number] }) => AMapMap
  Marker: new (options: { position: [number, number]; draggable: boolean; map: AMapMap }) => AMapMarker
  Geocoder: new (options?: object) => AMapGeocoder
}

declare global {
  interface Window {
    AMap?: AMapNamespace
    _AMapSecurityConfig?: { securityJsCode: string }
  }
}

let loading: Promise<AMapNamespace> | null = null

/** Loads AMap's JS API once, at run time, only when a key is configured (no package, no CDN otherwise). */
export const loadAmap = (key: string, securityCode: string): Promise<AMapNamespace> => {
  if (window.AMap) return Promise.resolve(window.AMap)
  loading ??= new Promise<AMapNamespace>((resolve, reject) => {
    if (securityCode) window._AMapSecurityConfig = { securityJsCode: securityCode }
    const script = document.createElement('script')
    script.src = `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(key)}&plugin=AMap.Geocoder`
    script.async = true
    script.onload = () => (window.AMap ? resolve(window.AMap) : reject(new Error('AMap did not load')))
    script.onerror = () => {
      loading = null
      reject(new Error('AMap did not load'))
    }
    document.head.appendChild(script)
  })
  return loading
}

export const amapGeoProvider = (AMap: AMapNamespace): GeoProvider => {
  const geocoder = new AMap.Geocoder({})
  return {
    kind: 'amap',
    geocode: (address) =>
      new Promise((resolve) =>
        geocoder.getLocation(address, (status, result) => {
          const hit = status === 'complete' ? result.geocodes?.[0] : undefined
          resolve(hit ? { lng: hit.location.getLng(), lat: hit.location.getLat(), street: hit.formattedAddress } : null)
        }),
      ),
    reverseGeocode: (point: LngLat) =>
      new Promise((resolve, reject) =>
        geocoder.getAddress([point.lng, point.lat], (status, result) =>
          status === 'complete' && result.regeocode ? resolve(result.regeocode.formattedAddress) : reject(new Error(status)),
        ),
      ),
  }
}
