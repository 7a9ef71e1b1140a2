import { Button, Result, Skeleton, Typography } from 'antd'
import { useLegalDoc, type LegalDocName } from '../api/legal-doc.js'
import { MarkdownBlocks, parseMarkdown } from '../lib/markdown.js'
import styles from './legal-page.module.css'

/** The service agreement or the privacy policy, as the server publishes it (a company replaces the text). */
const LegalPage = ({ doc }: { doc: LegalDocName }) => {
  const query = useLegalDoc(doc)
  if (query.isError) {
    return (
      <div className={styles.page}>
        <Result
          status="warning"
          title={query.error.message || '文档加载失败'}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              重新加载
            </Button>
          }
        />
      </div>
    )
  }
  const legal = query.data
  const blocks = legal ? parseMarkdown(legal.markdown) : []
  // The document's own first-level heading is its title; without one, the server's title stands in.
  const [first, ...rest] = blocks
  const heading = first?.kind === 'heading' && first.level === 1 ? first.text : null
  return (
    <div className={styles.page}>
      <article className={styles.article}>
        {legal ? (
          <>
            <h1>{heading ?? legal.title}</h1>
            <Typography.Text type="secondary" className={styles.updated}>
              更新日期：{legal.updatedAt}
            </Typography.Text>
            <MarkdownBlocks blocks={heading ? rest : blocks} />
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 12 }} />
        )}
      </article>
    </div>
  )
}

export const AgreementPage = () => <LegalPage doc="agreement" />
export const PrivacyPolicyPage = () => <LegalPage doc="privacy" />
