import { useEffect, useRef } from 'react'
import type { AMapMap, AMapMarker, AMapNamespace } from './amap.js'
import type { LngLat } from './geo.js'
import { MAP_HEIGHT } from './offline-map.js'

interface Props {
  AMap: AMapNamespace
  center: LngLat
  marker: LngLat
  zoom: number
  onPick(point: LngLat): void
}

/** AMap's map with a draggable marker; a click or a drag picks the position. */
export const AmapView = ({ AMap, center, marker, zoom, onPick }: Props) => {
  const el = useRef<HTMLDivElement>(null)
  const map = useRef<AMapMap | null>(null)
  const pin = useRef<AMapMarker | null>(null)
  const pick = useRef(onPick)
  pick.current = onPick

  useEffect(() => {
    const m = new AMap.Map(el.current!, { zoom, center: [center.lng, center.lat] })
    const p = new AMap.Marker({ position: [marker.lng, marker.lat], draggable: true, map: m })
    m.on('click', (e) => pick.current({ lng: e.lnglat.getLng(), lat: e.lnglat.getLat() }))
    p.on('dragend', (e) => pick.current({ lng: e.lnglat.getLng(), lat: e.lnglat.getLat() }))
    map.current = m
    pin.current = p
    return () => m.destroy()
    // The map is created once; later positions are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [AMap])

  useEffect(() => map.current?.setCenter([center.lng, center.lat]), [center])
  useEffect(() => pin.current?.setPosition([marker.lng, marker.lat]), [marker])
  useEffect(() => map.current?.setZoom(zoom), [zoom])

  return <div ref={el} style={{ height: MAP_HEIGHT }} data-testid="amap" />
}
