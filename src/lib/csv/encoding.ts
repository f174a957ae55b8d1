import { concatenate } from '../download'

/** The text encodings a report may come in (the eLama report). */
export type CsvEncoding = 'utf-8' | 'windows-1251'

export interface DetectedEncoding {
  encoding: CsvEncoding
  /** The file starts with the UTF-8 byte-order mark. */
  bom: boolean
}

/** How much text past the first non-ASCII byte decides between UTF-8 and Windows-1251. */
const sampleBytes = 64 * 1024

/**
 * The encoding of CSV bytes: a byte-order mark means UTF-8; otherwise a sample from the first
 * non-ASCII byte on is decoded as strict UTF-8, and a failure means Windows-1251 (the other
 * encoding the reports come in). Pure ASCII is read as UTF-8. `bytes` may be the first part of a
 * file only: a character cut at the end of the sample does not count as a failure.
 */
export function detectEncoding(bytes: Uint8Array): DetectedEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: true }
  const firstNonAscii = bytes.findIndex((byte) => byte >= 0x80)
  if (firstNonAscii === -1) return { encoding: 'utf-8', bom: false }
  const end = Math.min(bytes.length, firstNonAscii + sampleBytes)
  const sample = bytes.subarray(firstNonAscii, withoutCutCharacter(bytes, end))
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample)
    return { encoding: 'utf-8', bom: false }
  } catch {
    return { encoding: 'windows-1251', bom: false }
  }
}

/**
 * `end`, moved back before a UTF-8 sequence that starts within the last three bytes and would
 * need bytes past `end`: a sample must not end in half a character.
 */
function withoutCutCharacter(bytes: Uint8Array, end: number): number {
  for (let index = end - 1; index >= Math.max(0, end - 3); index -= 1) {
    const byte = bytes[index] ?? 0
    if (byte < 0x80) return end
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2
      return index + length > end ? index : end
    }
  }
  return end
}

/** A decoder for the detected encoding that drops the byte-order mark (TextDecoder's default). */
export function decoderFor(detected: DetectedEncoding): TextDecoder {
  return new TextDecoder(detected.encoding)
}

/**
 * Decodes a file that arrives in parts to the very text that decoding it whole, with the encoding
 * `detectEncoding` finds in the whole file, gives. The parts are held until the encoding is
 * certain (the first non-ASCII byte and the sample after it have arrived, or the file has ended),
 * then decoded as they come.
 */
export class StreamingDecoder {
  private held: Uint8Array[] = []
  private heldBytes = 0
  private firstNonAscii = -1
  private decoder: TextDecoder | null = null
  /** Set with `decoder`. */
  private detected: DetectedEncoding = { encoding: 'utf-8', bom: false }

  /** The text of `part`: '' while the encoding is not certain yet. */
  decode(part: Uint8Array): string {
    if (this.decoder) return this.decoder.decode(part, { stream: true })
    if (this.firstNonAscii === -1) {
      const index = part.findIndex((byte) => byte >= 0x80)
      if (index !== -1) this.firstNonAscii = this.heldBytes + index
    }
    this.held.push(part)
    this.heldBytes += part.length
    if (this.firstNonAscii === -1 || this.heldBytes < this.firstNonAscii + sampleBytes) return ''
    return this.decodeHeld(true).text
  }

  /** The file has ended: the rest of its text, and its encoding. */
  end(): { text: string; encoding: DetectedEncoding } {
    if (!this.decoder) return this.decodeHeld(false)
    return { text: this.decoder.decode(), encoding: this.detected }
  }

  private decodeHeld(stream: boolean): { text: string; encoding: DetectedEncoding } {
    const bytes = this.held.length === 1 && this.held[0] ? this.held[0] : concatenate(this.held, this.heldBytes)
    this.held = []
    this.detected = detectEncoding(bytes)
    this.decoder = decoderFor(this.detected)
    return { text: this.decoder.decode(bytes, { stream }), encoding: this.detected }
  }
}

/** «UTF-8 с BOM», «UTF-8 без BOM», «Windows-1251». */
export function encodingLabel(detected: DetectedEncoding): string {
  if (detected.encoding === 'windows-1251') return 'Windows-1251'
  return detected.bom ? 'UTF-8 с BOM' : 'UTF-8 без BOM'
}
