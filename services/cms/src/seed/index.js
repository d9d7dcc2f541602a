'use strict';

const fs = require('fs');
const { renderPng, writePdf } = require('./images');
const { p, h, t, link, list, quote, code, image, paragraphs } = require('./blocks');
const { KEPT_DATA_SECTION } = require('./privacy');
const { THEMES, VIMEO_URLS } = require('./data-doorloopjes');
const { EXPERTS, AUTEURS, DIGIDATES, NEWS, ARTICLES, WHYS, HOWS, AI_SUGGESTIONS, DAY } = require('./data-content');
const { ensureDemoUsers, ensureAdminUser } = require('../bootstrap/accounts');
const { CONTENT_TYPES } = require('../content-types');

const XSS_IMG = '<img src=x onerror="window.__xss=1">';
const XSS_SCRIPT = '<script>window.__xss=1</script>';

/** @param {number} daysAgo */
const isoDate = (daysAgo) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/**
 * Idempotent seeder: every entry is looked up by a stable key (slug, file name, e-mail) and
 * only created when missing, so running it twice changes nothing.
 */
class Seeder {
  /** @param {any} strapi */
  constructor(strapi) {
    this.strapi = strapi;
    /** @type {Record<string, number>} */
    this.created = {};
    /** @type {Map<string, any>} */
    this.files = new Map();
  }

  /** @param {string} what */
  count(what) {
    this.created[what] = (this.created[what] || 0) + 1;
  }

  /**
   * A generated image in the media library, created once per key.
   * @param {string} key @param {string} label @param {'scene'|'portrait'|'icon'|'logo'} [shape]
   */
  async media(key, label, shape = 'scene') {
    return this.upload(`${key}.png`, label, () => renderPng(key, label, shape));
  }

  /** A generated PDF hand-out. @param {string} key @param {string} title */
  async pdf(key, title) {
    return this.upload(`${key}.pdf`, title, async () => writePdf(key, title));
  }

  /**
   * @param {string} name
   * @param {string} label
   * @param {() => Promise<{ dir: string, filepath: string, size: number, originalFilename: string, mimetype: string }>} make
   */
  async upload(name, label, make) {
    const cached = this.files.get(name);
    if (cached) return cached;
    let file = await this.strapi.db.query('plugin::upload.file').findOne({ where: { name } });
    if (!file) {
      const generated = await make();
      try {
        const [uploaded] = await this.strapi
          .plugin('upload')
          .service('upload')
          .upload({
            data: { fileInfo: { name, alternativeText: label, caption: null } },
            files: {
              filepath: generated.filepath,
              originalFilename: generated.originalFilename,
              mimetype: generated.mimetype,
              size: generated.size,
            },
          });
        file = { ...uploaded, bytes: generated.size };
        this.count('files');
      } finally {
        fs.rmSync(generated.dir, { recursive: true, force: true });
      }
    }
    this.files.set(name, file);
    return file;
  }

  /**
   * Finds a document by a unique field, or creates it.
   * @param {string} uid @param {Record<string, unknown>} where @param {() => Promise<Record<string, unknown>> | Record<string, unknown>} data
   */
  async upsert(uid, where, data) {
    const existing = await this.strapi.documents(uid).findFirst({ filters: where });
    if (existing) return existing;
    const created = await this.create(uid, await data());
    this.count(uid);
    return created;
  }

  /**
   * Sets when a document was created (the document service always stamps "now").
   * @param {string} uid @param {string} documentId @param {number} daysAgo
   */
  async backdate(uid, documentId, daysAgo) {
    await this.strapi.db.query(uid).updateMany({ where: { documentId }, data: { createdAt: new Date(Date.now() - daysAgo * DAY) } });
  }

