import { MinusOutlined, PlusOutlined } from '@ant-design/icons'
import type { RegionNode } from '@yunying/contracts'
import { Button, theme } from 'antd'
import { useMemo, useRef, useState, type PointerEvent } from 'react'
import { project, unproject, type LngLat } from './geo.js'

export const MAP_WIDTH = 752
export const MAP_HEIGHT = 380

interface Props {
  center: LngLat
  marker: LngLat
  zoom: number
  places: RegionNode[]
  onZoom(zoom: number): void
  /** A click on the map or the end of a marker drag. */
  onPick(point: LngLat): void
}

/** Grid spacing in degrees that gives lines roughly 80–200 px apart at a zoom. */
const gridStep = (zoom: number) => [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10].find((d) => (d / 360) * 256 * 2 ** zoom >= 80) ?? 10

/**
 * The offline map: a Web-Mercator sketch at the picker's zoom with a coordinate grid, the cities of our
 * division data set, a marker to drag and a surface to click. No tiles: without a map service this is
 * as much of the ground as the console knows.
 */
export const OfflineMap = ({ center, marker, zoom, places, onZoom, onPick }: Props) => {
  const { token } = theme.useToken()
  const svg = useRef<SVGSVGElement>(null)
  const [drag, setDrag] = useState<LngLat | null>(null)
  const origin = useMemo(() => {
    const c = project(center, zoom)
    return { x: c.x - MAP_WIDTH / 2, y: c.y - MAP_HEIGHT / 2 }
  }, [center, zoom])
  const toScreen = (p: LngLat) => {
    const q = project(p, zoom)
    return { x: q.x - origin.x, y: q.y - origin.y }
  }
  const fromEvent = (e: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect()
    return unproject({ x: e.clientX - box.left + origin.x, y: e.clientY - box.top + origin.y }, zoom)
  }

  const step = gridStep(zoom)
  const topLeft = unproject(origin, zoom)
  const bottomRight = unproject({ x: origin.x + MAP_WIDTH, y: origin.y + MAP_HEIGHT }, zoom)
  const lngLines: number[] = []
  for (let v = Math.ceil(topLeft.lng / step) * step; v <= bottomRight.lng; v += step) lngLines.push(v)
  const latLines: number[] = []
  for (let v = Math.ceil(bottomRight.lat / step) * step; v <= topLeft.lat; v += step) latLines.push(v)
  const visible = places
    .map((p) => ({ p, at: toScreen(p) }))
    .filter(({ at }) => at.x >= -40 && at.x <= MAP_WIDTH + 40 && at.y >= -20 && at.y <= MAP_HEIGHT + 20)
  const pin = toScreen(drag ?? marker)

  return (
    <div style={{ position: 'relative', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, overflow: 'hidden' }}>
      <svg
        ref={svg}
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        role="application"
        aria-label="地图"
        data-testid="offline-map"
        style={{ display: 'block', background: token.colorFillQuaternary, cursor: 'crosshair', touchAction: 'none' }}
        onPointerUp={(e) => {
          if (drag) {
            setDrag(null)
            onPick(fromEvent(e))
          } else if (e.target === svg.current || (e.target as Element).getAttribute('data-surface')) {
            onPick(fromEvent(e))
          }
        }}
        onPointerMove={(e) => drag && setDrag(fromEvent(e))}
      >
        {lngLines.map((v) => {
          const x = toScreen({ lng: v, lat: center.lat }).x
          return <line key={`x${v}`} data-surface="1" x1={x} x2={x} y1={0} y2={MAP_HEIGHT} stroke={token.colorBorderSecondary} />
        })}
        {latLines.map((v) => {
          const y = toScreen({ lng: center.lng, lat: v }).y
          return <line key={`y${v}`} data-surface="1" x1={0} x2={MAP_WIDTH} y1={y} y2={y} stroke={token.colorBorderSecondary} />
        })}
        {visible.map(({ p, at }) => (
          <g key={p.code} pointerEvents="none">
            <circle cx={at.x} cy={at.y} r={4} fill={token.colorTextTertiary} />
            <text x={at.x + 7} y={at.y + 4} fontSize={12} fill={token.colorTextSecondary}>
              {p.name}
            </text>
          </g>
        ))}
        <g
          data-testid="map-marker"
          transform={`translate(${pin.x},${pin.y})`}
          style={{ cursor: 'grab' }}
          onPointerDown={(e) => {
            e.stopPropagation()
            ;(e.currentTarget as Element).setPointerCapture?.(e.pointerId)
            setDrag(fromEvent(e))
          }}
        >
          <path d="M0 0 C -4 -10 -12 -14 -12 -24 A 12 12 0 1 1 12 -24 C 12 -14 4 -10 0 0 Z" fill={token.colorError} stroke="#fff" strokeWidth={1.5} />
          <circle cx={0} cy={-24} r={4.5} fill="#fff" />
        </g>
      </svg>
      <div style={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Button size="small" icon={<PlusOutlined />} aria-label="放大" disabled={zoom >= 18} onClick={() => onZoom(zoom + 1)} />
        <Button size="small" icon={<MinusOutlined />} aria-label="缩小" disabled={zoom <= 3} onClick={() => onZoom(zoom - 1)} />
      </div>
      <div style={{ position: 'absolute', left: 8, bottom: 8, fontSize: 12, color: token.colorTextTertiary }}>缩放级别 {zoom} · 网格 {step}°</div>
    </div>
  )
}
