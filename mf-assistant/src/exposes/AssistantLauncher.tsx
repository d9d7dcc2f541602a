/** Federation entry of the contract's AssistantLauncher: the floating launcher and the shared UI stylesheet, nothing more. */
// The shared UI classes (dl-*) are used beyond the shared components: every entry brings them.
import '@doorloopjes/shared/ui.css';
export { default } from '../launcher/components/AssistantLauncher';
