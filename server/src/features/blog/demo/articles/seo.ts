import type { DemoArticle } from '../types.ts';

export const keywordResearch: DemoArticle = {
  cover: 'keyword-research',
  contentType: 'blog',
  category: 'SEO',
  subcategory: 'Keyword Research',
  microcategory: 'Search Intent',
  categories: ['SEO', 'Content Strategy'],
  daysAgo: 76,
  texts: {
    en: {
      title: 'Keyword Research for Small Teams: From Seed Terms to a Shortlist',
      excerpt:
        'You do not need an expensive suite or a spreadsheet of ten thousand rows. A small team needs twenty keywords it can actually win, chosen by intent and by what it knows better than anyone.',
      metaDescription:
        'A five-step keyword research process for small teams: seed terms, expansion, intent, difficulty you can judge, and a shortlist you will write.',
      tags: ['keyword research', 'search intent', 'long-tail keywords', 'SEO strategy'],
      content: `<p>Keyword research has a reputation for being a numbers game played with expensive tools. For a small team it is mostly a judgement game. The question is not “which keywords have the most searches” but “which searches can we answer better than anyone on the first page, and which of those bring us people who might become customers”.</p>
<h2>Step 1: Write down your seed terms</h2>
<p>Start with what you sell and the problems your customers describe before they find you. Use their words, not your product's. A company selling scheduling software will list “shift planning”, “rota template” and “staff availability”, not “workforce orchestration platform”. Ten to twenty seeds is plenty.</p>
<h2>Step 2: Expand them with real searches</h2>
<p>For each seed, collect the longer phrases people actually search. Free sources are good enough to begin with:</p>
<ul>
<li>the suggestions that appear as you type in the search box;</li>
<li>the “People also ask” questions and related searches on the results page;</li>
<li><a href="https://trends.google.com/" rel="noopener noreferrer nofollow">Google Trends</a>, to compare two phrasings and see seasonality;</li>
<li>the queries your own site already appears for, in <a href="https://search.google.com/search-console/about" rel="noopener noreferrer nofollow">Search Console</a>;</li>
<li>the exact questions in your support inbox and sales calls.</li>
</ul>
<p>The last source is the one competitors cannot copy. A question a customer asked you last week is a question other people are typing into a search box today.</p>
<h2>Step 3: Label the intent</h2>
<p>Every query hides a goal. Read the first page of results for each candidate and label it by what the ranking pages are, not by what the words suggest.</p>
<table>
<thead><tr><th>Intent</th><th>What the searcher wants</th><th>What ranks</th></tr></thead>
<tbody>
<tr><td>Informational</td><td>To understand something</td><td>Guides, explanations, definitions</td></tr>
<tr><td>Commercial</td><td>To compare options before buying</td><td>Comparisons, reviews, lists</td></tr>
<tr><td>Transactional</td><td>To do or buy something now</td><td>Product pages, tools, sign-up pages</td></tr>
<tr><td>Navigational</td><td>To reach a known site</td><td>That site's own pages</td></tr>
</tbody>
</table>
<p>If the first page is all product pages, a blog post will struggle however good it is. Match the format the results show, or pick another keyword.</p>
<h2>Step 4: Judge difficulty with your own eyes</h2>
<p>Difficulty scores are estimates of the links that ranking pages have. They are useful, but you can judge something more important directly: how good those pages are. A first page of thin, outdated or generic articles is an opening even for a young site. A first page of deep guides from well-known brands is not, at least not this year.</p>
<blockquote><p>The best keyword for a small team is one where you know the answer better than the pages already ranking for it.</p></blockquote>
<h2>Step 5: Make a shortlist you will write</h2>
<p>Score each candidate from one to three on three questions: does it bring people who could become customers, can we beat the current first page, and do we have something to say that others do not? Keep the twenty with the highest totals and group those that share an intent into one article. That is a quarter's worth of writing, and every piece of it has a reason to exist.</p>
<h3>Keep the long tail</h3>
<p>Phrases of four or five words have few searches each but clear intent, little competition, and readers who know what they want. A dozen of them often bring more qualified visitors than one broad term you will never rank for. Put them in your <a href="/content-strategy/planning/calendars/en/building-a-content-calendar-you-will-actually-keep">content calendar</a> next to the big topics, not after them.</p>`,
    },
  },
};

