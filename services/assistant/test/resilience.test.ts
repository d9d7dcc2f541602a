import { afterEach, describe, expect, it } from 'vitest';
import { generate } from './support/client.js';
import { startFakeCms, type FakeCms } from './support/fakeCms.js';
import { users } from './support/fixtures.js';
import { eventually, startAssistant, type RunningAssistant } from './support/startAssistant.js';

let cms: FakeCms | undefined;
let assistant: RunningAssistant | undefined;

afterEach(async () => {
  await assistant?.close();
  await cms?.close();
  assistant = undefined;
  cms = undefined;
});

const question = { session_id: null, message: 'Hoe vergelijk ik breuken?', role: 'leraar', url: '/dashboard' };

describe('content service down at start', () => {
  it('still answers, honestly, and grounds answers once the content is back', async () => {
    cms = await startFakeCms();
    cms.contentDown = true;
    assistant = await startAssistant({ CONTENT_URL: cms.url });

    const early = await generate(assistant.url, users.demo.token, question);
    expect(early.status).toBe(200);
    expect(early.body.response).toContain('niet beschikbaar');
    expect(early.body.response).not.toContain('/doorloopjes/breuken-vergelijken');

    cms.contentDown = false;
    await eventually(() => (assistant?.service.index.size ?? 0) > 0, 'indexed after recovery');
    const later = await generate(assistant.url, users.demo.token, question);
    expect(later.body.response).toContain('[Breuken vergelijken](/doorloopjes/breuken-vergelijken)');
  });
});

describe('content that needs a token, without a service token', () => {
  it("is read with the requesting user's token", async () => {
    cms = await startFakeCms({ contentTokens: [users.demo.token] });
    assistant = await startAssistant({ CONTENT_URL: cms.url });
    await eventually(() => (cms?.calls.get('/api/doorloopjes') ?? 0) > 0, 'first tokenless load tried');
    const result = await generate(assistant.url, users.demo.token, question);
    expect(result.body.response).toContain('[Breuken vergelijken](/doorloopjes/breuken-vergelijken)');
  });

  it('is read with CONTENT_TOKEN when configured', async () => {
    cms = await startFakeCms({ contentTokens: ['service-token'] });
    assistant = await startAssistant({ CONTENT_URL: cms.url, CONTENT_TOKEN: 'service-token' });
    await eventually(() => (assistant?.service.index.size ?? 0) > 0, 'indexed with the service token');
  });
});
