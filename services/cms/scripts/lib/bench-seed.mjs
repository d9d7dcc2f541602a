// @ts-check
/**
 * Fills a seeded instance up to `total` guides (the spec's page size, 250) by copying the seeded
 * ones through the admin panel's own API, so the benchmark measures the list a full catalogue
 * gives: same shape, steps with images, themes and webinars.
 */

/** @param {string} baseUrl @param {{ email: string, password: string }} admin */
async function adminToken(baseUrl, admin) {
  const response = await fetch(`${baseUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const body = /** @type {any} */ (await response.json());
  if (!body?.data?.token) throw new Error(`admin login failed with ${response.status}`);
  return String(body.data.token);
}

/**
 * @param {string} baseUrl @param {string} userJwt @param {{ email: string, password: string }} admin @param {number} total
 * @returns {Promise<number>} the number of guides afterwards
 */
export async function fillGuides(baseUrl, userJwt, admin, total) {
  const query = '/api/doorloopjes?pagination[pageSize]=250&populate[steps][populate]=image&populate[theme]=true&populate[digidates]=true';
  const listed = /** @type {any} */ (await (await fetch(`${baseUrl}${query}`, { headers: { Authorization: `Bearer ${userJwt}` } })).json());
  const existing = /** @type {any[]} */ (listed.data);
  const missing = total - existing.length;
  if (missing <= 0) return existing.length;
  const token = await adminToken(baseUrl, admin);
  const copies = Array.from({ length: missing }, (_, index) => {
    const source = existing[index % existing.length];
    const copy = index + 1;
    return {
      title: `${source.title} (${copy})`,
      slug: `${source.slug}-${copy}`,
      description: source.description,
      book: source.book + 10,
      page: source.page + copy,
      vimeo_url: source.vimeo_url,
      theme: source.theme ? { connect: [{ documentId: source.theme.documentId }] } : undefined,
      digidates: { connect: (source.digidates ?? []).map((/** @type {any} */ webinar) => ({ documentId: webinar.documentId })) },
      steps: (source.steps ?? []).map((/** @type {any} */ step) => ({ title: step.title, description: step.description, image: step.image?.id ?? null })),
    };
  });
  // A few at a time: fast enough, and gentle on SQLite's single writer.
  for (let start = 0; start < copies.length; start += 4) {
    await Promise.all(
      copies.slice(start, start + 4).map(async (data) => {
        // Created and published in one step, as teachers read only published guides.
        const response = await fetch(`${baseUrl}/content-manager/collection-types/api::doorloopje.doorloopje/actions/publish`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(data),
        });
        if (response.status !== 201 && response.status !== 200) throw new Error(`creating a guide failed: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return existing.length + copies.length;
}
