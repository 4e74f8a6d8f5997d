import type { DemoArticle } from '../types.ts';

export const contentCalendar: DemoArticle = {
  cover: 'content-calendar',
  contentType: 'blog',
  category: 'Content Strategy',
  subcategory: 'Planning',
  microcategory: 'Calendars',
  categories: ['Content Strategy', 'LinkedIn'],
  daysAgo: 55,
  texts: {
    en: {
      title: 'Building a Content Calendar You Will Actually Keep',
      excerpt:
        'Most content calendars are abandoned by March. The ones that survive are smaller than you think, planned around capacity rather than ambition, and reviewed every week.',
      metaDescription:
        'How to build a content calendar a small team can keep: honest capacity, monthly themes, a weekly rhythm and a fifteen-minute review.',
      tags: ['content calendar', 'editorial planning', 'publishing rhythm', 'LinkedIn posts'],
      content: `<p>Every January, teams fill a spreadsheet with fifty-two weekly article ideas. By March the spreadsheet is a record of good intentions. The problem is rarely discipline. It is a calendar planned around what the team would like to publish instead of what it can publish, with no room for the weeks when a launch, a holiday or a sick day takes the time away.</p>
<h2>Start from capacity, not ambition</h2>
<p>Count the hours that really go to content in a normal week, then halve the number for planning. A solid article, from brief to published, takes most small teams between six and twelve hours, including review, images and internal links. A LinkedIn post takes thirty minutes to an hour. If you have eight hours a week, that is one article every two weeks and three posts a week, and that is a good programme. Consistency beats volume: twenty-four good articles a year, published on schedule, will do more than fifty-two planned and fifteen shipped.</p>
<h2>Themes by month, titles by week</h2>
<p>Plan in two layers. Choose a theme for each month, tied to your keyword shortlist and to what is happening in your business: a launch, a season, an event. Then fill in the concrete titles only four to six weeks ahead, when you know what you will have time for and what is current.</p>
<h3>A sample month</h3>
<table>
<thead><tr><th>Week</th><th>Article</th><th>LinkedIn</th></tr></thead>
<tbody>
<tr><td>1</td><td>Pillar: on-page SEO basics</td><td>Three posts from the pillar's sections</td></tr>
<tr><td>2</td><td>None: buffer week</td><td>A lesson learned, a question to the audience, a customer story</td></tr>
<tr><td>3</td><td>Detail: writing title tags</td><td>The before and after table as a post, two short tips</td></tr>
<tr><td>4</td><td>None: update an old article</td><td>Recap of the month, one hiring or team post</td></tr>
</tbody>
</table>
<p>Notice the buffer weeks. They are not lazy; they are what makes the plan survive contact with reality. If a week goes well, use the buffer to update an older article, which is often worth more than a new one.</p>
<h2>One owner per piece</h2>
<p>Each entry in the calendar needs a name and a date for the brief, the draft and the publication. “The team” is not an owner. If a piece has no owner two weeks before its date, it is not going to happen; move it now rather than discover it on the day.</p>
<blockquote><p>A calendar is a set of promises. Make fewer of them and keep all of them.</p></blockquote>
<h2>The weekly fifteen minutes</h2>
<ol>
<li>What was published last week, and did it go out on time?</li>
<li>What is due this week, and is anything blocked?</li>
<li>What is due in three weeks, and does it have a brief?</li>
<li>Has anything happened that should change the plan?</li>
</ol>
<p>Fifteen minutes on a fixed day keeps a calendar alive far better than a quarterly planning day.</p>
<h2>Where the tools help</h2>
<p>A shared spreadsheet is enough for the plan. Where software helps is in the execution: drafting from a brief, and scheduling. In Wordloom you can <a href="/linkedin-grow/create">write a LinkedIn post</a> and schedule it for the day and hour the calendar says, and the article writer turns each brief into a first draft. The calendar stays the place where you decide; the tools just make the promises easier to keep.</p>`,
    },
  },
};

export const repurposing: DemoArticle = {
  cover: 'repurposing',
  contentType: 'blog',
  category: 'Content Strategy',
  subcategory: 'Repurposing',
  microcategory: 'LinkedIn',
  categories: ['Content Strategy', 'LinkedIn'],
  daysAgo: 27,
  texts: {
    en: {
      title: 'One Article, Five LinkedIn Posts: A Repurposing Workflow',
      excerpt:
        'A good long-form article already contains several good posts. The work is finding them and rewriting each for a feed, not pasting a summary with a link.',
      metaDescription:
        'Turn one long-form article into five LinkedIn posts: which parts to pull out, how to rewrite them for the feed, and how to space them out.',
      tags: ['content repurposing', 'LinkedIn posts', 'long-form content', 'distribution'],
      content: `<p>You spent ten hours on an article. It went live, it was shared once, and then it waited for search engines to notice it. Meanwhile the ideas inside it, the ones that took the longest to work out, sit unread. Repurposing is not about squeezing more out of old content. It is about meeting readers where they are, with the best parts of work you have already done.</p>
<h2>Why not just share the link?</h2>
<p>A post that says “New on our blog” with a link asks the reader to leave the feed before they know whether it is worth it. Posts that deliver something complete in the feed itself tend to get more reactions and comments, and the ones that do well lead people to your profile and your site anyway. Give the idea first; offer the article as the place for more.</p>
<h2>Five posts hiding in every article</h2>
<ol>
<li><strong>The main argument.</strong> The article's central claim in three or four short paragraphs, with the strongest reason behind it.</li>
<li><strong>The list.</strong> A checklist or set of steps from the article, each item rewritten as one line.</li>
<li><strong>The story.</strong> An example, a customer case or a mistake you made, told from the beginning.</li>
<li><strong>The contrarian point.</strong> The thing in the article that most people in your field would disagree with, stated plainly.</li>
<li><strong>The question.</strong> The problem the article solves, turned into a question for your audience, with your own short answer.</li>
</ol>
<h2>Rewrite, do not copy</h2>
<p>An article is read top to bottom by someone who chose to read it. A post is read in a feed by someone who was about to scroll past. That changes the writing:</p>
<ul>
<li>Open with the point, not the context. The first two lines decide whether anyone reads the rest.</li>
<li>Use short paragraphs, often one sentence each, so the post is easy to scan on a phone.</li>
<li>Cut the transitions. Each post has to stand alone without “as we saw above”.</li>
<li>End with a question or a clear next step, not a summary.</li>
</ul>
<blockquote><p>The article is the source of truth. Each post is one idea from it, rewritten for someone with thirty seconds.</p></blockquote>
<h2>Spacing them out</h2>
<p>Publish the first post a day or two after the article, then the rest over the following two or three weeks, mixed with other posts. People who missed the first see the second; people who saw the first recognise the idea and take it more seriously the second time. Nobody reads everything you post.</p>
<h2>Doing it with Wordloom</h2>
<p>LinkedIn Grow can create a post from a topic, an audience and an intent, in the writing style and length you choose. Give it one of the five angles above as the topic, with the article's key passage as extra guidance, and edit the draft into your voice. Then schedule the five posts across the coming weeks from <a href="/linkedin-grow/my-posts">My Posts</a>, and see which angle worked best in the insights once they are published.</p>
<h2>What to measure</h2>
<p>Compare the five posts with each other, not with your best post ever. Which angle brought the most comments? Which one led people to the article? Over a few months you will learn which kinds of ideas your audience wants in the feed and which they prefer to read in full, and that is worth more than any single post.</p>`,
    },
  },
};
