import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import path from 'node:path'
import { SECURITY_HEADERS } from './csp'

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
  /** The config.json the dashboard reads; change it at any time. null: the one the build ships. */
  config: Record<string, unknown> | null
  close(): Promise<void>
}

/**
 * Serves a built dashboard like nginx would on a printer host: static files, a config.json, and
 * index.html for every unknown path (client-side routes). Hashed assets are cached for a year.
 */
export interface ServeDistOptions {
  dist: string
  port: number
  host?: string
  /** The config.json to answer with; null serves the build's own file (see `missingConfig`). */
  config: Record<string, unknown> | null
  /** With `config: null`, answer /config.json as if the host had none: 404, or the index page (a catch-all host). */
  missingConfig?: '404' | 'index'
  /** Moonraker's URL: API paths and the socket are passed on to it, as nginx does on a printer host. */
  proxy?: string
  /**
   * Send Stratum's Content-Security-Policy and framing headers with every page (default true). Off for
   * another dashboard's build, which was not written for that policy (Fluidd evaluates strings in a worker).
   */
  securityHeaders?: boolean
}

function forwardRequest(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': TYPES['.json'] })
    res.end('{"error":{"code":502,"message":"Bad Gateway"}}')
  })
  req.pipe(upstream)
}

function forwardUpgrade(target: URL, req: IncomingMessage, client: Socket, head: Buffer): void {
  const upstream = connect(Number(target.port || 80), target.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i]
      lines.push(`${name}: ${name.toLowerCase() === 'host' ? target.host : req.rawHeaders[i + 1]}`)
    }
    upstream.write(lines.join('\r\n') + '\r\n\r\n')
    if (head.length) upstream.write(head)
    upstream.pipe(client)
    client.pipe(upstream)
  })
  const end = () => {
    upstream.destroy()
    client.destroy()
  }
  upstream.on('error', end)
  client.on('error', end)
}

export function serveDist(opts: ServeDistOptions): Promise<DistServer> {
  const root = path.resolve(opts.dist)
  const state = { config: opts.config }
  const proxy = opts.proxy ? new URL(opts.proxy) : null
  const pageHeaders = opts.securityHeaders === false ? {} : SECURITY_HEADERS
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const pathname = decodeURIComponent(url.pathname)
    if (pathname === '/config.json' && state.config === null) {
      if (opts.missingConfig === '404') {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end('<html><body>404 Not Found</body></html>')
        return
      }
      if (opts.missingConfig === 'index') {
        res.writeHead(200, { ...pageHeaders, 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' })
        createReadStream(path.join(root, 'index.html')).on('error', () => res.destroy()).pipe(res)
        return
      }
    } else if (pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' })
      res.end(JSON.stringify(state.config))
      return
    }
    // API paths belong to Moonraker (nginx proxies them on a printer host); never answer them with the app.
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) {
      if (proxy) return forwardRequest(proxy, req, res)
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
      ...pageHeaders,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
  })
  const upgraded = new Set<Socket>()
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    upgraded.add(socket)
    socket.on('close', () => upgraded.delete(socket))
    if (proxy && (req.url ?? '').startsWith('/websocket')) forwardUpgrade(proxy, req, socket, head)
    else socket.destroy()
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
        close: () =>
          new Promise<void>((r) => {
            for (const s of upgraded) s.destroy()
            server.closeAllConnections()
            server.close(() => r())
          }),
      })
    })
  })
}
