export const EMPTY_ROOT: string;
export function fillIndexHtml(template: string, parts: { head?: string; root?: string; afterRoot?: string }): string;
