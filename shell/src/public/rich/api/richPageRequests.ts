import { type ContentQuery } from '@doorloopjes/runtime';

/** The contact page of the footer's modal: public, with its blocks' media. */
export const contactPageRequest: ContentQuery = { path: '/api/contact-pagina', params: { populate: '*' }, role: 'visitor' };

/** The same, sent with the token: where a server refuses it to visitors, a logged-in teacher still reads it. */
export const contactPageTeacherRequest: ContentQuery = { ...contactPageRequest, role: 'teacher' };

/** The privacy statement of the footer's modal: public, with its blocks' media. */
export const privacyStatementRequest: ContentQuery = { path: '/api/privacyverklaring', params: { populate: '*' }, role: 'visitor' };
