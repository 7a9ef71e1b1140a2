import { Select, Spin } from 'antd'
import { useState } from 'react'
import { useDebounced } from '../lib/use-debounced.js'
import { useBrandOptions, type BrandOption } from '../lib/brand-options.js'

const SEARCH_DEBOUNCE_MS = 300

const labelOf = (brand: BrandOption) => (brand.groupName ? `${brand.name}（${brand.groupName}）` : brand.name)

interface Props {
  value?: number
  /** Called with the brand too, so the form can keep its name. */
  onChange?: (value: number | undefined, brand: BrandOption | undefined) => void
  /** The chosen brand when it is not among the search results (the row being edited). */
  current?: BrandOption
  disabled?: boolean
  id?: string
}

/** 品牌: a searchable select over `brand/list-simple`, searching by name as the user types; the value is the brand id. */
export const BrandPicker = ({ value, onChange, current, disabled, id }: Props) => {
  const [search, setSearch] = useState('')
  const name = useDebounced(search, SEARCH_DEBOUNCE_MS)
  // The chosen brand stays labelled after the search that found it is cleared.
  const [picked, setPicked] = useState<BrandOption>()
  const brands = useBrandOptions(name, !disabled)
  const found = brands.data ?? []
  const chosen = [picked, current].find((brand) => brand !== undefined && brand.id === value)
  const list = chosen && !found.some((b) => b.id === chosen.id) ? [chosen, ...found] : found

  return (
    <Select<number>
      id={id}
      value={value}
      disabled={disabled}
      showSearch
      allowClear
      filterOption={false}
      searchValue={search}
      onSearch={setSearch}
      placeholder="请输入品牌名称搜索"
      aria-label="品牌"
      loading={brands.isFetching}
      notFoundContent={brands.isFetching ? <Spin size="small" /> : '暂无品牌'}
      options={list.map((brand) => ({ value: brand.id, label: labelOf(brand) }))}
      onChange={(next) => {
        const brand = list.find((b) => b.id === next)
        setPicked(brand)
        setSearch('')
        onChange?.(next, brand)
      }}
    />
  )
}
