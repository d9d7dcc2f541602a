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
 * not exist yet. In production the variables are required, so no known default password ships.
 *
 * @param {any} strapi
 * @returns {Promise<boolean>} whether an account was created
 */
async function ensureAdminUser(strapi) {
  const isProduction = process.env.NODE_ENV === 'production';
  const email = process.env.ADMIN_EMAIL || (isProduction ? '' : ADMIN_DEFAULTS.email);
  const password = process.env.ADMIN_PASSWORD || (isProduction ? '' : ADMIN_DEFAULTS.password);
  if (!email || !password) {
    strapi.log.warn('ADMIN_EMAIL/ADMIN_PASSWORD not set: no admin account created.');
    return false;
  }
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: email.toLowerCase() } });
  if (existing) return false;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('Strapi super admin role is missing');
  await strapi.service('admin::user').create({
    email: email.toLowerCase(),
    firstname: process.env.ADMIN_FIRSTNAME || 'Beheer',
    lastname: process.env.ADMIN_LASTNAME || 'Doorloopjes',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  return true;
}

module.exports = { ensureDemoUsers, ensureAdminUser, DEMO_USERS, DEMO_PASSWORD, ADMIN_DEFAULTS };
