<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Lan</name>
    <message>
        <source>LAN party</source>
        <translation>Partie en réseau local</translation>
    </message>
    <message>
        <source>Play with friends on the same network: one computer hosts the table, the others find it and join.</source>
        <translation>Jouez entre amis sur le même réseau : un ordinateur accueille la table, les autres la trouvent et la rejoignent.</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Héberger une partie</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>&amp;Host a LAN game…</source>
        <translation>&amp;Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>&amp;Join a LAN game…</source>
        <translation>&amp;Rejoindre une partie en réseau…</translation>
    </message>
    <message>
        <source>The table could not be opened on this network address: %1</source>
        <translation>Impossible d&apos;ouvrir la table à cette adresse réseau : %1</translation>
    </message>
    <message>
        <source>Every seat must be taken and every player ready before the start.</source>
        <translation>Avant de commencer, toutes les places doivent être prises et tous les joueurs prêts.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>I play at this screen (seat 1)</source>
        <translation>Je joue sur cet écran (place 1)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>%1 (coming soon)</source>
        <translation>%1 (bientôt)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Mot de passe (facultatif)</translation>
    </message>
    <message>
        <source>anyone on the network may join</source>
        <translation>tout le monde sur le réseau peut rejoindre</translation>
    </message>
    <message>
        <source>unchanged: the saved table&apos;s password</source>
        <translation>inchangé : le mot de passe de la table enregistrée</translation>
    </message>
    <message>
        <source>Resume the table</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nouvelle table</translation>
    </message>
    <message>
        <source>Resume a table</source>
        <translation>Reprendre une table</translation>
    </message>
    <message>
        <source>These tables were closed before their game ended. Resumed, a table waits for its players: their apps reconnect by themselves and get their seats back.</source>
        <translation>Ces tables ont été fermées avant la fin de leur partie. Une table reprise attend ses joueurs : leurs applications se reconnectent d’elles-mêmes et leur rendent leur place.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Jouée le</translation>
    </message>
    <message>
        <source>If a player drops out</source>
        <translation>Si un joueur se déconnecte</translation>
    </message>
    <message>
        <source>Allow hints for every player (the Strong level&apos;s advice, on request)</source>
        <translation>Autoriser les conseils pour tous les joueurs (l&apos;avis du niveau Fort, sur demande)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>All network connections</source>
        <translation>Toutes les connexions réseau</translation>
    </message>
    <message>
        <source>Players on your network will see the table in their list. In the waiting room you can give open seats to computers.</source>
        <translation>Les joueurs de votre réseau verront la table dans leur liste. Dans la salle d&apos;attente, vous pouvez confier les places libres à l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>%1 of %2 seats free</source>
        <translation>places libres : %1 sur %2</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>partie en cours</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>password</source>
        <translation>mot de passe</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>autre version</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Pick a table, or type its address below.</source>
        <translation>Choisissez une table ou saisissez son adresse ci-dessous.</translation>
    </message>
    <message>
        <source>Looking for tables on your network… If none appears, ask the host for the address and type it below.</source>
        <translation>Recherche de tables sur votre réseau… Si aucune n&apos;apparaît, demandez l&apos;adresse à l&apos;hôte et saisissez-la ci-dessous.</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tables sur votre réseau</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>address:port, e.g. 192.168.1.20:45000</source>
        <translation>adresse:port, par ex. 192.168.1.20:45000</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Only watch (spectator)</source>
        <translation>Regarder seulement (spectateur)</translation>
    </message>
    <message>
        <source>Let a computer play for %1</source>
        <translation>Laisser un ordinateur jouer pour %1</translation>
    </message>
    <message>
        <source>The seat goes back to %1 as soon as they reconnect.</source>
        <translation>La place revient à %1 dès la reconnexion.</translation>
    </message>
    <message>
        <source>Players at this table</source>
        <translation>Joueurs à cette table</translation>
    </message>
    <message>
        <source>This table runs a different version of Modern Art Desktop (%1). Both players need versions that understand each other.</source>
        <translation>Cette table utilise une autre version de Modern Art Desktop (%1). Les deux côtés ont besoin de versions qui se comprennent.</translation>
    </message>
    <message>
        <source>The password is not right.</source>
        <translation>Le mot de passe n&apos;est pas le bon.</translation>
    </message>
    <message>
        <source>This table no longer keeps a seat for you.</source>
        <translation>Cette table ne vous garde plus de place.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>La partie à cette table a déjà commencé.</translation>
    </message>
    <message>
        <source>The host is closing the table.</source>
        <translation>L&apos;hôte ferme la table.</translation>
    </message>
    <message>
        <source>The game is over and the host has closed the table.</source>
        <translation>La partie est finie et l&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>No table answers at this address. Check the address and port, and that both computers are on the same network.</source>
        <translation>Aucune table ne répond à cette adresse. Vérifiez l&apos;adresse et le port, et que les deux ordinateurs sont sur le même réseau.</translation>
    </message>
    <message>
        <source>Something answered at this address, but it is not a Modern Art Desktop table.</source>
        <translation>Quelque chose répond à cette adresse, mais ce n&apos;est pas une table Modern Art Desktop.</translation>
    </message>
    <message>
        <source>The connection to the table was lost and could not be restored.</source>
        <translation>La connexion à la table a été perdue et n&apos;a pas pu être rétablie.</translation>
    </message>
    <message>
        <source>This table plays a game this copy of the app does not have.</source>
        <translation>Cette table joue à un jeu que cette copie de l&apos;application ne connaît pas.</translation>
    </message>
    <message>
        <source>The host has given your seat to someone else.</source>
        <translation>L&apos;hôte a donné votre place à quelqu&apos;un d&apos;autre.</translation>
    </message>
    <message>
        <source>Your seat was taken up from another window or computer.</source>
        <translation>Votre place a été reprise depuis une autre fenêtre ou un autre ordinateur.</translation>
    </message>
    <message>
        <source>Type the address as address:port, for example 192.168.1.20:45000.</source>
        <translation>Saisissez l&apos;adresse sous la forme adresse:port, par exemple 192.168.1.20:45000.</translation>
    </message>
    <message>
        <source>The table refused the connection (%1).</source>
        <translation>La table a refusé la connexion (%1).</translation>
    </message>
    <message>
        <source>The game is paused until every player is back.</source>
        <translation>La partie est en pause jusqu&apos;au retour de tous les joueurs.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partie n&apos;a pas encore commencé.</translation>
    </message>
    <message>
        <source>That seat is not yours.</source>
        <translation>Cette place n&apos;est pas la vôtre.</translation>
    </message>
    <message>
        <source>Spectators watch; they do not play.</source>
        <translation>Les spectateurs regardent, ils ne jouent pas.</translation>
    </message>
    <message>
        <source>You are writing too fast; wait a moment.</source>
        <translation>Vous écrivez trop vite ; patientez un instant.</translation>
    </message>
    <message>
        <source>Open seat</source>
        <translation>Place libre</translation>
    </message>
    <message>
        <source>Player on the network</source>
        <translation>Joueur en réseau</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Player at the host&apos;s screen</source>
        <translation>Joueur sur l&apos;écran de l&apos;hôte</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>en attente d&apos;un joueur</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>away, a computer plays for now</source>
        <translation>absent, l&apos;ordinateur joue à sa place</translation>
    </message>
    <message>
        <source>away, seat kept</source>
        <translation>absent, place gardée</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>not ready yet</source>
        <translation>pas encore prêt</translation>
    </message>
    <message>
        <source>%1 (at this screen)</source>
        <translation>%1 (à cet écran)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>Pause the game until they are back</source>
        <translation>Mettre la partie en pause jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>Let a computer play for them after 20 seconds</source>
        <translation>Laisser l&apos;ordinateur jouer à sa place après 20 secondes</translation>
    </message>
    <message>
        <source>If a player drops out, the game waits until they are back</source>
        <translation>Si un joueur se déconnecte, la partie attend son retour</translation>
    </message>
    <message>
        <source>If a player drops out, a computer plays for them after 20 seconds</source>
        <translation>Si un joueur se déconnecte, l&apos;ordinateur joue à sa place après 20 secondes</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Connexion perdue. Reconnexion…</translation>
    </message>
    <message>
        <source>Disconnected from the table.</source>
        <translation>Déconnecté de la table.</translation>
    </message>
    <message>
        <source>Paused: waiting for %1 to come back.</source>
        <translation>En pause : on attend le retour de %1.</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Libre pour un joueur</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>Send away</source>
        <translation>Renvoyer</translation>
    </message>
    <message>
        <source>Seats still open: %1.</source>
        <translation>Places encore libres : %1.</translation>
    </message>
    <message>
        <source>Waiting until everyone is ready.</source>
        <translation>On attend que tout le monde soit prêt.</translation>
    </message>
    <message>
        <source>Everyone is here and ready.</source>
        <translation>Tout le monde est là et prêt.</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>players join at %1</source>
        <translation>les joueurs rejoignent à l&apos;adresse %1</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>mot de passe requis</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Fermer la table ?</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>Leaving closes this table for everyone: the other players will be disconnected. The game is saved, and you can resume it later from “Host a LAN game”.</source>
        <translation>Partir ferme cette table pour tout le monde : les autres joueurs seront déconnectés. La partie est enregistrée ; vous pourrez la reprendre plus tard depuis « Héberger une partie ».</translation>
    </message>
    <message>
        <source>Closing the table disconnects the players waiting here.</source>
        <translation>Fermer la table déconnecte les joueurs qui attendent ici.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Computers take the open seats</source>
        <translation>L&apos;ordinateur prend les places libres</translation>
    </message>
    <message>
        <source>Ready ✓</source>
        <translation>Prêt ✓</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Écrire à la table…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
</context>
</TS>
