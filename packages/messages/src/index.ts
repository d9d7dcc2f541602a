import { accessibilityMessages } from './accessibility';
import { assistantMessages } from './assistant';
import { authMessages } from './auth';
import { clusterMessages } from './cluster';
import { commonMessages } from './common';
import { contentMessages } from './content';
import { doorloopjesMessages } from './doorloopjes';
import { layoutMessages } from './layout';
import { profileFieldMessages } from './profileFields';
import { remoteMessages } from './remotes';

/**
 * The Dutch message catalogue. The product's quoted strings are a contract: components and tests both import
 * them from here, never inline.
 */
export const messages = {
  common: commonMessages,
  auth: authMessages,
  layout: layoutMessages,
  profileFields: profileFieldMessages,
  doorloopjes: doorloopjesMessages,
  content: contentMessages,
  assistant: assistantMessages,
  cluster: clusterMessages,
  remotes: remoteMessages,
  accessibility: accessibilityMessages,
} as const;
