/**
 * A phone number as staff read it: a Russian one grouped «+7 999 123-45-67» (also from «8 999…» or
 * «79991234567»), any other shown as it was written.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  const russian = digits.length === 11 && (digits.startsWith('7') || (digits.startsWith('8') && !trimmed.startsWith('+')))
  if (!russian) return trimmed
  return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`
}
