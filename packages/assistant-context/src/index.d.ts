export * from './format.js';
export * from './parse.js';
