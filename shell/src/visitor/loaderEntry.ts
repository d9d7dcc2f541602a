import { loadVisitorApp } from './visitorLoader';

// The loader's entry (rsbuild.visitor.config.ts): kept apart so tests can import the loader without starting it.
loadVisitorApp();
