/** Where the visitor's landing page entry is built (rsbuild.visitor.config.ts) before the shell copies it. */
export const VISITOR_DIST = 'dist-visitor';
