<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AuctionPanels</name>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>On attend {name}…</translation>
    </message>
    <message>
        <source>Your turn to be the auctioneer: choose a painting from your hand (double click offers it at once).</source>
        <translation>À vous d&apos;être le vendeur : choisissez un tableau de votre main (un double clic le met en vente aussitôt).</translation>
    </message>
    <message>
        <source>(choosing a painting to auction)</source>
        <translation>(choisit un tableau à vendre)</translation>
    </message>
    <message>
        <source>You may add a second {artist} painting (not a double): both are then sold in its auction.</source>
        <translation>Vous pouvez ajouter un second tableau de {artist} (pas une double enchère) : les deux seront vendus selon son enchère.</translation>
    </message>
    <message>
        <source>{name} added nothing. Add a {artist} painting (not a double) and you become the auctioneer of both: the money goes to you.</source>
        <translation>{name} n&apos;ajoute rien. Ajoutez un tableau de {artist} (pas une double enchère) et vous devenez le vendeur des deux : l&apos;argent sera pour vous.</translation>
    </message>
    <message>
        <source>(deciding whether to add a second {artist})</source>
        <translation>(décide s&apos;il ajoute un second {artist})</translation>
    </message>
    <message>
        <source>Click the painting in your hand, then add it (a double click adds it at once).</source>
        <translation>Cliquez sur le tableau dans votre main, puis ajoutez-le (un double-clic l&apos;ajoute tout de suite).</translation>
    </message>
    <message>
        <source>Bidding…</source>
        <translation>Enchères…</translation>
    </message>
    <message>
        <source>Going once…</source>
        <translation>Une fois…</translation>
    </message>
    <message>
        <source>Going twice…</source>
        <translation>Deux fois…</translation>
    </message>
    <message>
        <source>Sold!</source>
        <translation>Adjugé, vendu !</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Pas encore d&apos;offre</translation>
    </message>
    <message>
        <source>highest bid: {name}</source>
        <translation>meilleure offre : {name}</translation>
    </message>
    <message>
        <source>{name}: {amount}</source>
        <translation>{name} : {amount}</translation>
    </message>
    <message>
        <source>{name}: passed</source>
        <translation>{name} : passe</translation>
    </message>
    <message>
        <source>You cannot top this bid with your money: pass.</source>
        <translation>Vous n&apos;avez pas de quoi surenchérir : passez.</translation>
    </message>
    <message>
        <source>Not sent: your {typed} is below the lowest bid allowed now, {least}. Type a higher amount, or pass.</source>
        <translation>Non envoyée : vos {typed} sont sous l&apos;enchère minimale actuelle, {least}. Tapez un montant plus élevé, ou passez.</translation>
    </message>
    <message>
        <source>Your turn: bid higher or pass. You speak only once.</source>
        <translation>À vous : surenchérissez ou passez. Vous ne parlez qu&apos;une fois.</translation>
    </message>
    <message>
        <source>Bid higher or pass. A new bid lets everyone bid again.</source>
        <translation>Surenchérissez ou passez. Chaque nouvelle offre relance tout le monde.</translation>
    </message>
    <message>
        <source>You hold the highest bid.</source>
        <translation>Vous avez la meilleure offre.</translation>
    </message>
    <message>
        <source>You passed. If someone bids, you may bid again.</source>
        <translation>Vous avez passé. Si quelqu&apos;un surenchérit, vous pourrez enchérir à nouveau.</translation>
    </message>
    <message>
        <source>The others are bidding…</source>
        <translation>Les autres enchérissent…</translation>
    </message>
    <message>
        <source>{name}: fist closed</source>
        <translation>{name} : poing fermé</translation>
    </message>
    <message>
        <source>{name}: deciding</source>
        <translation>{name} : réfléchit</translation>
    </message>
    <message>
        <source>Your sealed bid: {amount}</source>
        <translation>Votre offre cachée : {amount}</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>aucune offre</translation>
    </message>
    <message>
        <source>Choose your secret bid (0 means no bid). Nobody sees it until every fist is closed.</source>
        <translation>Choisissez votre offre secrète (0 : aucune offre). Personne ne la voit avant que tous les poings soient fermés.</translation>
    </message>
    <message>
        <source>Waiting for the other fists to close…</source>
        <translation>On attend que les autres ferment le poing…</translation>
    </message>
    <message>
        <source>No price yet</source>
        <translation>Pas encore de prix</translation>
    </message>
    <message>
        <source>Name your price. If nobody buys, you must buy the painting yourself at that price.</source>
        <translation>Annoncez votre prix. Si personne n&apos;achète, vous devrez acheter le tableau vous-même à ce prix.</translation>
    </message>
    <message>
        <source>You do not have enough money to buy: pass.</source>
        <translation>Vous n&apos;avez pas assez d&apos;argent pour acheter : passez.</translation>
    </message>
    <message>
        <source>Your turn: buy at this price or pass.</source>
        <translation>À vous : achetez à ce prix ou passez.</translation>
    </message>
    <message>
        <source>(naming a price)</source>
        <translation>(fixe le prix)</translation>
    </message>
    <message numerus="yes">
        <source>You may turn up a random card of the mystery hand (%n left). It counts as offered and belongs to nobody.</source>
        <translation>
            <numerusform>Vous pouvez retourner une carte au hasard de la main mystère (il en reste %n). Elle compte comme proposée et n&apos;appartient à personne.</numerusform>
            <numerusform>Vous pouvez retourner une carte au hasard de la main mystère (il en reste %n). Elle compte comme proposée et n&apos;appartient à personne.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Offer this painting</source>
        <translation>&amp;Mettre ce tableau en vente</translation>
    </message>
    <message>
        <source>&amp;Add this painting</source>
        <translation>A&amp;jouter ce tableau</translation>
    </message>
    <message>
        <source>Add &amp;nothing</source>
        <translation>&amp;Ne rien ajouter</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Enchérir</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sser</translation>
    </message>
    <message>
        <source>Close my &amp;fist on this bid</source>
        <translation>&amp;Fermer le poing sur cette offre</translation>
    </message>
    <message>
        <source>&amp;Set this price</source>
        <translation>Fi&amp;xer ce prix</translation>
    </message>
    <message>
        <source>&amp;Buy for {amount}</source>
        <translation>A&amp;cheter pour {amount}</translation>
    </message>
    <message>
        <source>&amp;Reveal a mystery card</source>
        <translation>&amp;Révéler une carte mystère</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Laisser</translation>
    </message>
    <message>
        <source>(the mystery hand)</source>
        <translation>(la main mystère)</translation>
    </message>
    <message>
        <source>The game is over. Most money: {names}, {amount}.</source>
        <translation>La partie est terminée. Le plus d&apos;argent : {names}, {amount}.</translation>
    </message>
    <message>
        <source>{auction}: {artist}</source>
        <translation>{auction} : {artist}</translation>
    </message>
    <message>
        <source>Auctioneer: {name}</source>
        <translation>Vendeur : {name}</translation>
    </message>
    <message>
        <source>took over the double from {name}</source>
        <translation>a repris la double enchère de {name}</translation>
    </message>
    <message>
        <source>two paintings, one price</source>
        <translation>deux tableaux, un seul prix</translation>
    </message>
    <message>
        <source>Offered by {name}</source>
        <translation>Proposé par {name}</translation>
    </message>
    <message>
        <source>{name} is the auctioneer</source>
        <translation>{name} est le vendeur</translation>
    </message>
    <message>
        <source>The mystery hand</source>
        <translation>La main mystère</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{artist} ×2</source>
        <translation>{artist} ×2</translation>
    </message>
    <message>
        <source>Last sale: nobody bid, {name} keeps {what} for free.</source>
        <translation>Dernière vente : aucune offre, {name} garde {what} gratuitement.</translation>
    </message>
    <message>
        <source>Last sale: {name} buys {what} for {amount} (paid to the bank).</source>
        <translation>Dernière vente : {name} achète {what} pour {amount} (payés à la banque).</translation>
    </message>
    <message>
        <source>Last sale: {name} buys {what} from {seller} for {amount}.</source>
        <translation>Dernière vente : {name} achète {what} à {seller} pour {amount}.</translation>
    </message>
    <message>
        <source>Sealed bids revealed: {bids}</source>
        <translation>Offres dévoilées : {bids}</translation>
    </message>
