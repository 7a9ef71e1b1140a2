import { DEFINITION_FIELD_LABELS, VALIDATOR_TYPES, type FieldDiff, type StoredDefinitionFields } from '@yunying/contracts'

/** A field's value as the log and the review dialog show it. */
export const showField = (fields: StoredDefinitionFields | null, field: string): string => {
  if (!fields) return ''
  switch (field) {
    case 'checkRules':
      return fields.checkRules.ruleItems.map((r) => (r.validatorVal ? `${VALIDATOR_TYPES[r.validatorType]}=${r.validatorVal}` : VALIDATOR_TYPES[r.validatorType])).join('；')
    case 'extInfo':
      return fields.extInfo.enums.map((e) => `${e.title}=${e.val}`).join('；')
    case 'bizRuleInfo':
      return fields.bizRuleInfo.ruleItems.map((r) => `${r.ruleName || r.ruleCode}=${r.value}`).join('；')
    case 'applyBizType':
      return fields.applyBizType.join('、')
    case 'isHide':
      return fields.isHide === 1 ? '是' : '否'
    case 'displayStyleInfo': {
      const d = fields.displayStyleInfo
      return [d.hint && `提示：${d.hint}`, d.help && `说明：${d.help}`, d.image && `图片：${d.image}`, d.linkText && `链接：${d.linkText} ${d.linkUrl}`].filter(Boolean).join('；')
    }
    default: {
      const value = (fields as unknown as Record<string, unknown>)[field]
      return value === undefined || value === null ? '' : String(value)
    }
  }
}

/** The fields that differ between two versions (`from` null for a new definition). */
export const diffDefinitions = (from: StoredDefinitionFields | null, to: StoredDefinitionFields | null): FieldDiff[] =>
  Object.entries(DEFINITION_FIELD_LABELS)
    .map(([field, label]) => ({ field, label, from: showField(from, field), to: showField(to, field) }))
    .filter((d) => d.from !== d.to)