  /**
   * Creates a document (published when its type has drafts); validation errors are rethrown with their details, because Strapi's
   * own message ("2 errors occurred") does not say which field of the seed data is wrong.
   * @param {string} uid @param {Record<string, unknown>} data
   */
  async create(uid, data) {
    // Demo content is published: teachers and visitors only ever read published versions.
    const published = this.strapi.getModel(uid)?.options?.draftAndPublish ? { status: 'published' } : {};
    try {
      return await this.strapi.documents(uid).create({ data, ...published });
    } catch (error) {
      const details = /** @type {any} */ (error).details;
      if (details) throw new Error(`Seeding ${uid} failed: ${JSON.stringify(details)}`);
      throw error;
    }
  }

  /** Creates a single type's document when it has none. @param {string} uid @param {() => Promise<Record<string, unknown>>} data */
  async single(uid, data) {
    const existing = await this.strapi.documents(uid).findFirst();
    if (existing) return existing;
    const created = await this.create(uid, await data());
    this.count(uid);
    return created;
  }
}

/** Experts and authors, each with a portrait. @param {Seeder} s */
async function seedPeople(s) {
  /** @type {Record<string, string>} */
  const ids = {};
  for (const [uid, people] of /** @type {const} */ ([
    ['api::expert.expert', EXPERTS],
    ['api::auteur.auteur', AUTEURS],
  ])) {
    for (const person of people) {
      const doc = await s.upsert(uid, { name: person.name }, async () => ({
        name: person.name,
        title: person.title,
        photo: (await s.media(person.key, person.name, 'portrait')).id,
      }));
      ids[person.key] = doc.documentId;
    }
  }
  return ids;
}

/** @param {Seeder} s @returns {Promise<Record<string, string[]>>} doorloopje documentIds per theme slug */
async function seedDoorloopjes(s) {
  /** @type {Record<string, string[]>} */
  const byTheme = {};
  let counter = 0;
  for (const [themeIndex, theme] of THEMES.entries()) {
    const themeDoc = await s.upsert('api::theme.theme', { slug: theme.slug }, () => ({
      title: theme.title,
      slug: theme.slug,
      description: theme.description,
      order: themeIndex + 1,
    }));
    byTheme[theme.slug] = [];
    for (const [itemIndex, [title, intro, stepTitles]] of theme.items.entries()) {
      counter += 1;
      const slug = title
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const n = counter;
      const doc = await s.upsert('api::doorloopje.doorloopje', { slug }, async () => {
        const steps = [];
        for (const [stepIndex, stepTitle] of stepTitles.entries()) {
          const img = await s.media(`stap-${theme.slug}-${stepIndex + 1}`, `${theme.title} stap ${stepIndex + 1}`);
          steps.push({
            title: stepTitle,
            description: `${stepTitle}. ${theme.tips[(itemIndex + stepIndex) % theme.tips.length]}`,
            image: img.id,
          });
        }
        // Books follow the themes (two per book); pages run on within a book, so sorting by
        // book then page gives theme order.
        const book = Math.floor(themeIndex / 2) + 1;
        const page = 8 + (themeIndex % 2) * 60 + itemIndex * 8;
        return {
          title,
          slug,
          description:
            n % 4 === 0
              ? [p(intro)]
              : [p(intro), p(t('Waarom werkt dit? ', { bold: true }), theme.tips[itemIndex % theme.tips.length])],
          book,
          page,
          theme: themeDoc.documentId,
          steps,
          vimeo_url: n % 3 === 1 ? VIMEO_URLS[n % VIMEO_URLS.length] : null,
        };
      });
      byTheme[theme.slug].push(doc.documentId);
    }
  }
  return byTheme;
}

