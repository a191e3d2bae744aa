import { ActionIcon } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lazy } from '../../ui/lazy'
import { Tooltip } from '../../ui/tooltip'

// The palette (its ranking, its lists, find in files) is no part of the first paint: it comes when first opened.
const SearchPalette = lazy(() => import('./SearchPalette'))

/** The app bar's search: a button, and Ctrl+K (Cmd+K on macOS) from anywhere, the editor included. */
export function SearchButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  const label = `${t('nav.search')} (Ctrl+K)`
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.search')} onClick={() => setOpen(true)} data-testid="appbar-search">
          <IconSearch />
        </ActionIcon>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SearchPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
