import { connect, mapProps, mapReadPretty } from '@formily/react'
import { Cascader as AntCascader, Typography } from 'antd'
import { DEFAULTS } from '../../core/constants.js'
import { mapAriaLabel } from '../shared/map-aria-label.js'

/** A cascader option as the spec describes it; other key names are mapped with `fieldNames`. */
export interface CascaderOption {
  label?: string
  value?: string | number
  children?: CascaderOption[]
  [key: string]: unknown
}

/** Renames the option keys, for data that calls them `name`, `id` and `items` for example. */
export interface CascaderFieldNames {
  label?: string
  value?: string
  children?: string
}

/** Finds the labels along a value path, honouring `fieldNames`. */
export function findCascaderLabels(
  options: readonly CascaderOption[] | undefined,
  path: readonly unknown[],
  fieldNames: CascaderFieldNames = {},
): string[] {
  const labelKey = fieldNames.label ?? 'label'
  const valueKey = fieldNames.value ?? 'value'
  const childrenKey = fieldNames.children ?? 'children'
  const labels: string[] = []
  let level = options
  for (const value of path) {
    const option = level?.find((item) => item[valueKey] === value)
    if (!option) {
      labels.push(String(value))
      level = undefined
      continue
    }
    labels.push(String(option[labelKey] ?? value))
    level = option[childrenKey] as CascaderOption[] | undefined
  }
  return labels
}

interface CascaderPreviewProps {
  value?: unknown[]
  options?: CascaderOption[]
  fieldNames?: CascaderFieldNames
}

function CascaderPreview({ value, options, fieldNames }: CascaderPreviewProps) {
  if (!Array.isArray(value) || value.length === 0) return <Typography.Text>{DEFAULTS.emptyText}</Typography.Text>
  return <Typography.Text>{findCascaderLabels(options, value, fieldNames).join(' / ')}</Typography.Text>
}

/** antd's Cascader bound to a field: `dataSource` (the schema enum) feeds `options`; `fieldNames` remaps keys. */
export const Cascader = connect(AntCascader, mapReadPretty(CascaderPreview), mapProps({ dataSource: 'options' }, mapAriaLabel))
