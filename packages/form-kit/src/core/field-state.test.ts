import { resolveFieldState, type FieldStateFlags, type ParentFieldState } from './field-state.js'

describe('resolveFieldState pattern precedence', () => {
  // Every combination of the three pattern flags: readPretty, then disabled, then editable, then inherit.
  const table: Array<[FieldStateFlags, string]> = [
    [{}, 'inherit'],
    [{ editable: true }, 'editable'],
    [{ disabled: true }, 'disabled'],
    [{ disabled: true, editable: true }, 'disabled'],
    [{ readPretty: true }, 'readPretty'],
    [{ readPretty: true, editable: true }, 'readPretty'],
    [{ readPretty: true, disabled: true }, 'readPretty'],
    [{ readPretty: true, disabled: true, editable: true }, 'readPretty'],
    [{ readPretty: false, disabled: false, editable: false }, 'inherit'],
  ]

  it.each(table)('%j resolves to %s', (flags, expected) => {
    expect(resolveFieldState(flags).pattern).toBe(expected)
  })

  it('inherit takes the parent pattern, editable at the root', () => {
    expect(resolveFieldState({}).effectivePattern).toBe('editable')
    const disabledParent: ParentFieldState = { shown: true, display: 'visible', effectivePattern: 'disabled' }
    expect(resolveFieldState({}, disabledParent).effectivePattern).toBe('disabled')
  })

  it('an own pattern beats an inherited disabled one', () => {
    const disabledParent: ParentFieldState = { shown: true, display: 'visible', effectivePattern: 'disabled' }
    expect(resolveFieldState({ editable: true }, disabledParent).effectivePattern).toBe('editable')
  })

  it('a read-pretty parent makes even an editable child read-pretty', () => {
    const preview: ParentFieldState = { shown: true, display: 'visible', effectivePattern: 'readPretty' }
    expect(resolveFieldState({ editable: true }, preview).effectivePattern).toBe('readPretty')
    expect(resolveFieldState({ disabled: true }, preview).effectivePattern).toBe('readPretty')
  })
})

describe('resolveFieldState display', () => {
  const shownParent: ParentFieldState = { shown: true, display: 'visible', effectivePattern: 'editable' }
  const hiddenParent: ParentFieldState = { shown: false, display: 'hidden', effectivePattern: 'editable' }
  const removedParent: ParentFieldState = { shown: false, display: 'none', effectivePattern: 'editable' }

  it.each<[FieldStateFlags, ParentFieldState, boolean, string]>([
    [{}, shownParent, true, 'visible'],
    [{ visible: true }, shownParent, true, 'visible'],
    [{ visible: false }, shownParent, false, 'none'],
    [{ hidden: true }, shownParent, false, 'hidden'],
    [{ hidden: false }, shownParent, true, 'visible'],
    [{ visible: false, hidden: true }, shownParent, false, 'none'],
    [{ visible: true, hidden: true }, shownParent, false, 'hidden'],
    [{ visible: true }, hiddenParent, false, 'hidden'],
    [{}, removedParent, false, 'none'],
    [{ hidden: true }, removedParent, false, 'hidden'],
  ])('%j under %j: shown %s, display %s', (flags, parent, shown, display) => {
    const state = resolveFieldState(flags, parent)
    expect(state.shown).toBe(shown)
    expect(state.display).toBe(display)
  })

  it('a chain is shown only when every ancestor is shown', () => {
    const grandparent = resolveFieldState({ hidden: true })
    const parent = resolveFieldState({ visible: true }, grandparent)
    const child = resolveFieldState({ visible: true }, parent)
    expect([grandparent.shown, parent.shown, child.shown]).toEqual([false, false, false])
    expect(resolveFieldState({}, resolveFieldState({})).shown).toBe(true)
  })
})
