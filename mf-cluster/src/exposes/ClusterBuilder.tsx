/** Federation entry of the contract's ClusterBuilder: the builder page, nothing more. */
export { default } from '../builder/components/ClusterBuilder';
