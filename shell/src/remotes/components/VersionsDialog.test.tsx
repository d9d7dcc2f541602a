import { messages, type User } from '@doorloopjes/shared';
import { contentUrl, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProfileMenu } from '../../layout/components/ProfileMenu';
import { RegistryContext } from '../hooks/RegistryContext';
import type { RemoteRegistry } from '../registry';

const registry: RemoteRegistry = {
  doorloopjes: { name: 'doorloopjes', manifest: 'http://localhost:3001/mf-manifest.json', version: 'local' },
  content: { name: 'content', manifest: 'http://localhost:3002/releases/0.1.0-2026/mf-manifest.json', version: '0.1.0-2026' },
  assistant: { name: 'assistant', manifest: 'http://localhost:3003/mf-manifest.json' },
};

// The content service's answer for a registered release (GET /api/remote-releases/:remote/:version).
setupMswServer(
  http.get(contentUrl('/api/remote-releases/:remote/:version'), ({ params }) =>
    HttpResponse.json({
      data: { remote: params.remote, version: params.version, notes: params.remote === 'content' ? '- Nieuwe carrousel\n- Snellere lijst' : null },
    }),
  ),
);

const user = { id: 1, fullName: 'Demo Docent', email: 'demo@doorloopjes.nl' } as User;

describe("the profile menu's 'Versies' dialog", () => {
  it('lists the version each remote loaded on this page, uit for a remote that is off, and the release notes', async () => {
    renderWithQueryClient(
      <RegistryContext.Provider value={registry}>
        <MemoryRouter>
          <ProfileMenu user={user} />
        </MemoryRouter>
      </RegistryContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: messages.layout.profileMenu }));
    await userEvent.click(screen.getByRole('button', { name: messages.remotes.versionsMenuItem }));

    const dialog = await screen.findByRole('dialog', { name: messages.remotes.versionsTitle });
    const row = (name: string) => within(dialog).getByRole('row', { name: new RegExp(`^${name} `) });
    expect(row('mf-doorloopjes')).toHaveTextContent('local');
    expect(row('mf-content')).toHaveTextContent('0.1.0-2026');
    expect(row('mf-assistant')).toHaveTextContent(messages.remotes.versionUnknown);
    expect(row('mf-cluster')).toHaveTextContent(messages.remotes.versionOff);
    await waitFor(() => expect(row('mf-content')).toHaveTextContent('- Nieuwe carrousel - Snellere lijst'));
    await waitFor(() => expect(row('mf-doorloopjes')).toHaveTextContent(messages.remotes.notesNone));
  });
});
