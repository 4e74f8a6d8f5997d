import type { DemoArticle } from '../types.ts';

export const linkedinHooks: DemoArticle = {
  cover: 'linkedin-hooks',
  contentType: 'blog',
  category: 'LinkedIn',
  subcategory: 'Posts',
  microcategory: 'Hooks',
  categories: ['LinkedIn', 'Copywriting'],
  daysAgo: 40,
  texts: {
    en: {
      title: 'LinkedIn Hooks: How to Write the First Two Lines',
      excerpt:
        'In the feed, a post shows only its opening lines before "see more". Those lines decide whether the rest is read. Six patterns that work, and three that have been worn out.',
      metaDescription:
        'How to write the first two lines of a LinkedIn post so people click "see more": six hook patterns with examples, three to avoid, and how to test your own.',
      tags: ['LinkedIn hooks', 'LinkedIn posts', 'copywriting', 'engagement'],
      content: `<p>On LinkedIn, a long post is folded in the feed. Readers see the first two or three lines, then a “see more” link. Everything you wrote below the fold exists only for the people those opening lines convinced. You can write a brilliant post and lose it to a weak opening; you rarely see a strong opening wasted on a weak post, because whoever writes a good hook has usually worked out what they want to say.</p>
<h2>What a hook has to do</h2>
<p>It has to make the right reader stop and feel that the rest is for them. Not everyone: the right reader. A hook that promises something to everybody is usually a hook that nobody believes.</p>
<h2>Six patterns that work</h2>
<h3>1. The specific result</h3>
<p>“Our last three hires shipped to production in their first week.” A concrete outcome with a number makes the reader ask how.</p>
<h3>2. The honest admission</h3>
<p>“Our biggest launch this year shipped two months late.” Admitting a failure signals that what follows is not a sales pitch.</p>
<h3>3. The contrarian claim</h3>
<p>“Most weekly meetings should be a document.” Disagreeing with a common habit works when you can back it up in the next lines.</p>
<h3>4. The question the reader already has</h3>
<p>“How many LinkedIn posts a week is too many?” Use a question only if your audience really asks it, and answer it in the post.</p>
<h3>5. The scene</h3>
<p>“At 11 pm the night before the launch, our payment page went blank.” Starting in the middle of a story pulls people into the next line.</p>
<h3>6. The list promise</h3>
<p>“Three signs your weekly meeting should be a document:” followed by the first sign above the fold. The reader knows exactly what they will get and how long it will take.</p>
<h2>Three patterns to retire</h2>
<ul>
<li><strong>“I'm humbled to announce...”</strong> The reader learns nothing about why they should care.</li>
<li><strong>“Nobody is talking about this.”</strong> Somebody always is, and readers have seen this line thousands of times.</li>
<li><strong>One word, then a line break.</strong> “Stop.” or “Wow.” once created curiosity; now it mostly creates scrolling.</li>
</ul>
<blockquote><p>The best hook is usually the most interesting sentence in your draft, moved to the top.</p></blockquote>
<h2>Find the hook in your draft</h2>
<p>Write the post first, then read it looking for the sentence that made you want to write it. It is often in the third or fourth paragraph, after you warmed up. Move it to the top and cut whatever introduced it. Then read only the first two lines, as the feed will show them, and ask whether they make sense on their own.</p>
<h2>Keep the promise</h2>
<p>A hook is a promise. If the first line says “how we cut our onboarding time in half”, the post must explain how, in specific steps. Posts that bait and switch may get clicks once; they teach your audience to skip you the next time.</p>
<h2>Test your hooks</h2>
<p>Write three openings for the same post and pick the one you would stop for. Over a month, note which pattern each post used and compare the reactions and comments in your <a href="/linkedin-grow/insights">post insights</a>. Within a few weeks you will know which patterns suit your voice and your audience. LinkedIn's own <a href="https://www.linkedin.com/help/linkedin" rel="noopener noreferrer nofollow">help centre</a> explains how the feed and post analytics work if you want to go deeper.</p>`,
    },
  },
};

