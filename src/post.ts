import { runPost } from './edges/run-post.js'

/** The action's post step: `src/post-index.ts` and local-action (`--post src/post.ts`) call this. */
export async function run(): Promise<void> {
  await runPost()
}
