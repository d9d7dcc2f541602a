// The names in the HTML this server writes that the shell's browser code and build read: written
// here once, imported by both (the shell as @doorloopjes/static-server/page-names). Plain
// constants, no Node: the visitor's entry bundles them.

/** The meta tag naming the platform's own entry scripts on the rendered landing page (shell/src/visitor/platformEntry.ts starts them). */
export const PLATFORM_ENTRY_META = 'platform-entry';

/** The meta tag naming the visitor's entry scripts, which the loader (shell/src/visitor/visitorLoader.ts) starts after the first paint. */
export const VISITOR_ENTRY_META = 'visitor-entry';

/** The id of the JSON data block the rendered landing page carries for the visitor's entry to hydrate from. */
export const LANDING_STATE_ID = 'landing-state';

/** The shell build's file (beside index.html) with what a logged-in path's HTML starts early (shell/build/loggedInFirstLoad.ts writes it). */
export const FIRST_LOAD_FILE = 'logged-in-first-load.json';
