import type { SVGProps } from 'react'

/** The few line icons the kit draws itself (16px grid, currentColor); always decorative. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
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
