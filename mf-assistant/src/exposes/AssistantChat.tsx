/**
 * Federation entry of the contract's AssistantChat: the dashboard chat and the shared UI
 * stylesheet, and the chat's start for the user the page knows (its history loads while the chat
 * renders).
 */
// The shared UI classes (dl-*) are used beyond the shared components: every entry brings them.
import '@doorloopjes/shared/ui.css';
import { startChatForKnownUser } from '../chat/model/lifecycle';
export { default } from '../dashboard/components/AssistantChat';

startChatForKnownUser();
