import type { ComponentType, ReactNode } from 'react'
import type { Struct } from 'superstruct'
import type { QueryCodecs } from '../../contract/endpoint'
import type { HttpError } from '../api/errors'
import { defineResource, type Resource, type ResourceEndpoints } from '../api/resource'
import { drawerHref, drawerTarget, type DrawerTarget } from '../lib/drawers'
import type { PluralForms } from '../lib/plural'
import type { RecordTypeEntry } from '../lib/record-types'
import { createResourceAtoms } from '../state/domain/resource'
import { listSchemaOf, type ListSchemaOf } from '../state/lists/list-schema'
import { labelText, recordFields } from '../state/lists/stale-deletion'
import type { ResourceNotices } from '../state/lists/use-resource-deletion'
import type { DeletionText } from '../ui'

/** One field of a record type in words: its name, its values' names, and how the journal and a filter say them. */
export interface FieldWords {
  /** «Категория»: in the form, the columns, a filter, a list of changes and the journal. */
  label: string
  /** An enumeration's values in words: `{banner: 'Баннер', …}`. */
  values?: Readonly<Record<string, string>>
  /** Where the journal says it otherwise: its name («Состояние»), a value in words («Активен»). */
  journal?: { label?: string; text?: (value: unknown) => string | undefined }
  /** Where its filter says it otherwise: «Активность», «Активные» / «Неактивные». */
  filter?: { label?: string; values?: Readonly<Record<string, string>> }
}

/** The words of a record type: its list, one record, and what is said of a change. */
export interface RecordTypeWords<Item> {
  /** «Нормы»: the screen, the sidebar, the palette's group, a saved view's list. */
  list: string
  /** «Норма»: what the journal calls one. */
  one: string
  /** Counted as «Удалить» asks («Удалить 12 норм?»); `one` ends «Не удалось загрузить …». */
  forms: PluralForms
  /** «Норму»: who else has it open («Норму сейчас смотрят: …»). */
  presenceSubject: string
  created: string
  saved: string
  removed: string
  /** «Создать норму», in the palette. */
  createCommand: string
  /** «Новая норма»: the drawer creating one. */
  createTitle: string
  /** «Норма «Баннер CTR»» (the record undefined while it loads). */
  editTitle: (item: Item | undefined) => string
  deletion: DeletionText<Item>
  /** A 409 on delete (still in use), in plain words. */
  describeConflict?: (item: Item, error: HttpError) => ReactNode
  /** «Поиск и фильтры норм» */
  filtersLabel: string
  /** «Название или описание»: what the search looks in. */
  searchPlaceholder: string
  /** «Норм пока нет.» */
  empty: string
  /** «Не удалось загрузить нормы» */
  loadError: string
}

/** A record type's fields in words, by field. */
export type RecordFields<Item> = Partial<Record<keyof Item & string, FieldWords>>

/** A record type as declared once, in its feature folder. */
export interface RecordTypeDeclaration<Item, Create, Edit, Q extends QueryCodecs, Fields extends RecordFields<Item> = RecordFields<Item>> {
  /** Its name in the journal, the live stream and presence: `benchmark` (a backend's own, or one the reference server knows). */
  type: string
  /** Its feature's id and the first part of its query keys: `benchmarks`. */
  key: string
  endpoints: ResourceEndpoints<Item, Create, Edit, Q>
  item: Struct<Item, unknown>
  /** The field that names a record (`benchmark_uuid`) and the one people know it by (`name`). */
  idField: keyof Item & string
  nameField: keyof Item & string
  words: RecordTypeWords<Item>
  /** Its fields in words, in the order a list of changes shows them. */
  fields: Fields
  /** Fields naming another record by its uuid, and their names: the journal says they changed, not to which uuid. */
  references?: Readonly<Record<string, string>>
  /** Its screen's address and `g` shortcut, its words for «Перейти», and its sidebar icon. */
  route: { path: string; shortcut: string; keywords: readonly string[]; icon: ComponentType }
  /** Its drawer in the address: `?drawer=benchmark&benchmark=<uuid>`. */
  drawer: { id: string; param: string }
  /** What «Создать …» is found by in the palette. */
  paletteKeywords: readonly string[]
  /** Other queries a change makes stale (another list counting these records). */
  alsoInvalidates?: readonly (readonly unknown[])[]
  /** More queries a live event about one of them makes stale. */
  alsoLive?: readonly (readonly unknown[])[]
}

