'use strict';

const { fetchConversations } = require('./assistant-client');

const USER = 'plugin::users-permissions.user';
/** The content type behind each `__type` of a cluster item. */
const CLUSTER_TYPES = /** @type {const} */ ({
  doorloopje: 'api::doorloopje.doorloopje',
  why: 'api::why.why',
  how: 'api::how.how',
});
/** A guide as teachers read it: the published version (a draft is no one's data yet). */
const PUBLISHED = { publishedAt: { $notNull: true } };
const GUIDE = { select: ['title', 'slug'], where: PUBLISHED };

/** Bumped when the shape below changes, so a reader of an old file knows what it holds. */
const FORMAT_VERSION = 1;

/**
 * @param {any} guide
 * @returns {{ title: string, slug: string }}
 */
const titleAndSlug = (guide) => ({ title: guide.title, slug: guide.slug });

/**
 * Everything the platform keeps about one user, readable and complete, as one JSON document.
 * Every field is named here on purpose (never the stored record as a whole), so the password
 * hash, reset and confirmation tokens can never slip in. Choices kept only in the browser
 * (cookies) are added by the browser that downloads the file.
 *
 * @param {any} strapi
 * @param {number} userId
 * @param {{ now?: Date }} [options]
 */
async function exportUser(strapi, userId, options = {}) {
  const user = await strapi.db.query(USER).findOne({
    where: { id: userId },
    populate: {
      role: { select: ['name'] },
      favorite_doorloopjes: GUIDE,
      inprogress_doorloopjes: GUIDE,
      completed_doorloopjes: GUIDE,
    },
  });
  if (!user) return null;
  const [conversations, clusterItems, analyticsEvents] = await Promise.all([
    fetchConversations(user.id),
    describeClusterItems(strapi, Array.isArray(user.cluster_builder_state) ? user.cluster_builder_state : []),
    strapi.db.query('api::analytics-event.analytics-event').findMany({
      where: { user: user.id },
      select: ['type', 'path', 'title', 'payload', 'sessionId', 'createdAt'],
      orderBy: { createdAt: 'asc' },
    }),
  ]);

  return {
    format: 'doorloopjes-gegevens',
    version: FORMAT_VERSION,
    exportedAt: (options.now ?? new Date()).toISOString(),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      provider: user.provider,
      confirmed: user.confirmed,
      blocked: user.blocked,
      role: user.role?.name ?? null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    profile: {
      fullName: user.fullName,
      educationRole: user.educationRole,
      educationRoleOther: user.educationRoleOther,
      educationSector: user.educationSector,
      isStudent: user.isStudent,
      schoolName: user.schoolName,
      city: user.city,
      version: user.profile_version ?? 0,
    },
    favourites: (user.favorite_doorloopjes ?? []).map(titleAndSlug),
    inProgress: (user.inprogress_doorloopjes ?? []).map(titleAndSlug),
    completed: (user.completed_doorloopjes ?? []).map(titleAndSlug),
    clusterLayout: { version: user.cluster_builder_version ?? 0, items: clusterItems },
    choices: {
      tourCompleted: Boolean(user.has_completed_tour),
      // The cookie choice is stored in the browser only; the platform's download adds it.
      cookies: { storedIn: 'browser', consent: null },
    },
    assistant: { sessionId: user.ai_session_id ?? null, conversations },
    analyticsEvents,
  };
}

/**
 * The saved cluster items with the title and slug of what each one shows.
 *
 * @param {any} strapi
 * @param {any[]} items
 */
async function describeClusterItems(strapi, items) {
  /** @type {Map<string, { title: string, slug: string }>} */
  const known = new Map();
  for (const [type, uid] of Object.entries(CLUSTER_TYPES)) {
    const ids = items.filter((item) => item.__type === type).map((item) => item.id);
    if (!ids.length) continue;
    // An item names its entry by id or by documentId (both are accepted when it is saved).
    const numeric = ids.filter((id) => typeof id === 'number');
    const documentIds = ids.filter((id) => typeof id === 'string');
    const rows = await strapi.db.query(uid).findMany({
      where: { $or: [{ id: { $in: numeric } }, { documentId: { $in: documentIds } }], ...PUBLISHED },
      select: ['id', 'documentId', 'title', 'slug'],
    });
    for (const row of rows) {
      known.set(`${type}:${row.id}`, titleAndSlug(row));
      known.set(`${type}:${row.documentId}`, titleAndSlug(row));
    }
  }
  return items.map((item) => ({
    type: item.__type,
    id: item.id,
    title: known.get(`${item.__type}:${item.id}`)?.title ?? null,
    slug: known.get(`${item.__type}:${item.id}`)?.slug ?? null,
    x: item.x,
    y: item.y,
    scale: item.scale,
    instanceId: item.instanceId,
  }));
}

module.exports = { exportUser, FORMAT_VERSION };
