import { StrictMode } from 'react'
import './state/notifications-sync'
import './state/announcements'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { initI18n } from './i18n'
import { startSession } from './state/connection'

void initI18n()
void startSession()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
