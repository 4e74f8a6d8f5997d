/**
 * The Solutions pages' content (issue 16 point 5), written by the team: five pillars of three use
 * cases each. Every text is a Lingui message, so the catalogs translate it; slugs stay English and
 * come from the shared address list, so a page cannot exist here without an address or the reverse.
 * Claims stay within what Wordloom does today: no customers, numbers or features it lacks.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconBriefcase, IconBuildingStore, IconChartBar, IconRocket, IconUsers } from '@tabler/icons-react';
import type { PillarSlug, SOLUTION_SLUGS } from '@wordloom/shared/domain/solution-paths';

export interface UseCase {
  slug: string;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** The explanation, one message per paragraph. */
  body: MessageDescriptor[];
  /** What the user gives Wordloom, and an excerpt of what it writes. */
  example: { input: MessageDescriptor; output: MessageDescriptor };
  steps: [MessageDescriptor, MessageDescriptor, MessageDescriptor];
}

export interface Pillar {
  slug: PillarSlug;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  intro: MessageDescriptor;
  icon: typeof IconBriefcase;
  useCases: UseCase[];
}

type UseCases<P extends PillarSlug> = { [S in (typeof SOLUTION_SLUGS)[P][number]]: Omit<UseCase, 'slug'> };

function withSlugs<P extends PillarSlug>(cases: UseCases<P>): UseCase[] {
  return Object.entries<Omit<UseCase, 'slug'>>(cases).map(([slug, useCase]) => ({ slug, ...useCase }));
}

const agencies: Pillar = {
  slug: 'agencies',
  title: msg`Agencies`,
  summary: msg`Deliver search articles and LinkedIn posts for every client without adding writers.`,
  intro: msg`An agency sells expertise, not typing. Wordloom takes the first draft off your team's desk: keyword research, outline, a full SEO article and LinkedIn posts, in the client's language. Your people spend their time on the client's voice, facts and approval.`,
  icon: IconBriefcase,
  useCases: withSlugs<'agencies'>({
    'client-blog-content': {
      title: msg`Blog articles for clients, from keyword to edited draft`,
      summary: msg`Turn each client's target keywords into search-optimised articles your editors only polish.`,
      body: [
        msg`Most agency content work starts the same way: a keyword the client wants to rank for, and a deadline. Wordloom's article writer begins there. You enter the keyword, the country and the language, and it suggests related keywords to pick from.`,
        msg`From your chosen keywords it proposes titles and meta descriptions, then an outline, heading by heading, that you can change before anything is written. The article that follows sticks to that outline, and comes with an SEO score, internal link suggestions and an optional check of its links for ones that no longer work.`,
        msg`Your editor then works in the article editor: adds the client's facts, adjusts the tone, and copies the finished piece into the client's site. Every piece is paid for in words from one balance, so the cost per article is visible before you quote it.`,
      ],
      example: {
        input: msg`Keyword "commercial roof repair", country United States, language English, content type Blog Post.`,
        output: msg`Title: Commercial Roof Repair: When to Patch, When to Replace. Outline: 1. Signs your flat roof needs attention. 2. Repair or replace: how to decide. 3. What a roof inspection covers. 4. Planning repairs around your business.`,
      },
      steps: [
        msg`Enter the client's keyword, country and language, and pick the keywords worth ranking for.`,
        msg`Choose a title and description, then adjust the outline before the article is written.`,
        msg`Edit the article, review its SEO score and links, and hand it to the client.`,
      ],
    },
    'multilingual-client-content': {
      title: msg`One article, every market your client sells in`,
      summary: msg`Write once, then translate into any of 27 languages instead of briefing a translator per market.`,
      body: [
        msg`Clients with customers in several countries expect content in each customer's language. Briefing a writer per language multiplies cost and delay, and the versions drift apart.`,
        msg`Wordloom writes in 27 languages, right-to-left scripts such as Arabic and Hebrew included. Write the article once in the language you review best, then translate it into the markets the client needs: each translation keeps the structure of the original.`,
        msg`Because the keyword step takes a country and a language, you can also start an article directly in a market's language when its search terms differ from the English ones. Either way, a native-speaking reviewer on your side gives the final read.`,
      ],
      example: {
        input: msg`An approved English article, "How to choose a standing desk", translated into German and Spanish.`,
        output: msg`German: "Wie Sie den richtigen Stehschreibtisch finden". Spanish: "Cómo elegir un escritorio de pie". Each keeps the original's headings and sections.`,
      },
      steps: [
        msg`Write and approve the article in one language.`,
        msg`Translate it into the languages of the client's markets.`,
        msg`Have a native speaker review each version before it goes live.`,
      ],
    },
    'linkedin-for-clients': {
      title: msg`LinkedIn posts for your clients' leaders`,
      summary: msg`Draft, schedule and measure LinkedIn posts that sound like the person whose name is on them.`,
      body: [
        msg`Managing a client's LinkedIn presence means a steady flow of posts in someone else's voice. Wordloom's LinkedIn post writer starts from a topic and lets you set the language, writing style, length, target audience, intent and category, or start from a template.`,
        msg`Save posts as drafts for the client to approve, then schedule them for the date and time you agreed. Posts can be plain text, carry images, or be a PDF document, which LinkedIn shows as a swipeable carousel.`,
        msg`Once posts are out, the insights view shows how each is doing, so your monthly report rests on what was published rather than on guesses.`,
      ],
      example: {
        input: msg`Topic "what we learned moving our warehouse to a new city", audience operations managers, style conversational, length short.`,
        output: msg`"We moved our warehouse 300 km last spring. The trucks were the easy part. The hard part was keeping every order on time while half the team was still learning the new layout. Three things that made the difference: …"`,
      },
      steps: [
        msg`Describe the topic, audience and intent, or start from a template.`,
        msg`Save the draft for approval, then schedule it.`,
        msg`Publish as text, images or a PDF carousel, and follow its insights.`,
      ],
    },
  }),
};

