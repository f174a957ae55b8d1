import type { Page } from '@playwright/test'

/** Where the bench serves the floor page, on the console's own origin. */
export const floorPath = '/bench-palette-floor.html'

/**
 * The floor: a bare page whose Ctrl+K shows a focused input over a list of 38 rows, which it filters
 * as one types, Escape hiding it again; marked as the palette is (`cmdk-input`, `cmdk-list` with
 * `data-results-for`), so palette-probe.ts times it alike. No framework: what a browser needs at the least.
 */
const floorHtml = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Пол</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 0 }
#palette { position: fixed; top: 15vh; left: 50%; transform: translateX(-50%); width: 40rem; background: #fff;
  border: 1px solid #ccc; border-radius: 12px; box-shadow: 0 10px 40px rgba(0,0,0,.3) }
#palette[hidden] { display: block; opacity: 0; pointer-events: none }
input { width: 100%; box-sizing: border-box; height: 48px; border: 0; padding: 0 16px; font-size: 16px; outline: none }
ul { list-style: none; margin: 0; padding: 8px; max-height: 22rem; overflow-y: auto }
li { padding: 6px 8px; border-radius: 6px } li:first-child { background: #eee }
</style></head>
<body><main><h1>Пол</h1><p>Страница без фреймворка.</p></main>
<div id="palette" data-palette hidden inert><input cmdk-input aria-label="Команды"><ul cmdk-list data-results-for=""></ul></div>
<script>
const palette = document.getElementById('palette')
const input = palette.querySelector('input')
const list = palette.querySelector('ul')
const rows = Array.from({ length: 38 }, (_, index) => 'Команда номер ' + (index + 1))
const show = (text) => {
  const query = text.trim().toLowerCase()
  list.replaceChildren(...rows.filter((row) => row.toLowerCase().includes(query)).map((row) => {
    const item = document.createElement('li')
    item.setAttribute('cmdk-item', '')
    item.textContent = row
    return item
  }))
  list.dataset.resultsFor = text
}
show('')
input.addEventListener('input', () => show(input.value))
window.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.code === 'KeyK') {
    event.preventDefault()
    palette.hidden = palette.inert = false
    input.focus()
  } else if (event.key === 'Escape' && !palette.hidden) {
    palette.hidden = palette.inert = true
    input.value = ''
    show('')
  }
})
</script></body></html>`

/** Opens the floor page in `page`, served by the bench on `baseUrl`'s origin. */
export async function openFloor(page: Page, baseUrl: string): Promise<void> {
  await page.route(`${baseUrl}${floorPath}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: floorHtml }))
  await page.goto(`${baseUrl}${floorPath}`)
}
