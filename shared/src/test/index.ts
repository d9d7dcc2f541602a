export { assistantUrl, contentUrl, useMswServer } from './msw';
