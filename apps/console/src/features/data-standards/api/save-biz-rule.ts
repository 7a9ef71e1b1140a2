import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BizRule, SaveBizRuleBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { DS_APP, dsKeys } from './data-standards-keys.js'

/** `POST operating/biz-rules/save`: a new rule (no `id`) or a changed one. */
export const saveBizRule = (body: SaveBizRuleBody) => post<BizRule>(DS_APP, 'operating/biz-rules/save', { ...body })

export const useSaveBizRule = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveBizRule, onSettled: () => client.invalidateQueries({ queryKey: dsKeys.rules }) })
}
