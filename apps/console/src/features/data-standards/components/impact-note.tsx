import { Alert, Skeleton } from 'antd'
import { useImpact } from '../api/get-impact.js'

/** In the review dialog: how many stored records the version under review would fail, counted by the checker's SQL. */
export const ImpactNote = ({ id }: { id: number }) => {
  const impact = useImpact(id)
  if (impact.isPending) return <Skeleton active paragraph={false} title={{ width: '60%' }} />
  if (impact.isError) return <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="影响范围暂时无法计算" />
  const { records, failing, failingNow } = impact.data
  if (records === 0) return <Alert type="info" showIcon style={{ marginBottom: 12 }} message="影响范围：该实体暂无上报的记录" />
  return (
    <Alert
      type={failing > failingNow ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 12 }}
      message={`影响范围：按待审核的版本，已上报的 ${records} 条记录中有 ${failing} 条不通过`}
      description={`生效中的版本下不通过 ${failingNow} 条`}
    />
  )
}