</context>
<context>
    <name>Auctions</name>
    <message>
        <source>Open auction</source>
        <translation>Enchère libre</translation>
    </message>
    <message>
        <source>Once-around auction</source>
        <translation>Enchère en un seul tour</translation>
    </message>
    <message>
        <source>Sealed auction</source>
        <translation>Enchère dans la main</translation>
    </message>
    <message>
        <source>Fixed-price auction</source>
        <translation>Enchère à prix fixe</translation>
    </message>
    <message>
        <source>Double auction</source>
        <translation>Double enchère</translation>
    </message>
    <message>
        <source>Everyone may bid, in any order, as often as they like. The auction ends when all others have passed on the highest bid.</source>
        <translation>Chacun enchérit quand il veut, autant qu&apos;il veut. L&apos;enchère s&apos;arrête quand tous les autres ont passé sur la meilleure offre.</translation>
    </message>
    <message>
        <source>Starting left of the auctioneer, each player bids once or passes; the auctioneer speaks last.</source>
        <translation>En commençant à gauche du vendeur, chacun fait une offre ou passe, une seule fois ; le vendeur parle en dernier.</translation>
    </message>
    <message>
        <source>Everyone secretly commits one bid at the same time; the highest bid wins when all are revealed.</source>
        <translation>Tous font en même temps une offre secrète ; la plus haute l&apos;emporte quand on les dévoile.</translation>
    </message>
    <message>
        <source>The auctioneer names a price; in turn, each player may buy at that price. If nobody buys, the auctioneer must.</source>
        <translation>Le vendeur annonce un prix ; chacun à son tour peut acheter à ce prix. Si personne n&apos;achète, le vendeur doit le faire.</translation>
    </message>
    <message>
        <source>The auctioneer may add a second painting of the same artist; both are then sold together in the second card&apos;s auction.</source>
        <translation>Le vendeur peut ajouter un second tableau du même artiste ; les deux sont alors vendus ensemble selon l&apos;enchère de la seconde carte.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Artist values</source>
        <translation>Cote des artistes</translation>
    </message>
    <message>
        <source>Round %1 (current)</source>
        <translation>Manche %1 (en cours)</translation>
    </message>
    <message>
        <source>no token</source>
        <translation>pas de jeton</translation>
    </message>
    <message>
        <source>%1 of 5</source>
        <translation>%1 sur 5</translation>
    </message>
    <message>
        <source>%1 of 5: one more ends the round</source>
        <translation>%1 sur 5 : un de plus termine la manche</translation>
    </message>
    <message>
        <source>Artist values: a painting is worth the sum of its artist&apos;s tokens, but only if the artist is in this round&apos;s top three.</source>
        <translation>Cote des artistes : un tableau vaut la somme des jetons de son artiste, mais seulement si l&apos;artiste est dans le trio de tête de la manche.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Proposés</translation>
    </message>
    <message>
        <source>%1: %2 of 5 cards offered this round</source>
        <translation>%1 : %2 sur 5 cartes proposées cette manche</translation>
    </message>
    <message>
        <source>{names} or {last}</source>
        <translation>{names} ou {last}</translation>
    </message>
    <message>
        <source>One more %1 ends the round.</source>
        <translation>Encore un %1 et la manche s&apos;arrête.</translation>
    </message>
    <message>
        <source>The next %1 offered ends the round.</source>
        <translation>Le prochain %1 proposé termine la manche.</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Modern Art</source>
        <translation>Modern Art</translation>
    </message>
    <message>
        <source>Five kinds of auction, secret money, four rounds: buy the paintings whose market is about to rise.</source>
        <translation>Cinq sortes d&apos;enchères, de l&apos;argent secret, quatre manches : achetez les tableaux dont la cote va grimper.</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Offer %1</source>
        <translation>Mettre en vente %1</translation>
    </message>
    <message>
        <source>Add %1 to the double</source>
        <translation>Ajouter %1 à l&apos;enchère double</translation>
    </message>
    <message>
        <source>Add no second painting</source>
        <translation>N&apos;ajouter aucun second tableau</translation>
    </message>
    <message>
        <source>Bid %1 now, and up to %2 in this auction</source>
        <translation>Enchérir %1 maintenant, et jusqu&apos;à %2 dans cette enchère</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Enchérir %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Bid %1 in secret</source>
        <translation>Enchérir %1 en secret</translation>
    </message>
    <message>
        <source>Ask %1 for it</source>
        <translation>En demander %1</translation>
    </message>
    <message>
        <source>Buy at the asking price</source>
        <translation>Acheter au prix demandé</translation>
    </message>
    <message>
        <source>Reveal a mystery card</source>
        <translation>Révéler une carte mystère</translation>
    </message>
    <message>
        <source>Leave the mystery hand</source>
        <translation>Laisser la main mystère</translation>
    </message>
