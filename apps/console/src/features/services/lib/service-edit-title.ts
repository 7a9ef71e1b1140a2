/** The service editor's title by its query: the header, the tab and the browser's title say the same. */
export const serviceEditTitle = (search: URLSearchParams) => (search.get('produceType') ? '编辑服务' : search.get('pid') ? '新增子服务' : '新增服务')
