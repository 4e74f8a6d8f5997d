import type { DemoArticle } from '../types.ts';

export const linkedinScheduling: DemoArticle = {
  cover: 'linkedin-scheduling',
  contentType: 'news',
  category: 'Product News',
  subcategory: 'Releases',
  microcategory: 'LinkedIn',
  categories: ['Product News', 'LinkedIn'],
  daysAgo: 11,
  texts: {
    en: {
      title: 'Schedule LinkedIn Posts and Read Their Insights in Wordloom',
      excerpt:
        'LinkedIn Grow now publishes for you: pick a date and time, add images or a PDF, and the post goes out on schedule. Its reactions, comments, reposts and reach come back to one insights page.',
      metaDescription:
        'Wordloom now schedules and publishes LinkedIn posts with images and PDF documents, and gathers their reactions, comments and reach on one page.',
      tags: ['LinkedIn Grow', 'scheduling', 'post insights', 'release'],
      content: `<p>Until now, LinkedIn Grow helped you write a post, and then you copied it into LinkedIn yourself. From today, Wordloom publishes it for you, now or at the time you choose, and shows you afterwards how it did. This is the most requested feature since LinkedIn Grow launched, and it changes the tool from a writing aid into a place where you can run your whole LinkedIn routine.</p>
<h2>What is new</h2>
<ul>
<li><strong>Connect LinkedIn once.</strong> Sign in with LinkedIn from the create page and give Wordloom permission to post on your behalf. You can disconnect at any time.</li>
<li><strong>Publish or schedule.</strong> Publish a post at once, or choose a date and hour. Scheduled posts appear in <a href="/linkedin-grow/my-posts">My Posts</a> under their own tab, where you can edit, reschedule or cancel them until they go out.</li>
<li><strong>Images and documents.</strong> Attach images, or a PDF that LinkedIn shows as a document people can page through, the format that works well for checklists and guides.</li>
<li><strong>Insights.</strong> The <a href="/linkedin-grow/insights">insights page</a> collects reactions, comments, reposts, impressions and members reached for every post you published through Wordloom.</li>
</ul>
<h2>Built to publish exactly once</h2>
<p>A scheduler has one job it must never get wrong: a post due at nine must go out at nine, once. Not zero times because a server restarted, and not twice because two servers both thought it was theirs. We built the scheduler on a job queue that hands a post to exactly one worker and takes it back if that worker stops answering. If LinkedIn accepted a post but the confirmation was lost on the way back, Wordloom does not blindly retry: it marks the post as possibly published and asks you to check, because a duplicate post is worse than a late one.</p>
<blockquote><p>The best scheduler is the one you stop thinking about. We tested ours by stopping its workers in the middle of publishing.</p></blockquote>
<h2>When LinkedIn says no</h2>
<p>Sometimes LinkedIn refuses a post: an expired connection, a file it does not accept, or too many requests in a short time. The post is then marked as failed with the reason in plain words and, when LinkedIn tells us, how many minutes to wait before trying again. Nothing is lost; the post stays in My Posts with its text and attachments, ready for another try.</p>
<h2>How to start</h2>
<ol>
<li>Open <a href="/linkedin-grow/create">Create Post</a> and write a post from a topic or a template.</li>
<li>Choose “Schedule”, pick a day and time, and connect LinkedIn if you have not already.</li>
<li>Check My Posts for what is coming up, and the insights page a day or two after it goes out.</li>
</ol>
<p>Scheduling and publishing use no words from your balance: you pay in words for writing, not for posting. Questions or ideas? Tell us through the <a href="/contact">contact page</a>; several of the details above came from early users' messages.</p>`,
    },
  },
};

export const gmailSharing: DemoArticle = {
  cover: 'gmail-sharing',
  contentType: 'news',
  category: 'Product News',
  subcategory: 'Features',
  microcategory: 'Sharing',
  categories: ['Product News', 'Content Strategy'],
  daysAgo: 5,
  texts: {
    en: {
      title: 'Share Articles by Gmail With Your Google Contacts',
      excerpt:
        'Articles can now be sent to chosen Google contacts from the share button, in a Gmail message written for you. Here is how it works and what we can and cannot see.',
      metaDescription:
        'Wordloom’s share button can now send an article by Gmail to chosen Google contacts, with read-only access to contacts that you grant and can revoke at any time.',
      tags: ['sharing', 'Gmail', 'Google contacts', 'release'],
      content: `<p>The best readers of an article are often people you already know: a client who asked the question it answers, a colleague who will disagree with it, a partner who should see it before the meeting. Until now, sharing with them meant copying a link into an e-mail by hand. From this week, the share button on every article has a Gmail option that does it for you, with your Google contacts one search away.</p>
<h2>How it works</h2>
<ol>
<li>Open an article and press <strong>Share</strong>, then <strong>Gmail</strong>.</li>
<li>The first time, Wordloom asks for permission to read your Google contacts. You see Google's own consent screen, and you can refuse.</li>
<li>Pick one or more contacts. Search by name or e-mail address; the list shows fifty at a time and only contacts that have an e-mail address.</li>
<li>Gmail opens with a new message to the people you chose, with the article's title as the subject and its summary and link in the body. Edit it as you like and send it from your own account.</li>
</ol>
<h2>What we can see, and what we cannot</h2>
<p>We ask Google for read-only access to your contacts, the <code>contacts.readonly</code> permission, and nothing more. Wordloom cannot read your mail, cannot send mail on your behalf and cannot change your contacts. The message is written in Gmail and sent by you; we never see whether or to whom it was sent.</p>
<p>Your contacts' names and addresses are stored with your profile so the picker opens quickly, and only you can see them. Press <strong>Refresh</strong> in the picker to read them again after you add someone in Google. You can withdraw the permission at any time in your <a href="https://myaccount.google.com/permissions" rel="noopener noreferrer nofollow">Google account's third-party access settings</a>.</p>
<blockquote><p>We ask only for what the feature needs, and we ask at the moment you use it, not at sign-up.</p></blockquote>
<h2>The other ways to share</h2>
<p>The share dialog still offers LinkedIn, Facebook, X (Twitter), WhatsApp and a plain copy of the link. Each gets a text cut to fit where it is going, so a post never arrives with its end missing. Long messages are handled too: if an article's summary would make the Gmail link too long for a browser to open, the text is copied to your clipboard so you can paste it into the message.</p>
<h2>Good to know</h2>
<ul>
<li>If you signed up with an e-mail and password, connect your Google account from the dialog first; the feature needs a Google sign-in to ask for the permission.</li>
<li>Sharing uses no words from your balance.</li>
</ul>
<p>We built this because customers told us their most valuable readers were not on social networks at all, but in their inbox. Try it on this article: the share button is just below. And if you write your own articles with Wordloom, see <a href="/features">what else is new</a>.</p>`,
    },
  },
};

