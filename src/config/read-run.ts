import { cacheKey } from '../domain/keys.js'
import type { Config } from './config.js'
import { ConfigError } from './config-error.js'
import { Inputs } from './names.js'

type Env = Record<string, string | undefined>
type Shard = Config['shard']

// Outside Actions the GITHUB_* variables are missing; 'local' keeps keys and ids readable.
const LOCAL = 'local'

/** Who is running: workflow, job, ref and run, from the GITHUB_* variables ('local' when missing). */
export function runIdentity(env: Env): Config['run'] {
  return {
    id: env.GITHUB_RUN_ID || LOCAL,
    attempt: env.GITHUB_RUN_ATTEMPT || '1',
    workflow: env.GITHUB_WORKFLOW || LOCAL,
    job: env.GITHUB_JOB || LOCAL,
    ref: env.GITHUB_REF_NAME || env.GITHUB_REF || LOCAL,
    repository: env.GITHUB_REPOSITORY || '',
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
  }
}

/** `-shard{i}of{n}`, or '' when not sharded: keeps shards' keys and agent ids apart. */
export function shardSuffix(shard: Shard): string {
  return shard === undefined ? '' : `-shard${shard.index}of${shard.count}`
}

/** `RALPH_AGENT_ID`: `ralph-{job}` plus the shard, the same in every run of the job. */
export function agentIdOf(run: Config['run'], shard: Shard): string {
  return `ralph-${run.job}${shardSuffix(shard)}`
}

/**
 * The checkpoint key prefix: `checkpoint-key` with `{workflow}`, `{job}` and `{ref}` filled in,
 * the shard suffix added, commas removed and cut to 512 characters. The cut is taken from the
 * base key so that the shard suffix always survives: two shards must never share a key.
 */
export function checkpointKeyOf(raw: string, run: Config['run'], shard: Shard): string {
  const parts: Record<string, string> = { workflow: run.workflow, job: run.job, ref: run.ref }
  const filled = raw.replace(/\{(workflow|job|ref)\}/g, (_, name: string) => parts[name])
  const base = filled.replace(/,/g, '').trim()
  if (base === '') {
    throw new ConfigError(Inputs.CheckpointKey, raw, 'a cache key with a character other than a comma')
  }
  return cacheKey(base, shardSuffix(shard))
}

/**
 * How many shard reports the aggregate expects: the aggregate sub-action passes its `shards` input in
 * RALPH_SHARDS; undefined when it is not a positive whole number.
 */
export function expectedShards(env: Env): number | undefined {
  const raw = env.RALPH_SHARDS ?? ''
  return /^[1-9][0-9]*$/.test(raw) ? Number(raw) : undefined
}
