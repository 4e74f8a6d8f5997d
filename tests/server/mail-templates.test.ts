import fs from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail, welcomeMail } from '../../server/src/features/mail/templates.ts';

const ENGLISH_MAIL_CATALOG = path.resolve(import.meta.dirname, '../../server/src/locales/en/mail.po');

describe('mail templates', () => {
  it('take every line they show from the mail catalog, so translators see each one', () => {
    const catalogTexts = parsePoFile(fs.readFileSync(ENGLISH_MAIL_CATALOG, 'utf8')).items.map((item) => item.msgstr[0]);
    const link = 'https://wordloom.test/verify-email?token=abc';
    const mails = [
      verificationMail({ to: 'a@example.com', name: 'Ana', link, language: 'en' }),
      passwordResetMail({ to: 'a@example.com', name: 'Ana', link, language: 'en' }),
      welcomeMail({ to: 'a@example.com', name: 'Ana', language: 'en', freeWords: 2000 }),
    ];
    for (const mail of mails) {
      const lines = [mail.subject, ...mail.text.split('\n').filter((line) => line !== '' && line !== link)];
      for (const line of lines) {
        expect(catalogTexts, line).toContain(line.replace('Ana', '{name}').replace('2,000', '{words}'));
      }
    }
  });

  const link = 'https://wordloom.test/verify-email?token=abc';

  it.each(['Visit https://evil.example/win now', 'Claim your prize at evil.example', 'Write to prize@evil.example'])(
    'show the name %s as plain text that no mail client links',
    (name) => {
      for (const mail of [
        verificationMail({ to: 'a@example.com', name, link, language: 'en' }),
        welcomeMail({ to: 'a@example.com', name, language: 'en', freeWords: 2000 }),
      ]) {
        const greetingLine = mail.text.split('\n')[0] ?? '';
        // Read without the invisible separators, it is the name as typed.
        expect(greetingLine.replaceAll('\u200b', '')).toBe(`Hi ${name},`);
        expect(greetingLine).not.toMatch(/https?:\/\/|evil\.example|@evil/);
        expect(mail.html).not.toMatch(/https?:\/\/evil|evil\.example|@evil/);
        expect(mail.html.match(/<a /g) ?? []).toHaveLength(mail.kind === 'welcome' ? 0 : 2);
      }
    },
  );

  it('cut a long name to 60 characters and keep it on one line', () => {
    const mail = welcomeMail({ to: 'a@example.com', name: `Ana\n${'x'.repeat(500)}`, language: 'en', freeWords: 2000 });
    expect(mail.text.split('\n')[0]).toBe(`Hi Ana ${'x'.repeat(56)}…,`);
  });
});
