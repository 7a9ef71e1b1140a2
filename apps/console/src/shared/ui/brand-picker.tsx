import { brandOptionsQuery, type BrandOption } from '../lib/brand-options.js'
import { SearchSelect } from './search-select.js'

const labelOf = (brand: BrandOption) => (brand.groupName ? `${brand.name}（${brand.groupName}）` : brand.name)
const valueOf = (brand: BrandOption) => brand.id
const matches = (brand: BrandOption, text: string) => brand.name.includes(text)

interface Props {
  value?: number
  /** Called with the brand too, so the form can keep its name. */
  onChange?: (value: number | undefined, brand: BrandOption | undefined) => void
  /** The chosen brand when it is not among the search results (the row being edited). */
  current?: BrandOption
  disabled?: boolean
  id?: string
}

/** 品牌: a searching select over `brand/list-simple`, by name as the user types; the value is the brand id. */
export const BrandPicker = ({ value, onChange, current, disabled, id }: Props) => (
  <SearchSelect
    query={brandOptionsQuery}
    valueOf={valueOf}
    labelOf={labelOf}
    matches={matches}
    value={value}
    onChange={onChange}
    current={current}
    disabled={disabled}
    id={id}
    placeholder="请输入品牌名称搜索"
    aria-label="品牌"
    emptyText="暂无品牌"
  />
)
