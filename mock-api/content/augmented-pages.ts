/**
 * The fixed augmented pages' own content (spec 2 §7), one short block each, for the pages the storefront places
 * them on (decision 096): the search results, the bag, the checkout, the order confirmation, the store locator,
 * contact us, the account's profile, and the sign-in dialog's sign-in and sign-up steps. The others answer with no blocks (a campaign's may be added to any,
 * `campaigns.ts`).
 */
const t = (en: string, fr: string, de: string, it: string, es: string, nl: string) => ({
  $t: { en, fr, de, it, es, nl },
})

const text = (id: string, html: ReturnType<typeof t>) => ({ type: 'richText', id, richText: html })

const doc = (page: string, component: ReturnType<typeof text>) => ({
  id: page,
  name: page,
  seo: {},
  components: [component],
})

export const AUGMENTED_PAGE_DOCS: Readonly<Record<string, ReturnType<typeof doc>>> = {
  search: doc(
    'search',
    text(
      'search-tips',
      t(
        '<p><strong>Search tips:</strong> try an activity (trail running), a material (merino) or a style code from a label.</p>',
        '<p><strong>Astuces :</strong> essayez une activité (trail), une matière (mérinos) ou la référence d’une étiquette.</p>',
        '<p><strong>Suchtipps:</strong> Versuchen Sie eine Aktivität (Trailrunning), ein Material (Merino) oder die Artikelnummer vom Etikett.</p>',
        '<p><strong>Suggerimenti:</strong> prova un’attività (trail running), un materiale (merino) o il codice sull’etichetta.</p>',
        '<p><strong>Consejos:</strong> prueba una actividad (trail running), un material (merino) o el código de la etiqueta.</p>',
        '<p><strong>Zoektips:</strong> probeer een activiteit (trailrunning), een materiaal (merino) of de code op het label.</p>',
      ),
    ),
  ),
  cart: doc(
    'cart',
    text(
      'cart-returns',
      t(
        '<p><strong>Free returns within 60 days.</strong> Changed your mind? Send it back from your account.</p>',
        '<p><strong>Retours gratuits sous 60 jours.</strong> Vous avez changé d’avis ? Renvoyez l’article depuis votre compte.</p>',
        '<p><strong>Kostenlose Rücksendung innerhalb von 60 Tagen.</strong> Anders überlegt? Schicken Sie es über Ihr Konto zurück.</p>',
        '<p><strong>Resi gratuiti entro 60 giorni.</strong> Hai cambiato idea? Restituisci l’articolo dal tuo account.</p>',
        '<p><strong>Devoluciones gratuitas en 60 días.</strong> ¿Has cambiado de idea? Devuélvelo desde tu cuenta.</p>',
        '<p><strong>Gratis retourneren binnen 60 dagen.</strong> Toch niet goed? Stuur het terug via je account.</p>',
      ),
    ),
  ),
  checkout: doc(
    'checkout',
    text(
      'checkout-secure',
      t(
        '<p>Your card details go straight to our payment provider: we never see or keep them.</p>',
        '<p>Les données de votre carte vont directement à notre prestataire de paiement : nous ne les voyons ni ne les conservons.</p>',
        '<p>Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister: Wir sehen und speichern sie nie.</p>',
        '<p>I dati della carta vanno direttamente al nostro fornitore di pagamento: non li vediamo né li conserviamo.</p>',
        '<p>Los datos de tu tarjeta van directamente a nuestro proveedor de pagos: nunca los vemos ni los guardamos.</p>',
        '<p>Je kaartgegevens gaan rechtstreeks naar onze betaalprovider: wij zien of bewaren ze nooit.</p>',
      ),
    ),
  ),
  'order-confirmation': doc(
    'order-confirmation',
    text(
      'order-next',
      t(
        '<p><strong>What happens next:</strong> we email you when your order ships, and you can follow it under Order status.</p>',
        '<p><strong>Et ensuite :</strong> nous vous écrivons à l’expédition de votre commande, que vous pouvez suivre dans Suivi de commande.</p>',
        '<p><strong>Wie es weitergeht:</strong> Wir schreiben Ihnen, sobald Ihre Bestellung versandt ist; verfolgen können Sie sie unter Bestellstatus.</p>',
        '<p><strong>Cosa succede ora:</strong> ti scriviamo quando l’ordine parte e puoi seguirlo in Stato dell’ordine.</p>',
        '<p><strong>Qué pasa ahora:</strong> te escribimos cuando salga tu pedido y puedes seguirlo en Estado del pedido.</p>',
        '<p><strong>Wat er nu gebeurt:</strong> we mailen je zodra je bestelling verzonden is; volg hem via Bestelstatus.</p>',
      ),
    ),
  ),
  'store-locator': doc(
    'store-locator',
    text(
      'stores-services',
      t(
        '<p><strong>In our stores:</strong> free repairs of zips and buckles, and tents and packs to rent for the weekend.</p>',
        '<p><strong>En magasin :</strong> réparation gratuite des fermetures et boucles, tentes et sacs à louer pour le week-end.</p>',
        '<p><strong>In unseren Läden:</strong> kostenlose Reparatur von Reißverschlüssen und Schnallen, Zelte und Rucksäcke zum Ausleihen fürs Wochenende.</p>',
        '<p><strong>Nei nostri negozi:</strong> riparazione gratuita di zip e fibbie, tende e zaini a noleggio per il weekend.</p>',
        '<p><strong>En nuestras tiendas:</strong> reparación gratuita de cremalleras y hebillas, y tiendas y mochilas de alquiler para el fin de semana.</p>',
        '<p><strong>In onze winkels:</strong> gratis reparatie van ritsen en gespen, en tenten en rugzakken te huur voor het weekend.</p>',
      ),
    ),
  ),
  'contact-us': doc(
    'contact-us',
    text(
      'contact-hours',
      t(
        '<p>Our team answers every day from 8 am to 8 pm; most questions about returns and delivery are answered in our help pages.</p>',
        '<p>Notre équipe répond tous les jours de 8 h à 20 h ; la plupart des questions sur les retours et la livraison trouvent réponse dans l’aide.</p>',
        '<p>Unser Team antwortet täglich von 8 bis 20 Uhr; die meisten Fragen zu Rücksendung und Lieferung beantwortet unsere Hilfe.</p>',
        '<p>Il nostro team risponde ogni giorno dalle 8 alle 20; la maggior parte delle domande su resi e consegne trova risposta nell’assistenza.</p>',
        '<p>Nuestro equipo responde todos los días de 8 a 20 h; la mayoría de las dudas sobre devoluciones y entregas se resuelven en la ayuda.</p>',
        '<p>Ons team antwoordt elke dag van 8 tot 20 uur; de meeste vragen over retouren en levering staan in onze hulppagina’s.</p>',
      ),
    ),
  ),
  'account-profile': doc(
    'account-profile',
    text(
      'profile-why',
      t(
        '<p>Keep your details up to date: we use your postal code to tell you about events and store openings near you.</p>',
        '<p>Tenez vos informations à jour : votre code postal nous sert à vous parler des événements et ouvertures près de chez vous.</p>',
        '<p>Halten Sie Ihre Angaben aktuell: Mit Ihrer Postleitzahl erzählen wir Ihnen von Events und Eröffnungen in Ihrer Nähe.</p>',
        '<p>Tieni aggiornati i tuoi dati: usiamo il CAP per segnalarti eventi e aperture vicino a te.</p>',
        '<p>Mantén tus datos al día: usamos tu código postal para avisarte de eventos y aperturas cerca de ti.</p>',
        '<p>Houd je gegevens actueel: met je postcode vertellen we je over evenementen en openingen bij jou in de buurt.</p>',
      ),
    ),
  ),
  'sign-in-modal': doc(
    'sign-in-modal',
    text(
      'sign-in-why',
      t(
        '<p><strong>Signed in, your bag and favorites follow you</strong> from your phone to your laptop, and your orders are in one place.</p>',
        '<p><strong>Une fois connecté, votre panier et vos favoris vous suivent</strong> du téléphone à l’ordinateur, et vos commandes sont au même endroit.</p>',
        '<p><strong>Angemeldet begleiten Sie Warenkorb und Favoriten</strong> vom Handy zum Laptop, und Ihre Bestellungen sind an einem Ort.</p>',
        '<p><strong>Con l’accesso, carrello e preferiti ti seguono</strong> dal telefono al portatile, e i tuoi ordini sono in un unico posto.</p>',
        '<p><strong>Con tu sesión iniciada, tu cesta y tus favoritos te acompañan</strong> del móvil al portátil, y tus pedidos están en un solo lugar.</p>',
        '<p><strong>Ingelogd gaan je tas en favorieten met je mee</strong> van telefoon naar laptop, en staan je bestellingen op één plek.</p>',
      ),
    ),
  ),
  'sign-up-modal': doc(
    'sign-up-modal',
    text(
      'sign-up-why',
      t(
        '<p><strong>With an account</strong> you check out faster, follow every order and return online within 60 days.</p>',
        '<p><strong>Avec un compte</strong>, vous payez plus vite, suivez chaque commande et retournez en ligne sous 60 jours.</p>',
        '<p><strong>Mit einem Konto</strong> bezahlen Sie schneller, verfolgen jede Bestellung und senden online innerhalb von 60 Tagen zurück.</p>',
        '<p><strong>Con un account</strong> paghi più in fretta, segui ogni ordine e fai il reso online entro 60 giorni.</p>',
        '<p><strong>Con una cuenta</strong> pagas más rápido, sigues cada pedido y devuelves en línea en 60 días.</p>',
        '<p><strong>Met een account</strong> reken je sneller af, volg je elke bestelling en retourneer je online binnen 60 dagen.</p>',
      ),
    ),
  ),
}
