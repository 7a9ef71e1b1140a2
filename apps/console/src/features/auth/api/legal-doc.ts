import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'

export type LegalDocName = 'agreement' | 'privacy'
export interface LegalDoc {
  title: string
  markdown: string
  updatedAt: string
}

export const fetchLegalDoc = (doc: LegalDocName) => get<LegalDoc>('sellers', `exclude/legal/${doc}`)

export const legalDocQuery = (doc: LegalDocName) => queryOptions({ queryKey: ['auth', 'legal', doc], queryFn: () => fetchLegalDoc(doc), staleTime: 10 * 60_000 })

export const useLegalDoc = (doc: LegalDocName) => useQuery(legalDocQuery(doc))
