import type { PostPhrases } from './phrases.ts';

export const pt: PostPhrases = {
  hooks: {
    professional: (topic) => `${topic}: o que realmente importa e o que fazer a respeito.`,
    casual: (topic) => `Vamos falar sobre isto sem rodeios: ${topic}.`,
    inspirational: (topic) => `${topic}. Cada passo conta, e o primeiro é sempre o mais difícil.`,
    educational: (topic) => `Um guia rápido: ${topic}.`,
    storytelling: (topic) => `${topic}. Foi assim que passei a enxergar o assunto.`,
    humorous: (topic) => `${topic}. Falar é fácil, fazer é que são elas, não é?`,
  },
  forAudience: (icp) => `Este post é para você: ${icp}.`,
  context: [
    'Todos sabemos que isso é importante. Poucos de nós reservam tempo para isso, porque o urgente sempre parece vir primeiro.',
    'Quem obtém resultados raramente é quem tem mais recursos. É quem persiste, semana após semana.',
    'Bem feito, isso gera confiança muito antes de alguém estar pronto para comprar, contratar ou dizer sim.',
  ],
  points: [
    'Comece pequeno: escolha uma única parte e transforme-a em um hábito semanal.',
    'Meça o que muda para as pessoas que você atende, não apenas o que você fez.',
    'Compartilhe com sua equipe o que funciona, e seja igualmente aberto sobre o que não funcionou.',
    'Pergunte a quem está mais perto do trabalho o que mudaria primeiro.',
    'Anote as perguntas que você mais ouve e responda a uma delas toda semana.',
    'Reserve esse tempo na sua agenda, como faria com uma reunião com um cliente.',
    'Mantenha tudo simples o bastante para conseguir fazer até na sua semana mais corrida.',
    'Revise depois de um mês: fique com o que funcionou e deixe o resto sem arrependimento.',
    'Encontre uma pessoa que cobre você, e conversem sobre o progresso toda semana.',
  ],
  aims: {
    educate:
      'Meu objetivo com este post é simples: compartilhar o que vale a pena saber, para que você possa aplicar ainda hoje.',
    promote: 'E sim, este post também fala de algo em que estamos trabalhando, porque pode ajudar exatamente nisso.',
    engage: 'Prefiro ouvir a sua opinião a ter a última palavra: este post é uma pergunta aberta.',
    other: (intent) => `Por que estou escrevendo isto: ${intent}.`,
  },
  callsToAction: {
    educate: 'Salve este post para depois e compartilhe com alguém que se interessa pelo assunto.',
    promote: 'Quer saber mais? Envie-me uma mensagem e eu explico como funciona.',
    engage: 'Qual é a sua experiência? Conte nos comentários, eu leio todos.',
    other: 'O que você acrescentaria? Compartilhe sua opinião nos comentários.',
  },
  problem: [
    'O problema raramente é a falta de ideias. É encontrar tempo e constância para colocá-las em prática.',
    'E quando nada muda por algumas semanas, é tentador concluir que não funciona.',
  ],
  story: [
    'Um padrão que vejo com frequência: a primeira tentativa sai às pressas, a segunda é melhor e na quinta já parece natural.',
    'A diferença entre as equipes que conseguem e as demais raramente é talento. É hábito.',
  ],
  lesson: [
    'A lição que tiro disso: constância vence intensidade. Um pequeno passo por semana leva mais longe do que um grande esforço uma vez por ano.',
    'E não precisa ser perfeito. Precisa começar, e melhorar pelo caminho.',
  ],
  category: (category) => `Em breve, mais posts sobre ${category}.`,
  guidance: (guidance) => `Mais uma coisa: ${guidance}`,
  thanks: [
    'Nada disso acontece sozinho. Obrigado a todas as pessoas que dedicaram seu tempo, suas ideias e seus comentários sinceros ao longo do caminho.',
  ],
  sourceLead: 'Em resumo:',
  notHashtags:
    'assim como com cada deve devem desde durante entre essa esse esta este isso isto fazer mais melhor melhores ' +
    'muito nossa nosso para pequena pequeno pequenas pequenos pelo pela pelos porque quando qual quais semanal ' +
    'semana sobre também todo todos você vocês publicar escrever deveriam deveria',
  fallbackTags: ['LinkedIn', 'Crescimento'],
};
