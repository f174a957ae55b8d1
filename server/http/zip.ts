import { crc32 } from 'node:zlib'

export interface ZipEntry {
  name: string
  content: Buffer
  modifiedAt: Date
}

/** MS-DOS date and time words of a zip header (local time fields, 2-second precision). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear())
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  }
}

/**
 * A zip archive of `entries`, stored without compression (the images are PNGs, already
 * compressed): its parts in order and their total length, so the answer can carry Content-Length
 * and be streamed. Names are UTF-8 (flag bit 11).
 */
export function zipArchive(entries: readonly ZipEntry[]): { parts: Buffer[]; length: number } {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const checksum = crc32(entry.content)
    const stamp = dosDateTime(entry.modifiedAt)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed: 2.0
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(stamp.time, 10)
    local.writeUInt16LE(stamp.date, 12)
    local.writeUInt32LE(checksum, 14)
    local.writeUInt32LE(entry.content.length, 18)
    local.writeUInt32LE(entry.content.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    parts.push(local, name, entry.content)

    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4) // made by
    header.writeUInt16LE(20, 6) // needed
    header.writeUInt16LE(0x0800, 8)
    header.writeUInt16LE(0, 10)
    header.writeUInt16LE(stamp.time, 12)
    header.writeUInt16LE(stamp.date, 14)
    header.writeUInt32LE(checksum, 16)
    header.writeUInt32LE(entry.content.length, 20)
    header.writeUInt32LE(entry.content.length, 24)
    header.writeUInt16LE(name.length, 28)
    // extra length, comment length, disk number, internal attributes: 0
    header.writeUInt32LE(0, 38) // external attributes
    header.writeUInt32LE(offset, 42)
    central.push(header, name)
    offset += local.length + name.length + entry.content.length
  }
  const centralLength = central.reduce((sum, part) => sum + part.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralLength, 12)
  end.writeUInt32LE(offset, 16)
  const all = [...parts, ...central, end]
  return { parts: all, length: offset + centralLength + end.length }
}

/** A stream of the parts, one chunk each. */
export function streamOf(parts: readonly Buffer[]): ReadableStream<Uint8Array> {
  let index = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[index]
      index += 1
      if (part) controller.enqueue(new Uint8Array(part.buffer, part.byteOffset, part.byteLength))
      else controller.close()
    },
  })
}
