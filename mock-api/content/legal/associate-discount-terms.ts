/**
 * `/associate-discount-terms`: what an employee accepts before the employee discount applies (spec 1 §6: employees
 * must accept the employee discount terms; the associate discount banner appears only once accepted).
 */
import { type LegalPage, text } from './text'

export const associateDiscountTerms: LegalPage = {
  title: text(
    'Associate discount terms',
    'Conditions de la remise collaborateur',
    'Bedingungen für den Mitarbeiterrabatt',
    'Condizioni dello sconto dipendenti',
    'Condiciones del descuento para empleados',
    'Voorwaarden personeelskorting',
  ),
  summary: text(
    'As an employee in our stores or offices you get a discount in our online shop. Before it applies, you accept these terms once, when you first sign in with your employee account.',
    'En tant que collaborateur de nos magasins ou de nos bureaux, vous bénéficiez d’une remise dans notre boutique en ligne. Avant qu’elle s’applique, vous acceptez ces conditions une fois, lors de votre première connexion avec votre compte collaborateur.',
    'Als Mitarbeiterin oder Mitarbeiter in unseren Geschäften oder Büros bekommst du in unserem Onlineshop einen Rabatt. Bevor er gilt, akzeptierst du diese Bedingungen einmal, wenn du dich zum ersten Mal mit deinem Mitarbeiterkonto anmeldest.',
    'Come dipendente dei nostri negozi o uffici hai diritto a uno sconto nel nostro negozio online. Prima che si applichi, accetti queste condizioni una volta, al primo accesso con il tuo account dipendente.',
    'Como empleado de nuestras tiendas u oficinas, tienes un descuento en nuestra tienda en línea. Antes de que se aplique, aceptas estas condiciones una vez, la primera vez que inicias sesión con tu cuenta de empleado.',
    'Als medewerker in onze winkels of kantoren krijg je korting in onze webwinkel. Voordat die geldt, ga je eenmalig akkoord met deze voorwaarden, de eerste keer dat je inlogt met je medewerkersaccount.',
  ),
  sections: [
    {
      id: 'who-can-use-it',
      title: text(
        'Who can use it',
        'Qui peut en bénéficier',
        'Wer ihn nutzen kann',
        'Chi può usarlo',
        'Quién puede usarlo',
        'Wie de korting kan gebruiken',
      ),
      html: text(
        '<p>The discount is for current employees with an employee account, including part-time and seasonal staff, for as long as they work with us. It ends on your last working day.</p>',
        '<p>La remise est réservée aux collaborateurs en poste disposant d’un compte collaborateur, y compris à temps partiel et saisonniers, pendant toute la durée de leur contrat. Elle prend fin à votre dernier jour de travail.</p>',
        '<p>Der Rabatt gilt für aktuelle Mitarbeitende mit Mitarbeiterkonto, auch in Teilzeit und als Saisonkraft, solange sie bei uns arbeiten. Er endet an deinem letzten Arbeitstag.</p>',
        '<p>Lo sconto è riservato ai dipendenti in servizio con un account dipendente, anche part-time e stagionali, per tutto il tempo in cui lavorano con noi. Termina con il tuo ultimo giorno di lavoro.</p>',
        '<p>El descuento es para los empleados en activo con cuenta de empleado, también a tiempo parcial y de temporada, mientras trabajen con nosotros. Termina tu último día de trabajo.</p>',
        '<p>De korting is voor huidige medewerkers met een medewerkersaccount, ook parttime en seizoenskrachten, zolang ze bij ons werken. Ze eindigt op je laatste werkdag.</p>',
      ),
    },
    {
      id: 'your-discount',
      title: text(
        'Your discount',
        'Votre remise',
        'Dein Rabatt',
        'Il tuo sconto',
        'Tu descuento',
        'Je korting',
      ),
      html: text(
        '<p>Once you have accepted these terms, the discount is taken off eligible products in your bag automatically, and a banner in the shop shows that it is active. It does not apply to gift cards, e-gift cards, personalisation or products marked as excluded, and cannot be combined with promotion codes. Purchases with the discount count towards a yearly limit, shown on your account page.</p>',
        '<p>Une fois ces conditions acceptées, la remise est déduite automatiquement des produits éligibles de votre panier, et une bannière dans la boutique indique qu’elle est active. Elle ne s’applique pas aux cartes cadeaux, aux cartes cadeaux électroniques, à la personnalisation ni aux produits signalés comme exclus, et n’est pas cumulable avec les codes promotionnels. Les achats avec remise sont comptés dans un plafond annuel, indiqué sur la page de votre compte.</p>',
        '<p>Sobald du diese Bedingungen akzeptiert hast, wird der Rabatt automatisch von berechtigten Produkten in deinem Warenkorb abgezogen, und ein Banner im Shop zeigt, dass er aktiv ist. Er gilt nicht für Geschenkkarten, E-Geschenkkarten, Personalisierungen und als ausgenommen gekennzeichnete Produkte und lässt sich nicht mit Aktionscodes kombinieren. Einkäufe mit Rabatt zählen zu einem Jahreslimit, das auf deiner Kontoseite steht.</p>',
        '<p>Una volta accettate queste condizioni, lo sconto viene applicato automaticamente ai prodotti idonei nel carrello e un banner nel negozio indica che è attivo. Non si applica a carte regalo, carte regalo elettroniche, personalizzazioni o prodotti indicati come esclusi e non è cumulabile con i codici promozionali. Gli acquisti con lo sconto rientrano in un limite annuale, indicato nella pagina del tuo account.</p>',
        '<p>Cuando hayas aceptado estas condiciones, el descuento se aplica automáticamente a los productos elegibles de tu cesta, y un banner en la tienda indica que está activo. No se aplica a tarjetas regalo, tarjetas regalo electrónicas, personalizaciones ni productos marcados como excluidos, y no se puede combinar con códigos promocionales. Las compras con descuento cuentan para un límite anual, que aparece en la página de tu cuenta.</p>',
        '<p>Zodra je met deze voorwaarden akkoord bent gegaan, gaat de korting automatisch van de producten in je winkelmand die ervoor in aanmerking komen, en laat een banner in de winkel zien dat ze actief is. Ze geldt niet voor cadeaukaarten, e-cadeaukaarten, personalisatie en producten die als uitgezonderd zijn gemarkeerd, en is niet te combineren met kortingscodes. Aankopen met korting tellen mee voor een jaarlimiet, die op je accountpagina staat.</p>',
      ),
    },
    {
      id: 'what-you-accept',
      title: text(
        'What you accept',
        'Ce que vous acceptez',
        'Was du akzeptierst',
        'Cosa accetti',
        'Qué aceptas',
        'Waarmee je akkoord gaat',
      ),
      html: text(
        '<p>By accepting these terms you agree that:</p><ul><li>you buy with the discount only for yourself and the people you live with, or as a personal gift;</li><li>you do not resell products bought with the discount, or buy them for someone who does;</li><li>you do not share your employee account, your password or your discount with anyone;</li><li>the company may check purchases made with the discount;</li><li>misuse can lead to the loss of the discount and to measures under your employment contract.</li></ul>',
        '<p>En acceptant ces conditions, vous vous engagez à ce que :</p><ul><li>vous achetiez avec la remise uniquement pour vous-même et les personnes qui vivent avec vous, ou pour offrir un cadeau personnel ;</li><li>vous ne revendiez pas les produits achetés avec la remise, ni ne les achetiez pour quelqu’un qui les revend ;</li><li>vous ne partagiez avec personne votre compte collaborateur, votre mot de passe ou votre remise ;</li><li>l’entreprise puisse contrôler les achats effectués avec la remise ;</li><li>un usage abusif puisse entraîner la perte de la remise et des mesures prévues par votre contrat de travail.</li></ul>',
        '<p>Mit der Annahme dieser Bedingungen erklärst du dich einverstanden, dass</p><ul><li>du mit dem Rabatt nur für dich und die Menschen, mit denen du zusammenlebst, oder als persönliches Geschenk einkaufst,</li><li>du mit dem Rabatt gekaufte Produkte nicht weiterverkaufst und nicht für jemanden kaufst, der das tut,</li><li>du dein Mitarbeiterkonto, dein Passwort und deinen Rabatt mit niemandem teilst,</li><li>das Unternehmen Einkäufe mit dem Rabatt prüfen darf,</li><li>Missbrauch zum Verlust des Rabatts und zu Maßnahmen nach deinem Arbeitsvertrag führen kann.</li></ul>',
        '<p>Accettando queste condizioni ti impegni a:</p><ul><li>acquistare con lo sconto solo per te e per le persone che vivono con te, o come regalo personale;</li><li>non rivendere i prodotti acquistati con lo sconto, né acquistarli per qualcuno che li rivende;</li><li>non condividere con nessuno il tuo account dipendente, la tua password o il tuo sconto;</li><li>accettare che l’azienda possa controllare gli acquisti fatti con lo sconto;</li><li>accettare che un uso improprio possa comportare la perdita dello sconto e provvedimenti previsti dal tuo contratto di lavoro.</li></ul>',
        '<p>Al aceptar estas condiciones, te comprometes a que:</p><ul><li>solo compras con el descuento para ti y las personas con las que vives, o como regalo personal;</li><li>no revendes los productos comprados con el descuento, ni los compras para alguien que los revenda;</li><li>no compartes con nadie tu cuenta de empleado, tu contraseña ni tu descuento;</li><li>la empresa puede revisar las compras hechas con el descuento;</li><li>un uso indebido puede suponer la pérdida del descuento y medidas según tu contrato de trabajo.</li></ul>',
        '<p>Door met deze voorwaarden akkoord te gaan, verklaar je dat:</p><ul><li>je met de korting alleen koopt voor jezelf en de mensen met wie je samenwoont, of als persoonlijk cadeau;</li><li>je producten die je met korting kocht niet doorverkoopt, en ze niet koopt voor iemand die dat doet;</li><li>je je medewerkersaccount, je wachtwoord en je korting met niemand deelt;</li><li>het bedrijf aankopen met de korting mag controleren;</li><li>misbruik kan leiden tot verlies van de korting en maatregelen op grond van je arbeidsovereenkomst.</li></ul>',
      ),
    },
    {
      id: 'returns',
      title: text('Returns', 'Retours', 'Rücksendungen', 'Resi', 'Devoluciones', 'Retouren'),
      html: text(
        '<p>Products bought with the discount can be returned under our normal returns rules; you get back the price you paid after the discount.</p>',
        '<p>Les produits achetés avec la remise peuvent être retournés selon nos règles de retour habituelles ; vous êtes remboursé du prix payé après remise.</p>',
        '<p>Mit Rabatt gekaufte Produkte kannst du nach unseren üblichen Rückgaberegeln zurückgeben; du bekommst den Preis zurück, den du nach Abzug des Rabatts bezahlt hast.</p>',
        '<p>I prodotti acquistati con lo sconto possono essere restituiti secondo le nostre normali regole di reso; ti viene rimborsato il prezzo pagato al netto dello sconto.</p>',
        '<p>Los productos comprados con el descuento se pueden devolver según nuestras normas habituales de devolución; te devolvemos el precio que pagaste con el descuento aplicado.</p>',
        '<p>Producten die je met korting kocht, kun je volgens onze gewone retourregels terugsturen; je krijgt de prijs terug die je na korting hebt betaald.</p>',
      ),
    },
    {
      id: 'your-data',
      title: text('Your data', 'Vos données', 'Deine Daten', 'I tuoi dati', 'Tus datos', 'Je gegevens'),
      html: text(
        '<p>We record that you accepted these terms and when. Purchases made with the discount can be seen by the team that checks the discount is used as intended, and by no one else. Read more in our <a href="/privacy">privacy policy</a>.</p>',
        '<p>Nous enregistrons le fait que vous avez accepté ces conditions, et à quelle date. Les achats effectués avec la remise peuvent être consultés par l’équipe chargée de vérifier son bon usage, et par personne d’autre. Pour en savoir plus, consultez notre <a href="/privacy">politique de confidentialité</a>.</p>',
        '<p>Wir speichern, dass und wann du diese Bedingungen akzeptiert hast. Einkäufe mit dem Rabatt kann das Team einsehen, das prüft, ob er richtig genutzt wird, sonst niemand. Mehr dazu in unserer <a href="/privacy">Datenschutzerklärung</a>.</p>',
        '<p>Registriamo che hai accettato queste condizioni e quando. Gli acquisti fatti con lo sconto possono essere visti dal team che verifica che sia usato correttamente, e da nessun altro. Scopri di più nella nostra <a href="/privacy">informativa sulla privacy</a>.</p>',
        '<p>Registramos que has aceptado estas condiciones y cuándo. Las compras hechas con el descuento solo las puede ver el equipo que comprueba que se usa correctamente. Más información en nuestra <a href="/privacy">política de privacidad</a>.</p>',
        '<p>We leggen vast dat en wanneer je met deze voorwaarden akkoord bent gegaan. Aankopen met de korting kunnen alleen worden ingezien door het team dat controleert of de korting goed wordt gebruikt. Lees meer in ons <a href="/privacy">privacybeleid</a>.</p>',
      ),
    },
  ],
}
