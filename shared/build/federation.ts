/**
 * Build-time Module Federation settings every app uses, so the shell and the remotes always
 * agree on what is shared and how (ARCHITECTURE.md, 'Module Federation rules').
 */
const singleton = { singleton: true, requiredVersion: false } as const;

/** The trailing-slash keys share deep imports such as react-dom/client and react/jsx-runtime. */
export const federationShared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router': singleton,
  'react-router-dom': singleton,
  zustand: singleton,
  // The query client's React context must exist once, or a remote would not see the shell's client.
  '@tanstack/react-query': singleton,
  '@doorloopjes/shared': singleton,
  '@doorloopjes/shared/markdown': singleton,
};

export const federationShareStrategy = 'loaded-first' as const;

/** Fixed dev/preview ports (ARCHITECTURE.md). */
export const APP_PORTS = {
  shell: 3000,
  doorloopjes: 3001,
  content: 3002,
  assistant: 3003,
  cluster: 3004,
} as const;
