/** `/sms-terms`: text messages from the shop: double opt-in, what is sent, costs, STOP. */
import { type LegalPage, text } from './text'

export const smsTerms: LegalPage = {
  title: text(
    'SMS terms',
    'Conditions des SMS',
    'SMS-Bedingungen',
    'Condizioni per gli SMS',
    'Condiciones de los SMS',
    'Sms-voorwaarden',
  ),
  summary: text(
    'These terms apply when you sign up for text messages from us: offers, news about products and events and, if you ask for them, order updates.',
    'Ces conditions s’appliquent lorsque vous vous inscrivez à nos SMS : offres, nouveautés produits et événements et, si vous le demandez, le suivi de vos commandes.',
    'Diese Bedingungen gelten, wenn du dich für SMS von uns anmeldest: Angebote, Neuigkeiten zu Produkten und Events und, wenn du möchtest, Updates zu deinen Bestellungen.',
    'Queste condizioni valgono quando ti iscrivi ai nostri SMS: offerte, novità su prodotti ed eventi e, se lo chiedi, aggiornamenti sugli ordini.',
    'Estas condiciones se aplican cuando te suscribes a nuestros SMS: ofertas, novedades de productos y eventos y, si los pides, avisos sobre tus pedidos.',
    'Deze voorwaarden gelden als je je aanmeldt voor sms’jes van ons: aanbiedingen, nieuws over producten en evenementen en, als je erom vraagt, updates over je bestellingen.',
  ),
  sections: [
    {
      id: 'double-opt-in',
      title: text(
        'Signing up: double opt-in',
        'Inscription : double confirmation',
        'Anmeldung: Double-Opt-in',
        'Iscrizione: doppia conferma',
        'Suscripción: doble confirmación',
        'Aanmelden: dubbele bevestiging',
      ),
      html: text(
        '<p>You can sign up when you create your account, or later from your account page, by giving your mobile number and ticking the box for texts. We then send one text asking you to confirm. Only once you reply YES are you signed up. This double opt-in makes sure nobody can sign up a number that is not theirs; if you do not reply within 72 hours, we delete the request.</p>',
        '<p>Vous pouvez vous inscrire en créant votre compte, ou plus tard depuis la page de votre compte, en indiquant votre numéro de mobile et en cochant la case des SMS. Nous vous envoyons alors un SMS vous demandant de confirmer. Vous n’êtes inscrit qu’après avoir répondu OUI. Cette double confirmation garantit que personne ne peut inscrire un numéro qui n’est pas le sien ; sans réponse de votre part sous 72 heures, nous supprimons la demande.</p>',
        '<p>Du kannst dich anmelden, wenn du dein Konto erstellst, oder später auf deiner Kontoseite, indem du deine Handynummer angibst und das Kästchen für SMS ankreuzt. Wir schicken dir dann eine SMS mit der Bitte um Bestätigung. Erst wenn du mit JA antwortest, bist du angemeldet. Dieses Double-Opt-in stellt sicher, dass niemand eine fremde Nummer anmelden kann; antwortest du nicht innerhalb von 72 Stunden, löschen wir die Anfrage.</p>',
        '<p>Puoi iscriverti quando crei l’account, o più tardi dalla pagina del tuo account, indicando il tuo numero di cellulare e spuntando la casella degli SMS. Ti inviamo quindi un SMS per chiederti di confermare. Sei iscritto solo dopo aver risposto SÌ. Questa doppia conferma garantisce che nessuno possa iscrivere un numero che non è suo; se non rispondi entro 72 ore, cancelliamo la richiesta.</p>',
        '<p>Puedes suscribirte al crear tu cuenta, o más tarde desde la página de tu cuenta, indicando tu número de móvil y marcando la casilla de SMS. Después te enviamos un SMS para que lo confirmes. Solo quedas suscrito cuando respondes SÍ. Esta doble confirmación garantiza que nadie pueda suscribir un número que no sea suyo; si no respondes en 72 horas, borramos la solicitud.</p>',
        '<p>Je kunt je aanmelden als je je account aanmaakt, of later via je accountpagina, door je mobiele nummer op te geven en het vakje voor sms’jes aan te vinken. We sturen je dan één sms met de vraag om te bevestigen. Pas als je met JA antwoordt, ben je aangemeld. Deze dubbele bevestiging zorgt ervoor dat niemand een nummer kan aanmelden dat niet van hem is; antwoord je niet binnen 72 uur, dan verwijderen we het verzoek.</p>',
      ),
    },
    {
      id: 'what-we-send',
      title: text(
        'What we send and how often',
        'Ce que nous envoyons et à quelle fréquence',
        'Was wir schicken und wie oft',
        'Cosa inviamo e con quale frequenza',
        'Qué enviamos y con qué frecuencia',
        'Wat we sturen en hoe vaak',
      ),
      html: text(
        '<p>Up to four marketing texts a month, plus order updates if you asked for them. We send texts between 9 am and 8 pm in your time zone, and never share the content of your orders in a marketing text.</p>',
        '<p>Jusqu’à quatre SMS marketing par mois, plus le suivi de vos commandes si vous l’avez demandé. Nous envoyons nos SMS entre 9 h et 20 h dans votre fuseau horaire, et ne mentionnons jamais le contenu de vos commandes dans un SMS marketing.</p>',
        '<p>Bis zu vier Werbe-SMS im Monat, dazu Bestell-Updates, wenn du sie angefordert hast. Wir schicken SMS zwischen 9 und 20 Uhr in deiner Zeitzone und nennen in Werbe-SMS nie den Inhalt deiner Bestellungen.</p>',
        '<p>Fino a quattro SMS promozionali al mese, più gli aggiornamenti sugli ordini se li hai richiesti. Inviamo SMS tra le 9 e le 20 nel tuo fuso orario e non citiamo mai il contenuto dei tuoi ordini in un SMS promozionale.</p>',
        '<p>Hasta cuatro SMS promocionales al mes, más los avisos de pedido si los has pedido. Enviamos SMS entre las 9:00 y las 20:00 en tu zona horaria, y nunca mencionamos el contenido de tus pedidos en un SMS promocional.</p>',
        '<p>Maximaal vier marketing-sms’jes per maand, plus bestelupdates als je daarom hebt gevraagd. We sturen sms’jes tussen 9.00 en 20.00 uur in jouw tijdzone en noemen nooit de inhoud van je bestellingen in een marketing-sms.</p>',
      ),
    },
    {
      id: 'costs',
      title: text('Costs', 'Coûts', 'Kosten', 'Costi', 'Costes', 'Kosten'),
      html: text(
        '<p>Our texts are free, but your mobile provider’s standard rates for messages and data may apply, including to your replies. Text HELP to get help by text.</p>',
        '<p>Nos SMS sont gratuits, mais les tarifs habituels de votre opérateur pour les messages et les données peuvent s’appliquer, y compris à vos réponses. Envoyez AIDE pour obtenir de l’aide par SMS.</p>',
        '<p>Unsere SMS sind kostenlos, aber für Nachrichten und Daten, auch für deine Antworten, können die üblichen Preise deines Mobilfunkanbieters anfallen. Schick HILFE, um per SMS Hilfe zu bekommen.</p>',
        '<p>I nostri SMS sono gratuiti, ma possono applicarsi le tariffe standard del tuo operatore per messaggi e dati, anche per le tue risposte. Invia AIUTO per ricevere assistenza via SMS.</p>',
        '<p>Nuestros SMS son gratuitos, pero pueden aplicarse las tarifas habituales de tu operador para mensajes y datos, también a tus respuestas. Envía AYUDA para recibir ayuda por SMS.</p>',
        '<p>Onze sms’jes zijn gratis, maar de gewone tarieven van je provider voor berichten en data kunnen gelden, ook voor je antwoorden. Stuur HELP om hulp per sms te krijgen.</p>',
      ),
    },
    {
      id: 'stop',
      title: text(
        'Stopping texts: STOP',
        'Arrêter les SMS : STOP',
        'SMS abbestellen: STOPP',
        'Interrompere gli SMS: STOP',
        'Dejar de recibir SMS: BAJA',
        'Sms’jes stoppen: STOP',
      ),
      html: text(
        '<p>You can stop at any time: reply STOP to any of our texts, or untick texts on your account page. We confirm with one last text and then send nothing more. Stopping marketing texts does not affect your account, your orders or your XPLR Pass points.</p>',
        '<p>Vous pouvez arrêter à tout moment : répondez STOP à l’un de nos SMS, ou décochez les SMS sur la page de votre compte. Nous vous le confirmons par un dernier SMS, puis nous n’envoyons plus rien. L’arrêt des SMS marketing n’a aucun effet sur votre compte, vos commandes ou vos points XPLR Pass.</p>',
        '<p>Du kannst jederzeit abbestellen: Antworte STOPP auf eine unserer SMS oder entferne auf deiner Kontoseite den Haken bei SMS. Wir bestätigen das mit einer letzten SMS und schicken danach nichts mehr. Das Abbestellen von Werbe-SMS hat keinen Einfluss auf dein Konto, deine Bestellungen oder deine XPLR-Pass-Punkte.</p>',
        '<p>Puoi interrompere in qualsiasi momento: rispondi STOP a uno dei nostri SMS, oppure togli la spunta agli SMS nella pagina del tuo account. Te lo confermiamo con un ultimo SMS e poi non inviamo più nulla. Interrompere gli SMS promozionali non ha effetti sul tuo account, sui tuoi ordini o sui tuoi punti XPLR Pass.</p>',
        '<p>Puedes darte de baja cuando quieras: responde BAJA a cualquiera de nuestros SMS, o desmarca los SMS en la página de tu cuenta. Te lo confirmamos con un último SMS y después no enviamos nada más. Darte de baja de los SMS promocionales no afecta a tu cuenta, tus pedidos ni tus puntos XPLR Pass.</p>',
        '<p>Je kunt altijd stoppen: antwoord STOP op een van onze sms’jes, of vink sms’jes uit op je accountpagina. We bevestigen dat met een laatste sms en sturen daarna niets meer. Stoppen met marketing-sms’jes heeft geen invloed op je account, je bestellingen of je XPLR Pass-punten.</p>',
      ),
    },
    {
      id: 'your-number',
      title: text('Your number', 'Votre numéro', 'Deine Nummer', 'Il tuo numero', 'Tu número', 'Je nummer'),
      html: text(
        '<p>We use your number only to send the texts you chose, and never give it to anyone for their own marketing. Please tell us, or change it on your account page, if you change or give up your number. Read more in our <a href="/privacy">privacy policy</a>. Mobile providers are not responsible for texts that arrive late or not at all.</p>',
        '<p>Nous utilisons votre numéro uniquement pour vous envoyer les SMS que vous avez choisis, et ne le communiquons jamais à des tiers pour leur propre marketing. Prévenez-nous, ou modifiez-le sur la page de votre compte, si vous changez de numéro ou y renoncez. Pour en savoir plus, consultez notre <a href="/privacy">politique de confidentialité</a>. Les opérateurs mobiles ne sont pas responsables des SMS reçus en retard ou non reçus.</p>',
        '<p>Wir nutzen deine Nummer nur, um dir die SMS zu schicken, die du gewählt hast, und geben sie nie an andere für deren Werbung weiter. Sag uns bitte Bescheid oder ändere sie auf deiner Kontoseite, wenn du deine Nummer wechselst oder aufgibst. Mehr dazu in unserer <a href="/privacy">Datenschutzerklärung</a>. Mobilfunkanbieter haften nicht für SMS, die verspätet oder gar nicht ankommen.</p>',
        '<p>Usiamo il tuo numero solo per inviarti gli SMS che hai scelto e non lo cediamo mai ad altri per il loro marketing. Avvisaci, o modificalo nella pagina del tuo account, se cambi numero o non lo usi più. Scopri di più nella nostra <a href="/privacy">informativa sulla privacy</a>. Gli operatori mobili non sono responsabili degli SMS arrivati in ritardo o non arrivati.</p>',
        '<p>Usamos tu número solo para enviarte los SMS que has elegido, y nunca se lo damos a nadie para su propia publicidad. Avísanos, o cámbialo en la página de tu cuenta, si cambias de número o dejas de usarlo. Más información en nuestra <a href="/privacy">política de privacidad</a>. Los operadores móviles no son responsables de los SMS que lleguen tarde o no lleguen.</p>',
        '<p>We gebruiken je nummer alleen om je de sms’jes te sturen die je hebt gekozen, en geven het nooit aan anderen voor hun eigen marketing. Laat het ons weten, of wijzig het op je accountpagina, als je van nummer verandert of het niet meer gebruikt. Lees meer in ons <a href="/privacy">privacybeleid</a>. Mobiele providers zijn niet verantwoordelijk voor sms’jes die te laat of niet aankomen.</p>',
      ),
    },
  ],
}
