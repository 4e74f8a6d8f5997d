import type { DemoArticle } from '../types.ts';

/** Product news in four languages, one of them written right to left. */
export const twentySevenLanguages: DemoArticle = {
  cover: 'languages',
  contentType: 'news',
  category: 'Product News',
  subcategory: 'Releases',
  microcategory: 'Languages',
  categories: ['Product News', 'Localization'],
  daysAgo: 18,
  texts: {
    en: {
      title: 'Wordloom Now Speaks 27 Languages',
      excerpt:
        'The whole app, from sign-up to LinkedIn scheduling, is now available in 27 languages, including four written right to left. Here is what changed and how to switch.',
      metaDescription:
        'Wordloom is now available in 27 languages, with full right-to-left layouts for Arabic, Hebrew, Persian and Urdu, and localized addresses for every public page.',
      tags: ['languages', 'localization', 'right-to-left', 'content writing', 'release'],
      content: `<p>Since this week, every screen of Wordloom is available in 27 languages. That includes the dashboard, the article writer, LinkedIn Grow with its scheduling and insights, the account pages, every error message and every e-mail we send. It was the most requested change of the year, and it took longer than any feature we have shipped, because translation turned out to be the smallest part of the work.</p>
<h2>The languages</h2>
<p>English, Spanish, French, German, Italian, Portuguese, Dutch, Swedish, Danish, Polish, Greek, Russian, Turkish, Arabic, Hebrew, Persian, Urdu, Hindi, Tamil, Telugu, Kannada, Malayalam, Indonesian, Malay, Chinese, Japanese and Korean.</p>
<h2>Right to left, properly</h2>
<p>Arabic, Hebrew, Persian and Urdu are written from right to left, and a page that only aligns its text to the right is not a right-to-left page. Menus open from the other side, arrows point the other way, and progress moves leftwards. We rebuilt our layouts on logical properties (start and end instead of left and right), so every screen mirrors itself without a second design. Numbers, links and code inside a right-to-left sentence keep their own direction.</p>
<h2>How to switch</h2>
<ul>
<li>Pick a language from the selector in the header or the footer. Your choice is remembered in this browser.</li>
<li>Public pages have their own addresses per language, such as <code>/fr/pricing</code> or <code>/ar/features</code>, so you can share a link in the language it was read in. English keeps the addresses without a prefix.</li>
<li>Your account's language decides the language of the e-mails we send you.</li>
</ul>
<h2>Writing in your language</h2>
<p>The interface language and the writing language are separate. You can use the app in Spanish and write a LinkedIn post in German, or read the dashboard in English and publish an article in Arabic. The article writer and LinkedIn Grow both take the language of the text as a setting of its own.</p>
<h2>Articles in several languages</h2>
<p>An article you publish with Wordloom can now have translations that stay linked to it. Each version has its own address, with the language in the path, and its own title and slug in that language. Readers see a “Read in Other Languages” card on the page, and search engines are told which versions belong together, so a reader searching in French is sent to the French version rather than the English one. This news item is an example: switch to its French, Spanish or Arabic version from the card.</p>
<blockquote><p>Translation was the easy part. Dates, plurals, word counts in Japanese and a mirrored layout for Arabic were the real work.</p></blockquote>
<h2>Counting words fairly</h2>
<p>Words are what you pay with on Wordloom, so counting them had to be fair in every script. Chinese and Japanese are written without spaces, so each of their characters counts as one word, the way word processors count them. Every other language is counted by the spaces between words. The count shown in the editor is the count we charge.</p>
<h2>Tell us what is wrong</h2>
<p>Our translations were reviewed by native speakers, but a product this size always hides a clumsy phrase or two. If you spot one, write to us from the <a href="/contact">contact page</a> with the screen and the sentence; every report reaches the person who translated that language. And if your language is missing, tell us which: the next ones are chosen by request.</p>`,
    },
    fr: {
      title: 'Wordloom parle désormais 27 langues',
      excerpt:
        "Toute l'application, de l'inscription à la planification LinkedIn, est maintenant disponible en 27 langues, dont quatre qui s'écrivent de droite à gauche. Voici ce qui change et comment passer d'une langue à l'autre.",
      metaDescription:
        "Wordloom existe en 27 langues, avec une mise en page de droite à gauche pour l'arabe, l'hébreu, le persan et l'ourdou, et des adresses par langue.",
      tags: ['langues', 'localisation', 'droite à gauche', 'rédaction web', 'nouveauté'],
      content: `<p>Depuis cette semaine, chaque écran de Wordloom est disponible en 27 langues. Cela comprend le tableau de bord, le rédacteur d'articles, LinkedIn Grow avec sa planification et ses statistiques, les pages du compte, chaque message d'erreur et chaque e-mail que nous envoyons. C'était la demande la plus fréquente de l'année, et cela nous a pris plus de temps que n'importe quelle autre fonctionnalité, car la traduction s'est révélée être la plus petite partie du travail.</p>
<h2>Les langues</h2>
<p>Anglais, espagnol, français, allemand, italien, portugais, néerlandais, suédois, danois, polonais, grec, russe, turc, arabe, hébreu, persan, ourdou, hindi, tamoul, télougou, kannada, malayalam, indonésien, malais, chinois, japonais et coréen.</p>
<h2>De droite à gauche, pour de vrai</h2>
<p>L'arabe, l'hébreu, le persan et l'ourdou s'écrivent de droite à gauche, et une page qui se contente d'aligner son texte à droite n'est pas une page de droite à gauche. Les menus s'ouvrent de l'autre côté, les flèches pointent dans l'autre sens et la progression avance vers la gauche. Nous avons reconstruit nos mises en page sur des propriétés logiques (début et fin au lieu de gauche et droite), si bien que chaque écran se met en miroir sans second design. Les nombres, les liens et le code au milieu d'une phrase de droite à gauche gardent leur propre sens.</p>
<h2>Comment changer de langue</h2>
<ul>
<li>Choisissez une langue dans le sélecteur de l'en-tête ou du pied de page. Votre choix est mémorisé dans ce navigateur.</li>
<li>Les pages publiques ont leurs propres adresses par langue, comme <code>/fr/pricing</code> ou <code>/ar/features</code> : vous pouvez partager un lien dans la langue où vous l'avez lu. L'anglais garde les adresses sans préfixe.</li>
<li>La langue de votre compte détermine celle des e-mails que nous vous envoyons.</li>
</ul>
<h2>Écrire dans votre langue</h2>
<p>La langue de l'interface et la langue d'écriture sont indépendantes. Vous pouvez utiliser l'application en espagnol et écrire un post LinkedIn en allemand, ou lire le tableau de bord en anglais et publier un article en arabe. Le rédacteur d'articles et LinkedIn Grow prennent tous deux la langue du texte comme un réglage à part.</p>
<h2>Des articles en plusieurs langues</h2>
<p>Un article publié avec Wordloom peut désormais avoir des traductions qui lui restent liées. Chaque version a sa propre adresse, avec la langue dans le chemin, ainsi que son propre titre et son propre slug dans cette langue. Les lecteurs voient une carte « Lire dans d'autres langues » sur la page, et les moteurs de recherche savent quelles versions vont ensemble : un internaute qui cherche en français est dirigé vers la version française plutôt que vers l'anglaise. Cette actualité en est un exemple : passez à sa version anglaise, espagnole ou arabe depuis la carte.</p>
<blockquote><p>La traduction était la partie facile. Les dates, les pluriels, le comptage des mots en japonais et une mise en page en miroir pour l'arabe étaient le vrai travail.</p></blockquote>
<h2>Compter les mots équitablement</h2>
<p>Sur Wordloom, vous payez en mots : leur comptage devait donc être équitable dans toutes les écritures. Le chinois et le japonais s'écrivent sans espaces, alors chacun de leurs caractères compte pour un mot, comme dans les traitements de texte. Toutes les autres langues sont comptées par les espaces entre les mots. Le nombre affiché dans l'éditeur est celui que nous facturons.</p>
<h2>Dites-nous ce qui ne va pas</h2>
<p>Nos traductions ont été relues par des locuteurs natifs, mais un produit de cette taille cache toujours une ou deux phrases maladroites. Si vous en repérez une, écrivez-nous depuis la <a href="/contact">page de contact</a> en indiquant l'écran et la phrase ; chaque signalement parvient à la personne qui a traduit cette langue. Et si votre langue manque, dites-nous laquelle : les prochaines seront choisies selon les demandes.</p>`,
    },
    es: {
      title: 'Wordloom ya habla 27 idiomas',
      excerpt:
        'Toda la aplicación, desde el registro hasta la programación en LinkedIn, está disponible en 27 idiomas, cuatro de ellos escritos de derecha a izquierda. Esto es lo que cambia y cómo elegir tu idioma.',
      metaDescription:
        'Wordloom está disponible en 27 idiomas, con diseño de derecha a izquierda para árabe, hebreo, persa y urdu, y direcciones localizadas por idioma.',
      tags: ['idiomas', 'localización', 'derecha a izquierda', 'redacción web', 'novedad'],
      content: `<p>Desde esta semana, cada pantalla de Wordloom está disponible en 27 idiomas. Eso incluye el panel, el redactor de artículos, LinkedIn Grow con su programación y sus estadísticas, las páginas de la cuenta, cada mensaje de error y cada correo que enviamos. Era la petición más repetida del año, y nos llevó más tiempo que cualquier otra función, porque la traducción resultó ser la parte más pequeña del trabajo.</p>
<h2>Los idiomas</h2>
<p>Inglés, español, francés, alemán, italiano, portugués, neerlandés, sueco, danés, polaco, griego, ruso, turco, árabe, hebreo, persa, urdu, hindi, tamil, telugu, canarés, malayalam, indonesio, malayo, chino, japonés y coreano.</p>
<h2>De derecha a izquierda, de verdad</h2>
<p>El árabe, el hebreo, el persa y el urdu se escriben de derecha a izquierda, y una página que solo alinea su texto a la derecha no es una página de derecha a izquierda. Los menús se abren por el otro lado, las flechas apuntan en sentido contrario y el progreso avanza hacia la izquierda. Rehicimos nuestros diseños con propiedades lógicas (inicio y fin en lugar de izquierda y derecha), de modo que cada pantalla se refleja sin un segundo diseño. Los números, los enlaces y el código dentro de una frase de derecha a izquierda conservan su propia dirección.</p>
<h2>Cómo cambiar de idioma</h2>
<ul>
<li>Elige un idioma en el selector de la cabecera o del pie de página. Tu elección se recuerda en este navegador.</li>
<li>Las páginas públicas tienen sus propias direcciones por idioma, como <code>/fr/pricing</code> o <code>/ar/features</code>, así que puedes compartir un enlace en el idioma en que lo leíste. El inglés mantiene las direcciones sin prefijo.</li>
<li>El idioma de tu cuenta decide el idioma de los correos que te enviamos.</li>
</ul>
<h2>Escribir en tu idioma</h2>
<p>El idioma de la interfaz y el idioma de escritura son independientes. Puedes usar la aplicación en español y escribir una publicación de LinkedIn en alemán, o leer el panel en inglés y publicar un artículo en árabe. El redactor de artículos y LinkedIn Grow toman el idioma del texto como un ajuste propio.</p>
<h2>Artículos en varios idiomas</h2>
<p>Un artículo publicado con Wordloom puede tener ahora traducciones que siguen vinculadas a él. Cada versión tiene su propia dirección, con el idioma en la ruta, y su propio título y slug en ese idioma. Los lectores ven una tarjeta «Leer en otros idiomas» en la página, y los buscadores saben qué versiones van juntas, de modo que quien busca en español llega a la versión española y no a la inglesa. Esta noticia es un ejemplo: cambia a su versión inglesa, francesa o árabe desde la tarjeta.</p>
<blockquote><p>Traducir fue la parte fácil. Las fechas, los plurales, el recuento de palabras en japonés y un diseño reflejado para el árabe fueron el verdadero trabajo.</p></blockquote>
<h2>Contar las palabras con justicia</h2>
<p>En Wordloom pagas con palabras, así que contarlas tenía que ser justo en todas las escrituras. El chino y el japonés se escriben sin espacios, por lo que cada uno de sus caracteres cuenta como una palabra, igual que en los procesadores de texto. Los demás idiomas se cuentan por los espacios entre palabras. El recuento que ves en el editor es el que cobramos.</p>
<h2>Cuéntanos qué falla</h2>
<p>Nuestras traducciones las revisaron hablantes nativos, pero un producto de este tamaño siempre esconde alguna frase torpe. Si encuentras una, escríbenos desde la <a href="/contact">página de contacto</a> indicando la pantalla y la frase; cada aviso llega a la persona que tradujo ese idioma. Y si falta tu idioma, dinos cuál: los próximos se eligen según las peticiones.</p>`,
    },
    ar: {
      title: 'Wordloom يتحدث الآن 27 لغة',
      excerpt:
        'أصبح التطبيق بأكمله، من التسجيل إلى جدولة منشورات LinkedIn، متاحًا بسبع وعشرين لغة، أربع منها تُكتب من اليمين إلى اليسار. إليك ما تغيّر وكيف تختار لغتك.',
      metaDescription:
        'أصبح Wordloom متاحًا بسبع وعشرين لغة، مع تخطيط كامل من اليمين إلى اليسار للعربية والعبرية والفارسية والأردية، وعناوين مترجمة لكل صفحة عامة.',
      tags: ['اللغات', 'التعريب', 'من اليمين إلى اليسار', 'كتابة المحتوى', 'إصدار جديد'],
      content: `<p>منذ هذا الأسبوع، أصبحت كل شاشة في Wordloom متاحة بسبع وعشرين لغة. ويشمل ذلك لوحة التحكم، وكاتب المقالات، وأداة LinkedIn Grow بما فيها الجدولة والإحصاءات، وصفحات الحساب، وكل رسالة خطأ، وكل بريد إلكتروني نرسله. كان هذا أكثر طلب تكرر خلال العام، واستغرق منا وقتًا أطول من أي ميزة أطلقناها، لأن الترجمة تبيّن أنها أصغر جزء من العمل.</p>
<h2>اللغات</h2>
<p>الإنجليزية، والإسبانية، والفرنسية، والألمانية، والإيطالية، والبرتغالية، والهولندية، والسويدية، والدنماركية، والبولندية، واليونانية، والروسية، والتركية، والعربية، والعبرية، والفارسية، والأردية، والهندية، والتاميلية، والتيلوغوية، والكنادية، والمالايالامية، والإندونيسية، والملايوية، والصينية، واليابانية، والكورية.</p>
<h2>من اليمين إلى اليسار كما ينبغي</h2>
<p>تُكتب العربية والعبرية والفارسية والأردية من اليمين إلى اليسار، والصفحة التي تكتفي بمحاذاة نصها إلى اليمين ليست صفحة من اليمين إلى اليسار. فالقوائم تُفتح من الجهة الأخرى، والأسهم تشير في الاتجاه المعاكس، والتقدّم يسير نحو اليسار. لذلك أعدنا بناء تخطيطاتنا على الخصائص المنطقية (البداية والنهاية بدلًا من اليسار واليمين)، فتنعكس كل شاشة من تلقاء نفسها دون تصميم ثانٍ. أما الأرقام والروابط والشيفرة داخل جملة عربية فتحتفظ باتجاهها الخاص.</p>
<h2>كيف تغيّر اللغة</h2>
<ul>
<li>اختر لغة من القائمة في رأس الصفحة أو في تذييلها، ويُحفظ اختيارك في هذا المتصفح.</li>
<li>للصفحات العامة عناوين خاصة بكل لغة، مثل <code>/fr/pricing</code> أو <code>/ar/features</code>، فتستطيع مشاركة الرابط باللغة التي قرأته بها. وتبقى عناوين الإنجليزية من دون بادئة.</li>
<li>لغة حسابك هي التي تحدد لغة الرسائل التي نرسلها إليك.</li>
</ul>
<h2>الكتابة بلغتك</h2>
<p>لغة الواجهة مستقلة عن لغة الكتابة. يمكنك استخدام التطبيق بالإسبانية وكتابة منشور على LinkedIn بالألمانية، أو قراءة لوحة التحكم بالإنجليزية ونشر مقال بالعربية. فكاتب المقالات وأداة LinkedIn Grow يأخذان لغة النص إعدادًا مستقلًا.</p>
<h2>مقالات بعدة لغات</h2>
<p>أصبح بإمكان المقال الذي تنشره عبر Wordloom أن تكون له ترجمات تبقى مرتبطة به. ولكل نسخة عنوانها الخاص على الموقع، تظهر فيه اللغة ضمن المسار، ولها أيضًا عنوانها الرئيسي ومعرّفها المختصر بتلك اللغة. ويرى القراء بطاقة «اقرأ بلغات أخرى» في الصفحة، وتعرف محركات البحث أي النسخ تنتمي إلى المقال نفسه، فيصل من يبحث بالفرنسية إلى النسخة الفرنسية بدلًا من الإنجليزية، ومن يبحث بالعربية إلى النسخة العربية. وهذا الخبر نفسه مثال على ذلك: يمكنك الانتقال إلى نسخته الإنجليزية أو الفرنسية أو الإسبانية من تلك البطاقة في أي وقت، ومقارنة العناوين والمسارات بين اللغات الأربع.</p>
<blockquote><p>كانت الترجمة الجزء السهل. أما العمل الحقيقي فكان التواريخ وصيغ الجمع وعدّ الكلمات باليابانية وتخطيطًا معكوسًا للعربية.</p></blockquote>
<h2>عدّ الكلمات بإنصاف</h2>
<p>في Wordloom تدفع بالكلمات، لذا كان لا بد أن يكون عدّها منصفًا في كل نظام كتابة. تُكتب الصينية واليابانية بلا مسافات، فيُحسب كل حرف منهما كلمة واحدة، كما تفعل برامج معالجة النصوص. أما سائر اللغات فتُعد كلماتها بالمسافات بينها. والعدد الذي تراه في المحرر هو العدد الذي نحتسبه.</p>
<h2>أخبرنا بما يحتاج إلى تصحيح</h2>
<p>راجع ترجماتنا متحدثون أصليون، لكن منتجًا بهذا الحجم يخفي دائمًا عبارة أو اثنتين غير موفقتين. إن وجدت واحدة، فراسلنا من <a href="/contact">صفحة التواصل</a> مع ذكر الشاشة والجملة، وستصل ملاحظتك إلى من ترجم تلك اللغة. وإن كانت لغتك غير موجودة، فأخبرنا بها: فاللغات القادمة نختارها بحسب الطلب.</p>`,
    },
  },
};
