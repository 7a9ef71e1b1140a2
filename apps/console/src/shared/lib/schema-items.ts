/** A form-kit schema field: its title in a FormItem, with the rest of its schema. */
export const item = (title: string, extra: Record<string, unknown> = {}) => ({ title, 'x-decorator': 'FormItem', ...extra })

/** Required, with the message shown while it is empty. */
export const required = (message: string) => ({ required: true, 'x-validator': [{ required: true, message }] })

/** A trimmed text box `width` wide, at most `maxLength` characters, its placeholder `请输入{title}`; `extra` adds to its schema. */
export const textItem = (title: string, maxLength: number, width: number, extra: Record<string, unknown> = {}) =>
  item(title, { type: 'string', 'x-component': 'TextInput', 'x-component-props': { placeholder: `请输入${title}`, maxLength, trim: true, style: { width } }, ...extra })

/** {@link textItem} that must be filled, asking `请输入{title}` while empty. */
export const requiredText = (title: string, maxLength: number, width: number, extra: Record<string, unknown> = {}) => textItem(title, maxLength, width, { ...required(`请输入${title}`), ...extra })
