/** Hands `text` to the browser as a CSV file download named `fileName`. */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
