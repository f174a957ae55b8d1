/**
 * uPlot's `tzDate` for data placed at UTC midnights: a Date whose local fields read the UTC time,
 * so ticks fall on whole days and months whatever the browser's zone (what uPlot.tzDate does for
 * 'Etc/UTC', without formatting through Intl on every tick).
 */
export function utcDate(seconds: number): Date {
  const date = new Date(seconds * 1000)
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  )
}
