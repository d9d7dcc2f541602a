import { contentKeys } from '@doorloopjes/runtime';

/**
 * The articles' query keys: two features read them (artikel, kennisbank). Persisted and shared:
 * keep the value. A collection one feature reads keeps its key in that feature's api file.
 */
export const artikelKeys = contentKeys('artikels');
