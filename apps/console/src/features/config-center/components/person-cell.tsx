import { Space, Typography } from 'antd'

/** A list cell naming a person (— when none), with a grey line under it when `detail` is given (a phone, a time). */
export const PersonCell = ({ name, detail }: { name: string; detail?: string | undefined }) => (
  <Space direction="vertical" size={0}>
    <span>{name || '—'}</span>
    {detail === undefined ? null : <Typography.Text type="secondary">{detail}</Typography.Text>}
  </Space>
)
