/** Content keys (`kind:slug`) as the question sets write their expected answers. */
export const d = (slug: string) => `doorloopje:${slug}`;
export const a = (slug: string) => `artikel:${slug}`;
export const w = (slug: string) => `why:${slug}`;
export const h = (slug: string) => `how:${slug}`;
