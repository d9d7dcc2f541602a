// The shell's index.html as the static server fills it for a page it starts early (the rendered
// landing page, a logged-in path's skeleton): the one place that knows the template's root.

export const EMPTY_ROOT = '<div id="root"></div>';

/** `template` with `head` at the end of <head>, `root` inside `#root` and `afterRoot` right after it. */
export function fillIndexHtml(template, { head = '', root = '', afterRoot = '' }) {
  return template.replace('</head>', `${head}</head>`).replace(EMPTY_ROOT, `<div id="root">${root}</div>${afterRoot}`);
}
