import type { SVGProps } from 'react'

/** The few line icons the kit draws itself (16px grid, currentColor); always decorative. A feature draws its own with it. */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const ChevronDownIcon = () => (
  <Icon>
    <path d="m4 6 4 4 4-4" />
  </Icon>
)
export const ChevronLeftIcon = () => (
  <Icon>
    <path d="m10 4-4 4 4 4" />
  </Icon>
)
export const ChevronRightIcon = () => (
  <Icon>
    <path d="m6 4 4 4-4 4" />
  </Icon>
)
export const CheckIcon = () => (
  <Icon strokeWidth="2">
    <path d="m3.5 8.5 3 3 6-7" />
  </Icon>
)
export const MinusIcon = () => (
  <Icon strokeWidth="2">
    <path d="M4 8h8" />
  </Icon>
)
export const CloseIcon = () => (
  <Icon>
    <path d="m4 4 8 8M12 4l-8 8" />
  </Icon>
)
export const ArrowUpIcon = () => (
  <Icon>
    <path d="M8 13V3M4 7l4-4 4 4" />
  </Icon>
)
export const ArrowDownIcon = () => (
  <Icon>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Icon>
)
export const SortIcon = () => (
  <Icon>
    <path d="m5 6 3-3 3 3M5 10l3 3 3-3" />
  </Icon>
)
export const AlertIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 4.75v3.75M8 11.1v.15" />
  </Icon>
)
export const SuccessIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="6.25" />
    <path d="m5.5 8.25 1.75 1.75 3.25-3.75" />
  </Icon>
)
export const InboxIcon = () => (
  <Icon>
    <path d="M2 9.5 3.75 3.5h8.5L14 9.5v3a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1z" />
    <path d="M2 9.5h3.5l1 1.5h3l1-1.5H14" />
  </Icon>
)
export const DownloadIcon = () => (
  <Icon>
    <path d="M8 2.5v8M4.5 7 8 10.5 11.5 7M3 13.5h10" />
  </Icon>
)

export const CopyIcon = () => (
  <Icon>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5v-2a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2" />
  </Icon>
)

export const CalendarIcon = () => (
  <Icon>
    <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
    <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
  </Icon>
)

// The sidebar's sections, shown alone when it is narrowed.
export const DashboardIcon = () => (
  <Icon>
    <rect x="2.5" y="2.5" width="4.5" height="5.5" rx="1" />
    <rect x="9" y="2.5" width="4.5" height="3.5" rx="1" />
    <rect x="2.5" y="10" width="4.5" height="3.5" rx="1" />
    <rect x="9" y="8" width="4.5" height="5.5" rx="1" />
  </Icon>
)
export const UsersIcon = () => (
  <Icon>
    <circle cx="6" cy="5.5" r="2.5" />
    <path d="M1.5 13.5c.5-2.5 2.3-4 4.5-4s4 1.5 4.5 4M10.5 3.2a2.5 2.5 0 0 1 0 4.6M12 9.7c1.3.5 2.2 1.9 2.5 3.8" />
  </Icon>
)
export const OperationsIcon = () => (
  <Icon>
    <path d="M2.5 5.5h10M10 3l2.5 2.5L10 8M13.5 10.5h-10M6 8l-2.5 2.5L6 13" />
  </Icon>
)
export const StatsIcon = () => (
  <Icon>
    <path d="M2.5 13.5h11M4.5 11V8M8 11V4M11.5 11V6.5" />
  </Icon>
)
export const ReferralsIcon = () => (
  <Icon>
    <path d="M6.5 9.5a2.5 2.5 0 0 0 3.5 0l2.5-2.5a2.5 2.5 0 0 0-3.5-3.5l-.75.75M9.5 6.5a2.5 2.5 0 0 0-3.5 0L3.5 9a2.5 2.5 0 0 0 3.5 3.5l.75-.75" />
  </Icon>
)
export const ApprovalsIcon = () => (
  <Icon>
    <rect x="3" y="3" width="10" height="11" rx="1.5" />
    <path d="M6 3V2h4v1M5.75 9l1.75 1.75 3-3.5" />
  </Icon>
)
export const JournalIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M8 5v3l2 1.5" />
  </Icon>
)
export const CommandIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="4" />
    <path d="m10 10 3.5 3.5" />
  </Icon>
)
export const SidebarIcon = () => (
  <Icon>
    <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
    <path d="M6 2.5v11" />
  </Icon>
)
export const SignOutIcon = () => (
  <Icon>
    <path d="M6.5 13.5h-3a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3M10.5 11 13.5 8l-3-3M13.5 8h-7" />
  </Icon>
)
