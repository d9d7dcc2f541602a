/** Federation entry of the contract's AssistantLauncher: the floating launcher, nothing more. */
export { default } from '../launcher/components/AssistantLauncher';
