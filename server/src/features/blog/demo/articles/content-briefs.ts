import type { DemoArticle } from '../types.ts';

/** The content-strategy article shown in three languages. */
export const contentBriefs: DemoArticle = {
  cover: 'content-briefs',
  contentType: 'blog',
  category: 'Content Strategy',
  subcategory: 'Planning',
  microcategory: 'Briefs',
  categories: ['Content Strategy', 'SEO'],
  daysAgo: 70,
  texts: {
    en: {
      title: 'The One-Page Content Brief That Saves Every Draft',
      excerpt:
        'Most rewrites are not caused by bad writing but by a missing decision made before the writing started. A one-page brief makes those decisions early, for human writers and AI alike.',
      metaDescription:
        'What belongs in a content brief, what does not, and a one-page template that keeps writers, editors and AI drafts pointed at the same goal.',
      tags: ['content briefs', 'editorial process', 'search intent', 'outlines', 'content writing'],
      content: `<p>Ask an editor why a draft needed three rounds of changes and you will rarely hear “the writing was bad”. You will hear “it was aimed at the wrong reader”, “it missed the point of the query” or “we wanted a comparison, not a tutorial”. Each of those is a decision that should have been made before anyone wrote a sentence. That is the job of a content brief.</p>
<h2>Why one page</h2>
<p>Briefs tend to grow. Someone adds competitor analysis, then a list of forty keywords, then brand guidelines pasted in full. A brief nobody reads is worse than no brief, because everyone assumes the decisions in it were understood. Keep it to one page and link to anything longer.</p>
<h2>The seven fields that matter</h2>
<ol>
<li><strong>Working title and main query.</strong> The search the article must win, in the searcher's words.</li>
<li><strong>Reader.</strong> One sentence: who they are and what they already know. “Marketing managers who have heard of E-E-A-T but never applied it” is useful; “marketers” is not.</li>
<li><strong>Search intent.</strong> Do they want to learn, compare, or do something? This decides the format more than anything else.</li>
<li><strong>The one thing the reader should leave with.</strong> If you cannot write it in a sentence, the article is not ready to be written.</li>
<li><strong>Outline.</strong> The h2 headings, in order, with a line under each saying what it covers.</li>
<li><strong>Evidence.</strong> The examples, data, quotes or screenshots that make this article better than what already ranks.</li>
<li><strong>Links.</strong> Two or three pages on your own site to link to, and the page that should link to this one.</li>
</ol>
<h3>What to leave out</h3>
<p>Word counts copied from competitors, long keyword lists and instructions on tone that apply to everything you publish. Word count follows from the outline; secondary keywords follow from covering the topic well; tone belongs in a style guide written once.</p>
<h2>Read what already ranks, briefly</h2>
<p>Before filling in the brief, open the top five results for the main query. You are not looking for things to copy. You are looking for the shape of the answer searchers expect, and for the gap: the question every result skips, the outdated screenshot, the advice nobody has tested. Write that gap into the “evidence” field. It is the reason your article deserves to exist.</p>
<blockquote><p>A brief is not paperwork. It is the cheapest draft you will ever write: one page instead of two thousand words.</p></blockquote>
<h2>Briefs and AI drafts</h2>
<p>An AI model given only a keyword produces the average of the internet on that keyword, which is exactly what already ranks. Given a brief, it produces a first draft aimed at your reader, in your structure, with room left for your evidence. The brief is also what the editor checks the draft against, so the review becomes “does it do what we agreed” instead of a matter of taste.</p>
<p>Wordloom's article writer follows the same order: you choose the keyword, then a title and description, then the outline, and only then does it write. Each step is a field of the brief, made before the draft exists. You can try it on the free words every new account gets at <a href="/signup">sign-up</a>.</p>
<h2>Check the draft against the brief</h2>
<ul>
<li>Does the introduction speak to the reader named in the brief?</li>
<li>Does every h2 from the outline appear, and nothing the outline did not plan?</li>
<li>Is the one thing the reader should leave with stated plainly, near the end?</li>
<li>Is the evidence there, or was it replaced by general claims?</li>
</ul>
<p>If the answer to all four is yes, what is left is line editing. That is the kind of edit that takes an hour, not a week.</p>`,
    },
    fr: {
      title: "Le brief de contenu d'une page qui sauve chaque brouillon",
      excerpt:
        "La plupart des réécritures ne viennent pas d'une mauvaise rédaction, mais d'une décision qui manquait avant de commencer. Un brief d'une page prend ces décisions tôt, pour les rédacteurs comme pour l'IA.",
      metaDescription:
        "Ce qu'un brief de contenu doit contenir ou non, et un modèle d'une page qui oriente rédacteurs, relecteurs et brouillons IA vers le même but.",
      tags: ['brief de contenu', 'processus éditorial', 'intention de recherche', 'plans', 'rédaction web'],
      content: `<p>Demandez à un éditeur pourquoi un brouillon a demandé trois séries de corrections, et vous entendrez rarement « c'était mal écrit ». Vous entendrez plutôt « ça visait le mauvais lecteur », « ça passait à côté de la requête » ou « nous voulions un comparatif, pas un tutoriel ». Chacune de ces remarques correspond à une décision qui aurait dû être prise avant la première phrase. C'est le rôle du brief de contenu.</p>
<h2>Pourquoi une seule page</h2>
<p>Les briefs ont tendance à enfler. Quelqu'un ajoute une analyse des concurrents, puis une liste de quarante mots-clés, puis la charte de marque collée en entier. Un brief que personne ne lit est pire que pas de brief, car chacun suppose que ses décisions ont été comprises. Tenez-vous à une page et mettez un lien vers tout ce qui est plus long.</p>
<h2>Les sept rubriques qui comptent</h2>
<ol>
<li><strong>Titre provisoire et requête principale.</strong> La recherche que l'article doit gagner, dans les mots de l'internaute.</li>
<li><strong>Lecteur.</strong> Une phrase : qui il est et ce qu'il sait déjà. « Des responsables marketing qui ont entendu parler d'E-E-A-T sans jamais l'appliquer » est utile ; « les marketeurs » ne l'est pas.</li>
<li><strong>Intention de recherche.</strong> Veut-il apprendre, comparer ou agir ? C'est ce qui décide du format, plus que tout le reste.</li>
<li><strong>La seule chose que le lecteur doit retenir.</strong> Si elle ne tient pas en une phrase, l'article n'est pas prêt à être écrit.</li>
<li><strong>Plan.</strong> Les intertitres h2, dans l'ordre, avec une ligne sous chacun pour dire ce qu'il couvre.</li>
<li><strong>Preuves.</strong> Les exemples, données, citations ou captures d'écran qui rendront cet article meilleur que ceux déjà classés.</li>
<li><strong>Liens.</strong> Deux ou trois pages de votre site vers lesquelles renvoyer, et la page qui devra renvoyer vers celle-ci.</li>
</ol>
<h3>Ce qu'il faut laisser de côté</h3>
<p>Les nombres de mots recopiés sur les concurrents, les longues listes de mots-clés et les consignes de ton valables pour tout ce que vous publiez. La longueur découle du plan ; les mots-clés secondaires viennent d'eux-mêmes quand le sujet est bien traité ; le ton relève d'un guide de style écrit une fois pour toutes.</p>
<h2>Lire rapidement ce qui est déjà classé</h2>
<p>Avant de remplir le brief, ouvrez les cinq premiers résultats de la requête principale. Vous n'y cherchez rien à copier. Vous cherchez la forme de réponse qu'attendent les internautes, et le manque : la question que tous les résultats évitent, la capture d'écran périmée, le conseil que personne n'a vérifié. Notez ce manque dans la rubrique « preuves ». C'est la raison d'être de votre article.</p>
<blockquote><p>Un brief n'est pas de la paperasse. C'est le brouillon le moins cher que vous écrirez jamais : une page au lieu de deux mille mots.</p></blockquote>
<h2>Briefs et brouillons IA</h2>
<p>Un modèle d'IA qui ne reçoit qu'un mot-clé produit la moyenne d'internet sur ce mot-clé, c'est-à-dire exactement ce qui est déjà classé. Avec un brief, il produit un premier jet destiné à votre lecteur, dans votre structure, en laissant la place à vos preuves. Le brief est aussi ce à quoi l'éditeur compare le brouillon : la relecture devient « fait-il ce que nous avons décidé ? » au lieu d'une affaire de goût.</p>
<p>Le rédacteur d'articles de Wordloom suit le même ordre : vous choisissez le mot-clé, puis un titre et une description, puis le plan, et c'est seulement ensuite qu'il rédige. Chaque étape est une rubrique du brief, décidée avant que le brouillon existe. Vous pouvez l'essayer avec les mots gratuits offerts à chaque nouveau compte à l'<a href="/signup">inscription</a>.</p>
<h2>Vérifier le brouillon avec le brief</h2>
<ul>
<li>L'introduction s'adresse-t-elle au lecteur décrit dans le brief ?</li>
<li>Chaque h2 du plan est-il présent, et rien que le plan n'avait prévu ?</li>
<li>La chose à retenir est-elle dite clairement, vers la fin ?</li>
<li>Les preuves sont-elles là, ou ont-elles été remplacées par des généralités ?</li>
</ul>
<p>Si la réponse est oui aux quatre questions, il ne reste que la relecture ligne à ligne. C'est le genre de correction qui prend une heure, pas une semaine.</p>`,
    },
    es: {
      title: 'El brief de contenido de una página que salva cada borrador',
      excerpt:
        'La mayoría de las reescrituras no se deben a una mala redacción, sino a una decisión que faltaba antes de empezar. Un brief de una página toma esas decisiones pronto, para redactores y para la IA.',
      metaDescription:
        'Qué debe incluir un brief de contenido, qué no, y una plantilla de una página que orienta a redactores, editores y borradores de IA hacia el mismo objetivo.',
      tags: ['brief de contenido', 'proceso editorial', 'intención de búsqueda', 'esquemas', 'redacción web'],
      content: `<p>Pregunta a un editor por qué un borrador necesitó tres rondas de cambios y rara vez oirás «estaba mal escrito». Oirás más bien «apuntaba al lector equivocado», «no respondía a la búsqueda» o «queríamos una comparativa, no un tutorial». Cada una de esas frases es una decisión que debería haberse tomado antes de escribir la primera línea. Ese es el trabajo del brief de contenido.</p>
<h2>Por qué una sola página</h2>
<p>Los briefs tienden a crecer. Alguien añade un análisis de la competencia, luego una lista de cuarenta palabras clave, luego la guía de marca pegada entera. Un brief que nadie lee es peor que no tener brief, porque todos dan por hecho que sus decisiones se entendieron. Limítalo a una página y enlaza todo lo que sea más largo.</p>
<h2>Los siete campos que importan</h2>
<ol>
<li><strong>Título provisional y búsqueda principal.</strong> La búsqueda que el artículo debe ganar, con las palabras de quien busca.</li>
<li><strong>Lector.</strong> Una frase: quién es y qué sabe ya. «Responsables de marketing que han oído hablar de E-E-A-T pero nunca lo han aplicado» sirve; «profesionales del marketing» no.</li>
<li><strong>Intención de búsqueda.</strong> ¿Quiere aprender, comparar o hacer algo? Esto decide el formato más que ninguna otra cosa.</li>
<li><strong>Lo único que el lector debe llevarse.</strong> Si no cabe en una frase, el artículo aún no está listo para escribirse.</li>
<li><strong>Esquema.</strong> Los encabezados h2, en orden, con una línea debajo de cada uno que diga qué cubre.</li>
<li><strong>Pruebas.</strong> Los ejemplos, datos, citas o capturas que harán este artículo mejor que lo que ya está posicionado.</li>
<li><strong>Enlaces.</strong> Dos o tres páginas de tu sitio a las que enlazar, y la página que debería enlazar a esta.</li>
</ol>
<h3>Lo que conviene dejar fuera</h3>
<p>Los recuentos de palabras copiados de la competencia, las listas largas de palabras clave y las indicaciones de tono que valen para todo lo que publicas. La extensión se deduce del esquema; las palabras clave secundarias llegan solas cuando el tema se trata bien; el tono pertenece a una guía de estilo escrita una sola vez.</p>
<h2>Leer brevemente lo que ya está posicionado</h2>
<p>Antes de rellenar el brief, abre los cinco primeros resultados de la búsqueda principal. No buscas nada que copiar. Buscas la forma de respuesta que esperan los usuarios, y el hueco: la pregunta que todos los resultados esquivan, la captura desactualizada, el consejo que nadie ha comprobado. Anota ese hueco en el campo de «pruebas». Es la razón de ser de tu artículo.</p>
<blockquote><p>Un brief no es burocracia. Es el borrador más barato que escribirás nunca: una página en lugar de dos mil palabras.</p></blockquote>
<h2>Briefs y borradores de IA</h2>
<p>Un modelo de IA que solo recibe una palabra clave produce la media de internet sobre esa palabra clave, que es exactamente lo que ya está posicionado. Con un brief, produce un primer borrador pensado para tu lector, con tu estructura y con espacio para tus pruebas. El brief es también aquello con lo que el editor compara el borrador, así que la revisión pasa a ser «¿hace lo que acordamos?» en lugar de una cuestión de gustos.</p>
<p>El redactor de artículos de Wordloom sigue el mismo orden: eliges la palabra clave, después un título y una descripción, después el esquema, y solo entonces escribe. Cada paso es un campo del brief, decidido antes de que exista el borrador. Puedes probarlo con las palabras gratuitas que recibe cada cuenta nueva al <a href="/signup">registrarse</a>.</p>
<h2>Revisar el borrador con el brief</h2>
<ul>
<li>¿La introducción se dirige al lector descrito en el brief?</li>
<li>¿Aparece cada h2 del esquema, y nada que el esquema no previera?</li>
<li>¿Lo que el lector debe llevarse se dice con claridad, cerca del final?</li>
<li>¿Están las pruebas, o se sustituyeron por afirmaciones generales?</li>
</ul>
<p>Si la respuesta a las cuatro es sí, solo queda la corrección de estilo. Es el tipo de edición que lleva una hora, no una semana.</p>`,
    },
  },
};
