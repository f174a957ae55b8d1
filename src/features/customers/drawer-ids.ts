/** The `drawer` values of this feature's URL drawers; both take the customer as `customer=<uuid>`. */
export const customerDrawerIds = {
  topUp: 'top-up',
  issueOtp: 'issue-otp',
} as const

export const customerDrawerParam = 'customer'
