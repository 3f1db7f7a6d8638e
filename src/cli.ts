#!/usr/bin/env node
import { exitAfterFlush } from './edges/exit.js'
import { runCli } from './edges/run-cli.js'

exitAfterFlush(await runCli(process.argv.slice(2)))
