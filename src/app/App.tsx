import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { RouterProvider } from 'react-router'
import { router } from './router'
import { ToastBridge } from './ToastBridge'
import { ThemeSync, useAppTheme } from './theme'

export function App() {
  const theme = useAppTheme()
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <ThemeSync />
      <ModalsProvider>
        <Notifications position="bottom-right" limit={4} />
        <ToastBridge />
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>
  )
}
