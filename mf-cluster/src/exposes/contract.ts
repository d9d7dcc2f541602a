import type { ExposedModules } from '@doorloopjes/shared';
import * as ClusterBuilder from './ClusterBuilder';

/**
 * What this remote exposes, checked against its entry in the platform contract: a module missing,
 * extra, or taking other props than the contract says fails the type check. (The build exposes
 * exactly the contract's modules; this file is not part of the bundle.)
 */
export const exposedModules = { ClusterBuilder } satisfies ExposedModules<'cluster'>;
