import type { ShellConfig } from '@yunying/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { request } from './request.js'

/** The server's configuration for the console (help centre, callback hosts, map key); public, read once. */
export const fetchShellConfig = () => request<ShellConfig>({ app: 'common-center', url: 'shell/config', silent: true })

export const shellConfigQuery = () => queryOptions({ queryKey: ['shell-config'], queryFn: fetchShellConfig, staleTime: Infinity, gcTime: Infinity })

export const useShellConfig = () => useQuery(shellConfigQuery())
