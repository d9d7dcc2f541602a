/* eslint-disable testing-library/no-node-access, testing-library/no-container -- This test checks the launcher's wrapper classes and backdrop, which have no role. */
import { messages } from '@doorloopjes/shared';
import { emulateViewportWidth as emulateWidth, setupMswServer } from '@doorloopjes/runtime/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAB_OPEN_KEY } from '../hooks/useLauncherOpen';
import { contentHandlers, generateHandler, historyHandler, recorded, SESSION_ID } from '../../test/assistantServer';
import { loginAs, renderInApp, resetAll } from '../../test/renderChat';
import AssistantChat from '../../dashboard/components/AssistantChat';
import AssistantLauncher from './AssistantLauncher';

const server = setupMswServer(...contentHandlers);

const tray = () => screen.getByRole('button', { name: messages.assistant.title });
const drawer = () => screen.queryByRole('dialog', { name: messages.assistant.title });

beforeEach(() => {
  resetAll();
  emulateWidth(1440);
});

describe('AssistantLauncher', () => {
  it('shows nothing without a logged-in user', () => {
    renderInApp(<AssistantLauncher />, '/doorloopjes');
    expect(screen.queryByRole('button', { name: messages.assistant.title })).not.toBeInTheDocument();
  });

  it("floats by default; with placement 'bar' it is an icon button of the same name that opens the same drawer", async () => {
    loginAs();
    const { unmount } = renderInApp(<AssistantLauncher />, '/doorloopjes');
    // The class carries the positioning: fixed in the corner, or in the row of the phone's bottom bar.
    expect(tray().parentElement).toHaveClass('ai-launcher', 'ai-launcher-floating');
    expect(tray()).toHaveTextContent(`✦${messages.assistant.title}`);
    unmount();
    emulateWidth(390);
    renderInApp(<AssistantLauncher placement="bar" />, '/dashboard');
    expect(tray().parentElement).toHaveClass('ai-launcher', 'ai-launcher-bar');
    // The name stays visible to assistive technology only: the bar shows the icon.
    expect(within(tray()).getByText(messages.assistant.title)).toHaveClass('dl-visually-hidden');
    await userEvent.click(tray());
    expect(drawer()).toBeInTheDocument();
    expect(drawer()).toHaveAttribute('aria-modal', 'true');
  });

  it('opens from the closed tray into a drawer with the chat, and Escape closes it', async () => {
    loginAs();
    renderInApp(<AssistantLauncher />, '/doorloopjes');
    expect(tray()).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeInTheDocument();
    await userEvent.click(tray());
    expect(drawer()).toBeInTheDocument();
    expect(drawer()).toHaveAttribute('aria-modal', 'false');
    expect(tray()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(messages.assistant.inputLabel)).toHaveFocus();
    expect(within(drawer() as HTMLElement).getByText(messages.assistant.welcome)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(tray()).toHaveFocus();
  });

  it('remembers the open state in ai_fab_open on wide screens', async () => {
    loginAs();
    const { unmount } = renderInApp(<AssistantLauncher />, '/doorloopjes');
    await userEvent.click(tray());
    expect(localStorage.getItem(FAB_OPEN_KEY)).toBe('true');
    unmount();
    renderInApp(<AssistantLauncher />, '/doorloopjes');
    expect(drawer()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.assistant.closeLauncher }));
    expect(localStorage.getItem(FAB_OPEN_KEY)).toBe('false');
  });

  it('closes on a route change', async () => {
    loginAs();
    renderInApp(<AssistantLauncher />, '/webinars');
    await userEvent.click(tray());
    expect(drawer()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Naar de doorloopjes' }));
    expect(drawer()).not.toBeInTheDocument();
    expect(localStorage.getItem(FAB_OPEN_KEY)).toBe('false');
  });

  it('is full screen with a backdrop at 768 px or less, and does not remember its state there', async () => {
    emulateWidth(768);
    localStorage.setItem(FAB_OPEN_KEY, 'true');
    loginAs();
    const { container } = renderInApp(<AssistantLauncher />, '/doorloopjes');
    expect(drawer()).not.toBeInTheDocument();
    await userEvent.click(tray());
    expect(drawer()).toHaveAttribute('aria-modal', 'true');
    expect(drawer()).toHaveClass('ai-launcher-drawer-full');
    const backdrop = container.querySelector('.ai-launcher-backdrop');
    expect(backdrop).not.toBeNull();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: backdrop as Element });
    expect(drawer()).not.toBeInTheDocument();
    expect(localStorage.getItem(FAB_OPEN_KEY)).toBe('true');
  });

  it('keeps Tab inside the full-screen drawer', async () => {
    emulateWidth(390);
    loginAs();
    renderInApp(<AssistantLauncher />, '/doorloopjes');
    await userEvent.click(tray());
    const close = screen.getByRole('button', { name: messages.assistant.closeLauncher });
    const reset = screen.getByRole('button', { name: messages.assistant.reset });
    reset.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(reset).toHaveFocus();
  });

  it('renders one active launcher however often it is mounted; the next takes over', () => {
    loginAs();
    const { unmount: unmountFirst } = renderInApp(<AssistantLauncher />, '/doorloopjes');
    renderInApp(<AssistantLauncher />, '/doorloopjes');
    expect(screen.getAllByRole('button', { name: messages.assistant.title })).toHaveLength(1);
    unmountFirst();
    expect(screen.getAllByRole('button', { name: messages.assistant.title })).toHaveLength(1);
  });

  it("opens on 'ai-open-and-prompt' and sends the prompt", async () => {
    server.use(
      generateHandler({ response: 'Een lesplan in drie stappen.', session_id: SESSION_ID }),
      historyHandler([
        { sender: 'user', text: 'Maak een lesplan' },
        { sender: 'bot', text: 'Een lesplan in drie stappen.' },
      ]),
    );
    loginAs();
    renderInApp(<AssistantLauncher />, '/doorloopjes/breuken-vergelijken');
    act(() => window.dispatchEvent(new CustomEvent('ai-open-and-prompt', { detail: { text: 'Maak een lesplan' } })));
    expect(drawer()).toBeInTheDocument();
    const chat = within(drawer() as HTMLElement);
    expect(chat.getByText('Maak een lesplan')).toBeInTheDocument();
    expect(await chat.findByText('Een lesplan in drie stappen.')).toBeInTheDocument();
    expect(recorded.generate).toHaveLength(1);
  });

  it("opens on 'open-ai-assistant' without sending anything", () => {
    loginAs();
    renderInApp(<AssistantLauncher />, '/nieuws');
    act(() => window.dispatchEvent(new CustomEvent('open-ai-assistant', { detail: undefined })));
    expect(drawer()).toBeInTheDocument();
    expect(recorded.generate).toEqual([]);
  });

  it('sends an event prompt once when the dashboard chat and the launcher are both mounted (mobile)', async () => {
    emulateWidth(390);
    server.use(generateHandler({ response: 'Eén antwoord', session_id: SESSION_ID }), historyHandler([{ sender: 'user', text: 'Vraag' }, { sender: 'bot', text: 'Eén antwoord' }]));
    loginAs();
    renderInApp(
      <>
        <AssistantChat />
        <AssistantLauncher />
      </>,
    );
    act(() => window.dispatchEvent(new CustomEvent('ai-send-prompt', { detail: { text: 'Vraag' } })));
    expect(drawer()).toBeInTheDocument();
    // Both surfaces show the same conversation.
    await waitFor(() => expect(screen.getAllByText('Eén antwoord')).toHaveLength(2));
    expect(recorded.generate).toHaveLength(1);
  });

  it("focuses the dashboard chat's input on 'open-ai-assistant' when no launcher is mounted", () => {
    loginAs();
    renderInApp(<AssistantChat />);
    expect(screen.getByLabelText(messages.assistant.inputLabel)).not.toHaveFocus();
    act(() => window.dispatchEvent(new CustomEvent('open-ai-assistant', { detail: undefined })));
    expect(screen.getByLabelText(messages.assistant.inputLabel)).toHaveFocus();
  });
});
