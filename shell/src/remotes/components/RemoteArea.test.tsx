import { messages, type RemoteName } from '@doorloopjes/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RegistryContext } from '../hooks/RegistryContext';
import { RemoteArea } from './RemoteArea';
import { RemoteLoaderContext, type RemoteLoading } from '../hooks/RemoteLoaderContext';
import type { RemoteLoader } from '../loader';
import type { RemoteRegistry } from '../registry';

const allOn: RemoteRegistry = {
  doorloopjes: { name: 'doorloopjes', manifest: 'http://localhost:3001/mf-manifest.json' },
  content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json' },
};

function renderArea(load: RemoteLoader, area: ReactNode, registry: RemoteRegistry = allOn, reset: (remote: RemoteName) => void = vi.fn()) {
  const loading: RemoteLoading = { load, reset };
  return render(
    <RegistryContext.Provider value={registry}>
      <RemoteLoaderContext.Provider value={loading}>
        {area}
        <p>Rest van de pagina</p>
      </RemoteLoaderContext.Provider>
    </RegistryContext.Provider>,
  );
}

const widget = (text: string) => ({ default: () => <h2>{text}</h2> });

describe('RemoteArea', () => {
  it('renders the remote module with its props', async () => {
    const spy = vi.fn(async () => ({ default: ({ section }: { section: string }) => <h1>Sectie {section}</h1> }));
    renderArea(spy as unknown as RemoteLoader, <RemoteArea remote="content" module="routes" props={{ section: 'webinars' }} />);
    expect(await screen.findByRole('heading', { name: 'Sectie webinars' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('content', 'routes');
  });

  it('renders nothing and loads nothing for a remote that is switched off', () => {
    const load = vi.fn(async () => widget('Nooit')) as unknown as RemoteLoader;
    const { container } = renderArea(load, <RemoteArea remote="cluster" module="ClusterBuilder" props={{}} />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toHaveTextContent(/^Rest van de pagina$/);
  });

  it('shows the Dutch fallback in its own area when loading fails, and the page keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = (async () => {
      throw new Error('offline');
    }) as unknown as RemoteLoader;
    renderArea(load, <RemoteArea remote="content" module="NewsCarousel" props={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.remoteUnavailable);
    expect(screen.getByText('Rest van de pagina')).toBeInTheDocument();
  });

  it('compact (a control in a row): nothing while loading, and only a retry button described by the Dutch sentence on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const load = (() => new Promise((_, reject) => (fail = reject))) as unknown as RemoteLoader;
    renderArea(load, <RemoteArea remote="content" module="NewsCarousel" props={{}} compact />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fail(new Error('offline'));
    const retry = await screen.findByRole('button', { name: messages.common.retry });
    expect(retry).toHaveAccessibleDescription(messages.common.remoteUnavailable);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Rest van de pagina')).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('kapot');
    };
    const load = (async () => ({ default: Broken })) as unknown as RemoteLoader;
    renderArea(load, <RemoteArea remote="doorloopjes" module="ProgressDonut" props={{}} />);
    expect(await screen.findByText(messages.common.remoteUnavailable)).toBeInTheDocument();
  });

  it('retries: resets the remote and loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return widget('Weer terug');
    }) as unknown as RemoteLoader;
    const reset = vi.fn();
    renderArea(load, <RemoteArea remote="doorloopjes" module="InProgressCarousel" props={{}} />, allOn, reset);
    const retry = await screen.findByRole('button', { name: messages.common.retry });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Weer terug' })).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('doorloopjes');
    expect(screen.queryByText(messages.common.remoteUnavailable)).not.toBeInTheDocument();
  });
});
