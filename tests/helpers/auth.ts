import { readOutbox } from '../../server/src/lib/mail.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';

/** The first link in the newest outbox mail to `to` whose URL contains `path`. */
export async function linkFromMail(deps: AppDeps, to: string, path: string): Promise<string> {
  const mails = await readOutbox(deps);
  const mail = mails.find((candidate) => candidate.to === to && candidate.text.includes(path));
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No mail to ${to} with a ${path} link`);
  return link;
}
