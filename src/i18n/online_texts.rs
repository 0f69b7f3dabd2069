//! The words of playing from one's own device (the module games' `host::online`): joining a
//! table from an invitation, the reply to send back. All four languages are compiled into
//! the games module.

use crate::store::lang::Lang;

text_set! {
pub struct OnlineTexts {
    /// The invitation opened: "Join Zoe's table as Anna" (the host's name, the seat's).
    join_title(host: &str, seat: &str) -> String,
    /// The game it is, under the title: "Müller Matz".
    join_help,
    join,
    /// While the reply is made.
    preparing,
    /// The reply's read-only textbox: "Your reply for Zoe".
    reply_for(name: &str) -> String,
    /// How the reply goes back: "Send it to Zoe …".
    reply_help(name: &str) -> String,
    copy_reply,
    share,
    copied,
    /// The data channel is open: "Connected to Zoe's table".
    connected(name: &str) -> String,
    /// The host seated this device: "You are at Zoe's table".
    seated(name: &str) -> String,
    /// A guest at a deal's end: the host deals the next one.
    host_deals(name: &str) -> String,
    /// The guest goes back to its own app: "Leave Zoe's table".
    leave(name: &str) -> String,
    /// The connection was lost.
    lost(name: &str) -> String,
    /// ICE found no route.
    no_route,
    /// The browser refused the STUN address of the settings.
    stun_unusable,
    /// This device joined this invitation before (the page was reloaded): "You left Zoe's table".
    left(name: &str) -> String,
    /// How to come back: a new invitation from the host ("Invite SEAT again" there).
    reconnect_help(host: &str, seat: &str) -> String,
    /// The textbox for the new invitation link.
    new_invitation,
    reconnect,
    /// What was pasted is no invitation link.
    not_invitation,
    /// The invitation could not be read: "This invitation cannot be read: …".
    bad_invitation(error: &str) -> String,
    /// The QR code's label: "QR code of the reply".
    qr_reply,
    /// The invitation's QR code: "QR code of the invitation link for Anna".
    qr_invitation(name: &str) -> String,
    /// Under it: another phone in the room scans it.
    qr_help,
    /// The host reads a reply's QR code with the camera: "Scan Anna's reply".
    scan_reply(name: &str) -> String,
    /// The camera's picture while scanning.
    camera_of(name: &str) -> String,
    stop_scanning,
    /// The camera could not be opened (refused, or none).
    camera_failed,
    /// This browser has no WebRTC: it can neither invite nor join.
    no_webrtc,
    // ── The host's side ──
    /// Over the invitations: play begins when every friend is here.
    waiting_for_friends,
    /// A seat's invitation: "Invite Anna".
    invite(name: &str) -> String,
    preparing_invitation,
    /// The link's read-only textbox: "Invitation link for Anna".
    invitation_link_for(name: &str) -> String,
    copy_invitation,
    /// The reply's textbox: "Paste Anna's reply".
    paste_reply(name: &str) -> String,
    connect,
    /// "Connecting to Anna…".
    connecting(name: &str) -> String,
    /// "Anna is here".
    is_here(name: &str) -> String,
    /// "Anna is away".
    is_away(name: &str) -> String,
    /// "Play without Anna": the friend is not waited for, the seat's bot plays.
    play_without(name: &str) -> String,
    play_without_help(name: &str) -> String,
    /// The same where the settings stay as they are: only the match in play changes.
    play_without_this_match(name: &str) -> String,
    /// "Invite Anna again" (a friend who is away).
    invite_again(name: &str) -> String,
    /// Settings: the STUN server's address.
    stun_label,
    stun_help,
    /// Settings: how long an away friend's seat waits before its bot plays.
    away_label,
    away_help,
    /// A choice of that wait: "30 seconds", "2 minutes".
    wait(n: u64) -> String,
    /// Settings: how long a friend here has for each decision before their bot makes it.
    clock_label,
    clock_help,
    /// The choice of no clock.
    clock_off,
    /// The host's table, a friend's last seconds: "Anna: 12 s left".
    time_left(name: &str, seconds: u64) -> String,
    /// The friend's own last seconds: "Your time: 12 s".
    your_time(seconds: u64) -> String,
    /// A friend's time ran out: "Time: the bot played for Anna".
    bot_played_for(name: &str) -> String,
}
}

pub fn online_texts(lang: Lang) -> &'static OnlineTexts {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

