/* eslint-disable testing-library/no-node-access -- This test checks the backdrop and the inert background, which have no role. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@doorloopjes/messages';
import { Modal } from './Modal';

/** A page with a trigger and content behind the dialog, as an app renders it. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Openen
      </button>
      <a href="/achter">Achtergrond</a>
      {open && (
        <Modal
          title="Venster"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Veld" />
          <button type="button">Actie</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and locks the page behind', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    const dialog = screen.getByRole('dialog', { name: 'Venster' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    expect(container).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('keeps Tab inside, closes on Escape and gives focus and the page back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { container } = render(<Page onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Openen' });
    await user.click(trigger);
    const close = screen.getByRole('button', { name: messages.common.close });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Veld' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Actie' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes by the close button and by the backdrop, not by a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.click(screen.getByRole('textbox', { name: 'Veld' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: messages.common.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a stacked dialog leaves the first one usable again when it closes', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Modal title="Buiten" onClose={() => undefined}>
          <button type="button" onClick={() => setInner(true)}>
            Meer
          </button>
          {inner && (
            <Modal title="Binnen" onClose={() => setInner(false)}>
              <p>Binnen</p>
            </Modal>
          )}
        </Modal>
      );
    }
    render(<Stacked />);
    const outer = screen.getByRole('dialog', { name: 'Buiten' });
    const more = screen.getByRole('button', { name: 'Meer' });
    await user.click(more);
    expect(outer.closest('[inert]')).not.toBeNull();
    const inner = screen.getByRole('dialog', { name: 'Binnen' });
    expect(inner.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Binnen' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(outer.closest('[inert]')).toBeNull();
  });
});
