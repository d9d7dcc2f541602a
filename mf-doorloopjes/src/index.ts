// Async boundary: federation must negotiate shared modules before any of them is evaluated.
void import('./bootstrap');
