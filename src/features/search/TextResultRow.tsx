import { Text } from '@mantine/core'
import type { IndexedFile } from '../../lib/files/file-index'
import type { TextMatch } from '../../lib/files/find-in-text'
import { Marked, span } from './Marked'

/** A "find in files" result: file:line, then the line with the match marked. */
export function TextResultRow({ file, match }: { file: IndexedFile; match: TextMatch }) {
  return (
    <>
      <Text size="xs" c="dimmed" truncate data-testid="search-result-location">
        {file.path}:{match.line}
      </Text>
      <Text size="sm" ff="monospace" truncate style={{ whiteSpace: 'pre' }}>
        <Marked text={match.text} indices={span(match.column - match.offset, match.length)} />
      </Text>
    </>
  )
}
