import type { AgentPreset } from '../agent-types.js'
import { GEMINI_ACCESS } from '../model-access.js'
import { agentOf, type PresetEntry, type PresetOptions } from '../preset-entry.js'
import { GeminiNarrator } from './gemini-narrator.js'
import { GeminiParser } from './gemini-parser.js'

/** Gemini CLI: `gemini -p <prompt> --output-format json --skip-trust`; one JSON document at the end. */
export const gemini = {
  name: 'gemini',
  binary: 'gemini',
  // Non-interactive gemini refuses every tool call that needs approval.
  defaultArgs: '--approval-mode yolo',
  modelFlags: ['--model', '-m'],
  // Its default approval mode: a non-interactive run then refuses edits and shell commands.
  reviewArgs: ['--approval-mode', 'default'],
  install: 'npm i -g @google/gemini-cli',
  reportsCost: false,
  invocation: (options, prompt, onStdin) => ({
    argv: [
      options.binary,
      ...(onStdin ? [] : ['-p', prompt]),
      '--output-format',
      'json',
      '--skip-trust',
      ...(options.model ? ['-m', options.model] : []),
      ...options.args
    ],
    ...(onStdin ? { stdin: prompt } : {})
  }),
  readers: now => {
    const parser = new GeminiParser(now)
    return { parser, narrator: new GeminiNarrator(parser.document) }
  },
  // Checked against gemini-cli 0.61's bundle and __fixtures__/gemini-server.ts: with the base URL
  // alone it picks its `gateway` auth and exits 41, so settings.json must select the API key.
  access: GEMINI_ACCESS,
  sandbox: {
    modelHosts: ['generativelanguage.googleapis.com'],
    keyVariables: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    baseUrl: {
      kind: 'env',
      variable: 'GOOGLE_GEMINI_BASE_URL',
      note: 'with security.auth.selectedType "gemini-api-key" in .gemini/settings.json'
    },
    home: {
      paths: ['.gemini'],
      credentials: [
        '.gemini/oauth_creds.json',
        '.gemini/google_accounts.json',
        '.gemini/mcp-oauth-tokens.json',
        '.gemini/gemini-credentials.json'
      ],
      settings: ['.gemini/settings.json']
    }
  }
} as const satisfies PresetEntry

/** Gemini CLI with the config's options. */
export function geminiAgent(options: PresetOptions): AgentPreset {
  return agentOf(gemini, options)
}
