import { runPost } from './edges/run-post.js'

await runPost()
// A cache upload that timed out may hold a socket open: the step is over, so leave now.
process.exit()
