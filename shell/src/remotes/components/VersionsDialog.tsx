import { Modal, REMOTE_NAMES, messages } from '@doorloopjes/shared';
import { useContext } from 'react';
import { RegistryContext } from '../hooks/RegistryContext';
import './remotes.css';

/** 'Versies': the version of each remote this page loaded, 'uit' for a remote that is off. */
export function VersionsDialog({ onClose }: { onClose: () => void }) {
  const registry = useContext(RegistryContext);
  return (
    <Modal title={messages.remotes.versionsTitle} onClose={onClose}>
      <p>{messages.remotes.versionsIntro}</p>
      <table className="sh-versions-table">
        <thead>
          <tr>
            <th scope="col">{messages.remotes.remoteColumn}</th>
            <th scope="col">{messages.remotes.versionColumn}</th>
          </tr>
        </thead>
        <tbody>
          {REMOTE_NAMES.map((name) => {
            const entry = registry[name];
            return (
              <tr key={name}>
                <th scope="row">{`mf-${name}`}</th>
                <td>{entry ? (entry.version ?? messages.remotes.versionUnknown) : messages.remotes.versionOff}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}
