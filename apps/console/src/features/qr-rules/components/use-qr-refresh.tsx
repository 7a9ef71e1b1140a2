import type { QrRefreshResult } from '@yunying/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { App, Button, Progress, Space, Typography } from 'antd'
import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { bus } from '../../../shared/lib/event-bus.js'
import { useDialogs } from '../../../shared/ui/dialog.js'
import { fetchQrRefreshResult } from '../api/get-qr-refresh-result.js'
import { refreshQrRule } from '../api/refresh-qr-rule.js'
import { qrKeys } from '../api/qr-keys.js'

export const REFRESH_POLL_MS = 1_000

const TaskCenterLink = ({ planId }: { planId: number }) => (
  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => bus.emit('open-task-center', { highlightPlanId: planId })}>
    前往任务中心
  </Button>
)

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)))
  })

/** The rule as the dialog names it. */
export type RefreshedRule = { id: number; alias: string; name: string }

/**
 * 刷新解析 (issue 25): after a rule changes, re-resolve the codes bound under it as a task-centre job.
 * Asks first, then follows the job in a notification (progress, then how many codes now open a
 * different page) with a link to the task centre, as list exports do. Leaving the page stops the
 * following, not the job, and the notification says so.
 */
export const useQrRefresh = () => {
  const { notification } = App.useApp()
  const modal = useDialogs()
  const client = useQueryClient()
  const controllers = useRef(new Set<AbortController>())
  useEffect(() => {
    const all = controllers.current
    return () => all.forEach((c) => c.abort())
  }, [])

  const follow = useCallback(
    async (rule: RefreshedRule, planId: number) => {
      const key = `qr-refresh-${planId}`
      const title = `刷新解析「${rule.alias || rule.name}」`
      const controller = new AbortController()
      controllers.current.add(controller)
      const show = (answer: QrRefreshResult | null) => {
        const percent = answer?.total ? Math.min(99, Math.floor((answer.done / answer.total) * 100)) : null
        notification.open({
          key,
          message: title,
          duration: 0,
          description: (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <Typography.Text type="secondary">{answer?.total ? `已解析 ${answer.done} / ${answer.total} 个二维码` : '任务已提交，正在任务中心运行…'}</Typography.Text>
              <Progress percent={percent ?? 0} status="active" showInfo={percent !== null} size="small" />
              <TaskCenterLink planId={planId} />
            </Space>
          ),
        })
      }
      /** The job's last word, with the way to its result; kept until closed unless `duration` says otherwise. */
      const say = (notify: typeof notification.info, message: string, text: string, duration = 0) =>
        notify({
          key,
          message,
          duration,
          description: (
            <Space direction="vertical" size={0}>
              <span>{text}</span>
              <TaskCenterLink planId={planId} />
            </Space>
          ),
        })
      show(null)
      try {
        for (;;) {
          await sleep(REFRESH_POLL_MS, controller.signal)
          const answer = await fetchQrRefreshResult(planId)
          if (answer.status === 0) show(answer)
          else if (answer.status === 1) {
            void client.invalidateQueries({ queryKey: qrKeys.all })
            say(notification.success, `${title}完成`, answer.refreshed === 0 ? '该规则下没有已绑定的二维码。' : `已重新解析 ${answer.refreshed} 个二维码，其中 ${answer.changed} 个打开的页面有变化${answer.changed > 0 ? '，明细可在任务中心下载' : ''}。`)
            return
          } else {
            say(notification.error, `${title}失败`, answer.error || '任务未能完成，请稍后重试。')
            return
          }
        }
      } catch {
        // The page was left: the job goes on, so say where its result will be. Otherwise the request
        // layer has shown why the result could not be read.
        if (controller.signal.aborted) say(notification.info, title, '任务仍在任务中心运行，完成后可在任务中心查看。', 8)
        else notification.destroy(key)
      } finally {
        controllers.current.delete(controller)
      }
    },
    [client, notification],
  )

  return useCallback(
    (rule: RefreshedRule, lead = '') =>
      modal.confirm({
        title: '刷新解析',
        content: `${lead}将按「${rule.alias || rule.name}」当前的设置，重新解析其下已绑定的全部二维码，并统计打开的页面有变化的数量。任务在任务中心运行，不影响顾客扫码。是否继续?`,
        okText: '开始刷新',
        onOk: () =>
          refreshQrRule(rule.id).then(
            (started) => void follow(rule, started.planId),
            () => {},
          ),
      }),
    [follow, modal],
  )
}

/** What the editor hands the list after saving a rule that has bound codes: the list then offers 刷新解析. */
export interface RefreshOffer {
  refreshRule: RefreshedRule
}

/** On the list: asks once whether to refresh the rule the editor just saved (the offer is then dropped from history). */
export const useRefreshOffer = (refresh: ReturnType<typeof useQrRefresh>) => {
  const location = useLocation()
  const navigate = useNavigate()
  const offered = useRef<unknown>(null)
  useEffect(() => {
    const offer = location.state as Partial<RefreshOffer> | null
    if (!offer?.refreshRule || offered.current === offer) return
    offered.current = offer
    refresh(offer.refreshRule, '规则已修改。')
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })
  }, [location, navigate, refresh])
}
