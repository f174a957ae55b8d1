import { customerNoteEndpoints, customerTimelineEndpoints } from '../../contract/endpoints/customer-feed'
import { pageSizeMax } from '../../contract/schemas/common'
import {
  timelineKinds,
  type CustomerNote,
  type TimelineItem,
  type TimelineItemPage,
  type TimelineKind,
} from '../../contract/schemas/timeline'
import { auditLogList } from './audit-log'
import { callEndpoint } from './call'
import { customersQueryKeys } from './customers'
import { isHttpError } from './errors'
import { financeOperationsList } from './finance'
import type { HttpClient } from './http'
import { journalItemTitle, operationTypeLabels } from './labels'
import { invitedUsersList } from './referrals'

/** What the feed of a customer is read with: the kinds shown (all when empty), the page and its size. */
export interface TimelineQuery {
  customerUuid: string
  kinds: readonly TimelineKind[]
  page: number
  pageSize: number
  /** Whether the person may read the journal: a feed built from the contract leaves it out otherwise (nothing refused). */
  journal?: boolean
}

/** A page of the feed, and where it came from: the server's timeline, or built from the contract's endpoints. */
export interface TimelinePage extends TimelineItemPage {
  source: 'server' | 'contract'
}

/**
 * Under the customer's key: whatever refreshes the customer (a top-up) refreshes their feed, and
 * the customer's module needs no import of this one.
 */
export const timelineKeys = {
  customer: (customerUuid: string) => [...customersQueryKeys.detail(customerUuid), 'timeline'] as const,
  page: (query: TimelineQuery) => [...customersQueryKeys.detail(query.customerUuid), 'timeline', query] as const,
}

/** A staff note (an extension of the contract). */
export function createNote(http: HttpClient, customerUuid: string, text: string): Promise<CustomerNote> {
  return callEndpoint(http, customerNoteEndpoints.create, { path: { customer_uuid: customerUuid }, body: { text } })
}

/** By its author, within 15 minutes. */
export function editNote(http: HttpClient, customerUuid: string, noteUuid: string, text: string): Promise<CustomerNote> {
  return callEndpoint(http, customerNoteEndpoints.edit, { path: { customer_uuid: customerUuid, note_uuid: noteUuid }, body: { text } })
}

/** By its author, within 15 minutes. */
export async function deleteNote(http: HttpClient, customerUuid: string, noteUuid: string): Promise<void> {
  await callEndpoint(http, customerNoteEndpoints.remove, { path: { customer_uuid: customerUuid, note_uuid: noteUuid } })
}

/**
 * GET .../timeline/ (an extension of the contract); a backend without it (404) gets the same feed
 * built from the contract's endpoints (see contractFeed), marked `source: 'contract'`.
 */
export async function readTimeline(http: HttpClient, query: TimelineQuery, signal: AbortSignal): Promise<TimelinePage> {
  try {
    const page: TimelineItemPage = await callEndpoint(http, customerTimelineEndpoints.timeline, {
      path: { customer_uuid: query.customerUuid },
      query: { kind: query.kinds, page: query.page, page_size: query.pageSize },
      signal,
    })
    return { ...page, source: 'server' }
  } catch (error) {
    if (!(isHttpError(error) && error.status === 404)) throw error
    return contractFeed(http, query, signal)
  }
}

/** A source the backend lacks (a 404: no journal, no referrals) adds nothing; the feed goes on without it. */
function nothingWhenMissing(error: unknown): { total: number; items: TimelineItem[] } {
  if (isHttpError(error) && error.status === 404) return { total: 0, items: [] }
  throw error
}

/** An item of the built feed: what a source does not know (money, who, a text) is null. */
function feedItem(
  known: Pick<TimelineItem, 'item_uuid' | 'kind' | 'at' | 'title' | 'target_type' | 'target_uuid'> & Partial<TimelineItem>,
): TimelineItem {
  return { amount: null, balance_after: null, actor_email: null, text: null, ...known }
}

/** The newest `count` items of one source, newest first. */
type Source = (count: number) => Promise<{ total: number; items: TimelineItem[] }>

/**
 * The feed from what the contract has: the customer's operations, whom they invited and, where the
 * backend keeps one, the journal about them. Each source is read newest first up to the end of the
 * asked page, and the sources merged newest first; the count is the sum of theirs.
 */
async function contractFeed(http: HttpClient, query: TimelineQuery, signal: AbortSignal): Promise<TimelinePage> {
  const wanted = (kind: TimelineKind) => query.kinds.length === 0 || query.kinds.includes(kind)
  const customer = query.customerUuid
  const sources: Source[] = []
  if (wanted('operation')) {
    sources.push(async (count) => {
      const page = await financeOperationsList.list(
        http,
        { customer_uuid: customer, ordering: '-created_at', page_size: Math.min(count, pageSizeMax) },
        { signal },
      )
      return {
        total: page.count,
        items: page.results.map((operation) =>
          feedItem({
            item_uuid: operation.operation_uuid,
            kind: 'operation',
            at: operation.created_at,
            title: operationTypeLabels[operation.type],
            amount: operation.amount,
            balance_after: operation.balance_after,
            text: operation.description,
            target_type: 'operation',
            target_uuid: operation.operation_uuid,
            operation,
          }),
        ),
      }
    })
  }
  if (wanted('referral')) {
    sources.push(async (count) => {
      const page = await invitedUsersList.list(http, { customer_uuid: customer, page_size: Math.min(count, pageSizeMax) }, { signal })
      return {
        total: page.count,
        items: page.results.map((invited) =>
          feedItem({
            item_uuid: invited.customer_uuid,
            kind: 'referral',
            at: invited.registered_at,
            title: `Пригласил(а) ${invited.email}`,
            target_type: 'customer',
            target_uuid: invited.customer_uuid,
          }),
        ),
      }
    })
  }
  if (query.journal !== false && (wanted('change') || wanted('otp'))) {
    sources.push(async (count) => {
      const page = await auditLogList.list(http, { target_uuid: customer, page_size: Math.min(count, pageSizeMax) }, { signal })
      const kept = page.results.filter((entry) => entry.action !== 'top_up' && wanted(entry.action === 'issue_otp' ? 'otp' : 'change'))
      return {
        total: page.count - (page.results.length - kept.length),
        items: kept.map((entry) =>
          feedItem({
            item_uuid: entry.entry_uuid,
            kind: entry.action === 'issue_otp' ? 'otp' : 'change',
            at: entry.created_at,
            title: entry.action === 'issue_otp' ? 'Выдан одноразовый код' : journalItemTitle(entry.action),
            actor_email: entry.actor_email,
            text: entry.comment === '' ? null : entry.comment,
            target_type: 'audit_entry',
            target_uuid: entry.entry_uuid,
          }),
        ),
      }
    })
  }
  const end = query.page * query.pageSize
  const read = await Promise.all(sources.map((source) => source(end).catch(nothingWhenMissing)))
  const merged = read
    .flatMap((part) => part.items)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || timelineKinds.indexOf(a.kind) - timelineKinds.indexOf(b.kind))
  const count = read.reduce((sum, part) => sum + part.total, 0)
  return {
    count,
    next: null,
    previous: null,
    results: merged.slice(end - query.pageSize, end),
    source: 'contract',
  }
}
