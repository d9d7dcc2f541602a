import { messages } from '@doorloopjes/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collection, list, setupMswServer } from '../test/fixtures';
import { atLocation, renderSection } from '../test/render';

setupMswServer(
  collection('/api/nieuws-items', () => list([])).handler,
  collection('/api/artikels', () => list([])).handler,
  collection('/api/whies', () => list([])).handler,
  collection('/api/hows', () => list([])).handler,
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
