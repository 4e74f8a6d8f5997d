import { accountRouter } from '../features/account/router.ts';
import { adminRouter } from '../features/admin/router.ts';
import { aiRouter } from '../features/ai/router.ts';
import { articleWriterRouter } from '../features/article-writer/router.ts';
import { authRouter } from '../features/auth/router.ts';
import { billingRouter } from '../features/billing/router.ts';
import { blogRouter } from '../features/blog/router.ts';
import { blogEngagementRouter } from '../features/blog-engagement/router.ts';
import { googleContactsRouter } from '../features/google-contacts/router.ts';
import { httpMappingsRouter } from '../features/http-mappings/router.ts';
import { linkedinRouter } from '../features/linkedin/router.ts';
import { mailRouter } from '../features/mail/router.ts';
import { newsletterRouter } from '../features/newsletter/router.ts';
import { noticesRouter } from '../features/notices/router.ts';
import { removedUrlsRouter } from '../features/removed-urls/router.ts';
import { supportRouter } from '../features/support/router.ts';
import { systemRouter } from '../features/system/router.ts';
import { toolsRouter } from '../features/tools/router.ts';
import { usersRouter } from '../features/users/router.ts';
import { wordsRouter } from '../features/words/router.ts';
import { router } from './init.ts';

export const appRouter = router({
  system: systemRouter,
  removedUrls: removedUrlsRouter,
  auth: authRouter,
  account: accountRouter,
  users: usersRouter,
  words: wordsRouter,
  ai: aiRouter,
  httpMappings: httpMappingsRouter,
  mail: mailRouter,
  linkedin: linkedinRouter,
  notices: noticesRouter,
  blog: blogRouter,
  blogEngagement: blogEngagementRouter,
  googleContacts: googleContactsRouter,
  newsletter: newsletterRouter,
  articleWriter: articleWriterRouter,
  tools: toolsRouter,
  support: supportRouter,
  billing: billingRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
