import { useEffect, useState } from 'react'
import type { RecordList } from '../../api/resource'
import type { PaletteCommand, PaletteSearchProvider } from '../../lib/commands'
import { drawerTarget, type RecordDrawerLink } from '../../lib/drawers'
import type { FeaturePalette } from '../../lib/feature-module'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'

const searchMinLength = 2
const searchDelayMs = 200
const shownRecords = '8'

export interface RecordSearchOptions<Item> {
  /** The provider's id and the group its commands are listed under: «Нормы». */
  id: string
  group: string
  list: RecordList<Item>
  /** The record's name, after «Открыть: ». @default the list's `nameOf` */
  nameOf?: (item: Item) => string
  /** The drawer that opens the record. */
  drawer: RecordDrawerLink
  /** The record type's key and what one record is called, as the palette's «Недавние» show it. */
  kind: string
  kindName: string
}

/**
 * A palette search provider over a resource: typing a name finds a handful of its records on the
 * server (searched once typing pauses, from two characters) and offers «Открыть: …», which opens
 * the record's drawer.
 */
export function createRecordSearchProvider<Item>(options: RecordSearchOptions<Item>): PaletteSearchProvider {
  const nameOf = options.nameOf ?? ((item: Item) => options.list.nameOf(item))
  // Its own query per text searched; the previous answer stays while the next one loads.
  const found = defineQuery(
    (text: string, { http }) => {
      const params = { search: [text], page_size: [shownRecords] }
      return {
        key: options.list.keys.list(params),
        fetch: ({ signal }) => options.list.list(http, params, { signal }),
        enabled: text.length >= searchMinLength,
      }
    },
    { keepLastShown: true },
  )

  function useCommands(search: string): { commands: readonly PaletteCommand[]; loading: boolean } {
    const text = search.trim()
    const [searched, setSearched] = useState(text)
    const result = useRead(found, searched)
    useEffect(() => {
      const timer = setTimeout(() => setSearched(text), searchDelayMs)
      return () => clearTimeout(timer)
    }, [text])

    if (text.length < searchMinLength) return { commands: [], loading: false }
    const commands = (result.data?.results ?? []).map((item): PaletteCommand => {
      const id = options.list.idOf(item)
      return {
        id: `${options.id}:${id}:open`,
        label: `Открыть: ${nameOf(item)}`,
        group: options.group,
        remembered: { kind: options.kind, kindName: options.kindName, id, name: nameOf(item), action: 'Открыть' },
        run: ({ openDrawer }) => openDrawer(drawerTarget(options.drawer, id)),
      }
    })
    return { commands, loading: result.isFetching }
  }

  return { id: options.id, useCommands }
}

export interface RecordPaletteOptions<Item> extends RecordSearchOptions<Item> {
  /** «Создать норму»: opens the drawer empty. */
  createLabel: string
  keywords: readonly string[]
}

/** A resource's palette data: «Создать …» and the records found by typing, for a FeatureModule's palette. */
export function createRecordPalette<Item>(options: RecordPaletteOptions<Item>): Required<FeaturePalette> {
  const create: PaletteCommand = {
    id: `${options.id}:create`,
    label: options.createLabel,
    group: options.group,
    keywords: options.keywords,
    // Benchmarks, requests and accounts: creating one is `records.edit`.
    permission: 'records.edit',
    run: ({ openDrawer }) => openDrawer(drawerTarget(options.drawer)),
  }
  return { commands: [create], searchProviders: [createRecordSearchProvider(options)] }
}
