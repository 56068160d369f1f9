import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendPlaybookEmailRequestSchema } from '#contracts/email.ts';
import { savedPlaybooksResponseSchema } from '#contracts/playbooks.ts';
import { fetchSavedPlaybooks } from '../playbooks/saved-playbooks.ts';
import { sendPlaybookEmail } from './playbook-api.ts';

// The browser's names for what it sends and reads must be the wire's: a renamed key would pass every unit test on
// one side and be refused (or read as empty) by the server.
afterEach(() => vi.unstubAllGlobals());

describe('the playbook calls speak the contracts', () => {
  it('sends the email request the server parses, with the playbook id and content in their wire fields', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await sendPlaybookEmail({ email: 'maria@example.com', restaurantName: 'Cafe', sopContent: 'Text', sopId: 'abc' });
    const body: unknown = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    const parsed = sendPlaybookEmailRequestSchema.strict().parse(body);
    expect(parsed).toMatchObject({ sopId: 'abc', sopContent: 'Text', email: 'maria@example.com' });
  });

  it('reads the saved list the server answers', async () => {
    const answer = savedPlaybooksResponseSchema.parse({
      sops: [
        {
          id: 'a1',
          name: 'Cafe A',
          location: 'NY',
          address: '1 Main St',
          description: 'Good',
          specialty: 'Oysters',
          createdAt: '2026-11-28T12:00:00.000Z',
        },
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json(answer)),
    );
    expect((await fetchSavedPlaybooks(6)).map((playbook) => playbook.id)).toEqual(['a1']);
  });
});
