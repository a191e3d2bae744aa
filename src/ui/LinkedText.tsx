import { Anchor } from '@mantine/core'
import { linkify } from '../lib/printer-warnings'

/** Text with its http(s) links clickable; everything else stays plain text. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        'url' in part ? (
          <Anchor key={i} href={part.url} target="_blank" rel="noopener noreferrer">
            {part.url}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}
