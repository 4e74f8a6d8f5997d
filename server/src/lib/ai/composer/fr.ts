import type { PostPhrases } from './phrases.ts';

export const fr: PostPhrases = {
  hooks: {
    professional: (topic) => `${topic} : ce qui compte vraiment, et comment s'y prendre.`,
    casual: (topic) => `Parlons-en franchement : ${topic}.`,
    inspirational: (topic) => `${topic}. Chaque pas compte, et le premier est toujours le plus difficile.`,
    educational: (topic) => `Petit guide pratique : ${topic}.`,
    storytelling: (topic) => `${topic}. Voici comment j'en suis venu à voir les choses.`,
    humorous: (topic) => `${topic}. Plus facile à dire qu'à faire, n'est-ce pas ?`,
  },
  forAudience: (icp) => `Ce post s'adresse à vous : ${icp}.`,
  context: [
    "Nous savons tous que c'est important. Peu d'entre nous y consacrent du temps, parce que l'urgent passe toujours en premier.",
    'Ceux qui obtiennent des résultats ne sont pas forcément ceux qui ont le plus de moyens. Ce sont ceux qui tiennent bon, semaine après semaine.',
    'Bien fait, cela crée de la confiance bien avant que quiconque soit prêt à acheter, à recruter ou à dire oui.',
  ],
  points: [
    'Commencez petit : choisissez un seul aspect et faites-en une habitude hebdomadaire.',
    'Mesurez ce qui change pour les personnes que vous servez, pas seulement ce que vous avez fait.',
    "Partagez avec votre équipe ce qui fonctionne, et soyez tout aussi ouvert sur ce qui n'a pas marché.",
    "Demandez aux personnes les plus proches du terrain ce qu'elles changeraient en premier.",
    "Notez les questions que l'on vous pose le plus souvent, et répondez à l'une d'elles chaque semaine.",
    'Bloquez ce temps dans votre agenda, comme vous le feriez pour un rendez-vous client.',
    'Restez assez simple pour pouvoir le faire même pendant votre semaine la plus chargée.',
    'Faites le point après un mois : gardez ce qui marche et abandonnez le reste sans regret.',
    'Trouvez une personne qui vous tiendra à votre engagement, et faites le point ensemble.',
  ],
  aims: {
    educate:
      "Mon objectif avec ce post est simple : partager ce qui mérite d'être su, pour que vous puissiez l'appliquer dès aujourd'hui.",
    promote:
      'Et oui, ce post parle aussi de quelque chose sur lequel nous travaillons, parce que cela peut vous aider précisément sur ce point.',
    engage: "Je préfère entendre votre point de vue plutôt qu'avoir le dernier mot : ce post est une question ouverte.",
    other: (intent) => `Pourquoi j'écris ce post : ${intent}.`,
  },
  callsToAction: {
    educate: "Enregistrez ce post pour plus tard, et partagez-le avec quelqu'un que le sujet intéresse.",
    promote: 'Vous voulez en savoir plus ? Envoyez-moi un message, je vous explique comment cela fonctionne.',
    engage: 'Et vous, quelle est votre expérience ? Dites-le-moi en commentaire, je les lis tous.',
    other: "Qu'ajouteriez-vous ? Partagez votre avis en commentaire.",
  },
  problem: [
    "Le problème est rarement le manque d'idées. C'est de trouver le temps et la régularité pour les mettre en œuvre.",
    'Et quand rien ne bouge pendant quelques semaines, on est tenté de conclure que cela ne fonctionne pas.',
  ],
  story: [
    'Un schéma que je vois souvent : le premier essai est bâclé, le deuxième est meilleur, et au cinquième cela devient naturel.',
    "La différence entre les équipes qui réussissent et les autres tient rarement au talent. Elle tient à l'habitude.",
  ],
  lesson: [
    "La leçon que j'en tire : la régularité l'emporte sur l'intensité. Un petit pas chaque semaine mène plus loin qu'un grand effort une fois par an.",
    "Et nul besoin que ce soit parfait. Il faut commencer, puis s'améliorer en chemin.",
  ],
  category: (category) => `D'autres posts sur le thème « ${category} » arrivent bientôt.`,
  guidance: (guidance) => `Une dernière chose : ${guidance}`,
  thanks: [
    'Rien de tout cela ne se fait seul. Merci à toutes les personnes qui ont donné leur temps, leurs idées et leurs retours sincères en chemin.',
  ],
  sourceLead: 'En bref :',
  notHashtags:
    'afin ainsi aussi autre avec avoir bien cela cette ceux chaque comme comment dans depuis doit doivent donc elle ' +
    'elles encore être faire fait leur leurs mais même meilleur meilleure nous notre nous petit petite petits petites ' +
    'peut pour pourquoi publier quand quel quelle quels sans semaine sont sous toujours tous tout toute toutes très ' +
    'vers votre vous chaque hebdomadaire écrire',
  fallbackTags: ['LinkedIn', 'Croissance'],
};
