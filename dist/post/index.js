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

/***/ 3211:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runPost)
});

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
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
        if (tail_isLowSurrogate(this.text.charCodeAt(start)))
            start++;
        return this.text.slice(start);
    }
}
function tail_isLowSurrogate(code) {
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

;// CONCATENATED MODULE: ./src/system/git.ts

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
    const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const runner = options.runner ?? (defaultRunner ??= createProcessRunner());
    const out = { stdout: [], stderr: [], size: 0 };
    const result = await runner.run({
        argv: ['git', ...args],
        cwd: root,
        env: {
            ...(options.baseEnv ?? process.env),
            GIT_OPTIONAL_LOCKS: '0',
            GIT_TERMINAL_PROMPT: '0',
            ...options.env
        },
        timeoutMs: timeout,
        tailBytes: 0,
        ...(options.signal && { signal: options.signal }),
        onOutput: (chunk, stream) => {
            out.size += chunk.length;
            if (out.size <= MAX_OUTPUT)
                out[stream].push(chunk);
        }
    });
    const stdout = out.stdout.join('');
    const stderr = out.stderr.join('');
    // An exit code is git's own status; anything else means git never finished, so its output cannot be trusted.
    const reason = result.spawnError
        ? result.spawnError
        : result.timedOut
            ? `git ${args[0] ?? ''} timed out after ${timeout} ms`
            : result.interrupted
                ? `git ${args[0] ?? ''} was stopped by a signal`
                : out.size > MAX_OUTPUT
                    ? `git ${args[0] ?? ''} printed more than ${MAX_OUTPUT} characters`
                    : result.exitCode === null
                        ? `git ${args[0] ?? ''} was killed by ${result.signal ?? 'a signal'}`
                        : undefined;
    if (reason === undefined)
        return { code: result.exitCode ?? -1, stdout, stderr };
    return { code: -1, stdout, stderr: stderr ? `${stderr}\n${reason}` : reason };
}
/**
 * The workspace's position inside its git work tree, as git's `--show-prefix` ('' at the top,
 * else `sub/dir/`), or undefined when `root` is not inside a work tree or git is not installed.
 */
async function gitPrefix(root, options = {}) {
    const result = await runGit(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix'], options);
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
async function headSha(root, options = {}) {
    const result = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD'], options);
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

/**
 * The agent's work in git (SPEC §10), with plain git commands; no shell, no amend, no force push.
 * `options` says how git runs: its environment (`baseEnv`), the runner, the signal.
 */
function gitWork(root, options = {}) {
    const git = (args) => runGit(root, args, options);
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
        const pushed = await gitWork(core.getState(StateKeys.Workspace)).push(branch);
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
/* harmony import */ var _edges_run_post_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3211);


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
