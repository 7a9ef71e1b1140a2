import dayjs, { type Dayjs } from 'dayjs'

/**
 * The server answers every time as China time in one format, `YYYY-MM-DD HH:mm:ss` (UTC+8, no
 * daylight saving), and the console shows it as written. This turns such a time into an instant,
 * for arithmetic (ages, countdowns), whatever zone the browser is in.
 */
export const parseChinaTime = (text: string): number => {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(text.trim())
  return m ? Date.parse(`${m[1]}T${m[2] ?? '00:00:00'}${m[2]?.length === 5 ? ':00' : ''}+08:00`) : Date.parse(text)
}

/**
 * Today's date in China (the server reads every date of a filter as a China day), as a picker's
 * value is: the day's start in the browser's own zone. An operator whose browser is elsewhere
 * (travelling, or a machine left on UTC) gets China's today, not the browser's, as a range's default
 * and limit.
 */
export const chinaToday = (now: Date = new Date()): Dayjs => dayjs(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10))
