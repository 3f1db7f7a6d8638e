#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ WHOLE_FILE),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   jg: () => (/* binding */ CheckpointError),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* unused harmony export CHECKPOINT_FIX */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4480);

/** The one way past a checkpoint that cannot be trusted (SPEC §8); every CheckpointError ends with it. */
const CHECKPOINT_FIX = 'Set force-restart: true to discard it and start a new loop.';
/** The field a CheckpointError names when the file as a whole is wrong (size, JSON syntax, not an object). */
const WHOLE_FILE = '(file)';
/**
 * A checkpoint file that cannot be trusted. Its message names the file, the field, the value, what was
 * expected and the fix, and says that the file is left as it was; it is meant for users as it is.
 */
class CheckpointError extends Error {
    name = 'CheckpointError';
    constructor(problem) {
        const subject = problem.field === WHOLE_FILE ? `'${WHOLE_FILE}'` : `field '${problem.field}'`;
        super(`Checkpoint ${problem.file} is invalid: ${subject} ${problem.problem ?? `is ${showValue(problem.value)}`}; ` +
            `expected ${problem.expected}. ${CHECKPOINT_FIX} The file is left as it is.`);
        // A bad file is the user's to fix, not a bug in the loop: a stack trace would only bury the message.
        this.stack = `${this.name}: ${this.message}`;
    }
}
/** A checkpoint of `bytes` bytes or more, over the reader's limit (found by its size or by reading it). */
function tooLarge(file, bytes) {
    return new CheckpointError({
        file,
        field: WHOLE_FILE,
        value: bytes,
        problem: `is ${bytes} bytes or more`,
        expected: `at most ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECKPOINT_LIMITS */ .G.fileBytes} bytes (1 MiB); the loop keeps only the last ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECKPOINT_LIMITS */ .G.history} iterations`
    });
}
const SHOWN_CHARS = 100;
/**
 * A value as a message shows it: JSON (so control characters are escaped and cannot forge log lines),
 * cut to about 100 characters; `missing` for a field that is not there.
 */
function showValue(value) {
    if (value === undefined)
        return 'missing';
    let shown;
    try {
        // Only the start of a long string is shown: no need to escape all of it first.
        shown = JSON.stringify(typeof value === 'string' ? value.slice(0, SHOWN_CHARS + 1) : value);
    }
    catch {
        // Nesting too deep for JSON.stringify: say what it is instead.
        shown = Array.isArray(value) ? 'an array' : typeof value;
    }
    return shown.length > SHOWN_CHARS ? `${shown.slice(0, SHOWN_CHARS)}…` : shown;
}
/** Any text (a parser's message, the end of a file) on one line, control characters escaped, cut to `max`. */
function oneLine(text, max = SHOWN_CHARS) {
    const escaped = JSON.stringify(text.slice(0, max + 1)).slice(1, -1);
    return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped;
}


/***/ }),

/***/ 4480:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ CHECKPOINT_VERSION),
/* harmony export */   G: () => (/* binding */ CHECKPOINT_LIMITS)
/* harmony export */ });
/* harmony import */ var _domain_question_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3494);
/* harmony import */ var _domain_state_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(781);
/* harmony import */ var _domain_task_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3139);



// Apart from the schema, so that writing a checkpoint does not load zod: only reading one does.
/** The checkpoint format version (seed 001's v2.1, extended by SPEC §8). */
const CHECKPOINT_VERSION = '2.1';
/**
 * Bounds on what a checkpoint may hold. The reader refuses more; the writer (`toCheckpoint`) cuts the
 * free texts to them, so the loop never writes a checkpoint its next run would refuse.
 */
const CHECKPOINT_LIMITS = {
    /** Checked on the raw text before parsing: a hostile file is never parsed into memory twice. */
    fileBytes: 1024 * 1024,
    lastError: 16 * 1024,
    verifyOutput: 64 * 1024,
    /** Per history record; the full error is in `last_error` and the iteration's summary. */
    recordError: 1024,
    id: _domain_task_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TASK_ID_LENGTH */ .I,
    path: 4096,
    history: _domain_state_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_LIMIT */ .Dc,
    /** The agent's question, and a person's answer (SPEC §7). */
    question: _domain_question_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_QUESTION_CHARS */ .S
};


/***/ }),

/***/ 6722:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ workspaceRelative)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A path from an untrusted file as a normalised workspace-relative path (`/` separators; a `\` counts
 * as one, as on Windows), or undefined when it is empty, absolute, on a drive, holds a NUL, or leaves
 * the workspace (`..`).
 */
function workspaceRelative(raw) {
    if (raw === '' || raw.includes('\0'))
        return undefined;
    const slashed = raw.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed))
        return undefined;
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(slashed).replace(/\/+$/, '');
    if (normal === '..' || normal.startsWith('../') || normal === '.' || normal === '')
        return undefined;
    return normal;
}


/***/ }),

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _edges_early_signals_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(497);
/* harmony import */ var _edges_exit_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5932);
/* harmony import */ var _edges_run_cli_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5586);



(0,_edges_exit_js__WEBPACK_IMPORTED_MODULE_2__/* .exitAfterFlush */ .z)(await (0,_edges_run_cli_js__WEBPACK_IMPORTED_MODULE_1__/* .runCli */ .a)(process.argv.slice(2)));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5335:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Gm: () => (/* binding */ HALT_REASONS),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   f: () => (/* binding */ STATUSES)
/* harmony export */ });
/** The five outcomes of a loop (SPEC §2). */
const STATUSES = ['completed', 'stuck', 'aborted', 'interrupted', 'halted'];
/** Every reason a loop stops, in SPEC §2's order, and the status it leads to. */
const STATUS_OF = {
    completion: 'completed',
    max_attempts: 'stuck',
    stuck_consecutive: 'stuck',
    no_progress: 'stuck',
    task_removed: 'stuck',
    max_iterations: 'aborted',
    context_threshold: 'halted',
    time_budget: 'halted',
    cost_budget: 'halted',
    rate_limited: 'halted',
    run_slice: 'halted',
    nothing_claimable: 'halted',
    needs_input: 'halted',
    interrupted: 'interrupted',
    error: 'aborted'
};
/** Every reason a loop stops, in SPEC §2's order. */
const HALT_REASONS = Object.keys(STATUS_OF);
const EXIT_CODES = { completed: 0, stuck: 1, aborted: 2, interrupted: 3, halted: 0 };
/** The process exit code of a status: 0 completed · 1 stuck · 2 aborted · 3 interrupted · 0 halted. */
function exitCodeOf(status) {
    return EXIT_CODES[status];
}
/** The status a halt reason leads to. */
function statusOf(reason) {
    return STATUS_OF[reason];
}


/***/ }),

/***/ 3494:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ MAX_QUESTION_CHARS)
/* harmony export */ });
/**
 * The agent's question to a person and its answer (SPEC §7 "Questions"): an agent that cannot go on
 * ends its final message with `<question>…</question>`, the run halts `needs_input`, and a later run
 * hands a person's answer to the next prompt as `{{answer}}`.
 */
/** The longest question or answer the loop keeps (the checkpoint, the prompt, the comment). */
const MAX_QUESTION_CHARS = 8_000;


/***/ }),

/***/ 781:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ HISTORY_LIMIT),
/* harmony export */   FI: () => (/* binding */ LOCK_FILE),
/* harmony export */   W4: () => (/* binding */ newLoopState),
/* harmony export */   cF: () => (/* binding */ idCounts),
/* harmony export */   es: () => (/* binding */ reviewBasesOf)
/* harmony export */ });
/** The state of a loop that has not run yet. */
function newLoopState() {
    return {
        iteration: 1,
        attempts: idCounts(),
        consecutive: { task: null, count: 0 },
        noProgressCount: 0,
        lastWorkRemaining: null,
        continuationPath: null,
        lastError: '',
        verifyOutput: '',
        verifyPending: false,
        heldMarks: [],
        reviewFindings: '',
        reviewBases: reviewBasesOf(),
        question: null,
        answer: null,
        issuesNoted: [],
        totals: { iterations: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 0 },
        history: []
    };
}
/** The checkpoint keeps the last 100 iterations; the totals keep the rest. */
const HISTORY_LIMIT = 100;
/** The lock a run holds in `state-dir` (SPEC §8: one loop per state dir). */
const LOCK_FILE = 'lock';
/**
 * A record keyed by task ids with no prototype, so that ids such as `constructor`, `toString` or
 * `__proto__` are plain keys (SPEC §1: an id is always compared as a string).
 */
function idCounts(entries = []) {
    const counts = Object.create(null);
    for (const [id, n] of entries)
        counts[id] = n;
    return counts;
}
/** Review bases keyed by task id, with no prototype (any id is data, as in `idCounts`). */
function reviewBasesOf(entries = []) {
    const bases = Object.create(null);
    for (const [id, base] of entries)
        bases[id] = { ...base };
    return bases;
}


/***/ }),

/***/ 3139:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ MAX_TASK_ID_LENGTH),
/* harmony export */   O: () => (/* binding */ RESERVED_IDS)
/* harmony export */ });
/** Ids a real task may not use: they name the loop's pseudo-tasks. */
const RESERVED_IDS = ['verify', 'plan'];
/** The longest task id: the checkpoint (which holds ids) refuses longer ones, so the source does too. */
const MAX_TASK_ID_LENGTH = 1024;


/***/ }),

/***/ 497:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

/* harmony import */ var _signals_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2503);

// Imported first by the entry files: from here on a SIGINT or SIGTERM is the loop's to handle, even
// while the rest of the bundle is still loading (SPEC §9).
(0,_signals_js__WEBPACK_IMPORTED_MODULE_0__/* .watchSignals */ .R)();


/***/ }),

/***/ 5932:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ exitAfterFlush)
/* harmony export */ });
/**
 * Exits once everything written to stdout and stderr has been flushed: a pipe to a slow reader (the
 * runner, `| tee`) buffers writes, and a bare process.exit() would cut the end of the log.
 */
function exitAfterFlush(code) {
    let pending = 2;
    const done = () => {
        pending -= 1;
        // process.exit(undefined) exits 0 on Node 20, dropping an exitCode set by core.setFailed.
        if (pending === 0)
            process.exit(code ?? process.exitCode);
    };
    process.stdout.write('', done);
    process.stderr.write('', done);
}


/***/ }),

/***/ 5586:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
// EXTERNAL MODULE: ./src/domain/outcomes.ts
var outcomes = __nccwpck_require__(5335);
;// CONCATENATED MODULE: ./src/report/aggregate.ts

// The status of the whole is the worst of its parts.
const SEVERITY = ['completed', 'halted', 'interrupted', 'stuck', 'aborted'];
/**
 * Merges the `report.json` of each shard (a matrix of jobs over one plan) into one summary. When
 * `expected` is given and another number of reports was found, the whole is aborted: a shard
 * without a report failed or was cancelled before writing one.
 */
function aggregateReports(reports, expected) {
    const missing = expected !== undefined && expected !== reports.length ? { expected, found: reports.length } : undefined;
    const status = reports.reduce((worst, report) => (SEVERITY.indexOf(report.status) > SEVERITY.indexOf(worst) ? report.status : worst), missing ? 'aborted' : 'completed');
    const costs = reports.map(report => report.cost_usd).filter((cost) => cost !== null);
    return {
        status,
        exitCode: (0,outcomes/* exitCodeOf */.FO)(status),
        shards: reports.map((report, i) => ({
            shard: report.shard ?? `#${i + 1}`,
            status: report.status,
            haltReason: report.halt_reason,
            iterations: report.iterations,
            done: report.tasks_done,
            total: report.tasks_total
        })),
        iterations: reports.reduce((total, report) => total + report.iterations, 0),
        tasksTotal: reports.reduce((total, report) => total + report.tasks_total, 0),
        tasksDone: reports.reduce((total, report) => total + report.tasks_done, 0),
        workRemaining: reports.flatMap(report => report.work_remaining),
        costUsd: costs.length > 0 ? costs.reduce((a, b) => a + b, 0) : null,
        ...(missing ? { missing } : {})
    };
}
/** The merged summary as markdown, for the final job's summary. */
function renderAggregate(aggregate) {
    const lines = [
        `## Ralph Loop shards: ${aggregate.status}`,
        '',
        ...(aggregate.missing
            ? [
                `**aborted**: Expected ${aggregate.missing.expected} shard reports, found ${aggregate.missing.found}: a shard without a report (it failed or was cancelled before writing one) makes the whole aborted.`,
                ''
            ]
            : []),
        `tasks **${aggregate.tasksDone}/${aggregate.tasksTotal}** done · iterations **${aggregate.iterations}**` +
            (aggregate.costUsd !== null ? ` · cost **$${aggregate.costUsd.toFixed(4)}**` : ''),
        '',
        '| shard | status | reason | iterations | tasks done |',
        '| --- | --- | --- | --- | --- |',
        ...aggregate.shards.map(s => `| ${s.shard} | ${s.status} | ${s.haltReason} | ${s.iterations} | ${s.done}/${s.total} |`)
    ];
    if (aggregate.workRemaining.length > 0) {
        lines.push('', `Work remaining: ${aggregate.workRemaining.slice(0, 50).join(', ')}`);
    }
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/checkpoint/store.ts
const REASONS = {
    file: {
        restore: 'checkpoint: file keeps the state dir on disk only; there is no cache to restore from',
        save: 'checkpoint: file is not a cache store; the state dir stays on disk'
    },
    none: {
        restore: 'checkpoint: none keeps no state between runs',
        save: 'checkpoint: none keeps no state between runs'
    }
};
/**
 * `checkpoint: file` or `none`: nothing leaves the disk, so restore is always a miss and save never
 * saves (`none` additionally writes no checkpoint; that is the loop's business, not the store's).
 */
function localStore(kind) {
    return {
        kind,
        nextKey: () => '',
        restore: () => Promise.resolve({ hit: false, reason: REASONS[kind].restore }),
        save: () => Promise.resolve({ saved: false, reason: REASONS[kind].save })
    };
}

;// CONCATENATED MODULE: ./src/config/config-error.ts
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

;// CONCATENATED MODULE: ./src/domain/keys.ts
/** The cache's limit on key length (@actions/cache rejects longer keys with a ValidationError). */
const MAX_KEY_LENGTH = 512;
/**
 * Room kept for the run suffix `-{runId}-{runAttempt}-{sequence}` when the key itself is long. The
 * restore prefix is cut to `MAX_KEY_LENGTH - SUFFIX_ROOM` so that every save key of the loop still
 * starts with it, whatever the length of the run id.
 */
const SUFFIX_ROOM = 64;
/**
 * Every cache key of the loop is made here: `base` then `suffix`, commas removed (the cache splits key
 * lists on them), at most `max` characters. The cut is taken from `base`, never from `suffix` (the
 * part that tells keys apart: a shard, a run), and never between the two halves of a surrogate pair,
 * which the cache service could not encode.
 */
function cacheKey(base, suffix = '', max = MAX_KEY_LENGTH) {
    const tail = suffix.replace(/,/g, '');
    // Only an absurd suffix, longer than the whole limit, is cut itself (from its start).
    if (tail.length >= max)
        return cutKeepingPairs(tail, max, 'start');
    return cutKeepingPairs(base.replace(/,/g, ''), max - tail.length, 'end') + tail;
}
/**
 * The prefix every checkpoint entry of a loop starts with: `{key}-`. Restore takes the newest entry
 * that starts with it. A key too long to leave room for a run suffix is cut to
 * `MAX_KEY_LENGTH - SUFFIX_ROOM` characters, which every `saveKey(key, …)` with a suffix of at most
 * `SUFFIX_ROOM` characters still starts with.
 */
function restorePrefix(key) {
    return cacheKey(`${key}-`, '', MAX_KEY_LENGTH - SUFFIX_ROOM);
}
/**
 * A unique key for one save: `{key}-{runId}-{runAttempt}`, plus `-{sequence}` from the second save
 * of a run on (entries are immutable, so a second save needs a new key).
 */
function saveKey(key, runId, runAttempt, sequence = 1) {
    return cacheKey(key, `-${runId}-${runAttempt}${sequence > 1 ? `-${sequence}` : ''}`);
}
function cutKeepingPairs(text, length, keep) {
    if (text.length <= length)
        return text;
    if (keep === 'end') {
        const last = text.charCodeAt(length - 1);
        return text.slice(0, isHighSurrogate(last) ? length - 1 : length);
    }
    const start = text.length - length;
    return text.slice(isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start);
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/** The ref the state of the loop with checkpoint key `key` is mirrored to (SPEC §8): `refs/ralph/state/{key}`. */
function stateRef(key) {
    return `refs/ralph/state/${refComponent(key)}`;
}
/**
 * Where a commit of the loop that the agent took out of the branch's history is kept (SPEC §10):
 * `refs/ralph/rescue/{key}/{n}`, `key` as in `stateRef`.
 */
function rescueRef(key, n) {
    return `refs/ralph/rescue/${refComponent(key)}/${refComponent(String(n))}`;
}
/** One ref component: what git refuses in a ref name (and `/`) becomes `-`. */
function refComponent(text) {
    const safe = text
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[.-]+|[.]+$/g, '')
        .replace(/\.lock$/, '-lock');
    return safe || 'loop';
}

;// CONCATENATED MODULE: ./src/config/names.ts
/** Names of the action's inputs, outputs and saved-state keys: the one place they are spelled (keep in step with action.yml). */
const names_Inputs = {
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
    MaxTotalCostUsd: 'max-total-cost-usd',
    FallbackAgent: 'fallback-agent',
    TokenPrices: 'token-prices',
    RateLimitWait: 'rate-limit-wait',
    VerifyCommand: 'verify-command',
    VerifyReport: 'verify-report',
    ProtectedPaths: 'protected-paths',
    // The review gate (SPEC §7).
    Review: 'review',
    ReviewCommand: 'review-command',
    ReviewPrompt: 'review-prompt',
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
    Branch: 'branch',
    PullRequest: 'pull-request',
    GithubToken: 'github-token',
    Base: 'base',
    // Questions answered in the pull request (SPEC §7)
    Questions: 'questions',
    // GitHub issues as the task list (SPEC §3).
    IssuesLabel: 'issues-label'
};
/** Flags of the local CLI that are no input of the action: the answer to the agent's question (SPEC §7). */
const CliFlags = {
    Answer: 'answer'
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
    Report: 'report',
    TotalCostUsd: 'total-cost-usd',
    PullRequestUrl: 'pull-request-url',
    PullRequestNumber: 'pull-request-number',
    // Questions answered in the pull request (SPEC §7)
    Question: 'question'
};
/** Keys the main step hands to the post step through `core.saveState`. */
const StateKeys = {
    PostNeeded: 'ralph-post-needed',
    StateDir: 'ralph-state-dir',
    CacheKey: 'ralph-cache-key',
    Workspace: 'ralph-workspace',
    PushBranch: 'ralph-push-branch',
    StateRef: 'ralph-state-ref',
    /** The keys and sha-256 digests of the credentials taken out of .git/config (JSON); never their values. */
    Credentials: 'ralph-credentials',
    /** 'true' when they were taken out of .git/config, and are to be put back. */
    CredentialsTaken: 'ralph-credentials-taken',
    /** 'true' once the main step put them back. */
    CredentialsRestored: 'ralph-credentials-restored',
    /** The HEAD the main step left: the post step pushes nothing if it moved. */
    HeadSha: 'ralph-head-sha',
    /** The sha-256 of the checkpoint the main step left ('' when there was none). */
    CheckpointDigest: 'ralph-checkpoint-digest',
    /** Where the post step keeps the main step's commit when it refuses to push. */
    RescueRef: 'ralph-rescue-ref'
};

;// CONCATENATED MODULE: ./src/config/read-run.ts



// Outside Actions the GITHUB_* variables are missing; 'local' keeps keys and ids readable.
const LOCAL = 'local';
/** Who is running: workflow, job, ref and run, from the GITHUB_* variables ('local' when missing). */
function read_run_runIdentity(env) {
    return {
        id: env.GITHUB_RUN_ID || LOCAL,
        attempt: env.GITHUB_RUN_ATTEMPT || '1',
        workflow: env.GITHUB_WORKFLOW || LOCAL,
        job: env.GITHUB_JOB || LOCAL,
        ref: env.GITHUB_REF_NAME || env.GITHUB_REF || LOCAL,
        repository: env.GITHUB_REPOSITORY || '',
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
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
/**
 * The checkpoint key prefix: `checkpoint-key` with `{workflow}`, `{job}` and `{ref}` filled in,
 * the shard suffix added, commas removed and cut to 512 characters. The cut is taken from the
 * base key so that the shard suffix always survives: two shards must never share a key.
 */
function checkpointKeyOf(raw, run, shard) {
    const parts = { workflow: run.workflow, job: run.job, ref: run.ref };
    const filled = raw.replace(/\{(workflow|job|ref)\}/g, (_, name) => parts[name]);
    const base = filled.replace(/,/g, '').trim();
    if (base === '') {
        throw new ConfigError(names_Inputs.CheckpointKey, raw, 'a cache key with a character other than a comma');
    }
    return cacheKey(base, shardSuffix(shard));
}
/**
 * How many shard reports the aggregate expects: the aggregate sub-action passes its `shards` input in
 * RALPH_SHARDS; undefined when it is not a positive whole number.
 */
function expectedShards(env) {
    const raw = env.RALPH_SHARDS ?? '';
    return /^[1-9][0-9]*$/.test(raw) ? Number(raw) : undefined;
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
        description: 'How to read the tasks: auto (by extension: .json, .md), json, markdown, command (a task CLI), github-issues.',
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
        default: 'claude: --permission-mode acceptEdits --allowedTools Bash; codex: --sandbox workspace-write; gemini: --approval-mode yolo',
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
    'max-total-cost-usd': {
        description: 'US dollars the loop may spend over all its runs; later runs halt before the agent until it is raised (0 = no limit).',
        default: '0'
    },
    'fallback-agent': {
        description: 'Preset (claude, codex or gemini) that runs the rest of a run after a usage limit would halt it.',
        default: ''
    },
    'token-prices': {
        description: 'USD per million tokens (input=N,output=N[,cached=N]) to price agents that report no cost (codex, gemini).',
        default: ''
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
    'protected-paths': {
        description: 'Globs (a line or comma each; none = off) of paths the agent may not change: such an iteration is undone and fails.',
        default: '.github/workflows/**'
    },
    review: {
        description: 'Review gate: who judges each task marked done before it counts: none, claude, codex, gemini or command.',
        default: 'none'
    },
    'review-command': {
        description: 'Shell command that reviews a task (review: command): exit 0 approves; the diff is in $RALPH_DIFF_FILE.',
        default: ''
    },
    'review-prompt': {
        description: 'Reviewer prompt template ({{task}}, {{task_id}}, {{diff}}, {{diff_file}}); the default asks for a verdict.',
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
    push: {
        description: 'Push the commits to branch (in Actions, with an origin remote, whenever commit is not none).',
        default: 'true in Actions unless commit is none, else false',
        computed: true
    },
    'push-every': { description: 'When to push: end (once, at the end of the run) or commit.', default: 'end' },
    branch: {
        description: 'The work branch: fetched from origin and checked out (or created) at the start, and pushed to.',
        default: 'ralph/{workflow} (plus -shard{i}of{n}) in Actions, else the current branch',
        computed: true
    },
    'pull-request': {
        description: 'Open, then keep up to date, one pull request from branch into base: none, draft or ready.',
        default: 'none'
    },
    'github-token': {
        description: 'Token for the pull request (needs pull-requests: write).',
        default: '${{ github.token }}'
    },
    base: {
        description: 'Base branch of the pull request.',
        default: 'the branch checked out before the switch',
        computed: true
    },
    // Questions answered in the pull request (SPEC §7)
    questions: {
        description: 'Let the agent ask a person: <question>…</question> halts the run (needs_input) until an answer comes.',
        default: 'true'
    },
    // GitHub issues as the task list (SPEC §3)
    'issues-label': {
        description: 'task-source github-issues: the label of the open issues that are the tasks.',
        default: 'ralph'
    }
};

;// CONCATENATED MODULE: ./src/config/flags.ts



const INPUT_NAMES = [...Object.values(names_Inputs), ...Object.values(CliFlags)];
/** Inputs that may be given as a bare flag meaning `true` (`--push`). */
const BOOLEAN_INPUTS = [names_Inputs.ForceRestart, names_Inputs.Push, names_Inputs.CommitNoVerify];
/** Other spellings accepted for an input: seed `000`'s `--subtasks`, and the singular `--hook`. */
const FLAG_ALIASES = {
    subtasks: names_Inputs.Tasks,
    hook: names_Inputs.Hooks
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
            input === names_Inputs.Hooks && inputs[input] !== undefined ? `${inputs[input]}\n${value}` : value;
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
    const input = inputOf(flag);
    if (input === undefined)
        throw unknownFlag(flag);
    return { input, inline };
}
/** The input a `--name` flag (without its value) stands for, directly or through an alias. */
function inputOf(flag) {
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    if (INPUT_NAMES.includes(name))
        return name;
    return Object.hasOwn(FLAG_ALIASES, name) ? FLAG_ALIASES[name] : undefined;
}
function isKnownFlag(word) {
    return inputOf(word.split('=')[0]) !== undefined || HELP_FLAGS.includes(word) || word === VERSION_FLAG;
}
function unknownFlag(flag) {
    const name = flag.replace(/^-+/, '');
    const closest = nearest(name, [...INPUT_NAMES, ...Object.keys(FLAG_ALIASES), 'help', 'version']);
    const hint = editDistance(name, closest) <= 2 ? ` Did you mean '--${closest}'?` : '';
    return new ConfigError(flag, flag, 'a known flag', `Unknown flag '${flag}'.${hint}`);
}
function missingValue(flag) {
    const expected = `a value: ${flag} <value> or ${flag}=<value>`;
    return new ConfigError(flag, '', expected, `Flag '${flag}' has no value, expected ${expected}.`);
}
/** The candidate nearest to `word` by edit distance; the first on a tie. */
function nearest(word, candidates) {
    return candidates.reduce((best, candidate) => editDistance(word, candidate) < editDistance(word, best) ? candidate : best);
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
                                          (RALPH_SHARDS=N: expect N reports, else aborted)

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
    rows.push(['--answer <text>', "A person's answer to the agent's open question (needs_input), for the next prompt."], ['-h, --help', 'Show this help.'], ['--version', 'Show the version.']);
    const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
    const lines = rows.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`);
    return `${USAGE}\n\nFlags:\n${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/config/environment.ts
/**
 * The runner's control channel (SPEC §4): what lets a process write the cache, ask for an OIDC token,
 * or speak to later steps through the runner's files. The agent is untrusted code, so neither it nor
 * the verify command, the hooks, the task CLI or git (whose hooks the agent can write) receive these.
 */
const CONTROL_CHANNEL = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RUNTIME_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_URL',
    'ACTIONS_CACHE_SERVICE_V2',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY'
];
/**
 * The environment of every child the loop starts: the step's environment without the control channel
 * and without the action's own inputs (`INPUT_*`: `github-token` defaults to the job's token).
 * Variables the user put in the step's `env:` (an API key, `GH_TOKEN`) pass unchanged.
 */
function fencedEnv(env) {
    const control = new Set(CONTROL_CHANNEL);
    return Object.fromEntries(Object.entries(env).filter(([name]) => !control.has(name) && !name.startsWith('INPUT_')));
}
/** Names whose values are secrets (SPEC §4). */
const SECRET_NAME = /(?:_API_KEY|_TOKEN|_SECRET|_PASSWORD)$/;
const SECRET_NAMES = new Set(['CLAUDE_CODE_OAUTH_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']);
/** Shorter values are not masked: `***` everywhere a 3-letter word appears would hide more than it protects. */
const MIN_SECRET_LENGTH = 8;
/**
 * The values to mask in the log and to replace by `***` in every file the loop writes: those of the
 * secret-like variables of the whole environment (the control channel's token included) and any
 * `extra` value (the `github-token` input), 8 characters or longer, longest first.
 */
function secretValues(env, extra = []) {
    const named = Object.entries(env)
        .filter(([name]) => SECRET_NAME.test(name) || SECRET_NAMES.has(name))
        .map(([, value]) => value);
    const values = [...named, ...extra].filter((value) => value !== undefined && value.length >= MIN_SECRET_LENGTH);
    return [...new Set(values)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/domain/path-glob.ts
/**
 * The globs of `protected-paths` (SPEC §7), relative to the workspace, with `/` between folders:
 * - `*` is any run of characters but `/`, dotfiles included (a hidden file is no less protected);
 * - `?` is one character but `/`;
 * - `**` as a whole segment is any number of folders, none included: `a/**` is `a` and all inside it;
 * - a pattern that names a folder (`docs`, `docs/`) protects all that is inside it;
 * - a leading `/` or `./` is dropped: every pattern starts at the workspace.
 */
function globMatcher(patterns) {
    const regexps = patterns.map(pattern => globRegExp(normalizeGlob(pattern)));
    // The regexps match each segment with the `/` before it, the first one too.
    return path => regexps.some(regexp => regexp.test(`/${path}`));
}
/** A pattern as it is matched: no leading `/` or `./`, no trailing `/`, no empty segment. */
function normalizeGlob(pattern) {
    return pattern
        .trim()
        .replace(/^(?:\.?\/)+/, '')
        .split('/')
        .filter(segment => segment !== '' && segment !== '.')
        .join('/');
}
/**
 * Why a pattern cannot be used, or undefined when it can: it must stay inside the workspace and
 * name something in it (`**` alone, or `/`, would protect the task file and every change).
 */
function globProblem(pattern) {
    const normal = normalizeGlob(pattern);
    if (normal === '')
        return 'a path or glob in the workspace, not an empty one or `/`';
    if (normal.split('/').includes('..'))
        return 'a path or glob inside the workspace, without `..`';
    if (/^[*/]+$/.test(normal))
        return 'a glob that leaves the task file and the work free, not one that matches every path';
    if (/^[A-Za-z]:/.test(normal) || normal.includes('\\'))
        return 'a glob with `/` between folders';
    return undefined;
}
/**
 * The folders to look in for files that may match (each pattern's segments before its first
 * wildcard), so that `.github/workflows/**` reads one folder and never walks the whole workspace.
 * '' when a pattern starts with a wildcard.
 */
function globRoots(patterns) {
    const roots = patterns.map(pattern => {
        const segments = normalizeGlob(pattern).split('/');
        const fixed = segments.findIndex(segment => /[*?]/.test(segment));
        return (fixed < 0 ? segments : segments.slice(0, fixed)).join('/');
    });
    // A root inside another is walked with it.
    const unique = [...new Set(roots)].sort();
    return unique.filter(root => !unique.some(other => other !== root && inside(root, other)));
}
function inside(path, folder) {
    return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
function globRegExp(pattern) {
    // `**` is any number of segments, none included.
    const segments = pattern.split('/').map(part => (part === '**' ? '(?:/[^/]+)*' : `/${segmentSource(part)}`));
    // Whatever names a folder protects what is inside it.
    return new RegExp(`^${segments.join('')}(?:/.*)?$`, 's');
}
function segmentSource(segment) {
    let source = '';
    for (const char of segment) {
        if (char === '*')
            source += '[^/]*';
        else if (char === '?')
            source += '[^/]';
        else
            source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return source;
}

;// CONCATENATED MODULE: ./src/ports/checkpoint-store.ts
/** Where the state dir is kept: the Actions cache, the disk alone, or nowhere (the `checkpoint` input). */
const STORE_KINDS = ['cache', 'file', 'none'];

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
    'onInterrupted',
    // The review gate (SPEC §7): once per task a reviewer did not approve.
    'onReviewReject'
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
            throw new ConfigError(names_Inputs.Hooks, line, `lines of the form 'event: command' (${where} has no ':')`);
        }
        const name = line.slice(0, colon).trim();
        const command = line.slice(colon + 1).trim();
        const event = HOOK_EVENTS.find(e => e.toLowerCase() === name.toLowerCase());
        if (event === undefined) {
            throw new ConfigError(names_Inputs.Hooks, line, `an event before the ':' on ${where}, one of ${HOOK_EVENTS.join(', ')}`);
        }
        if (command === '')
            throw new ConfigError(names_Inputs.Hooks, line, `a command after '${event}:' on ${where}`);
        hooks.push({ event, command });
    }
    return hooks;
}
/** The `fail-on` input: a comma list of statuses (spaces and case tolerated, duplicates dropped) or `none`. */
function parseFailOn(raw) {
    const expected = `a comma list of statuses (${outcomes/* STATUSES */.f.join(', ')}) or none`;
    const items = raw
        .split(',')
        .map(item => item.trim().toLowerCase())
        .filter(item => item !== '');
    if (items.length === 1 && items[0] === 'none')
        return [];
    const statuses = items.map(item => outcomes/* STATUSES */.f.find(s => s === item));
    if (items.length === 0 || statuses.includes(undefined))
        throw new ConfigError(names_Inputs.FailOn, raw, expected);
    return [...new Set(statuses)];
}
/**
 * The `protected-paths` input (SPEC §7): globs relative to the workspace, one a line or separated by
 * commas (blank lines and `#` lines skipped, duplicates dropped), or `none` for no protection.
 */
function parseProtectedPaths(raw) {
    const items = raw
        .split(/\r?\n|,/)
        .map(item => item.trim())
        .filter(item => item !== '' && !item.startsWith('#'));
    if (items.length === 1 && items[0].toLowerCase() === 'none')
        return [];
    for (const item of items) {
        const problem = globProblem(item);
        if (problem)
            throw new ConfigError(names_Inputs.ProtectedPaths, item, problem);
    }
    return [...new Set(items.map(normalizeGlob))];
}
/** The `shard` input `i/n`: 1-based index and count, 1 ≤ i ≤ n. */
function parseShard(raw) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    const valid = Number.isSafeInteger(index) && Number.isSafeInteger(count) && index >= 1 && index <= count;
    if (!valid)
        throw new ConfigError(names_Inputs.Shard, raw, "'i/n' with whole numbers 1 ≤ i ≤ n, such as 1/3");
    return { index, count };
}
/** The `commit-author` input `Name <email>`, as git writes an identity. */
function parseCommitAuthor(raw) {
    const match = /^([^<>]+?)\s*<([^<>\s]+)>$/.exec(raw);
    if (match === null) {
        throw new ConfigError(names_Inputs.CommitAuthor, raw, "'Name <email>', such as 'Ralph <ralph@example.com>'");
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
/** An input's value or, when it is not set, its plain default in INPUT_DOCS (never a computed one). */
function orDefault(get, input) {
    return get(input) ?? INPUT_DOCS[input].default;
}

;// CONCATENATED MODULE: ./src/config/shell-words.ts
/** Thrown by `splitShellWords` for text a shell would not accept; the message says where the problem is. */
class ShellWordsError extends Error {
    name = 'ShellWordsError';
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
                throw new ShellWordsError(`the single quote at character ${i + 1} is never closed`);
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
    throw new ShellWordsError(`the double quote at character ${start + 1} is never closed`);
}

;// CONCATENATED MODULE: ./src/config/read-agent.ts




const AGENTS = ['claude', 'codex', 'gemini', 'command'];
const PRESETS = ['claude', 'codex', 'gemini'];
/**
 * `agent-args` when not set: each preset edits files and runs shell commands without asking (an
 * unattended run has no one to ask). Claude Code refuses `--dangerously-skip-permissions` as root,
 * so it gets edits plus the Bash tool; `codex exec` alone is read-only; non-interactive gemini
 * refuses every tool call that needs approval. docs/agents.md says why and how to narrow them.
 */
const DEFAULT_AGENT_ARGS = {
    claude: '--permission-mode acceptEdits --allowedTools Bash',
    codex: '--sandbox workspace-write',
    gemini: '--approval-mode yolo'
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
    const fallback = get(names_Inputs.FallbackAgent);
    const fallbackAgent = fallback === undefined ? undefined : parseChoice(names_Inputs.FallbackAgent, fallback, PRESETS);
    return { ...readMain(get, warnings), fallbackAgent };
}
function readMain(get, warnings) {
    const agent = parseChoice(names_Inputs.Agent, orDefault(get, names_Inputs.Agent), AGENTS);
    const model = get(names_Inputs.Model);
    const agentCommand = get(names_Inputs.AgentCommand);
    const agentBinary = get(names_Inputs.AgentBinary);
    if (agent === 'command') {
        if (agentCommand === undefined) {
            const expected = 'a shell command to run as the agent, required with agent: command';
            throw new ConfigError(names_Inputs.AgentCommand, '', expected, `Input 'agent-command' is not set, expected ${expected}.`);
        }
        if (agentBinary !== undefined) {
            warnings.push(`Input 'agent-binary' (${showValue(agentBinary)}) is ignored with agent: command, which runs 'agent-command' with bash.`);
        }
        const agentArgs = splitArgs(get(names_Inputs.AgentArgs) ?? '');
        return { agent, agentCommand, agentArgs, agentBinary: 'bash', model };
    }
    if (agentCommand !== undefined) {
        warnings.push(`Input 'agent-command' is ignored with agent: ${agent}; set agent: command to run it instead.`);
    }
    let agentArgs = splitArgs(get(names_Inputs.AgentArgs) ?? DEFAULT_AGENT_ARGS[agent]);
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
        throw new ConfigError(names_Inputs.AgentArgs, raw, expected);
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

;// CONCATENATED MODULE: ./src/domain/slug.ts
/** Longest slug an id is made from; a de-duplication suffix may follow it. */
const MAX_SLUG_LENGTH = 64;
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

;// CONCATENATED MODULE: ./src/config/read-git.ts






/**
 * The inputs that keep the work in git (SPEC §10). In Actions everything not pushed is lost with the
 * runner, so there the defaults keep the work with no setting: `commit: task`, `push: true` (unless
 * `commit: none`) and the work branch `ralph/{workflow}` (plus the shard). Outside Actions the loop
 * neither commits nor switches branches unless told to.
 */
function readGit(get, context) {
    const { inActions } = context;
    const commit = optional(get, names_Inputs.Commit, inActions ? 'task' : 'none', (input, raw) => parseChoice(input, raw, ['none', 'task', 'iteration']));
    const pushInput = get(names_Inputs.Push);
    const branchInput = get(names_Inputs.Branch);
    if (branchInput !== undefined)
        checkBranch(names_Inputs.Branch, branchInput);
    const base = get(names_Inputs.Base);
    if (base !== undefined)
        checkBranch(names_Inputs.Base, base);
    return {
        commit,
        commitMessage: orDefault(get, names_Inputs.CommitMessage),
        commitAuthor: parseCommitAuthor(orDefault(get, names_Inputs.CommitAuthor)),
        commitNoVerify: parseBoolean(names_Inputs.CommitNoVerify, orDefault(get, names_Inputs.CommitNoVerify)),
        push: pushInput === undefined ? inActions && commit !== 'none' : parseBoolean(names_Inputs.Push, pushInput),
        pushIsDefault: pushInput === undefined,
        pushEvery: parseChoice(names_Inputs.PushEvery, orDefault(get, names_Inputs.PushEvery), ['end', 'commit']),
        branch: branchInput ?? (inActions ? defaultBranch(context.workflow, context.shard) : undefined),
        branchIsDefault: branchInput === undefined,
        pullRequest: parseChoice(names_Inputs.PullRequest, orDefault(get, names_Inputs.PullRequest), [
            'none',
            'draft',
            'ready'
        ]),
        // The action passes `${{ github.token }}` by default; the CLI reads the usual variables.
        githubToken: get(names_Inputs.GithubToken) ?? (context.env.GITHUB_TOKEN || context.env.GH_TOKEN || undefined),
        base
    };
}
/** `ralph/{workflow}` with the workflow's name as a slug, plus `-shard{i}of{n}`. */
function defaultBranch(workflow, shard) {
    return `ralph/${slugify(workflow) || 'loop'}${shardSuffix(shard)}`;
}
/**
 * A branch name git accepts (the rules of `git check-ref-format --branch`) that cannot be taken for an
 * option; anything else is an input error, before git ever sees it.
 */
function checkBranch(input, name) {
    const problem = branchProblem(name);
    if (problem)
        throw new ConfigError(input, name, `a valid branch name, such as ralph/nightly (${problem})`);
}
/** Why `name` is not a valid branch name, or undefined when it is. */
function branchProblem(name) {
    if (name.startsWith('-'))
        return 'it must not start with -';
    if (name === '@' || name === 'HEAD')
        return `${name} names no branch`;
    // Control characters, space and the characters git reserves for revision syntax.
    if (/[\p{Cc} ~^:?*[\\]/u.test(name))
        return 'no spaces, control characters or any of ~ ^ : ? * [ \\';
    if (name.includes('..') || name.includes('@{'))
        return 'no .. and no @{';
    if (name.startsWith('/') || name.endsWith('/') || name.endsWith('.') || name.includes('//'))
        return 'no empty part, no . at the end';
    if (name.split('/').some(part => part.startsWith('.') || part.endsWith('.lock')))
        return 'no part may start with . or end with .lock';
    return undefined;
}
/**
 * What the post step pushes with: `github-token` as the runner passes it, and the server it belongs to.
 * The post step reads no other input.
 */
function postGitToken(env = process.env) {
    return {
        githubToken: (env[`INPUT_${Inputs.GithubToken.toUpperCase()}`] ?? '').trim(),
        serverUrl: runIdentity(env).serverUrl
    };
}

;// CONCATENATED MODULE: ./src/config/read-cost.ts



const EXPECTED = 'input=N,output=N[,cached=N]: US dollars per million tokens, each a number ≥ 0';
/** Presets whose output carries tokens but no cost: their cost comes from `token-prices` (SPEC §4). */
const REPORT_NO_COST = ['codex', 'gemini'];
/**
 * `token-prices`, and the rule that a cost cap needs a cost: `max-cost-usd` or `max-total-cost-usd`
 * with codex or gemini and no `token-prices` would never halt, so it is an input error.
 */
function readCost(get, read) {
    const tokenPrices = optional(get, names_Inputs.TokenPrices, undefined, (_, raw) => parseTokenPrices(raw));
    // A fallback that reports no cost would leave the cap blind for the rest of a run, too.
    const blind = [read.agent, read.fallbackAgent].find(agent => agent && REPORT_NO_COST.includes(agent));
    if (tokenPrices === undefined && blind) {
        const cap = read.maxCostUsd > 0 ? names_Inputs.MaxCostUsd : read.maxTotalCostUsd > 0 ? names_Inputs.MaxTotalCostUsd : undefined;
        if (cap !== undefined) {
            throw new ConfigError(names_Inputs.TokenPrices, '', EXPECTED, `Input '${cap}' is set but ${blind === read.agent ? 'agent' : 'fallback-agent'}: ${blind} reports tokens, not dollars, so the cap would never apply. ` +
                `Set 'token-prices' (e.g. input=1.25,output=10,cached=0.125, US dollars per million tokens) or remove '${cap}'.`);
        }
    }
    return { tokenPrices };
}
/** `input=1.25,output=10,cached=0.125`: input and output required, cached defaults to input. */
function parseTokenPrices(raw) {
    const fail = () => {
        throw new ConfigError(names_Inputs.TokenPrices, raw, EXPECTED);
    };
    const prices = {};
    for (const part of raw.split(',')) {
        const [key = '', value = '', extra] = part.split('=').map(word => word.trim());
        if (extra !== undefined || !['input', 'output', 'cached'].includes(key) || key in prices)
            fail();
        const price = Number(value);
        if (value === '' || !Number.isFinite(price) || price < 0)
            fail();
        prices[key] = price;
    }
    if (prices.input === undefined || prices.output === undefined)
        fail();
    const input = prices.input ?? 0;
    return { input, output: prices.output ?? 0, cached: prices.cached ?? input };
}

;// CONCATENATED MODULE: ./src/config/read-limits.ts


/** The numeric inputs: counts, thresholds, budgets and durations (SPEC §6), durations in milliseconds. */
function readLimits(get) {
    const read = (input, parse, rule) => parse(input, orDefault(get, input), rule);
    return {
        maxIterations: read(names_Inputs.MaxIterations, parseInteger, { min: 1, expected: 'an integer ≥ 1' }),
        iterationsPerRun: read(names_Inputs.IterationsPerRun, parseInteger, {
            min: 0,
            expected: 'an integer ≥ 0 (0 = no limit)'
        }),
        maxAttempts: read(names_Inputs.MaxAttempts, parseInteger, {
            min: 1,
            max: 10,
            expected: 'an integer from 1 to 10'
        }),
        stuckThreshold: read(names_Inputs.StuckThreshold, parseInteger, {
            min: 0,
            expected: 'an integer ≥ 0 (0 = off)'
        }),
        noProgressLimit: read(names_Inputs.NoProgressLimit, parseInteger, {
            min: 0,
            expected: 'an integer ≥ 0 (0 = off)'
        }),
        contextWindow: read(names_Inputs.ContextWindow, parseInteger, {
            min: 0,
            expected: 'an integer number of tokens ≥ 0 (0 = no context check)'
        }),
        contextThreshold: read(names_Inputs.ContextThreshold, parseDecimal, {
            min: 0,
            minExclusive: true,
            max: 1,
            expected: 'a number greater than 0 and at most 1'
        }),
        timeBudgetMs: read(names_Inputs.TimeBudget, parseMinutes, {
            min: 0,
            minExclusive: true,
            expected: 'a number of minutes greater than 0'
        }),
        iterationTimeoutMs: read(names_Inputs.IterationTimeout, parseMinutes, {
            min: 0,
            minExclusive: true,
            expected: 'a number of minutes greater than 0'
        }),
        maxCostUsd: read(names_Inputs.MaxCostUsd, parseDecimal, {
            min: 0,
            expected: 'a number of US dollars ≥ 0 (0 = no limit)'
        }),
        maxTotalCostUsd: read(names_Inputs.MaxTotalCostUsd, parseDecimal, {
            min: 0,
            expected: 'a number of US dollars ≥ 0 (0 = no limit)'
        }),
        rateLimitWaitMs: read(names_Inputs.RateLimitWait, parseMinutes, {
            min: 0,
            expected: 'a number of minutes ≥ 0 (0 = never wait)'
        })
    };
}

;// CONCATENATED MODULE: ./src/config/read-review.ts



const REVIEWERS = ['none', 'claude', 'codex', 'gemini', 'command'];
/**
 * The arguments a preset reviewer runs with (SPEC §7): read-only where the CLI allows it, since a
 * reviewer judges the work and must not change it. Claude Code gets only its reading tools; codex
 * its read-only sandbox; gemini its default approval mode, in which a non-interactive run refuses
 * every tool call that needs approval (edits, shell commands). docs/completion.md says so.
 */
const REVIEW_AGENT_ARGS = {
    claude: ['--tools', 'Read,Grep,Glob'],
    codex: ['--sandbox', 'read-only'],
    gemini: ['--approval-mode', 'default']
};
/**
 * `review`, `review-command` and `review-prompt` (SPEC §6, §7). `review: command` needs
 * `review-command`; a review command or prompt without a gate to use it is a warning, and so is a
 * gate over a task CLI, which reports counts and no ids to review.
 */
function readReview(get, taskSource, warnings) {
    const review = parseChoice(names_Inputs.Review, orDefault(get, names_Inputs.Review), REVIEWERS);
    const reviewCommand = get(names_Inputs.ReviewCommand);
    const reviewPrompt = get(names_Inputs.ReviewPrompt);
    if (review === 'command' && reviewCommand === undefined) {
        const expected = 'a shell command that reviews one task, required with review: command';
        throw new ConfigError(names_Inputs.ReviewCommand, '', expected, `Input 'review-command' is not set, expected ${expected} (exit 0 approves; the task's diff is in $RALPH_DIFF_FILE). ` +
            'Set it, or choose a preset reviewer: review: claude, codex or gemini.');
    }
    if (review !== 'command' && reviewCommand !== undefined)
        warnings.push(`Input 'review-command' is ignored with review: ${review}; set review: command to run it.`);
    if (review === 'none' && reviewPrompt !== undefined)
        warnings.push("Input 'review-prompt' is ignored with review: none; set 'review' to use the review gate.");
    if (review !== 'none' && taskSource === 'command')
        warnings.push(`Input 'review' (${review}) has no effect with task-source: command: a task CLI reports counts, not the tasks it finished.`);
    return { review, reviewCommand: review === 'command' ? reviewCommand : undefined, reviewPrompt };
}

;// CONCATENATED MODULE: ./src/config/read-tasks.ts




const SOURCE_CHOICES = ['auto', 'json', 'markdown', 'command', 'github-issues'];
/** The json plan the loop keeps of the labelled issues, in the state dir (SPEC §3). */
const ISSUES_FILE = 'issues.json';
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
function readTaskSource(get, workspace, mode, stateDir) {
    const taskCommands = {
        peek: orDefault(get, names_Inputs.TaskPeekCommand),
        status: orDefault(get, names_Inputs.TaskStatusCommand),
        active: orDefault(get, names_Inputs.TaskActiveCommand),
        fail: orDefault(get, names_Inputs.TaskFailCommand)
    };
    const kind = parseChoice(names_Inputs.TaskSource, orDefault(get, names_Inputs.TaskSource), SOURCE_CHOICES);
    const rawTasks = get(names_Inputs.Tasks);
    const label = orDefault(get, names_Inputs.IssuesLabel);
    if (kind === 'command' || kind === 'github-issues') {
        if (rawTasks !== undefined) {
            const why = kind === 'command'
                ? 'a task CLI reads no file'
                : `the loop keeps the issues in ${stateDir}/${ISSUES_FILE}`;
            throw new ConfigError(names_Inputs.Tasks, rawTasks, `no task file with task-source: ${kind}`, `Inputs 'tasks' ('${rawTasks}') and 'task-source: ${kind}' exclude each other: ${why}. ` +
                `Expected one of them: remove 'tasks', or set 'task-source' to auto, json or markdown.`);
        }
        if (kind === 'command')
            return { tasks: undefined, taskSource: 'command', taskCommands, githubIssues: undefined };
        // The agent edits the issues as any json plan; the loop alone reads and writes GitHub.
        return { tasks: `${stateDir}/${ISSUES_FILE}`, taskSource: 'json', taskCommands, githubIssues: { label } };
    }
    if (rawTasks === undefined) {
        // Plan mode may run without a source; an explicit json/markdown source still needs its file.
        if (mode === 'plan' && kind === 'auto')
            return { tasks: undefined, taskSource: undefined, taskCommands, githubIssues: undefined };
        const expected = kind === 'auto'
            ? 'the path of a task file in the workspace (or task-source: command for a task CLI, or mode: plan)'
            : `the path of a task file in the workspace, which task-source: ${kind} reads`;
        throw new ConfigError(names_Inputs.Tasks, '', expected, `Input 'tasks' is not set, expected ${expected}.`);
    }
    const tasks = parseWorkspacePath(names_Inputs.Tasks, rawTasks, workspace);
    return {
        tasks,
        taskSource: kind === 'auto' ? sourceByExtension(tasks) : kind,
        taskCommands,
        githubIssues: undefined
    };
}
function sourceByExtension(tasks) {
    const source = SOURCE_BY_EXTENSION[external_node_path_default().extname(tasks).toLowerCase()];
    if (source !== undefined)
        return source;
    throw new ConfigError(names_Inputs.TaskSource, 'auto', 'json or markdown', `Input 'task-source' is 'auto', but 'tasks' ('${tasks}') does not end in .json, .md or .markdown. ` +
        `Expected 'task-source' set to json or markdown to say how to read it.`);
}

;// CONCATENATED MODULE: ./src/config/unknown-inputs.ts


const DECLARED = Object.values(names_Inputs);
/**
 * One warning per `INPUT_*` variable that names no input of action.yml (a misspelled `with:` key such
 * as `max-iteration: 2` is otherwise ignored in silence), naming the closest declared input (underscores
 * read as dashes). The runner names the variable `INPUT_` + the key upper-cased, spaces as `_`, dashes kept.
 */
function unknownInputWarnings(env) {
    const declared = new Set(DECLARED.map(name => `INPUT_${name.toUpperCase()}`));
    return Object.keys(env)
        .filter(variable => variable.startsWith('INPUT_') && !declared.has(variable))
        .sort()
        .map(variable => {
        const key = variable.slice('INPUT_'.length).toLowerCase();
        return (`Input '${key}' (${variable}) is not an input of this action and is ignored. ` +
            `Did you mean '${nearest(key.replace(/_/g, '-'), DECLARED)}'? Fix its name under 'with:'.`);
    });
}

;// CONCATENATED MODULE: ./src/config/warnings.ts


/**
 * Valid combinations of inputs that probably do not do what the user meant. They are reported,
 * not refused: the run can go on, but the user should hear about it before it does.
 */
function configWarnings(config) {
    const warnings = [];
    // The checkpoint outlives the runner in the cache; the agent's work only does through git.
    if (config.inActions && config.checkpoint === 'cache' && config.commit === 'none') {
        warnings.push("Inputs 'checkpoint: cache' and 'commit: none': the checkpoint is kept, but the work will not survive the runner. " +
            "Set 'commit' to task or iteration, and 'push: true', to keep it.");
    }
    if (config.verifyReport !== undefined && config.verifyCommand === undefined) {
        warnings.push("Input 'verify-report' has no effect without 'verify-command', which writes the report.");
    }
    // The runner passes the action's default as if it were set: only another value is the user's.
    const thresholdSet = config.contextThreshold !== Number(INPUT_DOCS[names_Inputs.ContextThreshold].default);
    if (thresholdSet && config.contextWindow === 0) {
        warnings.push("Input 'context-threshold' has no effect while 'context-window' is 0 (no context check).");
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/config/workspace-paths.ts



/**
 * Throws a ConfigError naming `input` when the workspace path `relative` (already inside the workspace
 * by its name) leads out of it through a symbolic link: a committed `p.md -> /proc/self/environ` would
 * hand the loop's own environment to the agent (SPEC §8).
 */
function checkResolvesInside(input, raw, relative, workspace, realPath) {
    const real = realPath(external_node_path_default().join(workspace, relative));
    const inside = external_node_path_default().relative(realPath(workspace), real);
    if (inside === '..' || inside.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(inside)) {
        throw new ConfigError(input, raw, `a path inside the workspace (${workspace})`, `Input '${input}' ('${raw}') resolves to ${real} through a symbolic link, outside the workspace ` +
            `(${workspace}). Expected a path inside the workspace: point '${input}' at a file or folder in it, ` +
            'not at a link out of it.');
    }
    return inside;
}
/**
 * `state-dir` checked where it really is (SPEC §8): inside the workspace after its links are resolved
 * (the real path of its nearest existing folder), not the workspace itself, and not `.git` or a folder
 * in it, where the loop's files would be written into the repository's own database.
 */
function checkStateDir(raw, relative, workspace, realPath) {
    const real = checkResolvesInside(names_Inputs.StateDir, raw, relative, workspace, realPath);
    const expected = 'a folder of its own inside the workspace, not .git or a folder in it (default .ralph)';
    if (real === '') {
        throw new ConfigError(names_Inputs.StateDir, raw, expected, `Input 'state-dir' ('${raw}') resolves to the workspace itself. Expected ${expected}.`);
    }
    if ([relative, real].some(name => name.split((external_node_path_default()).sep)[0] === '.git')) {
        throw new ConfigError(names_Inputs.StateDir, raw, expected, `Input 'state-dir' ('${raw}') is inside .git, the repository's own files. Expected ${expected}.`);
    }
}

;// CONCATENATED MODULE: ./src/config/read-config.ts


















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
    const inWorkspace = (input, raw) => parseWorkspacePath(input, raw, workspace);
    const warnings = [];
    const mode = parseChoice(names_Inputs.Mode, orDefault(get, names_Inputs.Mode), ['build', 'plan']);
    const shard = optional(get, names_Inputs.Shard, undefined, (_, raw) => parseShard(raw));
    const run = read_run_runIdentity(env);
    const stateDir = inWorkspace(names_Inputs.StateDir, orDefault(get, names_Inputs.StateDir));
    const taskSource = readTaskSource(get, workspace, mode, stateDir);
    const agent = readAgent(get, warnings);
    const prompt = readPrompt(get, source, workspace);
    const limits = readLimits(get);
    const config = {
        workspace,
        inActions,
        ...taskSource,
        ...agent,
        prompt,
        mode,
        completionPromise: orDefault(get, names_Inputs.CompletionPromise),
        ...limits,
        ...readCost(get, { ...agent, ...limits }),
        verifyCommand: get(names_Inputs.VerifyCommand),
        verifyReport: optional(get, names_Inputs.VerifyReport, undefined, inWorkspace),
        protectedPaths: parseProtectedPaths(orDefault(get, names_Inputs.ProtectedPaths)),
        ...readReview(get, taskSource.taskSource, warnings),
        checkpoint: optional(get, names_Inputs.Checkpoint, inActions ? 'cache' : 'file', (input, raw) => parseChoice(input, raw, STORE_KINDS)),
        checkpointKey: checkpointKeyOf(orDefault(get, names_Inputs.CheckpointKey), run, shard),
        resume: parseChoice(names_Inputs.Resume, orDefault(get, names_Inputs.Resume), ['auto', 'never']),
        forceRestart: parseBoolean(names_Inputs.ForceRestart, orDefault(get, names_Inputs.ForceRestart)),
        stateDir,
        hooks: parseHooks(orDefault(get, names_Inputs.Hooks)),
        failOn: parseFailOn(orDefault(get, names_Inputs.FailOn)),
        questions: parseBoolean(names_Inputs.Questions, orDefault(get, names_Inputs.Questions)),
        // A flag of the CLI only: in Actions the answer is a comment on the pull request.
        answer: inActions ? undefined : source.getInput(CliFlags.Answer).trim() || undefined,
        shard,
        ...readGit(get, { inActions, workflow: run.workflow, shard, env }),
        agentId: agentIdOf(run, shard),
        run,
        env: fencedEnv(env),
        secrets: [],
        apiTimeoutMs: secondsOf(env.RALPH_API_TIMEOUT, 30_000),
        cache: {
            timeoutMs: secondsOf(env.RALPH_CACHE_TIMEOUT, 60_000),
            readOnly: env.ACTIONS_CACHE_MODE?.trim().toLowerCase() === 'read',
            hasToken: Boolean(env.ACTIONS_RUNTIME_TOKEN)
        }
    };
    config.secrets = secretValues(env, [config.githubToken]);
    checkStateDir(orDefault(get, names_Inputs.StateDir), config.stateDir, workspace, source.realPath);
    checkProtectedPaths(config);
    warnings.push(...configWarnings(config));
    if (inActions)
        warnings.push(...unknownInputWarnings(env));
    return { config, warnings };
}
/** A task file under `protected-paths` could never be marked done: every such iteration would fail (SPEC §7). */
function checkProtectedPaths(config) {
    const tasks = config.tasks;
    if (tasks === undefined || !globMatcher(config.protectedPaths)(tasks))
        return;
    const value = config.protectedPaths.join(', ');
    throw new ConfigError(names_Inputs.ProtectedPaths, value, 'globs that leave the task file free', `Input 'protected-paths' ('${value}') matches the task file ${tasks}: no iteration could mark a task done. ` +
        'Expected globs that leave the task file free: list the folders the verify command runs instead.');
}
/** A time limit in seconds from the environment (`RALPH_CACHE_TIMEOUT`, `RALPH_API_TIMEOUT`), in ms; else `fallbackMs`. */
function secondsOf(value, fallbackMs) {
    const seconds = Number(value);
    return value && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : fallbackMs;
}
/** `prompt`, or the contents of `prompt-file` (not both); undefined for the built-in prompt. */
function readPrompt(get, { readFile, realPath }, workspace) {
    const prompt = get(names_Inputs.Prompt);
    const promptFile = get(names_Inputs.PromptFile);
    if (promptFile === undefined)
        return prompt;
    if (prompt !== undefined) {
        throw new ConfigError(names_Inputs.PromptFile, promptFile, "only one of 'prompt' and 'prompt-file'", `Inputs 'prompt' and 'prompt-file' ('${promptFile}') are both set. ` +
            `Expected only one of them: remove 'prompt' or 'prompt-file'.`);
    }
    const named = parseWorkspacePath(names_Inputs.PromptFile, promptFile, workspace);
    const relative = checkResolvesInside(names_Inputs.PromptFile, promptFile, named, workspace, realPath);
    let text;
    try {
        text = readFile(external_node_path_default().join(workspace, relative));
    }
    catch (error) {
        const reason = error.code ?? (error instanceof Error ? error.message : String(error));
        throw new ConfigError(names_Inputs.PromptFile, promptFile, `a readable file in the workspace (reading it failed: ${reason})`);
    }
    if (text.trim() === '')
        throw new ConfigError(names_Inputs.PromptFile, promptFile, 'a file with a prompt in it, not an empty one');
    return text;
}

// EXTERNAL MODULE: ./src/domain/state.ts
var domain_state = __nccwpck_require__(781);
;// CONCATENATED MODULE: ./src/loop/rules/decide.ts
/**
 * SPEC §5 step 4, first match wins, after SPEC §7: an iteration that changed a protected path fails
 * whatever else it did. Rate limits and interruptions are decided before this.
 */
function classify(facts) {
    if (facts.protectedChanged.length > 0)
        return 'failed';
    if (facts.sourceError !== '')
        return 'failed';
    if (facts.doneCount > 0 || facts.sizeAfter < facts.sizeBefore || facts.promised)
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

;// CONCATENATED MODULE: ./src/tasks/remaining.ts
/**
 * What a list of tasks says of the work: the tasks, the ids of those not done in the order given (work
 * order when it comes from `parsePlan`), how many, and the counts.
 */
function workOf(tasks) {
    const remaining = tasks.filter(task => task.state !== 'done').map(task => task.id);
    return {
        tasks,
        remaining,
        size: remaining.length,
        counts: { total: tasks.length, done: tasks.length - remaining.length }
    };
}

;// CONCATENATED MODULE: ./src/loop/rules/held-marks.ts


/**
 * The work as the loop counts it (SPEC §7): a task whose done mark is held (marked in an iteration
 * that changed a protected path, or not approved by the review gate) is open, whatever the task file says.
 */
function holdView(view, held) {
    if (held.length === 0)
        return view;
    const holding = new Set(held);
    const tasks = view.tasks.map(task => task.state === 'done' && holding.has(task.id) ? { ...task, state: 'open' } : task);
    return workOf(tasks);
}
/** `source` with held marks not done: what select, the prompt, the outputs and the start see. */
function holdingMarks(source, held) {
    return {
        kind: source.kind,
        open: () => source.open(),
        before: () => source.before(),
        after: () => source.after(),
        finished: () => {
            const finished = source.finished();
            return finished === 'done' && holdView(source.view(), held()).size > 0 ? 'work-left' : finished;
        },
        view: () => holdView(source.view(), held()),
        fingerprint: () => source.fingerprint()
    };
}
/**
 * Which marks count after an iteration (SPEC §7). One that changed a protected path accepts none: its
 * new marks join the held ones. One that changed none accepts its own and every held mark still
 * there. A held task that is no longer marked is simply open again. Pure.
 */
function judgeMarks(input) {
    const marked = [...new Set([...input.held, ...input.done])].filter(id => input.stillDone(id));
    return input.protectedChanged ? { accepted: [], held: marked } : { accepted: marked, held: [] };
}
/**
 * The marks after the review gate (SPEC §7): a task it did not approve is held like a mark of an
 * iteration that changed a protected path — open for the loop until a later review approves it while
 * the task file still marks it. Pure.
 */
function holdRejected(marks, rejected) {
    if (rejected.length === 0)
        return marks;
    const holding = new Set(rejected);
    const tasksDone = marks.tasksDone.filter(id => !holding.has(id));
    return {
        ...marks,
        tasksDone,
        doneCount: marks.doneCount - (marks.tasksDone.length - tasksDone.length),
        held: [...new Set([...marks.held, ...rejected])]
    };
}
/** What the next prompt says after an iteration that changed protected paths (`{{last_error}}`). */
function protectedMessage(n, paths, held) {
    const shown = paths.slice(0, 10).join(', ') + (paths.length > 10 ? ` and ${paths.length - 10} more` : '');
    const marks = held.length > 0
        ? ` The tasks it marked done (${held.slice(0, 10).join(', ')}) do not count yet: they count once an iteration that changes no protected path ends with them still marked.`
        : '';
    return (`Iteration ${n} changed protected paths (protected-paths): ${shown}. The loop restored them, and the iteration failed: ` +
        'these files judge or run the work (workflows, tests), and the agent may not change them. Do the task without touching them.' +
        marks);
}
/**
 * Where each task's review diff starts after an iteration (SPEC §7: the whole work behind a mark). A
 * task the iteration worked on, marked, or still holds keeps the base it had, else gets the tree
 * before this iteration (`base`); an approved task's base goes, so its next work starts after the
 * approval; a task no longer open (done, or gone from the source) keeps none. Pure.
 */
function nextReviewBases(bases, input) {
    const next = (0,domain_state/* reviewBasesOf */.es)(Object.entries(bases));
    for (const id of input.touched)
        next[id] ??= { ...input.base };
    for (const id of input.approved)
        delete next[id];
    for (const id of Object.keys(next))
        if (!input.open(id))
            delete next[id];
    return next;
}

;// CONCATENATED MODULE: ./src/loop/steps/advance.ts



/** The outcome an early exit is recorded with: it is not judged (SPEC §5 step 5). */
const EARLY_OUTCOME = {
    interrupted: 'interrupted',
    auth: 'failed',
    rate_limited: 'rate_limited',
    needs_input: 'needs_input'
};
/**
 * The verdict on an iteration and the state it leaves (SPEC §5 steps 4–5), from its facts alone: the
 * record (built here, once), the history and totals, the stuck counters, the work remaining, the error
 * for the next prompt, the verify gate's state, the attempts of open tasks, and the next iteration's
 * number. This is the one place an iteration writes the attempts and the iteration number. An early
 * exit (interrupted, auth, rate limit) is recorded but not judged: its attempt is given back, the
 * counters stay, and an interrupted iteration's number is used again by the next run. Pure.
 */
function advance(state, facts) {
    const outcome = facts.early ? EARLY_OUTCOME[facts.early] : classify(facts);
    const record = recordOf(facts, outcome);
    const recorded = {
        ...state,
        history: [...state.history, record].slice(-domain_state/* HISTORY_LIMIT */.Dc),
        totals: addTotals(state.totals, record)
    };
    if (facts.early) {
        const iteration = facts.early === 'interrupted' ? state.iteration : facts.n + 1;
        return { record, state: { ...recorded, iteration } };
    }
    const counters = updateCounters(state, {
        task: facts.task,
        outcome,
        workRemaining: facts.workAfter,
        lastWorkRemaining: state.lastWorkRemaining,
        treeChanged: facts.treeChanged
    });
    const sourceError = facts.sourceError
        ? `The task source could not be read after iteration ${facts.n}: ${facts.sourceError}`
        : '';
    const touched = facts.protectedChanged.length > 0
        ? protectedMessage(facts.n, facts.protectedChanged, facts.heldMarks)
        : '';
    return {
        record,
        state: {
            ...withGate(recorded, facts.verify, facts.verifyPending),
            attempts: openAttempts(state.attempts, facts),
            consecutive: facts.tracksTasks ? counters.consecutive : { task: null, count: 0 },
            noProgressCount: counters.noProgressCount,
            lastWorkRemaining: [...facts.workAfter],
            iteration: facts.n + 1,
            heldMarks: [...facts.heldMarks],
            reviewBases: facts.reviewBases ? (0,domain_state/* reviewBasesOf */.es)(Object.entries(facts.reviewBases)) : state.reviewBases,
            reviewFindings: reviewFindingsAfter(state.reviewFindings, facts),
            // The agent has had the person's answer: it is not handed on twice (SPEC §7).
            answer: null,
            lastError: [touched, sourceError || (facts.errorClass !== 'none' ? facts.errorMessage : '')]
                .filter(Boolean)
                .join('\n')
        }
    };
}
/**
 * The state after the verify gate ran (or not): whether `verify` is work remaining, and the output
 * the next prompt shows. The one place `verifyPending` is written, in an iteration or outside one.
 */
function withGate(state, verdict, pending = verdict ? !verdict.pass : state.verifyPending) {
    const verifyOutput = verdict ? (verdict.pass ? '' : verdict.tail) : state.verifyOutput;
    return { ...state, verifyPending: pending, verifyOutput };
}
/** This attempt counted, then the attempts of tasks still open only (a done or removed task's go). */
function openAttempts(attempts, facts) {
    const counted = facts.tracksTasks ? [[facts.task, facts.attempt]] : [];
    const entries = [
        ...Object.entries(attempts).filter(([id]) => id !== facts.task || !facts.tracksTasks),
        ...counted
    ];
    const open = new Set(facts.workAfter);
    return (0,domain_state/* idCounts */.cF)(entries.filter(([id]) => open.has(id)));
}
/**
 * `{{review}}` for the next prompt (SPEC §7): a review's findings replace the last ones (none when it
 * approved all); an iteration without a review keeps them, so that an agent that unticked the task to
 * rework it still reads why, until the next review.
 */
function reviewFindingsAfter(findings, facts) {
    return facts.review ? facts.review.findings : findings;
}
/** The loop's totals with the iteration's, its reviewer's cost and tokens included (SPEC §7: they count). */
function addTotals(totals, record) {
    const review = record.review;
    return {
        iterations: totals.iterations + 1,
        duration_ms: totals.duration_ms + record.duration_ms + (review?.duration_ms ?? 0),
        cost_usd: totals.cost_usd + (record.cost_usd ?? 0) + (review?.cost_usd ?? 0),
        input_tokens: totals.input_tokens + (record.input_tokens ?? 0) + (review?.input_tokens ?? 0),
        output_tokens: totals.output_tokens + (record.output_tokens ?? 0) + (review?.output_tokens ?? 0)
    };
}
/** The iteration as the report and the checkpoint's history keep it. */
function recordOf(facts, outcome) {
    return {
        n: facts.n,
        task: facts.task,
        attempt: facts.attempt,
        outcome,
        started_at: new Date(facts.startedAt).toISOString(),
        duration_ms: facts.durationMs,
        exit_code: facts.exitCode,
        error_class: facts.errorClass,
        ...(facts.agent ? { agent: facts.agent } : {}),
        tasks_done: [...facts.tasksDone],
        work_remaining: facts.workAfter.length,
        tree_changed: facts.treeChanged,
        ...(facts.errorMessage ? { error: facts.errorMessage } : {}),
        ...(facts.costUsd !== undefined ? { cost_usd: facts.costUsd } : {}),
        ...(facts.inputTokens !== undefined ? { input_tokens: facts.inputTokens } : {}),
        ...(facts.outputTokens !== undefined ? { output_tokens: facts.outputTokens } : {}),
        ...(facts.contextFill !== undefined ? { context_fill: facts.contextFill } : {}),
        ...(facts.verify ? { verify: facts.verify.pass ? 'pass' : 'fail' } : {}),
        ...(facts.review ? { review: facts.review.record } : {})
    };
}

;// CONCATENATED MODULE: ./src/process/leash.ts
/**
 * From the first signal on, everything the loop still does (the WIP commit, the onInterrupted hook,
 * the last git status) must fit this, so that the step exits inside the runner's 7.5 s window before
 * its SIGTERM, with the outputs written (SPEC §9).
 */
const SIGNAL_BUDGET_MS = 5000;
/** The longest one child may run once the first signal came. */
const SIGNAL_LEASH_MS = 1000;
/**
 * How a child obeys the signals, the same way for every child (SPEC §9). Before the first signal it is
 * interrupted by it (SIGINT to its group, then SIGKILL), like the agent. A child started after it
 * runs on a leash: at most `SIGNAL_LEASH_MS`, and no longer than what is left of `SIGNAL_BUDGET_MS`
 * since the signal. The second signal kills either at once.
 */
function obeying(signals, timeoutMs) {
    const hard = signals.hardSignal ? { hardSignal: signals.hardSignal } : {};
    const first = signals.signal;
    if (!first?.aborted)
        return { timeoutMs, ...hard, ...(first && { signal: first }) };
    const at = first.reason?.at;
    const left = typeof at === 'number' ? at + SIGNAL_BUDGET_MS - Date.now() : SIGNAL_LEASH_MS;
    const cap = timeoutMs > 0 ? timeoutMs : Infinity;
    return { timeoutMs: Math.max(100, Math.min(cap, SIGNAL_LEASH_MS, left)), killGraceMs: 250, ...hard };
}

;// CONCATENATED MODULE: ./src/process/shell.ts
/**
 * The argv that runs shell text (agent commands, hooks, task commands, the verify gate). Bash
 * rather than `sh` because users write bash (`[[ ]]`, `set -o pipefail`) and Actions runners
 * have it; kept in one place so that choice is made once.
 */
function shellArgv(command) {
    return ['bash', '-c', command];
}

;// CONCATENATED MODULE: ./src/hooks/hooks.ts


/** A hook is stopped after 5 minutes, and after 1 s on the signal path. */
const HOOK_TIMEOUT_MS = 5 * 60 * 1000;
const HOOK_SIGNAL_TIMEOUT_MS = 1000;
/** Runs the configured hooks of an event; a failing hook is a warning, never a failure of the loop. */
class Hooks {
    specs;
    deps;
    warned = new Set();
    constructor(specs, deps) {
        this.specs = specs;
        this.deps = deps;
    }
    /** Fires `event`; `announce` prints the trigger line even when no hook listens (seed 000). */
    async fire(event, values, options = {}) {
        const specs = this.specs.filter(spec => spec.event === event);
        if (specs.length === 0 && options.announce)
            this.deps.log.info(`=== Triggering hook: ${event} ===`);
        for (const spec of specs)
            await this.runOne(event, spec.command, values, options.timeoutMs);
    }
    async runOne(event, command, values, timeoutMs) {
        const { log } = this.deps;
        log.info(`=== Triggering hook: ${event} ===`);
        const result = await this.deps.runner.run({
            argv: shellArgv(command),
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
            killGraceMs: 500,
            ...obeying(this.deps, timeoutMs ?? HOOK_TIMEOUT_MS)
        });
        for (const line of result.tail.split('\n')) {
            if (line.trim() !== '')
                log.info(`[Hook:${event}] ${line}`);
        }
        if (result.exitCode !== 0) {
            const why = result.spawnError ??
                (result.timedOut ? 'timed out' : `exited with ${result.exitCode ?? result.signal}`);
            const message = `Hook ${event} (${command}) ${why}; the loop goes on.`;
            // GitHub keeps few annotations per step: one warning per event, the rest in the log.
            if (this.warned.has(event))
                log.info(message);
            else
                log.warning(message, 'Hook failed');
            this.warned.add(event);
        }
    }
}

;// CONCATENATED MODULE: ./src/domain/redact.ts
/** What a secret is replaced by in everything the loop writes (SPEC §4). */
const MASK = '***';
/**
 * Lines of a multi-line secret this short are neither masked nor replaced: a `}` or `-----` line of a
 * key file would otherwise turn every brace and rule of the log into `***`, and hides nothing secret.
 */
const MIN_LINE_LENGTH = 4;
/**
 * Every form of `secret` an agent could print (SPEC §4), each one line: the value, its JSON-escaped
 * form, its URL-encoded form (`encodeURIComponent`) and its base64 forms (standard and URL-safe, with
 * and without padding, and the three alignments it can have inside a longer base64 text, as the
 * Actions runner masks them). A multi-line secret also gives the forms of each line longer than 3
 * characters; its raw value is not a form, since one `::add-mask::` cannot hold a line break.
 */
function secretForms(secret) {
    const lines = secret.split(/\r?\n|\r/);
    const values = lines.length > 1 ? lines.filter(line => line.trim().length >= MIN_LINE_LENGTH) : [secret];
    // The encoded forms of the whole value are one line even when the value is several.
    const forms = [secret, ...values].flatMap(value => [
        value,
        JSON.stringify(value).slice(1, -1),
        encodeURIComponent(value),
        ...base64Forms(value)
    ]);
    return [...new Set(forms)].filter(form => form.length >= MIN_LINE_LENGTH && !/[\r\n]/.test(form));
}
/**
 * Base64 of `value` alone (with and without `=`), and of the bytes that stay whole whatever precedes
 * it: inside a longer base64 text the value starts at byte 0, 1 or 2 of a 3-byte group, and only the
 * groups made of its own bytes alone encode the same way every time. Each also in the URL-safe alphabet.
 */
function base64Forms(value) {
    const bytes = Buffer.from(value, 'utf8');
    const whole = bytes.toString('base64');
    const forms = [whole, whole.replace(/=+$/, '')];
    for (const skip of [0, 2, 1]) {
        const inner = bytes.subarray(skip);
        forms.push(inner.subarray(0, inner.length - (inner.length % 3)).toString('base64'));
    }
    return forms.flatMap(form => [form, form.replace(/\+/g, '-').replace(/\//g, '_')]);
}
/**
 * A function that replaces every form of every secret (`secretForms`) in a text by `***`, so a
 * summary, a checkpoint or a report cannot carry a secret encoded either. The longest forms go first,
 * so a form that contains another is replaced whole.
 */
function redactor(secrets) {
    const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
    if (forms.length === 0)
        return text => text;
    return text => {
        let out = text;
        for (const form of forms)
            if (out.includes(form))
                out = out.split(form).join(MASK);
        return out;
    };
}
/**
 * `value` with `redact` applied to every string in it, however deep (plain data: objects, arrays).
 * Texts are redacted before they are escaped for Markdown or HTML: escaped (`&lt;`, `\|`), a secret
 * no longer matches.
 */
function redactDeep(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, redact));
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, redact)]));
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

;// CONCATENATED MODULE: ./src/tasks/task-file-error.ts
/** A task file that cannot be used: names the file and what is wrong. */
class TaskFileError extends Error {
    name = 'TaskFileError';
    constructor(file, message) {
        super(`${file}: ${message}`);
    }
}

// EXTERNAL MODULE: ./src/domain/task.ts
var domain_task = __nccwpck_require__(3139);
;// CONCATENATED MODULE: ./src/tasks/validation.ts


// Newlines and other control characters: an id is written into log lines, commands and the checkpoint.
const CONTROL = /\p{Cc}/u;
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
 * twice, no reserved id (`verify`, `plan`), no id the checkpoint could not hold (over 1024 characters, or
 * with a control character). Throws TaskFileError naming the offending id and where it is.
 * `noTasks` says what was looked for, for the message when nothing was found.
 */
function checkTasks(located, file, noTasks) {
    if (located.length === 0)
        throw new TaskFileError(file, `${noTasks}; ${WRONG_FILE_HINT}`);
    const seen = new Map();
    for (const { task, where } of located) {
        if (domain_task/* RESERVED_IDS */.O.includes(task.id)) {
            throw new TaskFileError(file, `task id "${task.id}" at ${where} is reserved for the loop's own ${task.id} step; rename the task`);
        }
        if (task.id.length > domain_task/* MAX_TASK_ID_LENGTH */.I) {
            throw new TaskFileError(file, `task id "${task.id.slice(0, 40)}…" at ${where} is ${task.id.length} characters long; ` +
                `keep ids to ${domain_task/* MAX_TASK_ID_LENGTH */.I} characters or fewer`);
        }
        if (CONTROL.test(task.id)) {
            throw new TaskFileError(file, `task id ${JSON.stringify(task.id.slice(0, 60))} at ${where} holds a control character ` +
                `(a newline, a tab…); an id must be one line of text`);
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
    const { items, key } = jsonTaskList(parseJson(body, file), file);
    const entries = items.map((item, index) => jsonItem(item, index, key, file));
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
/** The task list of a parsed json task file and its key ('' for a bare array); throws TaskFileError. */
function jsonTaskList(value, file) {
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
/** Item `index` under `key` as a task, with its priority; throws TaskFileError as the whole parse does. */
function jsonItem(item, index, key, file) {
    const where = `item ${key}[${index}]`;
    if (!isObject(item)) {
        throw new TaskFileError(file, `${where} is ${kindOf(item)}, not a task object with an id; ${WRONG_FILE_HINT}`);
    }
    const priority = typeof item.priority === 'number' ? item.priority : undefined;
    // Field by field: spreading each parsed item into its entry cost three times the whole parse (10,000 tasks).
    return { task: taskOf(item, where, file), where, priority, index };
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

;// CONCATENATED MODULE: ./src/tasks/dedupe-slugs.ts
/** The base id of an item whose text has no letter or digit at all. */
const FALLBACK_SLUG = 'task';
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

;// CONCATENATED MODULE: ./src/tasks/markdown.ts





const PHASE = /^Phase\s+(\d+)\s*:\s*(.*)$/i;
/** The mark that makes a phase heading done, in any case. */
const COMPLETE = /\[complete\]/i;
// status markers such as [COMPLETE], [IN PROGRESS], [NOT STARTED] or [2h] at the end of a phase heading
const TRAILING_MARKERS = /(?:\s*\[[^[\]]*\])+\s*$/;
/**
 * Parses a markdown task file. When the file has phase headings (`##`–`####` followed by `Phase N: Title`),
 * the phases are the tasks, in file order, and nothing else is: id `phase_N`, done when the heading carries
 * `[COMPLETE]` in any case or when the phase has checkboxes and all are ticked, and the checkbox texts
 * inside the phase as its criteria. Otherwise every checkbox item is a task whose id is the slug of its
 * text, done when checked. Throws TaskFileError (see `checkTasks`). When the tasks are checkbox items (no
 * phases), also returns the 1-based line of each, for a later tick of one box (checkbox-patch.ts).
 */
function parseMarkdownPlan(text, file) {
    const lines = markdownLines(textOf(text, file));
    const phases = lines.filter(isPhaseHeading);
    const boxes = phases.length > 0 ? undefined : lines.filter(line => line.kind === 'checkbox');
    const located = boxes ? checkboxTasks(boxes) : phaseTasks(lines, phases);
    checkTasks(located, file, 'no tasks: no "Phase N: Title" headings (## to ####) and no checkbox items like "- [ ] text"');
    return { tasks: located.map(entry => entry.task), ...(boxes && { lines: boxes.map(box => box.line) }) };
}
function phaseTasks(lines, phases) {
    return phases.map(heading => {
        const [, number = '', rest = ''] = PHASE.exec(heading.text) ?? [];
        // "Phase 07" is phase_7, kept as text so that no number is too long to write back exactly
        const n = number.replace(/^0+(?=\d)/, '');
        const title = rest.replace(COMPLETE, ' ').replace(TRAILING_MARKERS, '').replace(/\s+/g, ' ').trim();
        const boxes = phaseBody(lines, heading).filter(line => line.kind === 'checkbox');
        // A GSD roadmap ticks its plans and never writes [COMPLETE]: all boxes ticked is done too (SPEC §3).
        const ticked = boxes.length > 0 && boxes.every(box => box.checked);
        const task = {
            id: `phase_${n}`,
            title: title || `Phase ${n}`,
            criteria: boxes.map(item => item.text),
            state: COMPLETE.test(heading.text) || ticked ? 'done' : 'open'
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
    const ids = dedupeSlugs(items.map(item => slugify(item.text)), domain_task/* RESERVED_IDS */.O);
    return items.map((item, index) => ({
        task: { id: ids[index], title: item.text, criteria: [], state: item.checked ? 'done' : 'open' },
        where: `line ${item.line}`
    }));
}
/** A `Phase N: Title` heading of level 2 to 4: a phase task. */
function isPhaseHeading(line) {
    return line.kind === 'heading' && line.level >= 2 && line.level <= 4 && PHASE.test(line.text);
}

;// CONCATENATED MODULE: ./src/tasks/plan-texts.ts
/**
 * The ids a merge by id moves, whatever the file's kind: joined are new on the base only; left were
 * there before and the base removed them while the work branch kept them.
 */
function idMoves(ancestor, work, base) {
    const [before, onWork, onBase] = [new Set(ancestor), new Set(work), new Set(base)];
    return {
        joined: [...onBase].filter(id => !before.has(id) && !onWork.has(id)),
        left: [...before].filter(id => !onBase.has(id) && onWork.has(id))
    };
}
/** A reason naming the file, from what a parse threw. */
function planReason(error, file) {
    const why = error instanceof Error ? error.message : String(error);
    return { reason: why.startsWith(file) ? why : `${file}: ${why}` };
}

;// CONCATENATED MODULE: ./src/tasks/plan-merge-markdown.ts





/**
 * Merges a markdown task file by task id, for a merge of the base branch into the work branch whose
 * only conflict is the task file (SPEC §10), with the rules of the JSON merge: the base's file, with
 * the work branch's done marks (the ticks and `[COMPLETE]`s it changed since the ancestor, a phase's
 * checkboxes matched by their text) set on it; tasks added on the base join and tasks removed on the
 * base leave, as the base's text has them; tasks the work branch added kept (checkboxes after the
 * base's last one, phases at the end). A reason instead when a text is not a task file, or the file
 * changed between phases and checkboxes: the conflict is then left to a person.
 */
function mergeMarkdownPlan(texts, file) {
    const all = [texts.ancestor, texts.work, texts.base];
    if (all.some(text => /\r(?!\n)/.test(text))) {
        return { reason: `${file}: lines end in a lone carriage return` };
    }
    let ancestor, work, base;
    try {
        ;
        [ancestor, work, base] = all.map(text => outline(text, file));
    }
    catch (error) {
        return planReason(error, file);
    }
    if (ancestor.phases !== work.phases || work.phases !== base.phases) {
        return { reason: `${file}: one side has phase headings and another has only checkboxes` };
    }
    const lines = texts.base.split('\n');
    for (const [key, mark] of base.marks) {
        const mine = work.marks.get(key);
        const old = ancestor.marks.get(key);
        if (!mine || (old && mine.done === old.done) || mine.done === mark.done)
            continue;
        lines[mark.line - 1] = marked(lines[mark.line - 1] ?? '', mark.kind, mine.done);
    }
    // Tasks the work branch added (the agent split one) stay; tasks the base removed leave.
    const workLines = texts.work.split('\n');
    const added = [...work.tasks]
        .filter(([id]) => !ancestor.tasks.has(id) && !base.tasks.has(id))
        .flatMap(([, { from, to }]) => workLines.slice(from - 1, to));
    if (base.phases) {
        const end = lines.length - (texts.base.endsWith('\n') ? 1 : 0);
        // A blank line before the first added phase, ended as the base's lines end.
        if (added.length > 0 && lines[end - 1]?.trim() !== '')
            added.unshift(texts.base.includes('\r\n') ? '\r' : '');
        lines.splice(end, 0, ...added);
    }
    else {
        lines.splice(Math.max(...[...base.tasks.values()].map(task => task.to)), 0, ...added);
    }
    return { text: lines.join('\n'), ...idMoves(ancestor.tasks.keys(), work.tasks.keys(), base.tasks.keys()) };
}
/** The tasks and done marks of a markdown task file, as the parser reads them; throws TaskFileError. */
function outline(text, file) {
    const { tasks, lines: boxes } = parseMarkdownPlan(text, file);
    if (boxes) {
        return {
            phases: false,
            tasks: new Map(tasks.map((task, i) => [task.id, { from: boxes[i] ?? 0, to: boxes[i] ?? 0 }])),
            marks: new Map(tasks.map((task, i) => [task.id, { line: boxes[i] ?? 0, kind: 'box', done: task.state === 'done' }]))
        };
    }
    const all = markdownLines(text);
    const last = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const result = { phases: true, tasks: new Map(), marks: new Map() };
    all.filter(isPhaseHeading).forEach((heading, i) => {
        const id = tasks[i]?.id ?? '';
        const body = phaseBody(all, heading);
        const next = all.find(line => line.line > heading.line && !body.includes(line));
        result.tasks.set(id, { from: heading.line, to: next ? next.line - 1 : last });
        result.marks.set(id, { line: heading.line, kind: 'heading', done: COMPLETE.test(heading.text) });
        const boxes = body.filter(line => line.kind === 'checkbox');
        const slugs = dedupeSlugs(boxes.map(box => slugify(box.text)));
        boxes.forEach((box, j) => result.marks.set(`${id} ${slugs[j]}`, { line: box.line, kind: 'box', done: box.checked }));
    });
    return result;
}
/** The line with its mark set to `done`: a ticked or cleared box, a heading with or without `[COMPLETE]`. */
function marked(line, kind, done) {
    if (kind === 'box')
        return line.replace(/\[[ xX]\]/, done ? '[x]' : '[ ]');
    // Before any closing hashes (`## Phase 2: Build ##`) and the carriage return of a CRLF file.
    if (done)
        return line.replace(/([ \t]+#+[ \t]*)?(\r?)$/, ' [COMPLETE]$1$2');
    return line.replace(/[ \t]*\[complete\]/gi, '');
}

;// CONCATENATED MODULE: ./src/tasks/plan-merge.ts



// The fields that say a task is done (json.ts reads `done`, `passes` and `status`).
const MARKS = ['done', 'passes', 'status'];
/**
 * Merges a JSON task file by task id, for a merge of the base branch into the work branch whose
 * only conflict is the task file (SPEC §10). The base's file, with: tasks added on the base joined;
 * tasks a person removed on the base gone; the work branch's done marks (the fields it changed
 * since the ancestor) kept; tasks the work branch added appended. A reason instead when a text is not
 * a task file: the conflict is then left to a person.
 */
function mergeJsonPlan(texts, file) {
    let ancestor, work, base;
    try {
        ancestor = listIn(texts.ancestor, file).items;
        work = listIn(texts.work, file).items;
        base = listIn(texts.base, file);
    }
    catch (error) {
        return planReason(error, file);
    }
    const before = new Set(ancestor.map(plan_merge_idOf));
    const onBase = new Set(base.items.map(plan_merge_idOf));
    const byId = (items) => new Map(items.map(item => [plan_merge_idOf(item), item]));
    const [ancestorItems, workItems] = [byId(ancestor), byId(work)];
    const merged = base.items.map(item => {
        const mine = workItems.get(plan_merge_idOf(item));
        if (!mine)
            return item;
        const old = ancestorItems.get(plan_merge_idOf(item)) ?? {};
        const kept = MARKS.filter(mark => Object.hasOwn(mine, mark) && !same(mine[mark], old[mark]));
        return kept.length === 0 ? item : { ...item, ...Object.fromEntries(kept.map(mark => [mark, mine[mark]])) };
    });
    // Tasks the work branch added (the agent split one) stay; tasks the base removed leave.
    merged.push(...work.filter(item => !before.has(plan_merge_idOf(item)) && !onBase.has(plan_merge_idOf(item))));
    const root = base.key === '' ? merged : { ...base.root, [base.key]: merged };
    return {
        text: JSON.stringify(root, null, indentOf(texts.base)) + (texts.base.endsWith('\n') ? '\n' : ''),
        ...idMoves(before, work.map(plan_merge_idOf), onBase)
    };
}
/** The task list of a JSON task file, each item checked as the parser checks it; throws TaskFileError. */
function listIn(text, file) {
    const root = JSON.parse(text);
    const { items, key } = jsonTaskList(root, file);
    items.forEach((item, index) => jsonItem(item, index, key, file));
    return { root, items: items, key };
}
const plan_merge_idOf = (item) => String(item.id);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** The indent of the base's text (its second line's), so the merged file reads like the base's. */
function indentOf(text) {
    const match = /\n( +)\S/.exec(text);
    return match ? Math.min(match[1].length, 8) : 2;
}
/** The resolver the work branch's switch uses for a task file: the merge by id of its kind and its log line. */
function planResolver(file, kind) {
    return {
        path: file,
        resolve(texts) {
            const merged = kind === 'json' ? mergeJsonPlan(texts, file) : mergeMarkdownPlan(texts, file);
            if ('reason' in merged)
                return merged;
            const joined = merged.joined.length > 0 ? merged.joined.join(', ') : 'none';
            const left = merged.left.length > 0 ? merged.left.join(', ') : 'none';
            return {
                text: merged.text,
                note: `The task file ${file} conflicted; merged by task id: joined from the base ${joined}; ` +
                    `left with the base ${left}; the work branch's done marks kept.`
            };
        }
    };
}

;// CONCATENATED MODULE: ./src/loop/rules/branch-lines.ts
/** Fills a commit message template: `{task_id}`, `{outcome}`, `{n}` / `{iteration}`. */
function commitMessage(template, work) {
    return template
        .replace(/\{\{?\s*task_id\s*\}?\}/g, work.taskId)
        .replace(/\{\{?\s*outcome\s*\}?\}/g, work.outcome)
        .replace(/\{\{?\s*(n|iteration)\s*\}?\}/g, String(work.n));
}
/** The line that says which case of SPEC §10 applied at the switch to the work branch. */
function switchLine(result, branch, from, at, origin) {
    switch (result.kind) {
        case 'created':
            return `Work branch ${branch}: not on ${origin ? 'origin' : 'this clone'} yet, created at ${from} (${at}).`;
        case 'moved':
            return `Work branch ${branch}: merged into ${from} already (or level with it), moved to ${from} (${at}).`;
        case 'resumed':
            return `Work branch ${branch}: checked out at ${at}, the previous runs' work (${from} is behind it).`;
        case 'merged':
            return (`Work branch ${branch}: ${from} had commits it lacked; checked out and merged ${from} into it (${at}).` +
                (result.resolved ? ` ${result.resolved}` : ''));
        default:
            return (`Work branch ${branch}: checked out at ${at}, but ${from} has commits it lacks and merging them conflicts` +
                ` (${result.kind === 'conflict' ? result.files.join(', ') : ''}); the loop goes on without them. Merge ${from} into ${branch} by hand.`);
    }
}

;// CONCATENATED MODULE: ./src/loop/services/loop-commits.ts

/**
 * The commits the loop made in this run (SPEC §10): those on origin, and those not pushed yet, which
 * the agent could take out of the branch's history (`reset --hard`, a rebase). Such a commit is
 * kept on a rescue ref and no longer counted: `commits` counts what the work branch holds.
 */
class LoopCommits {
    deps;
    onOrigin = 0;
    pending = [];
    constructor(deps) {
        this.deps = deps;
    }
    /** The loop's commits that the work branch holds (here or, once pushed, on origin). */
    get count() {
        return this.onOrigin + this.pending.length;
    }
    /** Commits not pushed yet. */
    get unpushed() {
        return this.pending.length;
    }
    made(sha) {
        this.pending.push(sha);
    }
    /** A push took them to origin: an agent's reset here no longer loses them. */
    pushed() {
        this.onOrigin += this.pending.length;
        this.pending = [];
    }
    /**
     * After an agent run (iteration `n`): the loop's commits no longer in HEAD's history are pushed to
     * `refs/ralph/rescue/{key}/{n}` (with `origin`), with a warning naming it; true when any were lost.
     */
    async rescue(n, origin) {
        const { git, log, config } = this.deps;
        const lost = [];
        for (const sha of this.pending)
            if (!(await git.contains(sha)))
                lost.push(sha);
        const tip = lost.at(-1);
        if (tip === undefined)
            return false;
        this.pending = this.pending.filter(sha => !lost.includes(sha));
        const ref = rescueRef(config.checkpointKey, n);
        const shas = lost.map(sha => sha.slice(0, 12)).join(', ');
        // The newest lost commit: the loop's earlier lost ones are its ancestors.
        const kept = origin
            ? await git.keep(tip, ref)
            : { ok: false, message: 'the checkout has no origin remote' };
        log.warning(`The agent took the loop's commit ${shas} out of the branch's history (a reset or a rebase) in iteration ${n}. ` +
            (kept.ok
                ? `It is kept on ${ref} on origin (git fetch origin ${ref}); `
                : `It could not be kept on ${ref} (${kept.message}): git reflog still has ${tip}; `) +
            "'commits' counts only what the work branch holds.", 'Commits rescued');
        return true;
    }
}

;// CONCATENATED MODULE: ./src/loop/services/work-branch.ts



/**
 * Keeps the agent's work in git (SPEC §10): the work branch at the start, commits per task or
 * iteration, pushes, and the resume guard.
 */
class WorkBranch {
    deps;
    redact;
    pushed = false;
    sha = '';
    branch = '';
    /** The branch checked out before the switch: the pull request's default base. */
    base = '';
    /** The work branch is on origin: it was there at the start, or this run pushed it. */
    onOrigin = false;
    /** Commits (the loop's, or a merge at the start) that are not on origin yet. */
    unpushed = false;
    /** Whether this run pushes: `push` is on and the checkout has an origin remote. */
    pushing = false;
    /** A push not mirrored yet: the mirror follows once the checkpoint is written (SPEC §8). */
    unmirrored = false;
    /** The checkout has an origin remote (the state mirror can be read from it). */
    origin = false;
    /** Paths changed before the loop started: never part of its commits (SPEC §10). */
    before = [];
    enabled = false;
    /** The start merged the base into the work branch: a commit to push that is not the loop's. */
    merged = false;
    made;
    constructor(deps, 
    /** Commit messages carry task ids; a secret in one becomes `***` (SPEC §4). */
    redact = text => text) {
        this.deps = deps;
        this.redact = redact;
        this.made = new LoopCommits(deps);
    }
    /** The loop's commits of this run that the work branch holds (SPEC §10). */
    get commits() {
        return this.made.count;
    }
    /**
     * After an agent run: keeps the loop's commits the agent took out of HEAD's history on a rescue
     * ref, and stops counting them (SPEC §10).
     */
    async rescue(n) {
        if (!this.enabled || !(await this.made.rescue(n, this.origin)))
            return;
        this.sha = (await this.deps.git.inspect()).sha;
        this.unpushed = this.merged || this.made.unpushed > 0;
    }
    /** Reads the checkout and switches to the work branch; a Stop when the run cannot keep its work. */
    async start() {
        const { config, log, git } = this.deps;
        const checkout = await git.inspect();
        this.enabled = checkout.repo;
        if (!checkout.repo) {
            if (config.commit !== 'none' || config.push) {
                log.warning('The workspace is not a git repository: the work will not be committed or pushed.');
            }
            return undefined;
        }
        this.sha = checkout.sha;
        this.base = checkout.branch;
        this.origin = checkout.origin;
        // The Actions defaults (push, ralph/{workflow}) need somewhere to push to.
        const wanted = checkout.origin || !config.branchIsDefault ? config.branch : undefined;
        if (!checkout.origin && config.push) {
            if (!config.pushIsDefault) {
                return {
                    reason: 'error',
                    message: "Input 'push' is true, but the repository has no origin remote to push to. Add the remote (actions/checkout does), or set 'push: false'."
                };
            }
            log.info(`The checkout has no origin remote: the work stays on ${checkout.branch || 'HEAD'} and is not pushed.`);
        }
        this.pushing = config.push && checkout.origin;
        this.branch = wanted ?? checkout.branch;
        // Already on the work branch (actions/checkout's `ref:`): the clone tells whether origin has it.
        this.onOrigin = checkout.origin && checkout.tracked && this.branch === checkout.branch;
        if (this.pushing && !this.branch) {
            return {
                reason: 'error',
                message: "Inputs 'push: true' and no 'branch' on a detached HEAD: there is no branch to push to. Set 'branch' (e.g. ralph/nightly) or check out a branch."
            };
        }
        const switched = wanted && wanted !== checkout.branch ? await this.switchTo(wanted, checkout) : undefined;
        if (switched)
            return switched;
        if (config.commit !== 'none')
            await this.notePreexisting();
        return undefined;
    }
    /** Notes the paths already changed, to leave them out of every commit, and says which. */
    async notePreexisting() {
        this.before = await this.deps.git.changed();
        if (this.before.length === 0)
            return;
        const shown = this.before.slice(0, 10).join(', ') +
            (this.before.length > 10 ? `, … (${this.before.length} in all)` : '');
        this.deps.log.warning(`Changes made before the loop started are left out of its commits: ${shown}. Commit them in an earlier step if they belong to the work.`, 'Pre-existing changes');
    }
    /** The resume guard (SPEC §10): the previous run's last commit must be on the work branch. */
    async guard(previous) {
        if (!this.enabled || !previous.sha || (await this.deps.git.contains(previous.sha)))
            return undefined;
        const commit = previous.sha.slice(0, 12);
        const branch = previous.branch ?? this.branch;
        const message = branch !== this.branch
            ? `The previous run's work (commit ${commit}) is on ${branch}, and this run is on ${this.branch || 'a detached HEAD'}. ` +
                `Check out ${branch} (e.g. 'ref: ${branch}' in actions/checkout) or set 'branch: ${branch}', or set force-restart: true to start a new loop.`
            : previous.pushed === false
                ? `The previous run's work (commit ${commit} on ${branch}) is not in this checkout: that run did not push it, so it was lost with its runner. ` +
                    'Set force-restart: true to start the loop over, and keep push on (the default in Actions) so the next runs keep their work.'
                : `The work branch ${branch} does not contain the previous run's last commit ${commit}: the branch was reset or force-pushed since. ` +
                    `Push ${commit} back to ${branch} (a clone or a pull request may still have it), or set force-restart: true to start the loop over.`;
        return { reason: 'error', message };
    }
    /** Commits after an iteration as `commit` says; a Stop when the commit or the push after it fails. */
    async afterIteration(work) {
        const { config } = this.deps;
        const wanted = config.commit === 'task' ? work.completed > 0 : config.commit === 'iteration' ? work.treeChanged : false;
        if (!this.enabled)
            return undefined;
        await this.rescue(work.n);
        if (!wanted)
            return undefined;
        const committed = await this.commit(commitMessage(config.commitMessage, work), config.commitNoVerify);
        if (typeof committed === 'object')
            return committed;
        if (committed && this.pushing && config.pushEvery === 'commit')
            return this.push();
        return undefined;
    }
    /**
     * At the stop. An interrupted run commits the work in flight as WIP, without hooks (the post step
     * pushes it); any other run pushes what is not on origin yet, and a failed push makes it `aborted`.
     */
    async finish(stop, taskId, n) {
        if (!this.enabled)
            return stop;
        await this.rescue(n);
        if (stop.reason === 'interrupted') {
            if (this.deps.config.commit !== 'none')
                await this.commit(`ralph: WIP ${taskId} (interrupted)`, true);
            return stop;
        }
        // The work done before a question waits for the answer on origin, and the commit (empty when the agent
        // changed nothing) gives the work branch something a pull request can show the question on (SPEC §7).
        if (stop.reason === 'needs_input' && this.deps.config.commit !== 'none') {
            const message = `ralph: WIP ${taskId} (needs input)`;
            const committed = await this.commit(message, this.deps.config.commitNoVerify, true);
            if (typeof committed === 'object')
                return committed;
        }
        if (!this.pushing || !this.unpushed)
            return stop;
        return (await this.push()) ?? stop;
    }
    async switchTo(branch, checkout) {
        const { git, log, config } = this.deps;
        const kind = config.taskSource;
        const plan = (kind === 'json' || kind === 'markdown') && config.tasks ? planResolver(config.tasks, kind) : undefined;
        const result = await git.switchTo(branch, { fetch: checkout.origin, author: config.commitAuthor, plan });
        if (result.kind === 'failed')
            return { reason: 'error', message: result.message };
        if (result.kind === 'dirty') {
            return {
                reason: 'error',
                message: `Switching to the work branch ${branch} would overwrite uncommitted changes in ${result.files.join(', ')}. ` +
                    `Commit or remove them before the loop starts, or set 'branch' to the checked-out branch.`
            };
        }
        this.sha = (await git.inspect()).sha;
        this.onOrigin = checkout.origin && result.kind !== 'created';
        this.unpushed = this.merged = result.kind === 'merged';
        const from = checkout.branch || checkout.sha.slice(0, 12);
        const line = switchLine(result, branch, from, this.sha.slice(0, 12), checkout.origin);
        if (result.kind === 'conflict')
            log.warning(line, 'Work branch');
        else
            log.info(line);
        return undefined;
    }
    /** True when committed, false when there was nothing to commit, a Stop when git refused (SPEC §10). */
    async commit(message, noVerify, allowEmpty = false) {
        const { config, git, log, signal } = this.deps;
        const result = await git.commit({
            message: this.redact(message),
            author: config.commitAuthor,
            noVerify,
            exclude: [config.stateDir],
            excludeTop: this.before,
            // What restore() puts back is never committed either, even a name it cannot read (SPEC §7).
            excludeGlobs: config.protectedPaths,
            allowEmpty
        });
        if (!result)
            return false;
        if ('error' in result) {
            // Our own signal stopped git: the stop is the interruption, and the WIP commit comes next.
            if (signal.aborted) {
                log.warning(result.error, 'Commit failed');
                return false;
            }
            return { reason: 'error', message: `${result.error}. The changes are still in the working tree.` };
        }
        this.made.made(result.sha);
        this.sha = result.sha;
        this.unpushed = true;
        log.info(`Committed ${result.sha.slice(0, 12)}: ${message}`);
        return true;
    }
    async push() {
        const { git, log } = this.deps;
        const result = await git.push(this.branch);
        // A push our own signal stopped is the interruption, not a failure to keep the work.
        if (!result.ok && this.deps.signal.aborted)
            return { reason: 'interrupted', message: result.message };
        if (!result.ok)
            return { reason: 'error', message: result.message };
        this.pushed = true;
        this.made.pushed();
        this.merged = false;
        this.unmirrored = true;
        this.onOrigin = true;
        this.unpushed = false;
        this.sha = (await git.inspect()).sha;
        log.info(`Pushed to ${this.branch}.`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/checkpoint/limits.ts
var limits = __nccwpck_require__(4480);
;// CONCATENATED MODULE: ./src/checkpoint/convert.ts


/**
 * The checkpoint of a loop state. Pass the state as it is: the history is cut to the last
 * HISTORY_LIMIT records, attempts are kept for ids in `workRemaining` only, and the free texts are cut
 * to CHECKPOINT_LIMITS, so what is written always passes `parseCheckpoint`. Copies everything: later
 * changes to the state do not reach the checkpoint.
 */
function toCheckpoint(state, meta) {
    const open = new Set(meta.workRemaining);
    return {
        version: limits/* CHECKPOINT_VERSION */.A,
        timestamp: meta.now.toISOString(),
        plan_path: meta.planPath,
        iteration: state.iteration,
        // Never below the iterations already run: the reader refuses iteration > max_iterations + 1.
        max_iterations: Math.max(meta.maxIterations, state.iteration - 1),
        continuation_context: state.continuationPath,
        work_remaining: [...meta.workRemaining],
        last_work_remaining: state.lastWorkRemaining && [...state.lastWorkRemaining],
        context_estimate: Math.max(0, Math.round(meta.contextEstimate)),
        halt_reason: meta.haltReason,
        status: meta.status,
        source_fingerprint: meta.sourceFingerprint,
        attempts: (0,domain_state/* idCounts */.cF)(Object.entries(state.attempts).filter(([id]) => open.has(id))),
        consecutive: { ...state.consecutive },
        no_progress_count: state.noProgressCount,
        // The start of an error says what went wrong; the end of a verify run holds its summary.
        last_error: state.lastError.slice(0, limits/* CHECKPOINT_LIMITS */.G.lastError),
        verify_output: state.verifyOutput.slice(-limits/* CHECKPOINT_LIMITS */.G.verifyOutput),
        verify_pending: state.verifyPending,
        ...(state.heldMarks.length > 0 && { held_marks: [...state.heldMarks] }),
        ...(state.reviewFindings && {
            review_findings: state.reviewFindings.slice(0, limits/* CHECKPOINT_LIMITS */.G.lastError)
        }),
        ...(Object.keys(state.reviewBases).length > 0 && {
            review_bases: Object.entries(state.reviewBases).map(([id, base]) => ({ id, ...base }))
        }),
        ...(state.question && { question: questionOf(state.question) }),
        ...(state.answer && { answer: { ...state.answer } }),
        ...(state.issuesNoted.length > 0 && { issues_noted: [...state.issuesNoted] }),
        totals: { ...state.totals },
        history: state.history.slice(-limits/* CHECKPOINT_LIMITS */.G.history).map(toRecord),
        run: { ...meta.run },
        head_sha: meta.headSha,
        branch: meta.branch,
        pushed: meta.pushed
    };
}
/** The loop state a checkpoint carries (the inverse of `toCheckpoint` for every LoopState field). */
function fromCheckpoint(checkpoint) {
    return {
        iteration: checkpoint.iteration,
        attempts: (0,domain_state/* idCounts */.cF)(Object.entries(checkpoint.attempts)),
        consecutive: { ...checkpoint.consecutive },
        noProgressCount: checkpoint.no_progress_count,
        lastWorkRemaining: checkpoint.last_work_remaining && [...checkpoint.last_work_remaining],
        continuationPath: checkpoint.continuation_context,
        lastError: checkpoint.last_error,
        verifyOutput: checkpoint.verify_output,
        verifyPending: checkpoint.verify_pending,
        heldMarks: [...(checkpoint.held_marks ?? [])],
        reviewFindings: checkpoint.review_findings ?? '',
        reviewBases: (0,domain_state/* reviewBasesOf */.es)((checkpoint.review_bases ?? []).map(({ id, tree, head }) => [id, { tree, head }])),
        question: checkpoint.question ? openQuestionOf(checkpoint.question) : null,
        answer: checkpoint.answer ? { ...checkpoint.answer } : null,
        issuesNoted: [...(checkpoint.issues_noted ?? [])],
        totals: { ...checkpoint.totals },
        history: checkpoint.history.map(record => ({ ...record, tasks_done: [...record.tasks_done] }))
    };
}
// A record's error is cut (the full one is in the summary file), so 100 records stay small.
function toRecord(record) {
    const copy = { ...record, tasks_done: [...record.tasks_done] };
    if (copy.review)
        copy.review = { ...copy.review, approved: [...copy.review.approved], rejected: [...copy.review.rejected] };
    if (copy.error !== undefined)
        copy.error = copy.error.slice(0, limits/* CHECKPOINT_LIMITS */.G.recordError);
    return copy;
}
function questionOf(question) {
    const { comment } = question;
    return {
        text: question.text,
        task: question.task,
        iteration: question.iteration,
        asked_at: question.askedAt,
        ...(comment && { comment: { pull_request: comment.pullRequest, id: comment.id, at: comment.at } })
    };
}
function openQuestionOf(question) {
    const { comment } = question;
    return {
        text: question.text,
        task: question.task,
        iteration: question.iteration,
        askedAt: question.asked_at,
        ...(comment && { comment: { pullRequest: comment.pull_request, id: comment.id, at: comment.at } })
    };
}

// EXTERNAL MODULE: ./src/checkpoint/checkpoint-error.ts
var checkpoint_error = __nccwpck_require__(9717);
;// CONCATENATED MODULE: ./src/checkpoint/file.ts



/** The checkpoint's file name inside `state-dir`. */
const CHECKPOINT_FILE = 'checkpoint.json';
/** Where the checkpoint lives, relative to the workspace. */
function checkpointPath(stateDir) {
    return external_node_path_.posix.join(stateDir, CHECKPOINT_FILE);
}
/**
 * Reads and validates `state-dir/checkpoint.json`. Throws CheckpointError when it is invalid or cannot
 * be read; never writes, renames or removes it, so the user finds the file as it was.
 */
async function readCheckpoint(workspace, stateDir) {
    const file = checkpointPath(stateDir);
    let text;
    const limit = limits/* CHECKPOINT_LIMITS */.G.fileBytes;
    try {
        // The loop writes a regular file there: a link (to a system file, say) is refused, never read.
        text = await workspace.readText(file, { maxBytes: limit, noFollow: true });
    }
    catch (error) {
        const { code, message } = error;
        if (code === 'ENOENT')
            return { found: false };
        if (code === 'EFBIG')
            throw (0,checkpoint_error/* tooLarge */.g$)(file, limit + 1);
        // A folder, a FIFO or an unreadable file in its place is as much in the way as a corrupt one.
        throw new checkpoint_error/* CheckpointError */.jg({
            file,
            field: checkpoint_error/* WHOLE_FILE */.JZ,
            value: undefined,
            problem: `could not be read (${(0,checkpoint_error/* oneLine */.TN)(message ?? String(error))})`,
            expected: 'a readable JSON file'
        });
    }
    // The schema (and zod) load only when there is a checkpoint to read: a first run never pays for them.
    const { parseCheckpoint } = await Promise.all(/* import() */[__nccwpck_require__.e(377), __nccwpck_require__.e(922)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8922));
    return { found: true, checkpoint: parseCheckpoint(text, { file, stateDir }) };
}
/** Writes the checkpoint as one line of JSON, atomically (the workspace writes a temp file, fsyncs, renames). */
async function writeCheckpoint(workspace, stateDir, checkpoint) {
    await workspace.writeText(checkpointPath(stateDir), serializeCheckpoint(checkpoint));
}
/**
 * The text of `checkpoint.json`: compact JSON and a newline. Should the checkpoint exceed the reader's
 * size limit, the oldest history records are dropped until it fits: only a task list of tens of
 * thousands of ids gets there, and the history is the one part the next run can do without.
 */
function serializeCheckpoint(checkpoint) {
    const text = (history) => `${JSON.stringify({ ...checkpoint, history })}\n`;
    let kept = checkpoint.history;
    let result = text(kept);
    while (Buffer.byteLength(result, 'utf8') > limits/* CHECKPOINT_LIMITS */.G.fileBytes && kept.length > 0) {
        kept = kept.slice(Math.ceil(kept.length / 2));
        result = text(kept);
    }
    return result;
}

// EXTERNAL MODULE: ./src/checkpoint/paths.ts
var paths = __nccwpck_require__(6722);
;// CONCATENATED MODULE: ./src/checkpoint/resume-rules.ts


/**
 * The resume rules of SPEC §8 as a pure decision: no checkpoint, `resume: never` or `force-restart` →
 * new; `completed` → new; another `plan_path` than `tasks` → new with a warning; `stuck` → stop again,
 * unless the task source changed → resume with the stuck task reset; `aborted` by `max_iterations` →
 * stop again, unless `max-iterations` was raised → resume; anything else (`halted`, `interrupted`,
 * `aborted` by `error`) → resume.
 */
function decideResume(input) {
    const { checkpoint } = input;
    if (!checkpoint || input.resume === 'never' || input.forceRestart)
        return { action: 'new' };
    if (checkpoint.status === 'completed')
        return { action: 'new' };
    if (!samePath(checkpoint.plan_path, input.planPath)) {
        return {
            action: 'new',
            warning: `The checkpoint belongs to the task source ${checkpoint.plan_path ?? '(none)'}, not ${input.planPath ?? '(none)'}: ` +
                'starting a new loop, whose first checkpoint replaces the old one.'
        };
    }
    if (checkpoint.status === 'stuck')
        return stuckAgain(checkpoint, input.sourceFingerprint);
    if (checkpoint.status === 'aborted' && checkpoint.halt_reason === 'max_iterations') {
        if (input.maxIterations > checkpoint.max_iterations)
            return { action: 'resume' };
        const work = checkpoint.work_remaining;
        return {
            action: 'stop',
            status: 'aborted',
            reason: 'max_iterations',
            message: `The loop already ran its max-iterations (${checkpoint.max_iterations}) with work left ` +
                `(${work.length} item(s): ${listed(work)}). To go on, raise max-iterations above ${checkpoint.max_iterations}; ` +
                'or set force-restart: true to discard the checkpoint and start a new loop.'
        };
    }
    return { action: 'resume' };
}
function stuckAgain(checkpoint, fingerprint) {
    const task = stuckTaskOf(checkpoint);
    if (checkpoint.source_fingerprint !== fingerprint) {
        // Nothing to reset when the checkpoint does not tell which task it was; the loop simply goes on.
        return task === undefined ? { action: 'resume' } : { action: 'resume-reset-task', task };
    }
    const reason = isStuckReason(checkpoint.halt_reason) ? checkpoint.halt_reason : 'max_attempts';
    const why = {
        max_attempts: 'it used all its attempts',
        stuck_consecutive: `${checkpoint.consecutive.count} failed iterations in a row`,
        no_progress: `${checkpoint.no_progress_count} iterations without progress`,
        task_removed: 'a task was removed from the task file without being done'
    }[reason];
    return {
        action: 'stop',
        status: 'stuck',
        reason,
        ...(task === undefined ? {} : { stuckTask: task }),
        message: `The loop has been stuck${task === undefined ? '' : ` on task ${task}`} since ${checkpoint.timestamp} ` +
            `(${reason}: ${why}) and waits for guidance. To go on, change the task source (fix, split or clarify ` +
            'the task, or mark it done): the next run then starts its attempts again. Or set force-restart: true ' +
            'to discard the checkpoint and start a new loop.'
    };
}
/**
 * The task a stuck checkpoint stopped on: the last iteration's task (the loop stops at the stuck task,
 * it does not skip to later ones), else the task of the failing streak, else the first open one.
 */
function stuckTaskOf(checkpoint) {
    return checkpoint.history.at(-1)?.task ?? checkpoint.consecutive.task ?? checkpoint.work_remaining[0];
}
function isStuckReason(reason) {
    return reason !== null && (0,outcomes/* statusOf */.c2)(reason) === 'stuck';
}
// `./plan.json` and `plan.json` (or `docs\plan.json` on Windows) name the same task source.
function samePath(recorded, input) {
    if (recorded === null || input === null)
        return recorded === input;
    return ((0,paths/* workspaceRelative */.U)(recorded) ?? recorded) === ((0,paths/* workspaceRelative */.U)(input) ?? input);
}
function listed(ids) {
    return ids.length > 10 ? `${ids.slice(0, 10).join(', ')}, …` : ids.join(', ');
}

;// CONCATENATED MODULE: ./src/loop/rules/budgets.ts
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
/** Waiting past a reset this much is enough for the limit to have lifted. */
const RESET_MARGIN_MS = 5000;
/**
 * How long to wait for a rate limit (SPEC §6 `rate-limit-wait`): until the reset plus a margin, or
 * `rate-limit-wait` when the reset is unknown; undefined (halt) when that does not fit the wait
 * allowed or the time budget left.
 */
function rateLimitWait(input) {
    if (input.rateLimitWaitMs <= 0)
        return undefined;
    const wait = input.resetAt === undefined
        ? input.rateLimitWaitMs
        : Math.max(0, input.resetAt - input.now) + RESET_MARGIN_MS;
    if (wait > input.rateLimitWaitMs + RESET_MARGIN_MS || wait > input.timeLeftMs)
        return undefined;
    return wait;
}

;// CONCATENATED MODULE: ./src/loop/services/mirror.ts

const CHECKPOINT = 'checkpoint.json';
// The mirror's content is untrusted: only these names are ever written into the state dir.
const SUMMARY = /^iteration_\d{1,9}_summary\.md$/;
/**
 * The state mirrored in git at the start (SPEC §8): when it is ahead of the local checkpoint (or
 * there is none: the cache entry was evicted, or belongs to another branch), its files replace the
 * local ones, and `mirrored` says where the state came from for the caller to log. A
 * mirrored checkpoint is validated like any other; an invalid one stops the run the same way.
 */
async function preferMirror(deps, local, why) {
    const { mirror, config, workspace, log } = deps;
    const read = await mirror.read();
    if ('missing' in read) {
        if (!local)
            log.debug(`No state mirrored in git: ${read.missing}.`);
        return { checkpoint: local };
    }
    const text = read.files[CHECKPOINT];
    if (text === undefined)
        return { checkpoint: local };
    let mirrored;
    const { parseCheckpoint } = await Promise.all(/* import() */[__nccwpck_require__.e(377), __nccwpck_require__.e(922)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8922));
    try {
        mirrored = parseCheckpoint(text, { file: `${mirror.ref}:${CHECKPOINT}`, stateDir: config.stateDir });
    }
    catch (error) {
        if (!(error instanceof checkpoint_error/* CheckpointError */.jg))
            throw error;
        // force-restart would throw a good local checkpoint away with the bad mirror: name the narrower fix.
        const keep = local
            ? `keep the local checkpoint (next iteration ${local.iteration}), which is valid, and `
            : '';
        return {
            error: `${error.message} Or ${keep}delete the mirrored state: git push origin --delete ${mirror.ref}`
        };
    }
    if (local && local.iteration >= mirrored.iteration)
        return { checkpoint: local };
    for (const [name, content] of Object.entries(read.files)) {
        if (name === CHECKPOINT || SUMMARY.test(name))
            await workspace.writeText(`${config.stateDir}/${name}`, content);
    }
    const reason = local ? `it is ahead of the local checkpoint (iteration ${local.iteration})` : why;
    // Logged by the caller once the resume rules have decided: the mirrored state may end in a new loop.
    return {
        checkpoint: mirrored,
        mirrored: {
            ref: mirror.ref,
            note: `${mirror.ref} on origin, next iteration ${mirrored.iteration}): ${reason}.`
        }
    };
}
/**
 * Mirrors the checkpoint and the summary it continues from to git, after a push (SPEC §8); a failure
 * is a warning. Used by the loop and by the post step, which pushes an interrupted loop's work.
 */
async function mirrorState(deps, stateDir, label, cacheSaved = true) {
    const { mirror, workspace, log } = deps;
    const files = {};
    try {
        const checkpoint = await workspace.readText(`${stateDir}/${CHECKPOINT}`);
        files[CHECKPOINT] = checkpoint;
        const continuation = JSON.parse(checkpoint).continuation_context;
        const name = typeof continuation === 'string' ? continuation.slice(stateDir.length + 1) : '';
        if (typeof continuation === 'string' && continuation === `${stateDir}/${name}` && SUMMARY.test(name)) {
            files[name] = await workspace.readText(continuation);
        }
    }
    catch (error) {
        log.warning(`Could not mirror the state to git: ${error instanceof Error ? error.message : String(error)}`);
        return;
    }
    const written = await mirror.write(files, `ralph state: ${label}`);
    if (written.ok)
        log.info(`Mirrored the checkpoint to ${mirror.ref} on origin.`);
    else
        log.warning(`Could not mirror the state to ${mirror.ref}: ${written.message}. ` +
            (cacheSaved
                ? 'The cache entry is the only copy.'
                : 'No copy of the checkpoint outlives this runner.'), 'State mirror');
}

;// CONCATENATED MODULE: ./src/loop/services/persistence.ts






/**
 * The checkpoint's life in a run (SPEC §8): restore and decide at the start, write after every
 * iteration and at the stop. Writes are chained so a write on the signal path never lands after
 * a later one.
 */
class Persistence {
    deps;
    chain = Promise.resolve();
    /** True once an iteration started in this run: a run that stops before leaves the checkpoint as it was. */
    touched = false;
    savedKey = '';
    /** Where the state this run resumes from came from, for the summary: a cache key, a git ref or the state dir. */
    source = '';
    constructor(deps) {
        this.deps = deps;
    }
    /** Whether the loop keeps a checkpoint at all (`checkpoint` is not `none`). */
    get enabled() {
        return this.deps.config.checkpoint !== 'none';
    }
    /**
     * Restores the state dir from the store, reads the checkpoint, prefers the state mirrored in git
     * when it is ahead (`origin`: the checkout has a remote to read it from), and applies SPEC §8's rules.
     */
    async load(sourceFingerprint, origin) {
        const { config, log, store, workspace } = this.deps;
        if (!this.enabled)
            return { decision: { action: 'new' } };
        let why = 'there is no local checkpoint';
        if (store.kind === 'cache') {
            // A restore can take a minute; the first signal does not wait for it.
            const restored = await untilAborted(store.restore(), this.deps.signal, {
                hit: false,
                reason: 'the run was interrupted before the restore finished'
            });
            if (restored.hit) {
                this.source = restored.key;
                log.info(`Restored the state dir from the cache entry ${restored.key}.`);
            }
            else {
                why = `the cache had no entry (${restored.reason})`;
                log.warning(`No checkpoint restored from the cache: ${restored.reason}. Going on with the local state.`, 'Cache');
            }
        }
        let checkpoint;
        let mirrored;
        if (!config.forceRestart) {
            try {
                const read = await readCheckpoint(workspace, config.stateDir);
                if (read.found)
                    checkpoint = read.checkpoint;
            }
            catch (error) {
                if (error instanceof checkpoint_error/* CheckpointError */.jg)
                    return { error: error.message };
                throw error;
            }
            if (origin && config.resume === 'auto') {
                const preferred = await preferMirror(this.deps, checkpoint, why);
                if ('error' in preferred)
                    return preferred;
                checkpoint = preferred.checkpoint;
                mirrored = preferred.mirrored;
            }
        }
        const decision = decideResume({
            checkpoint,
            resume: config.resume,
            forceRestart: config.forceRestart,
            planPath: config.tasks ?? null,
            maxIterations: config.maxIterations,
            sourceFingerprint
        });
        if (mirrored)
            this.logMirrored(mirrored, decision);
        if (!this.source)
            this.source = mirrored ? mirrored.ref : `${config.stateDir}/checkpoint.json`;
        return { decision, ...(checkpoint ? { checkpoint } : {}) };
    }
    /** Says what the state mirrored in git led to: a resume, a stop, or a new loop that does not use it. */
    logMirrored(mirrored, decision) {
        const { log } = this.deps;
        if (decision.action === 'new') {
            log.info(`Read the state mirrored in git (${mirrored.note} A new loop starts, as the resume rules decide.`);
            return;
        }
        const verb = decision.action === 'stop' ? 'Stopping on' : 'Resuming from';
        log.warning(`${verb} the state mirrored in git (${mirrored.note}`, 'State from git');
    }
    /** Writes the checkpoint (atomically), after the writes already queued. */
    write(snapshot, status, haltReason) {
        if (!this.enabled || !this.touched)
            return this.chain;
        const { config, clock } = this.deps;
        const checkpoint = toCheckpoint(snapshot.state, {
            status,
            haltReason,
            planPath: config.tasks ?? null,
            sourceFingerprint: snapshot.sourceFingerprint,
            maxIterations: config.maxIterations,
            contextEstimate: contextEstimate(snapshot.completedThisRun, snapshot.realRemaining, snapshot.state.continuationPath !== null),
            workRemaining: snapshot.workRemaining,
            run: {
                id: config.run.id,
                attempt: config.run.attempt,
                shard: config.shard ? `${config.shard.index}/${config.shard.count}` : null
            },
            headSha: snapshot.headSha || null,
            branch: snapshot.branch || null,
            pushed: snapshot.pushed,
            now: new Date(clock.now())
        });
        this.chain = this.chain
            .then(() => writeCheckpoint(this.deps.workspace, config.stateDir, checkpoint))
            .catch((error) => {
            this.deps.log.warning(`Could not write the checkpoint: ${error instanceof Error ? error.message : String(error)}`);
        });
        return this.chain;
    }
    /**
     * Saves the state dir to the store at the stop. On the signal path there is no time for an upload:
     * the post step saves it (`handOff`). `mirrored`: the state is mirrored to git after this save.
     */
    async save(interrupted, mirrored = false) {
        const { store, log } = this.deps;
        await this.chain;
        if (!this.enabled || !this.touched || store.kind !== 'cache')
            return { handOff: false };
        if (interrupted) {
            this.savedKey = store.nextKey();
            return { handOff: true };
        }
        const saved = await store.save();
        if (saved.saved) {
            this.savedKey = saved.key;
            log.info(`Saved the state dir to the cache as ${saved.key}.`);
        }
        else {
            log.warning(`Could not save the checkpoint to the cache: ${saved.reason}. ` +
                (mirrored
                    ? 'The next run resumes from the state mirrored in git.'
                    : 'Nothing outlives this runner: a run on another runner starts a new loop.'), 'Cache');
        }
        return { handOff: false };
    }
}
/** `promise`, or `instead` as soon as `signal` aborts (the promise is left to settle on its own). */
function untilAborted(promise, signal, instead) {
    if (signal.aborted)
        return Promise.resolve(instead);
    return new Promise(resolve => {
        const onAbort = () => resolve(instead);
        signal.addEventListener('abort', onAbort, { once: true });
        const settle = (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        };
        promise.then(settle, () => settle(instead));
    });
}

;// CONCATENATED MODULE: ./src/loop/services/tally.ts
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
    records = [];
    /** The review gate's part of the figures above (SPEC §7: counted in them, and shown apart). */
    review = { runs: 0, rejected: 0, costUsd: 0, inputTokens: 0, outputTokens: 0 };
    /** Whether the current iteration has counted in `costedIterations` yet. */
    iterationCosted = false;
    /** Counts what an invocation reported about itself. */
    addUsage(telemetry, durationMs, lastWords) {
        this.longestMs = Math.max(this.longestMs, durationMs);
        if (telemetry.sessionId)
            this.sessionId = telemetry.sessionId;
        this.lastMessage = lastWords;
        this.iterationCosted = telemetry.costUsd !== undefined;
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
    /**
     * Counts a reviewer's invocation: its cost and tokens count toward the run's (and so its budgets), and
     * are kept apart as well. Its cost joins the current iteration's: an iteration whose agent reports no
     * cost but whose reviewer does is a costed one, so that `max-cost-usd` sees it.
     */
    addReview(telemetry, approved) {
        this.review.runs += 1;
        if (!approved)
            this.review.rejected += 1;
        if (telemetry.costUsd !== undefined) {
            if (!this.iterationCosted)
                this.costedIterations += 1;
            this.iterationCosted = true;
            this.costUsd += telemetry.costUsd;
            this.review.costUsd += telemetry.costUsd;
        }
        if (telemetry.inputTokens !== undefined || telemetry.outputTokens !== undefined) {
            this.usageReported = true;
            this.inputTokens += telemetry.inputTokens ?? 0;
            this.outputTokens += telemetry.outputTokens ?? 0;
            this.review.inputTokens += telemetry.inputTokens ?? 0;
            this.review.outputTokens += telemetry.outputTokens ?? 0;
        }
    }
    /** Counts a finished iteration. */
    addRecord(record) {
        this.iterations += 1;
        this.records.push(record);
    }
}

;// CONCATENATED MODULE: ./src/loop/services/tree-memo.ts

/**
 * The working tree as the last agent left it, kept as the next iteration's tree "before" (SPEC §5
 * step 4 compares the tree before and after every agent run), so that an iteration takes one
 * fingerprint instead of two. It is kept only while nothing that could change the tree has run since:
 * any child process (a git commit or push, a hook, the verify command, the task CLI), a write outside
 * the state dir (a stale verify report removed). `watchTree` wraps the ports so they say so.
 */
class TreeMemo {
    kept;
    epoch = 0;
    /** Something that may change the tree is running or ran: the kept state no longer stands. */
    touched() {
        this.epoch += 1;
    }
    /** Keeps the tree as it is now (taken with these exclusions). */
    keep(exclude, state) {
        this.kept = { key: exclude.join('\0'), state, epoch: this.epoch };
    }
    /** The kept state, once, when nothing touched the tree since it was taken; else undefined. */
    take(exclude) {
        const kept = this.kept;
        this.kept = undefined;
        return kept && kept.epoch === this.epoch && kept.key === exclude.join('\0') ? kept.state : undefined;
    }
}
/**
 * The deps with every port that can start a child process or change the tree telling `memo` when a
 * call starts and when it ends: the process runner, git's writes (switch, commit, push), the state
 * mirror's write, every call to a task CLI, and writes outside `stateDir`. Reading a task file, git's
 * read-only questions and the state dir (excluded from the fingerprint) leave the kept tree standing.
 */
function watchTree(deps, memo, stateDir) {
    const dir = external_node_path_.posix.normalize(stateDir).replace(/\/+$/, '');
    const inStateDir = (path) => external_node_path_.posix.normalize(path).startsWith(`${dir}/`);
    const { workspace, runner, git, mirror, tasks } = deps;
    const around = (call) => {
        memo.touched();
        return call().finally(() => memo.touched());
    };
    const watched = {
        root: workspace.root,
        readText: (path, limits) => workspace.readText(path, limits),
        writeText: (path, content, options) => {
            if (!inStateDir(path))
                memo.touched();
            return workspace.writeText(path, content, options);
        },
        exists: path => workspace.exists(path),
        remove: path => {
            if (!inStateDir(path))
                memo.touched();
            return workspace.remove(path);
        },
        copyFiles: (globs, exclude, limits) => workspace.copyFiles(globs, exclude, limits),
        putFile: copy => {
            if (!inStateDir(copy.path))
                memo.touched();
            return workspace.putFile(copy);
        },
        treeState: exclude => workspace.treeState(exclude)
    };
    return {
        ...deps,
        workspace: watched,
        runner: { run: spec => around(() => runner.run(spec)) },
        git: {
            inspect: () => git.inspect(),
            switchTo: (branch, options) => around(() => git.switchTo(branch, options)),
            changed: () => git.changed(),
            commit: input => around(() => git.commit(input)),
            push: branch => around(() => git.push(branch)),
            committedSince: sha => git.committedSince(sha),
            resetTo: sha => around(() => git.resetTo(sha)),
            keep: (sha, ref) => git.keep(sha, ref),
            contains: sha => git.contains(sha),
            // A snapshot is built in an index of its own: the tree stays as it is.
            snapshot: exclude => git.snapshot(exclude),
            diff: (from, to) => git.diff(from, to),
            has: sha => git.has(sha)
        },
        mirror: {
            ref: mirror.ref,
            read: () => mirror.read(),
            write: (files, message) => around(() => mirror.write(files, message))
        },
        tasks: tasks.kind === 'cli' ? cliTasks(tasks, around) : tasks
    };
}
/** A task CLI runs a command for every question, and a command may change the tree. */
function cliTasks(tasks, around) {
    return {
        kind: tasks.kind,
        open: () => around(() => tasks.open()),
        before: () => around(() => tasks.before()),
        after: () => around(() => tasks.after()),
        finished: () => tasks.finished(),
        view: () => tasks.view(),
        fingerprint: () => around(() => tasks.fingerprint())
    };
}

;// CONCATENATED MODULE: ./src/loop/context.ts








/** One run of the loop: its deps, the state it carries, and what every step shares. */
class LoopContext {
    /** Carried from iteration to iteration, and across runs through the checkpoint. */
    state = (0,domain_state/* newLoopState */.W4)();
    /** Figures of this run only. */
    tally = new RunTally();
    /** The tree the last agent left, kept for the next iteration while nothing else ran. */
    trees = new TreeMemo();
    hooks;
    persistence;
    workBranch;
    /** Chosen at the start, once the run is sure to go on. */
    agent;
    /** The review gate's reviewer (SPEC §7), chosen with the agent; undefined with `review: none`. */
    reviewer;
    resumed = false;
    /** This run holds the state dir's lock (SPEC §8). */
    locked = false;
    /** The task source's fingerprint after the last read, for the checkpoint. */
    sourceFingerprint = '';
    /** The task source as it reads, held marks done (`deps.tasks` holds them open: rules/held-marks.ts). */
    source;
    /** Replaces every secret by `***` (SPEC §4); every file the loop writes goes through it. */
    redact;
    deps;
    constructor(deps) {
        const { config } = deps;
        this.redact = redactor(config.secrets);
        const redacting = { ...deps, workspace: redactingWrites(deps.workspace, this.redact) };
        const watched = watchTree(redacting, this.trees, config.stateDir);
        this.source = watched.tasks;
        this.deps = { ...watched, tasks: holdingMarks(watched.tasks, () => this.state.heldMarks) };
        this.hooks = new Hooks(config.hooks, { ...this.deps, cwd: config.workspace, env: config.env });
        this.persistence = new Persistence(this.deps);
        this.workBranch = new WorkBranch(this.deps, this.redact);
        // The first signal writes the checkpoint at once, before the agent is even stopped.
        const onSignal = () => void this.persistence.write(this.snapshot(), 'interrupted', 'interrupted');
        deps.signal.addEventListener('abort', onSignal, { once: true });
    }
    get stateDir() {
        return this.deps.config.stateDir;
    }
    get promptFile() {
        return `${this.stateDir}/prompt.md`;
    }
    /** Per-task attempts and `stuck_consecutive` apply to a task file only (SPEC §3). */
    get tracksTasks() {
        return this.deps.tasks.kind !== 'cli';
    }
    /**
     * The work remaining now (SPEC §1), with `verify` while the gate fails (`pending`: after the iteration
     * being judged). Plan mode without a task source has only what the agent reported (or `plan`).
     */
    workRemaining(agentReported, pending = this.state.verifyPending, held = this.state.heldMarks) {
        const { config, tasks } = this.deps;
        const base = config.mode === 'plan' && tasks.kind === 'none'
            ? (agentReported ?? this.state.lastWorkRemaining?.filter(id => id !== 'verify') ?? ['plan'])
            : [...holdView(this.source.view(), held).remaining];
        return pending ? [...base, 'verify'] : base;
    }
    /**
     * How much work remains, to tell whether an iteration shrank it: the source's count (a task CLI's
     * open + active), or in plan mode without a source the work the agent reported; `verify` counts one.
     */
    size(agentReported, pending = this.state.verifyPending, held = this.state.heldMarks) {
        const { config, tasks } = this.deps;
        if (config.mode === 'plan' && tasks.kind === 'none')
            return this.workRemaining(agentReported, pending).length;
        return holdView(this.source.view(), held).size + (pending ? 1 : 0);
    }
    /** What the checkpoint records now. */
    snapshot() {
        return {
            state: this.state,
            workRemaining: this.state.lastWorkRemaining ?? this.workRemaining(),
            sourceFingerprint: this.sourceFingerprint,
            completedThisRun: this.tally.completedThisRun,
            realRemaining: this.deps.tasks.view().size,
            headSha: this.workBranch.sha,
            branch: this.workBranch.branch,
            pushed: !this.workBranch.unpushed
        };
    }
    /** A timeout capped by the time budget left. */
    timeLeftFor(timeoutMs) {
        const { config, clock, startedAt } = this.deps;
        const left = config.timeBudgetMs - (clock.now() - startedAt);
        return Math.max(1000, Math.min(timeoutMs, left));
    }
    /** Takes the state dir's lock; a Stop naming the holder when another loop runs on it. */
    async takeLock() {
        const { lock, log, config } = this.deps;
        const taken = await lock.acquire();
        if (!taken.ok) {
            return {
                reason: 'error',
                message: `Another loop is running on state-dir ${config.stateDir} (${taken.holder}). Wait for it to end, or give this one its own state-dir.`
            };
        }
        this.locked = true;
        if (taken.takenOver)
            log.warning(`Took over the lock of a loop that is gone (${taken.takenOver}).`, 'State dir lock');
        return undefined;
    }
    agentPreset() {
        if (!this.agent)
            throw new Error('the agent preset was not chosen');
        return this.agent;
    }
}
/** The workspace, with every write redacted: summaries, the prompt file, the checkpoint, the report. */
function redactingWrites(workspace, redact) {
    return {
        root: workspace.root,
        readText: (path, limits) => workspace.readText(path, limits),
        writeText: (path, content, options) => workspace.writeText(path, redact(content), options),
        exists: path => workspace.exists(path),
        remove: path => workspace.remove(path),
        copyFiles: (globs, exclude, limits) => workspace.copyFiles(globs, exclude, limits),
        putFile: copy => workspace.putFile(copy),
        treeState: exclude => workspace.treeState(exclude)
    };
}

;// CONCATENATED MODULE: ./src/agents/promise.ts
/** The lines of a prompt as an agent could repeat them: trimmed, the empty ones left out. */
function promptLines(prompt) {
    return prompt
        .split('\n')
        .map(line => line.trim())
        .filter(line => line !== '');
}
/**
 * Whether the agent said the plan-mode promise (SPEC §7): `<promise>{promise}</promise>` on a line of its
 * own words. A line that contains a line of the prompt holding the tag (quoted behind `> `, indented,
 * prefixed by other text) repeats the prompt and is not the agent's. The tag alone on a line is always
 * the agent's: when the prompt has it alone too, nothing else tells a claim from a copy, and the agent
 * must be able to say it.
 */
function saidPromise(words, prompt, promise) {
    return lastOwnTags(words, prompt, [`<promise>${promise}</promise>`]).length > 0;
}
const VERDICT_TAGS = {
    '<verdict>approve</verdict>': 'approve',
    '<verdict>reject</verdict>': 'reject'
};
/**
 * The verdict a preset reviewer gave (SPEC §7): the last `<verdict>approve</verdict>` or
 * `<verdict>reject</verdict>` in its own words, by the rule of the promise (a line that repeats the
 * review prompt's instruction is not a verdict); undefined when it gave none. A line with both is a
 * rejection: a reviewer that cannot decide has not approved.
 */
function verdictOf(words, prompt) {
    const found = lastOwnTags(words, prompt, Object.keys(VERDICT_TAGS)).map(tag => VERDICT_TAGS[tag]);
    return found.includes('reject') ? 'reject' : found[0];
}
/**
 * Which of `tags` the last line of the agent's own words that holds any of them holds (the rule of
 * `saidPromise`: a line that repeats a line of the prompt holding a tag is a quote); [] when none.
 */
function lastOwnTags(words, prompt, tags) {
    const present = tags.filter(tag => words.includes(tag));
    if (present.length === 0)
        return [];
    const quoted = promptLines(prompt).filter(line => present.some(tag => line.includes(tag)));
    let last = [];
    for (const line of words.split('\n')) {
        if (quoted.some(q => line.includes(q)) && !present.includes(line.trim()))
            continue;
        const found = present.filter(tag => line.includes(tag));
        if (found.length > 0)
            last = found;
    }
    return last;
}
const [OPEN, CLOSE] = ['<question>', '</question>'];
/**
 * The question the agent ends its own words with (SPEC §7): `<question>…</question>` at the very end
 * of its final message (a command agent's: the last 2 KB of output without the prompt's lines), with
 * something inside. Undefined when there is none, or when the line that opens the tag repeats a line
 * of the prompt that holds it (the prompt explains the tag: a quote of it is not a question).
 */
function askedQuestion(words, prompt) {
    const own = words.trimEnd();
    if (!own.endsWith(CLOSE))
        return undefined;
    const start = own.lastIndexOf(OPEN);
    const text = start < 0 ? '' : own.slice(start + OPEN.length, -CLOSE.length).trim();
    // The prompt's own placeholder is no question, wherever the agent copied it from.
    if (!text || /^(…|\.\.\.)$/.test(text))
        return undefined;
    const opening = own.slice(own.lastIndexOf('\n', start) + 1).split('\n')[0];
    const quoted = promptLines(prompt).filter(line => line.includes(OPEN));
    if (quoted.some(line => opening.includes(line)))
        return undefined;
    return text;
}

// EXTERNAL MODULE: ./src/domain/question.ts
var domain_question = __nccwpck_require__(3494);
;// CONCATENATED MODULE: ./src/agents/agent-types.ts
/** Prompts above this size go on stdin instead of argv (SPEC §4). */
const ARGV_PROMPT_LIMIT = 64 * 1024;

;// CONCATENATED MODULE: ./src/loop/rules/token-cost.ts
/**
 * The cost of an invocation that reported tokens but no cost (codex, gemini), from `token-prices`
 * (SPEC §4): cached input tokens, a part of the input, at the cached price; the rest at the input
 * price. An agent's own cost always wins.
 */
function withTokenCost(telemetry, prices) {
    const { inputTokens, outputTokens } = telemetry;
    if (telemetry.costUsd !== undefined || !prices)
        return telemetry;
    if (inputTokens === undefined && outputTokens === undefined)
        return telemetry;
    const input = inputTokens ?? 0;
    const cached = Math.min(telemetry.cachedTokens ?? 0, input);
    const micro = (input - cached) * prices.input + cached * prices.cached + (outputTokens ?? 0) * prices.output;
    return { ...telemetry, costUsd: micro / 1_000_000 };
}
/**
 * SPEC §6 `max-total-cost-usd`, before every iteration (the first of a run too): whether the loop's
 * lifetime cost, plus its average iteration, would pass the cap. Undefined when it fits.
 */
function lifetimeCostHalt(totals, maxTotalCostUsd) {
    if (maxTotalCostUsd <= 0 || totals.cost_usd <= 0)
        return undefined;
    const average = totals.cost_usd / Math.max(1, totals.iterations);
    if (totals.cost_usd + average <= maxTotalCostUsd)
        return undefined;
    return (`The loop has spent $${totals.cost_usd.toFixed(4)} over its lifetime and the next iteration (about $${average.toFixed(4)}) ` +
        `would pass max-total-cost-usd ($${maxTotalCostUsd}); raise max-total-cost-usd to go on.`);
}

;// CONCATENATED MODULE: ./src/loop/steps/agent-run.ts


/** Runs the agent once in its own process group, streaming its output to the log (SPEC §4). */
async function runAgent(deps, agent, call) {
    const { config, transcript } = deps;
    // Very long prompts would hit the OS argv limit: they go on stdin instead.
    const onStdin = Buffer.byteLength(call.prompt) > ARGV_PROMPT_LIMIT;
    const { argv, stdin } = agent.invocation(call.prompt, onStdin, call.budgetUsd);
    const parser = agent.createParser(call.prompt);
    // A parser that sees a fatal sign (a rejected key being retried) stops the agent at once.
    const fatal = new AbortController();
    const result = await deps.runner.run({
        argv,
        cwd: config.workspace,
        env: {
            ...config.env,
            RALPH_ITERATION: String(call.iteration),
            RALPH_TASK_ID: call.taskId,
            RALPH_AGENT_ID: config.agentId,
            RALPH_STATE_DIR: call.stateDir,
            RALPH_PROMPT_FILE: call.promptFile,
            ...call.env
        },
        ...(stdin === undefined ? {} : { stdin }),
        timeoutMs: call.timeoutMs,
        signal: deps.signal,
        hardSignal: AbortSignal.any([deps.hardSignal, fatal.signal]),
        onOutput: chunk => transcript.write(chunk),
        ...(transcript.backlog && { backlog: () => transcript.backlog?.() }),
        ...(agent.maxLineBytes && { maxLineBytes: agent.maxLineBytes }),
        onLine: line => {
            parser.onLine(line);
            if (!fatal.signal.aborted && parser.fatal?.())
                fatal.abort();
        }
    });
    return { result, telemetry: withTokenCost(parser.finish(result), deps.config.tokenPrices) };
}

;// CONCATENATED MODULE: ./src/loop/rules/file-changes.ts
/** The paths that differ between two copies of the protected files (added, edited, deleted, mode, link), by path. Pure. */
function fileChanges(before, after) {
    const then = new Map(before.map(file => [file.path, file]));
    const now = new Map(after.map(file => [file.path, file]));
    const changes = [];
    for (const [path, copy] of then) {
        const current = now.get(path);
        if (!current || !file_changes_same(copy, current))
            changes.push({ path, copy });
    }
    for (const path of now.keys())
        if (!then.has(path))
            changes.push({ path, copy: undefined });
    return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
function file_changes_same(a, b) {
    return a.mode === b.mode && a.link === b.link && Buffer.from(a.bytes).equals(Buffer.from(b.bytes));
}

;// CONCATENATED MODULE: ./src/loop/steps/protect.ts


/**
 * Protected files are copied whole: workflows are small. Past this the protection would cost the
 * memory of a large tree, so it is off for the iteration, and a warning says to narrow the globs.
 */
const PROTECT_LIMITS = { files: 5000, bytes: 32 * 1024 * 1024 };
/** For `invoke`, before the agent runs: copies what `protected-paths` matches; undefined when off. */
async function guard(loop, head) {
    const { config, workspace, log } = loop.deps;
    if (config.protectedPaths.length === 0)
        return undefined;
    const copies = await workspace.copyFiles(config.protectedPaths, [loop.stateDir], PROTECT_LIMITS);
    if ('tooMany' in copies) {
        log.warning(`Input 'protected-paths' matches ${copies.tooMany}: the loop does not protect them in this iteration. ` +
            'Narrow the globs to the files that judge the work (workflows, the tests the verify command runs).', 'Protected paths');
        return undefined;
    }
    return { files: copies.files, head };
}
/**
 * For `invoke`, after the agent ran: undoes its changes to protected paths and returns the paths it
 * changed ([] when none). Its own commits that touch one are undone first (`git reset --mixed` to the
 * HEAD before it: their changes stay in the working tree, and the loop's commit records them without
 * the protected ones), so that no pushed commit changes a workflow, which the job's token may not push.
 * Then each protected file is put back: edited, deleted or of another mode → its copy; added → removed.
 * `head` is HEAD now, from the tree the agent left.
 */
async function restore(loop, before, head) {
    const { config, workspace, git, log } = loop.deps;
    const protects = globMatcher(config.protectedPaths);
    const committed = before.head && head !== before.head ? (await git.committedSince(before.head)).filter(protects) : [];
    if (committed.length > 0) {
        const reset = await git.resetTo(before.head);
        if (!reset.ok)
            log.warning(`Could not undo the agent's commits: ${reset.message}`, 'Protected paths');
    }
    const now = await workspace.copyFiles(config.protectedPaths, [loop.stateDir], {
        files: PROTECT_LIMITS.files * 2,
        bytes: PROTECT_LIMITS.bytes * 2
    });
    // Past the limit the agent added more than can be listed: put back all that was there, and say so.
    const changes = 'tooMany' in now
        ? before.files.map(copy => ({ path: copy.path, copy }))
        : fileChanges(before.files, now.files);
    for (const { path, copy } of changes) {
        if (copy)
            await workspace.putFile(copy);
        else
            await workspace.remove(path);
    }
    const added = 'tooMany' in now ? [`(${now.tooMany})`] : [];
    const paths = [...new Set([...committed, ...changes.map(change => change.path), ...added])].sort();
    if (paths.length > 0)
        log.warning(`The agent changed protected paths (protected-paths): ${paths.slice(0, 10).join(', ')}${paths.length > 10 ? ', …' : ''}. ` +
            `Restored them${committed.length > 0 ? ' and undid its commits (their other changes are kept in the working tree)' : ''}; the iteration fails.`, 'Protected paths');
    return paths;
}

;// CONCATENATED MODULE: ./src/loop/rules/default-prompt.ts
/** At most this many other open tasks are listed, then their count: the prompt stays small (SPEC §5a). */
const DEFAULT_OTHER_TASKS = 10;
/**
 * The built-in build prompt, without placeholders (so the loop context is appended). It names the task
 * file and how a task is marked done in that file's format, because an agent told only "mark it done in
 * the task source" has to hunt for the file and guess its format.
 */
function defaultPrompt(facts) {
    const steps = [...workSteps(facts), 'Then stop: the loop calls you again for the next task.'];
    return [
        'You are one iteration of an autonomous build loop. Work only on the current task below.',
        '',
        ...steps.map((step, i) => `${i + 1}. ${step}`),
        '',
        'Never rename, reword, reorder or delete tasks; only mark them done.',
        "If you cannot go on without a person's answer, end your final message with <question>…</question>.",
        'Use the notes or error of a previous iteration below, if any.'
    ].join('\n');
}
function workSteps(facts) {
    const check = facts.verifyCommand
        ? `check them: \`${oneLine(facts.verifyCommand)}\` must pass (the loop runs it after you).`
        : 'check them (build, tests) where you can.';
    if (facts.taskId === 'verify') {
        return [`Make the changes that let the verify command pass, and ${check}`];
    }
    if (facts.source === 'command') {
        return [
            `Take one task from the task list below through the task CLI, make the changes it needs and ${check}`,
            'When it is complete, mark it done through the task CLI (its help lists the command).'
        ];
    }
    const task = facts.taskId ? `task ${facts.taskId}` : 'the task';
    const steps = [`Make the changes ${task} needs and ${check}`];
    const mark = facts.taskFile ? markDone(facts) : '';
    if (mark)
        steps.push(`When it is complete, mark it done in ${facts.taskFile}: ${mark}`);
    return steps;
}
/** How a task is marked done in the file's format (SPEC §3). */
function markDone(facts) {
    if (facts.source === 'json') {
        return 'set "done": true on its entry (or "passes": true / "status": "done" if the file uses those).';
    }
    if (/^phase_\d+$/.test(facts.taskId)) {
        return 'tick all of its phase\'s checkboxes ("- [x]") or add [COMPLETE] to its heading.';
    }
    return 'tick its checkbox ("- [ ]" becomes "- [x]").';
}
/** A verify command of several lines is named by its first (the prompt says which, not how). */
function oneLine(command) {
    const lines = command.trim().split('\n');
    return lines.length > 1 ? `${lines[0]} …` : (lines[0] ?? '');
}

;// CONCATENATED MODULE: ./src/loop/rules/messages.ts
/** What a person reads when the loop stops for `reason` (one sentence, with the input to change). */
function stopMessage(reason, facts) {
    const { limits } = facts;
    switch (reason) {
        case 'stuck_consecutive':
            return `Task ${facts.taskId} failed ${facts.consecutive} iterations in a row (stuck-threshold ${limits.stuckThreshold}).${markDoneHint(facts.taskId)}`;
        case 'no_progress':
            return `No progress for ${facts.noProgress} iteration(s): the work remaining and the working tree did not change (no-progress-limit ${limits.noProgressLimit}).${markDoneHint(facts.taskId)}`;
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
/**
 * How a task is marked done, where its id alone does not say: a markdown phase (`phase_N`) is done by
 * either of two marks (SPEC §3), and a roadmap that ticks its plans must not be told only one of them.
 */
function markDoneHint(taskId) {
    if (!/^phase_\d+$/.test(taskId))
        return '';
    return ` To mark ${taskId} done, tick all of its checkboxes or add [COMPLETE] to its heading.`;
}

;// CONCATENATED MODULE: ./src/loop/rules/prompt.ts

/**
 * The built-in prompt of plan mode (SPEC §7): the loop ends when the agent's final message holds the
 * promise, so the prompt states the exact tag (inside a sentence: a line that only repeats the prompt
 * is not the agent's own words).
 */
function planPrompt(promise) {
    return [
        'You are one iteration of an autonomous planning loop. Work on the plan below: research, decide and',
        'write it down in this repository; the loop calls you again with your notes from this iteration.',
        '',
        `When the whole plan is done, end your final message with <promise>${promise}</promise> and nothing after it.`,
        'Do not say it before: the loop stops as soon as you do.'
    ].join('\n');
}
const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const MAX_REMAINING_LINES = 50;
/**
 * Fills the `{{name}}` placeholders of `template` that `values` knows; unknown ones are left as they
 * are. `used`: whether any known placeholder was there (a template without one gets context appended).
 */
function fillPlaceholders(template, values) {
    let used = false;
    const text = template.replace(PLACEHOLDER, (whole, name) => {
        if (!Object.prototype.hasOwnProperty.call(values, name))
            return whole;
        used = true;
        return values[name] ?? whole;
    });
    return { text, used };
}
/**
 * Renders a prompt: known `{{name}}` placeholders are replaced; unknown ones are left as they are.
 * A template that uses no known placeholder gets a "Loop context" section with the non-empty values.
 */
function renderPrompt(template, values) {
    const { text, used } = fillPlaceholders(template, { ...values });
    return used ? text : withLoopContext(text, values);
}
/** A prompt with the "Loop context" section appended: the built-in default, whose text is not a template. */
function withLoopContext(text, values) {
    return `${text}\n\n${loopContext(values)}`;
}
function loopContext(values) {
    const sections = [
        ['Current task', values.task],
        ['Iteration', `${values.iteration} of at most ${values.max_iterations}`],
        ['Remaining tasks', values.remaining],
        ['Task list (peek)', values.peek],
        ["A person's answer to your question", values.answer],
        ['Error in the previous iteration', values.last_error],
        ['Review of your last work (not approved: the task is not done yet)', values.review],
        ['Verify output (failing)', values.verify_output],
        [`Notes from the previous iteration (${values.continuation_path})`, values.continuation]
    ];
    const body = sections
        .filter(([, value]) => value.trim() !== '')
        .map(([title, value]) => `### ${title}\n${value.trimEnd()}`)
        .join('\n\n');
    return `## Loop context\n\n${body}\n`;
}
/** A task as markdown: id, title and acceptance criteria (or phase items); `howToMark` adds how to mark it done. */
function describeTask(task, howToMark = true) {
    const lines = [`**${task.id}**: ${task.title}`];
    if (task.criteria.length > 0) {
        lines.push('', 'Acceptance criteria:', ...task.criteria.map(item => `- ${item}`));
    }
    const hint = howToMark ? markDoneHint(task.id).trim() : '';
    if (hint)
        lines.push('', hint);
    return lines.join('\n');
}
/** Remaining tasks, a line each, at most `max` (50 for `{{remaining}}`), then "… and N more". */
function describeRemaining(tasks, max = MAX_REMAINING_LINES) {
    const lines = tasks.slice(0, max).map(task => `- ${task.id}: ${task.title}`);
    if (tasks.length > max)
        lines.push(`… and ${tasks.length - max} more`);
    return lines.join('\n');
}
/** `{{answer}}`: the answer, under the question it answers, so the agent knows what it asked. */
function describeAnswer(answer) {
    if (!answer)
        return '';
    const asked = answer.question
        .split('\n')
        .map(line => `> ${line}`)
        .join('\n');
    return `You asked:\n${asked}\n\n${answer.by === '--answer' ? 'The answer' : `The answer (from ${answer.by})`}:\n${answer.text}`;
}

;// CONCATENATED MODULE: ./src/loop/services/summaries.ts
/** Iteration summaries kept in state-dir. */
const SUMMARIES_KEPT = 20;
/** `{{continuation}}` carries at most this much of the previous summary. */
const CONTINUATION_LIMIT = 8 * 1024;
/** Path of iteration n's summary, relative to the workspace. */
function summaryPath(stateDir, n) {
    return `${stateDir}/iteration_${n}_summary.md`;
}
/** What the review gate decided (SPEC §7), for the summary; its findings are in the next prompt's `{{review}}`. */
function reviewLine(review) {
    const parts = [
        ...(review.approved.length > 0 ? [`approved ${review.approved.join(', ')}`] : []),
        ...(review.rejected.length > 0 ? [`not approved ${review.rejected.join(', ')} (not done yet)`] : [])
    ];
    return parts.join('; ') || 'nothing to review';
}
/** Writes `iteration_{n}_summary.md` and deletes the one that fell out of the last 20. */
async function writeSummary(workspace, stateDir, content) {
    const { record } = content;
    const lines = [
        `# Iteration ${record.n}`,
        '',
        `- Task: ${record.task} — ${content.title}`,
        `- Attempt: ${record.attempt}`,
        ...(record.agent ? [`- Agent: ${record.agent}`] : []),
        `- Outcome: ${record.outcome}`,
        `- Work remaining after it: ${record.work_remaining}`,
        ...(content.error ? [`- Error: ${content.error}`] : []),
        ...(record.review ? [`- Review: ${reviewLine(record.review)}`] : []),
        ...answered(content.answer),
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
    // Whole or absent after a crash is enough: the checkpoint, written after it, is what must survive.
    await workspace.writeText(path, lines.join('\n'), { durable: false });
    if (record.n > SUMMARIES_KEPT)
        await workspace.remove(summaryPath(stateDir, record.n - SUMMARIES_KEPT));
    return path;
}
/** The question and the answer an iteration was given, for its summary. */
function answered(answer) {
    if (!answer)
        return [];
    return [
        '',
        '## The question and the answer',
        '',
        `Asked: ${answer.question}`,
        '',
        `Answered by ${answer.by}: ${answer.text}`
    ];
}
/** A summary is read whole at most up to this size; `{{continuation}}` takes its first 8 KB. */
const SUMMARY_READ_LIMIT = 1024 * 1024;
/**
 * Why the continuation file of a resumed loop cannot be used (missing, not a regular file, too big),
 * or undefined when it can (SPEC §8: a file the loop reads never hangs it).
 */
async function checkContinuation(workspace, path) {
    if (!(await workspace.exists(path)))
        return `The continuation file ${path} is missing`;
    try {
        await workspace.readText(path, { maxBytes: SUMMARY_READ_LIMIT });
        return undefined;
    }
    catch (error) {
        return `The continuation file ${path} cannot be read (${error instanceof Error ? error.message : String(error)})`;
    }
}
/** The previous summary's contents for `{{continuation}}`, cut to 8 KB (its start is kept: task and outcome come first). */
async function readContinuation(workspace, path) {
    if (!path)
        return '';
    try {
        const text = await workspace.readText(path, { maxBytes: SUMMARY_READ_LIMIT });
        return text.length > CONTINUATION_LIMIT ? text.slice(0, CONTINUATION_LIMIT) + '\n…' : text;
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/loop/steps/invoke.ts







/** The facts of an iteration that come from its run alone (the rest come from `observe`). */
function runFacts(invoked, tracksTasks) {
    const { telemetry } = invoked;
    return {
        n: invoked.n,
        task: invoked.task.id,
        attempt: invoked.attempt,
        tracksTasks,
        agent: invoked.agent,
        startedAt: invoked.startedAt,
        durationMs: invoked.durationMs,
        exitCode: invoked.result.exitCode,
        errorClass: telemetry.errorClass,
        errorMessage: telemetry.errorMessage ?? '',
        ...(telemetry.costUsd !== undefined && { costUsd: telemetry.costUsd }),
        ...(telemetry.inputTokens !== undefined && { inputTokens: telemetry.inputTokens }),
        ...(telemetry.outputTokens !== undefined && { outputTokens: telemetry.outputTokens }),
        ...(telemetry.contextFill !== undefined && { contextFill: telemetry.contextFill }),
        treeChanged: invoked.treeChanged,
        sizeBefore: invoked.sizeBefore,
        protectedChanged: invoked.protectedChanged
    };
}
/**
 * SPEC §5 steps 2–3: prints the iteration's line, renders the prompt and runs the agent, noting the
 * working tree before and after. The attempt counts once the iteration is judged (`advance`).
 */
async function invoke(loop, { task, attempt, peek }) {
    const { config, log, transcript, workspace, clock } = loop.deps;
    const { state } = loop;
    const n = state.iteration;
    loop.persistence.touched = true;
    const workBefore = loop.workRemaining();
    const sizeBefore = loop.size();
    const shown = loop.tracksTasks ? `${attempt}` : '-';
    const line = `=== Build Iteration ${n} (Subtask: ${task.id}, Attempt: ${shown}/${config.maxAttempts}, ${workBefore.length} subtasks remaining) ===`;
    log.info(line);
    const excluded = [loop.stateDir, loop.promptFile];
    // The tree the previous agent left is this one's "before" unless something ran since (tree-memo.ts).
    const treeBefore = loop.trees.take(excluded) ?? (await treeNow(loop, excluded));
    // The prompt carries outside text (errors, the verify output, the previous summary): no secret in it.
    const rendered = await promptFor(loop, task, n, peek);
    const [prompt, quotable] = [loop.redact(rendered.prompt), loop.redact(rendered.quotable)];
    await workspace.writeText(loop.promptFile, prompt, { durable: false });
    // Only the review gate needs the tree before as git sees it (SPEC §7): its diff starts there.
    const tree = config.review !== 'none' && loop.tracksTasks ? await loop.deps.git.snapshot(excluded) : '';
    const reviewBase = tree ? { tree, head: treeBefore.head } : null;
    const guarded = await guard(loop, treeBefore.head);
    const startedAt = clock.now();
    // The iteration's line stands above the fold; the fold is titled apart, so the line shows once.
    transcript.startGroup(`Agent output (iteration ${n})`);
    const { telemetry, result } = await runAgent(loop.deps, loop.agentPreset(), {
        prompt,
        promptFile: `${config.workspace}/${loop.promptFile}`,
        iteration: n,
        taskId: loop.tracksTasks ? task.id : '',
        stateDir: `${config.workspace}/${loop.stateDir}`,
        timeoutMs: loop.timeLeftFor(config.iterationTimeoutMs),
        ...(config.maxCostUsd > 0 && { budgetUsd: config.maxCostUsd - loop.tally.costUsd })
    });
    transcript.endGroup();
    const durationMs = clock.now() - startedAt;
    const treeLeft = await treeNow(loop, excluded, treeBefore);
    // What the iteration leaves is the tree with the protected paths put back: taken again when they were.
    const protectedChanged = guarded ? await restore(loop, guarded, treeLeft.head) : [];
    const treeAfter = protectedChanged.length > 0 ? await treeNow(loop, excluded, treeBefore) : treeLeft;
    loop.trees.keep(excluded, treeAfter);
    const treeChanged = treeBefore.hash !== treeAfter.hash;
    const lastWords = telemetry.finalMessage.trim() || result.tail.slice(-2048);
    const question = config.questions ? askedQuestion(telemetry.finalMessage, quotable) : undefined;
    loop.tally.addUsage(telemetry, durationMs, lastWords);
    warnContextFill(loop, telemetry.contextFill, telemetry.contextWindow);
    return {
        n,
        task,
        attempt,
        workBefore,
        sizeBefore,
        startedAt,
        durationMs,
        treeChanged,
        changed: treeAfter.changed,
        agent: loop.agentPreset().name,
        telemetry,
        result,
        lastWords,
        quotable,
        protectedChanged,
        reviewBase,
        ...(question !== undefined && { question: question.slice(0, domain_question/* MAX_QUESTION_CHARS */.S) }),
        answer: state.answer
    };
}
/**
 * The working tree now. When the signal stops its `git status`, `stopped` stands in: the signal ends the
 * iteration as interrupted, its attempt given back (give-back.ts), where a throw would abort the loop.
 */
async function treeNow(loop, excluded, stopped = { hash: '', changed: [], head: '' }) {
    try {
        return await loop.deps.workspace.treeState(excluded);
    }
    catch (error) {
        if (loop.deps.signal.aborted)
            return stopped;
        throw error;
    }
}
/** The prompt of SPEC §5a for this iteration, and the same without the continuation. */
async function promptFor(loop, task, n, peek) {
    const { config, workspace, tasks } = loop.deps;
    const { state } = loop;
    const remaining = tasks.view().tasks.filter(t => t.state !== 'done');
    if (state.verifyPending)
        remaining.push({ id: 'verify', title: 'make the verify command pass' });
    const values = {
        task_file: config.taskSource === 'command' ? '' : (config.tasks ?? ''),
        task: task.text,
        task_id: loop.tracksTasks ? task.id : '',
        iteration: String(n),
        max_iterations: String(config.maxIterations),
        remaining: describeRemaining(remaining),
        peek,
        continuation: await readContinuation(workspace, state.continuationPath),
        continuation_path: state.continuationPath ?? '',
        verify_output: state.verifyOutput,
        last_error: state.lastError,
        review: state.reviewFindings,
        answer: describeAnswer(state.answer)
    };
    const render = (v) => {
        if (config.prompt !== undefined)
            return renderPrompt(config.prompt, v);
        if (config.mode === 'plan')
            return renderPrompt(planPrompt(config.completionPromise), v);
        // The built-in default lists only the next few other open tasks (SPEC §5a): the prompt stays small.
        const others = remaining.filter(t => t.id !== task.id);
        const facts = {
            source: config.taskSource,
            taskFile: v.task_file,
            taskId: v.task_id,
            verifyCommand: config.verifyCommand
        };
        return withLoopContext(defaultPrompt(facts), {
            ...v,
            remaining: describeRemaining(others, DEFAULT_OTHER_TASKS)
        });
    };
    return {
        prompt: render(values),
        quotable: render({ ...values, continuation: '', continuation_path: '' })
    };
}
/** The fill an agent reports is recorded and warned about, never a halt: every iteration is a fresh session. */
function warnContextFill(loop, fill, reportedWindow) {
    const { config, log } = loop.deps;
    const window = config.contextWindow || reportedWindow || 0;
    if (fill === undefined || window === 0 || fill < config.contextThreshold * window)
        return;
    log.warning(`The agent's context reached ${fill} of ${window} tokens (≥ context-threshold ${config.contextThreshold}); tasks this large may not fit one session.`, 'Context');
}

;// CONCATENATED MODULE: ./src/process/describe.ts
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

;// CONCATENATED MODULE: ./src/agents/reset-time.ts
/**
 * When a usage limit resets, from the text forms agents print (SPEC §4): `…|1767225600` (epoch
 * seconds or ms), `resets 2am`, `resets 10pm (Europe/Berlin)`, `try again at 3:15 PM`. The next
 * occurrence after `now`, as epoch ms; undefined when the text says nothing usable.
 */
function parseResetTime(text, now) {
    const epoch = /\|\s*(\d{10,13})\b/.exec(text);
    if (epoch) {
        const value = Number(epoch[1]);
        return value < 1e12 ? value * 1000 : value;
    }
    const clock = /(?:resets(?: at)?|try again at)\s+(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?(?:\s*\(([^)]+)\))?/i.exec(text);
    if (!clock)
        return undefined;
    let hour = Number(clock[1]);
    const minute = Number(clock[2] ?? 0);
    const meridiem = clock[3]?.toLowerCase().replace(/\./g, '');
    if (meridiem === 'pm' && hour < 12)
        hour += 12;
    if (meridiem === 'am' && hour === 12)
        hour = 0;
    if (hour > 23 || minute > 59)
        return undefined;
    return nextWallClock(hour, minute, clock[4]?.trim(), now);
}
/** The next instant after `now` at which the wall clock of `timeZone` (default UTC) shows hour:minute. */
function nextWallClock(hour, minute, timeZone, now) {
    let offset;
    try {
        const format = new Intl.DateTimeFormat('en-US', {
            timeZone: timeZone ?? 'UTC',
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric'
        });
        offset = at => {
            const parts = Object.fromEntries(format.formatToParts(at).map(part => [part.type, Number(part.value)]));
            const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
            return local - Math.floor(at / 60_000) * 60_000;
        };
    }
    catch {
        return undefined;
    }
    const day = new Date(now + offset(now));
    for (let extra = 0; extra <= 2; extra++) {
        const localTarget = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + extra, hour, minute);
        const instant = localTarget - offset(localTarget);
        if (instant > now)
            return instant;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/agents/claude.ts


/** Claude Code: `claude -p <prompt> --output-format stream-json --verbose` (SPEC §4). */
function claudeAgent(options) {
    return {
        name: 'claude',
        installHint: 'npm i -g @anthropic-ai/claude-code',
        invocation: (prompt, onStdin, budgetUsd) => ({
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
        createParser: () => new ClaudeParser(options.now)
    };
}
/**
 * `--max-budget-usd` with what is left of the run's budget (SPEC §10), so one iteration cannot spend
 * past it; cut down to a tenth of a cent. Nothing when there is no budget or `agent-args` sets its own.
 */
function budgetArgs(budgetUsd, args) {
    if (budgetUsd === undefined ||
        args.some(arg => arg === '--max-budget-usd' || arg.startsWith('--max-budget-usd=')))
        return [];
    return ['--max-budget-usd', String(Math.max(0, Math.floor(budgetUsd * 1000) / 1000))];
}
const num = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value) => (typeof value === 'string' ? value : undefined);
const obj = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
/** Every input token the model read: fresh, cache writes and cache reads. */
const inputTokens = (usage) => (num(usage.input_tokens) ?? 0) +
    (num(usage.cache_creation_input_tokens) ?? 0) +
    (num(usage.cache_read_input_tokens) ?? 0);
const AUTH_TEXT = /invalid api key|authentication_error|401|403|please run \/login|oauth token/i;
const LIMIT_TEXT = /usage limit|limit reached|hit your limit|rate_limit|429/i;
/** Reads the stream-json records line by line as they arrive; keeps only what the telemetry needs. */
class ClaudeParser {
    now;
    lastText = '';
    contextFill;
    sessionId;
    result;
    resetAt;
    authFailure;
    constructor(now) {
        this.now = now;
    }
    onLine(line) {
        if (!line.startsWith('{'))
            return;
        let record;
        try {
            record = JSON.parse(line);
        }
        catch {
            return;
        }
        this.sessionId = str(record.session_id) ?? this.sessionId;
        switch (record.type) {
            case 'assistant':
                return this.onAssistant(obj(record.message));
            case 'result':
                this.result = record;
                return;
            case 'rate_limit_event':
                return this.onRateLimit(obj(record.rate_limit_info) ?? record);
            case 'system':
                if (record.subtype === 'api_retry') {
                    const status = num(record.error_status) ?? num(record.status) ?? num(obj(record.error)?.status);
                    if (status === 401 || status === 403) {
                        this.authFailure = `the API rejected the key (HTTP ${status}) and the CLI is retrying`;
                    }
                }
                return;
            default:
                return;
        }
    }
    fatal() {
        return this.authFailure;
    }
    onAssistant(message) {
        if (!message)
            return;
        const content = Array.isArray(message.content) ? message.content : [];
        const text = content
            .map(block => obj(block))
            .filter(block => block?.type === 'text')
            .map(block => str(block?.text) ?? '')
            .join('');
        if (text)
            this.lastText = text;
        const usage = obj(message.usage);
        if (usage)
            this.contextFill = inputTokens(usage);
    }
    onRateLimit(info) {
        if (info.status !== 'rejected')
            return;
        const resets = num(info.resetsAt) ?? num(info.resets_at);
        if (resets !== undefined)
            this.resetAt = resets < 1e12 ? resets * 1000 : resets;
    }
    finish(process) {
        const result = this.result;
        const usage = obj(result?.usage);
        const contextWindow = Object.values(obj(result?.modelUsage) ?? {})
            .map(model => num(obj(model)?.contextWindow))
            .find(window => window !== undefined);
        const finalMessage = str(result?.result) ?? this.lastText;
        const [errorClass, errorMessage] = this.classify(process, result, finalMessage);
        const resetAt = errorClass === 'rate_limited' ? (this.resetAt ?? parseResetTime(finalMessage, this.now())) : undefined;
        return {
            finalMessage: this.lastText || finalMessage,
            errorClass,
            ...(errorMessage ? { errorMessage } : {}),
            ...(this.sessionId ? { sessionId: this.sessionId } : {}),
            ...(num(result?.total_cost_usd) !== undefined ? { costUsd: num(result?.total_cost_usd) } : {}),
            ...(usage ? { inputTokens: inputTokens(usage), outputTokens: num(usage.output_tokens) ?? 0 } : {}),
            ...(this.contextFill !== undefined ? { contextFill: this.contextFill } : {}),
            ...(contextWindow !== undefined ? { contextWindow } : {}),
            ...(resetAt !== undefined ? { resetAt } : {})
        };
    }
    classify(process, result, text) {
        if (this.authFailure)
            return ['auth', this.authFailure];
        if (process.timedOut)
            return ['timeout', describeExit(process)];
        if (!result) {
            if (this.resetAt !== undefined)
                return ['rate_limited', 'usage limit reached'];
            return process.exitCode === 0
                ? ['no_result', 'agent exited without a result']
                : ['crashed', describeExit(process)];
        }
        const status = num(result.api_error_status);
        const isError = result.is_error === true || (str(result.subtype) ?? 'success') !== 'success';
        if (status === 401 || status === 403)
            return ['auth', `the API rejected the key (HTTP ${status})`];
        if (status === 429)
            return ['rate_limited', text.slice(0, 300) || 'rate limited (HTTP 429)'];
        if (status !== undefined && isError)
            return ['api_error', `API error ${status}: ${text.slice(0, 300)}`];
        if (result.subtype === 'error_max_turns' || /max.?turns/i.test(str(result.terminal_reason) ?? '')) {
            return ['max_turns', `stopped at the turn limit after ${num(result.num_turns) ?? '?'} turns`];
        }
        if (!isError)
            return process.exitCode === 0 || process.exitCode === null
                ? ['none']
                : ['crashed', describeExit(process)];
        if (this.resetAt !== undefined || LIMIT_TEXT.test(text))
            return ['rate_limited', text.slice(0, 300)];
        if (AUTH_TEXT.test(text))
            return ['auth', text.slice(0, 300)];
        return [
            'api_error',
            text.slice(0, 300) || `the agent reported an error (${str(result.subtype) ?? 'error'})`
        ];
    }
}

;// CONCATENATED MODULE: ./src/agents/codex.ts


/** Codex: `codex exec --json <prompt>` (a prompt of `-` is read from stdin); JSONL events. */
function codexAgent(options) {
    return {
        name: 'codex',
        installHint: 'npm i -g @openai/codex',
        invocation: (prompt, onStdin) => ({
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
        createParser: () => new CodexParser(options.now)
    };
}
const codex_obj = (value) => (typeof value === 'object' && value !== null ? value : undefined);
const codex_num = (value) => (typeof value === 'number' ? value : 0);
class CodexParser {
    now;
    finalMessage = '';
    sessionId;
    input = 0;
    output = 0;
    cached = 0;
    completed = false;
    error = '';
    constructor(now) {
        this.now = now;
    }
    onLine(line) {
        let event;
        try {
            event = JSON.parse(line);
        }
        catch {
            return;
        }
        const item = codex_obj(event.item);
        if (event.type === 'thread.started' && typeof event.thread_id === 'string')
            this.sessionId = event.thread_id;
        if (event.type === 'item.completed' && item?.type === 'agent_message' && typeof item.text === 'string') {
            this.finalMessage = item.text;
        }
        if (event.type === 'turn.completed') {
            const usage = codex_obj(event.usage);
            this.completed = true;
            // As in OpenAI's usage, cached_input_tokens are a part of input_tokens and reasoning_output_tokens
            // a part of output_tokens (checked against codex 0.169's output for a served usage).
            this.input += codex_num(usage?.input_tokens);
            this.output += codex_num(usage?.output_tokens);
            this.cached += codex_num(usage?.cached_input_tokens);
        }
        if (event.type === 'turn.failed') {
            const message = codex_obj(event.error)?.message;
            this.error = typeof message === 'string' ? message : 'turn failed';
        }
        // `error` events such as "Reconnecting... 2/5" are retries, not failures.
        if (event.type === 'error' && typeof event.message === 'string' && !/reconnecting/i.test(event.message)) {
            this.error = event.message;
        }
    }
    finish(process) {
        const base = {
            finalMessage: this.finalMessage,
            errorClass: 'none',
            ...(this.sessionId ? { sessionId: this.sessionId } : {}),
            ...(this.completed
                ? { inputTokens: this.input, outputTokens: this.output, cachedTokens: this.cached }
                : {})
        };
        const text = this.error || (process.exitCode === 0 ? '' : process.tail.slice(-500));
        if (/usage limit|rate limit/i.test(text)) {
            const resetAt = parseResetTime(text, this.now());
            return {
                ...base,
                errorClass: 'rate_limited',
                errorMessage: text.slice(0, 300),
                ...(resetAt ? { resetAt } : {})
            };
        }
        if (/401|403|unauthorized|api key/i.test(text))
            return { ...base, errorClass: 'auth', errorMessage: text.slice(0, 300) };
        if (process.timedOut)
            return { ...base, errorClass: 'timeout', errorMessage: describeExit(process) };
        if (this.error)
            return { ...base, errorClass: 'api_error', errorMessage: this.error.slice(0, 300) };
        if (process.exitCode !== 0)
            return { ...base, errorClass: 'crashed', errorMessage: describeExit(process) };
        if (!this.completed)
            return { ...base, errorClass: 'no_result', errorMessage: 'agent exited without a completed turn' };
        return base;
    }
}

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
/** The parser reads only `work_remaining` JSON lines (a long list of ids fits in well under this). */
const MARKER_LINE_BYTES = 1024 * 1024;
/** The `command` agent: any shell command, the prompt on stdin and in `$RALPH_PROMPT_FILE`. */
function commandAgent(command) {
    return {
        name: 'command',
        installHint: 'check the agent-command input',
        maxLineBytes: MARKER_LINE_BYTES,
        invocation: prompt => ({ argv: shellArgv(command), stdin: prompt }),
        createParser: prompt => new CommandParser(prompt)
    };
}
class CommandParser {
    workRemaining;
    promptLines;
    constructor(prompt) {
        this.promptLines = new Set(promptLines(prompt));
    }
    onLine(line) {
        this.workRemaining = workRemainingOf(line) ?? this.workRemaining;
    }
    finish(result) {
        const errorClass = result.timedOut ? 'timeout' : result.exitCode === 0 ? 'none' : 'crashed';
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

;// CONCATENATED MODULE: ./src/agents/gemini.ts

/** Gemini CLI: `gemini -p <prompt> --output-format json --skip-trust`; one JSON document at the end. */
function geminiAgent(options) {
    return {
        name: 'gemini',
        installHint: 'npm i -g @google/gemini-cli',
        invocation: (prompt, onStdin) => ({
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
        createParser: () => new GeminiParser(options.now)
    };
}
// Room for a response as long as the longest line the runner passes whole (16 MiB), and the rest.
const MAX_DOCUMENT = 32 * 1024 * 1024;
const gemini_obj = (value) => (typeof value === 'object' && value !== null ? value : undefined);
/** The JSON may span many lines: keep a bounded buffer of stdout and parse it at the end. */
class GeminiParser {
    now;
    text = '';
    overflow = false;
    constructor(now) {
        this.now = now;
    }
    onLine(line) {
        if (this.text.length + line.length <= MAX_DOCUMENT)
            this.text += line + '\n';
        else
            this.overflow = true;
    }
    finish(process) {
        // On a failure gemini 0.61 prints its JSON document to stderr, after a stack trace, and nothing
        // on stdout: then the document is the last one in the output's tail.
        const doc = jsonDocument(this.text) ?? lastJsonDocument(process.tail);
        const models = Object.values(gemini_obj(gemini_obj(doc?.stats)?.models) ?? {}).map(model => gemini_obj(gemini_obj(model)?.tokens));
        const sum = (key) => models.reduce((total, tokens) => total + (Number(tokens?.[key]) || 0), 0);
        const base = {
            finalMessage: typeof doc?.response === 'string' ? doc.response : '',
            errorClass: 'none',
            ...(typeof doc?.session_id === 'string' ? { sessionId: doc.session_id } : {}),
            // `prompt` counts every input token (`input` leaves out the cached ones); thoughts are output.
            ...(models.length > 0
                ? {
                    inputTokens: sum('prompt'),
                    outputTokens: sum('candidates') + sum('thoughts'),
                    cachedTokens: sum('cached')
                }
                : {})
        };
        const error = gemini_obj(doc?.error);
        const message = typeof error?.message === 'string' ? error.message : '';
        // Gemini retries a 429 itself, logging each attempt to stderr; when it ends (or is stopped) with
        // no answer after such retries, the iteration was rate limited, not broken.
        const throttled = lastQuotaRetry(process.tail);
        if (throttled && !message && (!doc || process.timedOut || process.exitCode !== 0))
            return this.rateLimited(base, throttled.message, throttled.rest);
        if (process.timedOut)
            return { ...base, errorClass: 'timeout', errorMessage: describeExit(process) };
        // Exit code 41 is an authentication failure; 53 the turn limit (gemini-cli docs).
        if (process.exitCode === 41 || /api key|unauthenticated|401|403/i.test(message)) {
            return { ...base, errorClass: 'auth', errorMessage: message || 'authentication failed (exit 41)' };
        }
        if (/quota|rate limit|429|resource.?exhausted/i.test(message))
            return this.rateLimited(base, message, message);
        if (process.exitCode === 53)
            return { ...base, errorClass: 'max_turns', errorMessage: 'turn limit reached (exit 53)' };
        if (error)
            return { ...base, errorClass: 'api_error', errorMessage: message || 'the agent reported an error' };
        if (process.exitCode !== 0)
            return { ...base, errorClass: 'crashed', errorMessage: describeExit(process) };
        if (!doc) {
            const why = this.overflow
                ? `its JSON result was over ${MAX_DOCUMENT / 1024 / 1024} MiB`
                : 'agent printed no JSON result';
            return { ...base, errorClass: 'no_result', errorMessage: why };
        }
        return base;
    }
    /** A rate limit, reset when gemini's `text` says "Suggested retry after 30s". */
    rateLimited(base, errorMessage, text) {
        const seconds = /Suggested retry after (\d+(?:\.\d+)?)s/.exec(text)?.[1];
        const resetAt = seconds === undefined ? undefined : this.now() + Number(seconds) * 1000;
        return { ...base, errorClass: 'rate_limited', errorMessage, ...(resetAt ? { resetAt } : {}) };
    }
}
function jsonDocument(text) {
    const start = text.indexOf('{');
    if (start < 0)
        return undefined;
    try {
        return gemini_obj(JSON.parse(text.slice(start)));
    }
    catch {
        return undefined;
    }
}
/** The last pretty-printed JSON object (a `{` at the start of a line) in `text`, if one parses. */
function lastJsonDocument(tail) {
    const text = `\n${tail}`;
    const end = text.lastIndexOf('}');
    for (let start = text.lastIndexOf('\n{', end); start >= 0; start = text.lastIndexOf('\n{', start - 1)) {
        try {
            return gemini_obj(JSON.parse(text.slice(start + 1, end + 1)));
        }
        catch {
            // not a whole document from here: try the one before
        }
    }
    return undefined;
}
/** The last "Attempt N failed: <quota message>" line gemini logs while it retries a 429, and what follows it. */
function lastQuotaRetry(tail) {
    const attempts = [...tail.matchAll(/^Attempt \d+ failed: (.*)$/gm)];
    const last = attempts.at(-1);
    if (!last || !/quota|exhausted|rate limit|429/i.test(last[1]))
        return undefined;
    return { message: last[1], rest: tail.slice((last.index ?? 0) + last[0].length) };
}

;// CONCATENATED MODULE: ./src/agents/presets.ts







/**
 * The preset of `fallback-agent` (SPEC §4): its own binary, default `agent-args` and model, since the
 * main agent's belong to another CLI.
 */
function fallbackPresetFor(config, clock, agent) {
    const args = splitShellWords(DEFAULT_AGENT_ARGS[agent]);
    return presetFor({ ...config, agent, agentBinary: agent, agentArgs: args, model: undefined }, clock);
}
const presets_PRESETS = { claude: claudeAgent, codex: codexAgent, gemini: geminiAgent };
/** The agent preset the config asks for. */
function presetFor(config, clock) {
    if (config.agent === 'command')
        return commandAgent(config.agentCommand ?? '');
    return presets_PRESETS[config.agent]({
        binary: config.agentBinary,
        args: config.agentArgs,
        model: config.model,
        now: () => clock.now()
    });
}
/**
 * The reviewer of the review gate (SPEC §7): `review-command` as a command agent, or a second
 * invocation of a preset with its read-only arguments (never `agent-args`, which let the agent edit).
 * The same preset as the agent keeps its `agent-binary` and `model`; another one runs by its name.
 */
function reviewPresetFor(config, clock) {
    const review = config.review;
    if (review === 'none')
        return undefined;
    if (review === 'command')
        return commandAgent(config.reviewCommand ?? '');
    return presets_PRESETS[review]({
        binary: reviewBinary(config),
        args: [...REVIEW_AGENT_ARGS[review]],
        model: review === config.agent ? config.model : undefined,
        now: () => clock.now()
    });
}
/** The executable of a preset reviewer: the agent's own (`agent-binary`) when it is the same preset. */
function reviewBinary(config) {
    return config.review === config.agent ? config.agentBinary : config.review;
}

;// CONCATENATED MODULE: ./src/loop/steps/rate-limit.ts


/** Waits for a rate limit to reset when that fits, else halts so the next run resumes (SPEC §6). */
async function onRateLimit(loop, resetAt) {
    const { config, clock, log, signal, startedAt } = loop.deps;
    const now = clock.now();
    const wait = rateLimitWait({
        resetAt,
        now,
        rateLimitWaitMs: config.rateLimitWaitMs,
        timeLeftMs: config.timeBudgetMs - (now - startedAt)
    });
    const when = resetAt === undefined ? 'at an unknown time' : `at ${new Date(resetAt).toISOString()}`;
    if (wait === undefined) {
        return {
            reason: 'rate_limited',
            message: `The agent hit a usage limit that resets ${when}, beyond rate-limit-wait or the time budget; the next run resumes.`
        };
    }
    log.info(`Rate limited (resets ${when}): waiting ${Math.round(wait / 1000)} s, then resuming at ${new Date(now + wait).toISOString()}.`);
    await clock.sleep(wait, signal);
    return undefined;
}
/**
 * `fallback-agent` (SPEC §4): a usage limit that would halt the run hands the rest of the run to the
 * fallback preset, once (a fallback that hits a limit halts the run). False when there is none.
 */
function switchToFallback(loop) {
    const { config, clock, log } = loop.deps;
    const current = loop.agentPreset().name;
    const fallback = config.fallbackAgent;
    if (!fallback || fallback === current)
        return false;
    loop.agent = fallbackPresetFor(config, clock, fallback);
    log.warning(`The agent ${current} hit a usage limit: the rest of this run uses fallback-agent ${fallback}; the next run starts with ${current} again.`, 'Fallback agent');
    return true;
}

;// CONCATENATED MODULE: ./src/report/inert-text.ts
/**
 * Outside text (task titles, the agent's words) made inert for a pull request's body (SPEC §10): on
 * GitHub it must not notify anyone, close an issue or make a link. A zero-width space (U+200B) goes
 * where GitHub would see the start of the syntax; the text still reads the same.
 */
const ZWSP = '\u200b';
/** `text` that mentions no one, closes nothing and links nowhere when GitHub renders it. */
function inert(text) {
    return (text
        // `@name`, `@org/team`: a mention notifies; one not after a word character (an e-mail address is not one).
        .replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, `$1@${ZWSP}`)
        // `#1`, `owner/repo#3`, `GH-4`: references that a closing keyword (`Fixes`, `closes`, `resolves`) would close.
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\bGH-(?=\d)/gi, match => `${match.slice(0, 2)}${ZWSP}-`)
        // Bare URLs and autolinks (`https://`, `www.`), which also carry an issue's URL to a keyword.
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/\bwww\./gi, match => `${match.slice(0, 3)}${ZWSP}.`)
        // Markdown links and images: `[text](url)` and `[text][ref]` need the brackets side by side.
        .replace(/\]\s*(?=[([])/g, `]${ZWSP}`));
}

;// CONCATENATED MODULE: ./src/report/markdown-escape.ts
/**
 * Outside text (task ids and titles, the agent's words, error texts) placed in Markdown the loop
 * writes: the job summary and the pull request's body (SPEC §4). It must not break the table it is
 * in, start HTML, or close the code block around it.
 */
/** Text for a table cell: one line, `|` escaped, HTML escaped. */
function cell(text) {
    return html(text.replace(/[\r\n]+/g, ' ')).replace(/\|/g, '\\|');
}
/**
 * An id as inline code, safe in a table cell: one line, `|` escaped (GitHub reads `\|` as a pipe inside
 * code in a table), delimited by more backticks than any run inside it. HTML is not read inside code.
 */
function code(text) {
    const line = text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
    const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map(match => match[0].length));
    const ticks = '`'.repeat(longest + 1);
    const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${line}${pad}${ticks}`;
}
/** Text escaped for HTML, so `<script>` or `<img onerror>` in a title stays text. */
function html(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A fenced code block around `text`, with a fence longer than any run of backticks inside it. */
function codeBlock(text) {
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map(match => match[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return [fence, text, fence];
}

;// CONCATENATED MODULE: ./src/report/question-comment.ts


/** Marks the loop's own question comments: never taken for an answer (SPEC §7). */
const QUESTION_MARKER = '<!-- ralph-loop:question -->';
/**
 * The pull request comment that asks the agent's question (SPEC §7). The question is the agent's text:
 * made inert (it mentions nobody, closes nothing, links nowhere) and escaped, quoted line by line.
 */
function renderQuestionComment(question) {
    const quoted = question.text.split('\n').map(line => `> ${html(inert(line))}`.trimEnd());
    return [
        QUESTION_MARKER,
        `**The agent asks** (iteration ${question.iteration}, task ${code(inert(question.task))}):`,
        '',
        ...quoted,
        '',
        'Answer in a comment on this pull request. The first comment after this one by someone with write access ' +
            '(owner, member or collaborator) reaches the agent on the next run; until then every run halts ' +
            '(`needs_input`) without invoking the agent.',
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/loop/rules/answer.ts

/** Author associations of people with write access to the repository: only they answer (SPEC §7). */
const ANSWERING = ['OWNER', 'MEMBER', 'COLLABORATOR'];
/**
 * The answer among a pull request's comments (SPEC §7): the first, in the order they were made, after
 * the question's comment `after`, written by someone with write access and saying something. Comments
 * by others (a contributor, a stranger, a bot) and the loop's own questions are passed over.
 */
function firstAnswer(comments, after) {
    const answering = ANSWERING;
    return [...comments]
        .filter(comment => comment.id > after)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
        .find(comment => answering.includes(comment.association) &&
        comment.body.trim() !== '' &&
        !comment.body.includes(QUESTION_MARKER));
}
/** The halt of a run that waits for an answer: what was asked, and how to answer it. */
function waitingMessage(question, inActions) {
    const asked = `The agent asked in iteration ${question.iteration} (task ${question.task}): "${answer_oneLine(question.text)}".`;
    if (!inActions)
        return `${asked} Run again with --answer "<your answer>" to hand it the answer.`;
    if (question.comment) {
        return `${asked} Answer in a comment on pull request #${question.comment.pullRequest} (someone with write access); the next run hands it to the agent.`;
    }
    return (`${asked} It could not be posted on a pull request (set pull-request: draft, and give the job ` +
        "'permissions: pull-requests: write' and 'issues: write'), so no answer can come: set questions: false to go on without one.");
}
/** A question on one line, cut for a log line or an annotation. */
function answer_oneLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

;// CONCATENATED MODULE: ./src/loop/steps/give-back.ts




/** The early exit an invocation calls for, if any, first match wins. */
function earlyExitOf(invoked, signal) {
    const { result, telemetry } = invoked;
    // Only our own signal is an interruption: a parser's fatal stop (a rejected key) also kills the agent.
    if (signal.aborted)
        return 'interrupted';
    if (result.spawnErrorCode === 'ENOENT' || result.spawnErrorCode === 'EACCES')
        return 'no_agent';
    if (telemetry.errorClass === 'auth' || telemetry.errorClass === 'rate_limited')
        return telemetry.errorClass;
    if (invoked.question !== undefined)
        return 'needs_input';
    return undefined;
}
/**
 * Ends an iteration early: the attempt is given back and the stuck counters stay as they are
 * (SPEC §5 step 5); `advance` records it. A Stop, or undefined when a rate limit was waited out and
 * the loop goes on.
 */
async function giveBack(loop, invoked, exit) {
    const { log } = loop.deps;
    const { n, task, telemetry } = invoked;
    if (exit === 'no_agent') {
        return {
            reason: 'error',
            message: `The agent could not be started: ${(invoked.result.spawnError ?? '').replace(/[.?!]+$/, '')}. Install it (${loop.agentPreset().installHint}) or set agent-binary to its path.`
        };
    }
    // The iteration ran: it counts in the history and the totals, but not against the task.
    const { state, record } = advance(loop.state, {
        ...runFacts(invoked, loop.tracksTasks),
        early: exit,
        sourceError: '',
        tasksDone: [],
        doneCount: 0,
        sizeAfter: invoked.sizeBefore,
        promised: false,
        workAfter: invoked.workBefore,
        verifyPending: loop.state.verifyPending,
        heldMarks: loop.state.heldMarks
    });
    loop.state = state;
    loop.tally.addRecord(record);
    if (exit === 'interrupted') {
        log.info(`Iteration ${n} interrupted.`);
        return { reason: 'interrupted', message: `Interrupted during iteration ${n} (task ${task.id}).` };
    }
    if (exit === 'needs_input')
        return asked(loop, invoked);
    await loop.persistence.write(loop.snapshot(), 'interrupted', null);
    if (exit === 'rate_limited') {
        const stop = await onRateLimit(loop, telemetry.resetAt);
        return stop && switchToFallback(loop) ? undefined : stop;
    }
    return {
        reason: 'error',
        message: `The agent could not authenticate (${telemetry.errorMessage ?? 'auth error'}). Check the API key secret passed to the step (e.g. ANTHROPIC_API_KEY); the loop does not retry a rejected key.`
    };
}
/**
 * The agent asked a person (SPEC §7): the loop waits on the question (finish posts it on the pull
 * request) and the run halts `needs_input`. The answer it had, if any, is used up.
 */
function asked(loop, { n, task, question, startedAt }) {
    const open = {
        text: question ?? '',
        task: task.id,
        iteration: n,
        askedAt: new Date(startedAt).toISOString()
    };
    loop.state = { ...loop.state, question: open, answer: null };
    loop.deps.log.info(`Iteration ${n}: the agent asks a question and waits for a person's answer.`);
    return { reason: 'needs_input', message: waitingMessage(open, loop.deps.config.inActions) };
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
        ...(input.review && {
            review: {
                runs: input.review.runs,
                rejected: input.review.rejected,
                cost_usd: input.review.costUsd,
                input_tokens: input.review.inputTokens,
                output_tokens: input.review.outputTokens
            }
        }),
        records: [...input.records]
    };
}

;// CONCATENATED MODULE: ./src/report/job-summary.ts

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
        statusLine(report, extra.resumedFrom),
        '',
        html(report.message),
        ...asks(extra.question),
        ...nextSteps(report, extra.lastMessage),
        ...agentsLine(report.records),
        ...(report.records.length > 0 ? ['', ...table(report.records), '', ...chart(report.records)] : [])
    ];
    return parts.join('\n') + '\n';
}
/** A count with thousands separators, as people read it: 1,234,567. */
const count = (n) => n.toLocaleString('en-US');
// On the page only: report.json and the outputs keep the outcome's name.
const OUTCOME_WORDS = {
    partial: 'files changed, no task done',
    rate_limited: 'rate limited',
    needs_input: 'asked a question'
};
function statusLine(report, resumedFrom) {
    const facts = [
        `exit code **${report.exit_code}**`,
        `iterations **${report.iterations}** this run / **${report.total_iterations}** in the loop`,
        `tasks **${report.tasks_done}/${report.tasks_total}** done`
    ];
    if (report.cost_usd !== null)
        facts.push(`cost **$${report.cost_usd.toFixed(4)}**`);
    if (report.input_tokens !== null) {
        facts.push(`tokens **${count(report.input_tokens)}** in / **${count(report.output_tokens ?? 0)}** out`);
    }
    if (report.review)
        facts.push(reviewFacts(report.review));
    if (report.resumed)
        facts.push(`resumed${resumedFrom ? ` from ${code(resumedFrom)}` : ''}`);
    return facts.join(' · ');
}
/** The review gate's figures, apart from the agent's (SPEC §7); the totals above include them. */
function reviewFacts(review) {
    const apart = [
        ...(review.cost_usd > 0 ? [`reviewer cost $${review.cost_usd.toFixed(4)}`] : []),
        ...(review.input_tokens + review.output_tokens > 0
            ? [`reviewer tokens ${count(review.input_tokens)} in / ${count(review.output_tokens)} out`]
            : [])
    ];
    return `reviews **${review.runs}**, ${review.rejected} not approved${apart.length > 0 ? ` (${apart.join(', ')})` : ''}`;
}
/** The agent's open question (SPEC §7), as text that cannot become markup, and how to answer it. */
function asks(question) {
    if (!question)
        return [];
    return [
        '',
        '**The agent asks:**',
        '',
        ...codeBlock(question.trim()),
        '',
        'Answer in a comment on the pull request (someone with write access), or locally with `--answer`: the next run hands the answer to the agent.'
    ];
}
function nextSteps(report, lastMessage) {
    if (report.status === 'stuck') {
        const lines = [
            '',
            `**Stuck task:** ${code(report.stuck_task)}. The next run stops again until the task source changes or \`force-restart: true\` is set.`
        ];
        if (lastMessage)
            lines.push('', "The agent's last words:", '', ...codeBlock(lastMessage.trim().slice(-1500)));
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
/** Which agents ran, when `fallback-agent` took over from the agent after a usage limit (SPEC §4). */
function agentsLine(records) {
    const agents = [...new Set(records.flatMap(record => (record.agent ? [record.agent] : [])))];
    if (agents.length < 2)
        return [];
    return ['', `Agents: ${agents.map(code).join(' → ')} (fallback-agent after a usage limit).`];
}
function row(record) {
    const tokens = record.input_tokens === undefined
        ? ''
        : `${count(record.input_tokens)} / ${count(record.output_tokens ?? 0)}`;
    const cost = record.cost_usd === undefined ? '' : `$${record.cost_usd.toFixed(4)}`;
    const seconds = (record.duration_ms / 1000).toFixed(1);
    return `| ${record.n} | ${code(record.task)} | ${record.attempt} | ${OUTCOME_WORDS[record.outcome] ?? record.outcome} | ${seconds} s | ${tokens} | ${cost} |`;
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
/**
 * Work remaining over iterations as a Mermaid xychart, with a plain-text line for renderers without
 * Mermaid. Point 0 is the count before the run's first iteration.
 */
function chart(records) {
    const sample = records.length <= TABLE_LIMIT ? records : thin(records, TABLE_LIMIT);
    const first = records[0];
    const start = { n: first.n - 1, work_remaining: first.work_remaining + first.tasks_done.length };
    const points = [start, ...sample];
    const values = points.map(point => point.work_remaining);
    // Mermaid asks d3 for about ten ticks: from a top of 10 up, each step is a whole number.
    const top = Math.max(10, ...values);
    return [
        '```mermaid',
        // Mermaid's default line is #ECECFF, invisible on white: a mid-tone blue reads on light and dark.
        `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${LINE_COLOR}"}}}}%%`,
        'xychart-beta',
        '  title "Work remaining after each iteration"',
        `  x-axis "iteration" [${points.map(point => point.n).join(', ')}]`,
        `  y-axis "items" 0 --> ${top}`,
        `  line [${values.join(', ')}]`,
        '```',
        '',
        `Work remaining: ${values.join(' → ')}`
    ];
}
/** The chart's line: GitHub's accent blue, a mid-tone that contrasts with both themes' backgrounds. */
const LINE_COLOR = '#2f81f7';
function thin(items, count) {
    const step = items.length / count;
    return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]);
}

;// CONCATENATED MODULE: ./src/report/pull-request-body.ts


/**
 * The longest body the loop sends (SPEC §10): GitHub refuses one over 65,536 characters with a 422,
 * and then no pull request is opened at all. The checklist is what grows with the task file, so it is
 * what is cut.
 */
const MAX_BODY = 60_000;
/** The loop's message (an error text can be long) is cut to this many characters in the body. */
const MAX_MESSAGE = 2_000;
/**
 * Title and body of the work branch's pull request; the body is rewritten on every run. Text from the
 * tasks and the agent is made inert (no mention, no closing keyword, no link); the body is at most
 * MAX_BODY characters, its checklist cut with a line saying how many tasks are not shown.
 */
function renderPullRequest(facts) {
    const { result } = facts;
    const cost = (usd) => (usd === undefined ? '—' : `$${usd.toFixed(2)}`);
    const message = result.message.length > MAX_MESSAGE ? `${result.message.slice(0, MAX_MESSAGE)}…` : result.message;
    const head = [
        `**Ralph Loop: ${result.status}** (${result.haltReason}): ${html(inert(message))}`,
        '',
        ...pull_request_body_closes(facts.closes ?? []),
        `### Tasks: ${result.tasksDone} of ${result.tasksTotal} done`,
        ''
    ];
    const tail = [
        '',
        '| | this run | in total |',
        '| --- | --- | --- |',
        `| iterations | ${result.iterations} | ${result.totalIterations} |`,
        `| cost | ${cost(result.costUsd)} | ${cost(result.totalCostUsd)} |`,
        ...stuck(facts),
        ...(facts.runUrl ? ['', `[The workflow run](${facts.runUrl})`] : []),
        '',
        `<sub>This description is rewritten by every run of the loop on ${code(facts.branch)}.</sub>`
    ];
    const room = MAX_BODY - [...head, ...tail].join('\n').length - 200;
    const body = [...head, ...fitted(checklist(facts), room), ...tail];
    return { title: `Ralph Loop: ${facts.branch}`, body: body.join('\n') + '\n' };
}
/** As many lines of the checklist as fit in `room` characters, and a line that counts the rest. */
function fitted(lines, room) {
    let used = 0;
    for (let i = 0; i < lines.length; i++) {
        used += lines[i].length + 1;
        if (used > room) {
            const hidden = lines.length - i;
            return [
                ...lines.slice(0, i),
                `- … and ${hidden} more task${hidden === 1 ? '' : 's'} not shown (the body's limit); the task file lists them all.`
            ];
        }
    }
    return lines;
}
function checklist({ tasks, result }) {
    if (tasks.length === 0)
        return [`${result.tasksDone} done, ${result.tasksTotal - result.tasksDone} not done.`];
    return tasks.map(task => {
        const mark = task.state === 'done' ? '[x]' : '[ ]';
        const note = task.id === result.stuckTask ? ' — **stuck**' : '';
        return `- ${mark} ${code(task.id)} ${cell(inert(task.title))}${note}`;
    });
}
function stuck({ result, lastMessage }) {
    if (result.status !== 'stuck' || !lastMessage.trim())
        return [];
    return [
        '',
        `### Stuck on ${code(result.stuckTask)}: the agent's last words`,
        '',
        ...codeBlock(lastMessage.trim().slice(-1500))
    ];
}
function pull_request_body_closes(numbers) {
    return numbers.length > 0 ? [...numbers.map(n => `Closes #${Math.trunc(n)}`), ''] : [];
}

;// CONCATENATED MODULE: ./src/tasks/issues-plan.ts

/** The label the loop adds to an issue whose task got done (SPEC §3); an issue carrying it joins done. */
const DONE_LABEL = 'ralph:done';
/** An issue's task id: `#N`. */
const issueId = (issue) => `#${issue}`;
/** The issue number of an id `#N`, or undefined for a task the agent added under another id. */
function issueNumber(id) {
    const match = /^#([1-9]\d{0,9})$/.exec(id);
    return match ? Number(match[1]) : undefined;
}
/** A long issue body must not fill the prompt: at most this many criteria of this many characters. */
const MAX_CRITERIA = 30;
const MAX_CRITERION = 1_000;
/**
 * An issue body's acceptance criteria: its checkboxes (`- [ ] text`), or else its paragraphs (blocks
 * between blank lines, each joined to one line). HTML comments, which issue templates leave, are no
 * criteria.
 */
function issueCriteria(body) {
    const text = body.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?(?:-->|$)/g, '');
    const boxes = markdownLines(text).flatMap(line => (line.kind === 'checkbox' ? [line.text] : []));
    const criteria = boxes.length > 0 ? boxes : paragraphs(text);
    return criteria
        .slice(0, MAX_CRITERIA)
        .map(line => (line.length > MAX_CRITERION ? `${line.slice(0, MAX_CRITERION)}…` : line));
}
function paragraphs(text) {
    return text
        .split(/\n[ \t]*\n/)
        .map(block => block.replace(/\s+/g, ' ').trim())
        .filter(block => block !== '');
}
/**
 * Merges this run's read of the issues into the plan of the last run, by id (SPEC §3): every labelled
 * open issue is a task, in the order of its number, with the issue's title and criteria as a person
 * left them; a done mark of the last plan is kept, and an issue the loop labelled done joins done.
 * Issues a person closed or unlabelled leave; tasks the agent added under ids of its own stay, last.
 * Returns the items of the next `issues.json`, and the ids that joined and left (for the log).
 */
function mergeIssues(previous, issues) {
    const before = new Map(previous.map(task => [task.id, task]));
    const sorted = [...issues].sort((a, b) => a.number - b.number);
    const items = sorted.map((issue) => ({
        id: issueId(issue.number),
        title: issue.title,
        acceptanceCriteria: issueCriteria(issue.body),
        done: before.get(issueId(issue.number))?.state === 'done' || issue.labels.includes(DONE_LABEL)
    }));
    const now = new Set(items.map(item => item.id));
    const kept = previous.filter(task => issueNumber(task.id) === undefined).map(itemOf);
    return {
        items: [...items, ...kept],
        joined: items.filter(item => !before.has(item.id)).map(item => item.id),
        left: previous
            .filter(task => issueNumber(task.id) !== undefined && !now.has(task.id))
            .map(task => task.id)
    };
}
/** A task as an item of `issues.json`. */
function itemOf(task) {
    return { id: task.id, title: task.title, acceptanceCriteria: task.criteria, done: task.state === 'done' };
}
/** The text of `issues.json`: a json plan any json source reads (`{ "tasks": [...] }`). */
function issuesPlanText(items) {
    return JSON.stringify({ tasks: items }, null, 2) + '\n';
}

;// CONCATENATED MODULE: ./src/loop/rules/run-link.ts
/** A link to the workflow run, for the pull request and the issue comments; '' outside Actions. */
function runLink(run) {
    return run.repository && run.id !== 'local'
        ? `${run.serverUrl}/${run.repository}/actions/runs/${run.id}`
        : '';
}

;// CONCATENATED MODULE: ./src/loop/services/pull-request.ts




/**
 * Opens the work branch's pull request, or rewrites the open one (SPEC §10), once the work is on
 * origin. An API error is a warning: the work is kept either way.
 */
async function keepPullRequest(loop, result) {
    const { config, log, pullRequests, tasks } = loop.deps;
    const { workBranch } = loop;
    if (config.pullRequest === 'none' || !workBranch.pushing || !workBranch.onOrigin)
        return result;
    const base = config.base ?? workBranch.base;
    if (!base || base === workBranch.branch) {
        log.warning(`No pull request: it needs a base other than the work branch ${workBranch.branch}. Set 'base' (e.g. main).`, 'Pull request');
        return result;
    }
    const runUrl = runLink(config.run);
    const facts = {
        result,
        tasks: tasks.view().tasks,
        closes: closing(loop),
        lastMessage: loop.tally.lastMessage,
        branch: workBranch.branch,
        runUrl
    };
    // Redacted before they are escaped: in `&lt;` or `\|` a secret would no longer be found.
    const { title, body } = renderPullRequest(redactDeep(facts, loop.redact));
    const made = await pullRequests.upsert({
        head: workBranch.branch,
        base,
        draft: config.pullRequest === 'draft',
        title: loop.redact(title),
        body: loop.redact(body)
    });
    if (!made.ok) {
        log.warning(made.warning, 'Pull request');
        return result;
    }
    log.info(`${made.created ? 'Opened' : 'Updated'} pull request #${made.number}: ${made.url}`);
    return { ...result, pullRequestUrl: made.url, pullRequestNumber: made.number };
}
/** The labelled issues whose tasks are done: the pull request closes them when it is merged (SPEC §3). */
function closing(loop) {
    const board = loop.deps.issues;
    if (!board)
        return [];
    const open = new Set(board.labelled().map(issue => issue.number));
    return loop.deps.tasks
        .view()
        .tasks.filter(task => task.state === 'done')
        .map(task => issueNumber(task.id) ?? 0)
        .filter(number => open.has(number));
}

;// CONCATENATED MODULE: ./src/loop/services/questions.ts




/**
 * At the start of a run that resumes an open question (SPEC §7): the answer (`--answer`, or the first
 * comment after the question's by someone with write access) goes to the next prompt; without one the
 * run halts `needs_input` at once, invoking no agent. `questions: false` lets the loop go on without.
 */
async function awaitAnswer(loop) {
    const { config, log } = loop.deps;
    const open = loop.state.question;
    if (!open) {
        if (config.answer !== undefined)
            log.warning('There is no open question: --answer is ignored.', 'Question');
        return undefined;
    }
    if (!config.questions) {
        log.info(`questions is false: going on without an answer to the agent's question from iteration ${open.iteration}.`);
        loop.state.question = null;
        return undefined;
    }
    const answer = config.answer === undefined ? await readAnswer(loop, open) : { text: config.answer, by: '--answer' };
    if (loop.deps.signal.aborted)
        return { reason: 'interrupted', message: 'Interrupted before the loop started.' };
    if (!answer)
        return { reason: 'needs_input', message: waitingMessage(open, config.inActions) };
    loop.state.question = null;
    loop.state.answer = {
        question: open.text,
        text: answer.text.trim().slice(0, domain_question/* MAX_QUESTION_CHARS */.S),
        by: answer.by
    };
    log.info(`The answer to the agent's question came from ${answer.by}: it goes into the next prompt.`);
    return undefined;
}
/** The first answer among the comments after the question's, or undefined (an API error is a warning). */
async function readAnswer(loop, open) {
    const { comments, log } = loop.deps;
    const { comment } = open;
    if (!comment)
        return undefined;
    // The first signal does not wait for a slow API: the step has seconds left, not the call's 30.
    const stopped = { ok: false, warning: 'Interrupted while reading the comments.' };
    const read = await untilAborted(comments.since(comment.pullRequest, comment.at), loop.deps.signal, stopped);
    if (loop.deps.signal.aborted)
        return undefined;
    if (!read.ok) {
        log.warning(`${read.warning} The run halts again until an answer can be read.`, 'Question');
        return undefined;
    }
    const found = firstAnswer(read.comments, comment.id);
    return found && { text: found.body, by: found.author };
}
/**
 * Posts the open question on the work branch's pull request, once (SPEC §7), and remembers the comment
 * for the next run. Without a pull request, or when the API refuses, a warning says how to answer.
 */
async function postQuestion(loop, pullRequest) {
    const { config, comments, log } = loop.deps;
    const open = loop.state.question;
    if (!open || open.comment || !config.inActions)
        return;
    if (pullRequest === undefined) {
        log.warning("The agent's question is not posted: there is no pull request of the work branch. Set pull-request: draft (with permissions pull-requests: write and issues: write) to be asked in it.", 'Question');
        return;
    }
    const posted = await comments.post(pullRequest, loop.redact(renderQuestionComment(open)));
    if (!posted.ok) {
        log.warning(posted.warning, 'Question');
        return;
    }
    loop.state.question = { ...open, comment: { pullRequest, id: posted.id, at: posted.createdAt } };
    // The checkpoint must carry the comment, even on a run that stopped before any iteration.
    loop.persistence.touched = true;
    log.info(`Posted the agent's question on pull request #${pullRequest}.`);
}

;// CONCATENATED MODULE: ./src/report/issue-comments.ts


/** The agent's last words in a comment are cut to this many characters (its end says the most). */
const MAX_LAST_WORDS = 4_000;
/** The comment on an issue whose task got done: the commit, the branch and the run's link. */
function doneComment(place) {
    const commit = place.sha ? `in commit ${place.sha} ` : '';
    return [
        `Ralph Loop finished this task ${commit}on the branch ${code(place.branch)}.`,
        ...(place.pullRequest ? ['Its pull request closes this issue when it is merged.'] : []),
        ...runLine(place)
    ].join('\n');
}
/**
 * The comment on an issue whose task made the loop stuck: the reason and the agent's last words.
 * Text from the agent is made inert and fenced: it mentions no one, closes nothing, links nowhere.
 */
function stuckComment(input) {
    const words = input.lastWords.trim();
    const cut = words.length > MAX_LAST_WORDS ? `…${words.slice(-MAX_LAST_WORDS)}` : words;
    return [
        `Ralph Loop is stuck on this task (${input.reason}): ${html(inert(input.message))}`,
        '',
        ...(cut ? ["The agent's last words:", '', ...codeBlock(inert(cut)), ''] : []),
        'Change the issue (fix, split or clarify it) and the next run starts the task again.',
        ...runLine(input)
    ].join('\n');
}
function runLine(place) {
    return place.runUrl ? ['', `[The workflow run](${place.runUrl})`] : [];
}

;// CONCATENATED MODULE: ./src/loop/services/issue-notes.ts



/**
 * Writes back to the issues of `task-source: github-issues` at the stop (SPEC §3): one comment and the
 * label `ralph:done` on each issue whose task got done, one comment on the issue the loop is stuck on.
 * Each is written once over the loop's lifetime (`LoopState.issuesNoted`, kept in the checkpoint); an
 * API error is a warning and the next run tries again. Only labelled open issues are written to: an
 * id the agent made up names no issue of ours.
 */
async function noteIssues(loop, stop) {
    const board = loop.deps.issues;
    if (!board)
        return;
    const { log, tasks } = loop.deps;
    const { workBranch } = loop;
    const noted = new Set(loop.state.issuesNoted);
    const open = new Map(board.labelled().map(issue => [issue.number, issue]));
    const place = {
        sha: workBranch.sha,
        branch: workBranch.branch,
        runUrl: runLink(loop.deps.config.run),
        pullRequest: loop.deps.config.pullRequest !== 'none'
    };
    const write = async (id, what, body) => {
        const number = issueNumber(id);
        if (number === undefined || !open.has(number) || noted.has(`${id} ${what}`))
            return false;
        const made = await board.api.comment(number, loop.redact(body));
        if (!made.ok) {
            log.warning(made.warning, 'GitHub issues');
            return false;
        }
        noted.add(`${id} ${what}`);
        log.info(`Commented on issue ${id}: ${what}.`);
        return true;
    };
    // Work that never reached origin is not done for a person reading the issue: the next run says so.
    const kept = !workBranch.pushing || workBranch.pushed;
    for (const task of kept ? tasks.view().tasks : []) {
        const issue = open.get(issueNumber(task.id) ?? 0);
        if (task.state !== 'done' || issue?.labels.includes(DONE_LABEL))
            continue;
        if (!(await write(task.id, 'done', doneComment(place))))
            continue;
        const labelled = await board.api.addLabel(issue?.number ?? 0, DONE_LABEL);
        if (!labelled.ok)
            log.warning(labelled.warning, 'GitHub issues');
    }
    if (stop.stuckTask) {
        const body = stuckComment({
            ...place,
            reason: stop.reason,
            message: stop.message,
            lastWords: loop.tally.lastMessage
        });
        await write(stop.stuckTask, 'stuck', body);
    }
    loop.state.issuesNoted = [...noted];
}

;// CONCATENATED MODULE: ./src/loop/steps/finish.ts









const END_HOOKS = {
    completed: 'onComplete',
    stuck: 'onStuck',
    aborted: 'onAbort',
    interrupted: 'onInterrupted',
    halted: 'onHalt'
};
/**
 * Ends a run (SPEC §9): pushes the work, writes and saves the checkpoint, logs the verdict, fires the
 * end hook, writes report.json and returns the outputs.
 */
async function finish(loop, stop) {
    const { persistence, workBranch } = loop;
    const { store } = loop.deps;
    const last = loop.state.history.at(-1);
    if (persistence.touched)
        stop = await workBranch.finish(stop, last?.task ?? '', last?.n ?? loop.state.iteration);
    // The source as the stop leaves it: a stuck loop resumes once it changes (SPEC §8). Taken here, not
    // after every iteration: hashing a 10,000-task plan costs a millisecond, and only a stop's checkpoint
    // is compared. An interrupted loop always resumes, and the signal path has no time to spare.
    if (persistence.touched && stop.reason !== 'interrupted') {
        loop.sourceFingerprint = await loop.deps.tasks.fingerprint();
        // Before the checkpoint is written: it remembers what was written to the issues.
        await noteIssues(loop, stop);
    }
    // Before the checkpoint: the question's comment on the pull request is what the next run reads (SPEC §7).
    // On the signal path there is no time for an API call: the next run updates the pull request.
    const outputs = outputsOf(loop, stop);
    const result = stop.reason === 'interrupted' ? outputs : await keepPullRequest(loop, outputs);
    if (stop.reason === 'needs_input')
        await postQuestion(loop, result.pullRequestNumber);
    await persistence.write(loop.snapshot(), (0,outcomes/* statusOf */.c2)(stop.reason), stop.reason);
    // Before the save: the lock is this run's, not the next one's.
    if (loop.locked)
        await loop.deps.lock.release();
    const mirrors = workBranch.pushed && persistence.enabled;
    const { handOff } = await persistence.save(stop.reason === 'interrupted', mirrors);
    if (mirrors) {
        const label = `${(0,outcomes/* statusOf */.c2)(stop.reason)} (${stop.reason})`;
        await mirrorState(loop.deps, loop.stateDir, label, store.kind !== 'cache' || persistence.savedKey !== '');
    }
    await verdict(loop, stop);
    // The key of what was saved (or handed to the post step), never one that nothing was saved under.
    return { ...(await report(loop, { ...result, checkpointKey: persistence.savedKey })), handOff };
}
/** Logs the verdict and fires the end hook. */
async function verdict(loop, stop) {
    const { log } = loop.deps;
    const { state } = loop;
    const status = (0,outcomes/* statusOf */.c2)(stop.reason);
    const stuckTask = status === 'stuck' ? (stop.stuckTask ?? '') : '';
    log.info(`=== Ralph Loop ${status} (${stop.reason}): ${stop.message} ===`);
    if (status === 'stuck')
        log.error(`Stuck on task ${stuckTask}: ${stop.message}`, 'Ralph Loop stuck');
    if (status === 'aborted')
        log.error(stop.message, 'Ralph Loop aborted');
    // A configured run slice (iterations-per-run) is the plan, not a problem: no annotation.
    if (status === 'halted' && stop.reason === 'run_slice') {
        log.info(`${stop.message} The next run (or scheduled run) resumes from the checkpoint.`);
    }
    else if (status === 'halted') {
        log.warning(`${stop.message} Run the workflow again (or wait for the next scheduled run) to resume from the checkpoint.`, 'Ralph Loop halted');
    }
    await loop.hooks.fire(END_HOOKS[status], {
        status,
        taskId: stuckTask,
        iteration: state.iteration - 1,
        attempts: state.attempts[stuckTask],
        reason: stop.reason
    }, status === 'interrupted' ? { timeoutMs: HOOK_SIGNAL_TIMEOUT_MS } : {});
}
/** The outputs of SPEC §2 (the checkpoint key is set once the state is saved). */
function outputsOf(loop, stop) {
    const { tasks } = loop.deps;
    const { state, tally, workBranch } = loop;
    const status = (0,outcomes/* statusOf */.c2)(stop.reason);
    const { counts, remaining } = tasks.view();
    const workRemaining = state.lastWorkRemaining ?? [...remaining, ...(state.verifyPending ? ['verify'] : [])];
    return {
        status,
        haltReason: stop.reason,
        exitCode: (0,outcomes/* exitCodeOf */.FO)(status),
        message: stop.message,
        iterations: tally.iterations,
        totalIterations: state.totals.iterations,
        tasksTotal: counts.total,
        tasksDone: counts.done,
        tasksRemaining: counts.total - counts.done,
        workRemaining,
        stuckTask: status === 'stuck' ? (stop.stuckTask ?? '') : '',
        resumed: loop.resumed,
        checkpointKey: '',
        costUsd: tally.costedIterations > 0 ? tally.costUsd : undefined,
        totalCostUsd: reportsCost(loop) ? state.totals.cost_usd : undefined,
        inputTokens: tally.usageReported ? tally.inputTokens : undefined,
        outputTokens: tally.usageReported ? tally.outputTokens : undefined,
        sessionId: tally.sessionId,
        branch: workBranch.branch,
        headSha: workBranch.sha,
        commits: workBranch.commits,
        pushed: workBranch.pushed,
        pullRequestUrl: '',
        pullRequestNumber: undefined,
        question: stop.reason === 'needs_input' ? (state.question?.text ?? '') : ''
    };
}
/** Whether the agent ever reported a cost, in this run or an earlier one of the loop. */
function reportsCost(loop) {
    const { state, tally } = loop;
    return (tally.costedIterations > 0 ||
        state.totals.cost_usd > 0 ||
        state.history.some(r => r.cost_usd !== undefined));
}
/** Writes report.json and renders the job summary. */
async function report(loop, result) {
    const { config, clock, startedAt } = loop.deps;
    const reportPath = `${config.stateDir}/report.json`;
    const built = buildReport({
        result,
        records: loop.tally.records,
        totals: loop.state.totals,
        ...(config.review !== 'none' && { review: loop.tally.review }),
        startedAt,
        finishedAt: clock.now(),
        shard: config.shard ? `${config.shard.index}/${config.shard.count}` : null
    });
    // Redacted before it is escaped: in `&lt;` or `\|` a secret would no longer be found.
    const shown = redactDeep(built, loop.redact);
    const written = await writeReport(loop, reportPath, JSON.stringify(shown, null, 2) + '\n');
    const summary = renderSummary(shown, {
        resumedFrom: loop.persistence.source,
        lastMessage: loop.redact(loop.tally.lastMessage),
        question: loop.redact(result.question)
    });
    return {
        ...result,
        message: loop.redact(result.message),
        question: loop.redact(result.question),
        report: written,
        summary: loop.redact(summary)
    };
}
/** Writes report.json; its path, or '' when it was not written. */
async function writeReport(loop, path, text) {
    // Without the lock the state dir is another loop's: its report stays as it is.
    if (!loop.locked)
        return '';
    try {
        await loop.deps.workspace.writeText(path, text);
        return path;
    }
    catch (error) {
        loop.deps.log.warning(`Could not write ${path}: ${error instanceof Error ? error.message : String(error)}`);
        return '';
    }
}

;// CONCATENATED MODULE: ./src/loop/rules/stops.ts



/**
 * The checks of SPEC §5 step 7 after an iteration, in order, once completion has been decided:
 * interrupted → `stuck_consecutive` → `no_progress` → `max_iterations` → budgets (§6).
 */
function stopAfter(loop, workAfter, taskId) {
    const { config, signal, clock, startedAt, tasks } = loop.deps;
    const { state, tally } = loop;
    if (signal.aborted)
        return { reason: 'interrupted', message: 'Interrupted after an iteration.' };
    const reason = stopReason(state, config, state.iteration, workAfter.length > 0) ??
        budgetHalt({
            iterationsThisRun: tally.iterations,
            elapsedMs: clock.now() - startedAt,
            longestIterationMs: tally.longestMs,
            costUsd: tally.costUsd,
            costedIterations: tally.costedIterations,
            completedThisRun: tally.completedThisRun,
            remaining: tasks.view().size,
            continuation: state.continuationPath !== null
        }, config);
    if (!reason)
        return undefined;
    const message = stopMessage(reason, {
        taskId,
        consecutive: state.consecutive.count,
        noProgress: state.noProgressCount,
        work: workAfter,
        nextIteration: state.iteration,
        limits: config
    });
    const stuck = reason === 'stuck_consecutive' || reason === 'no_progress';
    return { reason, message, ...(stuck ? { stuckTask: taskId } : {}) };
}

;// CONCATENATED MODULE: ./src/loop/steps/keep.ts



/**
 * SPEC §5 steps 6–7: records the iteration, writes its summary, commits (and pushes) the work (§10),
 * writes the checkpoint, mirrors it after a push (§8), runs the hooks, then says whether the loop
 * stops: a failed commit or push, the stop the iteration decided (completion, removed tasks), or the
 * checks of step 7.
 */
async function keep(loop, invoked, { after, facts, stop }, record) {
    const { log, workspace } = loop.deps;
    const { state, tally } = loop;
    const { n, task, attempt } = invoked;
    const { workAfter } = facts;
    const { outcome } = record;
    tally.addRecord(record);
    tally.completedThisRun += after.doneCount;
    log.info(`Iteration ${n}: ${outcome}` +
        (after.doneCount ? `, done: ${after.tasksDone.join(', ') || after.doneCount}` : '') +
        `, ${workAfter.length} remaining, tree ${invoked.treeChanged ? 'changed' : 'unchanged'}` +
        (state.lastError ? ` — ${state.lastError}` : ''));
    state.continuationPath = await writeSummary(workspace, loop.stateDir, {
        record,
        title: task.title,
        finalMessage: invoked.lastWords,
        changed: invoked.changed,
        verifyTail: state.verifyOutput,
        error: state.lastError,
        answer: invoked.answer
    });
    const keepStop = await loop.workBranch.afterIteration({
        n,
        taskId: task.id,
        outcome,
        completed: after.doneCount + (record.verify === 'pass' ? 1 : 0),
        treeChanged: invoked.treeChanged
    });
    await loop.persistence.write(loop.snapshot(), 'interrupted', null);
    // `push-every: commit`: the push carries the checkpoint just written, as every push does (SPEC §8).
    if (loop.workBranch.unmirrored && loop.persistence.enabled && !loop.deps.signal.aborted) {
        loop.workBranch.unmirrored = false;
        await mirrorState(loop.deps, loop.stateDir, `iteration ${n} (${outcome})`);
    }
    const values = { taskId: task.id, iteration: n, attempts: attempt };
    await loop.hooks.fire('onIterationEnd', { ...values, status: outcome, reason: outcome });
    for (const id of record.review?.rejected ?? [])
        await loop.hooks.fire('onReviewReject', { ...values, status: 'rejected', reason: 'review', taskId: id });
    for (const id of after.tasksDone.length > 0 ? after.tasksDone : Array(after.doneCount).fill('')) {
        await loop.hooks.fire('onTaskComplete', { ...values, status: 'done', taskId: id });
    }
    return keepStop ?? stop ?? stopAfter(loop, workAfter, task.id);
}

;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/util.js


const nameStartChar = ':A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const nameChar = nameStartChar + '\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040';
const nameRegexp = '[' + nameStartChar + '][' + nameChar + ']*';
const regexName = new RegExp('^' + nameRegexp + '$');

function getAllMatches(string, regex) {
  const matches = [];
  let match = regex.exec(string);
  while (match) {
    const allmatches = [];
    allmatches.startIndex = regex.lastIndex - match[0].length;
    const len = match.length;
    for (let index = 0; index < len; index++) {
      allmatches.push(match[index]);
    }
    matches.push(allmatches);
    match = regex.exec(string);
  }
  return matches;
}

const isName = function (string) {
  const match = regexName.exec(string);
  return !(match === null || typeof match === 'undefined');
}

function isExist(v) {
  return typeof v !== 'undefined';
}

function isEmptyObject(obj) {
  return Object.keys(obj).length === 0;
}

function getValue(v) {
  if (exports.isExist(v)) {
    return v;
  } else {
    return '';
  }
}

/**
 * Dangerous property names that could lead to prototype pollution or security issues
 */
const DANGEROUS_PROPERTY_NAMES = [
  // '__proto__',
  // 'constructor',
  // 'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__'
];

const criticalProperties = ["__proto__", "constructor", "prototype"];
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/OptionsBuilder.js



const defaultOnDangerousProperty = (name) => {
  if (DANGEROUS_PROPERTY_NAMES.includes(name)) {
    return "__" + name;
  }
  return name;
};


const defaultOptions = {
  preserveOrder: false,
  attributeNamePrefix: '@_',
  attributesGroupName: false,
  textNodeName: '#text',
  ignoreAttributes: true,
  removeNSPrefix: false, // remove NS from tag name or attribute name if true
  allowBooleanAttributes: false, //a tag can have attributes without any value
  //ignoreRootElement : false,
  parseTagValue: true,
  parseAttributeValue: false,
  trimValues: true, //Trim string values of tag and attributes
  cdataPropName: false,
  numberParseOptions: {
    hex: true,
    leadingZeros: true,
    eNotation: true,
    unicode: false
  },
  tagValueProcessor: function (tagName, val) {
    return val;
  },
  attributeValueProcessor: function (attrName, val) {
    return val;
  },
  stopNodes: [], //nested tags will not be parsed even for errors
  alwaysCreateTextNode: false,
  isArray: () => false,
  commentPropName: false,
  unpairedTags: [],
  processEntities: true,
  htmlEntities: false,
  entityDecoder: null,
  ignoreDeclaration: false,
  ignorePiTags: false,
  transformTagName: false,
  transformAttributeName: false,
  updateTag: function (tagName, jPath, attrs) {
    return tagName
  },
  // skipEmptyListItem: false
  captureMetaData: false,
  maxNestedTags: 100,
  strictReservedNames: true,
  jPath: true, // if true, pass jPath string to callbacks; if false, pass matcher instance
  onDangerousProperty: defaultOnDangerousProperty
};


/**
 * Validates that a property name is safe to use
 * @param {string} propertyName - The property name to validate
 * @param {string} optionName - The option field name (for error message)
 * @throws {Error} If property name is dangerous
 */
function validatePropertyName(propertyName, optionName) {
  if (typeof propertyName !== 'string') {
    return; // Only validate string property names
  }

  const normalized = propertyName.toLowerCase();
  if (DANGEROUS_PROPERTY_NAMES.some(dangerous => normalized === dangerous.toLowerCase())) {
    throw new Error(
      `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
    );
  }

  if (criticalProperties.some(dangerous => normalized === dangerous.toLowerCase())) {
    throw new Error(
      `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
    );
  }
}

/**
 * Normalizes processEntities option for backward compatibility
 * @param {boolean|object} value 
 * @returns {object} Always returns normalized object
 */
function normalizeProcessEntities(value, htmlEntities) {
  // Boolean backward compatibility
  if (typeof value === 'boolean') {
    return {
      enabled: value, // true or false
      maxEntitySize: 10000,
      maxExpansionDepth: 10000,
      maxTotalExpansions: Infinity,
      maxExpandedLength: 100000,
      maxEntityCount: 1000,
      allowedTags: null,
      tagFilter: null,
      appliesTo: "all",
    };
  }

  // Object config - merge with defaults
  if (typeof value === 'object' && value !== null) {
    return {
      enabled: value.enabled !== false,
      maxEntitySize: Math.max(1, value.maxEntitySize ?? 10000),
      maxExpansionDepth: Math.max(1, value.maxExpansionDepth ?? 10000),
      maxTotalExpansions: Math.max(1, value.maxTotalExpansions ?? Infinity),
      maxExpandedLength: Math.max(1, value.maxExpandedLength ?? 100000),
      maxEntityCount: Math.max(1, value.maxEntityCount ?? 1000),
      allowedTags: value.allowedTags ?? null,
      tagFilter: value.tagFilter ?? null,
      appliesTo: value.appliesTo ?? "all",
    };
  }

  // Default to enabled with limits
  return normalizeProcessEntities(true);
}

const buildOptions = function (options) {
  const built = Object.assign({}, defaultOptions, options);

  // Validate property names to prevent prototype pollution
  const propertyNameOptions = [
    { value: built.attributeNamePrefix, name: 'attributeNamePrefix' },
    { value: built.attributesGroupName, name: 'attributesGroupName' },
    { value: built.textNodeName, name: 'textNodeName' },
    { value: built.cdataPropName, name: 'cdataPropName' },
    { value: built.commentPropName, name: 'commentPropName' }
  ];

  for (const { value, name } of propertyNameOptions) {
    if (value) {
      validatePropertyName(value, name);
    }
  }

  if (built.onDangerousProperty === null) {
    built.onDangerousProperty = defaultOnDangerousProperty;
  }

  // Always normalize processEntities for backward compatibility and validation
  built.processEntities = normalizeProcessEntities(built.processEntities, built.htmlEntities);
  built.unpairedTagsSet = new Set(built.unpairedTags);
  // Convert old-style stopNodes for backward compatibility
  if (built.stopNodes && Array.isArray(built.stopNodes)) {
    built.stopNodes = built.stopNodes.map(node => {
      if (typeof node === 'string' && node.startsWith('*.')) {
        // Old syntax: *.tagname meant "tagname anywhere"
        // Convert to new syntax: ..tagname
        return '..' + node.substring(2);
      }
      return node;
    });
  }
  //console.debug(built.processEntities)
  return built;
};
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/xmlNode.js


let METADATA_SYMBOL;

if (typeof Symbol !== "function") {
  METADATA_SYMBOL = "@@xmlMetadata";
} else {
  METADATA_SYMBOL = Symbol("XML Node Metadata");
}

class XmlNode {
  constructor(tagname) {
    this.tagname = tagname;
    this.child = []; //nested tags, text, cdata, comments in order
    this[":@"] = Object.create(null); //attributes map
  }
  add(key, val) {
    // this.child.push( {name : key, val: val, isCdata: isCdata });
    if (key === "__proto__") key = "#__proto__";
    this.child.push({ [key]: val });
  }
  addChild(node, startIndex) {
    if (node.tagname === "__proto__") node.tagname = "#__proto__";
    if (node[":@"] && Object.keys(node[":@"]).length > 0) {
      this.child.push({ [node.tagname]: node.child, [":@"]: node[":@"] });
    } else {
      this.child.push({ [node.tagname]: node.child });
    }
    // if requested, add the startIndex
    this.addStartIndex(startIndex);
  }

  addStartIndex(startIndex) {
    if (startIndex !== undefined) {
      // Note: for now we just overwrite the metadata. If we had more complex metadata,
      // we might need to do an object append here:  metadata = { ...metadata, startIndex }
      this.child[this.child.length - 1][METADATA_SYMBOL] = { startIndex };
    }
  }

  addEndIndex(endIndex) {
    const lastChild = this.child[this.child.length - 1];
    // endIndex is write-once: when updateTag drops a node, the last child is a
    // previously completed sibling whose endIndex must not be overwritten
    if (lastChild !== undefined && lastChild[METADATA_SYMBOL] !== undefined
      && lastChild[METADATA_SYMBOL].endIndex === undefined) {
      lastChild[METADATA_SYMBOL].endIndex = endIndex;
    }
  }
  /** symbol used for metadata */
  static getMetaDataSymbol() {
    return METADATA_SYMBOL;
  }
}

;// CONCATENATED MODULE: ./node_modules/xml-naming/src/index.js
/**
 * xml-naming
 * Validates XML Name productions as defined in the XML 1.0 and 1.1 specifications.
 * Covers: Name, NCName, QName, NMToken, NMTokens
 *
 * XML 1.0 spec: https://www.w3.org/TR/xml/#NT-Name
 * XML 1.1 spec: https://www.w3.org/TR/xml11/#NT-NameStartChar
 * XML NS spec:  https://www.w3.org/TR/xml-names/#NT-NCName
 */

// ---------------------------------------------------------------------------
// Character class strings — XML 1.0
//
// NameStartChar ::= ":" | [A-Z] | "_" | [a-z]
//   | [#xC0-#xD6]   | [#xD8-#xF6]   | [#xF8-#x2FF]
//   | [#x370-#x37D] | [#x37F-#x1FFF]    <- split to exclude #x0487
//   | [#x200C-#x200D]
//   | [#x2070-#x218F] | [#x2C00-#x2FEF]
//   | [#x3001-#xD7FF] | [#xF900-#xFDCF] | [#xFDF0-#xFFFD]
//
// NameChar ::= NameStartChar | "-" | "." | [0-9]
//   | #xB7 | [#x0300-#x036F] | [#x203F-#x2040]
//
// Note: \u0487 (Combining Cyrillic Millions Sign) was added in Unicode 4.0,
// after XML 1.0 was defined against Unicode 2.0. It falls inside the range
// \u037F-\u1FFF but must be excluded. We split that range into
// \u037F-\u0486 and \u0488-\u1FFF to exclude it explicitly.
// ---------------------------------------------------------------------------

const nameStartChar10 =
  ':A-Za-z_' +
  '\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF' +
  '\u0370-\u037D' +
  '\u037F-\u0486\u0488-\u1FFF' +  // split to exclude \u0487
  '\u200C-\u200D' +
  '\u2070-\u218F' +
  '\u2C00-\u2FEF' +
  '\u3001-\uD7FF' +
  '\uF900-\uFDCF' +
  '\uFDF0-\uFFFD';

const nameChar10 =
  nameStartChar10 +
  '\\-\\.\\d' +
  '\u00B7' +
  '\u0300-\u036F' +
  '\u203F-\u2040';

// ---------------------------------------------------------------------------
// Character class strings — XML 1.1
//
// Differences from XML 1.0:
//
// NameStartChar:
//   1.0 has split ranges: \u00C0-\u00D6, \u00D8-\u00F6, \u00F8-\u02FF
//   1.1 merges them into: \u00C0-\u02FF
//   (\u00D7 x and \u00F7 / are division symbols, excluded in both versions)
//
//   1.0 tops out at \uFFFD (BMP only)
//   1.1 adds \u{10000}-\u{EFFFF} (supplementary planes)
//   These require the /u flag on the RegExp — see buildRegexes below.
//
// NameChar:
//   1.1 adds \u0487 (Combining Cyrillic Millions Sign, added in Unicode 4.0)
// ---------------------------------------------------------------------------

const nameStartChar11 =
  ':A-Za-z_' +
  '\u00C0-\u02FF' +                    // merged — 1.0 had three split ranges here
  '\u0370-\u037D' +
  '\u037F-\u0486\u0488-\u1FFF' +       // split to exclude \u0487 (combining mark, never a NameStartChar)
  '\u200C-\u200D' +
  '\u2070-\u218F' +
  '\u2C00-\u2FEF' +
  '\u3001-\uD7FF' +
  '\uF900-\uFDCF' +
  '\uFDF0-\uFFFD' +
  '\u{10000}-\u{EFFFF}';     // supplementary planes — REQUIRES /u flag on RegExp

const nameChar11 =
  nameStartChar11 +
  '\\-\\.\\d' +
  '\u00B7' +
  '\u0300-\u036F' +
  '\u0487' +                 // Combining Cyrillic Millions Sign — valid in 1.1, not 1.0
  '\u203F-\u2040';

// ---------------------------------------------------------------------------
// Regex builders
//
// XML 1.0 regexes: no flags — BMP only, standard JS regex behaviour.
// XML 1.1 regexes: /u flag — required for \u{10000}-\u{EFFFF} to match actual
//   supplementary code points rather than lone surrogates (which are illegal XML).
// ---------------------------------------------------------------------------

const buildRegexes = (startChar, char, flags = '') => {
  const ncStart = startChar.replace(':', '');
  const ncChar = char.replace(':', '');
  const ncNamePat = `[${ncStart}][${ncChar}]*`;

  return {
    name: new RegExp(`^[${startChar}][${char}]*$`, flags),
    ncName: new RegExp(`^${ncNamePat}$`, flags),
    qName: new RegExp(`^${ncNamePat}(?::${ncNamePat})?$`, flags),
    nmToken: new RegExp(`^[${char}]+$`, flags),
    nmTokens: new RegExp(`^[${char}]+(?:\\s+[${char}]+)*$`, flags),
  };
};

const regexes10 = buildRegexes(nameStartChar10, nameChar10);       // no /u — BMP only
const regexes11 = buildRegexes(nameStartChar11, nameChar11, 'u');  // /u — enables \u{10000}-\u{EFFFF}

// ---------------------------------------------------------------------------
// ASCII-only fast path (opt-in, off by default)
//
// The XML 1.0 vs 1.1 NameStartChar/NameChar productions differ *only* in
// their non-ASCII ranges (merged vs split Latin-1 ranges, \u0487, and
// supplementary planes). Restricted to ASCII, both versions collapse to the
// same character classes, so a single regex pair covers both xmlVersion
// values — no /u flag needed.
//
// Rationale: unicode-aware regexes (the /u flag, required for XML 1.1's
// supplementary-plane range) are measurably slower in V8 than plain
// non-unicode regexes on the same input, even when the input is pure ASCII.
// For the common case — HTML/SVG ids, XML tags — names are ASCII, so callers
// who know this can opt in to skip the unicode-aware matching path entirely.
// This is a real but *conditional* win: mainly for XML 1.1 input (avoids /u),
// or at scale where the larger unicode character classes add engine
// overhead. It also changes behaviour (rejects legitimate non-ASCII XML
// 1.0/1.1 names), so it must never be silently enabled — hence off by
// default.
// ---------------------------------------------------------------------------

const nameStartCharAscii = ':A-Za-z_';
const nameCharAscii = nameStartCharAscii + '\\-\\.\\d';

const regexesAscii = buildRegexes(nameStartCharAscii, nameCharAscii); // no /u — ASCII only

const getRegexes = (xmlVersion = '1.0', asciiOnly = false) => {
  if (asciiOnly) return regexesAscii;
  return xmlVersion === '1.1' ? regexes11 : regexes10;
};

// ---------------------------------------------------------------------------
// Boolean validators
// ---------------------------------------------------------------------------

/**
 * Returns true if the string is a valid XML Name.
 * Colons are allowed anywhere (Name production).
 * Used for: DOCTYPE entity names, notation names, DTD element declarations.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const src_name = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).name.test(str);

/**
 * Returns true if the string is a valid NCName (Non-Colonized Name).
 * Colons are not permitted.
 * Used for: namespace prefixes, local names, SVG id attributes.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const ncName = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).ncName.test(str);

/**
 * Returns true if the string is a valid QName (Qualified Name).
 * Allows exactly one colon as a prefix separator: prefix:localName.
 * Used for: element and attribute names in namespace-aware XML/SVG.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const qName = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).qName.test(str);

/**
 * Returns true if the string is a valid NMToken.
 * Like Name but no restriction on the first character.
 * Used for: DTD NMTOKEN attribute values.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const nmToken = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).nmToken.test(str);

/**
 * Returns true if the string is a valid NMTokens value.
 * A whitespace-separated list of NMToken values.
 * Used for: DTD NMTOKENS attribute values.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const nmTokens = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).nmTokens.test(str);

// ---------------------------------------------------------------------------
// Memoized validator factory
//
// Real documents reuse a small vocabulary of tag/attribute names across many
// siblings (e.g. `id`, `class`, `href` repeated across hundreds of elements).
// The plain boolean validators above re-run the regex on every call
// regardless of repeats. `createValidator` returns a closure with a private
// string -> boolean cache, so repeated names after the first become O(1)
// lookups instead of regex tests.
//
// - opts (xmlVersion, asciiOnly) are fixed at creation time, so the regex is
//   resolved once, not on every call.
// - The cache is private to the returned closure — no shared/global state,
//   no cross-caller pollution.
// - `maxCacheSize` bounds memory: once the cache reaches this many entries,
//   it stops accepting new ones (existing entries keep serving hits; new
//   misses just fall through to the regex, uncached). This avoids unbounded
//   growth against adversarial/high-cardinality input (e.g. validating
//   attacker-supplied names with no repeats) without the cost/complexity of
//   a full LRU, and without the perf cliff of reset-and-refill thrashing.
// - Call `.reset()` on the returned function to clear the cache manually
//   (e.g. between unrelated parse calls).
// ---------------------------------------------------------------------------

const PRODUCTIONS = (/* unused pure expression or super */ null && (['name', 'ncName', 'qName', 'nmToken', 'nmTokens']));

/**
 * Returns a memoized boolean validator function for a single production,
 * with opts fixed at creation time.
 *
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean, maxCacheSize?: number }} [opts]
 *   maxCacheSize: max number of distinct strings to cache (default 2048).
 *   Once reached, new strings are validated but not cached; existing cached
 *   entries keep being served.
 * @returns {((str: string) => boolean) & { reset: () => void }}
 */
const createValidator = (production, { xmlVersion = '1.0', asciiOnly = false, maxCacheSize = 2048 } = {}) => {
  if (!PRODUCTIONS.includes(production)) {
    throw new TypeError(
      `Unknown production "${production}". Must be one of: ${PRODUCTIONS.join(', ')}`
    );
  }

  const regex = getRegexes(xmlVersion, asciiOnly)[production];
  let cache = new Map();

  const validator = (str) => {
    const cached = cache.get(str);
    if (cached !== undefined) return cached;

    const result = regex.test(str);
    if (cache.size < maxCacheSize) cache.set(str, result);
    return result;
  };

  validator.reset = () => { cache = new Map(); };

  return validator;
};

// ---------------------------------------------------------------------------
// Diagnostic validator
// ---------------------------------------------------------------------------

/**
 * Validates a string against a named production and returns a detailed result.
 *
 * @param {string} str
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 * @returns {{ valid: boolean, production: string, input: string, reason?: string, position?: number }}
 */
const validate = (str, production, { xmlVersion = '1.0', asciiOnly = false } = {}) => {
  if (!PRODUCTIONS.includes(production)) {
    throw new TypeError(
      `Unknown production "${production}". Must be one of: ${PRODUCTIONS.join(', ')}`
    );
  }

  const validators = { name: src_name, ncName, qName, nmToken, nmTokens };
  const isValid = validators[production](str, { xmlVersion, asciiOnly });

  if (isValid) return { valid: true, production, input: str };

  let reason = 'Does not match the production rules';
  let position;

  // Diagnostic fallback char checks must mirror the same character set the
  // boolean validator above used, or the reported reason/position could
  // contradict the `valid: false` result (e.g. flagging a char as illegal
  // that the unicode-aware check would have accepted).
  const startCharPattern = asciiOnly ? /^[:A-Za-z_]/ : /^[:A-Za-z_\u00C0-\uFFFD]/;
  const namePattern = asciiOnly ? /[\w\-\\.:]/ : /[\w\-\\.:\u00B7\u00C0-\uFFFD]/;

  if (str.length === 0) {
    reason = 'Input is empty';
  } else if (production === 'ncName' && str.includes(':')) {
    position = str.indexOf(':');
    reason = 'Colon is not allowed in NCName';
  } else if (production === 'qName' && str.startsWith(':')) {
    reason = 'QName cannot start with a colon';
    position = 0;
  } else if (production === 'qName' && str.endsWith(':')) {
    reason = 'QName cannot end with a colon';
    position = str.length - 1;
  } else if (production === 'qName' && (str.match(/:/g) || []).length > 1) {
    reason = 'QName can have at most one colon';
    position = str.lastIndexOf(':');
  } else if (
    ['name', 'ncName', 'qName'].includes(production) &&
    !startCharPattern.test(str[0])
  ) {
    reason = `First character "${str[0]}" is not a valid NameStartChar`;
    position = 0;
  } else {
    for (let i = 0; i < str.length; i++) {
      if (!namePattern.test(str[i])) {
        reason = `Character "${str[i]}" at position ${i} is not a valid NameChar`;
        position = i;
        break;
      }
    }
  }

  return { valid: false, production, input: str, reason, position };
};

// ---------------------------------------------------------------------------
// Batch validator
// ---------------------------------------------------------------------------

/**
 * Validates an array of strings against a named production.
 *
 * @param {string[]} strings
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 * @returns {Array<{ valid: boolean, production: string, input: string, reason?: string, position?: number }>}
 */
const validateAll = (strings, production, opts = {}) =>
  strings.map(str => validate(str, production, opts));

// ---------------------------------------------------------------------------
// Sanitizer
// ---------------------------------------------------------------------------

/**
 * Transforms an invalid string into the nearest valid XML name for the given production.
 *
 * @param {string} str
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ replacement?: string, asciiOnly?: boolean }} [opts]
 *   asciiOnly: also replace any non-ASCII character, not just XML-illegal
 *   ones (default false).
 * @returns {string}
 */
const sanitize = (str, production = 'name', { replacement = '_', asciiOnly = false } = {}) => {
  if (!str) return replacement;

  let result = str;

  // Strip colons for NCName
  if (production === 'ncName') {
    result = result.replace(/:/g, '');
  }

  // Replace illegal characters
  const allowedCharPattern = asciiOnly ? /[^\w\-\.:]/g : /[^\w\-\.:\u00B7\u00C0-\uFFFD]/g;
  result = result.replace(allowedCharPattern, replacement);

  // Fix invalid start character for Name / NCName / QName
  if (production !== 'nmToken' && production !== 'nmTokens') {
    if (/^[\-\.\d]/.test(result)) {
      result = replacement + result;
    }
  }

  return result || replacement;
};
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/DocTypeReader.js


class DocTypeReader {
    constructor(options, xmlVersion) {
        this.suppressValidationErr = !options;
        this.options = options;
        this.xmlVersion = xmlVersion || 1.0;
    }

    setXmlVersion(xmlVersion = 1.0) {
        this.xmlVersion = xmlVersion;
    }
    readDocType(xmlData, i) {
        const entities = Object.create(null);
        let entityCount = 0;

        if (xmlData[i + 3] === 'O' &&
            xmlData[i + 4] === 'C' &&
            xmlData[i + 5] === 'T' &&
            xmlData[i + 6] === 'Y' &&
            xmlData[i + 7] === 'P' &&
            xmlData[i + 8] === 'E') {
            i = i + 9;
            let angleBracketsCount = 1;
            let hasBody = false, comment = false;
            let quoteChar = null; // tracks an open SYSTEM/PUBLIC literal before the '[' body
            let exp = "";
            for (; i < xmlData.length; i++) {
                // Inside a quoted external-identifier literal — XML allows '<'
                // and '>' as plain data here, so they must not be interpreted
                // as DOCTYPE structure until the matching quote closes.
                if (quoteChar !== null) {
                    if (xmlData[i] === quoteChar) quoteChar = null;
                    exp += xmlData[i];
                    continue;
                }
                if (!hasBody && !comment && (xmlData[i] === '"' || xmlData[i] === "'")) {
                    quoteChar = xmlData[i];
                    exp += xmlData[i];
                    continue;
                }

                if (xmlData[i] === '<' && !comment) { //Determine the tag type
                    if (hasBody && hasSeq(xmlData, "!ENTITY", i)) {
                        i += 7;
                        let entityName, val;
                        [entityName, val, i] = this.readEntityExp(xmlData, i + 1, this.suppressValidationErr);
                        if (val.indexOf("&") === -1) { //Parameter entities are not supported
                            if (this.options.enabled !== false &&
                                this.options.maxEntityCount != null &&
                                entityCount >= this.options.maxEntityCount) {
                                throw new Error(
                                    `Entity count (${entityCount + 1}) exceeds maximum allowed (${this.options.maxEntityCount})`
                                );
                            }
                            //const escaped = entityName.replace(/[.\-+*:]/g, '\\.');
                            //const escaped = entityName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
                            entities[entityName] = val;
                            entityCount++;
                        }
                    }
                    else if (hasBody && hasSeq(xmlData, "!ELEMENT", i)) {
                        i += 8;//Not supported
                        const { index } = this.readElementExp(xmlData, i + 1);
                        i = index;
                    } else if (hasBody && hasSeq(xmlData, "!ATTLIST", i)) {
                        i += 8;//Not supported
                        // const {index} = this.readAttlistExp(xmlData,i+1);
                        // i = index;
                    } else if (hasBody && hasSeq(xmlData, "!NOTATION", i)) {
                        i += 9;//Not supported
                        const { index } = this.readNotationExp(xmlData, i + 1, this.suppressValidationErr);
                        i = index;
                    } else if (hasSeq(xmlData, "!--", i)) comment = true;
                    else throw new Error(`Invalid DOCTYPE`);

                    angleBracketsCount++;
                    exp = "";
                } else if (xmlData[i] === '>') { //Read tag content
                    if (comment) {
                        if (xmlData[i - 1] === "-" && xmlData[i - 2] === "-") {
                            comment = false;
                            angleBracketsCount--;
                        }
                    } else {
                        angleBracketsCount--;
                    }
                    if (angleBracketsCount === 0) {
                        break;
                    }
                } else if (xmlData[i] === '[') {
                    hasBody = true;
                } else {
                    exp += xmlData[i];
                }
            }
            if (quoteChar !== null || angleBracketsCount !== 0) {
                throw new Error(`Unclosed DOCTYPE`);
            }
        } else {
            throw new Error(`Invalid Tag instead of DOCTYPE`);
        }
        return { entities, i };
    }
    readEntityExp(xmlData, i) {
        //External entities are not supported
        //    <!ENTITY ext SYSTEM "http://normal-website.com" >

        //Parameter entities are not supported
        //    <!ENTITY entityname "&anotherElement;">

        //Internal entities are supported
        //    <!ENTITY entityname "replacement text">

        // Skip leading whitespace after <!ENTITY
        i = skipWhitespace(xmlData, i);

        // Read entity name
        const startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i]) && xmlData[i] !== '"' && xmlData[i] !== "'") {
            i++;
        }
        let entityName = xmlData.substring(startIndex, i);

        validateEntityName(entityName, { xmlVersion: this.xmlVersion });

        // Skip whitespace after entity name
        i = skipWhitespace(xmlData, i);

        // Check for unsupported constructs (external entities or parameter entities)
        if (!this.suppressValidationErr) {
            if (xmlData.substring(i, i + 6).toUpperCase() === "SYSTEM") {
                throw new Error("External entities are not supported");
            } else if (xmlData[i] === "%") {
                throw new Error("Parameter entities are not supported");
            }
        }

        // Read entity value (internal entity)
        let entityValue = "";
        [i, entityValue] = this.readIdentifierVal(xmlData, i, "entity");

        // Validate entity size
        if (this.options.enabled !== false &&
            this.options.maxEntitySize != null &&
            entityValue.length > this.options.maxEntitySize) {
            throw new Error(
                `Entity "${entityName}" size (${entityValue.length}) exceeds maximum allowed size (${this.options.maxEntitySize})`
            );
        }

        i--;
        return [entityName, entityValue, i];
    }

    readNotationExp(xmlData, i) {
        // Skip leading whitespace after <!NOTATION
        i = skipWhitespace(xmlData, i);

        // Read notation name

        const startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let notationName = xmlData.substring(startIndex, i);

        !this.suppressValidationErr && validateEntityName(notationName, { xmlVersion: this.xmlVersion });

        // Skip whitespace after notation name
        i = skipWhitespace(xmlData, i);

        // Check identifier type (SYSTEM or PUBLIC)
        const identifierType = xmlData.substring(i, i + 6).toUpperCase();
        if (!this.suppressValidationErr && identifierType !== "SYSTEM" && identifierType !== "PUBLIC") {
            throw new Error(`Expected SYSTEM or PUBLIC, found "${identifierType}"`);
        }
        i += identifierType.length;

        // Skip whitespace after identifier type
        i = skipWhitespace(xmlData, i);

        // Read public identifier (if PUBLIC)
        let publicIdentifier = null;
        let systemIdentifier = null;

        if (identifierType === "PUBLIC") {
            [i, publicIdentifier] = this.readIdentifierVal(xmlData, i, "publicIdentifier");

            // Skip whitespace after public identifier
            i = skipWhitespace(xmlData, i);

            // Optionally read system identifier
            if (xmlData[i] === '"' || xmlData[i] === "'") {
                [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");
            }
        } else if (identifierType === "SYSTEM") {
            // Read system identifier (mandatory for SYSTEM)
            [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");

            if (!this.suppressValidationErr && !systemIdentifier) {
                throw new Error("Missing mandatory system identifier for SYSTEM notation");
            }
        }

        return { notationName, publicIdentifier, systemIdentifier, index: --i };
    }

    readIdentifierVal(xmlData, i, type) {
        let identifierVal = "";
        const startChar = xmlData[i];
        if (startChar !== '"' && startChar !== "'") {
            throw new Error(`Expected quoted string, found "${startChar}"`);
        }
        i++;

        const startIndex = i;
        while (i < xmlData.length && xmlData[i] !== startChar) {
            i++;
        }
        identifierVal = xmlData.substring(startIndex, i);

        if (xmlData[i] !== startChar) {
            throw new Error(`Unterminated ${type} value`);
        }
        i++;
        return [i, identifierVal];
    }

    readElementExp(xmlData, i) {
        // <!ELEMENT br EMPTY>
        // <!ELEMENT div ANY>
        // <!ELEMENT title (#PCDATA)>
        // <!ELEMENT book (title, author+)>
        // <!ELEMENT name (content-model)>

        // Skip leading whitespace after <!ELEMENT
        i = skipWhitespace(xmlData, i);

        // Read element name
        const startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let elementName = xmlData.substring(startIndex, i);

        // Validate element name
        if (!this.suppressValidationErr && !qName(elementName, { xmlVersion: this.xmlVersion })) {
            throw new Error(`Invalid element name: "${elementName}"`);
        }

        // Skip whitespace after element name
        i = skipWhitespace(xmlData, i);
        let contentModel = "";
        // Expect '(' to start content model
        if (xmlData[i] === "E" && hasSeq(xmlData, "MPTY", i)) i += 4;
        else if (xmlData[i] === "A" && hasSeq(xmlData, "NY", i)) i += 2;
        else if (xmlData[i] === "(") {
            i++; // Move past '('

            // Read content model
            const startIndex = i;
            while (i < xmlData.length && xmlData[i] !== ")") {
                i++;
            }
            contentModel = xmlData.substring(startIndex, i);

            if (xmlData[i] !== ")") {
                throw new Error("Unterminated content model");
            }

        } else if (!this.suppressValidationErr) {
            throw new Error(`Invalid Element Expression, found "${xmlData[i]}"`);
        }

        return {
            elementName,
            contentModel: contentModel.trim(),
            index: i
        };
    }

    readAttlistExp(xmlData, i) {
        // Skip leading whitespace after <!ATTLIST
        i = skipWhitespace(xmlData, i);

        // Read element name
        let startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let elementName = xmlData.substring(startIndex, i);

        // Validate element name
        validateEntityName(elementName, { xmlVersion: this.xmlVersion })

        // Skip whitespace after element name
        i = skipWhitespace(xmlData, i);

        // Read attribute name
        startIndex = i;
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            i++;
        }
        let attributeName = xmlData.substring(startIndex, i);

        // Validate attribute name
        if (!validateEntityName(attributeName, { xmlVersion: this.xmlVersion })) {
            throw new Error(`Invalid attribute name: "${attributeName}"`);
        }

        // Skip whitespace after attribute name
        i = skipWhitespace(xmlData, i);

        // Read attribute type
        let attributeType = "";
        if (xmlData.substring(i, i + 8).toUpperCase() === "NOTATION") {
            attributeType = "NOTATION";
            i += 8; // Move past "NOTATION"

            // Skip whitespace after "NOTATION"
            i = skipWhitespace(xmlData, i);

            // Expect '(' to start the list of notations
            if (xmlData[i] !== "(") {
                throw new Error(`Expected '(', found "${xmlData[i]}"`);
            }
            i++; // Move past '('

            // Read the list of allowed notations
            let allowedNotations = [];
            while (i < xmlData.length && xmlData[i] !== ")") {


                const startIndex = i;
                while (i < xmlData.length && xmlData[i] !== "|" && xmlData[i] !== ")") {
                    i++;
                }
                let notation = xmlData.substring(startIndex, i);

                // Validate notation name
                notation = notation.trim();
                if (!validateEntityName(notation, { xmlVersion: this.xmlVersion })) {
                    throw new Error(`Invalid notation name: "${notation}"`);
                }

                allowedNotations.push(notation);

                // Skip '|' separator or exit loop
                if (xmlData[i] === "|") {
                    i++; // Move past '|'
                    i = skipWhitespace(xmlData, i); // Skip optional whitespace after '|'
                }
            }

            if (xmlData[i] !== ")") {
                throw new Error("Unterminated list of notations");
            }
            i++; // Move past ')'

            // Store the allowed notations as part of the attribute type
            attributeType += " (" + allowedNotations.join("|") + ")";
        } else {
            // Handle simple types (e.g., CDATA, ID, IDREF, etc.)
            const startIndex = i;
            while (i < xmlData.length && !/\s/.test(xmlData[i])) {
                i++;
            }
            attributeType += xmlData.substring(startIndex, i);

            // Validate simple attribute type
            const validTypes = ["CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS"];
            if (!this.suppressValidationErr && !validTypes.includes(attributeType.toUpperCase())) {
                throw new Error(`Invalid attribute type: "${attributeType}"`);
            }
        }

        // Skip whitespace after attribute type
        i = skipWhitespace(xmlData, i);

        // Read default value
        let defaultValue = "";
        if (xmlData.substring(i, i + 8).toUpperCase() === "#REQUIRED") {
            defaultValue = "#REQUIRED";
            i += 8;
        } else if (xmlData.substring(i, i + 7).toUpperCase() === "#IMPLIED") {
            defaultValue = "#IMPLIED";
            i += 7;
        } else {
            [i, defaultValue] = this.readIdentifierVal(xmlData, i, "ATTLIST");
        }

        return {
            elementName,
            attributeName,
            attributeType,
            defaultValue,
            index: i
        }
    }
}



const skipWhitespace = (data, index) => {
    while (index < data.length && /\s/.test(data[index])) {
        index++;
    }
    return index;
};



function hasSeq(data, seq, i) {
    for (let j = 0; j < seq.length; j++) {
        if (seq[j] !== data[i + j + 1]) return false;
    }
    return true;
}

function validateEntityName(name, xmlVersion) {
    if (qName(name, { xmlVersion: xmlVersion }))
        return name;
    else
        throw new Error(`Invalid entity name ${name}`);
}
;// CONCATENATED MODULE: ./node_modules/anynum/digitTable.js
/**
 * Flat lookup table: maps Unicode code point → ASCII digit (0-9).
 * Only decimal digit characters (Unicode category Nd) are included.
 *
 * Strategy: Int32Array of size (maxCodePoint - minCodePoint + 1).
 * Value 0xFF means "not a digit". Value 0-9 is the ASCII digit value.
 * This gives O(1) lookup with no branching, no bisect, no loop.
 *
 * Memory: range is 0x0660 to 0x1FBF0 → ~129,936 entries × 1 byte = ~127 KB.
 * Acceptable for a one-time init; lookup is a single array index.
 */

// All known Unicode Nd (decimal digit) script zero code points.
// Each script has exactly 10 consecutive digits: zero+0 .. zero+9.
const SCRIPT_ZEROS = [
  // Basic Latin (ASCII) — included for completeness / pass-through
  0x0030, // 0-9

  // Arabic scripts
  0x0660, // Arabic-Indic ٠١٢٣٤٥٦٧٨٩
  0x06F0, // Extended Arabic-Indic (Urdu/Persian/Sindhi) ۰۱۲۳

  // Indic scripts
  0x0966, // Devanagari ०१२३४५६७८९
  0x09E6, // Bengali ০১২৩৪৫৬৭৮৯
  0x0A66, // Gurmukhi ੦੧੨੩੪੫੬੭੮੯
  0x0AE6, // Gujarati ૦૧૨૩૪૫૬૭૮૯
  0x0B66, // Odia ୦୧୨୩୪୫୬୭୮୯
  0x0BE6, // Tamil ௦௧௨௩௪௫௬௭௮௯
  0x0C66, // Telugu ౦౧౨౩౪౫౬౭౮౯
  0x0CE6, // Kannada ೦೧೨೩೪೫೬೭೮೯
  0x0D66, // Malayalam ൦൧൨൩൪൫൬൭൮൯
  0x0DE6, // Sinhala Archaic ෦෧෨෩෪෫෬෭෮෯

  // Southeast Asian scripts
  0x0E50, // Thai ๐๑๒๓๔๕๖๗๘๙
  0x0ED0, // Lao ໐໑໒໓໔໕໖໗໘໙
  0x0F20, // Tibetan ༠༡༢༣༤༥༦༧༨༩
  0x1040, // Myanmar ၀၁၂၃၄၅၆၇၈၉
  0x1090, // Myanmar Shan ႐႑႒႓႔႕႖႗႘႙
  0x17E0, // Khmer ០១២៣៤៥៦៧៨៩
  0x1810, // Mongolian ᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙
  0x1946, // Limbu ᥆᥇᥈᥉᥊᥋᥌᥍᥎᥏
  0x19D0, // New Tai Lue ᧐᧑᧒᧓᧔᧕᧖᧗᧘᧙
  0x1A80, // Tai Tham Hora ᪀᪁᪂᪃᪄᪅᪆᪇᪈᪉
  0x1A90, // Tai Tham Tham ᪐᪑᪒᪓᪔᪕᪖᪗᪘᪙
  0x1B50, // Balinese ᭐᭑᭒᭓᭔᭕᭖᭗᭘᭙
  0x1BB0, // Sundanese ᮰᮱᮲᮳᮴᮵᮶᮷᮸᮹
  0x1C40, // Lepcha ᱀᱁᱂᱃᱄᱅᱆᱇᱈᱉
  0x1C50, // Ol Chiki ᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙

  // Fullwidth (CJK context)
  0xFF10, // Fullwidth ０１２３４５６７８９

  // Mathematical digit variants (Unicode math block)
  0x1D7CE, // Mathematical Bold
  0x1D7D8, // Mathematical Double-Struck
  0x1D7E2, // Mathematical Sans-Serif
  0x1D7EC, // Mathematical Sans-Serif Bold
  0x1D7F6, // Mathematical Monospace

  // Other scripts
  0x104A0, // Osmanya 𐒠𐒡𐒢𐒣𐒤𐒥𐒦𐒧𐒨𐒩
  0x10D30, // Hanifi Rohingya 𐴰𐴱𐴲𐴳𐴴𐴵𐴶𐴷𐴸𐴹
  0x11066, // Brahmi 𑁦𑁧𑁨𑁩𑁪𑁫𑁬𑁭𑁮𑁯
  0x110F0, // Sora Sompeng 𑃰𑃱𑃲𑃳𑃴𑃵𑃶𑃷𑃸𑃹
  0x11136, // Chakma 𑄶𑄷𑄸𑄹𑄺𑄻𑄼𑄽𑄾𑄿
  0x111D0, // Sharada 𑇐𑇑𑇒𑇓𑇔𑇕𑇖𑇗𑇘𑇙
  0x112F0, // Khudawadi 𑋰𑋱𑋲𑋳𑋴𑋵𑋶𑋷𑋸𑋹
  0x11450, // Newa 𑑐𑑑𑑒𑑓𑑔𑑕𑑖𑑗𑑘𑑙
  0x114D0, // Tirhuta 𑓐𑓑𑓒𑓓𑓔𑓕𑓖𑓗𑓘𑓙
  0x11650, // Modi 𑙐𑙑𑙒𑙓𑙔𑙕𑙖𑙗𑙘𑙙
  0x116C0, // Takri 𑛀𑛁𑛂𑛃𑛄𑛅𑛆𑛇𑛈𑛉
  0x11730, // Ahom 𑜰𑜱𑜲𑜳𑜴𑜵𑜶𑜷𑜸𑜹
  0x118E0, // Warang Citi 𑣠𑣡𑣢𑣣𑣤𑣥𑣦𑣧𑣨𑣩
  0x11950, // Dives Akuru 𑥐𑥑𑥒𑥓𑥔𑥕𑥖𑥗𑥘𑥙
  0x11BF0, // Khitan Small Script 𑯰𑯱𑯲𑯳𑯴𑯵𑯶𑯷𑯸𑯹
  0x11C50, // Bhaiksuki 𑱐𑱑𑱒𑱓𑱔𑱕𑱖𑱗𑱘𑱙
  0x11D50, // Masaram Gondi 𑵐𑵑𑵒𑵓𑵔𑵕𑵖𑵗𑵘𑵙
  0x11DA0, // Gunjala Gondi 𑶠𑶡𑶢𑶣𑶤𑶥𑶦𑶧𑶨𑶩
  0x11F50, // Kawi 𑽐𑽑𑽒𑽓𑽔𑽕𑽖𑽗𑽘𑽙
  0x16A60, // Mro 𖩠𖩡𖩢𖩣𖩤𖩥𖩦𖩧𖩨𖩩
  0x16AC0, // Tangsa 𖫀𖫁𖫂𖫃𖫄𖫅𖫆𖫇𖫈𖫉
  0x16B50, // Pahawh Hmong 𖭐𖭑𖭒𖭓𖭔𖭕𖭖𖭗𖭘𖭙
  0x1E140, // Nyiakeng Puachue Hmong 𞅀𞅁𞅂𞅃𞅄𞅅𞅆𞅇𞅈𞅉
  0x1E2F0, // Wancho 𞋰𞋱𞋲𞋳𞋴𞋵𞋶𞋷𞋸𞋹
  0x1E4F0, // Nag Mundari 𞓰𞓱𞓲𞓳𞓴𞓵𞓶𞓷𞓸𞓹
  0x1E950, // Adlam 𞥐𞥑𞥒𞥓𞥔𞥕𞥖𞥗𞥘𞥙
  0x1FBF0, // Segmented digit symbols 🯰🯱🯲🯳🯴🯵🯶🯷🯸🯹
];

// Build a sparse Map for scripts above 0xFFFF (surrogate-pair range).
// These can't go into a flat Uint8Array indexed by code point efficiently.
const NOT_DIGIT = 0xFF;
const HIGH_MAP = new Map(); // codePoint → digit value (0-9)

const LOW_MAX = 0xFFFF;
const LOW_MIN = 0x0660; // first non-ASCII digit script

// Flat Uint8Array covering 0x0660 .. 0xFFFF
const TABLE_OFFSET = LOW_MIN;
const TABLE_SIZE = LOW_MAX - LOW_MIN + 1;
const TABLE = new Uint8Array(TABLE_SIZE).fill(NOT_DIGIT);

for (const zero of SCRIPT_ZEROS) {
  for (let d = 0; d < 10; d++) {
    const cp = zero + d;
    if (cp <= LOW_MAX) {
      TABLE[cp - TABLE_OFFSET] = d;
    } else {
      HIGH_MAP.set(cp, d);
    }
  }
}



;// CONCATENATED MODULE: ./node_modules/anynum/anynum.js




const CHAR_0 = 48; // '0'.charCodeAt(0)
const CHAR_9 = 57; // '9'.charCodeAt(0)
const CHAR_MINUS = 45; // '-'.charCodeAt(0)

// Unicode minus/hyphen variants worth normalizing to ASCII '-' in numeric context:
//   U+2212  MINUS SIGN       − (mathematically correct minus)
//   U+FF0D  FULLWIDTH HYPHEN-MINUS  － (Japanese fullwidth context)
//   U+FE63  SMALL HYPHEN-MINUS     ﹣ (small form variant)
//
// NOT normalized (deliberate):
//   U+2013  EN DASH  –  (punctuation, not a numeric sign)
//   U+2014  EM DASH  —  (punctuation)
//   U+2010  HYPHEN   ‐  (typographic hyphen)
//
// Rationale: only characters a human or locale formatter would plausibly use
// as a numeric minus sign are normalized. Dashes used for punctuation are left
// alone to avoid mangling non-numeric strings.
const MINUS_SET = new Set([0x2212, 0xFF0D, 0xFE63]);

/**
 * Normalize all Unicode decimal digit characters in a string to ASCII (0-9),
 * and normalize Unicode minus variants to ASCII '-' (U+002D).
 *
 * Non-digit, non-minus characters are passed through unchanged.
 *
 * Performance design:
 * - Fast path: if the string has no convertible characters, return it unchanged
 *   (zero allocation).
 * - BMP digits (0x0660..0xFFFF excl. surrogates): flat Uint8Array lookup (O(1)).
 * - Supplementary plane digits (> 0xFFFF, encoded as surrogate pairs): Map lookup.
 * - Minus variants: checked inline with a small fixed Set.
 *
 * @param {string} str
 * @returns {string}
 */
function anynum(str) {
  if (typeof str !== 'string') return str;

  const len = str.length;
  if (len === 0) return str;

  // Scan for first character needing conversion.
  // If none found, return original string (zero allocation).
  let firstHit = -1;

  for (let i = 0; i < len; i++) {
    const cc = str.charCodeAt(i);

    // ASCII digit or ASCII minus — already normalized, skip fast
    if ((cc >= CHAR_0 && cc <= CHAR_9) || cc === CHAR_MINUS) continue;

    // Below first unicode digit script — check minus variants only
    if (cc < TABLE_OFFSET) {
      if (MINUS_SET.has(cc)) { firstHit = i; break; }
      continue;
    }

    // Surrogate pairs live in BMP range 0xD800-0xDFFF — check before TABLE
    if (cc >= 0xD800 && cc <= 0xDBFF) {
      if (i + 1 < len) {
        const low = str.charCodeAt(i + 1);
        if (low >= 0xDC00 && low <= 0xDFFF) {
          const cp = 0x10000 + ((cc - 0xD800) << 10) + (low - 0xDC00);
          if (HIGH_MAP.has(cp)) { firstHit = i; break; }
        }
      }
      continue;
    }

    // BMP non-surrogate: flat table lookup; also check minus variants in this range
    if (TABLE[cc - TABLE_OFFSET] !== NOT_DIGIT || MINUS_SET.has(cc)) {
      firstHit = i;
      break;
    }
  }

  // Nothing to replace — return original, zero allocation
  if (firstHit === -1) return str;

  // Build result: copy unchanged prefix, then convert from firstHit onward
  const chars = [];

  if (firstHit > 0) chars.push(str.slice(0, firstHit));

  for (let i = firstHit; i < len; i++) {
    const cc = str.charCodeAt(i);

    // ASCII digit or ASCII minus — pass through
    if ((cc >= CHAR_0 && cc <= CHAR_9) || cc === CHAR_MINUS) {
      chars.push(str[i]);
      continue;
    }

    // Below TABLE_OFFSET — check minus variants, else pass through
    if (cc < TABLE_OFFSET) {
      chars.push(MINUS_SET.has(cc) ? '-' : str[i]);
      continue;
    }

    // Surrogate pairs
    if (cc >= 0xD800 && cc <= 0xDBFF) {
      if (i + 1 < len) {
        const low = str.charCodeAt(i + 1);
        if (low >= 0xDC00 && low <= 0xDFFF) {
          const cp = 0x10000 + ((cc - 0xD800) << 10) + (low - 0xDC00);
          const d = HIGH_MAP.get(cp);
          if (d !== undefined) {
            chars.push(String.fromCharCode(d + 48));
            i++; // consume low surrogate
            continue;
          }
        }
      }
      chars.push(str[i]);
      continue;
    }

    // BMP non-surrogate: flat table lookup + minus variants
    if (MINUS_SET.has(cc)) {
      chars.push('-');
      continue;
    }
    const d = TABLE[cc - TABLE_OFFSET];
    chars.push(d !== NOT_DIGIT ? String.fromCharCode(d + 48) : str[i]);
  }

  return chars.join('');
}


/* harmony default export */ const anynum_anynum = (anynum);
;// CONCATENATED MODULE: ./node_modules/strnum/strnum.js
const hexRegex = /^[-+]?0x[a-fA-F0-9]+$/;
const binRegex = /^0b[01]+$/;
const octRegex = /^0o[0-7]+$/;
const numRegex = /^([\-\+])?(0*)([0-9]*(\.[0-9]*)?)$/;



const consider = {
    hex: true,
    binary: false,
    octal: false,
    leadingZeros: true,
    decimalPoint: "\.",
    eNotation: true,
    //skipLike: /regex/,
    infinity: "original", // "null", "infinity" (Infinity type), "string" ("Infinity" (the string literal))
    unicode: false,
};

function toNumber(str, options = {}) {
    options = Object.assign({}, consider, options);
    if (!str || typeof str !== "string") return str;

    let trimmedStr = str.trim();

    if (trimmedStr.length === 0) return str;
    else if (options.skipLike !== undefined && options.skipLike.test(trimmedStr)) return str;
    else if (trimmedStr === "0") return 0;

    if (options.unicode) {
        trimmedStr = anynum_anynum(trimmedStr);
        if (trimmedStr === "0") return 0; // re-check after normalization
    }
    if (options.hex && hexRegex.test(trimmedStr)) {
        return parse_int(trimmedStr, 16);
    } else if (options.binary && binRegex.test(trimmedStr)) {
        return parse_int(trimmedStr, 2);
    } else if (options.octal && octRegex.test(trimmedStr)) {
        return parse_int(trimmedStr, 8);
    } else if (!isFinite(trimmedStr)) { //Infinity or not a number
        const num = Number(trimmedStr);
        if (Number.isNaN(num)) return str; //not a number: always the original string
        return handleInfinity(str, num, options); //only +/-Infinity reaches here
    } else if (trimmedStr.includes('e') || trimmedStr.includes('E')) { //eNotation
        return resolveEnotation(str, trimmedStr, options);
    } else {
        //separate negative sign, leading zeros, and rest number
        const match = numRegex.exec(trimmedStr);
        // +00.123 => [ , '+', '00', '.123', ..
        if (match) {
            const sign = match[1] || "";
            const leadingZeros = match[2];
            let numTrimmedByZeros = trimZeros(match[3]); //complete num without leading zeros
            const decimalAdjacentToLeadingZeros = sign ? // 0., -00., 000.
                trimmedStr[leadingZeros.length + 1] === "."
                : trimmedStr[leadingZeros.length] === ".";

            //trim ending zeros for floating number
            if (!options.leadingZeros //leading zeros are not allowed
                && (leadingZeros.length > 1
                    || (leadingZeros.length === 1 && !decimalAdjacentToLeadingZeros))) {
                // 00, 00.3, +03.24, 03, 03.24
                return str;
            }
            else {//no leading zeros or leading zeros are allowed
                const num = Number(trimmedStr);
                const parsedStr = String(num);

                if (num === 0) return num;
                if (parsedStr.search(/[eE]/) !== -1) { //given number is long and parsed to eNotation
                    if (options.eNotation) return num;
                    else return str;
                } else if (trimmedStr.indexOf(".") !== -1) { //floating number
                    if (parsedStr === "0") return num; //0.0
                    else if (parsedStr === numTrimmedByZeros) return num; //0.456. 0.79000
                    else if (parsedStr === `${sign}${numTrimmedByZeros}`) return num;
                    else return str;
                }

                let n = leadingZeros ? numTrimmedByZeros : trimmedStr;
                if (leadingZeros) {
                    // -009 => -9
                    return (n === parsedStr) || (sign + n === parsedStr) ? num : str
                } else {
                    // +9
                    return (n === parsedStr) || (n === sign + parsedStr) ? num : str
                }
            }
        } else { //non-numeric string
            return str;
        }
    }
}

const eNotationRegx = /^([-+])?(0*)(\d*(\.\d*)?[eE][-\+]?\d+)$/;
function resolveEnotation(str, trimmedStr, options) {
    if (!options.eNotation) return str;
    const notation = trimmedStr.match(eNotationRegx);
    if (notation) {
        let sign = notation[1] || "";
        const eChar = notation[3].indexOf("e") === -1 ? "E" : "e";
        const leadingZeros = notation[2];
        const eAdjacentToLeadingZeros = sign ? // 0E.
            trimmedStr[leadingZeros.length + 1] === eChar
            : trimmedStr[leadingZeros.length] === eChar;

        if (leadingZeros.length > 1 && eAdjacentToLeadingZeros) return str;
        else if (leadingZeros.length === 1
            && (notation[3].startsWith(`.${eChar}`) || notation[3][0] === eChar)) {
            return Number(trimmedStr);
        } else if (leadingZeros.length > 0) {
            // Has leading zeros — only accept if leadingZeros option allows it
            if (options.leadingZeros && !eAdjacentToLeadingZeros) {
                return Number(trimmedStr); // Number() accepts leading zeros; stripping can leave a mantissa-less ".e0"
            } else return str;
        } else {
            // No leading zeros — always valid e-notation, parse it
            return Number(trimmedStr);
        }
    } else {
        return str;
    }
}

/**
 * 
 * @param {string} numStr without leading zeros
 * @returns 
 */
function trimZeros(numStr) {
    if (numStr && numStr.indexOf(".") !== -1) {//float
        //remove ending zeros without the O(n^2) backtracking that /0+$/ hits
        //when the string doesn't end in 0 but has a long internal zero-run
        let end = numStr.length;
        while (end > 0 && numStr.charCodeAt(end - 1) === 48 /* '0' */) end--;
        numStr = numStr.slice(0, end);
        if (numStr === ".") numStr = "0";
        else if (numStr[0] === ".") numStr = "0" + numStr;
        else if (numStr[numStr.length - 1] === ".") numStr = numStr.substring(0, numStr.length - 1);
        return numStr;
    }
    return numStr;
}

function parse_int(numStr, base) {
    const str = numStr.trim();
    if (base === 2 || base === 8) numStr = str.substring(2);

    if (parseInt) return parseInt(numStr, base);
    else if (Number.parseInt) return Number.parseInt(numStr, base);
    else if (window && window.parseInt) return window.parseInt(numStr, base);
    else throw new Error("parseInt, Number.parseInt, window.parseInt are not supported");
}

/**
 * Handle infinite values based on user option
 * @param {string} str - original input string
 * @param {number} num - parsed number (Infinity or -Infinity)
 * @param {object} options - user options
 * @returns {string|number|null} based on infinity option
 */
function handleInfinity(str, num, options) {
    const isPositive = num === Infinity;

    switch (options.infinity.toLowerCase()) {
        case "null":
            return null;
        case "infinity":
            return num; // Return Infinity or -Infinity
        case "string":
            return isPositive ? "Infinity" : "-Infinity";
        case "original":
        default:
            return str; // Return original string like "1e1000"
    }
}

;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/ignoreAttributes.js
function getIgnoreAttributesFn(ignoreAttributes) {
    if (typeof ignoreAttributes === 'function') {
        return ignoreAttributes
    }
    if (Array.isArray(ignoreAttributes)) {
        return (attrName) => {
            for (const pattern of ignoreAttributes) {
                if (typeof pattern === 'string' && attrName === pattern) {
                    return true
                }
                if (pattern instanceof RegExp && pattern.test(attrName)) {
                    return true
                }
            }
        }
    }
    return () => false
}
;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/Matcher.js


/**
 * MatcherView - A lightweight read-only view over a Matcher's internal state.
 *
 * Created once by Matcher and reused across all callbacks. Holds a direct
 * reference to the parent Matcher so it always reflects current parser state
 * with zero copying or freezing overhead.
 *
 * Users receive this via {@link Matcher#readOnly} or directly from parser
 * callbacks. It exposes all query and matching methods but has no mutation
 * methods — misuse is caught at the TypeScript level rather than at runtime.
 *
 * @example
 * const matcher = new Matcher();
 * const view = matcher.readOnly();
 *
 * matcher.push("root", {});
 * view.getCurrentTag(); // "root"
 * view.getDepth();      // 1
 */
class MatcherView {
  /**
   * @param {Matcher} matcher - The parent Matcher instance to read from.
   */
  constructor(matcher) {
    this._matcher = matcher;
  }

  /**
   * Get the path separator used by the parent matcher.
   * @returns {string}
   */
  get separator() {
    return this._matcher.separator;
  }

  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    const path = this._matcher.path;
    return path.length > 0 ? path[path.length - 1].tag : undefined;
  }

  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    const path = this._matcher.path;
    return path.length > 0 ? path[path.length - 1].namespace : undefined;
  }

  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    const path = this._matcher.path;
    if (path.length === 0) return undefined;
    return path[path.length - 1].values?.[attrName];
  }

  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    const path = this._matcher.path;
    if (path.length === 0) return false;
    const current = path[path.length - 1];
    return current.values !== undefined && attrName in current.values;
  }

  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {*}
   */
  getAnyParentAttr(attrName) {
    return this._matcher.getAnyParentAttr(attrName);
  }

  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    return this._matcher.hasAnyParentAttr(attrName);
  }

  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    const path = this._matcher.path;
    if (path.length === 0) return -1;
    return path[path.length - 1].position ?? 0;
  }

  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    const path = this._matcher.path;
    if (path.length === 0) return -1;
    return path[path.length - 1].counter ?? 0;
  }

  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }

  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this._matcher.path.length;
  }

  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    return this._matcher.toString(separator, includeNamespace);
  }

  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this._matcher.path.map(n => n.tag);
  }

  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    return this._matcher.matches(expression);
  }

  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this._matcher);
  }
}

/**
 * Matcher - Tracks current path in XML/JSON tree and matches against Expressions.
 *
 * The matcher maintains a stack of nodes representing the current path from root to
 * current tag. It only stores attribute values for the current (top) node to minimize
 * memory usage. Sibling tracking is used to auto-calculate position and counter.
 *
 * Use {@link Matcher#readOnly} to obtain a {@link MatcherView} safe to pass to
 * user callbacks — it always reflects current state with no Proxy overhead.
 *
 * @example
 * const matcher = new Matcher();
 * matcher.push("root", {});
 * matcher.push("users", {});
 * matcher.push("user", { id: "123", type: "admin" });
 *
 * const expr = new Expression("root.users.user");
 * matcher.matches(expr); // true
 */
class Matcher {
  /**
   * Create a new Matcher.
   * @param {Object} [options={}]
   * @param {string} [options.separator='.'] - Default path separator
   */
  constructor(options = {}) {
    this.separator = options.separator || '.';
    this.path = [];
    this.siblingStacks = [];
    // Each path node: { tag, values, position, counter, namespace? }
    // values only present for current (last) node
    // Each siblingStacks entry: Map<tagName, count> tracking occurrences at each level
    this._pathStringCache = null;
    this._view = new MatcherView(this);

    // Kept-attribute stack: only populated when push() is called with options.keep.
    this._keptAttrs = [];
  }

  /**
   * Push a new tag onto the path.
   * @param {string} tagName
   * @param {Object|null} [attrValues=null]
   * @param {string|null} [namespace=null]
   * @param {Object|null} [options=null]
   * @param {string[]} [options.keep] - Names of attributes (from attrValues)
   */
  push(tagName, attrValues = null, namespace = null, options = null) {
    this._pathStringCache = null;

    // Remove values from previous current node (now becoming ancestor)
    if (this.path.length > 0) {
      this.path[this.path.length - 1].values = undefined;
    }

    // Get or create sibling tracking for current level
    const currentLevel = this.path.length;
    let level = this.siblingStacks[currentLevel];
    if (!level) {
      // `counts` tells same-name siblings apart (the "counter" — nth <item>
      // among other <item>s). `total` is every child seen at this level so
      // far, kept as a running number instead of re-added from `counts` on
      // every push — a parent with many differently-named children would
      // otherwise cost more per child the more distinct names it has.
      level = { counts: new Map(), total: 0 };
      this.siblingStacks[currentLevel] = level;
    }

    // Create a unique key for sibling tracking that includes namespace
    const siblingKey = namespace ? `${namespace}:${tagName}` : tagName;

    // Calculate counter (how many times this tag appeared at this level)
    const counter = level.counts.get(siblingKey) || 0;

    // Position = total children at this level seen before this one.
    const position = level.total;

    // Update sibling count for this tag, and the level's running total.
    level.counts.set(siblingKey, counter + 1);
    level.total++;

    // Create new node
    const node = {
      tag: tagName,
      position: position,
      counter: counter
    };

    if (namespace !== null && namespace !== undefined) {
      node.namespace = namespace;
    }

    if (attrValues !== null && attrValues !== undefined) {
      node.values = attrValues;
    }

    this.path.push(node);

    // Depth of the node we just pushed (1-based, matches this.path.length)
    const depth = this.path.length;

    // Copy only the requested attributes into the kept-attrs stack. This is
    // the one part of push() whose cost scales with input (O(keep.length))
    // rather than being O(1) — by design, since the caller is explicitly
    // opting in for specific attribute names. No options/keep => zero added
    // cost beyond the two property reads below.
    const keep = options !== null ? options.keep : null;
    if (keep !== null && keep !== undefined && keep.length > 0 && attrValues) {
      for (let i = 0; i < keep.length; i++) {
        const name = keep[i];
        if (attrValues[name] !== undefined) {
          this._keptAttrs.push({ depth, name, value: attrValues[name] });
        }
      }
    }
  }

  /**
   * Pop the last tag from the path.
   * @returns {Object|undefined} The popped node
   */
  pop() {
    if (this.path.length === 0) return undefined;
    this._pathStringCache = null;

    const node = this.path.pop();

    if (this.siblingStacks.length > this.path.length + 1) {
      this.siblingStacks.length = this.path.length + 1;
    }

    // Drop any kept attributes that belonged to the popped node (or deeper).
    // _keptAttrs is depth-ordered (push only ever appends increasing depths),
    // so this is a backward scan that stops at the first surviving entry —
    // typically O(1) since kept attrs are rare by design.
    const poppedDepth = this.path.length + 1;
    while (
      this._keptAttrs.length > 0 &&
      this._keptAttrs[this._keptAttrs.length - 1].depth >= poppedDepth
    ) {
      this._keptAttrs.pop();
    }

    return node;
  }

  /**
   * Update current node's attribute values.
   * Useful when attributes are parsed after push.
   * @param {Object} attrValues
   */
  updateCurrent(attrValues) {
    if (this.path.length > 0) {
      const current = this.path[this.path.length - 1];
      if (attrValues !== null && attrValues !== undefined) {
        current.values = attrValues;
      }
    }
  }

  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    return this.path.length > 0 ? this.path[this.path.length - 1].tag : undefined;
  }

  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    return this.path.length > 0 ? this.path[this.path.length - 1].namespace : undefined;
  }

  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    if (this.path.length === 0) return undefined;
    return this.path[this.path.length - 1].values?.[attrName];
  }

  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    if (this.path.length === 0) return false;
    const current = this.path[this.path.length - 1];
    return current.values !== undefined && attrName in current.values;
  }

  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * Unlike getAttrValue(), this works regardless of how deep the path has
   * gone since the attribute was pushed — but only for attribute names that
   * were explicitly marked with `keep` at push time. Cost is proportional to
   * the number of currently-kept attributes (typically 0-3), not path depth.
   * @param {string} attrName
   * @returns {*} the value, or undefined if no ancestor kept this attribute
   */
  getAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return kept[i].value;
    }
    return undefined;
  }

  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return true;
    }
    return false;
  }

  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].position ?? 0;
  }

  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].counter ?? 0;
  }

  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }

  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this.path.length;
  }

  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    const sep = separator || this.separator;
    const isDefault = (sep === this.separator && includeNamespace === true);

    if (isDefault) {
      if (this._pathStringCache !== null) {
        return this._pathStringCache;
      }
      const result = this.path.map(n =>
        (n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
      ).join(sep);
      this._pathStringCache = result;
      return result;
    }

    return this.path.map(n =>
      (includeNamespace && n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
    ).join(sep);
  }

  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this.path.map(n => n.tag);
  }

  /**
   * Reset the path to empty.
   */
  reset() {
    this._pathStringCache = null;
    this.path = [];
    this.siblingStacks = [];
    this._keptAttrs = [];
  }

  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    const segments = expression.segments;

    if (segments.length === 0) {
      return false;
    }

    if (expression.hasDeepWildcard()) {
      return this._matchWithDeepWildcard(segments);
    }

    return this._matchSimple(segments);
  }

  /**
   * @private
   */
  _matchSimple(segments) {
    if (this.path.length !== segments.length) {
      return false;
    }

    for (let i = 0; i < segments.length; i++) {
      if (!this._matchSegment(segments[i], this.path[i], i === this.path.length - 1)) {
        return false;
      }
    }

    return true;
  }

  /**
   * @private
   */
  _matchWithDeepWildcard(segments) {
    let pathIdx = this.path.length - 1;
    let segIdx = segments.length - 1;

    while (segIdx >= 0 && pathIdx >= 0) {
      const segment = segments[segIdx];

      if (segment.type === 'deep-wildcard') {
        segIdx--;

        if (segIdx < 0) {
          return true;
        }

        const nextSeg = segments[segIdx];
        let found = false;

        for (let i = pathIdx; i >= 0; i--) {
          if (this._matchSegment(nextSeg, this.path[i], i === this.path.length - 1)) {
            pathIdx = i - 1;
            segIdx--;
            found = true;
            break;
          }
        }

        if (!found) {
          return false;
        }
      } else {
        if (!this._matchSegment(segment, this.path[pathIdx], pathIdx === this.path.length - 1)) {
          return false;
        }
        pathIdx--;
        segIdx--;
      }
    }

    return segIdx < 0;
  }

  /**
   * @private
   */
  _matchSegment(segment, node, isCurrentNode) {
    if (segment.tag !== '*' && segment.tag !== node.tag) {
      return false;
    }

    if (segment.namespace !== undefined) {
      if (segment.namespace !== '*' && segment.namespace !== node.namespace) {
        return false;
      }
    }

    if (segment.attrName !== undefined) {
      if (!isCurrentNode) {
        return false;
      }

      if (!node.values || !(segment.attrName in node.values)) {
        return false;
      }

      if (segment.attrValue !== undefined) {
        if (String(node.values[segment.attrName]) !== String(segment.attrValue)) {
          return false;
        }
      }
    }

    if (segment.position !== undefined) {
      if (!isCurrentNode) {
        return false;
      }

      const counter = node.counter ?? 0;

      if (segment.position === 'first' && counter !== 0) {
        return false;
      } else if (segment.position === 'odd' && counter % 2 !== 1) {
        return false;
      } else if (segment.position === 'even' && counter % 2 !== 0) {
        return false;
      } else if (segment.position === 'nth' && counter !== segment.positionValue) {
        return false;
      }
    }

    return true;
  }

  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this);
  }

  /**
   * Create a snapshot of current state.
   * @returns {Object}
   */
  snapshot() {
    return {
      path: this.path.map(node => ({ ...node })),
      siblingStacks: this.siblingStacks.map(level => level ? { counts: new Map(level.counts), total: level.total } : level),
      keptAttrs: this._keptAttrs.map(entry => ({ ...entry }))
    };
  }

  /**
   * Restore state from snapshot.
   * @param {Object} snapshot
   */
  restore(snapshot) {
    this._pathStringCache = null;
    this.path = snapshot.path.map(node => ({ ...node }));
    this.siblingStacks = snapshot.siblingStacks.map(level => level ? { counts: new Map(level.counts), total: level.total } : level);
    this._keptAttrs = (snapshot.keptAttrs || []).map(entry => ({ ...entry }));
  }

  /**
   * Return the read-only {@link MatcherView} for this matcher.
   *
   * The same instance is returned on every call — no allocation occurs.
   * It always reflects the current parser state and is safe to pass to
   * user callbacks without risk of accidental mutation.
   *
   * @returns {MatcherView}
   *
   * @example
   * const view = matcher.readOnly();
   * // pass view to callbacks — it stays in sync automatically
   * view.matches(expr);       // ✓
   * view.getCurrentTag();     // ✓
   * // view.push(...)         // ✗ method does not exist — caught by TypeScript
   */
  readOnly() {
    return this._view;
  }
}

;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/Expression.js
/**
 * Expression - Parses and stores a tag pattern expression
 * 
 * Patterns are parsed once and stored in an optimized structure for fast matching.
 * 
 * @example
 * const expr = new Expression("root.users.user");
 * const expr2 = new Expression("..user[id]:first");
 * const expr3 = new Expression("root/users/user", { separator: '/' });
 */
class Expression {
  /**
   * Create a new Expression
   * @param {string} pattern - Pattern string (e.g., "root.users.user", "..user[id]")
   * @param {Object} options - Configuration options
   * @param {string} options.separator - Path separator (default: '.')
   */
  constructor(pattern, options = {}, data) {
    this.pattern = pattern;
    this.separator = options.separator || '.';
    this.segments = this._parse(pattern);
    this.data = data;
    // Cache expensive checks for performance (O(1) instead of O(n))
    this._hasDeepWildcard = this.segments.some(seg => seg.type === 'deep-wildcard');
    this._hasAttributeCondition = this.segments.some(seg => seg.attrName !== undefined);
    this._hasPositionSelector = this.segments.some(seg => seg.position !== undefined);
  }

  /**
   * Parse pattern string into segments
   * @private
   * @param {string} pattern - Pattern to parse
   * @returns {Array} Array of segment objects
   */
  _parse(pattern) {
    const segments = [];

    // Split by separator but handle ".." specially
    let i = 0;
    let currentPart = '';

    while (i < pattern.length) {
      if (pattern[i] === this.separator) {
        // Check if next char is also separator (deep wildcard)
        if (i + 1 < pattern.length && pattern[i + 1] === this.separator) {
          // Flush current part if any
          if (currentPart.trim()) {
            segments.push(this._parseSegment(currentPart.trim()));
            currentPart = '';
          }
          // Add deep wildcard
          segments.push({ type: 'deep-wildcard' });
          i += 2; // Skip both separators
        } else {
          // Regular separator
          if (currentPart.trim()) {
            segments.push(this._parseSegment(currentPart.trim()));
          }
          currentPart = '';
          i++;
        }
      } else {
        currentPart += pattern[i];
        i++;
      }
    }

    // Flush remaining part
    if (currentPart.trim()) {
      segments.push(this._parseSegment(currentPart.trim()));
    }

    return segments;
  }

  /**
   * Parse a single segment
   * @private
   * @param {string} part - Segment string (e.g., "user", "ns::user", "user[id]", "ns::user:first")
   * @returns {Object} Segment object
   */
  _parseSegment(part) {
    const segment = { type: 'tag' };

    // NEW NAMESPACE SYNTAX (v2.0):
    // ============================
    // Namespace uses DOUBLE colon (::)
    // Position uses SINGLE colon (:)
    // 
    // Examples:
    //   "user"              → tag
    //   "user:first"        → tag + position
    //   "user[id]"          → tag + attribute
    //   "user[id]:first"    → tag + attribute + position
    //   "ns::user"          → namespace + tag
    //   "ns::user:first"    → namespace + tag + position
    //   "ns::user[id]"      → namespace + tag + attribute
    //   "ns::user[id]:first" → namespace + tag + attribute + position
    //   "ns::first"         → namespace + tag named "first" (NO ambiguity!)
    //
    // This eliminates all ambiguity:
    //   :: = namespace separator
    //   :  = position selector
    //   [] = attributes

    // Step 1: Extract brackets [attr] or [attr=value]
    let bracketContent = null;
    let withoutBrackets = part;

    const bracketMatch = part.match(/^([^\[]+)(\[[^\]]*\])(.*)$/);
    if (bracketMatch) {
      withoutBrackets = bracketMatch[1] + bracketMatch[3];
      if (bracketMatch[2]) {
        const content = bracketMatch[2].slice(1, -1);
        if (content) {
          bracketContent = content;
        }
      }
    }

    // Step 2: Check for namespace (double colon ::)
    let namespace = undefined;
    let tagAndPosition = withoutBrackets;

    if (withoutBrackets.includes('::')) {
      const nsIndex = withoutBrackets.indexOf('::');
      namespace = withoutBrackets.substring(0, nsIndex).trim();
      tagAndPosition = withoutBrackets.substring(nsIndex + 2).trim(); // Skip ::

      if (!namespace) {
        throw new Error(`Invalid namespace in pattern: ${part}`);
      }
    }

    // Step 3: Parse tag and position (single colon :)
    let tag = undefined;
    let positionMatch = null;

    if (tagAndPosition.includes(':')) {
      const colonIndex = tagAndPosition.lastIndexOf(':'); // Use last colon for position
      const tagPart = tagAndPosition.substring(0, colonIndex).trim();
      const posPart = tagAndPosition.substring(colonIndex + 1).trim();

      // Verify position is a valid keyword
      const isPositionKeyword = ['first', 'last', 'odd', 'even'].includes(posPart) ||
        /^nth\(\d+\)$/.test(posPart);

      if (isPositionKeyword) {
        tag = tagPart;
        positionMatch = posPart;
      } else {
        // Not a valid position keyword, treat whole thing as tag
        tag = tagAndPosition;
      }
    } else {
      tag = tagAndPosition;
    }

    if (!tag) {
      throw new Error(`Invalid segment pattern: ${part}`);
    }

    segment.tag = tag;
    if (namespace) {
      segment.namespace = namespace;
    }

    // Step 4: Parse attributes
    if (bracketContent) {
      if (bracketContent.includes('=')) {
        const eqIndex = bracketContent.indexOf('=');
        segment.attrName = bracketContent.substring(0, eqIndex).trim();
        segment.attrValue = bracketContent.substring(eqIndex + 1).trim();
      } else {
        segment.attrName = bracketContent.trim();
      }
    }

    // Step 5: Parse position selector
    if (positionMatch) {
      const nthMatch = positionMatch.match(/^nth\((\d+)\)$/);
      if (nthMatch) {
        segment.position = 'nth';
        segment.positionValue = parseInt(nthMatch[1], 10);
      } else {
        segment.position = positionMatch;
      }
    }

    return segment;
  }

  /**
   * Get the number of segments
   * @returns {number}
   */
  get length() {
    return this.segments.length;
  }

  /**
   * Check if expression contains deep wildcard
   * @returns {boolean}
   */
  hasDeepWildcard() {
    return this._hasDeepWildcard;
  }

  /**
   * Check if expression has attribute conditions
   * @returns {boolean}
   */
  hasAttributeCondition() {
    return this._hasAttributeCondition;
  }

  /**
   * Check if expression has position selectors
   * @returns {boolean}
   */
  hasPositionSelector() {
    return this._hasPositionSelector;
  }

  /**
   * Get string representation
   * @returns {string}
   */
  toString() {
    return this.pattern;
  }
}
;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/ExpressionSet.js
/**
 * ExpressionSet - An indexed collection of Expressions for efficient bulk matching
 *
 * Instead of iterating all expressions on every tag, ExpressionSet pre-indexes
 * them at insertion time by depth and terminal tag name. At match time, only
 * the relevant bucket is evaluated — typically reducing checks from O(E) to O(1)
 * lookup plus O(small bucket) matches.
 *
 * Three buckets are maintained:
 *  - `_byDepthAndTag`  — exact depth + exact tag name  (tightest, used first)
 *  - `_wildcardByDepth` — exact depth + wildcard tag `*` (depth-matched only)
 *  - `_deepWildcards`  — expressions containing `..`  (cannot be depth-indexed)
 *
 * @example
 * import { Expression, ExpressionSet } from 'fast-xml-tagger';
 *
 * // Build once at config time
 * const stopNodes = new ExpressionSet();
 * stopNodes.add(new Expression('root.users.user'));
 * stopNodes.add(new Expression('root.config.setting'));
 * stopNodes.add(new Expression('..script'));
 *
 * // Query on every tag — hot path
 * if (stopNodes.matchesAny(matcher)) { ... }
 */
class ExpressionSet {
  constructor() {
    /** @type {Map<string, import('./Expression.js').default[]>} depth:tag → expressions */
    this._byDepthAndTag = new Map();

    /** @type {Map<number, import('./Expression.js').default[]>} depth → wildcard-tag expressions */
    this._wildcardByDepth = new Map();

    /** @type {import('./Expression.js').default[]} expressions containing deep wildcard (..) */
    this._deepWildcards = [];

    /** @type {Map<string, import('./Expression.js').default[]>} terminalTag → deep wildcard expressions */
    this._deepByTerminalTag = new Map();

    /** @type {Set<string>} pattern strings already added — used for deduplication */
    this._patterns = new Set();

    /** @type {boolean} whether the set is sealed against further additions */
    this._sealed = false;
  }

  /**
   * Add an Expression to the set.
   * Duplicate patterns (same pattern string) are silently ignored.
   *
   * @param {import('./Expression.js').default} expression - A pre-constructed Expression instance
   * @returns {this} for chaining
   * @throws {TypeError} if called after seal()
   *
   * @example
   * set.add(new Expression('root.users.user'));
   * set.add(new Expression('..script'));
   */
  add(expression) {
    if (this._sealed) {
      throw new TypeError(
        'ExpressionSet is sealed. Create a new ExpressionSet to add more expressions.'
      );
    }

    // Deduplicate by pattern string
    if (this._patterns.has(expression.pattern)) return this;
    this._patterns.add(expression.pattern);

    if (expression.hasDeepWildcard()) {
      const lastSeg = expression.segments[expression.segments.length - 1];
      if (lastSeg && lastSeg.type !== 'deep-wildcard' && lastSeg.tag !== '*') {
        const tag = lastSeg.tag;
        if (!this._deepByTerminalTag.has(tag)) this._deepByTerminalTag.set(tag, []);
        this._deepByTerminalTag.get(tag).push(expression);
      } else {
        this._deepWildcards.push(expression);
      }
      return this;
    }

    const depth = expression.length;
    const lastSeg = expression.segments[expression.segments.length - 1];
    const tag = lastSeg?.tag;

    if (!tag || tag === '*') {
      // Can index by depth but not by tag
      if (!this._wildcardByDepth.has(depth)) this._wildcardByDepth.set(depth, []);
      this._wildcardByDepth.get(depth).push(expression);
    } else {
      // Tightest bucket: depth + tag
      const key = `${depth}:${tag}`;
      if (!this._byDepthAndTag.has(key)) this._byDepthAndTag.set(key, []);
      this._byDepthAndTag.get(key).push(expression);
    }

    return this;
  }

  /**
   * Add multiple expressions at once.
   *
   * @param {import('./Expression.js').default[]} expressions - Array of Expression instances
   * @returns {this} for chaining
   *
   * @example
   * set.addAll([
   *   new Expression('root.users.user'),
   *   new Expression('root.config.setting'),
   * ]);
   */
  addAll(expressions) {
    for (const expr of expressions) this.add(expr);
    return this;
  }

  /**
   * Check whether a pattern string is already present in the set.
   *
   * @param {import('./Expression.js').default} expression
   * @returns {boolean}
   */
  has(expression) {
    return this._patterns.has(expression.pattern);
  }

  /**
   * Number of expressions in the set.
   * @type {number}
   */
  get size() {
    return this._patterns.size;
  }

  /**
   * Seal the set against further modifications.
   * Useful to prevent accidental mutations after config is built.
   * Calling add() or addAll() on a sealed set throws a TypeError.
   *
   * @returns {this}
   */
  seal() {
    this._sealed = true;
    return this;
  }

  /**
   * Whether the set has been sealed.
   * @type {boolean}
   */
  get isSealed() {
    return this._sealed;
  }

  /**
   * Test whether the matcher's current path matches any expression in the set.
   *
   * Evaluation order (cheapest → most expensive):
   *  1. Exact depth + tag bucket  — O(1) lookup, typically 0–2 expressions
   *  2. Depth-only wildcard bucket — O(1) lookup, rare
   *  3. Deep-wildcard list         — always checked, but usually small
   *
   * @param {import('./Matcher.js').default} matcher - Matcher instance (or readOnly view)
   * @returns {boolean} true if any expression matches the current path
   *
   * @example
   * if (stopNodes.matchesAny(matcher)) {
   *   // handle stop node
   * }
   */
  matchesAny(matcher) {
    return this.findMatch(matcher) !== null;
  }
  /**
 * Find and return the first Expression that matches the matcher's current path.
 *
 * Uses the same evaluation order as matchesAny (cheapest → most expensive):
 *  1. Exact depth + tag bucket
 *  2. Depth-only wildcard bucket
 *  3. Deep-wildcard list
 *
 * @param {import('./Matcher.js').default} matcher - Matcher instance (or readOnly view)
 * @returns {import('./Expression.js').default | null} the first matching Expression, or null
 *
 * @example
 * const expr = stopNodes.findMatch(matcher);
 * if (expr) {
 *   // access expr.config, expr.pattern, etc.
 * }
 */
  findMatch(matcher) {
    const depth = matcher.getDepth();
    const tag = matcher.getCurrentTag();

    // 1. Tightest bucket — most expressions live here
    const exactKey = `${depth}:${tag}`;
    const exactBucket = this._byDepthAndTag.get(exactKey);
    if (exactBucket) {
      for (let i = 0; i < exactBucket.length; i++) {
        if (matcher.matches(exactBucket[i])) return exactBucket[i];
      }
    }

    // 2. Depth-matched wildcard-tag expressions
    const wildcardBucket = this._wildcardByDepth.get(depth);
    if (wildcardBucket) {
      for (let i = 0; i < wildcardBucket.length; i++) {
        if (matcher.matches(wildcardBucket[i])) return wildcardBucket[i];
      }
    }

    // 3. Deep wildcards — indexed by terminal tag, then unindexed fallback
    const deepBucket = this._deepByTerminalTag.get(tag);
    if (deepBucket) {
      for (let i = 0; i < deepBucket.length; i++) {
        if (matcher.matches(deepBucket[i])) return deepBucket[i];
      }
    }
    for (let i = 0; i < this._deepWildcards.length; i++) {
      if (matcher.matches(this._deepWildcards[i])) return this._deepWildcards[i];
    }

    return null;
  }
}

;// CONCATENATED MODULE: ./node_modules/@nodable/entities/src/entities.js
// ---------------------------------------------------------------------------
// Complete HTML5 named entity reference
// Organized by logical categories for easy maintenance and selective importing
// ---------------------------------------------------------------------------

/**
 * Basic Latin & Special Characters
 * @type {Record<string, string>}
 */
const BASIC_LATIN = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  lsquor: '‚',
  rsquor: '’',
  ldquor: '„',
  bdquo: '„',
  comma: ',',
  period: '.',
  colon: ':',
  semi: ';',
  excl: '!',
  quest: '?',
  num: '#',
  dollar: '$',
  percent: '%',
  ast: '*',
  commat: '@',
  lowbar: '_',
  verbar: '|',
  vert: '|',
  sol: '/',
  bsol: '\\',
  lbrace: '{',
  rbrace: '}',
  lbrack: '[',
  rbrack: ']',
  lpar: '(',
  rpar: ')',
  nbsp: '\u00a0',
  iexcl: '¡',
  cent: '¢',
  pound: '£',
  curren: '¤',
  yen: '¥',
  brvbar: '¦',
  sect: '§',
  uml: '¨',
  copy: '©',
  COPY: '©',
  ordf: 'ª',
  laquo: '«',
  not: '¬',
  shy: '\u00ad',
  reg: '®',
  REG: '®',
  macr: '¯',
  deg: '°',
  plusmn: '±',
  sup2: '²',
  sup3: '³',
  acute: '´',
  micro: 'µ',
  para: '¶',
  middot: '·',
  cedil: '¸',
  sup1: '¹',
  ordm: 'º',
  raquo: '»',
  frac14: '¼',
  frac12: '½',
  half: '½',
  frac34: '¾',
  iquest: '¿',
  times: '×',
  div: '÷',
  divide: '÷',
};

/**
 * Latin Extended & Accented Letters (A-Z)
 * @type {Record<string, string>}
 */
const LATIN_ACCENTS = {
  Agrave: 'À',
  agrave: 'à',
  Aacute: 'Á',
  aacute: 'á',
  Acirc: 'Â',
  acirc: 'â',
  Atilde: 'Ã',
  atilde: 'ã',
  Auml: 'Ä',
  auml: 'ä',
  Aring: 'Å',
  aring: 'å',
  AElig: 'Æ',
  aelig: 'æ',
  Ccedil: 'Ç',
  ccedil: 'ç',
  Egrave: 'È',
  egrave: 'è',
  Eacute: 'É',
  eacute: 'é',
  Ecirc: 'Ê',
  ecirc: 'ê',
  Euml: 'Ë',
  euml: 'ë',
  Igrave: 'Ì',
  igrave: 'ì',
  Iacute: 'Í',
  iacute: 'í',
  Icirc: 'Î',
  icirc: 'î',
  Iuml: 'Ï',
  iuml: 'ï',
  ETH: 'Ð',
  eth: 'ð',
  Ntilde: 'Ñ',
  ntilde: 'ñ',
  Ograve: 'Ò',
  ograve: 'ò',
  Oacute: 'Ó',
  oacute: 'ó',
  Ocirc: 'Ô',
  ocirc: 'ô',
  Otilde: 'Õ',
  otilde: 'õ',
  Ouml: 'Ö',
  ouml: 'ö',
  Oslash: 'Ø',
  oslash: 'ø',
  Ugrave: 'Ù',
  ugrave: 'ù',
  Uacute: 'Ú',
  uacute: 'ú',
  Ucirc: 'Û',
  ucirc: 'û',
  Uuml: 'Ü',
  uuml: 'ü',
  Yacute: 'Ý',
  yacute: 'ý',
  THORN: 'Þ',
  thorn: 'þ',
  szlig: 'ß',
  yuml: 'ÿ',
  Yuml: 'Ÿ',
};

/**
 * Latin Extended (Letters with diacritics)
 * @type {Record<string, string>}
 */
const LATIN_EXTENDED = {
  Amacr: 'Ā',
  amacr: 'ā',
  Abreve: 'Ă',
  abreve: 'ă',
  Aogon: 'Ą',
  aogon: 'ą',
  Cacute: 'Ć',
  cacute: 'ć',
  Ccirc: 'Ĉ',
  ccirc: 'ĉ',
  Cdot: 'Ċ',
  cdot: 'ċ',
  Ccaron: 'Č',
  ccaron: 'č',
  Dcaron: 'Ď',
  dcaron: 'ď',
  Dstrok: 'Đ',
  dstrok: 'đ',
  Emacr: 'Ē',
  emacr: 'ē',
  Ecaron: 'Ě',
  ecaron: 'ě',
  Edot: 'Ė',
  edot: 'ė',
  Eogon: 'Ę',
  eogon: 'ę',
  Gcirc: 'Ĝ',
  gcirc: 'ĝ',
  Gbreve: 'Ğ',
  gbreve: 'ğ',
  Gdot: 'Ġ',
  gdot: 'ġ',
  Gcedil: 'Ģ',
  Hcirc: 'Ĥ',
  hcirc: 'ĥ',
  Hstrok: 'Ħ',
  hstrok: 'ħ',
  Itilde: 'Ĩ',
  itilde: 'ĩ',
  Imacr: 'Ī',
  imacr: 'ī',
  Iogon: 'Į',
  iogon: 'į',
  Idot: 'İ',
  IJlig: 'Ĳ',
  ijlig: 'ĳ',
  Jcirc: 'Ĵ',
  jcirc: 'ĵ',
  Kcedil: 'Ķ',
  kcedil: 'ķ',
  kgreen: 'ĸ',
  Lacute: 'Ĺ',
  lacute: 'ĺ',
  Lcedil: 'Ļ',
  lcedil: 'ļ',
  Lcaron: 'Ľ',
  lcaron: 'ľ',
  Lmidot: 'Ŀ',
  lmidot: 'ŀ',
  Lstrok: 'Ł',
  lstrok: 'ł',
  Nacute: 'Ń',
  nacute: 'ń',
  Ncaron: 'Ň',
  ncaron: 'ň',
  Ncedil: 'Ņ',
  ncedil: 'ņ',
  ENG: 'Ŋ',
  eng: 'ŋ',
  Omacr: 'Ō',
  omacr: 'ō',
  Odblac: 'Ő',
  odblac: 'ő',
  OElig: 'Œ',
  oelig: 'œ',
  Racute: 'Ŕ',
  racute: 'ŕ',
  Rcaron: 'Ř',
  rcaron: 'ř',
  Rcedil: 'Ŗ',
  rcedil: 'ŗ',
  Sacute: 'Ś',
  sacute: 'ś',
  Scirc: 'Ŝ',
  scirc: 'ŝ',
  Scedil: 'Ş',
  scedil: 'ş',
  Scaron: 'Š',
  scaron: 'š',
  Tcedil: 'Ţ',
  tcedil: 'ţ',
  Tcaron: 'Ť',
  tcaron: 'ť',
  Tstrok: 'Ŧ',
  tstrok: 'ŧ',
  Utilde: 'Ũ',
  utilde: 'ũ',
  Umacr: 'Ū',
  umacr: 'ū',
  Ubreve: 'Ŭ',
  ubreve: 'ŭ',
  Uring: 'Ů',
  uring: 'ů',
  Udblac: 'Ű',
  udblac: 'ű',
  Uogon: 'Ų',
  uogon: 'ų',
  Wcirc: 'Ŵ',
  wcirc: 'ŵ',
  Ycirc: 'Ŷ',
  ycirc: 'ŷ',
  Zacute: 'Ź',
  zacute: 'ź',
  Zdot: 'Ż',
  zdot: 'ż',
  Zcaron: 'Ž',
  zcaron: 'ž',
};

/**
 * Greek Letters
 * @type {Record<string, string>}
 */
const GREEK = {
  Alpha: 'Α',
  alpha: 'α',
  Beta: 'Β',
  beta: 'β',
  Gamma: 'Γ',
  gamma: 'γ',
  Delta: 'Δ',
  delta: 'δ',
  Epsilon: 'Ε',
  epsilon: 'ε',
  epsiv: 'ϵ',
  varepsilon: 'ϵ',
  Zeta: 'Ζ',
  zeta: 'ζ',
  Eta: 'Η',
  eta: 'η',
  Theta: 'Θ',
  theta: 'θ',
  thetasym: 'ϑ',
  vartheta: 'ϑ',
  Iota: 'Ι',
  iota: 'ι',
  Kappa: 'Κ',
  kappa: 'κ',
  kappav: 'ϰ',
  varkappa: 'ϰ',
  Lambda: 'Λ',
  lambda: 'λ',
  Mu: 'Μ',
  mu: 'μ',
  Nu: 'Ν',
  nu: 'ν',
  Xi: 'Ξ',
  xi: 'ξ',
  Omicron: 'Ο',
  omicron: 'ο',
  Pi: 'Π',
  pi: 'π',
  piv: 'ϖ',
  varpi: 'ϖ',
  Rho: 'Ρ',
  rho: 'ρ',
  rhov: 'ϱ',
  varrho: 'ϱ',
  Sigma: 'Σ',
  sigma: 'σ',
  sigmaf: 'ς',
  sigmav: 'ς',
  varsigma: 'ς',
  Tau: 'Τ',
  tau: 'τ',
  Upsilon: 'Υ',
  upsilon: 'υ',
  upsi: 'υ',
  Upsi: 'ϒ',
  upsih: 'ϒ',
  Phi: 'Φ',
  phi: 'φ',
  phiv: 'ϕ',
  varphi: 'ϕ',
  Chi: 'Χ',
  chi: 'χ',
  Psi: 'Ψ',
  psi: 'ψ',
  Omega: 'Ω',
  omega: 'ω',
  ohm: 'Ω',
  Gammad: 'Ϝ',
  gammad: 'ϝ',
  digamma: 'ϝ',
};

/**
 * Cyrillic Letters
 * @type {Record<string, string>}
 */
const CYRILLIC = {
  Afr: '𝔄',
  afr: '𝔞',
  Acy: 'А',
  acy: 'а',
  Bcy: 'Б',
  bcy: 'б',
  Vcy: 'В',
  vcy: 'в',
  Gcy: 'Г',
  gcy: 'г',
  Dcy: 'Д',
  dcy: 'д',
  IEcy: 'Е',
  iecy: 'е',
  IOcy: 'Ё',
  iocy: 'ё',
  ZHcy: 'Ж',
  zhcy: 'ж',
  Zcy: 'З',
  zcy: 'з',
  Icy: 'И',
  icy: 'и',
  Jcy: 'Й',
  jcy: 'й',
  Kcy: 'К',
  kcy: 'к',
  Lcy: 'Л',
  lcy: 'л',
  Mcy: 'М',
  mcy: 'м',
  Ncy: 'Н',
  ncy: 'н',
  Ocy: 'О',
  ocy: 'о',
  Pcy: 'П',
  pcy: 'п',
  Rcy: 'Р',
  rcy: 'р',
  Scy: 'С',
  scy: 'с',
  Tcy: 'Т',
  tcy: 'т',
  Ucy: 'У',
  ucy: 'у',
  Fcy: 'Ф',
  fcy: 'ф',
  KHcy: 'Х',
  khcy: 'х',
  TScy: 'Ц',
  tscy: 'ц',
  CHcy: 'Ч',
  chcy: 'ч',
  SHcy: 'Ш',
  shcy: 'ш',
  SHCHcy: 'Щ',
  shchcy: 'щ',
  HARDcy: 'Ъ',
  hardcy: 'ъ',
  Ycy: 'Ы',
  ycy: 'ы',
  SOFTcy: 'Ь',
  softcy: 'ь',
  Ecy: 'Э',
  ecy: 'э',
  YUcy: 'Ю',
  yucy: 'ю',
  YAcy: 'Я',
  yacy: 'я',
  DJcy: 'Ђ',
  djcy: 'ђ',
  GJcy: 'Ѓ',
  gjcy: 'ѓ',
  Jukcy: 'Є',
  jukcy: 'є',
  DScy: 'Ѕ',
  dscy: 'ѕ',
  Iukcy: 'І',
  iukcy: 'і',
  YIcy: 'Ї',
  yicy: 'ї',
  Jsercy: 'Ј',
  jsercy: 'ј',
  LJcy: 'Љ',
  ljcy: 'љ',
  NJcy: 'Њ',
  njcy: 'њ',
  TSHcy: 'Ћ',
  tshcy: 'ћ',
  KJcy: 'Ќ',
  kjcy: 'ќ',
  Ubrcy: 'Ў',
  ubrcy: 'ў',
  DZcy: 'Џ',
  dzcy: 'џ',
};

/**
 * Mathematical Operators & Relations
 * @type {Record<string, string>}
 */
const MATH = {
  plus: '+',
  pm: '±',
  times: '×',
  div: '÷',
  divide: '÷',
  sdot: '⋅',
  star: '☆',
  starf: '★',
  bigstar: '★',
  lowast: '∗',
  ast: '*',
  midast: '*',
  compfn: '∘',
  smallcircle: '∘',
  bullet: '•',
  bull: '•',
  nbsp: '\u00a0',
  hellip: '…',
  mldr: '…',
  prime: '′',
  Prime: '″',
  tprime: '‴',
  bprime: '‵',
  backprime: '‵',
  minus: '−',
  minusd: '∸',
  dotminus: '∸',
  plusdo: '∔',
  dotplus: '∔',
  plusmn: '±',
  minusplus: '∓',
  mnplus: '∓',
  mp: '∓',
  setminus: '∖',
  smallsetminus: '∖',
  Backslash: '∖',
  setmn: '∖',
  ssetmn: '∖',
  lowbar: '_',
  verbar: '|',
  vert: '|',
  VerticalLine: '|',
  colon: ':',
  Colon: '∷',
  Proportion: '∷',
  ratio: '∶',
  equals: '=',
  ne: '≠',
  nequiv: '≢',
  equiv: '≡',
  Congruent: '≡',
  sim: '∼',
  thicksim: '∼',
  thksim: '∼',
  sime: '≃',
  simeq: '≃',
  TildeEqual: '≃',
  asymp: '≈',
  approx: '≈',
  thickapprox: '≈',
  thkap: '≈',
  TildeTilde: '≈',
  ncong: '≇',
  cong: '≅',
  TildeFullEqual: '≅',
  asympeq: '≍',
  CupCap: '≍',
  bump: '≎',
  Bumpeq: '≎',
  HumpDownHump: '≎',
  bumpe: '≏',
  bumpeq: '≏',
  HumpEqual: '≏',
  le: '≤',
  LessEqual: '≤',
  ge: '≥',
  GreaterEqual: '≥',
  lesseqgtr: '⋚',
  lesseqqgtr: '⪋',
  greater: '>',
  less: '<',
};

/**
 * Mathematical Operators (Advanced)
 * @type {Record<string, string>}
 */
const MATH_ADVANCED = {
  alefsym: 'ℵ',
  aleph: 'ℵ',
  beth: 'ℶ',
  gimel: 'ℷ',
  daleth: 'ℸ',
  forall: '∀',
  ForAll: '∀',
  part: '∂',
  PartialD: '∂',
  exist: '∃',
  Exists: '∃',
  nexist: '∄',
  nexists: '∄',
  empty: '∅',
  emptyset: '∅',
  emptyv: '∅',
  varnothing: '∅',
  nabla: '∇',
  Del: '∇',
  isin: '∈',
  isinv: '∈',
  in: '∈',
  Element: '∈',
  notin: '∉',
  notinva: '∉',
  ni: '∋',
  niv: '∋',
  SuchThat: '∋',
  ReverseElement: '∋',
  notni: '∌',
  notniva: '∌',
  prod: '∏',
  Product: '∏',
  coprod: '∐',
  Coproduct: '∐',
  sum: '∑',
  Sum: '∑',
  minus: '−',
  mp: '∓',
  plusdo: '∔',
  dotplus: '∔',
  setminus: '∖',
  lowast: '∗',
  radic: '√',
  Sqrt: '√',
  prop: '∝',
  propto: '∝',
  Proportional: '∝',
  varpropto: '∝',
  infin: '∞',
  infintie: '⧝',
  ang: '∠',
  angle: '∠',
  angmsd: '∡',
  measuredangle: '∡',
  angsph: '∢',
  mid: '∣',
  VerticalBar: '∣',
  nmid: '∤',
  nsmid: '∤',
  npar: '∦',
  parallel: '∥',
  spar: '∥',
  nparallel: '∦',
  nspar: '∦',
  and: '∧',
  wedge: '∧',
  or: '∨',
  vee: '∨',
  cap: '∩',
  cup: '∪',
  int: '∫',
  Integral: '∫',
  conint: '∮',
  ContourIntegral: '∮',
  Conint: '∯',
  DoubleContourIntegral: '∯',
  Cconint: '∰',
  there4: '∴',
  therefore: '∴',
  Therefore: '∴',
  becaus: '∵',
  because: '∵',
  Because: '∵',
  ratio: '∶',
  Proportion: '∷',
  minusd: '∸',
  dotminus: '∸',
  mDDot: '∺',
  homtht: '∻',
  sim: '∼',
  bsimg: '∽',
  backsim: '∽',
  ac: '∾',
  mstpos: '∾',
  acd: '∿',
  VerticalTilde: '≀',
  wr: '≀',
  wreath: '≀',
  nsime: '≄',
  nsimeq: '≄',
  ncong: '≇',
  simne: '≆',
  ncongdot: '⩭̸',
  ngsim: '≵',
  nsim: '≁',
  napprox: '≉',
  nap: '≉',
  ngeq: '≱',
  nge: '≱',
  nleq: '≰',
  nle: '≰',
  ngtr: '≯',
  ngt: '≯',
  nless: '≮',
  nlt: '≮',
  nprec: '⊀',
  npr: '⊀',
  nsucc: '⊁',
  nsc: '⊁',
};

/**
 * Arrows
 * @type {Record<string, string>}
 */
const ARROWS = {
  larr: '←',
  leftarrow: '←',
  LeftArrow: '←',
  uarr: '↑',
  uparrow: '↑',
  UpArrow: '↑',
  rarr: '→',
  rightarrow: '→',
  RightArrow: '→',
  darr: '↓',
  downarrow: '↓',
  DownArrow: '↓',
  harr: '↔',
  leftrightarrow: '↔',
  LeftRightArrow: '↔',
  varr: '↕',
  updownarrow: '↕',
  UpDownArrow: '↕',
  nwarr: '↖',
  nwarrow: '↖',
  UpperLeftArrow: '↖',
  nearr: '↗',
  nearrow: '↗',
  UpperRightArrow: '↗',
  searr: '↘',
  searrow: '↘',
  LowerRightArrow: '↘',
  swarr: '↙',
  swarrow: '↙',
  LowerLeftArrow: '↙',
  lArr: '⇐',
  Leftarrow: '⇐',
  uArr: '⇑',
  Uparrow: '⇑',
  rArr: '⇒',
  Rightarrow: '⇒',
  dArr: '⇓',
  Downarrow: '⇓',
  hArr: '⇔',
  Leftrightarrow: '⇔',
  iff: '⇔',
  vArr: '⇕',
  Updownarrow: '⇕',
  lAarr: '⇚',
  Lleftarrow: '⇚',
  rAarr: '⇛',
  Rrightarrow: '⇛',
  lrarr: '⇆',
  leftrightarrows: '⇆',
  rlarr: '⇄',
  rightleftarrows: '⇄',
  lrhar: '⇋',
  leftrightharpoons: '⇋',
  ReverseEquilibrium: '⇋',
  rlhar: '⇌',
  rightleftharpoons: '⇌',
  Equilibrium: '⇌',
  udarr: '⇅',
  UpArrowDownArrow: '⇅',
  duarr: '⇵',
  DownArrowUpArrow: '⇵',
  llarr: '⇇',
  leftleftarrows: '⇇',
  rrarr: '⇉',
  rightrightarrows: '⇉',
  ddarr: '⇊',
  downdownarrows: '⇊',
  har: '↽',
  lhard: '↽',
  leftharpoondown: '↽',
  lharu: '↼',
  leftharpoonup: '↼',
  rhard: '⇁',
  rightharpoondown: '⇁',
  rharu: '⇀',
  rightharpoonup: '⇀',
  lsh: '↰',
  Lsh: '↰',
  rsh: '↱',
  Rsh: '↱',
  ldsh: '↲',
  rdsh: '↳',
  hookleftarrow: '↩',
  hookrightarrow: '↪',
  mapstoleft: '↤',
  mapstoup: '↥',
  map: '↦',
  mapsto: '↦',
  mapstodown: '↧',
  crarr: '↵',
  nleftarrow: '↚',
  nleftrightarrow: '↮',
  nrightarrow: '↛',
  nrarr: '↛',
  larrtl: '↢',
  rarrtl: '↣',
  leftarrowtail: '↢',
  rightarrowtail: '↣',
  twoheadleftarrow: '↞',
  twoheadrightarrow: '↠',
  Larr: '↞',
  Rarr: '↠',
  larrhk: '↩',
  rarrhk: '↪',
  larrlp: '↫',
  looparrowleft: '↫',
  rarrlp: '↬',
  looparrowright: '↬',
  harrw: '↭',
  leftrightsquigarrow: '↭',
  nrarrw: '↝̸',
  rarrw: '↝',
  rightsquigarrow: '↝',
  larrbfs: '⤟',
  rarrbfs: '⤠',
  nvHarr: '⤄',
  nvlArr: '⤂',
  nvrArr: '⤃',
  larrfs: '⤝',
  rarrfs: '⤞',
  Map: '⤅',
  larrsim: '⥳',
  rarrsim: '⥴',
  harrcir: '⥈',
  Uarrocir: '⥉',
  lurdshar: '⥊',
  ldrdhar: '⥧',
  ldrushar: '⥋',
  rdldhar: '⥩',
  lrhard: '⥭',
  uharr: '↾',
  uharl: '↿',
  dharr: '⇂',
  dharl: '⇃',
  Uarr: '↟',
  Darr: '↡',
  zigrarr: '⇝',
  nwArr: '⇖',
  neArr: '⇗',
  seArr: '⇘',
  swArr: '⇙',
  nharr: '↮',
  nhArr: '⇎',
  nlarr: '↚',
  nlArr: '⇍',
  nrArr: '⇏',
  larrb: '⇤',
  LeftArrowBar: '⇤',
  rarrb: '⇥',
  RightArrowBar: '⇥',
};

/**
 * Geometric Shapes
 * @type {Record<string, string>}
 */
const SHAPES = {
  square: '□',
  Square: '□',
  squ: '□',
  squf: '▪',
  squarf: '▪',
  blacksquar: '▪',
  blacksquare: '▪',
  FilledVerySmallSquare: '▪',
  blk34: '▓',
  blk12: '▒',
  blk14: '░',
  block: '█',
  srect: '▭',
  rect: '▭',
  sdot: '⋅',
  sdotb: '⊡',
  dotsquare: '⊡',
  triangle: '▵',
  tri: '▵',
  trine: '▵',
  utri: '▵',
  triangledown: '▿',
  dtri: '▿',
  tridown: '▿',
  triangleleft: '◃',
  ltri: '◃',
  triangleright: '▹',
  rtri: '▹',
  blacktriangle: '▴',
  utrif: '▴',
  blacktriangledown: '▾',
  dtrif: '▾',
  blacktriangleleft: '◂',
  ltrif: '◂',
  blacktriangleright: '▸',
  rtrif: '▸',
  loz: '◊',
  lozenge: '◊',
  blacklozenge: '⧫',
  lozf: '⧫',
  bigcirc: '◯',
  xcirc: '◯',
  circ: 'ˆ',
  Circle: '○',
  cir: '○',
  o: '○',
  bullet: '•',
  bull: '•',
  hellip: '…',
  mldr: '…',
  nldr: '‥',
  boxh: '─',
  HorizontalLine: '─',
  boxv: '│',
  boxdr: '┌',
  boxdl: '┐',
  boxur: '└',
  boxul: '┘',
  boxvr: '├',
  boxvl: '┤',
  boxhd: '┬',
  boxhu: '┴',
  boxvh: '┼',
  boxH: '═',
  boxV: '║',
  boxdR: '╒',
  boxDr: '╓',
  boxDR: '╔',
  boxDl: '╕',
  boxdL: '╖',
  boxDL: '╗',
  boxuR: '╘',
  boxUr: '╙',
  boxUR: '╚',
  boxUl: '╜',
  boxuL: '╛',
  boxUL: '╝',
  boxvR: '╞',
  boxVr: '╟',
  boxVR: '╠',
  boxVl: '╢',
  boxvL: '╡',
  boxVL: '╣',
  boxHd: '╤',
  boxhD: '╥',
  boxHD: '╦',
  boxHu: '╧',
  boxhU: '╨',
  boxHU: '╩',
  boxvH: '╪',
  boxVh: '╫',
  boxVH: '╬',
};

/**
 * Punctuation & Diacritics
 * @type {Record<string, string>}
 */
const PUNCTUATION = {
  excl: '!',
  iexcl: '¡',
  brvbar: '¦',
  sect: '§',
  uml: '¨',
  copy: '©',
  ordf: 'ª',
  laquo: '«',
  not: '¬',
  shy: '\u00ad',
  reg: '®',
  macr: '¯',
  deg: '°',
  plusmn: '±',
  sup2: '²',
  sup3: '³',
  acute: '´',
  micro: 'µ',
  para: '¶',
  middot: '·',
  cedil: '¸',
  sup1: '¹',
  ordm: 'º',
  raquo: '»',
  frac14: '¼',
  frac12: '½',
  frac34: '¾',
  iquest: '¿',
  nbsp: '\u00a0',
  comma: ',',
  period: '.',
  colon: ':',
  semi: ';',
  vert: '|',
  Verbar: '‖',
  verbar: '|',
  dblac: '˝',
  circ: 'ˆ',
  caron: 'ˇ',
  breve: '˘',
  dot: '˙',
  ring: '˚',
  ogon: '˛',
  tilde: '˜',
  DiacriticalGrave: '`',
  DiacriticalAcute: '´',
  DiacriticalTilde: '˜',
  DiacriticalDot: '˙',
  DiacriticalDoubleAcute: '˝',
  grave: '`',
};

/**
 * Currency Symbols
 * @type {Record<string, string>}
 */
const CURRENCY = {
  cent: '¢',
  pound: '£',
  curren: '¤',
  yen: '¥',
  euro: '€',
  dollar: '$',
  fnof: 'ƒ',
  inr: '₹',
  af: '؋',
  birr: 'ብር',
  peso: '₱',
  rub: '₽',
  won: '₩',
  yuan: '¥',
  cedil: '¸',
};

/**
 * Fractions
 * @type {Record<string, string>}
 */
const FRACTIONS = {
  frac12: '½',
  half: '½',
  frac13: '⅓',
  frac14: '¼',
  frac15: '⅕',
  frac16: '⅙',
  frac18: '⅛',
  frac23: '⅔',
  frac25: '⅖',
  frac34: '¾',
  frac35: '⅗',
  frac38: '⅜',
  frac45: '⅘',
  frac56: '⅚',
  frac58: '⅝',
  frac78: '⅞',
  frasl: '⁄',
};

/**
 * Miscellaneous Symbols
 * @type {Record<string, string>}
 */
const MISC_SYMBOLS = {
  trade: '™',
  TRADE: '™',
  telrec: '⌕',
  target: '⌖',
  ulcorn: '⌜',
  ulcorner: '⌜',
  urcorn: '⌝',
  urcorner: '⌝',
  dlcorn: '⌞',
  llcorner: '⌞',
  drcorn: '⌟',
  lrcorner: '⌟',
  intercal: '⊺',
  intcal: '⊺',
  oplus: '⊕',
  CirclePlus: '⊕',
  ominus: '⊖',
  CircleMinus: '⊖',
  otimes: '⊗',
  CircleTimes: '⊗',
  osol: '⊘',
  odot: '⊙',
  CircleDot: '⊙',
  oast: '⊛',
  circledast: '⊛',
  odash: '⊝',
  circleddash: '⊝',
  ocirc: '⊚',
  circledcirc: '⊚',
  boxplus: '⊞',
  plusb: '⊞',
  boxminus: '⊟',
  minusb: '⊟',
  boxtimes: '⊠',
  timesb: '⊠',
  boxdot: '⊡',
  sdotb: '⊡',
  veebar: '⊻',
  vee: '∨',
  barvee: '⊽',
  and: '∧',
  wedge: '∧',
  Cap: '⋒',
  Cup: '⋓',
  Fork: '⋔',
  pitchfork: '⋔',
  epar: '⋕',
  ltlarr: '⥶',
  nvap: '≍⃒',
  nvsim: '∼⃒',
  nvge: '≥⃒',
  nvle: '≤⃒',
  nvlt: '<⃒',
  nvgt: '>⃒',
  nvltrie: '⊴⃒',
  nvrtrie: '⊵⃒',
  Vdash: '⊩',
  dashv: '⊣',
  vDash: '⊨',
  Vvdash: '⊪',
  nvdash: '⊬',
  nvDash: '⊭',
  nVdash: '⊮',
  nVDash: '⊯',
};

const XML = {
  amp: "&",
  apos: "'",
  gt: ">",
  lt: "<",
  quot: "\""
}
const COMMON_HTML = {
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  para: '\u00b6',
  sect: '\u00a7',
  deg: '\u00b0',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
}
// ---------------------------------------------------------------------------
// Note: NUMERIC_ENTITIES (&#NNN; / &#xHH;) are handled by the scanner directly
// via String.fromCodePoint() without any map lookup.
// ---------------------------------------------------------------------------
;// CONCATENATED MODULE: ./node_modules/@nodable/entities/src/EntityDecoder.js
// ---------------------------------------------------------------------------
// Built-in named entity map  (name → replacement string)
// No regex, no {regex,val} objects — just flat key/value pairs.
// ---------------------------------------------------------------------------



// ---------------------------------------------------------------------------
// Entity hook action constants
// ---------------------------------------------------------------------------

/**
 * Action constants for `onExternalEntity` and `onInputEntity` hooks.
 *
 * Use these instead of raw strings to avoid typos:
 *
 * @example
 * import EntityDecoder, { ENTITY_ACTION } from './EntityDecoder.js';
 * const dec = new EntityDecoder({
 *   onInputEntity: (name, value) => ENTITY_ACTION.BLOCK,
 * });
 */
const ENTITY_ACTION = Object.freeze({
  /** Resolve and expand the entity normally. */
  ALLOW: 'allow',
  /** Silently skip this entity — it will not be registered. */
  BLOCK: 'block',
  /** Throw an error, aborting entity registration entirely. */
  THROW: 'throw',
});

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const SPECIAL_CHARS = new Set('!?\\\\/[]$%{}^&*()<>|+');

/**
 * Validate that an entity name contains no dangerous characters.
 * @param {string} name
 * @returns {string} the name, unchanged
 * @throws {Error} on invalid characters
 */
function EntityDecoder_validateEntityName(name) {
  if (name[0] === '#') {
    throw new Error(`[EntityReplacer] Invalid character '#' in entity name: "${name}"`);
  }
  for (const ch of name) {
    if (SPECIAL_CHARS.has(ch)) {
      throw new Error(`[EntityReplacer] Invalid character '${ch}' in entity name: "${name}"`);
    }
  }
  return name;
}

/**
 * Merge one or more entity maps into a flat name→string map.
 * Accepts either:
 *   - plain string values:             { amp: '&' }
 *   - legacy {regex,val} / {regx,val}: { lt: { regex: /.../, val: '<' } }
 *
 * Values containing '&' are skipped (recursive expansion risk).
 *
 * @param {...object} maps
 * @returns {Record<string, string>}
 */
function mergeEntityMaps(...maps) {
  const out = Object.create(null);
  for (const map of maps) {
    if (!map) continue;
    for (const key of Object.keys(map)) {
      const raw = map[key];
      if (typeof raw === 'string') {
        out[key] = raw;
      } else if (raw && typeof raw === 'object' && raw.val !== undefined) {
        // Legacy {regex,val} or {regx,val} — extract the string val only
        const val = raw.val;
        if (typeof val === 'string') {
          out[key] = val;
        }
        // function vals are not supported in the scanner — skip
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// applyLimitsTo helpers
// ---------------------------------------------------------------------------

const LIMIT_TIER_EXTERNAL = 'external'; // input/runtime + persistent external maps
const LIMIT_TIER_BASE = 'base';     // DEFAULT_XML_ENTITIES + namedEntities (system) maps
const LIMIT_TIER_ALL = 'all';      // every entity regardless of tier

/**
 * Resolve `applyLimitsTo` option into a normalised Set of tier strings.
 * Accepted values: 'external' | 'base' | 'all' | string[]
 * Default: 'external' (only untrusted injected entities are counted).
 * @param {string|string[]|undefined} raw
 * @returns {Set<string>}
 */
function parseLimitTiers(raw) {
  if (!raw || raw === LIMIT_TIER_EXTERNAL) return new Set([LIMIT_TIER_EXTERNAL]);
  if (raw === LIMIT_TIER_ALL) return new Set([LIMIT_TIER_ALL]);
  if (raw === LIMIT_TIER_BASE) return new Set([LIMIT_TIER_BASE]);
  if (Array.isArray(raw)) return new Set(raw);
  return new Set([LIMIT_TIER_EXTERNAL]); // safe default for unrecognised values
}

// ---------------------------------------------------------------------------
// NCR (Numeric Character Reference) classification
// ---------------------------------------------------------------------------

// Severity order — higher number = stricter action.
// Used to enforce minimum action levels for specific codepoint ranges.
const NCR_LEVEL = Object.freeze({ allow: 0, leave: 1, remove: 2, throw: 3 });

// XML 1.0 §2.2: allowed chars are #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
// Restricted C0: U+0001–U+001F excluding U+0009, U+000A, U+000D
const XML10_ALLOWED_C0 = new Set([0x09, 0x0A, 0x0D]);

/**
 * Parse the `ncr` constructor option into flat, hot-path-friendly fields.
 * @param {object|undefined} ncr
 * @returns {{ xmlVersion: number, onLevel: number, nullLevel: number }}
 */
function parseNCRConfig(ncr) {
  if (!ncr) {
    return { xmlVersion: 1.0, onLevel: NCR_LEVEL.allow, nullLevel: NCR_LEVEL.remove };
  }
  const xmlVersion = ncr.xmlVersion === 1.1 ? 1.1 : 1.0;
  const onLevel = NCR_LEVEL[ncr.onNCR] ?? NCR_LEVEL.allow;
  const nullLevel = NCR_LEVEL[ncr.nullNCR] ?? NCR_LEVEL.remove;
  // 'allow' is not meaningful for null — clamp to at least 'remove'
  const clampedNull = Math.max(nullLevel, NCR_LEVEL.remove);
  return { xmlVersion, onLevel, nullLevel: clampedNull };
}

// ---------------------------------------------------------------------------
// EntityReplacer
// ---------------------------------------------------------------------------

/**
 * Single-pass, zero-regex entity replacer for XML/HTML content.
 *
 * Algorithm: scan the string once for '&', read to ';', resolve via map
 * or direct codepoint conversion, build output chunks, join once at the end.
 *
 * Entity lookup priority (highest → lowest):
 *   1. input / runtime  (DOCTYPE entities for current document)
 *   2. persistent external (survive across documents)
 *   3. base named map   (DEFAULT_XML_ENTITIES + user-supplied namedEntities)
 *
 * Both input and external resolve as the 'external' tier for limit purposes.
 * Base map entities resolve as the 'base' tier.
 *
 * Numeric / hex references (&#NNN; / &#xHH;) are resolved directly via
 * String.fromCodePoint() — no map needed. They count as 'base' tier.
 *
 * @example
 * const replacer = new EntityReplacer({ namedEntities: COMMON_HTML });
 * replacer.setExternalEntities({ brand: 'Acme' });
 *
 * const instance = replacer.reset();
 * instance.addInputEntities({ version: '1.0' });
 * instance.encode('&brand; v&version; &lt;'); // 'Acme v1.0 <'
 */
class EntityDecoder {
  /**
   * @param {object} [options]
   * @param {object|null}  [options.namedEntities]        — extra named entities merged into base map
   * @param {object}  [options.limit]                 — security limits
   * @param {number}       [options.limit.maxTotalExpansions=0]  — 0 = unlimited
   * @param {number}       [options.limit.maxExpandedLength=0]   — 0 = unlimited
   * @param {'external'|'base'|'all'|string[]} [options.limit.applyLimitsTo='external']
   *   Which entity tiers count against the security limits:
   *   - 'external' (default) — only input/runtime + persistent external entities
   *   - 'base'               — only DEFAULT_XML_ENTITIES + namedEntities
   *   - 'all'                — every entity regardless of tier
   *   - string[]             — explicit combination, e.g. ['external', 'base']
   * @param {((resolved: string, original: string) => string)|null} [options.postCheck=null]
   * @param {string[]} [options.remove=[]] — entity names (e.g. ['nbsp', '#13']) to delete (replace with empty string)
   * @param {string[]} [options.leave=[]]  — entity names to keep as literal (unchanged in output)
   * @param {object}   [options.ncr]       — Numeric Character Reference controls
   * @param {1.0|1.1}  [options.ncr.xmlVersion=1.0]
   *   XML version governing which codepoint ranges are restricted:
   *   - 1.0 — C0 controls U+0001–U+001F (except U+0009/000A/000D) are prohibited
   *   - 1.1 — C0 controls are allowed when written as NCRs; C1 (U+007F–U+009F) decoded as-is
   * @param {'allow'|'leave'|'remove'|'throw'} [options.ncr.onNCR='allow']
   *   Base action for numeric references. Severity order: allow < leave < remove < throw.
   *   For codepoint ranges that carry a minimum level (surrogates → remove, XML 1.0 C0 → remove),
   *   the effective action is max(onNCR, rangeMinimum).
   * @param {'remove'|'throw'} [options.ncr.nullNCR='remove']
   *   Action for U+0000 (null). 'allow' and 'leave' are clamped to 'remove' since null is never safe.
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} [options.onExternalEntity=null]
   *   Hook called when an external entity is registered via `setExternalEntities()` or
   *   `addExternalEntity()`. Return `ENTITY_ACTION.ALLOW` to accept the entity,
   *   `ENTITY_ACTION.BLOCK` to silently skip it, or `ENTITY_ACTION.THROW` to abort with an error.
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} [options.onInputEntity=null]
   *   Hook called when an input entity is registered via `addInputEntities()`. Return
   *   `ENTITY_ACTION.ALLOW` to accept, `ENTITY_ACTION.BLOCK` to silently skip, or
   *   `ENTITY_ACTION.THROW` to abort with an error.
   */
  constructor(options = {}) {
    this._limit = options.limit || {};
    this._maxTotalExpansions = this._limit.maxTotalExpansions || 0;
    this._maxExpandedLength = this._limit.maxExpandedLength || 0;
    this._postCheck = typeof options.postCheck === 'function' ? options.postCheck : r => r;
    this._limitTiers = parseLimitTiers(this._limit.applyLimitsTo ?? LIMIT_TIER_EXTERNAL);
    this._numericAllowed = options.numericAllowed ?? true;
    // Base map: DEFAULT_XML_ENTITIES + user-supplied extras. Immutable after construction.
    this._baseMap = mergeEntityMaps(XML, options.namedEntities || null);

    // Persistent external entities — survive across documents.
    // Stored as a separate map so reset() never touches them.
    /** @type {Record<string, string>} */
    this._externalMap = Object.create(null);

    // Input / runtime entities — current document only, wiped on reset().
    /** @type {Record<string, string>} */
    this._inputMap = Object.create(null);

    // Per-document counters
    this._totalExpansions = 0;
    this._expandedLength = 0;

    // --- New: remove / leave sets ---
    /** @type {Set<string>} */
    this._removeSet = new Set(options.remove && Array.isArray(options.remove) ? options.remove : []);
    /** @type {Set<string>} */
    this._leaveSet = new Set(options.leave && Array.isArray(options.leave) ? options.leave : []);

    // --- NCR config (parsed into flat fields for hot-path speed) ---
    const ncrCfg = parseNCRConfig(options.ncr);
    this._ncrXmlVersion = ncrCfg.xmlVersion;
    this._ncrOnLevel = ncrCfg.onLevel;
    this._ncrNullLevel = ncrCfg.nullLevel;

    // --- Registration hooks ---
    /** @type {((name: string, value: string) => 'allow'|'block'|'throw')|null} */
    this._onExternalEntity = typeof options.onExternalEntity === 'function'
      ? options.onExternalEntity
      : null;
    /** @type {((name: string, value: string) => 'allow'|'block'|'throw')|null} */
    this._onInputEntity = typeof options.onInputEntity === 'function'
      ? options.onInputEntity
      : null;
  }

  // -------------------------------------------------------------------------
  // Private: registration hook dispatch
  // -------------------------------------------------------------------------

  /**
   * Invoke a registration hook for a single entity name/value pair.
   * Returns true when the entity should be accepted, false when it should be
   * silently skipped (BLOCK), and throws when the hook returns THROW.
   *
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} hook
   * @param {string} name
   * @param {string} value
   * @param {string} context  — used in error messages ('external' | 'input')
   * @returns {boolean}  true = accept, false = skip
   */
  _applyRegistrationHook(hook, name, value, context) {
    if (!hook) return true; // no hook → always accept
    const action = hook(name, value);
    if (action === ENTITY_ACTION.BLOCK) return false;
    if (action === ENTITY_ACTION.THROW) {
      throw new Error(
        `[EntityDecoder] Registration of ${context} entity "&${name};" was rejected by hook`
      );
    }
    return true; // ALLOW or any unknown return value → accept
  }

  // -------------------------------------------------------------------------
  // Persistent external entity registration
  // -------------------------------------------------------------------------

  /**
   * Replace the full set of persistent external entities.
   * All keys are validated — throws on invalid characters.
   * If `onExternalEntity` is set, it is called once per entry; entries that
   * return `ENTITY_ACTION.BLOCK` are silently omitted, `ENTITY_ACTION.THROW`
   * aborts the whole call.
   * @param {Record<string, string | { regex?: RegExp, val: string }>} map
   */
  setExternalEntities(map) {
    if (map) {
      for (const key of Object.keys(map)) {
        EntityDecoder_validateEntityName(key);
      }
    }
    if (!this._onExternalEntity) {
      this._externalMap = mergeEntityMaps(map);
      return;
    }
    // Hook present — resolve values first, then filter
    const flat = mergeEntityMaps(map);
    const filtered = Object.create(null);
    for (const [name, value] of Object.entries(flat)) {
      if (this._applyRegistrationHook(this._onExternalEntity, name, value, 'external')) {
        filtered[name] = value;
      }
    }
    this._externalMap = filtered;
  }

  /**
   * Add a single persistent external entity.
   * If `onExternalEntity` is set it is called before the entity is stored;
   * `ENTITY_ACTION.BLOCK` silently skips storage, `ENTITY_ACTION.THROW` raises.
   * @param {string} key
   * @param {string} value
   */
  addExternalEntity(key, value) {
    EntityDecoder_validateEntityName(key);
    if (typeof value === 'string' && value.indexOf('&') === -1) {
      if (this._applyRegistrationHook(this._onExternalEntity, key, value, 'external')) {
        this._externalMap[key] = value;
      }
    }
  }

  // -------------------------------------------------------------------------
  // Input / runtime entity registration (per document)
  // -------------------------------------------------------------------------

  /**
   * Inject DOCTYPE entities for the current document.
   * Also resets per-document expansion counters.
   * If `onInputEntity` is set it is called once per entry; entries returning
   * `ENTITY_ACTION.BLOCK` are silently omitted, `ENTITY_ACTION.THROW` aborts.
   * @param {Record<string, string | { regx?: RegExp, regex?: RegExp, val: string }>} map
   */
  addInputEntities(map) {
    this._totalExpansions = 0;
    this._expandedLength = 0;
    if (!this._onInputEntity) {
      this._inputMap = mergeEntityMaps(map);
      return;
    }
    const flat = mergeEntityMaps(map);
    const filtered = Object.create(null);
    for (const [name, value] of Object.entries(flat)) {
      if (this._applyRegistrationHook(this._onInputEntity, name, value, 'input')) {
        filtered[name] = value;
      }
    }
    this._inputMap = filtered;
  }

  // -------------------------------------------------------------------------
  // Per-document reset
  // -------------------------------------------------------------------------

  /**
   * Wipe input/runtime entities and reset counters.
   * Call this before processing each new document.
   * @returns {this}
   */
  reset() {
    this._inputMap = Object.create(null);
    this._totalExpansions = 0;
    this._expandedLength = 0;
    return this;
  }

  // -------------------------------------------------------------------------
  // XML version (can be set after construction, e.g. once parser reads <?xml?>)
  // -------------------------------------------------------------------------

  /**
   * Update the XML version used for NCR classification.
   * Call this as soon as the document's `<?xml version="...">` declaration is parsed.
   * @param {1.0|1.1|number} version
   */
  setXmlVersion(version) {
    this._ncrXmlVersion = version === 1.1 ? 1.1 : 1.0;
  }

  // -------------------------------------------------------------------------
  // Primary API
  // -------------------------------------------------------------------------

  /**
   * Replace all entity references in `str` in a single pass.
   *
   * @param {string} str
   * @returns {string}
   */
  decode(str) {
    if (typeof str !== 'string' || str.length === 0) return str;
    //TODO: check if needed
    if (str.indexOf('&') === -1) return str; // fast path — no entities at all

    const original = str;
    const chunks = [];
    const len = str.length;
    let last = 0; // start of next unprocessed literal chunk
    let i = 0;

    const limitExpansions = this._maxTotalExpansions > 0;
    const limitLength = this._maxExpandedLength > 0;
    const checkLimits = limitExpansions || limitLength;

    while (i < len) {
      // Scan forward to next '&'
      if (str.charCodeAt(i) !== 38 /* '&' */) { i++; continue; }

      // --- Found '&' at position i ---

      // Scan forward to ';'
      let j = i + 1;
      while (j < len && str.charCodeAt(j) !== 59 /* ';' */ && (j - i) <= 32) j++;

      if (j >= len || str.charCodeAt(j) !== 59) {
        // No closing ';' within window — treat '&' as literal
        i++;
        continue;
      }

      // Raw token between '&' and ';' (exclusive)
      const token = str.slice(i + 1, j);
      if (token.length === 0) { i++; continue; }

      let replacement;
      let tier; // which limit tier this entity belongs to

      if (this._removeSet.has(token)) {
        // Remove entity: replace with empty string
        replacement = '';
        // If entity was unknown (replacement undefined), we still need a tier for limits.
        // Treat as external tier because it's user-directed removal of an unknown reference.
        if (tier === undefined) {
          tier = LIMIT_TIER_EXTERNAL;
        }
      } else if (this._leaveSet.has(token)) {
        // Do not replace — keep original &token; as literal
        i++;
        continue;
      } else if (token.charCodeAt(0) === 35 /* '#' */) {
        // ---- Numeric / NCR reference ----
        // NCR classification always runs first — prohibited codepoints must be
        // caught regardless of numericAllowed.
        const ncrResult = this._resolveNCR(token);
        if (ncrResult === undefined) {
          // 'leave' action — keep original &token; as-is
          i++;
          continue;
        }
        replacement = ncrResult; // '' for remove, char string for allow
        tier = LIMIT_TIER_BASE;
      } else {
        // ---- Named reference ----
        const resolved = this._resolveName(token);
        replacement = resolved?.value;
        tier = resolved?.tier;
      }

      if (replacement === undefined) {
        // Unknown entity — leave as-is, advance past '&' only
        i++;
        continue;
      }

      // Flush literal chunk before this entity
      if (i > last) chunks.push(str.slice(last, i));
      chunks.push(replacement);
      last = j + 1; // skip past ';'
      i = last;

      // Apply expansion limits only if this tier is being tracked
      if (checkLimits && this._tierCounts(tier)) {
        if (limitExpansions) {
          this._totalExpansions++;
          if (this._totalExpansions > this._maxTotalExpansions) {
            throw new Error(
              `[EntityReplacer] Entity expansion count limit exceeded: ` +
              `${this._totalExpansions} > ${this._maxTotalExpansions}`
            );
          }
        }
        if (limitLength) {
          // delta: replacement.length minus the raw &token; length (token.length + 2 for '&' and ';')
          const delta = replacement.length - (token.length + 2);
          if (delta > 0) {
            this._expandedLength += delta;
            if (this._expandedLength > this._maxExpandedLength) {
              throw new Error(
                `[EntityReplacer] Expanded content length limit exceeded: ` +
                `${this._expandedLength} > ${this._maxExpandedLength}`
              );
            }
          }
        }
      }
    }

    // Flush trailing literal
    if (last < len) chunks.push(str.slice(last));

    // If nothing was replaced, chunks is empty — return original
    const result = chunks.length === 0 ? str : chunks.join('');

    return this._postCheck(result, original);
  }

  // -------------------------------------------------------------------------
  // Private: limit tier check
  // -------------------------------------------------------------------------

  /**
   * Returns true if a resolved entity of the given tier should count
   * against the expansion/length limits.
   * @param {string} tier  — LIMIT_TIER_EXTERNAL | LIMIT_TIER_BASE
   * @returns {boolean}
   */
  _tierCounts(tier) {
    if (this._limitTiers.has(LIMIT_TIER_ALL)) return true;
    return this._limitTiers.has(tier);
  }

  // -------------------------------------------------------------------------
  // Private: entity resolution
  // -------------------------------------------------------------------------

  /**
   * Resolve a named entity token (without & and ;).
   * Priority: inputMap > externalMap > baseMap
   * Returns the resolved value tagged with its limit tier.
   *
   * @param {string} name
   * @returns {{ value: string, tier: string }|undefined}
   */
  _resolveName(name) {
    // input and external both count as 'external' tier for limit purposes —
    // they are injected at runtime and are the untrusted surface.
    if (name in this._inputMap) return { value: this._inputMap[name], tier: LIMIT_TIER_EXTERNAL };
    if (name in this._externalMap) return { value: this._externalMap[name], tier: LIMIT_TIER_EXTERNAL };
    if (name in this._baseMap) return { value: this._baseMap[name], tier: LIMIT_TIER_BASE };
    return undefined;
  }

  /**
   * Classify a codepoint and return the minimum action level that must be applied.
   * Returns -1 when no minimum is imposed (normal allow path).
   *
   * Ranges checked (in priority order):
   *   1. U+0000            — null, governed by nullNCR (always ≥ remove)
   *   2. U+D800–U+DFFF     — surrogates, always prohibited (min: remove)
   *   3. U+0001–U+001F \ {0x09,0x0A,0x0D}  — XML 1.0 restricted C0 (min: remove)
   *      (skipped in XML 1.1 — C0 controls are allowed when written as NCRs)
   *
   * @param {number} cp  — codepoint
   * @returns {number}   — minimum NCR_LEVEL value, or -1 for no restriction
   */
  _classifyNCR(cp) {
    // 1. Null
    if (cp === 0) return this._ncrNullLevel;

    // 2. Surrogates — always prohibited, minimum 'remove'
    if (cp >= 0xD800 && cp <= 0xDFFF) return NCR_LEVEL.remove;

    // 3. XML 1.0 restricted C0 controls
    if (this._ncrXmlVersion === 1.0) {
      if (cp >= 0x01 && cp <= 0x1F && !XML10_ALLOWED_C0.has(cp)) return NCR_LEVEL.remove;
    }

    return -1; // no restriction
  }

  /**
   * Execute a resolved NCR action.
   *
   * @param {number} action   — NCR_LEVEL value
   * @param {string} token    — raw token (e.g. '#38') for error messages
   * @param {number} cp       — codepoint, used only for error messages
   * @returns {string|undefined}
   *   - decoded character string  → 'allow'
   *   - ''                        → 'remove'
   *   - undefined                 → 'leave' (caller must skip past '&' only)
   *   - throws Error              → 'throw'
   */
  _applyNCRAction(action, token, cp) {
    switch (action) {
      case NCR_LEVEL.allow: return String.fromCodePoint(cp);
      case NCR_LEVEL.remove: return '';
      case NCR_LEVEL.leave: return undefined; // signal: keep literal
      case NCR_LEVEL.throw:
        throw new Error(
          `[EntityDecoder] Prohibited numeric character reference ` +
          `&${token}; (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`
        );
      default: return String.fromCodePoint(cp);
    }
  }

  /**
   * Full NCR resolution pipeline for a numeric token.
   *
   * Steps:
   *   1. Parse the codepoint (decimal or hex).
   *   2. Validate the raw codepoint range (NaN, <0, >0x10FFFF).
   *   3. If numericAllowed is false and no minimum restriction applies → leave as-is.
   *   4. Classify the codepoint to find the minimum required action level.
   *   5. Resolve effective action = max(onNCR, minimum).
   *   6. Apply and return.
   *
   * @param {string} token  — e.g. '#38', '#x26', '#X26'
   * @returns {string|undefined}
   *   - string (incl. '')  — replacement ('' = remove)
   *   - undefined          — leave original &token; as-is
   */
  _resolveNCR(token) {
    // Step 1: parse codepoint
    const second = token.charCodeAt(1);
    let cp;
    if (second === 120 /* x */ || second === 88 /* X */) {
      cp = parseInt(token.slice(2), 16);
    } else {
      cp = parseInt(token.slice(1), 10);
    }

    // Step 2: out-of-range → leave as-is unconditionally
    if (Number.isNaN(cp) || cp < 0 || cp > 0x10FFFF) return undefined;

    // Step 3: classify to get minimum action level
    const minimum = this._classifyNCR(cp);

    // Step 4: if numericAllowed is false and no hard minimum → leave
    if (!this._numericAllowed && minimum < NCR_LEVEL.remove) return undefined;

    // Step 5: effective action = max(configured onNCR, range minimum)
    const effective = minimum === -1
      ? this._ncrOnLevel
      : Math.max(this._ncrOnLevel, minimum);

    // Step 6: apply
    return this._applyNCRAction(effective, token, cp);
  }
}
;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/sql.js
/**
 * SQL context patterns — high-precision rules only.
 *
 * These rules have very low false-positive risk and are safe to apply to
 * general user text (names, descriptions, search queries, etc.).
 * All patterns are ReDoS-safe — unlike the `sql-injection` npm package
 * which has an active CVE on its own detection regexes.
 *
 * For exhaustive coverage including noisier heuristics (comment sequences,
 * hex literals, stacked queries with semicolons), use 'SQL-STRICT' instead.
 * Apply 'SQL-STRICT' only to strings that are specifically SQL fragments,
 * not to general free-text fields.
 */

const SQL_PATTERNS = [
  {
    id: 'sql-block-comment-open',
    description: 'SQL block comment open: /* ... */ — unusual in legitimate user text',
    pattern: /\/\*/,
  },
  {
    id: 'sql-union-select',
    description: 'UNION SELECT — most common SQL injection aggregation attack',
    pattern: /\bUNION\s{1,20}(?:ALL\s{1,20})?SELECT\b/i,
  },
  {
    id: 'sql-drop-table',
    description: 'DROP TABLE — destructive DDL injection',
    pattern: /\bDROP\s{1,20}TABLE\b/i,
  },
  {
    id: 'sql-drop-database',
    description: 'DROP DATABASE — destructive DDL injection',
    pattern: /\bDROP\s{1,20}DATABASE\b/i,
  },
  {
    id: 'sql-insert-into',
    description: 'INSERT INTO — data injection',
    pattern: /\bINSERT\s{1,20}INTO\b/i,
  },
  {
    id: 'sql-delete-from',
    description: 'DELETE FROM — data deletion injection',
    pattern: /\bDELETE\s{1,20}FROM\b/i,
  },
  {
    id: 'sql-update-set',
    description: 'UPDATE ... SET — data modification injection',
    // Allows arbitrary content between UPDATE and SET (table name, alias, etc.)
    pattern: /\bUPDATE\b[\s\S]{1,60}\bSET\b/i,
  },
  {
    id: 'sql-exec-xp',
    description: 'EXEC xp_ — MSSQL extended stored procedure execution',
    pattern: /\bEXEC(?:UTE)?\s{1,20}xp_/i,
  },
  {
    id: 'sql-tautology-string',
    description: "Classic string tautology: ' OR '1'='1 or \" OR \"1\"=\"1\"",
    // Last quote is optional — injection may truncate it: ' OR '1'='1--
    pattern: /'\s{0,10}OR\s{0,10}'[^']{0,20}'\s*=\s*'[^']{0,20}/i,
  },
  {
    id: 'sql-tautology-numeric',
    description: 'Numeric tautology: OR 1=1',
    pattern: /\bOR\s{1,10}1\s*=\s*1\b/i,
  },
  {
    id: 'sql-always-true-zero',
    description: 'Numeric tautology: OR 0=0',
    pattern: /\bOR\s{1,10}0\s*=\s*0\b/i,
  },
  {
    id: 'sql-sleep-benchmark',
    description: 'Time-based blind injection: SLEEP() or BENCHMARK()',
    pattern: /\b(?:SLEEP|BENCHMARK)\s*\(/i,
  },
  {
    id: 'sql-waitfor-delay',
    description: 'MSSQL time-based blind injection: WAITFOR DELAY',
    pattern: /\bWAITFOR\s{1,20}DELAY\b/i,
  },
  {
    id: 'sql-char-function',
    description: 'CHAR() function — used to obfuscate injected strings',
    pattern: /\bCHAR\s*\(\s*\d{1,3}/i,
  },
  {
    id: 'sql-information-schema',
    description: 'INFORMATION_SCHEMA — reconnaissance query for table/column enumeration',
    pattern: /\bINFORMATION_SCHEMA\b/i,
  },
];

/* harmony default export */ const sql = (SQL_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/sql-strict.js
/**
 * SQL-STRICT context patterns.
 *
 * Extends the base 'SQL' context with three additional rules that are
 * effective at detecting real injections but carry a higher false-positive
 * risk on general free-text input.
 *
 * Use 'SQL-STRICT' when:
 *   - The string is specifically a SQL fragment or database identifier
 *   - You control the input domain (e.g. a dedicated SQL search field)
 *   - You can tolerate occasional false positives in exchange for broader coverage
 *
 * Use 'SQL' (not STRICT) when:
 *   - The field is general user text (names, descriptions, comments)
 *   - False positives would block legitimate content (e.g. "see note -- above")
 *
 * Rules moved here from 'SQL' due to false-positive risk:
 *
 *   sql-line-comment   — "--" fires on "see note -- above", "value--", CSS var(--primary)
 *   sql-stacked-query  — "; SELECT" fires on legitimate prose with semicolons + SQL words
 *   sql-hex-encoding   — "0xDEAD" fires on hex values in technical docs and log output
 */



const SQL_STRICT_EXTRA = [
  {
    id: 'sql-line-comment',
    description: 'SQL line comment: -- followed by whitespace or end of string',
    pattern: /--(?:\s|$)/,
  },
  {
    id: 'sql-stacked-query',
    description: 'Stacked queries: semicolon immediately followed by a SQL keyword',
    pattern: /;\s{0,10}(?:SELECT|INSERT|UPDATE|DELETE|DROP|CREATE|ALTER|EXEC)\b/i,
  },
  {
    id: 'sql-hex-encoding',
    description: 'Hex-encoded string injection: 0x41414141 style (MySQL)',
    pattern: /\b0x[0-9a-f]{4,}/i,
  },
];

// SQL-STRICT = all base SQL rules + the three noisy extras
const SQL_STRICT_PATTERNS = [...sql, ...SQL_STRICT_EXTRA];

/* harmony default export */ const sql_strict = (SQL_STRICT_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/util/decode-entities.js
/**
 * Decode the HTML character references that matter for markup-context
 * detection.
 *
 * Browsers decode character references in attribute values before they
 * interpret a URL, so `javascript&#58;alert(1)` in an href is the
 * `javascript:` scheme. The HTML/XML/SVG rules match literal characters, so
 * without this step such payloads slip through.
 *
 * Deliberately NOT a full entity decoder. It decodes only:
 *   - decimal refs  &#58;  &#058;  &#00000058;  &#58   (any leading zeros,
 *                   trailing ; optional — browsers accept both)
 *   - hex refs      &#x3a; &#X3A; &#x0000003a; &#x3a   (same)
 *   - named refs    &colon;  &Tab;  &NewLine;
 *       Named refs are CASE-SENSITIVE and REQUIRE the trailing ';', exactly
 *       like a browser (so `&COLON;` and `&colon` are not decoded).
 *       &Tab; / &NewLine; matter because the URL parser strips tab/newline,
 *       so `java&Tab;script:` is still a javascript: URL.
 *
 * It does NOT decode &amp; (single pass only), so double-encoded text such as
 * "&amp;lt;script&amp;gt;" stays literal — a browser renders that as text.
 *
 * All quantifiers are bounded; no ReDoS risk.
 *
 * @param {string} input
 * @returns {string}
 */
const NAMED = Object.freeze({
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
});

const ENTITY_RE =
  /&(?:#[xX]0*([0-9a-fA-F]{1,6});?|#0*([0-9]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,15});)/g;

function decodeEntities(input) {
  if (input.indexOf('&') === -1) return input;

  return input.replace(ENTITY_RE, (match, hex, dec, name) => {
    if (name !== undefined) {
      return Object.prototype.hasOwnProperty.call(NAMED, name) ? NAMED[name] : match;
    }
    const cp = hex !== undefined ? parseInt(hex, 16) : parseInt(dec, 10);
    if (!Number.isFinite(cp) || cp > 0x10ffff) return match;
    return String.fromCodePoint(cp);
  });
}

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/html.js
/**
 * HTML context patterns.
 *
 * Detects XSS vectors that are dangerous when a string ends up rendered as HTML.
 * All patterns use bounded quantifiers to ensure linear-time matching (ReDoS-safe).
 *
 * Each entry is { pattern: RegExp, id: string, description: string }
 * so callers can inspect which rule fired if they need to.
 */

const HTML_PATTERNS = [
  {
    id: 'html-script-open',
    description: '<script opening tag',
    pattern: /<script[\s>/]/i,
  },
  {
    id: 'html-script-close',
    description: '</script closing tag',
    pattern: /<\/script[\s>]/i,
  },
  {
    id: 'html-javascript-protocol',
    description: 'javascript: URI scheme (with optional whitespace/encoding)',
    // Handles j&#x61;vascript:, j\u0061vascript:, and whitespace variants
    pattern: /j[\t\n\r ]*a[\t\n\r ]*v[\t\n\r ]*a[\t\n\r ]*s[\t\n\r ]*c[\t\n\r ]*r[\t\n\r ]*i[\t\n\r ]*p[\t\n\r ]*t[\t\n\r ]*:/i,
  },
  {
    id: 'html-vbscript-protocol',
    description: 'vbscript: URI scheme',
    pattern: /vbscript[\t\n\r ]*:/i,
  },
  {
    id: 'html-data-html',
    description: 'data:text/html URI — can execute scripts in browsers',
    pattern: /data[\t\n\r ]*:[\t\n\r ]*text\/html/i,
  },
  {
    id: 'html-data-xhtml',
    description: 'data:application/xhtml+xml URI',
    pattern: /data[\t\n\r ]*:[\t\n\r ]*application\/xhtml/i,
  },
  {
    id: 'html-data-svg',
    description: 'data:image/svg+xml URI — can execute scripts',
    pattern: /data[\t\n\r ]*:[\t\n\r ]*image\/svg\+xml/i,
  },
  {
    id: 'html-inline-event-handler',
    description: 'Inline event handler attributes: onclick=, onerror=, onload=, etc.',
    // \bon ensures we match a word boundary so "phonetic=" is not caught
    pattern: /\bon\w{1,30}\s*=/i,
  },
  {
    id: 'html-entity-obfuscated-script',
    description: 'HTML-entity-encoded <script (e.g. &#x3C;script or &lt;script)',
    // Entities include optional trailing semicolon: &#x3C; or &#x3C (both valid in HTML5)
    pattern: /(?:&#x0*3[Cc];?|&#0*60;?|&lt;)\s*script/i,
  },
  {
    id: 'html-entity-obfuscated-javascript',
    description: 'HTML-entity-encoded javascript: (partial — catches common &#106; or &#x6a; for "j")',
    pattern: /(?:&#x0*6[Aa];?|&#0*106;?)\s*(?:&#x0*61;?|a)[\s\S]{0,80}script\s*:/i,
  },
  {
    id: 'html-style-expression',
    description: 'CSS expression() — IE-era code execution in style attributes',
    pattern: /style[\s\S]{0,20}expression\s*\(/i,
  },
  {
    id: 'html-object-embed',
    description: '<object or <embed tags that can load active content',
    pattern: /<(?:object|embed)[\s>/]/i,
  },
  {
    id: 'html-base-tag',
    description: '<base href= — can hijack all relative URLs on a page',
    pattern: /<base[\s>]/i,
  },
  {
    id: 'html-meta-refresh',
    description: '<meta http-equiv="refresh" — can redirect users',
    pattern: /<meta[\s\S]{0,40}http-equiv[\s\S]{0,20}refresh/i,
  },
  {
    id: 'html-srcdoc',
    description: 'srcdoc= attribute on iframes — embeds HTML that can run scripts',
    pattern: /srcdoc\s*=/i,
  },
  {
    id: 'html-iframe',
    description: '<iframe tag',
    pattern: /<iframe[\s>/]/i,
  },
  {
    id: 'html-form',
    description: '<form tag — can be used for phishing / credential harvesting injection',
    pattern: /<form[\s>/]/i,
  },
];

/* harmony default export */ const contexts_html = (HTML_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/xml.js
/**
 * XML context patterns.
 *
 * Detects injection vectors that are specifically dangerous when a string
 * is inserted into an XML document (not HTML rendering context).
 *
 * Key distinction from HTML: these patterns target parser-level attacks —
 * things that can confuse or subvert an XML parser, trigger external entity
 * resolution, or inject DTD content. HTML rendering concerns (XSS) belong
 * in the HTML context.
 */

const XML_PATTERNS = [
  {
    id: 'xml-cdata-injection',
    description: 'CDATA section injection: <![CDATA[ breaks out of text node context',
    pattern: /<!\[CDATA\[/i,
  },
  {
    id: 'xml-cdata-close',
    description: 'CDATA close sequence: ]]> can terminate an enclosing CDATA section',
    pattern: /\]\]>/,
  },
  {
    id: 'xml-processing-instruction',
    description: 'XML processing instruction: <?xml-stylesheet or <?php etc.',
    pattern: /<\?(?:xml[\- ]|php|asp)/i,
  },
  {
    id: 'xml-doctype-injection',
    description: 'DOCTYPE declaration embedded in content — can define entities',
    // Match <!DOCTYPE followed by end-of-string, whitespace, or [ (internal subset)
    pattern: /<!DOCTYPE(?:[\s[]|$)/i,
  },
  {
    id: 'xml-entity-system',
    description: 'SYSTEM keyword — used in external entity declarations (XXE)',
    pattern: /\bSYSTEM\s+["']/i,
  },
  {
    id: 'xml-entity-public',
    description: 'PUBLIC keyword — used in external entity declarations (XXE)',
    pattern: /\bPUBLIC\s+["']/i,
  },
  {
    id: 'xml-entity-declaration',
    description: '<!ENTITY declaration — defines entities, potential XXE or entity expansion',
    pattern: /<!ENTITY[\s%]/i,
  },
  {
    id: 'xml-billion-laughs',
    description: 'Entity reference chaining / billion laughs: repeated &eX; style references',
    // Heuristic: 3+ consecutive entity refs suggests expansion attack
    pattern: /(?:&\w{1,20};){3,}/,
  },
  {
    id: 'xml-namespace-confusion',
    description: 'xmlns: attribute injection — can redefine namespaces to confuse parsers',
    // pattern: /\bxmlns\s*(?::\w{1,40})?\s*=/i,
    pattern: /\bxmlns(?::\w{1,40})?\s*=/i,
  },
  {
    id: 'xml-comment-injection',
    description: '<!-- comment injection — can hide content from some parsers',
    pattern: /<!--/,
  },
  {
    id: 'xml-comment-close',
    description: '--> closes an enclosing XML comment',
    pattern: /-->/,
  },
  {
    id: 'xml-pi-close',
    description: '?> closes an enclosing processing instruction',
    pattern: /\?>/,
  },
];

/* harmony default export */ const xml = (XML_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/svg.js
/**
 * SVG context patterns.
 *
 * SVG is XML-based but renders in browsers, giving it a unique attack surface
 * that combines XML parser behaviour with browser rendering and JavaScript execution.
 *
 * Many of these vectors bypass HTML sanitizers that don't understand SVG semantics
 * (DOMPurify has documented bypass vulnerabilities specifically in SVG/XML context).
 */

const SVG_PATTERNS = [
  {
    id: 'svg-script-element',
    description: '<script element inside SVG executes JavaScript',
    pattern: /<script[\s>/]/i,
  },
  {
    id: 'svg-xlink-href-javascript',
    description: 'xlink:href with javascript: — classic SVG XSS via <a> or <use>',
    pattern: /xlink\s*:\s*href\s*=\s*["']?\s*javascript\s*:/i,
  },
  {
    id: 'svg-href-javascript',
    description: 'href= with javascript: in SVG context (<a>, <animate>, etc.)',
    pattern: /href\s*=\s*["']?\s*javascript\s*:/i,
  },
  {
    id: 'svg-foreignobject',
    description: '<foreignObject embeds HTML inside SVG — can execute scripts',
    pattern: /<foreignObject[\s>/]/i,
  },
  {
    id: 'svg-use-external',
    description: '<use xlink:href or href pointing to external resource (non-fragment URL)',
    // Match <use with href= where the value starts with a non-# character (external URL)
    // [\"'][^#] catches quoted values not starting with #; [^\"'#\s>] catches unquoted
    pattern: /<use[\s\S]{0,60}(?:xlink\s*:\s*)?href\s*=\s*(?:["'][^#]|[^"'#\s>])/i,
  },
  {
    id: 'svg-animate-href',
    description: '<animate attributeName="href" — can dynamically change href to javascript:',
    pattern: /<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*href["']/i,
  },
  {
    id: 'svg-animate-xlinkhref',
    description: '<animate attributeName="xlink:href"',
    pattern: /<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*xlink\s*:\s*href["']/i,
  },
  {
    id: 'svg-set-javascript',
    description: '<set to="javascript:..." — sets an attribute to a javascript: URI',
    pattern: /<set[\s\S]{0,80}to\s*=\s*["']?\s*javascript\s*:/i,
  },
  {
    id: 'svg-event-handler',
    description: 'SVG-specific event handler attributes: onload=, onerror=, onactivate=, etc.',
    pattern: /\bon(?:load|error|activate|begin|end|repeat|focus|blur|click|mouse\w{1,20}|key\w{1,20})\s*=/i,
  },
  {
    id: 'svg-handler-generic',
    description: 'Generic on* handler catch-all for SVG attributes',
    pattern: /\bon\w{1,30}\s*=/i,
  },
  {
    id: 'svg-filter-feimage',
    description: '<feImage href= — filter primitive that can load external resources',
    pattern: /<feImage[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=/i,
  },
  {
    id: 'svg-image-external',
    description: '<image xlink:href with http/https or javascript protocol',
    pattern: /<image[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=\s*["']?\s*(?:https?|javascript)\s*:/i,
  },
  {
    id: 'svg-style-javascript',
    description: 'style= attribute containing javascript: (e.g. background:url(javascript:...))',
    pattern: /style\s*=[\s\S]{0,60}javascript\s*:/i,
  },
];

/* harmony default export */ const svg = (SVG_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/shell.js
/**
 * SHELL context patterns.
 *
 * Detects shell injection vectors and path traversal patterns.
 * Designed for use when a string will be passed to a shell command,
 * used as a file path, or interpolated into OS-level operations.
 */

const SHELL_PATTERNS = [
  {
    id: 'shell-path-traversal-unix',
    description: 'Unix path traversal: ../  — climbing the directory tree',
    pattern: /\.\.\//,
  },
  {
    id: 'shell-path-traversal-windows',
    description: 'Windows path traversal: ..\\ — climbing the directory tree',
    pattern: /\.\.\\/,
  },
  {
    id: 'shell-path-traversal-encoded',
    description: 'URL-encoded path traversal: %2e%2e or %2f variants',
    pattern: /%2e%2e|%2f\.\.|\.\.%2f/i,
  },
  {
    id: 'shell-null-byte',
    description: 'Null byte injection: \\x00 or %00 — truncates strings in C-backed functions',
    pattern: /\x00|%00/,
  },
  {
    id: 'shell-semicolon',
    description: 'Semicolon command separator: cmd1; cmd2',
    pattern: /;/,
  },
  {
    id: 'shell-pipe',
    description: 'Pipe operator: cmd1 | cmd2',
    pattern: /\|/,
  },
  {
    id: 'shell-and-operator',
    description: 'AND operator: cmd1 && cmd2',
    pattern: /&&/,
  },
  {
    id: 'shell-or-operator',
    description: 'OR operator: cmd1 || cmd2',
    pattern: /\|\|/,
  },
  {
    id: 'shell-backtick',
    description: 'Backtick command substitution: `cmd`',
    pattern: /`/,
  },
  {
    id: 'shell-dollar-paren',
    description: 'Dollar-paren command substitution: $(cmd)',
    pattern: /\$\(/,
  },
  {
    id: 'shell-dollar-brace',
    description: 'Dollar-brace variable expansion: ${var} — can be abused for injection',
    pattern: /\$\{/,
  },
  {
    id: 'shell-redirect-out',
    description: 'Output redirection: cmd > file or cmd >> file',
    pattern: />{1,2}/,
  },
  {
    id: 'shell-redirect-in',
    description: 'Input redirection: cmd < file',
    pattern: /</,
  },
  {
    id: 'shell-newline-injection',
    description: 'Newline injection: \\n or \\r — can inject new shell commands',
    pattern: /[\n\r]/,
  },
  {
    id: 'shell-glob-star',
    description: 'Glob expansion: * or ? — can expand to unintended files',
    // Only flag when combined with path separators to reduce false positives
    pattern: /[/\\][*?]/,
  },
  {
    id: 'shell-absolute-root',
    description: 'Absolute root path injection: string starting with / or \\ (Windows UNC)',
    pattern: /^(?:\/|\\\\)/,
  },
  {
    id: 'shell-windows-drive',
    description: 'Windows drive letter path injection: C:\\ or D:/',
    pattern: /^[a-zA-Z]:[/\\]/,
  },
  {
    id: 'shell-curl-wget',
    description: 'curl/wget with URL or flags — can exfiltrate data or download payloads',
    // Require a URL scheme (http/https/ftp) or a flag (-) to reduce false positives
    // "curl is a tool" won't match; "curl http://..." or "curl -s ..." will
    pattern: /\b(?:curl|wget)\s+(?:https?:\/\/|ftp:\/\/|-)/i,
  },
];

/* harmony default export */ const shell = (SHELL_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/redos.js
/**
 * REDOS context patterns.
 *
 * Detects strings that, if used as regular expressions, could cause
 * catastrophic backtracking (ReDoS — Regular Expression Denial of Service).
 *
 * These patterns detect the structural forms that lead to exponential or
 * polynomial backtracking in NFA-based regex engines (V8, PCRE, Java, etc.).
 *
 * Use this context when user-supplied strings will be compiled into RegExp objects.
 */

const REDOS_PATTERNS = [
  {
    id: 'redos-nested-quantifier-plus',
    description: 'Nested + quantifier inside a group with outer quantifier: (a+)+, (.+b)*, etc.',
    // Matches any group containing a + quantifier, with an outer * or + — catches (a+)+, (.+b)*, etc.
    pattern: /\([^)]*\+[^)]*\)[+*]/,
  },
  {
    id: 'redos-nested-quantifier-star',
    description: 'Nested * quantifier: (a*)* or (a*)+ — catastrophic backtracking',
    pattern: /\([^)]*\*[^)]*\)[*+]/,
  },
  {
    id: 'redos-nested-groups',
    description: 'Doubly nested quantified groups: ((a+)+) — guaranteed catastrophic',
    pattern: /\(\([^)]{0,40}\)[+*]\)[+*]/,
  },
  {
    id: 'redos-alternation-overlap',
    description: 'Overlapping alternation under quantifier: (a|a)+ — ambiguous NFA paths',
    // Detect repeated identical alternatives under a quantifier
    pattern: /\(([^|()]{1,20})\|(?:\1)(?:\|[^|()]{1,20}){0,5}\)[+*?]{1,2}/,
  },
  {
    id: 'redos-star-plus-concat',
    description: '(x*x)+ pattern — triggers super-linear backtracking',
    pattern: /\([^)]{0,10}\*[^)]{0,10}\)[+*]/,
  },
  {
    id: 'redos-dot-star-greedy',
    description: '(.*){n,} or (.+){n,} — repeated greedy dot quantifiers',
    pattern: /\(\.[*+]\)\{?\d/,
  },
  {
    id: 'redos-large-repetition',
    description: 'Very large fixed or range repetition count {1000,} or {1000,n} — denial of service via backtracking',
    // Matches { followed by 4+ digits (≥1000), then optional ,digits }
    pattern: /\{\d{4,}(?:,\d*)?\}/,
  },
  {
    id: 'redos-catastrophic-alternation',
    description: 'Long alternation with many similar branches — polynomial backtracking risk',
    // Heuristic: 10+ pipe-separated alternatives in a single group
    pattern: /\([^)]{0,200}(?:\|[^|)]{0,50}){9,}\)/,
  },
];

/* harmony default export */ const redos = (REDOS_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/nosql.js
/**
 * NOSQL context patterns.
 *
 * Detects injection vectors specific to NoSQL databases (primarily MongoDB)
 * and JavaScript-evaluated queries.
 *
 * Attack categories:
 *   1. MongoDB query operator injection: $where, $ne, $gt, $regex, $or, $and, etc.
 *      These operators, when injected into a JSON query object, can bypass
 *      authentication or exfiltrate data without knowing passwords.
 *
 *   2. JavaScript execution: $where clauses execute arbitrary JS server-side.
 *
 *   3. Prototype pollution: __proto__, constructor.prototype — can corrupt
 *      the prototype chain of all objects in the Node.js process.
 *
 * Pattern note: MongoDB operators appear as JSON keys. In JSON, keys are
 * quoted: {"$where": ...} so the pattern must allow an optional closing
 * quote between the operator name and the colon: /\$where["'\s]*:/
 */

// Shared suffix: optional closing quote/whitespace before the colon
// Handles: $op: (bare), "$op": (JSON), '$op': (single-quoted)
const SEP = /["'\s]*:/;
const sep = '["\'\\s]*:';

const NOSQL_PATTERNS = [
  // ─── MongoDB $ operator injection ────────────────────────────────────────
  {
    id: 'nosql-where-operator',
    description: '$where — executes arbitrary JavaScript server-side in MongoDB',
    pattern: new RegExp(`\\$where${sep}`, 'i'),
  },
  {
    id: 'nosql-ne-operator',
    description: '$ne — "not equal" operator used to bypass equality checks',
    pattern: new RegExp(`\\$ne${sep}`, 'i'),
  },
  {
    id: 'nosql-gt-operator',
    description: '$gt — "greater than" used to bypass password/value checks',
    pattern: new RegExp(`\\$gte?${sep}`, 'i'),
  },
  {
    id: 'nosql-lt-operator',
    description: '$lt / $lte — "less than" bypass variants',
    pattern: new RegExp(`\\$lte?${sep}`, 'i'),
  },
  {
    id: 'nosql-regex-operator',
    description: '$regex — can be used to extract data character by character (blind injection)',
    pattern: new RegExp(`\\$regex${sep}`, 'i'),
  },
  {
    id: 'nosql-or-operator',
    description: '$or — logical OR; used to create always-true conditions',
    pattern: new RegExp(`\\$or${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-and-operator',
    description: '$and — logical AND operator injection',
    pattern: new RegExp(`\\$and${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-nor-operator',
    description: '$nor — logical NOR operator injection',
    pattern: new RegExp(`\\$nor${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-exists-operator',
    description: '$exists — can enumerate fields to determine schema',
    pattern: new RegExp(`\\$exists${sep}`, 'i'),
  },
  {
    id: 'nosql-in-operator',
    description: '$in — matches any value in a list; can enumerate values',
    pattern: new RegExp(`\\$in${sep}\\s*\\[`, 'i'),
  },
  {
    id: 'nosql-expr-operator',
    description: '$expr — allows aggregation expressions in queries (MongoDB 3.6+)',
    pattern: new RegExp(`\\$expr${sep}`, 'i'),
  },
  {
    id: 'nosql-function-operator',
    description: '$function — executes arbitrary JavaScript in MongoDB 4.4+',
    pattern: new RegExp(`\\$function${sep}`, 'i'),
  },
  {
    id: 'nosql-accumulator-operator',
    description: '$accumulator — custom aggregation with arbitrary JS execution',
    pattern: new RegExp(`\\$accumulator${sep}`, 'i'),
  },
  // ─── Prototype pollution ─────────────────────────────────────────────────
  {
    id: 'nosql-proto-pollution',
    description: '__proto__ — prototype pollution via object key injection',
    pattern: /__proto__/,
  },
  {
    id: 'nosql-constructor-prototype',
    description: 'constructor.prototype — alternative prototype pollution vector (dot notation or JSON key)',
    // Matches dot-notation (obj.constructor.prototype) and JSON key adjacency
    // ("constructor": {"prototype": ...})
    pattern: /constructor[\s"':.,{\[]*prototype/i,
  },
  {
    id: 'nosql-proto-bracket',
    description: '["__proto__"] — bracket-notation prototype pollution',
    pattern: /\[["']__proto__["']\]/,
  },
];

/* harmony default export */ const nosql = (NOSQL_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/contexts/log.js
/**
 * LOG context patterns.
 *
 * Detects injection vectors that are dangerous when a string is written
 * to a log file, passed to a logging framework, or interpolated into
 * a log message that will be parsed or displayed.
 *
 * Attack categories:
 *   1. CRLF injection — injects fake log lines by embedding newlines
 *   2. Log4Shell (CVE-2021-44228) — ${jndi:...} triggers JNDI lookup in Log4j
 *   3. SSTI in log templates — {{...}}, #{...} trigger template evaluation
 *      if the log message is passed through a template engine
 *   4. Null byte injection — truncates log entries in some implementations
 *   5. ANSI escape injection — manipulates terminal output when logs are
 *      tailed in a terminal (colour codes, cursor movement, etc.)
 *
 * Note: Newline characters (\n, \r) will produce false positives for
 * multi-line legitimate values. Use this context only for single-line
 * log field values (usernames, IDs, request parameters, etc.).
 */

const LOG_PATTERNS = [
  // ─── CRLF / newline injection ─────────────────────────────────────────────
  {
    id: 'log-crlf-injection',
    description: 'CRLF injection: literal \\r or \\n embeds fake log lines',
    pattern: /[\r\n]/,
  },
  {
    id: 'log-url-encoded-crlf',
    description: 'URL-encoded CRLF: %0d, %0a, %0D, %0A — decoded by some log parsers',
    pattern: /%0[dDaA]/,
  },
  {
    id: 'log-unicode-newline',
    description: 'Unicode newline variants: U+2028 (line separator), U+2029 (paragraph separator)',
    pattern: /[\u2028\u2029]/,
  },

  // ─── Log4Shell / JNDI injection (CVE-2021-44228) ─────────────────────────
  {
    id: 'log-log4shell-jndi',
    description: 'Log4Shell: ${jndi:...} triggers remote code execution in Apache Log4j',
    pattern: /\$\{jndi\s*:/i,
  },
  {
    id: 'log-log4shell-obfuscated',
    description: 'Obfuscated Log4Shell: ${::-j}... lookup-bypass prefix used to evade WAF detection',
    // ${::- is the Log4j lookup-bypass escape sequence; presence alone is suspicious
    pattern: /\$\{::-/,
  },
  {
    id: 'log-log4j-lookup',
    description: 'Log4j lookup syntax: ${env:...}, ${sys:...}, ${ctx:...} — data exfiltration',
    pattern: /\$\{(?:env|sys|ctx|main|map|sd|web|docker|k8s|spring)\s*:/i,
  },

  // ─── Server-Side Template Injection (SSTI) in log messages ───────────────
  {
    id: 'log-ssti-double-brace',
    description: 'SSTI double-brace: {{expression}} — Jinja2, Twig, Handlebars, etc.',
    pattern: /\{\{[\s\S]{0,80}\}\}/,
  },
  {
    id: 'log-ssti-hash-brace',
    description: 'SSTI hash-brace: #{expression} — Thymeleaf, Velocity, Ruby ERB',
    pattern: /#\{[\s\S]{0,80}\}/,
  },
  {
    id: 'log-ssti-dollar-brace',
    description: 'SSTI/EL injection: ${expression with operators or method calls} — JSP EL, Freemarker, SpEL',
    // Require that the ${...} content looks like an expression, not a plain variable name.
    // Flags if the content contains: . ( * + operators, or known SSTI keywords.
    // This avoids flagging ${PATH}, ${HOME} etc. (plain shell variables).
    pattern: /\$\{[^}]*(?:\.|\(|\*|\+|\bclass\b|\bruntime\b|\bprocess\b|\bexec\b)[^}]{0,80}\}/i,
  },
  {
    id: 'log-ssti-percent-tag',
    description: 'SSTI ERB/ASP tag: <%= expression %> — Ruby ERB, ASP',
    pattern: /<%=[\s\S]{0,80}%>/,
  },

  // ─── Null byte ────────────────────────────────────────────────────────────
  {
    id: 'log-null-byte',
    description: 'Null byte: \\x00 or %00 — can truncate log entries in C-backed loggers',
    pattern: /\x00|%00/,
  },

  // ─── ANSI escape injection ────────────────────────────────────────────────
  {
    id: 'log-ansi-escape',
    description: 'ANSI escape sequence: ESC[ — can manipulate terminal output when logs are tailed',
    pattern: /\x1b\[/,
  },
];

/* harmony default export */ const log = (LOG_PATTERNS);

;// CONCATENATED MODULE: ./node_modules/is-unsafe/src/index.js
/**
 * is-unsafe v2
 *
 * Zero-dependency, DOM-free, pure predicate for detecting unsafe strings
 * across HTML, XML, SVG, SQL, SQL-STRICT, SHELL, REDOS, NOSQL, and LOG contexts.
 *
 * v2 change: contexts are imported as named pattern arrays rather than resolved
 * via a string-keyed registry. This makes each context independently
 * tree-shakeable — bundlers can drop any context you never import.
 *
 * @module is-unsafe
 */

// ─── Context pattern arrays (named exports) ────────────────────────────────
// Import only the ones you need. Each is independently tree-shakeable.










// SQL-STRICT needs a quoted identifier because of the hyphen



// Markup contexts are also matched against an entity-decoded copy of the input,
// because browsers decode HTML character references before interpreting a URL
// scheme (e.g. javascript&#58;… is a javascript: URL).


// ─── VALID_CONTEXTS convenience re-export ─────────────────────────────────
// Importing this pulls in ALL contexts. Use it only when you need all of them
// (e.g. for validation UI, tooling, or exhaustive audits).
// If you only need a subset, import the named contexts directly instead.










// ─── Attach labels to named contexts ──────────────────────────────────────
// Each built-in PatternList carries its canonical name so matchList can read
// list.label directly — no registry lookup needed at match time.
// Custom PatternLists default to 'CUSTOM' unless the caller sets list.label.

contexts_html.label       = 'HTML';
xml.label        = 'XML';
svg.label        = 'SVG';

// Markup contexts: also test an entity-decoded copy (see util/decode-entities.js).
// Non-markup contexts (SQL, SHELL, LOG, …) are matched byte-for-byte as supplied.
contexts_html.decodeEntities = true;
xml.decodeEntities  = true;
svg.decodeEntities  = true;
sql.label        = 'SQL';
sql_strict.label = 'SQL-STRICT';
shell.label      = 'SHELL';
redos.label      = 'REDOS';
nosql.label      = 'NOSQL';
log.label        = 'LOG';

const VALID_CONTEXTS = Object.freeze({
  HTML: contexts_html,
  XML: xml,
  SVG: svg,
  SQL: sql,
  'SQL-STRICT': sql_strict,
  SHELL: shell,
  REDOS: redos,
  NOSQL: nosql,
  LOG: log,
});

// ─── Types ────────────────────────────────────────────────────────────────

/**
 * @typedef {{ id: string, description: string, pattern: RegExp }} Rule
 */

/**
 * @typedef {Rule[]} PatternList
 */

/**
 * @typedef {Object} MatchResult
 * @property {string} context     - Label identifying which context matched ('HTML', 'CUSTOM', etc.)
 * @property {string} id          - Rule identifier
 * @property {string} description - Human-readable description of what was matched
 * @property {RegExp} pattern     - The pattern that matched
 */

// ─── Internal helpers ──────────────────────────────────────────────────────

/**
 * @param {unknown} value
 */
function assertString(value) {
  if (typeof value !== 'string') {
    throw new TypeError(
      `is-unsafe: first argument must be a string, got ${typeof value}`
    );
  }
}

/**
 * @param {unknown} context
 */
function assertContext(context) {
  if (context instanceof RegExp) return;

  if (Array.isArray(context)) {
    if (context.length === 0) {
      throw new TypeError('is-unsafe: context must not be an empty array');
    }
    // Detect array-of-arrays vs flat pattern list
    if (Array.isArray(context[0])) {
      // Array of PatternLists
      for (const list of context) {
        if (!Array.isArray(list) || list.length === 0) {
          throw new TypeError(
            'is-unsafe: each context in the array must be a non-empty pattern array (PatternList)'
          );
        }
      }
    }
    // else: flat PatternList — trust it, no deep validation needed
    return;
  }

  throw new TypeError(
    `is-unsafe: second argument must be a PatternList (e.g. HTML), ` +
    `an array of PatternLists (e.g. [HTML, XML]), or a RegExp. Got: ${typeof context}`
  );
}

/**
 * Normalise any valid context arg into an array of PatternLists.
 *
 * @param {Rule[]|Rule[][]|RegExp} context
 * @returns {{ lists: Rule[][]|null, regex: RegExp|null }}
 */
function normalise(context) {
  if (context instanceof RegExp) return { lists: null, regex: context };
  // Distinguish PatternList (array of rule objects) from array of PatternLists
  if (Array.isArray(context[0])) return { lists: context, regex: null };
  return { lists: [context], regex: null };
}

/**
 * For markup contexts, return an entity-decoded copy of `value` to test
 * alongside the raw input, or null when there is nothing extra to test.
 *
 * @param {string} value
 * @param {Rule[]} list
 * @returns {string|null}
 */
function decodedCopy(value, list) {
  if (!list.decodeEntities) return null;
  const decoded = decodeEntities(value);
  return decoded === value ? null : decoded;
}

/**
 * Test value against a single PatternList. Returns the first MatchResult or null.
 *
 * @param {string} value
 * @param {Rule[]} list
 * @returns {MatchResult|null}
 */
function matchList(value, list) {
  const label = list.label ?? 'CUSTOM';
  const decoded = decodedCopy(value, list);
  for (const rule of list) {
    if (rule.pattern.test(value) || (decoded !== null && rule.pattern.test(decoded))) {
      return { context: label, id: rule.id, description: rule.description, pattern: rule.pattern };
    }
  }
  return null;
}

// ─── Public API ───────────────────────────────────────────────────────────

/**
 * Returns `true` if `value` is unsafe in the given context(s), `false` otherwise.
 *
 * @param {string} value - The string to test
 * @param {PatternList | PatternList[] | RegExp} context
 *   - A PatternList imported from is-unsafe (e.g. `HTML`, `XML`)
 *   - An array of PatternLists — returns true if unsafe in **any** of them
 *   - A custom RegExp — returns true if the pattern matches
 * @returns {boolean}
 *
 * @example
 * import { isUnsafe, HTML, SQL } from 'is-unsafe';
 *
 * isUnsafe('<script>alert(1)</script>', HTML)       // true
 * isUnsafe('hello world', HTML)                     // false
 * isUnsafe('value', [HTML, SQL])                    // false
 * isUnsafe('value', /my-pattern/i)                  // false
 */
function isUnsafe(value, context) {
  assertString(value);
  assertContext(context);

  const { lists, regex } = normalise(context);

  if (regex) return regex.test(value);

  for (const list of lists) {
    if (matchList(value, list) !== null) return true;
  }
  return false;
}

/**
 * Like `isUnsafe`, but returns the first `MatchResult` describing **why**
 * the value was flagged, or `null` if it is safe.
 *
 * @param {string} value
 * @param {PatternList | PatternList[] | RegExp} context
 * @returns {MatchResult|null}
 *
 * @example
 * import { whyUnsafe, HTML } from 'is-unsafe';
 *
 * whyUnsafe('<script>alert(1)</script>', HTML)
 * // { context: 'HTML', id: 'html-script-open', description: '...', pattern: /.../ }
 */
function whyUnsafe(value, context) {
  assertString(value);
  assertContext(context);

  const { lists, regex } = normalise(context);

  if (regex) {
    return regex.test(value)
      ? { context: 'CUSTOM', id: 'custom-regex', description: 'Matched caller-supplied pattern', pattern: regex }
      : null;
  }

  for (const list of lists) {
    const result = matchList(value, list);
    if (result !== null) return result;
  }
  return null;
}

/**
 * Returns **all** matching rules across the given context(s), or an empty
 * array if the value is safe. Useful for comprehensive auditing.
 *
 * @param {string} value
 * @param {PatternList | PatternList[] | RegExp} context
 * @returns {MatchResult[]}
 */
function allUnsafe(value, context) {
  assertString(value);
  assertContext(context);

  const { lists, regex } = normalise(context);
  const results = [];

  if (regex) {
    if (regex.test(value)) {
      results.push({ context: 'CUSTOM', id: 'custom-regex', description: 'Matched caller-supplied pattern', pattern: regex });
    }
    return results;
  }

  for (const list of lists) {
    const label = list.label ?? 'CUSTOM';
    const decoded = decodedCopy(value, list);
    for (const rule of list) {
      if (rule.pattern.test(value) || (decoded !== null && rule.pattern.test(decoded))) {
        results.push({ context: label, id: rule.id, description: rule.description, pattern: rule.pattern });
      }
    }
  }

  return results;
}


/* harmony default export */ const src = ((/* unused pure expression or super */ null && (isUnsafe)));

;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/OrderedObjParser.js

///@ts-check












// const regx =
//   '<((!\\[CDATA\\[([\\s\\S]*?)(]]>))|((NAME:)?(NAME))([^>]*)>|((\\/)(NAME)\\s*>))([^<]*)'
//   .replace(/NAME/g, util.nameRegexp);

//const tagsRegx = new RegExp("<(\\/?[\\w:\\-\._]+)([^>]*)>(\\s*"+cdataRegx+")*([^<]+)?","g");
//const tagsRegx = new RegExp("<(\\/?)((\\w*:)?([\\w:\\-\._]+))([^>]*)>([^<]*)("+cdataRegx+"([^<]*))*([^<]+)?","g");

// Helper functions for attribute and namespace handling

/**
 * Extract raw attributes (without prefix) from prefixed attribute map
 * @param {object} prefixedAttrs - Attributes with prefix from buildAttributesMap
 * @param {object} options - Parser options containing attributeNamePrefix
 * @returns {object} Raw attributes for matcher
 */
function extractRawAttributes(prefixedAttrs, options) {
  if (!prefixedAttrs) return {};

  // Handle attributesGroupName option
  const attrs = options.attributesGroupName
    ? prefixedAttrs[options.attributesGroupName]
    : prefixedAttrs;

  if (!attrs) return {};

  const rawAttrs = {};
  for (const key in attrs) {
    // Remove the attribute prefix to get raw name
    if (key.startsWith(options.attributeNamePrefix)) {
      const rawName = key.substring(options.attributeNamePrefix.length);
      rawAttrs[rawName] = attrs[key];
    } else {
      // Attribute without prefix (shouldn't normally happen, but be safe)
      rawAttrs[key] = attrs[key];
    }
  }
  return rawAttrs;
}

/**
 * Extract namespace from raw tag name
 * @param {string} rawTagName - Tag name possibly with namespace (e.g., "soap:Envelope")
 * @returns {string|undefined} Namespace or undefined
 */
function extractNamespace(rawTagName) {
  if (!rawTagName || typeof rawTagName !== 'string') return undefined;

  const colonIndex = rawTagName.indexOf(':');
  if (colonIndex !== -1 && colonIndex > 0) {
    const ns = rawTagName.substring(0, colonIndex);
    // Don't treat xmlns as a namespace
    if (ns !== 'xmlns') {
      return ns;
    }
  }
  return undefined;
}

class OrderedObjParser {
  constructor(options, externalEntities) {
    this.options = options;
    this.currentNode = null;
    this.tagsNodeStack = [];
    this.parseXml = parseXml;
    this.parseTextData = parseTextData;
    this.resolveNameSpace = resolveNameSpace;
    this.buildAttributesMap = buildAttributesMap;
    this.isItStopNode = isItStopNode;
    this.replaceEntitiesValue = replaceEntitiesValue;
    this.readStopNodeData = readStopNodeData;
    this.saveTextToParentTag = saveTextToParentTag;
    this.addChild = addChild;
    this.ignoreAttributesFn = getIgnoreAttributesFn(this.options.ignoreAttributes)
    this.entityExpansionCount = 0;
    this.currentExpandedLength = 0;
    this.doctypefound = false;
    let namedEntities = { ...XML };
    if (this.options.entityDecoder) {
      this.entityDecoder = this.options.entityDecoder
    } else {
      if (typeof this.options.htmlEntities === "object") namedEntities = this.options.htmlEntities;
      else if (this.options.htmlEntities === true) namedEntities = { ...COMMON_HTML, ...CURRENCY };
      this.entityDecoder = new EntityDecoder({
        namedEntities: { ...namedEntities, ...externalEntities },
        numericAllowed: this.options.htmlEntities,
        limit: {
          maxTotalExpansions: this.options.processEntities.maxTotalExpansions,
          maxExpandedLength: this.options.processEntities.maxExpandedLength,
          applyLimitsTo: this.options.processEntities.appliesTo,
        },
        // onExternalEntity: (name, value) => isUnsafe(value) ? 'block' : 'allow',
        onInputEntity: (name, value) =>
          //TODO: VALID_CONTEXTS.HTML should be set only if this.options.htmlEntities
          isUnsafe(value, [contexts_html, xml]) ? ENTITY_ACTION.BLOCK : ENTITY_ACTION.ALLOW,

        //postCheck: resolved => resolved
      });
    }

    // Initialize path matcher for path-expression-matcher
    this.matcher = new Matcher();
    this.readonlyMatcher = this.matcher.readOnly();

    // Flag to track if current node is a stop node (optimization)
    this.isCurrentNodeStopNode = false;

    // Pre-compile stopNodes expressions
    this.stopNodeExpressionsSet = new ExpressionSet();
    const stopNodesOpts = this.options.stopNodes;
    if (stopNodesOpts && stopNodesOpts.length > 0) {
      for (let i = 0; i < stopNodesOpts.length; i++) {
        const stopNodeExp = stopNodesOpts[i];
        if (typeof stopNodeExp === 'string') {
          // Convert string to Expression object
          this.stopNodeExpressionsSet.add(new Expression(stopNodeExp));
        } else if (stopNodeExp instanceof Expression) {
          // Already an Expression object
          this.stopNodeExpressionsSet.add(stopNodeExp);
        }
      }
      this.stopNodeExpressionsSet.seal();
    }
  }

}


/**
 * @param {string} val
 * @param {string} tagName
 * @param {string|Matcher} jPath - jPath string or Matcher instance based on options.jPath
 * @param {boolean} dontTrim
 * @param {boolean} hasAttributes
 * @param {boolean} isLeafNode
 * @param {boolean} escapeEntities
 */
function parseTextData(val, tagName, jPath, dontTrim, hasAttributes, isLeafNode, escapeEntities) {
  const options = this.options;
  if (val !== undefined) {
    if (options.trimValues && !dontTrim) {
      val = val.trim();
    }
    if (val.length > 0) {
      if (!escapeEntities) val = this.replaceEntitiesValue(val, tagName, jPath);

      // Pass jPath string or matcher based on options.jPath setting
      const jPathOrMatcher = options.jPath ? jPath.toString() : jPath;
      const newval = options.tagValueProcessor(tagName, val, jPathOrMatcher, hasAttributes, isLeafNode);
      if (newval === null || newval === undefined) {
        //don't parse
        return val;
      } else if (typeof newval !== typeof val || newval !== val) {
        //overwrite
        return newval;
      } else if (options.trimValues) {
        return parseValue(val, options.parseTagValue, options.numberParseOptions);
      } else {
        const trimmedVal = val.trim();
        if (trimmedVal === val) {
          return parseValue(val, options.parseTagValue, options.numberParseOptions);
        } else {
          return val;
        }
      }
    }
  }
}

function resolveNameSpace(tagname) {
  if (this.options.removeNSPrefix) {
    const tags = tagname.split(':');
    const prefix = tagname.charAt(0) === '/' ? '/' : '';
    if (tags[0] === 'xmlns') {
      return '';
    }
    if (tags.length === 2) {
      tagname = prefix + tags[1];
    }
  }
  return tagname;
}

//TODO: change regex to capture NS
//const attrsRegx = new RegExp("([\\w\\-\\.\\:]+)\\s*=\\s*(['\"])((.|\n)*?)\\2","gm");
// The value is matched with a negated class per quote type rather than a lazy `[\s\S]*?` up to a
// backreference, which is much slower on long values (SVG paths, data URIs)
const attrsRegx = /([^\s=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'))?/gm;

// value inside double quotes, or inside single quotes, or undefined when there is no value
function attrValue(match) {
  return match[3] !== undefined ? match[3] : match[4];
}

function buildAttributesMap(attrStr, jPath, tagName, force = false) {
  const options = this.options;
  if (force === true || (options.ignoreAttributes !== true && typeof attrStr === 'string')) {
    // attrStr = attrStr.replace(/\r?\n/g, ' ');
    //attrStr = attrStr || attrStr.trim();

    const matches = getAllMatches(attrStr, attrsRegx);
    const len = matches.length; //don't make it inline
    const attrs = {};

    // Pre-process values once: trim + entity replacement
    // Reused in both matcher update and second pass
    const processedVals = new Array(len);
    let hasRawAttrs = false;
    const rawAttrsForMatcher = {};

    for (let i = 0; i < len; i++) {
      const attrName = this.resolveNameSpace(matches[i][1]);
      const oldVal = attrValue(matches[i]);

      if (attrName.length && oldVal !== undefined) {
        let val = oldVal;
        if (options.trimValues) val = val.trim();
        val = this.replaceEntitiesValue(val, tagName, this.readonlyMatcher);
        processedVals[i] = val;

        rawAttrsForMatcher[attrName] = val;
        hasRawAttrs = true;
      }
    }

    // Update matcher ONCE before second pass, if applicable
    if (hasRawAttrs && typeof jPath === 'object' && jPath.updateCurrent) {
      jPath.updateCurrent(rawAttrsForMatcher);
    }

    // Hoist toString() once — path doesn't change during attribute processing
    const jPathStr = options.jPath ? jPath.toString() : this.readonlyMatcher;

    // Second pass: apply processors, build final attrs
    let hasAttrs = false;
    for (let i = 0; i < len; i++) {
      const attrName = this.resolveNameSpace(matches[i][1]);

      if (this.ignoreAttributesFn(attrName, jPathStr)) continue;

      let aName = options.attributeNamePrefix + attrName;

      if (attrName.length) {
        if (options.transformAttributeName) {
          aName = options.transformAttributeName(aName);
        }
        aName = sanitizeName(aName, options);

        if (attrValue(matches[i]) !== undefined) {
          // Reuse already-processed value — no double entity replacement
          const oldVal = processedVals[i];

          const newVal = options.attributeValueProcessor(attrName, oldVal, jPathStr);
          if (newVal === null || newVal === undefined) {
            attrs[aName] = oldVal;
          } else if (typeof newVal !== typeof oldVal || newVal !== oldVal) {
            attrs[aName] = newVal;
          } else {
            attrs[aName] = parseValue(oldVal, options.parseAttributeValue, options.numberParseOptions);
          }
          hasAttrs = true;
        } else if (options.allowBooleanAttributes) {
          attrs[aName] = true;
          hasAttrs = true;
        }
      }
    }

    if (!hasAttrs) return;

    if (options.attributesGroupName && !options.preserveOrder) {
      const attrCollection = {};
      attrCollection[options.attributesGroupName] = attrs;
      return attrCollection;
    }
    return attrs;
  }
}
const parseXml = function (xmlData) {
  const options = this.options;
  const crlfPositions = options.captureMetaData ? [] : undefined;
  xmlData = xmlData.replace(/\r\n?/g, options.captureMetaData ? (newline, index) => {
    if (newline.length === 2) {
      // Store the position after earlier CRLF pairs have been normalized.
      crlfPositions.push(index - crlfPositions.length);
    }
    return "\n";
  } : "\n");
  const xmlObj = new XmlNode('!xml');
  let currentNode = xmlObj;
  let textData = "";

  // Reset matcher for new document
  this.matcher.reset();
  this.entityDecoder.reset();

  // Reset entity expansion counters for this document
  this.entityExpansionCount = 0;
  this.currentExpandedLength = 0;
  this.doctypefound = false;
  const docTypeReader = new DocTypeReader(options.processEntities);
  const xmlLen = xmlData.length;
  for (let i = 0; i < xmlLen; i++) {//for each char in XML data
    const ch = xmlData[i];
    if (ch === '<') {
      // const nextIndex = i+1;
      // const _2ndChar = xmlData[nextIndex];
      const c1 = xmlData.charCodeAt(i + 1);
      if (c1 === 47) {//Closing Tag '/'
        const closeIndex = findClosingIndex(xmlData, ">", i, "Closing Tag is not closed.")
        let tagName = xmlData.substring(i + 2, closeIndex).trim();

        if (options.removeNSPrefix) {
          const colonIndex = tagName.indexOf(":");
          if (colonIndex !== -1) {
            tagName = tagName.substr(colonIndex + 1);
          }
        }

        tagName = transformTagName(options.transformTagName, tagName, "", options).tagName;

        if (currentNode) {
          textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
        }

        //check if last tag of nested tag was unpaired tag
        const lastTagName = this.matcher.getCurrentTag();
        if (tagName && options.unpairedTagsSet.has(tagName)) {
          throw new Error(`Unpaired tag can not be used as closing tag: </${tagName}>`);
        }
        if (lastTagName && options.unpairedTagsSet.has(lastTagName)) {
          // Pop the unpaired tag
          this.matcher.pop();
          this.tagsNodeStack.pop();
        }
        // Pop the closing tag
        this.matcher.pop();
        this.isCurrentNodeStopNode = false; // Reset flag when closing tag

        //a closing tag with no matching opening tag leaves the stack empty
        currentNode = this.tagsNodeStack.pop() || xmlObj;//avoid recursion, set the parent tag scope

        if (options.captureMetaData && currentNode) {
          currentNode.addEndIndex(getOriginalIndex(closeIndex + 1, crlfPositions));
        }
        textData = "";
        i = closeIndex;
      } else if (c1 === 63) { //'?'

        let tagData = readTagExp(xmlData, i, false, "?>");
        if (!tagData) throw new Error("Pi Tag is not closed.");

        textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
        const attsMap = this.buildAttributesMap(tagData.tagExp, this.matcher, tagData.tagName, true);
        if (attsMap) {
          const ver = attsMap[this.options.attributeNamePrefix + "version"];
          this.entityDecoder.setXmlVersion(Number(ver) || 1.0);
          docTypeReader.setXmlVersion(Number(ver) || 1.0);
        }
        if ((options.ignoreDeclaration && tagData.tagName === "?xml") || options.ignorePiTags) {
          //do nothing
        } else {

          const childNode = new XmlNode(tagData.tagName);
          childNode.add(options.textNodeName, "");

          if (tagData.tagName !== tagData.tagExp && tagData.attrExpPresent && options.ignoreAttributes !== true) {
            childNode[":@"] = attsMap
          }
          const startIndex = options.captureMetaData ? getOriginalIndex(i, crlfPositions) : i;
          this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

          if (options.captureMetaData) {
            // closeIndex points at '?' of the closing '?>'
            currentNode.addEndIndex(getOriginalIndex(tagData.closeIndex + 2, crlfPositions));
          }
        }


        i = tagData.closeIndex + 1;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 45
        && xmlData.charCodeAt(i + 3) === 45) { //'!--'
        const endIndex = findClosingIndex(xmlData, "-->", i + 4, "Comment is not closed.")
        if (options.commentPropName) {
          const comment = xmlData.substring(i + 4, endIndex - 2);

          textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);

          currentNode.add(options.commentPropName, [{ [options.textNodeName]: comment }]);
        }
        i = endIndex;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 68) { //'!D'
        if (this.doctypefound) throw new Error("Multiple DOCTYPE declarations found.");
        this.doctypefound = true;
        const result = docTypeReader.readDocType(xmlData, i);
        this.entityDecoder.addInputEntities(result.entities);
        i = result.i;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 91) { // '!['
        const closeIndex = findClosingIndex(xmlData, "]]>", i, "CDATA is not closed.") - 2;
        const tagExp = xmlData.substring(i + 9, closeIndex);

        textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);

        let val = this.parseTextData(tagExp, currentNode.tagname, this.readonlyMatcher, true, false, true, true);
        if (val == undefined) val = "";

        //cdata should be set even if it is 0 length string
        if (options.cdataPropName) {
          currentNode.add(options.cdataPropName, [{ [options.textNodeName]: tagExp }]);
        } else {
          currentNode.add(options.textNodeName, val);
        }

        i = closeIndex + 2;
      } else {//Opening tag
        let result = readTagExp(xmlData, i, options.removeNSPrefix);

        // Safety check: readTagExp can return undefined
        if (!result) {
          // Log context for debugging
          const context = xmlData.substring(Math.max(0, i - 50), Math.min(xmlLen, i + 50));
          throw new Error(`readTagExp returned undefined at position ${i}. Context: "${context}"`);
        }

        let tagName = result.tagName;
        const rawTagName = result.rawTagName;
        let tagExp = result.tagExp;
        let attrExpPresent = result.attrExpPresent;
        let closeIndex = result.closeIndex;

        ({ tagName, tagExp } = transformTagName(options.transformTagName, tagName, tagExp, options));

        if (options.strictReservedNames &&
          (tagName === options.commentPropName
            || tagName === options.cdataPropName
            || tagName === options.textNodeName
            || tagName === options.attributesGroupName
          )) {
          throw new Error(`Invalid tag name: ${tagName}`);
        }

        //save text as child node
        if (currentNode && textData) {
          if (currentNode.tagname !== '!xml') {
            //when nested tag is found
            textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher, false);
          }
        }

        //check if last tag was unpaired tag
        const lastTag = currentNode;
        if (lastTag && options.unpairedTagsSet.has(lastTag.tagname)) {
          currentNode = this.tagsNodeStack.pop();
          this.matcher.pop();
        }

        // Clean up self-closing syntax BEFORE processing attributes
        // This is where tagExp gets the trailing / removed
        let isSelfClosing = false;
        if (tagExp.length > 0 && tagExp.lastIndexOf("/") === tagExp.length - 1) {
          isSelfClosing = true;
          if (tagName[tagName.length - 1] === "/") {
            tagName = tagName.substr(0, tagName.length - 1);
            tagExp = tagName;
          } else {
            tagExp = tagExp.substr(0, tagExp.length - 1);
          }

          // Re-check attrExpPresent after cleaning
          attrExpPresent = (tagName !== tagExp);
        }

        // Now process attributes with CLEAN tagExp (no trailing /)
        let prefixedAttrs = null;
        let rawAttrs = {};
        let namespace = undefined;

        // Extract namespace from rawTagName
        namespace = extractNamespace(rawTagName);

        // Push tag to matcher FIRST (with empty attrs for now) so callbacks see correct path
        if (tagName !== xmlObj.tagname) {
          this.matcher.push(tagName, {}, namespace);
        }

        // Now build attributes - callbacks will see correct matcher state
        if (tagName !== tagExp && attrExpPresent) {
          // Build attributes (returns prefixed attributes for the tree)
          // Note: buildAttributesMap now internally updates the matcher with raw attributes
          prefixedAttrs = this.buildAttributesMap(tagExp, this.matcher, tagName);

          if (prefixedAttrs) {
            // Extract raw attributes (without prefix) for our use
            //TODO: seems a performance overhead
            rawAttrs = extractRawAttributes(prefixedAttrs, options);
          }
        }

        // Now check if this is a stop node (after attributes are set)
        if (tagName !== xmlObj.tagname) {
          this.isCurrentNodeStopNode = this.isItStopNode();
        }

        const startIndex = options.captureMetaData ? getOriginalIndex(i, crlfPositions) : i;
        if (this.isCurrentNodeStopNode) {
          let tagContent = "";

          // For self-closing tags, content is empty
          if (isSelfClosing) {
            i = result.closeIndex;
          }
          //unpaired tag
          else if (options.unpairedTagsSet.has(tagName)) {
            i = result.closeIndex;
          }
          //normal tag
          else {
            //read until closing tag is found
            const result = this.readStopNodeData(xmlData, rawTagName, closeIndex + 1);
            if (!result) throw new Error(`Unexpected end of ${rawTagName}`);
            i = result.i;
            tagContent = result.tagContent;
          }

          const childNode = new XmlNode(tagName);

          if (prefixedAttrs) {
            childNode[":@"] = prefixedAttrs;
          }

          // For stop nodes, store raw content as-is without any processing
          childNode.add(options.textNodeName, tagContent);

          this.matcher.pop(); // Pop the stop node tag
          this.isCurrentNodeStopNode = false; // Reset flag

          this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

          if (options.captureMetaData) {
            currentNode.addEndIndex(getOriginalIndex(i + 1, crlfPositions));
          }
        } else {
          //selfClosing tag
          if (isSelfClosing) {
            ({ tagName, tagExp } = transformTagName(options.transformTagName, tagName, tagExp, options));

            const childNode = new XmlNode(tagName);
            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

            if (options.captureMetaData) {
              currentNode.addEndIndex(getOriginalIndex(closeIndex + 1, crlfPositions));
            }
            this.matcher.pop(); // Pop self-closing tag
            this.isCurrentNodeStopNode = false; // Reset flag
          }
          else if (options.unpairedTagsSet.has(tagName)) {//unpaired tag
            const childNode = new XmlNode(tagName);
            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);

            if (options.captureMetaData) {
              currentNode.addEndIndex(getOriginalIndex(result.closeIndex + 1, crlfPositions));
            }
            this.matcher.pop(); // Pop unpaired tag
            this.isCurrentNodeStopNode = false; // Reset flag
            i = result.closeIndex;
            // Continue to next iteration without changing currentNode
            continue;
          }
          //opening tag
          else {
            const childNode = new XmlNode(tagName);
            if (this.tagsNodeStack.length > options.maxNestedTags) {
              throw new Error("Maximum nested tags exceeded");
            }
            this.tagsNodeStack.push(currentNode);

            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);
            currentNode = childNode;
          }
          textData = "";
          i = closeIndex;
        }
      }
    } else {
      textData += xmlData[i];
    }
  }
  return xmlObj.child;
}

function getOriginalIndex(index, crlfPositions) {
  let low = 0;
  let high = crlfPositions.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (crlfPositions[middle] < index) low = middle + 1;
    else high = middle;
  }
  return index + low;
}

function addChild(currentNode, childNode, matcher, startIndex) {
  // unset startIndex if not requested
  if (!this.options.captureMetaData) startIndex = undefined;

  // Pass jPath string or matcher based on options.jPath setting
  const jPathOrMatcher = this.options.jPath ? matcher.toString() : matcher;
  const result = this.options.updateTag(childNode.tagname, jPathOrMatcher, childNode[":@"])
  if (result === false) {
    //do nothing
  } else if (typeof result === "string") {
    childNode.tagname = result
    currentNode.addChild(childNode, startIndex);
  } else {
    currentNode.addChild(childNode, startIndex);
  }
}

/**
 * @param {object} val - Entity object with regex and val properties
 * @param {string} tagName - Tag name
 * @param {string|Matcher} jPath - jPath string or Matcher instance based on options.jPath
 */
function replaceEntitiesValue(val, tagName, jPath) {
  const entityConfig = this.options.processEntities;

  if (!entityConfig || !entityConfig.enabled) {
    return val;
  }

  // Check if tag is allowed to contain entities
  if (entityConfig.allowedTags) {
    const jPathOrMatcher = this.options.jPath ? jPath.toString() : jPath;
    const allowed = Array.isArray(entityConfig.allowedTags)
      ? entityConfig.allowedTags.includes(tagName)
      : entityConfig.allowedTags(tagName, jPathOrMatcher);

    if (!allowed) {
      return val;
    }
  }

  // Apply custom tag filter if provided
  if (entityConfig.tagFilter) {
    const jPathOrMatcher = this.options.jPath ? jPath.toString() : jPath;
    if (!entityConfig.tagFilter(tagName, jPathOrMatcher)) {
      return val; // Skip based on custom filter
    }
  }

  return this.entityDecoder.decode(val);
}


function saveTextToParentTag(textData, parentNode, matcher, isLeafNode) {
  if (textData) { //store previously collected data as textNode
    if (isLeafNode === undefined) isLeafNode = parentNode.child.length === 0

    textData = this.parseTextData(textData,
      parentNode.tagname,
      matcher,
      false,
      parentNode[":@"] ? Object.keys(parentNode[":@"]).length !== 0 : false,
      isLeafNode);

    if (textData !== undefined && textData !== "")
      parentNode.add(this.options.textNodeName, textData);
    textData = "";
  }
  return textData;
}

/**
 * @param {Array<Expression>} stopNodeExpressions - Array of compiled Expression objects
 * @param {Matcher} matcher - Current path matcher
 */
function isItStopNode() {
  if (this.stopNodeExpressionsSet.size === 0) return false;

  return this.matcher.matchesAny(this.stopNodeExpressionsSet);
}

/**
 * Returns the tag Expression and where it is ending handling single-double quotes situation
 * @param {string} xmlData 
 * @param {number} i starting index
 * @returns 
 */
function tagExpWithClosingIndex(xmlData, i, closingChar = ">") {
  //TODO: ignore boolean attributes in tag expression
  //TODO: if ignore attributes, dont read full attribute expression but the end. But read for xml declaration
  const len = xmlData.length;
  const closeCode0 = closingChar.charCodeAt(0);
  const closeCode1 = closingChar.length > 1 ? closingChar.charCodeAt(1) : -1;

  let result = '';
  let segmentStart = i;

  for (let index = i; index < len; index++) {
    const code = xmlData.charCodeAt(index);

    if (code === 34 || code === 39) { // " or '
      // Skip the quoted value in one step: nothing inside it can close the tag
      index = xmlData.indexOf(xmlData[index], index + 1);
      if (index === -1) return;
    } else if (code === closeCode0) {
      if (closeCode1 !== -1) {
        if (xmlData.charCodeAt(index + 1) === closeCode1) {
          result += xmlData.substring(segmentStart, index);
          return { data: result, index };
        }
      } else {
        result += xmlData.substring(segmentStart, index);
        return { data: result, index };
      }
    } else if (code === 9) { // \t - only replace with space outside attribute values
      // Flush accumulated segment, add space, start new segment
      result += xmlData.substring(segmentStart, index) + ' ';
      segmentStart = index + 1;
    }
  }
}

function findClosingIndex(xmlData, str, i, errMsg) {
  const closingIndex = xmlData.indexOf(str, i);
  if (closingIndex === -1) {
    throw new Error(errMsg)
  } else {
    return closingIndex + str.length - 1;
  }
}

function findClosingChar(xmlData, char, i, errMsg) {
  const closingIndex = xmlData.indexOf(char, i);
  if (closingIndex === -1) throw new Error(errMsg);
  return closingIndex; // no offset needed
}

function readTagExp(xmlData, i, removeNSPrefix, closingChar = ">") {
  const result = tagExpWithClosingIndex(xmlData, i + 1, closingChar);
  if (!result) return;
  let tagExp = result.data;
  const closeIndex = result.index;
  const separatorIndex = tagExp.search(/\s/);
  let tagName = tagExp;
  let attrExpPresent = true;
  if (separatorIndex !== -1) {//separate tag name and attributes expression
    tagName = tagExp.substring(0, separatorIndex);
    tagExp = tagExp.substring(separatorIndex + 1).trimStart();
  }

  const rawTagName = tagName;
  if (removeNSPrefix) {
    const colonIndex = tagName.indexOf(":");
    if (colonIndex !== -1) {
      tagName = tagName.substr(colonIndex + 1);
      attrExpPresent = tagName !== result.data.substr(colonIndex + 1);
    }
  }

  return {
    tagName: tagName,
    tagExp: tagExp,
    closeIndex: closeIndex,
    attrExpPresent: attrExpPresent,
    rawTagName: rawTagName,
  }
}
/**
 * find paired tag for a stop node
 * @param {string} xmlData 
 * @param {string} tagName 
 * @param {number} i 
 */
function readStopNodeData(xmlData, tagName, i) {
  const startIndex = i;
  // Starting at 1 since we already have an open tag
  let openTagCount = 1;
  let lenient = false; // set once a quote-aware tag scan fails
  let nextGt = -1; // cached index of the next '>'

  const xmllen = xmlData.length;
  for (; i < xmllen; i++) {
    if (xmlData[i] === "<") {
      const c1 = xmlData.charCodeAt(i + 1);
      if (c1 === 47) {//close tag '/'
        const closeIndex = findClosingChar(xmlData, ">", i, `${tagName} is not closed`);
        let closeTagName = xmlData.substring(i + 2, closeIndex).trim();
        if (closeTagName === tagName) {
          openTagCount--;
          if (openTagCount === 0) {
            return {
              tagContent: xmlData.substring(startIndex, i),
              i: closeIndex
            }
          }
        }
        i = closeIndex;
      } else if (c1 === 63) { //?
        const closeIndex = findClosingIndex(xmlData, "?>", i + 1, "StopNode is not closed.")
        i = closeIndex;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 45
        && xmlData.charCodeAt(i + 3) === 45) { // '!--'
        const closeIndex = findClosingIndex(xmlData, "-->", i + 3, "StopNode is not closed.")
        i = closeIndex;
      } else if (c1 === 33
        && xmlData.charCodeAt(i + 2) === 91) { // '!['
        const closeIndex = findClosingIndex(xmlData, "]]>", i, "StopNode is not closed.") - 2;
        i = closeIndex;
      } else {
        const tagData = lenient ? undefined : readTagExp(xmlData, i, false);

        if (tagData) {
          const openTagName = tagData.tagName;
          if (openTagName === tagName && tagData.tagExp[tagData.tagExp.length - 1] !== "/") {
            openTagCount++;
          }
          i = tagData.closeIndex;
        } else {
          // no closing '>'. use lenient approach to find '<' instead of readTagExp, to avoid repeated rescans.
          lenient = true;
          if (nextGt < i) {
            nextGt = xmlData.indexOf(">", i);
            if (nextGt === -1) return; // no '>' left, so no closing tag can follow
          }
          const nextLt = xmlData.indexOf("<", i + 1);
          if (nextLt === -1 || nextLt > nextGt) { // looks like a real tag
            const exp = xmlData.substring(i + 1, nextGt);
            const sep = exp.search(/\s/);
            const name = sep === -1 ? exp : exp.substring(0, sep);
            if (name === tagName && exp[exp.length - 1] !== "/") openTagCount++;
            i = nextGt;
          } // else: treat this '<' as plain text
        }
      }
    }
  }//end for loop
}

function parseValue(val, shouldParse, options) {
  if (shouldParse && typeof val === 'string') {
    //console.log(options)
    const newval = val.trim();
    if (newval === 'true') return true;
    else if (newval === 'false') return false;
    else return toNumber(val, options);
  } else {
    if (isExist(val)) {
      return val;
    } else {
      return '';
    }
  }
}

function fromCodePoint(str, base, prefix) {
  const codePoint = Number.parseInt(str, base);

  if (codePoint >= 0 && codePoint <= 0x10FFFF) {
    return String.fromCodePoint(codePoint);
  } else {
    return prefix + str + ";";
  }
}

function transformTagName(fn, tagName, tagExp, options) {
  if (fn) {
    const newTagName = fn(tagName);
    if (tagExp === tagName) {
      tagExp = newTagName
    }
    tagName = newTagName;
  }
  tagName = sanitizeName(tagName, options);
  return { tagName, tagExp };
}



function sanitizeName(name, options) {
  if (criticalProperties.includes(name)) {
    throw new Error(`[SECURITY] Invalid name: "${name}" is a reserved JavaScript keyword that could cause prototype pollution`);
  } else if (DANGEROUS_PROPERTY_NAMES.includes(name)) {
    return options.onDangerousProperty(name);
  }
  return name;
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/node2json.js





const node2json_METADATA_SYMBOL = XmlNode.getMetaDataSymbol();

/**
 * Helper function to strip attribute prefix from attribute map
 * @param {object} attrs - Attributes with prefix (e.g., {"@_class": "code"})
 * @param {string} prefix - Attribute prefix to remove (e.g., "@_")
 * @returns {object} Attributes without prefix (e.g., {"class": "code"})
 */
function stripAttributePrefix(attrs, prefix) {
  if (!attrs || typeof attrs !== 'object') return {};
  if (!prefix) return attrs;

  const rawAttrs = {};
  for (const key in attrs) {
    if (key.startsWith(prefix)) {
      const rawName = key.substring(prefix.length);
      rawAttrs[rawName] = attrs[key];
    } else {
      // Attribute without prefix (shouldn't normally happen, but be safe)
      rawAttrs[key] = attrs[key];
    }
  }
  return rawAttrs;
}

/**
 * 
 * @param {array} node 
 * @param {any} options 
 * @param {Matcher} matcher - Path matcher instance
 * @returns 
 */
function prettify(node, options, matcher, readonlyMatcher) {
  return compress(node, options, matcher, readonlyMatcher);
}

/**
 * @param {array} arr 
 * @param {object} options 
 * @param {Matcher} matcher - Path matcher instance
 * @returns object
 */
function compress(arr, options, matcher, readonlyMatcher) {
  let text;
  const compressedObj = {}; //This is intended to be a plain object
  for (let i = 0; i < arr.length; i++) {
    const tagObj = arr[i];
    const property = propName(tagObj);

    // Push current property to matcher WITH RAW ATTRIBUTES (no prefix)
    if (property !== undefined && property !== options.textNodeName) {
      const rawAttrs = stripAttributePrefix(
        tagObj[":@"] || {},
        options.attributeNamePrefix
      );
      matcher.push(property, rawAttrs);
    }

    if (property === options.textNodeName) {
      if (text === undefined) text = tagObj[property];
      else text += "" + tagObj[property];
    } else if (property === undefined) {
      continue;
    } else if (tagObj[property]) {

      let val = compress(tagObj[property], options, matcher, readonlyMatcher);
      const isLeaf = isLeafTag(val, options);

      if (Object.keys(val).length === 0 && options.alwaysCreateTextNode) {
        val[options.textNodeName] = "";
      }

      if (tagObj[":@"]) {
        assignAttributes(val, tagObj[":@"], readonlyMatcher, options);
      } else if (Object.keys(val).length === 1 && val[options.textNodeName] !== undefined && !options.alwaysCreateTextNode) {
        val = val[options.textNodeName];
      } else if (Object.keys(val).length === 0) {
        if (options.alwaysCreateTextNode) val[options.textNodeName] = "";
        else val = "";
      }

      if (tagObj[node2json_METADATA_SYMBOL] !== undefined && typeof val === "object" && val !== null) {
        val[node2json_METADATA_SYMBOL] = tagObj[node2json_METADATA_SYMBOL]; // copy over metadata
      }


      if (compressedObj[property] !== undefined && Object.prototype.hasOwnProperty.call(compressedObj, property)) {
        if (!Array.isArray(compressedObj[property])) {
          compressedObj[property] = [compressedObj[property]];
        }
        compressedObj[property].push(val);
      } else {
        //TODO: if a node is not an array, then check if it should be an array
        //also determine if it is a leaf node

        // Pass jPath string or readonlyMatcher based on options.jPath setting
        const jPathOrMatcher = options.jPath ? readonlyMatcher.toString() : readonlyMatcher;
        if (options.isArray(property, jPathOrMatcher, isLeaf)) {
          compressedObj[property] = [val];
        } else {
          compressedObj[property] = val;
        }
      }

      // Pop property from matcher after processing
      if (property !== undefined && property !== options.textNodeName) {
        matcher.pop();
      }
    }

  }
  // if(text && text.length > 0) compressedObj[options.textNodeName] = text;
  if (typeof text === "string") {
    if (text.length > 0) compressedObj[options.textNodeName] = text;
  } else if (text !== undefined) compressedObj[options.textNodeName] = text;


  return compressedObj;
}

function propName(obj) {
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key !== ":@") return key;
  }
}

function assignAttributes(obj, attrMap, readonlyMatcher, options) {
  if (attrMap) {
    const keys = Object.keys(attrMap);
    const len = keys.length; //don't make it inline
    for (let i = 0; i < len; i++) {
      const atrrName = keys[i];  // This is the PREFIXED name (e.g., "@_class")

      // Strip prefix for matcher path (for isArray callback)
      const rawAttrName = atrrName.startsWith(options.attributeNamePrefix)
        ? atrrName.substring(options.attributeNamePrefix.length)
        : atrrName;

      // For attributes, we need to create a temporary path
      // Pass jPath string or matcher based on options.jPath setting
      const jPathOrMatcher = options.jPath
        ? readonlyMatcher.toString() + "." + rawAttrName
        : readonlyMatcher;

      if (options.isArray(atrrName, jPathOrMatcher, true, true)) {
        obj[atrrName] = [attrMap[atrrName]];
      } else {
        obj[atrrName] = attrMap[atrrName];
      }
    }
  }
}

function isLeafTag(obj, options) {
  const { textNodeName } = options;
  const propCount = Object.keys(obj).length;

  if (propCount === 0) {
    return true;
  }

  if (
    propCount === 1 &&
    (obj[textNodeName] || typeof obj[textNodeName] === "boolean" || obj[textNodeName] === 0)
  ) {
    return true;
  }

  return false;
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/validator.js




const validator_defaultOptions = {
  allowBooleanAttributes: false, //A tag can have attributes without any value
  unpairedTags: []
};

//const tagsPattern = new RegExp("<\\/?([\\w:\\-_\.]+)\\s*\/?>","g");
function validator_validate(xmlData, options) {
  options = Object.assign({}, validator_defaultOptions, options);

  //xmlData = xmlData.replace(/(\r\n|\n|\r)/gm,"");//make it single line
  //xmlData = xmlData.replace(/(^\s*<\?xml.*?\?>)/g,"");//Remove XML starting tag
  //xmlData = xmlData.replace(/(<!DOCTYPE[\s\w\"\.\/\-\:]+(\[.*\])*\s*>)/g,"");//Remove DOCTYPE
  const tags = [];
  let tagFound = false;

  //indicates that the root tag has been closed (aka. depth 0 has been reached)
  let reachedRoot = false;

  if (xmlData[0] === '\ufeff') {
    // check for byte order mark (BOM)
    xmlData = xmlData.substr(1);
  }

  for (let i = 0; i < xmlData.length; i++) {

    if (xmlData[i] === '<' && xmlData[i + 1] === '?') {
      i += 2;
      i = readPI(xmlData, i);
      if (i.err) return i;
    } else if (xmlData[i] === '<') {
      //starting of tag
      //read until you reach to '>' avoiding any '>' in attribute value
      let tagStartPos = i;
      i++;

      if (xmlData[i] === '!') {
        i = readCommentAndCDATA(xmlData, i);
        continue;
      } else {
        let closingTag = false;
        if (xmlData[i] === '/') {
          //closing tag
          closingTag = true;
          i++;
        }
        //read tagname
        let tagName = '';
        for (; i < xmlData.length &&
          xmlData[i] !== '>' &&
          xmlData[i] !== ' ' &&
          xmlData[i] !== '\t' &&
          xmlData[i] !== '\n' &&
          xmlData[i] !== '\r'; i++
        ) {
          tagName += xmlData[i];
        }
        tagName = tagName.trim();
        //console.log(tagName);

        if (tagName[tagName.length - 1] === '/') {
          //self closing tag without attributes
          tagName = tagName.substring(0, tagName.length - 1);
          //continue;
          i--;
        }
        if (!validateTagName(tagName)) {
          let msg;
          if (tagName.trim().length === 0) {
            msg = "Invalid space after '<'.";
          } else {
            msg = "Tag '" + tagName + "' is an invalid name.";
          }
          return getErrorObject('InvalidTag', msg, getLineNumberForPosition(xmlData, i));
        }

        const result = readAttributeStr(xmlData, i);
        if (result === false) {
          return getErrorObject('InvalidAttr', "Attributes for '" + tagName + "' have open quote.", getLineNumberForPosition(xmlData, i));
        }
        let attrStr = result.value;
        i = result.index;

        if (attrStr[attrStr.length - 1] === '/') {
          //self closing tag
          const attrStrStart = i - attrStr.length;
          attrStr = attrStr.substring(0, attrStr.length - 1);
          const isValid = validateAttributeString(attrStr, options);
          if (isValid === true) {
            tagFound = true;
            //continue; //text may presents after self closing tag
          } else {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, attrStrStart + isValid.err.line));
          }
        } else if (closingTag) {
          if (!result.tagClosed) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' doesn't have proper closing.", getLineNumberForPosition(xmlData, i));
          } else if (attrStr.trim().length > 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' can't have attributes or invalid starting.", getLineNumberForPosition(xmlData, tagStartPos));
          } else if (tags.length === 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' has not been opened.", getLineNumberForPosition(xmlData, tagStartPos));
          } else {
            const otg = tags.pop();
            if (tagName !== otg.tagName) {
              let openPos = getLineNumberForPosition(xmlData, otg.tagStartPos);
              return getErrorObject('InvalidTag',
                "Expected closing tag '" + otg.tagName + "' (opened in line " + openPos.line + ", col " + openPos.col + ") instead of closing tag '" + tagName + "'.",
                getLineNumberForPosition(xmlData, tagStartPos));
            }

            //when there are no more tags, we reached the root level.
            if (tags.length == 0) {
              reachedRoot = true;
            }
          }
        } else {
          const isValid = validateAttributeString(attrStr, options);
          if (isValid !== true) {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, i - attrStr.length + isValid.err.line));
          }

          //if the root level has been reached before ...
          if (reachedRoot === true) {
            return getErrorObject('InvalidXml', 'Multiple possible root nodes found.', getLineNumberForPosition(xmlData, i));
          } else if (options.unpairedTags.indexOf(tagName) !== -1) {
            //don't push into stack
          } else {
            tags.push({ tagName, tagStartPos });
          }
          tagFound = true;
        }

        //skip tag text value
        //It may include comments and CDATA value
        for (i++; i < xmlData.length; i++) {
          if (xmlData[i] === '<') {
            if (xmlData[i + 1] === '!') {
              //comment or CADATA
              i++;
              i = readCommentAndCDATA(xmlData, i);
              continue;
            } else if (xmlData[i + 1] === '?') {
              i = readPI(xmlData, ++i);
              if (i.err) return i;
            } else {
              break;
            }
          } else if (xmlData[i] === '&') {
            const afterAmp = validateAmpersand(xmlData, i);
            if (afterAmp == -1)
              return getErrorObject('InvalidChar', "char '&' is not expected.", getLineNumberForPosition(xmlData, i));
            i = afterAmp;
          } else {
            if (reachedRoot === true && !isWhiteSpace(xmlData[i])) {
              return getErrorObject('InvalidXml', "Extra text at the end", getLineNumberForPosition(xmlData, i));
            }
          }
        } //end of reading tag text value
        if (xmlData[i] === '<') {
          i--;
        }
      }
    } else {
      if (isWhiteSpace(xmlData[i])) {
        continue;
      }
      return getErrorObject('InvalidChar', "char '" + xmlData[i] + "' is not expected.", getLineNumberForPosition(xmlData, i));
    }
  }

  if (!tagFound) {
    return getErrorObject('InvalidXml', 'Start tag expected.', 1);
  } else if (tags.length == 1) {
    return getErrorObject('InvalidTag', "Unclosed tag '" + tags[0].tagName + "'.", getLineNumberForPosition(xmlData, tags[0].tagStartPos));
  } else if (tags.length > 0) {
    return getErrorObject('InvalidXml', "Invalid '" +
      JSON.stringify(tags.map(t => t.tagName), null, 4).replace(/\r?\n/g, '') +
      "' found.", { line: 1, col: 1 });
  }

  return true;
};

function isWhiteSpace(char) {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}
/**
 * Read Processing insstructions and skip
 * @param {*} xmlData
 * @param {*} i
 */
function readPI(xmlData, i) {
  const start = i;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] == '?' || xmlData[i] == ' ') {
      //tagname
      const tagname = xmlData.substr(start, i - start);
      if (i > 5 && tagname === 'xml') {
        return getErrorObject('InvalidXml', 'XML declaration allowed only at the start of the document.', getLineNumberForPosition(xmlData, i));
      } else if (xmlData[i] == '?' && xmlData[i + 1] == '>') {
        //check if valid attribut string
        i++;
        break;
      } else {
        continue;
      }
    }
  }
  return i;
}

function readCommentAndCDATA(xmlData, i) {
  if (xmlData.length > i + 5 && xmlData[i + 1] === '-' && xmlData[i + 2] === '-') {
    //comment
    for (i += 3; i < xmlData.length; i++) {
      if (xmlData[i] === '-' && xmlData[i + 1] === '-' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  } else if (
    xmlData.length > i + 8 &&
    xmlData[i + 1] === 'D' &&
    xmlData[i + 2] === 'O' &&
    xmlData[i + 3] === 'C' &&
    xmlData[i + 4] === 'T' &&
    xmlData[i + 5] === 'Y' &&
    xmlData[i + 6] === 'P' &&
    xmlData[i + 7] === 'E'
  ) {
    let angleBracketsCount = 1;
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === '<') {
        angleBracketsCount++;
      } else if (xmlData[i] === '>') {
        angleBracketsCount--;
        if (angleBracketsCount === 0) {
          break;
        }
      }
    }
  } else if (
    xmlData.length > i + 9 &&
    xmlData[i + 1] === '[' &&
    xmlData[i + 2] === 'C' &&
    xmlData[i + 3] === 'D' &&
    xmlData[i + 4] === 'A' &&
    xmlData[i + 5] === 'T' &&
    xmlData[i + 6] === 'A' &&
    xmlData[i + 7] === '['
  ) {
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === ']' && xmlData[i + 1] === ']' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  }

  return i;
}

const doubleQuote = '"';
const singleQuote = "'";

/**
 * Keep reading xmlData until '<' is found outside the attribute value.
 * @param {string} xmlData
 * @param {number} i
 */
function readAttributeStr(xmlData, i) {
  let attrStr = '';
  let startChar = '';
  let tagClosed = false;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === doubleQuote || xmlData[i] === singleQuote) {
      if (startChar === '') {
        startChar = xmlData[i];
      } else if (startChar !== xmlData[i]) {
        //if vaue is enclosed with double quote then single quotes are allowed inside the value and vice versa
      } else {
        startChar = '';
      }
    } else if (xmlData[i] === '>') {
      if (startChar === '') {
        tagClosed = true;
        break;
      }
    }
    attrStr += xmlData[i];
  }
  if (startChar !== '') {
    return false;
  }

  return {
    value: attrStr,
    index: i,
    tagClosed: tagClosed
  };
}

/**
 * Walk `attrStr` once, left to right, splitting it into attribute tokens.
 *
 * This replaces a regex that used to do the same job
 * (`(\s*)([^\s=]+)(\s*=)?(\s*(['"])(([\s\S])*?)\5)?`). That regex led with an
 * optional whitespace group followed by a required "non-whitespace" group.
 * On a long run of whitespace that never resolves into an attribute name
 * (e.g. a tag with thousands of trailing spaces before `>`), the engine
 * backtracks the whitespace group one character at a time before giving up
 * and moving to the next starting position — one full backtrack per
 * position, which is quadratic in the length of the run.
 *
 * The scan is forward-only: the cursor never moves backwards, so each
 * character is visited a constant number of times and the cost is linear
 * in the length of the string.
 *
 * Each returned token mirrors the shape the old regex match array had, so
 * the validation logic below (which reads token[1]..token[6]) didn't need
 * to change:
 *   token.startIndex - where this token begins in attrStr
 *   token[1]          - leading whitespace before the name
 *   token[2]          - the attribute name
 *   token[3]          - whitespace + '=' if present, else undefined
 *   token[4]          - marker (any defined value) if a quoted value was found
 *   token[5]          - the quote character used ('"' or "'")
 *   token[6]          - the value's text, without the surrounding quotes
 *
 * A malformed leading character (e.g. a stray '=' with no name before it)
 * is simply skipped over, one character at a time — the same outcome the
 * old regex produced by failing to match at that position and retrying at
 * the next one.
 */
function scanAttributeTokens(attrStr) {
  const tokens = [];
  const len = attrStr.length;
  let i = 0;

  while (i < len) {
    const tokenStart = i;

    // Leading whitespace before the name.
    while (i < len && isWhiteSpace(attrStr[i])) i++;
    if (i >= len) break; // trailing whitespace only — nothing left to read

    if (attrStr[i] === '=') {
      // No name before this '=' — not a valid attribute start. Move past
      i++;
      continue;
    }

    const leadingWs = attrStr.slice(tokenStart, i);

    // Attribute name — everything up to the next whitespace or '='.
    const nameStart = i;
    while (i < len && !isWhiteSpace(attrStr[i]) && attrStr[i] !== '=') i++;
    const name = attrStr.slice(nameStart, i);

    // Optional whitespace + '='.
    let equalsGroup; // whitespace + '=' text, or undefined if absent
    let j = i;
    while (j < len && isWhiteSpace(attrStr[j])) j++;
    if (j < len && attrStr[j] === '=') {
      equalsGroup = attrStr.slice(i, j + 1);
      i = j + 1;
    }

    // Optional whitespace + quoted value.
    let quoteChar;
    let value;
    let k = i;
    while (k < len && isWhiteSpace(attrStr[k])) k++;
    if (k < len && (attrStr[k] === '"' || attrStr[k] === "'")) {
      const valueStart = k + 1;
      const closeIdx = attrStr.indexOf(attrStr[k], valueStart);
      if (closeIdx !== -1) {
        quoteChar = attrStr[k];
        value = attrStr.slice(valueStart, closeIdx);
        i = closeIdx + 1;
      }
      // No closing quote found anywhere in the rest of the string — leave
      // quoteChar/value undefined, same as the old regex's group failing
      // to match a backreference-less run.
    }

    const token = { startIndex: tokenStart };
    token[1] = leadingWs;
    token[2] = name;
    token[3] = equalsGroup;
    token[4] = quoteChar !== undefined ? true : undefined;
    token[5] = quoteChar;
    token[6] = value;
    tokens.push(token);
  }

  return tokens;
}

//attr, ="sd", a="amit's", a="sd"b="saf", ab  cd=""

function validateAttributeString(attrStr, options) {
  //console.log("start:"+attrStr+":end");

  //if(attrStr.trim().length === 0) return true; //empty string

  const matches = scanAttributeTokens(attrStr);
  const attrNames = {};

  for (let i = 0; i < matches.length; i++) {
    if (matches[i][1].length === 0) {
      //nospace before attribute name: a="sd"b="saf"
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' has no space in starting.", getPositionFromMatch(matches[i]))
    } else if (matches[i][3] !== undefined && matches[i][4] === undefined) {
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' is without value.", getPositionFromMatch(matches[i]));
    } else if (matches[i][3] === undefined && !options.allowBooleanAttributes) {
      //independent attribute: ab
      return getErrorObject('InvalidAttr', "boolean attribute '" + matches[i][2] + "' is not allowed.", getPositionFromMatch(matches[i]));
    }
    /* else if(matches[i][6] === undefined){//attribute without value: ab=
                    return { err: { code:"InvalidAttr",msg:"attribute " + matches[i][2] + " has no value assigned."}};
                } */
    const attrName = matches[i][2];
    if (!validateAttrName(attrName)) {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is an invalid name.", getPositionFromMatch(matches[i]));
    }
    if (!Object.prototype.hasOwnProperty.call(attrNames, attrName)) {
      //check for duplicate attribute.
      attrNames[attrName] = 1;
    } else {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is repeated.", getPositionFromMatch(matches[i]));
    }
  }

  return true;
}

function validateNumberAmpersand(xmlData, i) {
  let re = /\d/;
  if (xmlData[i] === 'x') {
    i++;
    re = /[\da-fA-F]/;
  }
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === ';')
      return i;
    if (!xmlData[i].match(re))
      break;
  }
  return -1;
}

function validateAmpersand(xmlData, i) {
  // https://www.w3.org/TR/xml/#dt-charref
  i++;
  if (xmlData[i] === ';')
    return -1;
  if (xmlData[i] === '#') {
    i++;
    return validateNumberAmpersand(xmlData, i);
  }
  let count = 0;
  for (; i < xmlData.length; i++, count++) {
    if (xmlData[i].match(/\w/) && count < 20)
      continue;
    if (xmlData[i] === ';')
      break;
    return -1;
  }
  return i;
}

function getErrorObject(code, message, lineNumber) {
  return {
    err: {
      code: code,
      msg: message,
      line: lineNumber.line || lineNumber,
      col: lineNumber.col,
    },
  };
}

function validateAttrName(attrName) {
  return isName(attrName);
}

// const startsWithXML = /^xml/i;

function validateTagName(tagname) {
  return isName(tagname) /* && !tagname.match(startsWithXML) */;
}

//this function returns the line number for the character at the given index
function getLineNumberForPosition(xmlData, index) {
  const lines = xmlData.substring(0, index).split(/\r?\n/);
  return {
    line: lines.length,

    // column number is last line's length + 1, because column numbering starts at 1:
    col: lines[lines.length - 1].length + 1
  };
}

//this function returns the position of the first character of match within attrStr
function getPositionFromMatch(match) {
  return match.startIndex + match[1].length;
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js
/* global Uint8Array */






class XMLParser {

    constructor(options) {
        this.externalEntities = {};
        this.options = buildOptions(options);

    }
    /**
     * Parse XML dats to JS object 
     * @param {string|Uint8Array} xmlData 
     * @param {boolean|Object} validationOption 
     */
    parse(xmlData, validationOption) {
        if (typeof xmlData !== "string" && xmlData.toString) {
            if (xmlData instanceof Uint8Array &&
                !(typeof Buffer !== "undefined" && Buffer.isBuffer(xmlData))) {
                xmlData = new TextDecoder("utf-8", { ignoreBOM: true }).decode(xmlData);
            } else {
                xmlData = xmlData.toString();
            }
        } else if (typeof xmlData !== "string") {
            throw new Error("XML data is accepted in String or Bytes[] form.")
        }

        if (validationOption) {
            if (validationOption === true) validationOption = {}; //validate with default options

            const result = validator_validate(xmlData, validationOption);
            if (result !== true) {
                throw Error(`${result.err.msg}:${result.err.line}:${result.err.col}`)
            }
        }
        const orderedObjParser = new OrderedObjParser(this.options, this.externalEntities);
        // orderedObjParser.entityDecoder.setExternalEntities(this.externalEntities);
        const orderedResult = orderedObjParser.parseXml(xmlData);
        if (this.options.preserveOrder || orderedResult === undefined) return orderedResult;
        else return prettify(orderedResult, this.options, orderedObjParser.matcher, orderedObjParser.readonlyMatcher);
    }

    /**
     * Add Entity which is not by default supported by this library
     * @param {string} key 
     * @param {string} value 
     */
    addEntity(key, value) {
        if (value.indexOf("&") !== -1) {
            throw new Error("Entity value can't have '&'")
        } else if (key.indexOf("&") !== -1 || key.indexOf(";") !== -1) {
            throw new Error("An entity must be set without '&' and ';'. Eg. use '#xD' for '&#xD;'")
        } else if (value === "&") {
            throw new Error("An entity with value '&' is not permitted");
        } else {
            this.externalEntities[key] = value;
        }
    }

    /**
     * Returns a Symbol that can be used to access the metadata
     * property on a node.
     * 
     * If Symbol is not available in the environment, an ordinary property is used
     * and the name of the property is here returned.
     * 
     * The XMLMetaData property is only present when `captureMetaData`
     * is true in the options.
     */
    static getMetaDataSymbol() {
        return XmlNode.getMetaDataSymbol();
    }
}
;// CONCATENATED MODULE: ./src/verify/junit.ts

const asArray = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => typeof item === 'object' && item !== null);
/** Reads a JUnit report with a real XML parser: suite attributes, or counts of `<testcase>` children. */
function readJunit(xml) {
    let doc;
    try {
        const parser = new XMLParser({
            ignoreAttributes: false,
            attributeNamePrefix: '@',
            parseAttributeValue: false
        });
        doc = parser.parse(xml, true);
    }
    catch (error) {
        return {
            ok: false,
            reason: `not valid XML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
        };
    }
    const suites = [...asArray(doc.testsuite), ...asArray(doc.testsuites).flatMap(root => collect(root))];
    // An empty element parses as '': it is there, with no tests in it.
    if (doc.testsuite === undefined && doc.testsuites === undefined)
        return { ok: false, reason: 'no <testsuite> or <testsuites> element' };
    let tests = 0;
    let failures = 0;
    let errors = 0;
    for (const suite of suites) {
        const cases = asArray(suite.testcase);
        const attr = (name) => Number(suite[`@${name}`]);
        tests += Number.isFinite(attr('tests')) ? attr('tests') : cases.length;
        failures += Number.isFinite(attr('failures'))
            ? attr('failures')
            : cases.filter(c => c.failure !== undefined).length;
        errors += Number.isFinite(attr('errors'))
            ? attr('errors')
            : cases.filter(c => c.error !== undefined).length;
    }
    return { ok: true, tests, failures, errors };
}
/** Leaf suites under a `<testsuites>` root (suites may nest). */
function collect(root) {
    return asArray(root.testsuite).flatMap(suite => (suite.testsuite ? collect(suite) : [suite]));
}

;// CONCATENATED MODULE: ./src/verify/runner-summaries.ts
// Strips colour codes: runners colour their summaries when they think they have a terminal.
// eslint-disable-next-line no-control-regex -- the escape character is exactly what colour codes start with
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const runner_summaries_num = (text) => (text ? Number(text) : 0);
/** Sums the matches of `pattern` over all lines; undefined when no line matches. */
function sumOver(lines, pattern, pick) {
    let found = false;
    let passed = 0;
    let failed = 0;
    for (const line of lines) {
        const match = pattern.exec(line);
        if (!match)
            continue;
        found = true;
        const [p, f] = pick(match);
        passed += p;
        failed += f;
    }
    return found ? { passed, failed } : undefined;
}
const RECOGNISERS = [
    {
        // jest: "Tests:       1 failed, 2 passed, 3 total" / "Tests: 0 passed, 0 total"
        runner: 'jest',
        read: lines => 
        // "No tests found, exiting with code 0" is jest saying it ran nothing: 0 passed.
        sumOver(lines, /^No tests found/, () => [0, 0]) ??
            sumOver(lines, /^Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(?:(\d+) passed, )?\d+ total/, m => [runner_summaries_num(m[2]), runner_summaries_num(m[1])])
    },
    {
        // vitest: " Tests  1 failed | 2 passed (3)"
        runner: 'vitest',
        read: lines => sumOver(lines, /^\s*Tests\s+(?:(\d+) failed\s*\|?\s*)?(?:(\d+) passed)?.*\(\d+\)/, m => [
            runner_summaries_num(m[2]),
            runner_summaries_num(m[1])
        ])
    },
    {
        // cargo: "test result: ok. 3 passed; 0 failed; 0 ignored; ..."
        runner: 'cargo test',
        read: lines => sumOver(lines, /^test result: \w+\. (\d+) passed; (\d+) failed;/, m => [runner_summaries_num(m[1]), runner_summaries_num(m[2])])
    },
    {
        // pytest: "=== 3 passed, 1 failed in 0.12s ===" / "no tests ran"
        runner: 'pytest',
        read: lines => sumOver(lines, /^=+ (.*\b(?:passed|failed|error|errors|no tests ran)\b.*) in [\d.]+s/, m => {
            const part = (word) => runner_summaries_num(new RegExp(`(\\d+) ${word}`).exec(m[1])?.[1]);
            return [part('passed'), part('failed') + part('errors?')];
        })
    },
    {
        // mocha: "  2 passing (5ms)" / "  1 failing"
        runner: 'mocha',
        read: lines => sumOver(lines, /^\s*(\d+) (passing|failing)\b/, m => m[2] === 'passing' ? [runner_summaries_num(m[1]), 0] : [0, runner_summaries_num(m[1])])
    },
    {
        // node --test (tap and spec reporters) and TAP: "# pass 2" / "ℹ pass 2", "# fail 0" / "ℹ fail 0"
        runner: 'node --test / TAP',
        read: lines => sumOver(lines, /^(?:#|ℹ)\s+(pass|fail)\s+(\d+)/, m => m[1] === 'pass' ? [runner_summaries_num(m[2]), 0] : [0, runner_summaries_num(m[2])])
    },
    {
        // go test: "ok  \tpkg\t0.01s", "FAIL\tpkg\t0.01s", "--- FAIL: TestX"
        runner: 'go test',
        read: lines => sumOver(lines, /^(?:(ok)\s+\S+\s+(?:[\d.]+s|\(cached\))|FAIL\s+\S+\s+[\d.]+s|--- FAIL:)/, m => m[1] ? [1, 0] : [0, 1])
    }
];
/** The counts of the first runner whose summary lines appear in the output, if any. */
function readSummary(output) {
    const lines = output.replace(ANSI, '').split(/\r?\n/);
    for (const recogniser of RECOGNISERS) {
        const counts = recogniser.read(lines);
        if (counts)
            return { runner: recogniser.runner, ...counts };
    }
    return undefined;
}
/** A line that says something failed: `FAIL`, `FAILED`, `Error:` or TAP's `not ok`. */
function failureMarker(output) {
    return output
        .replace(ANSI, '')
        .split(/\r?\n/)
        .find(line => /\bFAIL(?:ED)?\b|\bError:|^\s*not ok\b/.test(line));
}

;// CONCATENATED MODULE: ./src/verify/judge.ts


/**
 * The verify gate of SPEC §7: exit code 0 and — with a report — tests > 0 and failures + errors = 0;
 * without one, a recognised summary with ≥ 1 pass and 0 failures ("0 passed" is a failure), or no
 * summary and no failure marker. `rule` says which rule decided, for the log.
 */
function judgeVerify(run) {
    if (run.timedOut)
        return { pass: false, rule: 'the verify command timed out' };
    if (run.exitCode !== 0)
        return { pass: false, rule: `exit code ${run.exitCode ?? 'none (killed)'}` };
    if (run.report) {
        if (!run.report.found) {
            const { path, why } = run.report;
            return {
                pass: false,
                rule: why ? `verify-report ${path} cannot be read: ${why}` : `verify-report ${path} was not written`
            };
        }
        const totals = readJunit(run.report.xml);
        if (!totals.ok)
            return { pass: false, rule: `verify-report ${run.report.path}: ${totals.reason}` };
        const bad = totals.failures + totals.errors;
        const rule = `JUnit report: ${totals.tests} tests, ${totals.failures} failures, ${totals.errors} errors`;
        return { pass: totals.tests > 0 && bad === 0, rule };
    }
    const summary = readSummary(run.output);
    if (summary) {
        const rule = `${summary.runner} summary: ${summary.passed} passed, ${summary.failed} failed`;
        return { pass: summary.passed > 0 && summary.failed === 0, rule };
    }
    const marker = failureMarker(run.output);
    if (marker)
        return { pass: false, rule: `exit code 0 but a failure marker: ${marker.trim().slice(0, 120)}` };
    return { pass: true, rule: 'exit code 0 and no recognised test summary or failure marker' };
}

;// CONCATENATED MODULE: ./src/loop/steps/verify-gate.ts




/** Lines of a failing verify's output that reach the next prompt. */
const VERIFY_TAIL_LINES = 200;
/** Runs `verify-command` under `iteration-timeout` and judges it. */
async function runVerify(deps, timeoutMs) {
    const { config, log, transcript } = deps;
    const command = config.verifyCommand ?? '';
    if (config.verifyReport) {
        // A stale report must not pass; one that cannot be deleted (a directory, say) is judged unreadable.
        await deps.workspace.remove(config.verifyReport).catch((error) => {
            const why = error instanceof Error ? error.message : String(error);
            deps.log.warning(`Could not delete the old verify-report ${config.verifyReport ?? ''}: ${why}`, 'Verify gate');
        });
    }
    log.info(`Verify gate: running ${command}`);
    transcript.startGroup('Verify output');
    const result = await deps.runner.run({
        argv: shellArgv(command),
        cwd: config.workspace,
        env: config.env,
        ...obeying(deps, timeoutMs),
        onOutput: chunk => transcript.write(chunk)
    });
    transcript.endGroup();
    const tail = result.tail.split('\n').slice(-VERIFY_TAIL_LINES).join('\n');
    const report = config.verifyReport ? await readReport(deps.workspace, config.verifyReport) : undefined;
    const { pass, rule } = result.spawnError
        ? { pass: false, rule: describeExit(result) }
        : judgeVerify({
            exitCode: result.exitCode,
            timedOut: result.timedOut,
            output: result.tail,
            ...(report ? { report } : {})
        });
    log.info(`Verify gate: ${pass ? 'pass' : 'fail'} — ${rule}`);
    return { pass, rule, tail };
}
/** The JUnit report the verify command wrote: its text, or why there is none to judge. */
async function readReport(workspace, path) {
    try {
        return { found: true, path, xml: await workspace.readText(path) };
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { found: false, path };
        return { found: false, path, why: error instanceof Error ? error.message : String(error) };
    }
}

;// CONCATENATED MODULE: ./src/loop/steps/completion.ts


/** The completion path once the source says how the work stands; the state is left as it is. */
async function completion(loop, finished) {
    if (typeof finished === 'object')
        return { stop: finished };
    if (finished !== 'done')
        return {};
    return gated(loop);
}
/** The verify gate when one is set, and `completed` when it passes (or there is none). */
async function gated(loop) {
    const { config } = loop.deps;
    const gate = config.verifyCommand
        ? await runVerify(loop.deps, loop.timeLeftFor(config.iterationTimeoutMs))
        : undefined;
    return { ...(gate && { gate }), ...((!gate || gate.pass) && { stop: completed(loop) }) };
}
/**
 * The completion path outside an iteration (at the start, or when a task CLI says all is done): the
 * gate's verdict goes into the state here, so that a failing gate makes `verify` the next task.
 */
async function completeBetween(loop, finished) {
    const { stop, gate } = await completion(loop, finished);
    if (gate)
        loop.state = withGate(loop.state, gate);
    return stop;
}
/** The `completed` stop, saying what completed it. */
function completed(loop) {
    const { config, tasks } = loop.deps;
    const gate = config.verifyCommand ? ' and the verify gate passes' : '';
    const { total } = tasks.view().counts;
    const message = config.mode === 'plan'
        ? `The agent said the completion promise${gate}.${stillOpen(loop)}`
        : `No work remains: all ${total} task(s) are done${gate}.`;
    return { reason: 'completion', message };
}
/** The promise decides plan mode, not the source (SPEC §7): the message says what the source still holds open. */
function stillOpen(loop) {
    const { config, tasks } = loop.deps;
    const { counts, remaining } = tasks.view();
    if (tasks.kind === 'none' || remaining.length === 0)
        return '';
    if (tasks.kind === 'cli')
        return ` The task CLI still reports open work: ${remaining.join(', ')}.`;
    const source = config.tasks ?? 'the task file';
    const shown = remaining.slice(0, 10).join(', ') + (remaining.length > 10 ? ', …' : '');
    return ` ${remaining.length} of ${counts.total} task(s) in ${source} are still open: ${shown}.`;
}

;// CONCATENATED MODULE: ./src/loop/rules/review-prompt.ts

/** The most of the diff a review prompt carries: past it the reviewer reads the file. */
const DIFF_IN_PROMPT = 48 * 1024;
/**
 * The built-in review prompt (SPEC §7): the task, its acceptance criteria and the diff of the work
 * behind its mark, and the instruction to end with a verdict and the reasons. The instruction line holds both tags inside a
 * sentence, so that a reviewer repeating it has not given a verdict (agents/promise.ts).
 */
const DEFAULT_REVIEW_PROMPT = [
    'You review the work of an autonomous coding agent before it counts. The agent says it finished the',
    'task below and marked it done in {{task_file}}. Judge whether the change really does the task and',
    'meets every acceptance criterion. Read the repository as you need; do not change any file.',
    '',
    '## The task',
    '',
    '{{task}}',
    '',
    '## The change (all the work behind the mark since the task was first worked on or last approved;',
    'the whole diff is in {{diff_file}})',
    '',
    '```diff',
    '{{diff}}',
    '```',
    '',
    'End your answer with a line that holds only <verdict>approve</verdict> or only <verdict>reject</verdict>, then your reasons.',
    'When you reject, say what is missing or wrong: the agent reads your reasons in its next attempt.'
].join('\n');
/**
 * The prompt of one review: `review-prompt` (or the default) with its placeholders filled. A template
 * that uses none gets the task and the diff appended, as the agent's prompt gets its loop context.
 */
function renderReviewPrompt(template, values) {
    const shown = {
        ...values,
        diff: values.diff.length > DIFF_IN_PROMPT
            ? `${values.diff.slice(0, DIFF_IN_PROMPT)}\n… (cut here: the whole diff is in ${values.diff_file})`
            : values.diff || '(no file changed)'
    };
    const { text, used } = fillPlaceholders(template ?? DEFAULT_REVIEW_PROMPT, shown);
    if (used)
        return text;
    return `${text}\n\n## The task\n\n${shown.task}\n\n## The change (${shown.diff_file})\n\n\`\`\`diff\n${shown.diff}\n\`\`\`\n`;
}

;// CONCATENATED MODULE: ./src/loop/steps/review.ts




/** The most of one reviewer's words that reach the next prompt. */
const FINDINGS_LIMIT = 4096;
/**
 * The review gate (SPEC §7), for `observe`: the reviewer judges each task the iteration marked done,
 * one invocation each, with the task and the whole diff of its work since its review base
 * (`wholeDiff`; in `state-dir/review.diff` too, `RALPH_DIFF_FILE`). It runs like the agent — its own process group, the fenced environment, the run
 * marker's sweep, the signal — and its cost counts toward the run's (`tally.addReview`). Only an
 * approval accepts a mark; after a signal the rest are left unreviewed, so held.
 */
async function review(loop, invoked, ids) {
    const { config, log, transcript, workspace, git, clock } = loop.deps;
    const reviewer = loop.reviewer;
    if (!reviewer)
        throw new Error('the reviewer was not chosen');
    const diffFile = `${loop.stateDir}/review.diff`;
    const after = invoked.reviewBase ? await git.snapshot([loop.stateDir, loop.promptFile]) : '';
    const tasks = new Map(loop.source.view().tasks.map(task => [task.id, task]));
    const record = { approved: [], rejected: [], duration_ms: 0 };
    const findings = [];
    let fatal;
    for (const id of ids) {
        const task = tasks.get(id);
        // After a signal or a rejected key the rest stay unreviewed, so held.
        if (loop.deps.signal.aborted || fatal !== undefined || !task) {
            record.rejected.push(id);
            continue;
        }
        const diff = await wholeDiff(loop, loop.state.reviewBases[id] ?? invoked.reviewBase, after);
        await workspace.writeText(diffFile, diff, { durable: false });
        const prompt = loop.redact(renderReviewPrompt(config.reviewPrompt, {
            task: describeTask(task, false),
            task_id: id,
            diff,
            diff_file: diffFile,
            task_file: config.tasks ?? ''
        }));
        const promptFile = `${loop.stateDir}/review-prompt.md`;
        await workspace.writeText(promptFile, prompt, { durable: false });
        const startedAt = clock.now();
        transcript.startGroup(`Review of ${id} (iteration ${invoked.n}, ${reviewer.name})`);
        const { telemetry, result } = await runAgent(loop.deps, reviewer, {
            prompt,
            promptFile: `${config.workspace}/${promptFile}`,
            iteration: invoked.n,
            taskId: id,
            stateDir: `${config.workspace}/${loop.stateDir}`,
            timeoutMs: loop.timeLeftFor(config.iterationTimeoutMs),
            // The reviewer spends from the same budget as the agent (claude stops itself at what is left).
            ...(config.maxCostUsd > 0 && { budgetUsd: config.maxCostUsd - loop.tally.costUsd }),
            env: { RALPH_DIFF_FILE: `${config.workspace}/${diffFile}` }
        });
        transcript.endGroup();
        record.duration_ms += clock.now() - startedAt;
        const judgement = judge(reviewer.name, telemetry, result, prompt);
        loop.tally.addReview(telemetry, judgement === 'approved');
        addUsage(record, telemetry);
        const words = (telemetry.finalMessage.trim() || telemetry.errorMessage || '').slice(-FINDINGS_LIMIT);
        log.info(`Review of ${id}: ${judgement}${words ? ` — ${lastLine(words)}` : ''}`);
        if (judgement === 'approved') {
            record.approved.push(id);
            continue;
        }
        record.rejected.push(id);
        if (telemetry.errorClass === 'auth')
            fatal =
                `The reviewer (review: ${config.review}) could not authenticate (${telemetry.errorMessage ?? 'auth error'}). ` +
                    "Check the API key secret its CLI reads (e.g. OPENAI_API_KEY for codex), passed in the step's env; the loop does not retry a rejected key.";
        findings.push(`Review of ${id} (iteration ${invoked.n}): ${judgement}${why(judgement, telemetry)}\n${words}`.trim());
    }
    return { record, findings: findings.join('\n\n'), ...(fatal !== undefined && { fatal }) };
}
/**
 * The whole work behind a task's mark (SPEC §7): the diff from its review base — the tree before the
 * first iteration on its unapproved work — to now, never only the last iteration's, so an iteration
 * that changes nothing cannot turn a rejection into an approval. A clone that lost that tree (a new
 * runner, an agent's `git gc --prune`) diffs from HEAD as it was then, else from the empty tree: a
 * longer diff, never one that leaves the rejected work out.
 */
async function wholeDiff(loop, base, after) {
    const { git, log } = loop.deps;
    if (!base || !after)
        return '(no diff: the workspace is not a git repository)';
    if (await git.has(base.tree))
        return git.diff(base.tree, after);
    const from = base.head && (await git.has(base.head)) ? base.head : '';
    log.info(`The tree the review's diff starts from (${base.tree.slice(0, 12)}) is gone from this clone: ` +
        (from
            ? `the diff starts at commit ${from.slice(0, 12)}, HEAD when that work began.`
            : 'the diff shows every file.'));
    return git.diff(from, after);
}
/**
 * A command reviewer approves by exit code 0; a preset one by `<verdict>approve</verdict>` in its own
 * words (agents/promise.ts). A reviewer that failed (crashed, timed out, rate limited, could not
 * start) approves nothing.
 */
function judge(name, telemetry, result, prompt) {
    // A command that timed out, could not start or was killed said nothing about the work.
    if (name === 'command' && (result.timedOut || result.spawnError || result.exitCode === null))
        return 'reviewer failed';
    if (name === 'command')
        return result.exitCode === 0 ? 'approved' : 'rejected';
    if (telemetry.errorClass !== 'none')
        return 'reviewer failed';
    const verdict = verdictOf(telemetry.finalMessage, prompt);
    return verdict === 'approve' ? 'approved' : verdict === 'reject' ? 'rejected' : 'no verdict';
}
function why(judgement, telemetry) {
    if (judgement === 'reviewer failed')
        return ` (${telemetry.errorMessage ?? telemetry.errorClass}): the mark waits for a review that approves it`;
    if (judgement === 'no verdict')
        return ' (the reviewer gave no <verdict>: the mark waits for an approval)';
    return '';
}
function addUsage(record, telemetry) {
    if (telemetry.costUsd !== undefined)
        record.cost_usd = (record.cost_usd ?? 0) + telemetry.costUsd;
    if (telemetry.inputTokens !== undefined)
        record.input_tokens = (record.input_tokens ?? 0) + telemetry.inputTokens;
    if (telemetry.outputTokens !== undefined)
        record.output_tokens = (record.output_tokens ?? 0) + telemetry.outputTokens;
}
function lastLine(text) {
    const line = text.trim().split('\n').at(-1) ?? '';
    return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

;// CONCATENATED MODULE: ./src/loop/steps/observe.ts





/**
 * SPEC §5 step 4 up to the verdict: re-reads the task source (the agent marks work done by editing
 * it, or through the task CLI), takes the completion path when no work remains or the agent said the
 * promise, and gathers the facts the verdict is made of. The state is left as it is: `advance` makes
 * the next one from these facts.
 */
async function observe(loop, invoked) {
    const { config, log } = loop.deps;
    const { n, telemetry } = invoked;
    const marked = marksOf(loop, invoked, await loop.source.after());
    const touched = invoked.protectedChanged.length > 0;
    const reviewed = await reviewGate(loop, invoked, marked);
    const after = reviewed ? holdRejected(marked, reviewed.record.rejected) : marked;
    // A held mark is open work (SPEC §7): no completion while the review gate holds one.
    const holding = after.held.length > 0;
    if (after.sourceError)
        log.warning(`The task source could not be read after iteration ${n}: ${after.sourceError}`, 'Task source broken');
    const promised = config.mode === 'plan' && saidPromise(telemetry.finalMessage, invoked.quotable, config.completionPromise);
    let path = {};
    let pending = loop.state.verifyPending;
    if (reviewed?.fatal)
        path = { stop: { reason: 'error', message: reviewed.fatal } };
    else if (after.removed.length > 0)
        path = { stop: removal(loop, after.removed) };
    // An iteration that changed a protected path never takes the completion path (SPEC §7).
    else if (!after.sourceError && !touched) {
        if (config.mode === 'plan') {
            if (promised && !holding)
                path = await gated(loop);
        }
        else {
            // The marks are judged by now: the source as it reads, less the held ones, says whether work is left.
            const read = loop.source.finished();
            const finished = holding && read === 'done' ? 'work-left' : read;
            // Work the agent opened again comes before the gate: `verify` is no longer the task.
            if (finished === 'work-left')
                pending = false;
            path = await completion(loop, finished);
        }
    }
    if (path.gate)
        pending = !path.gate.pass;
    const facts = {
        ...runFacts(invoked, loop.tracksTasks),
        sourceError: after.sourceError,
        tasksDone: after.tasksDone,
        doneCount: after.doneCount,
        sizeAfter: loop.size(telemetry.workRemaining, pending, after.held),
        promised,
        workAfter: loop.workRemaining(telemetry.workRemaining, pending, after.held),
        ...(path.gate && { verify: { pass: path.gate.pass, tail: path.gate.tail } }),
        verifyPending: pending,
        heldMarks: after.held,
        ...(reviewed && { review: reviewed }),
        ...(invoked.reviewBase && { reviewBases: basesAfter(loop, invoked, invoked.reviewBase, after, reviewed) })
    };
    return { after, facts, stop: path.stop };
}
/**
 * The source's re-read with the marks that count (SPEC §7, rules/held-marks.ts): none when the
 * iteration changed a protected path (they are held), else its own and the held ones still marked.
 * A held task gone from the file was open for the loop: it is removed.
 */
function marksOf(loop, invoked, after) {
    const held = loop.state.heldMarks;
    const touched = invoked.protectedChanged.length > 0;
    if (held.length === 0 && !touched)
        return { ...after, held: [] };
    // An unreadable source accepts nothing and says nothing new: the held marks stay held.
    if (after.sourceError)
        return { ...after, tasksDone: [], doneCount: 0, held: [...held] };
    const tasks = new Map(loop.source.view().tasks.map(task => [task.id, task.state]));
    const marks = judgeMarks({
        held,
        done: after.tasksDone,
        protectedChanged: touched,
        stillDone: id => tasks.get(id) === 'done'
    });
    const gone = held.filter(id => !tasks.has(id));
    // A task CLI reports a count without ids: it cannot be held, only not counted.
    const doneCount = touched ? 0 : after.doneCount + marks.accepted.length - after.tasksDone.length;
    return {
        ...after,
        tasksDone: marks.accepted,
        doneCount,
        removed: [...after.removed, ...gone],
        held: marks.held
    };
}
/**
 * The review gate (SPEC §7) over the marks this iteration made or kept, when it is on and there are any:
 * not after an iteration whose source is broken, that removed tasks or changed a protected path (its
 * marks are held already), nor for a task CLI, which names no task it finished.
 */
async function reviewGate(loop, invoked, marked) {
    const judged = marked.tasksDone.length > 0 && !marked.sourceError && marked.removed.length === 0;
    if (loop.deps.config.review === 'none' || !loop.tracksTasks || !judged)
        return undefined;
    if (invoked.protectedChanged.length > 0)
        return undefined;
    return review(loop, invoked, marked.tasksDone);
}
/** Where each task's review diff starts from now on (SPEC §7): see `nextReviewBases`. */
function basesAfter(loop, invoked, base, after, reviewed) {
    const open = new Set(holdView(loop.source.view(), after.held).remaining);
    return nextReviewBases(loop.state.reviewBases, {
        base,
        touched: [invoked.task.id, ...after.tasksDone, ...after.held],
        approved: reviewed?.record.approved ?? [],
        open: id => open.has(id)
    });
}
/** Deleting open tasks is never a way to `completed` (SPEC §3): the loop stops `stuck` and says how to go on. */
function removal(loop, removed) {
    const [first = ''] = removed;
    const others = removed.length > 1 ? ` (and ${removed.length - 1} more: ${removed.slice(1, 6).join(', ')})` : '';
    const file = loop.deps.config.tasks ?? 'the task file';
    return {
        reason: 'task_removed',
        stuckTask: first,
        message: `Task ${first}${others} was removed from ${file} without being done. Restore it, or mark it done in ${file}: ` +
            'the changed task file lets the next run go on.'
    };
}

;// CONCATENATED MODULE: ./src/loop/rules/current-task.ts

/**
 * The current task (SPEC §3): `verify` after a failing gate; else, for a task CLI, whatever the agent
 * claims; else the first open task, or `plan` when there is none (plan mode).
 */
function currentTask(kind, tasks, verifyPending, verifyCommand) {
    if (verifyPending) {
        const text = [
            '**verify**: every task is marked done, but the verify command fails.',
            `Make \`${verifyCommand ?? ''}\` pass (see its output below), without undoing finished work.`
        ].join('\n');
        return { id: 'verify', title: 'make the verify command pass', text };
    }
    if (kind === 'cli') {
        return {
            id: '(task-cli)',
            title: 'a task from the task CLI',
            text: 'Claim and complete one task from the task list below.'
        };
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

;// CONCATENATED MODULE: ./src/loop/steps/select.ts




/**
 * SPEC §5 step 1, and the checks before it: a signal, the task CLI's peek (or its completion), the
 * lifetime cap, then the current task and its attempts (`max_attempts`).
 */
async function select_select(loop) {
    const { config, log, signal, clock, tasks } = loop.deps;
    const { state } = loop;
    if (signal.aborted)
        return { stop: { reason: 'interrupted', message: 'Interrupted before the next iteration.' } };
    let peek = '';
    if (!state.verifyPending) {
        const before = await tasks.before();
        if (before.kind === 'stop')
            return { stop: before.stop };
        if (before.kind === 'wait') {
            log.warning(`${before.why}; retrying in ${before.ms / 1000} s.`, 'Task CLI');
            await clock.sleep(before.ms, signal);
            return { again: true };
        }
        if (before.kind === 'complete') {
            const stop = await completeBetween(loop, 'done');
            return stop ? { stop } : { again: true };
        }
        peek = before.peek;
    }
    if (state.iteration > config.maxIterations) {
        return {
            stop: {
                reason: 'max_iterations',
                message: `The loop already ran max-iterations (${config.maxIterations}).`
            }
        };
    }
    const overLifetime = lifetimeCostHalt(state.totals, config.maxTotalCostUsd);
    if (overLifetime)
        return { stop: { reason: 'cost_budget', message: overLifetime } };
    const task = currentTask(tasks.kind, tasks.view().tasks, state.verifyPending, config.verifyCommand);
    const attempts = state.attempts[task.id] ?? 0;
    if (loop.tracksTasks && attempts >= config.maxAttempts)
        return { stop: await maxAttempts(loop, task, attempts) };
    return { task, attempt: attempts + 1, peek };
}
/** Seed 000's stop: the exact lines, then the hook (its trigger line prints even with no hook). */
async function maxAttempts(loop, task, attempts) {
    const { config, log } = loop.deps;
    // A verdict, even at the start of a run: the checkpoint must say stuck, so a changed task source restarts the task.
    loop.persistence.touched = true;
    log.info(`Error: Max iterations (${config.maxAttempts}) exceeded for subtask: ${task.id}`);
    log.info(`Subtask failed after ${config.maxAttempts} attempts`);
    await loop.hooks.fire('onMaxIterationsExceeded', {
        status: 'stuck',
        taskId: task.id,
        iteration: loop.state.iteration - 1,
        attempts,
        reason: 'max_attempts'
    }, { announce: true });
    return {
        reason: 'max_attempts',
        stuckTask: task.id,
        message: `Task ${task.id} failed after ${attempts} attempts (max-attempts ${config.maxAttempts}).${markDoneHint(task.id)}`
    };
}

;// CONCATENATED MODULE: ./src/loop/steps/resume.ts

/**
 * Restores the state dir, reads the checkpoint and applies the resume rules of SPEC §8, then the
 * resume guard of §10; a Stop when the run must end before any iteration.
 */
async function resume(loop) {
    const loaded = await loop.persistence.load(loop.sourceFingerprint, loop.workBranch.origin);
    if ('error' in loaded)
        return { reason: 'error', message: loaded.error };
    const { decision, checkpoint } = loaded;
    const stop = applyDecision(loop, decision, checkpoint);
    if (stop || !loop.resumed || !checkpoint)
        return stop;
    return loop.workBranch.guard({
        sha: checkpoint.head_sha,
        branch: checkpoint.branch,
        pushed: checkpoint.pushed
    });
}
function applyDecision(loop, decision, checkpoint) {
    const { log } = loop.deps;
    if (decision.action === 'stop') {
        const stuck = decision.stuckTask ? { stuckTask: decision.stuckTask } : {};
        return { reason: decision.reason, message: decision.message, ...stuck };
    }
    if (decision.action === 'new' || !checkpoint) {
        if (decision.action === 'new' && decision.warning)
            log.warning(decision.warning, 'New loop');
        // What the loop wrote to GitHub issues stays written, whatever loop follows (SPEC §3: once).
        if (checkpoint?.issues_noted)
            loop.state.issuesNoted = [...checkpoint.issues_noted];
        return undefined;
    }
    loop.state = fromCheckpoint(checkpoint);
    if (decision.action === 'resume-reset-task') {
        log.info(`The task source changed since the loop got stuck: task ${decision.task} starts again.`);
        delete loop.state.attempts[decision.task];
        loop.state.consecutive = { task: null, count: 0 };
        loop.state.noProgressCount = 0;
    }
    loop.resumed = true;
    const attempts = Object.entries(loop.state.attempts).map(([id, n]) => `${id}: ${n}`);
    log.info(`Resuming the loop at iteration ${loop.state.iteration} (was ${checkpoint.status}/${checkpoint.halt_reason ?? '-'}): ` +
        `work remaining [${checkpoint.work_remaining.slice(0, 20).join(', ')}], attempts {${attempts.join(', ')}}.`);
    return undefined;
}

;// CONCATENATED MODULE: ./src/loop/steps/start.ts







/**
 * Prepares a run (SPEC §5, before the first iteration): masks the secrets, writes the state dir's
 * `.gitignore`, switches to the work branch, reads the task source, resumes from the checkpoint and
 * picks the agent.
 * A Stop when the run ends before any iteration: it cannot begin, or the work is already done.
 */
async function start(loop) {
    const stop = await prepare(loop);
    // A start-up git call (the fetch of the work branch or the state ref, the switch) that our own
    // signal stopped reports a failure: the stop is the interruption, not an error (SPEC §2, §9).
    if (stop?.reason === 'error' && loop.deps.signal.aborted)
        return interruptedBeforeStart();
    return stop;
}
function interruptedBeforeStart() {
    return { reason: 'interrupted', message: 'Interrupted before the loop started.' };
}
async function prepare(loop) {
    const { config, workspace, log, tasks, signal } = loop.deps;
    // A signal while the bundle loaded, or the config was read: stop before touching anything.
    if (signal.aborted)
        return interruptedBeforeStart();
    for (const form of new Set(config.secrets.flatMap(secretForms)))
        log.setSecret(form);
    await workspace.writeText(`${loop.stateDir}/.gitignore`, '*\n');
    const locked = await loop.takeLock();
    if (locked)
        return locked;
    // The work branch first: its task file is the one with the previous runs' progress.
    const early = (await loop.workBranch.start()) ?? (await tasks.open());
    if (early)
        return early;
    loop.sourceFingerprint = await tasks.fingerprint();
    if (signal.aborted)
        return interruptedBeforeStart();
    const resumeStop = (await resume(loop)) ?? (await awaitAnswer(loop));
    if (resumeStop)
        return resumeStop;
    const { continuationPath } = loop.state;
    const unusable = continuationPath ? await checkContinuation(workspace, continuationPath) : undefined;
    if (unusable) {
        log.warning(`${unusable}; going on without it.`);
        loop.state.continuationPath = null;
    }
    loop.agent = presetFor(config, loop.deps.clock);
    loop.reviewer = reviewPresetFor(config, loop.deps.clock);
    const missing = (await agentMissing(loop)) ?? (await reviewerMissing(loop));
    if (missing)
        return missing;
    const { counts } = tasks.view();
    const from = config.tasks ?? (tasks.kind === 'cli' ? 'the task CLI' : '(no task source)');
    log.info(`Ralph Loop: ${counts.total} task(s) from ${from}, ${counts.total - counts.done} remaining; ` +
        `agent ${config.agent}; mode ${config.mode}`);
    if (config.mode === 'build' && tasks.kind !== 'none')
        return completeBetween(loop, tasks.finished());
    return undefined;
}
/**
 * A preset's binary that is not there stops the run before the first iteration (SPEC §4), with the
 * install command; a `command` agent is shell text, judged when it runs.
 */
async function agentMissing(loop) {
    const { config } = loop.deps;
    if (config.agent === 'command' || (await onPath(loop, config.agentBinary)))
        return undefined;
    return {
        reason: 'error',
        message: `The agent ${config.agentBinary} was not found (not on PATH, or not an executable file). Install it (${loop.agentPreset().installHint}) or set agent-binary to its path.`
    };
}
/** A preset reviewer's binary (SPEC §7) that is not there stops the run too, before any work is judged. */
async function reviewerMissing(loop) {
    const { config } = loop.deps;
    const reviewer = loop.reviewer;
    if (!reviewer || reviewer.name === 'command' || reviewBinary(config) === config.agentBinary)
        return undefined;
    if (await onPath(loop, reviewBinary(config)))
        return undefined;
    return {
        reason: 'error',
        message: `The reviewer ${reviewBinary(config)} (input 'review') was not found on PATH. Install it (${reviewer.installHint}), or choose another 'review'.`
    };
}
async function onPath(loop, binary) {
    const { config, runner } = loop.deps;
    const found = await runner.run({
        // `bash -c script $0 $1`: the binary is an argument, never part of the script.
        argv: [...shellArgv('command -v -- "$1" >/dev/null'), 'ralph-loop', binary],
        cwd: config.workspace,
        env: config.env,
        timeoutMs: 10_000
    });
    return found.exitCode === 0;
}

;// CONCATENATED MODULE: ./src/loop/run-loop.ts









/**
 * Runs the loop (SPEC §5) until it completes, gets stuck, hits a limit or is interrupted; never throws.
 * This file is the table of contents: each step lives in the file of its name.
 */
async function runLoop(deps) {
    const loop = new LoopContext(deps);
    let stop;
    try {
        stop = (await start(loop)) ?? (await iterate(loop));
    }
    catch (error) {
        stop = { reason: 'error', message: error instanceof Error ? error.message : String(error) };
    }
    return finish(loop, stop);
}
/** Iterations, until a check before one (select) or the verdict after one says stop. */
async function iterate(loop) {
    for (;;) {
        const selected = await select_select(loop);
        if ('stop' in selected)
            return selected.stop;
        if ('again' in selected)
            continue;
        const stop = await iteration(loop, selected);
        if (stop)
            return stop;
    }
}
/**
 * One iteration (SPEC §5 steps 2–7) as a chain of named steps: invoke the agent, end early when
 * that was not the task's fault, observe what it did, advance the state, and keep the result.
 */
async function iteration(loop, selected) {
    const invoked = await invoke(loop, selected);
    const early = earlyExitOf(invoked, loop.deps.signal);
    if (early)
        return giveBack(loop, invoked, early);
    const observed = await observe(loop, invoked);
    const { state, record } = advance(loop.state, observed.facts);
    loop.state = state;
    return keep(loop, invoked, observed, record);
}

;// CONCATENATED MODULE: ./src/edges/config-files.ts


/**
 * What readConfig reads from the disk, for the action and the CLI alike: a file's text, and where a
 * path really leads (the real path of its nearest existing ancestor, plus the parts not made yet, so a
 * state dir the loop will create is judged by the folder it will be created in).
 */
const configFiles = {
    readFile: file => (0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8'),
    realPath: absolute => {
        const rest = [];
        let at = external_node_path_default().resolve(absolute);
        for (;;) {
            try {
                return external_node_path_default().join((0,external_node_fs_namespaceObject.realpathSync)(at), ...rest.reverse());
            }
            catch {
                const parent = external_node_path_default().dirname(at);
                if (parent === at)
                    return external_node_path_default().resolve(absolute);
                rest.push(external_node_path_default().basename(at));
                at = parent;
            }
        }
    }
};

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __nccwpck_require__(643);
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
    /** Feeds a chunk; calls `onLine` for every line it completes. */
    push(bytes) {
        let start = 0;
        for (;;) {
            const end = bytes.indexOf(NEWLINE, start);
            if (end === -1) {
                if (start < bytes.length)
                    this.keep(bytes, start, bytes.length, true);
                return;
            }
            this.keep(bytes, start, end, false);
            this.emit();
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

;// CONCATENATED MODULE: ./src/process/tail.ts

const EMPTY = Buffer.alloc(0);
/**
 * The last `limit` bytes of a child's combined output, kept in one ring buffer however much output
 * passes through: an append copies bytes and allocates nothing, so 200 MB of output leaves no string
 * garbage behind (issue #16's peak-RSS figure). Each stream holds back a character split across its
 * chunks until the rest arrives, so output interleaved from stdout and stderr never breaks one; the
 * kept text never starts with the second half of a character cut off by the window.
 */
class BoundedTail {
    limit;
    ring;
    /** Where the next byte goes. */
    at = 0;
    /** How many bytes the ring holds (at most `limit`). */
    size = 0;
    held = { stdout: EMPTY, stderr: EMPTY };
    /** @param limit how many bytes to keep; 0 keeps nothing. */
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 0)
            throw new RangeError(`tail limit must be >= 0, got ${limit}`);
    }
    /** Adds a chunk of `stream` at the end, dropping the oldest bytes beyond the limit. */
    append(bytes, stream) {
        if (this.limit === 0 || bytes.length === 0)
            return;
        const held = this.held[stream];
        if (held.length > 0) {
            this.held[stream] = EMPTY;
            this.append(Buffer.concat([held, bytes]), stream);
            return;
        }
        const whole = wholeCharsEnd(bytes);
        this.write(bytes.subarray(0, whole));
        if (whole < bytes.length)
            this.held[stream] = Buffer.from(bytes.subarray(whole));
    }
    /** The streams ended: a character still held back is kept as it is (it decodes to U+FFFD). */
    end() {
        for (const stream of ['stdout', 'stderr']) {
            this.write(this.held[stream]);
            this.held[stream] = EMPTY;
        }
    }
    /** The kept output as text: at most `limit` bytes of it, never starting with half of a character. */
    toString() {
        const ring = this.ring;
        if (!ring || this.size === 0)
            return '';
        const bytes = this.size < this.limit
            ? ring.subarray(0, this.size)
            : Buffer.concat([ring.subarray(this.at), ring.subarray(0, this.at)]);
        let start = 0;
        while (start < Math.min(3, bytes.length) && (bytes[start] & 0xc0) === 0x80)
            start++;
        return bytes.toString('utf8', start);
    }
    write(bytes) {
        if (bytes.length === 0)
            return;
        const ring = (this.ring ??= Buffer.allocUnsafe(this.limit));
        if (bytes.length >= this.limit) {
            bytes.copy(ring, 0, bytes.length - this.limit);
            this.at = 0;
            this.size = this.limit;
            return;
        }
        const first = Math.min(bytes.length, this.limit - this.at);
        bytes.copy(ring, this.at, 0, first);
        if (first < bytes.length)
            bytes.copy(ring, 0, first);
        this.at = (this.at + bytes.length) % this.limit;
        this.size = Math.min(this.limit, this.size + bytes.length);
    }
}

;// CONCATENATED MODULE: ./src/process/output.ts



/** Default size of the kept output tail, in bytes. */
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
    /** The kept tail of the combined output. */
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
        this.tail.append(chunk, stream);
        const onBytes = this.options.onBytes;
        if (onBytes)
            guarded(() => onBytes(chunk, stream));
        // Text is decoded only for a consumer: the tail keeps bytes (git's many quiet runs decode nothing).
        if (this.options.onOutput)
            this.text(stream, this.decoders[stream].write(chunk));
        if (stream === 'stdout')
            this.lines?.push(chunk);
    }
    /** Flushes bytes held back by the decoders and the last unterminated stdout line; later chunks are ignored. */
    end() {
        if (this.ended)
            return;
        this.ended = true;
        this.tail.end();
        this.text('stdout', this.decoders.stdout.end());
        this.text('stderr', this.decoders.stderr.end());
        this.lines?.flush();
    }
    text(stream, text) {
        const onOutput = this.options.onOutput;
        if (onOutput && text.length > 0)
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
    started = external_node_perf_hooks_.performance.now();
    timers = new Set();
    exit;
    spawnError;
    timedOut = false;
    interrupted = false;
    openStreams = 0;
    waiting = false;
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
            stream.on('data', (chunk) => {
                this.output.add(name, chunk);
                this.throttle();
            });
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
    /** Stops reading while the consumer of the output is behind (see `ProcessSpec.backlog`). */
    throttle() {
        if (this.waiting || this.done)
            return;
        let wait;
        try {
            wait = this.spec.backlog?.();
        }
        catch {
            return; // a failing consumer must not stop the run (see `OutputCollector`)
        }
        if (!wait)
            return;
        this.waiting = true;
        this.child?.stdout?.pause();
        this.child?.stderr?.pause();
        const resume = () => {
            this.waiting = false;
            if (this.done)
                return;
            this.child?.stdout?.resume();
            this.child?.stderr?.resume();
        };
        wait.then(resume, resume);
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
            durationMs: Math.round(external_node_perf_hooks_.performance.now() - this.started),
            timedOut: this.timedOut,
            interrupted: this.interrupted,
            tail: this.output.tail.toString(),
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

;// CONCATENATED MODULE: ./src/process/sweep.ts


/** The variable that marks every process one run of a child started (SPEC §10). */
const MARKER_VAR = 'RALPH_RUN_MARKER';
/** Rounds of scan-and-kill: a process may fork between a scan and the kill. */
const ROUNDS = 5;
/**
 * A runner that gives each run its own marker in the environment and, when the run ends, kills every
 * process that still carries it: a daemon the agent started with `setsid` leaves the process group
 * the runner kills, but keeps its environment. A process that drops the marker (`env -i`) escapes;
 * SECURITY.md says so, and what isolates the agent instead.
 */
function markedRunner(runner) {
    return {
        async run(spec) {
            const marker = (0,external_node_crypto_.randomUUID)();
            const result = await runner.run({ ...spec, env: { ...spec.env, [MARKER_VAR]: marker } });
            sweepMarked(marker);
            return result;
        }
    };
}
/**
 * SIGKILLs every process (and its process group) whose environment holds `RALPH_RUN_MARKER=marker`.
 * Reads Linux's /proc; elsewhere it finds nothing and does nothing.
 * Synchronous: a runner holds a few hundred processes, and a read of /proc through the thread pool
 * costs each of them a round trip after every child the loop runs.
 */
function sweepMarked(marker) {
    const own = groupOf('self');
    for (let round = 0; round < ROUNDS; round++) {
        const marked = markedProcesses(marker);
        if (marked.length === 0)
            break;
        for (const { pid, group } of marked) {
            kill(pid);
            // A process that called setsid leads its own group: its children go with it.
            if (group !== undefined && group > 1 && group !== own)
                kill(-group);
        }
    }
}
/** Processes (not this one) whose environment holds the marker, with their process group. */
function markedProcesses(marker) {
    const needle = Buffer.from(`${MARKER_VAR}=${marker}\0`);
    const names = read(() => (0,external_node_fs_namespaceObject.readdirSync)('/proc')) ?? [];
    const marked = [];
    for (const name of names) {
        const pid = Number(name);
        if (!/^\d+$/.test(name) || pid === process.pid)
            continue;
        // Gone already (ENOENT), or another user's process (EACCES): neither is ours to stop.
        const environ = read(() => (0,external_node_fs_namespaceObject.readFileSync)(`/proc/${name}/environ`));
        if (!environ || !holds(environ, needle))
            continue;
        marked.push({ pid, group: groupOf(name) });
    }
    return marked;
}
function holds(environ, needle) {
    if (environ.subarray(0, needle.length).equals(needle))
        return true;
    return environ.includes(Buffer.concat([Buffer.from('\0'), needle]));
}
/** The process group of `/proc/{pid}` (field 5 of its stat, after the command name in parentheses). */
function groupOf(pid) {
    const stat = read(() => (0,external_node_fs_namespaceObject.readFileSync)(`/proc/${pid}/stat`, 'utf8')) ?? '';
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const group = Number(fields[2]);
    return Number.isInteger(group) ? group : undefined;
}
/** What `call` reads, or undefined when it cannot. */
function read(call) {
    try {
        return call();
    }
    catch {
        return undefined;
    }
}
function kill(pid) {
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
        // Gone already.
    }
}

;// CONCATENATED MODULE: ./src/system/real-clock.ts
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

;// CONCATENATED MODULE: ./src/system/git/run-git.ts



/** The git commands that talk to the remote, the only ones given `remoteEnv`. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull']);
const DEFAULT_TIMEOUT_MS = 30_000;
// `git status -z` of a very large tree can run to tens of megabytes; past this the output is not trusted.
const MAX_OUTPUT = 512 * 1024 * 1024;
let defaultRunner;
/**
 * Runs `git args…` in `root` without a shell, through the process runner like every other child (its
 * own process group, stopped by the signal). Never rejects: a missing git binary, a timeout, a signal
 * or an oversized output gives code -1 with the reason in `stderr`. `GIT_OPTIONAL_LOCKS=0` stops
 * read-only commands such as `status` from taking the index lock, which would race an agent's own git
 * commands.
 */
async function runGit(root, args, options = {}) {
    const result = await runGitBytes(root, args, options);
    return { ...result, stdout: result.stdout.toString('utf8') };
}
/** `runGit` with stdout as git printed it, undecoded: file names are bytes, not necessarily UTF-8. */
async function runGitBytes(root, args, options = {}) {
    const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const runner = options.runner ?? (defaultRunner ??= createProcessRunner());
    const out = { stdout: [], stderr: [], size: 0 };
    const result = await runner.run({
        argv: ['git', ...args],
        cwd: root,
        env: {
            ...(options.baseEnv ?? fencedEnv(process.env)),
            GIT_OPTIONAL_LOCKS: '0',
            GIT_TERMINAL_PROMPT: '0',
            ...options.env,
            ...(REMOTE_COMMANDS.has(subcommand(args)) && options.remoteEnv)
        },
        ...obeying(options, timeout),
        tailBytes: 0,
        ...(options.stdin !== undefined && { stdin: options.stdin }),
        onBytes: (chunk, stream) => {
            out.size += chunk.length;
            if (out.size <= MAX_OUTPUT)
                out[stream].push(chunk);
        }
    });
    const stdout = Buffer.concat(out.stdout);
    const stderr = Buffer.concat(out.stderr).toString('utf8');
    const name = `git ${subcommand(args)}`;
    // An exit code is git's own status; anything else means git never finished, so its output cannot be trusted.
    const reason = result.spawnError
        ? result.spawnError
        : result.timedOut
            ? `${name} timed out after ${timeout} ms`
            : result.interrupted
                ? `${name} was stopped by a signal`
                : out.size > MAX_OUTPUT
                    ? `${name} printed more than ${MAX_OUTPUT} bytes`
                    : result.exitCode === null
                        ? `${name} was killed by ${result.signal ?? 'a signal'}`
                        : undefined;
    if (reason === undefined)
        return { code: result.exitCode ?? -1, stdout, stderr };
    return { code: -1, stdout, stderr: stderr ? `${stderr}\n${reason}` : reason };
}
// git's own options that take their value as the next argument (`git -c user.name=x -C dir commit`).
const VALUED_OPTIONS = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env']);
/** The git command in `args` (`commit` in `-c user.name=x commit -m y`), else the first one (`--version`). */
function subcommand(args) {
    for (let i = 0; i < args.length; i++) {
        const arg = args[i] ?? '';
        if (VALUED_OPTIONS.has(arg))
            i++;
        else if (!arg.startsWith('-'))
            return arg;
    }
    return args[0] ?? '';
}
/**
 * The workspace's position inside its git work tree, as git's `--show-prefix` ('' at the top,
 * else `sub/dir/`) in bytes (a latin1 string, as git's status paths are read), or undefined when
 * `root` is not inside a work tree or git is not installed.
 */
async function gitPrefix(root, options = {}) {
    const result = await runGitBytes(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix'], options);
    if (result.code !== 0)
        return undefined;
    const [inside, prefix = ''] = result.stdout.toString('latin1').split('\n');
    return inside === 'true' ? prefix : undefined;
}
/** HEAD's commit sha, or undefined on an unborn branch (a repository with no commit yet). */
async function headSha(root, options = {}) {
    const result = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD'], options);
    const sha = result.stdout.trim();
    return result.code === 0 && sha ? sha : undefined;
}
/** `-c user.name=… -c user.email=…`: commits and merges work even where git has no identity set. */
function identity(author) {
    return ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
}

;// CONCATENATED MODULE: ./src/system/git/git-state.ts


/** A mirrored file larger than this is not read (a checkpoint is at most 1 MiB). */
const MAX_FILE_BYTES = 1024 * 1024;
const AUTHOR = { name: 'Ralph Loop', email: 'ralph-loop@users.noreply.github.com' };
/**
 * The state mirror on origin (SPEC §8): a parentless commit whose tree holds the files, force-pushed
 * to `stateRef(key)`. It is never a branch and never part of the work branch's history.
 */
function gitStateMirror(root, key, options = {}) {
    const ref = stateRef(key);
    const git = (args, stdin) => runGit(root, args, { ...options, ...(stdin !== undefined && { stdin }) });
    return {
        ref,
        async read() {
            const listed = await git(['ls-remote', '--exit-code', 'origin', ref]);
            if (listed.code === 2)
                return { missing: `origin has no ${ref}` };
            if (listed.code !== 0)
                return { missing: `could not reach origin: ${listed.stderr.trim()}` };
            const fetched = await git(['fetch', '-q', '--no-tags', 'origin', `+${ref}:${ref}`]);
            if (fetched.code !== 0)
                return { missing: `could not fetch ${ref}: ${fetched.stderr.trim()}` };
            const names = await git(['ls-tree', '--name-only', ref]);
            const files = {};
            for (const name of names.stdout.split('\n').filter(line => line !== '')) {
                const size = Number((await git(['cat-file', '-s', `${ref}:${name}`])).stdout.trim());
                if (!(size <= MAX_FILE_BYTES))
                    continue;
                const blob = await git(['cat-file', 'blob', `${ref}:${name}`]);
                if (blob.code === 0)
                    files[name] = blob.stdout;
            }
            return { files };
        },
        async write(files, message) {
            const entries = [];
            for (const [name, text] of Object.entries(files)) {
                const blob = await git(['hash-object', '-w', '--stdin'], text);
                if (blob.code !== 0)
                    return { ok: false, message: `git hash-object failed: ${blob.stderr.trim()}` };
                entries.push(`100644 blob ${blob.stdout.trim()}\t${name}\n`);
            }
            const tree = await git(['mktree'], entries.join(''));
            if (tree.code !== 0)
                return { ok: false, message: `git mktree failed: ${tree.stderr.trim()}` };
            const commit = await git([...identity(AUTHOR), 'commit-tree', tree.stdout.trim(), '-m', message]);
            if (commit.code !== 0)
                return { ok: false, message: `git commit-tree failed: ${commit.stderr.trim()}` };
            const pushed = await git(['push', '-q', '--no-verify', 'origin', `+${commit.stdout.trim()}:${ref}`]);
            if (pushed.code !== 0)
                return { ok: false, message: `git push of ${ref} failed: ${pushed.stderr.trim()}` };
            return { ok: true };
        }
    };
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/system/files/read-file.ts

/** A file the loop reads holds at most this much unless the caller says otherwise. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const CHUNK = 64 * 1024;
/**
 * Reads a file the loop reads from the workspace (SPEC §8): it must be a regular file within
 * `maxBytes`, checked on the open file. It is opened without blocking, so a FIFO cannot hang the loop;
 * a FIFO, a device, a socket or a directory is an error (code `ENOTREG` / `EISDIR`), as is, with
 * `noFollow`, a symbolic link (`ELINK`). At most `maxBytes + 1` bytes are read, so a file that grows
 * while it is read is an error (`EFBIG`) too, never an unbounded read. Errors name the file as `shown`.
 */
function readRegularFile(file, shown, options = {}) {
    // Synchronous inside: a handful of system calls on the loop's thread cost less than as many round
    // trips to the thread pool, and the loop has nothing else to do while it reads. A throw becomes
    // the rejection, the error as fs made it (its code kept).
    return Promise.resolve().then(() => readRegularFileSync(file, shown, options));
}
function readRegularFileSync(file, shown, options) {
    const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const flags = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0) | (options.noFollow ? (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0) : 0);
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(file, flags);
    }
    catch (error) {
        if (options.noFollow && error.code === 'ELOOP')
            throw codeError('ELINK', `ELINK: ${shown} is a symbolic link; the loop reads only a regular file there`);
        throw error;
    }
    try {
        const stats = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!stats.isFile()) {
            const code = stats.isDirectory() ? 'EISDIR' : 'ENOTREG';
            throw codeError(code, `${code}: ${shown} is ${read_file_kindOf(stats)}, not a regular file`);
        }
        if (stats.size > max)
            throw codeError('EFBIG', `${shown} is ${stats.size} bytes, more than ${max}`);
        const chunks = [];
        let total = 0;
        // The first read asks for the whole file (and one byte more, to see it end).
        for (let want = Math.min(stats.size, max) + 1;; want = CHUNK) {
            const chunk = Buffer.allocUnsafe(want);
            const bytesRead = (0,external_node_fs_namespaceObject.readSync)(fd, chunk, 0, want, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            total += bytesRead;
            if (total > max)
                throw codeError('EFBIG', `${shown} grew past ${max} bytes while it was read`);
        }
        return Buffer.concat(chunks, total).toString('utf8');
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
function read_file_kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO (named pipe)';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a file';
}
function codeError(code, message) {
    return Object.assign(new Error(message), { code });
}

;// CONCATENATED MODULE: ./src/system/files/state-lock.ts




/** A lock is one line of JSON; a longer file is none of ours. */
const MAX_LOCK_BYTES = 4096;
const RACED = 'another loop that took the lock at the same moment';
/**
 * A lock file (`state-dir/lock`) holding the pid and host of the loop that runs on the state dir.
 * It is written whole under a name of its own, then hard-linked into place, which fails when a lock is
 * there: of two loops starting at once exactly one gets it, and neither ever reads a half-written lock.
 * A lock of a process that is gone (on this host), of another host (a state dir restored from the
 * cache), or that cannot be parsed is stale and taken over. A lock that is not a small regular file (a
 * FIFO, a device, a directory, a link) is an error naming it: reading it could hang the loop.
 */
function fileLock(file, me = { pid: process.pid, host: (0,external_node_os_namespaceObject.hostname)() }) {
    let held = false;
    return {
        async acquire() {
            const fresh = {
                path: `${file}.${(0,external_node_crypto_.randomUUID)()}.tmp`,
                text: `${JSON.stringify({ ...me, since: new Date().toISOString() })}\n`
            };
            await (0,promises_namespaceObject.writeFile)(fresh.path, fresh.text, { flag: 'wx' });
            try {
                const taken = await take(file, fresh, me);
                held = taken.ok;
                return taken;
            }
            finally {
                await (0,promises_namespaceObject.unlink)(fresh.path).catch(() => undefined);
            }
        },
        async release() {
            if (!held)
                return;
            held = false;
            // Not a lock of ours any more (replaced, or no longer a file): it stays as it is.
            const text = await readLock(file).catch(() => undefined);
            const holder = text === undefined ? undefined : parseHolder(text);
            if (holder?.pid === me.pid && holder.host === me.host)
                await (0,promises_namespaceObject.unlink)(file).catch(() => undefined);
        }
    };
}
/** Links `fresh` in as the lock, taking over a stale one; a round lost to another loop starts over. */
async function take(file, fresh, me) {
    let takenOver;
    for (let round = 0; round < 3; round++) {
        if (await linked(fresh, file))
            return takenOver === undefined ? { ok: true } : { ok: true, takenOver };
        const text = await readLock(file);
        // Gone since the link failed: released, or taken over by another loop; try again.
        if (text === undefined)
            continue;
        const holder = parseHolder(text);
        if (holder && holder.host === me.host && holder.pid !== me.pid && alive(holder.pid)) {
            return { ok: false, holder: describe(holder) };
        }
        if (await removeIfStill(file, text))
            takenOver = holder ? describe(holder) : 'an unreadable lock file';
    }
    return { ok: false, holder: RACED };
}
/**
 * Puts `from` in place as `to` by a hard link; false when `to` exists. Where the file system has no
 * hard links, `to` is created exclusively and written (a reader may then see it empty for a moment).
 */
async function linked(from, to) {
    try {
        await (0,promises_namespaceObject.link)(from.path, to);
        return true;
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
    }
    try {
        await (0,promises_namespaceObject.writeFile)(to, from.text, { flag: 'wx' });
        return true;
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
}
/**
 * Removes the stale lock whose text was `seen`, unless another loop replaced it since: an unlink by
 * name could remove the fresh lock of a loop that took it over a moment earlier. The lock is moved
 * aside (atomically) first and compared; a fresh one is linked back. True when `seen` is gone.
 */
async function removeIfStill(file, seen) {
    const aside = `${file}.${(0,external_node_crypto_.randomUUID)()}.stale`;
    try {
        await (0,promises_namespaceObject.rename)(file, aside);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return true;
        throw error;
    }
    try {
        const moved = await readLock(aside).catch(() => undefined);
        if (moved === seen)
            return true;
        // Another loop's lock: back in place at once (if a third loop got in meanwhile, it holds the lock).
        if (moved !== undefined)
            await linked({ path: aside, text: moved }, file);
        return false;
    }
    finally {
        await (0,promises_namespaceObject.unlink)(aside).catch(() => undefined);
    }
}
/**
 * The lock's text, or undefined when there is none. Read bounded and without blocking, so a FIFO
 * planted there cannot hang the loop; anything but a small regular file is an error naming it.
 */
async function readLock(file) {
    try {
        return await readRegularFile(file, file, { maxBytes: MAX_LOCK_BYTES, noFollow: true });
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Cannot read the state dir's lock: ${reason}. A loop writes a small regular file there: remove what is there and run again.`);
    }
}
function parseHolder(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value.pid !== 'number' || typeof value.host !== 'string')
            return undefined;
        return { pid: value.pid, host: value.host, since: typeof value.since === 'string' ? value.since : '?' };
    }
    catch {
        return undefined;
    }
}
/** Whether a process of this host is still there (EPERM: it is, but not ours to signal). */
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
function describe(holder) {
    return `pid ${holder.pid} on ${holder.host}, since ${holder.since}`;
}

;// CONCATENATED MODULE: ./src/system/git/git-branch.ts



/**
 * The work branch at the start of a run (SPEC §10): compares `branch` on origin (or, without one,
 * locally) with HEAD and checks out the right commit, merging HEAD into a branch that diverged.
 */
async function switchBranch(git, branch, options) {
    const head = (await git(['rev-parse', '--verify', '-q', 'HEAD'])).stdout.trim();
    const found = options.fetch ? await fetchBranch(git, branch) : await localBranch(git, branch);
    if ('failed' in found)
        return { kind: 'failed', message: found.failed };
    const other = found.sha;
    if (!other)
        return (await checkout(git, branch, head)) ?? { kind: 'created' };
    if (await isAncestor(git, other, head))
        return (await checkout(git, branch, head)) ?? { kind: 'moved' };
    const refused = await checkout(git, branch, other);
    if (refused)
        return refused;
    if (await isAncestor(git, head, other))
        return { kind: 'resumed' };
    const merge = await git([
        ...identity(options.author),
        'merge',
        '-q',
        '--no-edit',
        '-m',
        `ralph: merge ${head.slice(0, 12)} into ${branch}`,
        head
    ]);
    if (merge.code === 0)
        return { kind: 'merged' };
    const conflicted = lines((await git(['diff', '--name-only', '--diff-filter=U'])).stdout);
    const resolved = options.plan ? await resolvePlan(git, conflicted, options.plan, options.author) : undefined;
    if (resolved !== undefined)
        return { kind: 'merged', resolved };
    await git(['merge', '--abort']);
    return { kind: 'conflict', files: conflicted };
}
/**
 * When the task file is the merge's only conflict: writes the resolver's text, stages it and commits
 * the merge; the resolver's note, or undefined (the merge is left for the caller to abort).
 */
async function resolvePlan(git, conflicted, plan, author) {
    const prefix = (await git(['rev-parse', '--show-prefix'])).stdout.trim();
    const file = external_node_path_default().posix.join(prefix, plan.path);
    if (conflicted.length !== 1 || conflicted[0] !== file)
        return undefined;
    // Stages 1, 2, 3 of the index: the common ancestor, ours (the work branch), theirs (the base).
    const stages = await Promise.all([1, 2, 3].map(stage => git(['show', `:${stage}:${file}`])));
    if (stages.some(stage => stage.code !== 0))
        return undefined;
    const [ancestor, work, base] = stages.map(stage => stage.stdout);
    const merged = plan.resolve({ ancestor, work, base });
    if ('reason' in merged)
        return undefined;
    const top = (await git(['rev-parse', '--show-toplevel'])).stdout.trim();
    await (0,promises_namespaceObject.writeFile)(external_node_path_default().join(top, file), merged.text);
    if ((await git(['add', '--', `:(top,literal)${file}`])).code !== 0)
        return undefined;
    const commit = await git([...identity(author), 'commit', '-q', '--no-edit', '--no-verify']);
    return commit.code === 0 ? merged.note : undefined;
}
/** The branch's sha on origin ('' when origin has no such branch), fetching enough history to compare. */
async function fetchBranch(git, branch) {
    const ref = `refs/heads/${branch}`;
    const listed = await git(['ls-remote', '--exit-code', '--heads', 'origin', ref]);
    // Exit 2: the remote answered and has no such branch.
    if (listed.code === 2)
        return { sha: '' };
    if (listed.code !== 0)
        return { failed: `could not reach origin to look for ${branch}: ${listed.stderr.trim()}` };
    // A shallow clone (actions/checkout's default) lacks the history to compare the two.
    if ((await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true') {
        await git(['fetch', '-q', '--no-tags', '--unshallow', 'origin']);
    }
    const fetched = await git(['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${branch}`]);
    if (fetched.code !== 0)
        return { failed: `could not fetch ${branch} from origin: ${fetched.stderr.trim()}` };
    return { sha: (await git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${branch}`])).stdout.trim() };
}
async function localBranch(git, branch) {
    const found = await git(['rev-parse', '--verify', '-q', `refs/heads/${branch}`]);
    return { sha: found.code === 0 ? found.stdout.trim() : '' };
}
/** Whether `ancestor` is `of` or an ancestor of it. */
async function isAncestor(git, ancestor, of) {
    return (await git(['merge-base', '--is-ancestor', ancestor, of])).code === 0;
}
/** `git switch -C branch sha`; a BranchSwitch when git refused (a dirty tree), else undefined. */
async function checkout(git, branch, sha) {
    const result = await git(['switch', '-q', '--no-guess', '-C', branch, sha]);
    if (result.code === 0)
        return undefined;
    // git lists the files in its way, each on a line that starts with a tab.
    const files = result.stderr
        .split('\n')
        .filter(line => line.startsWith('\t'))
        .map(line => line.trim());
    if (files.length > 0)
        return { kind: 'dirty', files };
    return { kind: 'failed', message: `git switch to ${branch} failed: ${result.stderr.trim()}` };
}
function lines(text) {
    return text
        .split('\n')
        .map(line => line.trim())
        .filter(line => line !== '');
}

;// CONCATENATED MODULE: ./src/system/git/git-diff.ts



// Hashing every changed and untracked file of a large tree can take longer than one plain git command.
const ADD_TIMEOUT_MS = 120_000;
/**
 * The working tree as git would commit it now — HEAD's files as they are on disk, untracked ones
 * included, ignored ones and `exclude` (relative to the workspace) left out — as a tree id; '' outside
 * git or when git fails. It is built in an index of its own, so the repository's index, HEAD and files
 * stay as they are: two snapshots diff an iteration however the agent committed (SPEC §7's review).
 */
async function snapshotTree(git, exclude) {
    const dir = await (0,promises_namespaceObject.mkdtemp)(external_node_path_default().join((0,external_node_os_namespaceObject.tmpdir)(), 'ralph-index-'));
    const env = { GIT_INDEX_FILE: external_node_path_default().join(dir, 'index') };
    try {
        const head = await git(['rev-parse', '--verify', '-q', 'HEAD'], { env });
        const read = await git(head.code === 0 ? ['read-tree', 'HEAD'] : ['read-tree', '--empty'], { env });
        if (read.code !== 0)
            return '';
        const pathspec = ['--', '.', ...exclude.map(p => `:(exclude,literal)${p}`)];
        const add = await git(['add', '-A', ...pathspec], { env, timeoutMs: ADD_TIMEOUT_MS });
        if (add.code !== 0)
            return '';
        const tree = await git(['write-tree'], { env });
        return tree.code === 0 ? tree.stdout.trim() : '';
    }
    finally {
        await (0,promises_namespaceObject.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The patch from `from` (a snapshot, a commit, or '' for the empty tree) to the snapshot `to`
 * (`snapshotTree`); '' when `to` is missing or git fails.
 */
async function diffTrees(git, from, to) {
    if (!to)
        return '';
    // The empty tree of the repository's own hash (sha1 or sha256), which git knows without storing it.
    const empty = from ? undefined : await git(['hash-object', '-t', 'tree', '--stdin'], { stdin: '' });
    if (empty && empty.code !== 0)
        return '';
    const diff = await git(['diff', '--no-color', '--no-ext-diff', from || (empty?.stdout.trim() ?? ''), to]);
    return diff.code === 0 ? diff.stdout : '';
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/system/files/byte-names.ts

/**
 * File names as bytes. git prints names as bytes, and Linux allows any bytes but `/` and NUL in one, so
 * the fingerprint keeps a name as a latin1 string (one character a byte: every name round-trips) and
 * hands the file system a Buffer. Only `shown` decodes, for people.
 */
/** `text` (a path from the config, a JavaScript string) as bytes in a latin1 string. */
function asBytes(text) {
    return Buffer.from(text, 'utf8').toString('latin1');
}
/** The absolute path of `rel` (bytes, relative to `root`) as a Buffer for fs calls. */
function under(root, rel) {
    return Buffer.concat([root, Buffer.from(`/${rel}`, 'latin1')]);
}
/** Whether `rel` is one of the excluded paths or under one (all relative to the same root, as bytes). */
function isExcluded(rel, excluded) {
    return excluded.some(e => rel === e || rel.startsWith(`${e}/`));
}
/**
 * `name` (bytes) for people: as UTF-8 when it is UTF-8, else quoted as git quotes it (`"\377\376"`).
 * Two different names never show the same: a shown name starts with `"` only when quoted.
 */
function shown(name) {
    const bytes = Buffer.from(name, 'latin1');
    if ((0,external_node_buffer_.isUtf8)(bytes) && bytes[0] !== QUOTE)
        return bytes.toString('utf8');
    let out = '"';
    for (const byte of bytes) {
        if (byte === QUOTE || byte === BACKSLASH)
            out += `\\${String.fromCharCode(byte)}`;
        else if (byte >= 0x20 && byte < 0x7f)
            out += String.fromCharCode(byte);
        else
            out += `\\${byte.toString(8).padStart(3, '0')}`;
    }
    return `${out}"`;
}
/**
 * The bytes (a latin1 string) of a name as `shown` gave it. A text `shown` could not have given (`"a"`:
 * it would show that name as `a`) is a name as it stands.
 */
function unshown(text) {
    if (!text.startsWith('"'))
        return asBytes(text);
    const bytes = text
        .slice(1, -1)
        .replace(/\\([0-7]{3}|.)/g, (_, escaped) => escaped.length === 3 ? String.fromCharCode(parseInt(escaped, 8)) : escaped);
    return shown(bytes) === text ? bytes : asBytes(text);
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Lets the event loop turn, so that a signal is not held up by a long fingerprint. */
function turn() {
    return new Promise(resolve => setImmediate(resolve));
}

;// CONCATENATED MODULE: ./src/system/git/git-work.ts





/**
 * The agent's work in git (SPEC §10), with plain git commands; no shell, no amend, no force push.
 * `options` says how git runs: its environment (`baseEnv`), the runner, the signal.
 */
function gitWork(root, options = {}) {
    const git = (args, extra = {}) => runGit(root, args, { ...options, ...extra });
    return {
        async inspect() {
            const inside = await git(['rev-parse', '--is-inside-work-tree']);
            if (inside.stdout.trim() !== 'true')
                return { repo: false, sha: '', branch: '', origin: false, tracked: false };
            const [sha, branch, origin] = await Promise.all([
                git(['rev-parse', '--verify', '-q', 'HEAD']),
                git(['symbolic-ref', '--short', '-q', 'HEAD']),
                git(['remote', 'get-url', 'origin'])
            ]);
            const name = branch.code === 0 ? branch.stdout.trim() : '';
            const tracked = name !== '' &&
                origin.code === 0 &&
                (await git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${name}`])).code === 0;
            return {
                repo: true,
                sha: sha.code === 0 ? sha.stdout.trim() : '',
                branch: name,
                origin: origin.code === 0,
                tracked
            };
        },
        switchTo: (branch, switchOptions) => switchBranch(git, branch, switchOptions),
        async changed() {
            const args = ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames'];
            const status = await runGitBytes(root, args, options);
            if (status.code !== 0)
                return [];
            // `XY path` each, the path from the repository's top; with --no-renames no entry carries a second one.
            return status.stdout
                .toString('latin1')
                .split('\0')
                .filter(entry => entry.length > 3)
                .map(entry => shown(entry.slice(3)));
        },
        async commit({ message, author, noVerify, exclude, excludeTop = [], excludeGlobs = [], allowEmpty = false }) {
            // Only these paths: `commit -- <pathspec>` leaves what was staged elsewhere staged, not committed.
            const pathspec = [
                '--',
                '.',
                ...exclude.map(path => `:(exclude,literal)${path}`),
                ...excludeTop.map(topExclude),
                ...excludeGlobs.flatMap(globPathspecs)
            ];
            const add = await git(['add', '-A', ...pathspec]);
            if (add.code !== 0)
                return { error: `git add failed: ${add.stderr.trim()}` };
            const staged = await git(['diff', '--cached', '--quiet', ...pathspec]);
            const empty = staged.code === 0;
            if (empty && !allowEmpty)
                return undefined;
            const commit = await git([
                ...identity(author),
                // Without hooks at all: post-commit hooks run even with --no-verify.
                ...(noVerify ? ['-c', 'core.hooksPath=/dev/null'] : []),
                'commit',
                '-q',
                `--author=${author.name} <${author.email}>`,
                '-m',
                message,
                ...(noVerify ? ['--no-verify'] : []),
                // With the pathspec still: what was staged outside it stays staged, not committed.
                ...(empty ? ['--allow-empty'] : []),
                ...pathspec
            ]);
            if (commit.code !== 0)
                return { error: `git commit failed: ${(commit.stderr || commit.stdout).trim()}` };
            return { sha: (await git(['rev-parse', 'HEAD'])).stdout.trim() };
        },
        async push(branch) {
            const target = `HEAD:refs/heads/${branch}`;
            const first = await git(['push', '-q', 'origin', target]);
            if (first.code === 0)
                return { ok: true };
            // Stopped by our own signal: no time for a fetch and a rebase now; the post step pushes.
            if (options.signal?.aborted)
                return { ok: false, message: `git push to ${branch} was stopped by a signal` };
            if (refusedForPermissions(first))
                return { ok: false, message: permissionsMessage(branch, first) };
            // The remote moved: replay the local commits on it if that applies cleanly, then try once more.
            const fetch = await git(['fetch', '-q', 'origin', `refs/heads/${branch}`]);
            if (fetch.code !== 0)
                return { ok: false, message: `git push to ${branch} failed: ${first.stderr.trim()}` };
            const rebase = await git([
                ...identity({ name: 'ralph', email: 'ralph@localhost' }),
                'rebase',
                '-q',
                // Uncommitted changes (an iteration that made no commit) are stashed and put back.
                '--autostash',
                'FETCH_HEAD'
            ]);
            if (rebase.code !== 0) {
                await git(['rebase', '--abort']);
                return {
                    ok: false,
                    message: `The remote branch ${branch} moved and the loop's commits do not rebase cleanly onto it (${firstLine(rebase)}); they are intact locally. Merge ${branch} by hand, then run again.`
                };
            }
            const second = await git(['push', '-q', 'origin', target]);
            return second.code === 0
                ? { ok: true }
                : { ok: false, message: `git push to ${branch} failed after a rebase: ${second.stderr.trim()}` };
        },
        async committedSince(sha) {
            // Each commit's own changes (merges against each parent), new names and old ones both, relative to the workspace.
            const log = await git([
                'log',
                '--no-renames',
                '-m',
                '--relative',
                '--format=',
                '--name-only',
                '-z',
                `${sha}..HEAD`
            ]);
            if (log.code !== 0)
                return [];
            return [
                ...new Set(log.stdout
                    .split('\0')
                    .map(line => line.replace(/^\n+/, ''))
                    .filter(Boolean))
            ];
        },
        async resetTo(sha) {
            const reset = await git(['reset', '-q', '--mixed', sha]);
            return reset.code === 0 ? { ok: true } : { ok: false, message: `git reset failed: ${firstLine(reset)}` };
        },
        async contains(sha) {
            if (await isAncestor(git, sha, 'HEAD'))
                return true;
            const shallow = (await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
            if (!shallow)
                return false;
            await git(['fetch', '-q', '--unshallow']);
            return isAncestor(git, sha, 'HEAD');
        },
        snapshot: exclude => snapshotTree(git, exclude),
        diff: (from, to) => diffTrees(git, from, to),
        async has(sha) {
            // Only a full object name, so that git never reads it as an option or a revision expression.
            if (!/^[0-9a-f]{40,64}$/.test(sha))
                return false;
            return (await git(['cat-file', '-e', sha])).code === 0;
        },
        async keep(sha, ref) {
            const pushed = await git(['push', '-q', '--no-verify', 'origin', `${sha}:${ref}`]);
            return pushed.code === 0 ? { ok: true } : { ok: false, message: firstLine(pushed) };
        }
    };
}
function refusedForPermissions(result) {
    return /\b403\b|permission to .* denied|could not read Username|Authentication failed|not allowed to push/i.test(result.stderr);
}
function permissionsMessage(branch, result) {
    return (`git push to ${branch} was refused: ${firstLine(result)}. ` +
        "Give the job 'permissions: contents: write' (the loop pushes with the credentials actions/checkout " +
        "persisted, or with 'github-token' when it persisted none), or set 'push: false'.");
}
/** The first line git printed, to quote in a message. */
function firstLine(result) {
    return (result.stderr || result.stdout).trim().split('\n')[0] ?? '';
}
/**
 * A glob of path-glob.ts as git pathspecs that leave out what it matches: git's `*`, `?` and `**` mean
 * the same, `[` and `]` are literal there, and a glob that names a folder covers all inside it.
 */
function globPathspecs(glob) {
    const pattern = normalizeGlob(glob).replace(/[[\]]/g, '\\$&');
    return [`:(exclude,glob)${pattern}`, `:(exclude,glob)${pattern}/**`];
}
/**
 * A path as `changed()` shows it, as a pathspec from the repository's top that leaves it out: literal,
 * or, for a name that is not UTF-8 (an argument is UTF-8 text), a glob with `?` for each byte past ASCII.
 */
function topExclude(name) {
    if (!name.startsWith('"'))
        return `:(top,exclude,literal)${name}`;
    let pattern = '';
    for (const char of unshown(name))
        pattern += char.charCodeAt(0) >= 0x80 ? '?' : char.replace(/[*?[\]\\]/, '\\$&');
    return `:(top,exclude,glob)${pattern}`;
}

;// CONCATENATED MODULE: ./src/system/files/path-content.ts


// Never follows a link (ELOOP instead), never waits on a FIFO, never takes a terminal as its own.
const FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0) | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0) | (external_node_fs_namespaceObject.constants.O_NOCTTY ?? 0);
const path_content_CHUNK = 1024 * 1024;
let chunk;
/**
 * What the path `abs` holds now, as a line of the fingerprint: `file:<sha256 of the content>` (and `+x`
 * when `execBit` is asked for and the file is executable), `link:<target>`, `dir`, `other` (a FIFO or a
 * device, opened without blocking and never read, or a socket; git lists none of them unless one took a
 * tracked file's place), `missing`, or `error:<code>` when it cannot be read. Every file git lists is
 * read whole each time: no cache of what files held (ADR 0008 gives the figures). Synchronous, and
 * opened without an lstat first (the open says what the path is): a handful of system calls per file
 * cost less on the loop's thread than round trips to the thread pool.
 */
function pathContent(abs, execBit) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(abs, FLAGS);
    }
    catch (error) {
        const code = error.code;
        // O_NOFOLLOW refuses a symbolic link with ELOOP; a socket cannot be opened (ENXIO).
        if (code === 'ELOOP')
            return linkContent(abs);
        if (code === 'ENXIO')
            return 'other';
        return failed(code);
    }
    try {
        const stats = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (stats.isDirectory())
            return 'dir';
        if (!stats.isFile())
            return 'other';
        const exec = execBit && (stats.mode & 0o111) !== 0 ? '+x' : '';
        const hash = (0,external_node_crypto_.createHash)('sha256');
        chunk ??= Buffer.allocUnsafe(path_content_CHUNK);
        // A short read of a regular file is its end: no further read to learn so.
        for (let n = path_content_CHUNK; n === path_content_CHUNK;) {
            n = (0,external_node_fs_namespaceObject.readSync)(fd, chunk, 0, path_content_CHUNK, null);
            hash.update(chunk.subarray(0, n));
        }
        return `file:${hash.digest('hex')}${exec}`;
    }
    catch (error) {
        return failed(error.code);
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
function linkContent(abs) {
    try {
        return `link:${(0,external_node_fs_namespaceObject.readlinkSync)(abs, { encoding: 'buffer' }).toString('latin1')}`;
    }
    catch (error) {
        return failed(error.code);
    }
}
/** A folder of the path is a file now, or nothing is there: missing. */
function failed(code) {
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : `error:${code ?? 'unknown'}`;
}

;// CONCATENATED MODULE: ./src/system/git/status-v2.ts
// Fields before the path: `1 XY sub mH mI mW hH hI path`, `u XY sub m1 m2 m3 mW h1 h2 h3 path`.
const FIELDS_BEFORE_PATH = { '1': 8, u: 10 };
/**
 * Parses `git status --porcelain=v2 --branch -z --no-renames` (so no `2` entry, a rename, with a second
 * path), given as a latin1 string of git's bytes. Paths may hold spaces (fields are split by count, not by
 * space); ignored entries (`!`) are dropped.
 */
function parseStatusV2(output) {
    const status = { head: undefined, entries: [] };
    for (const field of output.split('\0')) {
        if (field.startsWith('# branch.oid ')) {
            const oid = field.slice('# branch.oid '.length);
            status.head = oid === '(initial)' ? undefined : oid;
        }
        else if (field.startsWith('? ')) {
            status.entries.push({ kind: '?', fields: '?', sub: '', path: field.slice(2) });
        }
        else {
            const kind = field[0] ?? '';
            const count = FIELDS_BEFORE_PATH[kind];
            if (count === undefined || field[1] !== ' ')
                continue;
            let at = -1;
            for (let n = 0; n < count && (at = field.indexOf(' ', at + 1)) !== -1; n++)
                ;
            if (at === -1)
                continue;
            const before = field.slice(0, at);
            status.entries.push({
                kind,
                fields: before,
                sub: before.split(' ')[2] ?? '',
                path: field.slice(at + 1)
            });
        }
    }
    return status;
}

;// CONCATENATED MODULE: ./src/system/git/fingerprint-git.ts






// Entries read between two turns of the event loop.
const BATCH = 256;
/**
 * The fingerprint inside a git work tree: one `git status --porcelain=v2 -z --untracked-files=all`
 * (submodules included, git's default), then HEAD's tree and, for every entry under `root`, git's
 * record of it and what the path holds now (`pathContent`; the executable bit of an untracked file too).
 * Every git setting (filters, `core.fileMode`, `core.trustctime`, the index format) is git's to apply:
 * nothing here reads git's files. A submodule or nested repository that git says is dirty counts by its
 * own fingerprint, so a further edit inside it is seen. Throws when git fails.
 */
async function gitTreeState(tree, git, trees) {
    const { root, prefix, excluded } = tree;
    // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
    const args = [
        'status',
        '--porcelain=v2',
        '-z',
        '--untracked-files=all',
        '--no-renames',
        '--branch',
        '--',
        '.'
    ];
    const result = await runGitBytes(root, args, git);
    if (result.code !== 0)
        throw new Error(`git status failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`);
    const status = parseStatusV2(result.stdout.toString('latin1'));
    // Porcelain paths are relative to the repository's top; make them relative to the workspace.
    const local = (p) => {
        if (!p.startsWith(prefix))
            return undefined;
        const rel = p.slice(prefix.length).replace(/\/$/, '');
        return rel && !isExcluded(rel, excluded) ? rel : undefined;
    };
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`git\0${await headTree(root, status.head, git, trees)}\n`);
    const changed = [];
    const rootBytes = Buffer.from(root, 'utf8');
    let read = 0;
    for (const entry of status.entries) {
        const rel = local(entry.path);
        if (rel === undefined)
            continue;
        if (++read % BATCH === 0)
            await turn();
        const now = await contentOf(tree, rel, entry, rootBytes, git, trees);
        hash.update(Buffer.from(`${entry.fields}\0${entry.path}\0${now}\n`, 'latin1'));
        changed.push(shown(rel));
    }
    return { hash: hash.digest('hex'), changed, head: status.head ?? '' };
}
/** What the entry's path holds now; for a repository of its own that git says is dirty, its fingerprint. */
async function contentOf(tree, rel, entry, rootBytes, git, trees) {
    // A submodule with a new commit, changes or untracked files (`S` and a flag), or a whole untracked
    // folder, which with --untracked-files=all git lists only when it is a repository.
    const repository = (entry.sub.startsWith('S') && entry.sub !== 'S...') || entry.path.endsWith('/');
    if (!repository)
        return pathContent(under(rootBytes, rel), entry.kind === '?');
    const bytes = Buffer.from(rel, 'latin1');
    // A process can be started only in a folder whose name is UTF-8: such a submodule counts by its record.
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        return 'repository';
    const inner = tree.excluded.flatMap(e => (e.startsWith(`${rel}/`) ? [e.slice(rel.length + 1)] : []));
    const root = `${tree.root}/${bytes.toString('utf8')}`;
    return `repository:${(await gitTreeState({ root, prefix: '', excluded: inner }, git, trees)).hash}`;
}
/**
 * The tree of HEAD's commit, 'unborn' before the first commit. The tree, not the commit: a commit that
 * leaves the content as it was (an empty commit, a `reset --soft` to the same tree) is no change. git is
 * asked only when the status header names a commit not seen before.
 */
async function headTree(root, commit, git, trees) {
    if (commit === undefined)
        return 'unborn';
    const known = trees.get(commit);
    if (known !== undefined)
        return known;
    const result = await runGit(root, ['rev-parse', '--verify', '--quiet', `${commit}^{tree}`], git);
    const tree = result.stdout.trim();
    if (result.code !== 0 || !tree)
        throw new Error(`git rev-parse ${commit}^{tree} failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`);
    // A loop sees a handful of commits; the bound only keeps a very long run from growing the map.
    if (trees.size >= 1000)
        trees.clear();
    trees.set(commit, tree);
    return tree;
}

;// CONCATENATED MODULE: ./src/system/files/fingerprint-walk.ts



/** Files and folders a walk outside git looks at, at most (SPEC §5 step 4). */
const WALK_CAP = 200_000;
// Outside git the list is only informational; the hash still covers every file.
const SHOWN_CAP = 1000;
// Entries looked at between two turns of the event loop.
const fingerprint_walk_BATCH = 1000;
/**
 * The fingerprint outside git: an lstat walk of `root` (names as bytes, sorted by bytes, so the same
 * tree always gives the same hash) hashing the path and type of everything but a folder, and for a
 * file its size, mtime and mode, for a symbolic link its target (never followed). `.git` folders and `excluded` (paths
 * relative to `root`, as bytes) are left out. Past `cap` entries the walk stops and says so in
 * `capped`: a change beyond them is not seen.
 */
async function walkTreeState(root, excluded, cap = WALK_CAP) {
    const rootBytes = Buffer.from(root, 'utf8');
    const hash = (0,external_node_crypto_.createHash)('sha256').update('walk\n');
    const files = [];
    let seen = 0;
    // Breadth first, in byte order within each folder: a deterministic order, and the same cut at the cap.
    const folders = [''];
    for (let at = 0; at < folders.length; at++) {
        const dir = folders[at] ?? '';
        let names = [];
        try {
            names = (0,external_node_fs_namespaceObject.readdirSync)(dir ? under(rootBytes, dir) : rootBytes, { encoding: 'buffer' }).sort((a, b) => Buffer.compare(a, b));
        }
        catch {
            // A folder that vanished or cannot be read has nothing to count.
        }
        for (const name of names) {
            const base = name.toString('latin1');
            const rel = dir ? `${dir}/${base}` : base;
            if (base === '.git' || isExcluded(rel, excluded))
                continue;
            if (++seen > cap)
                return { hash: hash.digest('hex'), changed: files, head: '', capped: true };
            if (seen % fingerprint_walk_BATCH === 0)
                await turn();
            const line = fingerprint_walk_describe(under(rootBytes, rel));
            // A folder counts by what it holds: an empty one is no change, as in git.
            if (line === 'dir') {
                folders.push(rel);
                continue;
            }
            if (files.length < SHOWN_CAP)
                files.push(shown(rel));
            hash.update(Buffer.from(`${rel}\0${line}\n`, 'latin1'));
        }
    }
    return { hash: hash.digest('hex'), changed: files, head: '', capped: false };
}
/** One entry's line: `dir`, or its type, size, mtime and mode, or a link's target. */
function fingerprint_walk_describe(abs) {
    try {
        const s = (0,external_node_fs_namespaceObject.lstatSync)(abs, { throwIfNoEntry: false });
        if (!s)
            return 'missing';
        if (s.isDirectory())
            return 'dir';
        if (s.isSymbolicLink())
            return `link ${(0,external_node_fs_namespaceObject.readlinkSync)(abs, { encoding: 'buffer' }).toString('latin1')}`;
        return `${s.isFile() ? 'file' : 'other'} ${s.size} ${s.mtimeMs} ${s.mode & 0o7777}`;
    }
    catch (error) {
        return `error ${error.code ?? 'unknown'}`;
    }
}

;// CONCATENATED MODULE: ./src/system/files/fingerprint.ts





/**
 * Fingerprint of the working tree at `root` (SPEC §5 step 4). Inside a git work tree: the content of
 * the tree as git sees it (fingerprint-git.ts), limited to `root` even when it is a subfolder of the
 * repository. Elsewhere: an lstat walk (fingerprint-walk.ts). `exclude` holds paths relative to `root`
 * (folders or files); `.git` is always excluded. `git` says how git runs. Throws when `root` is in a
 * work tree but git fails.
 */
async function treeState(root, exclude, git, memory) {
    const excluded = normalizeExcludes(root, exclude).map(asBytes);
    // Where the tree sits in a repository does not change during a run: git is asked once.
    const prefix = await (memory.prefix ??= gitPrefix(root, git));
    if (prefix !== undefined) {
        return gitTreeState({ root, prefix, excluded }, git, (memory.trees ??= new Map()));
    }
    const cap = memory.walkCap ?? WALK_CAP;
    const { capped, ...state } = await walkTreeState(root, excluded, cap);
    if (capped && !memory.warned) {
        memory.warned = true;
        memory.warn?.(`The workspace holds more than ${cap.toLocaleString('en')} files and folders and is not in a git repository: ` +
            'the working-tree fingerprint covers only the first ones, so no-progress detection may miss a change. ' +
            'Run the loop in a git repository (git init) for a full fingerprint.');
    }
    return state;
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
function toPosix(p) {
    return p.split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/system/files/file-copies.ts




/**
 * `Workspace.copyFiles` over the real file system at `base`: walks only the folders the globs can
 * match in (`globRoots`), never follows a symbolic link, and reads regular files and links only (a
 * FIFO or a socket is no file git keeps, and reading one could hang). Names are bytes (byte-names.ts):
 * a glob matches a name as text, where a byte that is not UTF-8 reads as U+FFFD, and a copy's path is
 * the name as `shown` gives it, which `putFile` and `remove` take back as its bytes.
 */
async function copyFiles(base, globs, exclude, limits) {
    const matches = globMatcher(globs);
    const root = Buffer.from(base);
    const skipped = exclude.map(dir => asBytes(normalizeGlob(dir)));
    const files = [];
    let bytes = 0;
    const visit = async (rel, entry) => {
        if (isExcluded(rel, skipped) || rel.split('/').pop() === '.git')
            return undefined;
        if (entry.isDirectory())
            return walk(rel);
        const text = Buffer.from(rel, 'latin1').toString('utf8');
        if (!matches(text) || !(entry.isFile() || entry.isSymbolicLink()))
            return undefined;
        const copy = await copyOf(root, rel);
        if (!copy)
            return undefined;
        files.push(copy);
        bytes += copy.bytes.length;
        if (files.length > limits.files || bytes > limits.bytes)
            return `more than ${limits.files} files or ${limits.bytes} bytes (at ${copy.path})`;
        return undefined;
    };
    const walk = async (rel) => {
        const dir = rel === '' ? root : under(root, rel);
        const entries = await (0,promises_namespaceObject.readdir)(dir, { withFileTypes: true, encoding: 'buffer' }).catch(() => []);
        for (const entry of entries.sort((a, b) => Buffer.compare(a.name, b.name))) {
            const name = entry.name.toString('latin1');
            const stop = await visit(rel === '' ? name : `${rel}/${name}`, entry);
            if (stop)
                return stop;
        }
        return undefined;
    };
    for (const top of globRoots(globs).map(asBytes)) {
        const entry = await (0,promises_namespaceObject.lstat)(top === '' ? root : under(root, top)).catch(() => undefined);
        const stop = entry && (top === '' ? await walk('') : await visit(top, entry));
        if (stop)
            return { tooMany: stop };
    }
    return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
}
/** A file's copy (`rel` as bytes), or undefined when it went away while being read. */
async function copyOf(root, rel) {
    const abs = under(root, rel);
    const path = shown(rel);
    try {
        const stats = await (0,promises_namespaceObject.lstat)(abs);
        const mode = stats.mode & 0o777;
        if (stats.isSymbolicLink()) {
            const link = shown((await (0,promises_namespaceObject.readlink)(abs, { encoding: 'buffer' })).toString('latin1'));
            return { path, bytes: new Uint8Array(), mode, link };
        }
        return { path, bytes: new Uint8Array(await (0,promises_namespaceObject.readFile)(abs)), mode };
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/**
 * The absolute path, as bytes, of `rel` as `shown` gives a name. Throws unless it is a plain path
 * inside `base`: no empty, `.` or `..` segment, not absolute.
 */
function plainPath(base, rel) {
    const bytes = unshown(rel);
    if (bytes.split('/').some(segment => segment === '' || segment === '.' || segment === '..'))
        throw new Error(`Path ${JSON.stringify(rel)} is not a plain path inside the workspace ${base}`);
    return under(Buffer.from(base), bytes);
}
/**
 * `Workspace.putFile` inside `base`. A link or a file standing where a folder above the copy was is
 * replaced by a real folder first, so the write cannot land outside the workspace; whatever stands at
 * the copy's path itself (a folder included) is replaced.
 */
async function putFile(base, copy) {
    const target = plainPath(base, copy.path);
    const segments = unshown(copy.path).split('/');
    const name = segments.pop() ?? '';
    let dir = Buffer.from(base);
    for (const segment of segments) {
        dir = under(dir, segment);
        const stats = await (0,promises_namespaceObject.lstat)(dir).catch(() => undefined);
        if (stats?.isDirectory())
            continue;
        if (stats)
            await (0,promises_namespaceObject.rm)(dir, { force: true });
        await (0,promises_namespaceObject.mkdir)(dir);
    }
    const existing = await (0,promises_namespaceObject.lstat)(target).catch(() => undefined);
    if (existing?.isDirectory())
        await (0,promises_namespaceObject.rm)(target, { recursive: true, force: true });
    const temp = under(dir, `.${name}.ralph-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    try {
        if (copy.link !== undefined)
            await (0,promises_namespaceObject.symlink)(Buffer.from(unshown(copy.link), 'latin1'), temp);
        else {
            await (0,promises_namespaceObject.writeFile)(temp, copy.bytes, { flag: 'wx', mode: copy.mode });
            // The process's umask trims the mode given to open: set it as it was.
            await (0,promises_namespaceObject.chmod)(temp, copy.mode);
        }
        await (0,promises_namespaceObject.rename)(temp, target);
    }
    catch (error) {
        await (0,promises_namespaceObject.rm)(temp, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/system/files/file-workspace.ts







/**
 * A `Workspace` over the real file system at `root` (made absolute once, here). Every path is taken
 * relative to `root`, and one that resolves outside it throws before anything is touched. `git` says how
 * the working-tree fingerprint runs git (runner, environment, signal); `fingerprint`, where a walk outside
 * git stops and whom it tells, once, that the workspace is too large to fingerprint whole.
 */
function createWorkspace(root, git = {}, fingerprint = {}) {
    const base = external_node_path_default().resolve(root);
    let realBase;
    // What the fingerprints keep between calls (fingerprint.ts).
    const memory = { ...fingerprint };
    const at = (p) => resolveInside(base, p);
    return {
        root: base,
        // async throughout, so a rejected path is a rejected promise and never a synchronous throw.
        readText: async (p, limits = {}) => {
            let file = at(p);
            if (limits.within) {
                // The check in `at` is lexical: here a symbolic link may lead only to a file inside.
                // Synchronous, as the read itself (read-file.ts).
                file = external_node_fs_namespaceObject.realpathSync.native(file);
                realBase ??= (0,promises_namespaceObject.realpath)(base);
                if (!isWithin(await realBase, file))
                    throw codeError('EOUTSIDE', `${p} is a symbolic link to ${file}, outside the workspace`);
            }
            return readRegularFile(file, p, limits);
        },
        // A rejected promise, never a synchronous throw, whatever fails.
        writeText: (p, content, options) => Promise.resolve().then(() => writeAtomic(at(p), content, options)),
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
            // A name copyFiles gave: quoted when it is not UTF-8 (byte-names.ts).
            const target = p.startsWith('"') ? plainPath(base, p) : at(p);
            if (target === base)
                throw new Error(`Refusing to remove the workspace root ${base}`);
            await (0,promises_namespaceObject.unlink)(target).catch(error => {
                if (!isCode(error, 'ENOENT'))
                    throw error;
            });
        },
        copyFiles: async (globs, exclude, limits) => copyFiles(base, globs, exclude, limits),
        putFile: async (copy) => putFile(base, copy),
        treeState: async (exclude) => treeState(base, exclude, git, memory)
    };
}
function isWithin(root, target) {
    const rel = external_node_path_default().relative(root, target);
    return rel !== '..' && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel);
}
/**
 * The absolute path of `p` taken relative to `root`. Throws when it resolves outside `root` (`..`,
 * an absolute path elsewhere, another drive). The check is lexical: a symlink inside `root` that
 * points elsewhere is followed.
 */
function resolveInside(root, p) {
    const abs = external_node_path_default().resolve(root, p);
    if (!isWithin(root, abs))
        throw new Error(`Path "${p}" resolves outside the workspace ${root}`);
    return abs;
}
/**
 * Writes `content` to `target` so that a crash at any instant leaves either the old file or the new
 * one: temp file in the same folder (rename is only atomic within one file system), rename over the
 * target. `durable` (the default) also fsyncs the temp file before the rename and the folder after it,
 * so the new content and the rename survive a power cut; without it a crash of the machine may leave
 * the old file. Keeps the target's mode. Synchronous: the loop waits for every write it makes.
 */
function writeAtomic(target, content, { durable = true } = {}) {
    const dir = external_node_path_default().dirname(target);
    const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(target)}.tmp-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    let mode = 0o666;
    try {
        mode = (0,external_node_fs_namespaceObject.statSync)(target).mode & 0o7777;
    }
    catch {
        // A new file: the default mode.
    }
    try {
        let fd;
        try {
            fd = (0,external_node_fs_namespaceObject.openSync)(temp, 'wx', mode);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
            (0,external_node_fs_namespaceObject.mkdirSync)(dir, { recursive: true });
            fd = (0,external_node_fs_namespaceObject.openSync)(temp, 'wx', mode);
        }
        try {
            const bytes = Buffer.from(content, 'utf8');
            for (let done = 0; done < bytes.length;)
                done += (0,external_node_fs_namespaceObject.writeSync)(fd, bytes, done, bytes.length - done);
            if (durable)
                (0,external_node_fs_namespaceObject.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
        (0,external_node_fs_namespaceObject.renameSync)(temp, target);
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.rmSync)(temp, { force: true });
        throw writeError(target, error);
    }
    if (durable)
        syncDir(dir);
}
/** Node's errors from a write through a handle do not name the file; this one does, and says what to do. */
function writeError(target, error) {
    const { code, message } = error;
    const hint = code === 'ENOSPC' || code === 'EDQUOT'
        ? ' (the disk is full: free some space and run again; the file as it was before is kept)'
        : code === 'EROFS' || code === 'EACCES' || code === 'EPERM'
            ? ' (the folder cannot be written: check its permissions and mount)'
            : '';
    return Object.assign(new Error(`Could not write ${target}: ${message}${hint}`), { code });
}
function syncDir(dir) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(dir, 'r');
        (0,external_node_fs_namespaceObject.fsyncSync)(fd);
    }
    catch (error) {
        // Windows cannot open a folder, and some file systems refuse to fsync one; the rename still happened.
        if (!isCode(error, 'EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'))
            throw writeError(dir, error);
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
function isCode(error, ...codes) {
    const code = error?.code;
    return code !== undefined && codes.includes(code);
}

;// CONCATENATED MODULE: ./src/tasks/plan-status.ts
const NAMES = ['open', 'active', 'done', 'failed'];
/**
 * Parses plan-status output: JSON `{"open":N,"active":N,...}`, or text where the counts appear as
 * `open: N`, `N open` or `Open tasks: N` (any case). Open and active must both appear: anything
 * else is a parse failure (undefined), never a guess of zero.
 */
function parsePlanStatus(output) {
    return complete(fromJson(output)) ?? complete(fromText(output));
}
function complete(found) {
    if (found?.open === undefined || found.active === undefined)
        return undefined;
    return { open: found.open, active: found.active, done: found.done ?? 0, failed: found.failed ?? 0 };
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
    const found = {};
    for (const name of NAMES) {
        const item = record[name] ?? record[name.toUpperCase()];
        if (typeof item === 'number' && Number.isInteger(item) && item >= 0)
            found[name] = item;
    }
    return found;
}
function fromText(output) {
    const found = {};
    for (const name of NAMES) {
        const match = new RegExp(`\\b${name}(?:\\s+tasks?)?\\s*[:=]\\s*(\\d+)\\b`, 'i').exec(output) ??
            new RegExp(`\\b(\\d+)\\s+${name}\\b`, 'i').exec(output);
        if (match)
            found[name] = Number(match[1]);
    }
    return found;
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
            argv: shellArgv(command),
            cwd: this.deps.cwd,
            env: { ...this.deps.env, RALPH_AGENT_ID: this.deps.agentId, RALPH_TASK_ID: '', ...values },
            ...obeying(this.deps, this.deps.timeoutMs),
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

;// CONCATENATED MODULE: ./src/tasks/cli-source.ts

/** Waits after the first and the second failing peek or status in a row, in seconds (SPEC §3). */
const RETRY_WAITS_S = [10, 30];
/** Peek and status failures in a row that abort the loop. */
const MAX_CLI_FAILURES = 3;
/**
 * A task CLI (seed 003). The loop never claims and never parses the peek: the agent does. It only
 * releases tasks a session left active, and asks plan-status whether work remains.
 */
class CliTaskSource {
    cli;
    log;
    kind = 'cli';
    status;
    failures = 0;
    lastError = '';
    peekOk = false;
    constructor(cli, log) {
        this.cli = cli;
        this.log = log;
    }
    async open() {
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
        return { tasksDone: [], doneCount, sourceError: '', removed: [] };
    }
    finished() {
        if (!this.status)
            return 'work-left';
        const { open, active, failed } = this.status;
        if (open > 0 || active > 0)
            return 'work-left';
        if (failed === 0)
            return 'done';
        this.log.warning(`The task CLI reports 0 open and 0 active tasks, but ${failed} failed: not completed.`, 'Failed tasks remain');
        return {
            reason: 'nothing_claimable',
            message: `No task is open or active, but ${failed} task(s) failed; retry or close them, then run again.`
        };
    }
    view() {
        const s = this.status ?? { open: 0, active: 0, done: 0, failed: 0 };
        const remaining = this.status
            ? ['open', 'active', 'failed'].filter(name => s[name] > 0).map(name => `${name}=${s[name]}`)
            : ['status=unknown'];
        return {
            tasks: [],
            remaining,
            size: this.status ? s.open + s.active : Number.MAX_SAFE_INTEGER,
            counts: { total: s.open + s.active + s.done + s.failed, done: s.done }
        };
    }
    fingerprint() {
        return Promise.resolve(this.status ? JSON.stringify(this.status) : '');
    }
    /** Fails every task still active for this agent: a session that exited must not hold a claim. */
    async crashSafety() {
        const active = await this.cli.active();
        if (!active.ok) {
            this.log.warning(`task active failed: ${active.error}`, 'Task CLI');
            return;
        }
        for (const id of active.ids) {
            this.log.info(`Task ${id} is still active for this agent: failing it (${CRASH_REASON}).`);
            const failed = await this.cli.fail(id, CRASH_REASON);
            if (!failed.ok)
                this.log.warning(`task fail ${id} failed: ${failed.error}`, 'Task CLI');
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
        this.log.warning(`task plan-status failed (${this.failures} in a row): ${status.error}`, 'Task CLI');
        return false;
    }
    /** After a counted failure: wait 10, then 30 s, or abort at the third in a row. */
    retry(error) {
        this.lastError = error;
        if (this.failures >= MAX_CLI_FAILURES)
            return this.abort();
        return { kind: 'wait', ms: RETRY_WAITS_S[this.failures - 1] * 1000, why: error };
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

;// CONCATENATED MODULE: ./src/tasks/file-source.ts


/**
 * A json or markdown task file (SPEC §3) as a task source: read at the start and after every
 * iteration; the agent marks work done by editing it.
 */
function fileTaskSource(file) {
    let list = [];
    // The view is asked for several times an iteration; on a 10,000-task plan each walk costs.
    let view;
    const current = () => {
        if (view?.of !== list)
            view = { of: list, work: workOf(list) };
        return view.work;
    };
    return {
        kind: 'file',
        async open() {
            try {
                list = await file.load();
                return undefined;
            }
            catch (error) {
                if (error instanceof TaskFileError)
                    return { reason: 'error', message: `Task source ${error.message}` };
                throw error;
            }
        },
        before: () => Promise.resolve({ kind: 'run', peek: '' }),
        async after() {
            const before = list;
            try {
                list = await file.load();
            }
            catch (error) {
                if (!(error instanceof TaskFileError))
                    throw error;
                return { tasksDone: [], doneCount: 0, sourceError: error.message, removed: [] };
            }
            const tasksDone = newlyDone(before, list);
            return { tasksDone, doneCount: tasksDone.length, sourceError: '', removed: removedFrom(before, list) };
        },
        finished: () => (current().size === 0 ? 'done' : 'work-left'),
        view: current,
        fingerprint: () => file.fingerprint()
    };
}
/** No task source at all: plan mode without `tasks`, where the agent's promise ends the loop. */
function noTaskSource() {
    return {
        kind: 'none',
        open: () => Promise.resolve(undefined),
        before: () => Promise.resolve({ kind: 'run', peek: '' }),
        after: () => Promise.resolve({ tasksDone: [], doneCount: 0, sourceError: '', removed: [] }),
        finished: () => 'done',
        view: () => workOf([]),
        fingerprint: () => Promise.resolve('')
    };
}
/** Ids that became done between two reads of the task source. */
function newlyDone(before, after) {
    const doneBefore = new Set(before.filter(task => task.state === 'done').map(task => task.id));
    return after.filter(task => task.state === 'done' && !doneBefore.has(task.id)).map(task => task.id);
}
/**
 * Ids of tasks that were not done and are gone from the source (SPEC §3). Whatever appeared beside them
 * does not count: a task renamed, reworded while ticked or rewritten in another shape is removed, and a
 * new task never stands in for it.
 */
function removedFrom(before, after) {
    const now = new Set(after.map(task => task.id));
    return before.filter(task => task.state !== 'done' && !now.has(task.id)).map(task => task.id);
}

;// CONCATENATED MODULE: ./src/tasks/checkbox-patch.ts



/**
 * Plans smaller than this are parsed whole every time. Past it, a whole parse of a markdown checklist
 * costs more than the 25 ms an iteration the loop may add on a 10,000-task plan (bench/RESULTS.md,
 * issue 22); a JSON plan is parsed whole at any size.
 */
const PATCH_FROM_CHARS = 32 * 1024;
/**
 * Parses a task file's text as the given kind and checks what every source must satisfy at the start of a
 * loop: text not binary, at least one task, unique ids, none reserved. Throws only TaskFileError, whose
 * message starts with `file`. When `previous` has offsets and the text differs from it inside one checkbox
 * line only, by the box being ticked or unticked, only that task is read again; anything else is a whole
 * parse. The result is the same either way (tested against the whole parse).
 */
function parsePlan(kind, text, file, previous, patchFrom = PATCH_FROM_CHARS) {
    if (kind === 'json')
        return { text, tasks: parseJsonTasks(text, file) };
    const patched = previous && patch(previous, text);
    if (patched)
        return patched;
    const { tasks, lines } = parseMarkdownPlan(text, file);
    if (!lines || text.length < patchFrom || text.includes('\r'))
        return { text, tasks };
    return { text, tasks, offsets: lineOffsets(text, lines) };
}
function patch(previous, text) {
    const { offsets } = previous;
    // A NUL byte is for the whole parse to refuse; a carriage return would throw the line offsets off.
    if (!offsets || text.includes('\u0000') || text.includes('\r'))
        return undefined;
    const old = previous.text;
    const region = changedRegion(old, text);
    const delta = text.length - old.length;
    if (hasNewline(old, region.start, region.oldEnd) || hasNewline(text, region.start, region.newEnd))
        return undefined;
    const lineStart = old.lastIndexOf('\n', region.start - 1) + 1;
    const k = lastAtOrBefore(offsets, lineStart);
    const was = previous.tasks[k];
    if (!was || offsets[k] !== lineStart)
        return undefined;
    const lineAt = (at) => {
        const end = at.indexOf('\n', lineStart);
        return at.slice(lineStart, end === -1 ? at.length : end);
    };
    const before = CHECKBOX.exec(lineAt(old));
    const after = CHECKBOX.exec(lineAt(text));
    if (!before || !after || before[2]?.trim() !== after[2]?.trim())
        return undefined;
    const tasks = previous.tasks.slice();
    tasks[k] = { ...was, state: after[1] === ' ' ? 'open' : 'done' };
    const shifted = delta === 0 ? offsets : offsets.map((at, i) => (i > k ? at + delta : at));
    return { text, tasks, patched: true, offsets: shifted };
}
const checkbox_patch_CHUNK = 4096;
/** Where two texts differ: the first index that differs, and the ends of the differing part in each. */
function changedRegion(a, b) {
    const min = Math.min(a.length, b.length);
    // Whole chunks first (string equality runs at memory speed), then character by character.
    let start = 0;
    while (start + checkbox_patch_CHUNK <= min && a.slice(start, start + checkbox_patch_CHUNK) === b.slice(start, start + checkbox_patch_CHUNK))
        start += checkbox_patch_CHUNK;
    while (start < min && a.charCodeAt(start) === b.charCodeAt(start))
        start++;
    let same = 0;
    const tail = (text) => text.slice(text.length - same - checkbox_patch_CHUNK, text.length - same);
    while (same + checkbox_patch_CHUNK <= min - start && tail(a) === tail(b))
        same += checkbox_patch_CHUNK;
    while (same < min - start && a.charCodeAt(a.length - 1 - same) === b.charCodeAt(b.length - 1 - same))
        same++;
    return { start, oldEnd: a.length - same, newEnd: b.length - same };
}
/** The last index whose value is at most `at` in an ascending list, or -1. */
function lastAtOrBefore(list, at) {
    let [low, high] = [0, list.length - 1];
    while (low <= high) {
        const mid = (low + high) >> 1;
        if ((list[mid] ?? Infinity) <= at)
            low = mid + 1;
        else
            high = mid - 1;
    }
    return high;
}
function hasNewline(text, start, end) {
    const at = text.indexOf('\n', start);
    return at !== -1 && at < end;
}
/** The offset of the start of each 1-based line number in `lines` (ascending), in a text split on `\n`. */
function lineOffsets(text, lines) {
    const offsets = [];
    let line = 1;
    let at = 0;
    for (const wanted of lines) {
        while (line < wanted) {
            at = text.indexOf('\n', at) + 1;
            line++;
        }
        offsets.push(at);
    }
    return offsets;
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

;// CONCATENATED MODULE: ./src/tasks/task-file.ts



/** A plan of 10,000 tasks is half a megabyte: anything this big is not a task list. */
const MAX_TASK_FILE_BYTES = 16 * 1024 * 1024;
/** Creates the source for `tasks` of the given kind. */
function fileSource(workspace, path, kind, shard, hash) {
    const read = async () => {
        try {
            // The agent can put anything in the workspace, a link to a secret file included.
            return await workspace.readText(path, { maxBytes: MAX_TASK_FILE_BYTES, within: true });
        }
        catch (error) {
            throw new TaskFileError(path, unreadable(error));
        }
    };
    // The file is read before and after every iteration and often has not changed (or the fingerprint
    // follows a load of the same text): parsing or hashing a 10,000-task plan again costs milliseconds.
    let last;
    const seen = (text) => (last?.text === text ? last : (last = { text }));
    // The last good parse: an agent that ticks one box of a large checklist changes one task, not all of them.
    let parsed;
    return {
        path,
        async load() {
            const entry = seen(await read());
            if (!entry.tasks) {
                parsed = parsePlan(kind, entry.text, path, parsed);
                const tasks = parsed.tasks;
                entry.tasks = shard ? tasks.filter(task => inShard(task.id, shard.index, shard.count)) : tasks;
            }
            return [...entry.tasks];
        },
        async fingerprint() {
            try {
                const entry = seen(await read());
                return (entry.hash ??= hash(entry.text));
            }
            catch {
                return '';
            }
        }
    };
}
/** Why a task file could not be read, with what to do about it. */
function unreadable(error) {
    const { code, message } = error;
    switch (code) {
        case 'ENOENT':
            return 'the file does not exist in the workspace (check the tasks input and the checkout)';
        case 'EISDIR':
            return 'it is a directory, not a file';
        case 'ENOTREG':
            return `${message}; the task file must be a plain file`;
        case 'EOUTSIDE':
            return `${message}; the loop reads task files inside the workspace only: copy the file in`;
        case 'EFBIG':
            return `${message}: a task file may hold at most ${MAX_TASK_FILE_BYTES / 1024 / 1024} MiB; is this the right file? (check the \`tasks\` input)`;
        default:
            return `it cannot be read (${code ?? String(error)})`;
    }
}

;// CONCATENATED MODULE: ./src/edges/github-api.ts
/** The most pages one list reads (10,000 items): a guard against an API that never ends its pages. */
const MAX_PAGES = 100;
/** Items per page: GitHub's most, so a long list takes few calls. */
const PER_PAGE = 100;
/**
 * `call` with the toolkit's octokit (`@actions/github`, imported on first use so runs that make no API
 * call never load it) for the repository, or a warning: there is no client (`what` starts the sentence,
 * "No pull request"), or the call failed (`explain` words the error, most often through `refusal`).
 */
async function withApi(options, what, explain, call) {
    const [owner, repo] = options.repository.split('/');
    if (!options.token) {
        return {
            ok: false,
            warning: `${what}: there is no token. Pass 'github-token' (its default is the job's token) or set GITHUB_TOKEN.`
        };
    }
    if (!owner || !repo)
        return { ok: false, warning: `${what}: GITHUB_REPOSITORY (owner/name) is not set.` };
    try {
        const { getOctokit } = await __nccwpck_require__.e(/* import() */ 157).then(__nccwpck_require__.bind(__nccwpck_require__, 157));
        const octokit = getOctokit(options.token, { baseUrl: options.apiUrl });
        const request = () => ({ signal: AbortSignal.timeout(options.timeoutMs) });
        return await call({ octokit, owner, repo, request });
    }
    catch (error) {
        return { ok: false, warning: explain(error) };
    }
}
/**
 * Every item of a list, page by page (`per_page` and `page` go into the call), at most MAX_PAGES pages,
 * each call under its own time limit (octokit.paginate would share one signal). GitHub links the next
 * page while there is one (the `link` header, rel="next").
 */
async function allPages(read) {
    const items = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        const { data, headers } = await read({ per_page: PER_PAGE, page });
        items.push(...data);
        if (!/rel="next"/.test(headers.link ?? ''))
            break;
    }
    return items;
}
/** Whether the call was given up by its time limit (octokit wraps the fetch's TimeoutError in a RequestError). */
function timedOut(error) {
    for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
        if (cause.name === 'TimeoutError' || cause.name === 'AbortError')
            return true;
    }
    return /operation was aborted|due to timeout/i.test(String(error.message));
}
/**
 * A failed call as a warning that names what the job needs (`permissions`, as a workflow writes it:
 * "issues: write"), never the token. `start` says what could not be done.
 */
function refusal(start, error, options, permissions) {
    if (timedOut(error)) {
        const seconds = Math.round(options.timeoutMs / 100) / 10;
        return `${start}: ${options.apiUrl} did not answer within ${seconds} s. The next run tries again.`;
    }
    const { status, said } = statusOf(error);
    if (status === 401 || status === 403 || status === 404)
        return `${start} (HTTP ${status}: ${said}). Give the job 'permissions: ${permissions}', or pass a token that may, as 'github-token'.`;
    return `${start}: ${said}.`;
}
/** An API error's HTTP status and the first line of its message, without the period a sentence around it adds. */
function statusOf(error) {
    const { status, message } = error;
    return { status, said: ((message ?? String(error)).split('\n')[0] ?? '').replace(/\.$/, '') };
}

;// CONCATENATED MODULE: ./src/edges/github-comments.ts

// A pull request's comments are its issue's: both permissions.
const PERMISSIONS = 'pull-requests: write, issues: write';
/**
 * Comments on issues and pull requests through the REST API (`/repos/{owner}/{repo}/issues/{n}/comments`;
 * a pull request's comments are its issue's), with the same client and per-call time limit as the pull
 * request (github-api.ts). API errors come back as warnings naming the permission.
 */
function githubComments(options) {
    const refused = (start) => (error) => refusal(start, error, options, PERMISSIONS);
    return {
        post: (issue, body) => withApi(options, 'No comment', refused(`Could not comment on #${issue}`), async (api) => {
            const made = await api.octokit.rest.issues.createComment({
                request: api.request(),
                owner: api.owner,
                repo: api.repo,
                issue_number: issue,
                body
            });
            return { ok: true, id: made.data.id, createdAt: made.data.created_at };
        }),
        since: (issue, since) => withApi(options, 'No comments read', refused(`Could not read the comments of #${issue}`), async (api) => {
            const read = await allPages(page => api.octokit.rest.issues.listComments({
                request: api.request(),
                owner: api.owner,
                repo: api.repo,
                issue_number: issue,
                since,
                ...page
            }));
            const comments = read.map(comment => ({
                id: comment.id,
                author: comment.user?.login ?? '',
                association: comment.author_association,
                body: comment.body ?? '',
                createdAt: comment.created_at
            }));
            return { ok: true, comments };
        })
    };
}

;// CONCATENATED MODULE: ./src/edges/github-issues.ts

/**
 * The repository's issues through the REST API (SPEC §3): the labelled open ones, every page, pull
 * requests left out (the issues endpoint lists them too); a comment (through `comments`) and a label on
 * one of them.
 */
function githubIssues(options, comments) {
    return {
        async list(label) {
            const start = `Could not read the open issues labelled '${label}'`;
            const explain = (error) => refusal(start, error, options, 'issues: read');
            const listed = await withApi(options, start, explain, async (api) => {
                const items = await allPages(page => api.octokit.rest.issues.listForRepo({
                    request: api.request(),
                    owner: api.owner,
                    repo: api.repo,
                    labels: label,
                    state: 'open',
                    sort: 'created',
                    direction: 'asc',
                    ...page
                }));
                const issues = items
                    .filter(item => !item.pull_request)
                    .map(item => ({
                    number: item.number,
                    title: item.title,
                    body: item.body ?? '',
                    labels: item.labels.map(l => (typeof l === 'string' ? l : (l.name ?? '')))
                }));
                return { ok: true, issues };
            });
            return listed.ok ? listed : { ok: false, error: listed.warning };
        },
        comment: (issue, body) => comments.post(issue, body),
        addLabel: (issue, label) => {
            const start = `Could not add the label '${label}' to issue #${issue}`;
            const explain = (error) => refusal(start, error, options, 'issues: write');
            return withApi(options, start, explain, async (api) => {
                await api.octokit.rest.issues.addLabels({
                    request: api.request(),
                    owner: api.owner,
                    repo: api.repo,
                    issue_number: issue,
                    labels: [label]
                });
                return { ok: true };
            });
        }
    };
}

;// CONCATENATED MODULE: ./src/edges/github-pull-requests.ts

/**
 * The work branch's pull request through the REST API, with the toolkit's octokit (`@actions/github`,
 * imported on first use so runs without a pull request never load it). The open pull request from
 * the branch is found and its body rewritten; only when there is none is one opened.
 */
function githubPullRequests(options) {
    return {
        upsert: (wish) => withApi(options, 'No pull request', error => explain(error, wish, options), async ({ octokit, owner, repo, request }) => {
            const open = await octokit.rest.pulls.list({
                request: request(),
                owner,
                repo,
                head: `${owner}:${wish.head}`,
                state: 'open'
            });
            const found = open.data.find(pull => pull.head.ref === wish.head);
            if (found) {
                const updated = await octokit.rest.pulls.update({
                    request: request(),
                    owner,
                    repo,
                    pull_number: found.number,
                    title: wish.title,
                    body: wish.body
                });
                return { ok: true, url: updated.data.html_url, number: updated.data.number, created: false };
            }
            const created = await octokit.rest.pulls.create({
                request: request(),
                owner,
                repo,
                head: wish.head,
                base: wish.base,
                title: wish.title,
                body: wish.body,
                draft: wish.draft
            });
            return { ok: true, url: created.data.html_url, number: created.data.number, created: true };
        })
    };
}
/**
 * An API error as a warning that names the fix; the two refusals only a pull request meets come first.
 * The token is never part of it.
 */
function explain(error, wish, options) {
    const { status, said } = statusOf(error);
    const start = `Could not open or update the pull request from ${wish.head} into ${wish.base}`;
    if (status === 403 && /not permitted to create or approve pull requests/i.test(said)) {
        return (`${start}: ${said}. Allow it in the repository's Settings → Actions → General → Workflow permissions ` +
            "('Allow GitHub Actions to create and approve pull requests'), or pass a personal access token as 'github-token'.");
    }
    if (status === 422)
        return `${start} (HTTP 422: ${said}): GitHub refused it, e.g. because ${wish.head} has no commits ${wish.base} lacks yet.`;
    return refusal(start, error, options, 'pull-requests: write, contents: write');
}

;// CONCATENATED MODULE: ./src/tasks/issues-source.ts




/**
 * `task-source: github-issues` (SPEC §3): at the start the loop reads the labelled open issues and
 * merges them into `state-dir/issues.json`, a json plan that `file` (a json source over that path)
 * reads from then on, as it reads any plan the agent edits. The agent never talks to GitHub.
 */
function issuesTaskSource(input) {
    const { api, label, path, file, workspace, log } = input;
    let read = [];
    let written = '';
    let first = true;
    /** Merges the read into the plan on disk; false when no labelled issue is open (nothing to read). */
    const merge = async () => {
        const merged = mergeIssues(await previous(), read);
        for (const id of merged.joined)
            log.info(`Issue ${id} joins the tasks (labelled '${label}').`);
        for (const id of merged.left)
            log.info(`Issue ${id} leaves the tasks: closed, or no longer labelled '${label}'.`);
        written = issuesPlanText(merged.items);
        await workspace.writeText(path, written);
        return merged.items.length > 0;
    };
    const readPlan = () => workspace.readText(path, { maxBytes: MAX_TASK_FILE_BYTES, within: true });
    /** The last run's plan; a broken one loses its done marks (the `ralph:done` labels still tell). */
    const previous = async () => {
        if (!(await workspace.exists(path)))
            return [];
        try {
            return parseJsonTasks(await readPlan(), path);
        }
        catch (error) {
            if (error instanceof TaskFileError && /no tasks/.test(error.message))
                return [];
            log.warning(`${error instanceof Error ? error.message : String(error)}; it is written again from the issues.`);
            return [];
        }
    };
    return {
        ...file,
        issues: () => read,
        async fingerprint() {
            // The tasks, not the file's text: the merge at the next start rewrites the file in its own form
            // (and drops fields an agent added), which must not pass for a changed issue at a stuck stop.
            try {
                return input.hash(issuesPlanText(parseJsonTasks(await readPlan(), path).map(itemOf)));
            }
            catch {
                return file.fingerprint();
            }
        },
        async open() {
            const listed = await api.list(label);
            if (!listed.ok)
                return { reason: 'error', message: listed.error };
            read = listed.issues;
            if (!(await merge())) {
                log.info(`No open issue is labelled '${label}': there is nothing to do.`);
                return undefined;
            }
            return file.open();
        },
        async before() {
            // The checkpoint's restore may have put the last run's plan back over the one written at the
            // start (the cache is restored after the source is read): merge this run's read in again, once.
            if (first) {
                first = false;
                const now = (await workspace.exists(path)) ? await readPlan() : '';
                if (read.length > 0 && now !== written) {
                    await merge();
                    const stop = await file.open();
                    if (stop)
                        return { kind: 'stop', stop };
                    // Last night's marks may leave nothing to do: the completion path, not an agent without a task.
                    if (file.finished() === 'done')
                        return { kind: 'complete' };
                }
            }
            return file.before();
        }
    };
}

;// CONCATENATED MODULE: ./src/edges/real-deps.ts


















/** The real side effects behind the loop's ports, as the action and the CLI both use them. */
function realDeps(input) {
    const { config, logger } = input;
    // Git runs apart: the sweep after each run is for the agent, the verify command, hooks and the task CLI.
    const plain = createProcessRunner();
    const runner = markedRunner(plain);
    const git = {
        runner: plain,
        baseEnv: config.env,
        signal: input.signals.signal,
        hardSignal: input.signals.hardSignal
    };
    const workspace = createWorkspace(config.workspace, git, {
        warn: message => logger.warning(message, 'No-progress detection')
    });
    const remote = { ...git, ...(input.remoteEnv && { remoteEnv: input.remoteEnv }) };
    const api = {
        token: config.githubToken,
        apiUrl: config.run.apiUrl,
        repository: config.run.repository,
        timeoutMs: config.apiTimeoutMs
    };
    const sourceDeps = { runner, workspace, log: logger, ...input.signals };
    const comments = githubComments(api);
    const board = issueBoard(config, githubIssues(api, comments), sourceDeps);
    return {
        config,
        clock: systemClock,
        log: logger,
        transcript: logger,
        runner,
        workspace,
        tasks: board?.source ?? taskSourceFor(config, sourceDeps),
        store: input.store,
        lock: fileLock(external_node_path_default().join(config.workspace, config.stateDir, domain_state/* LOCK_FILE */.FI)),
        git: gitWork(config.workspace, remote),
        mirror: gitStateMirror(config.workspace, config.checkpointKey, remote),
        pullRequests: githubPullRequests(api),
        comments,
        ...(board && { issues: board.board }),
        signal: input.signals.signal,
        hardSignal: input.signals.hardSignal,
        startedAt: input.startedAt
    };
}
/** `task-source: github-issues`: the issues merged into the json plan the file source reads (SPEC §3). */
function issueBoard(config, api, deps) {
    if (!config.githubIssues || !config.tasks)
        return undefined;
    const source = issuesTaskSource({
        api,
        label: config.githubIssues.label,
        path: config.tasks,
        file: taskSourceFor(config, deps),
        workspace: deps.workspace,
        log: deps.log,
        hash: sha256
    });
    return { source, board: { api, labelled: () => source.issues() } };
}
const sha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
/** A task CLI command may take this long. */
const TASK_CLI_TIMEOUT_MS = 5 * 60 * 1000;
/** The task source the config asks for (SPEC §3). */
function taskSourceFor(config, deps) {
    if (config.taskSource === 'command') {
        const cli = new TaskCli(config.taskCommands, {
            runner: deps.runner,
            cwd: config.workspace,
            env: config.env,
            agentId: config.agentId,
            timeoutMs: TASK_CLI_TIMEOUT_MS,
            ...(deps.signal && { signal: deps.signal }),
            ...(deps.hardSignal && { hardSignal: deps.hardSignal })
        });
        return new CliTaskSource(cli, deps.log);
    }
    if (!config.tasks || !config.taskSource)
        return noTaskSource();
    return fileTaskSource(fileSource(deps.workspace, config.tasks, config.taskSource, config.shard, sha256));
}

;// CONCATENATED MODULE: ./src/edges/outputs.ts


/** Every output of SPEC §2 as the strings the runner stores. */
function outputs_outputsOf(result) {
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
        [Outputs.Report]: result.report,
        [Outputs.TotalCostUsd]: optional(result.totalCostUsd),
        [Outputs.PullRequestUrl]: result.pullRequestUrl,
        [Outputs.PullRequestNumber]: optional(result.pullRequestNumber),
        [Outputs.Question]: result.question
    };
}
/** The result of a run that stopped before the loop began (an input error): `aborted`, reason `error`. */
function abortedBeforeStart(message) {
    return {
        status: 'aborted',
        haltReason: 'error',
        exitCode: (0,outcomes/* exitCodeOf */.FO)('aborted'),
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
        totalCostUsd: undefined,
        inputTokens: undefined,
        outputTokens: undefined,
        sessionId: '',
        branch: '',
        headSha: '',
        commits: 0,
        pushed: false,
        pullRequestUrl: '',
        pullRequestNumber: undefined,
        question: '',
        report: '',
        handOff: false,
        summary: `## ❌ Ralph Loop: aborted (error)\n\n${message}\n`
    };
}

// EXTERNAL MODULE: ./src/edges/signals.ts
var edges_signals = __nccwpck_require__(2503);
;// CONCATENATED MODULE: ./src/edges/backlog.ts
/**
 * A promise when `stream` holds written data it could not pass on yet (a pipe whose reader is
 * slower than the agent), settling once it drains or can no longer drain (closed, failed);
 * undefined when it keeps up. Files and terminals are written synchronously and never lag.
 */
function backlogOf(stream) {
    if (!stream.writableNeedDrain || stream.destroyed)
        return undefined;
    return new Promise(resolve => {
        const done = () => {
            stream.off('drain', done);
            stream.off('close', done);
            stream.off('error', done);
            resolve();
        };
        stream.on('drain', done);
        stream.on('close', done);
        stream.on('error', done);
    });
}

;// CONCATENATED MODULE: ./src/edges/terminal-logger.ts

/** The local terminal: lines on stdout, warnings and errors on stderr, no folds, secrets replaced by ***. */
function terminalLogger(options = {}) {
    const out = options.out ?? ((text) => process.stdout.write(text));
    const backlog = options.out ? () => undefined : () => backlogOf(process.stdout);
    const err = options.err ?? ((text) => process.stderr.write(text));
    const secrets = [];
    const mask = (text) => secrets.reduce((acc, secret) => acc.split(secret).join('***'), text);
    // The loop's own lines start on a line of their own, even after agent output that did not end one.
    let atLineStart = true;
    const endLine = () => {
        if (!atLineStart)
            out('\n');
        atLineStart = true;
    };
    return {
        info: message => (endLine(), out(mask(message) + '\n')),
        debug: message => {
            if (!options.debug)
                return;
            endLine();
            err(`debug: ${mask(message)}\n`);
        },
        warning: (message, title) => (endLine(), err(`Warning: ${title ? `${title}: ` : ''}${mask(message)}\n`)),
        error: (message, title) => (endLine(), err(`Error: ${title ? `${title}: ` : ''}${mask(message)}\n`)),
        startGroup: () => undefined,
        endGroup: () => undefined,
        setSecret: value => {
            if (value.length >= 4)
                secrets.push(value);
        },
        write: chunk => {
            if (chunk === '')
                return;
            out(mask(chunk));
            atLineStart = chunk.endsWith('\n');
        },
        backlog
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
    if (parsed.command === 'aggregate')
        return aggregate(parsed.positionals, logger);
    if (parsed.command === 'version') {
        logger.info(`ralph-loop ${package_namespaceObject.rE}`);
        return 0;
    }
    const signals = (0,edges_signals/* watchSignals */.R)();
    signals.onFirst(({ name }) => logger.info(`Received ${name}: stopping the agent and saving state.`));
    let result;
    try {
        // The CLI works in the current directory even when run inside a workflow step.
        const { GITHUB_WORKSPACE: _workspace, GITHUB_ACTIONS: _actions, ...configEnv } = process.env;
        const { config, warnings } = readConfig({
            getInput: name => parsed.inputs[name] ?? '',
            env: configEnv,
            ...configFiles,
            cwd: process.cwd()
        });
        config.env = fencedEnv(process.env);
        for (const warning of warnings)
            logger.warning(warning);
        const store = localStore(config.checkpoint === 'none' ? 'none' : 'file');
        const deps = realDeps({ config, logger, store, signals, startedAt });
        result = await runLoop(deps);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error(message, error instanceof ConfigError ? 'Invalid input' : 'Ralph Loop aborted');
        result = abortedBeforeStart(message);
    }
    const outputs = outputs_outputsOf(result);
    // SPEC §7: locally the person is right here; the next run takes the answer as a flag.
    if (result.question) {
        logger.info(`The agent asks:\n\n${result.question}\n\nAnswer it: run again with the same flags and --answer "<your answer>".`);
    }
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
/** `ralph-loop aggregate <report.json>...`: one summary of a matrix of shards; exits with the worst exit code. */
function aggregate(paths, logger) {
    if (paths.length === 0) {
        logger.error('aggregate needs the report.json files of the shards, e.g. ralph-loop aggregate reports/*/report.json');
        return 2;
    }
    const reports = [];
    for (const file of paths) {
        try {
            reports.push(JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8')));
        }
        catch (error) {
            logger.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
            return 2;
        }
    }
    const merged = aggregateReports(reports, expectedShards(process.env));
    const markdown = renderAggregate(merged);
    logger.info(markdown);
    // In a workflow step the merged summary also goes to the job summary.
    const summaryFile = process.env.GITHUB_STEP_SUMMARY;
    if (summaryFile)
        (0,external_node_fs_namespaceObject.appendFileSync)(summaryFile, markdown);
    logger.info(JSON.stringify({ status: merged.status, tasks_done: merged.tasksDone, tasks_total: merged.tasksTotal }));
    return merged.exitCode;
}


/***/ }),

/***/ 2503:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ watchSignals)
/* harmony export */ });
let current;
/**
 * Replaces Node's default handlers (which exit 130 at once and leave the agent running). There is one
 * watch per process: the entry files start it with their first import (`./early-signals.js`), so a
 * signal that comes while the bundle still loads is kept for the loop, which then stops at once.
 */
function watchSignals() {
    if (current)
        return current;
    const soft = new AbortController();
    const hard = new AbortController();
    const listeners = [];
    let first;
    const handler = (name) => {
        if (first) {
            hard.abort({ name, at: Date.now() });
            return;
        }
        first = { name, at: Date.now() };
        soft.abort(first);
        for (const listener of listeners.splice(0))
            listener(first);
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    current = {
        signal: soft.signal,
        hardSignal: hard.signal,
        onFirst: listener => (first ? listener(first) : listeners.push(listener))
    };
    return current;
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

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
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
