import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ WHOLE_FILE),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   jg: () => (/* binding */ CheckpointError),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* unused harmony export CHECKPOINT_FIX */
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
    file;
    field;
    /** The offending value as the message shows it (JSON, cut, control characters escaped). */
    value;
    expected;
    constructor(problem) {
        const value = showValue(problem.value);
        const subject = problem.field === WHOLE_FILE ? `'${WHOLE_FILE}'` : `field '${problem.field}'`;
        super(`Checkpoint ${problem.file} is invalid: ${subject} ${problem.problem ?? `is ${value}`}; ` +
            `expected ${problem.expected}. ${CHECKPOINT_FIX} The file is left as it is.`);
        this.file = problem.file;
        this.field = problem.field;
        this.value = value;
        this.expected = problem.expected;
        // A bad file is the user's to fix, not a bug in the loop: a stack trace would only bury the message.
        this.stack = `${this.name}: ${this.message}`;
    }
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

/***/ 120:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  G: () => (/* binding */ CHECKPOINT_LIMITS),
  A: () => (/* binding */ CHECKPOINT_VERSION)
});

;// CONCATENATED MODULE: ./src/domain/state.ts
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

;// CONCATENATED MODULE: ./src/domain/task.ts
/** Ids a real task may not use: they name the loop's pseudo-tasks. */
const RESERVED_IDS = (/* unused pure expression or super */ null && (['verify', 'plan']));
/** The longest task id: the checkpoint (which holds ids) refuses longer ones, so the source does too. */
const MAX_TASK_ID_LENGTH = 1024;

;// CONCATENATED MODULE: ./src/checkpoint/limits.ts


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
    id: MAX_TASK_ID_LENGTH,
    path: 4096,
    history: HISTORY_LIMIT
};


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

/***/ 4344:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _edges_exit_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5932);
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1161);


