// Async boundary: the runtime config and remote registry load before React and the shared
// singletons are evaluated (see bootstrap.tsx).
void import('./bootstrap');