</context>
<context>
    <name>FinalBreakdown</name>
    <message>
        <source>Round by round: where the money came from</source>
        <translation>Manche par manche : d&apos;où vient l&apos;argent</translation>
    </message>
    <message>
        <source>received as auctioneer</source>
        <translation>reçu comme vendeur</translation>
    </message>
    <message>
        <source>paid for paintings bought</source>
        <translation>payé pour les tableaux achetés</translation>
    </message>
    <message>
        <source>paid by the bank at the round&apos;s end</source>
        <translation>versé par la banque en fin de manche</translation>
    </message>
    <message>
        <source>everyone started with {amount}</source>
        <translation>chacun a commencé avec {amount}</translation>
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
        <source>Final money</source>
        <translation>Argent final</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <source>= {amount}</source>
        <translation>= {amount}</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <source>Sealed bids are entered one at a time behind the curtain; everyone else, please look away.</source>
        <translation>Les offres cachées se font une à une derrière le rideau ; les autres, détournez le regard.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>The game begins. {name} is the first auctioneer.</source>
        <translation>La partie commence. {name} est le premier vendeur.</translation>
    </message>
    <message numerus="yes">
        <source>Round {n} begins: %n new card(s) for each player.</source>
        <translation>
            <numerusform>La manche {n} commence : %n nouvelle carte pour chacun.</numerusform>
            <numerusform>La manche {n} commence : %n nouvelles cartes pour chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n} begins: no new cards this round.</source>
        <translation>La manche {n} commence : pas de nouvelles cartes cette fois.</translation>
    </message>
    <message>
        <source>You receive: {cards}.</source>
        <translation>Vous recevez : {cards}.</translation>
    </message>
    <message>
        <source>{name} offers {card} ({count} of 5 this round).</source>
        <translation>{name} met en vente {card} ({count} sur 5 cette manche).</translation>
    </message>
    <message>
        <source>{name} may add a second painting.</source>
        <translation>{name} peut ajouter un second tableau.</translation>
    </message>
    <message>
        <source>{name} adds nothing.</source>
        <translation>{name} n&apos;ajoute rien.</translation>
    </message>
    <message>
        <source>{name} adds {card}.</source>
        <translation>{name} ajoute {card}.</translation>
    </message>
    <message>
        <source>{name} adds {card} and becomes the auctioneer of both paintings.</source>
        <translation>{name} ajoute {card} et devient le vendeur des deux tableaux.</translation>
    </message>
    <message>
        <source>{type}, run by {name}.</source>
        <translation>{type}, menée par {name}.</translation>
    </message>
    <message>
        <source>{name} bids {amount}.</source>
        <translation>{name} offre {amount}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} passe.</translation>
    </message>
    <message>
        <source>Time ran out for {name}.</source>
        <translation>Temps écoulé pour {name}.</translation>
    </message>
    <message>
        <source>{name} closes a fist on a sealed bid.</source>
        <translation>{name} ferme le poing sur une offre cachée.</translation>
    </message>
    <message>
        <source>Your sealed bid: {amount}.</source>
        <translation>Votre offre cachée : {amount}.</translation>
    </message>
    <message>
        <source>The fists open: {bids}.</source>
        <translation>Les poings s&apos;ouvrent : {bids}.</translation>
    </message>
    <message>
        <source>{name} sets the price at {amount}.</source>
        <translation>{name} fixe le prix à {amount}.</translation>
    </message>
    <message>
        <source>Nobody buys: {name} must buy it at {amount}.</source>
        <translation>Personne n&apos;achète : {name} doit l&apos;acheter pour {amount}.</translation>
    </message>
    <message>
        <source>{name} buys {cards} for {amount}, paid to the bank.</source>
        <translation>{name} achète {cards} pour {amount}, payés à la banque.</translation>
    </message>
    <message>
        <source>{name} buys {cards} for {amount}, paid to {seller}.</source>
        <translation>{name} achète {cards} pour {amount}, payés à {seller}.</translation>
    </message>
    <message>
        <source>Nobody bids: {name} keeps {cards} for free.</source>
        <translation>Personne n&apos;enchérit : {name} garde {cards} gratuitement.</translation>
    </message>
    <message>
        <source>{name} reveals {card} from the mystery hand ({count} of 5 this round).</source>
        <translation>{name} révèle {card} de la main mystère ({count} sur 5 cette manche).</translation>
    </message>
    <message>
        <source>{name} leaves the mystery hand alone.</source>
        <translation>{name} ne touche pas à la main mystère.</translation>
    </message>
    <message>
        <source>Round {n} is skipped: nobody holds a card.</source>
        <translation>La manche {n} est sautée : personne n&apos;a de carte.</translation>
    </message>
    <message>
        <source>Round {n} ends. Ranking: {top}.</source>
        <translation>Fin de la manche {n}. Classement : {top}.</translation>
    </message>
    <message>
        <source>no artist</source>
        <translation>aucun artiste</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names}.</source>
        <translation>La partie est terminée. Victoire : {names}.</translation>
    </message>
