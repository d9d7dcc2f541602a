import contract from '@doorloopjes/platform-contract/platform-contract.json' with { type: 'json' };

/** Fixed addresses (docs/architecture.md); the shell's and the remotes' ports come from the platform contract. */
export const SHELL_URL = `http://localhost:${contract.shell.port}`;
export const CONTENT_URL = 'http://localhost:1337';
export const ASSISTANT_URL = 'http://localhost:8787';
export const MAILDEV_URL = 'http://localhost:1080';
type RemoteName = keyof typeof contract.remotes;
export const REMOTE_ORIGINS = Object.fromEntries(
  Object.entries(contract.remotes).map(([name, remote]) => [name, `http://localhost:${remote.port}`]),
) as Record<RemoteName, string>;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEMO_USER = { email: 'demo@doorloopjes.nl', password: 'Doorloopjes!2026', fullName: 'Demo Docent' };
export const SECOND_USER = { email: 'tweede@doorloopjes.nl', password: 'Doorloopjes!2026' };
