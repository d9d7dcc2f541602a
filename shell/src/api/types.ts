import type { Blocks, Image, RegistrationPayload, User } from '@doorloopjes/shared';

/** Fields of the content service the shared entity types do not (yet) carry. */
export type SocialPlatform = 'linkedin' | 'instagram' | 'facebook' | 'youtube' | 'x' | 'website';

export interface SocialLink {
  id?: number;
  platform: SocialPlatform;
  label?: string | null;
  url: string;
}

/** Contact page and privacy statement: title plus rich blocks (contact also has social links). */
export interface PublicRichPage {
  title?: string | null;
  body?: Blocks | null;
  social_links?: SocialLink[] | null;
}

/** The parts of the global settings only the public side shows. */
export interface PublicSiteExtras {
  poweredByName?: string | null;
  poweredByUrl?: string | null;
  poweredByLogo?: Image | null;
  social_links?: SocialLink[] | null;
}

/** Answer of POST /api/auth/local and /api/auth/local/register. */
export interface AuthResponse {
  jwt?: string;
  user?: User;
}

export type { RegistrationPayload };
