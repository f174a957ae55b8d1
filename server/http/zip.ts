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
    // The fields from «version needed» to the name's length stand alike in both headers.
    const writeEntryFields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at) // version needed: 2.0
      header.writeUInt16LE(0x0800, at + 2) // UTF-8 names
      header.writeUInt16LE(0, at + 4) // stored
      header.writeUInt16LE(stamp.time, at + 6)
      header.writeUInt16LE(stamp.date, at + 8)
      header.writeUInt32LE(checksum, at + 10)
      header.writeUInt32LE(entry.content.length, at + 14)
      header.writeUInt32LE(entry.content.length, at + 18)
      header.writeUInt16LE(name.length, at + 22)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    writeEntryFields(local, 4)
    // extra length: 0
    parts.push(local, name, entry.content)

    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4) // made by
    writeEntryFields(header, 6)
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
