import axe from 'axe-core'

/**
 * The ARIA attribute faults axe finds in `element` (a form, a dialog): an attribute on an element whose
 * role does not allow it, a role missing what it requires, a value ARIA does not know. Empty when clean.
 */
export const ariaFaults = async (element: Element) => {
  const result = await axe.run(element, { runOnly: { type: 'rule', values: ['aria-allowed-attr', 'aria-required-attr', 'aria-valid-attr-value'] } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)
}
