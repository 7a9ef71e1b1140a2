import type { ExportStarted } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CHECKS_APP } from './checks-keys.js'
import type { FailFilters } from './list-check-fails.js'

/** `POST operating/metadata/check-res/fail-list/export`: the failing records as filtered, through the task centre. */
export const exportCheckFails = (filters: FailFilters) => post<ExportStarted>(CHECKS_APP, 'operating/metadata/check-res/fail-list/export', { ...filters, format: 'xlsx' })
