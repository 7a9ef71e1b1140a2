import type { GeneralField } from '@formily/core'

/**
 * Names an input after its field's title. Formily's FormItem renders its label without `for`,
 * so without this a screen reader announces an unnamed text box.
 */
export function mapAriaLabel<P extends { 'aria-label'?: string }>(props: P, field: GeneralField): P {
  if (props['aria-label'] || typeof field?.title !== 'string') return props
  return { ...props, 'aria-label': field.title }
}
