/** The hook lives in the shared package (the guide detail page uses it too). */
export { useRemoteData, type RemoteData } from '@doorloopjes/shared';
