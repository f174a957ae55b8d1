/** One piece of a query between spaces (spaces inside quotes belong to it), where it stands in the text. */
export interface QueryToken {
  start: number
  end: number
  /** As typed, with its minus and quotes. */
  text: string
  negated: boolean
  /** The name before the colon, when the token has one. */
  field?: string
  /** After the colon (or the whole word without one), quotes kept: `"a b",c`. */
  value: string
  /** A quote opened and never closed. */
  unclosed: boolean
}

const namePattern = /^[\p{L}_][\p{L}\p{N}_]*$/u

/** The query's tokens, in order. */
export function tokenize(text: string): QueryToken[] {
  const tokens: QueryToken[] = []
  let index = 0
  while (index < text.length) {
    if (/\s/.test(text[index] ?? '')) {
      index += 1
      continue
    }
    const start = index
    let quoted = false
    while (index < text.length && (quoted || !/\s/.test(text[index] ?? ''))) {
      if (text[index] === '"') quoted = !quoted
      index += 1
    }
    tokens.push(readToken(text.slice(start, index), start, quoted))
  }
  return tokens
}

function readToken(raw: string, start: number, unclosed: boolean): QueryToken {
  const negated = raw.length > 1 && raw.startsWith('-')
  const body = negated ? raw.slice(1) : raw
  const colon = indexOutsideQuotes(body, ':')
  const name = colon > 0 ? body.slice(0, colon) : ''
  const token = { start, end: start + raw.length, text: raw, negated, unclosed }
  return namePattern.test(name) ? { ...token, field: name, value: body.slice(colon + 1) } : { ...token, value: body }
}

function indexOutsideQuotes(text: string, wanted: string): number {
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '"') quoted = !quoted
    else if (!quoted && text.startsWith(wanted, index)) return index
  }
  return -1
}

/** `text` split at `separator` outside quotes. */
export function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = []
  let rest = text
  for (let at = indexOutsideQuotes(rest, separator); at >= 0; at = indexOutsideQuotes(rest, separator)) {
    parts.push(rest.slice(0, at))
    rest = rest.slice(at + separator.length)
  }
  parts.push(rest)
  return parts
}

/** The text without its quotes. */
export function unquote(text: string): string {
  return text.replaceAll('"', '')
}

/** A value as the bar writes it: quoted when it holds a space, a comma, a colon or a quote. */
export function quoteIfNeeded(value: string): string {
  return /[\s,:"]|^-|\.\./.test(value) ? `"${value.replaceAll('"', '')}"` : value
}
