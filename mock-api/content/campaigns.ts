/**
 * What the content service adds to a page for the page-content query (spec 1 §2): a campaign's hero for its source
 * (`leadSource` or `enrollment_marketing_source`), a referral banner for a well-formed `referral_code`, "Joining at
 * {store}" for a store's `storeNum` (the in-store QR code), a member's block for a registered `consumerId` and,
 * on the sign-up page, the newsletter's welcome offer for an `email` already on the newsletter. Its links are
 * written under the request's `localePath`. The `campaigns` fragment lists the sources and stores with content, so
 * the storefront keys only those (decision 091).
 */
import { campaignSourceOf, referralCodeOf, storeNumOf } from '../../shared/content/page-query'
import { getConsumer } from '../db/consumers'
import { isOnNewsletter } from '../db/sign-ups'
import { listStores } from '../db/stores'
import type { SiteBrand } from '../seed/catalogue'

type Text = { $t: Record<'en' | 'fr' | 'de' | 'it' | 'es' | 'nl', string> }
type Block = Record<string, unknown>

interface Campaign {
  title: Text
  text: Text
  /** Where its button goes, a site path without the locale. */
  link: { text: Text; path: string }
}

/** The campaigns editors have published, by source. */
export const CAMPAIGNS: Readonly<Record<string, Campaign>> = {
  trailrun: {
    title: {
      $t: {
        en: 'Trail runners get 15% off their first order',
        fr: 'Les traileurs profitent de 15 % de remise sur leur première commande',
        de: 'Trailrunner erhalten 15 % Rabatt auf ihre erste Bestellung',
        it: 'Chi corre in montagna ha il 15% di sconto sul primo ordine',
        es: 'Los corredores de montaña tienen un 15 % de descuento en su primer pedido',
        nl: 'Trailrunners krijgen 15% korting op hun eerste bestelling',
      },
    },
    text: {
      $t: {
        en: 'Create your account and the code arrives with your welcome email.',
        fr: 'Créez votre compte : le code arrive avec votre e-mail de bienvenue.',
        de: 'Erstellen Sie Ihr Konto – der Code kommt mit Ihrer Willkommens-E-Mail.',
        it: 'Crea il tuo account: il codice arriva con l’e-mail di benvenuto.',
        es: 'Crea tu cuenta y el código llegará con tu correo de bienvenida.',
        nl: 'Maak je account aan; de code komt met je welkomstmail.',
      },
    },
    link: {
      text: {
        $t: {
          en: 'Trail running shoes',
          fr: 'Chaussures de trail',
          de: 'Trailrunning-Schuhe',
          it: 'Scarpe da trail',
          es: 'Zapatillas de trail',
          nl: 'Trailrunschoenen',
        },
      },
      path: '/search?q=trail',
    },
  },
  'coast-path': {
    title: {
      $t: {
        en: 'Walk the coast path with us',
        fr: 'Parcourez le sentier côtier avec nous',
        de: 'Wandern Sie mit uns den Küstenpfad',
        it: 'Percorri con noi il sentiero costiero',
        es: 'Recorre con nosotros la senda costera',
        nl: 'Loop met ons het kustpad',
      },
    },
    text: {
      $t: {
        en: 'Members hear first about our guided coast walks, and join them free.',
        fr: 'Les membres sont informés en premier de nos randonnées côtières guidées, gratuites pour eux.',
        de: 'Mitglieder erfahren als Erste von unseren geführten Küstenwanderungen und nehmen kostenlos teil.',
        it: 'I membri scoprono per primi le nostre escursioni guidate sulla costa e partecipano gratis.',
        es: 'Los socios son los primeros en conocer nuestras rutas guiadas por la costa, y participan gratis.',
        nl: 'Leden horen als eerste over onze begeleide kustwandelingen en doen gratis mee.',
      },
    },
    link: {
      text: {
        $t: {
          en: 'Walking boots',
          fr: 'Chaussures de randonnée',
          de: 'Wanderschuhe',
          it: 'Scarponi da escursionismo',
          es: 'Botas de senderismo',
          nl: 'Wandelschoenen',
        },
      },
      path: '/search?q=hiking',
    },
  },
}

