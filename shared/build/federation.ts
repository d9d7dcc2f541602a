/**
 * Build-time Module Federation settings every app uses, so the shell and the remotes always
 * agree on what is shared and how (docs/architecture.md, 'Module Federation rules').
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
  '@doorloopjes/shared': singleton,
  '@doorloopjes/shared/markdown': singleton,
};

export const federationShareStrategy = 'loaded-first' as const;

/** Fixed dev/preview ports (docs/architecture.md). */
export const APP_PORTS = {
  shell: 3000,
  doorloopjes: 3001,
  content: 3002,
  assistant: 3003,
  cluster: 3004,
} as const;
