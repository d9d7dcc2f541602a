import type { Blocks, GlobalSettings, RegistrationPayload, SocialLink, User } from '@doorloopjes/shared';

export type { SocialLink, SocialPlatform } from '@doorloopjes/shared';

/** Contact page and privacy statement: title plus rich blocks (contact also has social links). */
export interface PublicRichPage {
  title?: string | null;
  body?: Blocks | null;
  social_links?: SocialLink[] | null;
}

/** The parts of the global settings only the public side shows (`globalSettingsQuery`, read with `useGlobalSettings`). */
export type PublicSiteExtras = Pick<GlobalSettings, 'poweredByName' | 'poweredByUrl' | 'poweredByLogo' | 'social_links'>;

/** Answer of POST /api/auth/local and /api/auth/local/register. */
export interface AuthResponse {
  /** The session's access token (15 minutes). */
  jwt?: string;
  /** The session's refresh token, which renews the access token. */
  refreshToken?: string;
  user?: User;
  /** Signed proof that this browser logged in to the account (login limits per device). */
  deviceToken?: string;
}

export type { RegistrationPayload };
