import { Box, Group, NavLink, Stack } from '@mantine/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useServerStore } from '../../state/server'
import { SETTINGS_SECTIONS } from './sections'

export default function SettingsPage() {
  const { t } = useTranslation()
  const components = useServerStore((s) => s.components)
  const { hash } = useLocation()
  const sections = SETTINGS_SECTIONS.filter((s) => !s.requires || components.includes(s.requires))
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Box w={200} visibleFrom="md" style={{ position: 'sticky', top: 72, flexShrink: 0 }}>
        <Stack gap={2} component="nav" aria-label={t('settings.sections', 'Settings sections')}>
          {sections.map((s) => (
            <NavLink key={s.id} component={Link} to={`/settings#${s.id}`} label={t(`settings.${s.id}`, s.title)} active={hash === `#${s.id}`} />
          ))}
        </Stack>
      </Box>
      <Stack style={{ flex: 1, minWidth: 0 }} gap={0}>
        {sections.map(({ id, component: Section }) => (
          <section key={id} id={id}>
            <Suspense fallback={null}>
              <Section />
            </Suspense>
          </section>
        ))}
      </Stack>
    </Group>
  )
}
