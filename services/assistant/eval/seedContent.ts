/**
 * The content service's demo data files (services/cms/src/seed/demo-content), shaped as the content service's REST
 * API returns it and run through the assistant's own normaliser, so the evaluation measures
 * retrieval over the content teachers actually see after `pnpm start`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AskedQuestion } from '../src/retrieval/askedQuestions.js';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import { EXAMPLE_QUESTIONS } from '../src/learning/questions.js';
import { normalizeEntry } from '../src/catalogue/normalize.js';
import type { ContentItem } from '../src/catalogue/types.js';

const demoContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms/src/seed/demo-content');

interface SeedTheme {
  slug: string;
  title: string;
  description: string;
  tips: string[];
  items: [string, string, string[]][];
}
interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
}
interface SeedExplainer {
  slug: string;
  title: string;
  text: string;
  steps: string[];
}

/** The entries of one demo data file: the content type's fields, and the seed's own under `seed`. */
function demoEntries<Fields, Seed>(name: string): (Fields & { seed: Seed })[] {
  return (JSON.parse(readFileSync(path.join(demoContentDir, `${name}.json`), 'utf8')) as { entries: (Fields & { seed: Seed })[] }).entries;
}

const THEMES: SeedTheme[] = demoEntries<Omit<SeedTheme, 'tips' | 'items'>, { tips: string[]; guides: SeedTheme['items'] }>('themes').map(
  ({ seed, ...theme }) => ({ ...theme, tips: seed.tips, items: seed.guides }),
);
const ARTICLES: SeedArticle[] = demoEntries<SeedArticle, unknown>('artikels');
const explainersOf = (name: string): SeedExplainer[] =>
  demoEntries<Omit<SeedExplainer, 'text' | 'steps'>, { text: string; steps: string[] }>(name).map(({ seed, ...item }) => ({ ...item, ...seed }));
const WHYS = explainersOf('whys');
const HOWS = explainersOf('hows');

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

/** The seed's slug rule (services/cms/src/seed/demo-content.js). */
export function seedSlug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Doorloopjes as the seed writes them: intro plus a theme tip, steps with a tip each. */
function doorloopjes(): ContentItem[] {
  let counter = 0;
  return THEMES.flatMap((theme) =>
    theme.items.flatMap(([title, intro, stepTitles], itemIndex) => {
      counter += 1;
      const tip = theme.tips[itemIndex % theme.tips.length] ?? '';
      const entry = {
        slug: seedSlug(title),
        title,
        description: counter % 4 === 0 ? [paragraph(intro)] : [paragraph(intro), paragraph(`Waarom werkt dit? ${tip}`)],
        theme: { title: theme.title, description: theme.description },
        steps: stepTitles.map((stepTitle, stepIndex) => ({
          title: stepTitle,
          description: `${stepTitle}. ${theme.tips[(itemIndex + stepIndex) % theme.tips.length] ?? ''}`,
        })),
      };
      return normalizeEntry('doorloopje', entry) ?? [];
    }),
  );
}

/** Articles as the assistant reads them (summary and the seed's markdown body). */
function articles(): ContentItem[] {
  return ARTICLES.flatMap((article) => {
    const body = `${article.summary}\n\n## ${article.title}\n\nIn de praktijk blijkt dat **kleine aanpassingen** in je lessen een groot verschil maken. Begin met één onderdeel en bouw dat uit.\n\n- Kies één aanpak om deze week uit te proberen\n- Bespreek je ervaringen met een collega\n- Kijk na een maand terug: wat is blijven hangen?`;
    return normalizeEntry('artikel', { slug: article.slug, title: article.title, summary: article.summary, body }) ?? [];
  });
}

function explainers(kind: 'why' | 'how', items: SeedExplainer[]): ContentItem[] {
  return items.flatMap(
    (item) =>
      normalizeEntry(kind, {
        slug: item.slug,
        title: item.title,
        description: [paragraph(item.text), paragraph('Lees de stappen hieronder of bekijk de bijbehorende doorloopjes.')],
        steps: item.steps.map((title) => ({ title, description: `${title}: ${item.text}` })),
      }) ?? [],
  );
}

export function seedItems(): ContentItem[] {
  return [...doorloopjes(), ...articles(), ...explainers('why', WHYS), ...explainers('how', HOWS)];
}

/** The seeded index as the service builds it, learning from the example questions given. */
export function seedIndex(asked: readonly AskedQuestion[] = EXAMPLE_QUESTIONS): ContentIndex {
  const index = new ContentIndex(asked);
  index.replace(seedItems());
  return index;
}
