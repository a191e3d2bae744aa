import { Alert, Anchor, Button, Group, Loader, Text, TextInput } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkPrinterAddress, type ProbeResult } from '../../state/actions/instances'
import { isValidPrinterUrl, normalizePrinterUrl } from '../../lib/url'
import { Dialog } from '../../ui/Dialog'

const VERIFY_DEBOUNCE_MS = 750

type Check = { state: 'unverified' } | { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; result: ProbeResult }

/** Asks for a printer URL, checks it 750 ms after the last change, and saves only a verified one. */
export function AddPrinterDialog({ opened, onClose, onSave }: { opened: boolean; onClose(): void; onSave(apiUrl: string): void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [touched, setTouched] = useState(false)
  const [check, setCheck] = useState<Check>({ state: 'unverified' })
  const error = !text.trim() ? t('validation.required', 'Required') : !isValidPrinterUrl(text) ? t('validation.invalidUrl', 'Invalid URL') : null

  useEffect(() => {
    if (error) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setCheck({ state: 'verifying' })
      checkPrinterAddress(normalizePrinterUrl(text), controller.signal).then(
        (result) => setCheck(result.ok ? { state: 'verified' } : { state: 'failed', result }),
        () => undefined,
      )
    }, VERIFY_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
      setCheck({ state: 'unverified' })
    }
  }, [text, error])

  const close = () => {
    setText('')
    setTouched(false)
    onClose()
  }

  const failure = check.state === 'failed' ? check.result : null
  return (
    <Dialog opened={opened} onClose={close} title={t('instances.add', 'Add printer')} size={320} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (check.state === 'verified') {
            onSave(normalizePrinterUrl(text))
            close()
          }
        }}
      >
        <TextInput
          label={t('instances.url', 'Printer URL')}
          placeholder="http://printer.local:7125"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value)
            setTouched(true)
          }}
          error={touched ? error : null}
          rightSection={check.state === 'verifying' ? <Loader size={16} /> : check.state === 'verified' ? <IconCheck size={18} color="var(--mantine-color-green-6)" /> : null}
          data-autofocus
        />
        {failure && !failure.ok && failure.reason === 'cors' && (
          <Alert color="orange" mt="sm">
            <Text size="sm">{t('instances.corsError', 'The printer answered, but its API is blocked by CORS policy.')}</Text>
            <Text size="sm" mt={4}>
              {t('instances.corsNote', 'Add this dashboard\'s address to cors_domains in the [authorization] section of moonraker.conf.')}{' '}
              <Anchor href="https://moonraker.readthedocs.io/en/latest/configuration/#authorization" target="_blank" rel="noopener noreferrer">
                {t('instances.docs', 'Docs')}
              </Anchor>
            </Text>
          </Alert>
        )}
        {failure && !failure.ok && failure.reason === 'unreachable' && (
          <Alert color="red" mt="sm">
            <Text size="sm">{t('instances.cantConnect')}</Text>
            <Text size="xs" c="dimmed" mt={4}>
              {failure.message}
            </Text>
          </Alert>
        )}
        {failure && !failure.ok && failure.reason === 'error' && (
          <Alert color="red" mt="sm">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('app.cancel', 'Cancel')}
          </Button>
          <Button type="submit" disabled={check.state !== 'verified'}>
            {t('app.save', 'Save')}
          </Button>
        </Group>
      </form>
    </Dialog>
  )
}