const founders: Pillar = {
  slug: 'founders',
  title: msg`Founders`,
  summary: msg`Build an audience and search traffic while you build the company.`,
  intro: msg`Founders know their subject better than anyone, and have the least time to write about it. Wordloom turns what you know into LinkedIn posts and search articles in minutes, so your company is found before you can afford a marketing team.`,
  icon: IconRocket,
  useCases: withSlugs<'founders'>({
    'founder-led-linkedin': {
      title: msg`A regular LinkedIn habit, without the blank page`,
      summary: msg`Turn the lessons of your week into posts, scheduled ahead so you keep showing up.`,
      body: [
        msg`Founder-led content works because it is specific: a decision you made, a customer conversation, a mistake. What stops most founders is not ideas but the time to shape them into a post.`,
        msg`Give Wordloom's LinkedIn post writer the topic in a sentence, the audience you want to reach and what you want them to do. It drafts the post; you keep what sounds like you and change the rest. Templates help when you want a familiar shape, such as a lesson learned or a behind-the-scenes story.`,
        msg`Write three posts on a Sunday, schedule them across the week, and look at the insights afterwards to see which topics your audience responds to.`,
      ],
      example: {
        input: msg`Topic "why we said no to our biggest prospect", audience B2B SaaS founders, intent start a conversation.`,
        output: msg`"Last month we turned down the largest deal in our pipeline. They wanted a custom version we would have had to maintain forever. Here is how we decided, and what happened next: …"`,
      },
      steps: [
        msg`Write the idea in one sentence and choose who it is for.`,
        msg`Edit the draft until it sounds like you.`,
        msg`Schedule it and check its insights later.`,
      ],
    },
    'launch-announcements': {
      title: msg`Launch announcements that explain, not just announce`,
      summary: msg`Announce a launch on LinkedIn and back it with an article people can find later.`,
      body: [
        msg`A launch post gets attention for a day; an article that explains the problem you solve can bring visitors for months. Wordloom helps with both from the same material.`,
        msg`Use the LinkedIn post writer for the announcement: a short post, or a PDF carousel that walks through the feature screen by screen. Schedule it for the launch morning.`,
        msg`Then use the article writer on the keyword people search when they have the problem your launch solves. The outline step lets you make sure the article covers your approach honestly alongside the alternatives.`,
      ],
      example: {
        input: msg`Post topic "we launched shared inboxes for small support teams", format PDF carousel; article keyword "shared inbox for small teams".`,
        output: msg`Post: "Small support teams told us the same thing: emails get answered twice or not at all. Today we launch shared inboxes. Swipe for how it works →". Article title: Shared Inbox for Small Teams: How to Stop Answering Twice.`,
      },
      steps: [
        msg`Draft the announcement post and attach your screenshots or a PDF.`,
        msg`Schedule it for launch day.`,
        msg`Write the supporting article from the keyword your customers search.`,
      ],
    },
    'seo-foundation': {
      title: msg`Your first ten search articles`,
      summary: msg`Lay the foundation of organic traffic with articles planned around real keywords.`,
      body: [
        msg`Search traffic builds slowly, so the best time to start is early. The hard part is knowing what to write: Wordloom's article writer starts from a seed keyword and shows related keywords, so you can choose topics people actually search for.`,
        msg`Each article goes through the same steps: title and meta description, an outline you approve, the full article with an SEO score and internal link suggestions to your other articles, and an optional broken-link check.`,
        msg`Ten articles is a realistic first set for a founder to review. You pay only for the words written, and the free trial's words are enough to try the whole flow before you decide.`,
      ],
      example: {
        input: msg`Seed keyword "invoice software for freelancers", country United Kingdom, language English.`,
        output: msg`Suggested keywords include "free invoice template for freelancers", "how to invoice as a freelancer" and "late payment fees UK". First title: How to Invoice as a Freelancer in the UK: A Step-by-Step Guide.`,
      },
      steps: [
        msg`Start from a seed keyword and pick the topics worth writing.`,
        msg`Approve each article's outline before it is written.`,
        msg`Edit, check the SEO score and links, and publish.`,
      ],
    },
  }),
};

