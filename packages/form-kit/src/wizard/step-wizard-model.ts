import type { Form, IFormFeedback } from '@formily/core'
import { action, define, observable } from '@formily/reactive'
import type { ReactNode } from 'react'
import { cleanValues } from '../core/clean-values.js'
import { scrollToFirstError } from '../core/field-validation.js'

/** A step as the wizard knows it, read from the schema's `StepWizard.Step` panes. */
export interface WizardStep {
  name: string
  title?: ReactNode
  description?: ReactNode
  /** A preview step shows every other step read-only. */
  preview?: boolean
}

/** What the wizard passes to a before-next hook. */
export interface BeforeNextContext<T extends object> {
  current: number
  form: Form<T>
  values: T
}

/** Options of `createStepWizard` and `useStepWizard`. */
export interface StepWizardOptions<T extends object> {
  /** Default 0. */
  initialStep?: number
  /** Replaces the whole-form validation before moving on; return false to stay. */
  beforeNext?: (context: BeforeNextContext<T>) => boolean | void | Promise<boolean | void>
  /** Receives the validated values, cleaned of Formily's internal keys. */
  onSubmit?: (values: T) => unknown
  /** Called with the validation errors when submit is refused. */
  onSubmitFailed?: (errors: IFormFeedback[]) => void
  /** Receives a copy of the current values; changing it does not change the form. */
  onSaveDraft?: (values: T) => void
}

/** What the layout and action bar need from a wizard, whatever its value type. */
export interface WizardControls {
  readonly current: number
  readonly steps: readonly WizardStep[]
  readonly isFirst: boolean
  readonly isLast: boolean
  readonly isPreview: boolean
  readonly canSaveDraft: boolean
  readonly submitting: boolean
  previous(): void
  next(): Promise<boolean>
  submit(): Promise<unknown>
  saveDraft(): unknown
}

const wizards = new WeakMap<Form, StepWizard<object>>()

/** Finds the wizard created for a form, if any. */
export function getStepWizard(form: Form): StepWizard<object> | undefined {
  return wizards.get(form)
}

/**
 * The step wizard of spec 3 §4.4. It is a Formily observable: read it inside `observer()`
 * (the layout's action bar does) or its getters will not update the view.
 */
export class StepWizard<T extends object> implements WizardControls {
  current: number
  steps: WizardStep[] = []
  /** The address of the `StepWizard` field whose panes are the steps. */
  address = ''
  submitting = false
  options: StepWizardOptions<T>

  constructor(
    readonly form: Form<T>,
    options: StepWizardOptions<T> = {},
  ) {
    this.options = options
    this.current = Math.max(0, options.initialStep ?? 0)
    define(this, {
      current: observable.ref,
      steps: observable.ref,
      address: observable.ref,
      submitting: observable.ref,
      isFirst: observable.computed,
      isLast: observable.computed,
      isPreview: observable.computed,
      connect: action,
      goTo: action,
      previous: action,
    })
    wizards.set(form as unknown as Form, this as unknown as StepWizard<object>)
  }

  /** True on step 0, where previous does nothing. */
  get isFirst(): boolean {
    return this.current <= 0
  }

  /** True on the last step, and always when there are no steps: that is when submit is offered. */
  get isLast(): boolean {
    return this.current >= this.steps.length - 1
  }

  /** True while the current step is a preview step. */
  get isPreview(): boolean {
    return this.steps[this.current]?.preview === true
  }

  /** Whether save draft is offered (an `onSaveDraft` was given). */
  get canSaveDraft(): boolean {
    return typeof this.options.onSaveDraft === 'function'
  }

  /** Called by the `StepWizard` component with the panes it found. */
  connect(steps: WizardStep[], address: string): void {
    const same =
      address === this.address &&
      steps.length === this.steps.length &&
      steps.every((step, i) => step.name === this.steps[i]?.name && step.preview === this.steps[i]?.preview)
    if (same) return
    this.steps = steps
    this.address = address
    this.current = Math.min(this.current, Math.max(0, steps.length - 1))
  }

  /** Jumps to a step, bounded to the first and last. */
  goTo(index: number): void {
    this.current = Math.min(Math.max(0, index), Math.max(0, this.steps.length - 1))
  }

  /** Goes back one step; nothing happens on step 0. */
  previous(): void {
    this.goTo(this.current - 1)
  }

  /** Validates (or asks `beforeNext`) and moves on; nothing happens on the last step. */
  async next(): Promise<boolean> {
    if (this.isLast) return false
    const { beforeNext } = this.options
    if (beforeNext) {
      const verdict = await beforeNext({ current: this.current, form: this.form, values: cleanValues(this.form.values) })
      if (verdict === false) return false
    } else {
      try {
        await this.form.validate()
      } catch {
        void scrollToFirstError()
        return false
      }
    }
    this.goTo(this.current + 1)
    return true
  }

  /** Validates and submits; resolves with the submitted values, or undefined when refused. */
  async submit(): Promise<T | undefined> {
    if (!this.isLast) return undefined
    this.submitting = true
    try {
      return await this.form.submit(async (values: T) => {
        const clean = cleanValues(values)
        await this.options.onSubmit?.(clean)
        return clean
      })
    } catch (error) {
      if (!this.form.invalid) throw error
      void scrollToFirstError()
      this.options.onSubmitFailed?.(this.form.errors)
      return undefined
    } finally {
      this.submitting = false
    }
  }

  /** Emits and returns a copy of the current values. */
  saveDraft(): T {
    const copy = cleanValues(this.form.values)
    this.options.onSaveDraft?.(copy)
    return copy
  }
}
