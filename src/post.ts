import { runPost } from './edges/run-post.js'

await runPost()
