/** Public-side pieces other parts of the shell reuse (e.g. the logged-in layout's Contact button). */
export { ContactModal } from './rich/ContactModal';
export { PrivacyModal } from './rich/PrivacyModal';
export { useLogout } from './session/useLogout';
export { SocialLinks } from './social/SocialLinks';
