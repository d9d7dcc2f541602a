/** Federation entry point (platform contract): the widgets feature's component and the shared UI stylesheet, nothing more. */
// The shared UI classes (dl-*) are used beyond the shared components: every entry brings them.
import '@doorloopjes/shared/ui.css';
export { default } from '../widgets/components/InProgressCarousel';
