import { describe, expect, it } from 'vitest';
import { doorloopjeBySlugQuery, guideListQuery } from '../api/guides';
import { explainerBySlugQuery, explainersQuery } from '../api/explainers';
import { globalSettingsQuery } from '../api/globalSettings';
import { currentUserQuery } from '../api/users';
import { contentKeys, explainerKeys, guideKeys, settingsKeys, userKeys } from './keys';

describe('the query key factories', () => {
  it('keep the keys the device and the other tabs know (a changed key drops what was kept)', () => {
    expect(guideKeys.list()).toEqual(['doorloopjes', 'list']);
    expect(guideKeys.detail('breuken')).toEqual(['doorloopjes', 'detail', 'breuken']);
    expect(guideKeys.search('bre')).toEqual(['doorloopjes', 'search', 'bre']);
    expect(explainerKeys.list('why')).toEqual(['explainers', 'why']);
    expect(explainerKeys.detail('how', 'x')).toEqual(['explainers', 'how', 'x']);
    expect(userKeys.me()).toEqual(['users', 'me']);
    expect(settingsKeys.global()).toEqual(['global-settings']);
    expect(contentKeys('digidates').detail('w')).toEqual(['digidates', 'detail', 'w']);
  });

  it('every entry of a resource starts with its `all`, so one call can name all of it', () => {
    for (const key of [guideKeys.list(), guideKeys.detail('a'), guideKeys.search('b')]) expect(key.slice(0, 1)).toEqual([...guideKeys.all]);
    expect(explainerKeys.detail('why', 'a').slice(0, 1)).toEqual([...explainerKeys.all]);
    expect(userKeys.me().slice(0, 1)).toEqual([...userKeys.all]);
  });

  it('are the keys the shared queries use', () => {
    expect(guideListQuery.queryKey).toEqual(guideKeys.list());
    expect(doorloopjeBySlugQuery('a').queryKey).toEqual(guideKeys.detail('a'));
    expect(explainersQuery('why').queryKey).toEqual(explainerKeys.list('why'));
    expect(explainerBySlugQuery('how', 'b').queryKey).toEqual(explainerKeys.detail('how', 'b'));
    expect(currentUserQuery.queryKey).toEqual(userKeys.me());
    expect(globalSettingsQuery.queryKey).toEqual(settingsKeys.global());
  });
});
