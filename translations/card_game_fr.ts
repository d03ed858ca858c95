<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>CardGameChoices</name>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Show %1 as a second card</source>
        <translation>Montrer %1 en deuxième carte</translation>
    </message>
    <message>
        <source>Show no second card</source>
        <translation>Ne pas montrer de deuxième carte</translation>
    </message>
    <message>
        <source>Pick %1 in secret</source>
        <translation>Choisir %1 en secret</translation>
    </message>
    <message>
        <source>Put the award token on %1</source>
        <translation>Placer le jeton de récompense sur %1</translation>
    </message>
    <message>
        <source>Add %1 as a bonus painting</source>
        <translation>Ajouter %1 en tableau bonus</translation>
    </message>
    <message>
        <source>Add no more bonus paintings</source>
        <translation>N&apos;ajouter plus de tableau bonus</translation>
    </message>
</context>
<context>
    <name>CardGameFinal</name>
    <message>
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <source>{count} × {value} {artist}</source>
        <translation>{count} × {value} {artist}</translation>
    </message>
    <message numerus="yes">
        <source>(%n bonus card(s))</source>
        <translation>
            <numerusform>(%n carte bonus)</numerusform>
            <numerusform>(%n cartes bonus)</numerusform>
        </translation>
    </message>
    <message>
        <source>= {total}</source>
        <translation>= {total}</translation>
    </message>
    <message>
        <source>Round by round: where the points came from</source>
        <translation>Manche par manche : d&apos;où viennent les points</translation>
    </message>
    <message>
        <source>Each round: the points earned, then paintings × points per painting for every artist that scored (face-down and bonus cards included), then the running total.</source>
        <translation>À chaque manche : les points gagnés, puis tableaux × points par tableau pour chaque artiste qui a rapporté (cartes face cachée et bonus comprises), puis le total cumulé.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>Final points</source>
        <translation>Points finaux</translation>
    </message>
</context>
<context>
    <name>CardGameGuide</name>
    <message>
        <source>Modern Art: The Card Game in a minute</source>
        <translation>Modern Art : le jeu de cartes en une minute</translation>
    </message>
    <message>
        <source>In turn, each player lays one painting from their hand in front of them; a symbol on it lets them do a little more.</source>
        <translation>À tour de rôle, chacun pose devant soi un tableau de sa main ; un symbole dessus permet d&apos;en faire un peu plus.</translation>
    </message>
    <message>
        <source>When one artist has six paintings on the table (five with two players), the round ends. The three artists shown most gain value tokens of 3, 2 and 1, which stay with them for the whole game.</source>
        <translation>Quand un artiste a six tableaux sur la table (cinq à deux joueurs), la manche s&apos;arrête. Les trois artistes les plus exposés reçoivent des jetons de valeur 3, 2 et 1, qu&apos;ils gardent jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Each painting of those three artists earns all their tokens in points. After four rounds, the most points win.</source>
        <translation>Chaque tableau de ces trois artistes rapporte la somme de tous leurs jetons en points. Après quatre manches, le joueur qui a le plus de points l&apos;emporte.</translation>
    </message>
