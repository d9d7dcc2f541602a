export { focusPageHeading } from './focusPageHeading';
export { LiveAnnouncer } from './LiveAnnouncer';
export { pageTitle } from './pageTitle';
export { usePageTitle } from './usePageTitle';
export { loadedPageName } from './loadedPageName';
export { HiddenLabel } from './HiddenLabel';
