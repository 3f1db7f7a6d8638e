import type { AgentPreset } from '../agent-types.js'
import { ANTHROPIC_ACCESS } from '../model-access.js'
import { agentOf, type PresetEntry, type PresetOptions } from '../preset-entry.js'
import { ClaudeNarrator } from './claude-narrator.js'
import { ClaudeParser } from './claude-parser.js'

const BUDGET_FLAG = '--max-budget-usd'

/** Claude Code: `claude -p <prompt> --output-format stream-json --verbose` (SPEC §4). */
export const claude = {
  name: 'claude',
  binary: 'claude',
  // Claude Code refuses `--dangerously-skip-permissions` as root, so it gets edits plus the Bash tool.
  defaultArgs: '--permission-mode acceptEdits --allowedTools Bash',
  modelFlags: ['--model'],
  // Only its reading tools: a reviewer judges the work and must not change it.
  reviewArgs: ['--tools', 'Read,Grep,Glob'],
  install: 'npm i -g @anthropic-ai/claude-code',
  reportsCost: true,
  budgetFlag: BUDGET_FLAG,
  invocation: (options, prompt, onStdin, budgetUsd) => ({
    argv: [
      options.binary,
      '-p',
      ...(onStdin ? [] : [prompt]),
      '--output-format',
      'stream-json',
      '--verbose',
      ...(options.model ? ['--model', options.model] : []),
      ...budgetArgs(budgetUsd, options.args),
      ...options.args
    ],
    ...(onStdin ? { stdin: prompt } : {})
  }),
  readers: (now, cwd) => ({ parser: new ClaudeParser(now), narrator: new ClaudeNarrator(cwd) }),
  // Checked against claude-code 2.1.197's binary: it names each variable, host and file below.
  access: ANTHROPIC_ACCESS,
  sandbox: {
    modelHosts: ['api.anthropic.com'],
    keyVariables: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
    baseUrl: { kind: 'env', variable: 'ANTHROPIC_BASE_URL' },
    home: {
      paths: ['.claude', '.claude.json'],
      homeVariable: 'CLAUDE_CONFIG_DIR',
      credentials: ['.claude/.credentials.json'],
      // .claude.json keeps the CLI's state (onboarding, projects, the account's name), no token.
      settings: ['.claude/settings.json', '.claude.json']
    }
  }
} as const satisfies PresetEntry

/** Claude Code with the config's options. */
export function claudeAgent(options: PresetOptions): AgentPreset {
  return agentOf(claude, options)
}

/**
 * `--max-budget-usd` with what is left of the run's budget (SPEC §10), so one iteration cannot spend
 * past it; cut down to a tenth of a cent. Nothing when there is no budget or `agent-args` sets its own.
 */
export function budgetArgs(budgetUsd: number | undefined, args: readonly string[]): string[] {
  if (budgetUsd === undefined || args.some(arg => arg === BUDGET_FLAG || arg.startsWith(`${BUDGET_FLAG}=`)))
    return []
  return [BUDGET_FLAG, String(Math.max(0, Math.floor(budgetUsd * 1000) / 1000))]
}
