import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource-variable/inter'
import './index.css'
import { App } from './app/app'
import { bootstrap } from './app/bootstrap'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('No #root element in index.html')

createRoot(rootElement).render(
  <StrictMode>
    <App {...bootstrap()} />
  </StrictMode>,
)
