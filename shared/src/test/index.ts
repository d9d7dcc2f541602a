export { assistantUrl, contentUrl, setupMswServer } from './msw';