</context>
<context>
    <name>CardGameLog</name>
    <message>
        <source>{name}: {card}</source>
        <translation>{name} : {card}</translation>
    </message>
    <message>
        <source>The game begins. {name} plays first.</source>
        <translation>La partie commence. {name} joue en premier.</translation>
    </message>
    <message>
        <source>Round {n} begins.</source>
        <translation>La manche {n} commence.</translation>
    </message>
    <message>
        <source>Extra card: {card}.</source>
        <translation>Carte supplémentaire : {card}.</translation>
    </message>
    <message>
        <source>You receive: {cards}.</source>
        <translation>Vous recevez : {cards}.</translation>
    </message>
    <message>
        <source>{name} draws a card.</source>
        <translation>{name} pioche une carte.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Vous piochez {card}.</translation>
    </message>
    <message>
        <source>{name} would draw, but the deck is empty.</source>
        <translation>{name} devrait piocher, mais la pioche est vide.</translation>
    </message>
    <message>
        <source>{name} plays no second card.</source>
        <translation>{name} ne joue pas de deuxième carte.</translation>
    </message>
    <message>
        <source>{name} adds a card face down.</source>
        <translation>{name} ajoute une carte face cachée.</translation>
    </message>
    <message>
        <source>Your face-down card: {card}.</source>
        <translation>Votre carte face cachée : {card}.</translation>
    </message>
    <message>
        <source>{name} calls for simultaneous play: everyone with cards chooses one in secret.</source>
        <translation>{name} lance une pose simultanée : chacun de ceux qui ont des cartes en choisit une en secret.</translation>
    </message>
    <message>
        <source>{name} has chosen.</source>
        <translation>{name} a choisi.</translation>
    </message>
    <message>
        <source>Your choice: {card}.</source>
        <translation>Votre choix : {card}.</translation>
    </message>
    <message>
        <source>All reveal together: {cards}.</source>
        <translation>Tout le monde révèle en même temps : {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone receives %n card(s).</source>
        <translation>
            <numerusform>Chacun reçoit %n carte.</numerusform>
            <numerusform>Chacun reçoit %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shows {card} (%n face up).</source>
        <translation>
            <numerusform>{name} expose {card} (%n face visible).</numerusform>
            <numerusform>{name} expose {card} (%n faces visibles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} adds {card} face up (%n face up).</source>
        <translation>
            <numerusform>{name} ajoute {card} face visible (%n face visible).</numerusform>
            <numerusform>{name} ajoute {card} face visible (%n faces visibles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} places an award token on {artist} (%n left).</source>
        <translation>
            <numerusform>{name} place un jeton de récompense sur {artist} (il en reste %n).</numerusform>
            <numerusform>{name} place un jeton de récompense sur {artist} (il en reste %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} would place an award token, but none are left.</source>
        <translation>{name} devrait placer un jeton de récompense, mais il n&apos;en reste plus.</translation>
    </message>
    <message>
        <source>Round {n} ends: nobody has a card left.</source>
        <translation>La manche {n} s&apos;arrête : plus personne n&apos;a de cartes.</translation>
    </message>
    <message>
        <source>Round {n} ends on {name}&apos;s turn.</source>
        <translation>La manche {n} s&apos;arrête pendant le tour de {name}.</translation>
    </message>
    <message>
        <source>{name} adds a bonus card: {card} (worth {value}).</source>
        <translation>{name} ajoute une carte bonus : {card} (valeur {value}).</translation>
    </message>
    <message>
        <source>{name} adds no more bonus cards.</source>
        <translation>{name} n&apos;ajoute plus de carte bonus.</translation>
    </message>
    <message>
        <source>Round {n} scored. Per painting: {top}. Points: {scores}.</source>
        <translation>Décompte de la manche {n}. Par tableau : {top}. Points : {scores}.</translation>
    </message>
    <message>
        <source>Round {n} is skipped: nobody holds a card.</source>
        <translation>La manche {n} est sautée : personne n&apos;a de cartes.</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names} with {points}.</source>
        <translation>La partie est terminée. Victoire de {names} avec {points}.</translation>
    </message>
</context>
<context>
    <name>CardGameNames</name>
    <message>
        <source>no symbol</source>
        <translation>sans symbole</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>second card face up</source>
        <translation>deuxième carte face visible</translation>
    </message>
    <message>
        <source>second card face down</source>
        <translation>deuxième carte face cachée</translation>
    </message>
    <message>
        <source>simultaneous play</source>
        <translation>pose simultanée</translation>
    </message>
    <message>
        <source>award token</source>
        <translation>jeton de récompense</translation>
    </message>
    <message>
        <source>Take the top card of the deck into your hand.</source>
        <translation>Prenez en main la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <source>You may show one more card of the same artist, face up.</source>
        <translation>Vous pouvez exposer une autre carte du même artiste, face visible.</translation>
    </message>
    <message>
        <source>You may show one more card of any artist, face down: nobody sees it until scoring.</source>
        <translation>Vous pouvez poser une carte de plus, de n&apos;importe quel artiste, face cachée jusqu&apos;au décompte.</translation>
    </message>
    <message>
        <source>Everyone with cards picks one in secret; all are revealed together.</source>
        <translation>Chacun de ceux qui ont des cartes en choisit une en secret ; toutes sont révélées ensemble.</translation>
    </message>
    <message>
        <source>Put an award token (2 points) on any artist, for the rest of the game.</source>
        <translation>Placez un jeton de récompense (2 points) sur l&apos;artiste de votre choix, jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Bonus cards at scoring (one per artist you show)</source>
        <translation>Cartes bonus au décompte (une par artiste exposé)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
