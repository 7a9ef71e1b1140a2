import { onFieldReact, type Form } from '@formily/core'
import type { Schema } from '@formily/json-schema'
import { observer, useField, useFieldSchema } from '@formily/react'
import { untracked } from '@formily/reactive'
import { useMemo, useRef, type ReactNode } from 'react'
import { setFieldFlags } from '../core/field-flags.js'
import type { FieldStateFlags } from '../core/field-state.js'
import { StepWizard, getStepWizard, type StepWizardOptions, type WizardStep } from './step-wizard-model.js'

const PANE = 'StepWizard.Step'

function parseSteps(schema: Schema): WizardStep[] {
  const steps: WizardStep[] = []
  schema.mapProperties((child, name) => {
    if (child['x-component'] !== PANE) return
    const props = (child['x-component-props'] ?? {}) as Partial<WizardStep>
    steps.push({ name: String(name), title: props.title ?? child.title, description: props.description, preview: props.preview === true })
  })
  return steps
}

/** The flags a pane gets: only the current one is shown, and a preview shows them all read-only. */
export function stepFlags(wizard: StepWizard<object>, index: number): FieldStateFlags {
  const step = wizard.steps[index]
  if (wizard.isPreview) return { hidden: step?.preview === true && index !== wizard.current, readPretty: true }
  return { hidden: index !== wizard.current, readPretty: false }
}

function wizardEffects(wizard: StepWizard<object>): void {
  onFieldReact('*', (field) => {
    if (!wizard.address) return
    const address = field.address.toString()
    const index = wizard.steps.findIndex((step) => `${wizard.address}.${step.name}` === address)
    if (index === -1) return
    const flags = stepFlags(wizard, index)
    // Reading the old flags must not subscribe this reaction to the value it is about to write.
    untracked(() => setFieldFlags(field, flags))
  })
}

/** Creates a step wizard for a form and wires its steps' visibility into the form's effects. */
export function createStepWizard<T extends object>(form: Form<T>, options: StepWizardOptions<T> = {}): StepWizard<T> {
  const wizard = new StepWizard(form, options)
  form.addEffects('@yunying/form-kit/wizard', () => wizardEffects(wizard as unknown as StepWizard<object>))
  return wizard
}

/**
 * Creates the wizard once per component; later renders only refresh the callbacks, so the
 * latest `onSubmit` is always the one called.
 */
export function useStepWizard<T extends object>(form: Form<T>, options: StepWizardOptions<T> = {}): StepWizard<T> {
  const latest = useRef(options)
  latest.current = options
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const wizard = useMemo(() => createStepWizard(form, { initialStep: options.initialStep }), [form])
  wizard.options = {
    ...options,
    beforeNext: options.beforeNext && ((context) => latest.current.beforeNext?.(context)),
    onSubmit: options.onSubmit && ((values) => latest.current.onSubmit?.(values)),
    onSubmitFailed: options.onSubmitFailed && ((errors) => latest.current.onSubmitFailed?.(errors)),
    onSaveDraft: options.onSaveDraft && ((values) => latest.current.onSaveDraft?.(values)),
  }
  return wizard
}

const StepWizardContainer = observer(({ children }: { children?: ReactNode }) => {
  const field = useField()
  const schema = useFieldSchema()
  const wizard = getStepWizard(field.form)
  // Like Formily's FormStep, the panes are registered while rendering so that each pane's
  // visibility is settled when its field is created, before it is drawn.
  wizard?.connect(parseSteps(schema), field.address.toString())
  return <div className="form-kit-wizard">{children}</div>
})

function StepPane({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/**
 * The schema side of the wizard: a void field whose `StepWizard.Step` children are the steps.
 * Each step is shown only while it is current; a step with `preview: true` shows every step read-only.
 */
export const StepWizardField = Object.assign(StepWizardContainer, { Step: StepPane })
