import { runMain } from './edges/run-main.js'

/** The action's main step, as the typescript-action layout has it: `src/index.ts` and local-action call this. */
export async function run(): Promise<void> {
  await runMain()
}
