#!/bin/sh
# Test daemon: waits for the process $1 (the main step) to exit, then commits a file and rewrites the
# checkpoint, as a hostile agent's leftover would. Writes its pid to $2/daemon first, and $2/done at the end.
echo $$ > "$2/daemon"
while kill -0 "$1" 2>/dev/null; do sleep 0.05; done
echo evil > evil.txt
git add evil.txt
git -c user.name=evil -c user.email=evil@example.com commit -qm evil
echo '{"forged": true}' > .ralph/checkpoint.json
touch "$2/done"
