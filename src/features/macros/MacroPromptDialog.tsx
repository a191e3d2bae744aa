import { Button, Group, Stack, Text, type MantineColor } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PromptButton, PromptColor, PromptPart } from '../../lib/macro-prompt'
import { closePrompt, pressPromptButton, useShownPrompt } from '../../state/macro-prompt'
import { useWait } from '../../state/waits'
import { Dialog } from '../../ui/Dialog'

const COLOR: Record<PromptColor, MantineColor | undefined> = { primary: undefined, secondary: 'gray', info: 'cyan', warning: 'yellow', error: 'red' }

function PromptButtonView({ button, grow }: { button: PromptButton; grow?: boolean }) {
  const busy = useWait('prompt')
  return (
    <Button
      variant={button.color ? 'filled' : 'default'}
      color={button.color ? COLOR[button.color] : undefined}
      disabled={busy}
      style={grow ? { flex: '1 1 0' } : undefined}
      styles={{ label: { whiteSpace: 'normal' } }}
      h="auto"
      mih={36}
      onClick={() => void pressPromptButton(button)}
      data-testid="prompt-button"
    >
      {button.label}
    </Button>
  )
}

function Part({ part }: { part: PromptPart }) {
  if (part.kind === 'text') return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{part.text}</Text>
  if (part.group) {
    return (
      <Group gap="xs" wrap="wrap" grow>
        {part.buttons.map((b, i) => (
          <PromptButtonView key={i} button={b} grow />
        ))}
      </Group>
    )
  }
  return (
    <Stack gap="xs">
      {part.buttons.map((b, i) => (
        <PromptButtonView key={i} button={b} />
      ))}
    </Stack>
  )
}

/**
 * A macro's prompt (Klipper's action:prompt_* lines): its title, texts and buttons as the macro sent
 * them. A button runs its G-code; closing tells the printer, which closes it for every client.
 */
export default function MacroPromptDialog() {
  const { t } = useTranslation('macros')
  const prompt = useShownPrompt()
  if (!prompt) return null
  return (
    <Dialog opened onClose={() => void closePrompt()} title={prompt.title} centered name="macro-prompt" closeButtonProps={{ 'aria-label': t('promptClose') }} data-testid="macro-prompt">
      <Stack gap="sm">
        {prompt.parts.map((part, i) => (
          <Part key={i} part={part} />
        ))}
        {prompt.footer.length > 0 && (
          <Group justify="flex-end" gap="xs" mt="xs" data-testid="prompt-footer">
            {prompt.footer.map((b, i) => (
              <PromptButtonView key={i} button={b} />
            ))}
          </Group>
        )}
      </Stack>
    </Dialog>
  )
}
