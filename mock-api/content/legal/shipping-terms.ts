/**
 * `/policies/shipping-terms`: delivery options, the free-delivery thresholds, where express does not go, PO boxes
 * (the cart service's own rules: docs/guides/bag-and-checkout.md, decision 027).
 */
import { type LegalPage, text } from './text'

export const shippingTerms: LegalPage = {
  title: text(
    'Shipping terms',
    'Conditions de livraison',
    'Versandbedingungen',
    'Condizioni di spedizione',
    'Condiciones de envío',
    'Verzendvoorwaarden',
  ),
  summary: text(
    'Where we deliver, how long it takes and what it costs. Prices are in the currency of your shop.',
    'Où nous livrons, en combien de temps et à quel prix. Les prix sont dans la devise de votre boutique.',
    'Wohin wir liefern, wie lange es dauert und was es kostet. Die Preise gelten in der Währung deines Shops.',
    'Dove consegniamo, in quanto tempo e a quale costo. I prezzi sono nella valuta del tuo negozio.',
    'Dónde entregamos, cuánto tarda y cuánto cuesta. Los precios están en la moneda de tu tienda.',
    'Waar we bezorgen, hoe lang het duurt en wat het kost. Prijzen zijn in de valuta van je winkel.',
  ),
  sections: [
    {
      id: 'options',
      title: text(
        'Delivery options',
        'Modes de livraison',
        'Lieferarten',
        'Modalità di consegna',
        'Opciones de entrega',
        'Bezorgopties',
      ),
      html: text(
        '<ul><li><strong>Standard</strong>: 2 to 5 working days.</li><li><strong>Express</strong>: 1 to 2 working days for orders placed before 2 pm.</li><li><strong>Pick up in store</strong>: free, and usually ready the same day when the store has the item.</li><li><strong>Collection point</strong>: delivered to a parcel shop or locker near you, in 2 to 4 working days.</li></ul><p>The cost of each option is shown in your bag and at checkout before you pay.</p>',
        '<ul><li><strong>Standard</strong> : 2 à 5 jours ouvrés.</li><li><strong>Express</strong> : 1 à 2 jours ouvrés pour les commandes passées avant 14 h.</li><li><strong>Retrait en magasin</strong> : gratuit, et généralement prêt le jour même si le magasin a l’article.</li><li><strong>Point relais</strong> : livraison dans un commerce ou une consigne près de chez vous, en 2 à 4 jours ouvrés.</li></ul><p>Le prix de chaque mode est affiché dans votre panier et au paiement, avant que vous ne payiez.</p>',
        '<ul><li><strong>Standard</strong>: 2 bis 5 Werktage.</li><li><strong>Express</strong>: 1 bis 2 Werktage bei Bestellung vor 14 Uhr.</li><li><strong>Abholung im Geschäft</strong>: kostenlos und meist noch am selben Tag bereit, wenn das Geschäft den Artikel hat.</li><li><strong>Abholstation</strong>: Lieferung an einen Paketshop oder eine Packstation in deiner Nähe, in 2 bis 4 Werktagen.</li></ul><p>Was jede Lieferart kostet, siehst du im Warenkorb und an der Kasse, bevor du bezahlst.</p>',
        '<ul><li><strong>Standard</strong>: da 2 a 5 giorni lavorativi.</li><li><strong>Express</strong>: da 1 a 2 giorni lavorativi per gli ordini effettuati entro le 14.</li><li><strong>Ritiro in negozio</strong>: gratuito e di solito pronto in giornata se il negozio ha l’articolo.</li><li><strong>Punto di ritiro</strong>: consegna in un negozio convenzionato o in un locker vicino a te, in 2-4 giorni lavorativi.</li></ul><p>Il costo di ogni modalità è indicato nel carrello e alla cassa, prima di pagare.</p>',
        '<ul><li><strong>Estándar</strong>: de 2 a 5 días laborables.</li><li><strong>Exprés</strong>: de 1 a 2 días laborables para pedidos hechos antes de las 14:00.</li><li><strong>Recogida en tienda</strong>: gratis, y normalmente lista el mismo día si la tienda tiene el artículo.</li><li><strong>Punto de recogida</strong>: entrega en una tienda o taquilla cerca de ti, en 2 a 4 días laborables.</li></ul><p>El coste de cada opción aparece en tu cesta y al pagar, antes de que pagues.</p>',
        '<ul><li><strong>Standaard</strong>: 2 tot 5 werkdagen.</li><li><strong>Express</strong>: 1 tot 2 werkdagen voor bestellingen die voor 14.00 uur zijn geplaatst.</li><li><strong>Afhalen in de winkel</strong>: gratis, en meestal dezelfde dag klaar als de winkel het artikel heeft.</li><li><strong>Afhaalpunt</strong>: bezorging bij een pakketpunt of kluis bij jou in de buurt, in 2 tot 4 werkdagen.</li></ul><p>Wat elke optie kost, zie je in je winkelmand en bij het afrekenen, voordat je betaalt.</p>',
      ),
    },
    {
      id: 'free-delivery',
      title: text(
        'Free standard delivery',
        'Livraison standard gratuite',
        'Kostenlose Standardlieferung',
        'Consegna standard gratuita',
        'Envío estándar gratis',
        'Gratis standaardbezorging',
      ),
      html: text(
        '<p>Standard delivery is free on orders of 75 USD, 100 CAD, 60 GBP or 70 EUR and more, after discounts. Gift cards do not count towards the amount. Your bag shows how far you are from free delivery.</p>',
        '<p>La livraison standard est gratuite dès 75 USD, 100 CAD, 60 GBP ou 70 EUR d’achat, après remises. Les cartes cadeaux ne comptent pas dans ce montant. Votre panier vous indique ce qu’il vous reste pour en profiter.</p>',
        '<p>Die Standardlieferung ist ab einem Bestellwert von 75 USD, 100 CAD, 60 GBP oder 70 EUR nach Rabatten kostenlos. Geschenkkarten zählen dabei nicht mit. Dein Warenkorb zeigt dir, wie viel dir noch fehlt.</p>',
        '<p>La consegna standard è gratuita per ordini a partire da 75 USD, 100 CAD, 60 GBP o 70 EUR, al netto degli sconti. Le carte regalo non contano per raggiungere l’importo. Il carrello ti mostra quanto manca alla consegna gratuita.</p>',
        '<p>El envío estándar es gratis en pedidos desde 75 USD, 100 CAD, 60 GBP o 70 EUR, después de descuentos. Las tarjetas regalo no cuentan para el importe. Tu cesta te indica cuánto te falta para el envío gratis.</p>',
        '<p>Standaardbezorging is gratis bij bestellingen vanaf 75 USD, 100 CAD, 60 GBP of 70 EUR, na kortingen. Cadeaukaarten tellen niet mee voor het bedrag. Je winkelmand laat zien hoeveel je nog nodig hebt.</p>',
      ),
    },
    {
      id: 'where-we-deliver',
      title: text(
        'Where we deliver',
        'Où nous livrons',
        'Wohin wir liefern',
        'Dove consegniamo',
        'Dónde entregamos',
        'Waar we bezorgen',
      ),
      html: text(
        '<p>We deliver within the country of your shop. Express delivery does not reach Alaska, Hawaii, Puerto Rico, Canada’s territories or the Scottish islands: orders there go by standard delivery, and checkout tells you so. We cannot deliver to PO boxes.</p>',
        '<p>Nous livrons dans le pays de votre boutique. La livraison express ne dessert pas l’Alaska, Hawaï, Porto Rico, les territoires du Canada ni les îles écossaises : les commandes pour ces destinations partent en livraison standard, et le paiement vous l’indique. Nous ne livrons pas aux boîtes postales.</p>',
        '<p>Wir liefern innerhalb des Landes deines Shops. Expresslieferungen gehen nicht nach Alaska, Hawaii, Puerto Rico, in die kanadischen Territorien oder auf die schottischen Inseln: Bestellungen dorthin gehen per Standardlieferung, und die Kasse sagt es dir. An Postfächer können wir nicht liefern.</p>',
        '<p>Consegniamo nel paese del tuo negozio. La consegna express non raggiunge Alaska, Hawaii, Porto Rico, i territori del Canada e le isole scozzesi: gli ordini per queste destinazioni partono con la consegna standard e la cassa te lo segnala. Non consegniamo alle caselle postali.</p>',
        '<p>Entregamos dentro del país de tu tienda. El envío exprés no llega a Alaska, Hawái, Puerto Rico, los territorios de Canadá ni las islas escocesas: los pedidos a esos destinos se envían por envío estándar, y te lo indicamos al pagar. No entregamos en apartados de correos.</p>',
        '<p>We bezorgen binnen het land van je winkel. Express gaat niet naar Alaska, Hawaï, Puerto Rico, de territoria van Canada en de Schotse eilanden: bestellingen daarheen gaan met standaardbezorging, en dat zie je bij het afrekenen. Naar postbussen kunnen we niet bezorgen.</p>',
      ),
    },
    {
      id: 'dispatch',
      title: text(
        'When your order ships',
        'Expédition de votre commande',
        'Wann deine Bestellung verschickt wird',
        'Quando parte il tuo ordine',
        'Cuándo se envía tu pedido',
        'Wanneer je bestelling wordt verzonden',
      ),
      html: text(
        '<p>Orders placed on a working day before 2 pm usually leave our warehouse the same day, and we email you a tracking link when they do. Personalised items are made for you and ship in a parcel of their own within 10 to 14 days. E-gift cards are sent by email and never shipped.</p>',
        '<p>Les commandes passées un jour ouvré avant 14 h quittent généralement notre entrepôt le jour même, et nous vous envoyons alors un lien de suivi par e-mail. Les articles personnalisés sont fabriqués pour vous et expédiés dans un colis à part sous 10 à 14 jours. Les cartes cadeaux électroniques sont envoyées par e-mail et jamais expédiées.</p>',
        '<p>Bestellungen, die an einem Werktag vor 14 Uhr eingehen, verlassen unser Lager meist noch am selben Tag, und wir schicken dir dann einen Link zur Sendungsverfolgung. Personalisierte Artikel werden für dich gefertigt und in 10 bis 14 Tagen in einem eigenen Paket verschickt. E-Geschenkkarten kommen per E-Mail und werden nie verschickt.</p>',
        '<p>Gli ordini effettuati in un giorno lavorativo entro le 14 di solito lasciano il nostro magazzino in giornata, e in quel momento ti inviamo via e-mail il link per seguire la spedizione. Gli articoli personalizzati vengono realizzati per te e spediti in un pacco a parte entro 10-14 giorni. Le carte regalo elettroniche vengono inviate via e-mail e mai spedite.</p>',
        '<p>Los pedidos hechos un día laborable antes de las 14:00 suelen salir de nuestro almacén el mismo día, y entonces te enviamos por correo un enlace de seguimiento. Los artículos personalizados se fabrican para ti y se envían en un paquete aparte en 10 a 14 días. Las tarjetas regalo electrónicas se envían por correo electrónico y nunca por paquete.</p>',
        '<p>Bestellingen die op een werkdag voor 14.00 uur zijn geplaatst, verlaten ons magazijn meestal dezelfde dag, en dan mailen we je een link om je pakket te volgen. Gepersonaliseerde artikelen worden voor jou gemaakt en binnen 10 tot 14 dagen in een eigen pakket verzonden. E-cadeaukaarten komen per e-mail en worden nooit verzonden.</p>',
      ),
    },
    {
      id: 'duties',
      title: text(
        'Duties and taxes',
        'Droits et taxes',
        'Zölle und Steuern',
        'Dazi e imposte',
        'Aranceles e impuestos',
        'Invoerrechten en belastingen',
      ),
      html: text(
        '<p>We ship from within the country of your shop, so there are no import duties to pay on delivery. Sales tax or VAT is shown at checkout.</p>',
        '<p>Nous expédions depuis le pays de votre boutique : vous n’avez aucun droit de douane à payer à la livraison. Les taxes de vente ou la TVA sont indiquées au paiement.</p>',
        '<p>Wir versenden aus dem Land deines Shops, du zahlst bei der Lieferung also keine Einfuhrzölle. Umsatz- oder Mehrwertsteuer siehst du an der Kasse.</p>',
        '<p>Spediamo dal paese del tuo negozio, quindi alla consegna non ci sono dazi da pagare. Le imposte sulle vendite o l’IVA sono indicate alla cassa.</p>',
        '<p>Enviamos desde el país de tu tienda, así que no hay aranceles que pagar en la entrega. Los impuestos sobre las ventas o el IVA se muestran al pagar.</p>',
        '<p>We verzenden vanuit het land van je winkel, dus bij de bezorging betaal je geen invoerrechten. Omzetbelasting of btw zie je bij het afrekenen.</p>',
      ),
    },
    {
      id: 'problems',
      title: text(
        'If something goes wrong',
        'En cas de problème',
        'Wenn etwas schiefgeht',
        'Se qualcosa va storto',
        'Si algo sale mal',
        'Als er iets misgaat',
      ),
      html: text(
        '<p>If your parcel is late, damaged or lost, <a href="/help/contact-us">contact us</a> within 30 days of the expected delivery date and we will send a replacement or refund you.</p>',
        '<p>Si votre colis est en retard, endommagé ou perdu, <a href="/help/contact-us">contactez-nous</a> dans les 30 jours suivant la date de livraison prévue : nous vous enverrons un remplacement ou vous rembourserons.</p>',
        '<p>Wenn dein Paket zu spät, beschädigt oder verloren ist, <a href="/help/contact-us">kontaktiere uns</a> innerhalb von 30 Tagen nach dem erwarteten Liefertermin, und wir schicken dir Ersatz oder erstatten dir den Betrag.</p>',
        '<p>Se il tuo pacco è in ritardo, danneggiato o perso, <a href="/help/contact-us">contattaci</a> entro 30 giorni dalla data di consegna prevista e ti invieremo un sostituto o ti rimborseremo.</p>',
        '<p>Si tu paquete llega tarde, dañado o se pierde, <a href="/help/contact-us">contacta con nosotros</a> en los 30 días siguientes a la fecha de entrega prevista y te enviaremos uno nuevo o te devolveremos el dinero.</p>',
        '<p>Is je pakket te laat, beschadigd of kwijt, <a href="/help/contact-us">neem dan contact met ons op</a> binnen 30 dagen na de verwachte bezorgdatum, en we sturen je een vervanging of betalen je terug.</p>',
      ),
    },
  ],
}
