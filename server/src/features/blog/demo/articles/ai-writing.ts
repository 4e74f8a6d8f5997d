import type { DemoArticle } from '../types.ts';

export const editingAiDrafts: DemoArticle = {
  cover: 'ai-editing',
  contentType: 'blog',
  category: 'AI Writing',
  subcategory: 'Editing',
  microcategory: 'Fact-checking',
  categories: ['AI Writing', 'SEO'],
  daysAgo: 65,
  texts: {
    en: {
      title: 'Editing AI Drafts: A Checklist for Human Editors',
      excerpt:
        'An AI draft is fluent, well structured and confidently wrong in places. Editing it is a different job from editing a human draft. The checklist our team uses on every article.',
      metaDescription:
        'A checklist for editing AI-written drafts: verify facts and links, cut filler, add first-hand experience and make the text sound like your brand.',
      tags: ['AI editing', 'fact-checking', 'AI-assisted writing', 'editorial process'],
      content: `<p>Editing a draft written by a person usually means fixing structure and tightening sentences. Editing a draft written by an AI model is almost the opposite. The structure is often fine and the sentences are smooth. The problems hide underneath: a statistic nobody published, a link to a page that never existed, three paragraphs that say the same thing in different words, and not one sentence that could only have been written by you.</p>
<p>We use the checklist below on every AI-assisted article before it is published. It takes thirty to sixty minutes for a 1,500-word piece, which is still far faster than writing from scratch.</p>
<h2>1. Verify every fact</h2>
<ul>
<li><strong>Numbers and dates.</strong> Find the original source for every figure. If you cannot, remove it or replace it with one you can source.</li>
<li><strong>Quotes.</strong> Language models produce plausible quotations. Treat every quote as invented until you find it in its source.</li>
<li><strong>Names of features, laws and products.</strong> Check spelling and whether they still exist in that form.</li>
<li><strong>Claims about competitors.</strong> Check them against their current website, or remove them.</li>
</ul>
<h2>2. Check every link</h2>
<p>Open each link. Does it work, and does the page say what the sentence claims it says? Replace secondary sources with primary ones where you can. Wordloom's article writer can run a broken-link check on a generated article for exactly this reason, but a working link can still point to the wrong page, so read what is behind it.</p>
<h2>3. Cut the filler</h2>
<p>AI drafts pad. Look for these and delete them without mercy:</p>
<ul>
<li>introductions that restate the title (“In today's fast-paced digital world...”);</li>
<li>paragraphs that repeat the previous one in different words;</li>
<li>conclusions that summarise what the reader just read;</li>
<li>hedges piled on hedges (“it can often be helpful to potentially consider”).</li>
</ul>
<p>A 20 to 30 percent cut is normal, and the article almost always improves.</p>
<blockquote><p>If a sentence could appear unchanged in a competitor's article, it is not yet yours.</p></blockquote>
<h2>4. Add what only you know</h2>
<p>This is the step that turns a generic article into one worth ranking. Add at least one of: a real example from your work, a number from your own data, a screenshot, a mistake you made, an opinion you would defend. Search engines and readers are both looking for evidence of first-hand experience, and the model cannot supply it.</p>
<h2>5. Make it sound like you</h2>
<p>Read the draft aloud. Replace words your team never uses. Match your style guide on person, tense and formality. Break up sentences that all have the same length and rhythm, a common sign of generated text.</p>
<h2>6. Check it against the brief</h2>
<p>Does it answer the search intent the brief named, for the reader it named? Is the one key point stated plainly? Are the planned internal links in place? If the draft drifted from the brief, fix the structure before polishing sentences.</p>
<h2>7. Final pass</h2>
<ol>
<li>Title and meta description match the final content.</li>
<li>Headings are in order, with no skipped levels.</li>
<li>Images have descriptive alternative text.</li>
<li>A named author, with a short biography, is on the page.</li>
</ol>
<p>None of this is specific to AI. It is good editing. AI drafts simply move the work from writing to checking, and checking is the part that cannot be skipped. For the thinking behind step 4, see our article on <a href="/seo/content-quality/e-e-a-t/en/e-e-a-t-in-practice-showing-experience-on-the-page">E-E-A-T in practice</a>.</p>`,
    },
  },
};

