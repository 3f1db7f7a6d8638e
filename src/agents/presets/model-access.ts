import type { ModelAccess } from '../../ports/sandbox.js'

/** claude: `ANTHROPIC_BASE_URL`; an API key or an OAuth token (SPEC §4a). */
export const ANTHROPIC_ACCESS: ModelAccess = {
  api: 'anthropic-messages',
  hosts: ['api.anthropic.com'],
  keys: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
  defaultBase: 'https://api.anthropic.com',
  baseUrlEnv: 'ANTHROPIC_BASE_URL',
  homeVariable: { name: 'CLAUDE_CONFIG_DIR', folder: '.claude' },
  // Its telemetry, error reports and update checks (statsig, sentry, the npm registry).
  quiet: { env: { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' } }
}

/**
 * codex reads no base-URL variable: its model provider's `base_url` is set with `-c` (a provider the
 * user's config.toml selects keeps its other settings; else one of ours, on the Responses API).
 */
export const OPENAI_ACCESS: ModelAccess = {
  api: 'openai-responses',
  providerConfig: { file: '.codex/config.toml', homeVariable: 'CODEX_HOME' },
  homeVariable: { name: 'CODEX_HOME', folder: '.codex' },
  // codex 0.169 otherwise calls ab.chatgpt.com and chatgpt.com (analytics), github.com and
  // api.github.com (its curated plugins) at every start.
  quiet: { args: ['-c', 'analytics.enabled=false', '-c', 'features.plugins=false'] },
  hosts: ['api.openai.com'],
  keys: ['OPENAI_API_KEY', 'CODEX_API_KEY'],
  defaultBase: 'https://api.openai.com/v1',
  baseUrlEnv: 'OPENAI_BASE_URL',
  baseUrlArgs: (url, key, provider) =>
    provider
      ? ['-c', `model_providers.${provider}.base_url="${url}"`]
      : [
          '-c',
          'model_provider="ralph"',
          '-c',
          `model_providers.ralph={ name = "ralph", base_url = "${url}", env_key = "${key}", wire_api = "responses" }`
        ]
}

/** gemini: `GOOGLE_GEMINI_BASE_URL`, with the API-key auth selected in its settings. */
export const GEMINI_ACCESS: ModelAccess = {
  api: 'gemini-generative-language',
  settings: {
    file: '.gemini/settings.json',
    // Its usage statistics go to play.googleapis.com at every start.
    values: {
      security: { auth: { selectedType: 'gemini-api-key' } },
      privacy: { usageStatisticsEnabled: false }
    }
  },
  hosts: ['generativelanguage.googleapis.com'],
  keys: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
  defaultBase: 'https://generativelanguage.googleapis.com',
  baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL'
}
