import type { AppletVersion, UpdateNotice } from '@yunying/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'

export const fetchUpdateNotice = (serviceType: number) => get<UpdateNotice | null>('coroutine', 'applet/versions/update-notice', { service_type: serviceType })

export const updateNoticeQuery = (serviceType: number) =>
  queryOptions({ queryKey: ['update-notice', serviceType], queryFn: () => fetchUpdateNotice(serviceType), staleTime: 5 * 60_000 })

export const useUpdateNotice = (serviceType: number, enabled: boolean) => useQuery({ ...updateNoticeQuery(serviceType), enabled })

/** `versions-info`: spec 1 §7 says its error toast is skipped. */
export const fetchVersionsInfo = () => get<AppletVersion[]>('coroutine', 'applet/versions/versions-info', undefined, { silent: true })

export const useVersionsInfo = (enabled: boolean) => useQuery({ queryKey: ['versions-info'], queryFn: fetchVersionsInfo, enabled, staleTime: 5 * 60_000, retry: false })
