import { describe, expect, it } from '@jest/globals'
import { readConfig } from '../../../src/config/read-config.js'
import { checkpointKeyOf, runIdentity } from '../../../src/config/read-run.js'
import { MAX_KEY_LENGTH as MAX_CACHE_KEY_LENGTH } from '../../../src/domain/keys.js'
import { ACTIONS_ENV, sourceOf } from './config-source.js'

const run = runIdentity(ACTIONS_ENV)
const keyOf = (inputs: Record<string, string>, env: Record<string, string> = ACTIONS_ENV): string =>
  readConfig(sourceOf({ tasks: 'plan.json', ...inputs }, env)).config.checkpointKey

describe('checkpoint key', () => {
  it.each<[string, Record<string, string>, string]>([
    ['the default from workflow, job and ref', {}, 'ralph-Nightly-build-main'],
    ['a given key', { 'checkpoint-key': 'docs-loop' }, 'docs-loop'],
    ['a shard suffix on the default', { shard: '2/4' }, 'ralph-Nightly-build-main-shard2of4'],
    ['a shard suffix on a given key', { 'checkpoint-key': 'docs', shard: '1/2' }, 'docs-shard1of2'],
    ['placeholders in a given key', { 'checkpoint-key': 'docs-{job}-{ref}-{run}' }, 'docs-build-main-{run}'],
    ['commas removed', { 'checkpoint-key': 'a,b, c' }, 'ab c']
  ])('%s', (_name, inputs, key) => {
    expect(keyOf(inputs)).toBe(key)
  })

  it('removes commas from the workflow name of the default key', () => {
    expect(keyOf({}, { ...ACTIONS_ENV, GITHUB_WORKFLOW: 'Build, test' })).toBe('ralph-Build test-build-main')
  })

  it('uses local for the parts missing outside Actions', () => {
    expect(keyOf({}, { GITHUB_JOB: 'dev' })).toBe('ralph-local-dev-local')
  })

  it('cuts a long key to 512 characters', () => {
    const key = checkpointKeyOf('k'.repeat(600), run, undefined)
    expect(key).toBe('k'.repeat(MAX_CACHE_KEY_LENGTH))
  })

  it('keeps the shard suffix when it cuts, so that shards never share a key', () => {
    const key = checkpointKeyOf('k'.repeat(600), run, { index: 3, count: 10 })
    expect(key).toHaveLength(MAX_CACHE_KEY_LENGTH)
    expect(key.endsWith('k-shard3of10')).toBe(true)
  })

  it('counts commas out before it cuts', () => {
    expect(checkpointKeyOf(`${','.repeat(100)}${'k'.repeat(512)}`, run, undefined)).toBe('k'.repeat(512))
  })

  it('does not split a surrogate pair at the cut', () => {
    const key = checkpointKeyOf(`${'k'.repeat(511)}😀`, run, undefined)
    expect(key).toBe('k'.repeat(511))
  })
})

describe('agent id', () => {
  it.each<[Record<string, string>, Record<string, string>, string]>([
    [{}, ACTIONS_ENV, 'ralph-build'],
    [{ shard: '1/3' }, ACTIONS_ENV, 'ralph-build-shard1of3'],
    [{}, {}, 'ralph-local'],
    [{ shard: '3/3' }, {}, 'ralph-local-shard3of3']
  ])('%j in %j → %s', (inputs, env, id) => {
    expect(readConfig(sourceOf({ tasks: 'plan.json', ...inputs }, env)).config.agentId).toBe(id)
  })
})
