// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import app from '../i18n/locales/en/app.json'
import { Dialog } from './Dialog'
import { failureHandling } from './FailureBoundary'
import { polyfillForMantine } from './jsdom-polyfills'

beforeAll(async () => {
  polyfillForMantine()
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['app'], defaultNS: 'app', resources: { en: { app } } })
})
afterEach(cleanup)

function PresetFields({ preset }: { preset: { name: string } | null }) {
  return <span>{preset!.name}</span>
}

describe('Dialog', () => {
  it('shows a failure inside the dialog, with a Close of its own, and reports it under the dialog’s title', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = vi.spyOn(failureHandling, 'report').mockImplementation(() => undefined)
    const onClose = vi.fn()
    render(
      <MantineProvider>
        <Dialog opened onClose={onClose} title="Edit preset" withCloseButton={false} transitionProps={{ duration: 0 }}>
          <PresetFields preset={null} />
        </Dialog>
      </MantineProvider>,
    )
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByTestId('failure-card').textContent).toContain('Edit preset failed')
    expect(report).toHaveBeenCalledWith(expect.any(TypeError), 'Edit preset')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