</context>
<context>
    <name>ModernArtTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Cette partie guidée suit une donne préparée : faites le coup que demande l&apos;entraîneur.</translation>
    </message>
    <message>
        <source>Welcome to Modern Art! You are an art dealer. Over four rounds everyone sells paintings by auction and buys them; the paintings of the artists in fashion are then sold to the bank. Whoever has the most money at the end wins. Your money, {money}, is secret: only you see it.</source>
        <translation>Bienvenue dans Modern Art ! Vous êtes marchand d&apos;art. Pendant quatre manches, chacun vend des tableaux aux enchères et en achète ; les tableaux des artistes à la mode sont ensuite vendus à la banque. Le plus riche à la fin gagne. Votre argent, {money}, est secret : vous seul le voyez.</translation>
    </message>
    <message>
        <source>These are your paintings. Each is by one of five artists, and its symbol says how it will be auctioned: open, once around, sealed, at a fixed price, or double. Point at a card to read it.</source>
        <translation>Voici vos tableaux. Chacun est d&apos;un des cinq artistes, et son symbole dit comment il sera vendu : enchère libre, en un seul tour, dans la main, à prix fixe ou double. Survolez une carte pour la lire.</translation>
    </message>
    <message>
        <source>The board counts the paintings offered this round. The round ends as soon as an artist&apos;s fifth painting is offered. Then the three artists offered most gain value, and the bank buys every painting of theirs that the players own.</source>
        <translation>Le plateau compte les tableaux mis en vente cette manche. La manche s&apos;arrête dès que le cinquième tableau d&apos;un artiste est mis en vente. Les trois artistes les plus mis en vente prennent alors de la valeur, et la banque achète tous leurs tableaux que possèdent les joueurs.</translation>
    </message>
    <message>
        <source>You are the first auctioneer. Offer your Darmoir with the double symbol: a double lets you add a second Darmoir painting, and both are sold together in the second card&apos;s auction. Click the card, then “Offer this painting” (or double-click it).</source>
        <translation>Vous êtes le premier vendeur. Mettez en vente votre Darmoir au symbole double : une double enchère vous permet d&apos;ajouter un second tableau de Darmoir, et les deux sont vendus ensemble selon l&apos;enchère de la seconde carte. Cliquez sur la carte, puis sur « Mettre ce tableau en vente » (ou double-cliquez dessus).</translation>
    </message>
    <message>
        <source>This lesson is the double auction: offer the Darmoir with the double symbol.</source>
        <translation>Cette leçon est la double enchère : mettez en vente le Darmoir au symbole double.</translation>
    </message>
    <message>
        <source>Now add your Darmoir with the fixed-price symbol: both paintings will be sold together, at a fixed price. Click it, then “Add this painting”.</source>
        <translation>Ajoutez maintenant votre Darmoir au symbole de prix fixe : les deux tableaux seront vendus ensemble, à prix fixe. Cliquez dessus, puis sur « Ajouter ce tableau ».</translation>
    </message>
    <message>
        <source>Add the fixed-price Darmoir: the next lesson is the fixed price.</source>
        <translation>Ajoutez le Darmoir à prix fixe : la leçon suivante est le prix fixe.</translation>
    </message>
    <message>
        <source>At a fixed price, the auctioneer names the price. Going left, each player may buy at that price; if nobody does, the auctioneer must buy it from the bank. Two Darmoir paintings are worth a good price: type {price} and press “Set this price”.</source>
        <translation>À prix fixe, le vendeur annonce le prix. Vers la gauche, chaque joueur peut acheter à ce prix ; si personne n&apos;achète, le vendeur doit l&apos;acheter à la banque. Deux tableaux de Darmoir valent un bon prix : tapez {price} et appuyez sur « Fixer ce prix ».</translation>
    </message>
    <message>
        <source>Ada buys both paintings for {price}. The money goes to you, the auctioneer. (When an auctioneer buys their own painting, they pay the bank instead.)</source>
        <translation>Ada achète les deux tableaux pour {price}. L&apos;argent vous revient, à vous, le vendeur. (Quand un vendeur achète son propre tableau, il paie la banque.)</translation>
    </message>
    <message>
        <source>Ada offers a Darmoir in a once-around auction: going left from the auctioneer, each player bids once or passes, and the auctioneer speaks last. Bruno bid {amount}.</source>
        <translation>Ada met en vente un Darmoir en enchère en un seul tour : à partir de la gauche du vendeur, chaque joueur enchérit une fois ou passe, et le vendeur parle en dernier. Bruno a offert {amount}.</translation>
    </message>
    <message>
        <source>Your only chance to bid in this auction. Darmoir already has three paintings offered this round, so it may well be in fashion: type {amount} and press “Bid”.</source>
        <translation>Votre seule occasion d&apos;enchérir dans cette vente. Darmoir a déjà trois tableaux mis en vente cette manche, il pourrait bien être à la mode : tapez {amount} et appuyez sur « Enchérir ».</translation>
    </message>
    <message>
        <source>Ada passes, so the Darmoir is yours for {amount}: you pay Ada, its auctioneer.</source>
        <translation>Ada passe : le Darmoir est à vous pour {amount}, que vous payez à Ada, sa vendeuse.</translation>
    </message>
    <message>
        <source>Bruno offers a Sadland in an open auction: everyone may bid, in any order, as often as they like, and it ends when all the others have passed on the highest bid. Bruno passed for now.</source>
        <translation>Bruno met en vente un Sadland en enchère libre : chacun peut enchérir, dans n&apos;importe quel ordre et aussi souvent qu&apos;il veut ; elle se termine quand tous les autres ont passé sur l&apos;offre la plus haute. Bruno passe pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Open the bidding: type {amount} and press “Bid”.</source>
        <translation>Ouvrez les enchères : tapez {amount} et appuyez sur « Enchérir ».</translation>
    </message>
    <message>
        <source>Ada raised to {ada}. In an open auction you may bid again: bid {amount}.</source>
        <translation>Ada a relancé à {ada}. Dans une enchère libre, vous pouvez enchérir à nouveau : offrez {amount}.</translation>
    </message>
    <message>
        <source>Everyone else passes: the Sadland is yours for {amount}.</source>
        <translation>Tous les autres passent : le Sadland est à vous pour {amount}.</translation>
    </message>
    <message>
        <source>Your turn to be the auctioneer again: offer your Darmoir with the sealed symbol.</source>
        <translation>Vous êtes de nouveau le vendeur : mettez en vente votre Darmoir au symbole d&apos;enchère dans la main.</translation>
    </message>
    <message>
        <source>This lesson is the sealed auction: offer the Darmoir with the sealed symbol.</source>
        <translation>Cette leçon est l&apos;enchère dans la main : mettez en vente le Darmoir à ce symbole.</translation>
    </message>
    <message>
        <source>A sealed auction: everyone, the auctioneer too, picks one bid in secret, and all are shown together; the highest buys. Win your own auction and you pay the bank, so bid low: type {amount} and press “Close my fist on this bid”.</source>
        <translation>Enchère dans la main : chacun, le vendeur aussi, choisit une offre en secret, et toutes sont montrées ensemble ; la plus haute achète. Si vous gagnez votre propre enchère, vous payez la banque : offrez peu. Tapez {amount} et appuyez sur « Fermer le poing sur cette offre ».</translation>
    </message>
    <message>
        <source>The fists open: Ada bid {ada}, Bruno {bruno}. Ada buys the Darmoir and pays you.</source>
        <translation>Les poings s&apos;ouvrent : Ada a offert {ada}, Bruno {bruno}. Ada achète le Darmoir et vous paie.</translation>
    </message>
    <message>
        <source>Ada offers two Sadland paintings at {price}; Bruno buys them.</source>
        <translation>Ada met en vente deux tableaux de Sadland à {price} ; Bruno les achète.</translation>
    </message>
    <message>
        <source>Bruno offers a Sadland, sealed. Sadland now has four paintings offered this round: it is sure to be the top artist. Bid {amount}.</source>
        <translation>Bruno met en vente un Sadland, dans la main. Sadland a déjà quatre tableaux mis en vente cette manche : il finira sûrement premier. Offrez {amount}.</translation>
    </message>
    <message>
        <source>Your {amount} is the highest: the Sadland is yours, paid to Bruno.</source>
        <translation>Vos {amount} sont l&apos;offre la plus haute : le Sadland est à vous, payé à Bruno.</translation>
    </message>
    <message>
        <source>Offer your Sadland with the open symbol. It is Sadland&apos;s fifth painting this round, so the round ends at once: that painting is not sold, and the round is scored.</source>
        <translation>Mettez en vente votre Sadland au symbole d&apos;enchère libre. C&apos;est le cinquième tableau de Sadland cette manche : la manche s&apos;arrête aussitôt, ce tableau n&apos;est pas vendu et la manche est décomptée.</translation>
    </message>
    <message>
        <source>Offer the open-auction Sadland: the lesson is how a round ends.</source>
        <translation>Mettez en vente le Sadland en enchère libre : la leçon est la fin d&apos;une manche.</translation>
    </message>
    <message>
        <source>Round one is over. Sadland, offered most, is worth {first} a painting; Darmoir, second, {second}; the third place went to nobody. The bank bought your two Sadland and your Darmoir: {earned}. Values add up over the rounds for artists in fashion again. That is the whole game: three more rounds like this one. Play on against the computer, or go back to the start page.</source>
        <translation>La première manche est terminée. Sadland, le plus mis en vente, vaut {first} par tableau ; Darmoir, deuxième, {second} ; la troisième place n&apos;est allée à personne. La banque a acheté vos deux Sadland et votre Darmoir : {earned}. Les valeurs s&apos;additionnent d&apos;une manche à l&apos;autre pour les artistes de nouveau à la mode. C&apos;est tout le jeu : encore trois manches comme celle-ci. Continuez contre l&apos;ordinateur, ou revenez à la page d&apos;accueil.</translation>
    </message>
    <message>
        <source>Round one of a three-player game, with a coach</source>
        <translation>La première manche d&apos;une partie à trois, avec un entraîneur</translation>
    </message>
