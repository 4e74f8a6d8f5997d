import type { LanguageCode } from '@wordloom/shared/languages';

/** What a mail that carries a single-use link says; the link itself comes from the caller. */
export interface LinkMailCopy {
  subject: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
}

export interface WelcomeCopy {
  subject: string;
  intro: string;
  /** `{words}` is the number of free words, formatted for the language. */
  freeWords: string;
  dashboard: string;
}

export interface MailCopy {
  /** `{name}` is the recipient's first name; `hello` greets someone who gave none. */
  helloNamed: string;
  hello: string;
  /** Under the button, for mail clients that do not show it. */
  linkHint: string;
  signOff: string;
  verification: LinkMailCopy;
  passwordReset: LinkMailCopy;
  welcome: WelcomeCopy;
}

/** The mails' words in every interface language, so a user reads them in the language they chose. */
export const MAIL_COPY: Record<LanguageCode, MailCopy> = {
  en: {
    helloNamed: 'Hi {name},',
    hello: 'Hi,',
    linkHint: 'If the button does not work, copy this link into your browser:',
    signOff: 'The Wordloom team',
    verification: {
      subject: 'Verify your email address',
      intro: 'Thanks for signing up for Wordloom. Please confirm your email address to activate your account.',
      button: 'Verify email address',
      expiry: 'Verification link expires in 24 hours.',
      ignore: 'If you did not create a Wordloom account, you can ignore this email.',
    },
    passwordReset: {
      subject: 'Reset your Wordloom password',
      intro: 'We received a request to reset the password of your Wordloom account.',
      button: 'Reset password',
      expiry: 'This link expires in 1 hour and works only once.',
      ignore: 'If you did not ask to reset your password, ignore this email: your password stays unchanged.',
    },
    welcome: {
      subject: 'Welcome to Wordloom',
      intro: 'Your email address is confirmed and your account is ready.',
      freeWords: 'We have added {words} free words to your account, so you can start writing right away.',
      dashboard: 'Open your dashboard to write your first article or LinkedIn post.',
    },
  },
  es: {
    helloNamed: 'Hola, {name}:',
    hello: 'Hola:',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signOff: 'El equipo de Wordloom',
    verification: {
      subject: 'Verifica tu dirección de correo electrónico',
      intro: 'Gracias por registrarte en Wordloom. Confirma tu dirección de correo electrónico para activar tu cuenta.',
      button: 'Verificar correo electrónico',
      expiry: 'El enlace de verificación caduca en 24 horas.',
      ignore: 'Si no has creado una cuenta en Wordloom, puedes ignorar este correo.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Wordloom',
      intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Wordloom.',
      button: 'Restablecer contraseña',
      expiry: 'Este enlace caduca en 1 hora y solo se puede usar una vez.',
      ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
    },
    welcome: {
      subject: 'Te damos la bienvenida a Wordloom',
      intro: 'Tu dirección de correo electrónico está confirmada y tu cuenta ya está lista.',
      freeWords: 'Hemos añadido {words} palabras gratuitas a tu cuenta para que puedas empezar a escribir ahora mismo.',
      dashboard: 'Abre tu panel para escribir tu primer artículo o publicación de LinkedIn.',
    },
  },
  fr: {
    helloNamed: 'Bonjour {name},',
    hello: 'Bonjour,',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signOff: 'L’équipe Wordloom',
    verification: {
      subject: 'Confirmez votre adresse e-mail',
      intro: 'Merci pour votre inscription sur Wordloom. Confirmez votre adresse e-mail pour activer votre compte.',
      button: 'Confirmer mon adresse e-mail',
      expiry: 'Le lien de vérification expire dans 24 heures.',
      ignore: 'Si vous n’avez pas créé de compte Wordloom, vous pouvez ignorer cet e-mail.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Wordloom',
      intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Wordloom.',
      button: 'Réinitialiser le mot de passe',
      expiry: 'Ce lien expire dans 1 heure et ne peut servir qu’une seule fois.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne sera pas modifié.',
    },
    welcome: {
      subject: 'Bienvenue sur Wordloom',
      intro: 'Votre adresse e-mail est confirmée et votre compte est prêt.',
      freeWords:
        'Nous avons ajouté {words} mots gratuits à votre compte pour que vous puissiez commencer à écrire dès maintenant.',
      dashboard: 'Ouvrez votre tableau de bord pour rédiger votre premier article ou post LinkedIn.',
    },
  },
  de: {
    helloNamed: 'Hallo {name},',
    hello: 'Hallo,',
    linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signOff: 'Ihr Wordloom-Team',
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro:
        'Vielen Dank für Ihre Registrierung bei Wordloom. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
      button: 'E-Mail-Adresse bestätigen',
      expiry: 'Der Bestätigungslink läuft in 24 Stunden ab.',
      ignore: 'Wenn Sie kein Wordloom-Konto erstellt haben, können Sie diese E-Mail ignorieren.',
    },
    passwordReset: {
      subject: 'Setzen Sie Ihr Wordloom-Passwort zurück',
      intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Wordloom-Kontos zurückzusetzen.',
      button: 'Passwort zurücksetzen',
      expiry: 'Dieser Link ist 1 Stunde gültig und funktioniert nur einmal.',
      ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    welcome: {
      subject: 'Willkommen bei Wordloom',
      intro: 'Ihre E-Mail-Adresse ist bestätigt und Ihr Konto ist bereit.',
      freeWords:
        'Wir haben Ihrem Konto {words} kostenlose Wörter gutgeschrieben, damit Sie sofort mit dem Schreiben beginnen können.',
      dashboard: 'Öffnen Sie Ihr Dashboard, um Ihren ersten Artikel oder LinkedIn-Beitrag zu schreiben.',
    },
  },
  it: {
    helloNamed: 'Ciao {name},',
    hello: 'Ciao,',
    linkHint: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    signOff: 'Il team di Wordloom',
    verification: {
      subject: 'Verifica il tuo indirizzo email',
      intro: 'Grazie per la registrazione a Wordloom. Conferma il tuo indirizzo email per attivare il tuo account.',
      button: 'Verifica indirizzo email',
      expiry: 'Il link di verifica scade tra 24 ore.',
      ignore: 'Se non hai creato un account Wordloom, puoi ignorare questa email.',
    },
    passwordReset: {
      subject: 'Reimposta la password di Wordloom',
      intro: 'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Wordloom.',
      button: 'Reimposta password',
      expiry: 'Questo link scade tra 1 ora e può essere usato una sola volta.',
      ignore: 'Se non hai chiesto di reimpostare la password, ignora questa email: la tua password resta invariata.',
    },
    welcome: {
      subject: 'Ti diamo il benvenuto in Wordloom',
      intro: 'Il tuo indirizzo email è confermato e il tuo account è pronto.',
      freeWords: 'Abbiamo aggiunto {words} parole gratuite al tuo account, così puoi iniziare subito a scrivere.',
      dashboard: 'Apri il tuo pannello per scrivere il tuo primo articolo o post LinkedIn.',
    },
  },
  pt: {
    helloNamed: 'Olá, {name},',
    hello: 'Olá,',
    linkHint: 'Se o botão não funcionar, copie este link e cole no seu navegador:',
    signOff: 'Equipe Wordloom',
    verification: {
      subject: 'Verifique seu endereço de e-mail',
      intro: 'Obrigado por se cadastrar no Wordloom. Confirme seu endereço de e-mail para ativar sua conta.',
      button: 'Verificar endereço de e-mail',
      expiry: 'O link de verificação expira em 24 horas.',
      ignore: 'Se você não criou uma conta no Wordloom, pode ignorar este e-mail.',
    },
    passwordReset: {
      subject: 'Redefina sua senha do Wordloom',
      intro: 'Recebemos uma solicitação para redefinir a senha da sua conta do Wordloom.',
      button: 'Redefinir senha',
      expiry: 'Este link expira em 1 hora e só pode ser usado uma vez.',
      ignore: 'Se você não pediu para redefinir sua senha, ignore este e-mail: sua senha continua a mesma.',
    },
    welcome: {
      subject: 'Boas-vindas ao Wordloom',
      intro: 'Seu endereço de e-mail foi confirmado e sua conta está pronta.',
      freeWords: 'Adicionamos {words} palavras grátis à sua conta para você começar a escrever agora mesmo.',
      dashboard: 'Abra seu painel para escrever seu primeiro artigo ou sua primeira publicação do LinkedIn.',
    },
  },
  nl: {
    helloNamed: 'Hoi {name},',
    hello: 'Hoi,',
    linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    signOff: 'Het Wordloom-team',
    verification: {
      subject: 'Verifieer je e-mailadres',
      intro: 'Bedankt voor je registratie bij Wordloom. Bevestig je e-mailadres om je account te activeren.',
      button: 'E-mailadres verifiëren',
      expiry: 'De verificatielink verloopt over 24 uur.',
      ignore: 'Heb je geen Wordloom-account aangemaakt? Dan kun je deze e-mail negeren.',
    },
    passwordReset: {
      subject: 'Stel je Wordloom-wachtwoord opnieuw in',
      intro: 'We hebben een verzoek ontvangen om het wachtwoord van je Wordloom-account opnieuw in te stellen.',
      button: 'Wachtwoord opnieuw instellen',
      expiry: 'Deze link verloopt over 1 uur en werkt maar één keer.',
      ignore:
        'Heb je niet gevraagd om je wachtwoord opnieuw in te stellen? Negeer deze e-mail dan: je wachtwoord blijft ongewijzigd.',
    },
    welcome: {
      subject: 'Welkom bij Wordloom',
      intro: 'Je e-mailadres is bevestigd en je account is klaar voor gebruik.',
      freeWords:
        'We hebben {words} gratis woorden aan je account toegevoegd, zodat je meteen kunt beginnen met schrijven.',
      dashboard: 'Open je dashboard om je eerste artikel of LinkedIn-post te schrijven.',
    },
  },
  pl: {
    helloNamed: 'Witaj, {name}!',
    hello: 'Witaj!',
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    signOff: 'Zespół Wordloom',
    verification: {
      subject: 'Zweryfikuj adres e-mail',
      intro: 'Dziękujemy za rejestrację w Wordloom. Potwierdź adres e-mail, aby aktywować konto.',
      button: 'Zweryfikuj adres e-mail',
      expiry: 'Link weryfikacyjny wygasa po 24 godzinach.',
      ignore: 'Jeśli konto Wordloom nie zostało przez Ciebie utworzone, zignoruj tę wiadomość.',
    },
    passwordReset: {
      subject: 'Zresetuj hasło do Wordloom',
      intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Wordloom.',
      button: 'Zresetuj hasło',
      expiry: 'Ten link wygasa po 1 godzinie i działa tylko raz.',
      ignore:
        'Jeśli prośba o zresetowanie hasła nie pochodzi od Ciebie, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
    },
    welcome: {
      subject: 'Witaj w Wordloom',
      intro: 'Adres e-mail został potwierdzony, a konto jest gotowe.',
      freeWords: 'Dodaliśmy do Twojego konta bezpłatne słowa ({words}), aby można było od razu zacząć pisać.',
      dashboard: 'Otwórz panel, aby napisać pierwszy artykuł lub post na LinkedIn.',
    },
  },
  sv: {
    helloNamed: 'Hej {name}!',
    hello: 'Hej!',
    linkHint: 'Om knappen inte fungerar kan du kopiera den här länken till din webbläsare:',
    signOff: 'Wordloom-teamet',
    verification: {
      subject: 'Verifiera din e-postadress',
      intro: 'Tack för att du registrerade dig på Wordloom. Bekräfta din e-postadress för att aktivera ditt konto.',
      button: 'Verifiera e-postadress',
      expiry: 'Verifieringslänken går ut om 24 timmar.',
      ignore: 'Om du inte har skapat något Wordloom-konto kan du ignorera det här mejlet.',
    },
    passwordReset: {
      subject: 'Återställ ditt Wordloom-lösenord',
      intro: 'Vi har fått en begäran om att återställa lösenordet för ditt Wordloom-konto.',
      button: 'Återställ lösenord',
      expiry: 'Länken går ut om 1 timme och fungerar bara en gång.',
      ignore:
        'Om du inte har bett om att återställa ditt lösenord kan du ignorera det här mejlet: ditt lösenord förblir oförändrat.',
    },
    welcome: {
      subject: 'Välkommen till Wordloom',
      intro: 'Din e-postadress är bekräftad och ditt konto är klart.',
      freeWords: 'Vi har lagt till {words} gratisord på ditt konto, så att du kan börja skriva direkt.',
      dashboard: 'Öppna din översikt för att skriva din första artikel eller ditt första LinkedIn-inlägg.',
    },
  },
  da: {
    helloNamed: 'Hej {name},',
    hello: 'Hej,',
    linkHint: 'Hvis knappen ikke virker, så kopiér dette link ind i din browser:',
    signOff: 'Wordloom-teamet',
    verification: {
      subject: 'Bekræft din e-mailadresse',
      intro: 'Tak, fordi du har oprettet en konto hos Wordloom. Bekræft din e-mailadresse for at aktivere din konto.',
      button: 'Bekræft e-mailadresse',
      expiry: 'Bekræftelseslinket udløber om 24 timer.',
      ignore: 'Hvis du ikke har oprettet en Wordloom-konto, kan du se bort fra denne e-mail.',
    },
    passwordReset: {
      subject: 'Nulstil din adgangskode til Wordloom',
      intro: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din Wordloom-konto.',
      button: 'Nulstil adgangskode',
      expiry: 'Dette link udløber om 1 time og kan kun bruges én gang.',
      ignore:
        'Hvis du ikke har bedt om at nulstille din adgangskode, kan du se bort fra denne e-mail: din adgangskode forbliver uændret.',
    },
    welcome: {
      subject: 'Velkommen til Wordloom',
      intro: 'Din e-mailadresse er bekræftet, og din konto er klar.',
      freeWords: 'Vi har tilføjet {words} gratis ord til din konto, så du kan begynde at skrive med det samme.',
      dashboard: 'Åbn dit kontrolpanel for at skrive din første artikel eller dit første LinkedIn-opslag.',
    },
  },
  el: {
    helloNamed: 'Γεια σας, {name},',
    hello: 'Γεια σας,',
    linkHint: 'Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτόν τον σύνδεσμο στο πρόγραμμα περιήγησής σας:',
    signOff: 'Η ομάδα του Wordloom',
    verification: {
      subject: 'Επαληθεύστε τη διεύθυνση email σας',
      intro:
        'Σας ευχαριστούμε για την εγγραφή σας στο Wordloom. Επιβεβαιώστε τη διεύθυνση email σας για να ενεργοποιήσετε τον λογαριασμό σας.',
      button: 'Επαλήθευση διεύθυνσης email',
      expiry: 'Ο σύνδεσμος επαλήθευσης λήγει σε 24 ώρες.',
      ignore: 'Αν δεν δημιουργήσατε λογαριασμό στο Wordloom, μπορείτε να αγνοήσετε αυτό το email.',
    },
    passwordReset: {
      subject: 'Επαναφορά του κωδικού πρόσβασής σας στο Wordloom',
      intro: 'Λάβαμε ένα αίτημα για επαναφορά του κωδικού πρόσβασης του λογαριασμού σας στο Wordloom.',
      button: 'Επαναφορά κωδικού πρόσβασης',
      expiry: 'Αυτός ο σύνδεσμος λήγει σε 1 ώρα και λειτουργεί μόνο μία φορά.',
      ignore:
        'Αν δεν ζητήσατε επαναφορά του κωδικού πρόσβασής σας, αγνοήστε αυτό το email: ο κωδικός πρόσβασής σας παραμένει αμετάβλητος.',
    },
    welcome: {
      subject: 'Καλώς ήρθατε στο Wordloom',
      intro: 'Η διεύθυνση email σας επιβεβαιώθηκε και ο λογαριασμός σας είναι έτοιμος.',
      freeWords:
        'Προσθέσαμε {words} δωρεάν λέξεις στον λογαριασμό σας, ώστε να μπορείτε να αρχίσετε να γράφετε αμέσως.',
      dashboard: 'Ανοίξτε τον πίνακα ελέγχου σας για να γράψετε το πρώτο σας άρθρο ή την πρώτη σας ανάρτηση LinkedIn.',
    },
  },
  ru: {
    helloNamed: 'Здравствуйте, {name}!',
    hello: 'Здравствуйте!',
    linkHint: 'Если кнопка не работает, скопируйте эту ссылку в браузер:',
    signOff: 'Команда Wordloom',
    verification: {
      subject: 'Подтвердите адрес электронной почты',
      intro: 'Спасибо за регистрацию в Wordloom. Подтвердите адрес электронной почты, чтобы активировать аккаунт.',
      button: 'Подтвердить адрес',
      expiry: 'Ссылка для подтверждения действует 24 часа.',
      ignore: 'Если вы не создавали аккаунт Wordloom, просто проигнорируйте это письмо.',
    },
    passwordReset: {
      subject: 'Сброс пароля Wordloom',
      intro: 'Мы получили запрос на сброс пароля вашего аккаунта Wordloom.',
      button: 'Сбросить пароль',
      expiry: 'Ссылка действует 1 час и срабатывает только один раз.',
      ignore: 'Если вы не запрашивали сброс пароля, проигнорируйте это письмо: ваш пароль останется прежним.',
    },
    welcome: {
      subject: 'Добро пожаловать в Wordloom',
      intro: 'Ваш адрес электронной почты подтверждён, и аккаунт готов к работе.',
      freeWords: 'Мы начислили на ваш аккаунт бесплатные слова ({words}), чтобы вы могли сразу начать писать.',
      dashboard: 'Откройте панель управления, чтобы написать первую статью или пост для LinkedIn.',
    },
  },
  ar: {
    helloNamed: 'مرحبًا {name}،',
    hello: 'مرحبًا،',
    linkHint: 'إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:',
    signOff: 'فريق Wordloom',
    verification: {
      subject: 'أكِّد عنوان بريدك الإلكتروني',
      intro: 'شكرًا لتسجيلك في Wordloom. يُرجى تأكيد عنوان بريدك الإلكتروني لتفعيل حسابك.',
      button: 'تأكيد البريد الإلكتروني',
      expiry: 'تنتهي صلاحية رابط التحقق خلال 24 ساعة.',
      ignore: 'إذا لم تُنشئ حسابًا في Wordloom، يمكنك تجاهل هذه الرسالة.',
    },
    passwordReset: {
      subject: 'إعادة تعيين كلمة مرور Wordloom',
      intro: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في Wordloom.',
      button: 'إعادة تعيين كلمة المرور',
      expiry: 'تنتهي صلاحية هذا الرابط خلال ساعة واحدة، ولا يمكن استخدامه إلا مرة واحدة.',
      ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
    },
    welcome: {
      subject: 'مرحبًا بك في Wordloom',
      intro: 'تم تأكيد عنوان بريدك الإلكتروني وحسابك جاهز.',
      freeWords: 'أضفنا {words} كلمة مجانية إلى حسابك لتبدأ الكتابة على الفور.',
      dashboard: 'افتح لوحة التحكم لكتابة أول مقال أو منشور على LinkedIn.',
    },
  },
  he: {
    helloNamed: 'שלום {name},',
    hello: 'שלום,',
    linkHint: 'אם הכפתור לא עובד, אפשר להעתיק את הקישור הזה לדפדפן:',
    signOff: 'צוות Wordloom',
    verification: {
      subject: 'אימות כתובת האימייל שלך',
      intro: 'תודה על ההרשמה ל־Wordloom. כדי להפעיל את החשבון, יש לאשר את כתובת האימייל שלך.',
      button: 'אימות כתובת האימייל',
      expiry: 'תוקף קישור האימות יפוג בעוד 24 שעות.',
      ignore: 'אם לא יצרת חשבון Wordloom, אפשר להתעלם מהאימייל הזה.',
    },
    passwordReset: {
      subject: 'איפוס הסיסמה שלך ב־Wordloom',
      intro: 'קיבלנו בקשה לאפס את הסיסמה של חשבון ה־Wordloom שלך.',
      button: 'איפוס סיסמה',
      expiry: 'תוקף הקישור יפוג בעוד שעה, ואפשר להשתמש בו פעם אחת בלבד.',
      ignore: 'אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהאימייל הזה: הסיסמה שלך לא תשתנה.',
    },
    welcome: {
      subject: 'ברוכים הבאים ל־Wordloom',
      intro: 'כתובת האימייל שלך אושרה והחשבון שלך מוכן.',
      freeWords: 'הוספנו לחשבון שלך {words} מילים חינם, כך שאפשר להתחיל לכתוב מיד.',
      dashboard: 'אפשר לפתוח את לוח הבקרה ולכתוב את המאמר או הפוסט הראשון שלך ל־LinkedIn.',
    },
  },
  fa: {
    helloNamed: 'سلام {name}،',
    hello: 'سلام،',
    linkHint: 'اگر دکمه کار نمی‌کند، این لینک را در مرورگر خود کپی کنید:',
    signOff: 'تیم Wordloom',
    verification: {
      subject: 'نشانی ایمیل خود را تأیید کنید',
      intro: 'از ثبت‌نام شما در Wordloom سپاسگزاریم. لطفاً برای فعال شدن حسابتان، نشانی ایمیل خود را تأیید کنید.',
      button: 'تأیید نشانی ایمیل',
      expiry: 'لینک تأیید تا ۲۴ ساعت دیگر منقضی می‌شود.',
      ignore: 'اگر حساب Wordloom نساخته‌اید، می‌توانید این ایمیل را نادیده بگیرید.',
    },
    passwordReset: {
      subject: 'بازنشانی رمز عبور Wordloom',
      intro: 'درخواستی برای بازنشانی رمز عبور حساب Wordloom شما دریافت کردیم.',
      button: 'بازنشانی رمز عبور',
      expiry: 'این لینک تا ۱ ساعت دیگر منقضی می‌شود و فقط یک بار کار می‌کند.',
      ignore: 'اگر درخواست بازنشانی رمز عبور نداده‌اید، این ایمیل را نادیده بگیرید: رمز عبور شما تغییری نمی‌کند.',
    },
    welcome: {
      subject: 'به Wordloom خوش آمدید',
      intro: 'نشانی ایمیل شما تأیید شد و حسابتان آماده است.',
      freeWords: '{words} کلمه رایگان به حساب شما اضافه کردیم تا بتوانید همین حالا نوشتن را شروع کنید.',
      dashboard: 'داشبورد خود را باز کنید تا اولین مقاله یا پست LinkedIn خود را بنویسید.',
    },
  },
  tr: {
    helloNamed: 'Merhaba {name},',
    hello: 'Merhaba,',
    linkHint: 'Düğme çalışmazsa bu bağlantıyı kopyalayıp tarayıcınıza yapıştırın:',
    signOff: 'Wordloom ekibi',
    verification: {
      subject: 'E-posta adresinizi doğrulayın',
      intro:
        'Wordloom’a kaydolduğunuz için teşekkürler. Hesabınızı etkinleştirmek için lütfen e-posta adresinizi onaylayın.',
      button: 'E-posta adresini doğrula',
      expiry: 'Doğrulama bağlantısının süresi 24 saat içinde dolar.',
      ignore: 'Bir Wordloom hesabı oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
    passwordReset: {
      subject: 'Wordloom şifrenizi sıfırlayın',
      intro: 'Wordloom hesabınızın şifresini sıfırlamak için bir istek aldık.',
      button: 'Şifreyi sıfırla',
      expiry: 'Bu bağlantının süresi 1 saat içinde dolar ve yalnızca bir kez kullanılabilir.',
      ignore: 'Şifrenizi sıfırlamak istemediyseniz bu e-postayı yok sayın: şifreniz değişmeden kalır.',
    },
    welcome: {
      subject: 'Wordloom’a hoş geldiniz',
      intro: 'E-posta adresiniz onaylandı ve hesabınız hazır.',
      freeWords: 'Hesabınıza {words} ücretsiz kelime ekledik; hemen yazmaya başlayabilirsiniz.',
      dashboard: 'İlk makalenizi veya LinkedIn gönderinizi yazmak için kontrol panelinizi açın.',
    },
  },
  hi: {
    helloNamed: 'नमस्ते {name},',
    hello: 'नमस्ते,',
    linkHint: 'अगर बटन काम नहीं करता है, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:',
    signOff: 'Wordloom टीम',
    verification: {
      subject: 'अपना ईमेल पता सत्यापित करें',
      intro: 'Wordloom पर साइन अप करने के लिए धन्यवाद। अपना खाता सक्रिय करने के लिए कृपया अपने ईमेल पते की पुष्टि करें।',
      button: 'ईमेल पता सत्यापित करें',
      expiry: 'सत्यापन लिंक 24 घंटे में समाप्त हो जाएगा।',
      ignore: 'अगर आपने Wordloom खाता नहीं बनाया है, तो आप इस ईमेल को अनदेखा कर सकते हैं।',
    },
    passwordReset: {
      subject: 'अपना Wordloom पासवर्ड रीसेट करें',
      intro: 'हमें आपके Wordloom खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।',
      button: 'पासवर्ड रीसेट करें',
      expiry: 'यह लिंक 1 घंटे में समाप्त हो जाएगा और केवल एक बार काम करेगा।',
      ignore: 'अगर आपने पासवर्ड रीसेट करने का अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    },
    welcome: {
      subject: 'Wordloom में आपका स्वागत है',
      intro: 'आपके ईमेल पते की पुष्टि हो गई है और आपका खाता तैयार है।',
      freeWords: 'हमने आपके खाते में {words} मुफ़्त शब्द जोड़ दिए हैं, ताकि आप तुरंत लिखना शुरू कर सकें।',
      dashboard: 'अपना पहला लेख या LinkedIn पोस्ट लिखने के लिए अपना डैशबोर्ड खोलें।',
    },
  },
  ur: {
    helloNamed: 'السلام علیکم {name}،',
    hello: 'السلام علیکم،',
    linkHint: 'اگر بٹن کام نہ کرے تو یہ لنک اپنے براؤزر میں کاپی کریں:',
    signOff: 'Wordloom ٹیم',
    verification: {
      subject: 'اپنے ای میل پتے کی تصدیق کریں',
      intro:
        'Wordloom کے لیے سائن اپ کرنے کا شکریہ۔ اپنا اکاؤنٹ فعال کرنے کے لیے براہ کرم اپنے ای میل پتے کی تصدیق کریں۔',
      button: 'ای میل پتے کی تصدیق کریں',
      expiry: 'تصدیقی لنک کی میعاد 24 گھنٹوں میں ختم ہو جائے گی۔',
      ignore: 'اگر آپ نے Wordloom اکاؤنٹ نہیں بنایا تو آپ اس ای میل کو نظر انداز کر سکتے ہیں۔',
    },
    passwordReset: {
      subject: 'اپنا Wordloom پاس ورڈ ری سیٹ کریں',
      intro: 'ہمیں آپ کے Wordloom اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست موصول ہوئی ہے۔',
      button: 'پاس ورڈ ری سیٹ کریں',
      expiry: 'اس لنک کی میعاد 1 گھنٹے میں ختم ہو جائے گی اور یہ صرف ایک بار کام کرتا ہے۔',
      ignore:
        'اگر آپ نے پاس ورڈ ری سیٹ کرنے کی درخواست نہیں کی تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ تبدیل نہیں ہو گا۔',
    },
    welcome: {
      subject: 'Wordloom میں خوش آمدید',
      intro: 'آپ کے ای میل پتے کی تصدیق ہو گئی ہے اور آپ کا اکاؤنٹ تیار ہے۔',
      freeWords: 'ہم نے آپ کے اکاؤنٹ میں {words} مفت الفاظ شامل کر دیے ہیں، تاکہ آپ فوراً لکھنا شروع کر سکیں۔',
      dashboard: 'اپنا پہلا مضمون یا LinkedIn پوسٹ لکھنے کے لیے اپنا ڈیش بورڈ کھولیں۔',
    },
  },
  ta: {
    helloNamed: 'வணக்கம் {name},',
    hello: 'வணக்கம்,',
    linkHint: 'பொத்தான் வேலை செய்யவில்லை என்றால், இந்த இணைப்பை நகலெடுத்து உங்கள் உலாவியில் ஒட்டவும்:',
    signOff: 'Wordloom குழு',
    verification: {
      subject: 'உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்கவும்',
      intro: 'Wordloom இல் பதிவுசெய்ததற்கு நன்றி. உங்கள் கணக்கைச் செயல்படுத்த உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்.',
      button: 'மின்னஞ்சல் முகவரியைச் சரிபார்',
      expiry: 'சரிபார்ப்பு இணைப்பு 24 மணிநேரத்தில் காலாவதியாகும்.',
      ignore: 'நீங்கள் Wordloom கணக்கை உருவாக்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
    },
    passwordReset: {
      subject: 'உங்கள் Wordloom கடவுச்சொல்லை மீட்டமைக்கவும்',
      intro: 'உங்கள் Wordloom கணக்கின் கடவுச்சொல்லை மீட்டமைக்க ஒரு கோரிக்கை எங்களுக்கு வந்தது.',
      button: 'கடவுச்சொல்லை மீட்டமை',
      expiry: 'இந்த இணைப்பு 1 மணிநேரத்தில் காலாவதியாகும், ஒரு முறை மட்டுமே செயல்படும்.',
      ignore: 'கடவுச்சொல்லை மீட்டமைக்க நீங்கள் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
    },
    welcome: {
      subject: 'Wordloom க்கு வரவேற்கிறோம்',
      intro: 'உங்கள் மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது, உங்கள் கணக்கு தயாராக உள்ளது.',
      freeWords: 'உங்கள் கணக்கில் {words} இலவச சொற்களைச் சேர்த்துள்ளோம், எனவே உடனே எழுதத் தொடங்கலாம்.',
      dashboard: 'உங்கள் முதல் கட்டுரை அல்லது LinkedIn இடுகையை எழுத உங்கள் டாஷ்போர்டைத் திறக்கவும்.',
    },
  },
  te: {
    helloNamed: 'నమస్కారం {name},',
    hello: 'నమస్కారం,',
    linkHint: 'బటన్ పనిచేయకపోతే, ఈ లింక్‌ను కాపీ చేసి మీ బ్రౌజర్‌లో అతికించండి:',
    signOff: 'Wordloom బృందం',
    verification: {
      subject: 'మీ ఇమెయిల్ చిరునామాను ధృవీకరించండి',
      intro: 'Wordloomలో సైన్ అప్ చేసినందుకు ధన్యవాదాలు. మీ ఖాతాను యాక్టివేట్ చేయడానికి దయచేసి మీ ఇమెయిల్ చిరునామాను నిర్ధారించండి.',
      button: 'ఇమెయిల్ చిరునామాను ధృవీకరించండి',
      expiry: 'ధృవీకరణ లింక్ గడువు 24 గంటల్లో ముగుస్తుంది.',
      ignore: 'మీరు Wordloom ఖాతాను సృష్టించకపోతే, ఈ ఇమెయిల్‌ను విస్మరించవచ్చు.',
    },
    passwordReset: {
      subject: 'మీ Wordloom పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      intro: 'మీ Wordloom ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయడానికి మాకు ఒక అభ్యర్థన వచ్చింది.',
      button: 'పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
      expiry: 'ఈ లింక్ గడువు 1 గంటలో ముగుస్తుంది, ఇది ఒక్కసారి మాత్రమే పనిచేస్తుంది.',
      ignore: 'మీరు పాస్‌వర్డ్ రీసెట్ కోసం అడగకపోతే, ఈ ఇమెయిల్‌ను విస్మరించండి: మీ పాస్‌వర్డ్ మారదు.',
    },
    welcome: {
      subject: 'Wordloomకు స్వాగతం',
      intro: 'మీ ఇమెయిల్ చిరునామా నిర్ధారించబడింది, మీ ఖాతా సిద్ధంగా ఉంది.',
      freeWords: 'మేము మీ ఖాతాకు {words} ఉచిత పదాలను జోడించాము, కాబట్టి మీరు వెంటనే రాయడం ప్రారంభించవచ్చు.',
      dashboard: 'మీ మొదటి వ్యాసం లేదా LinkedIn పోస్ట్ రాయడానికి మీ డాష్‌బోర్డ్‌ను తెరవండి.',
    },
  },
  kn: {
    helloNamed: 'ನಮಸ್ಕಾರ {name},',
    hello: 'ನಮಸ್ಕಾರ,',
    linkHint: 'ಬಟನ್ ಕೆಲಸ ಮಾಡದಿದ್ದರೆ, ಈ ಲಿಂಕ್ ಅನ್ನು ನಿಮ್ಮ ಬ್ರೌಸರ್‌ಗೆ ನಕಲಿಸಿ:',
    signOff: 'Wordloom ತಂಡ',
    verification: {
      subject: 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಪರಿಶೀಲಿಸಿ',
      intro: 'Wordloom ಗೆ ಸೈನ್ ಅಪ್ ಮಾಡಿದ್ದಕ್ಕಾಗಿ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಸಕ್ರಿಯಗೊಳಿಸಲು ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ.',
      button: 'ಇಮೇಲ್ ವಿಳಾಸ ಪರಿಶೀಲಿಸಿ',
      expiry: 'ಪರಿಶೀಲನಾ ಲಿಂಕ್‌ನ ಅವಧಿ 24 ಗಂಟೆಗಳಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ.',
      ignore: 'ನೀವು Wordloom ಖಾತೆಯನ್ನು ರಚಿಸದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು.',
    },
    passwordReset: {
      subject: 'ನಿಮ್ಮ Wordloom ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
      intro: 'ನಿಮ್ಮ Wordloom ಖಾತೆಯ ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ನಮಗೆ ವಿನಂತಿ ಬಂದಿದೆ.',
      button: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
      expiry: 'ಈ ಲಿಂಕ್‌ನ ಅವಧಿ 1 ಗಂಟೆಯಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ ಮತ್ತು ಇದು ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
      ignore: 'ನೀವು ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಲು ಕೇಳದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ: ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗದೆ ಉಳಿಯುತ್ತದೆ.',
    },
    welcome: {
      subject: 'Wordloom ಗೆ ಸ್ವಾಗತ',
      intro: 'ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಲಾಗಿದೆ ಮತ್ತು ನಿಮ್ಮ ಖಾತೆ ಸಿದ್ಧವಾಗಿದೆ.',
      freeWords: 'ನಾವು ನಿಮ್ಮ ಖಾತೆಗೆ {words} ಉಚಿತ ಪದಗಳನ್ನು ಸೇರಿಸಿದ್ದೇವೆ, ಆದ್ದರಿಂದ ನೀವು ತಕ್ಷಣವೇ ಬರೆಯಲು ಪ್ರಾರಂಭಿಸಬಹುದು.',
      dashboard: 'ನಿಮ್ಮ ಮೊದಲ ಲೇಖನ ಅಥವಾ LinkedIn ಪೋಸ್ಟ್ ಬರೆಯಲು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ತೆರೆಯಿರಿ.',
    },
  },
  ml: {
    helloNamed: 'നമസ്കാരം {name},',
    hello: 'നമസ്കാരം,',
    linkHint: 'ബട്ടൺ പ്രവർത്തിക്കുന്നില്ലെങ്കിൽ, ഈ ലിങ്ക് നിങ്ങളുടെ ബ്രൗസറിലേക്ക് പകർത്തുക:',
    signOff: 'Wordloom ടീം',
    verification: {
      subject: 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക',
      intro: 'Wordloom-ൽ സൈൻ അപ്പ് ചെയ്തതിന് നന്ദി. നിങ്ങളുടെ അക്കൗണ്ട് സജീവമാക്കാൻ ദയവായി നിങ്ങളുടെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക.',
      button: 'ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക',
      expiry: 'സ്ഥിരീകരണ ലിങ്കിന്റെ കാലാവധി 24 മണിക്കൂറിനുള്ളിൽ അവസാനിക്കും.',
      ignore: 'നിങ്ങൾ ഒരു Wordloom അക്കൗണ്ട് സൃഷ്ടിച്ചിട്ടില്ലെങ്കിൽ, ഈ ഇമെയിൽ അവഗണിക്കാം.',
    },
    passwordReset: {
      subject: 'നിങ്ങളുടെ Wordloom പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക',
      intro: 'നിങ്ങളുടെ Wordloom അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യാനുള്ള ഒരു അഭ്യർത്ഥന ഞങ്ങൾക്ക് ലഭിച്ചു.',
      button: 'പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക',
      expiry: 'ഈ ലിങ്കിന്റെ കാലാവധി 1 മണിക്കൂറിനുള്ളിൽ അവസാനിക്കും, ഇത് ഒരു തവണ മാത്രമേ പ്രവർത്തിക്കൂ.',
      ignore: 'നിങ്ങൾ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യാൻ ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ, ഈ ഇമെയിൽ അവഗണിക്കുക: നിങ്ങളുടെ പാസ്‌വേഡ് മാറ്റമില്ലാതെ തുടരും.',
    },
    welcome: {
      subject: 'Wordloom-ലേക്ക് സ്വാഗതം',
      intro: 'നിങ്ങളുടെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിച്ചു, നിങ്ങളുടെ അക്കൗണ്ട് തയ്യാറാണ്.',
      freeWords: 'നിങ്ങളുടെ അക്കൗണ്ടിലേക്ക് ഞങ്ങൾ {words} സൗജന്യ വാക്കുകൾ ചേർത്തിട്ടുണ്ട്, അതിനാൽ നിങ്ങൾക്ക് ഉടൻ തന്നെ എഴുതിത്തുടങ്ങാം.',
      dashboard: 'നിങ്ങളുടെ ആദ്യ ലേഖനമോ LinkedIn പോസ്റ്റോ എഴുതാൻ ഡാഷ്‌ബോർഡ് തുറക്കുക.',
    },
  },
  zh: {
    helloNamed: '{name}，您好：',
    hello: '您好：',
    linkHint: '如果按钮无法使用，请将此链接复制到浏览器中打开：',
    signOff: 'Wordloom 团队',
    verification: {
      subject: '验证您的电子邮件地址',
      intro: '感谢您注册 Wordloom。请确认您的电子邮件地址以激活账户。',
      button: '验证电子邮件地址',
      expiry: '验证链接将在 24 小时后失效。',
      ignore: '如果您没有创建 Wordloom 账户，请忽略此邮件。',
    },
    passwordReset: {
      subject: '重置您的 Wordloom 密码',
      intro: '我们收到了重置您 Wordloom 账户密码的请求。',
      button: '重置密码',
      expiry: '此链接将在 1 小时后失效，且只能使用一次。',
      ignore: '如果您没有申请重置密码，请忽略此邮件：您的密码将保持不变。',
    },
    welcome: {
      subject: '欢迎使用 Wordloom',
      intro: '您的电子邮件地址已确认，账户已准备就绪。',
      freeWords: '我们已向您的账户添加 {words} 个免费词，您现在就可以开始写作。',
      dashboard: '打开仪表板，撰写您的第一篇文章或 LinkedIn 帖子。',
    },
  },
  ja: {
    helloNamed: '{name}様',
    hello: 'こんにちは。',
    linkHint: 'ボタンが機能しない場合は、次のリンクをコピーしてブラウザに貼り付けてください：',
    signOff: 'Wordloomチーム',
    verification: {
      subject: 'メールアドレスの確認',
      intro:
        'Wordloomにご登録いただきありがとうございます。アカウントを有効にするため、メールアドレスを確認してください。',
      button: 'メールアドレスを確認',
      expiry: '確認リンクの有効期限は24時間です。',
      ignore: 'Wordloomアカウントを作成した覚えがない場合は、このメールを無視してください。',
    },
    passwordReset: {
      subject: 'Wordloomのパスワード再設定',
      intro: 'お使いのWordloomアカウントのパスワード再設定のリクエストを受け付けました。',
      button: 'パスワードを再設定',
      expiry: 'このリンクの有効期限は1時間で、1回のみ使用できます。',
      ignore:
        'パスワードの再設定をリクエストしていない場合は、このメールを無視してください。パスワードは変更されません。',
    },
    welcome: {
      subject: 'Wordloomへようこそ',
      intro: 'メールアドレスの確認が完了し、アカウントの準備が整いました。',
      freeWords: 'アカウントに{words}ワードを無料で追加しました。すぐに執筆を始められます。',
      dashboard: 'ダッシュボードを開いて、最初の記事またはLinkedIn投稿を作成しましょう。',
    },
  },
  ko: {
    helloNamed: '{name}님, 안녕하세요.',
    hello: '안녕하세요.',
    linkHint: '버튼이 작동하지 않으면 이 링크를 복사해 브라우저에 붙여 넣으세요:',
    signOff: 'Wordloom 팀 드림',
    verification: {
      subject: '이메일 주소를 인증하세요',
      intro: 'Wordloom에 가입해 주셔서 감사합니다. 계정을 활성화하려면 이메일 주소를 인증해 주세요.',
      button: '이메일 주소 인증',
      expiry: '인증 링크는 24시간 후에 만료됩니다.',
      ignore: 'Wordloom 계정을 만든 적이 없다면 이 이메일을 무시하셔도 됩니다.',
    },
    passwordReset: {
      subject: 'Wordloom 비밀번호 재설정',
      intro: 'Wordloom 계정의 비밀번호 재설정 요청을 받았습니다.',
      button: '비밀번호 재설정',
      expiry: '이 링크는 1시간 후에 만료되며 한 번만 사용할 수 있습니다.',
      ignore: '비밀번호 재설정을 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 변경되지 않습니다.',
    },
    welcome: {
      subject: 'Wordloom에 오신 것을 환영합니다',
      intro: '이메일 주소가 확인되었으며 계정이 준비되었습니다.',
      freeWords: '계정에 무료 {words}단어를 추가해 드렸습니다. 지금 바로 글쓰기를 시작할 수 있습니다.',
      dashboard: '대시보드를 열어 첫 번째 아티클이나 LinkedIn 게시물을 작성해 보세요.',
    },
  },
  id: {
    helloNamed: 'Halo {name},',
    hello: 'Halo,',
    linkHint: 'Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:',
    signOff: 'Tim Wordloom',
    verification: {
      subject: 'Verifikasi alamat email Anda',
      intro: 'Terima kasih telah mendaftar di Wordloom. Konfirmasikan alamat email Anda untuk mengaktifkan akun Anda.',
      button: 'Verifikasi alamat email',
      expiry: 'Tautan verifikasi kedaluwarsa dalam 24 jam.',
      ignore: 'Jika Anda tidak membuat akun Wordloom, Anda dapat mengabaikan email ini.',
    },
    passwordReset: {
      subject: 'Atur ulang kata sandi Wordloom Anda',
      intro: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Wordloom Anda.',
      button: 'Atur ulang kata sandi',
      expiry: 'Tautan ini kedaluwarsa dalam 1 jam dan hanya dapat digunakan satu kali.',
      ignore:
        'Jika Anda tidak meminta pengaturan ulang kata sandi, abaikan email ini: kata sandi Anda tidak akan berubah.',
    },
    welcome: {
      subject: 'Selamat datang di Wordloom',
      intro: 'Alamat email Anda telah dikonfirmasi dan akun Anda siap digunakan.',
      freeWords: 'Kami telah menambahkan {words} kata gratis ke akun Anda, jadi Anda dapat langsung mulai menulis.',
      dashboard: 'Buka dasbor Anda untuk menulis artikel atau postingan LinkedIn pertama Anda.',
    },
  },
  ms: {
    helloNamed: 'Hai {name},',
    hello: 'Hai,',
    linkHint: 'Jika butang tidak berfungsi, salin pautan ini ke dalam pelayar anda:',
    signOff: 'Pasukan Wordloom',
    verification: {
      subject: 'Sahkan alamat e-mel anda',
      intro:
        'Terima kasih kerana mendaftar dengan Wordloom. Sila sahkan alamat e-mel anda untuk mengaktifkan akaun anda.',
      button: 'Sahkan alamat e-mel',
      expiry: 'Pautan pengesahan akan luput dalam masa 24 jam.',
      ignore: 'Jika anda tidak mencipta akaun Wordloom, anda boleh mengabaikan e-mel ini.',
    },
    passwordReset: {
      subject: 'Tetapkan semula kata laluan Wordloom anda',
      intro: 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Wordloom anda.',
      button: 'Tetapkan semula kata laluan',
      expiry: 'Pautan ini akan luput dalam masa 1 jam dan hanya boleh digunakan sekali.',
      ignore:
        'Jika anda tidak meminta untuk menetapkan semula kata laluan anda, abaikan e-mel ini: kata laluan anda kekal tidak berubah.',
    },
    welcome: {
      subject: 'Selamat datang ke Wordloom',
      intro: 'Alamat e-mel anda telah disahkan dan akaun anda sudah sedia.',
      freeWords:
        'Kami telah menambahkan {words} perkataan percuma ke akaun anda, jadi anda boleh mula menulis dengan segera.',
      dashboard: 'Buka papan pemuka anda untuk menulis artikel atau siaran LinkedIn pertama anda.',
    },
  },
};
