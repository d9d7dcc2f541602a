import type { ContentIndex, SearchHit } from '../retrieval/contentIndex.js';
import type { ContentItem, ContentKind } from '../catalogue/types.js';
import { toPath, type ChatContext } from '@doorloopjes/assistant-context';
import { foldTitle } from '../language/dutchText.js';
import { detectIntent, type Intent } from './intent.js';
import { itemForPath } from './links.js';
import { readRequestDetails, topicOf, type RequestDetails } from './requestDetails.js';

/** What an answer is built on: the request's intent, the item it is about, and related content. */
export interface Grounding {
  intent: Intent;
  /** The item a lesson plan or summary is about; for questions, the page the user is on. */
  target: ContentItem | undefined;
  hits: SearchHit[];
  /** No item covers the question; the hits are the closest ones (a question about teaching). */
  loose: boolean;
  /** Grade, sector and duration named in the message; they win over the profile. */
  details: RequestDetails;
}

const TARGET_KINDS: Record<Intent, ContentKind[]> = {
  lesplan: ['doorloopje'],
  samenvatting: ['doorloopje', 'artikel', 'why', 'how'],
  vraag: ['doorloopje', 'artikel', 'why', 'how'],
};

export function buildGrounding(
  index: ContentIndex,
  userText: string,
  context: ChatContext,
  requestUrl: string | undefined,
  dense?: string[],
): Grounding {
  const intent = detectIntent(userText);
  const kinds = TARGET_KINDS[intent];
  const pageItem = [itemForPath(index, context.pagePath), itemForPath(index, requestUrl ? toPath(requestUrl) : undefined)].find(
    (item) => item && kinds.includes(item.kind),
  );
  const found = index.find(topicOf(userText, intent), { limit: 8, dense });
  const hits = relevant(found.hits);
  const target =
    // A title named in the message wins: "maak een lesplan voor 'Breuken vergelijken'".
    titleMentioned(index, userText, kinds) ??
    pageItem ??
    titleMatch(index, context.pageTitle, kinds) ??
    (intent === 'vraag' ? undefined : hits.find((hit) => kinds.includes(hit.item.kind))?.item);
  return { intent, target, hits, loose: found.loose, details: readRequestDetails(userText) };
}

/**
 * Drops hits that score far below the best one: with OR-matching, a single common word such as
 * 'leerlingen' matches nearly everything and would bury the real answers under noise. A guide
 * that repeats one of the question's words in its title and steps can score five times the
 * next one, which may be the one that fits: a cut at a fifth of the best score dropped such
 * second and third answers on the development set; 0.15 keeps them (and one more link or so).
 */
const RELATIVE_CUTOFF = 0.15;

function relevant(hits: SearchHit[]): SearchHit[] {
  const best = hits[0]?.score ?? 0;
  return hits.filter((hit) => hit.score >= best * RELATIVE_CUTOFF);
}

/** The longest title of the given kinds that occurs in the text, ignoring case. */
function titleMentioned(index: ContentIndex, text: string, kinds: ContentKind[]): ContentItem | undefined {
  const haystack = foldTitle(text);
  let best: ContentItem | undefined;
  for (const item of index.all()) {
    if (!kinds.includes(item.kind)) continue;
    const title = foldTitle(item.title);
    if (title.length >= 4 && haystack.includes(title) && title.length > (best ? foldTitle(best.title).length : 0)) {
      best = item;
    }
  }
  return best;
}

function titleMatch(index: ContentIndex, title: string | undefined, kinds: ContentKind[]): ContentItem | undefined {
  if (!title) return undefined;
  const wanted = foldTitle(title);
  return index.all().find((item) => kinds.includes(item.kind) && foldTitle(item.title) === wanted);
}