const b2bMarketing: Pillar = {
  slug: 'b2b-marketing',
  title: msg`B2B marketing`,
  summary: msg`Keep a content calendar full across search, LinkedIn and every market.`,
  intro: msg`B2B buyers research long before they talk to sales, on search engines and on LinkedIn. Wordloom gives a small marketing team the output of a larger one: planned search articles, posts for the company's experts, and translations for each region.`,
  icon: IconChartBar,
  useCases: withSlugs<'b2b-marketing'>({
    'topic-clusters': {
      title: msg`Topic clusters that link together`,
      summary: msg`Cover a subject with a set of articles that reference each other and support your main page.`,
      body: [
        msg`Search engines reward sites that cover a subject in depth. A topic cluster is a main article surrounded by narrower ones that link to it and to each other.`,
        msg`Wordloom's keyword step shows the related keywords around your main term; each becomes its own article. As you write them, the article writer suggests internal links between your articles, and the broken-link check catches links that no longer work.`,
        msg`The SEO score on each article shows what still needs attention before you publish, so the whole cluster goes out at a consistent standard.`,
      ],
      example: {
        input: msg`Main keyword "employee onboarding software", country United States.`,
        output: msg`Cluster plan from the suggested keywords: "employee onboarding checklist", "remote onboarding best practices", "onboarding metrics to track", each linking back to the main guide.`,
      },
      steps: [
        msg`Enter the main keyword and choose the related keywords for the cluster.`,
        msg`Write one article per keyword, approving each outline.`,
        msg`Accept the internal link suggestions and check the SEO score before publishing.`,
      ],
    },
    'thought-leadership': {
      title: msg`Thought leadership from your subject experts`,
      summary: msg`Turn a short interview with an expert into posts they are happy to publish under their name.`,
      body: [
        msg`Your engineers, consultants and executives know things your buyers want to hear, but rarely have time to write. A fifteen-minute conversation usually holds three or four good posts.`,
        msg`Paste the key points into the LinkedIn post writer as the topic and guidance, choose the expert's writing style and audience, and draft a post for each point. The expert approves the draft, and you schedule it from the same place.`,
        msg`Longer ideas can become an article through the article writer, which the expert's posts can then point to.`,
      ],
      example: {
        input: msg`Topic "most data migrations fail in the planning, not the tooling", style professional, audience IT directors, length medium.`,
        output: msg`"After leading a number of data migrations, I've stopped blaming the tools. The projects that went wrong were decided in the first planning meeting. Three questions I now ask before any migration starts: …"`,
      },
      steps: [
        msg`Collect the expert's key points in a short conversation.`,
        msg`Draft a post per point in the expert's style and audience.`,
        msg`Get approval, then schedule and measure.`,
      ],
    },
    'content-localization': {
      title: msg`Localised content for every region`,
      summary: msg`Give each regional team articles in its own language without a translation backlog.`,
      body: [
        msg`A campaign planned in English often reaches other regions months later, if at all. Wordloom translates articles into 27 languages, so regional pages can go live with the original.`,
        msg`Translations keep the original's structure, which makes them easy for a regional colleague to review side by side. For markets that search differently, start a new article in that language and country from the keyword step instead.`,
        msg`Wordloom's interface is also available in those languages, so regional colleagues can work in the one they read best.`,
      ],
      example: {
        input: msg`An English article "Five ways to cut cloud costs" translated into French, Japanese and Portuguese.`,
        output: msg`French: "Cinq façons de réduire vos coûts cloud". Japanese and Portuguese versions with the same five sections, ready for regional review.`,
      },
      steps: [
        msg`Publish the original article.`,
        msg`Translate it into each region's language.`,
        msg`Have the regional team review and adapt examples before publishing.`,
      ],
    },
  }),
};