</context>
<context>
    <name>CardGamePrompt</name>
    <message>
        <source>{card}: {effect}</source>
        <translation>{card} : {effect}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Your turn: show a painting from your hand (double click shows it at once).</source>
        <translation>À vous : exposez un tableau de votre main (un double-clic l&apos;expose aussitôt).</translation>
    </message>
    <message>
        <source>Show a second {artist} painting face up?</source>
        <translation>Exposer un deuxième tableau de {artist}, face visible ?</translation>
    </message>
    <message>
        <source>You hold no {artist} painting.</source>
        <translation>Vous n&apos;avez aucun tableau de {artist} en main.</translation>
    </message>
    <message>
        <source>Add a second painting of any artist face down? Nobody else sees it until scoring.</source>
        <translation>Ajouter un deuxième tableau de n&apos;importe quel artiste, face cachée ? Personne d&apos;autre ne le verra avant le décompte.</translation>
    </message>
    <message>
        <source>Simultaneous play: choose a painting. It stays hidden until everyone has chosen, then all are shown together.</source>
        <translation>Pose simultanée : choisissez un tableau. Il reste caché jusqu&apos;à ce que tout le monde ait choisi, puis tous sont révélés ensemble.</translation>
    </message>
    <message>
        <source>Place an award token (2 points) on any artist: it stays there for the rest of the game.</source>
        <translation>Placez un jeton de récompense (2 points) sur l&apos;artiste de votre choix : il y reste jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Scoring: you may add one bonus painting from your hand for each artist you show. It scores that artist&apos;s value.</source>
        <translation>Décompte : ajoutez de votre main un tableau bonus par artiste que vous exposez ; il rapporte la valeur de cet artiste.</translation>
    </message>
    <message>
        <source>&amp;Show this painting</source>
        <translation>&amp;Exposer ce tableau</translation>
    </message>
    <message>
        <source>&amp;Show it face up</source>
        <translation>&amp;L&apos;exposer face visible</translation>
    </message>
    <message>
        <source>&amp;No second painting</source>
        <translation>&amp;Pas de deuxième tableau</translation>
    </message>
    <message>
        <source>&amp;Play it face down</source>
        <translation>&amp;Le poser face cachée</translation>
    </message>
    <message>
        <source>&amp;Choose this painting</source>
        <translation>&amp;Choisir ce tableau</translation>
    </message>
    <message>
        <source>&amp;Add as a bonus painting</source>
        <translation>&amp;Ajouter en bonus</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <source>Select a painting to see what its symbol does.</source>
        <translation>Sélectionnez un tableau pour voir l&apos;effet de son symbole.</translation>
    </message>
    <message>
        <source>{card}: no symbol.</source>
        <translation>{card} : sans symbole.</translation>
    </message>
    <message>
        <source>{card} ends the round: its symbol is ignored.</source>
        <translation>{card} met fin à la manche : son symbole est ignoré.</translation>
    </message>
    <message>
        <source>Value per painting this round: {values}.</source>
        <translation>Valeur par tableau cette manche : {values}.</translation>
    </message>
    <message>
        <source>Your choice: {card}.</source>
        <translation>Votre choix : {card}.</translation>
    </message>
    <message>
        <source>Simultaneous play: waiting for {names}…</source>
        <translation>Pose simultanée : on attend {names}…</translation>
    </message>
    <message>
        <source>{name} chooses a painting to show…</source>
        <translation>{name} choisit un tableau à exposer…</translation>
    </message>
    <message>
        <source>{name} may show a second painting face up…</source>
        <translation>{name} peut exposer un deuxième tableau face visible…</translation>
    </message>
    <message>
        <source>{name} may add a painting face down…</source>
        <translation>{name} peut ajouter un tableau face cachée…</translation>
    </message>
    <message>
        <source>{name} places an award token…</source>
        <translation>{name} place un jeton de récompense…</translation>
    </message>
    <message>
        <source>Scoring: {name} chooses bonus paintings…</source>
        <translation>Décompte : {name} choisit ses tableaux bonus…</translation>
    </message>
