import path from 'node:path'
import type { Loopback } from './loopback.js'
import { startModelServer } from './anthropic-server.js'
import { claudeEnv } from './anthropic-server.js'
import { functionResponses, geminiEnv, startGeminiServer } from './gemini-server.js'
import { codexEnv, startResponsesServer, toolOutputs } from './responses-server.js'

/** The one task of the plan the scripted models work on. */
export const TASK = 'Mark this task done'
export const PLAN = `# Plan\n\n- [ ] ${TASK}\n`
export const PLAN_DONE = `# Plan\n\n- [x] ${TASK}\n`
export const MARKER = 'marker.txt'
/**
 * The shell command every scripted model runs: it records who ran it, in the workspace. It runs a
 * program, as running the tests would; Claude Code's `acceptEdits` alone approves a bare
 * `id -u > file` (a read-only command writing in the workspace) but not this.
 */
export const SHELL = `sh -c 'id -u > ${MARKER}'`

/** A scripted model on loopback and the environment that points the real CLI at it. */
export interface ScriptedModel {
  env: Record<string, string>
  /** The scripted server's own address. */
  url: string
  /** The API keys the server received, in order, whatever the header or query that carried them. */
  keys: () => string[]
  /** What the CLI sent back for each tool call, in order: shows why a call was refused. */
  results: () => string[]
  close(): Promise<void>
}

type Json = Record<string, unknown>

/** The shell command the model runs, given the scripted server's own address (default `SHELL`). */
export type Shell = (serverUrl: string) => string

/** The keys in the requests a server saw: `x-api-key`, `authorization: Bearer`, `x-goog-api-key`, `?key=`. */
function keysIn(seen: Loopback['seen']): () => string[] {
  return () =>
    seen.flatMap(({ url, headers }) => {
      const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1]
      const query = new URL(url, 'http://loopback').searchParams.get('key')
      return [headers['x-api-key'], bearer, headers['x-goog-api-key'], query].flatMap(key =>
        typeof key === 'string' && key !== '' ? [key] : []
      )
    })
}
const blocks = (message: Json) => (Array.isArray(message.content) ? (message.content as Json[]) : [])

/**
 * Claude Code: Read the plan (its Edit tool refuses a file the session has not read), Edit it to
 * mark the task done, run the shell command with the Bash tool, then say it is done.
 */
export async function claudeModel(
  dir: string,
  home: string,
  shell: Shell = () => SHELL
): Promise<ScriptedModel> {
  const plan = path.join(dir, 'plan.md')
  const server = await startModelServer([
    request => {
      const messages = request.messages as Json[]
      const calls = messages.filter(m => m.role === 'assistant').flatMap(blocks)
      const last = calls.filter(block => block.type === 'tool_use').at(-1)?.name
      if (last === undefined) return { tools: [{ tool: 'Read', input: { file_path: plan } }] }
      if (last === 'Read') {
        const edit = { file_path: plan, old_string: `- [ ] ${TASK}`, new_string: `- [x] ${TASK}` }
        return { tools: [{ tool: 'Edit', input: edit }] }
      }
      if (last === 'Edit')
        return { tools: [{ tool: 'Bash', input: { command: shell(server.url), description: 'marker' } }] }
      return { text: 'The task is done.' }
    }
  ])
  const results = () =>
    ((server.requests.at(-1)?.messages ?? []) as Json[])
      .filter(m => m.role === 'user')
      .flatMap(blocks)
      .filter(block => block.type === 'tool_result')
      .map(block => JSON.stringify(block.content))
  return {
    env: claudeEnv(server, home),
    url: server.url,
    keys: keysIn(server.seen),
    results,
    close: () => server.close()
  }
}

/** Codex: mark the task done with its `apply_patch` tool, run the shell command with `exec_command`. */
export async function codexModel(
  _dir: string,
  home: string,
  shell: Shell = () => SHELL
): Promise<ScriptedModel> {
  const patch = ['*** Begin Patch', '*** Update File: plan.md', '@@', `-- [ ] ${TASK}`, `+- [x] ${TASK}`]
  const server = await startResponsesServer(request => {
    const done = toolOutputs(request).length
    if (done === 0) return { custom: 'apply_patch', input: [...patch, '*** End Patch', ''].join('\n') }
    if (done === 1) return { call: 'exec_command', args: { cmd: shell(server.url) } }
    return { text: 'The task is done.' }
  })
  const results = () => toolOutputs(server.requests.at(-1) ?? {}).map(output => output.output)
  return {
    env: await codexEnv(server, home),
    url: server.url,
    keys: keysIn(server.seen),
    results,
    close: () => server.close()
  }
}

/** Gemini: mark the task done with its `replace` tool, run the shell command with `run_shell_command`. */
export async function geminiModel(
  dir: string,
  home: string,
  shell: Shell = () => SHELL
): Promise<ScriptedModel> {
  const server = await startGeminiServer(request => {
    const done = functionResponses(request).length
    if (done === 0) {
      const args = {
        file_path: path.join(dir, 'plan.md'),
        old_string: `- [ ] ${TASK}`,
        new_string: `- [x] ${TASK}`,
        instruction: 'Mark the task done.'
      }
      return { call: 'replace', args }
    }
    if (done === 1)
      return { call: 'run_shell_command', args: { command: shell(server.url), description: 'marker' } }
    return { text: 'The task is done.' }
  })
  const results = () =>
    functionResponses(server.requests.at(-1) ?? {}).map(part => JSON.stringify(part.response))
  return {
    env: await geminiEnv(server, home),
    url: server.url,
    keys: keysIn(server.seen),
    results,
    close: () => server.close()
  }
}
