import { messages } from '@doorloopjes/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import recordedArtikels from '@doorloopjes/runtime/testing/content/kennisbankRequests.artikelsRequest.json';
import recordedNews from '@doorloopjes/runtime/testing/content/nieuwsRequests.nieuwsItemsRequest.json';
import recordedHows from '@doorloopjes/runtime/testing/content/sharedRequests.explainersRequest.how.json';
import recordedWhies from '@doorloopjes/runtime/testing/content/sharedRequests.explainersRequest.why.json';
import { HttpResponse } from 'msw';
import { collection, setupMswServer } from '../test/fixtures';
import { atLocation, renderSection } from '../test/render';

setupMswServer(
  collection('/api/nieuws-items', () => HttpResponse.json(recordedNews)).handler,
  collection('/api/artikels', () => HttpResponse.json(recordedArtikels)).handler,
  collection('/api/whies', () => HttpResponse.json(recordedWhies)).handler,
  collection('/api/hows', () => HttpResponse.json(recordedHows)).handler,
);

describe('ContentRoutes', () => {
  it.each([
    ['nieuws-item', '/nieuws-item', '/nieuws'],
    ['artikel', '/artikel', '/achtergronden'],
    ['why', '/why', '/achtergronden'],
    ['how', '/how', '/achtergronden'],
  ] as const)('sends the bare /%s root to the list that holds its items', async (section, path, target) => {
    renderSection(section, path);
    expect(await screen.findByText(atLocation(target))).toBeInTheDocument();
  });

  it.each([
    ['nieuws', '/nieuws/iets'],
    ['achtergronden', '/achtergronden/iets'],
    ['webinars', '/webinars/a/b'],
  ] as const)('says content was not found for a path below %s that has no page', (section, path) => {
    renderSection(section, path);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.content.contentNotFound);
  });
});
