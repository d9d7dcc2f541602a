import { loadRuntimeConfig, startPreview } from '@doorloopjes/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerEnabledRemotes } from '../remotes/loader';
import { loadPageRegistry } from '../remotes/loadPageRegistry';
import { PreviewApp } from './components/PreviewApp';
import { previewedPage, takePreviewCredential } from './previewLink';

/**
 * The boot of a /voorbeeld page: the credential is taken from the link before anything reads,
 * and unlike the platform's boot neither the persisted query cache nor the tabs' shared cache is
 * started (a draft must never land on the device or in a teacher's tab), nor the session's load
 * (no teacher's token is sent; a teacher logged in in this browser stays logged in).
 */
export async function startPreviewPage(root: HTMLElement): Promise<void> {
  const credential = takePreviewCredential();
  if (credential) startPreview(credential);
  const { registry, override } = await loadRuntimeConfig('/config.json').then(loadPageRegistry);
  registerEnabledRemotes(registry);
  createRoot(root).render(
    <StrictMode>
      <PreviewApp registry={registry} override={override} page={previewedPage(window.location.search)} credential={credential} />
    </StrictMode>,
  );
}
