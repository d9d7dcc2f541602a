import type { RemoteName } from '@doorloopjes/shared';
import { useContext } from 'react';
import { useHydrated } from '../../hydration/useHydrated';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import { ServerNavigationContext } from './ServerNavigationContext';

/**
 * Whether the frame shows a remote as switched on: in the render that hydrates the server's HTML,
 * as that HTML had it (ServerNavigationContext), so the hydrating render matches it; in every
 * other render, from the browser's registry.
 */
export function useFrameRemoteOn(): (remote: RemoteName) => boolean {
  const registry = useContext(RegistryContext);
  const serverRemotes = useContext(ServerNavigationContext);
  const hydrated = useHydrated();
  return !hydrated && serverRemotes ? (remote) => serverRemotes.includes(remote) : (remote) => registry[remote] !== undefined;
}
