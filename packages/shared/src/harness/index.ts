/**
 * @doorloopjes/shared/harness: the stand-alone dev page of a remote. Its own entry so the
 * production barrel (the federated singleton every page loads) never carries it.
 */
export { Harness, type HarnessLink } from './Harness';
