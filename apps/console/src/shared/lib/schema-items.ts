/** A form-kit schema field: its title in a FormItem, with the rest of its schema. */
export const item = (title: string, extra: Record<string, unknown> = {}) => ({ title, 'x-decorator': 'FormItem', ...extra })

/** Required, with the message shown while it is empty. */
export const required = (message: string) => ({ required: true, 'x-validator': [{ required: true, message }] })

/** A trimmed text box `width` wide, at most `maxLength` characters, its placeholder `请输入{title}`; `extra` adds to its schema. */
export const textItem = (title: string, maxLength: number, width: number, extra: Record<string, unknown> = {}) =>
  item(title, { type: 'string', 'x-component': 'TextInput', 'x-component-props': { placeholder: `请输入${title}`, maxLength, trim: true, style: { width } }, ...extra })

/** {@link textItem} that must be filled, asking `请输入{title}` while empty. */
export const requiredText = (title: string, maxLength: number, width: number, extra: Record<string, unknown> = {}) => textItem(title, maxLength, width, { ...required(`请输入${title}`), ...extra })

/**
 * A required Select 360 wide, `请选择{what}` its placeholder and its message while empty; `extra` adds to
 * its schema (its `type` is number unless `extra` says otherwise) and `props` to the Select's.
 */
export const requiredSelect = (title: string, what: string, extra: Record<string, unknown> = {}, props: Record<string, unknown> = {}) =>
  item(title, { type: 'number', ...required(`请选择${what}`), 'x-component': 'Select', 'x-component-props': { placeholder: `请选择${what}`, ...props, style: { width: 360 } }, ...extra })