const REFERRAL: { title: Text; text: Text } = {
  title: {
    $t: {
      en: 'You were invited by a friend: {code}',
      fr: 'Vous avez été invité par un ami : {code}',
      de: 'Sie wurden von einem Freund eingeladen: {code}',
      it: 'Sei stato invitato da un amico: {code}',
      es: 'Te ha invitado un amigo: {code}',
      nl: 'Je bent uitgenodigd door een vriend: {code}',
    },
  },
  text: {
    $t: {
      en: 'Join with their code and you both get 500 points.',
      fr: 'Adhérez avec son code et vous recevez tous les deux 500 points.',
      de: 'Treten Sie mit dem Code bei, und Sie beide erhalten 500 Punkte.',
      it: 'Iscriviti con il suo codice e riceverete entrambi 500 punti.',
      es: 'Únete con su código y los dos recibiréis 500 puntos.',
      nl: 'Word lid met de code en jullie krijgen allebei 500 punten.',
    },
  },
}

const STORE: { title: Text; text: Text; link: Text } = {
  title: {
    $t: {
      en: 'Joining at {store}',
      fr: 'Adhésion au magasin {store}',
      de: 'Anmeldung in der Filiale {store}',
      it: 'Iscrizione nel negozio {store}',
      es: 'Alta en la tienda {store}',
      nl: 'Aanmelden in de winkel {store}',
    },
  },
  text: {
    $t: {
      en: 'Show your welcome email at the till and the store team will add your first points today.',
      fr: 'Présentez votre e-mail de bienvenue en caisse : l’équipe du magasin ajoutera vos premiers points dès aujourd’hui.',
      de: 'Zeigen Sie Ihre Willkommens-E-Mail an der Kasse, und das Team schreibt Ihnen heute Ihre ersten Punkte gut.',
      it: 'Mostra l’e-mail di benvenuto alla cassa e lo staff del negozio aggiungerà oggi i tuoi primi punti.',
      es: 'Enseña tu correo de bienvenida en caja y el equipo de la tienda sumará hoy tus primeros puntos.',
      nl: 'Laat je welkomstmail zien bij de kassa en het winkelteam schrijft vandaag je eerste punten bij.',
    },
  },
  link: {
    $t: {
      en: 'Store hours',
      fr: 'Horaires du magasin',
      de: 'Öffnungszeiten',
      it: 'Orari del negozio',
      es: 'Horario de la tienda',
      nl: 'Openingstijden',
    },
  },
}

/** For a registered consumer (`consumerId`): the account's own early access. */
const MEMBER: { title: Text; text: Text } = {
  title: {
    $t: {
      en: 'Early access with your account',
      fr: 'Accès anticipé avec votre compte',
      de: 'Früher Zugang mit Ihrem Konto',
      it: 'Accesso anticipato con il tuo account',
      es: 'Acceso anticipado con tu cuenta',
      nl: 'Vroege toegang met je account',
    },
  },
  text: {
    $t: {
      en: 'The winter sale opens to your account a day before everyone else.',
      fr: 'Les soldes d’hiver s’ouvrent à votre compte un jour avant tout le monde.',
      de: 'Der Winterschlussverkauf startet für Ihr Konto einen Tag früher als für alle anderen.',
      it: 'I saldi invernali si aprono per il tuo account un giorno prima che per tutti gli altri.',
      es: 'Las rebajas de invierno se abren para tu cuenta un día antes que para el resto.',
      nl: 'De winteruitverkoop gaat voor jouw account een dag eerder open dan voor iedereen.',
    },
  },
}