// The bundle's entry for the post step (dist/post/index.js).
await (0,_post_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();
// A cache upload that timed out may hold a socket open: the step is over, so leave once the log is out.
(0,_edges_exit_js__WEBPACK_IMPORTED_MODULE_1__/* .exitAfterFlush */ .z)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1161:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
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
function keys_rescueRef(key, n) {
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

;// CONCATENATED MODULE: ./src/edges/cache-store.ts



/** How long one cache call may take before the loop goes on without it. */
const CACHE_TIMEOUT_MS = 60_000;
/**
 * The Actions cache as a checkpoint store (STYLE.md 8): @actions/cache returns undefined on a miss and
 * on most failures, and returns -1 or throws when a save fails; here every case is a result with a
 * reason and nothing throws. The package is imported on first use, so the CLI and cold starts do not
 * pay for it. A restore is all or nothing: the local state dir is moved aside first and put back if
 * the restore does not hit, so a half-extracted archive never passes for a checkpoint.
 */
function createCacheStore(options) {
    const { stateDirAbs: dir } = options;
    const timeoutMs = options.timeoutMs ?? CACHE_TIMEOUT_MS;
    const log = options.log ?? (() => undefined);
    let sequence = 1;
    const keyFor = (n) => options.exactKey ? options.key : saveKey(options.key, options.runId, options.runAttempt, n);
    // Loads the library, or says why the cache cannot be used from here.
    const load = async () => {
        if (options.hasToken === false)
            return { reason: 'ACTIONS_RUNTIME_TOKEN is not set (the cache is reachable only from an Actions job)' };
        const cache = await Promise.all(/* import() */[__nccwpck_require__.e(955), __nccwpck_require__.e(838), __nccwpck_require__.e(154)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3154));
        if (!cache.isFeatureAvailable())
            return {
                reason: 'the cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL not set)'
            };
        return { cache };
    };
    return {
        kind: 'cache',
        nextKey: () => keyFor(sequence),
        async restore() {
            const prefix = restorePrefix(options.key);
            // Set once the local dir is out of the way (`aside` is undefined when there was none).
            let moved;
            let result;
            try {
                const loaded = await load();
                if ('reason' in loaded)
                    return { hit: false, reason: loaded.reason };
                moved = { aside: await moveAside(dir) };
                // The library's download timeouts keep a slow blob from running long past our own budget.
                const pending = loaded.cache.restoreCache([dir], prefix, [prefix], {
                    timeoutInMs: Math.min(timeoutMs, 30_000),
                    segmentTimeoutInMs: timeoutMs
                });
                const timed = await withTimeout(pending, timeoutMs);
                if (!timed.done) {
                    pending.then(key => key && log(`A cache restore that timed out finished later and extracted ${key} into ${dir}.`), () => undefined);
                    result = { hit: false, reason: `the cache restore did not finish within ${seconds(timeoutMs)}` };
                }
                else if (timed.value)
                    result = { hit: true, key: timed.value };
                else
                    result = {
                        hit: false,
                        reason: `no cache entry starts with ${prefix}, or it could not be read (the cache's own warning says which)`
                    };
            }
            catch (error) {
                result = { hit: false, reason: describe(error) };
            }
            try {
                if (moved)
                    await settle(dir, moved.aside, result.hit, log, options.keep ?? []);
            }
            catch (error) {
                log(`Could not put the local state dir back after a failed restore: ${describe(error)}`);
            }
            return result;
        },
        async save() {
            if (options.readOnly)
                return {
                    saved: false,
                    reason: 'ACTIONS_CACHE_MODE=read: this job may read the cache but not write to it'
                };
            try {
                const loaded = await load();
                if ('reason' in loaded)
                    return { saved: false, reason: loaded.reason };
                const key = keyFor(sequence);
                sequence += 1;
                const pending = loaded.cache.saveCache([dir], key);
                const timed = await withTimeout(pending, timeoutMs);
                if (!timed.done) {
                    pending.then(id => id !== -1 && log(`A cache save that timed out finished later: ${key} exists after all.`), () => undefined);
                    return {
                        saved: false,
                        reason: `the cache save of ${key} did not finish within ${seconds(timeoutMs)}`
                    };
                }
                if (timed.value === -1)
                    return {
                        saved: false,
                        reason: `the cache did not take ${key} (refused, failed, or read-only: the cache's own message says which)`
                    };
                return { saved: true, key };
            }
            catch (error) {
                return { saved: false, reason: describe(error) };
            }
        }
    };
}
// Moves an existing state dir out of the way so a failed extraction cannot mix with it.
async function moveAside(dir) {
    if (!(await exists(dir)))
        return undefined;
    const aside = `${dir}.before-restore`;
    await (0,promises_namespaceObject.rm)(aside, { recursive: true, force: true });
    await (0,promises_namespaceObject.rename)(dir, aside);
    return aside;
}
// After a hit the restored dir stays (with the files to keep from the local one); after anything else
// whatever was extracted goes and the local dir comes back.
async function settle(dir, aside, hit, log, keep) {
    if (hit) {
        if (!aside)
            return;
        for (const name of keep) {
            if (await exists(external_node_path_default().join(aside, name)))
                await (0,promises_namespaceObject.rename)(external_node_path_default().join(aside, name), external_node_path_default().join(dir, name));
        }
        await (0,promises_namespaceObject.rm)(aside, { recursive: true, force: true });
        return;
    }
    if (await exists(dir)) {
        log(`Removed what a failed cache restore extracted into ${dir}.`);
        await (0,promises_namespaceObject.rm)(dir, { recursive: true, force: true });
    }
    if (aside)
        await (0,promises_namespaceObject.rename)(aside, dir);
}
async function exists(file) {
    return (0,promises_namespaceObject.stat)(file).then(() => true, () => false);
}
function describe(error) {
    return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
// Races the call against the budget and clears the timer either way; the call itself cannot be cancelled.
async function withTimeout(promise, ms) {
    let timer;
    const timeout = new Promise(resolve => {
        timer = setTimeout(() => resolve({ done: false }), ms);
    });
    try {
        return await Promise.race([promise.then(value => ({ done: true, value })), timeout]);
    }
    finally {
        clearTimeout(timer);
    }
}

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
    Branch: 'branch',
    PullRequest: 'pull-request',
    GithubToken: 'github-token',
    Base: 'base'
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
    PullRequestNumber: 'pull-request-number'
};
/** Keys the main step hands to the post step through `core.saveState`. */
const names_StateKeys = {
    PostNeeded: 'ralph-post-needed',
    StateDir: 'ralph-state-dir',
    CacheKey: 'ralph-cache-key',
    Workspace: 'ralph-workspace',
    PushBranch: 'ralph-push-branch',
    StateRef: 'ralph-state-ref',
    /** The credentials the loop pushes with (JSON), kept here and never in a file of the workspace. */
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

// EXTERNAL MODULE: ./src/checkpoint/checkpoint-error.ts
var checkpoint_error = __nccwpck_require__(9717);
;// CONCATENATED MODULE: ./src/loop/services/mirror.ts

const CHECKPOINT = 'checkpoint.json';
// The mirror's content is untrusted: only these names are ever written into the state dir.
const SUMMARY = /^iteration_\d{1,9}_summary\.md$/;
/**
 * The state mirrored in git at the start (SPEC §8): when it is ahead of the local checkpoint (or
 * there is none: the cache entry was evicted, or belongs to another branch), its files replace the
 * local ones and the run resumes from it, with a warning that says where the state came from. A
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
    const { parseCheckpoint } = await Promise.all(/* import() */[__nccwpck_require__.e(377), __nccwpck_require__.e(578)]).then(__nccwpck_require__.bind(__nccwpck_require__, 578));
    try {
        mirrored = parseCheckpoint(text, { file: `${mirror.ref}:${CHECKPOINT}`, stateDir: config.stateDir });
    }
    catch (error) {
        if (!(error instanceof CheckpointError))
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
    log.warning(`Resuming from the state mirrored in git (${mirror.ref} on origin, next iteration ${mirrored.iteration}): ${reason}.`, 'State from git');
    return { checkpoint: mirrored };
}
/**
 * Mirrors the checkpoint and the summary it continues from to git, after a push (SPEC §8); a failure
 * is a warning. Used by the loop and by the post step, which pushes an interrupted loop's work.
 */
async function mirrorState(deps, stateDir, label) {
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
        log.warning(`Could not mirror the state to ${mirror.ref}: ${written.message}. The cache entry is the only copy.`, 'State mirror');
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

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __nccwpck_require__(643);
;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
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
        return (0,external_node_fs_.statSync)(dir).isDirectory() ? undefined : `working directory "${dir}" is not a directory`;
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
    /** Adds a chunk of `stream` (raw bytes, or text taken as UTF-8) at the end, dropping the oldest bytes beyond the limit. */
    append(chunk, stream = 'stdout') {
        if (this.limit === 0 || chunk.length === 0)
            return;
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : toBuffer(chunk);
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
        if (this.options.onOutput) {
            this.text('stdout', this.decoders.stdout.end());
            this.text('stderr', this.decoders.stderr.end());
        }
        this.lines?.flush();
    }
    /** The kept tail of the combined output. */
    tailText() {
        return this.tail.toString();
    }
    text(stream, text) {
        if (text.length === 0)
            return;
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
async function run_git_runGit(root, args, options = {}) {
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
        onOutput: (chunk, stream) => {
            out.size += chunk.length;
            if (out.size <= MAX_OUTPUT)
                out[stream].push(chunk);
        }
    });
    const stdout = out.stdout.join('');
    const stderr = out.stderr.join('');
    const name = `git ${subcommand(args)}`;
    // An exit code is git's own status; anything else means git never finished, so its output cannot be trusted.
    const reason = result.spawnError
        ? result.spawnError
        : result.timedOut
            ? `${name} timed out after ${timeout} ms`
            : result.interrupted
                ? `${name} was stopped by a signal`
                : out.size > MAX_OUTPUT
                    ? `${name} printed more than ${MAX_OUTPUT} characters`
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
 * else `sub/dir/`), or undefined when `root` is not inside a work tree or git is not installed.
 */
async function gitPrefix(root, options = {}) {
    const result = await run_git_runGit(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix'], options);
    if (result.code !== 0)
        return undefined;
    const [inside, prefix = ''] = result.stdout.split('\n');
    return inside?.trim() === 'true' ? prefix.trim() : undefined;
}
/** True when `root` is inside a git work tree (false too when git is not installed). */
async function isGitWorkTree(root, options = {}) {
    return (await gitPrefix(root, options)) !== undefined;
}
/** HEAD's commit sha, or undefined on an unborn branch (a repository with no commit yet). */
async function run_git_headSha(root, options = {}) {
    const result = await run_git_runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD'], options);
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
    const git = (args, stdin) => run_git_runGit(root, args, { ...options, ...(stdin !== undefined && { stdin }) });
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
    const conflicted = await git(['diff', '--name-only', '--diff-filter=U']);
    await git(['merge', '--abort']);
    return { kind: 'conflict', files: lines(conflicted.stdout) };
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

;// CONCATENATED MODULE: ./src/system/git/git-work.ts


/**
 * The agent's work in git (SPEC §10), with plain git commands; no shell, no amend, no force push.
 * `options` says how git runs: its environment (`baseEnv`), the runner, the signal.
 */
function gitWork(root, options = {}) {
    const git = (args, extra = {}) => run_git_runGit(root, args, { ...options, ...extra });
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
            const status = await git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
            if (status.code !== 0)
                return [];
            return parseStatusZ(status.stdout).map(entry => entry.path);
        },
        async commit({ message, author, noVerify, exclude, excludeTop = [] }) {
            // Only these paths: `commit -- <pathspec>` leaves what was staged elsewhere staged, not committed.
            const pathspec = [
                '--',
                '.',
                ...exclude.map(path => `:(exclude,literal)${path}`),
                ...excludeTop.map(path => `:(top,exclude,literal)${path}`)
            ];
            const add = await git(['add', '-A', ...pathspec]);
            if (add.code !== 0)
                return { error: `git add failed: ${add.stderr.trim()}` };
            const staged = await git(['diff', '--cached', '--quiet', ...pathspec]);
            if (staged.code === 0)
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
        async contains(sha) {
            const check = () => git(['merge-base', '--is-ancestor', sha, 'HEAD']);
            let result = await check();
            if (result.code === 0)
                return true;
            const shallow = (await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
            if (!shallow)
                return false;
            await git(['fetch', '-q', '--unshallow']);
            result = await check();
            return result.code === 0;
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
    return (`git push to ${branch} was refused: ${result.stderr.trim().split('\n')[0] ?? ''}. ` +
        "Give the job 'permissions: contents: write' (the loop pushes with the credentials actions/checkout " +
        "persisted, or with 'github-token' when it persisted none), or set 'push: false'.");
}
/** The first line git printed, to quote in a message. */
function firstLine(result) {
    return (result.stderr || result.stdout).trim().split('\n')[0] ?? '';
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/system/content-cache.ts



/** Content hashes one fingerprint reads at most; past it a file is known by its lstat identity. */
const HASH_BUDGET = 2000;
/**
 * A file changed this recently is hashed again next time: file times are coarse (a jiffy, a second or
 * two on some file systems), so a second write in the same tick could keep the same lstat identity.
 */
const RACY_MS = 3000;
/** lstat calls between two turns of the event loop, so a signal is not held up by a huge tree. */
const STAT_BATCH = 1000;
const NO_THROW = { throwIfNoEntry: false };
// Enough parallel reads to hide disk latency without running out of file descriptors.
const CONCURRENCY = 32;
/**
 * What the files of a fingerprint hold, remembered by their lstat identity (size, mtime, ctime,
 * inode): a file whose identity did not change since an earlier call is not read again, so a tree
 * with thousands of untracked files costs one lstat each per fingerprint. Every write changes ctime,
 * so an edit is never mistaken for the old content; only files older than `RACY_MS` are remembered.
 * Holds the paths of the last call only. Past the hash budget a file is known by its identity instead;
 * which files those are follows git's order, so an unchanged tree keeps its fingerprint, except once
 * when more than the budget of files were written in the last few seconds (seen as a change).
 */
class ContentCache {
    budget;
    now;
    hashOf;
    known = new Map();
    constructor(budget = HASH_BUDGET, now = Date.now, 
    /** The sha256 of a file's content (a test counts the reads). */
    hashOf = hashFile) {
        this.budget = budget;
        this.now = now;
        this.hashOf = hashOf;
    }
    /**
     * For each path (relative to `root`; undefined gives ''): `file:<sha256>`, `link:<target>`, `dir`
     * (a nested repository counts by name), `other`, `missing:<code>`, or past the hash budget
     * `stat:<identity>`. The same identity always gives the same value, so a tree that did not change
     * fingerprints the same. `budget` stands in for the cache's own for this call.
     */
    async contents(root, rels, budget = this.budget) {
        const startedAt = this.now();
        const base = root.endsWith((external_node_path_default()).sep) ? root : `${root}${(external_node_path_default()).sep}`;
        const next = new Map();
        const values = new Array(rels.length).fill('');
        const toHash = [];
        await eachBatch(rels, (rel, i) => {
            if (rel === undefined)
                return;
            // Plain concatenation: path.join normalises every one of thousands of paths git already gave clean.
            const abs = `${base}${rel}`;
            let stats;
            try {
                stats = (0,external_node_fs_.lstatSync)(abs, NO_THROW);
                if (!stats)
                    return void (values[i] = 'missing:ENOENT');
                if (stats.isSymbolicLink())
                    return void (values[i] = `link:${(0,external_node_fs_.readlinkSync)(abs)}`);
            }
            catch (error) {
                return void (values[i] = `missing:${error.code ?? 'error'}`);
            }
            if (!stats.isFile())
                return void (values[i] = stats.isDirectory() ? 'dir' : 'other');
            const key = `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
            const remember = Math.max(stats.mtimeMs, stats.ctimeMs) < startedAt - RACY_MS;
            const old = this.known.get(rel);
            if (old?.key === key) {
                values[i] = old.value;
                next.set(rel, old);
            }
            else if (toHash.length < budget)
                toHash.push({ i, rel, key, remember });
            else {
                values[i] = `stat:${key}`;
                if (remember)
                    next.set(rel, { key, value: values[i] });
            }
        });
        await mapLimit(toHash, CONCURRENCY, async ({ i, rel, key, remember }) => {
            values[i] = await this.hashOf(external_node_path_default().join(root, rel)).then(hash => `file:${hash}`, (error) => `missing:${error.code ?? 'error'}`);
            if (remember && values[i].startsWith('file:'))
                next.set(rel, { key, value: values[i] });
        });
        this.known = next;
        return values;
    }
}
/** Calls `fn` on every item, synchronously in batches of `STAT_BATCH`, letting the event loop turn between. */
async function eachBatch(items, fn) {
    for (let start = 0; start < items.length; start += STAT_BATCH) {
        if (start > 0)
            await new Promise(resolve => setImmediate(resolve));
        const end = Math.min(items.length, start + STAT_BATCH);
        for (let i = start; i < end; i++)
            fn(items[i], i);
    }
}
function hashFile(abs) {
    return new Promise((resolve, reject) => {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        (0,external_node_fs_.createReadStream)(abs)
            .on('error', reject)
            .on('data', chunk => hash.update(chunk))
            .on('end', () => resolve(hash.digest('hex')));
    });
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

;// CONCATENATED MODULE: ./src/system/git-index.ts




const SIGNATURE = 0x44495243; // "DIRC"
const OID_BYTES = 20;
// ctime, mtime (8 each), dev, ino, mode, uid, gid, size (4 each), the oid, 2 bytes of flags.
const FIXED = 40 + OID_BYTES + 2;
/**
 * The entries of a sha-1 index file (versions 2, 3 and 4), by path; undefined for anything this
 * reader does not fully understand (another version, a split or sparse index, a truncated file), so
 * that the caller asks git instead. Extensions other than those two only cache what git can rebuild.
 */
function parseIndex(bytes) {
    if (bytes.length < 12 + OID_BYTES || bytes.readUInt32BE(0) !== SIGNATURE)
        return undefined;
    const version = bytes.readUInt32BE(4);
    if (version < 2 || version > 4)
        return undefined;
    // The trailing checksum says the file is whole.
    const body = bytes.subarray(0, bytes.length - OID_BYTES);
    if (!(0,external_node_crypto_.createHash)('sha1')
        .update(body)
        .digest()
        .equals(bytes.subarray(bytes.length - OID_BYTES)))
        return undefined;
    const count = bytes.readUInt32BE(8);
    const entries = new Map();
    let at = 12;
    let previous = '';
    for (let n = 0; n < count; n++) {
        if (at + FIXED > body.length)
            return undefined;
        const mode = bytes.readUInt32BE(at + 24);
        const oid = bytes.toString('hex', at + 40, at + 40 + OID_BYTES);
        const flags = bytes.readUInt16BE(at + 40 + OID_BYTES);
        let next = at + FIXED;
        let extended = 0;
        if (flags & 0x4000) {
            if (version < 3)
                return undefined;
            extended = bytes.readUInt16BE(next);
            next += 2;
        }
        let path;
        if (version === 4) {
            // The path is the previous one less N bytes (a varint), then this NUL-terminated suffix.
            const { value: strip, end } = readVarint(bytes, next);
            const nul = bytes.indexOf(0, end);
            if (nul < 0 || strip > Buffer.byteLength(previous))
                return undefined;
            const kept = Buffer.from(previous).subarray(0, Buffer.byteLength(previous) - strip);
            path = Buffer.concat([kept, bytes.subarray(end, nul)]).toString('utf8');
            at = nul + 1;
        }
        else {
            const nul = bytes.indexOf(0, next);
            if (nul < 0)
                return undefined;
            path = bytes.toString('utf8', next, nul);
            // Entries are padded with 1–8 NULs to a multiple of 8 bytes from the entry's start.
            at += Math.ceil((nul - at + 1) / 8) * 8;
        }
        previous = path;
        const stage = (flags >> 12) & 3;
        const special = stage !== 0 || (flags & 0x8000) !== 0 || (extended & 0x6000) !== 0;
        const known = entries.get(path);
        entries.set(path, { oid, mode, special: special || known !== undefined });
    }
    for (let ext = at; ext + 8 <= body.length;) {
        const name = bytes.toString('latin1', ext, ext + 4);
        // A split index keeps entries elsewhere; a sparse one folds folders into single entries.
        if (name === 'link' || name === 'sdir')
            return undefined;
        ext += 8 + bytes.readUInt32BE(ext + 4);
    }
    return entries;
}
function readVarint(bytes, at) {
    // git's offset encoding: 7 bits a byte, high bit set for more, each continuation adding one.
    let byte = bytes[at++] ?? 0;
    let value = byte & 0x7f;
    while (byte & 0x80) {
        byte = bytes[at++] ?? 0;
        value = ((value + 1) << 7) | (byte & 0x7f);
    }
    return { value, end: at };
}
/** The object name git gives `content` as a blob. */
function blobOid(content) {
    return (0,external_node_crypto_.createHash)('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}
/** Settings under which git compares files in a way this reader does not (conversions, filters, case). */
const UNSAFE_CONFIG = /^(core\.(eol|attributesfile|fsmonitor|worktree|checkroundtripencoding|sparsecheckout|splitindex)|index\.sparse|extensions\.refstorage|filter\.)/;
const UNSAFE_FALSE = /^core\.(filemode|symlinks)$/;
const UNSAFE_TRUE = /^core\.(ignorecase|precomposeunicode)$/;
/**
 * Whether git, in the repository at `root` (its top, `.git` a folder), compares a file with its blob
 * byte for byte: no line-ending conversion, filter or attributes file, no case folding, the executable
 * bit trusted, sha-1 objects, loose refs, a plain index. (A `.gitattributes` in the tree is checked by
 * the caller, on the index and on the status.)
 */
async function plainRepository(root, git) {
    const gitDir = external_node_path_default().join(root, '.git');
    if (!(0,external_node_fs_.lstatSync)(gitDir, { throwIfNoEntry: false })?.isDirectory())
        return false;
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(gitDir, 'commondir')) || (0,external_node_fs_.existsSync)(external_node_path_default().join(gitDir, 'info', 'attributes')))
        return false;
    const env = git.baseEnv ?? process.env;
    const config = env.XDG_CONFIG_HOME || (env.HOME ? external_node_path_default().join(env.HOME, '.config') : '');
    if (config && (0,external_node_fs_.existsSync)(external_node_path_default().join(config, 'git', 'attributes')))
        return false;
    const result = await run_git_runGit(root, ['config', '-z', '--list'], git);
    if (result.code !== 0)
        return false;
    return result.stdout.split('\0').every(item => {
        const [name = '', value = ''] = item.split('\n');
        const [k, v] = [name.toLowerCase(), value.toLowerCase()];
        if (k === 'core.autocrlf')
            return v === 'false';
        if (k === 'extensions.objectformat')
            return v === 'sha1';
        if (UNSAFE_CONFIG.test(k))
            return false;
        if (UNSAFE_FALSE.test(k))
            return !['false', 'no', 'off', '0'].includes(v);
        if (UNSAFE_TRUE.test(k))
            return !['true', 'yes', 'on', '1', ''].includes(v);
        return true;
    });
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
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
    const flags = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0) | (options.noFollow ? (external_node_fs_.constants.O_NOFOLLOW ?? 0) : 0);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, flags);
    }
    catch (error) {
        if (options.noFollow && error.code === 'ELOOP')
            throw codeError('ELINK', `ELINK: ${shown} is a symbolic link; the loop reads only a regular file there`);
        throw error;
    }
    try {
        const stats = (0,external_node_fs_.fstatSync)(fd);
        if (!stats.isFile()) {
            const code = stats.isDirectory() ? 'EISDIR' : 'ENOTREG';
            throw codeError(code, `${code}: ${shown} is ${kindOf(stats)}, not a regular file`);
        }
        if (stats.size > max)
            throw codeError('EFBIG', `${shown} is ${stats.size} bytes, more than ${max}`);
        const chunks = [];
        let total = 0;
        // The first read asks for the whole file (and one byte more, to see it end).
        for (let want = Math.min(stats.size, max) + 1;; want = CHUNK) {
            const chunk = Buffer.allocUnsafe(want);
            const bytesRead = (0,external_node_fs_.readSync)(fd, chunk, 0, want, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            total += bytesRead;
            if (total > max)
                throw codeError('EFBIG', `${shown} grew past ${max} bytes while it was read`);
        }
        return decode(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, total));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * UTF-8 text of `bytes`. ASCII (most task files) decodes as latin1 to the same string at twice the speed
 * of the UTF-8 decoder: a 10,000-task plan is read every iteration.
 */
function decode(bytes) {
    return (0,external_node_buffer_.isAscii)(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}
function kindOf(stats) {
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
/**
 * lstat of `abs`: undefined when nothing is there (a missing file, or a file where a folder of its path
 * was), `unknown` when it cannot be told (permissions).
 */
function look(abs) {
    try {
        return (0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false });
    }
    catch (error) {
        return error.code === 'ENOTDIR' ? undefined : 'unknown';
    }
}

;// CONCATENATED MODULE: ./src/system/git/status-v2.ts
// Fields before the path: `1 XY sub mH mI mW hH hI path`, `2 … hI Xscore path\0orig`, `u XY sub m1 m2 m3 mW h1 h2 h3 path`.
const FIELDS_BEFORE_PATH = { '1': 8, '2': 9, u: 10 };
/**
 * Parses `git status --porcelain=v2 --branch -z`. Paths stay relative to the repository's top, as
 * porcelain prints them whatever the cwd; they may hold spaces (fields are split by count, not by space).
 */
function parseStatusV2(output) {
    const fields = output.split('\0');
    const status = { head: undefined, entries: [] };
    for (let i = 0; i < fields.length; i++) {
        const field = fields[i] ?? '';
        const kind = field.slice(0, 2);
        if (field.startsWith('# branch.oid ')) {
            const oid = field.slice('# branch.oid '.length).trim();
            status.head = oid === '(initial)' ? undefined : oid;
        }
        else if (kind === '? ' || kind === '! ') {
            status.entries.push({ xy: field[0] === '?' ? '??' : '!!', path: field.slice(2) });
        }
        else {
            const count = FIELDS_BEFORE_PATH[field[0] ?? ''];
            if (count === undefined || field[1] !== ' ')
                continue;
            let at = -1;
            for (let n = 0; n < count && (at = field.indexOf(' ', at + 1)) !== -1; n++)
                ;
            if (at === -1)
                continue;
            const meta = field.slice(0, at).split(' ');
            const entry = { xy: meta[1] ?? '', path: field.slice(at + 1) };
            if (field[0] !== 'u' && meta[7])
                entry.index = meta[7];
            if (field[0] === '2')
                entry.origPath = fields[++i];
            status.entries.push(entry);
        }
    }
    return status;
}
/** Whether `rel` was an untracked path of `status`, or under an untracked folder of it. */
function listed(status, rel) {
    return status.entries.some(e => e.xy === '??' && (e.path === rel || (e.path.endsWith('/') && rel.startsWith(e.path))));
}
/**
 * `last` with each path's worktree column (Y) replaced; its index column (X) stays (the index did not
 * change); `staged` gives a path's staged blob. Undefined for an unmerged path: git's to describe.
 */
function withWorktree(last, worktree, staged) {
    const entries = [...last.entries];
    for (const [rel, y] of worktree) {
        const at = entries.findIndex(e => e.path === rel && e.xy !== '??');
        const before = at >= 0 ? entries[at] : undefined;
        if (before && before.index === undefined)
            return undefined;
        const xy = `${before?.xy[0] ?? '.'}${y}`;
        if (at >= 0)
            entries.splice(at, 1);
        if (xy === '..')
            continue;
        const entry = { xy, index: staged(rel), path: rel };
        // Tracked entries come first, in git's byte order of paths.
        let to = 0;
        while (to < entries.length &&
            entries[to]?.xy !== '??' &&
            entries[to]?.xy !== '!!' &&
            byteOrder(entries[to]?.path ?? '', rel) < 0)
            to++;
        entries.splice(to, 0, entry);
    }
    return { head: last.head, entries };
}
/** git's order of paths: by their UTF-8 bytes. */
function byteOrder(a, b) {
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

;// CONCATENATED MODULE: ./src/system/fast-status.ts





/** Names in `.git` whose change leaves `git status` as it was. */
const QUIET_IN_GIT = new Set(['objects', 'logs']);
/**
 * `git status` without git, for the common iteration: the watch reports that only tracked files
 * changed (an agent editing code), nothing in `.git` (no commit, no `git add`) and HEAD is where it
 * was. Each such file is compared with its staged blob from the index file, as git compares it
 * (content and executable bit), and the last status is updated in place: the result is the status
 * git would print. Anything else (a new or untracked path, a folder created or replaced, a change in
 * `.git`, an index this reader cannot parse, attributes or settings that make git convert files, a
 * repository bigger than the watch) leaves it to git, whose status becomes the base for the next call.
 * Only for a workspace at the top of its repository, with `.git` a folder. Never on the first call, so
 * that the cold start pays for nothing: the watch is set up on the second.
 */
class FastStatus {
    root;
    watch;
    git;
    /** The status the last fingerprint came from (git's, or this class's). */
    last;
    index;
    calls = 0;
    ready = false;
    off = false;
    excludedKey = '';
    collapsed = false;
    constructor(root, watch, git) {
        this.root = root;
        this.watch = watch;
        this.git = git;
    }
    /** The status now when it can stand in for git's, else undefined (then run git and `remember` its status). */
    async status(excluded, key, collapsed) {
        if (this.off || ++this.calls < 2)
            return undefined;
        // The last status lists untracked files one way; asked for the other, git lists them again.
        if (collapsed !== this.collapsed)
            this.last = undefined;
        if (!this.ready || key !== this.excludedKey)
            return this.setUp(excluded, key);
        const events = (await this.watch.settle()) ? this.watch.take() : undefined;
        if (this.watch.failed)
            return this.stop();
        if (!events || !this.last)
            return this.setUp(excluded, key);
        const news = [];
        const status = this.apply(events, excluded, news, this.last);
        for (const dir of news)
            this.watch.addTree(dir, excluded);
        if (status)
            this.last = status;
        return status;
    }
    /** The status git printed (`collapsed`: with `--untracked-files=normal`), the base of the next call. */
    remember(status, collapsed) {
        this.last = { head: status.head, entries: status.entries.filter(e => e.xy !== '!!') };
        this.collapsed = collapsed;
    }
    close() {
        this.watch.close();
    }
    async setUp(excluded, key) {
        this.watch.reset();
        this.last = undefined;
        if (!this.ready && !(await plainRepository(this.root, this.git)))
            return this.stop();
        this.ready = true;
        this.excludedKey = key;
        this.watch.add('.git');
        if ((0,external_node_fs_.existsSync)(external_node_path_default().join(this.root, '.git', 'info')))
            this.watch.add('.git/info');
        this.watch.addTree('', excluded);
        return this.watch.failed ? this.stop() : undefined;
    }
    stop() {
        this.off = true;
        this.watch.close();
        return undefined;
    }
    /**
     * The status after `events`, or undefined when git must say. Every event is looked at either way,
     * so that a folder created or moved here is in `news`, to be watched before git lists it.
     */
    apply(events, excluded, news, last) {
        let full = false;
        for (const dir of ['.git', '.git/info']) {
            for (const name of events.get(dir)?.keys() ?? [])
                if (!QUIET_IN_GIT.has(name))
                    full = true;
        }
        const index = full || this.head() !== last.head ? undefined : this.loadIndex();
        if (!index || last.entries.some(e => e.path.endsWith('.gitattributes')))
            full = true;
        const worktree = new Map();
        for (const [dir, names] of events) {
            if (dir === '.git' || dir.startsWith('.git/'))
                continue;
            for (const [name, type] of names) {
                const rel = dir ? `${dir}/${name}` : name;
                if (name === '') {
                    // The folder as a whole is suspect: watched again, and git lists it.
                    this.watch.removeUnder(dir);
                    news.push(dir);
                    full = true;
                    continue;
                }
                if (excluded(rel))
                    continue;
                // A folder named `.git` makes a nested repository (not watched inside); an ignore file changes
                // what git lists as untracked.
                if (name === '.git' || name === '.gitignore' || name === '.gitmodules')
                    full = true;
                if (name === '.git')
                    continue;
                const stats = look(external_node_path_default().join(this.root, rel));
                if (stats === 'unknown') {
                    full = true;
                    continue;
                }
                if (stats?.isDirectory()) {
                    if (type === 'change' && this.watch.has(rel))
                        continue;
                    // A folder created, replaced or moved here.
                    this.watch.removeUnder(rel);
                    news.push(rel);
                    full = true;
                    continue;
                }
                if (!stats && this.watch.has(rel)) {
                    // A folder gone: what it held is for git to say.
                    this.watch.removeUnder(rel);
                    full = true;
                    continue;
                }
                const entry = full ? undefined : index?.get(rel);
                if (!entry) {
                    // A file that came and went (an editor's temp file) changes nothing; anything else is git's to list.
                    if (stats || listed(last, rel))
                        full = true;
                    continue;
                }
                const y = stats ? this.compare(rel, stats, entry) : 'D';
                if (y === undefined)
                    full = true;
                else
                    worktree.set(rel, y);
            }
        }
        return full || !index ? undefined : withWorktree(last, worktree, file => index.get(file)?.oid);
    }
    /** '.' when the file matches its staged blob (content and executable bit), 'M' when not, undefined for git to say. */
    compare(rel, stats, entry) {
        if (entry.special || (entry.mode !== 0o100644 && entry.mode !== 0o100755) || !stats.isFile())
            return undefined;
        if ((entry.mode === 0o100755) !== ((stats.mode & 0o100) !== 0))
            return 'M';
        try {
            return blobOid((0,external_node_fs_.readFileSync)(external_node_path_default().join(this.root, rel))) === entry.oid ? '.' : 'M';
        }
        catch {
            return undefined;
        }
    }
    /** HEAD's commit from `.git/HEAD` and the ref it names (loose or packed); undefined on an unborn branch. */
    head() {
        try {
            return this.readHead();
        }
        catch {
            // Mid-change (a ref being replaced): never equal to a commit, so git is asked.
            return 'unreadable';
        }
    }
    readHead() {
        const gitDir = external_node_path_default().join(this.root, '.git');
        const text = (0,external_node_fs_.readFileSync)(external_node_path_default().join(gitDir, 'HEAD'), 'utf8').trim();
        if (!text.startsWith('ref: '))
            return text;
        const ref = text.slice(5);
        const loose = external_node_path_default().join(gitDir, ref);
        if ((0,external_node_fs_.existsSync)(loose))
            return (0,external_node_fs_.readFileSync)(loose, 'utf8').trim();
        const packed = (0,external_node_fs_.existsSync)(external_node_path_default().join(gitDir, 'packed-refs'))
            ? (0,external_node_fs_.readFileSync)(external_node_path_default().join(gitDir, 'packed-refs'), 'utf8')
            : '';
        return packed
            .split('\n')
            .find(line => line.endsWith(` ${ref}`))
            ?.split(' ')[0];
    }
    /** The index file's entries, parsed again only when the file changed; undefined when it cannot be read or has attributes. */
    loadIndex() {
        const file = external_node_path_default().join(this.root, '.git', 'index');
        const s = look(file);
        if (s === 'unknown')
            return undefined;
        const key = s ? `${s.size}:${s.mtimeMs}:${s.ino}` : '-';
        if (this.index?.key !== key) {
            let entries;
            try {
                entries = s ? parseIndex((0,external_node_fs_.readFileSync)(file)) : new Map();
            }
            catch {
                // Replaced since the lstat: git is asked.
            }
            if (!entries || [...entries.keys()].some(p => p === '.gitattributes' || p.endsWith('/.gitattributes')))
                return undefined;
            this.index = { key, entries };
        }
        return this.index.entries;
    }
}

;// CONCATENATED MODULE: ./src/system/git/fingerprint-git.ts





/** One `git status`; `collapse` asks for one line per wholly untracked folder. Throws when git fails. */
async function gitStatus(root, git, collapse) {
    // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
    const mode = collapse ? 'normal' : 'all';
    const args = [
        'status',
        '--porcelain=v2',
        '--branch',
        '-z',
        `--untracked-files=${mode}`,
        '--no-renames',
        '--',
        '.'
    ];
    const result = await run_git_runGit(root, args, git);
    if (result.code !== 0) {
        throw new Error(`git status failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`);
    }
    return parseStatusV2(result.stdout);
}
/**
 * `status` with an untracked folder line for each deleted tracked file that is a folder now: there
 * `--untracked-files=normal` lists nothing, where `=all` lists the folder's files (a git quirk).
 */
function withFoldersOverDeleted(root, paths, status) {
    const folders = status.entries.filter(e => {
        const rel = e.xy[1] === 'D' ? paths.local(e.path) : undefined;
        const now = rel === undefined ? undefined : look(external_node_path_default().join(root, rel));
        return now !== undefined && now !== 'unknown' && now.isDirectory();
    });
    if (folders.length === 0)
        return status;
    const entries = [...status.entries];
    for (const { path: file } of folders) {
        const line = { xy: '??', path: `${file}/` };
        // Among the untracked lines, in git's byte order of paths.
        let at = entries.findIndex(e => e.xy === '??' || e.xy === '!!');
        if (at < 0)
            at = entries.length;
        while (at < entries.length &&
            entries[at]?.xy === '??' &&
            byteOrder(entries[at]?.path ?? '', line.path) < 0)
            at++;
        entries.splice(at, 0, line);
    }
    return { head: status.head, entries };
}
/**
 * The fingerprint inside a git work tree, from one `git status` (HEAD comes from its branch header):
 * every staged, unstaged and untracked path under the workspace with its XY, its staged blob and what
 * the work tree holds there now. With `untracked`, git collapses each untracked folder to one line and
 * the index expands it as git would have (see `UntrackedIndex`): the fingerprint is the same either
 * way. Throws when git fails.
 */
async function gitTreeState(root, paths, cache, git, untracked, fast) {
    const index = untracked?.usable ? untracked : undefined;
    // Each waits for its watch's marker: side by side, the waits overlap.
    const [quick] = await Promise.all([
        fast?.status(paths.excluded, paths.excludedKey, index !== undefined),
        index?.begin(paths.excluded)
    ]);
    const listed = quick ?? (await gitStatus(root, git, index !== undefined));
    if (!quick)
        fast?.remember(listed, index !== undefined);
    const status = index ? withFoldersOverDeleted(root, paths, listed) : listed;
    const collapsed = index
        ? status.entries.flatMap(({ xy, path }) => {
            const rel = xy === '??' && path.endsWith('/') ? paths.localDir(path) : undefined;
            return rel === undefined ? [] : [{ path, rel }];
        })
        : [];
    const folders = index
        ? await index.expand(collapsed, status.entries, paths.local, paths.excluded)
        : new Map();
    const entries = [];
    const rels = [];
    const origs = [];
    // In git's order: an entry of its own (an index into `entries`) or an expanded folder.
    const order = [];
    for (const entry of status.entries) {
        const folder = folders.get(entry.path);
        if (folder) {
            order.push(folder);
            continue;
        }
        const rel = paths.local(entry.path);
        const orig = entry.origPath === undefined ? undefined : paths.local(entry.origPath);
        if (rel === undefined && orig === undefined)
            continue;
        order.push(entries.length);
        entries.push(entry);
        rels.push(rel);
        origs.push(orig);
    }
    const contents = await cache.contents(root, rels);
    const changed = new Set();
    // One string hashed once: thousands of small updates cost more than the hashing.
    const lines = order.map(at => {
        if (typeof at !== 'number') {
            for (const rel of at.rels)
                changed.add(rel);
            return at.lines;
        }
        const [e, rel, orig] = [entries[at], rels[at], origs[at]];
        if (orig !== undefined)
            changed.add(orig);
        if (rel !== undefined)
            changed.add(rel);
        return `${e.xy}\0${e.index ?? ''}\0${rel ?? ''}\0${orig ?? ''}\0${contents[at]}\n`;
    });
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`git\0${status.head ?? 'unborn'}\n${lines.join('')}`);
    return { hash: hash.digest('hex'), changed: [...changed] };
}

;// CONCATENATED MODULE: ./src/system/walk-index.ts




const walk_index_NO_THROW = { throwIfNoEntry: false };
// Outside git the list is only informational; the hash still covers every file.
const WALK_CHANGED_CAP = 1000;
/**
 * The fingerprint outside git: path, size and mtime of every file under `root` (symbolic links are
 * files here, not followed), `.git` folders and the exclusions left out. Kept folder by folder: with a
 * `TreeWatch` that can vouch for what changed since the last call, only the names it reports are
 * looked at again, so a tree of 20,000 files that the agent did not touch costs nothing; without one
 * (not Linux, too many folders, an overflow, different exclusions) every folder is read again, as a
 * plain walk does. The hash is the same either way for the same tree.
 */
class WalkIndex {
    root;
    watch;
    folders = new Map();
    order;
    key;
    ops = 0;
    constructor(root, watch) {
        this.root = root;
        this.watch = watch;
    }
    async state(excluded) {
        const key = excluded.join('\0');
        const settled = key === this.key && this.watch !== undefined && (await this.watch.settle());
        const events = settled ? this.watch?.take() : undefined;
        if (events === undefined || key !== this.key) {
            this.key = key;
            this.folders.clear();
            this.order = undefined;
            this.watch?.reset();
            await this.scan('', excluded);
        }
        else
            await this.apply(events, excluded);
        return this.fingerprint();
    }
    close() {
        this.watch?.close();
    }
    /** Reads the folder `rel` and everything under it, watching each folder before reading it. */
    async scan(rel, excluded) {
        const pending = [rel];
        for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
            this.watch?.add(dir);
            let entries = [];
            try {
                entries = (0,external_node_fs_.readdirSync)(this.abs(dir), { withFileTypes: true });
            }
            catch {
                // A folder that vanished or cannot be read has no files to count.
            }
            const folder = { files: new Map(), subdirs: new Set(), sorted: undefined };
            this.folders.set(dir, folder);
            this.order = undefined;
            for (const entry of entries) {
                const child = dir ? `${dir}/${entry.name}` : entry.name;
                if (entry.name === '.git' || isExcluded(child, excluded))
                    continue;
                // Dirent types come from lstat semantics, so a symlinked folder is a leaf and is not followed.
                if (entry.isDirectory()) {
                    folder.subdirs.add(entry.name);
                    pending.push(child);
                }
                else {
                    this.stat(folder, dir, entry.name);
                    const pause = this.breathe();
                    if (pause)
                        await pause;
                }
            }
            const pause = this.breathe();
            if (pause)
                await pause;
        }
    }
    /** Looks again at every name the watch reported. */
    async apply(events, excluded) {
        for (const [dir, names] of events) {
            const folder = this.folders.get(dir);
            // A folder no longer known (removed, or renamed while its events were on the way): nothing to do.
            if (!folder)
                continue;
            for (const [name, type] of names) {
                if (name === '') {
                    this.drop(dir);
                    await this.scan(dir, excluded);
                    break;
                }
                const child = dir ? `${dir}/${name}` : name;
                if (name === '.git' || isExcluded(child, excluded))
                    continue;
                const wasDir = folder.subdirs.has(name);
                const isDir = this.stat(folder, dir, name);
                const pause = this.breathe();
                if (pause)
                    await pause;
                // A folder created, removed or renamed in place is read again whole: its old watch followed the old one.
                if (wasDir && (!isDir || type === 'rename')) {
                    this.drop(child);
                    folder.subdirs.delete(name);
                }
                if (isDir && (!wasDir || type === 'rename')) {
                    folder.subdirs.add(name);
                    await this.scan(child, excluded);
                }
            }
        }
    }
    /** lstats `dir/name` into `folder`; true when it is a folder (then not a file of `folder`). */
    stat(folder, dir, name) {
        let s;
        try {
            s = (0,external_node_fs_.lstatSync)(this.abs(dir ? `${dir}/${name}` : name), walk_index_NO_THROW);
        }
        catch {
            // Gone or unreadable since the folder was read: not a file to count.
        }
        const was = folder.files.get(name);
        const now = s && !s.isDirectory() ? `${s.size}\0${s.mtimeMs}` : undefined;
        if (now !== was) {
            folder.sorted = undefined;
            if (now === undefined)
                folder.files.delete(name);
            else
                folder.files.set(name, now);
        }
        return s?.isDirectory() ?? false;
    }
    /** Forgets the folder `rel` and everything under it, and stops watching them. */
    drop(rel) {
        for (const dir of this.folders.keys()) {
            if (dir === rel || rel === '' || dir.startsWith(`${rel}/`))
                this.folders.delete(dir);
        }
        this.order = undefined;
        this.watch?.removeUnder(rel);
    }
    /** Every folder with files, in order, with the digest of its files; the first files for the list. */
    fingerprint() {
        const hash = (0,external_node_crypto_.createHash)('sha256').update('walk\n');
        const files = [];
        this.order ??= [...this.folders.keys()].sort(byCodeUnit);
        for (const dir of this.order) {
            const folder = this.folders.get(dir);
            if (folder.files.size === 0)
                continue;
            if (!folder.sorted) {
                const names = [...folder.files.keys()].sort(byCodeUnit);
                const lines = names.map(name => `${name}\0${folder.files.get(name) ?? ''}\n`).join('');
                folder.sorted = { names, digest: (0,external_node_crypto_.createHash)('sha256').update(lines).digest('hex') };
            }
            hash.update(`${dir}\0${folder.sorted.digest}\n`);
            for (const name of folder.sorted.names) {
                if (files.length >= WALK_CHANGED_CAP)
                    break;
                files.push(dir ? `${dir}/${name}` : name);
            }
        }
        return { hash: hash.digest('hex'), changed: files };
    }
    /** Lets the event loop turn every so often, so that a signal is not held up by a huge tree. */
    breathe() {
        return ++this.ops % STAT_BATCH === 0 ? new Promise(resolve => setImmediate(resolve)) : undefined;
    }
    abs(rel) {
        return rel ? `${this.root}${(external_node_path_default()).sep}${rel}` : this.root;
    }
}
function isExcluded(rel, excluded) {
    return excluded.some(e => rel === e || rel.startsWith(`${e}/`));
}
function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/system/files/fingerprint.ts





/**
 * Fingerprint of the working tree at `root`. Inside a git work tree: one `git status` (staged,
 * unstaged, untracked, and HEAD's sha from its branch header) and what every changed path holds,
 * limited to `root` even when it is a subfolder of the repository. Elsewhere: path, size and mtime of
 * every file under `root`. `exclude` holds paths relative to `root` (folders or files); `.git` is
 * always excluded. `memory` is what the caller keeps between calls, so that a call reads again only
 * what changed; `git` says how git runs. Throws when `root` is in a work tree but git fails.
 */
async function treeState(root, exclude, git = {}, memory = {}) {
    const excluded = normalizeExcludes(root, exclude);
    const prefix = await (memory.prefix ?? gitPrefix(root, git));
    if (prefix === undefined)
        return (memory.walk?.() ?? new WalkIndex(root)).state(excluded);
    const out = (rel) => isExcluded(rel, excluded);
    // Porcelain paths are relative to the repository's top; make them relative to the workspace.
    const local = (p) => {
        if (p === undefined || !p.startsWith(prefix))
            return undefined;
        let rel = prefix ? p.slice(prefix.length) : p;
        if (rel.endsWith('/'))
            rel = rel.slice(0, -1);
        return rel && !out(rel) ? rel : undefined;
    };
    // An untracked folder may be the workspace itself ('').
    const localDir = (p) => (prefix !== '' && p === prefix ? '' : local(p));
    const paths = { local, localDir, excluded: out, excludedKey: excluded.join('\0') };
    const fast = prefix === '' ? memory.fast?.() : undefined;
    return gitTreeState(root, paths, memory.cache ?? new ContentCache(), git, memory.untracked?.(), fast);
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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/system/tree-watch.ts



/** Folders one watch follows at most: each costs about 2.5 KB of memory and a kernel watch. */
const MAX_WATCHED_DIRS = 4096;
/** How long `settle` waits for its own marker before it gives the watch up. */
const SETTLE_TIMEOUT_MS = 2000;
/**
 * Which names changed in which folders under `root`, from inotify (through `fs.watch`, one watch per
 * folder: Linux has no recursive watch). A caller that lstats only those names instead of every file
 * must be sure it missed nothing, so the watch says when it cannot vouch for what it saw: `take`
 * returns undefined after any error, a folder it could not watch, or so many events that the kernel's
 * queue may have overflowed (libuv drops the overflow event silently, so the count stands in for it);
 * the caller then reads everything again. `settle` first waits until every event queued so far has been
 * delivered: the inotify queue is one FIFO, so the event of a marker file created now comes after all
 * of them. Not for file systems that do not report to inotify (a network mount changed from another
 * machine) or for writes through a memory map: neither happens to a job's checkout.
 */
class TreeWatch {
    root;
    limits;
    watchers = new Map();
    events = new Map();
    count = 0;
    /** Since the last `reset`: an event may have been missed. */
    broken = false;
    /** For good: a folder could not be watched (the kernel's limit, permissions) or the marker failed. */
    dead = false;
    marker;
    constructor(root, limits = { dirs: MAX_WATCHED_DIRS, events: overflowGuard() }) {
        this.root = root;
        this.limits = limits;
    }
    /** Whether watching can work here at all: Linux (inotify) only. */
    static supported() {
        return process.platform === 'linux';
    }
    /** Starts watching the folder `rel` (relative to the root; '' is the root). False once the watch cannot vouch any more. */
    add(rel) {
        if (this.broken || this.dead)
            return false;
        if (this.watchers.has(rel))
            return true;
        if (this.watchers.size >= this.limits.dirs)
            return this.fail(true);
        try {
            const watcher = (0,external_node_fs_.watch)(external_node_path_default().join(this.root, rel), { persistent: false }, (type, name) => this.note(rel, type, name));
            watcher.on('error', () => this.fail());
            this.watchers.set(rel, watcher);
            return true;
        }
        catch (error) {
            // A folder gone before it could be watched is reported by its parent's watch; anything else
            // (the kernel's limit on watches, permissions) means the watch cannot see everything.
            return error.code === 'ENOENT' || this.fail(true);
        }
    }
    /**
     * Watches `rel` and every folder under it but `.git` and `excluded` ones, each before it is read; with
     * `stopAtRepositories`, not inside a nested repository (its folder itself is watched). False once the
     * watch cannot vouch any more.
     */
    addTree(rel, excluded, stopAtRepositories = false) {
        const pending = [rel];
        for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
            if (!this.add(dir))
                return false;
            let entries = [];
            try {
                entries = (0,external_node_fs_.readdirSync)(dir ? external_node_path_default().join(this.root, dir) : this.root, { withFileTypes: true });
            }
            catch {
                // Gone since: its parent's watch reports it.
            }
            if (stopAtRepositories && entries.some(e => e.name === '.git'))
                continue;
            for (const e of entries) {
                const child = dir ? `${dir}/${e.name}` : e.name;
                if (e.isDirectory() && e.name !== '.git' && !excluded(child))
                    pending.push(child);
            }
        }
        return true;
    }
    /** Whether the folder `rel` is watched. */
    has(rel) {
        return this.watchers.has(rel);
    }
    /** Stops watching `rel` and every folder under it. */
    removeUnder(rel) {
        for (const [dir, watcher] of this.watchers) {
            if (dir === rel || rel === '' || dir.startsWith(`${rel}/`)) {
                watcher.close();
                this.watchers.delete(dir);
            }
        }
    }
    /**
     * Resolves once every event queued before the call has been delivered; false when the watch cannot
     * vouch for them. A marker that never shows up fails the watch for good if no marker ever did (the
     * marker's folder does not report to inotify), else only until the next `reset` (its event was lost
     * to an overflow of the queue).
     */
    async settle() {
        if (this.broken || this.dead)
            return false;
        try {
            this.marker ??= this.openMarker();
        }
        catch {
            return this.fail(true);
        }
        const marker = this.marker;
        // Let libuv read what is queued first, so a full queue has room for the marker's event: the first
        // immediate may run before the loop's next poll, the second runs after it.
        for (let turn = 0; turn < 2; turn++)
            await new Promise(resolve => setImmediate(resolve));
        const name = `m${++marker.n}`;
        const seen = new Promise(resolve => {
            const timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
            marker.waiting = ok => {
                clearTimeout(timer);
                resolve(ok);
            };
        });
        try {
            (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(external_node_path_default().join(marker.dir, name), 'wx'));
            (0,external_node_fs_.unlinkSync)(external_node_path_default().join(marker.dir, name));
        }
        catch {
            marker.waiting?.(false);
        }
        if (await seen)
            return (marker.worked = true);
        return this.fail(!marker.worked);
    }
    /** The events since the last call, or undefined when they cannot be trusted (see the class). */
    take() {
        const events = this.events;
        const trusted = !this.broken && !this.dead && this.count < this.limits.events;
        this.events = new Map();
        this.count = 0;
        return trusted ? events : undefined;
    }
    /** Forgets every folder and every event, and trusts again (unless failed for good): for a caller about to read everything. */
    reset() {
        this.removeUnder('');
        this.events = new Map();
        this.count = 0;
        this.broken = false;
    }
    /** Whether the watch has failed for good: every call reads everything. */
    get failed() {
        return this.dead;
    }
    close() {
        this.removeUnder('');
        if (this.marker) {
            this.marker.watcher.close();
            (0,external_node_fs_.rmSync)(this.marker.dir, { recursive: true, force: true });
            this.marker = undefined;
        }
    }
    note(rel, type, name) {
        this.count += 1;
        const names = this.events.get(rel) ?? new Map();
        this.events.set(rel, names);
        // No name (never seen on Linux for a folder's watch): the folder as a whole is suspect.
        const key = name === null ? '' : String(name);
        if (names.get(key) !== 'rename')
            names.set(key, type === 'rename' ? 'rename' : 'change');
    }
    openMarker() {
        const dir = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'ralph-watch-'));
        const marker = {
            dir,
            n: 0,
            watcher: (0,external_node_fs_.watch)(dir, { persistent: false }, (_type, name) => {
                if (String(name) === `m${marker.n}`)
                    marker.waiting?.(true);
            })
        };
        marker.watcher.on('error', () => marker.waiting?.(false));
        return marker;
    }
    fail(forGood = false) {
        this.broken = true;
        this.dead ||= forGood;
        this.removeUnder('');
        return false;
    }
}
/**
 * Events between two `take`s past which the kernel's queue may have overflowed: an overflow means the
 * queue once held `max_queued_events`, all delivered before the next marker; half of it leaves a margin.
 */
function overflowGuard() {
    try {
        return Math.floor(Number((0,external_node_fs_.readFileSync)('/proc/sys/fs/inotify/max_queued_events', 'utf8')) / 2) || 8192;
    }
    catch {
        return 8192;
    }
}

;// CONCATENATED MODULE: ./src/system/untracked-index.ts





/**
 * What git's `--untracked-files=all` would say of every untracked folder, kept between fingerprints so
 * that a `git status --untracked-files=normal` (one line for a whole untracked folder, about as cheap
 * as a clean tree) can stand in for it: a folder is listed again (`git status --untracked-files=all`
 * limited to the folders that need it) only when it is new or when the watch
 * reported a change anywhere under it, and only its changed files are looked at then. Nested
 * repositories are left to git, as it leaves them (one line, by name). Usable only while the watch is.
 */
class UntrackedIndex {
    root;
    watch;
    git;
    folders = new Map();
    stale = new Set();
    /** The ignore files' identities when the folders were listed (see `ignoresNow`). */
    ignores = '';
    infoExclude;
    constructor(root, watch, git) {
        this.root = root;
        this.watch = watch;
        this.git = git;
    }
    /** Whether `--untracked-files=normal` with this index can stand in for `=all` now. */
    get usable() {
        return !this.watch.failed;
    }
    /**
     * Notes which folders changed since the last fingerprint (every one, when the watch cannot vouch
     * for its events). Call before `git status`, so that a change made after it is seen next time.
     */
    async begin(excluded) {
        const events = (await this.watch.settle()) ? this.watch.take() : undefined;
        if (!events) {
            this.watch.reset();
            this.folders.clear();
            this.stale.clear();
            return;
        }
        for (const folder of this.folders.values()) {
            if (touched(folder.rel, events, excluded))
                this.stale.add(folder.rel);
        }
    }
    /**
     * The expansions of the untracked folders of this `git status` (repository paths ending in '/',
     * with `rels` relative to the workspace): each from the last call when nothing under it changed,
     * else listed again. Folders not in `collapsed` any more are forgotten.
     */
    async expand(collapsed, status, local, excluded) {
        // A changed ignore file outside the folders changes what git lists inside them: list all again.
        if (collapsed.length > 0 || this.folders.size > 0) {
            const ignores = await this.ignoresNow(status, local);
            if (ignores !== this.ignores)
                for (const rel of this.folders.keys())
                    this.stale.add(rel);
            this.ignores = ignores;
        }
        const wanted = new Set(collapsed.map(c => c.rel));
        for (const rel of this.folders.keys()) {
            if (!wanted.has(rel))
                this.forget(rel);
        }
        const redo = collapsed.filter(c => this.stale.has(c.rel) || !this.folders.has(c.rel));
        // Watch first, list after: a change made between the two is then reported next time.
        for (const { rel } of redo) {
            // A nested repository is one line whatever it holds: watched for its `.git` going, not inside.
            this.watch.removeUnder(rel);
            this.watch.addTree(rel, excluded, true);
        }
        const listed = redo.length > 0 ? await this.list(redo.map(c => c.path)) : [];
        let budget = HASH_BUDGET;
        for (const { path: top, rel } of redo) {
            const folder = this.folders.get(rel) ?? { rel, rels: [], lines: '', cache: new ContentCache() };
            const rels = listed.filter(p => p.startsWith(top)).flatMap(p => local(p) ?? []);
            const values = await folder.cache.contents(this.root, rels, budget);
            budget = Math.max(0, budget - rels.length);
            folder.rels = rels;
            folder.lines = rels.map((r, i) => `??\0\0${r}\0\0${values[i]}\n`).join('');
            this.folders.set(rel, folder);
            this.stale.delete(rel);
        }
        return new Map(collapsed.flatMap(c => (this.folders.has(c.rel) ? [[c.path, this.folders.get(c.rel)]] : [])));
    }
    close() {
        this.watch.close();
    }
    forget(rel) {
        this.folders.delete(rel);
        this.stale.delete(rel);
        this.watch.removeUnder(rel);
    }
    /**
     * Who the ignore rules are now: every `.gitignore` that `git status` lists (any change to one shows
     * there: it appears, goes, or changes its lstat identity) and `info/exclude`. Not the global
     * excludes file, nor ignore files above the workspace: a change to those is seen once something
     * under the folder changes.
     */
    async ignoresNow(listed, local) {
        this.infoExclude ??= run_git_runGit(this.root, ['rev-parse', '--path-format=absolute', '--git-path', 'info/exclude'], this.git).then(r => (r.code === 0 ? r.stdout.trim() : ''));
        const exclude = await this.infoExclude;
        const lines = [`${exclude}\0${untracked_index_identity(exclude)}`];
        for (const { xy, path: p } of listed) {
            const rel = p === '.gitignore' || p.endsWith('/.gitignore') ? local(p) : undefined;
            if (rel !== undefined)
                lines.push(`${xy}\0${rel}\0${untracked_index_identity(external_node_path_default().join(this.root, rel))}`);
        }
        return lines.join('\n');
    }
    /** The untracked, not ignored files under these repository paths, as `--untracked-files=all` lists them. */
    async list(paths) {
        // The same command as the full listing, limited to these folders, so that it lists them exactly as
        // the full one would (`git ls-files --others` differs where a tracked file sits in a nested
        // repository). Pathspecs from the repository's top, taken as they are: no glob in a file name.
        const specs = paths.map(p => `:(top,literal)${p}`);
        const args = ['status', '--porcelain=v2', '-z', '--untracked-files=all', '--no-renames', '--', ...specs];
        const result = await run_git_runGit(this.root, args, this.git);
        if (result.code !== 0) {
            throw new Error(`git status failed in ${this.root} (exit ${result.code}): ${result.stderr.trim()}`);
        }
        return parseStatusV2(result.stdout)
            .entries.filter(e => e.xy === '??')
            .map(e => e.path);
    }
}
function untracked_index_identity(abs) {
    const s = abs ? look(abs) : undefined;
    if (s === 'unknown')
        return '?';
    return s ? `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}` : '-';
}
/** Whether any event under the folder `rel` names something not excluded (a `.git` counts: it makes a nested repository). */
function touched(rel, events, excluded) {
    for (const [dir, names] of events) {
        if (rel !== '' && dir !== rel && !dir.startsWith(`${rel}/`))
            continue;
        for (const name of names.keys()) {
            if (name === '' || !excluded(dir ? `${dir}/${name}` : name))
                return true;
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./src/system/files/file-workspace.ts












/**
 * A `Workspace` over the real file system at `root` (made absolute once, here). Every path is taken
 * relative to `root`, and one that resolves outside it throws before anything is touched. `git` says how
 * the working-tree fingerprint runs git (runner, environment, signal).
 */
function createWorkspace(root, git = {}) {
    const base = external_node_path_default().resolve(root);
    let prefix;
    let realBase;
    // What the fingerprints keep between calls (fingerprint.ts); the watches are made when first needed.
    let walk;
    let untracked;
    let fast;
    const memory = {
        cache: new ContentCache(),
        fast: () => TreeWatch.supported() ? (fast ??= new FastStatus(base, new TreeWatch(base), git)) : undefined,
        walk: () => (walk ??= new WalkIndex(base, TreeWatch.supported() ? new TreeWatch(base) : undefined)),
        untracked: () => TreeWatch.supported() ? (untracked ??= new UntrackedIndex(base, new TreeWatch(base), git)) : undefined
    };
    const at = (p) => resolveInside(base, p);
    return {
        root: base,
        // async throughout, so a rejected path is a rejected promise and never a synchronous throw.
        readText: async (p, limits = {}) => {
            let file = at(p);
            if (limits.within) {
                // The check in `at` is lexical: here a symbolic link may lead only to a file inside.
                // Synchronous, as the read itself (read-file.ts).
                file = external_node_fs_.realpathSync.native(file);
                realBase ??= (0,promises_namespaceObject.realpath)(base);
                if (!isWithin(await realBase, file))
                    throw codeError('EOUTSIDE', `${p} is a symbolic link to ${file}, outside the workspace`);
            }
            return readRegularFile(file, p, limits);
        },
        writeText: async (p, content, options) => writeAtomic(at(p), content, options),
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
        // Where the workspace sits in a repository does not change during a run: ask git once.
        treeState: async (exclude) => treeState(base, exclude, git, { ...memory, prefix: (prefix ??= gitPrefix(base, git)) }),
        close: () => {
            walk?.close();
            untracked?.close();
            fast?.close();
        }
    };
}
/**
 * The absolute path of `p` taken relative to `root`. Throws when it resolves outside `root` (`..`,
 * an absolute path elsewhere, another drive). The check is lexical: a symlink inside `root` that
 * points elsewhere is followed.
 */
function isWithin(root, target) {
    const rel = external_node_path_default().relative(root, target);
    return rel !== '..' && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel);
}
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
 * one: temp file in the same folder (rename is only atomic within one file system), rename over the
 * target. `durable` (the default) also fsyncs the temp file before the rename and the folder after it,
 * so the new content and the rename survive a power cut; without it a crash of the machine may leave
 * the old file. Keeps the target's mode.
 */
async function writeAtomic(target, content, { durable = true } = {}) {
    if (content.length <= QUICK_WRITE_CHARS)
        return writeQuick(target, content, durable);
    const dir = external_node_path_default().dirname(target);
    await (0,promises_namespaceObject.mkdir)(dir, { recursive: true }).catch((error) => {
        throw writeError(target, error);
    });
    const mode = await (0,promises_namespaceObject.stat)(target).then(s => s.mode & 0o7777, () => 0o666);
    const temp = tempName(target);
    try {
        const handle = await (0,promises_namespaceObject.open)(temp, 'wx', mode);
        try {
            await handle.writeFile(content, 'utf8');
            if (durable)
                await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_namespaceObject.rename)(temp, target);
    }
    catch (error) {
        await (0,promises_namespaceObject.rm)(temp, { force: true });
        throw writeError(target, error);
    }
    if (durable)
        await syncDir(dir);
}
/**
 * A write this small is done synchronously: a handful of system calls (and the fsyncs, which the loop
 * waits for either way) cost less on the loop's thread than as many round trips to the thread pool.
 */
const QUICK_WRITE_CHARS = 1024 * 1024;
/** `writeAtomic` synchronously: temp file, write, fsync when durable, rename, fsync of the folder. */
function writeQuick(target, content, durable) {
    const dir = external_node_path_default().dirname(target);
    const temp = tempName(target);
    let mode = 0o666;
    try {
        mode = (0,external_node_fs_.statSync)(target).mode & 0o7777;
    }
    catch {
        // A new file: the default mode.
    }
    try {
        let fd;
        try {
            fd = (0,external_node_fs_.openSync)(temp, 'wx', mode);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            fd = (0,external_node_fs_.openSync)(temp, 'wx', mode);
        }
        try {
            const bytes = Buffer.from(content, 'utf8');
            for (let done = 0; done < bytes.length;)
                done += (0,external_node_fs_.writeSync)(fd, bytes, done, bytes.length - done);
            if (durable)
                (0,external_node_fs_.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        (0,external_node_fs_.renameSync)(temp, target);
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(temp, { force: true });
        throw writeError(target, error);
    }
    if (durable)
        syncDirSync(dir);
}
function tempName(target) {
    return external_node_path_default().join(external_node_path_default().dirname(target), `.${external_node_path_default().basename(target)}.tmp-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
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
function syncDirSync(dir) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(dir, 'r');
        (0,external_node_fs_.fsyncSync)(fd);
    }
    catch (error) {
        // As `syncDir`: some platforms and file systems cannot fsync a folder; the rename still happened.
        if (!isCode(error, 'EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'))
            throw writeError(dir, error);
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
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

;// CONCATENATED MODULE: ./src/edges/actions-logger.ts


/**
 * The Actions log, through @actions/core. Agent output is written between `::stop-commands::`
 * markers so that an agent printing `::set-output` or `::add-mask::` lines cannot issue workflow
 * commands; so is any line of the loop's that carries outside text looking like a command.
 *
 * @actions/core is loaded when the first fold opens, which is just before the first agent starts, or
 * at `flush` (ADR 0006): its import costs more than the whole cold start may, and the agent's first
 * seconds hide it. Until it is there, every call waits in a queue, in order, raw output included.
 * `write` must be where @actions/core writes (stdout), so the two stay in order.
 */
function actionsLogger(load, write = text => process.stdout.write(text), backlog = () => backlogOf(process.stdout)) {
    let core;
    const queue = [];
    let loading;
    const start = () => (loading ??= load().then(loaded => {
        core = loaded;
        for (const call of queue.splice(0))
            call(loaded);
    }));
    const act = (call) => (core ? call(core) : void queue.push(call));
    const token = `ralph-${(0,external_node_crypto_.randomUUID)()}`;
    let raw = false;
    let atLineStart = true;
    const resume = () => {
        if (!raw)
            return;
        write(`${atLineStart ? '' : '\n'}::${token}::\n`);
        raw = false;
        atLineStart = true;
    };
    // Outside text (the agent's error, a task id) may hold lines the runner would read as commands.
    const fenced = (toolkit, message) => {
        if (!looksLikeCommand(message))
            return toolkit.info(message);
        const once = `ralph-${(0,external_node_crypto_.randomUUID)()}`;
        write(`::stop-commands::${once}\n${message}\n::${once}::\n`);
    };
    const titled = (title) => (title ? { title } : {});
    const command = (call) => act(toolkit => (resume(), call(toolkit)));
    return {
        info: message => command(toolkit => fenced(toolkit, message)),
        debug: message => command(toolkit => toolkit.debug(message)),
        warning: (message, title) => command(toolkit => toolkit.warning(message, titled(title))),
        error: (message, title) => command(toolkit => toolkit.error(message, titled(title))),
        startGroup: title => {
            command(toolkit => toolkit.startGroup(title));
            void start();
        },
        endGroup: () => command(toolkit => toolkit.endGroup()),
        setSecret: value => command(toolkit => toolkit.setSecret(value)),
        write: chunk => {
            if (chunk === '')
                return;
            act(() => {
                if (!raw) {
                    write(`::stop-commands::${token}\n`);
                    raw = true;
                }
                write(chunk);
                atLineStart = chunk.endsWith('\n');
            });
        },
        backlog: () => (core ? backlog() : undefined),
        flush: async () => {
            await start();
            act(() => resume());
        }
    };
}
/**
 * Whether any line of `text` could be read by the runner as a workflow command, as its parsers read
 * one (actions/runner ActionCommand.cs): `::name::` after any leading whitespace that .NET's
 * `TrimStart` drops (Unicode's spaces, \v, \f, U+0085), lines split at CR and LF only; or the old
 * `##[name]` anywhere in a line.
 */
function looksLikeCommand(text) {
    // Whitespace without CR and LF: each line start scans only its own line, so the test stays linear.
    return /(?:^|[\r\n])(?:[^\S\r\n]|\u0085)*::|##\[/.test(text);
}

;// CONCATENATED MODULE: ./src/edges/exec-runner.ts
/**
 * A process runner over the toolkit's @actions/exec (ADR 0006), for the post step: its git commands
 * need no process group, no leash on a signal and no bounded tail, the things @actions/exec lacks
 * and the loop's own runner (src/process/runner.ts) has. `timeoutMs` and the signals are not
 * supported: git's own network limits bound a push (see `GIT_HTTP_LOW_SPEED_*` in run-post).
 */
function execRunner() {
    return {
        async run(spec) {
            const { getExecOutput } = await __nccwpck_require__.e(/* import() */ 955).then(__nccwpck_require__.bind(__nccwpck_require__, 1955));
            const [file = '', ...args] = spec.argv;
            const started = Date.now();
            try {
                const result = await getExecOutput(file, args, {
                    cwd: spec.cwd,
                    env: Object.fromEntries(Object.entries(spec.env).filter((entry) => entry[1] !== undefined)),
                    ...(spec.stdin !== undefined && { input: Buffer.from(spec.stdin) }),
                    silent: true,
                    ignoreReturnCode: true,
                    listeners: {
                        stdout: chunk => spec.onOutput?.(chunk.toString('utf8'), 'stdout'),
                        stderr: chunk => spec.onOutput?.(chunk.toString('utf8'), 'stderr')
                    }
                });
                const tail = (result.stdout + result.stderr).slice(-(spec.tailBytes ?? 64 * 1024));
                return {
                    exitCode: result.exitCode,
                    signal: null,
                    durationMs: Date.now() - started,
                    timedOut: false,
                    interrupted: false,
                    tail: spec.tailBytes === 0 ? '' : tail,
                    outputBytes: Buffer.byteLength(result.stdout) + Buffer.byteLength(result.stderr)
                };
            }
            catch (error) {
                // @actions/exec rejects when the command cannot be started (not on PATH, say).
                return {
                    exitCode: null,
                    signal: null,
                    durationMs: Date.now() - started,
                    timedOut: false,
                    interrupted: false,
                    tail: '',
                    outputBytes: 0,
                    spawnError: `cannot start "${file}": ${error instanceof Error ? error.message : String(error)}`,
                    spawnErrorCode: 'ENOENT'
                };
            }
        }
    };
}

;// CONCATENATED MODULE: ./src/system/git/credentials.ts

// The keys actions/checkout writes (`http.https://github.com/.extraheader`), and any other URL's.
const EXTRAHEADER = '^http\\..*\\.extraheader$';
/**
 * Every `http.<url>.extraheader` of the repository's local config (`.git/config`). Empty when there
 * are none, or `root` is not in a git repository. Worktree and `includeIf` configs are not read.
 */
async function credentials_listCredentials(root, options = {}) {
    const listed = await runGit(root, ['config', '--local', '-z', '--get-regexp', EXTRAHEADER], options);
    // Exit 1: no such key; anything else: not a repository, or git could not run.
    return listed.code === 0 ? parseConfigZ(listed.stdout) : [];
}
/**
 * Takes the listed credentials out of the local config, so that nothing the agent starts can read
 * them there (SPEC §10); undefined when done, else why not.
 */
async function credentials_removeCredentials(root, credentials, options = {}) {
    for (const key of new Set(credentials.map(entry => entry.key))) {
        const removed = await runGit(root, ['config', '--local', '--unset-all', key], options);
        if (removed.code !== 0)
            return `git config --unset-all ${key} failed: ${removed.stderr.trim()}`;
    }
    return undefined;
}
/**
 * Puts credentials taken by `removeCredentials` back into the local config, replacing whatever is
 * under their keys now; undefined when done, else why not.
 */
async function credentials_putCredentialsBack(root, credentials, options = {}) {
    for (const key of new Set(credentials.map(entry => entry.key))) {
        // Exit 5: nothing to unset.
        await run_git_runGit(root, ['config', '--local', '--unset-all', key], options);
    }
    for (const { key, value } of credentials) {
        const added = await run_git_runGit(root, ['config', '--local', '--add', key, value], options);
        if (added.code !== 0)
            return `git config --add ${key} failed: ${added.stderr.trim()}`;
    }
    return undefined;
}
/**
 * The credential that `github-token` gives git for the server (what actions/checkout persists:
 * basic auth as `x-access-token`).
 */
function credentials_tokenCredential(serverUrl, token) {
    const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
    return { key: `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`, value: `AUTHORIZATION: basic ${basic}` };
}
/** The values to mask in the log: each header, and the encoded part alone (how it may be printed). */
function credentials_credentialSecrets(credentials) {
    return credentials.flatMap(({ value }) => [value, ...value.split(/\s+/).filter(word => word.length >= 16)]);
}
/**
 * The credentials as git reads them from one process's environment (`GIT_CONFIG_COUNT`, `_KEY_n`,
 * `_VALUE_n`), never from a file. Each key starts with an empty value, which resets the headers
 * (a copy left in `.git/config` would be sent twice); hooks are off, because a hook the agent wrote
 * would inherit this environment.
 */
function credentials_credentialEnv(credentials) {
    if (credentials.length === 0)
        return {};
    const entries = [['core.hooksPath', '/dev/null']];
    for (const key of new Set(credentials.map(entry => entry.key))) {
        entries.push([key, '']);
        for (const entry of credentials)
            if (entry.key === key)
                entries.push([key, entry.value]);
    }
    const env = { GIT_CONFIG_COUNT: String(entries.length) };
    entries.forEach(([key, value], i) => {
        env[`GIT_CONFIG_KEY_${i}`] = key;
        env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    return env;
}
/** `git config -z --get-regexp` output: `key\nvalue\0` records. */
function parseConfigZ(output) {
    return output
        .split('\0')
        .filter(record => record !== '')
        .map(record => {
        const newline = record.indexOf('\n');
        return newline < 0
            ? { key: record, value: '' }
            : { key: record.slice(0, newline), value: record.slice(newline + 1) };
    });
}

;// CONCATENATED MODULE: ./src/edges/git-auth.ts



/** git config is local and quick; this bounds a git that hangs (a lock, a slow disk). */
const CONFIG_TIMEOUT_MS = 10_000;
/**
 * Takes the credentials actions/checkout persisted out of `.git/config` for the main step (SPEC §10),
 * after saving them in the action's state (never a file of the workspace) so that the post step
 * can put them back if the main step cannot. The loop pushes with them, or with `github-token`
 * when none were persisted.
 */
async function takeForMain(config, logger) {
    const git = { baseEnv: config.env, timeoutMs: CONFIG_TIMEOUT_MS };
    const taken = await listCredentials(config.workspace, git);
    const push = taken.length > 0
        ? taken
        : config.githubToken
            ? [tokenCredential(config.run.serverUrl, config.githubToken)]
            : [];
    for (const secret of credentialSecrets(push))
        logger.setSecret(secret);
    const core = await toolkit();
    if (push.length > 0)
        core.saveState(StateKeys.Credentials, JSON.stringify(push));
    let removed = false;
    if (taken.length > 0) {
        // Now, not at the end: a main step that is killed leaves the post step what it needs to put them back.
        core.saveState(StateKeys.Workspace, config.workspace);
        core.saveState(StateKeys.CredentialsTaken, 'true');
        const failed = await removeCredentials(config.workspace, taken, git);
        removed = true;
        if (failed)
            logger.warning(`Could not take the persisted credentials out of .git/config: ${failed}`);
        else
            logger.info(`Took the credentials actions/checkout persisted (${[...new Set(taken.map(c => c.key))].join(', ')}) out of .git/config while the loop runs: the agent cannot push. They are put back at the end.`);
    }
    return {
        remoteEnv: credentialEnv(push),
        async putBack() {
            if (!removed)
                return;
            removed = false;
            const failed = await putCredentialsBack(config.workspace, taken, { ...git, baseEnv: config.env });
            if (failed)
                logger.warning(`Could not put the persisted credentials back into .git/config: ${failed}`);
            else
                core.saveState(StateKeys.CredentialsRestored, 'true');
        }
    };
}
/** The post step's side: the credentials to push with, and the undo when the main step could not. */
function credentialsForPost(core) {
    const push = parseCredentials(core.getState(names_StateKeys.Credentials));
    const pending = core.getState(names_StateKeys.CredentialsTaken) === 'true' &&
        core.getState(names_StateKeys.CredentialsRestored) !== 'true';
    return {
        remoteEnv: credentials_credentialEnv(push),
        putBack: (root, git) => (pending ? credentials_putCredentialsBack(root, push, git) : Promise.resolve(undefined))
    };
}
function parseCredentials(text) {
    if (!text)
        return [];
    try {
        const parsed = JSON.parse(text);
        if (!Array.isArray(parsed))
            return [];
        return parsed.filter((entry) => typeof entry?.key === 'string' &&
            typeof entry?.value === 'string');
    }
    catch {
        return [];
    }
}

// EXTERNAL MODULE: ./src/checkpoint/limits.ts + 2 modules
var limits = __nccwpck_require__(120);
;// CONCATENATED MODULE: ./src/checkpoint/file.ts



/** The checkpoint's file name inside `state-dir`. */
const CHECKPOINT_FILE = 'checkpoint.json';
/** Where the checkpoint lives, relative to the workspace. */
function checkpointPath(stateDir) {
    return posix.join(stateDir, CHECKPOINT_FILE);
}
/**
 * Reads and validates `state-dir/checkpoint.json`. Throws CheckpointError when it is invalid or cannot
 * be read; never writes, renames or removes it, so the user finds the file as it was.
 */
async function readCheckpoint(workspace, stateDir) {
    const file = checkpointPath(stateDir);
    let text;
    const limit = CHECKPOINT_LIMITS.fileBytes;
    try {
        // The loop writes a regular file there: a link (to a system file, say) is refused, never read.
        text = await workspace.readText(file, { maxBytes: limit, noFollow: true });
    }
    catch (error) {
        const { code, message } = error;
        if (code === 'ENOENT')
            return { found: false };
        // A folder, a FIFO or an unreadable file in its place is as much in the way as a corrupt one.
        throw new CheckpointError({
            file,
            field: WHOLE_FILE,
            value: undefined,
            problem: code === 'EFBIG'
                ? `is ${limit + 1} bytes or more`
                : `could not be read (${oneLine(message ?? String(error))})`,
            expected: code === 'EFBIG'
                ? `at most ${limit} bytes (1 MiB); the loop keeps only the last ${CHECKPOINT_LIMITS.history} iterations`
                : 'a readable JSON file'
        });
    }
    // The schema (and zod) load only when there is a checkpoint to read: a first run never pays for them.
    const { parseCheckpoint } = await Promise.all(/* import() */[__nccwpck_require__.e(377), __nccwpck_require__.e(578)]).then(__nccwpck_require__.bind(__nccwpck_require__, 578));
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
    // The two id lists are most of a big plan's checkpoint, and this iteration's `last_work_remaining` is
    // the last one's `work_remaining`: each list's JSON is reused while the list is the same.
    const lists = { work_remaining: WORK, last_work_remaining: LAST };
    const last = checkpoint.last_work_remaining;
    // A NUL before the lists (never in a real path) could be taken for a stand-in: serialised plainly then.
    const plainly = [checkpoint.plan_path, checkpoint.continuation_context].some(v => v?.includes('\0'));
    const text = (history) => plainly
        ? `${JSON.stringify({ ...checkpoint, history })}\n`
        : `${splice(JSON.stringify({ ...checkpoint, ...lists, history }), [
            [JSON.stringify(WORK), idsJson(checkpoint.work_remaining)],
            [JSON.stringify(LAST), last === null ? 'null' : idsJson(last)]
        ])}\n`;
    let kept = checkpoint.history;
    let result = text(kept);
    while (Buffer.byteLength(result, 'utf8') > CHECKPOINT_LIMITS.fileBytes && kept.length > 0) {
        kept = kept.slice(Math.ceil(kept.length / 2));
        result = text(kept);
    }
    return result;
}
// Stand-ins for the id lists while the rest is serialised. Only paths, numbers and fixed words come
// before the lists in a checkpoint, so each stand-in's first occurrence is the list's own place.
const WORK = '\u0000work_remaining\u0000';
const LAST = '\u0000last_work_remaining\u0000';
/** The last two id lists serialised, newest first. */
let serialised = (/* unused pure expression or super */ null && ([]));
/** `JSON.stringify(ids)`, from the last two calls when the list is the same. */
function idsJson(ids) {
    const known = serialised.find(s => s.ids.length === ids.length && s.ids.every((id, i) => id === ids[i]));
    const json = known?.json ?? JSON.stringify(ids);
    serialised = [{ ids: [...ids], json }, ...serialised.filter(s => s !== known)].slice(0, 2);
    return json;
}
/** `text` with the first occurrence of each stand-in replaced, all found in `text` as it was. */
function splice(text, parts) {
    const found = parts.map(([from, to]) => ({ at: text.indexOf(from), from, to })).sort((a, b) => a.at - b.at);
    let out = '';
    let done = 0;
    for (const { at, from, to } of found) {
        if (at < 0)
            continue;
        out += text.slice(done, at) + to;
        done = at + from.length;
    }
    return out + text.slice(done);
}

;// CONCATENATED MODULE: ./src/edges/post-guard.ts







/**
 * What the main step leaves for the post step to check (SPEC §10): the HEAD it left, the digest of
 * the checkpoint it wrote, and where to keep its commit should the post step refuse to push.
 */
async function leftByMain(config) {
    const head = await headSha(config.workspace, { baseEnv: config.env, timeoutMs: 10_000 });
    return [
        [StateKeys.HeadSha, head ?? ''],
        [StateKeys.CheckpointDigest, checkpointDigest(path.join(config.workspace, config.stateDir))],
        [StateKeys.RescueRef, rescueRef(config.checkpointKey, `post-${config.run.id}-${config.run.attempt}`)]
    ];
}
/**
 * What changed since the main step ended, in words (empty when nothing did): a process the agent
 * left behind moved HEAD or rewrote the checkpoint. The post step then pushes nothing of it.
 */
async function changedSinceMain(core, git) {
    const workspace = core.getState(names_StateKeys.Workspace);
    const left = core.getState(names_StateKeys.HeadSha);
    const changed = [];
    const head = (await run_git_headSha(workspace, git)) ?? '';
    if (head !== left)
        changed.push(`HEAD moved from ${left.slice(0, 12) || '(none)'} to ${head.slice(0, 12) || '(none)'}`);
    const stateDir = core.getState(names_StateKeys.StateDir);
    if (checkpointDigest(stateDir) !== core.getState(names_StateKeys.CheckpointDigest))
        changed.push(`${external_node_path_default().join(external_node_path_default().relative(workspace, stateDir), CHECKPOINT_FILE)} was rewritten`);
    return changed;
}
/** The sha-256 of `stateDirAbs/checkpoint.json`, '' when there is none. */
function checkpointDigest(stateDirAbs) {
    try {
        return (0,external_node_crypto_.createHash)('sha256')
            .update((0,external_node_fs_.readFileSync)(external_node_path_default().join(stateDirAbs, CHECKPOINT_FILE)))
            .digest('hex');
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/edges/runner-protocol.ts
let loaded;
/**
 * @actions/core, imported on the first call (ADR 0006). The bundle keeps it in a chunk of its own, so
 * the local CLI never loads it; the action loads it once, before its first line.
 */
function runner_protocol_toolkit() {
    return (loaded ??= Promise.all(/* import() */[__nccwpck_require__.e(955), __nccwpck_require__.e(838)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3838)));
}

;// CONCATENATED MODULE: ./src/edges/run-post.ts












/**
 * The post step (`post-if: always()`): when the main step was stopped by a signal it had no time to
 * upload the state dir or push the work; this step does both. It only ever warns.
 */
async function runPost() {
    const core = await runner_protocol_toolkit();
    const workspace = core.getState(names_StateKeys.Workspace);
    const credentials = credentialsForPost(core);
    // Git through the toolkit's runner; a push that stalls for 30 s gives up instead of holding the job.
    // Git's environment is fenced by default (system/git/run-git.ts): the agent may have planted a hook that runs here.
    const git = {
        runner: execRunner(),
        env: { GIT_HTTP_LOW_SPEED_LIMIT: '1000', GIT_HTTP_LOW_SPEED_TIME: '30' },
        remoteEnv: credentials.remoteEnv
    };
    try {
        await keepWork(core, workspace, git);
    }
    finally {
        // The main step could not put the persisted credentials back (it was killed): this step does.
        const failed = workspace ? await credentials.putBack(workspace, git) : undefined;
        if (failed)
            core.warning(`Ralph Loop: could not put the credentials back into .git/config: ${failed}`);
    }
}
/** Saves the state dir and pushes the interrupted work, unless something changed them after the main step. */
async function keepWork(core, workspace, git) {
    const needsSave = core.getState(names_StateKeys.PostNeeded) === 'true';
    const branch = core.getState(names_StateKeys.PushBranch);
    if (!needsSave && !branch) {
        core.info('Ralph Loop: the main step saved its state; nothing to do.');
        return;
    }
    const changed = await changedSinceMain(core, git);
    if (changed.length > 0)
        return refuse(core, workspace, git, changed, branch);
    if (needsSave)
        await saveState(core);
    if (branch) {
        // The interrupted iteration's WIP commit (and any before it) reaches the remote here.
        const pushed = await gitWork(workspace, git).push(branch);
        if (!pushed.ok) {
            core.warning(`Ralph Loop: could not push to ${branch}: ${pushed.message}`);
            return;
        }
        core.info(`Ralph Loop: pushed the interrupted loop's commits to ${branch}.`);
        const key = core.getState(names_StateKeys.StateRef);
        if (key) {
            const stateDir = external_node_path_default().relative(workspace, core.getState(names_StateKeys.StateDir));
            const log = actionsLogger(runner_protocol_toolkit);
            await log.flush();
            const deps = {
                mirror: gitStateMirror(workspace, key, git),
                workspace: createWorkspace(workspace, git),
                log
            };
            await mirrorState(deps, stateDir, 'interrupted (pushed by the post step)');
        }
    }
}
/**
 * Something the agent left running changed the work or the checkpoint after the main step (SPEC §10):
 * nothing is saved, pushed or mirrored; the main step's commit is kept on the rescue ref.
 */
async function refuse(core, workspace, git, changed, branch) {
    const head = core.getState(names_StateKeys.HeadSha);
    const ref = core.getState(names_StateKeys.RescueRef);
    const kept = branch && head && ref ? await gitWork(workspace, git).keep(head, ref) : undefined;
    const where = !kept
        ? ''
        : kept.ok
            ? ` The main step's commit ${head.slice(0, 12)} is kept on ${ref} on origin.`
            : ` Keeping the main step's commit ${head.slice(0, 12)} on ${ref} failed too: ${kept.message}.`;
    core.warning(`Ralph Loop: after the main step ended, ${changed.join(' and ')}: a process the agent left running did it. ` +
        `The post step pushes, mirrors and saves nothing.${where} ` +
        'Run the agent as another user or in a container to keep it from outliving the step (SECURITY.md).', { title: 'Changed after the main step' });
}
async function saveState(core) {
    const key = core.getState(names_StateKeys.CacheKey);
    const stateDirAbs = core.getState(names_StateKeys.StateDir);
    try {
        // The key was chosen by the main step; save under it exactly.
        const store = createCacheStore({ stateDirAbs, key, runId: '', runAttempt: '', exactKey: true });
        const saved = await store.save();
        if (saved.saved)
            core.info(`Ralph Loop: saved the interrupted loop's state dir to the cache as ${saved.key}.`);
        else
            core.warning(`Ralph Loop: could not save the state dir to the cache: ${saved.reason}`);
    }
    catch (error) {
        core.warning(`Ralph Loop: the post step failed: ${error instanceof Error ? error.message : String(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/post.ts

/** The action's post step: `src/post-index.ts` and local-action (`--post src/post.ts`) call this. */
async function run() {
    await runPost();
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

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

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

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

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

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
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
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
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
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
/******/ var __webpack_exports__ = __nccwpck_require__(4344);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
