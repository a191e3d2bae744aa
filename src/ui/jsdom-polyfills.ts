/**
 * What jsdom lacks and the UI library asks for (media queries, element sizing), for component tests
 * that render it. Call in beforeAll.
 */
export function polyfillForMantine(): void {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
