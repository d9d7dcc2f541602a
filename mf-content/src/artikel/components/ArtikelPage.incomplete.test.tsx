import { messages } from '@doorloopjes/shared';
import recordedEmptyBlocks from '@doorloopjes/runtime/testing/content/artikelRequests.artikelBySlugRequest.test-artikel-met-leeg-blok.json';
import recordedArtikel from '@doorloopjes/runtime/testing/content/artikelRequests.artikelBySlugRequest.waarom-korte-instructie-werkt.json';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, list, setupMswServer } from '../../test/fixtures';
import { logIn, renderSection } from '../../test/render';

// An article published with only empty blocks (an emptied rich text, a highlight box without
// title or text), as the seeded content service answers it.
const emptyBlocks = recordedEmptyBlocks.data[0]!;
const full = recordedArtikel.data[0]!;
let current: object[] = [];
setupMswServer(collection('/api/artikels', () => list(current)).handler);

beforeEach(() => {
  logIn();
});

describe('/artikel/:slug with empty blocks', () => {
  it("shows its title and the product's own empty text instead of empty boxes", async () => {
    current = [emptyBlocks];
    renderSection('artikel', `/artikel/${emptyBlocks.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: emptyBlocks.title })).toBeVisible();
    expect(screen.getByText(messages.auth.noContent)).toBeVisible();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('leaves an empty block out between filled ones and shows the filled ones', async () => {
    const blank = emptyBlocks.content[0]!;
    current = [{ ...full, content: [blank, ...full.content] }];
    renderSection('artikel', `/artikel/${full.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: full.title })).toBeVisible();
    expect(screen.queryByText(messages.auth.noContent)).not.toBeInTheDocument();
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0);
  });
});
