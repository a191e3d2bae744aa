import { Badge, Text } from '@mantine/core'
import { IconFile } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { IndexedFile } from '../../lib/files/file-index'
import type { FuzzyMatch } from '../../lib/files/fuzzy'
import { Marked } from './Marked'
import classes from './Search.module.css'

/** A file result: its name with the matched characters marked, its folder dimmed beside it, its root as a badge. */
export function FileResultRow({ file, match }: { file: IndexedFile; match: FuzzyMatch }) {
  const { t } = useTranslation('files')
  const slash = file.path.lastIndexOf('/')
  const name = file.path.slice(slash + 1)
  const folder = slash === -1 ? '' : file.path.slice(0, slash)
  const inName = match.indices.filter((i) => i > slash).map((i) => i - slash - 1)
  const inFolder = match.indices.filter((i) => i < slash)
  return (
    <div className={classes.file}>
      <IconFile size={16} style={{ flexShrink: 0 }} />
      <Text size="sm" truncate className={classes.name} data-testid="search-result-name">
        <Marked text={name} indices={inName} />
      </Text>
      <Text size="xs" c="dimmed" truncate className={classes.folder} data-testid="search-result-folder">
        <Marked text={folder} indices={inFolder} />
      </Text>
      <Badge size="xs" variant="light" color="gray" className={classes.root}>
        {t(`roots.${file.root}`, { defaultValue: file.root })}
      </Badge>
    </div>
  )
}
