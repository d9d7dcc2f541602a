// Async boundary: the federation runtime negotiates the shared singletons before any module that
// uses them is evaluated. The runtime config and the remote registry load inside bootstrap.tsx,
// before the first render.
// In a task of its own: the runtime's start-up in this entry and the negotiation with the modules
// of bootstrap.tsx are each long enough on a phone to hold up a tap; one after the other in one
// task, they would hold it up twice as long. A posted message, unlike a timer, is not slowed down
// in a background tab.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => void import('./bootstrap');
nextTask.port2.postMessage(null);
