import type { Workspace } from '../system/ports.js'
import type { Checkpoint } from './schema.js'
import { parseCheckpoint } from './validate.js'

/** Where the checkpoint lives, relative to the workspace. */
export function checkpointPath(stateDir: string): string {
  return `${stateDir}/checkpoint.json`
}

/** Reads and validates the checkpoint; throws CheckpointError (and leaves the file as it is) when invalid. */
export async function readCheckpoint(
  workspace: Workspace,
  stateDir: string
): Promise<Checkpoint | undefined> {
  const file = checkpointPath(stateDir)
  if (!(await workspace.exists(file))) return undefined
  return parseCheckpoint(await workspace.readText(file), { file, stateDir })
}

/** Writes the checkpoint atomically (the workspace writes a temp file, fsyncs and renames). */
export async function writeCheckpoint(
  workspace: Workspace,
  stateDir: string,
  checkpoint: Checkpoint
): Promise<void> {
  await workspace.writeText(checkpointPath(stateDir), JSON.stringify(checkpoint) + '\n')
}