pub const EN: OnlineTexts = OnlineTexts {
    join_title: |h, s| format!("Join {h}'s table as {s}"),
    join_help: "You play from this device: your cards stay on it, and the host's device keeps the game.",
    join: "Join",
    preparing: "Preparing your reply…",
    reply_for: |h| format!("Your reply for {h}"),
    reply_help: |h| format!("Send this reply to {h} (a message, or let them scan the code); you are connected as soon as they paste or scan it."),
    copy_reply: "Copy reply",
    share: "Share",
    copied: "Copied",
    connected: |h| format!("Connected to {h}'s table"),
    seated: |h| format!("You are at {h}'s table"),
    host_deals: |h| format!("{h} deals the next one."),
    leave: |h| format!("Leave {h}'s table"),
    lost: |h| format!("The connection to {h}'s table was lost"),
    no_route: "No direct route between your devices — try the same Wi-Fi",
    stun_unusable: "This connection helper (STUN) cannot be used: check its address in Settings.",
    left: |h| format!("You left {h}'s table"),
    reconnect_help: |h, seat| format!("Ask {h} for a new invitation (\"Invite {seat} again\" on {h}'s device), then open it or paste it here: you come back to your seat with your cards."),
    new_invitation: "New invitation link",
    reconnect: "Reconnect",
    not_invitation: "This is not an invitation link of this app.",
    bad_invitation: |why| format!("This invitation cannot be read: {why}"),
    qr_reply: "QR code of the reply",
    qr_invitation: |n| format!("QR code of the invitation link for {n}"),
    qr_help: "A phone in the same room can scan this code with its camera.",
    scan_reply: |n| format!("Scan {n}'s reply"),
    camera_of: |n| format!("Camera for {n}'s reply"),
    stop_scanning: "Stop scanning",
    camera_failed: "The camera could not be opened: paste the reply instead.",
    no_webrtc: "This browser cannot play with friends online: it has no WebRTC, the way two devices talk to each other directly. Open the app in another browser.",
    waiting_for_friends: "Invite your friends: play begins when everyone is here.",
    invite: |n| format!("Invite {n}"),
    preparing_invitation: "Preparing the invitation…",
    invitation_link_for: |n| format!("Invitation link for {n}"),
    copy_invitation: "Copy invitation link",
    paste_reply: |n| format!("Paste {n}'s reply"),
    connect: "Connect",
    connecting: |n| format!("Connecting to {n}…"),
    is_here: |n| format!("{n} is here"),
    is_away: |n| format!("{n} is away"),
    stun_label: "Connection helper (STUN)",
    stun_help: "For friends online on another network: this public server tells each device its public address (it sees nothing of the game). Empty: the same network only.",
    away_label: "A friend who is away: their bot plays after",
    away_help: "Until then their seat waits for them; \"Invite NAME again\" brings them back at any time.",
    wait: |s| if s < 60 { format!("{s} seconds") } else if s == 60 { "1 minute".into() } else { format!("{} minutes", s / 60) },
    clock_label: "Time per move online",
    clock_help: "A friend who has not played when their time is up: their bot makes that one move, and they play on.",
    clock_off: "Off",
    time_left: |n, s| format!("{n}: {s} s left"),
    your_time: |s| format!("Your time: {s} s"),
    bot_played_for: |n| format!("Time: the bot played for {n}"),
    invite_again: |n| format!("Invite {n} again"),
    play_without: |n| format!("Play without {n}"),
    play_without_help: |n| format!("A bot plays {n}'s seat, in the next matches too (Settings → \"Who plays {n}\")."),
    play_without_this_match: |n| format!("A bot plays {n}'s seat for the rest of this match."),
};

