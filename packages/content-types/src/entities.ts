import type * as Content from './generated/contentTypes';

/**
 * Entity types (glossary in docs/product.md), as the frontends read them. Each content entity
 * extends the type generated from the content service's schemas (./generated, `pnpm
 * generate:content-types`) and only narrows it: rich text as blocks, the fields every read asks
 * for as required. Extending checks each narrowed field against the generated one, and
 * entities.test.ts fails when one names a field the content type does not have, so a field
 * renamed in the content service fails the typecheck, not a page.
 */

export type ImageFormat = {
  url: string;
  width?: number;
  height?: number;
};

/** An uploaded file (the generated `Media`) with the variants the frontends read. */
export type Image = {
  id?: number;
  url: string;
  alternativeText?: string | null;
  width?: number;
  height?: number;
  /** Generated variants; each `<name>_webp` is the WebP sibling of `<name>` (same size). */
  formats?: {
    thumbnail?: ImageFormat;
    small?: ImageFormat;
    medium?: ImageFormat;
    large?: ImageFormat;
    thumbnail_webp?: ImageFormat;
    small_webp?: ImageFormat;
    medium_webp?: ImageFormat;
    large_webp?: ImageFormat;
  } | null;
};

/** Strapi 5 rich-text ("blocks") content. */
export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}

export type InlineNode = TextNode | LinkNode;

export interface ListItemNode {
  type: 'list-item';
  children: InlineNode[];
}

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[]; language?: string }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: Array<ListItemNode | ListBlockNode> }
  | { type: 'image'; image: Image; children?: InlineNode[] };

export interface ListBlockNode {
  type: 'list';
  format: 'ordered' | 'unordered';
  children: Array<ListItemNode | ListBlockNode>;
}

export type Blocks = BlockNode[];

export type SocialPlatform = NonNullable<Content.SharedSocialLinkComponent['platform']>;

export interface SocialLink extends Content.SharedSocialLinkComponent {
  id?: number;
  platform: SocialPlatform;
  url: string;
}

export interface GlobalSettings extends Omit<Content.GlobalSetting, 'id'> {
  /** Absent in answers written by tests for a single field; the service always sends it. */
  id?: number;
  logo?: Image | null;
  dashboardLogo?: Image | null;
  poweredByLogo?: Image | null;
  social_links?: SocialLink[] | null;
  ai_suggestions?: AiSuggestion[] | null;
}

export interface AiSuggestion extends Content.SharedAiSuggestionComponent {
  id?: number;
  label: string;
  prompt: string;
}

export type EducationRole = NonNullable<Content.User['educationRole']>;
export type EducationSector = NonNullable<Content.User['educationSector']>;

export const EDUCATION_ROLES: readonly EducationRole[] = ['leraar', 'schoolleider', 'bestuurder', 'anders'];
export const EDUCATION_SECTORS: readonly EducationSector[] = ['PO', 'VO', 'MBO', 'HBO', 'S(VO)'];

export interface Theme extends Content.Theme {
  slug: string;
  title: string;
  description?: string | null;
}

export interface Step extends Content.SharedStepComponent {
  id: number;
  title: string;
  description?: string | null;
  image?: Image | null;
}

export interface Doorloopje extends Content.Doorloopje {
  id: number;
  documentId?: string;
  slug: string;
  title: string;
  description?: Blocks | null;
  theme?: Theme | null;
  steps?: Step[] | null;
  vimeo_url?: string | null;
  digidates?: Digidate[] | null;
}

/** An author or a webinar's speaker: the two content types have the same fields. */
export interface Person extends Content.Auteur, Content.Expert {
  id: number;
  name: string;
  title?: string | null;
  photo?: Image | null;
}

export interface Download extends Content.WebinarDownloadComponent {
  id: number;
  name: string;
  url: string;
  /** Size in bytes. */
  size: number;
}

export interface Digidate extends Content.Digidate {
  id: number;
  slug: string;
  title: string;
  image?: Image | null;
  description?: Blocks | null;
  experts?: Person[] | null;
  downloads?: Download[] | null;
  related_doorloopjes?: Doorloopje[] | null;
}

/** One entry of an article's dynamic zone; `__component` names its kind. */
export interface ArticleBlock extends Content.DynamicZoneEntry {
  __component: string;
  id?: number;
  [field: string]: unknown;
}

