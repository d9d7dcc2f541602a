import { lazy, Suspense } from 'react';
import { usePublicUiStore } from '../publicUiStore';

// Each modal is its own chunk, loaded when it opens: a visitor who only reads the landing page
// downloads none of the forms.
const LoginModal = lazy(() => import('../auth/components/LoginModal').then((module) => ({ default: module.LoginModal })));
const RegisterModal = lazy(() => import('../register/components/RegisterModal').then((module) => ({ default: module.RegisterModal })));
const ContactModal = lazy(() => import('../rich/components/ContactModal').then((module) => ({ default: module.ContactModal })));
const PrivacyModal = lazy(() => import('../rich/components/PrivacyModal').then((module) => ({ default: module.PrivacyModal })));

function OpenModal() {
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

/** Renders the one open public modal (login, registration, contact or privacy). */
export function PublicModals() {
  return (
    <Suspense fallback={null}>
      <OpenModal />
    </Suspense>
  );
}
