/**
 * The time a toast stays (a notice's reading time, the window of an action). Every toast's time stands
 * still while the pointer is over a toast or focus is in one, and starts again from its whole length
 * when both have left (WCAG 2.2.1). The toasts are held together: a notice that arrives while one is
 * read pushes the stack, and the one read must not slip from under the pointer into its countdown.
 * A hold belongs to its toast and goes with it: a toast closed under the pointer holds nothing.
 */
type HoldReason = 'pointer' | 'focus'

interface Countdown {
  duration: number
  end: () => void
  timer?: ReturnType<typeof setTimeout>
}

const countdowns = new Map<string, Countdown>()
const holdsByToast = new Map<string, Set<HoldReason>>()

function run(id: string, countdown: Countdown): void {
  clearTimeout(countdown.timer)
  if (holdsByToast.size > 0) return
  countdown.timer = setTimeout(() => {
    countdowns.delete(id)
    countdown.end()
  }, countdown.duration)
}

/** Stops every time when the toasts become held, starts each whole again when they are let go. */
function changeHolds(change: () => void): void {
  const wasHeld = holdsByToast.size > 0
  change()
  const held = holdsByToast.size > 0
  if (held && !wasHeld) for (const countdown of countdowns.values()) clearTimeout(countdown.timer)
  else if (!held && wasHeld) for (const [id, countdown] of countdowns) run(id, countdown)
}

export function startCountdown(id: string, duration: number, end: () => void): void {
  // A toast shown anew under its id (a notice updated) starts its time again.
  stopCountdown(id)
  const countdown: Countdown = { duration, end }
  countdowns.set(id, countdown)
  run(id, countdown)
}

export function stopCountdown(id: string): void {
  clearTimeout(countdowns.get(id)?.timer)
  countdowns.delete(id)
}

export function holdCountdown(id: string, reason: HoldReason, held: boolean): void {
  changeHolds(() => {
    const reasons = holdsByToast.get(id) ?? new Set<HoldReason>()
    if (held) reasons.add(reason)
    else reasons.delete(reason)
    if (reasons.size > 0) holdsByToast.set(id, reasons)
    else holdsByToast.delete(id)
  })
}

/** A toast closing: whatever held it (a pointer, focus) leaves with it, unannounced. */
export function forgetHolds(id: string): void {
  changeHolds(() => holdsByToast.delete(id))
}
