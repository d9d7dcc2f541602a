import { parseMessage } from '@doorloopjes/assistant-context';
import { buildGrounding } from '../../src/answer/grounding.js';
import type { PlatformUser } from '../../src/http/userVerifier.js';
import { NoModelProvider } from '../../src/providers/no-model/noModelProvider.js';
import type { ContentIndex } from '../../src/retrieval/contentIndex.js';

const provider = new NoModelProvider();

/**
 * The no-model answer the chat would show a teacher of the given sector who types `text` on the
 * dashboard: the same grounding and provider the route uses, without the HTTP around them.
 */
export function noModelAnswer(index: ContentIndex, text: string, sector: string): string {
  const parsed = parseMessage(['[CONTEXT]', 'Rol: leraar', `Sector: ${sector}`, 'Pagina: /dashboard', '[/CONTEXT]', text].join('\n'));
  const user: PlatformUser = { id: 'eval', fullName: 'Eval Docent', educationRole: 'leraar', educationSector: sector };
  return provider.answer({
    userText: parsed.userText,
    context: parsed.context,
    user,
    role: user.educationRole,
    grounding: buildGrounding(index, parsed.userText, parsed.context, '/dashboard'),
    history: [],
    index,
  });
}
