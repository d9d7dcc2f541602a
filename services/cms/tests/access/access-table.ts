import { CALLERS, type Caller } from './callers';

/**
 * The access table: every route the content service serves (its content API: the content types,
 * users-permissions, upload, i18n and the platform's own registry, releases, health, figures,
 * deploy tokens, data requests, analytics) and the status each kind of caller gets for it.
 * tests/access.test.ts compares it with Strapi's route table at boot and sends every route as every
 * caller, in every spelling of its address. A new route fails that test until its row is here.
 *
 * Columns, in the order of CALLERS (tests/access/callers.ts):
 *   vis  visitor (no login)            tea  teacher                       oth  another teacher (the teacher's records)
 *   blk  blocked teacher               edi  Editor (admin)                aut  Author (admin)
 *   chf  Hoofdredacteur (admin)        po   product owner (admin)         sa   super admin
 *   dep  deploy token, in its scope    out  deploy token, outside it      pv   preview credential, this entry
 *   pvo  preview credential, another entry                               ast  the assistant's read-only token
 * The admin panel's accounts have no access to the content API (their tokens are the admin panel's):
 * 401 everywhere a token is checked. Writes are sent with an empty body: a 400 is the route's own
 * validation, reached only by callers allowed past its permission check.
 */
const TABLE = `
//                                                       vis tea oth blk edi aut chf po  sa  dep out pv  pvo ast
GET    /api/artikels                                     200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/artikels/:id                                 403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/auteurs                                      403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/auteurs/:id                                  403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/auth/:provider/callback                      400 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/auth/email-confirmation                      400 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/auth/sessions                                403 200 200 401 401 401 401 401 401 403 403 403 403 403
GET    /api/connect/(.*)                                 400 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/contact-pagina                               200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/content-type-builder/components              403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/content-type-builder/components/:uid         403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/content-type-builder/content-types           403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/content-type-builder/content-types/:uid      403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/deploy-tokens/me                             403 403 403 401 401 401 401 401 401 200 200 403 403 403
GET    /api/digidates                                    200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/digidates/:id                                403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/doorloopje-van-de-maand                      403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/doorloopjes                                  403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/doorloopjes/:id                              403 404 404 401 401 401 401 401 401 403 403 404 404 404
GET    /api/experts                                      403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/experts/:id                                  403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/global-setting                               200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/hows                                         403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/hows/:id                                     403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/i18n/locales                                 403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/landingpages                                 200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/landingpages/:id                             200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/nieuws-items                                 200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/nieuws-items/:id                             403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/privacyverklaring                            200 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/remote-health/status/:environment/:remote    401 403 403 401 401 401 401 401 401 200 403 403 403 403
GET    /api/remote-registry/:environment                 200 200 200 200 200 200 200 200 200 200 200 200 200 200
GET    /api/remote-registry/:environment/history         403 403 403 401 401 401 401 401 401 200 403 403 403 403
GET    /api/remote-releases/:remote/:version             404 404 404 404 404 404 404 404 404 404 404 404 404 404
GET    /api/themes                                       403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/themes/:id                                   403 200 200 401 401 401 401 401 401 403 403 200 200 200
// The assistant's token is Strapi's read-only kind: it may find/findOne everything, media files and
// the users-permissions roles included (not accounts: users-permissions keeps API tokens off them).
GET    /api/upload/files                                 403 403 403 401 401 401 401 401 401 403 403 403 403 200
GET    /api/upload/files/:id                             403 403 403 401 401 401 401 401 401 403 403 403 403 200
GET    /api/upload/files/page                            403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/users                                        403 403 403 401 401 401 401 401 401 403 403 403 403 401
GET    /api/users-permissions/permissions                403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/users-permissions/roles                      403 403 403 401 401 401 401 401 401 403 403 403 403 200
GET    /api/users-permissions/roles/:id                  403 403 403 401 401 401 401 401 401 403 403 403 403 200
GET    /api/users/:id                                    403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/users/count                                  403 403 403 401 401 401 401 401 401 403 403 403 403 403
GET    /api/users/me                                     403 200 200 401 401 401 401 401 401 403 403 403 403 403
GET    /api/users/me/export                              403 200 200 401 401 401 401 401 401 403 403 403 403 403
GET    /api/whies                                        403 200 200 401 401 401 401 401 401 403 403 200 200 200
GET    /api/whies/:id                                    403 200 200 401 401 401 401 401 401 403 403 200 200 200
DELETE /api/auth/sessions/:sessionId                     403 404 404 401 401 401 401 401 401 403 403 403 403 403
DELETE /api/upload/files/:id                             403 403 403 401 401 401 401 401 401 403 403 403 403 403
DELETE /api/users-permissions/roles/:role                403 403 403 401 401 401 401 401 401 403 403 403 403 403
DELETE /api/users/:id                                    403 403 403 401 401 401 401 401 401 403 403 403 403 403
DELETE /api/users/me                                     403 400 400 401 401 401 401 401 401 403 403 403 403 403
POST   /api/analytics-events                             403 400 400 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/change-password                         403 400 400 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/forgot-password                         400 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/local                                   400 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/local/register                          400 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/refresh                                 400 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/reset-password                          400 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/send-email-confirmation                 400 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/email                                        403 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/remote-health/events                         403 400 400 401 401 401 401 401 401 403 403 403 403 403
POST   /api/remote-health/figures                        403 400 400 401 401 401 401 401 401 403 403 403 403 403
POST   /api/remote-releases                              403 403 403 401 401 401 401 401 401 400 400 403 403 403
POST   /api/upload                                       403 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/users                                        403 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/users-permissions/roles                      403 403 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/users/me/delete                              403 400 400 401 401 401 401 401 401 403 403 403 403 403
PUT    /api/remote-registry/:environment/:remote         403 403 403 401 401 401 401 401 401 400 403 403 403 403
PUT    /api/users-permissions/roles/:role                403 403 403 401 401 401 401 401 401 403 403 403 403 403
PUT    /api/users/:id                                    403 400 403 401 401 401 401 401 401 403 403 403 403 403
POST   /api/auth/logout                                  403 200 200 401 401 401 401 401 401 403 403 403 403 403
`;

export const ACCESS: Record<string, number[]> = Object.fromEntries(
  TABLE.trim()
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('//'))
    .map((line) => {
      const [method, path, ...statuses] = line.trim().split(/\s+/);
      return [`${method} ${path}`, statuses.map(Number)];
    }),
);

/** The status the table expects for this route and caller. */
export function expectedAnswer(route: string, caller: Caller): number | undefined {
  return ACCESS[route]?.[CALLERS.indexOf(caller)];
}
