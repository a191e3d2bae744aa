/**
 * The Content-Security-Policy of the dashboard. Scripts, styles' files, workers and fonts come only
 * from the dashboard's own origin; printers (any Moonraker the user adds) and cameras may live on any
 * host, so API calls, sockets, images, video and camera pages may come from anywhere. Mantine sets
 * inline style attributes, hence 'unsafe-inline' for styles only. No one may frame the dashboard
 * but itself.
 */
const DIRECTIVES: [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', '* data: blob:'],
  ['media-src', '* data: blob:'],
  ['connect-src', '* ws: wss: data: blob:'],
  ['frame-src', '* data: blob:'],
  ['worker-src', "'self' blob:"],
  ['font-src', "'self' data:"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'self'"],
]

const policy = (directives: [string, string][]) => directives.map(([name, value]) => `${name} ${value}`).join('; ')

/** The header the dashboard server sends with every page. */
export const CONTENT_SECURITY_POLICY = policy(DIRECTIVES)

/** The same policy as index.html carries it for any static host; browsers ignore frame-ancestors there, so hosts should send the header too. */
export const CONTENT_SECURITY_POLICY_META = policy(DIRECTIVES.filter(([name]) => name !== 'frame-ancestors'))

/** Headers of every response of the dashboard server. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const