</context>
<context>
    <name>Moments</name>
    <message>
        <source>two {artist} paintings</source>
        <translation>deux tableaux de {artist}</translation>
    </message>
    <message>
        <source>Nobody bid!</source>
        <translation>Personne n&apos;a enchéri !</translation>
    </message>
    <message>
        <source>{name} keeps {what} for free.</source>
        <translation>{name} garde {what} gratuitement.</translation>
    </message>
    <message>
        <source>Sold to {name}!</source>
        <translation>Adjugé à {name} !</translation>
    </message>
    <message>
        <source>{what} for {amount}, paid to the bank.</source>
        <translation>{what} pour {amount}, payé à la banque.</translation>
    </message>
    <message>
        <source>{what} for {amount}, paid to {seller}.</source>
        <translation>{what} pour {amount}, payé à {seller}.</translation>
    </message>
    <message>
        <source>Equal bids: the tied seat nearest the auctioneer (the auctioneer first, then clockwise) wins.</source>
        <translation>Offres égales : l&apos;emporte le joueur à égalité le plus proche du vendeur (le vendeur d&apos;abord, puis dans le sens horaire).</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>aucune offre</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Cliquez pour continuer</translation>
    </message>
    <message>
        <source>SOLD</source>
        <translation>ADJUGÉ</translation>
    </message>
    <message>
        <source>The fists open!</source>
        <translation>Les poings s&apos;ouvrent !</translation>
    </message>
    <message>
        <source>Every fist is closed…</source>
        <translation>Tous les poings sont fermés…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Mystery hand (3 players: a fourth hand lies face down)</source>
        <translation>Main mystère (3 joueurs : une quatrième main reste face cachée)</translation>
    </message>
    <message>
        <source>Open money (everyone&apos;s money is shown)</source>
        <translation>Argent visible (l&apos;argent de chacun est montré)</translation>
    </message>
    <message>
        <source>Open auction clock</source>
        <translation>Chronomètre des enchères libres</translation>
    </message>
    <message>
        <source>In an open auction, how many seconds each bid stays open. When they run out, the highest bidder buys the painting (with no bid, the auctioneer keeps it for free). Off: no clock, the auction ends once everyone else has passed.</source>
        <translation>Aux enchères libres, le nombre de secondes pendant lesquelles chaque offre reste ouverte. Une fois ce temps écoulé, le plus offrant achète le tableau (sans offre, le vendeur le garde gratuitement). Désactivé : pas de chronomètre, l&apos;enchère se termine quand tous les autres ont passé.</translation>
    </message>