export const internalLinking: DemoArticle = {
  cover: 'internal-linking',
  contentType: 'blog',
  category: 'SEO',
  subcategory: 'Site Structure',
  microcategory: 'Internal Links',
  categories: ['SEO', 'Technical SEO'],
  daysAgo: 61,
  texts: {
    en: {
      title: 'Internal Linking: The Cheapest Ranking Boost You Are Not Using',
      excerpt:
        'Links between your own pages tell search engines what matters on your site and help readers find the next useful page. Most sites leave them to chance. Here is a simple system.',
      metaDescription:
        'How internal links help search engines and readers, how to write anchor text, and a monthly routine that keeps orphan pages from costing you traffic.',
      tags: ['internal linking', 'site structure', 'anchor text', 'topic clusters'],
      content: `<p>Backlinks from other websites get most of the attention in SEO, and they are hard to earn. Links between your own pages are entirely in your control, cost nothing and are routinely ignored. An article with no links pointing to it is hard for search engines to find and easy for them to undervalue. An article that the rest of your site points to, with clear words, is one you have told them matters.</p>
<h2>What internal links do</h2>
<ul>
<li><strong>Discovery.</strong> Crawlers follow links. A page reachable only through a sitemap is found, but it is found late and treated as unimportant.</li>
<li><strong>Context.</strong> The words of a link tell the search engine what the target page is about, before it even reads it.</li>
<li><strong>Priority.</strong> Pages that many of your other pages link to are, by your own account, your important pages.</li>
<li><strong>Readers.</strong> A well-placed link answers the question the reader has at that exact sentence, and keeps them on your site.</li>
</ul>
<h2>Anchor text: describe the destination</h2>
<p>The clickable words should tell the reader what they will get. “Read our guide to <em>writing content briefs</em>” is better than “click here”, for people and for search engines. Vary the wording naturally; you do not need the exact keyword every time, and repeating it word for word on every page looks mechanical. Google's <a href="https://developers.google.com/search/docs/crawling-indexing/links-crawlable" rel="noopener noreferrer nofollow">documentation on crawlable links</a> makes the same two points: use real links with an <code>href</code>, and use anchor text that is descriptive and reasonably concise.</p>
<h2>Build clusters, not chains</h2>
<p>Group articles by topic. One broad page, often called the pillar, covers the topic as a whole and links to each detailed article; each detailed article links back to the pillar and to its closest siblings. Readers can move up to the overview or sideways to the next detail, and the structure of your site says plainly which topics you cover in depth.</p>
<h3>An example</h3>
<p>A pillar page on on-page SEO links to articles on title tags, meta descriptions, headings and internal linking. The article on title tags links back to the pillar and across to the one on meta descriptions, because a reader fixing one is about to fix the other.</p>
<blockquote><p>Every new article should get at least three links from older pages on the day it is published. Otherwise it starts life as an orphan.</p></blockquote>
<h2>A monthly routine</h2>
<ol>
<li>List the pages published this month and, for each, add links to it from two or three older articles on the same topic.</li>
<li>Find orphan pages: pages no other page links to. Crawl your site with any crawler, or compare the sitemap against the links found.</li>
<li>Check your most valuable pages, the ones that bring sign-ups or sales, and make sure the articles that rank well link to them.</li>
<li>Fix links that lead to redirects or deleted pages; each one wastes a crawl and a reader's click.</li>
</ol>
<h2>How many links?</h2>
<p>There is no magic number. Link where a reader would want to go next and stop when the links start to feel like an index. A 1,500-word article typically carries somewhere between five and ten internal links, most of them in the body rather than the footer. Related articles at the end of a post, like the ones under this one, help too, but they do not replace links written into the text where the context is.</p>`,
    },
  },
};

