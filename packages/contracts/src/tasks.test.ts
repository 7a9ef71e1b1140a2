import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  BatchResultQuerySchema,
  DispatchBodySchema,
  FlowNoQuerySchema,
  PlanIdSchema,
  PlanListQuerySchema,
  PlanUpdateSchema,
  canDeletePlan,
  canDownloadPlan,
  canViewBatchResult,
  downloadLabel,
  isPlanRunning,
  planStatusText,
} from './index.js'

/** What a caller is told: `field: message` for each refusal, or the value the server works with. */
const answer = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? { accepted: r.data } : { refused: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }
}

describe('the plan calls', () => {
  it('lists the first ten plans of biz_type 105 unless told, and refuses a page before the first or over 100 rows', () => {
    expect(answer(PlanListQuerySchema, {})).toEqual({ accepted: { page: 1, page_size: 10, biz_type: 105 } })
    expect(answer(PlanListQuerySchema, { page: '2', file_name: ' 品牌 ' })).toEqual({ accepted: { page: 2, page_size: 10, file_name: '品牌', biz_type: 105 } })
    expect(answer(PlanListQuerySchema, { page: 0, page_size: 101 })).toEqual({ refused: ['page: 页码不能小于 1', 'page_size: 每页条数不能大于 100'] })
    expect(answer(PlanListQuerySchema, { file_name: '文'.repeat(101), admin_id: 'x' })).toEqual({ refused: ['file_name: 文件名称最多 100 个字符', 'admin_id: 账号应为数字'] })
  })

  it('asks for a remark of at most 20 characters', () => {
    expect(answer(PlanUpdateSchema, { id: 1, remark: '  ' })).toEqual({ refused: ['remark: 请输入备注'] })
    expect(answer(PlanUpdateSchema, { id: 1, remark: '一二三四五六七八九十一二三四五六七八九十一' })).toEqual({ refused: ['remark: 备注最多20个字符'] })
    expect(answer(PlanUpdateSchema, { id: '3', remark: ' 月报 ' })).toEqual({ accepted: { id: 3, remark: '月报' } })
  })

  it('names the plan or task it cannot read', () => {
    expect(answer(PlanIdSchema, { id: 0 })).toEqual({ refused: ['id: 编号应大于 0'] })
    expect(answer(BatchResultQuerySchema, { taskId: 'a' })).toEqual({ refused: ['taskId: 任务编号应为数字'] })
    expect(answer(BatchResultQuerySchema, { taskId: '7' })).toEqual({ accepted: { pageNo: 1, pageSize: 10, taskId: 7 } })
    expect(answer(FlowNoQuerySchema, { flowNo: '' })).toEqual({ refused: ['flowNo: 请填写任务编号'] })
  })

  it('dispatches GET or POST to an app with any request fields, and refuses another method or no path', () => {
    expect(answer(DispatchBodySchema, { appName: 'download', method: 'GET', url: 'plan/detail', requestBody: { id: 1, extra: 'x' } })).toEqual({
      accepted: { appName: 'download', method: 'GET', url: 'plan/detail', requestBody: { id: 1, extra: 'x' } },
    })
    expect(answer(DispatchBodySchema, { appName: 'download', method: 'PUT', url: '' })).toEqual({ refused: ['method: 请选择正确的方式', 'url: 请填写链接'] })
  })
})

describe('what the task and download centres show for a plan', () => {
  const plan = (status: number, download_status = 0, model_name = 'BRAND_EXPORT') => ({ status, download_status, model_name })

  it('says 生成中 for 0, 1 and 4, 已下载 once downloaded whatever the status, and nothing for an unknown status', () => {
    expect([0, 1, 4, 2, 3, 10, 11, 12, 99].map((s) => planStatusText(plan(s)))).toEqual(['生成中', '生成中', '生成中', '已生成', '生成失败', '导入中', '导入成功', '部分失败', ''])
    expect(planStatusText(plan(3, 1))).toBe('已下载')
    expect([0, 1, 4, 10, 2, 11].map((s) => isPlanRunning(plan(s)))).toEqual([true, true, true, true, false, false])
  })

  it('offers 下载 for a generated or downloaded file, 查看失败账号 for an import with failures, and never a file for batch shipping', () => {
    expect([plan(2), plan(3, 1), plan(12), plan(0), plan(11)].map(canDownloadPlan)).toEqual([true, true, true, false, false])
    expect([downloadLabel(plan(2)), downloadLabel(plan(12))]).toEqual(['下载', '查看失败账号'])
    const shipping = plan(2, 0, 'ORDER_BATCH_OPERATE')
    expect([canDownloadPlan(shipping), canViewBatchResult(shipping), canViewBatchResult(plan(2))]).toEqual([false, true, false])
  })

  it('hides 删除 for imports, and for batch shipping in the download centre only', () => {
    expect([10, 11, 12, 2].map((s) => canDeletePlan(plan(s)))).toEqual([false, false, false, true])
    const shipping = plan(2, 0, 'ORDER_BATCH_OPERATE')
    expect([canDeletePlan(shipping, 'task-center'), canDeletePlan(shipping, 'download-center')]).toEqual([true, false])
  })
})
