import { messages, paths, type RemoteName } from '@doorloopjes/shared';

export interface NavItem {
  to: string;
  label: string;
  /** The remote that serves the route: the link is absent when that remote is switched off. */
  remote?: RemoteName;
  /** Hidden at the narrow-screen breakpoint (the cluster builder is desktop only). */
  desktopOnly?: boolean;
  /** On narrow screens the item moves into the 'Meer' bottom sheet. */
  inMoreSheet?: boolean;
  /** Stable hook for the onboarding tour's targets. */
  tourId: string;
}

/** Sidebar links in the order of docs/product.md ('Main screens'). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.dashboard(), label: messages.layout.navHome, tourId: 'nav-dashboard' },
  { to: paths.doorloopjes(), label: messages.layout.navDoorloopjes, remote: 'doorloopjes', tourId: 'nav-doorloopjes' },
  { to: paths.clusterBuilder(), label: messages.layout.navClusters, remote: 'cluster', desktopOnly: true, tourId: 'nav-clusters' },
  { to: paths.nieuws(), label: messages.layout.navNews, remote: 'content', tourId: 'nav-nieuws' },
  { to: paths.achtergronden(), label: messages.layout.navKennisbank, remote: 'content', inMoreSheet: true, tourId: 'nav-kennisbank' },
  { to: paths.webinars(), label: messages.layout.navWebinars, remote: 'content', inMoreSheet: true, tourId: 'nav-webinars' },
];
