import { onFieldReact, type Form, type GeneralField } from '@formily/core'
import {
  resolveFieldState,
  type EffectivePattern,
  type FieldDisplay,
  type FieldStateFlags,
  type ParentFieldState,
  type ResolvedFieldState,
} from './field-state.js'

/** Where the flags live on a field: `field.data.flags`, or `'x-data': { flags }` in a schema. */
export const FLAGS_DATA_KEY = 'flags'

type FieldData = Record<string, unknown> | undefined

/** Reads the spec flags stored on a Formily field, if any. */
export function getFieldFlags(field: GeneralField): FieldStateFlags | undefined {
  const data = field.data as FieldData
  return data?.[FLAGS_DATA_KEY] as FieldStateFlags | undefined
}

/**
 * Merges flags into a field. The flags object is replaced, not mutated, because `field.data` is a
 * shallow observable: only a new value wakes the reaction that applies the resolved state.
 */
export function setFieldFlags(field: GeneralField, flags: FieldStateFlags): void {
  const data = (field.data as FieldData) ?? {}
  field.data = { ...data, [FLAGS_DATA_KEY]: { ...getFieldFlags(field), ...flags } }
}

/** Merges flags into every field matching a Formily path pattern (for example `'address.*'`). */
export function setFlags(form: Form, pattern: string, flags: FieldStateFlags): void {
  form.query(pattern).forEach((field) => setFieldFlags(field, flags))
}

function toEffective(pattern: string | undefined): EffectivePattern {
  if (pattern === 'readPretty' || pattern === 'readOnly') return 'readPretty'
  return pattern === 'disabled' ? 'disabled' : 'editable'
}

/** The state a field inherits, read from Formily so that plain `x-visible` parents still count. */
export function readParentState(field: GeneralField): ParentFieldState {
  const source = field.parent ?? field.form
  const raw: string = source.display
  const display: FieldDisplay = raw === 'hidden' || raw === 'none' ? raw : 'visible'
  return { shown: display === 'visible', display, effectivePattern: toEffective(source.pattern) }
}

/** Resolves a field's flags against its parent's current state. */
export function resolveField(field: GeneralField): ResolvedFieldState {
  return resolveFieldState(getFieldFlags(field), readParentState(field))
}

/**
 * A Formily effect (call it inside `createForm({ effects })`) that keeps every flagged field's
 * display and pattern equal to `resolveFieldState`. Only fields with their own flags are written;
 * the others keep Formily's own inheritance. The own display is written rather than the combined
 * one because Formily already hides children of a hidden parent.
 */
export function fieldStateEffects(): void {
  onFieldReact('*', (field) => {
    const flags = getFieldFlags(field)
    if (!flags) return
    const resolved = resolveFieldState(flags, readParentState(field))
    field.display = resolved.ownDisplay
    field.pattern = (resolved.pattern === 'inherit' && resolved.effectivePattern !== 'readPretty'
      ? undefined
      : resolved.effectivePattern) as EffectivePattern
  })
}
