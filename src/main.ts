import { runMain } from './edges/run-main.js'

await runMain()
// A cache call that timed out may hold a socket open: the step is over, so leave now.
process.exit()
