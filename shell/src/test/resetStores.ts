import { useSessionStore } from '@doorloopjes/runtime';
import { usePublicUiStore } from '../public/publicUiStore';

/** The stores are module singletons: every test starts from a logged-out, loaded session. */
export function resetStores(): void {
  useSessionStore.setState({ settings: null, user: null, doorloopjes: [], loading: false, initialised: true });
  usePublicUiStore.setState({ modal: null, loginNotice: null, landingNotice: null });
}
