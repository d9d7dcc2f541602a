import { LoginModal } from '../auth/components/LoginModal';
import { usePublicUiStore } from '../publicUiStore';
import { RegisterModal } from '../register/components/RegisterModal';
import { ContactModal } from '../rich/components/ContactModal';
import { PrivacyModal } from '../rich/components/PrivacyModal';

/** Renders the one open public modal (login, registration, contact or privacy). */
export function PublicModals() {
  const modal = usePublicUiStore((state) => state.modal);
  const notice = usePublicUiStore((state) => state.loginNotice);
  const close = usePublicUiStore((state) => state.close);
  const switchTo = usePublicUiStore((state) => state.switchTo);
  switch (modal) {
    case 'login':
      return <LoginModal notice={notice} onClose={close} onRegister={() => switchTo('register')} />;
    case 'register':
      return <RegisterModal onClose={close} onLogin={() => switchTo('login')} />;
    case 'contact':
      return <ContactModal onClose={close} />;
    case 'privacy':
      return <PrivacyModal onClose={close} />;
    default:
      return null;
  }
}
