import type { PostPhrases } from './phrases.ts';

export const es: PostPhrases = {
  hooks: {
    professional: (topic) => `${topic}: lo que de verdad importa y qué hacer al respecto.`,
    casual: (topic) => `Hablemos claro sobre esto: ${topic}.`,
    inspirational: (topic) => `${topic}. Cada paso cuenta, y el primero siempre es el más difícil.`,
    educational: (topic) => `Una guía breve: ${topic}.`,
    storytelling: (topic) => `${topic}. Así es como he llegado a verlo.`,
    humorous: (topic) => `${topic}. Más fácil decirlo que hacerlo, ¿verdad?`,
  },
  forAudience: (icp) => `Este post es para ti: ${icp}.`,
  context: [
    'Todos sabemos que es importante. Pocos le dedicamos tiempo, porque lo urgente siempre parece ir primero.',
    'Quienes obtienen resultados no suelen ser los que tienen más recursos. Son los que perseveran, semana tras semana.',
    'Bien hecho, genera confianza mucho antes de que alguien esté listo para comprar, contratar o decir que sí.',
  ],
  points: [
    'Empieza poco a poco: elige una sola parte y conviértela en un hábito semanal.',
    'Mide lo que cambia para las personas a las que sirves, no solo lo que hiciste.',
    'Comparte con tu equipo lo que funciona, y sé igual de abierto con lo que no funcionó.',
    'Pregunta a quienes están más cerca del trabajo qué cambiarían primero.',
    'Apunta las preguntas que más te hacen y responde una de ellas cada semana.',
    'Reserva ese tiempo en tu agenda, como harías con una reunión con un cliente.',
    'Mantenlo tan sencillo que puedas hacerlo incluso en tu semana más ocupada.',
    'Revisa al cabo de un mes: quédate con lo que funcionó y deja el resto sin remordimientos.',
    'Busca a una persona que te ayude a cumplirlo, y hablad de vuestros avances cada semana.',
  ],
  aims: {
    educate:
      'Mi objetivo con este post es sencillo: compartir lo que vale la pena saber, para que puedas aplicarlo hoy mismo.',
    promote:
      'Y sí, este post también habla de algo en lo que estamos trabajando, porque puede ayudarte justo con esto.',
    engage: 'Prefiero escuchar tu punto de vista antes que tener la última palabra: este post es una pregunta abierta.',
    other: (intent) => `Por qué escribo esto: ${intent}.`,
  },
  callsToAction: {
    educate: 'Guarda este post para más tarde y compártelo con alguien a quien le interese el tema.',
    promote: '¿Quieres saber más? Envíame un mensaje y te cuento cómo funciona.',
    engage: '¿Cuál es tu experiencia? Cuéntamelo en los comentarios, los leo todos.',
    other: '¿Qué añadirías tú? Comparte tu opinión en los comentarios.',
  },
  problem: [
    'El problema rara vez es la falta de ideas. Es encontrar el tiempo y la constancia para ponerlas en práctica.',
    'Y cuando nada cambia durante unas semanas, es tentador concluir que no funciona.',
  ],
  story: [
    'Un patrón que veo a menudo: el primer intento sale con prisas, el segundo es mejor y al quinto ya resulta natural.',
    'La diferencia entre los equipos que lo consiguen y los demás rara vez es el talento. Es el hábito.',
  ],
  lesson: [
    'La lección que saco: la constancia gana a la intensidad. Un pequeño paso cada semana te lleva más lejos que un gran esfuerzo una vez al año.',
    'Y no hace falta que sea perfecto. Hace falta empezar y mejorar por el camino.',
  ],
  category: (category) => `Pronto llegarán más posts sobre ${category}.`,
  guidance: (guidance) => `Una cosa más: ${guidance}`,
  thanks: [
    'Nada de esto se logra en solitario. Gracias a todas las personas que aportaron su tiempo, sus ideas y sus comentarios sinceros por el camino.',
  ],
  sourceLead: 'En resumen:',
  notHashtags:
    'algo así cada como cómo con cuando debe deben desde donde durante entre esta este esto estos hacer hasta ' +
    'mejor mejores mucho muy nuestra nuestro para pequeña pequeño pequeñas pequeños pero porque por qué publicar ' +
    'semanal semana sobre solo también tener todo todos tu tus una unos usted ustedes escribir deberían debería',
  fallbackTags: ['LinkedIn', 'Crecimiento'],
};
