import type { RegionNode } from '@yunying/contracts'
import { useQuery } from '@tanstack/react-query'
import { Cascader } from 'antd'
import { fetchRegions } from './map-picker/geo.js'

export interface AreaValue {
  codes: string[]
  names: string[]
}

interface Props {
  value?: string[]
  onChange?(codes: string[], area: AreaValue): void
  placeholder?: string
  disabled?: boolean
  style?: React.CSSProperties
  /** The accessible name when no form label points at the picker. */
  'aria-label'?: string
}

/**
 * The area picker (spec 1 §2.11): province, city and district from the division data set our own server serves
 * (`GET /common-center/region/tree`), never a CDN. The value is the list of codes.
 */
export const AreaPicker = ({ value, onChange, placeholder = '请选择省 / 市 / 区', disabled, style, 'aria-label': ariaLabel }: Props) => {
  const regions = useQuery({ queryKey: ['regions'], queryFn: fetchRegions, staleTime: Infinity })
  return (
    <Cascader<RegionNode>
      options={regions.data ?? []}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      aria-label={ariaLabel}
      value={value}
      loading={regions.isPending}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ filter: (input, path) => path.some((o) => o.name.includes(input)) }}
      changeOnSelect={false}
      style={style}
      onChange={(codes, options) => {
        const picked = (options ?? []) as RegionNode[]
        onChange?.((codes ?? []) as string[], { codes: picked.map((o) => o.code), names: picked.map((o) => o.name) })
      }}
    />
  )
}
