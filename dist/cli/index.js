#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _edges_run_cli_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(804);

process.exitCode = await (0,_edges_run_cli_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 804:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/config/errors.ts
/** Longest stretch of a value quoted in a message: a whole prompt or hook list would bury the point. */
const MAX_SHOWN = 200;
/** Quotes a value for a message, cut short when it is long. */
function showValue(value) {
    const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return `'${shown}'`;
}
/**
 * An input (or CLI flag) that cannot be used: its name, the value given and what was expected.
 * The edge prints `.message` only, so the message alone must tell the user what to fix.
 */
class ConfigError extends Error {
    input;
    value;
    expected;
    name = 'ConfigError';
    /**
     * @param input the input's name as a user writes it (`max-attempts`), or the CLI flag
     * @param value the value given, as given
     * @param expected what would have been accepted, phrased to follow "expected"
     * @param message a complete message, for cases the standard sentence does not fit (two inputs
     *   that exclude each other, an unknown flag); it must still name the input, the value and the fix
     */
    constructor(input, value, expected, message) {
        super(message ?? `Input '${input}' has value ${showValue(value)}, expected ${expected}.`);
        this.input = input;
        this.value = value;
        this.expected = expected;
    }
}
/** Whether something thrown is a ConfigError (by name, so it survives bundling and realms). */
function isConfigError(error) {
    return error instanceof Error && error.name === 'ConfigError';
}

;// CONCATENATED MODULE: ./src/config/descriptions.ts
/**
 * Every input's one-line description and default, in the order of action.yml. The CLI's help is
 * generated from it, and it is the reference README and action.yml are checked against.
 */
const INPUT_DOCS = {
    tasks: {
        description: 'Task file, relative to the workspace; required unless task-source is command or mode is plan.',
        default: ''
    },
    'task-source': {
        description: 'How to read the tasks: auto (by extension: .json, .md), json, markdown or command (a task CLI).',
        default: 'auto'
    },
    'task-peek-command': {
        description: 'Task CLI: lists claimable tasks before each iteration; its output fills {{peek}}.',
        default: 'task peek -n 10'
    },
    'task-status-command': {
        description: 'Task CLI: prints the open, active and failed counts that decide whether work remains.',
        default: 'task plan-status'
    },
    'task-active-command': {
        description: 'Task CLI: prints the ids of tasks still active for this agent after a session ends.',
        default: 'task active --agent "$RALPH_AGENT_ID"'
    },
    'task-fail-command': {
        description: 'Task CLI: releases a task a session left active ($RALPH_TASK_ID, $RALPH_FAIL_REASON).',
        default: 'task fail "$RALPH_TASK_ID" --reason "$RALPH_FAIL_REASON"'
    },
    agent: { description: 'Agent CLI to run: claude, codex, gemini or command.', default: 'claude' },
    'agent-command': {
        description: 'Shell command run as the agent when agent is command; the prompt arrives on stdin.',
        default: ''
    },
    'agent-args': {
        description: "Extra arguments appended to the preset's command line, split like a shell would.",
        default: 'claude: --permission-mode acceptEdits',
        computed: true
    },
    'agent-binary': {
        description: "Executable of the agent preset, if not the preset's name on PATH.",
        default: ''
    },
    model: {
        description: "Model passed with the preset's model flag; wins over one in agent-args.",
        default: ''
    },
    prompt: {
        description: 'Prompt template (placeholders such as {{task}}); not with prompt-file.',
        default: ''
    },
    'prompt-file': {
        description: 'File holding the prompt template, relative to the workspace; not with prompt.',
        default: ''
    },
    mode: {
        description: 'build: stop when no work remains; plan: stop when the agent prints the completion promise.',
        default: 'build'
    },
    'completion-promise': {
        description: 'Plan mode: the loop completes when the agent says <promise>TEXT</promise>.',
        default: 'COMPLETE'
    },
    'max-iterations': {
        description: 'Iterations over the whole loop, across resumed runs; reached with work left: aborted.',
        default: '20'
    },
    'iterations-per-run': {
        description: 'Iterations in one run before halting to resume later (0 = no limit).',
        default: '0'
    },
    'max-attempts': {
        description: 'Attempts at one task (1-10) before the loop is stuck on it.',
        default: '5'
    },
    'stuck-threshold': {
        description: 'Failed iterations in a row on one task that make the loop stuck (0 = off).',
        default: '3'
    },
    'no-progress-limit': {
        description: 'Iterations in a row with no task done and no file changed that make it stuck (0 = off).',
        default: '2'
    },
    'context-window': {
        description: 'Context window in tokens, for the estimated context check (0 = no check).',
        default: '0'
    },
    'context-threshold': {
        description: 'Fraction of the context window (0 < x <= 1) at which the loop halts to resume later.',
        default: '0.90'
    },
    'time-budget': {
        description: 'Minutes this run may use before it halts to resume later; keep it under timeout-minutes.',
        default: '330'
    },
    'iteration-timeout': {
        description: 'Minutes one agent invocation may take before it is killed.',
        default: '60'
    },
    'max-cost-usd': {
        description: 'US dollars this run may spend, as reported by the agent, before halting (0 = no limit).',
        default: '0'
    },
    'rate-limit-wait': {
        description: 'Minutes the loop may wait for a rate limit to reset before halting (0 = never wait).',
        default: '15'
    },
    'verify-command': {
        description: 'Shell command (tests) that must pass before the loop counts as completed.',
        default: ''
    },
    'verify-report': {
        description: 'JUnit XML file the verify command writes, relative to the workspace; decides the pass.',
        default: ''
    },
    checkpoint: {
        description: 'Where the checkpoint is kept between runs: cache, file (state-dir only) or none.',
        default: 'cache in Actions, else file',
        computed: true
    },
    'checkpoint-key': {
        description: 'Cache key prefix of the checkpoint ({workflow}, {job} and {ref} are filled in); runs with one key share a loop.',
        default: 'ralph-{workflow}-{job}-{ref}'
    },
    resume: {
        description: 'auto: continue a saved checkpoint when that makes sense; never: always start over.',
        default: 'auto'
    },
    'force-restart': {
        description: 'Ignore any checkpoint, valid or not, and start a new loop.',
        default: 'false'
    },
    'state-dir': {
        description: 'Folder for the checkpoint, iteration summaries and report, relative to the workspace.',
        default: '.ralph'
    },
    hooks: {
        description: 'Lines of "event: command" run on loop events, such as onComplete: ./notify.sh.',
        default: ''
    },
    'fail-on': {
        description: 'Comma list of statuses that fail the step (completed, stuck, aborted, interrupted, halted), or none.',
        default: 'stuck,aborted,interrupted'
    },
    shard: { description: 'i/n: run only the tasks of shard i of n (a job per shard).', default: '' },
    commit: {
        description: "When to commit the agent's work: none, task (a task got done) or iteration.",
        default: 'task in Actions, else none',
        computed: true
    },
    'commit-message': {
        description: 'Commit message template with {task_id}, {outcome} and {n}.',
        default: 'ralph: {task_id} {outcome} (iteration {n})'
    },
    'commit-author': {
        description: 'Author of the commits, as "Name <email>".',
        default: 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'
    },
    'commit-no-verify': { description: 'Commit with --no-verify, skipping git hooks.', default: 'false' },
    push: { description: 'Push the commits to branch.', default: 'false' },
    'push-every': { description: 'When to push: end (once, at the end of the run) or commit.', default: 'end' },
    branch: {
        description: 'Branch to push to; the loop never switches branches.',
        default: 'the current branch',
        computed: true
    }
};

;// CONCATENATED MODULE: ./src/config/names.ts
/** Names of the action's inputs, outputs and saved-state keys: the one place they are spelled (keep in step with action.yml). */
const Inputs = {
    Tasks: 'tasks',
    TaskSource: 'task-source',
    TaskPeekCommand: 'task-peek-command',
    TaskStatusCommand: 'task-status-command',
    TaskActiveCommand: 'task-active-command',
    TaskFailCommand: 'task-fail-command',
    Agent: 'agent',
    AgentCommand: 'agent-command',
    AgentArgs: 'agent-args',
    AgentBinary: 'agent-binary',
    Model: 'model',
    Prompt: 'prompt',
    PromptFile: 'prompt-file',
    Mode: 'mode',
    CompletionPromise: 'completion-promise',
    MaxIterations: 'max-iterations',
    IterationsPerRun: 'iterations-per-run',
    MaxAttempts: 'max-attempts',
    StuckThreshold: 'stuck-threshold',
    NoProgressLimit: 'no-progress-limit',
    ContextWindow: 'context-window',
    ContextThreshold: 'context-threshold',
    TimeBudget: 'time-budget',
    IterationTimeout: 'iteration-timeout',
    MaxCostUsd: 'max-cost-usd',
    RateLimitWait: 'rate-limit-wait',
    VerifyCommand: 'verify-command',
    VerifyReport: 'verify-report',
    Checkpoint: 'checkpoint',
    CheckpointKey: 'checkpoint-key',
    Resume: 'resume',
    ForceRestart: 'force-restart',
    StateDir: 'state-dir',
    Hooks: 'hooks',
    FailOn: 'fail-on',
    Shard: 'shard',
    Commit: 'commit',
    CommitMessage: 'commit-message',
    CommitAuthor: 'commit-author',
    CommitNoVerify: 'commit-no-verify',
    Push: 'push',
    PushEvery: 'push-every',
    Branch: 'branch'
};
const Outputs = {
    Status: 'status',
    ExitCode: 'exit-code',
    HaltReason: 'halt-reason',
    Iterations: 'iterations',
    TotalIterations: 'total-iterations',
    TasksTotal: 'tasks-total',
    TasksDone: 'tasks-done',
    TasksRemaining: 'tasks-remaining',
    WorkRemaining: 'work-remaining',
    StuckTask: 'stuck-task',
    Resumed: 'resumed',
    CheckpointKey: 'checkpoint-key',
    CostUsd: 'cost-usd',
    InputTokens: 'input-tokens',
    OutputTokens: 'output-tokens',
    SessionId: 'session-id',
    Branch: 'branch',
    HeadSha: 'head-sha',
    Commits: 'commits',
    Pushed: 'pushed',
    Report: 'report'
};
/** Keys the main step hands to the post step through `core.saveState`. */
const StateKeys = {
    PostNeeded: 'ralph-post-needed',
    StateDir: 'ralph-state-dir',
    CacheKey: 'ralph-cache-key',
    Workspace: 'ralph-workspace'
};

;// CONCATENATED MODULE: ./src/config/flags.ts



const INPUT_NAMES = Object.values(Inputs);
/** Inputs that may be given as a bare flag meaning `true` (`--push`). */
const BOOLEAN_INPUTS = [Inputs.ForceRestart, Inputs.Push, Inputs.CommitNoVerify];
/** Other spellings accepted for an input: seed `000`'s `--subtasks`, and the singular `--hook`. */
const FLAG_ALIASES = {
    subtasks: Inputs.Tasks,
    hook: Inputs.Hooks
};
const HELP_FLAGS = ['--help', '-h'];
const VERSION_FLAG = '--version';
/**
 * Parses the local CLI's arguments. Flags are named like the inputs, as `--name value` or
 * `--name=value`. A non-boolean flag takes the next word as its value even when that word starts
 * with a dash (`--agent-args --verbose`), unless the word is itself a known flag. Throws
 * ConfigError for an unknown flag (suggesting the closest known one), a flag without its value,
 * and stray words after a run.
 */
function parseFlags(argv) {
    const end = argv.includes('--') ? argv.indexOf('--') : argv.length;
    const flagWords = argv.slice(0, end);
    // Help and version win wherever they are: a user asking for help should not get an error instead.
    if (flagWords.some(word => HELP_FLAGS.includes(word)))
        return { command: 'help', inputs: {}, positionals: [] };
    if (flagWords.includes(VERSION_FLAG))
        return { command: 'version', inputs: {}, positionals: [] };
    const inputs = {};
    const words = [];
    for (let i = 0; i < flagWords.length; i++) {
        const word = flagWords[i];
        if (!word.startsWith('-') || word === '-') {
            words.push(word);
            continue;
        }
        const { input, inline } = resolveFlag(word);
        const next = flagWords[i + 1];
        let value;
        if (inline !== undefined)
            value = inline;
        else if (BOOLEAN_INPUTS.includes(input) && (next === undefined || next.startsWith('-')))
            value = 'true';
        else if (next !== undefined && !isKnownFlag(next))
            value = flagWords[++i];
        else
            throw missingValue(word);
        // Hooks accumulate, one line per flag; every other flag given twice keeps the last value.
        inputs[input] =
            input === Inputs.Hooks && inputs[input] !== undefined ? `${inputs[input]}\n${value}` : value;
    }
    words.push(...argv.slice(end + 1));
    const [first, ...rest] = words;
    if (first === 'aggregate')
        return { command: 'aggregate', inputs, positionals: rest };
    if (first === 'help')
        return { command: 'help', inputs, positionals: [] };
    const stray = first === 'run' ? rest : words;
    if (stray.length > 0) {
        throw new ConfigError(stray[0], stray[0], 'a flag', `Unexpected argument '${stray[0]}': a run takes only flags, such as --tasks ${stray[0]}.`);
    }
    return { command: 'run', inputs, positionals: [] };
}
/** The input a `--name` or `--name=value` word stands for, and its inline value. */
function resolveFlag(word) {
    const eq = word.indexOf('=');
    const flag = eq < 0 ? word : word.slice(0, eq);
    const inline = eq < 0 ? undefined : word.slice(eq + 1);
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    const input = INPUT_NAMES.includes(name) ? name : FLAG_ALIASES[name];
    if (input === undefined)
        throw unknownFlag(flag);
    return { input, inline };
}
function isKnownFlag(word) {
    const name = word.startsWith('--') ? word.slice(2).split('=')[0] : '';
    return (INPUT_NAMES.includes(name) || name in FLAG_ALIASES || HELP_FLAGS.includes(word) || word === VERSION_FLAG);
}
function unknownFlag(flag) {
    const name = flag.replace(/^-+/, '');
    const known = [...INPUT_NAMES, ...Object.keys(FLAG_ALIASES), 'help', 'version'];
    const closest = known
        .map(candidate => ({ candidate, distance: editDistance(name, candidate) }))
        .filter(({ distance }) => distance <= 2)
        .sort((a, b) => a.distance - b.distance)[0];
    const hint = closest === undefined ? '' : ` Did you mean '--${closest.candidate}'?`;
    return new ConfigError(flag, flag, 'a known flag', `Unknown flag '${flag}'.${hint}`);
}
function missingValue(flag) {
    const expected = `a value: ${flag} <value> or ${flag}=<value>`;
    return new ConfigError(flag, '', expected, `Flag '${flag}' has no value, expected ${expected}.`);
}
/** Levenshtein distance: insertions, deletions and substitutions each cost 1. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length];
}
const USAGE = `Usage:
  ralph-loop [flags]                      run the loop in the current directory
  ralph-loop aggregate <report.json>...   merge shards' report.json files into one summary

Runs a coding agent again and again over a task list until the work is done, the loop is
stuck or a budget runs out; exits 0 completed or halted, 1 stuck, 2 aborted, 3 interrupted.
Flags are named like the action's inputs: --name value or --name=value.`;
/** One flag's left column: `--push [true|false]`, `--tasks, --subtasks <value>`. */
function flagColumn(input) {
    const aliases = Object.keys(FLAG_ALIASES).filter(alias => FLAG_ALIASES[alias] === input);
    const names = [input, ...aliases].map(name => `--${name}`).join(', ');
    return `${names} ${BOOLEAN_INPUTS.includes(input) ? '[true|false]' : '<value>'}`;
}
/** The CLI's help: usage, then every flag with its description and default, from INPUT_DOCS. */
function helpText() {
    const inputs = Object.keys(INPUT_DOCS);
    const rows = inputs.map(input => {
        const doc = INPUT_DOCS[input];
        const repeat = input === 'hooks' ? ' Repeatable: one hook per flag.' : '';
        const fallback = doc.default === '' ? '' : ` (default: ${doc.default})`;
        return [flagColumn(input), `${doc.description}${repeat}${fallback}`];
    });
    rows.push(['-h, --help', 'Show this help.'], ['--version', 'Show the version.']);
    const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
    const lines = rows.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`);
    return `${USAGE}\n\nFlags:\n${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/loop/outcome.ts
const STATUSES = ['completed', 'stuck', 'aborted', 'interrupted', 'halted'];
const EXIT_CODES = { completed: 0, stuck: 1, aborted: 2, interrupted: 3, halted: 0 };
/** The process exit code of a status: 0 completed · 1 stuck · 2 aborted · 3 interrupted · 0 halted. */
function exitCodeOf(status) {
    return EXIT_CODES[status];
}
/** The status a halt reason leads to. */
function statusOf(reason) {
    switch (reason) {
        case 'completion':
            return 'completed';
        case 'max_attempts':
        case 'stuck_consecutive':
        case 'no_progress':
            return 'stuck';
        case 'max_iterations':
        case 'error':
            return 'aborted';
        case 'interrupted':
            return 'interrupted';
        default:
            return 'halted';
    }
}

;// CONCATENATED MODULE: ./src/config/parse-lists.ts



/** The events a hook can be attached to (SPEC §9). */
const HOOK_EVENTS = [
    'onIterationEnd',
    'onTaskComplete',
    'onMaxIterationsExceeded',
    'onStuck',
    'onComplete',
    'onHalt',
    'onAbort',
    'onInterrupted'
];
/**
 * The `hooks` input: one `event: command` per line, split at the first colon (the command may
 * contain more). Blank lines and lines starting with `#` are skipped; event names are matched
 * regardless of case and stored as spelled in HOOK_EVENTS. An event may have several hooks.
 */
function parseHooks(raw) {
    const hooks = [];
    for (const [index, text] of raw.split(/\r?\n/).entries()) {
        const line = text.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const where = `line ${index + 1}`;
        const colon = line.indexOf(':');
        if (colon < 0) {
            throw new ConfigError(Inputs.Hooks, line, `lines of the form 'event: command' (${where} has no ':')`);
        }
        const name = line.slice(0, colon).trim();
        const command = line.slice(colon + 1).trim();
        const event = HOOK_EVENTS.find(e => e.toLowerCase() === name.toLowerCase());
        if (event === undefined) {
            throw new ConfigError(Inputs.Hooks, line, `an event before the ':' on ${where}, one of ${HOOK_EVENTS.join(', ')}`);
        }
        if (command === '')
            throw new ConfigError(Inputs.Hooks, line, `a command after '${event}:' on ${where}`);
        hooks.push({ event, command });
    }
    return hooks;
}
/** The `fail-on` input: a comma list of statuses (spaces and case tolerated, duplicates dropped) or `none`. */
function parseFailOn(raw) {
    const expected = `a comma list of statuses (${STATUSES.join(', ')}) or none`;
    const items = raw
        .split(',')
        .map(item => item.trim().toLowerCase())
        .filter(item => item !== '');
    if (items.length === 1 && items[0] === 'none')
        return [];
    const statuses = items.map(item => STATUSES.find(s => s === item));
    if (items.length === 0 || statuses.includes(undefined))
        throw new ConfigError(Inputs.FailOn, raw, expected);
    return [...new Set(statuses)];
}
/** The `shard` input `i/n`: 1-based index and count, 1 ≤ i ≤ n. */
function parseShard(raw) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    const valid = Number.isSafeInteger(index) && Number.isSafeInteger(count) && index >= 1 && index <= count;
    if (!valid)
        throw new ConfigError(Inputs.Shard, raw, "'i/n' with whole numbers 1 ≤ i ≤ n, such as 1/3");
    return { index, count };
}
/** The `commit-author` input `Name <email>`, as git writes an identity. */
function parseCommitAuthor(raw) {
    const match = /^([^<>]+?)\s*<([^<>\s]+)>$/.exec(raw);
    if (match === null) {
        throw new ConfigError(Inputs.CommitAuthor, raw, "'Name <email>', such as 'Ralph <ralph@example.com>'");
    }
    return { name: match[1], email: match[2] };
}

;// CONCATENATED MODULE: ./src/config/parse-values.ts


// Plain digits only: Number() would also take '1e3', '0x10', ' 5 ', '+5' and '' (as 0).
const INTEGER = /^\d+$/;
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const TRUE_FORMS = ['true', 'True', 'TRUE'];
const FALSE_FORMS = ['false', 'False', 'FALSE'];
function inRange(value, rule) {
    const aboveMin = rule.minExclusive ? value > rule.min : value >= rule.min;
    return Number.isFinite(value) && aboveMin && value <= (rule.max ?? Number.MAX_SAFE_INTEGER);
}
/** A whole number written in plain decimal digits, within the rule's range. */
function parseInteger(input, raw, rule) {
    const value = INTEGER.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || !inRange(value, rule))
        throw new ConfigError(input, raw, rule.expected);
    return value;
}
/** A non-negative decimal number (`0.5`, `.5`, `3`), within the rule's range. */
function parseDecimal(input, raw, rule) {
    const value = DECIMAL.test(raw) ? Number(raw) : NaN;
    if (!inRange(value, rule))
        throw new ConfigError(input, raw, rule.expected);
    return value;
}
/** A duration given in (possibly fractional) minutes, returned in milliseconds. */
function parseMinutes(input, raw, rule) {
    const ms = Math.round(parseDecimal(input, raw, rule) * 60_000);
    // A positive value so small that it rounds to 0 ms would behave like the forbidden 0.
    if (rule.minExclusive && ms <= 0)
        throw new ConfigError(input, raw, rule.expected);
    return ms;
}
/** A boolean in the forms `core.getBooleanInput` accepts (YAML 1.2 core schema). */
function parseBoolean(input, raw) {
    if (TRUE_FORMS.includes(raw))
        return true;
    if (FALSE_FORMS.includes(raw))
        return false;
    throw new ConfigError(input, raw, 'true or false');
}
/** One of a fixed set of words; case does not matter (`Claude` is `claude`). */
function parseChoice(input, raw, choices) {
    const choice = choices.find(c => c === raw.toLowerCase());
    if (choice === undefined)
        throw new ConfigError(input, raw, `one of ${choices.join(', ')}`);
    return choice;
}
/**
 * A path inside the workspace, returned relative to it. Relative paths are taken from the
 * workspace; absolute ones must lie inside it. The workspace itself is refused: every path input
 * names a file or a folder of the loop's own.
 */
function parseWorkspacePath(input, raw, workspace) {
    const relative = external_node_path_default().relative(workspace, external_node_path_default().resolve(workspace, raw));
    const escapes = relative === '..' || relative.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(relative);
    if (escapes)
        throw new ConfigError(input, raw, `a path inside the workspace (${workspace})`);
    if (relative === '') {
        throw new ConfigError(input, raw, `a path inside the workspace (${workspace}), not the workspace itself`);
    }
    return relative;
}
/** Reads an optional input through a parser, or returns the default when it is not set. */
function optional(get, input, fallback, parse) {
    const raw = get(input);
    return raw === undefined ? fallback : parse(input, raw);
}

;// CONCATENATED MODULE: ./src/config/shell-words.ts
/** Thrown by `splitShellWords` for text a shell would not accept; `index` is where the problem starts. */
class ShellWordsError extends Error {
    index;
    name = 'ShellWordsError';
    constructor(message, index) {
        super(message);
        this.index = index;
    }
}
// Inside double quotes a backslash only escapes these (POSIX); before anything else it is literal.
const DOUBLE_QUOTE_ESCAPES = '"\\$`\n';
/**
 * Splits text into words the way a POSIX shell would, without expanding anything: single quotes
 * keep everything literally, double quotes honour backslash before `" \ $` and a backtick,
 * a backslash outside quotes escapes the next character, a backslash-newline joins lines, and
 * any whitespace (newlines included) separates words. `''` is an empty word.
 * Throws ShellWordsError for a quote that is never closed.
 */
function splitShellWords(text) {
    const words = [];
    let word = '';
    // Separate from `word !== ''` so that a quoted empty string still makes a word.
    let inWord = false;
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === "'") {
            const end = text.indexOf("'", i + 1);
            if (end < 0)
                throw new ShellWordsError(`the single quote at character ${i + 1} is never closed`, i);
            word += text.slice(i + 1, end);
            inWord = true;
            i = end + 1;
        }
        else if (c === '"') {
            const [content, next] = readDoubleQuoted(text, i);
            word += content;
            inWord = true;
            i = next;
        }
        else if (c === '\\' && i + 1 < text.length) {
            if (text[i + 1] !== '\n') {
                word += text[i + 1];
                inWord = true;
            }
            i += 2;
        }
        else if (/\s/.test(c)) {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
            i += 1;
        }
        else {
            word += c;
            inWord = true;
            i += 1;
        }
    }
    if (inWord)
        words.push(word);
    return words;
}
/** The content of the double-quoted string opening at `start`, and the index after its closing quote. */
function readDoubleQuoted(text, start) {
    let content = '';
    let i = start + 1;
    while (i < text.length) {
        const c = text[i];
        if (c === '"')
            return [content, i + 1];
        if (c === '\\' && i + 1 < text.length && DOUBLE_QUOTE_ESCAPES.includes(text[i + 1])) {
            if (text[i + 1] !== '\n')
                content += text[i + 1];
            i += 2;
        }
        else {
            content += c;
            i += 1;
        }
    }
    throw new ShellWordsError(`the double quote at character ${start + 1} is never closed`, start);
}

