import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contentUrl, setupMswServer } from '../test/msw';
import { getContent } from './getContent';
import { renderHook } from '@testing-library/react';
import { startPreview, stopPreview, usePreviewRefused } from './preview';
import { getToken, removeToken, setToken } from './token';

const seen: Array<{ authorization: string | null; status: string | null }> = [];
setupMswServer(
  http.get(contentUrl('/api/hows'), ({ request }) => {
    seen.push({ authorization: request.headers.get('Authorization'), status: new URL(request.url).searchParams.get('status') });
    if (request.headers.get('Authorization') === 'Preview verlopen') return HttpResponse.json({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'verlopen' } }, { status: 401 });
    return HttpResponse.json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
  }),
);

afterEach(() => {
  seen.length = 0;
  stopPreview();
  removeToken();
});

const howList = { path: '/api/hows', params: { sort: 'title:asc' }, role: 'teacher' } as const;

describe('content reads on a preview page', () => {
  it("ask for drafts with the preview credential, never with the teacher's token", async () => {
    setToken('teacher-jwt');
    startPreview('editor.123.sig');
    await getContent(howList);
    await getContent({ ...howList, role: 'visitor' });
    expect(seen).toEqual([
      { authorization: 'Preview editor.123.sig', status: 'draft' },
      { authorization: 'Preview editor.123.sig', status: 'draft' },
    ]);
  });

  it('are plain reads again without a preview (her token, no status)', async () => {
    setToken('teacher-jwt');
    await getContent(howList);
    expect(seen).toEqual([{ authorization: 'Bearer teacher-jwt', status: null }]);
  });

  it('mark the preview refused on a 401 and keep the teacher logged in', async () => {
    setToken('teacher-jwt');
    startPreview('verlopen');
    const { result: refused } = renderHook(() => usePreviewRefused());
    expect(refused.current).toBe(false);
    await expect(getContent(howList)).rejects.toMatchObject({ response: { status: 401 } });
    expect(refused.current).toBe(true);
    expect(getToken()).toBe('teacher-jwt');
  });
});
