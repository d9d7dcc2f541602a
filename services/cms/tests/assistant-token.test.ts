import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { api, list } from './api';

/** The token the content service created for the assistant on its first start (development). */
const assistantToken = () => fs.readFileSync(path.join(inject('tmpDir'), 'assistant-content-token'), 'utf8').trim();

describe("the assistant's own read-only token", () => {
  it('is written on first start and reads every collection the assistant indexes', async () => {
    const token = assistantToken();
    expect(token).toMatch(/^[0-9a-f]{64,}$/);
    for (const collection of ['doorloopjes', 'whies', 'hows', 'artikels']) {
      const response = await api(`/api/${collection}?pagination[pageSize]=1`, { token });
      expect(response.status).toBe(200);
      expect(list(response).length).toBe(1);
    }
  });

  it('cannot write', async () => {
    const response = await api('/api/artikels', { token: assistantToken(), method: 'POST', body: { data: { title: 'x', slug: 'x' } } });
    // Refused: 403 where the route exists for writers, 405 where no write route is open at all.
    expect([403, 405]).toContain(response.status);
  });

  it('cannot act as a user', async () => {
    const response = await api('/api/users/me', { token: assistantToken() });
    expect([401, 403]).toContain(response.status);
  });
});
