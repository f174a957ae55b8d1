import { crc32, deflateSync } from 'node:zlib'
import type { Random } from './random'

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** Heat colours from cold blue through green and yellow to red, for 0..1. */
function heatColour(value: number): [number, number, number] {
  const v = Math.max(0, Math.min(1, value))
  const r = Math.round(255 * Math.min(1, Math.max(0, 2 * v - 0.5)))
  const g = Math.round(255 * Math.min(1, Math.max(0, v < 0.5 ? 2 * v : 2 - 2 * v)))
  const b = Math.round(255 * Math.min(1, Math.max(0, 1 - 2 * v)))
  return [r, g, b]
}

/** A small RGB PNG that looks like an attention heatmap: a few hot spots on a cool background. */
export function heatmapPng(random: Random, width = 96, height = 64): Buffer {
  const spots = Array.from({ length: random.int(2, 4) }, () => ({
    x: random.next() * width,
    y: random.next() * height,
    radius: 6 + random.next() * 14,
    weight: 0.5 + random.next() * 0.5,
  }))
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      let heat = 0
      for (const spot of spots) {
        const distance = ((x - spot.x) ** 2 + (y - spot.y) ** 2) / (2 * spot.radius ** 2)
        heat += spot.weight * Math.exp(-distance)
      }
      const [r, g, b] = heatColour(heat)
      row.writeUInt8(r, 1 + x * 3)
      row.writeUInt8(g, 2 + x * 3)
      row.writeUInt8(b, 3 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
