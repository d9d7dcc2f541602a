/** Public-side pieces other parts of the shell reuse (e.g. the logged-in layout's Contact button). */
export { ContactModal } from './rich/components/ContactModal';
export { PrivacyModal } from './rich/components/PrivacyModal';
export { useLogout } from './session/hooks/useLogout';
export { SocialLinks } from './social/components/SocialLinks';
