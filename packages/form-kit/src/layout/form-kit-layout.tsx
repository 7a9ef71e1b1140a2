import { observer } from '@formily/react'
import { Breadcrumb, Steps } from 'antd'
import type { ReactNode } from 'react'
import type { WizardControls } from '../wizard/step-wizard-model.js'
import { ActionBar, type ActionBarTexts } from './action-bar.js'
import { Directory, type DirectoryItem } from './directory.js'
import type { ScrollContainer } from './scroll-to-section.js'

/** A breadcrumb entry; entries with a path are links. */
export interface BreadcrumbEntry {
  title: ReactNode
  path?: string
}

/** Props of `FormKitLayout`. */
export interface FormKitLayoutProps {
  /** From `useStepWizard`; a schema without `StepWizard` simply has no steps. */
  wizard: WizardControls
  breadcrumb?: BreadcrumbEntry[]
  banner?: ReactNode
  directory?: DirectoryItem[]
  /** Default 180 px. */
  directoryWidth?: number
  /** Where the directory scrolls; default the window. */
  scrollContainer?: ScrollContainer
  /** Default true when the form has steps. */
  showSteps?: boolean
  /** Default true. */
  fixedActionBar?: boolean
  actionTexts?: ActionBarTexts
  actionExtra?: ReactNode
  /** The package knows no router: breadcrumb links and cancel call this with a path. */
  onNavigate?: (path: string) => void
  /** Replaces the default cancel (previous breadcrumb entry, or history back). */
  onCancel?: () => void
  children?: ReactNode
}

/** Where cancel goes: the entry before the current one, when it has a path. */
export function previousBreadcrumbPath(breadcrumb: readonly BreadcrumbEntry[] | undefined): string | undefined {
  if (!breadcrumb || breadcrumb.length < 2) return undefined
  return breadcrumb[breadcrumb.length - 2]?.path
}

/**
 * The page frame of a form (spec 3 §4.4): breadcrumb, step indicator, banner, directory and a
 * fixed bottom action bar. Put a `SchemaForm` (sharing the wizard's form) inside.
 */
export const FormKitLayout = observer((props: FormKitLayoutProps) => {
  const { wizard, breadcrumb, directory, onNavigate } = props
  const fixed = props.fixedActionBar ?? true
  const showSteps = props.showSteps ?? wizard.steps.length > 0

  const cancel = () => {
    if (props.onCancel) return props.onCancel()
    const path = previousBreadcrumbPath(breadcrumb)
    if (path !== undefined && onNavigate) onNavigate(path)
    else window.history.back()
  }

  return (
    <div className="form-kit-layout" style={{ paddingBottom: fixed ? 72 : 0 }}>
      {breadcrumb?.length ? (
        <Breadcrumb
          style={{ marginBottom: 16 }}
          items={breadcrumb.map((entry, index) => ({
            key: index,
            title:
              entry.path !== undefined && index < breadcrumb.length - 1 ? (
                <a
                  href={entry.path}
                  onClick={(event) => {
                    event.preventDefault()
                    onNavigate?.(entry.path as string)
                  }}
                >
                  {entry.title}
                </a>
              ) : (
                entry.title
              ),
          }))}
        />
      ) : null}
      {showSteps ? (
        <Steps
          style={{ marginBottom: 24 }}
          current={wizard.current}
          items={wizard.steps.map((step) => ({ key: step.name, title: step.title, description: step.description }))}
        />
      ) : null}
      {props.banner ? <div className="form-kit-banner" style={{ marginBottom: 16 }}>{props.banner}</div> : null}
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        {directory?.length ? (
          <Directory items={directory} width={props.directoryWidth} container={props.scrollContainer} />
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
      </div>
      <ActionBar
        wizard={wizard}
        onCancel={cancel}
        fixed={fixed}
        texts={props.actionTexts}
        extra={props.actionExtra}
      />
    </div>
  )
})
