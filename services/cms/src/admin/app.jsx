import { OwnDataPanel } from './own-data/OwnDataPanel';

/** A pulse line: the menu icon of the health view (no icon package is a dependency of the app). */
const HealthIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M3 12h4l3-8 4 16 3-8h4" />
  </svg>
);

export default {
  config: { locales: ['nl'] },
  /**
   * The product owners' health view. Its page (and recharts with it) is a separate chunk of
   * the admin panel, loaded only when the page is opened; nothing of it reaches the platform.
   * @param {any} app
   */
  register(app) {
    app.addMenuLink({
      to: 'remote-health',
      icon: HealthIcon,
      intlLabel: { id: 'remote-health.menu', defaultMessage: 'Gezondheid remotes' },
      Component: () => import('../control-plane/health/admin-page/RemoteHealthPage'),
      permissions: [],
    });
  },
  /** @param {any} app */
  bootstrap(app) {
    // A teacher's data export and deletion, beside a user's edit view, for requests that come by e-mail.
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'doorloopjes-own-data', Component: OwnDataPanel });
  },
};
