import { downloadBlob, messages } from '@doorloopjes/shared';
import type Konva from 'konva';
import { useState, type RefObject } from 'react';
import { renderClusterPng } from '../model/exportPng';

/** Downloads the cluster as 'mijn-cluster.png'. */
export function DownloadButton({ stageRef, disabled }: { stageRef: RefObject<Konva.Stage | null>; disabled: boolean }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const stage = stageRef.current;
    if (!stage) return;
    setBusy(true);
    try {
      downloadBlob(await renderClusterPng(stage), messages.cluster.pngFileName);
    } catch (error) {
      console.error('Downloaden als PNG is mislukt.', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="cl-button" onClick={() => void download()} disabled={disabled || busy}>
      {messages.cluster.download}
    </button>
  );
}
