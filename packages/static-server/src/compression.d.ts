// The compression middleware as the server uses it (the package ships no types of its own).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  export default function compression(): Middleware;
}