export const brandVoice: DemoArticle = {
  cover: 'brand-voice',
  contentType: 'blog',
  category: 'AI Writing',
  subcategory: 'Prompts',
  microcategory: 'Brand Voice',
  categories: ['AI Writing', 'Copywriting'],
  daysAgo: 15,
  texts: {
    en: {
      title: 'Teaching an AI Your Brand Voice',
      excerpt:
        'Asking an AI to write "in a friendly, professional tone" gets you the same voice as everyone else. A short voice guide with examples and rules does far better.',
      metaDescription:
        'Describe your brand voice so an AI tool can follow it: attributes with examples, words to use and avoid, sample passages and a review routine.',
      tags: ['brand voice', 'AI prompts', 'style guide', 'AI-assisted writing', 'copywriting'],
      content: `<p>Almost every brand describes its voice as “friendly but professional”, “clear” and “human”. Give those words to an AI model and you get the voice every other company gets from the same words: pleasant, balanced and impossible to recognise. A voice is not a list of adjectives. It is a set of choices, and a model can only follow choices you have written down.</p>
<h2>Describe the voice as choices</h2>
<p>For each attribute of your voice, write what it means in practice, what it does not mean, and a sentence that shows it.</p>
<table>
<thead><tr><th>Attribute</th><th>We do</th><th>We do not</th></tr></thead>
<tbody>
<tr><td>Direct</td><td>Put the answer in the first sentence</td><td>Warm up with context the reader did not ask for</td></tr>
<tr><td>Warm</td><td>Address the reader as “you”; admit our own mistakes</td><td>Use exclamation marks or forced enthusiasm</td></tr>
<tr><td>Expert</td><td>Give numbers, steps and examples from our work</td><td>Use jargon to sound clever</td></tr>
</tbody>
</table>
<p>The “we do not” column matters as much as the first. Models lean towards a generic enthusiasm; telling them what to avoid pulls them back.</p>
<h2>List words, both ways</h2>
<p>Write down the words your team uses and the ones it never does. Maybe you say “customers”, never “users”; “sign up”, never “onboard”; “help”, never “empower”. Twenty such pairs correct more of a draft than any description of tone.</p>
<h2>Show, do not only tell</h2>
<p>The strongest instruction is an example. Include two or three short passages that sound exactly right: a paragraph from your best article, a LinkedIn post that did well, an e-mail a customer praised. Say what makes each one right. Models imitate examples far more reliably than they follow adjectives.</p>
<blockquote><p>Three good examples do more than three paragraphs of description.</p></blockquote>
<h2>Keep it short enough to use</h2>
<p>A voice guide that fits on one page can go into every request. A thirty-page brand book cannot, and a model given too much guidance follows none of it well. Keep the attributes, the word pairs and the examples; link the rest for human writers.</p>
<h3>Where it goes in Wordloom</h3>
<p>When you <a href="/linkedin-grow/create">create a LinkedIn post</a>, you can choose a writing style and add extra guidance. Paste your word pairs and one example passage into the guidance, and save writing styles you use often so they are one click away next time. The same guide works as the instructions you give the article writer.</p>
<h2>Review the output against the guide</h2>
<ol>
<li>Read the first paragraph. Is the answer in the first sentence?</li>
<li>Search the draft for the words on your “never” list.</li>
<li>Count exclamation marks and superlatives.</li>
<li>Read one paragraph aloud next to one of your example passages. Could they be from the same writer?</li>
</ol>
<p>When the answer to the last question is no, do not only fix the draft: fix the guide. Each correction you make twice belongs in it. After a few weeks the guide stops growing and the drafts need less editing, which is the point.</p>
<h2>Voice is not a disguise</h2>
<p>A strong voice guide makes AI drafts sound like you. It does not make them know what you know. Experience, opinions and examples still have to come from the people behind the brand, which is why our editing routine has a step just for adding them; see the <a href="/ai-writing/editing/fact-checking/en/editing-ai-drafts-a-checklist-for-human-editors">checklist for editing AI drafts</a>.</p>`,
    },
  },
};
