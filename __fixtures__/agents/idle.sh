#!/usr/bin/env bash
# Test agent that never completes anything: counts its calls in $CALLS_FILE and exits 0.
[ -n "${CALLS_FILE:-}" ] && echo "${RALPH_TASK_ID}" >> "$CALLS_FILE"
echo "agent: looked at ${RALPH_TASK_ID} and did nothing"
exit "${AGENT_EXIT:-0}"
