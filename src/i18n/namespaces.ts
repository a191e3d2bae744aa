/**
 * The screen namespaces the first dashboard shows (its first-screen cards, the app bar's parts, the
 * disconnected screen and the validation messages). In a build they make one file per locale, fetched
 * right after the shell's own; the other screens' namespaces make another, fetched when one is needed
 * (vite.config.ts, i18n/index.ts).
 */
export const FIRST_SCREEN_NAMESPACES: readonly string[] = ['dashboard', 'console', 'cameras', 'validation']
