/**
 * LinkedIn Grow's built-in template library (issue 12 point 5), written by the team. Each
 * template gives the writer (a person, the AI, or the offline composer) a structure to follow,
 * one section per line ("Label: what goes there"), and a complete example post.
 *
 * Examples are believable posts by fictional people and companies: they state no statistics
 * about real companies.
 */

export const TEMPLATE_CATEGORIES = [
  'Storytelling',
  'Lessons',
  'How-to',
  'Opinion',
  'Case study',
  'Announcements',
  'Career',
  'Hiring',
  'Events',
  'Engagement',
  'Carousel',
  'Personal brand',
] as const;
export type TTemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface TLibraryTemplate {
  /** `lib:<slug>`: stable, stored on posts as `template_id`. */
  id: `lib:${string}`;
  name: string;
  category: TTemplateCategory;
  description: string;
  /** One section per line, "Label: what the writer puts there". */
  structure: string;
  /** A complete post following the structure (120–250 words). */
  examplePost: string;
}

export const LINKEDIN_TEMPLATES: readonly TLibraryTemplate[] = [
  {
    id: 'lib:personal-story',
    name: 'Personal story',
    category: 'Storytelling',
    description: 'A moment from your own work told as a short story, ending on what it taught you.',
    structure: [
      'Hook: one line that drops the reader into the moment',
      'The moment: where you were, what happened, what was at stake',
      'The turn: the decision or surprise that changed things',
      'The lesson: what you understand now that you did not then',
      'Question: invite readers to share a moment of their own',
    ].join('\n'),
    examplePost: `The email arrived at 11:42 p.m.: "We've decided to go another way."

It was my first big client as a freelancer. Three months of work, two rounds of revisions, and a signed contract I had already spent in my head. I remember sitting on the kitchen floor, laptop still open, wondering if I should send my old manager a message about coming back.

I didn't send it. Instead, the next morning, I asked the client one question: "What would have made you stay?"

Their answer surprised me. The work was fine. What they missed was hearing from me. I disappeared into the project for weeks and resurfaced only with deliverables. They felt out of the loop, so they assumed the worst.

Since that day, every client gets a short Friday note from me: what I did, what's next, what I need from them. Five minutes of writing. Not one client has left me since for that reason.

The lesson I took from it: people rarely leave because of the work. They leave because of the silence around it.

What's a "no" that ended up shaping how you work today?

#Freelancing #ClientRelationships #Lessons`,
  },
  {
    id: 'lib:lesson-learned',
    name: 'Lesson learned',
    category: 'Lessons',
    description: 'One clear lesson, the experience behind it and how you apply it now.',
    structure: [
      'Hook: state the lesson in one sentence',
      'Context: the situation that taught it',
      'What I got wrong: the mistake, told honestly',
      'What I do now: the concrete habit that replaced it',
      'Question: ask readers which lesson they learned the hard way',
    ].join('\n'),
    examplePost: `Being busy is not the same as being useful. It took me two years as a team lead to learn that.

In my first year managing people, I said yes to every meeting. I reviewed every pull request. I answered messages within minutes, at any hour. My calendar was full and I felt indispensable.

What I got wrong: my team had stopped making decisions without me. Every question waited in my inbox. When I took a week off, work slowed to a crawl, and nobody told me until I came back.

What I do now is simple. Each Monday I write down the three decisions only I can make that week. Everything else, I hand over with a clear owner and a deadline. I review code only when I'm asked. I turned off notifications after 6 p.m.

The result surprised me. The team ships faster, and two people who used to wait for my approval are now the ones others go to for answers.

Being needed felt good. Being replaceable turned out to be the real job.

Which lesson did you have to learn the hard way as a new manager?

#Leadership #Management #TeamLead`,
  },
  {
    id: 'lib:how-to-list',
    name: 'How-to list',
    category: 'How-to',
    description: 'A practical step-by-step list that solves one specific problem.',
    structure: [
      'Hook: promise the result the reader will get',
      'Problem: why this is hard for most people',
      'Steps: four to six numbered steps, one line each',
      'Tip: one extra detail that makes the steps work',
      'Call to action: ask readers to save or share the list',
    ].join('\n'),
    examplePost: `How to run a 30-minute meeting that actually ends with decisions.

Most meetings fail for the same reason: people arrive to talk about a topic, not to decide something. An hour later, everyone agrees to "follow up."

Here is the format I've used with my team for the past year:

1. Write the decision in the invite. Not "Q3 roadmap" but "Choose the two projects we start in July."
2. Send the options the day before, with one paragraph each. Reading happens before the meeting, not during it.
3. Open with five minutes of silent reading for anyone who didn't prepare.
4. Give each person two minutes to state their preference and why. No interruptions.
5. Decide in the room. If you can't, name who decides and by when.
6. Close by reading the decision and the owners out loud, then post them in the channel.

One tip that makes the rest work: invite only the people who will do the work or own the outcome. Everyone else gets the written summary.

Our weekly planning went from 60 minutes to 25, and nobody misses the old version.

Save this for your next meeting, and share it with the person who books the most of them.

#Productivity #Meetings #Leadership`,
  },
  {
    id: 'lib:contrarian-take',
    name: 'Contrarian take',
    category: 'Opinion',
    description: 'Challenge a common belief in your field with a reasoned alternative.',
    structure: [
      'Hook: the common belief you disagree with',
      'Why people believe it: the fair case for it',
      'Why I disagree: your reasoning and experience',
      'What to do instead: the alternative you recommend',
      'Question: ask readers where they stand',
    ].join('\n'),
    examplePost: `"Always be networking" is bad career advice.

I understand why people say it. Opportunities come through people, and the wider your circle, the more chances you have. Conferences, coffee chats, connection requests: more is better, right?

Here's why I disagree. For years I collected contacts. Hundreds of business cards, a LinkedIn network in the thousands. When I needed help changing jobs, I realized I couldn't ask most of them for anything. They didn't know my work, and I didn't really know theirs.

The people who actually helped me were a small group: former colleagues I'd shipped projects with, a client I'd stayed in touch with, two people I'd mentored. They could vouch for me because they had seen me work.

What I recommend instead: build a few deep relationships rather than many shallow ones. Help people without keeping score. Share your work in public so the right people find you. Follow up with the ten people who matter, every few months, with something useful to them.

Networking isn't a numbers game. It's a trust game, and trust doesn't scale the way contact lists do.

Do you agree, or has broad networking worked better for you?

#CareerAdvice #Networking #ProfessionalGrowth`,
  },
  {
    id: 'lib:case-study',
    name: 'Case study',
    category: 'Case study',
    description: 'A client or project result told as problem, approach and outcome.',
    structure: [
      'Hook: the result, stated plainly',
      'The client: who they are and what they struggled with',
      'The approach: what you changed and why',
      'The result: what improved, with numbers only if they are yours',
      'Takeaway: what others can apply',
      'Call to action: invite people with the same problem to reach out',
    ].join('\n'),
    examplePost: `A small bakery cut its weekend waste in half without changing a single recipe.

The owner came to us frustrated. Every Sunday evening, trays of unsold bread went to a food bank, which was kind, but it was also money leaving the business. Weekday sales were steady. Weekends were a guessing game.

Our approach was deliberately low-tech. For six weeks, the staff noted three things every Saturday and Sunday: the weather, local events, and the hour each product sold out. No new software, just a shared sheet by the register.

Patterns appeared quickly. Rainy mornings meant fewer baguettes and more pastries. Market days doubled demand before 10 a.m. and almost nothing after 3 p.m. Sourdough sold out every time, while the seeded loaves rarely did.

The bakery now plans weekend baking from the forecast and the market calendar, bakes a second smaller batch at noon, and shifted oven time from seeded loaves to sourdough. Their own tally shows weekend leftovers down by roughly half.

The takeaway: before buying a tool to predict demand, write down what you already see. Your team often knows the answer.

Running a small shop with the same problem? Send me a message, happy to share the sheet we used.

#SmallBusiness #CaseStudy #Operations`,
  },
];

/** The library template with this id (`lib:<slug>`), or undefined. */
export function findLibraryTemplate(id: string): TLibraryTemplate | undefined {
  return LINKEDIN_TEMPLATES.find((template) => template.id === id);
}
