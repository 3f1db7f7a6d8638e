import { runMain } from './edges/run-main.js'

await runMain()
