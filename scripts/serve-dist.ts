import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

const API_PREFIXES = ['/server/', '/printer/', '/machine/', '/access/', '/websocket', '/api/']

export interface DistServer {
  url: string
  port: number
  /** The config.json the dashboard reads; change it at any time. */
  config: Record<string, unknown>
  close(): Promise<void>
}

/**
 * Serves a built dashboard like nginx would on a printer host: static files, a config.json, and
 * index.html for every unknown path (client-side routes). Hashed assets are cached for a year.
 */
export function serveDist(opts: { dist: string; port: number; host?: string; config: Record<string, unknown> }): Promise<DistServer> {
  const root = path.resolve(opts.dist)
  const state = { config: opts.config }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const pathname = decodeURIComponent(url.pathname)
    if (pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' })
      res.end(JSON.stringify(state.config))
      return
    }
    // API paths belong to Moonraker (nginx proxies them on a printer host); never answer them with the app.
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) {
      res.writeHead(404, { 'Content-Type': TYPES['.json'] }).end('{"error":{"code":404,"message":"Not Found"}}')
      return
    }
    let file = path.join(root, pathname)
    if (!file.startsWith(root)) {
      res.writeHead(403).end()
      return
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html')
    const ext = path.extname(file)
    const immutable = pathname.startsWith('/assets/')
    res.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      const host = opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'
      resolve({
        url: `http://${host}:${port}`,
        port,
        get config() {
          return state.config
        },
        set config(c) {
          state.config = c
        },
        close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()) }),
      })
    })
  })
}
