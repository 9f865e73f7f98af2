/** `/help/returns/how-to-return`: returning by post or in store, refunds, what cannot be returned, faults. */
import { type LegalPage, text } from './text'

export const howToReturn: LegalPage = {
  title: text(
    'How to return',
    'Comment retourner un article',
    'Rücksendung',
    'Come effettuare un reso',
    'Cómo devolver',
    'Retourneren',
  ),
  summary: text(
    'Changed your mind? You can return unworn, unwashed items within 60 days of delivery, free of charge.',
    'Vous avez changé d’avis ? Vous pouvez retourner gratuitement les articles non portés et non lavés dans les 60 jours suivant la livraison.',
    'Du hast es dir anders überlegt? Ungetragene, ungewaschene Artikel kannst du innerhalb von 60 Tagen nach der Lieferung kostenlos zurücksenden.',
    'Hai cambiato idea? Puoi restituire gratuitamente gli articoli non indossati e non lavati entro 60 giorni dalla consegna.',
    '¿Has cambiado de opinión? Puedes devolver gratis los artículos sin usar ni lavar en los 60 días siguientes a la entrega.',
    'Toch niet wat je zocht? Je kunt ongedragen, ongewassen artikelen binnen 60 dagen na levering gratis retourneren.',
  ),
  sections: [
    {
      id: 'by-post',
      title: text(
        'Return by post',
        'Retour par la poste',
        'Per Post zurücksenden',
        'Reso per posta',
        'Devolución por correo',
        'Retourneren per post',
      ),
      html: text(
        '<ol><li>Sign in and open the order in your account’s order history.</li><li>Choose the items you are returning and print the return label.</li><li>Pack the items with their tags, in the original packaging if you can, and stick the label on the parcel.</li><li>Drop the parcel at any point of the carrier named on the label.</li></ol><p>Ordered as a guest? <a href="/help/contact-us">Contact us</a> with your order number and we will email you a label.</p>',
        '<ol><li>Connectez-vous et ouvrez la commande dans l’historique de commandes de votre compte.</li><li>Choisissez les articles à retourner et imprimez l’étiquette de retour.</li><li>Emballez les articles avec leurs étiquettes, si possible dans leur emballage d’origine, et collez l’étiquette sur le colis.</li><li>Déposez le colis dans n’importe quel point du transporteur indiqué sur l’étiquette.</li></ol><p>Vous avez commandé sans compte ? <a href="/help/contact-us">Contactez-nous</a> avec votre numéro de commande et nous vous enverrons une étiquette par e-mail.</p>',
        '<ol><li>Melde dich an und öffne die Bestellung in der Bestellübersicht deines Kontos.</li><li>Wähle die Artikel aus, die du zurückschickst, und drucke das Rücksendeetikett aus.</li><li>Verpacke die Artikel mit ihren Etiketten, wenn möglich in der Originalverpackung, und klebe das Etikett auf das Paket.</li><li>Gib das Paket in einer beliebigen Filiale des Versanddienstleisters ab, der auf dem Etikett steht.</li></ol><p>Du hast als Gast bestellt? <a href="/help/contact-us">Kontaktiere uns</a> mit deiner Bestellnummer, und wir schicken dir ein Etikett per E-Mail.</p>',
        '<ol><li>Accedi e apri l’ordine nello storico ordini del tuo account.</li><li>Scegli gli articoli da restituire e stampa l’etichetta di reso.</li><li>Imballa gli articoli con i loro cartellini, se possibile nella confezione originale, e applica l’etichetta sul pacco.</li><li>Consegna il pacco in un qualsiasi punto del corriere indicato sull’etichetta.</li></ol><p>Hai ordinato senza account? <a href="/help/contact-us">Contattaci</a> con il numero d’ordine e ti invieremo un’etichetta via e-mail.</p>',
        '<ol><li>Inicia sesión y abre el pedido en el historial de pedidos de tu cuenta.</li><li>Elige los artículos que devuelves e imprime la etiqueta de devolución.</li><li>Empaqueta los artículos con sus etiquetas, a ser posible en su embalaje original, y pega la etiqueta en el paquete.</li><li>Entrega el paquete en cualquier punto de la empresa de transporte que figura en la etiqueta.</li></ol><p>¿Compraste como invitado? <a href="/help/contact-us">Contacta con nosotros</a> con tu número de pedido y te enviaremos una etiqueta por correo.</p>',
        '<ol><li>Log in en open de bestelling in het besteloverzicht van je account.</li><li>Kies de artikelen die je terugstuurt en print het retourlabel.</li><li>Verpak de artikelen met hun labels, zo mogelijk in de originele verpakking, en plak het label op het pakket.</li><li>Lever het pakket af bij een willekeurig punt van de vervoerder die op het label staat.</li></ol><p>Besteld als gast? <a href="/help/contact-us">Neem contact met ons op</a> met je bestelnummer, dan mailen we je een label.</p>',
      ),
    },
    {
      id: 'in-store',
      title: text(
        'Return in store',
        'Retour en magasin',
        'Im Geschäft zurückgeben',
        'Reso in negozio',
        'Devolución en tienda',
        'Retourneren in de winkel',
      ),
      html: text(
        '<p>Bring the items and your order confirmation to any of our stores in the country you ordered from. We refund you on the spot, to the payment method you used.</p>',
        '<p>Apportez les articles et votre confirmation de commande dans l’un de nos magasins du pays où vous avez commandé. Nous vous remboursons sur place, sur le moyen de paiement utilisé.</p>',
        '<p>Bring die Artikel und deine Bestellbestätigung in eines unserer Geschäfte in dem Land, in dem du bestellt hast. Wir erstatten dir den Betrag sofort auf die Zahlungsart, mit der du bezahlt hast.</p>',
        '<p>Porta gli articoli e la conferma d’ordine in uno qualsiasi dei nostri negozi nel paese in cui hai ordinato. Ti rimborsiamo subito, sul metodo di pagamento che hai usato.</p>',
        '<p>Lleva los artículos y tu confirmación de pedido a cualquiera de nuestras tiendas del país en el que hiciste el pedido. Te devolvemos el dinero en el momento, en el método de pago que usaste.</p>',
        '<p>Breng de artikelen en je orderbevestiging naar een van onze winkels in het land waar je hebt besteld. We betalen je meteen terug, via de betaalmethode die je hebt gebruikt.</p>',
      ),
    },
    {
      id: 'refunds',
      title: text('Refunds', 'Remboursements', 'Erstattungen', 'Rimborsi', 'Reembolsos', 'Terugbetalingen'),
      html: text(
        '<p>We refund within 5 working days of receiving your return, to the payment method you used; what you paid with a gift card goes back onto a gift card. If you return a whole order within 14 days, we refund the delivery cost too.</p>',
        '<p>Nous remboursons sous 5 jours ouvrés après réception de votre retour, sur le moyen de paiement utilisé ; ce que vous avez payé par carte cadeau est recrédité sur une carte cadeau. Si vous retournez toute la commande dans les 14 jours, nous remboursons aussi les frais de livraison.</p>',
        '<p>Wir erstatten den Betrag innerhalb von 5 Werktagen nach Eingang deiner Rücksendung auf die Zahlungsart, mit der du bezahlt hast; was du mit einer Geschenkkarte bezahlt hast, geht auf eine Geschenkkarte zurück. Schickst du eine ganze Bestellung innerhalb von 14 Tagen zurück, erstatten wir auch die Versandkosten.</p>',
        '<p>Rimborsiamo entro 5 giorni lavorativi dal ricevimento del reso, sul metodo di pagamento che hai usato; quanto pagato con una carta regalo torna su una carta regalo. Se restituisci l’intero ordine entro 14 giorni, rimborsiamo anche le spese di spedizione.</p>',
        '<p>Te devolvemos el dinero en los 5 días laborables siguientes a recibir tu devolución, en el método de pago que usaste; lo que pagaste con tarjeta regalo vuelve a una tarjeta regalo. Si devuelves un pedido entero en 14 días, también te devolvemos los gastos de envío.</p>',
        '<p>We betalen binnen 5 werkdagen na ontvangst van je retour terug via de betaalmethode die je hebt gebruikt; wat je met een cadeaukaart betaalde, gaat terug op een cadeaukaart. Stuur je een hele bestelling binnen 14 dagen terug, dan betalen we ook de verzendkosten terug.</p>',
      ),
    },
    {
      id: 'exceptions',
      title: text(
        'What can’t be returned',
        'Ce qui ne peut pas être retourné',
        'Was nicht zurückgegeben werden kann',
        'Cosa non si può restituire',
        'Qué no se puede devolver',
        'Wat je niet kunt retourneren',
      ),
      html: text(
        '<p>Personalised items, e-gift cards, and underwear and socks whose packaging has been opened, unless they are faulty.</p>',
        '<p>Les articles personnalisés, les cartes cadeaux électroniques, ainsi que les sous-vêtements et chaussettes dont l’emballage a été ouvert, sauf s’ils sont défectueux.</p>',
        '<p>Personalisierte Artikel, E-Geschenkkarten sowie Unterwäsche und Socken mit geöffneter Verpackung, es sei denn, sie sind fehlerhaft.</p>',
        '<p>Gli articoli personalizzati, le carte regalo elettroniche e la biancheria intima e i calzini con la confezione aperta, salvo che siano difettosi.</p>',
        '<p>Los artículos personalizados, las tarjetas regalo electrónicas y la ropa interior y los calcetines con el envoltorio abierto, salvo que sean defectuosos.</p>',
        '<p>Gepersonaliseerde artikelen, e-cadeaukaarten, en ondergoed en sokken waarvan de verpakking is geopend, tenzij ze defect zijn.</p>',
      ),
    },
    {
      id: 'faulty',
      title: text(
        'Faulty items',
        'Articles défectueux',
        'Fehlerhafte Artikel',
        'Articoli difettosi',
        'Artículos defectuosos',
        'Defecte artikelen',
      ),
      html: text(
        '<p>Is an item faulty? Don’t send it back as a normal return: tell us on our <a href="/help/warranty">warranty page</a> and our repair team will take care of it.</p>',
        '<p>Un article est défectueux ? Ne le renvoyez pas comme un retour classique : signalez-le sur notre <a href="/help/warranty">page garantie</a> et notre atelier de réparation s’en occupera.</p>',
        '<p>Ein Artikel ist fehlerhaft? Schick ihn nicht als normale Rücksendung zurück: Melde ihn auf unserer <a href="/help/warranty">Garantieseite</a>, und unser Reparaturteam kümmert sich darum.</p>',
        '<p>Un articolo è difettoso? Non restituirlo come un normale reso: segnalalo nella nostra <a href="/help/warranty">pagina della garanzia</a> e se ne occuperà il nostro laboratorio riparazioni.</p>',
        '<p>¿Un artículo es defectuoso? No lo devuelvas como una devolución normal: cuéntanoslo en nuestra <a href="/help/warranty">página de garantía</a> y nuestro taller de reparaciones se encargará.</p>',
        '<p>Is een artikel defect? Stuur het niet terug als gewone retour: meld het op onze <a href="/help/warranty">garantiepagina</a>, dan zorgt onze reparatiedienst ervoor.</p>',
      ),
    },
  ],
}
