import { Box, Button, Group, NavLink, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { SectionPicker } from './SectionPicker'
import { resetSettings } from '../../state/actions/settings'
import { useServerStore } from '../../state/server'
import { confirm } from '../../ui/confirm'
import { FailureBoundary } from '../../ui/FailureBoundary'
import { useStagedCount } from '../../ui/use-staged-count'
import { savedScroll } from '../layout/scroll-positions'
import { availableSections, type SettingsSection } from './sections'
import { mountOrder } from './mount-order'
import { useHashAnchor } from './use-hash-anchor'

function ResetButton({ section, title }: { section: SettingsSection; title: string }) {
  const { t } = useTranslation('settings')
  if (!section.reset) return null
  const paths = section.reset
  const reset = async () => {
    if (await confirm({ title: t('reset'), message: t('resetConfirm', { section: title }), danger: true })) await resetSettings(paths)
  }
  return (
    <Group justify="flex-end" mt={4}>
      <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void reset()} data-testid={`reset-${section.id}`}>
        {t('reset')}
      </Button>
    </Group>
  )
}

/**
 * One section; memoized, so mounting the next section or typing a search leaves the others alone.
 * Until its turn to mount it is an empty anchor, so the page keeps its order while it fills in.
 */
const SectionBlock = memo(function SectionBlock({ section, hidden, mounted, elements }: { section: SettingsSection; hidden: boolean; mounted: boolean; elements: Map<string, HTMLElement> }) {
  const { t } = useTranslation('settings')
  const Component = section.component
  const title = t(`sections.${section.id}`, section.title)
  return (
    <section
      id={section.id}
      ref={(el) => void (el ? elements.set(section.id, el) : elements.delete(section.id))}
      style={hidden ? { display: 'none' } : undefined}
      data-testid={mounted ? `settings-section-${section.id}` : undefined}
    >
      {mounted && (
        <FailureBoundary name={title}>
          <Component />
          <ResetButton section={section} title={title} />
        </FailureBoundary>
      )}
    </section>
  )
})

/** True when a section's text (title, field labels, descriptions) holds every word of the query. */
function matches(el: HTMLElement | null, query: string): boolean {
  if (!query.trim()) return true
  const text = (el?.textContent ?? '').toLocaleLowerCase()
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean).every((w) => text.includes(w))
}

export default function SettingsPage() {
  const { t } = useTranslation('settings')
  const components = useServerStore((s) => s.components)
  const { hash, key } = useLocation()
  const sections = availableSections(components)
  const [ready, setReady] = useState(false)
  const [query, setQuery] = useState('')
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
  const container = useRef<HTMLDivElement>(null)
  const elements = useRef(new Map<string, HTMLElement>())
  const ids = sections.map((s) => s.id).join(',')

  // Every section's code first, then one layout: a hash then points where the section stays.
  useEffect(() => {
    let live = true
    void Promise.all(sections.map((s) => s.load().catch(() => null))).then(() => live && setReady(true))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids])
  // One section per commit, as a transition: General (or a deep link's section) shows at once and
  // the rest fill in around it, without a click or a key ever waiting for them.
  // The order is the one of the link that opened the page: a later hash only scrolls. Back or forward
  // to where the user had scrolled puts the page back there (ScrollManager), top to bottom, hash or not.
  const [restored] = useState(() => (savedScroll(key) === undefined ? null : key))
  const [target] = useState(() => (hash && !restored ? decodeURIComponent(hash.slice(1)) : null))
  const order = mountOrder(sections.map((s) => s.id), target)
  const mounted = useStagedCount(sections.length, ready)
  const mountedIds = new Set(order.slice(0, mounted))
  useHashAnchor(container, key === restored ? '' : hash, ready, mounted === sections.length)

  useLayoutEffect(() => {
    setHidden(new Set(sections.filter((s) => !matches(elements.current.get(s.id) ?? null, query)).map((s) => s.id)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, ids, mounted])

  const visible = sections.filter((s) => !hidden.has(s.id))
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Box w={200} visibleFrom="md" style={{ position: 'sticky', top: 72, flexShrink: 0 }}>
        <Stack gap={2} component="nav" aria-label={t('sections.label')}>
          {visible.map((s) => (
            <NavLink key={s.id} component={Link} to={`/settings#${s.id}`} label={t(`sections.${s.id}`, s.title)} active={hash === `#${s.id}`} />
          ))}
        </Stack>
      </Box>
      <Stack ref={container} style={{ flex: 1, minWidth: 0 }} gap="md">
        <SectionPicker sections={visible} />
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('search')}
          aria-label={t('search')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          type="search"
          data-testid="settings-search"
        />
        {query && visible.length === 0 && <Text c="dimmed">{t('noMatch', { query })}</Text>}
        {ready && (
          <Suspense fallback={null}>
            {sections.map((s) => (
              <SectionBlock key={s.id} section={s} hidden={hidden.has(s.id)} mounted={mountedIds.has(s.id)} elements={elements.current} />
            ))}
          </Suspense>
        )}
      </Stack>
    </Group>
  )
}
