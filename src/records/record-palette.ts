import type { QueryCodecs } from '../../contract/endpoint'
import { createRecordPalette } from '../state/lists/palette-records'
import type { RecordType } from './define-record-type'

/** A record type's palette data: «Создать …», and its records found by name («Открыть: …»). */
export function recordPalette<Item, Create, Edit, Q extends QueryCodecs>(
  type: RecordType<Item, Create, Edit, Q>,
  options: { nameOf?: (item: Item) => string } = {},
) {
  return createRecordPalette<Item>({
    id: type.declaration.key,
    kind: type.declaration.key,
    kindName: type.words.one,
    group: type.words.list,
    createLabel: type.words.createCommand,
    keywords: type.declaration.paletteKeywords,
    list: type.resource,
    nameOf: options.nameOf,
    drawer: type.drawer,
  })
}