export const linkedinAnalytics: DemoArticle = {
  cover: 'linkedin-analytics',
  contentType: 'blog',
  category: 'LinkedIn',
  subcategory: 'Analytics',
  microcategory: 'Impressions',
  categories: ['LinkedIn', 'Analytics'],
  daysAgo: 22,
  texts: {
    en: {
      title: 'Reading LinkedIn Post Analytics Without Fooling Yourself',
      excerpt:
        'Impressions, reactions, comments and reposts each tell you something different, and a single post tells you almost nothing. How to read the numbers so they change what you write.',
      metaDescription:
        'What LinkedIn post metrics mean, which ones matter for your goal, why single posts mislead, and a simple monthly review that turns analytics into better posts.',
      tags: ['LinkedIn analytics', 'impressions', 'engagement rate', 'content measurement', 'LinkedIn posts'],
      content: `<p>LinkedIn gives every post a handful of numbers. They are easy to read and easy to misread. A post with 20,000 impressions feels like a success and a post with 800 feels like a failure, but if the second one brought you two sales conversations and the first brought none, the numbers were pointing the wrong way. Analytics are only useful when they are read against a goal.</p>
<h2>What each number says</h2>
<table>
<thead><tr><th>Metric</th><th>What it counts</th><th>What it tells you</th></tr></thead>
<tbody>
<tr><td>Impressions</td><td>Times the post was shown on screen</td><td>Reach: how far the feed carried it</td></tr>
<tr><td>Members reached</td><td>Distinct people who saw it</td><td>Reach without repeat views</td></tr>
<tr><td>Reactions</td><td>Likes and the other reactions</td><td>Light agreement; cheap to give</td></tr>
<tr><td>Comments</td><td>Replies under the post</td><td>Real interest; costly to give</td></tr>
<tr><td>Reposts</td><td>Shares to others' networks</td><td>The idea was worth passing on</td></tr>
</tbody>
</table>
<h2>Pick the metric that matches the goal</h2>
<ul>
<li><strong>Building an audience:</strong> reach and new followers over time.</li>
<li><strong>Starting conversations with buyers:</strong> comments from the right people, and messages that follow.</li>
<li><strong>Hiring:</strong> reposts, because your network's network is where candidates are.</li>
<li><strong>Driving readers to articles:</strong> clicks on the link and visits recorded by your own site's analytics.</li>
</ul>
<h2>One post is an anecdote</h2>
<p>A single post's numbers depend on the day, the hour, what else was in the feed, and whether one well-connected person happened to comment early. Comparing two posts tells you very little. Comparing twenty posts of one kind with twenty of another starts to tell you something.</p>
<blockquote><p>Judge a pattern by its average over a month, never a post by its numbers over a day.</p></blockquote>
<h3>Use rates, not totals</h3>
<p>Divide comments and reactions by impressions to get an engagement rate. A post that reached fewer people but engaged a larger share of them is usually the better post; it just had a quieter day in the feed. Rates let you compare posts that got very different distribution.</p>
<h2>A monthly review in twenty minutes</h2>
<ol>
<li>Label every post of the month by type: story, list, opinion, question, announcement.</li>
<li>For each type, compute the average engagement rate and count the comments from people you would want as customers or colleagues.</li>
<li>Read the comments on the best two posts. What did people respond to, exactly?</li>
<li>Decide one change for next month: more of one type, a different posting time, a new opening pattern.</li>
</ol>
<h2>Beware of vanity</h2>
<p>The metrics that are easiest to grow, impressions and reactions, are the least connected to business results. A post engineered to go viral, with a broad question and a controversial claim, may reach people who will never buy from you. It is fine to enjoy a big number; just do not let it set your strategy.</p>
<h2>Where to read them</h2>
<p>LinkedIn shows analytics under each post. If you publish through Wordloom, the <a href="/linkedin-grow/insights">insights page</a> brings the numbers of all your published posts together, so the monthly review above takes minutes instead of an hour of clicking from post to post.</p>`,
    },
  },
};
