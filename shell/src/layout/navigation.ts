import { messages, type RemoteName } from '@doorloopjes/shared';

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
  { to: '/dashboard', label: messages.layout.navHome, tourId: 'nav-dashboard' },
  { to: '/doorloopjes', label: messages.layout.navDoorloopjes, remote: 'doorloopjes', tourId: 'nav-doorloopjes' },
  { to: '/cluster-builder-test', label: messages.layout.navClusters, remote: 'cluster', desktopOnly: true, tourId: 'nav-clusters' },
  { to: '/nieuws', label: messages.layout.navNews, remote: 'content', tourId: 'nav-nieuws' },
  { to: '/achtergronden', label: messages.layout.navKennisbank, remote: 'content', inMoreSheet: true, tourId: 'nav-kennisbank' },
  { to: '/webinars', label: messages.layout.navWebinars, remote: 'content', inMoreSheet: true, tourId: 'nav-webinars' },
];
