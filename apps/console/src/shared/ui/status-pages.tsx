import { Button, Result, Typography } from 'antd'
import { useNavigate } from 'react-router-dom'
import { t } from '../i18n/messages.js'

const BackHome = () => {
  const navigate = useNavigate()
  return (
    <Button type="primary" onClick={() => navigate('/homePage')}>
      {t('backHome')}
    </Button>
  )
}

export const NotFoundPage = () => <Result status="404" title="404" subTitle={t('notFound')} extra={<BackHome />} />

export const ForbiddenPage = () => <Result status="403" title="403" subTitle={t('forbidden')} extra={<BackHome />} />

/** A route that the specifications name but whose screen is not built here: said plainly, never faked. */
export const NotInstalledPage = ({ path, title }: { path?: string; title?: string }) => (
  <Result
    status="info"
    title={title ? `${title}：${t('notInstalled')}` : t('notInstalled')}
    subTitle={
      <>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {t('notInstalledHint')}
        </Typography.Paragraph>
        {path ? <Typography.Text code>{path}</Typography.Text> : null}
      </>
    }
    extra={<BackHome />}
  />
)
