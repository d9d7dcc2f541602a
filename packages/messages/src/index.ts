/**
 * The Dutch message catalogue. The product's quoted strings are a contract: components and tests both import
 * them from here, never inline.
 */
export * as messages from './catalogue';
