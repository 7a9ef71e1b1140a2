import { CHECK_LABELS } from '@yunying/contracts'
import { Tag } from 'antd'

/** Palette colours per mismatch label: 3 validation failed red, 1 unmatched orange, 2 validator error blue, 0 unknown default. */
const COLORS: Readonly<Record<number, string | undefined>> = { 3: 'red', 1: 'orange', 2: 'blue' }

export const LabelTag = ({ label }: { label: number }) => <Tag color={COLORS[label]}>{CHECK_LABELS[label] ?? String(label)}</Tag>
