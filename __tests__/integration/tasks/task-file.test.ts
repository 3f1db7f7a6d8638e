import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { fileSource } from '../../../src/tasks/task-file.js'
import { createWorkspace } from '../../../src/system/files/file-workspace.js'

afterAll(cleanup)

const plan = (done: boolean) => JSON.stringify({ subtasks: [{ id: 't1', title: 'One', done }, { id: 't2' }] })

describe('fileSource', () => {
  it('parses and hashes a text once, and again as soon as the file changes', async () => {
    const dir = await makeTempDir()
    await writeFile(path.join(dir, 'plan.json'), plan(false))
    const hashed: string[] = []
    const source = fileSource(createWorkspace(dir), 'plan.json', 'json', undefined, text => {
      hashed.push(text)
      return `h${hashed.length}`
    })
    const first = await source.load()
    expect(first.map(task => task.state)).toEqual(['open', 'open'])
    expect(await source.fingerprint()).toBe('h1')
    expect(await source.fingerprint()).toBe('h1')
    expect(hashed).toHaveLength(1)
    // The caller may change the list it got; the next load is not affected.
    first.pop()
    expect(await source.load()).toHaveLength(2)

    await writeFile(path.join(dir, 'plan.json'), plan(true))
    expect((await source.load()).map(task => task.state)).toEqual(['done', 'open'])
    expect(await source.fingerprint()).toBe('h2')
  })

  it('a broken file is an error every time, and a fixed one parses again', async () => {
    const dir = await makeTempDir()
    await writeFile(path.join(dir, 'plan.json'), '{"subtasks": [')
    const source = fileSource(createWorkspace(dir), 'plan.json', 'json', undefined, text => text)
    await expect(source.load()).rejects.toThrow(/invalid JSON/)
    await expect(source.load()).rejects.toThrow(/invalid JSON/)
    await writeFile(path.join(dir, 'plan.json'), plan(false))
    expect(await source.load()).toHaveLength(2)
  })
})
