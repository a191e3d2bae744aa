import './global.css'
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './router'
import { ToastBridge } from './ToastBridge'
import { UpdateBridge } from './update/UpdateBridge'
import { ThemeSync, useAppTheme } from './theme'
import { LocaleDirection } from './direction'
import { ConfirmHost } from '../ui/confirm'
import { FailureBoundary } from '../ui/FailureBoundary'

/** Toasts, the update banner and the confirmation host: should their code be out of reach, the page carries on without them. */
function Notices({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <FailureBoundary name={t('notifications.title')} fallback={() => null}>
      {children}
    </FailureBoundary>
  )
}

export function App() {
  const theme = useAppTheme()
  return (
    <LocaleDirection>
      {/* All of the theme's CSS variables come from here, not from Mantine's stylesheet of defaults: the first paint loads no variables twice. */}
      <MantineProvider theme={theme} defaultColorScheme="dark" deduplicateCssVariables={false}>
        <ThemeSync />
        <Notices>
          <ToastBridge />
          <UpdateBridge />
          <ConfirmHost />
        </Notices>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </LocaleDirection>
  )
}
