import { useEffect, useState } from 'react';

export type RemoteData<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs a fetch when the component mounts or `key` changes and tracks loading, error and data.
 * An answer that arrives after the key changed (or after unmount) is dropped, so a quick
 * navigation between two slugs never shows the first one's content.
 */
export function useRemoteData<T>(load: () => Promise<T>, key: string): RemoteData<T> {
  const [state, setState] = useState<{ key: string; data: RemoteData<T> }>({ key, data: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    setState({ key, data: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, data: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, data: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure every render; the key says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- temporary: this hook goes when the data layer moves to TanStack Query.
  }, [key]);

  return state.key === key ? state.data : { status: 'loading' };
}
