import { Button, Group, Stack, Text } from '@mantine/core'
import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChunkError } from './lazy'

/** What the boundaries do with a failure; the app wires in its own at start-up (the notifications list, the update banner's reload). */
export const failureHandling = {
  report(error: unknown, _name?: string): void {
    console.error(error)
  },
  /** Reloads the page, into the newer version when one is waiting. */
  reload(): void {
    location.reload()
  },
}

/** An error's message, for the user. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))

interface Props {
  /**
   * What the user calls the piece: a card's, route's, dialog's or settings section's title. A piece
   * that shows a fallback instead of the card (a button of the app bar) may go without.
   */
  name?: string
  children?: ReactNode
  /** What shows in the piece's place instead of the failure card (nothing, for a host of toasts). */
  fallback?(): ReactNode
  /** A dialog's close: the card offers it too, as the dialog may have no close button of its own. */
  onClose?(): void
}

/**
 * Keeps a failing piece from taking the page with it: the piece's place shows what failed and "Try
 * again" (which mounts it afresh), or, when its code could not be fetched, "Reload". Stays tiny and
 * uses only the shell's UI parts: it must render when no more code can be fetched.
 */
export class FailureBoundary extends Component<Props, { failed: boolean; error?: unknown }> {
  state: { failed: boolean; error?: unknown } = { failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error }
  }

  componentDidCatch(error: unknown) {
    failureHandling.report(error, this.props.name)
  }

  render() {
    if (!this.state.failed) return this.props.children
    if (this.props.fallback) return this.props.fallback()
    return <FailureCard name={this.props.name} error={this.state.error} onRetry={() => this.setState({ failed: false })} onClose={this.props.onClose} />
  }
}

function FailureCard({ name, error, onRetry, onClose }: { name?: string; error: unknown; onRetry(): void; onClose?(): void }) {
  const { t } = useTranslation()
  const unloaded = error instanceof ChunkError
  return (
    <Stack role="alert" gap={4} p="md" mb="md" bd="1px solid var(--mantine-color-error)" bdrs="md" data-testid="failure-card">
      <Text fw={600}>{unloaded ? t('failure.notLoaded', '{{name}} could not be loaded', { name }) : t('failure.failed', '{{name}} failed', { name })}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {errorText(error)}
      </Text>
      <Group mt={4}>
        <Button size="compact-sm" variant="light" onClick={unloaded ? failureHandling.reload : onRetry}>
          {unloaded ? t('update.reload') : t('failure.retry', 'Try again')}
        </Button>
        {onClose && (
          <Button size="compact-sm" variant="default" onClick={onClose}>
            {t('failure.close', 'Close')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