const NEWSLETTER_OFFER: { title: Text; text: Text } = {
  title: {
    $t: {
      en: 'Your newsletter welcome offer comes with you',
      fr: 'Votre offre de bienvenue de la newsletter vous suit',
      de: 'Ihr Newsletter-Willkommensangebot kommt mit',
      it: 'La tua offerta di benvenuto della newsletter ti segue',
      es: 'Tu oferta de bienvenida de la newsletter viene contigo',
      nl: 'Je welkomstaanbieding van de nieuwsbrief gaat mee',
    },
  },
  text: {
    $t: {
      en: 'This address is on our newsletter: create your account with it and the offer is applied to your first order.',
      fr: 'Cette adresse est inscrite à notre newsletter : créez votre compte avec elle et l’offre s’applique à votre première commande.',
      de: 'Diese Adresse ist für unseren Newsletter angemeldet: Erstellen Sie Ihr Konto damit, und das Angebot gilt für Ihre erste Bestellung.',
      it: 'Questo indirizzo è iscritto alla newsletter: crea l’account con questo indirizzo e l’offerta si applica al primo ordine.',
      es: 'Esta dirección está suscrita a la newsletter: crea tu cuenta con ella y la oferta se aplicará a tu primer pedido.',
      nl: 'Dit adres staat op onze nieuwsbrief: maak er je account mee aan en de aanbieding geldt voor je eerste bestelling.',
    },
  },
}

/** A text with `{name}` filled in every language. */
function filled(text: Text, values: Record<string, string>): Text {
  const fill = (value: string) => value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  return {
    $t: Object.fromEntries(
      Object.entries(text.$t).map(([language, value]) => [language, fill(value)]),
    ) as Text['$t'],
  }
}

/** A thin banner, as the pages' own content blocks are. */
const banner = (id: string, title: Text, text: Text, targets: unknown[] = []): Block => ({
  type: 'banner',
  id,
  variant: 'thin',
  title,
  richText: text,
  targets,
})

/** The site path under the request's `localePath` (`/en-gb`), or as it is when the request sends none. */
const under = (localePath: string | undefined, path: string) =>
  localePath && /^\/[a-z]{2}-[a-z]{2}$/.test(localePath) ? `${localePath}${path}` : path

/** The `campaigns` fragment: the sources and the brand's stores with content of their own. */
export async function campaignsFragment(db: D1Database, brand: SiteBrand) {
  const stores = await listStores(db, brand)
  return {
    id: 'campaigns',
    type: 'campaigns',
    sources: Object.keys(CAMPAIGNS),
    storeNums: stores.map((store) => store.id).sort(),
  }
}

/** What a page lookup's query adds before the page's own blocks, in the order the shopper reads it. */
export async function queryBlocks(
  db: D1Database,
  brand: SiteBrand,
  page: string,
  query: (name: string) => string | undefined,
): Promise<Block[]> {
  const localePath = query('localePath')
  const blocks: Block[] = []
  const source =
    campaignSourceOf(query('enrollment_marketing_source')) ?? campaignSourceOf(query('leadSource'))
  const campaign = source && Object.hasOwn(CAMPAIGNS, source) ? CAMPAIGNS[source] : undefined
  if (source && campaign)
    blocks.push(
      banner(`campaign-${source}`, campaign.title, campaign.text, [
        { text: campaign.link.text, url: under(localePath, campaign.link.path) },
      ]),
    )
  const storeNum = storeNumOf(query('storeNum'))
  const store = storeNum ? (await listStores(db, brand)).find((row) => row.id === storeNum) : undefined
  if (store)
    blocks.push(
      banner(`store-${store.id}`, filled(STORE.title, { store: store.name }), STORE.text, [
        { text: STORE.link, url: under(localePath, '/stores') },
      ]),
    )
  const code = referralCodeOf(query('referral_code'))
  if (code) blocks.push(banner('referral', filled(REFERRAL.title, { code }), REFERRAL.text))
  const consumerId = query('consumerId')
  if (consumerId && /^[\w-]{1,64}$/.test(consumerId) && (await getConsumer(db, consumerId)))
    blocks.push(banner('member-early-access', MEMBER.title, MEMBER.text))
  const email = query('email')
  if (page === 'sign-up' && email && email.length <= 254 && (await isOnNewsletter(db, email)))
    blocks.push(banner('newsletter-welcome-offer', NEWSLETTER_OFFER.title, NEWSLETTER_OFFER.text))
  return blocks
}
