// Async boundary: the federation runtime negotiates the shared singletons before any module that
// uses them is evaluated. The runtime config and the remote registry load inside bootstrap.tsx,
// before the first render.
void import('./bootstrap');
