import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { wireFailureHandling } from './app/failure-handling'
import { registerServiceWorker } from './app/update/service-worker'
import { startAlertsLater } from './app/alerts-later'
import { initI18n } from './i18n'
import { startSession } from './state/session-start'
import { wireSync } from './state/sync'

void initI18n()
wireSync()
wireFailureHandling()
void startSession()
registerServiceWorker()
startAlertsLater()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
