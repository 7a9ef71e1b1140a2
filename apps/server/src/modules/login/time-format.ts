/** YYYY-MM-DD HH:mm:ss in China Standard Time, as the console shows times (spec 1 §8 nextSendTime). */
export const formatChinaTime = (date: Date): string => {
  const shifted = new Date(date.getTime() + 8 * 3_600_000)
  return shifted.toISOString().slice(0, 19).replace('T', ' ')
}
