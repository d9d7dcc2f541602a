import type { RemoteName } from '@doorloopjes/shared';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { RegistryContext } from '../remotes/hooks/RegistryContext';
import { RemoteArea } from '../remotes/components/RemoteArea';
import { RemoteLoaderContext } from '../remotes/hooks/RemoteLoaderContext';
import type { RemoteLoader } from '../remotes/loader';
import type { RemoteRegistry } from '../remotes/registry';

/**
 * For the report tests: two areas of one remote on a page, as the dashboard shows them, so a test
 * can prove that a remote is reported once per page load however many areas it fills.
 */
export function renderTwoContentAreas(load: RemoteLoader, registry: RemoteRegistry) {
  return render(
    <RegistryContext.Provider value={registry}>
      <RemoteLoaderContext.Provider value={{ load, reset: vi.fn<(remote: RemoteName) => void>() }}>
        <RemoteArea remote="content" module="NewsCarousel" props={{}} />
        <RemoteArea remote="content" module="FeaturedCarousel" props={{}} />
      </RemoteLoaderContext.Provider>
    </RegistryContext.Provider>,
  );
}
