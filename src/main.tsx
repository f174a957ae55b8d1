import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource-variable/inter'
import './index.css'
import { App } from './app/app'
import { bootstrap } from './app/bootstrap'
import { expectPalette, holdKeysForPalette } from './palette/held-keys'

// First, so that a Ctrl+K pressed as the page loads waits for the palette (palette/held-keys.ts).
holdKeysForPalette()
const started = bootstrap()
expectPalette(started.signedInAtStart)

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('No #root element in index.html')

createRoot(rootElement).render(
  <StrictMode>
    <App {...started} />
  </StrictMode>,
)
