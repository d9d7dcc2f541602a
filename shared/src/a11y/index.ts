export { announce, useAnnouncerStore, type Politeness } from './announce';
export { focusPageHeading } from './focusPageHeading';
export { LiveAnnouncer } from './LiveAnnouncer';
export { pageTitle } from './pageTitle';
export { usePageTitleStore, type PublishedPageTitle } from './pageTitleStore';
export { usePageTitle } from './usePageTitle';
export { loadedPageName } from './loadedPageName';
