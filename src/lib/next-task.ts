/**
 * Resolves in a later task, letting the page handle input and paint in between. A message, not a
 * timer: chained zero-delay timers wait 4 ms each after the fifth (and fake timers would hold them).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
