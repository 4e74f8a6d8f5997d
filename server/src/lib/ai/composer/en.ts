import type { PostPhrases } from './phrases.ts';

export const en: PostPhrases = {
  hooks: {
    professional: (topic) => `${topic}: what matters, and what to do about it.`,
    casual: (topic) => `Let's talk about this: ${topic}.`,
    inspirational: (topic) => `${topic}. Every step forward counts, and the first one is the hardest.`,
    educational: (topic) => `A short guide: ${topic}.`,
    storytelling: (topic) => `${topic}. Here is how I have come to think about it.`,
    humorous: (topic) => `${topic}. Easier said than done, right?`,
  },
  forAudience: (icp) => `This one is for ${icp}.`,
  context: [
    'Most of us know it matters. Few of us make the time for it, because the urgent work always seems to come first.',
    'The people who get results here are rarely the ones with the most resources. They are the ones who keep at it, week after week.',
    'Done well, it builds trust long before anyone is ready to buy, hire or say yes.',
  ],
  points: [
    'Start small: pick one part of it and turn it into a weekly habit.',
    'Measure what changes for the people you serve, not only what you did.',
    'Share what works with your team, and be just as open about what did not.',
    'Ask the people closest to the work what they would change first.',
    'Write down the questions you hear most often, and answer one of them every week.',
    'Block the time in your calendar, the way you would for a meeting with a client.',
    'Keep it simple enough that you can still do it in your busiest week.',
    'Review after a month, keep what worked and drop the rest without regret.',
    'Find one person who will hold you to it, and check in with each other.',
  ],
  aims: {
    educate: 'My aim with this post is simple: to share what is worth knowing, so you can put it to use today.',
    promote: 'And yes, this is also about something we have been working on, because it can help with exactly this.',
    engage: 'I would rather hear how you see it than have the last word, so this post is an open question.',
    other: (intent) => `Why I am writing this: ${intent}.`,
  },
  callsToAction: {
    educate: 'Save this post for later, and share it with someone who is learning about it.',
    promote: 'Want to know more? Send me a message, and I will tell you how it works.',
    engage: 'What is your experience? Tell me in the comments, I read every one.',
    other: 'What would you add? Share your view in the comments.',
  },
  problem: [
    'The problem is rarely a lack of ideas. It is finding the time and the consistency to act on them.',
    'And when nothing changes for a few weeks, it is tempting to conclude that it does not work.',
  ],
  story: [
    'A pattern I keep seeing: the first attempt is rushed, the second is better, and by the fifth it feels natural.',
    'The difference between the teams that succeed and the rest is rarely talent. It is the habit.',
  ],
  lesson: [
    'The lesson I take from it: consistency beats intensity. A small step every week takes you further than a big push once a year.',
    'And you do not need to get it perfect. You need to get it started, then improve as you go.',
  ],
  category: (category) => `More posts on ${category} are coming.`,
  guidance: (guidance) => `One more thing: ${guidance}`,
  thanks: [
    'None of this happens alone. Thank you to everyone who gave their time, their ideas and their honest feedback along the way.',
  ],
  sourceLead: 'In short:',
  notHashtags:
    'about also been being best better both could does doing each even every from good great have having here ' +
    'into just like made make many more most much must need only other over publish same should small some such ' +
    'than that their them then there these they this those very want weekly were what when where which while will ' +
    'with within without would write your yours',
  fallbackTags: ['LinkedIn', 'Growth'],
};