pub const FR: OnlineTexts = OnlineTexts {
    join_title: |h, s| format!("Rejoindre la table de {h} comme {s}"),
    join_help: "Vous jouez depuis cet appareil\u{a0}: vos cartes y restent, et l’appareil de l’hôte tient la partie.",
    join: "Rejoindre",
    preparing: "Préparation de votre réponse…",
    reply_for: |h| format!("Votre réponse pour {h}"),
    reply_help: |h| format!("Envoyez cette réponse à {h} (un message, ou le code à scanner)\u{a0}; vous êtes connecté dès qu’elle est collée ou scannée."),
    copy_reply: "Copier la réponse",
    share: "Partager",
    copied: "Copié",
    connected: |h| format!("Connecté à la table de {h}"),
    seated: |h| format!("Vous êtes à la table de {h}"),
    host_deals: |h| format!("{h} distribue la donne suivante."),
    leave: |h| format!("Quitter la table de {h}"),
    lost: |h| format!("La connexion à la table de {h} est perdue"),
    no_route: "Pas de route directe entre vos appareils — essayez le même Wi-Fi",
    stun_unusable: "Cette aide à la connexion (STUN) est inutilisable\u{a0}: vérifiez son adresse dans les Réglages.",
    left: |h| format!("Vous avez quitté la table de {h}"),
    reconnect_help: |h, seat| format!("Demandez à {h} une nouvelle invitation («\u{a0}Inviter {seat} à nouveau\u{a0}» sur son appareil), puis ouvrez-la ou collez-la ici\u{a0}: vous retrouvez votre place et vos cartes."),
    new_invitation: "Nouveau lien d’invitation",
    reconnect: "Se reconnecter",
    not_invitation: "Ce n’est pas un lien d’invitation de cette application.",
    bad_invitation: |why| format!("Cette invitation est illisible\u{a0}: {why}"),
    qr_reply: "Code QR de la réponse",
    qr_invitation: |n| format!("Code QR du lien d’invitation pour {n}"),
    qr_help: "Un téléphone dans la même pièce peut scanner ce code avec son appareil photo.",
    scan_reply: |n| format!("Scanner la réponse de {n}"),
    camera_of: |n| format!("Caméra pour la réponse de {n}"),
    stop_scanning: "Arrêter de scanner",
    camera_failed: "La caméra n’a pas pu s’ouvrir\u{a0}: collez plutôt la réponse.",
    no_webrtc: "Ce navigateur ne peut pas jouer avec des amis en ligne : il n’a pas WebRTC, qui permet à deux appareils de se parler directement. Ouvrez l’app dans un autre navigateur.",
    waiting_for_friends: "Invitez vos amis\u{a0}: la partie commence quand tout le monde est là.",
    invite: |n| format!("Inviter {n}"),
    preparing_invitation: "Préparation de l’invitation…",
    invitation_link_for: |n| format!("Lien d’invitation pour {n}"),
    copy_invitation: "Copier le lien d’invitation",
    paste_reply: |n| format!("Collez la réponse de {n}"),
    connect: "Connecter",
    connecting: |n| format!("Connexion avec {n}…"),
    is_here: |n| format!("{n} est là"),
    is_away: |n| format!("{n} est absent"),
    stun_label: "Aide à la connexion (STUN)",
    stun_help: "Pour des amis en ligne sur un autre réseau\u{a0}: ce serveur public indique à chaque appareil son adresse publique (il ne voit rien de la partie). Vide\u{a0}: le même réseau seulement.",
    away_label: "Un ami absent\u{a0}: son robot joue après",
    away_help: "Jusque-là, sa place l’attend\u{a0}; «\u{a0}Inviter NOM à nouveau\u{a0}» le fait revenir à tout moment.",
    wait: |s| if s < 60 { format!("{s} secondes") } else if s == 60 { "1 minute".into() } else { format!("{} minutes", s / 60) },
    clock_label: "Temps par coup en ligne",
    clock_help: "Un ami qui n’a pas joué à temps\u{a0}: son robot joue ce coup-là, puis l’ami reprend la main.",
    clock_off: "Désactivé",
    time_left: |n, s| format!("{n}\u{a0}: encore {s}\u{a0}s"),
    your_time: |s| format!("Votre temps\u{a0}: {s}\u{a0}s"),
    bot_played_for: |n| format!("Temps écoulé\u{a0}: le robot a joué pour {n}"),
    invite_again: |n| format!("Inviter {n} à nouveau"),
    play_without: |n| format!("Jouer sans {n}"),
    play_without_help: |n| format!("Un bot joue la place de {n}, aussi dans les parties suivantes (Réglages → «\u{a0}Qui joue pour {n}\u{a0}»)."),
    play_without_this_match: |n| format!("Un bot joue la place de {n} jusqu’à la fin de cette partie."),
};

