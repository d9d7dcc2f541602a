'use strict';

const { p, h, t, link, list, quote, code, image, paragraphs } = require('./blocks');
const { demoEntry, fieldsOf } = require('./demo-data');

/** @typedef {import('./seeder').Seeder} Seeder */

const KEPT_DATA_SECTION = /** @type {{ blocks: unknown[] }} */ (require('./demo-content/privacy-kept-data.json')).blocks;

/**
 * Rich block content with every node type (paragraph, quote, code, heading 1-6, link, ordered and
 * unordered list, list item, image) and every text modifier, so the frontend renderer is exercised.
 * @param {string} title @param {any} img @param {string[]} intro
 */
const allNodesBody = (title, img, intro) => [
  h(1, title),
  ...paragraphs(...intro),
  h(2, 'Zo bereik je ons'),
  p('Mail naar ', link('mailto:info@doorloopjes.nl', 'info@doorloopjes.nl'), ' of kijk op ', link('https://www.doorloopjes.nl', 'onze website'), '.'),
  h(3, 'Tekststijlen'),
  p(
    t('Vet', { bold: true }),
    ', ',
    t('cursief', { italic: true }),
    ', ',
    t('onderstreept', { underline: true }),
    ', ',
    t('doorgehaald', { strikethrough: true }),
    ' en ',
    t('code', { code: true }),
    '.',
  ),
  h(4, 'Opsomming'),
  list('unordered', ['Vragen over het platform', 'Suggesties voor nieuwe doorloopjes', 'Samenwerking met scholen']),
  h(5, 'Stappen'),
  list('ordered', ['Beschrijf je vraag', 'Vermeld je school', 'Wij reageren binnen twee werkdagen']),
  h(6, 'Citaat'),
  quote('Samen maken we onderwijs een beetje beter, doorloopje voor doorloopje.'),
  code('Referentie: DOORLOOPJES-2026'),
  image(img),
];

/** The single pages: settings, landing page, contact, privacy, guide of the month. @param {Seeder} s @param {Record<string, string[]>} byTheme */
async function seedPages(s, byTheme) {
  const settings = demoEntry('global-setting');
  await s.single('api::global-setting.global-setting', async () => {
    /** @type {Record<string, unknown>} */
    const media = {};
    for (const [field, file] of Object.entries(/** @type {Record<string, { key: string, label: string, shape: 'logo' }>} */ (settings.seed?.media))) {
      media[field] = (await s.media(file.key, file.label, file.shape)).id;
    }
    return { ...fieldsOf(settings), ...media };
  });

  const landing = demoEntry('landingpage');
  await s.upsert('api::landingpage.landingpage', { title: landing.title }, async () => {
    const icons = /** @type {{ key: string, label: string }[]} */ (landing.seed?.icons);
    const steps = [];
    for (const [i, step] of /** @type {Record<string, unknown>[]} */ (landing.uitleg_stappen).entries()) {
      steps.push({ ...step, icon: (await s.media(icons[i].key, icons[i].label, 'icon')).id });
    }
    return { ...fieldsOf(landing), uitleg_stappen: steps };
  });

  const contact = demoEntry('contact-pagina');
  const contactImage = await s.media(contact.seed?.image.key, contact.seed?.image.label);
  await s.single('api::contact-pagina.contact-pagina', async () => ({
    ...fieldsOf(contact),
    body: allNodesBody(contact.title, contactImage, contact.seed?.intro),
  }));
  const privacy = demoEntry('privacyverklaring');
  await s.single('api::privacyverklaring.privacyverklaring', async () => ({
    ...fieldsOf(privacy),
    body: [...allNodesBody(privacy.title, contactImage, privacy.seed?.intro), ...KEPT_DATA_SECTION],
  }));
  const [firstGuide] = Object.values(byTheme)[0];
  await s.single('api::doorloopje-van-de-maand.doorloopje-van-de-maand', async () => ({
    ...fieldsOf(demoEntry('doorloopje-van-de-maand')),
    related_doorloopje: firstGuide,
  }));
}

module.exports = { seedPages };
