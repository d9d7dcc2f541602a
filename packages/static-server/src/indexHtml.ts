// The shell's index.html as the static server fills it for a page it starts early (the rendered
// landing page, a logged-in path's skeleton): the one place that knows the template's root.

export const EMPTY_ROOT = '<div id="root"></div>';

export interface IndexHtmlParts {
  /** Added at the end of <head>. */
  head?: string;
  /** Inside `#root`. */
  root?: string;
  /** Right after `#root`. */
  afterRoot?: string;
}

/**
 * `template` with the parts filled in. The inserts come from a replacer function, never a
 * replacement string: they carry content-service text (a title with "$`" or "$'" would otherwise
 * paste parts of the template into the page).
 */
export function fillIndexHtml(template: string, { head = '', root = '', afterRoot = '' }: IndexHtmlParts): string {
  return template.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${root}</div>${afterRoot}`);
}

/** JSON inside <script>: no '<' may close the element early. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
