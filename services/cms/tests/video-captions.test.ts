import { beforeAll, describe, expect, it } from 'vitest';
import { api, createConfirmedUser, obj } from './api';
import { adminApi, adminLogin } from './admin';

/**
 * Captions live at the video host, which the content service cannot ask: the editor confirms them
 * per guide and webinar ('ondertiteling_gecontroleerd', off until confirmed). The Hoofdredacteur
 * can set it; teachers never receive it (a private field).
 */
const CHIEF_EDITOR = { email: 'hoofdredacteur@doorloopjes.nl', password: 'Doorloopjes!Redactie2026' };
const TYPES = [
  { uid: 'api::doorloopje.doorloopje', plural: 'doorloopjes' },
  { uid: 'api::digidate.digidate', plural: 'digidates' },
];

describe("'Ondertiteling gecontroleerd' per guide and webinar", () => {
  let chief = '';
  let teacher = '';
  beforeAll(async () => {
    chief = await adminLogin(CHIEF_EDITOR);
    teacher = (await createConfirmedUser('ondertiteling')).jwt;
  });

  it.each(TYPES)('$plural: off until the editor confirms it, editable in the admin panel, never sent to teachers', async ({ uid, plural }) => {
    const listed = await adminApi(chief, `/content-manager/collection-types/${uid}?page=1&pageSize=1&sort=title:ASC`);
    expect(listed.status).toBe(200);
    const first = obj((obj(listed.body).results as Array<Record<string, never>>)[0]);
    const documentId = String(first.documentId);
    const entry = () => adminApi(chief, `/content-manager/collection-types/${uid}/${documentId}`);
    expect(obj(obj((await entry()).body).data).ondertiteling_gecontroleerd).toBe(false);

    const saved = await adminApi(chief, `/content-manager/collection-types/${uid}/${documentId}`, 'PUT', { ondertiteling_gecontroleerd: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      expect(obj(obj((await entry()).body).data).ondertiteling_gecontroleerd).toBe(true);
      // The published version, as a teacher reads it: every field but this one.
      const read = await api(`/api/${plural}/${documentId}`, { token: teacher });
      expect(read.status).toBe(200);
      expect(obj(obj(read.body).data).title).toBe(first.title);
      expect(obj(obj(read.body).data)).not.toHaveProperty('ondertiteling_gecontroleerd');
    } finally {
      await adminApi(chief, `/content-manager/collection-types/${uid}/${documentId}`, 'PUT', { ondertiteling_gecontroleerd: false });
    }
  });
});
