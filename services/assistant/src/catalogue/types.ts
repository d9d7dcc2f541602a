/** The four kinds of content the assistant can point to, each with its own platform page. */
export type ContentKind = 'doorloopje' | 'why' | 'how' | 'artikel';

export interface ContentStep {
  title: string;
  description: string;
}

/** One piece of platform content, flattened to what retrieval and answers need. */
export interface ContentItem {
  /** Unique across kinds: `${kind}:${slug}`. */
  key: string;
  kind: ContentKind;
  slug: string;
  title: string;
  /** Plain text of the description, summary or body. */
  text: string;
  steps: ContentStep[];
  themeTitle: string | undefined;
  /** What the theme is about, in the content's own words: the vocabulary of all its guides. */
  themeDescription?: string | undefined;
  book: number | undefined;
  page: string | undefined;
  hasVideo: boolean;
}
