export { Badge, type BadgeProps, type BadgeTone } from './badge'
export { Button, IconButton, type ButtonProps, type ButtonVariant, type IconButtonProps } from './button'
export { Card, type CardProps } from './card'
export { Checkbox, type CheckboxProps } from './checkbox'
export { CopyButton, CopyableText, type CopyButtonProps, type CopyableTextProps } from './copy-button'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export { ConflictPanel, FieldChangesTable, type ConflictChoice, type ConflictRow } from './conflict-panel'
export { ConnectionBanner } from './connection-banner'
export { DayField, type DayFieldProps } from './day-field'
export { DayRangeFields, type DayRangeFieldsProps } from './day-range-fields'
export { Dialog, Drawer, type DialogProps, type DrawerProps } from './dialog'
export { DownloadProgress, describeProgress, type DownloadProgressProps } from './download-progress'
export { EntitySelect, type EntityOption, type EntitySelectProps } from './entity-select'
export { ExportButton } from './export-button'
export { withEmailBreaks } from './email-breaks'
export { Field, FormAlert, Input, type FieldProps, type InputProps } from './field'
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog'
export { FormDialog, FormDrawer, type FormDialogProps, type FormDrawerProps } from './form-drawer'
export { FormFields, type FieldSpec, type FormFieldsProps } from './form-fields'
export {
  ApprovalsIcon,
  CommandIcon,
  Icon,
  DashboardIcon,
  DownloadIcon,
  JournalIcon,
  OperationsIcon,
  ReferralsIcon,
  SidebarIcon,
  SignOutIcon,
  StatsIcon,
  UsersIcon,
} from './icons'
export { Kbd, detectPlatform, keyLabel, type KbdProps, type Platform } from './kbd'
export { lazyDrawer, type LazyDrawerProps } from './lazy-drawer'
export { FilterChip, type FilterChipProps } from './filter-chip'
export {
  CheckboxGroup,
  ListFilterChips,
  ListFilters,
  labelOptions,
  type CheckboxGroupProps,
  type FilterOption,
  type ListFilter,
  type ListFiltersProps,
} from './list-filters'
export { ListPage, type ListPageController, type ListPageDescription, type ListPageProps } from './list-page'
export { ListToolbar, dimmedWhileBusy, type ListToolbarProps } from './list-toolbar'
export { NativeSelect, type NativeSelectProps } from './native-select'
export { Menu } from './menu'
export { PageHeader, type PageHeaderProps } from './page-header'
export { PresenceChips, type PresenceChipsProps, type PresentPerson } from './presence-chips'
export { PagedTable, type PagedListResult, type PagedTableProps } from './paged-table'
export { DEFAULT_PAGE_SIZES, Pagination, describeRange, type PaginationProps } from './pagination'
export { VersionAction, type RecordRevertView } from './record-revert'
export {
  ResourceFormDrawer,
  type ResourceFormController,
  type ResourceFormDescription,
  type ResourceFormDrawerProps,
} from './resource-form-drawer'
export {
  ResourceListScreen,
  type AskedBulkAction,
  type ConfirmController,
  type DeletionText,
  type ResourceListController,
  type ResourceListDescription,
  type ResourceListScreenProps,
} from './resource-list-screen'
export { SavedViewsMenu } from './saved-views-menu'
export { SearchField, type SearchFieldProps } from './search-field'
export { Select, type SelectItem, type SelectProps } from './select'
export { Skeleton, type SkeletonProps } from './skeleton'
export { Spinner, type SpinnerProps } from './spinner'
export { EmptyState, ErrorState, ListEmptyState, type EmptyStateProps, type ErrorStateProps, type ListEmptyStateProps } from './states'
export { Switch, type SwitchProps } from './switch'
export { minimumWidthByKind, type ColumnKind } from './column-widths'
export { Table, type SortDirection, type TableColumn, type TableProps, type TableSort } from './table'
export { Textarea, type TextareaProps } from './textarea'
export { cutTextLink, textLink } from './text-link'
export { Tabs, type TabItem, type TabsProps } from './tabs'
export { LiveRegions } from './live-regions'
export { Toaster, type ToasterProps } from './toast'
export { SelectionBar, type SelectionBarProps, type SelectionController } from './selection-bar'
export { BulkLedger, type BulkLedgerProps, type BulkLedgerState } from './bulk-ledger'
export { withSelectionColumn, type TableSelection } from './selection-column'
export { Tooltip, type TooltipProps } from './tooltip'
export { useWhenIdle } from './use-when-idle'
