/** Set by the build (rsbuild.config.ts): the shell build's identity. */
declare const __SHELL_BUILD__: string;
