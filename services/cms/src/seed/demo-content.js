'use strict';

const { p, h, t, list, paragraphs } = require('./blocks');
const { demoEntries, fieldsOf } = require('./demo-data');
const { DAY, isoDate } = require('./seeder');

/** @typedef {import('./seeder').Seeder} Seeder */

const VIDEOS = /** @type {{ urls: string[] }} */ (require('./demo-content/videos.json')).urls;

/** Experts and authors, each with a portrait. @param {Seeder} s */
async function seedPeople(s) {
  /** @type {Record<string, string>} */
  const ids = {};
  for (const [uid, file] of /** @type {const} */ ([
    ['api::expert.expert', 'experts'],
    ['api::auteur.auteur', 'auteurs'],
  ])) {
    for (const person of demoEntries(file)) {
      const doc = await s.upsert(uid, { name: person.name }, async () => ({
        ...fieldsOf(person),
        photo: (await s.media(person.seed?.key, person.name, 'portrait')).id,
      }));
      ids[person.seed?.key] = doc.documentId;
    }
  }
  return ids;
}

/** A guide's slug: its title in lower case, accents dropped, anything else a dash. @param {string} title */
const slugOf = (title) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Themes and their guides. @param {Seeder} s @returns {Promise<Record<string, string[]>>} guide documentIds per theme slug */
async function seedGuides(s) {
  /** @type {Record<string, string[]>} */
  const byTheme = {};
  let counter = 0;
  for (const [themeIndex, theme] of demoEntries('themes').entries()) {
    const { tips, guides } = /** @type {{ tips: string[], guides: [string, string, string[]][] }} */ (theme.seed);
    const themeDoc = await s.upsert('api::theme.theme', { slug: theme.slug }, () => fieldsOf(theme));
    byTheme[theme.slug] = [];
    for (const [itemIndex, [title, intro, stepTitles]] of guides.entries()) {
      counter += 1;
      const slug = slugOf(title);
      const n = counter;
      const doc = await s.upsert('api::doorloopje.doorloopje', { slug }, async () => {
        const steps = [];
        for (const [stepIndex, stepTitle] of stepTitles.entries()) {
          const img = await s.media(`stap-${theme.slug}-${stepIndex + 1}`, `${theme.title} stap ${stepIndex + 1}`);
          steps.push({
            title: stepTitle,
            description: `${stepTitle}. ${tips[(itemIndex + stepIndex) % tips.length]}`,
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
          description: n % 4 === 0 ? [p(intro)] : [p(intro), p(t('Waarom werkt dit? ', { bold: true }), tips[itemIndex % tips.length])],
          book,
          page,
          theme: themeDoc.documentId,
          steps,
          vimeo_url: n % 3 === 1 ? VIDEOS[n % VIDEOS.length] : null,
        };
      });
      byTheme[theme.slug].push(doc.documentId);
    }
  }
  return byTheme;
}

/** @param {Seeder} s @param {Record<string, string>} people @param {Record<string, string[]>} byTheme */
async function seedWebinars(s, people, byTheme) {
  /** @type {Record<string, string>} */
  const ids = {};
  for (const [i, entry] of demoEntries('digidates').entries()) {
    const d = /** @type {{ offsetDays: number, announcedDaysAgo: number, registration?: boolean, recording?: boolean, experts: string[], themes: string[] }} */ (entry.seed);
    let created = false;
    const doc = await s.upsert('api::digidate.digidate', { slug: entry.slug }, async () => {
      created = true;
      const upcoming = d.offsetDays > 0;
      const handout = await s.pdf(`handout-${entry.slug}`, entry.title);
      const slides = await s.pdf(`slides-${entry.slug}`, `Presentatie: ${entry.title}`);
      return {
        ...fieldsOf(entry),
        event_date: new Date(Date.now() + d.offsetDays * DAY).toISOString().replace(/T.*/, 'T15:30:00.000Z'),
        has_taken_place: !upcoming,
        image: (await s.media(`digidate-${entry.slug}`, entry.title)).id,
        registration_url: upcoming && d.registration ? `https://forms.doorloopjes.nl/inschrijven/${entry.slug}` : null,
        registration_intro: upcoming && d.registration ? 'Schrijf je hieronder in. Je ontvangt de link naar de digidate een dag van tevoren per e-mail.' : null,
        recording_url: !upcoming && d.recording ? VIDEOS[i % 2] : null,
        description: [
          p(entry.summary),
          h(3, 'Wat kun je verwachten?'),
          list('unordered', ['Een korte inleiding op de theorie', 'Voorbeelden uit de praktijk', 'Ruimte voor vragen']),
        ],
        experts: d.experts.map((key) => people[key]),
        downloads:
          i % 3 === 2
            ? []
            : [
                { name: `Hand-out ${entry.title}`, url: handout.url, size: handout.bytes ?? Math.round(handout.size * 1000) },
                { name: 'Presentatie (pdf)', url: slides.url, size: slides.bytes ?? Math.round(slides.size * 1000) },
              ],
        related_doorloopjes: d.themes.flatMap((slug) => (byTheme[slug] || []).slice(0, 3)),
      };
    });
    // Webinars have no publication date: a fresh seed would make them all the newest entries.
    if (created) await s.backdate('api::digidate.digidate', doc.documentId, d.announcedDaysAgo);
    ids[entry.slug] = doc.documentId;
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

/** @param {Seeder} s @param {Record<string, string>} people @param {Record<string, string[]>} byTheme @param {Record<string, string>} webinars */
async function seedNewsAndArticles(s, people, byTheme, webinars) {
  const authors = Object.keys(people).filter((k) => k.startsWith('auteur-'));
  for (const [i, n] of demoEntries('nieuws-items').entries()) {
    const seed = /** @type {{ daysAgo: number, themes: string[], digidates: string[] }} */ (n.seed);
    await s.upsert('api::nieuws-item.nieuws-item', { slug: n.slug }, async () => ({
      ...fieldsOf(n),
      publication_date: isoDate(seed.daysAgo),
      featured_image: (await s.media(`nieuws-${n.slug}`, n.title)).id,
      body: markdownBody(n.title, n.summary),
      auteurs: [people[authors[i % authors.length]]],
      related_doorloopjes: seed.themes.flatMap((slug) => (byTheme[slug] || []).slice(0, 2)),
      related_digidates: seed.digidates.map((slug) => webinars[slug]),
    }));
  }

  for (const [i, a] of demoEntries('artikels').entries()) {
    const seed = /** @type {{ daysAgo: number, rich?: boolean, noBlocks?: boolean }} */ (a.seed);
    await s.upsert('api::artikel.artikel', { slug: a.slug }, async () => {
      const figure = await s.media(`figuur-${a.slug}`, a.title);
      const second = await s.media(`figuur-2-${a.slug}`, `${a.title} (2)`);
      /** @type {Record<string, unknown>[]} */
      let content = [
        { __component: 'content.rich-text', body: paragraphs(a.summary, 'Hieronder lees je hoe je dit morgen al toepast in je eigen klas.') },
        { __component: 'content.highlight-box', title: 'Kern', body: [p(t('Onthoud: ', { bold: true }), 'begin klein en evalueer na een week.')] },
      ];
      if (seed.rich) {
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
        ...fieldsOf(a),
        publication_date: isoDate(seed.daysAgo),
        featured_image: figure.id,
        body: markdownBody(a.title, a.summary),
        content: seed.noBlocks ? [] : content,
        auteurs: [people[authors[i % authors.length]], ...(i === 0 ? [people[authors[1]]] : [])],
      };
    });
  }
}

/** Why- and how-explainers. @param {Seeder} s */
async function seedExplainers(s) {
  for (const [uid, file, prefix] of /** @type {const} */ ([
    ['api::why.why', 'whys', 'waarom'],
    ['api::how.how', 'hows', 'hoe'],
  ])) {
    for (const item of demoEntries(file)) {
      const { text, steps: stepTitles } = /** @type {{ text: string, steps: string[] }} */ (item.seed);
      await s.upsert(uid, { slug: item.slug }, async () => {
        const steps = [];
        for (const [i, title] of stepTitles.entries()) {
          steps.push({ title, description: `${title}: ${text}`, image: (await s.media(`${prefix}-stap-${i + 1}`, `${prefix} stap ${i + 1}`)).id });
        }
        return {
          ...fieldsOf(item),
          description: [p(text), p('Lees de stappen hieronder of bekijk de bijbehorende doorloopjes.')],
          steps,
          image: (await s.media(`${prefix}-${item.slug}`, item.title)).id,
        };
      });
    }
  }
}

module.exports = { seedPeople, seedGuides, seedWebinars, seedNewsAndArticles, seedExplainers };
