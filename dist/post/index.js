import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

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

/***/ 6467:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runPost)
});

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/checkpoint/keys.ts
/** The cache's limit on key length (@actions/cache rejects longer keys with a ValidationError). */
const MAX_KEY_LENGTH = 512;
/**
 * Room kept for the run suffix `-{runId}-{runAttempt}-{sequence}` when the key itself is long. The
 * restore prefix is cut to `MAX_KEY_LENGTH - SUFFIX_ROOM` so that every save key of the loop still
 * starts with it, whatever the length of the run id.
 */
const SUFFIX_ROOM = 64;
// The cache splits key lists on commas, so a comma can never be part of a key.
const sanitise = (text) => text.replace(/,/g, '');
/**
 * The prefix every checkpoint entry of a loop starts with: `{key}-` (commas removed). Restore takes
 * the newest entry that starts with it. A key too long to leave room for a run suffix is cut to
 * `MAX_KEY_LENGTH - SUFFIX_ROOM` characters (then without the trailing `-`), which every
 * `saveKey(key, …)` with a suffix of at most `SUFFIX_ROOM` characters still starts with.
 */
function restorePrefix(key) {
    return `${sanitise(key)}-`.slice(0, MAX_KEY_LENGTH - SUFFIX_ROOM);
}
/**
 * A unique key for one save: `{key}-{runId}-{runAttempt}`, plus `-{sequence}` from the second save
 * of a run on (entries are immutable, so a second save needs a new key). Commas are removed and the
 * result has at most `MAX_KEY_LENGTH` characters: the key is cut, never the run suffix, because the
 * suffix is what makes the key unique.
 */
function saveKey(key, runId, runAttempt, sequence = 1) {
    const suffix = sanitise(`-${runId}-${runAttempt}${sequence > 1 ? `-${sequence}` : ''}`);
    // `slice(-MAX)` only matters for an absurd run id longer than the whole limit.
    return (sanitise(key).slice(0, Math.max(0, MAX_KEY_LENGTH - suffix.length)) + suffix).slice(-MAX_KEY_LENGTH);
}

