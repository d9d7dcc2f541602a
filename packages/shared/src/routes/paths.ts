import { REMOTE_ROUTES } from '@doorloopjes/platform-contract';

const { doorloopjes } = REMOTE_ROUTES.doorloopjes;
const { webinars, nieuws, nieuwsItem, achtergronden, artikel, why, how } = REMOTE_ROUTES.content;
const explainers = { why, how } as const;

/**
 * Every page's address, built in one place (in the spirit of route refs): apps link with
 * `paths.doorloopje(slug)` instead of writing '/doorloopjes/' themselves. A remote's pages start
 * with the path its route declares in the platform contract (REMOTE_ROUTES), so a moved route is
 * one change there.
 */
export const paths = {
  landing: () => '/',
  resetPassword: () => '/reset-password',
  verifyEmail: () => '/verify-email',
  dashboard: () => '/dashboard',
  profile: () => '/profile',
  doorloopjes: () => doorloopjes.path,
  doorloopje: (slug: string) => `${doorloopjes.path}/${slug}`,
  webinars: () => webinars.path,
  webinar: (slug: string) => `${webinars.path}/${slug}`,
  nieuws: () => nieuws.path,
  nieuwsItem: (slug: string) => `${nieuwsItem.path}/${slug}`,
  /** The Kennisbank: articles and the why/how explainers. */
  achtergronden: () => achtergronden.path,
  artikel: (slug: string) => `${artikel.path}/${slug}`,
  explainer: (kind: keyof typeof explainers, slug: string) => `${explainers[kind].path}/${slug}`,
  clusterBuilder: () => REMOTE_ROUTES.cluster.clusterBuilder.path,
  /** The accessibility statement: public, linked from the landing footer and the profile menu. */
  accessibility: () => '/toegankelijkheid',
} as const;
