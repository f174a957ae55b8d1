import { create } from 'superstruct'
import { recordVersionEndpoints } from '../../contract/endpoints/record-versions'
import { callWith } from './call'
import type { HttpClient } from './http'
import type { Resource } from './resource'
import { ifMatchHeaders } from './versions'

/**
 * Record versions (an extension of the reference server, contract/endpoints/record-versions): a
 * record as it was at a version, and «Вернуть к этой версии», which writes those values as a new
 * version over the version the person saw (If-Match: a 412 when it moved on). A backend names it in
 * its capabilities (`record_revert`); without it nothing here is sent.
 */
export interface RecordVersions<Item> {
  /** Its journal's record type. */
  targetType: VersionedType
  read(http: HttpClient, id: string, version: number, signal?: AbortSignal): Promise<Item>
  /** Returns record `id` to `version`, over the version `over` it was seen at. */
  revert(http: HttpClient, id: string, version: number, over: number | undefined): Promise<Item>
}

type VersionedType = keyof typeof recordVersionEndpoints
const declarations = Object.entries(recordVersionEndpoints) as [VersionedType, (typeof recordVersionEndpoints)[VersionedType]][]

/** The versions of a record type, found by its edit's path (`…/{id}/edit/` keeps `…/{id}/versions/`); none for another. */
export function recordVersionsOf<Item, Create, Edit>(resource: Resource<Item, Create, Edit>): RecordVersions<Item> | undefined {
  const { edit } = resource.config.endpoints
  const recordPath = edit.path.replace(/edit\/$/, '')
  const [targetType, found] = declarations.find(([, versions]) => versions.read.path === `${recordPath}versions/{version}/`) ?? []
  const [idName] = [...recordPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
  if (!found || !targetType || idName === undefined) return undefined
  const path = (id: string, version: number) => ({ [idName]: id, version: String(version) })
  const { item } = resource.config
  return {
    targetType,
    read: async (http, id, version, signal) => create(await callWith(http, found.read, { path: path(id, version), signal }), item),
    revert: async (http, id, version, over) =>
      create(await callWith(http, found.revert, { path: path(id, version), headers: ifMatchHeaders(over) }), item),
  }
}
