import type { AgentPreset } from '../agent-types.js'
import { OPENAI_ACCESS } from '../model-access.js'
import { agentOf, type PresetEntry, type PresetOptions } from '../preset-entry.js'
import { CodexNarrator } from './codex-narrator.js'
import { CodexParser } from './codex-parser.js'

/** Codex: `codex exec --json <prompt>` (a prompt of `-` is read from stdin); JSONL events. */
export const codex = {
  name: 'codex',
  binary: 'codex',
  // `codex exec` alone is read-only and edits nothing.
  defaultArgs: '--sandbox workspace-write',
  // Its own sandbox is bubblewrap too, and a user namespace cannot nest in ours (bwrap: "Creating new
  // namespace failed … (ENOSPC)"): inside ours, the flag its docs give for running in another sandbox.
  sandboxedArgs: '--dangerously-bypass-approvals-and-sandbox',
  modelFlags: ['--model', '-m'],
  reviewArgs: ['--sandbox', 'read-only'],
  install: 'npm i -g @openai/codex',
  reportsCost: false,
  invocation: (options, prompt, onStdin) => ({
    argv: [
      options.binary,
      'exec',
      '--json',
      ...(options.model ? ['-m', options.model] : []),
      ...options.args,
      onStdin ? '-' : prompt
    ],
    ...(onStdin ? { stdin: prompt } : {})
  }),
  readers: (now, cwd) => ({ parser: new CodexParser(now), narrator: new CodexNarrator(cwd) }),
  // Checked against codex 0.169's binary and __fixtures__/responses-server.ts, which points it at a
  // scripted server: it reads no OPENAI_BASE_URL, only the provider's `base_url` in config.toml.
  access: OPENAI_ACCESS,
  sandbox: {
    // chatgpt.com serves a ChatGPT login (`codex login`) instead of an API key.
    modelHosts: ['api.openai.com', 'chatgpt.com'],
    keyVariables: ['OPENAI_API_KEY', 'CODEX_API_KEY'],
    baseUrl: {
      kind: 'file',
      file: '.codex/config.toml',
      setting: 'model_provider = "<id>" and [model_providers.<id>] base_url'
    },
    home: {
      paths: ['.codex'],
      homeVariable: 'CODEX_HOME',
      credentials: ['.codex/auth.json'],
      settings: ['.codex/config.toml']
    }
  }
} as const satisfies PresetEntry

/** Codex with the config's options. */
export function codexAgent(options: PresetOptions): AgentPreset {
  return agentOf(codex, options)
}
