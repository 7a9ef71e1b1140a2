export { ListTable, pageQuery, totalText, type ListQuery, type ListRows, type ListTableProps, type PageAnswer } from './list-table.js'
export { SearchForm, type SearchFormProps } from './search-form.js'
export { compactFilters, listPath, useListState, type ListFilters, type ListParams, type ListState, type ListStateOptions } from './use-list-state.js'
export { actionsColumn, ListPage, RowActions, type ListPageProps, type RowAction } from './list-page-layout.js'