pub const DE: OnlineTexts = OnlineTexts {
    join_title: |h, s| format!("An {h}s Tisch als {s} Platz nehmen"),
    join_help: "Du spielst von diesem Gerät: deine Karten bleiben darauf, das Gerät des Gastgebers führt das Spiel.",
    join: "Beitreten",
    preparing: "Deine Antwort wird vorbereitet…",
    reply_for: |h| format!("Deine Antwort für {h}"),
    reply_help: |h| format!("Schick diese Antwort an {h} (als Nachricht, oder zum Scannen); du bist verbunden, sobald sie eingefügt oder gescannt ist."),
    copy_reply: "Antwort kopieren",
    share: "Teilen",
    copied: "Kopiert",
    connected: |h| format!("Mit {h}s Tisch verbunden"),
    seated: |h| format!("Du sitzt an {h}s Tisch"),
    host_deals: |h| format!("{h} gibt die nächste Runde."),
    leave: |h| format!("{h}s Tisch verlassen"),
    lost: |h| format!("Die Verbindung zu {h}s Tisch ist abgebrochen"),
    no_route: "Kein direkter Weg zwischen euren Geräten — versucht dasselbe WLAN",
    stun_unusable: "Dieser Verbindungshelfer (STUN) ist nicht nutzbar: prüft seine Adresse in den Einstellungen.",
    left: |h| format!("Du hast {h}s Tisch verlassen"),
    reconnect_help: |h, seat| format!("Bitte {h} um eine neue Einladung („{seat} neu einladen“ auf {h}s Gerät), dann öffne sie oder füge sie hier ein: Du kommst mit deinen Karten an deinen Platz zurück."),
    new_invitation: "Neuer Einladungslink",
    reconnect: "Wieder verbinden",
    not_invitation: "Das ist kein Einladungslink dieser App.",
    bad_invitation: |why| format!("Diese Einladung ist nicht lesbar: {why}"),
    qr_reply: "QR-Code der Antwort",
    qr_invitation: |n| format!("QR-Code des Einladungslinks für {n}"),
    qr_help: "Ein Handy im selben Raum kann diesen Code mit seiner Kamera scannen.",
    scan_reply: |n| format!("{n}s Antwort scannen"),
    camera_of: |n| format!("Kamera für {n}s Antwort"),
    stop_scanning: "Scannen beenden",
    camera_failed: "Die Kamera ließ sich nicht öffnen: Füge die Antwort stattdessen ein.",
    no_webrtc: "Dieser Browser kann nicht mit Freunden online spielen: Ihm fehlt WebRTC, über das zwei Geräte direkt miteinander sprechen. Öffne die App in einem anderen Browser.",
    waiting_for_friends: "Lade deine Freunde ein: das Spiel beginnt, wenn alle da sind.",
    invite: |n| format!("{n} einladen"),
    preparing_invitation: "Die Einladung wird vorbereitet…",
    invitation_link_for: |n| format!("Einladungslink für {n}"),
    copy_invitation: "Einladungslink kopieren",
    paste_reply: |n| format!("{n}s Antwort einfügen"),
    connect: "Verbinden",
    connecting: |n| format!("Verbindung mit {n}…"),
    is_here: |n| format!("{n} ist da"),
    is_away: |n| format!("{n} ist weg"),
    stun_label: "Verbindungshelfer (STUN)",
    stun_help: "Für Freunde online in einem anderen Netz: dieser öffentliche Server nennt jedem Gerät seine öffentliche Adresse (vom Spiel sieht er nichts). Leer: nur im selben Netz.",
    away_label: "Ein Freund ist weg: sein Bot spielt nach",
    away_help: "Bis dahin wartet sein Platz auf ihn; „NAME neu einladen“ holt ihn jederzeit zurück.",
    wait: |s| if s < 60 { format!("{s} Sekunden") } else if s == 60 { "1 Minute".into() } else { format!("{} Minuten", s / 60) },
    clock_label: "Zeit pro Zug online",
    clock_help: "Wer nicht rechtzeitig spielt: sein Bot macht diesen einen Zug, dann spielt er selbst weiter.",
    clock_off: "Aus",
    time_left: |n, s| format!("{n}: noch {s} s"),
    your_time: |s| format!("Deine Zeit: {s} s"),
    bot_played_for: |n| format!("Zeit abgelaufen: der Bot hat für {n} gespielt"),
    invite_again: |n| format!("{n} neu einladen"),
    play_without: |n| format!("Ohne {n} spielen"),
    play_without_help: |n| format!("Ein Bot spielt {n}s Platz, auch in den nächsten Partien (Einstellungen → „Wer spielt für {n}“)."),
    play_without_this_match: |n| format!("Ein Bot spielt {n}s Platz bis zum Ende dieser Partie."),
};

