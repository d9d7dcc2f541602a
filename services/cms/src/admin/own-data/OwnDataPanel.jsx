import { useState } from 'react';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient } from '@strapi/strapi/admin';

const USER = 'plugin::users-permissions.user';
const LIST = `/admin/content-manager/collection-types/${USER}`;

const box = { display: 'grid', gap: 8, padding: 16, width: '100%', border: '1px solid #dcdce4', borderRadius: 4, background: '#fff' };
const button = { padding: '8px 16px', borderRadius: 4, border: '1px solid #4945ff', background: '#4945ff', color: '#fff', cursor: 'pointer', font: 'inherit' };
const danger = { ...button, borderColor: '#d02b20', background: '#d02b20' };

/** Saves the export as the file a teacher would get herself. */
function saveJson(data, id) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `doorloopjes-gegevens-gebruiker-${id}-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Gegevens van deze gebruiker' on a user's edit view: download everything kept about her, or
 * delete the account with all her data (conversations in the assistant included). The server
 * checks the administrator's rights and records who did it and when.
 */
export function OwnDataPanel() {
  const { model, id } = useContentManagerContext();
  const { get, post } = useFetchClient();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  if (model !== USER || !id) return null;

  const run = async (work) => {
    setBusy(true);
    setMessage('');
    try {
      await work();
    } catch (error) {
      setMessage(error?.response?.data?.error?.message ?? 'Dat is niet gelukt. Probeer het later opnieuw.');
    } finally {
      setBusy(false);
    }
  };
  const exportData = () =>
    run(async () => {
      const { data } = await get(`/users-permissions/own-data/users/${id}/export`);
      saveJson(data, data?.account?.id ?? id);
      setMessage('De gegevens zijn gedownload; het verzoek is vastgelegd.');
    });
  const deleteAccount = () => {
    if (!window.confirm('Dit account en alle gegevens ervan (ook de gesprekken met de AI-assistent) definitief verwijderen?')) return;
    return run(async () => {
      await post(`/users-permissions/own-data/users/${id}/delete`, {});
      window.location.assign(LIST);
    });
  };

  return (
    <section style={box} aria-label="Gegevens van deze gebruiker">
      <strong>Gegevens van deze gebruiker (AVG)</strong>
      <button type="button" style={button} disabled={busy} onClick={() => void exportData()}>
        Gegevens downloaden
      </button>
      <button type="button" style={danger} disabled={busy} onClick={() => void deleteAccount()}>
        Account en gegevens verwijderen
      </button>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
