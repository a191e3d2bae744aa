import { ActionIcon, Box, Code, Group, Image, Stack, Text } from '@mantine/core'
import { IconQrcode, IconRefresh } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadApiKey, renewApiKey } from '../../state/actions/users'
import { useWait } from '../../state/waits'
import { confirm } from '../../ui/confirm'
import { Tooltip } from '../../ui/tooltip'

/** SPEC §9: the API key's QR code is 260 px at error correction level L. */
const QR_SIZE = 260

function ApiKeyQr({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation('settings')
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    // The encoder loads only when someone asks for the code.
    void import('qrcode').then((qr) => qr.toDataURL(apiKey, { width: QR_SIZE, errorCorrectionLevel: 'L', margin: 2 }).then((url) => live && setSrc(url)))
    return () => {
      live = false
    }
  }, [apiKey])
  return src ? <Image src={src} w={QR_SIZE} h={QR_SIZE} alt={t('auth.apiKeyQr')} data-testid="api-key-qr" /> : <Box w={QR_SIZE} h={QR_SIZE} />
}

/** Settings → Authentication: the API key, a refresh that replaces it, and its QR code. */
export function ApiKeyPanel() {
  const { t } = useTranslation('settings')
  const [apiKey, setApiKey] = useState<string | null>(null)
  const [showQr, setShowQr] = useState(false)
  const renewing = useWait('api-key')
  useEffect(() => void loadApiKey().then((k) => typeof k === 'string' && setApiKey(k)), [])
  const renew = async () => {
    if (!(await confirm({ title: t('auth.refreshApiKey'), message: t('auth.refreshConfirm'), danger: true }))) return
    const key = await renewApiKey()
    if (typeof key === 'string') setApiKey(key)
  }
  return (
    <Stack gap="xs" mt="md">
      <Text size="sm" fw={500}>
        {t('auth.apiKey')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ flex: 1, overflowWrap: 'anywhere' }} data-testid="api-key">
          {apiKey ?? '…'}
        </Code>
        <Tooltip label={showQr ? t('auth.hideQr') : t('auth.showQr')}>
          <ActionIcon variant="subtle" onClick={() => setShowQr((v) => !v)} aria-label={showQr ? t('auth.hideQr') : t('auth.showQr')} disabled={!apiKey}>
            <IconQrcode size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('auth.refreshApiKey')}>
          <ActionIcon variant="subtle" onClick={() => void renew()} loading={renewing} aria-label={t('auth.refreshApiKey')} data-testid="api-key-refresh">
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {showQr && apiKey && <ApiKeyQr apiKey={apiKey} />}
    </Stack>
  )
}
