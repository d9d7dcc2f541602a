/** Fixed addresses of docs/architecture.md. */
export const SHELL_URL = 'http://localhost:3000';
export const CONTENT_URL = 'http://localhost:1337';
export const ASSISTANT_URL = 'http://localhost:8787';
export const MAILDEV_URL = 'http://localhost:1080';
export const REMOTE_ORIGINS = {
  doorloopjes: 'http://localhost:3001',
  content: 'http://localhost:3002',
  assistant: 'http://localhost:3003',
  cluster: 'http://localhost:3004',
} as const;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEMO_USER = { email: 'demo@doorloopjes.nl', password: 'Doorloopjes!2026', fullName: 'Demo Docent' };
export const SECOND_USER = { email: 'tweede@doorloopjes.nl', password: 'Doorloopjes!2026' };
