import { EDUCATION_ROLES, EDUCATION_SECTORS, messages } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionHandlers, strapiError } from '../../../test/handlers';
import { renderAt } from '../../../test/renderWithRouter';
import { resetStores } from '../../../test/resetStores';
import { RegisterModal } from './RegisterModal';

const m = messages.auth;
const server = setupMswServer(...sessionHandlers);

type User = ReturnType<typeof userEvent.setup>;

function renderRegister() {
  const onLogin = vi.fn();
  renderAt(<RegisterModal onClose={vi.fn()} onLogin={onLogin} />);
  return { user: userEvent.setup(), onLogin };
}

async function fillAccount(user: User, role = 'leraar') {
  await user.type(screen.getByLabelText(m.fullName), 'Juf Test');
  await user.type(screen.getByLabelText(m.email), 'juf@school.nl');
  await user.type(screen.getByLabelText(m.password), 'Geheim!2026');
  await user.selectOptions(screen.getByLabelText(m.educationRole), role);
  await user.selectOptions(screen.getByLabelText(m.educationSector), 'MBO');
}

/** Records the registration payloads and answers with `reply`. */
function onRegister(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(contentUrl('/api/auth/local/register'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

beforeEach(resetStores);

describe('RegisterModal, step 1', () => {
  it('offers the four roles and five sectors', () => {
    renderRegister();
    const roles = within(screen.getByLabelText(m.educationRole)).getAllByRole('option').map((o) => o.getAttribute('value'));
    const sectors = within(screen.getByLabelText(m.educationSector)).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(roles).toEqual(['', ...EDUCATION_ROLES]);
    expect(sectors).toEqual(['', ...EDUCATION_SECTORS]);
    expect(EDUCATION_SECTORS).toEqual(['PO', 'VO', 'MBO', 'HBO', 'S(VO)']);
    expect(screen.getByRole('checkbox', { name: m.isStudent })).not.toBeChecked();
    expect(screen.getByText(m.registerStep(1, 2))).toBeInTheDocument();
  });

  it('asks for every required field', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText(m.fullName), 'Juf Test');
    await user.click(screen.getByRole('button', { name: m.next }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.fillRequiredFields);
    expect(screen.getByText(m.registerStep(1, 2))).toBeInTheDocument();
  });

  it("asks for the other role when the role is 'anders'", async () => {
    const { user } = renderRegister();
    await fillAccount(user, 'anders');
    await user.click(screen.getByRole('button', { name: m.next }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.fillOtherRole);
    await user.type(screen.getByLabelText(m.educationRoleOther), 'Intern begeleider');
    await user.click(screen.getByRole('button', { name: m.next }));
    expect(screen.getByText(m.registerStep(2, 2))).toBeInTheDocument();
  });
});

describe('RegisterModal, step 2 and the outcome', () => {
  it("'Overslaan' registers without school data and logs in with the returned token", async () => {
    const bodies = onRegister(() => HttpResponse.json({ jwt: 'direct-token', user: { id: 7 } }));
    const { user } = renderRegister();
    await fillAccount(user);
    await user.click(screen.getByRole('checkbox', { name: m.isStudent }));
    await user.click(screen.getByRole('button', { name: m.next }));
    await user.type(screen.getByLabelText(m.schoolName), 'Wordt overgeslagen');
    await user.click(screen.getByRole('button', { name: m.skip }));
    expect(await screen.findByText('Pad: /dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBe('direct-token');
    expect(bodies).toEqual([
      {
        username: 'juf@school.nl',
        email: 'juf@school.nl',
        password: 'Geheim!2026',
        fullName: 'Juf Test',
        educationRole: 'leraar',
        educationRoleOther: '',
        educationSector: 'MBO',
        isStudent: true,
        schoolName: '',
        city: '',
      },
    ]);
  });

  it("without a token it shows 'Registratie voltooid' and asks to confirm the e-mail address", async () => {
    const bodies = onRegister(() => HttpResponse.json({ user: { id: 8, confirmed: false } }));
    const { user, onLogin } = renderRegister();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: m.next }));
    await user.type(screen.getByLabelText(m.schoolName), 'De Regenboog');
    await user.type(screen.getByLabelText(m.city), 'Zwolle');
    await user.click(screen.getByRole('button', { name: m.createAccount }));
    expect(await screen.findByRole('dialog', { name: m.registrationCompleted })).toBeInTheDocument();
    expect(screen.getByText(m.registrationCompletedText)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ schoolName: 'De Regenboog', city: 'Zwolle' });
    expect(localStorage.getItem('jwt')).toBeNull();
    await user.click(screen.getByRole('button', { name: m.goToLogin }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('a server error returns to step 1 with the server message', async () => {
    onRegister(() => strapiError(400, 'Email or Username are already taken'));
    const { user } = renderRegister();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: m.next }));
    await user.click(screen.getByRole('button', { name: m.createAccount }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Username are already taken');
    expect(screen.getByText(m.registerStep(1, 2))).toBeInTheDocument();
    expect(screen.getByLabelText(m.fullName)).toHaveValue('Juf Test');
  });

  it('an error without a message shows the unknown-error text', async () => {
    onRegister(() => new HttpResponse(null, { status: 502 }));
    const { user } = renderRegister();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: m.next }));
    await user.click(screen.getByRole('button', { name: m.skip }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.unknownError);
  });

  it('goes back to step 1 without losing input', async () => {
    const { user } = renderRegister();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: m.next }));
    expect(screen.getByLabelText(m.schoolName)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: m.back }));
    expect(screen.getByLabelText(m.email)).toHaveValue('juf@school.nl');
  });
});
