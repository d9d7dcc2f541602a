/**
 * Every page's address, built in one place (in the spirit of route refs): apps link with
 * `paths.doorloopje(slug)` instead of writing '/doorloopjes/' themselves, so a moved route is
 * one change here. The shell mounts the remotes on these top-level segments.
 */
export const paths = {
  landing: () => '/',
  resetPassword: () => '/reset-password',
  verifyEmail: () => '/verify-email',
  dashboard: () => '/dashboard',
  profile: () => '/profile',
  doorloopjes: () => '/doorloopjes',
  doorloopje: (slug: string) => `/doorloopjes/${slug}`,
  webinars: () => '/webinars',
  webinar: (slug: string) => `/webinars/${slug}`,
  nieuws: () => '/nieuws',
  nieuwsItem: (slug: string) => `/nieuws-item/${slug}`,
  /** The Kennisbank: articles and the why/how explainers. */
  achtergronden: () => '/achtergronden',
  artikel: (slug: string) => `/artikel/${slug}`,
  explainer: (kind: 'why' | 'how', slug: string) => `/${kind}/${slug}`,
  clusterBuilder: () => '/cluster-builder-test',
  /** The accessibility statement: public, linked from the landing footer and the profile menu. */
  accessibility: () => '/toegankelijkheid',
} as const;
