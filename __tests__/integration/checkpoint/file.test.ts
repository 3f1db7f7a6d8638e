import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CheckpointError } from '../../../src/checkpoint/checkpoint-error.js'
import { checkpointPath, readCheckpoint, writeCheckpoint } from '../../../src/checkpoint/file.js'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import { validCheckpoint } from '../../../__fixtures__/checkpoints.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/checkpoints'
)
const STATE_DIR = '.ralph'

async function fresh() {
  const root = await makeTempDir('ralph-checkpoint-')
  return { root, workspace: createWorkspace(root), file: path.join(root, STATE_DIR, 'checkpoint.json') }
}

describe('checkpoint file store', () => {
  it('lives at state-dir/checkpoint.json', () => {
    expect(checkpointPath('.ralph')).toBe('.ralph/checkpoint.json')
    expect(checkpointPath('ci/state/')).toBe('ci/state/checkpoint.json')
  })

  it('finds nothing in a new workspace', async () => {
    const { workspace } = await fresh()
    await expect(readCheckpoint(workspace, STATE_DIR)).resolves.toEqual({ found: false })
  })

  it('writes one line of JSON atomically and reads it back', async () => {
    const { root, workspace, file } = await fresh()
    const checkpoint = validCheckpoint({ head_sha: 'b'.repeat(40), branch: 'main' })
    await writeCheckpoint(workspace, STATE_DIR, checkpoint)
    await writeCheckpoint(workspace, STATE_DIR, { ...checkpoint, iteration: 4 })
    const text = await readFile(file, 'utf8')
    expect(text.endsWith('}\n')).toBe(true)
    expect(text.split('\n')).toHaveLength(2)
    expect(await readdir(path.join(root, STATE_DIR))).toEqual(['checkpoint.json'])
    await expect(readCheckpoint(workspace, STATE_DIR)).resolves.toEqual({
      found: true,
      checkpoint: { ...checkpoint, iteration: 4 }
    })
  })

  it('reads the valid fixture as the loop would', async () => {
    const { workspace, file } = await fresh()
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await readFile(path.join(FIXTURES, 'valid.json')))
    const read = await readCheckpoint(workspace, STATE_DIR)
    expect(read.found && read.checkpoint.iteration).toBe(4)
  })

  it.each(['truncated.json.part', 'continuation-traversal.json', 'wrong-version.json'])(
    'refuses %s and leaves it byte for byte as it was',
    async fixture => {
      const { workspace, file } = await fresh()
      const bytes = await readFile(path.join(FIXTURES, fixture))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
      const before = await stat(file)
      const error = await readCheckpoint(workspace, STATE_DIR).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(CheckpointError)
      expect((error as CheckpointError).message).toContain('Checkpoint .ralph/checkpoint.json is invalid')
      expect((error as CheckpointError).message).toContain('force-restart: true')
      expect(Buffer.compare(await readFile(file), bytes)).toBe(0)
      const after = await stat(file)
      expect([after.mtimeMs, after.ino, after.size]).toEqual([before.mtimeMs, before.ino, before.size])
      expect(await readdir(path.dirname(file))).toEqual(['checkpoint.json'])
    }
  )

  it('turns a checkpoint.json that cannot be read into a CheckpointError', async () => {
    const { workspace, file } = await fresh()
    await mkdir(file, { recursive: true })
    const error = await readCheckpoint(workspace, STATE_DIR).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CheckpointError)
    expect((error as CheckpointError).message).toMatch(/could not be read \(.*EISDIR/)
  })
})
