/** The BCP 47 tag behind each interface locale code ('cz' and 'cn' are Fluidd's codes). */
const INTL_TAGS: Record<string, string> = { cz: 'cs', cn: 'zh-CN', 'zh-HK': 'zh-HK' }
export function intlLocale(code: string | undefined): string {
  if (!code) return 'en'
  return INTL_TAGS[code] ?? code
}
