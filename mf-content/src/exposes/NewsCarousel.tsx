/** Federation entry point (platform contract): the nieuws feature's carousel and the shared UI stylesheet, nothing more. */
// The shared UI classes (dl-*) are used beyond the shared components: every entry brings them.
import '@doorloopjes/shared/ui.css';
export { default } from '../nieuws/components/NewsCarousel';