/** @param {Seeder} s @param {Record<string, string>} people @param {Record<string, string[]>} byTheme */
async function seedDigidates(s, people, byTheme) {
  /** @type {Record<string, string>} */
  const ids = {};
  for (const [i, d] of DIGIDATES.entries()) {
    let created = false;
    const doc = await s.upsert('api::digidate.digidate', { slug: d.slug }, async () => {
      created = true;
      const upcoming = d.offsetDays > 0;
      const handout = await s.pdf(`handout-${d.slug}`, d.title);
      const slides = await s.pdf(`slides-${d.slug}`, `Presentatie: ${d.title}`);
      return {
        title: d.title,
        slug: d.slug,
        summary: d.summary,
        event_date: new Date(Date.now() + d.offsetDays * DAY).toISOString().replace(/T.*/, 'T15:30:00.000Z'),
        has_taken_place: !upcoming,
        image: (await s.media(`digidate-${d.slug}`, d.title)).id,
        registration_url: upcoming && d.registration ? `https://forms.doorloopjes.nl/inschrijven/${d.slug}` : null,
        registration_intro: upcoming && d.registration ? 'Schrijf je hieronder in. Je ontvangt de link naar de digidate een dag van tevoren per e-mail.' : null,
        recording_url: !upcoming && d.recording ? VIMEO_URLS[i % 2] : null,
        description: [
          p(d.summary),
          h(3, 'Wat kun je verwachten?'),
          list('unordered', ['Een korte inleiding op de theorie', 'Voorbeelden uit de praktijk', 'Ruimte voor vragen']),
        ],
        experts: d.experts.map((key) => people[key]),
        downloads:
          i % 3 === 2
            ? []
            : [
                { name: `Hand-out ${d.title}`, url: handout.url, size: handout.bytes ?? Math.round(handout.size * 1000) },
                { name: 'Presentatie (pdf)', url: slides.url, size: slides.bytes ?? Math.round(slides.size * 1000) },
              ],
        related_doorloopjes: d.themes.flatMap((slug) => (byTheme[slug] || []).slice(0, 3)),
        is_featured: d.featured,
        show_on_homepage: d.homepage,
      };
    });
    // Webinars have no publication date: a fresh seed would make them all the newest entries.
    if (created) await s.backdate('api::digidate.digidate', doc.documentId, d.announcedDaysAgo);
    ids[d.slug] = doc.documentId;
  }
  return ids;
}

/** @param {string} title @param {string} summary */
const markdownBody = (title, summary) => `${summary}

## ${title}

In de praktijk blijkt dat **kleine aanpassingen** in je lessen een groot verschil maken. Begin met één onderdeel en bouw dat uit.

- Kies één aanpak om deze week uit te proberen
- Bespreek je ervaringen met een collega
- Kijk na een maand terug: wat is blijven hangen?

> Goed onderwijs is geen kwestie van meer doen, maar van de juiste dingen beter doen.

Lees meer in de bijbehorende [doorloopjes](/doorloopjes).`;

