import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page, SellerConfigListBody, SellerConfigRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { CONFIG_APP, CONFIG_BASE, configKeys } from './config-keys.js'

export type SellerConfigFilter = Omit<SellerConfigListBody, 'operatingUrl'>

/** `POST /pandora/seller-config/list`: brands with their configuration status, 10 a page (spec 2 §2, §9). */
export const fetchSellerConfigs = (filter: SellerConfigFilter) => post<Page<SellerConfigRow>>(CONFIG_APP, `${CONFIG_BASE.brand}/list`, { ...filter })

export const sellerConfigListOptions = (filter: SellerConfigFilter) =>
  queryOptions({ queryKey: configKeys.brandList(filter), queryFn: () => fetchSellerConfigs(filter), placeholderData: keepPreviousData })

export const useSellerConfigs = (filter: SellerConfigFilter) => useQuery(sellerConfigListOptions(filter))