;// CONCATENATED MODULE: ./src/config/read-agent.ts




const AGENTS = ['claude', 'codex', 'gemini', 'command'];
/** `agent-args` when not set: claude needs a permission mode to edit files without asking. */
const DEFAULT_AGENT_ARGS = {
    claude: '--permission-mode acceptEdits',
    codex: '',
    gemini: ''
};
// The spellings of each preset's model flag, so that `model` can replace one given in agent-args.
const MODEL_FLAGS = {
    claude: ['--model'],
    codex: ['--model', '-m'],
    gemini: ['--model', '-m']
};
/**
 * The agent: kind, command, argv additions, executable and model (SPEC §4). Pushes a warning
 * for inputs that have no effect with the chosen agent and when `model` overrides a model flag
 * found in `agent-args`.
 */
function readAgent(get, warnings) {
    const agent = parseChoice(Inputs.Agent, get(Inputs.Agent) ?? 'claude', AGENTS);
    const model = get(Inputs.Model);
    const agentCommand = get(Inputs.AgentCommand);
    const agentBinary = get(Inputs.AgentBinary);
    if (agent === 'command') {
        if (agentCommand === undefined) {
            const expected = 'a shell command to run as the agent, required with agent: command';
            throw new ConfigError(Inputs.AgentCommand, '', expected, `Input 'agent-command' is not set, expected ${expected}.`);
        }
        if (agentBinary !== undefined) {
            warnings.push(`Input 'agent-binary' (${showValue(agentBinary)}) is ignored with agent: command, which runs 'agent-command' with bash.`);
        }
        const agentArgs = splitArgs(get(Inputs.AgentArgs) ?? '');
        return { agent, agentCommand, agentArgs, agentBinary: 'bash', model };
    }
    if (agentCommand !== undefined) {
        warnings.push(`Input 'agent-command' is ignored with agent: ${agent}; set agent: command to run it instead.`);
    }
    let agentArgs = splitArgs(get(Inputs.AgentArgs) ?? DEFAULT_AGENT_ARGS[agent]);
    if (model !== undefined) {
        const { kept, dropped } = dropModelFlags(agentArgs, MODEL_FLAGS[agent]);
        if (dropped.length > 0) {
            warnings.push(`Input 'model' (${showValue(model)}) wins over '${dropped.join(' ')}' in 'agent-args'; ` +
                `remove it from 'agent-args' to silence this warning.`);
        }
        agentArgs = kept;
    }
    return { agent, agentCommand: undefined, agentArgs, agentBinary: agentBinary ?? agent, model };
}
function splitArgs(raw) {
    try {
        return splitShellWords(raw);
    }
    catch (error) {
        if (!(error instanceof ShellWordsError))
            throw error;
        const expected = `shell words with every quote closed (${error.message})`;
        throw new ConfigError(Inputs.AgentArgs, raw, expected);
    }
}
/** Removes `--model X`, `--model=X` (and the other spellings given) from an argv. */
function dropModelFlags(args, flags) {
    const kept = [];
    const dropped = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (flags.includes(arg)) {
            dropped.push(args.slice(i, i + 2).join(' '));
            i += 1;
        }
        else if (flags.some(flag => arg.startsWith(`${flag}=`))) {
            dropped.push(arg);
        }
        else {
            kept.push(arg);
        }
    }
    return { kept, dropped };
}

;// CONCATENATED MODULE: ./src/config/read-limits.ts


const integer = (rule) => (input, raw) => parseInteger(input, raw, rule);
const decimal = (rule) => (input, raw) => parseDecimal(input, raw, rule);
const minutes = (rule) => (input, raw) => parseMinutes(input, raw, rule);
const MINUTE = 60_000;
/** The numeric inputs: counts, thresholds, budgets and durations (SPEC §6), durations in milliseconds. */
function readLimits(get) {
    const read = (input, fallback, parse) => optional(get, input, fallback, parse);
    return {
        maxIterations: read(Inputs.MaxIterations, 20, integer({ min: 1, expected: 'an integer ≥ 1' })),
        iterationsPerRun: read(Inputs.IterationsPerRun, 0, integer({ min: 0, expected: 'an integer ≥ 0 (0 = no limit)' })),
        maxAttempts: read(Inputs.MaxAttempts, 5, integer({ min: 1, max: 10, expected: 'an integer from 1 to 10' })),
        stuckThreshold: read(Inputs.StuckThreshold, 3, integer({ min: 0, expected: 'an integer ≥ 0 (0 = off)' })),
        noProgressLimit: read(Inputs.NoProgressLimit, 2, integer({ min: 0, expected: 'an integer ≥ 0 (0 = off)' })),
        contextWindow: read(Inputs.ContextWindow, 0, integer({ min: 0, expected: 'an integer number of tokens ≥ 0 (0 = no context check)' })),
        contextThreshold: read(Inputs.ContextThreshold, 0.9, decimal({ min: 0, minExclusive: true, max: 1, expected: 'a number greater than 0 and at most 1' })),
        timeBudgetMs: read(Inputs.TimeBudget, 330 * MINUTE, minutes({ min: 0, minExclusive: true, expected: 'a number of minutes greater than 0' })),
        iterationTimeoutMs: read(Inputs.IterationTimeout, 60 * MINUTE, minutes({ min: 0, minExclusive: true, expected: 'a number of minutes greater than 0' })),
        maxCostUsd: read(Inputs.MaxCostUsd, 0, decimal({ min: 0, expected: 'a number of US dollars ≥ 0 (0 = no limit)' })),
        rateLimitWaitMs: read(Inputs.RateLimitWait, 15 * MINUTE, minutes({ min: 0, expected: 'a number of minutes ≥ 0 (0 = never wait)' }))
    };
}

;// CONCATENATED MODULE: ./src/config/read-run.ts


/** The cache service refuses keys longer than this (and keys with commas). */
const MAX_CACHE_KEY_LENGTH = 512;
// Outside Actions the GITHUB_* variables are missing; 'local' keeps keys and ids readable.
const LOCAL = 'local';
/** Who is running: workflow, job, ref and run, from the GITHUB_* variables ('local' when missing). */
function runIdentity(env) {
    return {
        id: env.GITHUB_RUN_ID || LOCAL,
        attempt: env.GITHUB_RUN_ATTEMPT || '1',
        workflow: env.GITHUB_WORKFLOW || LOCAL,
        job: env.GITHUB_JOB || LOCAL,
        ref: env.GITHUB_REF_NAME || env.GITHUB_REF || LOCAL
    };
}
/** `-shard{i}of{n}`, or '' when not sharded: keeps shards' keys and agent ids apart. */
function shardSuffix(shard) {
    return shard === undefined ? '' : `-shard${shard.index}of${shard.count}`;
}
/** `RALPH_AGENT_ID`: `ralph-{job}` plus the shard, the same in every run of the job. */
function agentIdOf(run, shard) {
    return `ralph-${run.job}${shardSuffix(shard)}`;
}
/** `checkpoint-key` when not set; `{workflow}`, `{job}` and `{ref}` may also be used in a given key. */
const DEFAULT_CHECKPOINT_KEY = 'ralph-{workflow}-{job}-{ref}';
/**
 * The checkpoint key prefix: `checkpoint-key` with `{workflow}`, `{job}` and `{ref}` filled in,
 * the shard suffix added, commas removed and cut to 512 characters. The cut is taken from the
 * base key so that the shard suffix always survives: two shards must never share a key.
 */
