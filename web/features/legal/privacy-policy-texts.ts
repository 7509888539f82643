import { paths } from '../../../common/paths.plain';
import { LEGAL_LAST_UPDATED, formatLegalDate, frenchSpacing, link, list, paragraph } from './legal-document';
import type { LegalDocument } from './legal-document';
import { LEGAL_TITLES } from '../../../common/legal-titles.plain';

/** "Children's age threshold in the privacy text: 13." */
export const CHILDREN_AGE_THRESHOLD = 13;

/*
 * The privacy policy (spec §2 "Legal and contact pages"): the sections of the spec, written for
 * what Rollcall really stores (server/db/schema.ts) and the one cookie it sets.
 */

const age = String(CHILDREN_AGE_THRESHOLD);

export const PRIVACY_POLICY_EN: LegalDocument = {
  lang: 'en',
  title: LEGAL_TITLES.privacyPolicy.en,
  lastUpdated: `Last updated: ${formatLegalDate(LEGAL_LAST_UPDATED, 'en')}`,
  numbered: false,
  switchLabel: 'Français',
  intro: [
    paragraph(
      'This policy explains what personal information Rollcall collects when you use this website and the app, why we collect it and what you can do about it. Rollcall is a web app for keeping lists of the members of X (formerly Twitter) communities.',
    ),
    paragraph('In short: we collect only what the service needs to work, we do not sell your information, and we show no ads.'),
  ],
  sections: [
    {
      id: 'consent',
      heading: 'Consent',
      blocks: [
        paragraph(
          'By using Rollcall, you agree to this Privacy Policy. If you do not agree, please do not create an account or use the service.',
        ),
        paragraph([
          'You can withdraw your consent at any time by asking us to delete your account through the ',
          link('contact page', paths.contact),
          '.',
        ]),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        list(
          {
            term: 'Account',
            text: 'your email address, your username and your password, which is stored only as a one-way bcrypt hash and never in readable form; also your role, whether your email address is verified and the time of your last sign-in.',
          },
          {
            term: 'Lists',
            text: 'the name, icon, colour and X community id of each list, the X usernames you add to it, and the history of your draws (“shoots”).',
          },
          {
            term: 'Profile',
            text: 'the details you choose to add: nickname, country, language, presence status, chat availability and your X account names.',
          },
          {
            term: 'Billing',
            text: 'when you buy a plan, the payment is handled by Stripe. We keep your Stripe customer id, your plan and the status of your subscription. Your card details go straight to Stripe and never reach our servers.',
          },
          {
            term: 'Technical data',
            text: 'the session cookie and your theme preference (see “Cookies and Web Beacons”), and our server logs (see “Log Files”).',
          },
          { term: 'Messages', text: 'what you send us when you contact us.' },
        ),
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How We Use Your Information',
      blocks: [
        paragraph('We use your information to:'),
        list(
          { text: 'provide the service: sign you in, keep your lists, run your draws, import and export CSV files;' },
          { text: 'send you the emails you need: verifying your address, resetting your password, confirming a change of email address;' },
          { text: 'manage your plan and your payments with Stripe, and apply the limits of your plan;' },
          { text: 'keep the service secure: limit repeated attempts, detect abuse and fix errors;' },
          { text: 'answer your messages.' },
        ),
        paragraph(
          'We process your information to perform our agreement with you (the service you signed up for), to meet our legal obligations (such as keeping records of payments) and for our legitimate interest in keeping Rollcall secure.',
        ),
        paragraph(
          'We do not sell or rent your information, we show no advertising and we do not profile you. We share your information only with the providers that run the service for us (hosting, email delivery and Stripe for payments), and when the law requires it.',
        ),
      ],
    },
    {
      id: 'log-files',
      heading: 'Log Files',
      blocks: [
        paragraph(
          'Like most web services, our servers keep log files. For each request they record the time, the address (URL) requested, which may include a search term, the method, the status and duration of the response, and your IP address. They do not contain your password.',
        ),
        paragraph(
          'We use these logs only to keep the service running and secure (troubleshooting and preventing abuse), and keep them only as long as these purposes require.',
        ),
      ],
    },
    {
      id: 'cookies-and-web-beacons',
      heading: 'Cookies and Web Beacons',
      blocks: [
        list(
          {
            term: 'Session cookie',
            text: 'Rollcall sets one cookie, which keeps you signed in. It is httpOnly (the page’s scripts cannot read it), it is sent only to Rollcall, and it lasts at most 90 days or until you log out. It holds a random token, not your personal information.',
          },
          {
            term: 'Theme preference',
            text: 'your choice of the light or dark theme is saved in your browser’s local storage. It never leaves your device.',
          },
        ),
        paragraph('We use no advertising or analytics cookies, no tracking pixels and no web beacons, in our pages or in our emails.'),
        paragraph(
          'Payment pages are hosted by Stripe, which sets its own cookies under its own privacy policy. When live chat is enabled on the contact page, the chat provider’s script is loaded on that page only and may set its own cookies.',
        ),
      ],
    },
    {
      id: 'gdpr-data-protection-rights',
      heading: 'GDPR Data Protection Rights',
      blocks: [
        paragraph(
          'If you are in the European Economic Area, the United Kingdom or Switzerland, or wherever similar laws apply, you have the following rights:',
        ),
        list(
          { term: 'The right to access', text: 'you can ask for a copy of the personal data we hold about you, or download it yourself with ‘Download my data’ on your Profile page.' },
          {
            term: 'The right to rectification',
            text: 'you can ask us to correct information that is inaccurate or incomplete. You can change most of it yourself on your Profile page.',
          },
          {
            term: 'The right to erasure',
            text: 'you can ask us to delete your personal data, under certain conditions, or delete your account yourself with ‘Delete my account’ on your Profile page. The certificates of draws you made stay public, as evidence for the people who rely on them, but no longer name you.',
          },
          { term: 'The right to restrict processing', text: 'you can ask us to limit how we use your personal data, under certain conditions.' },
          { term: 'The right to object to processing', text: 'you can object to our processing of your personal data, under certain conditions.' },
          {
            term: 'The right to data portability',
            text: 'you can ask us to send your data, to you or to another organisation, in a structured, machine-readable format. ‘Download my data’ on your Profile page gives it to you as JSON, and your lists as CSV, at any time.',
          },
        ),
        paragraph([
          'To exercise any of these rights, write to us through the ',
          link('contact page', paths.contact),
          '. We answer within one month. You can also lodge a complaint with your data protection authority.',
        ]),
      ],
    },
    {
      id: 'childrens-information',
      heading: 'Children’s Information',
      blocks: [
        paragraph(
          `Rollcall is not meant for children. We do not knowingly collect any personal information from children under the age of ${age}.`,
        ),
        paragraph([
          `If you believe that a child under ${age} has given us personal information, please `,
          link('contact us', paths.contact),
          ' and we will delete it promptly.',
        ]),
      ],
    },
  ],
};

export const PRIVACY_POLICY_FR: LegalDocument = frenchSpacing<LegalDocument>({
  lang: 'fr',
  title: LEGAL_TITLES.privacyPolicy.fr,
  lastUpdated: `Dernière mise à jour : ${formatLegalDate(LEGAL_LAST_UPDATED, 'fr')}`,
  numbered: false,
  switchLabel: 'English',
  intro: [
    paragraph(
      'Cette politique explique quelles informations personnelles Rollcall recueille lorsque vous utilisez ce site et l’application, pourquoi nous les recueillons et ce que vous pouvez faire à ce sujet. Rollcall est une application web qui permet de tenir des listes de membres de communautés X (anciennement Twitter).',
    ),
    paragraph(
      'En bref : nous ne recueillons que ce dont le service a besoin pour fonctionner, nous ne vendons pas vos informations et nous n’affichons aucune publicité.',
    ),
  ],
  sections: [
    {
      id: 'consent',
      heading: 'Consentement',
      blocks: [
        paragraph(
          'En utilisant Rollcall, vous acceptez la présente politique de confidentialité. Si vous ne l’acceptez pas, veuillez ne pas créer de compte ni utiliser le service.',
        ),
        paragraph([
          'Vous pouvez retirer votre consentement à tout moment en nous demandant de supprimer votre compte via la ',
          link('page de contact', paths.contact),
          '.',
        ]),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Informations que nous recueillons',
      blocks: [
        list(
          {
            term: 'Compte',
            text: 'votre adresse e-mail, votre nom d’utilisateur et votre mot de passe, conservé uniquement sous forme d’empreinte bcrypt à sens unique et jamais en clair ; ainsi que votre rôle, la vérification de votre adresse e-mail et l’heure de votre dernière connexion.',
          },
          {
            term: 'Listes',
            text: 'le nom, l’icône, la couleur et l’identifiant de communauté X de chaque liste, les noms d’utilisateur X que vous y ajoutez, et l’historique de vos tirages.',
          },
          {
            term: 'Profil',
            text: 'les informations que vous choisissez d’ajouter : pseudonyme, pays, langue, statut de présence, disponibilité pour discuter et noms de vos comptes X.',
          },
          {
            term: 'Facturation',
            text: 'lorsque vous achetez une formule, le paiement est traité par Stripe. Nous conservons votre identifiant client Stripe, votre formule et l’état de votre abonnement. Les données de votre carte sont transmises directement à Stripe et ne passent jamais par nos serveurs.',
          },
          {
            term: 'Données techniques',
            text: 'le cookie de session et votre préférence de thème (voir « Cookies et balises web »), ainsi que les journaux de nos serveurs (voir « Fichiers journaux »).',
          },
          { term: 'Messages', text: 'ce que vous nous envoyez lorsque vous nous contactez.' },
        ),
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'Comment nous utilisons vos informations',
      blocks: [
        paragraph('Nous utilisons vos informations pour :'),
        list(
          { text: 'fournir le service : vous connecter, conserver vos listes, effectuer vos tirages, importer et exporter des fichiers CSV ;' },
          {
            text: 'vous envoyer les e-mails nécessaires : vérification de votre adresse, réinitialisation de votre mot de passe, confirmation d’un changement d’adresse e-mail ;',
          },
          { text: 'gérer votre formule et vos paiements avec Stripe, et appliquer les limites de votre formule ;' },
          { text: 'protéger le service : limiter les tentatives répétées, détecter les abus et corriger les erreurs ;' },
          { text: 'répondre à vos messages.' },
        ),
        paragraph(
          'Nous traitons vos informations pour exécuter notre contrat avec vous (le service auquel vous vous êtes inscrit), pour respecter nos obligations légales (comme la conservation des justificatifs de paiement) et pour notre intérêt légitime à assurer la sécurité de Rollcall.',
        ),
        paragraph(
          'Nous ne vendons ni ne louons vos informations, nous n’affichons aucune publicité et nous ne faisons pas de profilage. Nous ne partageons vos informations qu’avec les prestataires qui font fonctionner le service pour nous (hébergement, envoi des e-mails et Stripe pour les paiements), et lorsque la loi l’exige.',
        ),
      ],
    },
    {
      id: 'log-files',
      heading: 'Fichiers journaux',
      blocks: [
        paragraph(
          'Comme la plupart des services web, nos serveurs tiennent des fichiers journaux. Pour chaque requête, ils enregistrent l’heure, l’adresse (URL) demandée, qui peut contenir un terme de recherche, la méthode, le code et la durée de la réponse, ainsi que votre adresse IP. Ils ne contiennent pas votre mot de passe.',
        ),
        paragraph(
          'Nous utilisons ces journaux uniquement pour assurer le fonctionnement et la sécurité du service (diagnostic des pannes et prévention des abus), et ne les conservons que le temps nécessaire à ces fins.',
        ),
      ],
    },
    {
      id: 'cookies-and-web-beacons',
      heading: 'Cookies et balises web',
      blocks: [
        list(
          {
            term: 'Cookie de session',
            text: 'Rollcall dépose un seul cookie, qui vous garde connecté. Il est « httpOnly » (les scripts de la page ne peuvent pas le lire), il n’est envoyé qu’à Rollcall et il dure au plus 90 jours, ou jusqu’à votre déconnexion. Il contient un jeton aléatoire, et non vos informations personnelles.',
          },
          {
            term: 'Préférence de thème',
            text: 'votre choix du thème clair ou sombre est enregistré dans le stockage local de votre navigateur. Il ne quitte jamais votre appareil.',
          },
        ),
        paragraph(
          'Nous n’utilisons aucun cookie publicitaire ou de mesure d’audience, aucun pixel de suivi et aucune balise web, ni dans nos pages ni dans nos e-mails.',
        ),
        paragraph(
          'Les pages de paiement sont hébergées par Stripe, qui dépose ses propres cookies selon sa propre politique de confidentialité. Lorsque le chat en direct est activé sur la page de contact, le script du fournisseur du chat n’est chargé que sur cette page et peut déposer ses propres cookies.',
        ),
      ],
    },
    {
      id: 'gdpr-data-protection-rights',
      heading: 'Vos droits sur vos données (RGPD)',
      blocks: [
        paragraph(
          'Si vous vous trouvez dans l’Espace économique européen, au Royaume-Uni ou en Suisse, ou partout où des lois similaires s’appliquent, vous disposez des droits suivants :',
        ),
        list(
          {
            term: 'Le droit d’accès',
            text: 'vous pouvez obtenir une copie des données personnelles que nous détenons sur vous, ou la télécharger vous-même avec « Download my data » sur votre page Profil.',
          },
          {
            term: 'Le droit de rectification',
            text: 'vous pouvez nous demander de corriger des informations inexactes ou incomplètes. Vous pouvez modifier la plupart d’entre elles vous-même sur votre page Profil.',
          },
          {
            term: 'Le droit à l’effacement',
            text: 'vous pouvez nous demander de supprimer vos données personnelles, sous certaines conditions, ou supprimer vous-même votre compte avec « Delete my account » sur votre page Profil. Les certificats des tirages que vous avez faits restent publics, comme preuve pour ceux qui s’y fient, mais ne vous nomment plus.',
          },
          {
            term: 'Le droit à la limitation du traitement',
            text: 'vous pouvez nous demander de limiter l’utilisation de vos données personnelles, sous certaines conditions.',
          },
          {
            term: 'Le droit d’opposition au traitement',
            text: 'vous pouvez vous opposer au traitement de vos données personnelles, sous certaines conditions.',
          },
          {
            term: 'Le droit à la portabilité des données',
            text: 'vous pouvez nous demander de vous transmettre vos données, ou de les transmettre à un autre organisme, dans un format structuré et lisible par machine. « Download my data » sur votre page Profil vous les donne en JSON, et vos listes en CSV, à tout moment.',
          },
        ),
        paragraph([
          'Pour exercer l’un de ces droits, écrivez-nous via la ',
          link('page de contact', paths.contact),
          '. Nous répondons dans un délai d’un mois. Vous pouvez également introduire une réclamation auprès de votre autorité de protection des données (en France, la CNIL).',
        ]),
      ],
    },
    {
      id: 'childrens-information',
      heading: 'Informations concernant les enfants',
      blocks: [
        paragraph(
          `Rollcall ne s’adresse pas aux enfants. Nous ne recueillons pas sciemment d’informations personnelles auprès d’enfants de moins de ${age} ans.`,
        ),
        paragraph([
          `Si vous pensez qu’un enfant de moins de ${age} ans nous a fourni des informations personnelles, veuillez `,
          link('nous contacter', paths.contact),
          ' : nous les supprimerons rapidement.',
        ]),
      ],
    },
  ],
});

export const PRIVACY_POLICY = { en: PRIVACY_POLICY_EN, fr: PRIVACY_POLICY_FR } as const;
