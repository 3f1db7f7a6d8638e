#!/usr/bin/env node
import './edges/early-signals.js'
import { exitAfterFlush } from './edges/exit.js'
import { runCli } from './edges/run-cli.js'

exitAfterFlush(await runCli(process.argv.slice(2)))