export const featuredSnippets: DemoArticle = {
  cover: 'featured-snippets',
  contentType: 'blog',
  category: 'SEO',
  subcategory: 'SERP Features',
  microcategory: 'Featured Snippets',
  categories: ['SEO', 'Copywriting'],
  daysAgo: 47,
  texts: {
    en: {
      title: 'Writing for Featured Snippets Without Writing for Robots',
      excerpt:
        'Featured snippets reward pages that answer a question clearly and early. That is also what readers want, so you can win both without turning your article into a list of definitions.',
      metaDescription:
        'How featured snippets are chosen, which formats they use, and how to structure answers that can be quoted in an article that still reads well.',
      tags: ['featured snippets', 'search results', 'question keywords', 'content structure'],
      content: `<p>A featured snippet is the boxed answer that sometimes appears above the ordinary results, quoting a paragraph, a list or a table from one page. For question-style searches it is the most visible spot on the page. Search engines choose it automatically from pages that already rank well, so there is no markup that wins it. What you control is whether your page contains an answer that can be lifted out and still make sense.</p>
<h2>Three shapes of snippet</h2>
<ul>
<li><strong>Paragraph:</strong> a definition or direct answer of about 40 to 60 words, for “what is” and “why” questions.</li>
<li><strong>List:</strong> numbered steps for “how to” questions, or bullet points for “types of” and “best” questions.</li>
<li><strong>Table:</strong> a comparison of prices, specifications or options across a few columns.</li>
</ul>
<p>Search your target question and see which shape is shown today. That is the shape the search engine believes answers it best.</p>
<h2>Put the question in a heading, and the answer right below</h2>
<p>The most reliable pattern is simple. Use the question, or something close to it, as an h2 or h3. Answer it completely in the first paragraph under that heading, in plain sentences that do not depend on what came before. Then expand: examples, exceptions, detail.</p>
<h3>Before and after</h3>
<p>Before: a heading “Some background” followed by three paragraphs of history, with the definition in the middle of the fourth.</p>
<p>After: a heading “What is a content brief?” followed by “A content brief is a one-page document that sets the reader, search intent, outline and evidence of an article before it is written, so the writer and editor agree on the goal.” Everything else follows.</p>
<blockquote><p>Write the answer so that it still makes sense if it is the only paragraph anyone reads. Often it will be.</p></blockquote>
<h2>Lists that can be quoted</h2>
<p>For steps, use a real ordered list with one action per item, each starting with a verb. Keep items short enough to fit on a line or two. If your process has twelve steps, the snippet will show some and invite a click for the rest, which is not a bad outcome.</p>
<h2>Tables that say one thing</h2>
<p>A good snippet table compares a few items on a few attributes. Use a header row, put units in the headers rather than in every cell, and avoid merged cells. A table drawn as an image cannot be quoted at all.</p>
<h2>Do not write for the robot</h2>
<p>The temptation is to turn every article into a stack of question headings with forty-word answers. It reads badly, and pages that read badly do not rank well enough to be chosen in the first place. Use the pattern where a reader really would ask the question, usually two to four times in an article, and write the rest as you would for a person.</p>
<h2>Measure it</h2>
<p>Snippets come and go as results change. Track the questions you target and check them every few weeks. If you lose a snippet, compare your answer with the one now shown: it is usually shorter, more direct or more current. Google explains how snippets work, and how to opt out of them, in its <a href="https://developers.google.com/search/docs/appearance/featured-snippets" rel="noopener noreferrer nofollow">featured snippets documentation</a>.</p>`,
    },
  },
};

