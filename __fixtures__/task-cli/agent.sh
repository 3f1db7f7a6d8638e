#!/usr/bin/env bash
# Test agent for the task-CLI source: claims the first open task and completes it
# (or leaves it active with LEAVE_ACTIVE=1). Saves its prompt to $PROMPT_COPY when set.
[ -n "${PROMPT_COPY:-}" ] && cat > "$PROMPT_COPY"
id=$(task peek -n 10 | awk -F'\t' '$2 == "open" { print $1; exit }')
[ -z "$id" ] && { echo "agent: nothing to claim"; exit 0; }
task claim "$id" --agent "$RALPH_AGENT_ID"
echo "$id" >> work.log
[ "${LEAVE_ACTIVE:-}" = 1 ] && { echo "agent: left $id active"; exit 0; }
task done "$id"
echo "agent: completed $id"
