import { globalSettingsQuery, queryClient, showUser, useSessionStore } from '@doorloopjes/runtime';
import { usePublicUiStore } from '../public/publicUiStore';

/** The stores and the page's query client are module singletons: every test starts from a logged-out, loaded session. */
export function resetStores(): void {
  showUser(null);
  useSessionStore.setState({ loading: false, initialised: true });
  queryClient.removeQueries({ queryKey: globalSettingsQuery.queryKey });
  usePublicUiStore.setState({ modal: null, loginNotice: null, landingNotice: null });
}
