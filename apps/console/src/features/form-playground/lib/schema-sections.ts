import type { ISchema } from '@formily/json-schema'

/** A `FormSection` found in a schema, and the wizard step it belongs to (the step's property name). */
export interface SchemaSection {
  id: string
  title: string
  step?: string
}

const STEP = 'StepWizard.Step'

/** Lists the `FormSection`s with an id, in schema order: the directory's entries. */
export function findSections(schema: ISchema | null): SchemaSection[] {
  const sections: SchemaSection[] = []
  const visit = (node: ISchema, step: string | undefined) => {
    for (const [name, child] of Object.entries(node.properties ?? {}) as Array<[string, ISchema]>) {
      if (!child || typeof child !== 'object') continue
      const props = (child['x-component-props'] ?? {}) as { id?: unknown; title?: unknown }
      const inStep = child['x-component'] === STEP ? name : step
      if (child['x-component'] === 'FormSection' && typeof props.id === 'string') {
        const title = typeof props.title === 'string' ? props.title : typeof child.title === 'string' ? child.title : props.id
        sections.push({ id: props.id, title, ...(inStep ? { step: inStep } : {}) })
      }
      visit(child, inStep)
    }
  }
  if (schema) visit(schema, undefined)
  return sections
}

/**
 * The sections on screen: outside the wizard always; inside it, those of the current step, or every
 * step's on a preview step (which shows them all).
 */
export function visibleSections(
  sections: readonly SchemaSection[],
  wizard: { steps: readonly { name: string }[]; current: number; isPreview: boolean },
): SchemaSection[] {
  if (wizard.steps.length === 0 || wizard.isPreview) return [...sections]
  const current = wizard.steps[wizard.current]?.name
  return sections.filter((section) => section.step === undefined || section.step === current)
}
