import { CHILDREN_AGE_THRESHOLD } from './privacy-policy-texts';
import { paths } from '../../../common/paths.plain';
import { LEGAL_LAST_UPDATED, formatLegalDate, frenchSpacing, link, list, paragraph } from './legal-document';
import type { LegalDocument } from './legal-document';
import { LEGAL_TITLES } from '../../../common/legal-titles.plain';

/* The terms of service (spec §2 "Legal and contact pages"): five numbered sections. */

const age = String(CHILDREN_AGE_THRESHOLD);

export const TERMS_OF_SERVICE_EN: LegalDocument = {
  lang: 'en',
  title: LEGAL_TITLES.termsOfService.en,
  lastUpdated: `Last updated: ${formatLegalDate(LEGAL_LAST_UPDATED, 'en')}`,
  numbered: true,
  switchLabel: 'Français',
  intro: [
    paragraph(
      'These Terms of Service govern your use of Rollcall, the website and web app for managing lists of the members of X communities. Please read them carefully.',
    ),
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      blocks: [
        paragraph([
          'By creating an account or using Rollcall, you agree to these terms and to our ',
          link('Privacy Policy', paths.privacyPolicy),
          '. If you do not agree, do not use the service.',
        ]),
        paragraph(`You must be at least ${age} years old to use Rollcall.`),
      ],
    },
    {
      id: 'user-responsibilities',
      heading: 'User Responsibilities',
      blocks: [
        paragraph('When you use Rollcall, you agree to:'),
        list(
          { text: 'give a valid email address and keep your password secret; you are responsible for what happens under your account, and should tell us at once if you think someone else has used it;' },
          { text: 'add to your lists only usernames and information you have the right to use, and take responsibility for the content of your lists;' },
          { text: 'use Rollcall lawfully and in line with the rules of X: no spam, no harassment and no unwanted mass mentions;' },
          { text: 'not try to break, overload or get around the security or the limits of the service, or to reach other people’s data.' },
        ),
        paragraph('We may suspend or close an account that breaks these terms.'),
      ],
    },
    {
      id: 'service-modifications',
      heading: 'Service Modifications',
      blocks: [
        paragraph(
          'We keep improving Rollcall. We may add, change or remove features, change the limits and prices of plans, or pause the service for maintenance. We will tell you in advance about significant changes that affect a paid plan; a new price applies from your next billing period.',
        ),
        paragraph(
          'You can cancel a subscription at any time with Manage Subscription; it stays active until the end of the period already paid.',
        ),
        paragraph(
          'We may update these terms. The date at the top shows the current version; if you keep using Rollcall after a change, you accept the new terms.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      blocks: [
        paragraph(
          'Rollcall is provided “as is” and “as available”. We do our best to keep it running and your data safe, but we cannot promise that it will always be available or free of errors. If your lists matter to you, export them as CSV from time to time.',
        ),
        paragraph(
          'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits, lost data or lost opportunities, and our total liability is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits a liability that the law does not allow to be limited.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      blocks: [
        paragraph(
          'These terms are governed by the law of the country where the operator of Rollcall is established, without regard to its conflict-of-law rules. Disputes go to the courts of that country, unless the consumer protection law of the country where you live gives you the right to go to your local courts.',
        ),
        paragraph(['Questions about these terms? ', link('Contact us', paths.contact), '.']),
      ],
    },
  ],
};

export const TERMS_OF_SERVICE_FR: LegalDocument = frenchSpacing<LegalDocument>({
  lang: 'fr',
  title: LEGAL_TITLES.termsOfService.fr,
  lastUpdated: `Dernière mise à jour : ${formatLegalDate(LEGAL_LAST_UPDATED, 'fr')}`,
  numbered: true,
  switchLabel: 'English',
  intro: [
    paragraph(
      'Les présentes conditions d’utilisation régissent votre utilisation de Rollcall, le site et l’application web qui permettent de gérer des listes de membres de communautés X. Veuillez les lire attentivement.',
    ),
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptation des conditions',
      blocks: [
        paragraph([
          'En créant un compte ou en utilisant Rollcall, vous acceptez les présentes conditions ainsi que notre ',
          link('politique de confidentialité', paths.privacyPolicy),
          '. Si vous ne les acceptez pas, n’utilisez pas le service.',
        ]),
        paragraph(`Vous devez avoir au moins ${age} ans pour utiliser Rollcall.`),
      ],
    },
    {
      id: 'user-responsibilities',
      heading: 'Responsabilités de l’utilisateur',
      blocks: [
        paragraph('En utilisant Rollcall, vous vous engagez à :'),
        list(
          {
            text: 'fournir une adresse e-mail valide et garder votre mot de passe secret ; vous êtes responsable de ce qui se passe sous votre compte et devez nous prévenir sans délai si vous pensez que quelqu’un d’autre l’a utilisé ;',
          },
          {
            text: 'n’ajouter à vos listes que des noms d’utilisateur et des informations que vous avez le droit d’utiliser, et assumer la responsabilité du contenu de vos listes ;',
          },
          { text: 'utiliser Rollcall dans le respect de la loi et des règles de X : ni spam, ni harcèlement, ni mentions de masse non sollicitées ;' },
          {
            text: 'ne pas tenter de casser, de surcharger ou de contourner la sécurité ou les limites du service, ni d’accéder aux données d’autres personnes.',
          },
        ),
        paragraph('Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions.'),
      ],
    },
    {
      id: 'service-modifications',
      heading: 'Modifications du service',
      blocks: [
        paragraph(
          'Nous améliorons Rollcall en permanence. Nous pouvons ajouter, modifier ou retirer des fonctionnalités, changer les limites et les prix des formules, ou interrompre le service pour maintenance. Nous vous prévenons à l’avance de tout changement important touchant une formule payante ; un nouveau prix s’applique à partir de votre prochaine période de facturation.',
        ),
        paragraph(
          'Vous pouvez résilier un abonnement à tout moment avec le bouton « Manage Subscription » ; il reste actif jusqu’à la fin de la période déjà payée.',
        ),
        paragraph(
          'Nous pouvons mettre à jour ces conditions. La date indiquée en haut de la page correspond à la version en vigueur ; si vous continuez à utiliser Rollcall après une modification, vous acceptez les nouvelles conditions.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation de responsabilité',
      blocks: [
        paragraph(
          'Rollcall est fourni « en l’état » et « selon disponibilité ». Nous faisons de notre mieux pour qu’il fonctionne et que vos données soient en sécurité, mais nous ne pouvons pas garantir qu’il sera toujours disponible ni exempt d’erreurs. Si vos listes comptent pour vous, exportez-les régulièrement en CSV.',
        ),
        paragraph(
          'Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, telles que les pertes de bénéfices, de données ou d’opportunités, et notre responsabilité totale est limitée au montant que vous nous avez payé au cours des 12 mois précédant la réclamation. Rien dans ces conditions ne limite une responsabilité que la loi ne permet pas de limiter.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Droit applicable',
      blocks: [
        paragraph(
          'Les présentes conditions sont régies par le droit du pays où l’exploitant de Rollcall est établi, sans égard à ses règles de conflit de lois. Les litiges relèvent des tribunaux de ce pays, sauf si le droit de la consommation du pays où vous résidez vous permet de saisir les tribunaux de votre lieu de résidence.',
        ),
        paragraph(['Des questions sur ces conditions ? ', link('Contactez-nous', paths.contact), '.']),
      ],
    },
  ],
});

export const TERMS_OF_SERVICE = { en: TERMS_OF_SERVICE_EN, fr: TERMS_OF_SERVICE_FR } as const;
