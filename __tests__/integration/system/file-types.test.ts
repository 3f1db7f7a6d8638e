import { afterAll, describe, expect, it } from '@jest/globals'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { readCheckpoint } from '../../../src/checkpoint/file.js'
import { checkContinuation } from '../../../src/loop/services/summaries.js'
import { readReport } from '../../../src/loop/steps/verify-gate.js'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'
import { fileSource } from '../../../src/tasks/task-file.js'

const writers: ChildProcess[] = []
afterAll(async () => {
  for (const writer of writers) writer.kill('SIGKILL')
  await cleanup()
})

type Kind = 'FIFO' | 'character device' | 'directory' | 'dangling symlink' | 'growing file'

/** Puts a file of `kind` at `file`; false when this machine does not allow it (a device needs root). */
async function make(kind: Kind, file: string): Promise<boolean> {
  switch (kind) {
    case 'FIFO':
      return spawnSync('mkfifo', [file]).status === 0
    case 'character device':
      // The same device as /dev/zero: endless zeros.
      return spawnSync('mknod', [file, 'c', '1', '5']).status === 0
    case 'directory':
      await mkdir(file)
      return true
    case 'dangling symlink':
      await symlink(path.join(path.dirname(file), 'nowhere'), file)
      return true
    case 'growing file': {
      await writeFile(file, '')
      // Appends as fast as it can while the loop reads: the read must stop at its limit.
      const writer = spawn('sh', ['-c', `while :; do printf '%065536d' 0 >> '${file}'; done`], {
        stdio: 'ignore'
      })
      writers.push(writer)
      await new Promise(resolve => setTimeout(resolve, 200))
      return true
    }
  }
}

const KINDS: Kind[] = ['FIFO', 'character device', 'directory', 'dangling symlink', 'growing file']

/** The files the loop reads (SPEC §8), each read as the loop reads it, returning the text a person sees. */
const READERS: Record<string, { file: string; read: (root: string) => Promise<string> }> = {
  'task file': {
    file: 'plan.json',
    read: async root => {
      try {
        await fileSource(createWorkspace(root), 'plan.json', 'json', undefined, text => text).load()
        return 'read it'
      } catch (error) {
        return (error as Error).message
      }
    }
  },
  checkpoint: {
    file: '.ralph/checkpoint.json',
    read: async root => {
      try {
        await readCheckpoint(createWorkspace(root), '.ralph')
        return 'read it'
      } catch (error) {
        return (error as Error).message
      }
    }
  },
  'continuation file': {
    file: '.ralph/iteration_3_summary.md',
    read: async root =>
      (await checkContinuation(createWorkspace(root), '.ralph/iteration_3_summary.md')) ?? 'read it'
  },
  'JUnit report': {
    file: 'reports/junit.xml',
    read: async root => {
      const report = await readReport(createWorkspace(root), 'reports/junit.xml')
      // The gate's verdict names the file either way: "cannot be read: …" or "was not written".
      return report && !report.found ? (report.why ?? `${report.path} was not written`) : 'read it'
    }
  }
}

describe('no file can hang the loop or be read without bound (SPEC §8)', () => {
  const cases = Object.entries(READERS).flatMap(([what, reader]) =>
    KINDS.map(kind => [what, kind, reader] as const)
  )
  it.each(cases)('%s as a %s: an error naming the file within 1 s', async (_what, kind, reader) => {
    const root = await makeTempDir('ralph-filetype-')
    const file = path.join(root, reader.file)
    await mkdir(path.dirname(file), { recursive: true })
    if (!(await make(kind, file))) {
      console.warn(`skipped: this machine does not allow a ${kind} here (mknod needs root)`)
      return
    }
    const started = Date.now()
    const said = await reader.read(root)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(said).not.toBe('read it')
    expect(said).toContain(path.basename(reader.file))
  })
})
