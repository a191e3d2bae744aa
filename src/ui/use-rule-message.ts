import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { RuleError } from '../lib/input-rules'

/** Turns a validation RuleError into the translated SPEC §5 message ('Min {min} or 0' …). */
export function useRuleMessage(): (error: RuleError) => string {
  const { t } = useTranslation('validation')
  return useCallback((error: RuleError) => t(error.code, { min: error.values?.min, max: error.values?.max, accepts: error.values?.accepts }), [t])
}
