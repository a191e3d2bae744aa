import { parseBenchArgs, USAGE } from './options'
import { runBench } from './runner'
import { SCENARIOS, selectScenarios } from './scenarios/index'
import { runVs } from './vs'

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2))
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  if (options.list) {
    for (const s of SCENARIOS) console.log(`${s.id.padEnd(20)} ${s.summary}${s.optIn ? ' (only with --only)' : ''}`)
    return 0
  }
  if (options.vs) return (await runVs(options)).exitCode
  const scenarios = selectScenarios(options.only, options.smoke)
  const { exitCode } = await runBench(scenarios, options)
  return exitCode
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(2)
  },
)
