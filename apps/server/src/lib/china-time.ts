const CHINA_OFFSET_MS = 8 * 3_600_000

/** YYYY-MM-DD HH:mm:ss in China Standard Time (UTC+8, no daylight saving), as the console shows times. */
export const toChinaTime = (date: Date): string => new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

/** The China calendar date (YYYY-MM-DD) of an instant. */
export const toChinaDate = (date: Date): string => toChinaTime(date).slice(0, 10)
