import { AimOutlined } from '@ant-design/icons'
import { DEFAULT_MAP_POSITION, MAP_DEFAULT_ZOOM } from '@yunying/contracts'
import { useQuery } from '@tanstack/react-query'
import { Alert, App, Button, Input, Space, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useShellConfig } from '../../lib/shell-config.js'
import { amapGeoProvider, loadAmap, type AMapNamespace } from './amap.js'
import { AmapView } from './amap-view.js'
import { chosenArea, isNear, type ChosenArea } from './region-check.js'
import { fetchRegions, formatCoordinate, offlineGeoProvider, parseLngLat, toPosition, type GeoProvider, type LngLat, type MapPosition } from './geo.js'
import { OfflineMap } from './offline-map.js'
import { Modal, useDialogs } from '../dialog.js'

export type { MapPosition } from './geo.js'

export const NO_RESULT = '未找到结果，请换个地点试试'
export const BAD_COORDINATES = '错误，请输入正确的经纬度'

interface Props {
  open: boolean
  /** The position to start from; without coordinates the picker starts at the chosen region, else at Hefei, Anhui (spec 1 §5). */
  value?: Partial<MapPosition> | null
  /** The area chosen in the form (province, city, district codes): where the picker opens, and what a far position is questioned against. */
  region?: string[]
  onOk(value: MapPosition): void
  onCancel(): void
}

const startOf = (value: Props['value'], area: ChosenArea | null) => {
  const parsed = value?.lng && value?.lat ? parseLngLat(value.lng, value.lat) : null
  if (parsed) return { point: parsed, street: value?.street ?? '' }
  if (area) return { point: area.point, street: area.names.join('') }
  return { point: { lng: Number(DEFAULT_MAP_POSITION.lng), lat: Number(DEFAULT_MAP_POSITION.lat) }, street: DEFAULT_MAP_POSITION.street }
}

/** AMap when the server has a key (and it loads), otherwise the offline provider. */
const useGeo = (enabled: boolean) => {
  const config = useShellConfig()
  const amapConfig = config.data?.amap ?? null
  const amap = useQuery({
    queryKey: ['amap', amapConfig?.key],
    queryFn: () => loadAmap(amapConfig!.key, amapConfig!.securityCode),
    enabled: enabled && Boolean(amapConfig),
    staleTime: Infinity,
    retry: false,
  })
  const AMap: AMapNamespace | null = amap.data ?? null
  const provider: GeoProvider = useMemo(() => (AMap ? amapGeoProvider(AMap) : offlineGeoProvider), [AMap])
  return { provider, AMap, amapFailed: Boolean(amapConfig) && amap.isError, pending: config.isPending || amap.isLoading }
}

/**
 * The map picker (spec 1 §2.10, §5): an 800 px dialog titled 选择经纬度. Search an address, click the map
 * or drag the marker; the value is `{ lat, lng, street }` as strings, zoom 12 by default.
 */
