import { messages } from '@doorloopjes/shared';
import { render, screen } from '@testing-library/react';
// Named apart from the testing library's render, whose result the lint rule is about.
import { renderToString as serverHtml } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroVideo } from './HeroVideo';

const LINK = 'https://vimeo.com/76979871';

describe('HeroVideo', () => {
  it("has the player's box in the server's HTML, not the player: it loads after the page", () => {
    const markup = serverHtml(<HeroVideo link={LINK} />);
    expect(markup).toContain('class="sh-hero-video"');
    expect(markup).not.toContain('<iframe');
  });

  it('adds the player once rendered in the browser', () => {
    render(<HeroVideo link={LINK} />);
    expect(screen.getByTitle(messages.auth.heroVideoTitle)).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
  });
});
