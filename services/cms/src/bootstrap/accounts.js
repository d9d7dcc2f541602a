'use strict';

const USER_UID = 'plugin::users-permissions.user';

/** The demo accounts of docs/architecture.md; both confirmed so they can log in straight away. */
const DEMO_PASSWORD = 'Doorloopjes!2026';
const DEMO_USERS = [
  {
    email: 'demo@doorloopjes.nl',
    fullName: 'Demo Docent',
    educationRole: 'leraar',
    educationSector: 'PO',
    schoolName: 'OBS De Doorloop',
    city: 'Utrecht',
  },
  {
    email: 'tweede@doorloopjes.nl',
    fullName: 'Tweede Gebruiker',
    educationRole: 'schoolleider',
    educationSector: 'VO',
    schoolName: 'Het Tweede College',
    city: 'Zwolle',
  },
];

/**
 * Creates the demo accounts when missing. Existing accounts are left alone, so a changed
 * password or profile survives a restart.
 *
 * @param {any} strapi
 * @returns {Promise<number>} number of accounts created
 */
async function ensureDemoUsers(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  let created = 0;
  for (const demo of DEMO_USERS) {
    const existing = await strapi.db.query(USER_UID).findOne({ where: { email: demo.email } });
    if (existing) continue;
    await strapi.documents(USER_UID).create({
      data: {
        ...demo,
        username: demo.email,
        password: DEMO_PASSWORD,
        provider: 'local',
        confirmed: true,
        blocked: false,
        isStudent: false,
        has_completed_tour: false,
        role: role.id,
      },
    });
    created += 1;
  }
  return created;
}

/** Local default for the admin panel; production sets ADMIN_EMAIL / ADMIN_PASSWORD. */
const ADMIN_DEFAULTS = { email: 'admin@doorloopjes.nl', password: 'Doorloopjes!Admin2026' };

/**
 * Creates the admin-panel super admin from ADMIN_EMAIL / ADMIN_PASSWORD when that account does
 * not exist yet. In production no known default password ships: without ADMIN_PASSWORD, and
 * while the service has no admin at all, it invites one instead (Strapi's own invitation: an
 * inactive super admin with a registration token) and prints the one-time setup link, where the
 * first administrator chooses her own password. The invitation also closes Strapi's open
 * 'create the first admin' page, which anyone reaching the admin panel first could otherwise use.
 *
 * @param {any} strapi
 * @returns {Promise<boolean>} whether an account (or invitation) was created
 */
async function ensureAdminUser(strapi) {
  const isProduction = process.env.NODE_ENV === 'production';
  const email = process.env.ADMIN_EMAIL || (isProduction ? '' : ADMIN_DEFAULTS.email);
  const password = process.env.ADMIN_PASSWORD || (isProduction ? '' : ADMIN_DEFAULTS.password);
  if (!password) return isProduction ? inviteFirstAdmin(strapi, (email || ADMIN_DEFAULTS.email).toLowerCase()) : false;
  if (!email) {
    strapi.log.warn('ADMIN_EMAIL not set: no admin account created.');
    return false;
  }
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: email.toLowerCase() } });
  if (existing) return false;
  await strapi.service('admin::user').create({
    ...adminNames(),
    email: email.toLowerCase(),
    password,
    isActive: true,
    registrationToken: null,
    roles: [await superAdminRoleId(strapi)],
  });
  return true;
}

/**
 * Production without ADMIN_PASSWORD: invites the first super admin while there is no admin, and
 * prints the invitation's link on every start until it is used (Strapi then clears the token).
 *
 * @param {any} strapi
 * @param {string} email
 */
async function inviteFirstAdmin(strapi, email) {
  const admins = await strapi.db.query('admin::user').findMany({ select: ['email', 'isActive', 'registrationToken'] });
  let invitation = admins.find((/** @type {any} */ admin) => !admin.isActive && admin.registrationToken);
  const created = admins.length === 0;
  if (created) {
    invitation = await strapi.service('admin::user').create({ ...adminNames(), email, isActive: false, roles: [await superAdminRoleId(strapi)] });
  }
  if (invitation && admins.every((/** @type {any} */ admin) => !admin.isActive)) {
    const base = String(strapi.config.get('admin.url', '/admin'));
    const origin = /^https?:/.test(base) ? '' : String(process.env.PUBLIC_URL || `http://localhost:${strapi.config.get('server.port', 1337)}`).replace(/\/$/, '');
    strapi.log.warn(`No administrator yet (ADMIN_PASSWORD not set). One-time setup link for ${invitation.email}: ${origin}${base}/auth/register?registrationToken=${invitation.registrationToken}`);
  }
  return created;
}

const adminNames = () => ({ firstname: process.env.ADMIN_FIRSTNAME || 'Beheer', lastname: process.env.ADMIN_LASTNAME || 'Doorloopjes' });

/** @param {any} strapi */
async function superAdminRoleId(strapi) {
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('Strapi super admin role is missing');
  return superAdmin.id;
}

module.exports = { ensureDemoUsers, ensureAdminUser, DEMO_USERS, DEMO_PASSWORD, ADMIN_DEFAULTS };
