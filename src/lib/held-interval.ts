/** A timer that runs `check` every `everyMs` while anyone holds it: each call holds it, and answers its release. */
export function heldInterval(check: () => void, everyMs: number): () => () => void {
  let holders = 0
  let timer: ReturnType<typeof setInterval> | undefined
  return () => {
    holders += 1
    timer ??= setInterval(check, everyMs)
    let released = false
    return () => {
      if (released) return
      released = true
      holders -= 1
      if (holders > 0) return
      clearInterval(timer)
      timer = undefined
    }
  }
}
