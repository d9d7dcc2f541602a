import { Modal, REMOTE_NAMES, messages, type RemoteName } from '@doorloopjes/shared';
import { useContext } from 'react';
import { RegistryContext } from '../hooks/RegistryContext';
import { useReleaseNotes } from '../hooks/useReleaseNotes';
import './remotes.css';

/** A version's release notes, as the team wrote them (line breaks kept by the stylesheet). */
function ReleaseNotes({ remote, version }: { remote: RemoteName; version: string | undefined }) {
  const { data, isLoading } = useReleaseNotes(remote, version);
  if (isLoading) return <>{messages.remotes.notesLoading}</>;
  return <span className="sh-versions-notes">{data ?? messages.remotes.notesNone}</span>;
}

/**
 * 'Versies': the version of each remote this page loaded, 'uit' for a remote that is off, and
 * the release notes of each registered version.
 */
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
            <th scope="col">{messages.remotes.notesColumn}</th>
          </tr>
        </thead>
        <tbody>
          {REMOTE_NAMES.map((name) => {
            const entry = registry[name];
            return (
              <tr key={name}>
                <th scope="row">{`mf-${name}`}</th>
                <td>{entry ? (entry.version ?? messages.remotes.versionUnknown) : messages.remotes.versionOff}</td>
                <td>{entry ? <ReleaseNotes remote={name} version={entry.version} /> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}