export const eeatInPractice: DemoArticle = {
  cover: 'eeat',
  contentType: 'blog',
  category: 'SEO',
  subcategory: 'Content Quality',
  microcategory: 'E-E-A-T',
  categories: ['SEO', 'AI Writing'],
  daysAgo: 33,
  texts: {
    en: {
      title: 'E-E-A-T in Practice: Showing Experience on the Page',
      excerpt:
        'Experience, expertise, authoritativeness and trust are not a ranking switch. They describe what a careful reader looks for. Here is how to show them in the article itself.',
      metaDescription:
        'What E-E-A-T means, why experience was added, and concrete ways to show first-hand experience, expertise and trust in every article, including AI-assisted ones.',
      tags: ['E-E-A-T', 'helpful content', 'content quality', 'authorship'],
      content: `<p>E-E-A-T stands for experience, expertise, authoritativeness and trust. It comes from the guidelines Google gives to the people who rate the quality of search results, and in December 2022 the first “E”, for experience, was added. It is not a score stored somewhere and not a single ranking factor. It is a description of what a careful reader looks for before believing a page, and search systems try to reward the same signals.</p>
<h2>Why experience was added</h2>
<p>Many questions are best answered by someone who has done the thing, not only studied it. A review of a laptop is more useful from someone who used it for a month; advice on running a small bakery is more useful from someone who ran one. Google's <a href="https://developers.google.com/search/blog/2022/12/google-raters-guidelines-e-e-a-t" rel="noopener noreferrer nofollow">announcement of the change</a> puts trust at the centre, with the other three supporting it.</p>
<h2>Show experience in the text</h2>
<ul>
<li><strong>Say what you did.</strong> “We tested six title formats on 40 articles over three months” carries more weight than “title formats matter”.</li>
<li><strong>Show the evidence.</strong> Screenshots, numbers from your own analytics, photographs, the template you actually use.</li>
<li><strong>Include what went wrong.</strong> A mistake and what you learned from it is the surest sign that someone really did the work.</li>
<li><strong>Be specific about context.</strong> The size of the team, the market, the budget. Advice without context cannot be checked.</li>
</ul>
<h2>Show expertise and authority around the text</h2>
<p>Every article should say who wrote it, and the author's page should say why they are worth listening to on this subject: their role, their years in the field, what else they have written. Link to your sources, especially primary ones such as official documentation, research papers and original data. When other respected sites link to you or quote you on a topic, that is authority you cannot write yourself, but you earn it by publishing things worth quoting.</p>
<h2>Trust is the foundation</h2>
<ol>
<li>Keep facts current: date your articles and revise them when things change.</li>
<li>Make it easy to know who is behind the site: an about page, a contact page, a real address for a business.</li>
<li>Correct mistakes openly, with a note saying what changed.</li>
<li>Separate advice from advertising. If you recommend your own product, say so.</li>
</ol>
<blockquote><p>Ask of every article: would a reader who knows this field recognise that the writer has really done it?</p></blockquote>
<h2>E-E-A-T and AI-assisted writing</h2>
<p>Google's guidance on <a href="https://developers.google.com/search/docs/fundamentals/creating-helpful-content" rel="noopener noreferrer nofollow">helpful, people-first content</a> judges content by its quality, not by how it was produced. An AI draft can be structured and fluent, but it has no experience of its own. That has to come from you. The workflow we recommend is to let the AI write the structure and the explanations, and then add what only you have: the numbers, the story, the mistake, the screenshot. Read our <a href="/ai-writing/editing/fact-checking/en/editing-ai-drafts-a-checklist-for-human-editors">checklist for editing AI drafts</a> for the full routine.</p>
<h2>A quick audit</h2>
<p>Pick your five most important articles and check each for a named author with a short biography, at least one example from your own work, links to primary sources, a visible date of the last update, and a claim you could defend if a reader challenged it. Most sites fail at least two of these on most pages, and each one is an afternoon's work to fix.</p>`,
    },
  },
};
