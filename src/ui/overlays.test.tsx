// @vitest-environment jsdom
import { ActionIcon, MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Menu } from './menu'
import { Tooltip } from './tooltip'
import { polyfillForMantine } from './jsdom-polyfills'

const fetched = vi.hoisted(() => ({ count: 0 }))
vi.mock('./overlays-loaded', async (original) => {
  fetched.count += 1
  return original()
})

beforeAll(polyfillForMantine)
afterEach(cleanup)

function ThermalsMenu({ onHeatersOff }: { onHeatersOff(): void }) {
  return (
    <Menu>
      <Menu.Target>
        <Tooltip label="Presets">
          <ActionIcon aria-label="Presets">P</ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onHeatersOff}>Turn off heaters</Menu.Item>
        <Menu.Divider />
        <Menu.Label>No presets</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  )
}

// One flow, in order: the overlays' code is fetched once per page, as in the app.
describe('menus and tooltips whose code comes on intent', () => {
  it('render only their button until the pointer comes over it, then open on the first click', async () => {
    const onHeatersOff = vi.fn()
    render(
      <MantineProvider>
        <ThermalsMenu onHeatersOff={onHeatersOff} />
      </MantineProvider>,
    )
    const button = screen.getByRole('button', { name: 'Presets' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(fetched.count).toBe(0)

    // Pointer over the button: the code is fetched, nothing opens.
    fireEvent.pointerEnter(button)
    await waitFor(() => expect(fetched.count).toBe(1))
    expect(screen.queryByRole('menu')).toBeNull()

    // The first click opens the menu; its items work.
    fireEvent.click(screen.getByRole('button', { name: 'Presets' }))
    const item = await screen.findByRole('menuitem', { name: 'Turn off heaters' })
    expect(screen.getByText('No presets')).toBeTruthy()
    fireEvent.click(item)
    expect(onHeatersOff).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(fetched.count).toBe(1)
  })

  it('attach a tooltip to the control without re-mounting it, keeping its own handlers and ref', async () => {
    const onClick = vi.fn()
    let refEl: HTMLButtonElement | null = null
    render(
      <MantineProvider>
        <Tooltip label="Motors off" openDelay={0}>
          <button type="button" ref={(el) => void (refEl = el)} onClick={onClick}>
            M
          </button>
        </Tooltip>
      </MantineProvider>,
    )
    const control = screen.getByRole('button', { name: 'M' })
    expect(refEl).toBe(control)
    control.focus()
    fireEvent.pointerEnter(control)
    fireEvent.mouseEnter(control)
    await act(() => new Promise((r) => setTimeout(r, 0)))
    fireEvent.mouseEnter(control)
    expect(await screen.findByText('Motors off')).toBeTruthy()
    // The same element, still focused, still with its handler and ref.
    expect(screen.getByRole('button', { name: 'M' })).toBe(control)
    expect(document.activeElement).toBe(control)
    expect(refEl).toBe(control)
    fireEvent.click(control)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('leave a disabled tooltip out entirely', () => {
    render(
      <MantineProvider>
        <Tooltip label="Hidden" disabled>
          <button type="button">D</button>
        </Tooltip>
      </MantineProvider>,
    )
    const control = screen.getByRole('button', { name: 'D' })
    fireEvent.pointerEnter(control)
    fireEvent.mouseEnter(control)
    expect(screen.queryByText('Hidden')).toBeNull()
  })
})
