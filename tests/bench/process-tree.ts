import { readdirSync, readFileSync } from 'node:fs'

/** Every running process's parent, read from /proc (Linux): pid → ppid. */
function parentsOfAll(): Map<number, number> {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // «pid (comm) state ppid ...»: comm may hold spaces and parentheses, so read after its last «)».
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // The process ended while the list was read.
    }
  }
  return parents
}

/** `root` and every process below it, however deep (a browser launched detached is still a child). */
function treeOf(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const [pid, ppid] of parentsOfAll()) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const tree = [root]
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index] ?? 0) ?? []))
  return tree
}

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100

/**
 * CPU time, in ms, the processes below `root` (not `root` itself) have used so far, user and
 * system, each thread counted: for a browser launched by this process, every one of its processes.
 */
export function cpuMsBelow(root: number): number {
  let ticks = 0
  for (const pid of treeOf(root).slice(1)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // After «comm)»: state is field 3, utime 14 and stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended while the list was read.
    }
  }
  return (ticks * 1000) / ticksPerSecond
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

/**
 * Kills `root` and all its descendants. Each is stopped first and the tree read again until no new
 * process shows up, so none can start another in between and escape (an orphan is reparented away
 * from the tree and could no longer be found).
 */
export function killProcessTree(root: number): void {
  const stopped = new Set<number>()
  for (;;) {
    const fresh = treeOf(root).filter((pid) => !stopped.has(pid))
    if (fresh.length === 0) break
    for (const pid of fresh) {
      signal(pid, 'SIGSTOP')
      stopped.add(pid)
    }
  }
  for (const pid of stopped) signal(pid, 'SIGKILL')
}
