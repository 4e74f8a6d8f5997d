import type { Kysely } from 'kysely';
import { inTransaction } from '../../server/src/db/executor.ts';
import type { DB } from '../../server/src/db/schema.ts';
import { resealProviderTokens } from '../../server/src/features/auth/oauth-service.ts';
import { resealRequestSecrets } from '../../server/src/features/http-mappings/service.ts';
import { resealOutbox } from '../../server/src/features/mail/service.ts';
import { resealToolSecrets } from '../../server/src/features/tools/service.ts';
import type { SecretBox } from '../../server/src/lib/crypto.ts';

export interface ResealedRows {
  providerTokens: number;
  outboxMails: number;
  httpRequestSecrets: number;
  toolSecrets: number;
}

/**
 * Seals every secret at rest again with the first key of TOKEN_ENC_KEYS, in one transaction: a
 * row that cannot be opened with the configured keys stops the whole run and changes nothing.
 */
export function reencryptSecrets(db: Kysely<DB>, secrets: SecretBox): Promise<ResealedRows> {
  return inTransaction(db, async (trx) => ({
    providerTokens: await resealProviderTokens({ db: trx, secrets }),
    outboxMails: await resealOutbox({ db: trx, secrets }),
    httpRequestSecrets: await resealRequestSecrets({ db: trx, secrets }),
    toolSecrets: await resealToolSecrets({ db: trx, secrets }),
  }));
}