/** @param {Seeder} s @param {Record<string, string>} people @param {Record<string, string[]>} byTheme @param {Record<string, string>} digidates */
async function seedNewsAndArticles(s, people, byTheme, digidates) {
  const authors = Object.keys(people).filter((k) => k.startsWith('auteur-'));
  for (const [i, n] of NEWS.entries()) {
    await s.upsert('api::nieuws-item.nieuws-item', { slug: n.slug }, async () => ({
      title: n.title,
      slug: n.slug,
      summary: n.summary,
      publication_date: isoDate(n.daysAgo),
      featured_image: (await s.media(`nieuws-${n.slug}`, n.title)).id,
      is_featured: n.featured,
      show_on_homepage: n.homepage,
      body: markdownBody(n.title, n.summary),
      auteurs: [people[authors[i % authors.length]]],
      related_doorloopjes: n.themes.flatMap((slug) => (byTheme[slug] || []).slice(0, 2)),
      related_digidates: n.digidates.map((slug) => digidates[slug]),
    }));
  }

  for (const [i, a] of ARTICLES.entries()) {
    await s.upsert('api::artikel.artikel', { slug: a.slug }, async () => {
      const figure = await s.media(`figuur-${a.slug}`, a.title);
      const second = await s.media(`figuur-2-${a.slug}`, `${a.title} (2)`);
      /** @type {Record<string, unknown>[]} */
      let content = [
        { __component: 'content.rich-text', body: paragraphs(a.summary, 'Hieronder lees je hoe je dit morgen al toepast in je eigen klas.') },
        { __component: 'content.highlight-box', title: 'Kern', body: [p(t('Onthoud: ', { bold: true }), 'begin klein en evalueer na een week.')] },
      ];
      if (a.rich) {
        content = [
          { __component: 'content.rich-text', body: [h(2, 'Het werkgeheugen is beperkt'), p('Leerlingen kunnen maar een paar nieuwe elementen tegelijk verwerken. ', t('Lange uitleg', { italic: true }), ' overbelast dat geheugen.')] },
          { __component: 'content.figure', image: figure.id, size: 'full', align: 'center', caption: 'Figuur 1: korte instructie in drie fasen' },
          { __component: 'content.figure', image: second.id, size: 'wide', align: 'center', caption: 'Figuur 2: brede weergave' },
          { __component: 'content.figure', image: figure.id, size: 'half', align: 'left', caption: 'Figuur 3: half, links uitgelijnd' },
          { __component: 'content.figure', image: second.id, size: 'third', align: 'right', caption: 'Figuur 4: een derde, rechts uitgelijnd' },
          { __component: 'content.image-with-text', image: figure.id, title: 'Voordoen', position: 'left', body: paragraphs('Doe de taak eerst voor en verwoord je denkstappen.') },
          { __component: 'content.image-with-text', image: second.id, title: 'Samen oefenen', position: 'right', body: paragraphs('Oefen daarna samen voordat leerlingen zelfstandig verder gaan.') },
          { __component: 'content.highlight-box', title: 'Tip voor morgen', body: [p('Houd je uitleg deze week onder de ', t('tien minuten', { bold: true }), ' en controleer daarna het begrip.')] },
          { __component: 'content.rich-text', body: [list('ordered', ['Kort uitleggen', 'Begrip controleren', 'Begeleid oefenen'])] },
        ];
      }
      return {
        title: a.title,
        slug: a.slug,
        summary: a.summary,
        publication_date: isoDate(a.daysAgo),
        is_featured: a.featured,
        show_on_homepage: a.homepage,
        featured_image: figure.id,
        body: markdownBody(a.title, a.summary),
        content: a.noBlocks ? [] : content,
        auteurs: [people[authors[i % authors.length]], ...(i === 0 ? [people[authors[1]]] : [])],
      };
    });
  }
}

/** @param {Seeder} s */
async function seedExplainers(s) {
  for (const [uid, items, prefix] of /** @type {const} */ ([
    ['api::why.why', WHYS, 'waarom'],
    ['api::how.how', HOWS, 'hoe'],
  ])) {
    for (const item of items) {
      await s.upsert(uid, { slug: item.slug }, async () => {
        const steps = [];
        for (const [i, title] of item.steps.entries()) {
          steps.push({ title, description: `${title}: ${item.text}`, image: (await s.media(`${prefix}-stap-${i + 1}`, `${prefix} stap ${i + 1}`)).id });
        }
        return {
          title: item.title,
          slug: item.slug,
          description: [p(item.text), p('Lees de stappen hieronder of bekijk de bijbehorende doorloopjes.')],
          steps,
          image: (await s.media(`${prefix}-${item.slug}`, item.title)).id,
        };
      });
    }
  }
}

/**
 * Rich block content with every node type (paragraph, quote, code, heading 1-6, link, ordered and
 * unordered list, list item, image) and every text modifier, so the frontend renderer is exercised.
 * @param {string} title @param {any} img @param {string[]} intro
 */
