/**
 * @doorloopjes/platform-contract: the remotes, what each exposes with which props, and the pages
 * each serves. Apps usually reach it through @doorloopjes/shared, which re-exports it; build
 * configs, scripts and the content service import it (or its JSON file) by this name.
 */
export * from './remotes';
export * from './routes';
