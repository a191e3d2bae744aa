import './global.css'
import { MantineProvider } from '@mantine/core'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './router'
import { ToastBridge } from './ToastBridge'
import { ThemeSync, useAppTheme } from './theme'

export function App() {
  const theme = useAppTheme()
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <ThemeSync />
      <ToastBridge />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </MantineProvider>
  )
}
