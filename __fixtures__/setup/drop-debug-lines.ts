// Jest setup of the tiers that run @actions/cache in the test process (jest.config.js): its debug
// lines would otherwise fill the test output. Only lines starting with `::debug::` are dropped.
import { dropDebugLines } from '../debug-lines.js'

dropDebugLines(process.stdout)