const recruiters: Pillar = {
  slug: 'recruiters',
  title: msg`Recruiters`,
  summary: msg`Stay visible to candidates and clients with posts and articles that show you know the market.`,
  intro: msg`Candidates and hiring managers both check a recruiter's LinkedIn before they reply. Wordloom helps recruiters and in-house talent teams post regularly and publish useful career content, without taking hours away from sourcing.`,
  icon: IconUsers,
  useCases: withSlugs<'recruiters'>({
    'employer-branding-posts': {
      title: msg`Employer branding posts`,
      summary: msg`Show what it is like to work at a company, in posts scheduled around your open roles.`,
      body: [
        msg`Candidates want to know what a job is really like. Posts about the team, the work and how people grow do more than a job ad, but they take time to write well.`,
        msg`Give the LinkedIn post writer the story, such as a team member's first month or how a project was run, and choose candidates as the audience. Add photos of the team, or a PDF document, such as the interview process explained page by page.`,
        msg`Schedule posts to go out alongside your job openings, and use the insights to see which stories draw attention.`,
      ],
      example: {
        input: msg`Topic "what the first week looks like for a new support engineer", audience job seekers in customer support, with three photos.`,
        output: msg`"Day one: no tickets. Day two: shadowing. Day five: first customer call, with a colleague on the line. Here is how our support team brings new engineers up to speed: …"`,
      },
      steps: [
        msg`Pick a story about the team and who should read it.`,
        msg`Draft the post and add photos or a PDF.`,
        msg`Schedule it next to the matching job openings.`,
      ],
    },
    'career-articles': {
      title: msg`Career advice articles candidates search for`,
      summary: msg`Publish guides that bring candidates to you through search engines.`,
      body: [
        msg`Candidates search for salary ranges, interview questions and career paths long before they apply. Articles that answer those questions bring them to your site.`,
        msg`Start the article writer from a keyword such as an interview question for a role you hire for, in the country you recruit in. Choose a title, adjust the outline, and get a full article with an SEO score.`,
        msg`Add your own knowledge in the editor: what hiring managers actually ask, what good answers sound like. That is the part no tool can know, and what makes the article worth reading.`,
      ],
      example: {
        input: msg`Keyword "data analyst interview questions", country Canada, language English.`,
        output: msg`Title: Data Analyst Interview Questions: What Hiring Managers Ask and How to Prepare. Outline: technical questions, case studies, questions about past projects, questions to ask the interviewer.`,
      },
      steps: [
        msg`Choose a question candidates search for.`,
        msg`Let Wordloom write the article from the keyword and outline.`,
        msg`Add your recruiter's insight in the editor and publish.`,
      ],
    },
    'job-market-updates': {
      title: msg`Market updates for hiring managers`,
      summary: msg`Share what you see in your market with the clients you recruit for, in posts and in their language.`,
      body: [
        msg`Hiring managers value a recruiter who tells them what is happening in the market. A short regular post on what you are seeing keeps you in their mind between searches.`,
        msg`Write your observations as the topic, choose hiring managers as the audience and an informative intent, and let the post writer shape them. Your observations stay yours; Wordloom only writes them up.`,
        msg`If you recruit across borders, write the post in each client's language: Wordloom writes in 27 languages.`,
      ],
      example: {
        input: msg`Topic "senior backend candidates now ask about remote days before salary", audience engineering managers, intent inform.`,
        output: msg`"A change I've noticed this quarter: senior backend candidates ask about remote days in the first call, before salary comes up. If your offer is strong on flexibility, lead with it: …"`,
      },
      steps: [
        msg`Note what you are seeing in your market.`,
        msg`Draft the post for hiring managers, in their language.`,
        msg`Schedule it and follow its insights.`,
      ],
    },
  }),
};

