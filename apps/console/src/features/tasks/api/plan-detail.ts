import { DOWNLOAD_APP, type PlanDetail } from '@yunying/contracts'
import { dispatch } from '../../../shared/lib/request.js'

/** `plan/detail`: a signed link to the file (valid for a few minutes). */
export const fetchPlanDetail = (id: number) => dispatch<PlanDetail>({ appName: DOWNLOAD_APP, method: 'GET', url: 'plan/detail', requestBody: { id } })
