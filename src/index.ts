import './edges/early-signals.js'
import { exitAfterFlush } from './edges/exit.js'
import { run } from './main.js'

// The bundle's entry for the main step (dist/main/index.js).
await run()
// A cache call that timed out may hold a socket open: the step is over, so leave once the log is out.
exitAfterFlush()
