import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { DATA_TYPES, DICT_LIMITS, RELATED_DATA_TYPES } from '@yunying/contracts'
import { Button, Card, Input, Select, Space, Typography, theme } from 'antd'
import { DictionaryDefaultInput } from './dictionary-default-input.js'
import { optionLimitOf, relatedUsesOptions, type RelatedConfigRow, type RelatedDataType, type RelatedOptionRow } from './dictionary-form-model.js'
import { DictionaryOptionList } from './dictionary-option-list.js'

interface Props {
  value?: RelatedOptionRow[]
  onChange?: (rows: RelatedOptionRow[]) => void
  /** The values of the field that can show related configs (开启/关闭, or its options). */
  choices: Array<{ value: string; label: string }>
  disabled?: boolean
}

const TYPE_CHOICES = RELATED_DATA_TYPES.map((t) => ({ value: t, label: DATA_TYPES[t] }))
const newConfig = (): RelatedConfigRow => ({ name: '', code: '', optionValues: [], defaultValue: null })

/**
 * The related configs of a switch, radio or checkbox field (spec 2 §3 relatedData): for each value
 * of the field (a related option), up to 5 configs shown when the field takes it, each with a name,
 * a code, a type, options for radio and checkbox, and a default; up to 50 related options (§5).
 */
export const DictionaryRelatedEditor = ({ value, onChange, choices, disabled = false }: Props) => {
  const { token } = theme.useToken()
  const rows = value ?? []
  const set = (next: RelatedOptionRow[]) => onChange?.(next)
  const patchRow = (i: number, change: Partial<RelatedOptionRow>) => set(rows.map((r, k) => (k === i ? { ...r, ...change } : r)))
  const patchConfig = (i: number, j: number, change: Partial<RelatedConfigRow>) =>
    patchRow(i, { relatedData: rows[i]!.relatedData.map((c, k) => (k === j ? { ...c, ...change } : c)) })
  const used = new Set(rows.map((r) => r.relatedValue))

  return (
    <Space direction="vertical" size={12} style={{ width: '100%', maxWidth: 920 }}>
      {rows.length === 0 && <Typography.Text type="secondary">暂无关联配置。字段取某个值时需要补充的配置（例如选择“自营”时填写配送半径）在这里添加。</Typography.Text>}
      {rows.map((row, i) => {
        const where = `第${i + 1}个关联选项`
        return (
          <Card
            key={i}
            size="small"
            role="group"
            aria-label={where}
            title={
              <Space wrap>
                <span>{where}：当字段取值为</span>
                <Select
                  aria-label={`${where}的取值`}
                  placeholder="请选择取值"
                  style={{ minWidth: 200 }}
                  value={row.relatedValue || undefined}
                  disabled={disabled}
                  notFoundContent="请先添加字段的选项"
                  options={choices.map((c) => ({ ...c, disabled: c.value !== row.relatedValue && used.has(c.value) }))}
                  onChange={(v: string) => patchRow(i, { relatedValue: v })}
                />
                <span>时显示</span>
              </Space>
            }
            extra={!disabled && <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`删除${where}`} onClick={() => set(rows.filter((_, k) => k !== i))} />}
          >
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {row.relatedData.map((config, j) => {
                const at = `${where}的第${j + 1}个关联配置`
                const owner = `${config.name.trim() || at}的`
                return (
                  <div key={j} role="group" aria-label={at} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 12 }}>
                    <Space wrap align="start" style={{ width: '100%' }}>
                      <Input aria-label={`${at}名称`} addonBefore="名称" placeholder="如 配送半径" maxLength={DICT_LIMITS.fieldName} style={{ width: 240 }} value={config.name} disabled={disabled} onChange={(e) => patchConfig(i, j, { name: e.target.value })} />
                      <Input aria-label={`${at}编码`} addonBefore="编码" placeholder="字母开头，全字典唯一" maxLength={DICT_LIMITS.fieldCode} style={{ width: 280 }} value={config.code} disabled={disabled} onChange={(e) => patchConfig(i, j, { code: e.target.value })} />
                      <Select
                        aria-label={`${at}数据类型`}
                        placeholder="数据类型"
                        style={{ width: 140 }}
                        options={TYPE_CHOICES}
                        value={config.dataType}
                        disabled={disabled}
                        // A new type takes a new default: the old one would not fit it.
                        onChange={(t: RelatedDataType) => patchConfig(i, j, { dataType: t, defaultValue: null })}
                      />
                      {!disabled && <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`删除${at}`} onClick={() => patchRow(i, { relatedData: row.relatedData.filter((_, k) => k !== j) })} />}
                    </Space>
                    {relatedUsesOptions(config.dataType) && (
                      <div style={{ marginTop: 8 }}>
                        <DictionaryOptionList owner={owner} limit={optionLimitOf(config.dataType)} value={config.optionValues} disabled={disabled} onChange={(optionValues) => patchConfig(i, j, { optionValues })} />
                      </div>
                    )}
                    <div style={{ marginTop: 8 }}>
                      <DictionaryDefaultInput label={`${owner}默认值`} dataType={config.dataType} options={config.optionValues} value={config.defaultValue} disabled={disabled} onChange={(defaultValue) => patchConfig(i, j, { defaultValue })} />
                    </div>
                  </div>
                )
              })}
              {!disabled && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={row.relatedData.length >= DICT_LIMITS.relatedConfigsPerOption}
                  onClick={() => patchRow(i, { relatedData: [...row.relatedData, newConfig()] })}
                >
                  {`添加关联配置（${row.relatedData.length}/${DICT_LIMITS.relatedConfigsPerOption}）`}
                </Button>
              )}
            </Space>
          </Card>
        )
      })}
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined aria-hidden />} disabled={rows.length >= DICT_LIMITS.relatedOptions} onClick={() => set([...rows, { relatedValue: '', relatedData: [newConfig()] }])}>
          {`添加关联选项（${rows.length}/${DICT_LIMITS.relatedOptions}）`}
        </Button>
      )}
    </Space>
  )
}