;// CONCATENATED MODULE: ./src/checkpoint/cache-store.ts


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
        if (options.env && !options.env.ACTIONS_RUNTIME_TOKEN)
            return { reason: 'ACTIONS_RUNTIME_TOKEN is not set (the cache is reachable only from an Actions job)' };
        const cache = await __nccwpck_require__.e(/* import() */ 305).then(__nccwpck_require__.bind(__nccwpck_require__, 4305));
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
                    await settle(dir, moved.aside, result.hit, log);
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
// After a hit the restored dir stays; after anything else whatever was extracted goes and the local dir comes back.
async function settle(dir, aside, hit, log) {
    if (hit) {
        if (aside)
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
    Workspace: 'ralph-workspace',
    PushBranch: 'ralph-push-branch'
};

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
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

;// CONCATENATED MODULE: ./src/system/git-work.ts

/** The agent's work in git (SPEC §10), with plain git commands; no shell, no amend, no force push. */
function gitWork(root, env) {
    const git = (args) => runGit(root, args, { env: { ...env, GIT_TERMINAL_PROMPT: '0' } });
    return {
        async available() {
            return (await git(['rev-parse', '--is-inside-work-tree'])).stdout.trim() === 'true';
        },
        async head() {
            const sha = await git(['rev-parse', '--verify', '-q', 'HEAD']);
            const branch = await git(['symbolic-ref', '--short', '-q', 'HEAD']);
            return {
                sha: sha.code === 0 ? sha.stdout.trim() : '',
                branch: branch.code === 0 ? branch.stdout.trim() : ''
            };
        },
        async commit({ message, author, noVerify, exclude }) {
            const pathspec = ['--', '.', ...exclude.map(path => `:(exclude)${path}`)];
            const add = await git(['add', '-A', ...pathspec]);
            if (add.code !== 0)
                return { error: `git add failed: ${add.stderr.trim()}` };
            const staged = await git(['diff', '--cached', '--quiet']);
            if (staged.code === 0)
                return undefined;
            const identity = ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
            const commit = await git([
                ...identity,
                'commit',
                '-q',
                `--author=${author.name} <${author.email}>`,
                '-m',
                message,
                ...(noVerify ? ['--no-verify'] : [])
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
            // The remote moved: replay the local commits on it if that applies cleanly, then try once more.
            const fetch = await git(['fetch', '-q', 'origin', branch]);
            if (fetch.code !== 0)
                return { ok: false, message: `git push to ${branch} failed: ${first.stderr.trim()}` };
            const rebase = await git([
                '-c',
                'user.name=ralph',
                '-c',
                'user.email=ralph@localhost',
                'rebase',
                '-q',
                'FETCH_HEAD'
            ]);
            if (rebase.code !== 0) {
                await git(['rebase', '--abort']);
                return {
                    ok: false,
                    message: `The remote branch ${branch} moved and the loop's commits do not rebase cleanly onto it; they are intact locally. Merge ${branch} by hand, then run again.`
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
        }
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/edges/runner-protocol.ts



/** `env` is the runner's environment; `write` takes stdout text. */
function runnerProtocol(env = process.env, write = text => process.stdout.write(text)) {
    const issue = (command, message, properties = {}) => {
        const props = Object.entries(properties)
            .filter(([, value]) => value !== '')
            .map(([key, value]) => `${key}=${escapeProperty(value)}`)
            .join(',');
        write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}${external_node_os_.EOL}`);
    };
    const titled = (title) => (title ? { title } : {});
    const keyValue = (variable, legacy, name, value) => {
        const file = env[variable];
        if (!file) {
            // Runners older than the file commands (and local runs of the bundle) read the old command.
            write(external_node_os_.EOL);
            issue(legacy, value, { name });
            return;
        }
        (0,external_node_fs_.appendFileSync)(file, fileRecord(name, value), 'utf8');
    };
    return {
        info: message => write(`${message}${external_node_os_.EOL}`),
        debug: message => issue('debug', message),
        warning: (message, title) => issue('warning', message, titled(title)),
        error: (message, title) => issue('error', message, titled(title)),
        startGroup: title => issue('group', title),
        endGroup: () => issue('endgroup', ''),
        setSecret: value => issue('add-mask', value),
        setOutput: (name, value) => keyValue('GITHUB_OUTPUT', 'set-output', name, value),
        saveState: (name, value) => keyValue('GITHUB_STATE', 'save-state', name, value),
        getState: name => env[`STATE_${name}`] ?? '',
        setFailed: message => {
            process.exitCode = 1;
            issue('error', message);
        },
        appendSummary: markdown => {
            const file = env.GITHUB_STEP_SUMMARY;
            if (!file)
                throw new Error('GITHUB_STEP_SUMMARY is not set: the runner gave this step no job summary file');
            (0,external_node_fs_.appendFileSync)(file, markdown, 'utf8');
        }
    };
}
/** One `name<<delimiter` record of a file command; the delimiter is random so no value can end it early. */
function fileRecord(name, value) {
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`The value of ${name} contains the delimiter ${delimiter}`);
    return `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`;
}
/** A command's message: `%`, CR and LF are escaped so that one command stays one line. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A command property also escapes the `:` and `,` that separate properties. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

;// CONCATENATED MODULE: ./src/edges/run-post.ts




const core = runnerProtocol();
/**
 * The post step (`post-if: always()`): when the main step was stopped by a signal it had no time to
 * upload the state dir or push the work; this step does both. It only ever warns.
 */
async function runPost() {
    const needsSave = core.getState(StateKeys.PostNeeded) === 'true';
    const branch = core.getState(StateKeys.PushBranch);
    if (!needsSave && !branch) {
        core.info('Ralph Loop: the main step saved its state; nothing to do.');
        return;
    }
    if (needsSave)
        await saveState();
    if (branch) {
        // The interrupted iteration's WIP commit (and any before it) reaches the remote here.
        const pushed = await gitWork(core.getState(StateKeys.Workspace), process.env).push(branch);
        if (pushed.ok)
            core.info(`Ralph Loop: pushed the interrupted loop's commits to ${branch}.`);
        else
            core.warning(`Ralph Loop: could not push to ${branch}: ${pushed.message}`);
    }
}
async function saveState() {
    const key = core.getState(StateKeys.CacheKey);
    const stateDirAbs = core.getState(StateKeys.StateDir);
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


/***/ }),

/***/ 6661:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _edges_exit_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5932);
/* harmony import */ var _edges_run_post_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6467);


await (0,_edges_run_post_js__WEBPACK_IMPORTED_MODULE_0__/* .runPost */ .a)();
// A cache upload that timed out may hold a socket open: the step is over, so leave once the log is out.
(0,_edges_exit_js__WEBPACK_IMPORTED_MODULE_1__/* .exitAfterFlush */ .z)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

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
/******/ var __webpack_exports__ = __nccwpck_require__(6661);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
