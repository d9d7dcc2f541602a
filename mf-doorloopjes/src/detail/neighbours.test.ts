import { describe, expect, it } from 'vitest';
import { sampleList } from '../test/fixtures';
import { neighboursOf } from './neighbours';

describe('neighboursOf (previous/next by list order)', () => {
  it('has no previous guide at the start of the list', () => {
    expect(neighboursOf(sampleList, 'gids-1')).toEqual({ previous: null, next: sampleList[1] });
  });

  it('has no next guide at the end of the list', () => {
    expect(neighboursOf(sampleList, 'gids-5')).toEqual({ previous: sampleList[3], next: null });
  });

  it('has both in the middle', () => {
    expect(neighboursOf(sampleList, 'gids-3')).toEqual({ previous: sampleList[1], next: sampleList[3] });
  });

  it('has neither for an unknown slug', () => {
    expect(neighboursOf(sampleList, 'bestaat-niet')).toEqual({ previous: null, next: null });
  });
});
