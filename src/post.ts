import { exitAfterFlush } from './edges/exit.js'
import { runPost } from './edges/run-post.js'

await runPost()
// A cache upload that timed out may hold a socket open: the step is over, so leave once the log is out.
exitAfterFlush()