function checkpointKeyOf(raw, run, shard) {
    const parts = { workflow: run.workflow, job: run.job, ref: run.ref };
    const filled = (raw ?? DEFAULT_CHECKPOINT_KEY).replace(/\{(workflow|job|ref)\}/g, (_, name) => parts[name]);
    const base = filled.replace(/,/g, '').trim();
    if (base === '') {
        throw new ConfigError(Inputs.CheckpointKey, raw ?? '', 'a cache key with a character other than a comma');
    }
    const suffix = shardSuffix(shard);
    return cutKeepingPairs(base, MAX_CACHE_KEY_LENGTH - suffix.length) + suffix;
}
// Cutting between the two halves of a surrogate pair would leave text the cache service cannot encode.
function cutKeepingPairs(text, length) {
    if (text.length <= length)
        return text;
    const last = text.charCodeAt(length - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}
/** Names of the environment variables that hold API keys (`*_API_KEY` with a value), to be masked. */
function secretNamesOf(env) {
    return Object.keys(env)
        .filter(name => name.endsWith('_API_KEY') && (env[name] ?? '') !== '')
        .sort();
}

;// CONCATENATED MODULE: ./src/config/read-tasks.ts




/** Defaults of the task-CLI commands (SPEC §3, seed `003`). */
const DEFAULT_TASK_COMMANDS = {
    peek: 'task peek -n 10',
    status: 'task plan-status',
    active: 'task active --agent "$RALPH_AGENT_ID"',
    fail: 'task fail "$RALPH_TASK_ID" --reason "$RALPH_FAIL_REASON"'
};
const SOURCE_CHOICES = ['auto', 'json', 'markdown', 'command'];
const SOURCE_BY_EXTENSION = {
    '.json': 'json',
    '.md': 'markdown',
    '.markdown': 'markdown'
};
/**
 * The task source: `tasks`, `task-source` (with `auto` resolved by the file's extension) and the
 * four task-CLI commands. Whether the file exists is left to the loop, which reports a missing
 * file as an aborted start naming it.
 */
function readTaskSource(get, workspace, mode) {
    const taskCommands = {
        peek: get(Inputs.TaskPeekCommand) ?? DEFAULT_TASK_COMMANDS.peek,
        status: get(Inputs.TaskStatusCommand) ?? DEFAULT_TASK_COMMANDS.status,
        active: get(Inputs.TaskActiveCommand) ?? DEFAULT_TASK_COMMANDS.active,
        fail: get(Inputs.TaskFailCommand) ?? DEFAULT_TASK_COMMANDS.fail
    };
    const kind = parseChoice(Inputs.TaskSource, get(Inputs.TaskSource) ?? 'auto', SOURCE_CHOICES);
    const rawTasks = get(Inputs.Tasks);
    if (kind === 'command') {
        if (rawTasks !== undefined) {
            throw new ConfigError(Inputs.Tasks, rawTasks, 'no task file with task-source: command', `Inputs 'tasks' ('${rawTasks}') and 'task-source: command' exclude each other: a task CLI reads no file. ` +
                `Expected one of them: remove 'tasks', or set 'task-source' to auto, json or markdown.`);
        }
        return { tasks: undefined, taskSource: 'command', taskCommands };
    }
    if (rawTasks === undefined) {
        // Plan mode may run without a source; an explicit json/markdown source still needs its file.
        if (mode === 'plan' && kind === 'auto')
            return { tasks: undefined, taskSource: undefined, taskCommands };
        const expected = kind === 'auto'
            ? 'the path of a task file in the workspace (or task-source: command for a task CLI, or mode: plan)'
            : `the path of a task file in the workspace, which task-source: ${kind} reads`;
        throw new ConfigError(Inputs.Tasks, '', expected, `Input 'tasks' is not set, expected ${expected}.`);
    }
    const tasks = parseWorkspacePath(Inputs.Tasks, rawTasks, workspace);
    return { tasks, taskSource: kind === 'auto' ? sourceByExtension(tasks) : kind, taskCommands };
}
function sourceByExtension(tasks) {
    const source = SOURCE_BY_EXTENSION[external_node_path_default().extname(tasks).toLowerCase()];
    if (source !== undefined)
        return source;
    throw new ConfigError(Inputs.TaskSource, 'auto', 'json or markdown', `Input 'task-source' is 'auto', but 'tasks' ('${tasks}') does not end in .json, .md or .markdown. ` +
        `Expected 'task-source' set to json or markdown to say how to read it.`);
}

;// CONCATENATED MODULE: ./src/config/warnings.ts

/**
 * Valid combinations of inputs that probably do not do what the user meant. They are reported,
 * not refused: the run can go on, but the user should hear about it before it does.
 */
function configWarnings(config, get) {
    const warnings = [];
    // The checkpoint outlives the runner in the cache; the agent's work only does through git.
    if (config.inActions && config.checkpoint === 'cache') {
        if (config.commit === 'none') {
            warnings.push("Inputs 'checkpoint: cache' and 'commit: none': the checkpoint is kept, but the work will not survive the runner. " +
                "Set 'commit' to task or iteration, and 'push: true', to keep it.");
        }
    }
    if (config.verifyReport !== undefined && config.verifyCommand === undefined) {
        warnings.push("Input 'verify-report' has no effect without 'verify-command', which writes the report.");
    }
    if (get(Inputs.ContextThreshold) !== undefined && config.contextWindow === 0) {
        warnings.push("Input 'context-threshold' has no effect while 'context-window' is 0 (no context check).");
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/config/read-config.ts










/** Defaults of SPEC §6 that are not numbers (those live in read-limits). */
const DEFAULTS = {
    completionPromise: 'COMPLETE',
    stateDir: '.ralph',
    failOn: ['stuck', 'aborted', 'interrupted'],
    commitMessage: 'ralph: {task_id} {outcome} (iteration {n})',
    commitAuthor: 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'
};
/**
 * Turns every input and the environment into one validated Config, the only place that does.
 * An empty input means "not set" and gets its SPEC §6 default; the first invalid input throws a
 * ConfigError naming it, its value and what is expected. Inputs that are valid but do not do
 * what the user probably meant come back as warnings. Pure apart from `source.readFile`.
 */
function readConfig(source) {
    const { env } = source;
    const workspace = external_node_path_default().resolve(source.cwd, env.GITHUB_WORKSPACE || source.cwd);
    const inActions = env.GITHUB_ACTIONS === 'true';
    const get = name => {
        const value = source.getInput(name).trim();
        return value === '' ? undefined : value;
    };
    const choice = (choices) => (input, raw) => parseChoice(input, raw, choices);
    const inWorkspace = (input, raw) => parseWorkspacePath(input, raw, workspace);
    const warnings = [];
    const mode = optional(get, Inputs.Mode, 'build', choice(['build', 'plan']));
    const shard = optional(get, Inputs.Shard, undefined, (_, raw) => parseShard(raw));
    const run = runIdentity(env);
    const config = {
        workspace,
        inActions,
        ...readTaskSource(get, workspace, mode),
        ...readAgent(get, warnings),
        prompt: readPrompt(get, file => source.readFile(file), workspace),
        mode,
        completionPromise: get(Inputs.CompletionPromise) ?? DEFAULTS.completionPromise,
        ...readLimits(get),
        verifyCommand: get(Inputs.VerifyCommand),
        verifyReport: optional(get, Inputs.VerifyReport, undefined, inWorkspace),
        checkpoint: optional(get, Inputs.Checkpoint, inActions ? 'cache' : 'file', choice(['cache', 'file', 'none'])),
        checkpointKey: checkpointKeyOf(get(Inputs.CheckpointKey), run, shard),
        resume: optional(get, Inputs.Resume, 'auto', choice(['auto', 'never'])),
        forceRestart: optional(get, Inputs.ForceRestart, false, parseBoolean),
        stateDir: optional(get, Inputs.StateDir, DEFAULTS.stateDir, inWorkspace),
        hooks: optional(get, Inputs.Hooks, [], (_, raw) => parseHooks(raw)),
        failOn: optional(get, Inputs.FailOn, [...DEFAULTS.failOn], (_, raw) => parseFailOn(raw)),
        shard,
        commit: optional(get, Inputs.Commit, inActions ? 'task' : 'none', choice(['none', 'task', 'iteration'])),
        commitMessage: get(Inputs.CommitMessage) ?? DEFAULTS.commitMessage,
        commitAuthor: parseCommitAuthor(get(Inputs.CommitAuthor) ?? DEFAULTS.commitAuthor),
        commitNoVerify: optional(get, Inputs.CommitNoVerify, false, parseBoolean),
        push: optional(get, Inputs.Push, false, parseBoolean),
        pushEvery: optional(get, Inputs.PushEvery, 'end', choice(['end', 'commit'])),
        branch: get(Inputs.Branch),
        agentId: agentIdOf(run, shard),
        run,
        env,
        secretNames: secretNamesOf(env)
    };
    warnings.push(...configWarnings(config, get));
    return { config, warnings };
}
/** `prompt`, or the contents of `prompt-file` (not both); undefined for the built-in prompt. */
function readPrompt(get, readFile, workspace) {
    const prompt = get(Inputs.Prompt);
    const promptFile = get(Inputs.PromptFile);
    if (promptFile === undefined)
        return prompt;
    if (prompt !== undefined) {
        throw new ConfigError(Inputs.PromptFile, promptFile, "only one of 'prompt' and 'prompt-file'", `Inputs 'prompt' and 'prompt-file' ('${promptFile}') are both set. ` +
            `Expected only one of them: remove 'prompt' or 'prompt-file'.`);
    }
    const relative = parseWorkspacePath(Inputs.PromptFile, promptFile, workspace);
    let text;
    try {
        text = readFile(external_node_path_default().join(workspace, relative));
    }
    catch (error) {
        const reason = error.code ?? (error instanceof Error ? error.message : String(error));
        throw new ConfigError(Inputs.PromptFile, promptFile, `a readable file in the workspace (reading it failed: ${reason})`);
    }
    if (text.trim() === '')
        throw new ConfigError(Inputs.PromptFile, promptFile, 'a file with a prompt in it, not an empty one');
    return text;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/agents/work-remaining.ts
/** Finds a `work_remaining` array in one line of agent output (seed 001's return field), if the line is such JSON. */
function workRemainingOf(line) {
    const start = line.indexOf('{');
    if (start < 0 || !line.includes('work_remaining'))
        return undefined;
    let value;
    try {
        value = JSON.parse(line.slice(start));
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const list = value.work_remaining;
    if (!Array.isArray(list))
        return undefined;
    return list.map(item => String(item));
}

;// CONCATENATED MODULE: ./src/agents/command.ts

/** How much of a command agent's output counts as its own final words (SPEC §7). */
const FINAL_BYTES = 2048;
/** The `command` agent: any shell command, the prompt on stdin and in `$RALPH_PROMPT_FILE`. */
function commandAgent(command) {
    return {
        name: 'command',
        installHint: 'check the agent-command input',
        invocation: prompt => ({ argv: ['bash', '-c', command], stdin: prompt }),
        createParser: prompt => new CommandParser(prompt)
    };
}
class CommandParser {
    workRemaining;
    promptLines;
    constructor(prompt) {
        this.promptLines = new Set(prompt
            .split('\n')
            .map(line => line.trim())
            .filter(line => line !== ''));
    }
    onLine(line) {
        this.workRemaining = workRemainingOf(line) ?? this.workRemaining;
    }
    finish(result) {
        const errorClass = classifyExit(result);
        return {
            finalMessage: this.ownWords(result.tail),
            errorClass,
            ...(errorClass === 'none' ? {} : { errorMessage: describeExit(result) }),
            ...(this.workRemaining ? { workRemaining: this.workRemaining } : {})
        };
    }
    /** The last 2 KB of output without the lines that merely repeat the prompt (an echoed promise is not the agent's). */
    ownWords(tail) {
        const own = tail
            .split('\n')
            .filter(line => !this.promptLines.has(line.trim()))
            .join('\n');
        return own.length > FINAL_BYTES ? own.slice(own.length - FINAL_BYTES) : own;
    }
}
function classifyExit(result) {
    if (result.timedOut)
        return 'timeout';
    if (result.exitCode === 0)
        return 'none';
    return 'crashed';
}
/** One line saying how a process ended, for logs and prompts. */
function describeExit(result) {
    if (result.spawnError)
        return result.spawnError;
    if (result.timedOut)
        return `timed out after ${Math.round(result.durationMs / 1000)} s`;
    if (result.signal)
        return `killed by ${result.signal}`;
    return `exited with code ${result.exitCode ?? 'unknown'}`;
}

;// CONCATENATED MODULE: ./src/agents/presets.ts

/** The agent preset the config asks for. */
function presetFor(config) {
    switch (config.agent) {
        case 'command':
            return commandAgent(config.agentCommand ?? '');
        default:
            throw new Error(`agent '${config.agent}' is not available yet; use agent: command`);
    }
}

;// CONCATENATED MODULE: ./src/hooks/hooks.ts
/** A hook is stopped after 5 minutes, and after 1 s on the signal path. */
const HOOK_TIMEOUT_MS = 5 * 60 * 1000;
const HOOK_SIGNAL_TIMEOUT_MS = 1000;
/** Runs the configured hooks of an event; a failing hook is a warning, never a failure of the loop. */
class Hooks {
    specs;
    deps;
    constructor(specs, deps) {
        this.specs = specs;
        this.deps = deps;
    }
    /** Whether any hook listens to `event`. */
    has(event) {
        return this.specs.some(spec => spec.event === event);
    }
    /** Fires `event`; `announce` prints the trigger line even when no hook listens (seed 000). */
    async fire(event, values, options = {}) {
        const specs = this.specs.filter(spec => spec.event === event);
        if (specs.length === 0 && options.announce)
            this.deps.logger.info(`=== Triggering hook: ${event} ===`);
        for (const spec of specs)
            await this.runOne(event, spec.command, values, options.timeoutMs);
    }
    async runOne(event, command, values, timeoutMs) {
        const { logger } = this.deps;
        logger.info(`=== Triggering hook: ${event} ===`);
        const result = await this.deps.runner.run({
            argv: ['bash', '-c', command],
            cwd: this.deps.cwd,
            env: {
                ...this.deps.env,
                RALPH_EVENT: event,
                RALPH_STATUS: values.status ?? '',
                RALPH_TASK_ID: values.taskId ?? '',
                RALPH_ITERATION: values.iteration === undefined ? '' : String(values.iteration),
                RALPH_ATTEMPTS: values.attempts === undefined ? '' : String(values.attempts),
                RALPH_REASON: values.reason ?? ''
            },
            timeoutMs: timeoutMs ?? HOOK_TIMEOUT_MS,
            killGraceMs: 500
        });
        for (const line of result.tail.split('\n')) {
            if (line.trim() !== '')
                logger.info(`[Hook:${event}] ${line}`);
        }
        if (result.exitCode !== 0) {
            const why = result.spawnError ??
                (result.timedOut ? 'timed out' : `exited with ${result.exitCode ?? result.signal}`);
            logger.warning(`Hook ${event} (${command}) ${why}; the loop goes on.`, 'Hook failed');
        }
    }
}

;// CONCATENATED MODULE: ./src/tasks/plan-status.ts
const NAMES = ['open', 'active', 'done', 'failed'];
/**
 * Parses plan-status output: JSON `{"open":N,"active":N,...}`, or text where the counts appear as
 * `open: N`, `N open` or `Open tasks: N` (any case). Open and active must both appear: anything
 * else is a parse failure (undefined), never a guess of zero.
 */
function parsePlanStatus(output) {
    return fromJson(output) ?? fromText(output);
}
function fromJson(output) {
    const start = output.indexOf('{');
    if (start < 0)
        return undefined;
    let value;
    try {
        value = JSON.parse(output.slice(start, output.lastIndexOf('}') + 1));
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null)
        return undefined;
    const record = value;
    const count = (name) => {
        const item = record[name] ?? record[name.toUpperCase()];
        return typeof item === 'number' && Number.isInteger(item) && item >= 0 ? item : undefined;
    };
    const open = count('open');
    const active = count('active');
    if (open === undefined || active === undefined)
        return undefined;
    return { open, active, done: count('done') ?? 0, failed: count('failed') ?? 0 };
}
function fromText(output) {
    const found = {};
    for (const name of NAMES) {
        const patterns = [
            new RegExp(`\\b${name}(?:\\s+tasks?)?\\s*[:=]\\s*(\\d+)\\b`, 'i'),
            new RegExp(`\\b(\\d+)\\s+${name}\\b`, 'i')
        ];
        for (const pattern of patterns) {
            const match = pattern.exec(output);
            if (match) {
                found[name] = Number(match[1]);
                break;
            }
        }
    }
    if (found.open === undefined || found.active === undefined)
        return undefined;
    return { open: found.open, active: found.active, done: found.done ?? 0, failed: found.failed ?? 0 };
}
/** Ids printed by the active command: a JSON array, or one per line. */
function parseActiveIds(output) {
    const text = output.trim();
    if (text.startsWith('[')) {
        try {
            const value = JSON.parse(text);
            if (Array.isArray(value))
                return value.map(item => String(item)).filter(id => id !== '');
        }
        catch {
            // Not JSON after all: read it as lines.
        }
    }
    return text
        .split('\n')
        .map(line => line.trim())
        .filter(line => line !== '');
}

;// CONCATENATED MODULE: ./src/tasks/task-cli.ts

/** The reason a task left active by a session is failed with (seed 003). */
const CRASH_REASON = 'session exited without completing task';
/**
 * The task CLI of SPEC §3 (seed 003): four shell commands run with `bash -c`, values passed in
 * environment variables only, never spliced into the command string.
 */
class TaskCli {
    commands;
    deps;
    constructor(commands, deps) {
        this.commands = commands;
        this.deps = deps;
    }
    /** `task peek`: its output goes to the agent verbatim through `{{peek}}`. */
    async peek() {
        return this.run(this.commands.peek, {});
    }
    /** `task plan-status`, parsed; `counts` is undefined when it failed or did not parse. */
    async status() {
        const run = await this.run(this.commands.status, {});
        if (!run.ok)
            return run;
        const counts = parsePlanStatus(run.output);
        if (!counts)
            return {
                ...run,
                ok: false,
                error: `could not read open and active counts from: ${run.output.trim().slice(0, 200)}`
            };
        return { ...run, counts };
    }
    /** Ids of tasks still active for this agent. */
    async active() {
        const run = await this.run(this.commands.active, {});
        return { ...run, ids: run.ok ? parseActiveIds(run.output) : [] };
    }
    /** Fails one task with a reason. */
    async fail(taskId, reason) {
        return this.run(this.commands.fail, { RALPH_TASK_ID: taskId, RALPH_FAIL_REASON: reason });
    }
    async run(command, values) {
        let stdout = '';
        const result = await this.deps.runner.run({
            argv: ['bash', '-c', command],
            cwd: this.deps.cwd,
            env: { ...this.deps.env, RALPH_AGENT_ID: this.deps.agentId, RALPH_TASK_ID: '', ...values },
            timeoutMs: this.deps.timeoutMs,
            onOutput: (chunk, stream) => {
                if (stream === 'stdout' && stdout.length < 1024 * 1024)
                    stdout += chunk;
            }
        });
        const ok = result.exitCode === 0;
        const error = ok
            ? ''
            : (result.spawnError ??
                `\`${command}\` exited with ${result.exitCode ?? result.signal}: ${result.tail.trim().slice(-500)}`);
        return { ok, output: stdout, error };
    }
}

;// CONCATENATED MODULE: ./src/agents/types.ts
/** Prompts above this size go on stdin instead of argv (SPEC §4). */
const ARGV_PROMPT_LIMIT = 64 * 1024;

;// CONCATENATED MODULE: ./src/loop/agent-run.ts

/** Runs the agent once in its own process group, streaming its output to the log (SPEC §4). */
async function runAgent(deps, agent, call) {
    const { config, logger } = deps;
    // Very long prompts would hit the OS argv limit: they go on stdin instead.
    const { argv, stdin } = agent.invocation(call.prompt, Buffer.byteLength(call.prompt) > ARGV_PROMPT_LIMIT);
    const parser = agent.createParser(call.prompt);
    const result = await deps.runner.run({
        argv,
        cwd: config.workspace,
        env: {
            ...config.env,
            RALPH_ITERATION: String(call.iteration),
            RALPH_TASK_ID: call.taskId,
            RALPH_AGENT_ID: config.agentId,
            RALPH_STATE_DIR: call.stateDir,
            RALPH_PROMPT_FILE: call.promptFile
        },
        ...(stdin === undefined ? {} : { stdin }),
        timeoutMs: call.timeoutMs,
        signal: deps.signal,
        hardSignal: deps.hardSignal,
        onOutput: chunk => logger.write(chunk),
        onLine: line => parser.onLine(line)
    });
    return { result, telemetry: parser.finish(result) };
}

;// CONCATENATED MODULE: ./src/loop/budgets.ts
/** Seed 001's context estimate in tokens: 20000 + 15000 × completed + 12000 × remaining (+ 5000 with a continuation). */
function contextEstimate(completed, remaining, continuation) {
    return 20000 + 15000 * completed + 12000 * remaining + (continuation ? 5000 : 0);
}
/**
 * Whether to halt before the next iteration. Nothing here stops a run before its first iteration
 * except a time budget already spent.
 */
function budgetHalt(run, budgets) {
    if (budgets.iterationsPerRun > 0 && run.iterationsThisRun >= budgets.iterationsPerRun)
        return 'run_slice';
    if (run.elapsedMs + run.longestIterationMs > budgets.timeBudgetMs)
        return 'time_budget';
    if (budgets.maxCostUsd > 0 && run.costedIterations > 0) {
        const average = run.costUsd / run.costedIterations;
        if (run.costUsd + average > budgets.maxCostUsd)
            return 'cost_budget';
    }
    if (budgets.contextWindow > 0 && run.iterationsThisRun > 0) {
        const estimate = contextEstimate(run.completedThisRun, run.remaining, run.continuation);
        if (estimate >= budgets.contextThreshold * budgets.contextWindow)
            return 'context_threshold';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/loop/prompt.ts
/** Used when neither `prompt` nor `prompt-file` is set. It has no placeholders, so the loop context is appended. */
const DEFAULT_PROMPT = [
    'You are one iteration of an autonomous build loop. Work on the current task below and nothing else.',
    '',
    '1. Read the task and its acceptance criteria.',
    '2. Make the changes it needs in this repository, and check them (build, tests) where you can.',
    '3. When the task is complete, mark it done in the task source (set "done": true in a JSON plan,',
    '   tick its checkbox or add [COMPLETE] to its phase heading in a markdown plan).',
    '4. Then stop. Do not start another task: the loop will call you again for the next one.',
    '',
    'If a previous iteration left notes (continuation) or an error, use them.'
].join('\n');
const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const MAX_REMAINING_LINES = 50;
function isKnown(name, values) {
    return Object.prototype.hasOwnProperty.call(values, name);
}
/**
 * Renders a prompt: known `{{name}}` placeholders are replaced; unknown ones are left as they are.
 * A template that uses no known placeholder gets a "Loop context" section with the non-empty values.
 */
function renderPrompt(template, values) {
    let used = false;
    const rendered = template.replace(PLACEHOLDER, (whole, name) => {
        if (!isKnown(name, values))
            return whole;
        used = true;
        return values[name];
    });
    if (used)
        return rendered;
    return `${rendered}\n\n${loopContext(values)}`;
}
function loopContext(values) {
    const sections = [
        ['Current task', values.task],
        ['Iteration', `${values.iteration} of at most ${values.max_iterations}`],
        ['Remaining tasks', values.remaining],
        ['Task list (peek)', values.peek],
        ['Error in the previous iteration', values.last_error],
        ['Verify output (failing)', values.verify_output],
        [`Notes from the previous iteration (${values.continuation_path})`, values.continuation]
    ];
    const body = sections
        .filter(([, value]) => value.trim() !== '')
        .map(([title, value]) => `### ${title}\n${value.trimEnd()}`)
        .join('\n\n');
    return `## Loop context\n\n${body}\n`;
}
/** A task as markdown: id, title and acceptance criteria (or phase items). */
function describeTask(task) {
    const lines = [`**${task.id}**: ${task.title}`];
    if (task.criteria.length > 0) {
        lines.push('', 'Acceptance criteria:', ...task.criteria.map(item => `- ${item}`));
    }
    return lines.join('\n');
}
/** Remaining tasks, a line each, at most 50, then "… and N more". */
function describeRemaining(tasks) {
    const lines = tasks.slice(0, MAX_REMAINING_LINES).map(task => `- ${task.id}: ${task.title}`);
    if (tasks.length > MAX_REMAINING_LINES)
        lines.push(`… and ${tasks.length - MAX_REMAINING_LINES} more`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/loop/work.ts

/** Ids of real tasks not yet done, in priority order. */
function realRemaining(tasks) {
    return tasks.filter(task => task.state !== 'done').map(task => task.id);
}
/** The current task: `verify` after a failing gate, else the first open task, else `plan`. */
function currentTask(tasks, state, verifyCommand) {
    if (state.verifyPending) {
        const text = [
            '**verify**: every task is marked done, but the verify command fails.',
            `Make \`${verifyCommand ?? ''}\` pass (see its output below), without undoing finished work.`
        ].join('\n');
        return { id: 'verify', title: 'make the verify command pass', text };
    }
    const task = tasks.find(candidate => candidate.state !== 'done');
    if (task)
        return { id: task.id, title: task.title, text: describeTask(task) };
    return {
        id: 'plan',
        title: 'plan the work',
        text: '**plan**: plan the work, then say the completion promise'
    };
}
/** Ids that became done between two reads of the task source. */
function newlyDone(before, after) {
    const doneBefore = new Set(before.filter(task => task.state === 'done').map(task => task.id));
    return after.filter(task => task.state === 'done' && !doneBefore.has(task.id)).map(task => task.id);
}

;// CONCATENATED MODULE: ./src/loop/cli-work.ts


/** Waits after a failing peek or status, in seconds (SPEC §3). */
const RETRY_WAITS_S = [10, 30, 60];
/** Peek and status failures in a row that abort the loop. */
const MAX_CLI_FAILURES = 3;
/**
 * A task CLI (seed 003). The loop never claims and never parses the peek: the agent does. It only
 * releases tasks a session left active, and asks plan-status whether work remains.
 */
class CliWork {
    cli;
    logger;
    verifyCommand;
    hasSource = true;
    tracksTasks = false;
    status;
    failures = 0;
    lastError = '';
    peekOk = false;
    constructor(cli, logger, verifyCommand) {
        this.cli = cli;
        this.logger = logger;
        this.verifyCommand = verifyCommand;
    }
    async start() {
        await this.crashSafety();
        await this.readStatus();
        return undefined;
    }
    async before() {
        if (this.failures >= MAX_CLI_FAILURES)
            return this.abort();
        const peek = await this.cli.peek();
        if (!peek.ok) {
            this.failures += 1;
            return this.retry(`task peek failed: ${peek.error}`);
        }
        this.peekOk = true;
        if (peek.output.trim() !== '')
            return { kind: 'run', peek: peek.output };
        // Nothing claimable: either the work is done, or other agents hold what is left.
        await this.crashSafety();
        if (!(await this.readStatus()))
            return this.retry(`task plan-status failed: ${this.lastError}`);
        const finished = this.finished();
        if (finished === 'done')
            return { kind: 'complete' };
        if (typeof finished === 'object')
            return { kind: 'stop', stop: finished };
        const { open, active } = this.status ?? { open: 0, active: 0 };
        return {
            kind: 'stop',
            stop: {
                reason: 'nothing_claimable',
                message: `task peek shows nothing to claim while ${open} task(s) are open and ${active} active (held by other agents); the next run resumes.`
            }
        };
    }
    async after() {
        const doneBefore = this.status?.done;
        await this.crashSafety();
        const ok = await this.readStatus();
        if (ok && this.peekOk)
            this.failures = 0;
        this.peekOk = false;
        const doneCount = ok && doneBefore !== undefined ? Math.max(0, (this.status?.done ?? 0) - doneBefore) : 0;
        return { tasksDone: [], doneCount, sourceError: '' };
    }
    finished() {
        if (!this.status)
            return 'work-left';
        const { open, active, failed } = this.status;
        if (open > 0 || active > 0)
            return 'work-left';
        if (failed === 0)
            return 'done';
        this.logger.warning(`The task CLI reports 0 open and 0 active tasks, but ${failed} failed: not completed.`, 'Failed tasks remain');
        return {
            reason: 'nothing_claimable',
            message: `No task is open or active, but ${failed} task(s) failed; retry or close them, then run again.`
        };
    }
    current(state) {
        if (state.verifyPending)
            return currentTask([], state, this.verifyCommand);
        return {
            id: '(task-cli)',
            title: 'a task from the task CLI',
            text: 'Claim and complete one task from the task list below.'
        };
    }
    remaining() {
        if (!this.status)
            return ['status=unknown'];
        const { open, active, failed } = this.status;
        return [
            ...(open > 0 ? [`open=${open}`] : []),
            ...(active > 0 ? [`active=${active}`] : []),
            ...(failed > 0 ? [`failed=${failed}`] : [])
        ];
    }
    size() {
        return this.status ? this.status.open + this.status.active : Number.MAX_SAFE_INTEGER;
    }
    tasks() {
        return [];
    }
    counts() {
        const s = this.status ?? { open: 0, active: 0, done: 0, failed: 0 };
        return { total: s.open + s.active + s.done + s.failed, done: s.done };
    }
    fingerprint() {
        return Promise.resolve(this.status ? JSON.stringify(this.status) : '');
    }
    /** Fails every task still active for this agent: a session that exited must not hold a claim. */
    async crashSafety() {
        const active = await this.cli.active();
        if (!active.ok) {
            this.logger.warning(`task active failed: ${active.error}`, 'Task CLI');
            return;
        }
        for (const id of active.ids) {
            this.logger.info(`Task ${id} is still active for this agent: failing it (${CRASH_REASON}).`);
            const failed = await this.cli.fail(id, CRASH_REASON);
            if (!failed.ok)
                this.logger.warning(`task fail ${id} failed: ${failed.error}`, 'Task CLI');
        }
    }
    /** Reads plan-status; a failure counts toward the three-in-a-row limit and means "tasks remain". */
    async readStatus() {
        const status = await this.cli.status();
        if (status.counts) {
            this.status = status.counts;
            return true;
        }
        this.failures += 1;
        this.lastError = status.error;
        this.logger.warning(`task plan-status failed (${this.failures} in a row): ${status.error}`, 'Task CLI');
        return false;
    }
    /** After a counted failure: wait 10, 30, 60 s, or abort at the third in a row. */
    retry(error) {
        this.lastError = error;
        if (this.failures >= MAX_CLI_FAILURES)
            return this.abort();
        const seconds = RETRY_WAITS_S[Math.min(this.failures, RETRY_WAITS_S.length) - 1];
        return { kind: 'wait', ms: seconds * 1000, why: error };
    }
    abort() {
        return {
            kind: 'stop',
            stop: {
                reason: 'error',
                message: `The task CLI failed ${this.failures} times in a row; last error: ${this.lastError}`
            }
        };
    }
}

;// CONCATENATED MODULE: ./src/loop/decide.ts
/** SPEC §5 step 4, first match wins. Rate limits and interruptions are decided before this. */
function classify(facts) {
    if (facts.sourceBroken)
        return 'failed';
    if (facts.tasksDone > 0 || facts.remainingAfter < facts.remainingBefore || facts.promised)
        return 'progress';
    if (facts.errorClass !== 'none')
        return 'failed';
    if (facts.treeChanged)
        return 'partial';
    return 'failed';
}
/** Updates the stuck counters after a counted iteration (not after a rate-limited or interrupted one). */
function updateCounters(counters, input) {
    const consecutive = input.outcome !== 'failed'
        ? { task: null, count: 0 }
        : counters.consecutive.task === input.task
            ? { task: input.task, count: counters.consecutive.count + 1 }
            : { task: input.task, count: 1 };
    const unchanged = input.lastWorkRemaining !== null &&
        !input.treeChanged &&
        sameList(input.workRemaining, input.lastWorkRemaining);
    return { consecutive, noProgressCount: unchanged ? counters.noProgressCount + 1 : 0 };
}
function sameList(a, b) {
    return a.length === b.length && a.every((id, i) => id === b[i]);
}
/**
 * The exit order of SPEC §5 step 7 up to `max_iterations` (completion and interruption are decided by
 * the caller first; budgets after). `nextIteration` is the number the next iteration would have.
 */
function stopReason(counters, limits, nextIteration, workLeft) {
    if (limits.stuckThreshold > 0 && counters.consecutive.count >= limits.stuckThreshold) {
        return 'stuck_consecutive';
    }
    if (limits.noProgressLimit > 0 && counters.noProgressCount >= limits.noProgressLimit)
        return 'no_progress';
    if (workLeft && nextIteration > limits.maxIterations)
        return 'max_iterations';
    return undefined;
}

;// CONCATENATED MODULE: ./src/tasks/types.ts
/** A task file that cannot be used: names the file and what is wrong. */
class TaskFileError extends Error {
    file;
    name = 'TaskFileError';
    constructor(file, message) {
        super(`${file}: ${message}`);
        this.file = file;
    }
}
/** Ids a real task may not use: they name the loop's pseudo-tasks. */
const RESERVED_IDS = ['verify', 'plan'];

;// CONCATENATED MODULE: ./src/loop/file-work.ts


/** A json or markdown task file (or no source at all, in plan mode). */
class FileWork {
    source;
    verifyCommand;
    tracksTasks = true;
    list = [];
    constructor(source, verifyCommand) {
        this.source = source;
        this.verifyCommand = verifyCommand;
    }
    get hasSource() {
        return this.source !== undefined;
    }
    async start() {
        if (!this.source)
            return undefined;
        try {
            this.list = await this.source.load();
            return undefined;
        }
        catch (error) {
            if (error instanceof TaskFileError)
                return { reason: 'error', message: `Task source ${error.message}` };
            throw error;
        }
    }
    before() {
        return Promise.resolve({ kind: 'run', peek: '' });
    }
    async after() {
        if (!this.source)
            return { tasksDone: [], doneCount: 0, sourceError: '' };
        const before = this.list;
        try {
            this.list = await this.source.load();
        }
        catch (error) {
            if (!(error instanceof TaskFileError))
                throw error;
            return { tasksDone: [], doneCount: 0, sourceError: error.message };
        }
        const tasksDone = newlyDone(before, this.list);
        return { tasksDone, doneCount: tasksDone.length, sourceError: '' };
    }
    finished() {
        return this.remaining().length === 0 ? 'done' : 'work-left';
    }
    current(state) {
        return currentTask(this.list, state, this.verifyCommand);
    }
    remaining() {
        return realRemaining(this.list);
    }
    size() {
        return this.remaining().length;
    }
    tasks() {
        return this.list;
    }
    counts() {
        return { total: this.list.length, done: this.list.length - this.remaining().length };
    }
    fingerprint() {
        return this.source ? this.source.fingerprint() : Promise.resolve('');
    }
}

;// CONCATENATED MODULE: ./src/report/report.ts
/** The report's format version. */
const REPORT_VERSION = 1;
/** Builds the report of a run from its result and the iterations it ran. */
function buildReport(input) {
    const { result } = input;
    return {
        version: REPORT_VERSION,
        status: result.status,
        halt_reason: result.haltReason,
        exit_code: result.exitCode,
        message: result.message,
        started_at: new Date(input.startedAt).toISOString(),
        finished_at: new Date(input.finishedAt).toISOString(),
        duration_ms: input.finishedAt - input.startedAt,
        shard: input.shard,
        iterations: result.iterations,
        total_iterations: result.totalIterations,
        tasks_total: result.tasksTotal,
        tasks_done: result.tasksDone,
        tasks_remaining: result.tasksRemaining,
        work_remaining: result.workRemaining,
        stuck_task: result.stuckTask,
        resumed: result.resumed,
        cost_usd: result.costUsd ?? null,
        input_tokens: result.inputTokens ?? null,
        output_tokens: result.outputTokens ?? null,
        loop_totals: input.totals,
        records: [...input.records]
    };
}

;// CONCATENATED MODULE: ./src/report/summary.ts
/** Past this many iterations the table shows the first and last half and a count (the summary limit is 1 MiB). */
const TABLE_LIMIT = 200;
const ICON = {
    completed: '✅',
    stuck: '🛑',
    aborted: '❌',
    interrupted: '⏹️',
    halted: '⏸️'
};
/** The job summary of a run (markdown): status line, iterations table, work-remaining chart, what to do next. */
function renderSummary(report, extra = {}) {
    const parts = [
        `## ${ICON[report.status]} Ralph Loop: ${report.status} (${report.halt_reason})`,
        '',
        statusLine(report, extra.checkpointKey),
        '',
        report.message,
        ...nextSteps(report, extra.lastMessage),
        ...(report.records.length > 0 ? ['', ...table(report.records), '', ...chart(report.records)] : [])
    ];
    return parts.join('\n') + '\n';
}
function statusLine(report, checkpointKey) {
    const facts = [
        `exit code **${report.exit_code}**`,
        `iterations **${report.iterations}** this run / **${report.total_iterations}** in the loop`,
        `tasks **${report.tasks_done}/${report.tasks_total}** done`
    ];
    if (report.cost_usd !== null)
        facts.push(`cost **$${report.cost_usd.toFixed(4)}**`);
    if (report.input_tokens !== null) {
        facts.push(`tokens **${report.input_tokens}** in / **${report.output_tokens ?? 0}** out`);
    }
    if (report.resumed)
        facts.push(`resumed${checkpointKey ? ` from \`${checkpointKey}\`` : ''}`);
    return facts.join(' · ');
}
function nextSteps(report, lastMessage) {
    if (report.status === 'stuck') {
        const lines = [
            '',
            `**Stuck task:** \`${report.stuck_task}\`. The next run stops again until the task source changes or \`force-restart: true\` is set.`
        ];
        if (lastMessage)
            lines.push('', "The agent's last words:", '', '```', lastMessage.trim().slice(-1500), '```');
        return lines;
    }
    if (report.status === 'halted' || report.status === 'interrupted') {
        return [
            '',
            'The checkpoint is saved: run the workflow again (or wait for the next scheduled run) and the loop resumes.'
        ];
    }
    return [];
}
function row(record) {
    const tokens = record.input_tokens === undefined ? '' : `${record.input_tokens} / ${record.output_tokens ?? 0}`;
    const cost = record.cost_usd === undefined ? '' : `$${record.cost_usd.toFixed(4)}`;
    const seconds = (record.duration_ms / 1000).toFixed(1);
    return `| ${record.n} | \`${record.task}\` | ${record.attempt} | ${record.outcome} | ${seconds} s | ${tokens} | ${cost} |`;
}
function table(records) {
    const head = [
        '| # | task | attempt | outcome | duration | tokens in / out | cost |',
        '| --- | --- | --- | --- | --- | --- | --- |'
    ];
    if (records.length <= TABLE_LIMIT)
        return [...head, ...records.map(row)];
    const half = TABLE_LIMIT / 2;
    const skipped = records.length - TABLE_LIMIT;
    return [
        ...head,
        ...records.slice(0, half).map(row),
        `| … | ${skipped} more iterations | | | | | |`,
        ...records.slice(-half).map(row)
    ];
}
/** Work remaining over iterations as a Mermaid xychart, with a plain-text line for renderers without Mermaid. */
function chart(records) {
    const sample = records.length <= TABLE_LIMIT ? records : thin(records, TABLE_LIMIT);
    const values = sample.map(record => record.work_remaining);
    const top = Math.max(1, ...values);
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Work remaining after each iteration"',
        `  x-axis "iteration" [${sample.map(record => record.n).join(', ')}]`,
        `  y-axis "items" 0 --> ${top}`,
        `  line [${values.join(', ')}]`,
        '```',
        '',
        `Work remaining: ${values.join(' → ')}`
    ];
}
function thin(items, count) {
    const step = items.length / count;
    return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]);
}

;// CONCATENATED MODULE: ./src/loop/finish.ts




const END_HOOKS = {
    completed: 'onComplete',
    stuck: 'onStuck',
    aborted: 'onAbort',
    interrupted: 'onInterrupted',
    halted: 'onHalt'
};
/** Ends a run: logs the verdict, fires the end hook, writes report.json and returns the outputs. */
async function finishLoop(deps, input) {
    const { logger, config, workspace, clock } = deps;
    const { stop, state, tally, work } = input;
    const status = statusOf(stop.reason);
    const exitCode = exitCodeOf(status);
    const workRemaining = state.lastWorkRemaining ?? (state.verifyPending ? [...work.remaining(), 'verify'] : work.remaining());
    const counts = work.counts();
    const stuckTask = status === 'stuck' ? (stop.stuckTask ?? '') : '';
    logger.info(`=== Ralph Loop ${status} (${stop.reason}): ${stop.message} ===`);
    if (status === 'stuck')
        logger.error(`Stuck on task ${stuckTask}: ${stop.message}`, 'Ralph Loop stuck');
    if (status === 'aborted')
        logger.error(stop.message, 'Ralph Loop aborted');
    if (status === 'halted') {
        logger.warning(`${stop.message} Run the workflow again (or wait for the next scheduled run) to resume from the checkpoint.`, 'Ralph Loop halted');
    }
    await input.hooks.fire(END_HOOKS[status], {
        status,
        taskId: stuckTask,
        iteration: state.iteration - 1,
        attempts: state.attempts[stuckTask],
        reason: stop.reason
    }, status === 'interrupted' ? { timeoutMs: HOOK_SIGNAL_TIMEOUT_MS } : {});
    const result = {
        status,
        haltReason: stop.reason,
        exitCode,
        message: stop.message,
        iterations: tally.iterations,
        totalIterations: state.totals.iterations,
        tasksTotal: counts.total,
        tasksDone: counts.done,
        tasksRemaining: counts.total - counts.done,
        workRemaining,
        stuckTask,
        resumed: false,
        checkpointKey: '',
        costUsd: tally.costedIterations > 0 ? tally.costUsd : undefined,
        inputTokens: tally.usageReported ? tally.inputTokens : undefined,
        outputTokens: tally.usageReported ? tally.outputTokens : undefined,
        sessionId: tally.sessionId,
        branch: '',
        headSha: '',
        commits: 0,
        pushed: false
    };
    const reportPath = `${config.stateDir}/report.json`;
    const report = buildReport({
        result,
        records: tally.records,
        totals: state.totals,
        startedAt: deps.startedAt,
        finishedAt: clock.now(),
        shard: config.shard ? `${config.shard.index}/${config.shard.count}` : null
    });
    let written = reportPath;
    try {
        await workspace.writeText(reportPath, JSON.stringify(report, null, 2) + '\n');
    }
    catch (error) {
        written = '';
        logger.warning(`Could not write ${reportPath}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const summary = renderSummary(report, {
        checkpointKey: result.checkpointKey,
        lastMessage: tally.lastMessage
    });
    return { ...result, report: written, summary };
}

;// CONCATENATED MODULE: ./src/loop/messages.ts
/** What a person reads when the loop stops for `reason` (one sentence, with the input to change). */
function stopMessage(reason, facts) {
    const { limits } = facts;
    switch (reason) {
        case 'stuck_consecutive':
            return `Task ${facts.taskId} failed ${facts.consecutive} iterations in a row (stuck-threshold ${limits.stuckThreshold}).`;
        case 'no_progress':
            return `No progress for ${facts.noProgress} iteration(s): the work remaining and the working tree did not change (no-progress-limit ${limits.noProgressLimit}).`;
        case 'max_iterations':
            return `Reached max-iterations (${limits.maxIterations}) with ${facts.work.length} item(s) of work remaining: ${facts.work.slice(0, 20).join(', ')}. Raise max-iterations to go on.`;
        case 'run_slice':
            return `Ran iterations-per-run; the next run resumes at iteration ${facts.nextIteration}.`;
        case 'time_budget':
            return `The next iteration would not fit in time-budget; the next run resumes at iteration ${facts.nextIteration}.`;
        case 'cost_budget':
            return `The next iteration would exceed max-cost-usd; the next run resumes at iteration ${facts.nextIteration}.`;
        case 'context_threshold':
            return `The context estimate reached context-threshold × context-window; the next run resumes at iteration ${facts.nextIteration}.`;
        default:
            return `Stopped: ${reason}.`;
    }
}

;// CONCATENATED MODULE: ./src/loop/records.ts
/** Iteration summaries kept in state-dir. */
const SUMMARIES_KEPT = 20;
/** `{{continuation}}` carries at most this much of the previous summary. */
const CONTINUATION_LIMIT = 8 * 1024;
/** Path of iteration n's summary, relative to the workspace. */
function summaryPath(stateDir, n) {
    return `${stateDir}/iteration_${n}_summary.md`;
}
/** Writes `iteration_{n}_summary.md` and deletes the one that fell out of the last 20. */
async function writeSummary(workspace, stateDir, content) {
    const { record } = content;
    const lines = [
        `# Iteration ${record.n}`,
        '',
        `- Task: ${record.task} — ${content.title}`,
        `- Attempt: ${record.attempt}`,
        `- Outcome: ${record.outcome}`,
        `- Work remaining after it: ${record.work_remaining}`,
        ...(content.error ? [`- Error: ${content.error}`] : []),
        '',
        "## The agent's final message",
        '',
        content.finalMessage.trim() || '(none)',
        '',
        '## Files changed',
        '',
        ...(content.changed.length > 0 ? content.changed.slice(0, 200).map(path => `- ${path}`) : ['(none)']),
        ...(content.verifyTail
            ? ['', '## Verify output (tail)', '', '```', content.verifyTail.trimEnd(), '```']
            : []),
        ''
    ];
    const path = summaryPath(stateDir, record.n);
    await workspace.writeText(path, lines.join('\n'));
    if (record.n > SUMMARIES_KEPT)
        await workspace.remove(summaryPath(stateDir, record.n - SUMMARIES_KEPT));
    return path;
}
/** The previous summary's contents for `{{continuation}}`, cut to 8 KB (its start is kept: task and outcome come first). */
async function readContinuation(workspace, path) {
    if (!path)
        return '';
    try {
        const text = await workspace.readText(path);
        return text.length > CONTINUATION_LIMIT ? text.slice(0, CONTINUATION_LIMIT) + '\n…' : text;
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/tasks/json-position.ts
/** Where a JSON text first breaks the grammar, for files whose parser message gives no position. */
const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const ESCAPES = '"\\/bfnrtu';
// thrown from deep inside the scan to unwind to jsonErrorOffset with the offset; never escapes it
class Broken extends Error {
    at;
    constructor(at) {
        super(`invalid JSON at offset ${at}`);
        this.at = at;
    }
}
/**
 * The 0-based offset of the first character at which `text` stops being valid JSON (its length when the text
 * ends too early), or undefined when it is valid. Iterative, so deep nesting cannot overflow the stack.
 */
function jsonErrorOffset(text) {
    const open = [];
    let i = 0;
    let expect = 'value';
    try {
        for (;;) {
            WHITESPACE.lastIndex = i;
            WHITESPACE.test(text);
            i = WHITESPACE.lastIndex;
            const c = text[i];
            const top = open.at(-1);
            if (expect === 'after') {
                if (top === undefined)
                    return i === text.length ? undefined : i;
                if (c === ',')
                    expect = top === '{' ? 'key' : 'value';
                else if (c === (top === '{' ? '}' : ']'))
                    open.pop();
                else
                    return i;
                i += 1;
            }
            else if ((expect === 'first-key' && c === '}') || (expect === 'first-value' && c === ']')) {
                open.pop();
                i += 1;
                expect = 'after';
            }
            else if (expect === 'key' || expect === 'first-key') {
                i = skipString(text, i);
                WHITESPACE.lastIndex = i;
                WHITESPACE.test(text);
                i = WHITESPACE.lastIndex;
                if (text[i] !== ':')
                    return i;
                i += 1;
                expect = 'value';
            }
            else if (c === '{' || c === '[') {
                open.push(c);
                i += 1;
                expect = c === '{' ? 'first-key' : 'first-value';
            }
            else {
                i = skipScalar(text, i);
                expect = 'after';
            }
        }
    }
    catch (error) {
        if (error instanceof Broken)
            return error.at;
        throw error;
    }
}
/** 1-based line and column of an offset, as editors show them. */
function lineColumn(text, offset) {
    const before = text.slice(0, offset);
    return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
function skipScalar(text, i) {
    if (text[i] === '"')
        return skipString(text, i);
    for (const literal of ['true', 'false', 'null'])
        if (text.startsWith(literal, i))
            return i + literal.length;
    NUMBER.lastIndex = i;
    if (NUMBER.test(text))
        return NUMBER.lastIndex;
    throw new Broken(i);
}
function skipString(text, i) {
    if (text[i] !== '"')
        throw new Broken(i);
    for (let j = i + 1; j < text.length; j += 1) {
        const c = text[j];
        if (c === '"')
            return j + 1;
        if (c === '\\') {
            const escape = text[j + 1];
            if (escape === undefined || !ESCAPES.includes(escape))
                throw new Broken(j + 1);
            if (escape === 'u' && !HEX4.test(text.slice(j + 2, j + 6)))
                throw new Broken(j + 2);
            j += escape === 'u' ? 5 : 1;
        }
        else if (text.charCodeAt(j) < 0x20) {
            throw new Broken(j);
        }
    }
    throw new Broken(text.length);
}

;// CONCATENATED MODULE: ./src/tasks/validation.ts

/** Closes a message about a file that does not look like a task list at all. */
const WRONG_FILE_HINT = 'is this the right file? (check the `tasks` input)';
/**
 * Returns the text without a leading byte order mark, which editors on Windows add and JSON.parse rejects.
 * Throws TaskFileError when the text holds a NUL character: it was read from a binary file.
 */
function textOf(text, file) {
    if (text.includes('\u0000')) {
        throw new TaskFileError(file, `not a text file (it contains NUL bytes); ${WRONG_FILE_HINT}`);
    }
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
/**
 * The checks every json and markdown source passes before the loop uses it: at least one task, no id used
 * twice, no reserved id (`verify`, `plan`). Throws TaskFileError naming the offending id and where it is.
 * `noTasks` says what was looked for, for the message when nothing was found.
 */
function checkTasks(located, file, noTasks) {
    if (located.length === 0)
        throw new TaskFileError(file, `${noTasks}; ${WRONG_FILE_HINT}`);
    const seen = new Map();
    for (const { task, where } of located) {
        if (RESERVED_IDS.includes(task.id)) {
            throw new TaskFileError(file, `task id "${task.id}" at ${where} is reserved for the loop's own ${task.id} step; rename the task`);
        }
        const first = seen.get(task.id);
        if (first !== undefined) {
            throw new TaskFileError(file, `duplicate task id "${task.id}" at ${first} and ${where}; every task needs its own id`);
        }
        seen.set(task.id, where);
    }
}

;// CONCATENATED MODULE: ./src/tasks/json.ts



/** The keys under which a json source may keep its list, in the order they are described to users. */
const LIST_KEYS = ['subtasks', 'userStories', 'tasks'];
const ACCEPTED_SHAPES = 'expected { "subtasks": [...] }, { "userStories": [...] }, { "tasks": [...] } or a bare array of tasks';
/**
 * Parses a json task file. Accepts `{ "subtasks": [...] }`, `{ "userStories": [...] }`, `{ "tasks": [...] }`
 * or a bare array. Returns the tasks in the order the loop works them: active first, then by `priority`
 * (lower first, items without one after all that have one), ties in file order. Throws TaskFileError, never
 * a bare SyntaxError, for text that is not JSON, an unknown shape, an item without an id, and the checks of
 * `checkTasks`.
 */
function parseJsonTasks(text, file) {
    const body = textOf(text, file);
    const { items, key } = listOf(parseJson(body, file), file);
    const entries = items.map((item, index) => {
        const where = `item ${key}[${index}]`;
        const record = objectItem(item, where, file);
        const priority = typeof record.priority === 'number' ? record.priority : undefined;
        return { task: taskOf(record, where, file), where, priority, index };
    });
    checkTasks(entries, file, key ? `no tasks: the "${key}" array is empty` : 'no tasks: the array is empty');
    return entries.sort(workOrder).map(entry => entry.task);
}
function parseJson(body, file) {
    if (body.trim() === '') {
        throw new TaskFileError(file, `the file is empty, ${ACCEPTED_SHAPES}; ${WRONG_FILE_HINT}`);
    }
    try {
        return JSON.parse(body);
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
        // V8 gives a position for some errors only; our own scan finds one for the others
        const stated = /at position (\d+)/.exec(reason)?.[1];
        const offset = stated === undefined ? jsonErrorOffset(body) : Number(stated);
        const position = offset === undefined ? undefined : lineColumn(body, offset);
        const at = position ? ` at line ${position.line}, column ${position.column}` : '';
        throw new TaskFileError(file, `invalid JSON${at}: ${reason}`);
    }
}
function listOf(value, file) {
    if (Array.isArray(value))
        return { items: value, key: '' };
    if (!isObject(value)) {
        throw new TaskFileError(file, `${ACCEPTED_SHAPES}, found ${kindOf(value)}; ${WRONG_FILE_HINT}`);
    }
    const present = LIST_KEYS.filter(key => Object.hasOwn(value, key));
    const [key] = present;
    if (key === undefined) {
        const keys = Object.keys(value);
        const found = keys.length === 0 ? 'an empty object' : `an object with keys ${quoteList(keys)}`;
        throw new TaskFileError(file, `${ACCEPTED_SHAPES}, found ${found}; ${WRONG_FILE_HINT}`);
    }
    if (present.length > 1) {
        throw new TaskFileError(file, `found both ${quoteList(present)}: keep the tasks in one list`);
    }
    const items = value[key];
    if (!Array.isArray(items)) {
        throw new TaskFileError(file, `"${key}" must be an array of tasks, found ${kindOf(items)}`);
    }
    return { items, key };
}
function objectItem(item, where, file) {
    if (isObject(item))
        return item;
    throw new TaskFileError(file, `${where} is ${kindOf(item)}, not a task object with an id; ${WRONG_FILE_HINT}`);
}
function taskOf(item, where, file) {
    const id = idOf(item, where, file);
    const title = nonBlank(item.title) ?? nonBlank(item.description) ?? id;
    const criteria = acceptanceCriteria(item.acceptanceCriteria);
    return { id, title, criteria, state: stateOf(item) };
}
function idOf(item, where, file) {
    const { id } = item;
    if (typeof id === 'number')
        return String(id);
    if (typeof id === 'string' && id.trim() !== '')
        return id;
    const named = nonBlank(item.title) ?? nonBlank(item.description);
    const label = named === undefined ? where : `${where} ("${named}")`;
    if (id === undefined || id === null) {
        throw new TaskFileError(file, `${label} has no "id"; ${WRONG_FILE_HINT}`);
    }
    if (typeof id === 'string')
        throw new TaskFileError(file, `${label} has an empty "id"`);
    throw new TaskFileError(file, `${label} has an "id" that is ${kindOf(id)}; use a string or a number`);
}
function acceptanceCriteria(value) {
    if (typeof value === 'string')
        return [value];
    return Array.isArray(value) ? value.filter((line) => typeof line === 'string') : [];
}
function stateOf(item) {
    // "In Progress", "in-progress" and "in_progress" all mean the same to the people who write these files
    const status = typeof item.status === 'string'
        ? item.status
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_')
        : '';
    if (item.done === true || item.passes === true || status === 'done' || status === 'completed')
        return 'done';
    if (status === 'failed')
        return 'failed';
    if (status === 'active' || status === 'in_progress')
        return 'active';
    return 'open';
}
function workOrder(a, b) {
    const active = Number(b.task.state === 'active') - Number(a.task.state === 'active');
    if (active !== 0)
        return active;
    // a missing priority ranks after every number, so compare presence before value
    const missing = Number(a.priority === undefined) - Number(b.priority === undefined);
    if (missing !== 0)
        return missing;
    // compared, not subtracted: a priority of 1e999 parses as Infinity, and Infinity - Infinity is NaN
    if (a.priority === b.priority)
        return a.index - b.index;
    return (a.priority ?? 0) < (b.priority ?? 0) ? -1 : 1;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function nonBlank(value) {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
function kindOf(value) {
    if (value === null || value === undefined)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'object')
        return 'an object';
    const shown = JSON.stringify(value);
    return `a ${typeof value} (${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown})`;
}
function quoteList(keys) {
    const shown = keys.slice(0, 5).map(key => `"${key}"`);
    return keys.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ');
}

;// CONCATENATED MODULE: ./src/tasks/markdown-lines.ts
/** The lines of a markdown file that matter to a task source, with fenced code blocks left out. */
// ATX headings may be indented up to three spaces; four or more make an indented code block
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
const CLOSING_HASHES = /(?:^|[ \t]+)#+[ \t]*$/;
// GitHub renders task lists in bullet and ordered lists, at any depth
const CHECKBOX = /^\s*(?:[-*+]|\d{1,9}[.)])\s+\[([ xX])\](?:\s+(.*))?$/;
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
/**
 * Headings (level and text without the `#` marks) and checkbox items (`- [ ] text`, `* [x] text`,
 * `1. [X] text`) with their 1-based line numbers, in file order. Lines inside ``` or ~~~ fences are skipped:
 * a plan often shows examples of task lists in code blocks. Checkboxes without text are not items.
 */
function markdownLines(text) {
    const found = [];
    let fence;
    text.split(/\r?\n|\r/).forEach((raw, index) => {
        const line = index + 1;
        const fenceMatch = FENCE.exec(raw);
        if (fence !== undefined) {
            if (fenceMatch && closes(fence, fenceMatch))
                fence = undefined;
            return;
        }
        // a backtick fence's info string may not contain a backtick, else the line is inline code
        if (fenceMatch && !(fenceMatch[1]?.startsWith('`') && fenceMatch[2]?.includes('`'))) {
            fence = fenceMatch[1];
            return;
        }
        const heading = HEADING.exec(raw);
        if (heading) {
            const level = heading[1]?.length ?? 1;
            found.push({
                kind: 'heading',
                line,
                level,
                text: (heading[2] ?? '').replace(CLOSING_HASHES, '').trim()
            });
            return;
        }
        const checkbox = CHECKBOX.exec(raw);
        const itemText = checkbox?.[2]?.trim();
        if (checkbox && itemText) {
            found.push({ kind: 'checkbox', line, checked: checkbox[1] !== ' ', text: itemText });
        }
    });
    return found;
}
function closes(fence, match) {
    const marks = match[1] ?? '';
    return marks[0] === fence[0] && marks.length >= fence.length && (match[2] ?? '').trim() === '';
}

;// CONCATENATED MODULE: ./src/tasks/slug.ts
/** Longest slug an id is made from; a de-duplication suffix may follow it. */
const MAX_SLUG_LENGTH = 64;
/** The base id of an item whose text has no letter or digit at all. */
const FALLBACK_SLUG = 'task';
/**
 * The id a markdown checkbox gets from its text: lowercase, every run of characters other than a–z and 0–9
 * becomes one `-`, no `-` at either end, at most 64 characters. Returns '' when nothing is left; no Unicode
 * folding, so that an id stays the same whatever the runtime's locale tables say.
 */
function slugify(text) {
    return text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, MAX_SLUG_LENGTH)
        .replace(/-+$/, '');
}
/**
 * Makes a list of slugs unique, keeping their order: an empty slug becomes `task`, the first occurrence keeps
 * its slug and each repeat gets `-2`, `-3`… A suffixed id never takes a slug that another item really has (nor
 * one in `reserved`), so ids do not shift when such an item is added or moved: `x, x, x-2` → `x, x-3, x-2`.
 * A slug equal to a reserved id is treated as already taken (`verify` → `verify-2`).
 */
function dedupeSlugs(slugs, reserved = []) {
    const bases = slugs.map(slug => slug || FALLBACK_SLUG);
    const real = new Set(bases);
    const used = new Set(reserved);
    return bases.map(base => {
        let id = base;
        let n = 1;
        // a suffixed candidate must also avoid the real slugs of items further down the list
        while (used.has(id) || (n > 1 && real.has(id))) {
            n += 1;
            id = `${base}-${n}`;
        }
        used.add(id);
        return id;
    });
}

;// CONCATENATED MODULE: ./src/tasks/markdown.ts




const PHASE = /^Phase\s+(\d+)\s*:\s*(.*)$/i;
const COMPLETE = /\[complete\]/i;
// status markers such as [COMPLETE], [IN PROGRESS], [NOT STARTED] or [2h] at the end of a phase heading
const TRAILING_MARKERS = /(?:\s*\[[^[\]]*\])+\s*$/;
/**
 * Parses a markdown task file. When the file has phase headings (`##`–`####` followed by `Phase N: Title`),
 * the phases are the tasks, in file order, and nothing else is: id `phase_N`, done when the heading carries
 * `[COMPLETE]` in any case, and the checkbox texts inside the phase as its criteria. Otherwise every checkbox
 * item is a task whose id is the slug of its text, done when checked. Throws TaskFileError (see `checkTasks`).
 */
function parseMarkdownTasks(text, file) {
    const lines = markdownLines(textOf(text, file));
    const phases = lines.filter(isPhaseHeading);
    const located = phases.length > 0 ? phaseTasks(lines, phases) : checkboxTasks(lines.filter(isCheckbox));
    checkTasks(located, file, 'no tasks: no "Phase N: Title" headings (## to ####) and no checkbox items like "- [ ] text"');
    return located.map(entry => entry.task);
}
function phaseTasks(lines, phases) {
    return phases.map(heading => {
        const [, number = '', rest = ''] = PHASE.exec(heading.text) ?? [];
        // "Phase 07" is phase_7, kept as text so that no number is too long to write back exactly
        const n = number.replace(/^0+(?=\d)/, '');
        const title = rest.replace(COMPLETE, ' ').replace(TRAILING_MARKERS, '').replace(/\s+/g, ' ').trim();
        const task = {
            id: `phase_${n}`,
            title: title || `Phase ${n}`,
            criteria: phaseBody(lines, heading)
                .filter(isCheckbox)
                .map(item => item.text),
            state: COMPLETE.test(heading.text) ? 'done' : 'open'
        };
        return { task, where: `line ${heading.line}` };
    });
}
/**
 * The lines a phase owns: up to the next heading of the same or a higher level, or the next phase heading at
 * any level, so that a phase nested under another does not lend it its items.
 */
function phaseBody(lines, phase) {
    const after = lines.filter(line => line.line > phase.line);
    const end = after.findIndex(line => line.kind === 'heading' && (line.level <= phase.level || isPhaseHeading(line)));
    return end === -1 ? after : after.slice(0, end);
}
function checkboxTasks(items) {
    // the user never wrote these ids, so a checkbox called "Plan" gets plan-2 rather than failing the file
    const ids = dedupeSlugs(items.map(item => slugify(item.text)), RESERVED_IDS);
    return items.map((item, index) => ({
        task: { id: ids[index], title: item.text, criteria: [], state: item.checked ? 'done' : 'open' },
        where: `line ${item.line}`
    }));
}
function isPhaseHeading(line) {
    return line.kind === 'heading' && line.level >= 2 && line.level <= 4 && PHASE.test(line.text);
}
function isCheckbox(line) {
    return line.kind === 'checkbox';
}

;// CONCATENATED MODULE: ./src/tasks/parse.ts


/** The kind `task-source: auto` picks for a path, by its extension in any case; undefined when none fits. */
function detectTaskKind(path) {
    const lower = path.toLowerCase();
    if (lower.endsWith('.json'))
        return 'json';
    if (lower.endsWith('.md') || lower.endsWith('.markdown'))
        return 'markdown';
    return undefined;
}
/**
 * Parses a task file's text as the given kind and checks what every source must satisfy at the start of a
 * loop: text not binary, at least one task, unique ids, none reserved. Returns the tasks in work order.
 * Throws only TaskFileError, whose message starts with `file`.
 */
function parseTasks(kind, text, file) {
    return kind === 'json' ? parseJsonTasks(text, file) : parseMarkdownTasks(text, file);
}

;// CONCATENATED MODULE: ./src/tasks/shard.ts
const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const utf8 = new TextEncoder();
/**
 * FNV-1a, 32 bit, over the UTF-8 bytes of `id`, as an unsigned integer. Shards hash the id rather than its
 * position so that a task stays in its shard when others are added or removed.
 */
function fnv1a32(id) {
    let hash = FNV_OFFSET_BASIS;
    for (const byte of utf8.encode(id)) {
        hash = Math.imul(hash ^ byte, FNV_PRIME) >>> 0;
    }
    return hash >>> 0;
}
/**
 * Whether the task `id` belongs to shard `index` of `count` (1-based, as in `shard: i/n`):
 * `fnv1a32(id) mod count = index − 1`. Throws RangeError for a shard that cannot exist; the config checks the
 * input first, so that is a programming error.
 */
function inShard(id, index, count) {
    if (!Number.isInteger(count) || !Number.isInteger(index) || count < 1 || index < 1 || index > count) {
        throw new RangeError(`no shard ${index}/${count}: expected 1 ≤ i ≤ n`);
    }
    return fnv1a32(id) % count === index - 1;
}

;// CONCATENATED MODULE: ./src/loop/source.ts



/** Creates the source for `tasks` of the given kind. */
function fileSource(workspace, path, kind, shard, hash) {
    const read = async () => {
        try {
            return await workspace.readText(path);
        }
        catch (error) {
            const code = error.code;
            const why = code === 'ENOENT'
                ? 'the file does not exist in the workspace (check the tasks input and the checkout)'
                : code === 'EISDIR'
                    ? 'it is a directory, not a file'
                    : `it cannot be read (${code ?? String(error)})`;
            throw new TaskFileError(path, why);
        }
    };
    return {
        path,
        async load() {
            const tasks = parseTasks(kind, await read(), path);
            return shard ? tasks.filter(task => inShard(task.id, shard.index, shard.count)) : tasks;
        },
        async fingerprint() {
            try {
                return hash(await read());
            }
            catch {
                return '';
            }
        }
    };
}

;// CONCATENATED MODULE: ./src/loop/state.ts
/** The state of a loop that has not run yet. */
function newLoopState() {
    return {
        iteration: 1,
        attempts: {},
        consecutive: { task: null, count: 0 },
        noProgressCount: 0,
        lastWorkRemaining: null,
        continuationPath: null,
        lastError: '',
        verifyOutput: '',
        verifyPending: false,
        totals: { iterations: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 0 },
        history: []
    };
}
/** The checkpoint keeps the last 100 iterations; the totals keep the rest. */
const HISTORY_LIMIT = 100;
/** A fresh record of an iteration that just ran; the loop fills in its outcome afterwards. */
function newRecord(input) {
    const { telemetry } = input;
    return {
        n: input.n,
        task: input.task,
        attempt: input.attempt,
        outcome: 'failed',
        started_at: new Date(input.startedAt).toISOString(),
        duration_ms: input.durationMs,
        exit_code: input.result.exitCode,
        error_class: telemetry.errorClass,
        tasks_done: [],
        work_remaining: 0,
        tree_changed: input.treeChanged,
        ...(telemetry.errorMessage ? { error: telemetry.errorMessage } : {}),
        ...(telemetry.costUsd !== undefined ? { cost_usd: telemetry.costUsd } : {}),
        ...(telemetry.inputTokens !== undefined ? { input_tokens: telemetry.inputTokens } : {}),
        ...(telemetry.outputTokens !== undefined ? { output_tokens: telemetry.outputTokens } : {}),
        ...(telemetry.contextFill !== undefined ? { context_fill: telemetry.contextFill } : {})
    };
}

;// CONCATENATED MODULE: ./src/loop/tally.ts
/** Figures of this run only (the loop's lifetime totals live in LoopState). */
class RunTally {
    iterations = 0;
    longestMs = 0;
    costUsd = 0;
    costedIterations = 0;
    inputTokens = 0;
    outputTokens = 0;
    usageReported = false;
    sessionId = '';
    /** The agent's last words in the latest iteration, for the job summary of a stuck loop. */
    lastMessage = '';
    completedThisRun = 0;
    /** The verify verdict of the iteration in progress, for its record. */
    lastVerify;
    records = [];
    /** Counts what an invocation reported about itself. */
    addUsage(telemetry, durationMs, lastWords) {
        this.longestMs = Math.max(this.longestMs, durationMs);
        if (telemetry.sessionId)
            this.sessionId = telemetry.sessionId;
        this.lastMessage = lastWords;
        if (telemetry.costUsd !== undefined) {
            this.costUsd += telemetry.costUsd;
            this.costedIterations += 1;
        }
        if (telemetry.inputTokens !== undefined || telemetry.outputTokens !== undefined) {
            this.usageReported = true;
            this.inputTokens += telemetry.inputTokens ?? 0;
            this.outputTokens += telemetry.outputTokens ?? 0;
        }
    }
    /** Counts a finished iteration. */
    addRecord(record) {
        this.iterations += 1;
        this.records.push(record);
    }
}

;// CONCATENATED MODULE: ./src/loop/verify.ts

/** Lines of a failing verify's output that reach the next prompt. */
const VERIFY_TAIL_LINES = 200;
/** Runs `verify-command` under `iteration-timeout` and judges it. */
async function runVerify(deps, timeoutMs) {
    const { config, logger } = deps;
    const command = config.verifyCommand ?? '';
    if (config.verifyReport)
        await deps.workspace.remove(config.verifyReport);
    logger.info(`Verify gate: running ${command}`);
    logger.startGroup('Verify output');
    const result = await deps.runner.run({
        argv: ['bash', '-c', command],
        cwd: config.workspace,
        env: config.env,
        timeoutMs,
        signal: deps.signal,
        onOutput: chunk => logger.write(chunk)
    });
    logger.endGroup();
    const tail = lastLines(result.tail, VERIFY_TAIL_LINES);
    const pass = result.exitCode === 0;
    const rule = pass ? 'exit code 0' : describeExit(result);
    logger.info(`Verify gate: ${pass ? 'pass' : 'fail'} (${rule})`);
    return { pass, rule, tail };
}
/** The last `count` lines of a text. */
function lastLines(text, count) {
    const lines = text.split('\n');
    return lines.slice(Math.max(0, lines.length - count)).join('\n');
}

;// CONCATENATED MODULE: ./src/loop/run-loop.ts

















/** Runs the loop until it completes, gets stuck, hits a limit or is interrupted; never throws. */
async function runLoop(deps) {
    return new Loop(deps).run();
}
const sha256 = (text) => (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text).digest('hex');
/** The task source the config asks for. */
function workSourceFor(deps) {
    const { config } = deps;
    if (config.taskSource === 'command') {
        const cli = new TaskCli(config.taskCommands, {
            runner: deps.runner,
            cwd: config.workspace,
            env: config.env,
            agentId: config.agentId,
            timeoutMs: 5 * 60 * 1000
        });
        return new CliWork(cli, deps.logger, config.verifyCommand);
    }
    const source = config.tasks && config.taskSource
        ? fileSource(deps.workspace, config.tasks, config.taskSource, config.shard, sha256)
        : undefined;
    return new FileWork(source, config.verifyCommand);
}
class Loop {
    deps;
    state = newLoopState();
    tally = new RunTally();
    hooks;
    work;
    agent;
    constructor(deps) {
        this.deps = deps;
        const { config } = deps;
        this.hooks = new Hooks(config.hooks, { ...deps, cwd: config.workspace, env: config.env });
        this.work = workSourceFor(deps);
    }
    async run() {
        let stop;
        try {
            stop = (await this.start()) ?? (await this.iterate());
        }
        catch (error) {
            stop = { reason: 'error', message: error instanceof Error ? error.message : String(error) };
        }
        return finishLoop(this.deps, {
            stop,
            state: this.state,
            tally: this.tally,
            work: this.work,
            hooks: this.hooks
        });
    }
    get stateDir() {
        return this.deps.config.stateDir;
    }
    get promptFile() {
        return `${this.stateDir}/prompt.md`;
    }
    /** Prepares the state dir, reads the task source and picks the agent; a Stop when the run cannot begin. */
    async start() {
        const { config, workspace, logger } = this.deps;
        for (const name of config.secretNames) {
            const value = config.env[name];
            if (value)
                logger.setSecret(value);
        }
        await workspace.writeText(`${this.stateDir}/.gitignore`, '*\n');
        const early = await this.work.start();
        if (early)
            return early;
        this.agent = presetFor(config);
        const counts = this.work.counts();
        logger.info(`Ralph Loop: ${counts.total} task(s) from ${config.tasks ?? (config.taskSource === 'command' ? 'the task CLI' : '(no task source)')}, ` +
            `${counts.total - counts.done} remaining; agent ${config.agent}; mode ${config.mode}`);
        if (config.mode === 'build' && this.work.hasSource)
            return this.completionCheck();
        return undefined;
    }
    /** The completion path when the source says no work remains (SPEC §7); undefined when work goes on. */
    async completionCheck() {
        const finished = this.work.finished();
        if (typeof finished === 'object')
            return finished;
        if (finished === 'done' && (await this.passesGate()))
            return this.completed();
        return undefined;
    }
    workRemaining(agentReported) {
        const { mode } = this.deps.config;
        const real = this.work.remaining();
        const planOnly = mode === 'plan' && !this.work.hasSource;
        const base = planOnly
            ? (agentReported ?? this.state.lastWorkRemaining?.filter(id => id !== 'verify') ?? ['plan'])
            : real;
        return this.state.verifyPending ? [...base, 'verify'] : base;
    }
    /** Runs the verify gate when one is set; true when the loop may complete. */
    async passesGate() {
        const { config } = this.deps;
        if (!config.verifyCommand) {
            this.state.verifyPending = false;
            return true;
        }
        const verdict = await runVerify(this.deps, this.timeLeftFor(config.iterationTimeoutMs));
        this.state.verifyPending = !verdict.pass;
        this.state.verifyOutput = verdict.pass ? '' : verdict.tail;
        this.tally.lastVerify = verdict.pass ? 'pass' : 'fail';
        return verdict.pass;
    }
    completed() {
        const { config } = this.deps;
        const gate = config.verifyCommand ? ' and the verify gate passes' : '';
        const { total } = this.work.counts();
        const message = config.mode === 'plan'
            ? `The agent said the completion promise${gate}.`
            : `No work remains: all ${total} task(s) are done${gate}.`;
        return { reason: 'completion', message };
    }
    /** A timeout capped by the time budget left. */
    timeLeftFor(timeoutMs) {
        const { config, clock, startedAt } = this.deps;
        const left = config.timeBudgetMs - (clock.now() - startedAt);
        return Math.max(1000, Math.min(timeoutMs, left));
    }
    async iterate() {
        const { config, logger, signal, clock } = this.deps;
        for (;;) {
            if (signal.aborted)
                return { reason: 'interrupted', message: 'Interrupted before the next iteration.' };
            let peek = '';
            if (!this.state.verifyPending) {
                const before = await this.work.before();
                if (before.kind === 'stop')
                    return before.stop;
                if (before.kind === 'wait') {
                    logger.warning(`${before.why}; retrying in ${before.ms / 1000} s.`, 'Task CLI');
                    await clock.sleep(before.ms, signal);
                    continue;
                }
                if (before.kind === 'complete') {
                    if (await this.passesGate())
                        return this.completed();
                    continue;
                }
                peek = before.peek;
            }
            const task = this.work.current(this.state);
            const attempts = this.state.attempts[task.id] ?? 0;
            if (this.work.tracksTasks && attempts >= config.maxAttempts)
                return this.maxAttempts(task, attempts);
            const stop = await this.iteration(task, attempts + 1, peek);
            if (stop)
                return stop;
        }
    }
    /** Seed 000's stop: the exact lines, then the hook (its trigger line prints even with no hook). */
    async maxAttempts(task, attempts) {
        const { config, logger } = this.deps;
        logger.info(`Error: Max iterations (${config.maxAttempts}) exceeded for subtask: ${task.id}`);
        logger.info(`Subtask failed after ${config.maxAttempts} attempts`);
        await this.hooks.fire('onMaxIterationsExceeded', {
            status: 'stuck',
            taskId: task.id,
            iteration: this.state.iteration - 1,
            attempts,
            reason: 'max_attempts'
        }, { announce: true });
        return {
            reason: 'max_attempts',
            stuckTask: task.id,
            message: `Task ${task.id} failed after ${attempts} attempts (max-attempts ${config.maxAttempts}).`
        };
    }
    /** One iteration (SPEC §5 steps 2–7); returns a Stop when the loop must end after it. */
    async iteration(task, attempt, peek) {
        const { config, logger, workspace, clock } = this.deps;
        const { state } = this;
        const n = state.iteration;
        const workBefore = this.workRemaining();
        const sizeBefore = this.work.size() + (state.verifyPending ? 1 : 0);
        if (this.work.tracksTasks)
            state.attempts[task.id] = attempt;
        const shown = this.work.tracksTasks ? `${attempt}` : '-';
        const line = `=== Build Iteration ${n} (Subtask: ${task.id}, Attempt: ${shown}/${config.maxAttempts}, ${workBefore.length} subtasks remaining) ===`;
        logger.info(line);
        const excluded = [this.stateDir, this.promptFile];
        const treeBefore = await workspace.treeState(excluded);
        const prompt = await this.renderPrompt(task, n, peek);
        await workspace.writeText(this.promptFile, prompt);
        const startedAt = clock.now();
        logger.startGroup(line);
        const { telemetry, result } = await runAgent(this.deps, this.agentPreset(), {
            prompt,
            promptFile: `${config.workspace}/${this.promptFile}`,
            iteration: n,
            taskId: this.work.tracksTasks ? task.id : '',
            stateDir: `${config.workspace}/${this.stateDir}`,
            timeoutMs: this.timeLeftFor(config.iterationTimeoutMs)
        });
        logger.endGroup();
        const durationMs = clock.now() - startedAt;
        const treeAfter = await workspace.treeState(excluded);
        const treeChanged = treeBefore.hash !== treeAfter.hash;
        // The agent's words for people (summary, job summary): its final message, else its last output.
        const lastWords = telemetry.finalMessage.trim() || result.tail.slice(-2048);
        this.tally.addUsage(telemetry, durationMs, lastWords);
        const record = newRecord({
            n,
            task: task.id,
            attempt,
            startedAt,
            durationMs,
            treeChanged,
            telemetry,
            result
        });
        record.work_remaining = workBefore.length;
        if (result.interrupted || this.deps.signal.aborted) {
            if (this.work.tracksTasks)
                state.attempts[task.id] = attempt - 1;
            record.outcome = 'interrupted';
            this.addRecord(record);
            logger.info(`Iteration ${n} interrupted.`);
            return { reason: 'interrupted', message: `Interrupted during iteration ${n} (task ${task.id}).` };
        }
        if (result.spawnErrorCode === 'ENOENT' || result.spawnErrorCode === 'EACCES') {
            if (this.work.tracksTasks)
                state.attempts[task.id] = attempt - 1;
            return {
                reason: 'error',
                message: `The agent could not be started: ${result.spawnError ?? ''}. Install it (${this.agentPreset().installHint}) or set agent-binary to its path.`
            };
        }
        // Re-read the task source: the agent marks work done by editing it (or through the task CLI).
        const after = await this.work.after();
        if (after.sourceError)
            logger.warning(`The task source could not be read after iteration ${n}: ${after.sourceError}`, 'Task source broken');
        const promised = config.mode === 'plan' &&
            telemetry.finalMessage.includes(`<promise>${config.completionPromise}</promise>`);
        let completion;
        if (!after.sourceError) {
            if (config.mode === 'build' && this.work.finished() === 'work-left')
                state.verifyPending = false;
            if (config.mode === 'plan') {
                if (promised && (await this.passesGate()))
                    completion = this.completed();
            }
            else {
                completion = await this.completionCheck();
            }
        }
        const workAfter = this.workRemaining(telemetry.workRemaining);
        record.outcome = classify({
            sourceBroken: after.sourceError !== '',
            tasksDone: after.doneCount,
            remainingBefore: sizeBefore,
            remainingAfter: this.work.size() + (state.verifyPending ? 1 : 0),
            errorClass: telemetry.errorClass,
            treeChanged,
            promised
        });
        record.tasks_done = after.tasksDone;
        record.work_remaining = workAfter.length;
        if (this.tally.lastVerify)
            record.verify = this.tally.lastVerify;
        this.tally.lastVerify = undefined;
        const counters = updateCounters(state, {
            task: task.id,
            outcome: record.outcome,
            workRemaining: workAfter,
            lastWorkRemaining: state.lastWorkRemaining,
            treeChanged
        });
        state.consecutive = this.work.tracksTasks ? counters.consecutive : { task: null, count: 0 };
        state.noProgressCount = counters.noProgressCount;
        state.lastWorkRemaining = workAfter;
        state.iteration = n + 1;
        const sourceError = after.sourceError
            ? `The task source could not be read after iteration ${n}: ${after.sourceError}`
            : '';
        state.lastError = sourceError || (telemetry.errorClass !== 'none' ? (telemetry.errorMessage ?? '') : '');
        for (const id of Object.keys(state.attempts)) {
            if (!workAfter.includes(id))
                delete state.attempts[id];
        }
        this.tally.completedThisRun += after.doneCount;
        this.addRecord(record);
        logger.info(`Iteration ${n}: ${record.outcome}` +
            (after.doneCount ? `, done: ${after.tasksDone.join(', ') || after.doneCount}` : '') +
            `, ${workAfter.length} remaining, tree ${treeChanged ? 'changed' : 'unchanged'}` +
            (state.lastError ? ` — ${state.lastError}` : ''));
        state.continuationPath = await writeSummary(workspace, this.stateDir, {
            record,
            title: task.title,
            finalMessage: lastWords,
            changed: treeAfter.changed,
            verifyTail: state.verifyOutput,
            error: state.lastError
        });
        const values = { taskId: task.id, iteration: n, attempts: attempt };
        await this.hooks.fire('onIterationEnd', { ...values, status: record.outcome, reason: record.outcome });
        for (const id of after.tasksDone.length > 0 ? after.tasksDone : Array(after.doneCount).fill('')) {
            await this.hooks.fire('onTaskComplete', { ...values, status: 'done', taskId: id });
        }
        return completion ?? this.afterIteration(workAfter, task.id);
    }
    /** The exit order of SPEC §5 step 7, after completion (decided by the caller). */
    afterIteration(workAfter, taskId) {
        const { config, signal, clock, startedAt } = this.deps;
        if (signal.aborted)
            return { reason: 'interrupted', message: 'Interrupted after an iteration.' };
        const reason = stopReason(this.state, config, this.state.iteration, workAfter.length > 0) ??
            budgetHalt({
                iterationsThisRun: this.tally.iterations,
                elapsedMs: clock.now() - startedAt,
                longestIterationMs: this.tally.longestMs,
                costUsd: this.tally.costUsd,
                costedIterations: this.tally.costedIterations,
                completedThisRun: this.tally.completedThisRun,
                remaining: this.work.size(),
                continuation: this.state.continuationPath !== null
            }, config);
        if (!reason)
            return undefined;
        const message = stopMessage(reason, {
            taskId,
            consecutive: this.state.consecutive.count,
            noProgress: this.state.noProgressCount,
            work: workAfter,
            nextIteration: this.state.iteration,
            limits: config
        });
        const stuck = reason === 'stuck_consecutive' || reason === 'no_progress';
        return { reason, message, ...(stuck ? { stuckTask: taskId } : {}) };
    }
    agentPreset() {
        if (!this.agent)
            throw new Error('the agent preset was not chosen');
        return this.agent;
    }
    addRecord(record) {
        const { state } = this;
        state.history.push(record);
        if (state.history.length > HISTORY_LIMIT)
            state.history.splice(0, state.history.length - HISTORY_LIMIT);
        state.totals.iterations += 1;
        state.totals.duration_ms += record.duration_ms;
        state.totals.cost_usd += record.cost_usd ?? 0;
        state.totals.input_tokens += record.input_tokens ?? 0;
        state.totals.output_tokens += record.output_tokens ?? 0;
        this.tally.addRecord(record);
    }
    async renderPrompt(task, n, peek) {
        const { config, workspace } = this.deps;
        const remaining = this.work.tasks().filter(t => t.state !== 'done');
        if (this.state.verifyPending)
            remaining.push({ id: 'verify', title: 'make the verify command pass' });
        return renderPrompt(config.prompt ?? DEFAULT_PROMPT, {
            task: task.text,
            task_id: this.work.tracksTasks ? task.id : '',
            iteration: String(n),
            max_iterations: String(config.maxIterations),
            remaining: describeRemaining(remaining),
            peek,
            continuation: await readContinuation(workspace, this.state.continuationPath),
            continuation_path: this.state.continuationPath ?? '',
            verify_output: this.state.verifyOutput,
            last_error: this.state.lastError
        });
    }
}

;// CONCATENATED MODULE: external "node:perf_hooks"
const external_node_perf_hooks_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./src/process/group.ts


/**
 * Starts `spec.argv` as the leader of a new process group (`detached: true` makes the child call
 * setsid(), so its pid is also its group id), so one signal reaches it and every descendant that
 * stayed in the group. Stdin is a pipe only when there is text to write; otherwise it is /dev/null,
 * which reads as EOF at once. May throw synchronously (e.g. ENOTDIR, E2BIG); ENOENT and EACCES
 * arrive later as the child's 'error' event, with `pid` undefined.
 */
function spawnGroup(spec) {
    const [file, ...args] = spec.argv;
    return (0,external_node_child_process_namespaceObject.spawn)(file, args, {
        detached: true,
        cwd: spec.cwd,
        // Bash treats a socket on stdin with SHLVL unset as an ssh session and sources ~/.bashrc; the
        // runner starts node without a shell, so SHLVL is often unset there.
        env: spec.env.SHLVL === undefined ? { ...spec.env, SHLVL: '1' } : spec.env,
        stdio: [spec.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
    });
}
/**
 * Sends `signal` to the whole group led by `pid`; never throws. A group that is already gone
 * (ESRCH) is the usual failure, and EPERM is what macOS reports for a group of only zombies:
 * either way there is nothing left to signal, and a throw here would escape from a timer.
 */
function signalGroup(pid, signal) {
    if (pid === undefined || pid <= 0)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // Nothing left to signal (see above).
    }
}
/**
 * One line saying why `spec.argv[0]` could not be started. Node reports a missing working
 * directory as ENOENT of the executable, so the directory is checked to name the real cause.
 */
function describeSpawnError(spec, code, message) {
    const start = `cannot start "${spec.argv[0] ?? ''}"`;
    const cwdProblem = checkDirectory(spec.cwd);
    if (cwdProblem && (code === 'ENOENT' || code === 'ENOTDIR'))
        return `${start}: ${cwdProblem} (${code})`;
    if (code === 'ENOENT')
        return `${start}: command not found (ENOENT); is it installed and on PATH?`;
    if (code === 'EACCES')
        return `${start}: permission denied (EACCES); is it an executable file?`;
    return `${start}: ${message.split('\n')[0]} (${code})`;
}
function checkDirectory(dir) {
    try {
        return (0,external_node_fs_namespaceObject.statSync)(dir).isDirectory() ? undefined : `working directory "${dir}" is not a directory`;
    }
    catch {
        return `working directory "${dir}" does not exist`;
    }
}

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./src/process/lines.ts
/** Default cap on one line: agents print whole JSON records per line, some of them large. */
const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;
const NEWLINE = 0x0a;
const CR = 0x0d;
/**
 * Splits a byte stream into lines. It works on raw bytes and decodes each complete line as UTF-8,
 * so a character split across chunks comes out whole and `maxBytes` is a true byte count.
 * Each line is delivered without its `\n` (or `\r\n`). A line longer than `maxBytes` is cut to
 * at most `maxBytes` bytes (at a character boundary) and the rest of it is discarded up to the next
 * newline, so memory stays bounded for output without newlines. Invalid UTF-8 becomes U+FFFD.
 */
class LineSplitter {
    onLine;
    maxBytes;
    parts = [];
    size = 0;
    /** Something (kept or discarded) has arrived since the last newline. */
    open = false;
    /** The current line hit `maxBytes`: drop bytes until the next newline. */
    cut = false;
    constructor(onLine, maxBytes = DEFAULT_MAX_LINE_BYTES) {
        this.onLine = onLine;
        this.maxBytes = maxBytes;
        if (!Number.isInteger(maxBytes) || maxBytes < 1)
            throw new RangeError(`maxBytes must be >= 1, got ${maxBytes}`);
    }
    /** Feeds a chunk; calls `onLine` for every line it completes. A string is taken as UTF-8. */
    push(chunk) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : toBuffer(chunk);
        let start = 0;
        for (;;) {
            const end = bytes.indexOf(NEWLINE, start);
            if (end === -1) {
                if (start < bytes.length)
                    this.keep(bytes, start, bytes.length, true);
                return;
            }
            if (!this.open && end - start <= this.maxBytes) {
                // Fast path: the whole line lies inside this chunk, decode it in place.
                this.onLine(bytes.toString('utf8', start, end > start && bytes[end - 1] === CR ? end - 1 : end));
            }
            else {
                this.keep(bytes, start, end, false);
                this.emit();
            }
            start = end + 1;
        }
    }
    /** Delivers the last line when the stream ended without a newline. */
    flush() {
        if (this.open)
            this.emit();
    }
    keep(bytes, start, end, pending) {
        this.open = true;
        if (this.cut)
            return;
        const stop = Math.min(end, start + this.maxBytes - this.size);
        if (stop < end)
            this.cut = true;
        if (stop <= start)
            return;
        // Copy what outlives this call so the stream's (possibly much larger) buffer can be freed.
        const part = pending ? Buffer.from(bytes.subarray(start, stop)) : bytes.subarray(start, stop);
        this.parts.push(part);
        this.size += part.length;
    }
    emit() {
        let line = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
        // A `\r` before the newline belongs to the terminator; after a cut it was already dropped.
        if (this.cut)
            line = line.subarray(0, wholeCharsEnd(line));
        else if (line.length > 0 && line[line.length - 1] === CR)
            line = line.subarray(0, line.length - 1);
        this.parts = [];
        this.size = 0;
        this.open = false;
        this.cut = false;
        this.onLine(line.toString('utf8'));
    }
}
/** Where the last complete UTF-8 character ends, so a cut never leaves half a character behind. */
function wholeCharsEnd(bytes) {
    for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
        const byte = bytes[i];
        if ((byte & 0xc0) === 0x80)
            continue; // a continuation byte (10xxxxxx): look further back
        const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
        return i + size > bytes.length ? i : bytes.length;
    }
    return bytes.length; // no lead byte nearby: invalid UTF-8, which decodes to U+FFFD anyway
}
function toBuffer(chunk) {
    return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

;// CONCATENATED MODULE: ./src/process/tail.ts
/**
 * The last `limit` UTF-16 code units of a text stream, kept in memory however much text passes
 * through. Code units (JavaScript string length) rather than UTF-8 bytes keep every append O(chunk);
 * for ASCII output the two are the same.
 */
class BoundedTail {
    limit;
    text = '';
    /** @param limit how many UTF-16 code units to keep; 0 keeps nothing. */
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 0)
            throw new RangeError(`tail limit must be >= 0, got ${limit}`);
    }
    /** Adds a chunk at the end, dropping the oldest text beyond the limit. */
    append(chunk) {
        if (this.limit === 0 || chunk.length === 0)
            return;
        if (chunk.length >= this.limit) {
            this.text = chunk.slice(chunk.length - this.limit);
            return;
        }
        // Let the buffer grow to twice the limit before trimming, so each trim (O(limit)) is paid
        // for by at least `limit` appended code units: amortised O(chunk) per append.
        this.text += chunk;
        if (this.text.length > 2 * this.limit)
            this.text = this.text.slice(this.text.length - this.limit);
    }
    /** The kept text: at most `limit` code units, never starting with half of a surrogate pair. */
    toString() {
        let start = Math.max(0, this.text.length - this.limit);
        // A trim (here or in `append`) may have cut a character made of two code units.
        if (isLowSurrogate(this.text.charCodeAt(start)))
            start++;
        return this.text.slice(start);
    }
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}

;// CONCATENATED MODULE: ./src/process/output.ts



/** Default size of the kept output tail (UTF-16 code units, see `BoundedTail`). */
const DEFAULT_TAIL_BYTES = 64 * 1024;
/**
 * Everything a run does with a child's output, in bounded memory: decodes each stream as UTF-8
 * (a character split across chunks is held back until it is whole; invalid bytes become U+FFFD),
 * passes decoded text to `onOutput`, stdout lines to `onLine`, and keeps a tail of both streams.
 * A callback that throws loses that one delivery and nothing else: it runs inside a stream's
 * 'data' handler, where an exception would crash the whole process instead of failing a run.
 */
class OutputCollector {
    options;
    /** Raw bytes seen on stdout and stderr together. */
    bytes = 0;
    tail;
    lines;
    decoders = { stdout: new external_node_string_decoder_namespaceObject.StringDecoder('utf8'), stderr: new external_node_string_decoder_namespaceObject.StringDecoder('utf8') };
    ended = false;
    constructor(options) {
        this.options = options;
        this.tail = new BoundedTail(options.tailBytes ?? DEFAULT_TAIL_BYTES);
        const onLine = options.onLine;
        if (onLine)
            this.lines = new LineSplitter(line => guarded(() => onLine(line)), options.maxLineBytes);
    }
    /** Takes one chunk as read from a stream. */
    add(stream, chunk) {
        if (this.ended)
            return;
        this.bytes += chunk.length;
        this.text(stream, this.decoders[stream].write(chunk));
        if (stream === 'stdout')
            this.lines?.push(chunk);
    }
    /** Flushes bytes held back by the decoders and the last unterminated stdout line; later chunks are ignored. */
    end() {
        if (this.ended)
            return;
        this.ended = true;
        this.text('stdout', this.decoders.stdout.end());
        this.text('stderr', this.decoders.stderr.end());
        this.lines?.flush();
    }
    /** The kept tail of the combined output. */
    tailText() {
        return this.tail.toString();
    }
    text(stream, text) {
        if (text.length === 0)
            return;
        this.tail.append(text);
        const onOutput = this.options.onOutput;
        if (onOutput)
            guarded(() => onOutput(text, stream));
    }
}
function guarded(callback) {
    try {
        callback();
    }
    catch {
        // See the class comment: a failing consumer must not take the run down with it.
    }
}

;// CONCATENATED MODULE: ./src/process/runner.ts



/** Default wait between SIGTERM (timeout) or SIGINT (abort) and SIGKILL. */
const DEFAULT_GRACE_MS = 2000;
/** How long output is still read after the main process exits (SPEC §4). */
const DRAIN_MS = 2000;
// setTimeout fires at once for longer delays (with a warning), so longer timeouts are capped.
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * The real process runner (SPEC §4): each run leads its own process group, which is signalled as
 * a whole; the run ends when the main process exits, after which the group is SIGKILLed and
 * output is drained for at most `DRAIN_MS`. Output callbacks run as chunks arrive; a callback
 * that throws is ignored (see `OutputCollector`). When `hardSignal` aborts before the main process
 * has exited, the result says `signal: 'SIGKILL'` (what was sent) without waiting for the exit.
 */
function createProcessRunner() {
    return { run: spec => new Promise(resolve => new Run(spec, resolve).start()) };
}
/** The state of one run, from spawn to the single call of `resolve`. */
class Run {
    spec;
    resolve;
    child;
    output;
    started = external_node_perf_hooks_namespaceObject.performance.now();
    timers = new Set();
    exit;
    spawnError;
    timedOut = false;
    interrupted = false;
    openStreams = 0;
    done = false;
    constructor(spec, resolve) {
        this.spec = spec;
        this.resolve = resolve;
        this.output = new OutputCollector(spec);
    }
    start() {
        const { signal, hardSignal, timeoutMs, argv } = this.spec;
        if (signal?.aborted || hardSignal?.aborted) {
            this.interrupted = true;
            return this.finish();
        }
        if (argv.length === 0 || !argv[0])
            return this.failed('EINVAL', 'the command is empty');
        let child;
        try {
            child = this.child = spawnGroup(this.spec);
        }
        catch (error) {
            return this.failed(error.code ?? 'EUNKNOWN', String(error));
        }
        child.on('error', error => {
            if (child.pid === undefined)
                this.failed(error.code ?? 'EUNKNOWN', error.message);
        });
        if (child.pid === undefined)
            return; // the 'error' event follows
        child.once('exit', (code, exitSignal) => this.onExit(code, exitSignal));
        for (const name of ['stdout', 'stderr']) {
            const stream = child[name];
            if (!stream)
                continue;
            this.openStreams++;
            stream.on('data', (chunk) => this.output.add(name, chunk));
            stream.once('close', () => {
                if (--this.openStreams === 0 && this.exit)
                    this.finish();
            });
        }
        if (child.stdin) {
            // A child that exits without reading makes the write fail with EPIPE: that is its business.
            child.stdin.on('error', () => undefined);
            child.stdin.end(this.spec.stdin);
        }
        signal?.addEventListener('abort', this.onAbort);
        hardSignal?.addEventListener('abort', this.onHardAbort);
        if (timeoutMs !== undefined && timeoutMs > 0)
            this.later(timeoutMs, this.onTimeout);
    }
    onExit(code, signal) {
        this.exit = { code, signal };
        this.clearTimers(); // a pending SIGKILL escalation or timeout no longer applies
        // Descendants that inherited stdout would keep the pipes open: end them with the leader.
        signalGroup(this.child?.pid, 'SIGKILL');
        if (this.openStreams === 0)
            return this.finish();
        this.later(DRAIN_MS, () => this.finish());
    }
    onTimeout = () => {
        this.timedOut = true;
        this.stop('SIGTERM', this.spec.killGraceMs);
    };
    onAbort = () => {
        if (this.exit || this.done)
            return;
        this.interrupted = true;
        this.stop('SIGINT', this.spec.interruptGraceMs);
    };
    onHardAbort = () => {
        if (this.done)
            return;
        if (!this.exit) {
            this.interrupted = true;
            this.exit = { code: null, signal: 'SIGKILL' };
        }
        signalGroup(this.child?.pid, 'SIGKILL');
        this.finish();
    };
    /** Asks the group to stop, and makes sure of it after `graceMs` if the main process is still there. */
    stop(signal, graceMs = DEFAULT_GRACE_MS) {
        signalGroup(this.child?.pid, signal);
        this.later(graceMs, () => signalGroup(this.child?.pid, 'SIGKILL'));
    }
    failed(code, message) {
        this.spawnError = { code, message: describeSpawnError(this.spec, code, message) };
        this.finish();
    }
    finish() {
        if (this.done)
            return;
        this.done = true;
        this.clearTimers();
        this.spec.signal?.removeEventListener('abort', this.onAbort);
        this.spec.hardSignal?.removeEventListener('abort', this.onHardAbort);
        // Never wait for 'close': an escaped descendant may hold the pipes for ever.
        this.child?.stdin?.destroy();
        this.child?.stdout?.destroy();
        this.child?.stderr?.destroy();
        this.output.end();
        this.resolve({
            exitCode: this.exit?.code ?? null,
            signal: this.exit?.signal ?? null,
            durationMs: Math.round(external_node_perf_hooks_namespaceObject.performance.now() - this.started),
            timedOut: this.timedOut,
            interrupted: this.interrupted,
            tail: this.output.tailText(),
            outputBytes: this.output.bytes,
            ...(this.spawnError && { spawnError: this.spawnError.message, spawnErrorCode: this.spawnError.code })
        });
    }
    later(ms, action) {
        const timer = setTimeout(() => {
            this.timers.delete(timer);
            action();
        }, Math.min(ms, MAX_TIMER_MS));
        this.timers.add(timer);
    }
    clearTimers() {
        for (const timer of this.timers)
            clearTimeout(timer);
        this.timers.clear();
    }
}

;// CONCATENATED MODULE: ./src/system/clock.ts
// setTimeout fires at once (with a warning) for delays beyond a signed 32-bit int of milliseconds.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/**
 * The real clock: `Date.now()`, and a `sleep` that resolves after `ms` or as soon as `signal`
 * aborts (at once when it already has). It never rejects, and removes its abort listener either way
 * so a long-lived signal does not collect one listener per wait. Waits are capped at about 24.8 days.
 */
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise(resolve => {
        if (signal?.aborted) {
            resolve();
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            resolve();
        };
        const delay = Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_TIMEOUT_MS) : 0;
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, delay);
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/system/git.ts

const DEFAULT_TIMEOUT_MS = 30_000;
// `git status -z` of a very large tree can run to tens of megabytes; the default 1 MiB would cut it.
const MAX_BUFFER = 512 * 1024 * 1024;
/**
 * Runs `git args…` in `root` without a shell. Never rejects: a missing git binary, a timeout or an
 * oversized output gives code -1 with the reason in `stderr`. `GIT_OPTIONAL_LOCKS=0` stops read-only
 * commands such as `status` from taking the index lock, which would race an agent's own git commands.
 */
function runGit(root, args, options = {}) {
    const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const env = { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', ...options.env };
    return new Promise(resolve => {
        (0,external_node_child_process_namespaceObject.execFile)('git', args, { cwd: root, env, timeout, maxBuffer: MAX_BUFFER, encoding: 'utf8', windowsHide: true }, (error, stdout, stderr) => {
            if (!error) {
                resolve({ code: 0, stdout, stderr });
                return;
            }
            // A numeric code is git's own exit status; a string code (ENOENT, maxBuffer) or a kill means
            // git never finished, so its output cannot be trusted.
            if (typeof error.code === 'number') {
                resolve({ code: error.code, stdout, stderr });
                return;
            }
            const reason = typeof error.code === 'string' || !error.killed
                ? error.message
                : `git ${args[0] ?? ''} timed out after ${timeout} ms`;
            resolve({ code: -1, stdout, stderr: stderr ? `${stderr}\n${reason}` : reason });
        });
    });
}
/**
 * The workspace's position inside its git work tree, as git's `--show-prefix` ('' at the top,
 * else `sub/dir/`), or undefined when `root` is not inside a work tree or git is not installed.
 */
async function gitPrefix(root) {
    const result = await runGit(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix']);
    if (result.code !== 0)
        return undefined;
    const [inside, prefix = ''] = result.stdout.split('\n');
    return inside?.trim() === 'true' ? prefix.trim() : undefined;
}
/** True when `root` is inside a git work tree (false too when git is not installed). */
async function isGitWorkTree(root) {
    return (await gitPrefix(root)) !== undefined;
}
/** HEAD's commit sha, or undefined on an unborn branch (a repository with no commit yet). */
async function headSha(root) {
    const result = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
    const sha = result.stdout.trim();
    return result.code === 0 && sha ? sha : undefined;
}
/**
 * Parses `git status --porcelain=v1 -z` output. Paths stay relative to the repository's top, as
 * porcelain prints them whatever the cwd; a rename or copy (`R`/`C`) carries its origin in the next field.
 */
function parseStatusZ(output) {
    const fields = output.split('\0');
    const entries = [];
    for (let i = 0; i < fields.length; i++) {
        const field = fields[i] ?? '';
        if (field.length < 4)
            continue;
        const xy = field.slice(0, 2);
        const entry = { xy, path: field.slice(3) };
        if (/[RC]/.test(xy))
            entry.origPath = fields[++i];
        entries.push(entry);
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/system/fingerprint.ts





// Outside git the list is only informational; the hash still covers every file.
const WALK_CHANGED_CAP = 1000;
// Enough parallel reads to hide disk latency without running out of file descriptors.
const CONCURRENCY = 32;
/**
 * Fingerprint of the working tree at `root`. Inside a git work tree: `git status` (staged, unstaged,
 * untracked), HEAD's sha and a content hash of every changed file, limited to `root` even when it is a
 * subfolder of the repository. Elsewhere: path, size and mtime of every file under `root`. `exclude`
 * holds paths relative to `root` (folders or files); `.git` is always excluded.
 * Throws when `root` is in a work tree but `git status` fails.
 */
async function treeState(root, exclude) {
    const excluded = normalizeExcludes(root, exclude);
    const prefix = await gitPrefix(root);
    return prefix === undefined ? walkTreeState(root, excluded) : gitTreeState(root, prefix, excluded);
}
/** Exclusions as clean posix paths relative to `root`; entries outside `root`, or `root` itself, are dropped. */
function normalizeExcludes(root, exclude) {
    const out = ['.git'];
    for (const entry of exclude) {
        const rel = toPosix(external_node_path_default().relative(root, external_node_path_default().resolve(root, entry)));
        if (rel === '' || rel === '..' || rel.startsWith('../') || external_node_path_default().isAbsolute(rel))
            continue;
        out.push(rel);
    }
    return out;
}
function isExcluded(rel, excluded) {
    return excluded.some(e => rel === e || rel.startsWith(`${e}/`));
}
async function gitTreeState(root, prefix, excluded) {
    // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
    const args = ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--', '.'];
    const [head, status] = await Promise.all([headSha(root), runGit(root, args)]);
    if (status.code !== 0) {
        throw new Error(`git status failed in ${root} (exit ${status.code}): ${status.stderr.trim()}`);
    }
    // Porcelain paths are relative to the repository's top; make them relative to the workspace.
    const local = (p) => {
        if (p === undefined || !p.startsWith(prefix))
            return undefined;
        const rel = p.slice(prefix.length).replace(/\/$/, '');
        return rel && !isExcluded(rel, excluded) ? rel : undefined;
    };
    const entries = parseStatusZ(status.stdout).flatMap(entry => {
        const rel = local(entry.path);
        const orig = local(entry.origPath);
        return rel === undefined && orig === undefined ? [] : [{ xy: entry.xy, rel, orig }];
    });
    const contents = await mapLimit(entries, CONCURRENCY, e => e.rel === undefined ? Promise.resolve('') : contentOf(external_node_path_default().join(root, e.rel)));
    const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(`git\0${head ?? 'unborn'}\n`);
    const changed = new Set();
    entries.forEach((e, i) => {
        hash.update(`${e.xy}\0${e.rel ?? ''}\0${e.orig ?? ''}\0${contents[i]}\n`);
        if (e.orig !== undefined)
            changed.add(e.orig);
        if (e.rel !== undefined)
            changed.add(e.rel);
    });
    return { hash: hash.digest('hex'), changed: [...changed] };
}
/** What a changed path holds now; editing an already-modified file again changes this. */
async function contentOf(abs) {
    try {
        const stats = await (0,promises_namespaceObject.lstat)(abs);
        if (stats.isSymbolicLink())
            return `link:${await (0,promises_namespaceObject.readlink)(abs)}`;
        // A nested repository or submodule shows up as one directory entry; its name is all we hash.
        if (!stats.isFile())
            return stats.isDirectory() ? 'dir' : 'other';
        return `file:${await hashFile(abs)}`;
    }
    catch (error) {
        // Deleted files (or files gone since `git status` ran) count by name and this marker.
        return `missing:${error.code ?? 'error'}`;
    }
}
function hashFile(abs) {
    return new Promise((resolve, reject) => {
        const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
        (0,external_node_fs_namespaceObject.createReadStream)(abs)
            .on('error', reject)
            .on('data', chunk => hash.update(chunk))
            .on('end', () => resolve(hash.digest('hex')));
    });
}
async function walkTreeState(root, excluded) {
    const files = [];
    const dirs = [''];
    for (let dir = dirs.pop(); dir !== undefined; dir = dirs.pop()) {
        const entries = await (0,promises_namespaceObject.readdir)(external_node_path_default().join(root, dir), { withFileTypes: true }).catch(() => []);
        const leaves = [];
        for (const entry of entries) {
            if (entry.name === '.git')
                continue;
            const rel = dir ? `${dir}/${entry.name}` : entry.name;
            if (isExcluded(rel, excluded))
                continue;
            // Dirent types come from lstat semantics, so a symlinked directory is a leaf and is not followed.
            if (entry.isDirectory())
                dirs.push(rel);
            else
                leaves.push(rel);
        }
        const stats = await mapLimit(leaves, CONCURRENCY, rel => (0,promises_namespaceObject.lstat)(external_node_path_default().join(root, rel)).catch(() => undefined));
        leaves.forEach((rel, i) => {
            const s = stats[i];
            if (s)
                files.push({ rel, size: s.size, mtimeMs: s.mtimeMs });
        });
    }
    files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256').update('walk\n');
    for (const f of files)
        hash.update(`${f.rel}\0${f.size}\0${f.mtimeMs}\n`);
    return { hash: hash.digest('hex'), changed: files.slice(0, WALK_CHANGED_CAP).map(f => f.rel) };
}
async function mapLimit(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
function toPosix(p) {
    return p.split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/system/workspace.ts




/**
 * A `Workspace` over the real file system at `root` (made absolute once, here). Every path is taken
 * relative to `root`, and one that resolves outside it throws before anything is touched.
 */
function createWorkspace(root) {
    const base = external_node_path_default().resolve(root);
    const at = (p) => resolveInside(base, p);
    return {
        root: base,
        // async throughout, so a rejected path is a rejected promise and never a synchronous throw.
        readText: async (p) => (0,promises_namespaceObject.readFile)(at(p), 'utf8'),
        writeText: async (p, content) => writeAtomic(at(p), content),
        exists: async (p) => {
            try {
                await (0,promises_namespaceObject.stat)(at(p));
                return true;
            }
            catch (error) {
                if (isCode(error, 'ENOENT', 'ENOTDIR'))
                    return false;
                throw error;
            }
        },
        remove: async (p) => {
            const target = at(p);
            if (target === base)
                throw new Error(`Refusing to remove the workspace root ${base}`);
            await (0,promises_namespaceObject.unlink)(target).catch(error => {
                if (!isCode(error, 'ENOENT'))
                    throw error;
            });
        },
        list: async (dir) => {
            try {
                // Sorted so callers (pruning old summaries, reports) see the same order on every platform.
                return (await (0,promises_namespaceObject.readdir)(at(dir))).sort();
            }
            catch (error) {
                if (isCode(error, 'ENOENT'))
                    return [];
                throw error;
            }
        },
        treeState: async (exclude) => treeState(base, exclude)
    };
}
/**
 * The absolute path of `p` taken relative to `root`. Throws when it resolves outside `root` (`..`,
 * an absolute path elsewhere, another drive). The check is lexical: a symlink inside `root` that
 * points elsewhere is followed.
 */
function resolveInside(root, p) {
    const abs = external_node_path_default().resolve(root, p);
    const rel = external_node_path_default().relative(root, abs);
    if (rel === '..' || rel.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(rel)) {
        throw new Error(`Path "${p}" resolves outside the workspace ${root}`);
    }
    return abs;
}
/**
 * Writes `content` to `target` so that a crash at any instant leaves either the old file or the new
 * one: temp file in the same folder (rename is only atomic within one file system), fsync, rename over
 * the target, fsync the folder so the rename itself survives a power cut. Keeps the target's mode.
 */
async function writeAtomic(target, content) {
    const dir = external_node_path_default().dirname(target);
    await (0,promises_namespaceObject.mkdir)(dir, { recursive: true });
    const mode = await (0,promises_namespaceObject.stat)(target).then(s => s.mode & 0o7777, () => 0o666);
    const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(target)}.tmp-${process.pid}-${(0,external_node_crypto_namespaceObject.randomBytes)(6).toString('hex')}`);
    try {
        const handle = await (0,promises_namespaceObject.open)(temp, 'wx', mode);
        try {
            await handle.writeFile(content, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_namespaceObject.rename)(temp, target);
    }
    catch (error) {
        await (0,promises_namespaceObject.rm)(temp, { force: true });
        throw error;
    }
    await syncDir(dir);
}
async function syncDir(dir) {
    try {
        const handle = await (0,promises_namespaceObject.open)(dir, 'r');
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        // Windows cannot open a folder, and some file systems refuse to fsync one; the rename still happened.
        if (!isCode(error, 'EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'))
            throw error;
    }
}
function isCode(error, ...codes) {
    const code = error?.code;
    return code !== undefined && codes.includes(code);
}

;// CONCATENATED MODULE: ./src/edges/outputs.ts


/** Every output of SPEC §2 as the strings the runner stores. */
function outputsOf(result) {
    const optional = (value) => (value === undefined ? '' : String(value));
    return {
        [Outputs.Status]: result.status,
        [Outputs.ExitCode]: String(result.exitCode),
        [Outputs.HaltReason]: result.haltReason,
        [Outputs.Iterations]: String(result.iterations),
        [Outputs.TotalIterations]: String(result.totalIterations),
        [Outputs.TasksTotal]: String(result.tasksTotal),
        [Outputs.TasksDone]: String(result.tasksDone),
        [Outputs.TasksRemaining]: String(result.tasksRemaining),
        [Outputs.WorkRemaining]: JSON.stringify(result.workRemaining),
        [Outputs.StuckTask]: result.stuckTask,
        [Outputs.Resumed]: String(result.resumed),
        [Outputs.CheckpointKey]: result.checkpointKey,
        [Outputs.CostUsd]: optional(result.costUsd),
        [Outputs.InputTokens]: optional(result.inputTokens),
        [Outputs.OutputTokens]: optional(result.outputTokens),
        [Outputs.SessionId]: result.sessionId,
        [Outputs.Branch]: result.branch,
        [Outputs.HeadSha]: result.headSha,
        [Outputs.Commits]: String(result.commits),
        [Outputs.Pushed]: String(result.pushed),
        [Outputs.Report]: result.report
    };
}
/** The result of a run that stopped before the loop began (an input error): `aborted`, reason `error`. */
function abortedBeforeStart(message) {
    return {
        status: 'aborted',
        haltReason: 'error',
        exitCode: exitCodeOf('aborted'),
        message,
        iterations: 0,
        totalIterations: 0,
        tasksTotal: 0,
        tasksDone: 0,
        tasksRemaining: 0,
        workRemaining: [],
        stuckTask: '',
        resumed: false,
        checkpointKey: '',
        costUsd: undefined,
        inputTokens: undefined,
        outputTokens: undefined,
        sessionId: '',
        branch: '',
        headSha: '',
        commits: 0,
        pushed: false,
        report: '',
        summary: `## ❌ Ralph Loop: aborted (error)\n\n${message}\n`
    };
}

;// CONCATENATED MODULE: ./src/edges/signals.ts
/** Replaces Node's default handlers (which exit 130 at once and leave the agent running). */
function watchSignals(onFirst) {
    const soft = new AbortController();
    const hard = new AbortController();
    let first;
    const handler = (name) => {
        if (!first) {
            first = name;
            soft.abort();
            onFirst?.(name);
        }
        else {
            hard.abort();
        }
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return {
        signal: soft.signal,
        hardSignal: hard.signal,
        received: () => first,
        dispose: () => {
            process.off('SIGINT', handler);
            process.off('SIGTERM', handler);
        }
    };
}

;// CONCATENATED MODULE: ./src/edges/terminal-logger.ts
/** The local terminal: lines on stdout, warnings and errors on stderr, no folds, secrets replaced by ***. */
function terminalLogger(options = {}) {
    const out = options.out ?? ((text) => process.stdout.write(text));
    const err = options.err ?? ((text) => process.stderr.write(text));
    const secrets = [];
    const mask = (text) => secrets.reduce((acc, secret) => acc.split(secret).join('***'), text);
    return {
        info: message => out(mask(message) + '\n'),
        debug: message => {
            if (options.debug)
                err(`debug: ${mask(message)}\n`);
        },
        warning: (message, title) => err(`Warning: ${title ? `${title}: ` : ''}${mask(message)}\n`),
        error: (message, title) => err(`Error: ${title ? `${title}: ` : ''}${mask(message)}\n`),
        startGroup: () => undefined,
        endGroup: () => undefined,
        setSecret: value => {
            if (value.length >= 4)
                secrets.push(value);
        },
        write: chunk => out(mask(chunk))
    };
}

;// CONCATENATED MODULE: ./src/edges/run-cli.ts











/** The local CLI: flags → the same Config and loop; the process exit code is the loop's `exit-code`. */
async function runCli(argv) {
    const startedAt = Date.now();
    const logger = terminalLogger({ debug: Boolean(process.env.RALPH_DEBUG) });
    let parsed;
    try {
        parsed = parseFlags(argv);
    }
    catch (error) {
        logger.error(error instanceof Error ? error.message : String(error));
        logger.info('Run ralph-loop --help for the flags.');
        return 2;
    }
    if (parsed.command === 'help') {
        logger.info(helpText());
        return 0;
    }
    if (parsed.command === 'version') {
        logger.info('ralph-loop 0.1.0');
        return 0;
    }
    const signals = watchSignals(name => logger.info(`Received ${name}: stopping the agent and saving state.`));
    let result;
    try {
        // The CLI works in the current directory even when run inside a workflow step.
        const { GITHUB_WORKSPACE: _workspace, GITHUB_ACTIONS: _actions, ...configEnv } = process.env;
        const { config, warnings } = readConfig({
            getInput: name => parsed.inputs[name] ?? '',
            env: configEnv,
            readFile: path => (0,external_node_fs_namespaceObject.readFileSync)(path, 'utf8'),
            cwd: process.cwd()
        });
        config.env = process.env;
        for (const warning of warnings)
            logger.warning(warning);
        result = await runLoop({
            config,
            clock: systemClock,
            logger,
            runner: createProcessRunner(),
            workspace: createWorkspace(config.workspace),
            signal: signals.signal,
            hardSignal: signals.hardSignal,
            startedAt
        });
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error(message, error instanceof ConfigError ? 'Invalid input' : 'Ralph Loop aborted');
        result = abortedBeforeStart(message);
    }
    finally {
        signals.dispose();
    }
    const outputs = outputsOf(result);
    logger.info([
        'status',
        'halt-reason',
        'exit-code',
        'iterations',
        'tasks-done',
        'tasks-total',
        'work-remaining',
        'stuck-task'
    ]
        .map(name => `${name}=${outputs[name]}`)
        .join(' '));
    return result.exitCode;
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