export const blogLaunch: DemoArticle = {
  cover: 'blog-launch',
  contentType: 'news',
  category: 'Product News',
  subcategory: 'Releases',
  microcategory: 'Blog',
  categories: ['Product News', 'SEO'],
  daysAgo: 2,
  texts: {
    en: {
      title: 'Our Blog and News Sites Are Live, With Translations',
      excerpt:
        'Wordloom now has a public blog and a news site, and every article you write with Wordloom can be published on them: fast pages, search-ready from the first visit, in as many languages as you write.',
      metaDescription:
        'Wordloom’s blog and news sites are live: server-rendered articles, linked translations, sitemaps, RSS feeds, related articles, likes and bookmarks.',
      tags: ['blog', 'news', 'translations', 'release'],
      content: `<p>You are reading this on it: Wordloom's blog and news sites are live. The blog is where our team writes about SEO, content strategy, LinkedIn and AI-assisted writing; the news site is where we announce what changed in the product. Both run on the same publishing system that your own articles now use.</p>
<h2>Built for search engines from the start</h2>
<p>A blog about search would be embarrassing if search engines could not read it. Every article page is rendered on the server, so the full text, the title and the description are in the page before any script runs. Each page also carries:</p>
<ul>
<li>a canonical address built from its category, language and slug, so one article never competes with itself;</li>
<li>structured data describing it as an article or a news article, with its breadcrumb trail, following <a href="https://schema.org/Article" rel="noopener noreferrer nofollow">schema.org</a>;</li>
<li>social preview tags, so a shared link shows the title, summary and cover;</li>
<li>sitemaps per site and language, a news sitemap, and RSS feeds for each site and category.</li>
</ul>
<h2>One article, several languages</h2>
<p>An article can have translations, and they stay linked: a reader sees a “Read in Other Languages” card, and search engines get <code>hreflang</code> links between the versions so each reader is sent to their own language. Pages in Arabic and the other right-to-left languages are laid out from right to left. <a href="/product-news/releases/languages/en/wordloom-now-speaks-27-languages">Our article on Wordloom's 27 languages</a> is here in English, French, Spanish and Arabic, if you want to see it.</p>
<h2>Related articles that are really related</h2>
<p>Under each article you will find up to three related ones, chosen by shared categories, tags and title words, with a preference for recent posts of the same kind. No random picks and no “most popular” list that shows the same three articles everywhere.</p>
<blockquote><p>Removed pages answer “gone”, not “not found”, so search engines drop them quickly instead of checking back for months.</p></blockquote>
<h2>Likes, bookmarks and real view counts</h2>
<p>Signed-in readers can like articles and save them for later in a saved articles list. View counts are real and count a reader once a day, without a tracking cookie. Instead of storing who you are, we keep a one-way fingerprint of the visit that changes every day, so it cannot be used to follow anyone from one day to the next.</p>
<h2>For your own articles</h2>
<table>
<thead><tr><th>You do</th><th>Wordloom does</th></tr></thead>
<tbody>
<tr><td>Write or generate an article, choose its categories</td><td>Suggests a slug and builds its address</td></tr>
<tr><td>Publish</td><td>Adds it to the listing, sitemaps and feeds</td></tr>
<tr><td>Add a translation</td><td>Links the versions for readers and search engines</td></tr>
<tr><td>Unpublish or delete</td><td>Tells search engines the page is gone</td></tr>
</tbody>
</table>
<p>Find it all under <a href="/blogs">My Articles</a> in your dashboard. And if you would like to hear about new articles, the subscribe button at the bottom of each post signs you up for our newsletter, with a confirmation e-mail first and an unsubscribe link in every issue.</p>`,
    },
  },
};
