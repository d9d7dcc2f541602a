// The shell's index.html as the static server fills it for a page it starts early (the rendered
// landing page, a logged-in path's skeleton): the one place that knows the template's root.

export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `template` with `head` at the end of <head>, `root` inside `#root` and `afterRoot` right after it.
 * The inserts come from a replacer function, never a replacement string: they carry content-service
 * text (a title with "$`" or "$'" would otherwise paste parts of the template into the page).
 */
export function fillIndexHtml(template, { head = '', root = '', afterRoot = '' }) {
  return template.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${root}</div>${afterRoot}`);
}