</context>
<context>
    <name>QuickGuide</name>
    <message>
        <source>Modern Art in a minute</source>
        <translation>Modern Art en une minute</translation>
    </message>
    <message>
        <source>In turn, each player offers a painting from their hand; its symbol says how it is auctioned. The money goes to the seller (or to the bank if the seller buys it).</source>
        <translation>À tour de rôle, chaque joueur met en vente un tableau de sa main ; son symbole indique le type d&apos;enchère. L&apos;argent va au vendeur (ou à la banque si le vendeur l&apos;achète lui-même).</translation>
    </message>
    <message>
        <source>When the fifth painting of one artist is offered, the round ends. The three artists offered most gain value: 30, 20 and 10, adding up over the rounds.</source>
        <translation>Quand le cinquième tableau d&apos;un même artiste est proposé, la manche s&apos;arrête. Les trois artistes les plus proposés prennent de la valeur : 30, 20 et 10, qui s&apos;additionnent de manche en manche.</translation>
    </message>
    <message>
        <source>The bank buys every painting of those artists from their owners. After four rounds, the richest player wins; money stays secret until then.</source>
        <translation>La banque rachète à leurs propriétaires tous les tableaux de ces artistes. Après quatre manches, le joueur le plus riche gagne ; l&apos;argent reste secret jusque-là.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>That painting is not in your hand.</source>
        <translation>Ce tableau n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>The second painting must be by the same artist as the double.</source>
        <translation>Le second tableau doit être du même artiste que la double enchère.</translation>
    </message>
    <message>
        <source>The second painting cannot be another double auction card.</source>
        <translation>Le second tableau ne peut pas être une autre carte de double enchère.</translation>
    </message>
    <message>
        <source>Your bid must be at least %1.</source>
        <translation>Votre offre doit être d&apos;au moins %1.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money (%1).</source>
        <translation>Vous ne pouvez pas offrir plus que votre argent (%1).</translation>
    </message>
    <message>
        <source>The price must be at least %1.</source>
        <translation>Le prix doit être d&apos;au moins %1.</translation>
    </message>
    <message>
        <source>The price cannot be more than your money (%1).</source>
        <translation>Le prix ne peut pas dépasser votre argent (%1).</translation>
    </message>
    <message>
        <source>You do not have enough money to buy at %1.</source>
        <translation>Vous n&apos;avez pas assez d&apos;argent pour acheter à %1.</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
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
    <message>
        <source>End of round</source>
        <translation>Fin de manche</translation>
    </message>
    <message>
        <source>Round {n}: the paintings are sold</source>
        <translation>Manche {n} : les tableaux sont vendus</translation>
    </message>
    <message>
        <source>The round ends: nobody has a card left.</source>
        <translation>La manche s&apos;arrête : plus personne n&apos;a de carte.</translation>
    </message>
    <message>
        <source>The round ends: {name} offered the fifth painting of an artist, which stays unsold.</source>
        <translation>La manche s&apos;arrête : {name} a proposé le cinquième tableau d&apos;un artiste, qui reste invendu.</translation>
    </message>
    <message>
        <source>Artist</source>
        <translation>Artiste</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Proposés</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Value per painting</source>
        <translation>Valeur par tableau</translation>
    </message>
    <message>
        <source>{place} (+{token})</source>
        <translation>{place} (+{token})</translation>
    </message>
    <message>
        <source>worthless</source>
        <translation>sans valeur</translation>
    </message>
    <message>
        <source>Equal counts: the artist further left on the board ranks higher.</source>
        <translation>À égalité, l&apos;artiste le plus à gauche sur le plateau est mieux classé.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Paintings sold to the bank</source>
        <translation>Tableaux vendus à la banque</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Gains</translation>
    </message>
    <message>
        <source>Your money now: {amount}</source>
        <translation>Votre argent maintenant : {amount}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>high bid {amount}</source>
        <translation>meilleure offre : {amount}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>fist closed</source>
        <translation>poing fermé</translation>
    </message>
    <message>
        <source>money hidden</source>
        <translation>argent caché</translation>
    </message>
    <message>
        <source>Mystery hand</source>
        <translation>Main mystère</translation>
    </message>
    <message>
        <source>Face down. After an auction, its auctioneer may reveal one card: it counts as offered.</source>
        <translation>Face cachée. Après une enchère, son vendeur peut en révéler une carte : elle compte comme proposée.</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Vendeur</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>Votre argent</translation>
    </message>
    <message>
        <source>Your money (secret)</source>
        <translation>Votre argent (secret)</translation>
    </message>
    <message>
        <source>Paintings bought this round</source>
        <translation>Tableaux achetés cette manche</translation>
    </message>
    <message>
        <source>Your hand and money stay hidden until your turn: others may be looking.</source>
        <translation>Votre main et votre argent restent cachés jusqu’à votre tour : d’autres regardent peut-être.</translation>
    </message>
    <message>
        <source>No painting bought this round</source>
        <translation>Aucun tableau acheté cette manche</translation>
    </message>
    <message>
        <source>Cards in hand: %1</source>
        <translation>Cartes en main : %1</translation>
    </message>
</context>
</TS>
