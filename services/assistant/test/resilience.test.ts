import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from './support/client.js';
import { closeAfterTest } from './support/closeAfterTest.js';
import { startFakeCms } from './support/fakeCms.js';
import { users } from './support/fixtures.js';
import { eventually, startAssistant } from './support/startAssistant.js';


const question = { session_id: null, message: 'Hoe vergelijk ik breuken?', role: 'leraar', url: '/dashboard' };

describe('content service down at start', () => {
  it('still answers, honestly, and grounds answers once the content is back', async () => {
    const cms = closeAfterTest(await startFakeCms());
    cms.contentDown = true;
    const assistant = closeAfterTest(await startAssistant({ CONTENT_URL: cms.url }));

    const early = await generate(assistant.url, users.demo.token, question);
    expect(early.status).toBe(200);
    expect(early.body.response).toContain('niet beschikbaar');
    expect(early.body.response).not.toContain('/doorloopjes/breuken-vergelijken');

    cms.contentDown = false;
    await eventually(() => (assistant.service.index.size ?? 0) > 0, 'indexed after recovery');
    const later = await generate(assistant.url, users.demo.token, question);
    expect(later.body.response).toContain('[Breuken vergelijken](/doorloopjes/breuken-vergelijken)');
  });
});

describe('content that needs a token', () => {
  it("is never read with the requesting user's token", async () => {
    const cms = closeAfterTest(await startFakeCms({ contentTokens: [users.demo.token] }));
    const assistant = closeAfterTest(await startAssistant({ CONTENT_URL: cms.url }));
    await eventually(() => (cms.calls.get('/api/doorloopjes') ?? 0) > 0, 'first tokenless load tried');
    const result = await generate(assistant.url, users.demo.token, question);
    expect(result.status).toBe(200);
    expect(result.body.response).not.toContain('(/doorloopjes/breuken-vergelijken)');
    expect(cms.contentAuthorizations.every((header) => header === undefined)).toBe(true);
  });

  it('is read with the token the content service left in the token file (development)', async () => {
    const cms = closeAfterTest(await startFakeCms({ contentTokens: ['assistant-token'] }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-token-'));
    const tokenFile = path.join(dir, 'content-token');
    fs.writeFileSync(tokenFile, 'assistant-token\n');
    const assistant = closeAfterTest(await startAssistant({ CONTENT_URL: cms.url, CONTENT_TOKEN_FILE: tokenFile }));
    await eventually(() => (assistant.service.index.size ?? 0) > 0, 'indexed with the token from the file');
    expect(cms.contentAuthorizations).toContain('Bearer assistant-token');
  });

  it('is read with CONTENT_TOKEN when configured', async () => {
    const cms = closeAfterTest(await startFakeCms({ contentTokens: ['service-token'] }));
    const assistant = closeAfterTest(await startAssistant({ CONTENT_URL: cms.url, CONTENT_TOKEN: 'service-token' }));
    await eventually(() => (assistant.service.index.size ?? 0) > 0, 'indexed with the service token');
  });
});
