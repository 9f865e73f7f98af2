/** `/xplr-pass`: the shop's loyalty programme, as a shopper meets it before joining. */
import { type LegalPage, text } from './text'

export const xplrPass: LegalPage = {
  title: text('XPLR Pass', 'XPLR Pass', 'XPLR Pass', 'XPLR Pass', 'XPLR Pass', 'XPLR Pass'),
  summary: text(
    'XPLR Pass is our free membership for everyone who spends their time outside: collect points on every purchase, turn them into vouchers and be first to hear what’s new.',
    'Le XPLR Pass est notre adhésion gratuite pour tous ceux qui passent leur temps dehors : cumulez des points à chaque achat, convertissez-les en bons d’achat et soyez les premiers informés des nouveautés.',
    'XPLR Pass ist unsere kostenlose Mitgliedschaft für alle, die gern draußen sind: Sammle bei jedem Einkauf Punkte, wandle sie in Gutscheine um und erfahre als Erste oder Erster von Neuheiten.',
    'XPLR Pass è la nostra iscrizione gratuita per chi passa il tempo all’aria aperta: raccogli punti a ogni acquisto, trasformali in buoni e scopri per primo le novità.',
    'XPLR Pass es nuestra membresía gratuita para quienes pasan su tiempo al aire libre: acumula puntos en cada compra, conviértelos en vales y entérate antes que nadie de las novedades.',
    'XPLR Pass is ons gratis lidmaatschap voor iedereen die graag buiten is: spaar punten bij elke aankoop, zet ze om in tegoedbonnen en hoor als eerste wat er nieuw is.',
  ),
  sections: [
    {
      id: 'how-it-works',
      title: text(
        'How it works',
        'Comment ça marche',
        'So funktioniert’s',
        'Come funziona',
        'Cómo funciona',
        'Zo werkt het',
      ),
      html: text(
        '<ol><li>Join for free when you create your account, or later from your account page.</li><li>Collect 10 points for every 1 you spend, online and in our stores.</li><li>Turn 1,000 points into a voucher worth 10 and use it on your next order.</li></ol>',
        '<ol><li>Adhérez gratuitement en créant votre compte, ou plus tard depuis la page de votre compte.</li><li>Cumulez 10 points pour chaque 1 dépensé, en ligne et dans nos magasins.</li><li>Convertissez 1 000 points en un bon d’achat de 10 et utilisez-le pour votre prochaine commande.</li></ol>',
        '<ol><li>Melde dich kostenlos an, wenn du dein Konto erstellst, oder später auf deiner Kontoseite.</li><li>Sammle 10 Punkte für jede ausgegebene 1, online und in unseren Geschäften.</li><li>Wandle 1.000 Punkte in einen Gutschein über 10 um und löse ihn bei deiner nächsten Bestellung ein.</li></ol>',
        '<ol><li>Iscriviti gratis quando crei l’account, o più tardi dalla pagina del tuo account.</li><li>Raccogli 10 punti per ogni 1 speso, online e nei nostri negozi.</li><li>Trasforma 1.000 punti in un buono da 10 e usalo per il tuo prossimo ordine.</li></ol>',
        '<ol><li>Únete gratis al crear tu cuenta, o más tarde desde la página de tu cuenta.</li><li>Acumula 10 puntos por cada 1 que gastes, en línea y en nuestras tiendas.</li><li>Convierte 1.000 puntos en un vale de 10 y úsalo en tu próximo pedido.</li></ol>',
        '<ol><li>Word gratis lid als je je account aanmaakt, of later via je accountpagina.</li><li>Spaar 10 punten voor elke 1 die je besteedt, online en in onze winkels.</li><li>Zet 1.000 punten om in een tegoedbon van 10 en gebruik hem bij je volgende bestelling.</li></ol>',
      ),
    },
    {
      id: 'what-members-get',
      title: text(
        'What members get',
        'Ce que vous obtenez',
        'Das bekommst du als Mitglied',
        'Cosa ottengono i soci',
        'Qué consiguen los socios',
        'Wat leden krijgen',
      ),
      html: text(
        '<ul><li>Points on every purchase, and double points in member weeks</li><li>Early access to sales and new collections</li><li>A birthday offer every year</li><li>Invitations to trail days, repair workshops and other events in our stores</li></ul>',
        '<ul><li>Des points à chaque achat, et des points doublés pendant les semaines membres</li><li>Un accès anticipé aux soldes et aux nouvelles collections</li><li>Une offre d’anniversaire chaque année</li><li>Des invitations aux sorties nature, aux ateliers de réparation et aux autres événements de nos magasins</li></ul>',
        '<ul><li>Punkte bei jedem Einkauf und doppelte Punkte in den Mitgliederwochen</li><li>Früherer Zugang zum Sale und zu neuen Kollektionen</li><li>Jedes Jahr ein Geburtstagsangebot</li><li>Einladungen zu Trail-Tagen, Reparatur-Workshops und anderen Events in unseren Geschäften</li></ul>',
        '<ul><li>Punti a ogni acquisto e punti doppi nelle settimane dei soci</li><li>Accesso anticipato ai saldi e alle nuove collezioni</li><li>Un’offerta per il compleanno ogni anno</li><li>Inviti a giornate sui sentieri, laboratori di riparazione e altri eventi nei nostri negozi</li></ul>',
        '<ul><li>Puntos en cada compra, y puntos dobles en las semanas para socios</li><li>Acceso anticipado a las rebajas y a las nuevas colecciones</li><li>Una oferta de cumpleaños cada año</li><li>Invitaciones a jornadas de senderismo, talleres de reparación y otros eventos en nuestras tiendas</li></ul>',
        '<ul><li>Punten bij elke aankoop, en dubbele punten in de ledenweken</li><li>Eerder toegang tot de uitverkoop en nieuwe collecties</li><li>Elk jaar een verjaardagsaanbieding</li><li>Uitnodigingen voor trail-dagen, reparatieworkshops en andere evenementen in onze winkels</li></ul>',
      ),
    },
    {
      id: 'good-to-know',
      title: text(
        'Good to know',
        'Bon à savoir',
        'Gut zu wissen',
        'Buono a sapersi',
        'Conviene saber',
        'Goed om te weten',
      ),
      html: text(
        '<p>Membership is free and you can leave at any time. Points expire 24 months after your last activity, and vouchers are valid for 90 days. The full rules are in the <a href="/loyalty-terms">XPLR Pass terms</a>; questions about your points go through our <a href="/help/contact-us">contact form</a>.</p>',
        '<p>L’adhésion est gratuite et vous pouvez partir à tout moment. Les points expirent 24 mois après votre dernière activité, et les bons d’achat sont valables 90 jours. Toutes les règles figurent dans les <a href="/loyalty-terms">conditions du XPLR Pass</a> ; pour toute question sur vos points, utilisez notre <a href="/help/contact-us">formulaire de contact</a>.</p>',
        '<p>Die Mitgliedschaft ist kostenlos und du kannst jederzeit austreten. Punkte verfallen 24 Monate nach deiner letzten Aktivität, Gutscheine gelten 90 Tage. Alle Regeln stehen in den <a href="/loyalty-terms">Teilnahmebedingungen für XPLR Pass</a>; Fragen zu deinen Punkten beantworten wir über unser <a href="/help/contact-us">Kontaktformular</a>.</p>',
        '<p>L’iscrizione è gratuita e puoi recedere in qualsiasi momento. I punti scadono 24 mesi dopo la tua ultima attività e i buoni sono validi 90 giorni. Tutte le regole sono nelle <a href="/loyalty-terms">condizioni di XPLR Pass</a>; per domande sui tuoi punti usa il nostro <a href="/help/contact-us">modulo di contatto</a>.</p>',
        '<p>La membresía es gratuita y puedes darte de baja cuando quieras. Los puntos caducan 24 meses después de tu última actividad y los vales son válidos 90 días. Todas las reglas están en las <a href="/loyalty-terms">condiciones de XPLR Pass</a>; si tienes preguntas sobre tus puntos, usa nuestro <a href="/help/contact-us">formulario de contacto</a>.</p>',
        '<p>Het lidmaatschap is gratis en je kunt altijd opzeggen. Punten vervallen 24 maanden na je laatste activiteit en tegoedbonnen zijn 90 dagen geldig. Alle regels staan in de <a href="/loyalty-terms">voorwaarden van XPLR Pass</a>; vragen over je punten stel je via ons <a href="/help/contact-us">contactformulier</a>.</p>',
      ),
    },
  ],
}
