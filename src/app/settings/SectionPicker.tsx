import { Select } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'

/**
 * Section navigation where the side list has no room (below the md breakpoint, 992 px): a select that
 * goes to the section's anchor, as the side list's links do.
 */
export function SectionPicker({ sections }: { sections: readonly { id: string; title: string }[] }) {
  const { t } = useTranslation('settings')
  const { hash } = useLocation()
  const navigate = useNavigate()
  const current = sections.find((s) => hash === `#${s.id}`)?.id ?? null
  return (
    <Select
      hiddenFrom="md"
      leftSection={<IconListDetails size={16} />}
      aria-label={t('sections.label')}
      placeholder={t('sections.label')}
      data={sections.map((s) => ({ value: s.id, label: t(`sections.${s.id}`, s.title) }))}
      value={current}
      onChange={(id) => id && void navigate(`/settings#${id}`)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={360}
      data-testid="settings-section-picker"
    />
  )
}
