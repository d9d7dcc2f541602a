// The shell's server renders (shell/dist-prerender) as the static server loads them: the module's
// time in its URL, so a rebuilt shell is picked up without a restart (Node caches a module by URL).
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const importBuild = (module) => import(`${pathToFileURL(module).href}?v=${statSync(module).mtimeMs}`);
