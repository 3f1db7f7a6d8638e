import { watchSignals } from './signals.js'

// Imported first by the entry files: from here on a SIGINT or SIGTERM is the loop's to handle, even
// while the rest of the bundle is still loading (SPEC §9).
watchSignals()
