import { ScrollArea } from '@mantine/core'
import type { ReactNode } from 'react'

/** LazyScrollArea's loaded half. */
export default function ScrollAreaPart({ children }: { children: ReactNode }) {
  return <ScrollArea>{children}</ScrollArea>
}