</context>
<context>
    <name>CardGameRefusals</name>
    <message>
        <source>That painting is not in your hand.</source>
        <translation>Ce tableau n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>The second face-up painting must be by %1.</source>
        <translation>Le deuxième tableau face visible doit être de %1.</translation>
    </message>
    <message>
        <source>There is no such artist.</source>
        <translation>Cet artiste n&apos;existe pas.</translation>
    </message>
    <message>
        <source>A bonus painting must be by an artist you already show (%1 is not among your paintings).</source>
        <translation>Un tableau bonus doit être d&apos;un artiste que vous exposez déjà (%1 ne figure pas parmi vos tableaux).</translation>
    </message>
    <message>
        <source>You already added a bonus painting by %1.</source>
        <translation>Vous avez déjà ajouté un tableau bonus de %1.</translation>
    </message>
</context>
<context>
    <name>CardGameScoring</name>
    <message>
        <source>End of round</source>
        <translation>Fin de manche</translation>
    </message>
    <message>
        <source>Round {n} is scored</source>
        <translation>Décompte de la manche {n}</translation>
    </message>
    <message>
        <source>The round ends: nobody has a card left.</source>
        <translation>La manche s&apos;arrête : plus personne n&apos;a de cartes.</translation>
    </message>
    <message>
        <source>The round ends on {name}&apos;s turn: an artist reached the face-up limit.</source>
        <translation>La manche s&apos;arrête pendant le tour de {name} : un artiste a atteint la limite de tableaux face visible.</translation>
    </message>
    <message>
        <source>Artist</source>
        <translation>Artiste</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Per painting</source>
        <translation>Par tableau</translation>
    </message>
    <message>
        <source>{place} (+{token})</source>
        <translation>{place} (+{token})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Paintings (face-down ones revealed)</source>
        <translation>Tableaux (les cachés révélés)</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Cette manche</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>CardGameTable</name>
    <message>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>skipped: nobody held a card</source>
        <translation>sautée : personne n&apos;avait de carte</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>pas encore jouée</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>a choisi</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>choisit…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>out of cards</source>
        <translation>plus de cartes</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n en main</numerusform>
            <numerusform>%n en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Son tour</translation>
    </message>
    <message>
        <source>Your paintings this round; face-down ones are dimmed.</source>
        <translation>Vos tableaux de cette manche ; ceux face cachée sont assombris.</translation>
    </message>
    <message>
        <source>Your hand and face-down cards stay hidden until your turn: others may be looking.</source>
        <translation>Votre main et vos cartes face cachée restent masquées jusqu’à votre tour : d’autres regardent peut-être.</translation>
    </message>
    <message>
        <source>no tokens yet</source>
        <translation>pas encore de jetons</translation>
    </message>
    <message>
        <source>{place}: {value} per card</source>
        <translation>{place} : {value} par carte</translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>ne rapporte rien</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face cachée</numerusform>
            <numerusform>%n faces cachées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{artist}: tokens worth {worth} so far; %n of {limit} face-up cards this round</source>
        <translation>
            <numerusform>{artist} : jetons valant {worth} jusqu&apos;ici ; %n tableau sur {limit} face visible cette manche</numerusform>
            <numerusform>{artist} : jetons valant {worth} jusqu&apos;ici ; %n tableaux sur {limit} face visible cette manche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {limit} face up</source>
        <translation>
            <numerusform>%n sur {limit} face visible</numerusform>
            <numerusform>%n sur {limit} faces visibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n carte dans la pioche</numerusform>
            <numerusform>%n cartes dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra card: {card}</source>
        <translation>Carte supplémentaire : {card}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Extra card</source>
        <translation>Supplémentaire</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>M{n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>CardGameTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Cette partie guidée suit une donne préparée : faites le coup que demande l&apos;entraîneur.</translation>
    </message>
    <message>
        <source>Welcome to Modern Art: The Card Game! Over four rounds, everyone shows paintings from their hand. When a round ends, the three artists shown most gain value, and each of their paintings in front of you scores points. The most points after four rounds win.</source>
        <translation>Bienvenue dans Modern Art : le jeu de cartes ! Pendant quatre manches, chacun expose des tableaux de sa main. À la fin d&apos;une manche, les trois artistes les plus exposés prennent de la valeur, et chacun de leurs tableaux devant vous rapporte des points. Le plus de points après quatre manches l&apos;emporte.</translation>
    </message>
    <message>
        <source>The five artist cards count the paintings shown this round. The card beside the deck is this round&apos;s extra painting: it counts for its artist too (here, a Karl Gitter). The round ends when one artist has six paintings shown.</source>
        <translation>Les cinq cartes d&apos;artiste comptent les tableaux exposés cette manche. La carte à côté de la pioche est le tableau supplémentaire de la manche : il compte aussi pour son artiste (ici, un Karl Gitter). La manche s&apos;arrête quand un artiste a six tableaux exposés.</translation>
    </message>
    <message>
        <source>In turn, each player shows one painting. A symbol on it lets you do a little more. Show your Krypto with the draw symbol: you will take the top card of the deck into your hand. Click it, then “Show this painting”.</source>
        <translation>Chacun à son tour expose un tableau. Un symbole dessus permet d&apos;en faire un peu plus. Exposez votre Krypto au symbole de pioche : vous prendrez en main la carte du dessus de la pioche. Cliquez dessus, puis sur « Exposer ce tableau ».</translation>
    </message>
    <message>
        <source>This lesson is the draw symbol: show the Krypto that has it.</source>
        <translation>Cette leçon est le symbole de pioche : exposez le Krypto qui l&apos;a.</translation>
    </message>
    <message>
        <source>Ada and Bruno each showed a Karl Gitter. Show your Karl Gitter with the award symbol: it lets you place an award token on any artist.</source>
        <translation>Ada et Bruno ont chacun exposé un Karl Gitter. Exposez votre Karl Gitter au symbole de récompense : il vous permet de placer un jeton de récompense sur l&apos;artiste de votre choix.</translation>
    </message>
    <message>
        <source>This lesson is the award: show the Karl Gitter that has it.</source>
        <translation>Cette leçon est la récompense : exposez le Karl Gitter qui a ce symbole.</translation>
    </message>
    <message>
        <source>An award token stays on its artist for the whole game: it adds 2 points to each of that artist&apos;s paintings whenever the artist is among the top three. Your hand is full of Yoko: click Yoko&apos;s artist card.</source>
        <translation>Un jeton de récompense reste sur son artiste toute la partie : il ajoute 2 points à chacun de ses tableaux chaque fois que l&apos;artiste est parmi les trois premiers. Votre main est pleine de Yoko : cliquez sur la carte d&apos;artiste de Yoko.</translation>
    </message>
    <message>
        <source>Put the award on Yoko: you hold many of her paintings.</source>
        <translation>Placez la récompense sur Yoko : vous avez beaucoup de ses tableaux.</translation>
    </message>
    <message>
        <source>Ada shows a Yoko with the simultaneous symbol: everyone who holds cards picks one painting in secret, and all of them are shown together.</source>
        <translation>Ada expose une Yoko au symbole de pose simultanée : chaque joueur qui a des cartes choisit un tableau en secret, et tous sont montrés ensemble.</translation>
    </message>
    <message>
        <source>Pick a Yoko in secret: click it, then “Choose this painting”. Nobody sees it until everyone has chosen.</source>
        <translation>Choisissez une Yoko en secret : cliquez dessus, puis sur « Choisir ce tableau ». Personne ne la voit avant que tous aient choisi.</translation>
    </message>
    <message>
        <source>All three are shown at once: a Karl Gitter from Bruno, a Yoko from you and from Ada. A symbol on a card picked this way does nothing.</source>
        <translation>Les trois sont montrés à la fois : un Karl Gitter de Bruno, une Yoko de vous et d&apos;Ada. Le symbole d&apos;une carte choisie ainsi ne fait rien.</translation>
    </message>
    <message>
        <source>Bruno shows a Yoko with an award and puts his token on Krypto.</source>
        <translation>Bruno expose une Yoko avec une récompense et place son jeton sur Krypto.</translation>
    </message>
    <message>
        <source>Yoko has four paintings shown: the sixth will end the round. Show your Yoko with the face-down symbol: it lets you add a second painting of any artist, face down.</source>
        <translation>Yoko a quatre tableaux exposés : le sixième finira la manche. Exposez votre Yoko au symbole face cachée : il vous permet d&apos;ajouter un second tableau de n&apos;importe quel artiste, face cachée.</translation>
    </message>
    <message>
        <source>This lesson is the face-down symbol: show the Yoko that has it.</source>
        <translation>Cette leçon est le symbole face cachée : exposez la Yoko qui l&apos;a.</translation>
    </message>
    <message>
        <source>Nobody sees a face-down painting until the round ends, but then it counts for its artist and scores. Krypto may still come third: add your plain Krypto, then press “Play it face down”.</source>
        <translation>Personne ne voit un tableau face cachée avant la fin de la manche, mais ensuite il compte pour son artiste et rapporte. Krypto peut encore finir troisième : ajoutez votre Krypto sans symbole, puis appuyez sur « Le poser face cachée ».</translation>
    </message>
    <message>
        <source>Ada shows the sixth Yoko: the round ends at once, and the face-down paintings are turned up. Yoko is first, Karl Gitter second, Krypto third: they get value tokens of 3, 2 and 1, and the awards add 2 to Yoko and Krypto.</source>
        <translation>Ada expose la sixième Yoko : la manche s&apos;arrête aussitôt et les tableaux face cachée sont retournés. Yoko est première, Karl Gitter deuxième, Krypto troisième : ils reçoivent des jetons de valeur 3, 2 et 1, et les récompenses ajoutent 2 à Yoko et à Krypto.</translation>
    </message>
    <message>
        <source>Before the scoring, each player may add from the hand one bonus painting of each artist they show; it scores like the others. Add a Yoko: click it, then “Add as a bonus painting”.</source>
        <translation>Avant le décompte, chaque joueur peut ajouter de sa main un tableau bonus de chaque artiste qu&apos;il expose ; il rapporte comme les autres. Ajoutez une Yoko : cliquez dessus, puis sur « Ajouter en bonus ».</translation>
    </message>
    <message>
        <source>That is enough for this round: press “Done”.</source>
        <translation>Cela suffit pour cette manche : appuyez sur « Terminé ».</translation>
    </message>
    <message>
        <source>Round one is scored. Each Yoko earned you 5 points (3 for first place, 2 for your award), the Karl Gitter 2, each Krypto 3: 23 points, the best of the table. The tokens stay for the whole game, so an artist in fashion again is worth more. That is the whole game: three more rounds. Play on against the computer, or go back to the start page.</source>
        <translation>La première manche est décomptée. Chaque Yoko vous a rapporté 5 points (3 pour la première place, 2 pour votre récompense), le Karl Gitter 2, chaque Krypto 3 : 23 points, le meilleur score de la table. Les jetons restent toute la partie : un artiste de nouveau à la mode vaut davantage. C&apos;est tout le jeu : encore trois manches. Continuez contre l&apos;ordinateur, ou revenez à la page d&apos;accueil.</translation>
    </message>
    <message>
        <source>Round one of a three-player game, with a coach</source>
        <translation>La première manche d&apos;une partie à trois, avec un entraîneur</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Modern Art: The Card Game</source>
        <translation>Modern Art : le jeu de cartes</translation>
    </message>
    <message>
        <source>No money, no bidding: play paintings to push your favourite artists up the ranking.</source>
        <translation>Ni argent ni enchères : posez des tableaux pour hisser vos artistes favoris en tête du classement.</translation>
    </message>
</context>
</TS>
