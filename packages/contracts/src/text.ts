/**
 * Text every request may carry: well-formed Unicode. A lone UTF-16 surrogate (`"\ud800"` in JSON)
 * is not a character, cannot be stored as UTF-8 and means a broken client; the server refuses it in
 * every field of every route (its input-hygiene hook) with 400 naming the field.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether `value` is well-formed Unicode (no lone surrogate). */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value)

/** The message shown for text that is not well-formed. */
export const MALFORMED_TEXT_MESSAGE = '含有无法识别的字符，请删除后重试'
