import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { farmDataDir, startSims } from './index'

const USAGE = `Usage: npm run sim -- [--port N] [--data DIR] [--time-scale N] [--auth]
                      [--user NAME:PASSWORD]... [--fault FLAG]... [--host ADDR]
                      [--seed-history N] [--printers N]

  --port N            HTTP and websocket port (default 7125; 0 picks a free one)
  --data DIR          data folder (default ~/.stratum/printer)
  --printers N        run N printers (default 1) on consecutive ports from --port, named
                      printer-1…printer-N, with their data in DIR/printer-1… (one printer: DIR itself)
  --time-scale N      run heaters, moves and prints N times faster (default 1)
  --auth              require logins; no client is trusted
  --user NAME:PASS    create or update a user (repeatable)
  --fault FLAG        start with a fault switched on (repeatable)
  --host ADDR         address to listen on (default 127.0.0.1)
  --seed-history N    past jobs to invent when the history is empty (default 36; 0 for none)`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '7125' },
        data: { type: 'string', default: join(homedir(), '.stratum', 'printer') },
        'time-scale': { type: 'string', default: '1' },
        auth: { type: 'boolean', default: false },
        user: { type: 'string', multiple: true, default: [] },
        fault: { type: 'string', multiple: true, default: [] },
        host: { type: 'string', default: '127.0.0.1' },
        'seed-history': { type: 'string', default: '36' },
        printers: { type: 'string', default: '1' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }))
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err))
  }
  if (values.help) {
    console.log(USAGE)
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid port: ${values.port}`)
  const timeScale = Number(values['time-scale'])
  if (!Number.isFinite(timeScale) || timeScale <= 0) fail(`Invalid time scale: ${values['time-scale']}`)
  const seedHistory = Number(values['seed-history'])
  if (!Number.isInteger(seedHistory) || seedHistory < 0) fail(`Invalid --seed-history: ${values['seed-history']}`)
  const count = Number(values.printers)
  if (!Number.isInteger(count) || count < 1) fail(`Invalid --printers: ${values.printers}`)
  const users = values.user.map((u) => {
    const i = u.indexOf(':')
    if (i <= 0 || i === u.length - 1) fail(`Invalid --user '${u}': expected NAME:PASSWORD`)
    return { username: u.slice(0, i), password: u.slice(i + 1) }
  })

  const dataDir = resolve(values.data)
  const sims = await startSims(count, {
    port,
    host: values.host,
    dataDir,
    timeScale,
    auth: values.auth,
    users,
    faults: values.fault,
    seedHistory,
  })
  sims.forEach((sim, i) => console.log(`Virtual printer (Moonraker API) at ${sim.url}  data: ${farmDataDir(dataDir, count, i + 1)}`))
  if (values.auth && users.length === 0) {
    console.log('Logins are required: use an account created earlier, add one with --user NAME:PASSWORD,')
    console.log(`or the API key stored in ${join(farmDataDir(dataDir, count, 1), 'database', 'users.json')}${count > 1 ? ' (each printer has its own)' : ''}`)
  }

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the virtual printer${count > 1 ? 's' : ''}`)
    await Promise.allSettled(sims.map((sim) => sim.stop()))
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
