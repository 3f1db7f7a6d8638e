import { setFlagsFromString } from 'node:v8'

// The loop is a long-lived process through which a child's output streams, a 64 KB chunk at a time.
// Left to its defaults, V8 grows the young generation while scavenges keep finding survivors (the
// kept output tail, a parser's last record), up to 16 MB semi-spaces, and the dead chunks waiting in
// it and the buffers they hold cost 20–30 MB of RSS under 200 MB of output. Kept at its starting
// size, the young generation is scavenged more often and each time cheaply (few survive), and the
// loop stays within 80 MB of peak RSS (issue #16; `npm run bench -- --only=output`). The runner
// starts node without flags, so the entry files import this module before anything else.
setFlagsFromString('--semi-space-growth-factor=1')
