import { Skeleton, messages, type ExposedName, type ExposedProps, type RemoteName } from '@doorloopjes/shared';
import { Suspense, lazy, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoaderContext, type RemoteLoading } from '../hooks/RemoteLoaderContext';
import { RegistryContext } from '../hooks/RegistryContext';
import type { RemoteEntry } from '../registry';
import { reportRemoteError } from '../reportRemoteError';
import { markMainContentShown } from '../mainContent';
import { reportMainContent } from '../reportPageFigures';
import { noteRemoteLoadTime, reportRemoteHealth } from '../reportRemoteHealth';

type AnyLazy = LazyExoticComponent<ComponentType<object>>;

/** One lazy component per loader, module and attempt: re-renders and remounts do not re-suspend. */
const lazyCache = new WeakMap<RemoteLoading['load'], Map<string, AnyLazy>>();

function lazyRemote(load: RemoteLoading['load'], remote: RemoteName, module: string, attempt: number): AnyLazy {
  let byKey = lazyCache.get(load);
  if (!byKey) {
    byKey = new Map();
    lazyCache.set(load, byKey);
  }
  const key = `${remote}/${module}#${attempt}`;
  let component = byKey.get(key);
  if (!component) {
    component = lazy(async () => {
      const started = performance.now();
      const loaded = (await load(remote, module as never)) as { default: ComponentType<object> };
      noteRemoteLoadTime(remote, performance.now() - started);
      return loaded;
    });
    byKey.set(key, component);
  }
  return component;
}

/**
 * Rendered after the remote inside the same Suspense: its effect runs only once the remote's
 * module arrived and rendered without throwing, which is what 'loaded' means.
 */
function ReportLoaded({ entry, main }: { entry: RemoteEntry; main: boolean }) {
  useEffect(() => {
    reportRemoteHealth(entry, 'loaded');
    if (!main) return;
    markMainContentShown();
    reportMainContent(entry);
  }, [entry, main]);
  return null;
}

/** Retries are counted per module across mounts, so a retried remote stays retried. */
const attempts = new Map<string, number>();

/** What an area shows while its remote loads (also while it waits to start, see DashboardWidget). */
export function RemoteAreaSkeleton({ label }: { label?: string }) {
  return <Skeleton lines={3} label={label ?? messages.common.loadingArea} />;
}

export interface RemoteAreaProps<R extends RemoteName, M extends ExposedName<R>> {
  remote: R;
  module: M;
  props: ExposedProps<R, M>;
  /** Accessible name of the loading state. */
  label?: string;
  /** What shows while the remote loads, instead of grey lines (the dashboard chat's outline). */
  skeleton?: ReactNode;
  /**
   * The page's main content: the areas around it (side widgets, the launcher) start loading once
   * it has shown its content or its fallback, or at once when its remote is switched off.
   */
  main?: boolean;
  /**
   * A control in a row (the launcher in the phone's bottom bar): while loading the area stays
   * empty (the row keeps its room), and a failure shows only a retry button.
   */
  compact?: boolean;
}

/**
 * Renders a remote module inside an error boundary, Suspense and a load timeout. A disabled
 * remote renders nothing; a failing one shows a Dutch fallback with a retry button in its own
 * area while the rest of the page keeps working.
 */
export function RemoteArea<R extends RemoteName, M extends ExposedName<R>>({ remote, module, props, label, skeleton, main = false, compact = false }: RemoteAreaProps<R, M>) {
  const entry = useContext(RegistryContext)[remote];
  useEffect(() => {
    if (main && !entry) markMainContentShown();
  }, [main, entry]);
  const loading = useContext(RemoteLoaderContext);
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(() => attempts.get(id) ?? 0);

  if (!entry) return null;

  const Remote = lazyRemote(loading.load, remote, module, attempt);
  const retry = () => {
    loading.reset(remote);
    const next = attempt + 1;
    attempts.set(id, next);
    setAttempt(next);
  };

  return (
    <RemoteErrorBoundary
      area={id}
      onRetry={retry}
      onError={(error) => {
        reportRemoteError(entry, error);
        if (main) markMainContentShown();
      }}
      fallback={(onRetry) => <RemoteFallback onRetry={onRetry} compact={compact} />}
    >
      <Suspense fallback={compact ? null : (skeleton ?? <RemoteAreaSkeleton label={label} />)}>
        <Remote {...(props as object)} />
        <ReportLoaded entry={entry} main={main} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
