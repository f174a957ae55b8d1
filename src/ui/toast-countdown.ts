/**
 * The time a toast stays (a notice's reading time, the window of an action): it stands still while
 * the pointer is over the toast or focus is in it, and starts again from its whole length when both
 * have left (WCAG 2.2.1).
 */
type HoldReason = 'pointer' | 'focus'

interface Countdown {
  duration: number
  end: () => void
  holds: Set<HoldReason>
  timer?: ReturnType<typeof setTimeout>
}

const countdowns = new Map<string, Countdown>()

function run(id: string, countdown: Countdown): void {
  clearTimeout(countdown.timer)
  countdown.timer = setTimeout(() => {
    countdowns.delete(id)
    countdown.end()
  }, countdown.duration)
}

export function startCountdown(id: string, duration: number, end: () => void): void {
  // A toast shown anew under its id (a notice updated) starts its time again.
  stopCountdown(id)
  const countdown: Countdown = { duration, end, holds: new Set() }
  countdowns.set(id, countdown)
  run(id, countdown)
}

export function stopCountdown(id: string): void {
  clearTimeout(countdowns.get(id)?.timer)
  countdowns.delete(id)
}

export function holdCountdown(id: string, reason: HoldReason, held: boolean): void {
  const countdown = countdowns.get(id)
  if (!countdown) return
  if (held) {
    countdown.holds.add(reason)
    clearTimeout(countdown.timer)
  } else if (countdown.holds.delete(reason) && countdown.holds.size === 0) {
    run(id, countdown)
  }
}
