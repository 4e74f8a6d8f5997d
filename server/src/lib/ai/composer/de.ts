import type { PostPhrases } from './phrases.ts';

export const de: PostPhrases = {
  hooks: {
    professional: (topic) => `${topic}: Worauf es wirklich ankommt und was Sie tun können.`,
    casual: (topic) => `Lass uns offen darüber reden: ${topic}.`,
    inspirational: (topic) => `${topic}. Jeder Schritt zählt, und der erste ist immer der schwerste.`,
    educational: (topic) => `Ein kurzer Leitfaden: ${topic}.`,
    storytelling: (topic) => `${topic}. So sehe ich das inzwischen.`,
    humorous: (topic) => `${topic}. Leichter gesagt als getan, oder?`,
  },
  forAudience: (icp) => `Dieser Beitrag ist für Sie: ${icp}.`,
  context: [
    'Wir alle wissen, dass es wichtig ist. Nur wenige nehmen sich die Zeit dafür, weil das Dringende scheinbar immer vorgeht.',
    'Wer hier Ergebnisse erzielt, hat selten die meisten Mittel. Es sind die, die dranbleiben, Woche für Woche.',
    'Gut gemacht schafft es Vertrauen, lange bevor jemand bereit ist zu kaufen, einzustellen oder Ja zu sagen.',
  ],
  points: [
    'Fangen Sie klein an: Wählen Sie einen einzigen Teil und machen Sie daraus eine wöchentliche Gewohnheit.',
    'Messen Sie, was sich für die Menschen ändert, für die Sie arbeiten, nicht nur, was Sie getan haben.',
    'Teilen Sie mit Ihrem Team, was funktioniert, und seien Sie genauso offen bei dem, was nicht geklappt hat.',
    'Fragen Sie die Menschen, die am nächsten an der Arbeit sind, was sie zuerst ändern würden.',
    'Notieren Sie die Fragen, die Sie am häufigsten hören, und beantworten Sie jede Woche eine davon.',
    'Blocken Sie die Zeit in Ihrem Kalender, so wie Sie es für einen Kundentermin tun würden.',
    'Halten Sie es so einfach, dass es auch in Ihrer vollsten Woche noch machbar ist.',
    'Ziehen Sie nach einem Monat Bilanz: Behalten Sie, was funktioniert hat, und lassen Sie den Rest ohne Bedauern los.',
    'Suchen Sie sich eine Person, die Sie beim Wort nimmt, und tauschen Sie sich regelmäßig aus.',
  ],
  aims: {
    educate:
      'Mein Ziel mit diesem Beitrag ist einfach: teilen, was man wissen sollte, damit Sie es noch heute anwenden können.',
    promote: 'Und ja, es geht auch um etwas, an dem wir arbeiten, denn es kann genau dabei helfen.',
    engage: 'Ich höre lieber Ihre Sicht, als das letzte Wort zu haben: Dieser Beitrag ist eine offene Frage.',
    other: (intent) => `Warum ich das schreibe: ${intent}.`,
  },
  callsToAction: {
    educate: 'Speichern Sie diesen Beitrag für später und teilen Sie ihn mit jemandem, den das Thema interessiert.',
    promote: 'Sie möchten mehr wissen? Schreiben Sie mir eine Nachricht, und ich erkläre Ihnen, wie es funktioniert.',
    engage: 'Welche Erfahrungen haben Sie gemacht? Schreiben Sie es in die Kommentare, ich lese jeden.',
    other: 'Was würden Sie ergänzen? Teilen Sie Ihre Sicht in den Kommentaren.',
  },
  problem: [
    'Das Problem ist selten ein Mangel an Ideen. Es ist die Zeit und die Beständigkeit, sie umzusetzen.',
    'Und wenn sich ein paar Wochen lang nichts bewegt, ist die Versuchung groß zu glauben, dass es nicht funktioniert.',
  ],
  story: [
    'Ein Muster, das ich oft sehe: Der erste Versuch ist hastig, der zweite besser, und beim fünften fühlt es sich selbstverständlich an.',
    'Der Unterschied zwischen erfolgreichen Teams und den anderen ist selten Talent. Es ist die Gewohnheit.',
  ],
  lesson: [
    'Meine Lehre daraus: Beständigkeit schlägt Intensität. Ein kleiner Schritt pro Woche bringt Sie weiter als ein großer Kraftakt einmal im Jahr.',
    'Und es muss nicht perfekt sein. Es muss anfangen, und dann wird es unterwegs besser.',
  ],
  category: (category) => `Weitere Beiträge zum Thema ${category} folgen bald.`,
  guidance: (guidance) => `Noch etwas: ${guidance}`,
  thanks: [
    'Nichts davon gelingt allein. Danke an alle, die unterwegs ihre Zeit, ihre Ideen und ihr ehrliches Feedback geteilt haben.',
  ],
  sourceLead: 'Kurz gesagt:',
  notHashtags:
    'aber alle also auch bessere beste dass dein deine diese dieser dieses doch eine einen einer eines etwas für ' +
    'haben hier ihre ihren immer jede jeden jeder kann kleine kleinen mehr mit nach noch oder ohne sehr sich sind ' +
    'sollen sollten sollte über unser unsere veröffentlichen schreiben warum wenn werden wie wöchentlich zum zur',
  fallbackTags: ['LinkedIn', 'Wachstum'],
};
