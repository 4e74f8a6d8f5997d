import { type LanguageCode, textDirection } from '@wordloom/shared/languages';
import type { OutgoingMail } from '../../lib/mail.ts';

const BRAND = 'Wordloom';

/** Makes any value safe inside HTML text and quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface LinkMailCopy {
  subject: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
}

interface WelcomeCopy {
  subject: string;
  intro: string;
  freeWords: (words: string) => string;
  dashboard: string;
}

interface MailCopy {
  hello: (name: string) => string;
  /** Under the button, for mail clients that do not show it. */
  linkHint: string;
  signOff: string;
  verification: LinkMailCopy;
  passwordReset: LinkMailCopy;
  welcome: WelcomeCopy;
}

type MailLanguage = 'en' | 'es' | 'fr' | 'de' | 'ar';

const COPY: Record<MailLanguage, MailCopy> = {
  en: {
    hello: (name) => (name ? `Hi ${name},` : 'Hi,'),
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
      freeWords: (words) => `We have added ${words} free words to your account, so you can start writing right away.`,
      dashboard: 'Open your dashboard to write your first article or LinkedIn post.',
    },
  },
  es: {
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
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
      freeWords: (words) =>
        `Hemos añadido ${words} palabras gratuitas a tu cuenta para que puedas empezar a escribir ahora mismo.`,
      dashboard: 'Abre tu panel para escribir tu primer artículo o publicación de LinkedIn.',
    },
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    signOff: 'L’équipe Wordloom',
    verification: {
      subject: 'Confirmez votre adresse e-mail',
      intro: 'Merci pour votre inscription sur Wordloom. Confirmez votre adresse e-mail pour activer votre compte.',
      button: 'Confirmer mon adresse e-mail',
      expiry: 'Le lien de vérification expire dans 24\u00a0heures.',
      ignore: 'Si vous n’avez pas créé de compte Wordloom, vous pouvez ignorer cet e-mail.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Wordloom',
      intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Wordloom.',
      button: 'Réinitialiser le mot de passe',
      expiry: 'Ce lien expire dans 1\u00a0heure et ne peut servir qu’une seule fois.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe ne sera pas modifié.',
    },
    welcome: {
      subject: 'Bienvenue sur Wordloom',
      intro: 'Votre adresse e-mail est confirmée et votre compte est prêt.',
      freeWords: (words) =>
        `Nous avons ajouté ${words}\u00a0mots gratuits à votre compte pour que vous puissiez commencer à écrire dès maintenant.`,
      dashboard: 'Ouvrez votre tableau de bord pour rédiger votre premier article ou post LinkedIn.',
    },
  },
  de: {
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
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
      freeWords: (words) =>
        `Wir haben Ihrem Konto ${words} kostenlose Wörter gutgeschrieben, damit Sie sofort mit dem Schreiben beginnen können.`,
      dashboard: 'Öffnen Sie Ihr Dashboard, um Ihren ersten Artikel oder LinkedIn-Beitrag zu schreiben.',
    },
  },
  ar: {
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
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
      freeWords: (words) => `أضفنا ${words} كلمة مجانية إلى حسابك لتبدأ الكتابة على الفور.`,
      dashboard: 'افتح لوحة التحكم لكتابة أول مقال أو منشور على LinkedIn.',
    },
  },
};

/** Languages without a translation of the mails get English, the product's default. */
function mailLanguage(language: LanguageCode): MailLanguage {
  return Object.hasOwn(COPY, language) ? (language as MailLanguage) : 'en';
}

interface MailContent {
  kind: OutgoingMail['kind'];
  language: MailLanguage;
  to: string;
  subject: string;
  greeting: string;
  paragraphsBefore: readonly string[];
  action?: { label: string; link: string; hint: string };
  paragraphsAfter: readonly string[];
  signOff: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;">${escapeHtml(text)}</p>`;
}

function actionHtml({ label, link, hint }: NonNullable<MailContent['action']>): string {
  const href = escapeHtml(link);
  return [
    '<p style="margin:24px 0;text-align:center;">',
    `<a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#4c6ef5;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(label)}</a>`,
    '</p>',
    `<p style="margin:0 0 4px;font-size:13px;line-height:1.5;color:#52606d;">${escapeHtml(hint)}</p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${href}" style="color:#4c6ef5;">${href}</a></p>`,
  ].join('');
}

/** One clean column with inline styles: mail clients drop style sheets and scripts. */
function renderHtml(content: MailContent): string {
  const body = [
    paragraphHtml(content.greeting),
    ...content.paragraphsBefore.map(paragraphHtml),
    content.action ? actionHtml(content.action) : '',
    ...content.paragraphsAfter.map(paragraphHtml),
    paragraphHtml(content.signOff),
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(content.language)}" dir="${escapeHtml(textDirection(content.language))}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f5f7;font-family:${escapeHtml(FONT)};">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 12px;">',
    '<tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:700;color:#4c6ef5;">${escapeHtml(BRAND)}</td></tr>`,
    `<tr><td style="padding:24px 32px 8px;">${body}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The same words as the HTML, with the link alone on its line so every mail client makes it clickable. */
function renderText(content: MailContent): string {
  const blocks = [
    content.greeting,
    ...content.paragraphsBefore,
    ...(content.action ? [`${content.action.label}\n${content.action.link}`] : []),
    ...content.paragraphsAfter,
    content.signOff,
  ];
  return `${blocks.join('\n\n')}\n`;
}

function buildMail(content: MailContent): OutgoingMail {
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    kind: content.kind,
  };
}

export interface LinkMailInput {
  to: string;
  name: string;
  link: string;
  language: LanguageCode;
}

function linkMail(kind: 'verify_email' | 'reset_password', { to, name, link, language }: LinkMailInput): OutgoingMail {
  const mailLang = mailLanguage(language);
  const copy = COPY[mailLang];
  const texts = kind === 'verify_email' ? copy.verification : copy.passwordReset;
  return buildMail({
    kind,
    language: mailLang,
    to,
    subject: texts.subject,
    greeting: copy.hello(name.trim()),
    paragraphsBefore: [texts.intro],
    action: { label: texts.button, link, hint: copy.linkHint },
    paragraphsAfter: [texts.expiry, texts.ignore],
    signOff: copy.signOff,
  });
}

/** Sent at sign-up and on "resend": the link confirms the address and lives 24 hours (spec §9). */
export function verificationMail(input: LinkMailInput): OutgoingMail {
  return linkMail('verify_email', input);
}

/** Sent on "forgot password": the link lives 1 hour (ARCHITECTURE §5), and the mail says what to do if unasked. */
export function passwordResetMail(input: LinkMailInput): OutgoingMail {
  return linkMail('reset_password', input);
}

export interface WelcomeMailInput {
  to: string;
  name: string;
  language: LanguageCode;
  freeWords: number;
}

/** Sent once the address is confirmed: says the free words are there and where to start writing. */
export function welcomeMail({ to, name, language, freeWords }: WelcomeMailInput): OutgoingMail {
  const mailLang = mailLanguage(language);
  const copy = COPY[mailLang];
  return buildMail({
    kind: 'welcome',
    language: mailLang,
    to,
    subject: copy.welcome.subject,
    greeting: copy.hello(name.trim()),
    paragraphsBefore: [
      copy.welcome.intro,
      copy.welcome.freeWords(new Intl.NumberFormat(mailLang).format(freeWords)),
      copy.welcome.dashboard,
    ],
    paragraphsAfter: [],
    signOff: copy.signOff,
  });
}
