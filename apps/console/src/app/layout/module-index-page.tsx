import { Card, Col, Row, Typography } from 'antd'
import { useNavigate } from 'react-router-dom'
import type { MenuEntry } from './menu-model.js'

/**
 * The page of a special parent (spec 1 §2.4: the seven module paths keep their own page instead of
 * redirecting): the module's entries the user may open, as cards.
 */
export const ModuleIndexPage = ({ entry }: { entry: MenuEntry }) => {
  const navigate = useNavigate()
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {entry.name}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {entry.children.map((child) => (
          <Col key={child.id} xs={24} sm={12} lg={8} xl={6}>
            <Card hoverable onClick={() => navigate(child.firstLeaf)} role="link" aria-label={child.name}>
              <Card.Meta title={child.name} description={child.children.length > 0 ? child.children.map((c) => c.name).join('、') : child.path} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  )
}
