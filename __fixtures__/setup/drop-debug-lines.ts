// Jest setup of the tiers that run @actions/cache in the test process (jest.config.js): its expected
// chatter (debug lines, masks, tar commands, the warnings of faults caused on purpose) would otherwise
// fill the test output and hide a failure. `RALPH_TEST_VERBOSE=1 npm test` shows it.
import { dropDebugLines } from '../debug-lines.js'

// tar and zstd write to the inherited stderr directly: their 4 lines on the corrupt archive of
// cache-faults.test.ts are expected (CONTRIBUTING.md lists what a passing run prints).
if (process.env.RALPH_TEST_VERBOSE !== '1') dropDebugLines(process.stdout)
