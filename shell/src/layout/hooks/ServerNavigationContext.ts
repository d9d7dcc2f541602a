import type { RemoteName } from '@doorloopjes/shared';
import { createContext } from 'react';

/**
 * The remotes whose links the server's HTML showed in the main navigation, while React hydrates
 * that HTML (null: no server HTML, or rendering on the server). The browser's registry can differ
 * from the one the server read (a QA override, a registry changed in between, a fallback on one
 * side only); the hydrating render shows the server's links, and the browser's follow as an update.
 */
export const ServerNavigationContext = createContext<readonly RemoteName[] | null>(null);
