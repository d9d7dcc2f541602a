import type { RouteContract } from '@doorloopjes/shared';

/** A page a remote might add: mf-cluster's archive, between Clusters and Nieuws in the navigation. */
export const ARCHIVE_PAGE = {
  path: '/cluster-archief',
  label: 'Archief',
  tourId: 'nav-archief',
} as const;

/**
 * The given contract with mf-cluster's archive page added, as a remote would add one: an entry in
 * the contract, nothing in the shell.
 */
export function withArchivePage(contract: RouteContract): RouteContract {
  const { path, label, tourId } = ARCHIVE_PAGE;
  return {
    ...contract,
    cluster: {
      ...contract.cluster,
      archive: { path, subroutes: true, module: 'ClusterBuilder', props: {}, preload: true, nav: { label, order: 35, narrow: 'more-sheet', tourId } },
    },
  };
}
