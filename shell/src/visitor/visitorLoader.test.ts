import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_ENTRY_META } from '@doorloopjes/static-server/page-names';
import { announceLandingTakenOver } from './landingHandOver';
import { addedScripts, nameScriptsInPage } from '../test/pageScripts';
import { setDocumentVisibility, useFakeFrames } from '../test/paintedFrames';
import { holdPressesUntilTakenOver, loadVisitorApp } from './visitorLoader';

function addButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = label;
  button.addEventListener('click', onClick);
  document.body.append(button);
  return button;
}

beforeEach(() => {
  useFakeFrames();
  setDocumentVisibility('visible');
});

afterEach(() => {
  // Releases any hold a test left behind, so the next test's document starts free.
  announceLandingTakenOver();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('holdPressesUntilTakenOver', () => {
  it('holds a press on a button until React has taken over, then makes it once', () => {
    const pressed = vi.fn();
    const button = addButton('Inloggen', pressed);
    holdPressesUntilTakenOver();
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    announceLandingTakenOver();
    expect(pressed).toHaveBeenCalledTimes(1);
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('makes only the last press, on the button pressed last', () => {
    const first = vi.fn();
    const last = vi.fn();
    const cookies = addButton('Alleen noodzakelijke', first);
    const login = addButton('Inloggen', last);
    holdPressesUntilTakenOver();
    cookies.click();
    login.click();
    announceLandingTakenOver();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('lets presses outside buttons through (links work without JavaScript)', () => {
    const followed = vi.fn((event: Event) => event.preventDefault());
    const link = document.createElement('a');
    link.href = '/toegankelijkheid';
    link.addEventListener('click', followed);
    document.body.append(link);
    holdPressesUntilTakenOver();
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('drops a press on a button the new markup no longer has', () => {
    const pressed = vi.fn();
    const button = addButton('Inloggen', pressed);
    holdPressesUntilTakenOver();
    button.click();
    button.remove();
    announceLandingTakenOver();
    expect(pressed).not.toHaveBeenCalled();
  });
});

describe('loadVisitorApp', () => {
  it("adds the visitor's entry scripts named in the page after the first paint, in order", () => {
    const sources = ['/visitor/static/js/lib-react.1a2b.js', '/visitor/static/js/visitor.3c4d.js'];
    nameScriptsInPage(VISITOR_ENTRY_META, sources);
    loadVisitorApp();
    expect(addedScripts().sources).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(addedScripts()).toEqual({ sources, inOrder: true });
  });
});
