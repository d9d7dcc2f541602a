import { describe, expect, it } from 'vitest';
import { readBlobText } from '../test/readBlobText';
import { myDataFile } from './myDataFile';

describe('myDataFile', () => {
  it('names the file after the Dutch date and adds the browser’s cookie choice', async () => {
    const { blob, fileName } = myDataFile(
      { account: { email: 'demo@doorloopjes.nl' }, choices: { tourCompleted: true, cookies: { storedIn: 'browser', consent: null } } } as never,
      'accepted',
      new Date('2026-11-25T23:30:00.000Z'),
    );
    expect(fileName).toBe('doorloopjes-gegevens-2026-11-26.json');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await readBlobText(blob))).toEqual({
      account: { email: 'demo@doorloopjes.nl' },
      choices: { tourCompleted: true, cookies: { storedIn: 'browser', consent: 'accepted' } },
    });
  });
});
