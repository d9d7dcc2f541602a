import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, history } from './support/client.js';
import { startFakeCms, type FakeCms } from './support/fakeCms.js';
import { users } from './support/fixtures.js';
import { startAssistant, tempDbPath } from './support/startAssistant.js';

let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms();
});

afterAll(async () => {
  await cms.close();
});

describe('sessions survive a restart', () => {
  it('keeps history, ownership and order in the SQLite file', async () => {
    const sqlitePath = tempDbPath();
    const env = { CONTENT_URL: cms.url };

    const first = await startAssistant(env, sqlitePath);
    const one = await generate(first.url, users.demo.token, { session_id: null, message: 'Eerste vraag over breuken', role: 'leraar', url: '/' });
    const sessionId = one.body.session_id ?? '';
    const two = await generate(first.url, users.demo.token, { session_id: sessionId, message: 'Tweede vraag over lezen', role: 'leraar', url: '/' });
    expect(two.status).toBe(200);
    await first.close();

    const second = await startAssistant(env, sqlitePath);
    try {
      const restored = await history(second.url, users.demo.token, sessionId);
      expect(restored.body.history).toEqual([
        { sender: 'user', text: 'Eerste vraag over breuken' },
        { sender: 'bot', text: one.body.response },
        { sender: 'user', text: 'Tweede vraag over lezen' },
        { sender: 'bot', text: two.body.response },
      ]);
      // Ownership survives too: the other user still cannot read or append.
      expect((await history(second.url, users.tweede.token, sessionId)).body).toEqual({ history: [] });
      expect((await generate(second.url, users.tweede.token, { session_id: sessionId, message: 'x', role: null, url: null })).status).toBe(404);

      const three = await generate(second.url, users.demo.token, { session_id: sessionId, message: 'Derde vraag', role: 'leraar', url: '/' });
      expect(three.body.session_id).toBe(sessionId);
      const after = await history(second.url, users.demo.token, sessionId);
      expect(after.body.history?.map((message) => message.text).at(-2)).toBe('Derde vraag');
      expect(after.body.history).toHaveLength(6);
    } finally {
      await second.close();
    }
  });
});

describe('attack: reading teachers\' conversations from the file system', () => {
  it('the chat database and its WAL files are readable by their owner only (0600)', async () => {
    const { statSync, existsSync } = await import('node:fs');
    const sqlitePath = tempDbPath();
    const assistant = await startAssistant({ CONTENT_URL: cms.url }, sqlitePath);
    try {
      await generate(assistant.url, users.demo.token, { session_id: null, message: 'Een vraag over breuken', role: 'leraar', url: '/' });
      for (const file of [sqlitePath, `${sqlitePath}-wal`, `${sqlitePath}-shm`].filter((each) => existsSync(each))) {
        expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      }
      expect(existsSync(sqlitePath)).toBe(true);
    } finally {
      await assistant.close();
    }
  });
});
