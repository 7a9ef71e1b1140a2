/** What a list's query asks for: the page (from 1) and its size. */
export interface PageQuery {
  pageNum: number
  pageSize: number
}

/** The contract's page (`Page<T>`) of a repository's `{ rows, total }`, each row answered as `toItem` reads it. */
export const toPage = <R, T>({ rows, total }: { rows: R[]; total: number }, q: PageQuery, toItem: (row: R) => T) => ({
  list: rows.map(toItem),
  total,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
})