/** A field's value in its declared words, when it has some. */
function fieldText(words: FieldWords | undefined, value: unknown): string | undefined {
  if (words?.values && typeof value === 'string') return words.values[value] ?? value
  return undefined
}

/** What the kit makes of a declaration (`defineRecordType`). */
export interface RecordType<Item, Create, Edit, Q extends QueryCodecs, Fields extends RecordFields<Item> = RecordFields<Item>> {
  declaration: RecordTypeDeclaration<Item, Create, Edit, Q, Fields>
  words: RecordTypeWords<Item>
  fields: Fields
  resource: Resource<Item, Create, Edit, Q>
  atoms: ReturnType<typeof createResourceAtoms<Item, Create, Edit>>
  notices: ResourceNotices<Item>
  /** The list's state in its address, from its endpoint's declaration. */
  schema: ListSchemaOf<Q>
  drawer: { readonly id: string; readonly param: string }
  /** Its drawer, on one record or (none given) creating one. */
  target(id?: string): DrawerTarget
  /** Its screen: where its saved views lead, what the palette calls it. */
  screen: { path: string; title: string }
  /** What the journal and the live stream know of it. */
  entry: RecordTypeEntry
  idOf(item: Item): string
}

/**
 * A record type from its one declaration: its API calls, its queries and writes, its list's URL
 * state (from its endpoint's declaration), its notices, and what the shared parts of the console
 * know of it (`entry`: the journal's words and link, the live stream's keys).
 */
export function defineRecordType<Item, Create, Edit, Q extends QueryCodecs, Fields extends RecordFields<Item>>(
  declaration: RecordTypeDeclaration<Item, Create, Edit, Q, Fields>,
): RecordType<Item, Create, Edit, Q, Fields> {
  const { words, fields } = declaration
  const resource: Resource<Item, Create, Edit, Q> = defineResource({
    key: declaration.key,
    endpoints: declaration.endpoints,
    idField: declaration.idField,
    nameField: declaration.nameField,
    item: declaration.item,
  })
  const atoms = createResourceAtoms(resource, {
    alsoInvalidates: declaration.alsoInvalidates,
    auditTargetType: declaration.type,
  })
  const byName = fields as Partial<Record<string, FieldWords>>
  const fieldOf = (field: string): FieldWords | undefined => byName[field]
  const declared = Object.entries(byName).flatMap(([name, field]) => (field ? [[name, field] as const] : []))
  const labels = Object.fromEntries(declared.map(([name, field]) => [name, field.label]))
  const valueTexts = Object.fromEntries(
    declared.flatMap(([name, field]) => {
      const values = field.values
      return values ? [[name, labelText(values)]] : []
    }),
  )
  const notices: ResourceNotices<Item> = {
    created: words.created,
    saved: words.saved,
    removed: words.removed,
    describeConflict: words.describeConflict,
    // Both are keyed by the declared fields, keys of Item.
    fields: recordFields<Item>(
      labels as Partial<Record<keyof Item & string, string>>,
      valueTexts as Partial<Record<keyof Item & string, (value: unknown) => string>>,
    ),
  }
  const drawer = { id: declaration.drawer.id, param: declaration.drawer.param } as const
  const target = (id?: string): DrawerTarget => drawerTarget(drawer, id)
  const screen = { path: declaration.route.path, title: words.list }
  const entry: RecordTypeEntry = {
    type: declaration.type,
    label: words.one,
    fieldLabel: (field) => {
      const words = fieldOf(field)
      return words?.journal?.label ?? words?.label ?? declaration.references?.[field]
    },
    valueText: (field, value) => fieldOf(field)?.journal?.text?.(value) ?? fieldText(fieldOf(field), value),
    referenceFields: Object.keys(declaration.references ?? {}),
    href: (uuid) => drawerHref(screen.path, target(uuid)),
    queryKeys: [resource.keys.all, ...(declaration.alsoLive ?? [])],
  }
  return {
    declaration,
    words,
    fields,
    resource,
    atoms,
    notices,
    schema: listSchemaOf(resource.query),
    drawer,
    target,
    screen,
    entry,
    idOf: resource.idOf,
  }
}
