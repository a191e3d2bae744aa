/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
declare const __APP_VERSION__: string
declare const __APP_HASH__: string

/** A worker's code as a string (scripts/vite-worker-source.ts), to start it from a Blob. */
declare module '*?worker-source' {
  const source: string
  export default source
}
