import type { ReactNode } from 'react'

/** Text with the characters at `indices` (ascending) marked; runs of marked characters share one <mark>. */
export function Marked({ text, indices }: { text: string; indices: readonly number[] }) {
  const parts: ReactNode[] = []
  let at = 0
  for (let i = 0; i < indices.length; ) {
    let end = i
    while (end + 1 < indices.length && indices[end + 1] === indices[end] + 1) end++
    const from = indices[i]
    const to = indices[end] + 1
    if (from > at) parts.push(text.slice(at, from))
    parts.push(<mark key={from}>{text.slice(from, to)}</mark>)
    at = to
    i = end + 1
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}

/** Indices from..from+length: a plain-text match as Marked's input. */
export const span = (from: number, length: number) => Array.from({ length }, (_, i) => from + i)
