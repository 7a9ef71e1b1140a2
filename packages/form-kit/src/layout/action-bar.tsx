import { observer } from '@formily/react'
import { Button, Space } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { useFormKit } from '../core/provider.js'
import type { WizardControls } from '../wizard/step-wizard-model.js'

/** Button texts of the action bar; the defaults are the spec's 取消, 上一步, 保存草稿, 下一步, 提交并保存. */
export interface ActionBarTexts {
  cancel?: ReactNode
  previous?: ReactNode
  saveDraft?: ReactNode
  next?: ReactNode
  submit?: ReactNode
}

/** Props of `ActionBar`. */
export interface ActionBarProps {
  wizard: WizardControls
  onCancel: () => void
  /** Fixed to the bottom of the window (default) or in the flow of the page. */
  fixed?: boolean
  texts?: ActionBarTexts
  /** Extra buttons, placed before the standard ones. */
  extra?: ReactNode
}

const fixedStyle: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 10,
  background: 'var(--ant-color-bg-container, #fff)',
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)',
}

/**
 * The bottom bar: cancel, previous (after the first step), save draft (when the wizard has
 * `onSaveDraft`), next (before the last step) and submit (on the last step or without steps).
 * An observer, because the wizard's state is a Formily observable.
 */
export const ActionBar = observer(({ wizard, onCancel, fixed = true, texts = {}, extra }: ActionBarProps) => {
  const { t } = useFormKit()
  return (
    <div className="form-kit-action-bar" style={{ padding: '12px 24px', textAlign: 'center', ...(fixed ? fixedStyle : {}) }}>
      <Space>
        {extra}
        <Button autoInsertSpace={false} onClick={onCancel}>{texts.cancel ?? t('cancel')}</Button>
        {wizard.steps.length > 0 && !wizard.isFirst ? (
          <Button autoInsertSpace={false} onClick={() => wizard.previous()}>{texts.previous ?? t('previous')}</Button>
        ) : null}
        {wizard.canSaveDraft ? <Button autoInsertSpace={false} onClick={() => wizard.saveDraft()}>{texts.saveDraft ?? t('saveDraft')}</Button> : null}
        {wizard.isLast ? (
          <Button autoInsertSpace={false} type="primary" loading={wizard.submitting} onClick={() => void wizard.submit()}>
            {texts.submit ?? t('submit')}
          </Button>
        ) : (
          <Button autoInsertSpace={false} type="primary" onClick={() => void wizard.next()}>
            {texts.next ?? t('next')}
          </Button>
        )}
      </Space>
    </div>
  )
})