/**
 * A generated content type with some of its fields narrowed, for narrowings two entities share (an
 * interface cannot extend two types that declare the same field differently). Like `extends`, it
 * checks each narrowed field: one the generated type lacks, or whose type no longer fits, fails.
 */
type Narrowed<Generated, Narrow extends { [Field in keyof Narrow]: Field extends keyof Generated ? Generated[Field] : never }> = Omit<Generated, keyof Narrow> & Narrow;

/** How an article and a news item are both read: the fields every read asks for, the image and the authors. */
interface WrittenPiece {
  id: number;
  slug: string;
  title: string;
  featured_image?: Image | null;
  auteurs?: Person[] | null;
}

export type Artikel = Narrowed<Content.Artikel, WrittenPiece & { content?: ArticleBlock[] | null }>;

export type NieuwsItem = Narrowed<Content.NieuwsItem, WrittenPiece & { related_doorloopjes?: Doorloopje[] | null; related_digidates?: Digidate[] | null }>;

/** A why or a how: the two content types have the same fields. */
export interface Explainer extends Content.Why, Content.How {
  id: number;
  slug: string;
  title: string;
  description?: Blocks | null;
  steps?: Step[] | null;
  image?: Image | null;
}

export type Why = Explainer;
export type How = Explainer;

export interface HeroSection extends Content.LandingHeroSectionComponent {
  __component?: string;
  id?: number;
  title?: string;
  subtitle?: string | null;
  vimeo_url?: string | null;
}

export interface UitlegStap extends Content.LandingUitlegStapComponent {
  id?: number;
  title: string;
  description?: string | null;
  icon?: Image | null;
}

export interface Landingpage extends Omit<Content.Landingpage, 'page_sections'> {
  id: number;
  /** The dynamic zone's entries; the page reads its hero sections. */
  page_sections?: HeroSection[] | null;
  uitleg_stappen?: UitlegStap[] | null;
}

export interface DoorloopjeVanDeMaand extends Content.DoorloopjeVanDeMaand {
  id: number;
  related_doorloopje?: Doorloopje | null;
}

export interface RichPage {
  id?: number;
  title?: string | null;
  body?: Blocks | null;
}

export type ClusterItemType = 'doorloopje' | 'why' | 'how';

/** A placed item on the cluster canvas as stored in the profile. */
export interface StoredClusterItem {
  /** The content's documentId (kept across publishing); a number in layouts saved before. */
  id: string | number;
  __type: ClusterItemType;
  x: number;
  y: number;
  scale: number;
  instanceId: string;
}

/**
 * A teacher's account. The profile fields, the tour flag and the version counters
 * (`cluster_builder_version`, `profile_version`: a save names the version it is based on) are the
 * generated ones as they are; only what every read has, and the relations, are narrowed here.
 */
/** The user's three guide lists (saved, in progress, completed), each read with its guides. */
type GuideLists = { [List in 'favorite_doorloopjes' | 'inprogress_doorloopjes' | 'completed_doorloopjes']?: Doorloopje[] | null };

export interface User extends Narrowed<Content.User, GuideLists> {
  id: number;
  email: string;
  username: string;
  cluster_builder_state?: StoredClusterItem[] | null;
  confirmed?: boolean;
  blocked?: boolean;
}

export interface RegistrationPayload {
  username: string;
  email: string;
  password: string;
  fullName: string;
  educationRole: EducationRole | '';
  educationRoleOther: string;
  educationSector: EducationSector | '';
  isStudent: boolean;
  schoolName: string;
  city: string;
}

export type ProfileUpdate = Pick<
  User,
  'fullName' | 'educationRole' | 'educationRoleOther' | 'educationSector' | 'isStudent' | 'schoolName' | 'city'
>;

/** Declared once, with the list rules that derive it (statusOf, withStatus). */
export type { DoorloopjeStatus } from '@doorloopjes/platform-rules';

export interface ChatMessage {
  sender: 'user' | 'bot';
  text: string;
  type: 'welcome' | 'queued' | 'normal';
  messageId?: string;
}

/** Strapi 5 collection response. */
export interface ListResponse<T> {
  data: T[];
  meta?: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface SingleResponse<T> {
  data: T | null;
}