const ecommerce: Pillar = {
  slug: 'ecommerce',
  title: msg`E-commerce`,
  summary: msg`Bring shoppers to your store from search with guides that help them choose.`,
  intro: msg`Shoppers search before they buy: which product fits, how to compare, how to use it. Wordloom writes the buying guides and category articles that answer those searches and lead to your products, in the languages you sell in.`,
  icon: IconBuildingStore,
  useCases: withSlugs<'ecommerce'>({
    'buying-guides': {
      title: msg`Buying guides that lead to your products`,
      summary: msg`Answer "which one should I buy" searches with guides that link to your product pages.`,
      body: [
        msg`"Best running shoes for flat feet" and similar searches come from people close to buying. A clear buying guide meets them at that moment.`,
        msg`Start the article writer from the buying keyword, in your market's country and language. Choose the outline that matches how you want to compare products, and get a full article with an SEO score.`,
        msg`In the editor, add your own products and links to their pages, and run the broken-link check before publishing so no link leads to a removed product.`,
      ],
      example: {
        input: msg`Keyword "best running shoes for flat feet", country Australia, language English.`,
        output: msg`Title: Best Running Shoes for Flat Feet: How to Choose the Right Support. Outline: what flat feet need from a shoe, stability versus motion control, how to test the fit, when to see a specialist.`,
      },
      steps: [
        msg`Enter the buying keyword and your market.`,
        msg`Choose the title and outline that fit your range.`,
        msg`Add your products and links, check them, and publish.`,
      ],
    },
    'category-page-articles': {
      title: msg`Articles that support your category pages`,
      summary: msg`Give each product category helpful content that links back to it.`,
      body: [
        msg`Category pages are often thin on text, which makes them hard to rank. Articles on the questions around a category, such as care, sizing or materials, give search engines and shoppers more to go on.`,
        msg`Use the keyword step to find the questions shoppers ask about a category, write an article for each, and follow the internal link suggestions so the articles point to each other and to the category.`,
        msg`Sell abroad? Translate each article into the languages of your shops, from the same place.`,
      ],
      example: {
        input: msg`Category "linen bedding", keyword "how to wash linen sheets", country United States.`,
        output: msg`Title: How to Wash Linen Sheets So They Last for Years. Sections: first wash, water temperature, drying without shrinking, ironing or not.`,
      },
      steps: [
        msg`Find the questions shoppers ask about a category.`,
        msg`Write an article for each question.`,
        msg`Link the articles to the category page and to each other.`,
      ],
    },
    'product-launch-posts': {
      title: msg`Product launches on LinkedIn`,
      summary: msg`Announce new products to buyers, partners and press with posts scheduled for launch day.`,
      body: [
        msg`For brands that sell to retailers or businesses, LinkedIn is where buyers and partners hear about new products. A launch needs a few posts: a teaser, the launch itself and a follow-up.`,
        msg`Draft all three with the LinkedIn post writer, add product photos, or a PDF line sheet that LinkedIn shows as a carousel, and schedule them in sequence.`,
        msg`After launch, the insights show which post reached people, which helps you plan the next one.`,
      ],
      example: {
        input: msg`Topic "our new recycled-cotton tote range is available to retailers", audience independent store owners, with a PDF line sheet.`,
        output: msg`"Our recycled-cotton totes are ready for your shelves. Six colours, one price point, and every bag made from cotton offcuts. Swipe through the line sheet for sizes and order minimums →"`,
      },
      steps: [
        msg`Plan a teaser, a launch post and a follow-up.`,
        msg`Draft each with photos or a PDF line sheet.`,
        msg`Schedule them in sequence and read the insights.`,
      ],
    },
  }),
};

/** The pillars in the order the pages show them. */
export const PILLARS: Pillar[] = [agencies, founders, b2bMarketing, recruiters, ecommerce];

export function findPillar(slug: string): Pillar | undefined {
  return PILLARS.find((pillar) => pillar.slug === slug);
}

export function findUseCase(pillar: Pillar, slug: string): UseCase | undefined {
  return pillar.useCases.find((useCase) => useCase.slug === slug);
}
