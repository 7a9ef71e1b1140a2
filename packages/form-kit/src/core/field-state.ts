/**
 * The independent state flags of one field (spec 3 §4.4). Formily folds them into a single
 * `display` and `pattern`, where the last write wins; keeping them apart lets a wizard hide a step
 * while a rule disables a field inside it without one undoing the other.
 */
export interface FieldStateFlags {
  visible?: boolean
  hidden?: boolean
  disabled?: boolean
  readPretty?: boolean
  editable?: boolean
}

/** How a field is displayed: `none` also drops its value, `hidden` keeps it. */
export type FieldDisplay = 'visible' | 'hidden' | 'none'

/** A field's own pattern; `inherit` takes its parent's. */
export type FieldPattern = 'editable' | 'disabled' | 'readPretty' | 'inherit'

/** A pattern after inheritance has been applied. */
export type EffectivePattern = Exclude<FieldPattern, 'inherit'>

/** The resolved state of a parent, as `resolveFieldState` returns it. */
export interface ParentFieldState {
  shown: boolean
  display: FieldDisplay
  effectivePattern: EffectivePattern
}

/** The result of `resolveFieldState`. */
export interface ResolvedFieldState extends ParentFieldState {
  /** The display the field's own flags ask for, before the parent is taken into account. */
  ownDisplay: FieldDisplay
  /** The pattern the field's own flags ask for. */
  pattern: FieldPattern
}

const ROOT: ParentFieldState = { shown: true, display: 'visible', effectivePattern: 'editable' }

/**
 * Resolves a field's flags into display and pattern: the one place where the spec's rules live.
 *
 * - Pattern precedence: readPretty, then disabled, then editable, then inherit.
 * - A read-pretty ancestor makes its whole subtree read-pretty (readPretty ranks first), so a preview
 *   never contains an input; otherwise a field's own pattern beats the inherited one.
 * - A field is shown only if it is visible, not hidden and its parent is shown. `visible: false`
 *   outranks `hidden: true` because it also drops the value.
 */
export function resolveFieldState(flags: FieldStateFlags = {}, parent: ParentFieldState = ROOT): ResolvedFieldState {
  const pattern: FieldPattern = flags.readPretty
    ? 'readPretty'
    : flags.disabled
      ? 'disabled'
      : flags.editable
        ? 'editable'
        : 'inherit'
  const effectivePattern: EffectivePattern =
    parent.effectivePattern === 'readPretty' || pattern === 'inherit' ? parent.effectivePattern : pattern

  const ownDisplay: FieldDisplay = flags.visible === false ? 'none' : flags.hidden ? 'hidden' : 'visible'
  const shown = ownDisplay === 'visible' && parent.shown
  const display: FieldDisplay = ownDisplay !== 'visible' ? ownDisplay : parent.shown ? 'visible' : parent.display
  return { shown, display, ownDisplay, pattern, effectivePattern }
}
