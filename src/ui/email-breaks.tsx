import type { ReactNode } from 'react'

/** An e-mail address within a text: no spaces, one «@», a dot in the domain. */
const emailPattern = /[^\s@]+@[^\s@]+\.[^\s@]+/g

/** Where an address may wrap: after its «@» and before each dot («support@ / example / .com»). */
const breakPoints = /(?<=@)|(?=\.)/

/**
 * `text` with line-break opportunities (`<wbr>`) inside its e-mail addresses, for text that wraps in
 * a narrow column: an address that does not fit breaks at its «@» or a dot, never in the middle of a
 * word («support@exam / ple.com»). Copied or read aloud, the text is unchanged. Only for text that
 * always wraps: Chromium breaks at a `<wbr>` even where `white-space: nowrap` (a cut cell) says not to.
 */
export function withEmailBreaks(text: string): ReactNode {
  if (!text.includes('@')) return text
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(emailPattern)) {
    parts.push(text.slice(last, match.index))
    match[0].split(breakPoints).forEach((piece, index) => {
      if (index > 0) parts.push(<wbr key={`${match.index}:${index}`} />)
      parts.push(piece)
    })
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return parts
}
