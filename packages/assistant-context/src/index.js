// The chat's context header: format.js writes it (mf-assistant), parse.js reads it (the assistant service).
export * from './format.js';
export * from './parse.js';
