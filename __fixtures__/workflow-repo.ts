import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { jsonPlan } from './loop-harness.js'
import { makeGitRepo, makeTempDir, originAndClone } from './temp.js'

/** The workflow the protected-paths tests guard, and what it holds on origin. */
export const WORKFLOW = '.github/workflows/ci.yml'
export const ORIGINAL = 'on: push\njobs: {}\n'

/** A clone of a bare origin whose main holds a 1-task plan and a workflow. */
export async function cloneWithWorkflow(): Promise<{ remote: string; work: string }> {
  const seed = await makeTempDir('ralph-protect-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(1))
  await mkdir(path.join(seed, '.github/workflows'), { recursive: true })
  await writeFile(path.join(seed, WORKFLOW), ORIGINAL)
  await makeGitRepo(seed)
  return originAndClone(seed, 'ralph-protect-')
}
