import { connect } from '@formily/react'
import { Typography } from 'antd'
import { formatDate } from './format-date.js'

/** Props of `DateText`. */
export interface DateTextProps {
  value?: string | number | Date | null
  /** Default `YYYY-MM-DD HH:mm:ss`. */
  format?: string
}

function DateTextBase({ value, format }: DateTextProps) {
  return <Typography.Text>{formatDate(value, format)}</Typography.Text>
}

/** Shows a field's date value as text, or `--` when there is none. */
export const DateText = connect(DateTextBase)
