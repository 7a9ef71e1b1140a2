import { Tag, Typography, theme } from 'antd'
import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { CatalogueCell, PATTERN_LABELS, type CataloguePattern } from '../components/catalogue-cell.js'
import { FormKitHost } from '../components/form-kit-host.js'
import { CATALOGUE_FIELDS } from '../lib/catalogue-fields.js'
import styles from '../components/catalogue.module.css'

const PATTERNS: CataloguePattern[] = ['editable', 'disabled', 'readPretty']

/**
 * /devtools/formKit/catalogue: every form-kit field, editable, disabled and read-pretty side by side.
 * A grid rather than an antd Table: antd styles tables nested in table cells as expanded rows, and
 * the pickers and ArrayTable are tables.
 */
export const CataloguePage = () => {
  const { token } = theme.useToken()
  const colours = { '--cat-bg': token.colorBgContainer, '--cat-border': token.colorBorderSecondary, '--cat-head': token.colorFillAlter } as CSSProperties
  return (
    <FormKitHost>
      <Typography.Paragraph type="secondary">
        @yunying/form-kit 的每个字段组件，依次以可编辑、禁用、只读（readPretty）三种模式展示；模式由字段的 x-data.flags 决定。
        想试自己的 Schema，请到<Link to="/devtools/formKit/playground">试验场</Link>。
      </Typography.Paragraph>
      <div role="table" aria-label="组件目录" className={styles.grid} style={colours} data-testid="catalogue">
        <div role="row" className={styles.head}>
          <div role="columnheader">组件</div>
          {PATTERNS.map((pattern) => (
            <div role="columnheader" key={pattern}>
              {PATTERN_LABELS[pattern]}
            </div>
          ))}
        </div>
        {CATALOGUE_FIELDS.map((field) => (
          <div role="row" className={styles.row} key={field.key} data-testid={`catalogue-row-${field.key}`}>
            <div role="rowheader">
              <Typography.Text strong>{field.title}</Typography.Text>
              <div>
                <Tag style={{ marginTop: 4 }}>{field.component}</Tag>
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {field.note}
              </Typography.Text>
            </div>
            {PATTERNS.map((pattern) => (
              <div role="cell" key={pattern}>
                <CatalogueCell field={field} pattern={pattern} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </FormKitHost>
  )
}

export default CataloguePage
