#!/usr/bin/env bash
# Test agent that hangs with a grandchild: writes the grandchild's pid to $PID_FILE, then waits.
sleep 300 &
echo $! > "$PID_FILE"
echo "agent: hanging"
sleep 300
