import { createContext, useContext } from 'react'
import type { RecordTypes } from '../../lib/record-types'

/** The console's record types (app/ gives them, collected from the features' declarations). */
export const RecordTypesContext = createContext<RecordTypes>(new Map())

/** The record types the journal, the live stream and the sidebar show. */
export function useRecordTypes(): RecordTypes {
  return useContext(RecordTypesContext)
}
