import './global.css'
import { MantineProvider } from '@mantine/core'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './router'
import { ToastBridge } from './ToastBridge'
import { UpdateBridge } from './update/UpdateBridge'
import { ThemeSync, useAppTheme } from './theme'
import { LocaleDirection } from './direction'
import { ConfirmHost } from '../ui/confirm'

export function App() {
  const theme = useAppTheme()
  return (
    <LocaleDirection>
      {/* All of the theme's CSS variables come from here, not from Mantine's stylesheet of defaults: the first paint loads no variables twice. */}
      <MantineProvider theme={theme} defaultColorScheme="dark" deduplicateCssVariables={false}>
        <ThemeSync />
        <ToastBridge />
        <UpdateBridge />
        <ConfirmHost />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </LocaleDirection>
  )
}
