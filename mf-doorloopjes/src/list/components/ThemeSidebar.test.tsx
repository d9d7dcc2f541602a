import { messages } from '@doorloopjes/shared';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeSidebar } from './ThemeSidebar';

/** A hand-driven IntersectionObserver: tests say which sections are in the top band. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  show(id: string, visible: boolean) {
    const target = this.observed.find((element) => element.id === id);
    if (!target) throw new Error(`not observed: ${id}`);
    this.callback([{ target, isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const entries = [
  { anchorId: 'dj-theme-a', title: 'Thema A' },
  { anchorId: 'dj-theme-b', title: 'Thema B' },
  { anchorId: 'dj-theme-c', title: 'Thema C' },
];

function renderWithSections() {
  return render(
    <>
      <ThemeSidebar id="themes" entries={entries} />
      {entries.map((entry) => (
        <section key={entry.anchorId} id={entry.anchorId} />
      ))}
    </>,
  );
}

const current = () =>
  within(screen.getByRole('navigation', { name: messages.doorloopjes.themesNav }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

describe('ThemeSidebar scroll-spy', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('links to each theme section', () => {
    renderWithSections();
    expect(screen.getByRole('link', { name: 'Thema B' })).toHaveAttribute('href', '#dj-theme-b');
  });

  it('highlights the first theme at the start, then the theme that scrolls into view', () => {
    renderWithSections();
    expect(current()).toEqual(['Thema A']);
    const observer = FakeObserver.instances.at(-1)!;
    act(() => {
      observer.show('dj-theme-a', false);
      observer.show('dj-theme-c', true);
    });
    expect(current()).toEqual(['Thema C']);
    act(() => observer.show('dj-theme-b', true));
    // Two sections in the band: the first in list order wins.
    expect(current()).toEqual(['Thema B']);
  });
});
