import { mediaUrl, messages, safeHref, type Download } from '@doorloopjes/shared';
import { useId } from 'react';
import { formatKb } from '../fileSize';

/** A webinar's downloads: name and size in KB to one decimal. */
export function DownloadList({ downloads }: { downloads: Download[] | null | undefined }) {
  const headingId = useId();
  if (!downloads || downloads.length === 0) return null;
  return (
    <section className="ct-downloads" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.content.downloads}</h2>
      <ul>
        {downloads.map((download) => {
          const size = formatKb(download.size);
          return (
            <li key={download.id}>
              <a href={safeHref(mediaUrl(download.url))} download target="_blank" rel="noopener noreferrer">
                {download.name}
              </a>
              {size && <span className="ct-download-size"> ({size})</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
