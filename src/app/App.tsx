import './global.css'
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './router'
import { ToastBridge } from './ToastBridge'
import { UpdateBridge } from './update/UpdateBridge'
import { ThemeSync, useAppTheme } from './theme'
import { LocaleDirection } from './direction'

export function App() {
  const theme = useAppTheme()
  return (
    <LocaleDirection>
      <MantineProvider theme={theme} defaultColorScheme="dark">
        <ThemeSync />
        <ToastBridge />
        <UpdateBridge />
        <ModalsProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ModalsProvider>
      </MantineProvider>
    </LocaleDirection>
  )
}
