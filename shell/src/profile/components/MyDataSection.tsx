import { messages } from '@doorloopjes/shared';
import { useState } from 'react';
import { PrivacyModal } from '../../public/rich/components/PrivacyModal';
import { useDownloadMyData } from '../hooks/useDownloadMyData';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { FormMessageText } from './FormMessageText';

const l = messages.layout;

/** 'Mijn gegevens': what is kept and for how long, the download of all of it, and account deletion. */
export function MyDataSection() {
  const { download, busy, message } = useDownloadMyData();
  const [dialog, setDialog] = useState<'privacy' | 'delete' | null>(null);
  const close = () => setDialog(null);

  return (
    <section className="profile-form profile-my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{l.myDataTitle}</h2>
      <p>{l.myDataIntro}</p>
      <p>
        <a
          href="#privacyverklaring"
          onClick={(event) => {
            event.preventDefault();
            setDialog('privacy');
          }}
        >
          {l.myDataPrivacyLink}
        </a>
      </p>
      <FormMessageText message={message} />
      <div className="form-actions">
        <button type="button" className="button" onClick={download} disabled={busy}>
          {busy ? l.downloadingMyData : l.downloadMyData}
        </button>
        <button type="button" className="button button-danger" onClick={() => setDialog('delete')}>
          {l.deleteAccount}
        </button>
      </div>
      {dialog === 'privacy' && <PrivacyModal onClose={close} />}
      {dialog === 'delete' && <DeleteAccountDialog onClose={close} />}
    </section>
  );
}
