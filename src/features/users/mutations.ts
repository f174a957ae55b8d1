import type { QueryClient } from '@tanstack/react-query'
import type { Customer, CustomerDetails, OtpAnswer } from '../../../contract/schemas/customers'
import type { CustomerNote } from '../../../contract/schemas/timeline'
import { approvalsList } from '../../api/approvals'
import { auditLogList } from '../../api/audit-log'
import { customersQueryKeys, issueOtp, topUpBalance, type TopUpAnswer, type TopUpRequest } from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import { createNote, deleteNote, editNote, timelineKeys } from '../../api/timeline'
import { consoleMutation, useConsoleMutation, type MutationContext } from '../../state/query/console-mutation'
import { shouldRetryRepeatableMutation } from '../../state/query/query-client'

// The changes a customer's page and its drawers make: money, one-time codes and notes.

/** After money moved: the new balance at once, then fresh lists, operations and recent operations. */
function afterBalanceChange(client: QueryClient, customer: Customer): Promise<unknown> {
  client.setQueryData<CustomerDetails>(customersQueryKeys.detail(customer.customer_uuid), (details) =>
    details ? { ...details, ...customer } : details,
  )
  return Promise.all([
    client.invalidateQueries({ queryKey: customersQueryKeys.detail(customer.customer_uuid) }),
    client.invalidateQueries({ queryKey: customersQueryKeys.lists }),
    client.invalidateQueries({ queryKey: financeOperationsList.keys.all }),
  ])
}

/** Credits a customer's balance; the caller keeps the idempotency key of the attempt. */
const topUpBalanceAtom = consoleMutation(({ http, client, journalChange }) => {
  return {
    mutationKey: ['top-up-balance'],
    mutationFn: (request: TopUpRequest) => topUpBalance(http, request),
    // The same Idempotency-Key goes again: the money moves once.
    retry: shouldRetryRepeatableMutation,
    onMutate: (request: TopUpRequest) => ({
      balanceBefore: client.getQueryData<CustomerDetails>(customersQueryKeys.detail(request.customerUuid))?.balance ?? null,
    }),
    // Not awaited: the drawer may close on success while the lists refetch behind it.
    onSuccess: (answer: TopUpAnswer, request: TopUpRequest, context: { balanceBefore: string | null } | undefined) => {
      // Sent for approval: nothing moved; the server journaled the request, and the approvals are read anew.
      if (answer.requested) {
        void client.invalidateQueries({ queryKey: approvalsList.keys.all })
        return
      }
      const customer = answer.credited
      void afterBalanceChange(client, customer)
      void journalChange({
        action: 'top_up',
        target_type: 'customer',
        target_uuid: customer.customer_uuid,
        target_label: customer.email,
        changes: { amount: [null, request.amount], balance: [context?.balanceBefore ?? null, customer.balance] },
        comment: request.comment,
      })
    },
  }
})

/** Issues a one-time sign-in code for a customer. */
const issueOtpAtom = consoleMutation(({ http, client, journalChange }) => {
  return {
    mutationKey: ['issue-otp'],
    mutationFn: (customerUuid: string) => issueOtp(http, customerUuid),
    // The code itself is never journaled (it signs the customer in); its expiry is.
    onSuccess: (answer: OtpAnswer, customerUuid: string) => {
      // the customer's feed lists the code
      void client.invalidateQueries({ queryKey: customersQueryKeys.detail(customerUuid) })
      const email = client.getQueryData<CustomerDetails>(customersQueryKeys.detail(customerUuid))?.email
      void journalChange({
        action: 'issue_otp',
        target_type: 'customer',
        target_uuid: customerUuid,
        target_label: email ?? customerUuid,
        changes: { expires_at: [null, answer.expires_at] },
      })
    },
  }
})

/** Credits a customer's balance (the mutation's result). */
export function useTopUpBalance() {
  return useConsoleMutation(topUpBalanceAtom)
}

/** Issues a one-time sign-in code (the mutation's result). */
export function useIssueOtp() {
  return useConsoleMutation(issueOtpAtom)
}

/** After a note changed: the feed and the journal anew. */
function afterNoteChange({ client }: MutationContext, customerUuid: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: timelineKeys.customer(customerUuid) }),
    client.invalidateQueries({ queryKey: auditLogList.keys.all }),
  ])
}

export interface NoteChange {
  customerUuid: string
  noteUuid: string
}

const createNoteAtom = consoleMutation((context) => ({
  mutationKey: ['note-create'],
  mutationFn: ({ customerUuid, text }: { customerUuid: string; text: string }) => createNote(context.http, customerUuid, text),
  onSuccess: (_note: CustomerNote, { customerUuid }: { customerUuid: string; text: string }) => afterNoteChange(context, customerUuid),
}))

const editNoteAtom = consoleMutation((context) => ({
  mutationKey: ['note-edit'],
  mutationFn: ({ customerUuid, noteUuid, text }: NoteChange & { text: string }) => editNote(context.http, customerUuid, noteUuid, text),
  onSuccess: (_note: CustomerNote, { customerUuid }: NoteChange & { text: string }) => afterNoteChange(context, customerUuid),
}))

const deleteNoteAtom = consoleMutation((context) => ({
  mutationKey: ['note-delete'],
  mutationFn: ({ customerUuid, noteUuid }: NoteChange) => deleteNote(context.http, customerUuid, noteUuid),
  onSuccess: (_answer: void, { customerUuid }: NoteChange) => afterNoteChange(context, customerUuid),
}))

export const useCreateNote = () => useConsoleMutation(createNoteAtom)
export const useEditNote = () => useConsoleMutation(editNoteAtom)
export const useDeleteNote = () => useConsoleMutation(deleteNoteAtom)
