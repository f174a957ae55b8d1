import type { CommandSubject, PaletteCommand } from '../lib/commands'
import { orderByFrecency } from '../lib/frecency'
import { cachedTargets, matchTier, normalizeForMatch, rankMatches, tierOf } from '../lib/palette-match'
import { noFrecency, type FrecencyIndex } from '../lib/palette-memory'

/** However many commands the features register, the palette renders this many rows at most. */
export const renderLimit = 50

/** «Недавние» with an empty input: the newest of the person's commands and records. */
export const recentLimit = 8

export const recentGroup = 'Недавние'
export const subjectGroup = 'На этой странице'

export type CommandGroup = readonly [heading: string, items: readonly PaletteCommand[]]

const targetOf = cachedTargets((command: PaletteCommand) => ({ label: command.label, keywords: command.keywords }))

/** Within its tier, a command about the screen's record comes first (less than a tier's worth). */
const subjectBonus = 500

/** Items in groups, each group where its first (best) item stands. */
export function groupInOrder(commands: readonly PaletteCommand[]): CommandGroup[] {
  const byGroup = new Map<string, PaletteCommand[]>()
  for (const command of commands) {
    const group = byGroup.get(command.group)
    if (group) group.push(command)
    else byGroup.set(command.group, [command])
  }
  return [...byGroup]
}

function actsOnSubject(command: PaletteCommand, subject: CommandSubject | undefined): boolean {
  return subject !== undefined && command.actsOn === subject.type
}

/** A record's frecency for a command about one (every action on it together), else the command's own. */
function frecencyOfItem(item: PaletteCommand, frecencyOf: FrecencyIndex): number {
  const recordId = item.remembered?.id ?? item.record
  return recordId === undefined ? frecencyOf.ofCommand(item.id) : frecencyOf.ofRecord(recordId)
}

/**
 * The root page for the typed text: the registered commands and what the search providers found,
 * ranked together (a server result the matcher cannot explain, found by phone or company, ranks as
 * a match inside a word), the best `renderLimit`, grouped. Among matches of one quality (the
 * matcher's tier; a label that is the text exactly above them all) the person's frecent commands
 * and records come first: frecency never lifts a worse match over a better one.
 */
export function rankRoot(
  commands: readonly PaletteCommand[],
  found: readonly PaletteCommand[],
  search: string,
  subject: CommandSubject | undefined,
  frecencyOf: FrecencyIndex = noFrecency,
): CommandGroup[] {
  const typed = normalizeForMatch(search)
  const rank = ({ item, score }: { item: PaletteCommand; score: number }) => ({
    item,
    score: score + (actsOnSubject(item, subject) ? subjectBonus : 0),
    quality: tierOf(score) + (normalizeForMatch(item.label) === typed ? 1 : 0),
    frecency: frecencyOfItem(item, frecencyOf),
  })
  const ranked = rankMatches(commands, search, targetOf, Infinity).map(rank)
  const all = orderByFrecency([
    ...ranked,
    ...rankFound(
      found.filter((item) => !item.last),
      search,
    ).map(rank),
  ])
  const last = found.filter((item) => item.last)
  return groupInOrder([...all.slice(0, renderLimit - last.length).map(({ item }) => item), ...last])
}

/**
 * What the providers found, scored for the text: a result the matcher cannot explain (found by phone
 * or company) as a match inside a word. The commands of one record take the best score among them
 * and stay together in the order found: the text names the record, not which of its actions comes first.
 */
function rankFound(found: readonly PaletteCommand[], search: string): { item: PaletteCommand; score: number }[] {
  const scores = new Map(rankMatches(found, search, targetOf, Infinity).map(({ item, score }) => [item, score]))
  const unexplained = matchTier.inside * 1000
  const recordScores = new Map<string, number>()
  for (const item of found) {
    if (item.record === undefined) continue
    recordScores.set(item.record, Math.max(recordScores.get(item.record) ?? 0, scores.get(item) ?? unexplained))
  }
  const scored = found.map((item, order) => ({
    item,
    order,
    score: (item.record === undefined ? undefined : recordScores.get(item.record)) ?? scores.get(item) ?? unexplained,
  }))
  // Ties keep the order found, so a record's commands stay in a row.
  return scored.sort((a, b) => b.score - a.score || a.order - b.order)
}

/**
 * The root page with an empty input: commands about the screen's record, then the person's recent
 * commands and records (rows made of their memory, newest first, up to `recentLimit`, and after them
 * `clearRecent`), then the rest in the features' order, `renderLimit` rows in all.
 */
export function rootWithoutSearch(
  commands: readonly PaletteCommand[],
  recentRows: readonly PaletteCommand[],
  subject: CommandSubject | undefined,
  clearRecent?: PaletteCommand,
): CommandGroup[] {
  const forSubject = commands.filter((command) => actsOnSubject(command, subject))
  const taken = new Set(forSubject)
  const recent = recentRows.filter((command) => !taken.has(command)).slice(0, recentLimit)
  for (const command of recent) taken.add(command)
  const rest: PaletteCommand[] = []
  const room = renderLimit - forSubject.length - recent.length - 1
  for (const command of commands) {
    if (rest.length >= room) break
    if (!taken.has(command) && command !== clearRecent) rest.push(command)
  }
  const groups: CommandGroup[] = []
  if (forSubject.length > 0) groups.push([subjectGroup, forSubject])
  if (recent.length > 0) groups.push([recentGroup, clearRecent ? [...recent, clearRecent] : recent])
  return [...groups, ...groupInOrder(rest)]
}

/** A page's items for the typed text: matched by the palette unless the page searched already. */
export function rankPage(items: readonly PaletteCommand[], search: string, searched: boolean): CommandGroup[] {
  if (searched || !search.trim()) return groupInOrder(items.slice(0, renderLimit))
  return groupInOrder(rankMatches(items, search, targetOf, renderLimit).map(({ item }) => item))
}
