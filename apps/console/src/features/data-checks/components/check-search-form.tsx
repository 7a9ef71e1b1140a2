import { CHECK_LABELS, type EntitySummary } from '@yunying/contracts'
import { Form, Select } from 'antd'
import { SearchForm, SelectFilter, TextFilter, type ListState } from '../../../shared/ui/list-page/index.js'
import type { FailFilters } from '../api/list-check-fails.js'

const LABEL_OPTIONS = Object.entries(CHECK_LABELS).map(([value, label]) => ({ value: Number(value), label }))

/** Whether a row of the results (an entity, a count, a failing record) is one the filters ask for. */
export const inEntity = (f: FailFilters) => (row: { module: string; entity: string }) => (!f.module || row.module === f.module) && (!f.entity || row.entity === f.entity)
export const inCount = (f: FailFilters) => (row: { module: string; entity: string; fieldCode: string; label: number }) =>
  inEntity(f)(row) && (!f.fieldCode || row.fieldCode === f.fieldCode) && (f.label === undefined || row.label === Number(f.label))

/**
 * 检查结果查询: module and entity (those that have reported records), field code, label and record id.
 * The filters narrow the summaries and the counts on screen and are the failing records' filters; a
 * count row's 查看记录 sets them to its own.
 */
export const CheckSearchForm = ({ state, entities }: { state: ListState<FailFilters>; entities: EntitySummary[] }) => {
  const [form] = Form.useForm<FailFilters>()
  const module = Form.useWatch('module', form)
  const modules = [...new Map(entities.map((e) => [e.module, e.moduleName])).entries()].map(([value, label]) => ({ value, label }))
  // Entity keys are unique within their module; across modules the first name stands for the key.
  const entityOptions = [...new Map(entities.filter((e) => !module || e.module === module).map((e) => [e.entity, e.entityName])).entries()].map(([value, label]) => ({ value, label }))
  const moduleOf = (entity: string | undefined) => entities.find((e) => e.entity === entity && (!module || e.module === module))?.module

  return (
    <SearchForm<FailFilters, FailFilters>
      state={state}
      form={form}
      name="checkResultSearch"
      label="检查结果查询"
      toValues={(f) => ({ ...f, label: f.label === undefined ? undefined : Number(f.label) })}
    >
      <Form.Item name="module" label="模块">
        <Select
          allowClear
          placeholder="全部"
          style={{ width: 140 }}
          options={modules}
          onChange={(next?: string) => {
            if (next && moduleOf(form.getFieldValue('entity')) !== next) form.setFieldValue('entity', undefined)
          }}
        />
      </Form.Item>
      <Form.Item name="entity" label="实体">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部"
          style={{ width: 160 }}
          options={entityOptions}
          onChange={(next?: string) => {
            if (next && !module) form.setFieldValue('module', moduleOf(next))
          }}
        />
      </Form.Item>
      <TextFilter name="fieldCode" label="字段编码" maxLength={64} width={150} />
      <SelectFilter name="label" label="标记" options={LABEL_OPTIONS} width={130} />
      <TextFilter name="recordId" label="记录ID" maxLength={64} width={160} />
    </SearchForm>
  )
}