const allNodesBody = (title, img, intro) => [
  h(1, title),
  ...paragraphs(...intro),
  h(2, 'Zo bereik je ons'),
  p(
    'Mail naar ',
    link('mailto:info@doorloopjes.nl', 'info@doorloopjes.nl'),
    ' of kijk op ',
    link('https://www.doorloopjes.nl', 'onze website'),
    '.',
  ),
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

/** @param {Seeder} s @param {Record<string, string[]>} byTheme */
async function seedPages(s, byTheme) {
  await s.single('api::global-setting.global-setting', async () => ({
    siteTitle: 'Doorloopjes',
    logo: (await s.media('logo', 'Doorloopjes', 'logo')).id,
    dashboardLogo: (await s.media('logo-dashboard', 'Doorloopjes', 'logo')).id,
    poweredByLogo: (await s.media('logo-stichting', 'Stichting Beter Leren', 'logo')).id,
    poweredByName: 'Stichting Beter Leren',
    poweredByUrl: 'https://www.doorloopjes.nl/stichting',
    ai_suggestions: AI_SUGGESTIONS,
    social_links: [
      { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/doorloopjes' },
      { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/doorloopjes' },
    ],
  }));

  await s.upsert('api::landingpage.landingpage', { title: 'Doorloopjes' }, async () => ({
    title: 'Doorloopjes',
    page_sections: [
      {
        __component: 'landing.hero-section',
        title: 'Korte doorloopjes voor sterk onderwijs',
        subtitle: 'Praktische, onderzoeksgebaseerde stappenplannen die je morgen al in je klas gebruikt.',
        vimeo_url: 'https://vimeo.com/76979871',
      },
    ],
    uitleg_stappen: [
      { title: 'Kies een doorloopje', description: 'Zoek op thema, boek of titel een doorloopje dat past bij jouw vraag.', icon: (await s.media('icoon-kies', '1', 'icon')).id },
      { title: 'Volg de stappen', description: 'Elk doorloopje heeft maximaal vijf korte stappen met beeld en uitleg.', icon: (await s.media('icoon-volg', '2', 'icon')).id },
      { title: 'Pas het toe in je klas', description: 'Houd je voortgang bij en vraag de AI-assistent om een lesplan.', icon: (await s.media('icoon-pas-toe', '3', 'icon')).id },
    ],
  }));

  const contactImage = await s.media('contact-team', 'Het team van Doorloopjes');
  await s.single('api::contact-pagina.contact-pagina', async () => ({
    title: 'Contact',
    body: allNodesBody('Contact', contactImage, [
      'Heb je een vraag over Doorloopjes of een idee voor een nieuw doorloopje? We horen graag van je.',
    ]),
    social_links: [
      { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/doorloopjes' },
      { platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@doorloopjes' },
    ],
  }));
  await s.single('api::privacyverklaring.privacyverklaring', async () => ({
    title: 'Privacyverklaring',
    body: [
      ...allNodesBody('Privacyverklaring', contactImage, [
        'Doorloopjes verwerkt alleen de gegevens die nodig zijn om het platform te laten werken: je naam, e-mailadres, onderwijsrol en je voortgang.',
        'We delen je gegevens niet met derden voor commerciële doeleinden. Je kunt je account op elk moment zelf verwijderen.',
      ]),
      ...KEPT_DATA_SECTION,
    ],
  }));
  const first = byTheme[THEMES[0].slug][0];
  await s.single('api::doorloopje-van-de-maand.doorloopje-van-de-maand', async () => ({
    title: 'Doorloopje van de maand',
    intro: 'Deze maand zetten we een klassieker in de spotlight.',
    related_doorloopje: first,
  }));
}

/**
 * Test-only content with HTML in text fields, so end-to-end tests can prove the frontend renders
 * it as text. Only created when SEED_TEST_CONTENT=true.
 * @param {Seeder} s
 */
async function seedUnsafeHtmlFixture(s) {
  const unsafe = `${XSS_IMG} ${XSS_SCRIPT}`;
  /** @param {string} slug @param {string} title */
  const withHtml = (slug, title) => ({
    title,
    slug,
    summary: `Samenvatting met HTML ${unsafe}`,
    publication_date: isoDate(400),
    body: `Body met HTML ${unsafe}\n\n${XSS_SCRIPT}\n\n${XSS_IMG}`,
  });
  await s.upsert('api::artikel.artikel', { slug: 'test-onveilige-html' }, () => ({
    ...withHtml('test-onveilige-html', 'Test: onveilige HTML'),
    content: [{ __component: 'content.rich-text', body: [p(`Rich text met HTML ${unsafe}`)] }],
  }));
  await s.upsert('api::nieuws-item.nieuws-item', { slug: 'test-onveilige-html-nieuws' }, () => withHtml('test-onveilige-html-nieuws', 'Test: onveilige HTML (nieuws)'));
}

/** Slugs of the test-only content that is published but incomplete (SEED_TEST_CONTENT=true). */
const INCOMPLETE = {
  guide: 'test-gids-zonder-stappen',
  webinar: 'test-webinar-zonder-datum',
  artikel: 'test-artikel-met-leeg-blok',
};

/**
 * Test-only published content with parts left empty, as an editor may publish it: a guide
 * without steps, a webinar without a date, an article whose blocks are empty. The pages must
 * show the product's own empty texts for them (the component tests answer with these, recorded).
 * @param {Seeder} s
 */
async function seedIncompleteFixtures(s) {
  const theme = await s.strapi.documents('api::theme.theme').findFirst({ filters: { slug: THEMES[0].slug } });
  await s.upsert('api::doorloopje.doorloopje', { slug: INCOMPLETE.guide }, () => ({
    title: 'Test: gids zonder stappen',
    slug: INCOMPLETE.guide,
    book: 3,
    page: 999,
    theme,
    steps: [],
  }));
  await s.upsert('api::digidate.digidate', { slug: INCOMPLETE.webinar }, () => ({
    title: 'Test: webinar zonder datum',
    slug: INCOMPLETE.webinar,
    summary: 'De datum volgt nog.',
    has_taken_place: false,
  }));
  await s.upsert('api::artikel.artikel', { slug: INCOMPLETE.artikel }, () => ({
    title: 'Test: artikel met een leeg blok',
    slug: INCOMPLETE.artikel,
    summary: 'Alle blokken zijn nog leeg.',
    publication_date: isoDate(500),
    content: [
      { __component: 'content.rich-text', body: [] },
      { __component: 'content.highlight-box', title: null, body: [] },
    ],
  }));
}

/** @param {Seeder} s */
async function seedTestFixtures(s) {
  await seedUnsafeHtmlFixture(s);
  await seedIncompleteFixtures(s);
}

/** @param {any} strapi */
async function isDatabaseEmpty(strapi) {
  return (await strapi.documents('api::doorloopje.doorloopje').count({})) === 0;
}

/** What the seed creates: every content type, the media files and the accounts. */
const COUNTED_TYPES = [...CONTENT_TYPES.map((type) => type.uid), 'plugin::upload.file', 'plugin::users-permissions.user'];

/** Row counts per type, used to report (and test) that a second run adds nothing. @param {any} strapi */
async function totals(strapi) {
  /** @type {Record<string, number>} */
  const result = {};
  for (const uid of COUNTED_TYPES) result[uid] = await strapi.db.query(uid).count();
  return result;
}

/**
 * Seeds the full demo data set. Safe to run repeatedly.
 * @param {any} strapi
 * @param {{ testContent?: boolean }} [options]
 */
async function seed(strapi, { testContent = false } = {}) {
  const s = new Seeder(strapi);
  const people = await seedPeople(s);
  const byTheme = await seedDoorloopjes(s);
  const digidates = await seedDigidates(s, people, byTheme);
  await seedNewsAndArticles(s, people, byTheme, digidates);
  await seedExplainers(s);
  await seedPages(s, byTheme);
  if (testContent) await seedTestFixtures(s);
  s.created['demo users'] = await ensureDemoUsers(strapi);
  s.created['admin users'] = (await ensureAdminUser(strapi)) ? 1 : 0;
  return { created: s.created, totals: await totals(strapi) };
}

/**
 * What a first start needs: the whole demo set on an empty database; on a filled one only the
 * demo accounts (and the test fixture when asked), so a developer's own edits are left alone.
 * @param {any} strapi
 * @param {{ testContent?: boolean }} [options]
 */
async function seedFirstStart(strapi, { testContent = false } = {}) {
  if (await isDatabaseEmpty(strapi)) return seed(strapi, { testContent });
  const s = new Seeder(strapi);
  s.created['demo users'] = await ensureDemoUsers(strapi);
  if (testContent) await seedTestFixtures(s);
  return { created: s.created, totals: await totals(strapi) };
}

module.exports = { seed, seedFirstStart };
