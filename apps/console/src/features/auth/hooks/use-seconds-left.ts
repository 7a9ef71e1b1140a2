import { useEffect, useState } from 'react'

/** Whole seconds until `endsAt` (epoch ms), re-rendering once a second until it reaches 0. */
export const useSecondsLeft = (endsAt: number | null) => {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (endsAt === null) return
    const id = setInterval(() => {
      setTick((t) => t + 1)
      if (Date.now() >= endsAt) clearInterval(id)
    }, 1000)
    return () => clearInterval(id)
  }, [endsAt])
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
}
