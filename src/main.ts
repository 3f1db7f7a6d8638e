import './edges/early-signals.js'
import { exitAfterFlush } from './edges/exit.js'
import { runMain } from './edges/run-main.js'

await runMain()
// A cache call that timed out may hold a socket open: the step is over, so leave once the log is out.
exitAfterFlush()