export const MapPicker = ({ open, value, region, onOk, onCancel }: Props) => {
  const { message } = App.useApp()
  const modal = useDialogs()
  const { provider, AMap, amapFailed } = useGeo(open)
  const regions = useQuery({ queryKey: ['regions'], queryFn: fetchRegions, enabled: open, staleTime: Infinity })
  const places = useMemo(() => (regions.data ?? []).flatMap((p) => p.children ?? [p]), [regions.data])
  const regionKey = (region ?? []).join('/')
  const area = useMemo(() => chosenArea(regions.data ?? [], regionKey ? regionKey.split('/') : []), [regions.data, regionKey])
  const [point, setPoint] = useState<LngLat>(() => startOf(value, area).point)
  const [center, setCenter] = useState<LngLat>(() => startOf(value, area).point)
  const [street, setStreet] = useState(() => startOf(value, area).street)
  const [zoom, setZoom] = useState(MAP_DEFAULT_ZOOM)
  const [lngText, setLngText] = useState('')
  const [latText, setLatText] = useState('')
  const [address, setAddress] = useState('')
  const [busy, setBusy] = useState(false)

  // Without a position of its own, the picker waits for the division data to open on the chosen area.
  const waitsForArea = Boolean(regionKey) && !(value?.lng && value?.lat) && regions.isPending
  useEffect(() => {
    if (!open || waitsForArea) return
    const start = startOf(value, area)
    setPoint(start.point)
    setCenter(start.point)
    setStreet(start.street)
    setZoom(MAP_DEFAULT_ZOOM)
    setLngText(formatCoordinate(start.point.lng))
    setLatText(formatCoordinate(start.point.lat))
    setAddress('')
    // Only when the dialog opens (once the area is known): later value changes come from the picker itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, waitsForArea])

  /** 确定: a position far from the chosen area is questioned first. */
  const confirm = () => {
    const picked = toPosition(point, street)
    if (!area || isNear(area, point, street)) return onOk(picked)
    modal.confirm({
      title: '位置不在所选地区',
      content: `所选位置（${street || `经度 ${picked.lng}，纬度 ${picked.lat}`}）距所选地区“${area.names.join('/')}”较远，仍要使用这个位置吗？`,
      okText: '仍然使用',
      cancelText: '重新选择',
      onOk: () => onOk(picked),
    })
  }

  const place = async (next: LngLat, recenter: boolean) => {
    setPoint(next)
    setLngText(formatCoordinate(next.lng))
    setLatText(formatCoordinate(next.lat))
    if (recenter) setCenter(next)
    try {
      setStreet(await provider.reverseGeocode(next))
    } catch {
      message.error(BAD_COORDINATES)
    }
  }

  const search = async () => {
    if (!address.trim()) return
    setBusy(true)
    try {
      const found = await provider.geocode(address.trim())
      if (!found) {
        message.warning(NO_RESULT)
        return
      }
      const next = { lng: found.lng, lat: found.lat }
      setPoint(next)
      setCenter(next)
      setLngText(formatCoordinate(next.lng))
      setLatText(formatCoordinate(next.lat))
      setStreet(found.street)
    } catch {
      message.warning(NO_RESULT)
    } finally {
      setBusy(false)
    }
  }

  const locate = () => {
    const parsed = parseLngLat(lngText, latText)
    if (!parsed) {
      message.error(BAD_COORDINATES)
      return
    }
    void place(parsed, true)
  }

  return (
    <Modal
      open={open}
      title="选择经纬度"
      width={800}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      onCancel={onCancel}
      onOk={confirm}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {!AMap ? (
          <Alert
            type="info"
            showIcon
            message={amapFailed ? '地图服务加载失败，已切换为离线模式' : '离线模式：未配置地图服务'}
            description="可按省、市名称搜索地址，点击地图或拖动标记选点，也可直接输入经纬度后点击定位。"
          />
        ) : null}
        <Input.Search
          placeholder="请输入地址搜索，如：安徽省合肥市"
          enterButton="搜索"
          value={address}
          loading={busy}
          onChange={(e) => setAddress(e.target.value)}
          onSearch={() => void search()}
          allowClear
        />
        <Space.Compact style={{ width: '100%' }}>
          <Input addonBefore="经度" aria-label="经度" value={lngText} onChange={(e) => setLngText(e.target.value)} onPressEnter={locate} />
          <Input addonBefore="纬度" aria-label="纬度" value={latText} onChange={(e) => setLatText(e.target.value)} onPressEnter={locate} />
          <Button icon={<AimOutlined />} onClick={locate}>
            定位
          </Button>
        </Space.Compact>
        {AMap ? (
          <AmapView AMap={AMap} center={center} marker={point} zoom={zoom} onPick={(p) => void place(p, false)} />
        ) : (
          <OfflineMap center={center} marker={point} zoom={zoom} places={places} onZoom={setZoom} onPick={(p) => void place(p, false)} />
        )}
        <Typography.Text data-testid="map-picked">
          当前位置：{street || '—'}（经度 {formatCoordinate(point.lng)}，纬度 {formatCoordinate(point.lat)}）
        </Typography.Text>
      </Space>
    </Modal>
  )
}
