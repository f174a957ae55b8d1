import { useCallback, useEffect, useState } from 'react'

/**
 * Whole seconds left until a wait ends (0 when none): `start(seconds)` begins one. Counted from the
 * clock, not from ticks, so a background tab whose timers were slowed still ends on time.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0)
  const [secondsLeft, setSecondsLeft] = useState(0)
  useEffect(() => {
    if (deadline === 0) return
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [deadline])
  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000)
    setSecondsLeft(seconds)
  }, [])
  return { secondsLeft, start }
}
