// The areas of the message catalogue, re-exported one by one so a build keeps only the areas an
// app reads (`messages.doorloopjes.x` through the namespace below): each app bundles its own copy.
export { accessibilityMessages as accessibility } from './accessibility';
export { assistantMessages as assistant } from './assistant';
export { authMessages as auth } from './auth';
export { clusterMessages as cluster } from './cluster';
export { commonMessages as common } from './common';
export { contentMessages as content } from './content';
export { doorloopjesMessages as doorloopjes } from './doorloopjes';
export { layoutMessages as layout } from './layout';
export { previewMessages as preview } from './preview';
export { profileFieldMessages as profileFields } from './profileFields';
export { remoteMessages as remotes } from './remotes';