pub const LB: OnlineTexts = OnlineTexts {
    join_title: |h, s| format!("Als {s} un den Dësch vu(n) {h} sëtzen"),
    join_help: "Du spills vun dësem Apparat: deng Kaarte bleiwen drop, an den Apparat vum Gaaschtgeber féiert d’Spill.",
    join: "Matmaachen",
    preparing: "Deng Äntwert gëtt virbereet…",
    reply_for: |h| format!("Deng Äntwert fir {h}"),
    reply_help: |h| format!("Schéck dës Äntwert un {h} (e Message, oder de Code fir ze scannen); du bass verbonnen, soubal en se apecht oder scannt."),
    copy_reply: "Äntwert kopéieren",
    share: "Deelen",
    copied: "Kopéiert",
    connected: |h| format!("Mam Dësch vu(n) {h} verbonnen"),
    seated: |h| format!("Du sëtz um Dësch vu(n) {h}"),
    host_deals: |h| format!("{h} gëtt déi nächst Ronn."),
    leave: |h| format!("Den Dësch vu(n) {h} verloossen"),
    lost: |h| format!("D’Verbindung mam Dësch vu(n) {h} ass ofgerappt"),
    no_route: "Kee direkte Wee tëscht Ären Apparater — probéiert datselwecht WLAN",
    stun_unusable: "Dëse Verbindungshëllef (STUN) ka net benotzt ginn: kuckt seng Adress an den Astellungen no.",
    left: |h| format!("Du hues den Dësch vu(n) {h} verlooss"),
    reconnect_help: |h, seat| format!("Fro {h} no enger neier Invitatioun („{seat} nach eng Kéier invitéieren“ op sengem Apparat), maach se dann op oder fëg se hei an: Du kënns mat denge Kaarten op deng Plaz zréck."),
    new_invitation: "Neie Link vun der Invitatioun",
    reconnect: "Nees verbannen",
    not_invitation: "Dat ass kee Link vun enger Invitatioun vun dëser App.",
    bad_invitation: |why| format!("Dës Invitatioun ass net liesbar: {why}"),
    qr_reply: "QR-Code vun der Äntwert",
    qr_invitation: |n| format!("QR-Code vum Invitatiounslink fir {n}"),
    qr_help: "En Handy am selwechte Raum kann dëse Code mat senger Kamera scannen.",
    scan_reply: |n| format!("D’Äntwert vu(n) {n} scannen"),
    camera_of: |n| format!("Kamera fir d’Äntwert vu(n) {n}"),
    stop_scanning: "Scannen ophalen",
    camera_failed: "D’Kamera konnt net opgoen: Fëg d’Äntwert amplaz an.",
    no_webrtc: "Dëse Browser ka net mat Frënn online spillen: Him feelt WebRTC, iwwer dat zwee Apparater direkt matenee schwätzen. Maach d’App an engem anere Browser op.",
    waiting_for_friends: "Invitéier deng Frënn: d’Spill fänkt un, wann all do sinn.",
    invite: |n| format!("{n} invitéieren"),
    preparing_invitation: "D’Invitatioun gëtt virbereet…",
    invitation_link_for: |n| format!("Invitatiounslink fir {n}"),
    copy_invitation: "Invitatiounslink kopéieren",
    paste_reply: |n| format!("D’Äntwert vu(n) {n} apechen"),
    connect: "Verbannen",
    connecting: |n| format!("Verbindung mat {n}…"),
    is_here: |n| format!("{n} ass do"),
    is_away: |n| format!("{n} ass fort"),
    stun_label: "Verbindungshëllef (STUN)",
    stun_help: "Fir Frënn online an engem anere Netz: dëse public Server seet all Apparat seng ëffentlech Adress (vum Spill gesäit en näischt). Eidel: nëmmen am selwechte Netz.",
    away_label: "E Frënd ass fort: säi Bot spillt no",
    away_help: "Bis dohin waart seng Plaz op hien; „NAME nach eng Kéier invitéieren“ bréngt hien all Moment zréck.",
    wait: |s| if s < 60 { format!("{s} Sekonnen") } else if s == 60 { "1 Minutt".into() } else { format!("{} Minutten", s / 60) },
    clock_label: "Zäit pro Zuch online",
    clock_help: "Wien net an der Zäit spillt: säi Bot mécht dësen een Zuch, duerno spillt hie selwer weider.",
    clock_off: "Aus",
    time_left: |n, s| format!("{n}: nach {s} s"),
    your_time: |s| format!("Deng Zäit: {s} s"),
    bot_played_for: |n| format!("Zäit eriwwer: de Bot huet fir {n} gespillt"),
    invite_again: |n| format!("{n} nach eng Kéier invitéieren"),
    play_without: |n| format!("Ouni {n} spillen"),
    play_without_help: |n| format!("E Bot spillt d’Plaz vu(n) {n}, och an den nächste Partien (Astellungen → „Wie spillt fir {n}“)."),
    play_without_this_match: |n| format!("E Bot spillt d’Plaz vu(n) {n} bis um Enn vun dëser Partie."),
};
