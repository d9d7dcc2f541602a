import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { getContent } from './getContent';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getContent outside production', () => {
  it('hands the answer on as it came and says in the console when it does not fit the content types', async () => {
    const answer = { data: [{ id: 3, title: 'Rekenen live', publication_date: '2026-01-01' }] };
    vi.spyOn(apiClient, 'get').mockResolvedValue({ data: answer, status: 200, headers: {} });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getContent({ path: '/api/digidates', params: { fields: ['title', 'publication_date'] }, role: 'visitor' })).resolves.toBe(answer);
    await vi.waitFor(() => expect(log).toHaveBeenCalledOnce());
    expect(log.mock.calls[0]![0]).toContain('[inhoud] GET /api/digidates?fields=title&fields=publication_date: het antwoord past niet bij de content types');
  });
});
