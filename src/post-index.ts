import { exitAfterFlush } from './edges/exit.js'
import { run } from './post.js'

// The bundle's entry for the post step (dist/post/index.js).
await run()
// A cache upload that timed out may hold a socket open: the step is over, so leave once the log is out.
exitAfterFlush()
