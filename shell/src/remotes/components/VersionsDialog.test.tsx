import { messages, type User } from '@doorloopjes/shared';
import { render, screen, within } from '@testing-library/react';
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

const user = { id: 1, fullName: 'Demo Docent', email: 'demo@doorloopjes.nl' } as User;

describe("the profile menu's 'Versies' dialog", () => {
  it('lists the version each remote loaded on this page and uit for a remote that is off', async () => {
    render(
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
  });
});
