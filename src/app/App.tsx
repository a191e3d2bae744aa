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
      <MantineProvider theme={theme} defaultColorScheme="dark">
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
