/** Federation entry of the contract's AssistantChat: the dashboard chat, nothing more. */
export { default } from '../dashboard/components/AssistantChat';
