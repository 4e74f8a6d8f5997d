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
  {
    id: 'lib:announcement',
    name: 'Announcement',
    category: 'Announcements',
    description: 'Share news (a partnership, an opening, a change) and why it matters to your readers.',
    structure: [
      'Hook: the news in one sentence',
      'Why it matters: what changes for the people you serve',
      'Details: what, when and where, in two or three short lines',
      'Thanks: the people who made it happen',
      'Call to action: where to learn more',
    ].join('\n'),
    examplePost: `We're opening our second studio, and this one is in Leeds.

When we started Northlight Design four years ago, nearly all our clients were in London. Over the last two years, more and more of the people asking for our help have been in the north: manufacturers, charities, a couple of universities. Meeting them meant a lot of train tickets and a lot of video calls that should have been workshops.

From March, we'll be able to sit in the same room.

A few details:
• The studio is in a converted mill, five minutes' walk from the station.
• Four of us will work there full time, led by Amira, who has been with us since the first week.
• We'll host a free open workshop on the first Thursday of every month for local nonprofits.

None of this happens without our clients who trusted a small team with big projects, and without Amira, who spent her evenings for two months finding the space, the desks and the best coffee within walking distance.

If you're in Yorkshire and working on a brand, a website or a service that needs rethinking, come and say hello. The details of our opening week are in the comments.

#Announcement #Design #Leeds`,
  },
  {
    id: 'lib:milestone',
    name: 'Milestone',
    category: 'Announcements',
    description: 'Mark a milestone (a launch anniversary, a number reached) with the story behind it.',
    structure: [
      'Hook: the milestone, stated simply',
      'Where it started: the humble beginning',
      'What it took: the hard parts nobody saw',
      'Thanks: who you owe it to',
      'What comes next: the next goal',
    ].join('\n'),
    examplePost: `Our newsletter sent its 100th issue this morning.

Issue one went to 38 people. Most of them were former colleagues, my sister, and one person who I'm fairly sure signed up by accident. I wrote it on a Sunday night in a notes app and almost didn't press send.

What it took to get here isn't talent. It's a calendar reminder every Thursday, drafts that I threw away, weeks when I had nothing to say and wrote anyway, and a couple of issues that I'm still a bit embarrassed by. Twice I nearly stopped. Both times, a reader replied to tell me a specific issue had helped them in a job interview or a hard conversation with their manager, and that was enough to keep going.

So thank you. To every reader who replied, forwarded an issue to a friend, or pointed out a typo (there were many). To my partner, who has proofread more about product management than anyone should have to.

What comes next: a monthly live Q&A for readers, starting in June, and a collection of the twenty issues people asked about most.

If you've been reading quietly since the start, I'd love to hear which issue stayed with you.

#Milestone #Newsletter #Writing`,
  },
  {
    id: 'lib:hiring',
    name: "We're hiring",
    category: 'Hiring',
    description: 'A job opening written for the person you want to attract, not as a job ad.',
    structure: [
      'Hook: the role and the team in one line',
      'The work: what this person will actually do in their first months',
      'Who we are looking for: the few things that matter most',
      'What we offer: pay range, flexibility, growth',
      'How to apply: the link and what happens next',
    ].join('\n'),
    examplePost: `We're hiring a backend engineer to join our payments team of five.

What you'll actually do in your first three months:
• Take over our reconciliation service and make it twice as easy to reason about.
• Pair with our support lead to remove the top three reasons merchants contact us about payouts.
• Ship to production in your first week. We deploy many times a day and nobody is afraid of it.

Who we're looking for:
• You've built and operated services that handle money, or something equally unforgiving.
• You write code that the next person can read, and you explain your decisions in writing.
• You ask "what problem are we solving?" before "which framework?"

You don't need to tick every box. If most of this sounds like you, apply.

What we offer: a salary range of £70,000–£85,000, fully remote within the UK with a team week every quarter, 30 days of holiday, and a learning budget you're actually encouraged to spend.

How to apply: the link is in the comments. You'll hear back from a human within five working days, and our process is two conversations and one paid take-home exercise. No trick questions.

Know someone who'd be great? A share goes a long way.

#Hiring #BackendEngineering #RemoteJobs`,
  },
  {
    id: 'lib:event-recap',
    name: 'Event recap',
    category: 'Events',
    description: 'The three ideas worth keeping from a conference, meetup or workshop you attended.',
    structure: [
      'Hook: the event and your one-line verdict',
      'Takeaway 1: the first idea and who said it',
      'Takeaway 2: the second idea',
      'Takeaway 3: the third idea',
      'What I will try: the one change you will make',
      'Question: ask who else attended or what they took away',
    ].join('\n'),
    examplePost: `I spent two days at a regional product conference last week, and it was the most practical event I've attended in years.

Three ideas I'm bringing back to my team:

1. "Your roadmap is a list of bets, so write down the odds." One speaker asks her teams to note, next to every roadmap item, how confident they are that it will move the target metric. Low-confidence items get smaller, faster experiments first.

2. Talk to churned customers, not just happy ones. A panel of founders agreed that their best product decisions came from conversations with people who left. Happy customers tell you what to keep; the ones who leave tell you what's missing.

3. Write the launch announcement before building. A workshop had us draft the customer email for a feature that doesn't exist yet. Half the room discovered they couldn't explain why anyone would care. That's cheaper to find out now than after a quarter of work.

What I'll try first: the launch-email exercise, at our next planning session.

Thank you to the organizers and volunteers who made it feel like a gathering of friends rather than a trade show.

Were you there too? What did you take away?

#ProductManagement #Conference #Learning`,
  },
  {
    id: 'lib:audience-question',
    name: 'Question to the audience',
    category: 'Engagement',
    description: 'Ask your network a genuine question, with enough context to get thoughtful answers.',
    structure: [
      'Hook: the question, asked plainly',
      'Context: why you are asking now',
      'My answer so far: your own view, so people have something to react to',
      'Question: ask again, narrowing it so replies are specific',
    ].join('\n'),
    examplePost: `What's one habit that made you noticeably better at your job, and how long did it take to stick?

I'm asking because I'm putting together a short onboarding guide for the new analysts joining our team in September. The technical parts are easy to write. The habits that separate good analysts from great ones are harder to pin down, and I don't want it to be only my opinion.

My own answer so far: writing a three-sentence summary at the top of every analysis before sharing it. What did I find, how sure am I, and what should someone do about it? It took me about two months to do it without thinking. It changed how people read my work, because they no longer had to dig through charts to find the point.

A few others from my team: keeping a log of every question a stakeholder asks, checking the raw data before trusting any dashboard, and blocking one morning a week with no meetings.

So, to narrow it down: what's the single habit you'd tell a new colleague to start in their first month? And honestly, how long did it take before it felt natural?

I'll share the finished guide here, with credit to everyone whose answer ends up in it.

#Careers #Habits #DataAnalytics`,
  },
  {
    id: 'lib:carousel-outline',
    name: 'Carousel outline',
    category: 'Carousel',
    description: 'The text of a document carousel: a cover slide, one idea per slide and a closing slide.',
    structure: [
      'Cover slide: the title and the promise',
      'Slide 2: the problem in one sentence',
      'Slides 3 to 7: one idea per slide, a short title and one line',
      'Summary slide: the ideas in one list',
      'Last slide: who you are and what to do next',
      'Caption: two lines introducing the carousel',
    ].join('\n'),
    examplePost: `Most onboarding checklists are written for the company, not the new hire. I turned ours into a seven-slide carousel. Here's the text of each slide:

Slide 1: Your first 30 days as a new manager. What to do, week by week.

Slide 2: The trap: trying to prove yourself by changing things in week one.

Slide 3: Week 1, listen. Hold a 30-minute one-to-one with every person on your team. Ask what they'd keep, what they'd change and what you should know.

Slide 4: Week 2, map. Write down who your team depends on and who depends on your team. Meet those people.

Slide 5: Week 3, learn the work. Do one real task each member of your team does. You'll understand their day better than any report could tell you.

Slide 6: Week 4, share back. Tell the team what you heard, what you'll keep and the one thing you'll change first.

Slide 7: Listen, map, learn, share. Then start changing things. Save this for your first month, or send it to someone starting theirs.

The full document is attached. Which week would you add something to?

#Management #Onboarding #Leadership`,
  },
  {
    id: 'lib:myth-vs-fact',
    name: 'Myth vs fact',
    category: 'Lessons',
    description: 'Correct common misconceptions in your field, one myth and its correction at a time.',
    structure: [
      'Hook: the field and the promise to clear up myths',
      'Myth 1: the belief, then the fact',
      'Myth 2: the belief, then the fact',
      'Myth 3: the belief, then the fact',
      'Takeaway: the principle behind the corrections',
      'Question: ask which myth readers hear most',
    ].join('\n'),
    examplePost: `Three myths about accessibility I hear in almost every project kickoff.

Myth: "Accessibility is only for a small number of users."
Fact: Captions help people watching on a train with the sound off. Good contrast helps anyone reading their phone in sunlight. Keyboard navigation helps power users and people with a broken trackpad. Designing for disability improves the product for everyone, sooner or later.

Myth: "We'll add it at the end."
Fact: Accessibility added at the end is expensive, because it usually means rebuilding components. Choosing semantic HTML, labels and focus states from the first sprint costs almost nothing extra.

Myth: "An automated checker will tell us if we're accessible."
Fact: Automated tools are a great start, but they catch only part of the problems. They can't tell you whether your error messages make sense or whether a screen reader user can finish checkout. Testing with real people and real assistive technology is the only way to know.

The principle behind all three: accessibility is a quality of the product, like performance or security, not a feature you bolt on.

Which of these myths do you hear most often in your team?

#Accessibility #UXDesign #WebDevelopment`,
  },
  {
    id: 'lib:before-after',
    name: 'Before and after',
    category: 'Storytelling',
    description: 'Contrast how things were with how they are now, and what made the difference.',
    structure: [
      'Hook: the transformation in one line',
      'Before: how things were, concretely',
      'What changed: the one or two decisions that made the difference',
      'After: how things are now, concretely',
      'Takeaway: what readers can borrow',
    ].join('\n'),
    examplePost: `Eighteen months ago, our support team dreaded Mondays. Today it's their calmest day of the week.

Before: every Monday started with a weekend backlog of several hundred tickets. The first half of the day was spent just sorting them. Customers waited until Tuesday for replies to simple questions, and the team spent their energy on triage instead of helping people.

What changed came down to two decisions.

First, we rewrote our ten most common answers as help articles and linked them directly in the contact form. When someone types "reset password" or "change invoice address," the right article appears before they send anything.

Second, we stopped treating the weekend as a gap. Two people now cover a four-hour shift on Sunday afternoon, rotating monthly, with a weekday off in exchange. They don't solve everything, but they answer the urgent questions and tag the rest.

After: Monday mornings start with a small, sorted queue. Simple questions get answered by articles before they become tickets. The team now spends Monday on the hard cases, the ones where a person really matters.

What you can borrow: look at your ten most repeated questions. The fastest support reply is the one a customer never has to wait for.

#CustomerSupport #Operations #CustomerExperience`,
  },
  {
    id: 'lib:behind-the-scenes',
    name: 'Behind the scenes',
    category: 'Personal brand',
    description: 'Show the unseen work behind something people only see finished.',
    structure: [
      'Hook: what people see from the outside',
      'What it really takes: the unseen steps',
      'The messy part: something that went wrong or took longer',
      'Why I share it: what you want readers to know',
      'Question: invite readers to share their own behind the scenes',
    ].join('\n'),
    examplePost: `What you see: a 90-second product video we posted last Tuesday.

What it really took:
• Eleven versions of the script. Version four was twice as long and explained everything. Nobody could remember a thing after watching it.
• Two days of recording in a borrowed meeting room, with a blanket over the window because the afternoon sun kept changing the light.
• A voiceover recorded in a wardrobe, because clothes absorb echo better than any foam we could afford.
• Feedback sessions with five customers, who told us the part we were proudest of was the most confusing.

The messy part: we lost half a day of footage to a full memory card that nobody checked. We reshot it the next morning, and honestly, the second take was better.

Why I'm sharing this: it's easy to scroll past polished work and assume it came easily, to other teams, to other people. It almost never does. Good work is usually the fifth attempt, made by people who were willing to see the first four fail.

If you're in the middle of version four of something right now, keep going.

What's something you made that looked effortless but definitely wasn't?

#BehindTheScenes #Marketing #VideoProduction`,
  },
  {
    id: 'lib:tool-recommendation',
    name: 'Tool recommendation',
    category: 'How-to',
    description: 'Recommend a tool or method you use, with how you use it and its limits.',
    structure: [
      'Hook: the problem the tool solved for you',
      'The tool: what it is, in one sentence',
      'How I use it: your actual workflow in three steps',
      'Limits: where it falls short, honestly',
      'Question: ask what readers use for the same job',
    ].join('\n'),
    examplePost: `I used to lose half my good ideas between meetings. A plain text file fixed that.

The tool: a single file called inbox.txt, pinned open on my desktop. That's it. No app, no subscription, no sync settings to fiddle with.

How I use it:
1. Anything that crosses my mind during the day, an idea, a task, a name to follow up with, goes at the bottom of the file in one line. Capturing takes five seconds, so I actually do it.
2. Every afternoon at 4:30, I read the file from top to bottom. Each line either becomes a calendar entry, a task in our team board, a note in the right project folder, or gets deleted.
3. On Fridays, I look at what I deleted that week. It tells me a lot about which ideas I keep having but never act on.

The limits: it's not great for long notes or anything I need to share, and it only works if the daily review really happens. On weeks when I skip it, the file becomes a graveyard.

But for capturing thoughts fast, I haven't found anything simpler that I stick with.

What do you use to catch ideas before they disappear?

#Productivity #Tools #WorkHabits`,
  },
  {
    id: 'lib:book-takeaways',
    name: 'Book takeaways',
    category: 'Lessons',
    description: 'The ideas from a book that changed how you work, and how you applied them.',
    structure: [
      'Hook: the book and why you picked it up',
      'Idea 1: the first idea, in your own words',
      'Idea 2: the second idea',
      'Idea 3: the third idea',
      'How I applied it: one thing you changed',
      'Question: ask for the next book recommendation',
    ].join('\n'),
    examplePost: `I finally read a book about writing well at work, after a colleague returned my third long email with the comment "I read the first line."

Three ideas I keep coming back to, in my own words:

1. Put the request first. If you need a decision by Thursday, that's the first sentence, not the last paragraph. Context comes after, for the people who want it.

2. One message, one purpose. When an email asks for approval, shares an update and raises a concern, people answer the easiest part and ignore the rest. Three short messages get three answers.

3. Write for someone skimming on a phone between meetings. Short paragraphs, clear subject lines, and bold only for the thing they must not miss.

How I applied it: I now write the subject line of every important email as the action I need, like "Approve the vendor contract by Friday," and I reread the first two sentences before sending. If they don't stand on their own, I rewrite them.

The replies come faster, and I've stopped getting "sorry, what do you need from me?"

What's the last book that changed something practical about how you work? My reading list is open.

#Books #Writing #Communication`,
  },
  {
    id: 'lib:failure-story',
    name: 'Failure story',
    category: 'Storytelling',
    description: 'An honest account of something that failed, what it cost and what you learned.',
    structure: [
      'Hook: admit the failure in the first line',
      'What I tried: the plan and why it seemed good',
      'What went wrong: the moment it fell apart',
      'What it cost: time, money or trust, honestly',
      'What I learned: the lesson and what you do differently',
      'Question: invite others to share a failure that taught them',
    ].join('\n'),
    examplePost: `I spent six months building a product that nobody bought.

The plan seemed solid. I'd worked in logistics for eight years and knew the frustrations of small warehouses firsthand. I was sure they needed a simple app to track stock across locations. I left my job, found a developer friend, and we built it in our evenings and weekends.

What went wrong: we launched to silence. The few warehouse managers who tried it liked it, then went back to their spreadsheets. When I finally asked why, the answer was always a version of the same thing: "The spreadsheet isn't the problem. Getting my team to update anything is."

I had built a solution to my own frustration, not to theirs, and I never asked before writing a single line of code.

What it cost: most of my savings, a strained friendship that took a year to repair, and a fair amount of confidence.

What I learned: talk to twenty potential customers before building anything, and listen for the problem they describe in their own words, not the one you're hoping to hear. I do that now for every idea, and most of them die in the conversations. That's the point.

What's a failure that taught you more than a success did?

#Entrepreneurship #Failure #Startups`,
  },
  {
    id: 'lib:customer-win',
    name: 'Customer win',
    category: 'Case study',
    description: "Celebrate a customer's success, with their permission, and what made it possible.",
    structure: [
      'Hook: the customer and what they achieved',
      'Their starting point: the challenge they had',
      'What they did: the steps they took, with your part in it',
      'The outcome: what changed for them',
      'Thanks: credit the customer',
    ].join('\n'),
    examplePost: `Huge congratulations to the team at Fernhill Veterinary Clinic: they opened their evening appointments this month without hiring a single extra receptionist.

(Shared with their permission, and they're rightly proud.)

Their starting point: phones ringing all day, a waiting list for appointments, and receptionists spending hours rescheduling by hand. Evening slots were something they wanted for years but couldn't staff.

What they did: they moved bookings and reminders online with our scheduling tool, kept the phone line for urgent cases and older clients who prefer to call, and used the time it freed up to train one receptionist as a practice coordinator. The setup took them three weeks, and most of it was deciding their own rules, not configuring software.

The outcome: pet owners now book the evening slots themselves, missed appointments dropped noticeably according to the clinic's own records, and the front desk finally has time to talk to the people standing in front of it.

The credit belongs to Dr. Osei and her team, who were willing to change how they'd worked for fifteen years. We just built the calendar.

#CustomerSuccess #SmallBusiness #Healthcare`,
  },
  {
    id: 'lib:team-shout-out',
    name: 'Team shout-out',
    category: 'Announcements',
    description: 'Publicly thank a colleague or team for specific work, so others see it too.',
    structure: [
      'Hook: name who you are thanking and for what',
      'What they did: the specific work, in detail',
      'Why it mattered: the difference it made',
      'What others can learn: the quality worth copying',
    ].join('\n'),
    examplePost: `A public thank-you to Priya Nair, who quietly saved our product launch last week.

Two days before release, our payment provider changed a setting on their side, and test orders started failing in one region. Nobody had assigned it to Priya. She noticed it in the logs at 7 a.m., traced it to the provider's change, wrote a workaround with a clear note explaining how to remove it later, and then called the provider's support team herself to get the real fix scheduled.

By the time most of us logged in, there was a summary in our channel: what broke, why, what she'd done, and what was still open. No drama, no blame, just the facts and the next steps.

Why it mattered: the launch went out on time, in every region, and customers never saw a thing.

What I'd love more of us to copy, myself included: she didn't just fix the problem, she made it easy for everyone else to understand it. That summary turned a near-miss into something the whole team learned from.

Thank you, Priya. Work like this deserves more than a thumbs-up emoji in a chat thread.

#Teamwork #Engineering #Recognition`,
  },
  {
    id: 'lib:industry-trend',
    name: 'Industry trend',
    category: 'Opinion',
    description: 'Your reading of a shift in your industry and what professionals should do about it.',
    structure: [
      'Hook: the shift you are seeing',
      'What I am seeing: the signals, from your own work',
      'Why it is happening: your explanation',
      'What it means for us: the practical consequences',
      'Question: ask whether readers see the same',
    ].join('\n'),
    examplePost: `In recruiting, the CV is slowly losing its place at the center of hiring.

What I'm seeing in my own work: more of the companies I recruit for now ask candidates for a short work sample before they ask for a CV. A product manager writes a one-page brief. A designer critiques an existing screen. A sales candidate records a three-minute pitch. Several clients have dropped the cover letter completely.

Why it's happening, in my view: hiring managers have told me for years that CVs look more and more alike, and that they can't tell from a page who will actually do the job well. A small, paid, realistic task shows them that in an hour. It also helps candidates who don't have the "right" background but can do the work.

What it means for us:
• For candidates: keep a small portfolio of real work, even outside design and engineering. A few documents you're proud of, with any confidential details removed.
• For hiring teams: keep tasks short and pay for anything longer than an hour. Candidates have jobs and families too.
• For recruiters like me: our job shifts from screening paper to designing fair assessments.

Are you seeing the same shift in your field, or is the CV still king where you work?

#Recruiting #HiringTrends #FutureOfWork`,
  },
  {
    id: 'lib:checklist',
    name: 'Checklist',
    category: 'How-to',
    description: 'A short checklist readers can save and use before a specific task.',
    structure: [
      'Hook: the task the checklist is for',
      'Why a checklist: the mistake it prevents',
      'Checklist: six to eight items, one line each',
      'Call to action: ask readers to save it and add what is missing',
    ].join('\n'),
    examplePost: `Before you publish any landing page, run through this checklist. It takes ten minutes.

Why a checklist? Because the mistakes that hurt most are never the hard ones. They're the broken link, the form that sends emails nowhere, the headline that made sense only to the team that wrote it. I've made every one of these, some more than once.

The checklist:
☐ Can someone explain what you offer after reading only the headline and the first line?
☐ Is there one clear action, and is it visible without scrolling on a phone?
☐ Did you submit the form yourself and receive the confirmation email?
☐ Do all links work, including the logo and the footer?
☐ Does the page load quickly on a mobile connection, not just your office Wi-Fi?
☐ Do the images have alt text that describes them?
☐ Is the page title and preview text right when you paste the link into a chat?
☐ Did someone who didn't build it read it out loud?

That last one catches more problems than all the others combined.

Save this for your next launch, and tell me what you'd add. I'll update the list with the best suggestions.

#Marketing #LandingPages #Checklist`,
  },
  {
    id: 'lib:framework',
    name: 'Framework',
    category: 'Lessons',
    description: 'A simple named framework you use to make a recurring decision, with an example.',
    structure: [
      'Hook: the recurring decision the framework helps with',
      'The framework: its name and its parts, one line each',
      'Example: the framework applied to a real situation',
      'When not to use it: its limits',
      'Question: ask readers how they make the same decision',
    ].join('\n'),
    examplePost: `Every week someone asks me to take on "just one more small thing." I used to say yes by default. Now I run it through a framework I call the three Cs.

The framework:
• Can I? Do I have the skills and the time this month, honestly, without borrowing from sleep?
• Should I? Does it move one of my two priorities for this quarter, or does it help someone who has helped me?
• Cost: what will I stop doing, or do worse, if I say yes?

If the answer to the first two is no, it's a polite no. If they're yes, the third question decides, and I say the cost out loud to the person asking.

Example: last month a colleague asked me to review a hiring process. Can I? Yes. Should I? Yes, hiring is one of my priorities. Cost: our team retrospective would move a week. I said yes, and told both teams about the trade. Nobody minded, because it was visible.

When not to use it: emergencies, and anything your team genuinely needs from you today. A framework is for habits, not for crises.

How do you decide what to say yes to?

#Prioritization #Productivity #Leadership`,
  },
  {
    id: 'lib:quick-tip',
    name: 'Quick tip',
    category: 'How-to',
    description: 'One small, immediately useful tip, explained in a few lines.',
    structure: [
      'Hook: the tip in one line',
      'Why it works: the reasoning',
      'How to do it: the exact steps or wording',
      'Call to action: ask readers to try it this week',
    ].join('\n'),
    examplePost: `Quick tip: end every meeting by asking "What will each of us do before we meet again?"

Why it works: most meetings end with a vague sense of agreement and no clear owners. Everybody assumes somebody else will send the follow-up. A week later, the same group meets again and has the same conversation.

Asking the question in the last five minutes changes that. People have to say their action out loud, in front of others. That's a small commitment, but a real one. It also reveals quickly when two people think they own the same task, or when nobody owns the most important one.

How to do it:
1. Set a reminder for five minutes before the end of the meeting.
2. Go around the room, or the video grid, and ask each person for one action and a date.
3. Write them in the meeting notes, right there, while everyone can see.
4. Open the next meeting by reading that list.

It feels a little formal the first time. By the third meeting, people come prepared with their answer.

Try it in your next three meetings this week, and tell me if anything changed.

#Productivity #Meetings #QuickTip`,
  },
  {
    id: 'lib:weekly-roundup',
    name: 'Weekly roundup',
    category: 'Personal brand',
    description: 'What you worked on, learned and read this week, in a short list.',
    structure: [
      'Hook: introduce the week in one line',
      'What I shipped: one or two things finished',
      'What I learned: one insight',
      'What I read: one recommendation with a line on why',
      'Next week: what you are focusing on',
      'Question: ask readers about their week',
    ].join('\n'),
    examplePost: `My week in five minutes: a launch, a lesson, and an article worth your time.

What I shipped: the new onboarding emails for our trial users. Five messages instead of eleven, each with one clear next step. We rewrote them from scratch after reading through a month of support questions from trial users.

What I learned: our trial users don't read long emails, but they do reply to short ones. The one-line "What are you hoping to do with the product?" message got more replies in three days than all our old emails did in a month. Asking beats telling.

What I read: a long essay on writing documentation for people in a hurry. The idea I took from it: write the page for the reader who lands on it from a search engine, confused and short on time, not for the reader who reads everything in order.

Next week: interviews with ten of the users who replied, to understand what they expected from the trial and where we fell short.

A quiet week for some of us, a chaotic one for others. How was yours? Tell me one thing you finished.

#WeeklyRoundup #Marketing #Learning`,
  },
  {
    id: 'lib:job-search',
    name: 'Open to work',
    category: 'Career',
    description: 'Tell your network you are looking, what you are good at and exactly how they can help.',
    structure: [
      'Hook: say plainly that you are looking for your next role',
      'What I do best: your strengths, with one proof each',
      'What I am looking for: role, industry, location or remote',
      'How you can help: the specific ask',
      'Thanks: thank the network in advance',
    ].join('\n'),
    examplePost: `I'm looking for my next role as a customer success manager, and I'd be grateful for your help.

After five years at a software company that was recently acquired, my team was merged with the buyer's, and my position was among those that ended. I'm proud of what we built and grateful for the people I worked with.

What I do best:
• Turning unhappy accounts around: I took over a group of at-risk customers last year and kept most of them through renewal.
• Onboarding: I rebuilt our onboarding program so new customers reached their first real result in days rather than weeks.
• Working with product teams: I ran monthly sessions bringing customer feedback straight to the engineers who could act on it.

What I'm looking for: a customer success or account management role at a B2B software company, fully remote in Europe or hybrid near Lisbon. I'm especially interested in teams working in education or healthcare.

How you can help:
• If your company is hiring for this kind of role, I'd love an introduction.
• If you know someone leading customer success in those industries, a connection would mean a lot.
• A like or a share helps this reach the right people.

Thank you, truly. Every message so far has been kind.

#OpenToWork #CustomerSuccess #JobSearch`,
  },
  {
    id: 'lib:new-role',
    name: 'New role or promotion',
    category: 'Career',
    description: 'Announce a new position with gratitude and what you will focus on, without bragging.',
    structure: [
      'Hook: the new role, stated simply',
      'The journey: where you started and what led here',
      'Thanks: the people who helped, by name where possible',
      'What I will focus on: your first priorities',
      'Call to action: invite people to connect or reach out',
    ].join('\n'),
    examplePost: `Some personal news: I've started a new role as Head of Operations at Greenway Logistics.

Nine years ago I joined the company as a temporary dispatcher for a busy holiday season. The plan was to stay for two months. I stayed because I loved the puzzle of getting the right thing to the right place at the right time, and because the people around me were generous with their time and their patience.

Thank you to Marta, who taught me that every angry phone call is a process problem in disguise. To Jonas, who handed me my first team and then trusted me to make mistakes with it. And to the drivers and warehouse teams, who taught me more about operations than any course ever did.

What I'll focus on first:
• Listening: spending my first month at every one of our depots, on the floor, not in meeting rooms.
• Safety: making sure our growth never comes at the expense of the people doing the lifting and the driving.
• Simplicity: fewer tools, clearer handovers, fewer surprises for our customers.

If you work in logistics, warehousing or last-mile delivery, I'd love to connect and learn from how you do things.

#NewRole #Operations #Logistics`,
  },
  {
    id: 'lib:product-launch',
    name: 'Product launch',
    category: 'Announcements',
    description: 'Launch a product or feature by starting from the problem it solves for the customer.',
    structure: [
      'Hook: the customer problem, in their words',
      'What we built: the product and what it does, in two sentences',
      'How it works: three short steps or features',
      'Who it is for: the people who will get most from it',
      'Call to action: how to try it',
    ].join('\n'),
    examplePost: `"I spend my Friday afternoons copying numbers from one spreadsheet into another." We heard this from freelance bookkeepers so often that we built something about it.

Today we're launching Ledgerlink, a small tool that keeps your clients' bank exports and your working spreadsheets in sync. It does one thing, and it tries to do it very well.

How it works:
1. Connect the folder where your clients drop their bank exports, whatever the bank.
2. Map the columns once per client. Ledgerlink remembers them.
3. Every new export lands in your spreadsheet, de-duplicated and categorized, with anything unusual flagged for you to review rather than guessed.

Who it's for: independent bookkeepers and small accounting practices who work in spreadsheets and don't want to move everything into a big accounting platform just to save a few hours a week.

What it isn't: a replacement for your judgment. Every flagged line waits for you.

We built it with a group of twelve bookkeepers who tested early versions for four months and told us, kindly and not always kindly, what was wrong with them. Thank you, all of you.

It's free for your first three clients. The link is in the comments. I'd love to hear what you think.

#ProductLaunch #Bookkeeping #Freelance`,
  },
  {
    id: 'lib:webinar-invite',
    name: 'Webinar invitation',
    category: 'Events',
    description: 'Invite people to a webinar or live session by showing what they will leave with.',
    structure: [
      'Hook: the question the session answers',
      'What you will learn: three concrete outcomes',
      'Who is speaking: the speakers and why they are worth hearing',
      'Practical details: date, time with time zone, length, cost',
      'Call to action: how to register',
    ].join('\n'),
    examplePost: `How do you price a service when every client's project is different? That's the question of our next free live session.

In 45 minutes, you'll leave with:
• A simple way to turn your hourly rate into project prices without underselling yourself.
• The three questions to ask a client before you quote, so scope doesn't creep after you've agreed.
• A script for the hardest moment: telling a client your price and then staying quiet.

Who's speaking: Lena Hoffmann, who has run a small design studio for eleven years and has quoted, by her own count, more than a thousand projects. She'll share the pricing mistakes she made early on and what she does differently now. I'll host and bring your questions from the chat.

Practical details:
Thursday, 14 May, 5:00 p.m. to 5:45 p.m. CET (4:00 p.m. in London).
Online, free, and recorded. Everyone who registers gets the recording and the pricing worksheet afterwards, so sign up even if you can't attend live.

Registration is in the first comment. Bring your trickiest pricing question, and we'll answer as many as we can.

#Freelancing #Pricing #Webinar`,
  },
  {
    id: 'lib:poll-question',
    name: 'Poll-style question',
    category: 'Engagement',
    description: 'A multiple-choice question with clear options, to start a discussion in the comments.',
    structure: [
      'Hook: the question',
      'Options: three or four clearly different answers, one per line',
      'My vote: your own pick and why',
      'Question: ask readers to vote and explain their choice in the comments',
    ].join('\n'),
    examplePost: `Quick poll for people who manage teams: what's the best day for a weekly one-to-one?

A. Monday: set priorities for the week together, before anything goes wrong.
B. Wednesday: mid-week check-in, enough has happened to talk about, still time to fix things.
C. Friday: reflect on the week while it's fresh, and end on a personal note.
D. It depends on the person, and I let each of them choose.

My vote: B, Wednesday. I tried Mondays for a year and found that most of the conversation was about plans that changed by Tuesday. On Fridays, people were tired, and anything we agreed on was forgotten over the weekend. Wednesday gives us real things to talk about and still leaves two days to act on them.

That said, I've started to lean towards D for a couple of people on my team who work different hours or have caring responsibilities. A fixed rule is less important than a meeting people actually look forward to.

Vote with a letter in the comments, and tell me why. I'm especially curious to hear from people who are on the other side of the table: which day works best for you as the team member?

#Management #Leadership #Poll`,
  },
  {
    id: 'lib:unpopular-opinion',
    name: 'Unpopular opinion',
    category: 'Opinion',
    description: 'A short, provocative opinion stated up front, defended with experience and open to pushback.',
    structure: [
      'Hook: "Unpopular opinion:" followed by the opinion',
      'My reasons: two or three reasons, from experience',
      'Where I might be wrong: the fair counterpoint',
      'Question: ask readers to push back',
    ].join('\n'),
    examplePost: `Unpopular opinion: most teams don't need more meetings about culture. They need fewer, better-run meetings about work.

My reasons:

First, culture is mostly what happens in ordinary moments. How a manager reacts when someone misses a deadline. Whether a junior person's idea gets credit in the planning meeting. Whether decisions get explained or just announced. An offsite about values can't fix what the weekly stand-up undoes.

Second, people notice the gap. I've been on teams with beautifully written values on the wall and a calendar so full of pointless meetings that nobody had time to live up to them. The values started to feel like decoration.

Third, good meetings are themselves culture. A meeting that starts on time, has a clear purpose, lets everyone speak and ends with decisions tells people: your time matters, your voice matters, we get things done here. That message lands every single week.

Where I might be wrong: in a fast-growing company, or after a merger, people really do need dedicated time to talk about how they want to work together. Without it, everyone assumes their old habits are the shared ones.

So push back: have you seen a culture initiative that actually changed the everyday work? I'd like to be proven wrong.

#UnpopularOpinion #CompanyCulture #Leadership`,
  },
  {
    id: 'lib:mistakes-to-avoid',
    name: 'Mistakes to avoid',
    category: 'Lessons',
    description: 'The common mistakes people make with something, each with what to do instead.',
    structure: [
      'Hook: the task and the promise to save readers some pain',
      'Mistake 1: what people do, then what to do instead',
      'Mistake 2: what people do, then what to do instead',
      'Mistake 3: what people do, then what to do instead',
      'Mistake 4: what people do, then what to do instead',
      'Call to action: ask readers which mistake they would add',
    ].join('\n'),
    examplePost: `Four mistakes I see in almost every first-time salary negotiation, including my own.

1. Naming a number too early.
When a recruiter asks for your expectations in the first call, it's fine to say you'd like to understand the role and the full package first. Ask what range they've budgeted. Once you share a number, it usually becomes the ceiling.

2. Negotiating only the salary.
Start date, remote days, learning budget, holiday, a title that reflects the work, a review in six months: all of these can be easier for a company to give than a higher base. Decide in advance which ones matter most to you.

3. Apologizing for asking.
"I'm so sorry, I hope this isn't rude, but…" tells the other side you expect a no. A calm, simple sentence works better: "Based on the scope of the role, I was hoping for something closer to X. Is there flexibility there?"

4. Accepting on the spot.
Even if the offer is great, say thank you and ask for a day or two to review it in writing. A good employer will respect that, and you'll think more clearly once the excitement settles.

Which negotiation mistake would you add to the list? The more examples, the more useful this gets for the next person.

#SalaryNegotiation #CareerAdvice #JobOffers`,
  },
  {
    id: 'lib:day-in-the-life',
    name: 'Day in the life',
    category: 'Personal brand',
    description: 'Walk readers through a real working day, to show what your job is actually like.',
    structure: [
      'Hook: your role and the misconception about it',
      'Morning: what the first hours look like',
      'Midday: the core of the work',
      'Afternoon: how the day ends',
      'What surprised me: what people would not expect',
      'Question: invite questions about the job',
    ].join('\n'),
    examplePost: `People assume a UX researcher spends the day running interviews. Here's what an actual Tuesday looked like for me.

Morning: 8:30, coffee and notes from yesterday's usability sessions. I rewatched two recordings at double speed, looking for the moments where people hesitated or apologized to the screen. Those moments are usually where the design is failing them. By 10:00 I had twelve short observations written on virtual sticky notes.

Midday: a 45-minute session with a pharmacist testing our new prescription flow. She showed me a workaround she'd invented with paper and a highlighter that our product should have handled for her. Then lunch, away from the screen, on purpose.

Afternoon: the part nobody sees. I spent two hours grouping observations with a designer, arguing kindly about what they meant, and writing a one-page summary for the product team. At 4:30 I presented the top three findings in ten minutes. At 5:15, recruiting messages for next week's participants.

What surprised me when I started: only about a fifth of my week is spent talking to users. The rest is preparing, analyzing, and making sure the findings actually change something.

Curious about UX research as a career? Ask me anything in the comments.

#UXResearch #DayInTheLife #Careers`,
  },
  {
    id: 'lib:gratitude',
    name: 'Gratitude',
    category: 'Personal brand',
    description: 'Thank someone who shaped your career, telling them specifically what they did.',
    structure: [
      'Hook: who you are grateful to',
      'What they did: the specific moment or habit',
      'What it changed: the effect on you',
      'Passing it on: how you try to do the same for others',
      'Question: invite readers to thank someone too',
    ].join('\n'),
    examplePost: `I want to thank the person who hired me when my CV gave her every reason not to.

Twelve years ago, I applied for a junior marketing role with a degree in history, two years of waiting tables, and a blog about local music that maybe forty people read. Ruth, the marketing director, read the blog before the interview. She spent half of our conversation asking about it: how I chose what to write about, how I found readers, why I kept going.

At the end, she said, "You already do the job. You just haven't been paid for it yet."

What it changed: I stopped apologizing for my path. The waiting tables taught me to read people. The history degree taught me to research and to write. The blog taught me to publish without permission. Ruth saw all of that before I did.

Passing it on: when I hire now, I read the strange parts of a CV first. The side projects, the gaps, the jobs that don't seem to fit. That's often where people show what they care about when nobody is grading them.

Ruth, if you're reading this: thank you. I still think about that sentence.

Is there someone you've never properly thanked? Today is a good day to tag them.

#Gratitude #Mentorship #Careers`,
  },
  {
    id: 'lib:resource-thread',
    name: 'Resource list',
    category: 'How-to',
    description: 'A curated list of free resources on a topic, each with a line on why it is worth it.',
    structure: [
      'Hook: the skill and the promise of free resources',
      'Resources: five to seven resources, one per line with why it is useful',
      'How to use them: the order you would follow',
      'Call to action: ask readers to add their favorite',
    ].join('\n'),
    examplePost: `Want to learn SQL for your job without paying for a course? These free resources took me from zero to writing my own reports.

The resources:
• The official documentation of whichever database your company uses. Dry, but it's the one source that's always right about your system.
• An interactive tutorial site where you type queries in the browser and get instant feedback. Ideal for the first week.
• A public data set you care about, like your city's open data portal. Practicing on questions you're curious about makes it stick.
• A free online SQL formatter, to make other people's queries readable before you try to understand them.
• Your company's own dashboards: open the queries behind them and read them line by line.
• One patient colleague willing to review a query a week. The most valuable resource on this list.

How to use them: spend one week on the interactive tutorial, then switch to your own questions on a public data set. After a month, start reading your company's queries. Only then write your first report, and ask that colleague to review it.

Learning SQL changed my job. I stopped waiting days for someone else to pull numbers for me.

What free resource would you add for someone starting out? Drop it in the comments.

#SQL #DataSkills #Learning`,
  },
  {
    id: 'lib:comparison',
    name: 'Comparison',
    category: 'Carousel',
    description: 'Compare two approaches side by side, slide by slide, and say when each one fits.',
    structure: [
      'Cover slide: the two options being compared',
      'Slides 2 to 5: one criterion per slide, with how each option does',
      'Verdict slide: when to choose which',
      "Caption: introduce the comparison and ask for readers' experience",
    ].join('\n'),
    examplePost: `Freelancing or a full-time job? I've done both for five years each. I put the honest comparison into a short carousel:

Slide 1: Freelance vs full-time. Not which is better, but which fits you now.

Slide 2: Income. Full-time: predictable, with paid leave and a pension. Freelance: higher ceiling, lower floor, and you are your own sick pay.

Slide 3: Control. Full-time: someone else chooses the projects, but also handles sales, accounting and tools. Freelance: you choose the work and do all the admin around it.

Slide 4: Learning. Full-time: deep knowledge of one domain, mentors nearby, colleagues to learn from daily. Freelance: broad exposure to many businesses, but you have to build your own feedback loops.

Slide 5: Loneliness. Full-time: a team, for better or worse. Freelance: you'll need to build your own community on purpose, or it gets quiet.

Slide 6: The verdict. Choose full-time if you want depth, stability and mentors right now. Choose freelance if you have savings for six months, a few clients who already know your work, and you enjoy selling.

I went back to full-time last year and don't regret either choice.

If you've made the switch in either direction, what would you add?

#Freelancing #Careers #WorkLife`,
  },
  {
    id: 'lib:prediction',
    name: 'Prediction',
    category: 'Opinion',
    description: 'A reasoned prediction about your field, with the signals behind it and what you would do.',
    structure: [
      'Hook: the prediction and its time frame',
      'The signals: what you are seeing that points there',
      'What would prove me wrong: the counter-signals',
      'What to do now: how readers can prepare',
      "Question: ask for readers' predictions",
    ].join('\n'),
    examplePost: `My prediction: within five years, most mid-sized companies will have someone whose job title includes the word "internal tools."

The signals, from my own corner of the industry: every operations team I talk to now builds small apps for itself, with spreadsheets, no-code tools, scripts and automations. A form here, an approval flow there. None of it was planned. Most of it was built by someone curious in finance or HR, in their spare hours.

Those small tools now run important processes: onboarding, invoicing, stock counts. And nobody officially owns them. When their builder leaves, the tools quietly break.

What would prove me wrong: if the big software platforms absorb these needs so well that companies stop building their own, or if IT departments take back control and ban the homemade tools altogether. I see a little of both, but not enough to reverse the trend.

What to do now:
• If you're the person who builds these tools, document them and make your work visible. It's a career path.
• If you lead a team that depends on them, list them and name an owner for each one, before someone leaves.

What's your prediction for your own field over the next five years?

#FutureOfWork #NoCode #Operations`,
  },
  {
    id: 'lib:faq',
    name: 'FAQ',
    category: 'Engagement',
    description: 'Answer the questions people ask you most about your work or your offer.',
    structure: [
      'Hook: why you are answering these questions now',
      'Question 1: the question, then a short answer',
      'Question 2: the question, then a short answer',
      'Question 3: the question, then a short answer',
      'Question 4: the question, then a short answer',
      'Call to action: invite the next question',
    ].join('\n'),
    examplePost: `Since I left my corporate job to become a career coach, I get the same questions every week. Here are my honest answers.

"Do you need a certification to be a coach?"
Not legally, where I work. I took one anyway, because the training in listening and asking questions changed how I work far more than the certificate itself.

"Isn't coaching just expensive advice?"
Good coaching is mostly questions, not advice. My job is to help you think clearly about your own situation, not to tell you what I would do in it.

"How do you find clients?"
Almost entirely through people I worked with before, and through writing here. In my first year, every single client came from someone who already knew me or my posts.

"Was it scary to leave a stable job?"
Very. I saved enough to cover a year of expenses before I left, kept a part-time consulting contract for the first six months, and set myself a date to reassess. Preparation didn't remove the fear, but it made it manageable.

What else would you like to know about coaching or changing careers? Ask in the comments, and I'll answer the best questions in my next post.

#CareerCoaching #FAQ #CareerChange`,
  },
  {
    id: 'lib:origin-story',
    name: 'Origin story',
    category: 'Storytelling',
    description: 'How your company, project or career started, and the belief that still drives it.',
    structure: [
      'Hook: the moment it all started',
      'The problem I saw: what frustrated you',
      'The first attempt: the small, scrappy beginning',
      'What we believe: the conviction that carried it',
      'Today: where it stands, and an invitation',
    ].join('\n'),
    examplePost: `Our company started with a broken stroller and a very long staircase.

Six years ago, my co-founder Tomás was living in a third-floor flat with no lift and a newborn. The stroller's wheel snapped on the stairs. Every repair shop he called told him the same thing: replace the whole stroller, the part isn't sold separately.

The problem we saw: perfectly good products thrown away because one small part failed, and no simple way to get that part.

The first attempt was scrappy. Tomás bought a broken stroller of the same model online, took the wheel, and posted in a local parents' group offering the spare parts to anyone who needed them. Within a week, he had more requests than parts. We started buying broken strollers and car seats in bulk, taking them apart in his garage, and listing the pieces, all checked against safety guidance.

What we believe: repairing should be easier than replacing. Every part we send out is one less product in a landfill and one less expense for a family that's already stretched.

Today, we're a team of fourteen shipping spare parts for baby gear across the country, and we're still mildly obsessed with wheels.

If you've ever thrown something away for want of one small part, we'd love to hear what it was.

#OriginStory #CircularEconomy #Startups`,
  },
  {
    id: 'lib:mentor-advice',
    name: 'Mentor advice',
    category: 'Career',
    description: 'The best advice a mentor gave you, the situation it fit and how it still guides you.',
    structure: [
      'Hook: the advice, quoted',
      'Who said it and when: the mentor and the situation',
      'Why it landed: what you were getting wrong',
      'How I use it today: a recent example',
      'Question: ask for the best advice readers received',
    ].join('\n'),
    examplePost: `"Don't bring me problems. Bring me a problem, two options and the one you'd choose."

My first mentor, a plant manager named Henrik, said this to me in my second month as a junior engineer. I had walked into his office for the third time that week with a list of things that were going wrong on the production line.

Why it landed: I thought my job was to spot issues and report them upward. Henrik showed me I was handing him my thinking to do. He didn't want fewer problems; he wanted me to grow into someone who could solve them. Once I had to propose options, I started talking to the operators, checking the maintenance logs and testing ideas before I knocked on his door. Half the time, I didn't need to knock at all.

How I use it today: I lead a team of nine engineers now, and I pass the same rule on, gently. Last week, someone brought me a delayed supplier shipment, two alternative suppliers, and a recommendation with the cost of each. We decided in four minutes.

I also hold myself to it when I go to my own manager. It's the best career advice I've ever received, and it cost Henrik one sentence.

What's the best piece of advice a mentor ever gave you?

#Mentorship #CareerAdvice #Engineering`,
  },
  {
    id: 'lib:data-insight',
    name: 'Data insight',
    category: 'Case study',
    description: 'Share one finding from your own data, how you found it and what you changed because of it.',
    structure: [
      'Hook: the surprising finding from your own data',
      'The data: what you looked at, and over what period',
      'What we found: the pattern, described honestly',
      'What we changed: the decision it led to',
      'Caveat: the limits of the data',
      'Question: ask whether readers see the same in theirs',
    ].join('\n'),
    examplePost: `Our longest blog posts were not our most read ones. Our clearest ones were.

The data: we looked at every article we published over the last two years on our company blog, about 120 of them. For each one we noted its length, its reading time in our analytics, and how many people reached the end.

What we found: length made surprisingly little difference. What did stand out were the posts whose first paragraph said exactly what the reader would learn. Those were read to the end far more often than the rest, whatever their length. The posts that opened with a long story or a general remark about the industry lost most readers within the first screen.

What we changed: every new post now opens with two sentences answering "What will I learn, and why should I care?" We rewrote the openings of our twenty most visited older posts the same way. It's early, but the trend in our own analytics is encouraging.

Caveat: this is one blog, for one audience, in one industry. Our readers are busy operations managers; yours may read very differently. Treat it as a hypothesis to test, not a rule.

Have you looked at your own content this way? I'm curious whether you see the same pattern.

#ContentMarketing #Analytics #Writing`,
  },
  {
    id: 'lib:team-culture',
    name: 'Why join our team',
    category: 'Hiring',
    description: 'Show candidates what working on your team is really like, beyond the job description.',
    structure: [
      'Hook: what makes this team different, in one line',
      'How we work: two or three habits that define the team',
      'A real example: a recent moment that shows it',
      'Who thrives here: the kind of person who enjoys it, honestly',
      'Call to action: point to open roles',
    ].join('\n'),
    examplePost: `What it's actually like to work on our data team, beyond the job description.

How we work:
• We write before we meet. Every project starts with a one-page document anyone can comment on. Meetings are for the disagreements the document surfaces.
• We ship small. A useful chart next week beats a perfect dashboard next quarter.
• We share mistakes in public. Every month, someone presents a query that went wrong and what they learned. Our most senior people go first.

A real example: last month, a junior analyst noticed that one of our core reports had been double-counting refunds for a year. She posted it in the team channel with her evidence. The response was three thank-yous, a fix within a day, and her name in the release notes. Nobody hunted for someone to blame.

Who thrives here: people who enjoy explaining their work as much as doing it, who are comfortable saying "I don't know yet," and who like a team where feedback goes in every direction. If you prefer to work alone on long projects with little review, you'd probably find us a bit noisy.

We're hiring two analysts this quarter. The roles are linked in the comments, and I'm happy to answer questions by message.

#Hiring #DataTeam #TeamCulture`,
  },
  {
    id: 'lib:speaking-announcement',
    name: "I'm speaking at",
    category: 'Events',
    description: 'Announce a talk you are giving, what attendees will take away and how to find you there.',
    structure: [
      'Hook: the event and your talk title',
      'What the talk is about: the problem and your angle',
      'What you will take away: two or three outcomes',
      'Practical details: date, time, room or link',
      'Call to action: invite people to come and say hello',
    ].join('\n'),
    examplePost: `I'm speaking at the Northern Nonprofit Forum next month. My talk: "Fundraising emails people actually open."

What it's about: small charities send a lot of emails and rarely have time to test them. Most of the advice available is written for large organizations with marketing teams. I'll share what worked, and what flopped, in three years of writing appeals for a food bank with a team of two.

What you'll take away:
• How to write a subject line that says what's inside rather than trying to be clever.
• A simple structure for an appeal: one person's story, one need, one clear ask.
• How to run a basic test on a small list without any special tools.

Practical details: Thursday 12 June, 11:30 a.m., Room B of the conference center in Manchester. The session is 30 minutes, with time for questions, and the slides will be shared afterwards with everyone who attends.

If you're going to the forum, come and say hello. I'll be the one near the coffee with a bag full of printed email examples. And if you can't make it, send me a message and I'll send you the slides.

#Nonprofit #Fundraising #PublicSpeaking`,
  },
  {
    id: 'lib:career-change',
    name: 'Career change',
    category: 'Career',
    description: 'Share why and how you changed careers, and what transferred from your old field.',
    structure: [
      'Hook: from what to what',
      'Why I changed: the real reason',
      'How I did it: the practical steps',
      'What transferred: skills from the old career that mattered in the new one',
      'Advice: one thing for people considering the same move',
    ].join('\n'),
    examplePost: `Two years ago I was a secondary school teacher. Today I work as an instructional designer for a software company.

Why I changed: I loved teaching, but after eight years the workload was affecting my health. I wanted to keep helping people learn, in a job where I could also switch off in the evenings.

How I did it:
• I spent six months of weekends learning the tools, mostly through free tutorials, and built three sample courses on topics I knew well.
• I talked to a dozen instructional designers I found here. Most of them had changed careers too, and almost all of them replied.
• I took on one freelance project for a local charity, so I had real work to show and a real reference.
• I rewrote my CV around outcomes, not duties: not "taught Year 9 science" but "designed a curriculum used by four teachers."

What transferred: far more than I expected. Explaining complex ideas simply, planning lessons around outcomes, noticing when someone is lost, and handling a difficult audience. Compared with a room of 30 teenagers, a group of busy engineers is easy.

My advice for anyone considering it: your old career is not wasted time. Find the words to describe it in the language of the new one.

#CareerChange #InstructionalDesign #Teachers`,
  },
];

/** The library template with this id (`lib:<slug>`), or undefined. */
export function findLibraryTemplate(id: string): TLibraryTemplate | undefined {
  return LINKEDIN_TEMPLATES.find((template) => template.id === id);
}
