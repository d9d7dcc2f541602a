// The areas of the message catalogue, re-exported one by one so a build keeps only the areas an
// app reads when it is bundled on its own (tests, the single-bundle build); federated, the catalogue
// is shared whole (shared/build/federation.ts).
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
