import type { DemoArticle } from '../types.ts';

/** The SEO article shown in three languages. */
export const titleTags: DemoArticle = {
  cover: 'title-tags',
  contentType: 'blog',
  category: 'SEO',
  subcategory: 'On-page',
  microcategory: 'Titles',
  categories: ['SEO', 'Copywriting'],
  daysAgo: 84,
  texts: {
    en: {
      title: 'How to Write Title Tags That Earn the Click',
      excerpt:
        'The title is the first thing a searcher reads and often the only thing. Here is how we write titles that match the query, promise something specific and survive being shortened by the search engine.',
      metaDescription:
        'A practical guide to title tags: length, keyword placement, specificity and how to test a title against the query it should win.',
      tags: ['title tags', 'click-through rate', 'on-page SEO', 'search results', 'content writing'],
      content: `<p>A searcher scanning a results page gives each result about a second. In that second they read the title, glance at the address and decide. Your article may be the best answer on the page, but if its title does not say so, nobody will find out. Title tags are the cheapest improvement in search: no new content, no links, just better words in one line.</p>
<h2>What a title has to do</h2>
<p>A good title does three jobs at once. It tells the search engine what the page is about, it tells the searcher that this page answers <em>their</em> question, and it gives them a reason to choose it over the nine other answers. Most weak titles do only the first job: they repeat the keyword and stop.</p>
<h3>Match the query, then add a promise</h3>
<p>Start from the words people actually type. If the query is “content brief template”, the title should contain those words, near the start, in that order. Then add what makes your page worth the click: a number, a format, an audience or an outcome.</p>
<ul>
<li><strong>Number:</strong> “7 Content Brief Templates” is more concrete than “Content Brief Templates”.</li>
<li><strong>Format:</strong> “A Free Content Brief Template (Google Doc)” tells people what they will get.</li>
<li><strong>Audience:</strong> “Content Brief Template for Freelance Writers” filters in the right readers.</li>
<li><strong>Outcome:</strong> “A Content Brief Template That Cuts Editing Time in Half” sells the result.</li>
</ul>
<h2>Length: write for about 60 characters</h2>
<p>Search engines cut titles that do not fit the width of the result, usually somewhere between 50 and 60 characters on a desktop screen. There is no penalty for a longer title, but the end will be hidden. Put the keyword and the promise in the first 50 characters and leave the brand name, if you use it at all, for the end.</p>
<p>Google also rewrites titles it finds unhelpful. Its <a href="https://developers.google.com/search/docs/appearance/title-link" rel="noopener noreferrer nofollow">guidance on title links</a> lists the usual causes: titles stuffed with keywords, the same title on many pages, and titles that do not describe the page. A title that honestly summarises the page is rarely rewritten.</p>
<h2>Weak titles and stronger ones</h2>
<table>
<thead><tr><th>Weak</th><th>Stronger</th><th>Why</th></tr></thead>
<tbody>
<tr><td>Keyword Research</td><td>Keyword Research for Small Teams: A 5-Step Process</td><td>Names the audience and the format</td></tr>
<tr><td>Our Thoughts on LinkedIn</td><td>LinkedIn Hooks: How to Write the First Two Lines</td><td>Matches a real query</td></tr>
<tr><td>SEO Tips, SEO Guide, SEO 2026</td><td>12 On-Page SEO Fixes You Can Make This Afternoon</td><td>One promise instead of three keywords</td></tr>
</tbody>
</table>
<h2>Test a title before you publish</h2>
<p>Search the query yourself and read the titles already ranking. Then put yours in the list and ask honestly: would I click it? If your title says the same thing as the others, change the angle, not the synonyms.</p>
<blockquote><p>If you cannot tell your title apart from the nine others on the page, neither can the searcher.</p></blockquote>
<p>After publishing, watch the click-through rate in <a href="https://search.google.com/search-console/about" rel="noopener noreferrer nofollow">Google Search Console</a>. A page that ranks in the top five but gets far fewer clicks than its neighbours usually has a title problem. Rewrite it, wait two or three weeks, and compare. Change one thing at a time, or you will not know what worked.</p>
<h2>A short checklist</h2>
<ol>
<li>The main query appears near the start, in natural word order.</li>
<li>The title promises something specific: a number, a format, an audience or a result.</li>
<li>The important words fit in the first 50 to 60 characters.</li>
<li>No other page on your site has the same title.</li>
<li>The page delivers exactly what the title promises.</li>
</ol>
<p>The last point matters most. A title that overpromises wins the click and loses the reader, and people who leave at once teach you nothing. Wordloom's article writer suggests several titles for every keyword, so you can compare angles before you write a word of the article; see <a href="/features">what it does</a>.</p>`,
    },
    fr: {
      title: 'Comment écrire des balises title qui donnent envie de cliquer',
      excerpt:
        "Le titre est la première chose que lit l'internaute, et souvent la seule. Voici comment nous écrivons des titres qui répondent à la requête, promettent quelque chose de précis et résistent à la coupe du moteur de recherche.",
      metaDescription:
        "Un guide pratique des balises title : longueur, place du mot-clé, précision, et comment tester un titre face à la requête qu'il doit gagner.",
      tags: ['balises title', 'taux de clic', 'SEO on-page', 'résultats de recherche', 'rédaction web'],
      content: `<p>Sur une page de résultats, l'internaute accorde à peu près une seconde à chaque résultat. Pendant cette seconde, il lit le titre, jette un œil à l'adresse et décide. Votre article est peut-être la meilleure réponse de la page, mais si son titre ne le dit pas, personne ne le saura. La balise title est l'amélioration la moins coûteuse du référencement : pas de nouveau contenu, pas de liens, seulement de meilleurs mots sur une ligne.</p>
<h2>Ce qu'un titre doit faire</h2>
<p>Un bon titre remplit trois fonctions à la fois. Il dit au moteur de recherche de quoi parle la page, il dit à l'internaute que cette page répond à <em>sa</em> question, et il lui donne une raison de la choisir plutôt que les neuf autres réponses. La plupart des titres faibles ne remplissent que la première : ils répètent le mot-clé et s'arrêtent là.</p>
<h3>Reprendre la requête, puis ajouter une promesse</h3>
<p>Partez des mots que les gens tapent vraiment. Si la requête est « modèle de brief de contenu », le titre doit contenir ces mots, près du début et dans cet ordre. Ajoutez ensuite ce qui rend votre page digne du clic : un nombre, un format, un public ou un résultat.</p>
<ul>
<li><strong>Nombre :</strong> « 7 modèles de brief de contenu » est plus concret que « Modèles de brief de contenu ».</li>
<li><strong>Format :</strong> « Un modèle de brief gratuit (Google Docs) » dit ce que l'on va obtenir.</li>
<li><strong>Public :</strong> « Modèle de brief pour rédacteurs indépendants » attire les bons lecteurs.</li>
<li><strong>Résultat :</strong> « Un modèle de brief qui divise par deux le temps de relecture » vend le bénéfice.</li>
</ul>
<h2>Longueur : visez environ 60 caractères</h2>
<p>Les moteurs de recherche coupent les titres trop larges pour le résultat, en général entre 50 et 60 caractères sur un écran d'ordinateur. Un titre plus long n'est pas pénalisé, mais sa fin sera masquée. Placez le mot-clé et la promesse dans les 50 premiers caractères, et gardez le nom de la marque, si vous l'utilisez, pour la fin.</p>
<p>Google réécrit aussi les titres qu'il juge peu utiles. Ses <a href="https://developers.google.com/search/docs/appearance/title-link" rel="noopener noreferrer nofollow">conseils sur les liens de titre</a> citent les causes habituelles : titres bourrés de mots-clés, même titre sur de nombreuses pages, titres qui ne décrivent pas la page. Un titre qui résume honnêtement la page est rarement réécrit.</p>
<h2>Titres faibles et titres plus forts</h2>
<table>
<thead><tr><th>Faible</th><th>Plus fort</th><th>Pourquoi</th></tr></thead>
<tbody>
<tr><td>Recherche de mots-clés</td><td>Recherche de mots-clés pour petites équipes : une méthode en 5 étapes</td><td>Nomme le public et le format</td></tr>
<tr><td>Nos réflexions sur LinkedIn</td><td>Accroches LinkedIn : comment écrire les deux premières lignes</td><td>Correspond à une vraie requête</td></tr>
<tr><td>Conseils SEO, guide SEO, SEO 2026</td><td>12 corrections SEO on-page à faire cet après-midi</td><td>Une promesse au lieu de trois mots-clés</td></tr>
</tbody>
</table>
<h2>Tester un titre avant de publier</h2>
<p>Tapez vous-même la requête et lisez les titres qui sont déjà classés. Imaginez le vôtre dans la liste et demandez-vous honnêtement : est-ce que je cliquerais ? Si votre titre dit la même chose que les autres, changez d'angle, pas de synonymes.</p>
<blockquote><p>Si vous ne distinguez pas votre titre des neuf autres de la page, l'internaute non plus.</p></blockquote>
<p>Après la publication, suivez le taux de clic dans <a href="https://search.google.com/search-console/about" rel="noopener noreferrer nofollow">Google Search Console</a>. Une page classée dans les cinq premiers résultats mais qui reçoit bien moins de clics que ses voisines a presque toujours un problème de titre. Réécrivez-le, attendez deux ou trois semaines, puis comparez. Ne changez qu'une chose à la fois, sinon vous ne saurez pas ce qui a fonctionné.</p>
<h2>Une courte liste de contrôle</h2>
<ol>
<li>La requête principale apparaît près du début, dans un ordre naturel.</li>
<li>Le titre promet quelque chose de précis : un nombre, un format, un public ou un résultat.</li>
<li>Les mots importants tiennent dans les 50 à 60 premiers caractères.</li>
<li>Aucune autre page de votre site ne porte le même titre.</li>
<li>La page tient exactement la promesse du titre.</li>
</ol>
<p>Le dernier point compte le plus. Un titre qui promet trop gagne le clic et perd le lecteur, et un visiteur qui repart aussitôt ne vous apprend rien. Le rédacteur d'articles de Wordloom propose plusieurs titres pour chaque mot-clé, pour comparer les angles avant d'écrire le moindre mot ; découvrez <a href="/features">ce qu'il sait faire</a>.</p>`,
    },
    es: {
      title: 'Cómo escribir etiquetas de título que consigan el clic',
      excerpt:
        'El título es lo primero que lee quien busca, y a menudo lo único. Así escribimos títulos que responden a la búsqueda, prometen algo concreto y sobreviven al recorte del buscador.',
      metaDescription:
        'Una guía práctica de etiquetas de título: longitud, posición de la palabra clave, concreción y cómo probar un título frente a la búsqueda que debe ganar.',
      tags: ['etiquetas de título', 'tasa de clics', 'SEO on-page', 'resultados de búsqueda', 'redacción web'],
      content: `<p>Quien revisa una página de resultados dedica a cada uno aproximadamente un segundo. En ese segundo lee el título, mira la dirección y decide. Puede que tu artículo sea la mejor respuesta de la página, pero si el título no lo dice, nadie lo sabrá. La etiqueta de título es la mejora más barata del SEO: sin contenido nuevo, sin enlaces, solo mejores palabras en una línea.</p>
<h2>Lo que tiene que hacer un título</h2>
<p>Un buen título cumple tres funciones a la vez. Le dice al buscador de qué trata la página, le dice a la persona que esta página responde a <em>su</em> pregunta y le da un motivo para elegirla frente a las otras nueve respuestas. Casi todos los títulos flojos cumplen solo la primera: repiten la palabra clave y se quedan ahí.</p>
<h3>Recoger la búsqueda y añadir una promesa</h3>
<p>Parte de las palabras que la gente escribe de verdad. Si la búsqueda es «plantilla de brief de contenido», el título debe contener esas palabras, cerca del principio y en ese orden. Después añade lo que hace que tu página merezca el clic: un número, un formato, un público o un resultado.</p>
<ul>
<li><strong>Número:</strong> «7 plantillas de brief de contenido» es más concreto que «Plantillas de brief de contenido».</li>
<li><strong>Formato:</strong> «Plantilla de brief gratuita (Google Docs)» dice qué se va a obtener.</li>
<li><strong>Público:</strong> «Plantilla de brief para redactores autónomos» atrae a los lectores adecuados.</li>
<li><strong>Resultado:</strong> «Una plantilla de brief que reduce a la mitad la edición» vende el beneficio.</li>
</ul>
<h2>Longitud: apunta a unos 60 caracteres</h2>
<p>Los buscadores recortan los títulos que no caben en el ancho del resultado, normalmente entre 50 y 60 caracteres en un ordenador. Un título más largo no se penaliza, pero su final quedará oculto. Coloca la palabra clave y la promesa en los primeros 50 caracteres y deja el nombre de la marca, si lo usas, para el final.</p>
<p>Google también reescribe los títulos que considera poco útiles. Su <a href="https://developers.google.com/search/docs/appearance/title-link" rel="noopener noreferrer nofollow">guía sobre los enlaces de título</a> enumera las causas habituales: títulos llenos de palabras clave, el mismo título en muchas páginas y títulos que no describen la página. Un título que resume con honestidad la página rara vez se reescribe.</p>
<h2>Títulos flojos y títulos más fuertes</h2>
<table>
<thead><tr><th>Flojo</th><th>Más fuerte</th><th>Por qué</th></tr></thead>
<tbody>
<tr><td>Investigación de palabras clave</td><td>Investigación de palabras clave para equipos pequeños: un proceso en 5 pasos</td><td>Nombra el público y el formato</td></tr>
<tr><td>Nuestras ideas sobre LinkedIn</td><td>Ganchos de LinkedIn: cómo escribir las dos primeras líneas</td><td>Responde a una búsqueda real</td></tr>
<tr><td>Consejos SEO, guía SEO, SEO 2026</td><td>12 arreglos de SEO on-page que puedes hacer esta tarde</td><td>Una promesa en lugar de tres palabras clave</td></tr>
</tbody>
</table>
<h2>Prueba un título antes de publicar</h2>
<p>Haz tú mismo la búsqueda y lee los títulos que ya aparecen. Imagina el tuyo en la lista y pregúntate con sinceridad: ¿haría clic? Si tu título dice lo mismo que los demás, cambia el enfoque, no los sinónimos.</p>
<blockquote><p>Si no distingues tu título de los otros nueve de la página, quien busca tampoco podrá.</p></blockquote>
<p>Después de publicar, vigila la tasa de clics en <a href="https://search.google.com/search-console/about" rel="noopener noreferrer nofollow">Google Search Console</a>. Una página que está entre los cinco primeros resultados pero recibe muchos menos clics que sus vecinas casi siempre tiene un problema de título. Reescríbelo, espera dos o tres semanas y compara. Cambia una sola cosa cada vez, o no sabrás qué funcionó.</p>
<h2>Una lista de comprobación breve</h2>
<ol>
<li>La búsqueda principal aparece cerca del principio, en un orden natural.</li>
<li>El título promete algo concreto: un número, un formato, un público o un resultado.</li>
<li>Las palabras importantes caben en los primeros 50 a 60 caracteres.</li>
<li>Ninguna otra página de tu sitio tiene el mismo título.</li>
<li>La página cumple exactamente lo que promete el título.</li>
</ol>
<p>El último punto es el que más importa. Un título que promete demasiado gana el clic y pierde al lector, y quien se va enseguida no te enseña nada. El redactor de artículos de Wordloom propone varios títulos para cada palabra clave, para comparar enfoques antes de escribir una sola palabra; descubre <a href="/features">lo que hace</a>.</p>`,
    },
  },
};
