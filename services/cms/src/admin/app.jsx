import { OwnDataPanel } from './own-data/OwnDataPanel';

export default {
  config: { locales: [] },
  /** @param {any} app */
  bootstrap(app) {
    // A teacher's data export and deletion, beside a user's edit view, for requests that come by e-mail.
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'doorloopjes-own-data', Component: OwnDataPanel });
  },
};
