/**
 * The file name of a `Content-Disposition` header (RFC 6266), or null when it names none.
 * `filename*` (RFC 5987: `UTF-8''%D0%9E...`) wins over `filename`; quoted names may hold `;` and
 * escaped quotes. The name is reduced to its last path segment with no control characters, so a
 * header cannot steer where the browser saves.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null
  const params = dispositionParams(header)
  const extended = params.get('filename*')
  const fromExtended = extended === undefined ? null : decodeExtendedValue(extended)
  const plain = params.get('filename')
  const name = fromExtended ?? (plain === undefined ? null : repairLatin1(plain))
  return name === null ? null : safeFileName(name)
}

/** Parameters after the disposition type, names lower-cased; the first of each name counts. */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>()
  let index = header.indexOf(';')
  while (index !== -1 && index < header.length) {
    index += 1
    const equals = header.indexOf('=', index)
    if (equals === -1) break
    const name = header.slice(index, equals).trim().toLowerCase()
    let cursor = equals + 1
    while (header[cursor] === ' ' || header[cursor] === '\t') cursor += 1
    let value: string
    if (header[cursor] === '"') {
      const quoted = readQuoted(header, cursor)
      value = quoted.value
      cursor = quoted.end
    } else {
      const end = header.indexOf(';', cursor)
      value = header.slice(cursor, end === -1 ? header.length : end).trim()
      cursor = end === -1 ? header.length : end
    }
    if (name !== '' && !params.has(name)) params.set(name, value)
    index = header.indexOf(';', cursor)
  }
  return params
}

/** A quoted-string from the opening quote at `start`: its unescaped text and the index after it. */
function readQuoted(text: string, start: number): { value: string; end: number } {
  let value = ''
  let cursor = start + 1
  while (cursor < text.length) {
    const char = text[cursor]
    if (char === '\\' && cursor + 1 < text.length) {
      value += text[cursor + 1]
      cursor += 2
    } else if (char === '"') {
      return { value, end: cursor + 1 }
    } else {
      value += char
      cursor += 1
    }
  }
  return { value, end: cursor }
}

/** `charset'language'percent-encoded`; null for an unknown charset or broken encoding. */
function decodeExtendedValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value)
  if (!match) return null
  const charset = (match[1] ?? '').toLowerCase()
  const encoded = match[2] ?? ''
  const bytes: number[] = []
  for (let index = 0; index < encoded.length; index += 1) {
    const char = encoded.charCodeAt(index)
    if (char === 0x25) {
      const hex = encoded.slice(index + 1, index + 3)
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      if (char > 0x7f) return null
      bytes.push(char)
    }
  }
  const encoding = charset === 'utf-8' ? 'utf-8' : charset === 'iso-8859-1' ? 'windows-1252' : null
  if (encoding === null) return null
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(Uint8Array.from(bytes))
  } catch {
    return null
  }
}

/**
 * Header values reach JavaScript as Latin-1; a server that put raw UTF-8 into `filename="…"`
 * (common, though not RFC) would show as mojibake: read such a value as the UTF-8 it was.
 */
function repairLatin1(value: string): string {
  const codes = Array.from(value, (char) => char.charCodeAt(0))
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return value
  const bytes = Uint8Array.from(codes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return value
  }
}

function safeFileName(name: string): string | null {
  const lastSegment = name.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? null : cleaned
}
