export { renderSafeMarkdown, SafeMarkdown, type SafeMarkdownProps } from './SafeMarkdown';
