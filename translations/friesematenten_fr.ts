<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Catalog</name>
    <message>
        <source>Friesematenten</source>
        <translation>Friesematenten</translation>
    </message>
    <message>
        <source>Bid for factories, status symbols and influence: the first empire worth 40 points wins.</source>
        <translation>Enchérissez sur des usines, des symboles de prestige et de l&apos;influence : le premier empire à 40 points l&apos;emporte.</translation>
    </message>
</context>
<context>
    <name>FrieseCards</name>
    <message>
        <source>Minimum bid {money}</source>
        <translation>Mise minimale {money}</translation>
    </message>
    <message>
        <source>production {money}</source>
        <translation>production {money}</translation>
    </message>
    <message>
        <source>demolition fee {money}</source>
        <translation>frais de démolition {money}</translation>
    </message>
    <message>
        <source>playable now</source>
        <translation>jouable maintenant</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>peut être choisie</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>already auctioned</source>
        <translation>déjà mise aux enchères</translation>
    </message>
</context>
<context>
    <name>FrieseChoices</name>
    <message>
        <source>Bid {amount} now, and up to {limit} for this card</source>
        <translation>Enchérir {amount} maintenant, et jusqu&apos;à {limit} pour cette carte</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>Enchérir {amount}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source> ({what})</source>
        <translation> ({what})</translation>
    </message>
    <message>
        <source>Attach {card} to {host}</source>
        <translation>Placer {card} sur {host}</translation>
    </message>
    <message>
        <source>Demolish {card}</source>
        <translation>Démolir {card}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Défausser {card}</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Faire opposition</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Terminer votre tour</translation>
    </message>
</context>
<context>
    <name>FrieseCurtain</name>
    <message>
        <source>An action card is aimed at you: you may object.</source>
        <translation>Une carte action vous vise : vous pouvez vous y opposer.</translation>
    </message>
    <message>
        <source>A window is open and you hold a card you may play now.</source>
        <translation>Une fenêtre est ouverte et vous avez une carte jouable maintenant.</translation>
    </message>
    <message>
        <source>You won the auction: pay, or first play a lightning card.</source>
        <translation>Vous remportez l&apos;enchère : payez, ou jouez d&apos;abord une carte éclair.</translation>
    </message>
</context>
<context>
    <name>FrieseFinal</name>
    <message>
        <source>The game ended when an empire reached 40 VP.</source>
        <translation>La partie s&apos;est terminée quand un empire a atteint 40 PV.</translation>
    </message>
    <message>
        <source>The game ended when the deck ran out for the second time.</source>
        <translation>La partie s&apos;est terminée quand la pioche s&apos;est épuisée pour la seconde fois.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Factories</source>
        <translation>Usines</translation>
    </message>
    <message>
        <source>Status symbols</source>
        <translation>Symboles de statut</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Influence</translation>
    </message>
    <message>
        <source>Negatives</source>
        <translation>Négatifs</translation>
    </message>
    <message>
        <source>Bonuses: what status symbols earn on top of their printed VP (a combination, a count of factories). Influence: {influence}. Negatives: factories below zero and {press}.</source>
        <translation>Bonus : ce que les symboles de statut rapportent en plus de leurs PV imprimés (une combinaison, un nombre d&apos;usines). Influence : {influence}. Négatifs : les usines sous zéro et {press}.</translation>
    </message>
    <message>
        <source>Tied on VP: {name} wins with more money.</source>
        <translation>Égalité de PV : {name} gagne avec plus d&apos;argent.</translation>
    </message>
</context>
<context>
    <name>FrieseGuide</name>
    <message>
        <source>Friesematenten in a minute</source>
        <translation>Friesematenten en une minute</translation>
    </message>
    <message>
        <source>Each round the market offers a few cards: red factories earn money, yellow status symbols and some factories earn victory points, blue influence cards change a card or a player, green action cards are dirty tricks.</source>
        <translation>À chaque manche, le marché propose quelques cartes : les usines rouges rapportent de l&apos;argent, les symboles de statut jaunes et certaines usines des points de victoire, les cartes influence bleues modifient une carte ou un joueur, les cartes action vertes sont des coups bas.</translation>
    </message>
    <message>
        <source>Every market card is auctioned in turn; the winner pays and takes the start marker. Your money is secret, and bids may go beyond it, at your own risk.</source>
        <translation>Chaque carte du marché est mise aux enchères à son tour ; le gagnant paie et prend le marqueur de départ. Votre argent est secret, et vous pouvez miser au-delà, à vos risques.</translation>
    </message>
    <message>
        <source>Then everyone collects income from their factories. The game ends when an empire is worth 40 points or the deck runs out twice.</source>
        <translation>Puis chacun encaisse le revenu de ses usines. La partie s&apos;arrête quand un empire vaut 40 points ou quand la pioche s&apos;épuise deux fois.</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>Marteau</translation>
    </message>
    <message>
        <source>Money bag</source>
        <translation>Sac d&apos;argent</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Éclair</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Bouclier</translation>
    </message>
    <message>
        <source>Played on your own turn.</source>
        <translation>Se joue pendant votre tour.</translation>
    </message>
    <message>
        <source>Played before or after an auction.</source>
        <translation>Se joue avant ou après une enchère.</translation>
    </message>
    <message>
        <source>Played just before income.</source>
        <translation>Se joue juste avant le revenu.</translation>
    </message>
    <message>
        <source>Played at any moment, even during an auction.</source>
        <translation>Se joue à tout moment, même pendant une enchère.</translation>
    </message>
    <message>
        <source>Only an answer: Objection! cancels a card played against you.</source>
        <translation>Seulement en réponse : Objection ! annule une carte jouée contre vous.</translation>
    </message>
</context>
<context>
    <name>FrieseLog</name>
    <message>
        <source>The game begins. {name} holds the start marker.</source>
        <translation>La partie commence. {name} a le marqueur de départ.</translation>
    </message>
    <message>
        <source>The market: {cards}.</source>
        <translation>Le marché : {cards}.</translation>
    </message>
    <message>
        <source>Round {n} begins. The market: {cards}.</source>
        <translation>La manche {n} commence. Le marché : {cards}.</translation>
    </message>
    <message>
        <source>This is the last round.</source>
        <translation>C&apos;est la dernière manche.</translation>
    </message>
    <message>
        <source>{name} ends their turn.</source>
        <translation>{name} termine son tour.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name} joue {card}.</translation>
    </message>
    <message>
        <source>Chosen card: {target}.</source>
        <translation>Carte choisie : {target}.</translation>
    </message>
    <message>
        <source>With: {second}.</source>
        <translation>Avec : {second}.</translation>
    </message>
    <message>
        <source>Chosen player: {player}.</source>
        <translation>Joueur choisi : {player}.</translation>
    </message>
    <message>
        <source>{name} objects: {card} has no effect.</source>
        <translation>{name} fait opposition : {card} reste sans effet.</translation>
    </message>
    <message>
        <source>{name} attaches {card} to {host}.</source>
        <translation>{name} place {card} sur {host}.</translation>
    </message>
    <message>
        <source>{name} attaches {card} to {player}.</source>
        <translation>{name} place {card} sur {player}.</translation>
    </message>
    <message>
        <source>{name} demolishes {card}.</source>
        <translation>{name} démolit {card}.</translation>
    </message>
    <message>
        <source>You pay a fee of {money}.</source>
        <translation>Vous payez des frais de {money}.</translation>
    </message>
    <message>
        <source>Auction: {card} (minimum bid {money}).</source>
        <translation>Enchère : {card} (mise minimale {money}).</translation>
    </message>
    <message>
        <source>{name} bids {money}.</source>
        <translation>{name} mise {money}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} passe.</translation>
    </message>
    <message>
        <source>{name} wins {card} for {money}.</source>
        <translation>{name} remporte {card} pour {money}.</translation>
    </message>
    <message>
        <source>{name} pays and takes {card} (and the start marker).</source>
        <translation>{name} paie et prend {card} (et le marqueur de départ).</translation>
    </message>
    <message>
        <source>{name} cannot pay for {card}: all their money goes to the bank and the card is auctioned again.</source>
        <translation>{name} ne peut pas payer {card} : tout son argent va à la banque et la carte est remise aux enchères.</translation>
    </message>
    <message>
        <source>You lose {money}.</source>
        <translation>Vous perdez {money}.</translation>
    </message>
    <message>
        <source>Nobody bids for {card}: it stays in the market, left over.</source>
        <translation>Personne ne mise sur {card} : la carte reste au marché, invendue.</translation>
    </message>
    <message>
        <source>{card} is left over a second time and is discarded.</source>
        <translation>Invendue une seconde fois, la carte {card} part à la défausse.</translation>
    </message>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name} défausse {card}.</translation>
    </message>
    <message>
        <source>Your income: {money}.</source>
        <translation>Votre revenu : {money}.</translation>
    </message>
    <message>
        <source>You pay {money} upkeep for {card}.</source>
        <translation>Vous payez {money} d&apos;entretien pour {card}.</translation>
    </message>
    <message>
        <source>{name} cannot pay the upkeep: {card} is discarded.</source>
        <translation>{name} ne peut pas payer l&apos;entretien : la carte {card} est défaussée.</translation>
    </message>
    <message>
        <source>{thief} takes {money} from {victim}.</source>
        <translation>{thief} prend {money} à {victim}.</translation>
    </message>
    <message>
        <source>The deck is empty: the discard pile is shuffled into a new deck.</source>
        <translation>La pioche est vide : la défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>The deck has run out a second time: this round is the last.</source>
        <translation>La pioche est épuisée une seconde fois : cette manche est la dernière.</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names} with {points}.</source>
        <translation>La partie est terminée. Victoire de {names} avec {points}.</translation>
    </message>
</context>
<context>
    <name>FrieseMoments</name>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} joue {card}</translation>
    </message>
    <message>
        <source>{card} leaves the game</source>
        <translation>{card} quitte la partie</translation>
    </message>
    <message>
        <source>{card} is discarded</source>
        <translation>la carte {card} est défaussée</translation>
    </message>
    <message>
        <source>{card}: {old} → {new}</source>
        <translation>{card} : {old} → {new}</translation>
    </message>
    <message>
        <source>DEFAULT</source>
        <translation>DÉFAILLANCE</translation>
    </message>
    <message>
        <source>{name} cannot pay for {card}: all their money goes to the bank.</source>
        <translation>{name} ne peut pas payer {card} : tout son argent va à la banque.</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Revenu</translation>
    </message>
    <message>
        <source>Base income</source>
        <translation>Revenu de base</translation>
    </message>
    <message>
        <source>Loan repayment</source>
        <translation>Remboursement du prêt</translation>
    </message>
    <message>
        <source>You receive</source>
        <translation>Vous recevez</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Cliquez pour continuer</translation>
    </message>
</context>
<context>
    <name>FrieseNames</name>
    <message>
        <source>Factory</source>
        <translation>Usine</translation>
    </message>
    <message>
        <source>Status symbol</source>
        <translation>Symbole de statut</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Influence</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>food</source>
        <translation>alimentation</translation>
    </message>
    <message>
        <source>industry</source>
        <translation>industrie</translation>
    </message>
    <message>
        <source>leisure</source>
        <translation>loisirs</translation>
    </message>
    <message>
        <source>shady</source>
        <translation>louche</translation>
    </message>
    <message>
        <source>on your turn</source>
        <translation>pendant votre tour</translation>
    </message>
    <message>
        <source>hammer: before or after an auction</source>
        <translation>marteau : avant ou après une enchère</translation>
    </message>
    <message>
        <source>money bag: before income</source>
        <translation>sac d&apos;argent : avant le revenu</translation>
    </message>
    <message>
        <source>lightning: at any moment</source>
        <translation>éclair : à tout moment</translation>
    </message>
    <message>
        <source>only when an action card targets you</source>
        <translation>seulement quand une carte action vous vise</translation>
    </message>
    <message>
        <source>hammer window</source>
        <translation>fenêtre du marteau</translation>
    </message>
    <message>
        <source>money-bag window</source>
        <translation>fenêtre du sac d&apos;argent</translation>
    </message>
    <message>
        <source>€%1</source>
        <translation>%1&#xa0;€</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n PV</numerusform>
            <numerusform>%n PV</numerusform>
        </translation>
    </message>
    <message>
        <source>Card set version</source>
        <translation>Version du paquet</translation>
    </message>
    <message>
        <source>one of your factories</source>
        <translation>une de vos usines</translation>
    </message>
    <message>
        <source>one of your status symbols</source>
        <translation>un de vos symboles de statut</translation>
    </message>
    <message>
        <source>yourself</source>
        <translation>vous-même</translation>
    </message>
    <message>
        <source>any factory</source>
        <translation>n&apos;importe quelle usine</translation>
    </message>
    <message>
        <source>any status symbol</source>
        <translation>n&apos;importe quel symbole de statut</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>n&apos;importe quel joueur</translation>
    </message>
    <message>
        <source>Attach to {hosts}.</source>
        <translation>Se place sur : {hosts}.</translation>
    </message>
    <message>
        <source>+{n} production for each other {sector} factory you own.</source>
        <translation>+{n} de production par autre usine ({sector}) que vous possédez.</translation>
    </message>
    <message>
        <source>+{n} production while {card} lies on you.</source>
        <translation>+{n} de production tant que la carte {card} est posée sur vous.</translation>
    </message>
    <message>
        <source>+{n} VP for each status symbol you own.</source>
        <translation>+{n} PV par symbole de statut que vous possédez.</translation>
    </message>
    <message>
        <source>+{n} VP for each {sector} factory you own.</source>
        <translation>+{n} PV par usine ({sector}) que vous possédez.</translation>
    </message>
    <message>
        <source>+{n} VP if you also own {card}.</source>
        <translation>+{n} PV si vous possédez aussi {card}.</translation>
    </message>
    <message>
        <source>Does not count towards your factory limit.</source>
        <translation>Ne compte pas dans votre limite d&apos;usines.</translation>
    </message>
    <message>
        <source>No action card can ever choose it.</source>
        <translation>Aucune carte action ne peut jamais la choisir.</translation>
    </message>
    <message>
        <source>Costs {money} upkeep at each income.</source>
        <translation>Coûte {money} d&apos;entretien à chaque revenu.</translation>
    </message>
    <message>
        <source>Protects its host from opponents&apos; action cards.</source>
        <translation>Protège son hôte des cartes action adverses.</translation>
    </message>
    <message>
        <source>Host factory: {n} production.</source>
        <translation>Usine hôte : {n} de production.</translation>
    </message>
    <message>
        <source>Host card: {n} VP.</source>
        <translation>Carte hôte : {n} PV.</translation>
    </message>
    <message>
        <source>Host player: {n} VP.</source>
        <translation>Joueur hôte : {n} PV.</translation>
    </message>
    <message>
        <source>Host player: factory limit {n}.</source>
        <translation>Joueur hôte : limite d&apos;usines {n}.</translation>
    </message>
    <message>
        <source>Host player: {n} VP per status symbol.</source>
        <translation>Joueur hôte : {n} PV par symbole de statut.</translation>
    </message>
    <message>
        <source>Host player: {n} income per factory.</source>
        <translation>Joueur hôte : {n} de revenu par usine.</translation>
    </message>
    <message>
        <source>Take an opponent&apos;s factory, with what lies on it.</source>
        <translation>Prenez une usine adverse, avec ce qui est posé dessus.</translation>
    </message>
    <message>
        <source>Remove any factory from the game (no fee).</source>
        <translation>Retirez n&apos;importe quelle usine du jeu (sans frais).</translation>
    </message>
    <message>
        <source>Swap one of your factories for an opponent&apos;s.</source>
        <translation>Échangez une de vos usines contre une usine adverse.</translation>
    </message>
    <message>
        <source>Give one of your factories to an opponent.</source>
        <translation>Donnez une de vos usines à un adversaire.</translation>
    </message>
    <message>
        <source>An opponent&apos;s factory produces nothing at the next income.</source>
        <translation>Une usine adverse ne produit rien au prochain revenu.</translation>
    </message>
    <message>
        <source>One of your factories produces double at the next income.</source>
        <translation>Une de vos usines produit le double au prochain revenu.</translation>
    </message>
    <message>
        <source>Discard an opponent&apos;s status symbol.</source>
        <translation>Défaussez un symbole de statut adverse.</translation>
    </message>
    <message>
        <source>An opponent discards one of their status symbols.</source>
        <translation>Un adversaire défausse un de ses symboles de statut.</translation>
    </message>
    <message>
        <source>Discard any attached influence card, even a protected one.</source>
        <translation>Défaussez n&apos;importe quelle carte influence posée, même protégée.</translation>
    </message>
    <message>
        <source>Move an opponent&apos;s influence card to another host.</source>
        <translation>Déplacez une carte influence adverse vers un autre hôte.</translation>
    </message>
    <message>
        <source>An opponent gets no base income at the next income.</source>
        <translation>Un adversaire ne touche pas le revenu de base au prochain revenu.</translation>
    </message>
    <message>
        <source>Buy a market card not yet auctioned this round, at its minimum bid.</source>
        <translation>Achetez une carte du marché pas encore mise aux enchères cette manche, à sa mise minimale.</translation>
    </message>
    <message>
        <source>Buy a card from the discard pile at its minimum bid.</source>
        <translation>Achetez une carte de la défausse à sa mise minimale.</translation>
    </message>
    <message>
        <source>A market card is not auctioned this round.</source>
        <translation>Une carte du marché n&apos;est pas mise aux enchères cette manche.</translation>
    </message>
    <message>
        <source>An opponent may not bid in the next auction.</source>
        <translation>Un adversaire ne peut pas miser à la prochaine enchère.</translation>
    </message>
    <message>
        <source>When an action card targets you: it has no effect (both cards are spent).</source>
        <translation>Quand une carte action vous vise : elle reste sans effet (les deux cartes sont utilisées).</translation>
    </message>
    <message>
        <source>Take an opponent&apos;s status symbol printed with at most {n} VP.</source>
        <translation>Prenez un symbole de statut adverse imprimé à {n} PV au plus.</translation>
    </message>
    <message>
        <source>You get {money} more at the next income.</source>
        <translation>Vous touchez {money} de plus au prochain revenu.</translation>
    </message>
    <message>
        <source>Take {money} now; repay {repay} from the next income.</source>
        <translation>Prenez {money} maintenant ; remboursez {repay} sur le prochain revenu.</translation>
    </message>
    <message>
        <source>Take up to {money} from an opponent.</source>
        <translation>Prenez jusqu&apos;à {money} à un adversaire.</translation>
    </message>
    <message>
        <source>fee {money}</source>
        <translation>frais {money}</translation>
    </message>
    <message>
        <source>outside the limit</source>
        <translation>hors limite</translation>
    </message>
    <message>
        <source>always protected</source>
        <translation>toujours protégé</translation>
    </message>
    <message>
        <source>protects its host</source>
        <translation>protège son hôte</translation>
    </message>
    <message>
        <source>take a factory</source>
        <translation>prenez une usine</translation>
    </message>
    <message>
        <source>demolish a factory</source>
        <translation>démolissez une usine</translation>
    </message>
    <message>
        <source>swap two factories</source>
        <translation>échangez deux usines</translation>
    </message>
    <message>
        <source>give a factory away</source>
        <translation>donnez une usine</translation>
    </message>
    <message>
        <source>a factory earns 0</source>
        <translation>une usine rapporte 0</translation>
    </message>
    <message>
        <source>a factory earns ×2</source>
        <translation>une usine rapporte ×2</translation>
    </message>
    <message>
        <source>burn a symbol</source>
        <translation>brûlez un symbole</translation>
    </message>
    <message>
        <source>a rival drops a symbol</source>
        <translation>un rival perd un symbole</translation>
    </message>
    <message>
        <source>remove an influence card</source>
        <translation>retirez une carte influence</translation>
    </message>
    <message>
        <source>move an influence card</source>
        <translation>déplacez une carte influence</translation>
    </message>
    <message>
        <source>no base income</source>
        <translation>pas de revenu de base</translation>
    </message>
    <message>
        <source>buy from the market</source>
        <translation>achetez au marché</translation>
    </message>
    <message>
        <source>buy from the discards</source>
        <translation>achetez à la défausse</translation>
    </message>
    <message>
        <source>skip a market card</source>
        <translation>retirez une carte du marché</translation>
    </message>
    <message>
        <source>bar from an auction</source>
        <translation>interdit d&apos;enchère</translation>
    </message>
    <message>
        <source>cancel a card played on you</source>
        <translation>annulez une carte jouée contre vous</translation>
    </message>
    <message>
        <source>+{n} per other {sector}</source>
        <translation>+{n} par autre usine ({sector})</translation>
    </message>
    <message>
        <source>+{n} with {card}</source>
        <translation>+{n} avec {card}</translation>
    </message>
    <message>
        <source>+{n} VP per symbol</source>
        <translation>+{n} PV par symbole</translation>
    </message>
    <message>
        <source>+{n} VP per {sector} factory</source>
        <translation>+{n} PV par usine ({sector})</translation>
    </message>
    <message>
        <source>+{n} VP with {card}</source>
        <translation>+{n} PV avec {card}</translation>
    </message>
    <message>
        <source>upkeep {money}</source>
        <translation>entretien {money}</translation>
    </message>
    <message>
        <source>{n} production</source>
        <translation>{n} de production</translation>
    </message>
    <message>
        <source>{n} VP to its host</source>
        <translation>{n} PV à son hôte</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} PV</translation>
    </message>
    <message>
        <source>{n} factory</source>
        <translation>{n} usine</translation>
    </message>
    <message>
        <source>{n} VP per symbol</source>
        <translation>{n} PV par symbole</translation>
    </message>
    <message>
        <source>+{money} per factory</source>
        <translation>+{money} par usine</translation>
    </message>
    <message>
        <source>steal a symbol ≤ {n} VP</source>
        <translation>volez un symbole ≤ {n} PV</translation>
    </message>
    <message>
        <source>+{money} income</source>
        <translation>+{money} de revenu</translation>
    </message>
    <message>
        <source>{money} now, repay {repay}</source>
        <translation>{money} tout de suite, rendez {repay}</translation>
    </message>
    <message>
        <source>take up to {money}</source>
        <translation>prenez jusqu&apos;à {money}</translation>
    </message>
    <message>
        <source>on a factory</source>
        <translation>sur une usine</translation>
    </message>
    <message>
        <source>on a symbol</source>
        <translation>sur un symbole</translation>
    </message>
    <message>
        <source>on a player</source>
        <translation>sur un joueur</translation>
    </message>
    <message>
        <source>on your card or you</source>
        <translation>sur votre carte ou vous</translation>
    </message>
    <message>
        <source>{name} would take your {target}, with what lies on it.</source>
        <translation>{name} prendrait votre {target}, avec ce qui y est posé.</translation>
    </message>
    <message>
        <source>Your {target} would be demolished, with what lies on it.</source>
        <translation>Votre {target} serait démolie, avec ce qui y est posé.</translation>
    </message>
    <message>
        <source>Your {target} would go to {name}, and you would get their {second}.</source>
        <translation>Votre {target} irait à {name}, et vous recevriez sa carte {second}.</translation>
    </message>
    <message>
        <source>{name} would give you their {second}: you would have to keep it.</source>
        <translation>{name} vous donnerait sa carte {second} : vous devriez la garder.</translation>
    </message>
    <message>
        <source>Your {target} would produce nothing at the next income.</source>
        <translation>Votre {target} ne produirait rien au prochain revenu.</translation>
    </message>
    <message>
        <source>Your {target} would be discarded.</source>
        <translation>Votre {target} serait défaussée.</translation>
    </message>
    <message>
        <source>{name} would take your {target}.</source>
        <translation>{name} prendrait votre {target}.</translation>
    </message>
    <message>
        <source>You would have to discard one of your status symbols.</source>
        <translation>Vous devriez défausser un de vos symboles de statut.</translation>
    </message>
    <message>
        <source>{target} would be discarded from your empire.</source>
        <translation>{target} serait défaussée de votre empire.</translation>
    </message>
    <message>
        <source>{target} would be moved to another host.</source>
        <translation>{target} serait déplacée vers un autre hôte.</translation>
    </message>
    <message>
        <source>You would get no base income at the next income.</source>
        <translation>Vous ne toucheriez pas de revenu de base au prochain revenu.</translation>
    </message>
    <message>
        <source>{name} would take up to {money} of your money.</source>
        <translation>{name} vous prendrait jusqu&apos;à {money}.</translation>
    </message>
    <message>
        <source>You could not bid in the next auction.</source>
        <translation>Vous ne pourriez pas enchérir à la prochaine enchère.</translation>
    </message>
    <message>
        <source>Version {new}, the current one, rebalances these cards of the first edition (version {old}): {cards}. Their minimum bids, points or effects differ; the other cards are the same.</source>
        <translation>La version {new}, l&apos;actuelle, rééquilibre ces cartes de la première édition (version {old}) : {cards}. Leurs mises minimales, leurs points ou leurs effets diffèrent ; les autres cartes sont identiques.</translation>
    </message>
    <message>
        <source>Version {old}, the first edition: these cards keep their first minimum bids, points or effects: {cards}. Version {new}, the current one, rebalances them; the other cards are the same.</source>
        <translation>La version {old}, la première édition : ces cartes gardent leurs mises minimales, leurs points ou leurs effets d&apos;origine : {cards}. La version {new}, l&apos;actuelle, les rééquilibre ; les autres cartes sont identiques.</translation>
    </message>
</context>
<context>
    <name>FrieseRace</name>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>Still to go</source>
        <translation>Reste à faire</translation>
    </message>
    <message>
        <source>goal reached</source>
        <translation>but atteint</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>losange</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>Race to 40 VP</source>
        <translation>Course aux 40 PV</translation>
    </message>
</context>
<context>
    <name>FrieseRefusals</name>
    <message>
        <source>Your bid must be at least {minimum}.</source>
        <translation>Votre mise doit être d&apos;au moins {minimum}.</translation>
    </message>
    <message>
        <source>A single bid may be at most {maximum}.</source>
        <translation>Une mise ne peut dépasser {maximum}.</translation>
    </message>
    <message>
        <source>You do not have enough money to play {card}.</source>
        <translation>Vous n&apos;avez pas assez d&apos;argent pour jouer {card}.</translation>
    </message>
    <message>
        <source>{card} is not yours.</source>
        <translation>{card} ne vous appartient pas.</translation>
    </message>
    <message>
        <source>{card} cannot be played at this moment.</source>
        <translation>La carte {card} ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>{card} cannot be used on that.</source>
        <translation>{card} ne peut pas viser cela.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Cette carte n&apos;existe pas.</translation>
    </message>
    <message>
        <source>That card cannot be chosen now.</source>
        <translation>Cette carte ne peut pas être choisie maintenant.</translation>
    </message>
    <message>
        <source>You can only demolish your own factories.</source>
        <translation>Vous ne pouvez démolir que vos propres usines.</translation>
    </message>
    <message>
        <source>You have already demolished a factory this round.</source>
        <translation>Vous avez déjà démoli une usine cette manche.</translation>
    </message>
    <message>
        <source>You cannot pay the fee to demolish {card}.</source>
        <translation>Vous ne pouvez pas payer les frais pour démolir {card}.</translation>
    </message>
    <message>
        <source>{card} is not an unassigned influence card of yours.</source>
        <translation>{card} n&apos;est pas une de vos cartes influence non placées.</translation>
    </message>
    <message>
        <source>{card} cannot be attached there.</source>
        <translation>{card} ne peut pas être placée là.</translation>
    </message>
    <message>
        <source>{card} was won this round: assign it at once, or on your turn in a later round.</source>
        <translation>Carte gagnée pendant cette manche : {card}. Attribuez-la tout de suite, ou pendant votre tour d&apos;une manche suivante.</translation>
    </message>
</context>
<context>
    <name>FrieseTable</name>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>highest bidder</source>
        <translation>meilleure offre</translation>
    </message>
    <message>
        <source>out of this auction</source>
        <translation>hors de cette enchère</translation>
    </message>
    <message>
        <source>Start marker</source>
        <translation>Marqueur de départ</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>Choisir {name}</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name} : {points}</translation>
    </message>
    <message>
        <source>Empire of {name}</source>
        <translation>Empire de {name}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>Friesematenten table</source>
        <translation>Table de Friesematenten</translation>
    </message>
    <message>
        <source>Last auction: {name} won {card} for {money}.</source>
        <translation>Dernière enchère : {name} remporte {card} pour {money}.</translation>
    </message>
    <message>
        <source>Last auction: nobody bid for {card}.</source>
        <translation>Dernière enchère : personne n&apos;a enchéri sur {card}.</translation>
    </message>
    <message>
        <source>targeted</source>
        <translation>visée</translation>
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
        <source>Your money: {money}</source>
        <translation>Votre argent : {money}</translation>
    </message>
    <message>
        <source>Your money stays hidden until your turn: others may be looking.</source>
        <translation>Votre argent reste caché jusqu&apos;à votre tour : d&apos;autres regardent peut-être.</translation>
    </message>
    <message>
        <source>Your empire</source>
        <translation>Votre empire</translation>
    </message>
    <message>
        <source>Choose yourself</source>
        <translation>Vous choisir</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Cancel the choice (Escape)</source>
        <translation>Annuler le choix (Échap)</translation>
    </message>
    <message>
        <source>&amp;End my turn</source>
        <translation>&amp;Finir mon tour</translation>
    </message>
    <message>
        <source>{window}: your turn to react. You may play {cards} (lit: click one, or Tab to it and press Enter) — or pass.</source>
        <translation>{window} : à vous de réagir. Vous pouvez jouer {cards} (allumées : cliquez-en une, ou allez-y avec Tab et appuyez sur Entrée) — ou passer.</translation>
    </message>
    <message>
        <source>{name} plays {card} against you.</source>
        <translation>{name} joue {card} contre vous.</translation>
    </message>
    <message>
        <source>Object with {objection}, or let it happen?</source>
        <translation>Vous opposer avec {objection}, ou laisser faire ?</translation>
    </message>
    <message>
        <source>Objection window: {name} may object.</source>
        <translation>Fenêtre d&apos;opposition : {name} peut s&apos;opposer.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sser</translation>
    </message>
    <message>
        <source>&amp;Pay</source>
        <translation>Pa&amp;yer</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>La &amp;garder pour plus tard</translation>
    </message>
    <message>
        <source>&amp;Let it happen</source>
        <translation>&amp;Laisser faire</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <source>&amp;Object with {card}</source>
        <translation>S&apos;&amp;opposer avec {card}</translation>
    </message>
    <message>
        <source>&amp;Demolish a factory…</source>
        <translation>&amp;Démolir une usine…</translation>
    </message>
    <message>
        <source>Demolish a factory</source>
        <translation>Démolir une usine</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names}.</source>
        <translation>La partie est terminée. Victoire de {names}.</translation>
    </message>
    <message>
        <source>Your turn: play action cards (lit), attach influence cards, demolish one factory if you wish — then end your turn.</source>
        <translation>À vous : jouez des cartes action (allumées), placez des cartes influence, démolissez une usine si vous le souhaitez — puis finissez votre tour.</translation>
    </message>
    <message>
        <source>Your bid: type an amount, Enter bids it. A winner who cannot pay loses all their money.</source>
        <translation>Votre enchère : tapez un montant, Entrée l&apos;envoie. Un gagnant qui ne peut pas payer perd tout son argent.</translation>
    </message>
    <message>
        <source>You won {card} for {money}. Pay now, or first play a lit lightning card.</source>
        <translation>Vous remportez {card} pour {money}. Payez maintenant, ou jouez d&apos;abord une carte éclair allumée.</translation>
    </message>
    <message>
        <source>{card} is yours. Use it now (click it, or press Enter: it has the focus), or keep it for later.</source>
        <translation>Carte gagnée : {card}. Jouez cette carte maintenant (clic, ou Entrée : elle a le focus), ou gardez-la pour plus tard.</translation>
    </message>
    <message>
        <source>Click the factory to demolish (a factory with negative VP costs a fee).</source>
        <translation>Cliquez sur l&apos;usine à démolir (une usine à PV négatifs coûte des frais).</translation>
    </message>
    <message>
        <source>You are over your factory limit: click the factory to demolish.</source>
        <translation>Vous dépassez votre limite d&apos;usines : cliquez sur l&apos;usine à démolir.</translation>
    </message>
    <message>
        <source>Scandal: click the status symbol you discard.</source>
        <translation>Scandale : cliquez sur le symbole de statut que vous défaussez.</translation>
    </message>
    <message>
        <source>{card}: choose a player (the buttons by their names).</source>
        <translation>{card} : choisissez un joueur (les boutons près des noms).</translation>
    </message>
    <message>
        <source>{card}: click a highlighted card, or choose a player.</source>
        <translation>{card} : cliquez sur une carte en surbrillance, ou choisissez un joueur.</translation>
    </message>
    <message>
        <source>{card}: click the factory of yours it uses.</source>
        <translation>{card} : cliquez sur votre usine concernée.</translation>
    </message>
    <message>
        <source>{card}: click one of the highlighted cards.</source>
        <translation>{card} : cliquez sur une des cartes en surbrillance.</translation>
    </message>
    <message>
        <source>{window}: {name}&apos;s turn to react.</source>
        <translation>{window} : à {name} de réagir.</translation>
    </message>
    <message>
        <source>Then: {names}.</source>
        <translation>Ensuite : {names}.</translation>
    </message>
    <message>
        <source>{name} takes their turn.</source>
        <translation>{name} joue son tour.</translation>
    </message>
    <message>
        <source>{name} is bidding.</source>
        <translation>{name} mise.</translation>
    </message>
    <message>
        <source>{name} pays for the card won.</source>
        <translation>{name} paie la carte remportée.</translation>
    </message>
    <message>
        <source>{name} may use the card just won.</source>
        <translation>{name} peut utiliser la carte qui vient d&apos;être remportée.</translation>
    </message>
    <message>
        <source>{name} must demolish a factory.</source>
        <translation>{name} doit démolir une usine.</translation>
    </message>
    <message>
        <source>{name} discards a status symbol.</source>
        <translation>{name} défausse un symbole de statut.</translation>
    </message>
    <message>
        <source>Factories {n}/{limit}</source>
        <translation>Usines {n}/{limit}</translation>
    </message>
    <message>
        <source>Status symbols</source>
        <translation>Symboles de statut</translation>
    </message>
    <message>
        <source>On the player</source>
        <translation>Sur le joueur</translation>
    </message>
    <message>
        <source>Unassigned</source>
        <translation>Non placées</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>on auction</source>
        <translation>aux enchères</translation>
    </message>
    <message>
        <source>left over</source>
        <translation>invendue</translation>
    </message>
    <message>
        <source>Market — round {n}</source>
        <translation>Marché — manche {n}</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>dernière manche</translation>
    </message>
    <message>
        <source>Deck: {n}</source>
        <translation>Pioche : {n}</translation>
    </message>
    <message>
        <source>Discard pile ({n})…</source>
        <translation>Défausse ({n})…</translation>
    </message>
    <message>
        <source>Add {money}</source>
        <translation>Ajouter {money}</translation>
    </message>
    <message>
        <source>Auction: {card}</source>
        <translation>Enchère : {card}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Votre enchère</translation>
    </message>
    <message>
        <source>Type an amount, Enter bids it</source>
        <translation>Tapez un montant, Entrée l&apos;envoie</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>à son tour</translation>
    </message>
    <message>
        <source>Minimum bid {money}</source>
        <translation>Mise minimale {money}</translation>
    </message>
    <message>
        <source>left over: unsold again, it is discarded</source>
        <translation>invendue : si la carte reste encore invendue, elle est défaussée</translation>
    </message>
    <message>
        <source>by {name}</source>
        <translation>par {name}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Pas encore d&apos;enchère</translation>
    </message>
    <message>
        <source>in</source>
        <translation>en lice</translation>
    </message>
    <message>
        <source>defaulted</source>
        <translation>défaillant</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>interdit</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} joue {card}</translation>
    </message>
    <message>
        <source>Objection window: the targeted player may object.</source>
        <translation>Fenêtre d&apos;opposition : le joueur visé peut s&apos;opposer.</translation>
    </message>
    <message>
        <source>{name} won {card}</source>
        <translation>{name} remporte {card}</translation>
    </message>
    <message>
        <source>for {money}</source>
        <translation>pour {money}</translation>
    </message>
    <message>
        <source>It may be used or attached at once.</source>
        <translation>Elle peut être utilisée ou placée tout de suite.</translation>
    </message>
    <message>
        <source>Hammer and lightning cards may be played now, each player in turn.</source>
        <translation>Les cartes marteau et éclair peuvent être jouées maintenant, chacun à son tour.</translation>
    </message>
    <message>
        <source>Money-bag and lightning cards may be played now, before income.</source>
        <translation>Les cartes sac d&apos;argent et éclair peuvent être jouées maintenant, avant le revenu.</translation>
    </message>
    <message>
        <source>Round {n}: the players&apos; turns</source>
        <translation>Manche {n} : les tours des joueurs</translation>
    </message>
    <message>
        <source>Each player in turn may play action cards, attach influence and demolish.</source>
        <translation>Chaque joueur à son tour peut jouer des cartes action, placer de l&apos;influence et démolir.</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fait</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name} must demolish a factory</source>
        <translation>{name} doit démolir une usine</translation>
    </message>
    <message>
        <source>{name} discards a status symbol</source>
        <translation>{name} défausse un symbole de statut</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Miser</translation>
    </message>
    <message>
        <source>Bid the amount in the box, at least {money}</source>
        <translation>Enchérir du montant indiqué, au moins {money}</translation>
    </message>
    <message>
        <source>Pass: out of this auction</source>
        <translation>Passer : vous sortez de cette enchère</translation>
    </message>
    <message>
        <source>Next income</source>
        <translation>Prochain revenu</translation>
    </message>
    <message>
        <source>Base income</source>
        <translation>Revenu de base</translation>
    </message>
    <message>
        <source>tax raid</source>
        <translation>contrôle fiscal</translation>
    </message>
    <message>
        <source>strike</source>
        <translation>grève</translation>
    </message>
    <message>
        <source>extra shift</source>
        <translation>équipe supplémentaire</translation>
    </message>
    <message>
        <source>Loan repayment</source>
        <translation>Remboursement du prêt</translation>
    </message>
    <message>
        <source>upkeep</source>
        <translation>entretien</translation>
    </message>
    <message>
        <source>upkeep unpaid: discarded</source>
        <translation>entretien impayé : carte défaussée</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Click the card you want to buy.</source>
        <translation>Cliquez sur la carte que vous voulez acheter.</translation>
    </message>
    <message>
        <source>The cards discarded so far (hover for what they do).</source>
        <translation>Les cartes défaussées jusqu&apos;ici (survolez pour voir leur effet).</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
</context>
<context>
    <name>FrieseTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Cette partie guidée suit une donne préparée : faites le coup que demande l&apos;entraîneur.</translation>
    </message>
    <message>
        <source>Welcome to Friesematenten! You build an empire of factories, status symbols and influence, and play dirty tricks on the others. Factories bring money every round; status symbols and some factories bring victory points (VP). The game ends after an auction phase in which someone has 40 VP or more; the most VP wins. Your money, €60, is secret: only you see it.</source>
        <translation>Bienvenue dans Friesematenten ! Vous bâtissez un empire d&apos;usines, de symboles de statut et d&apos;influence, et jouez des coups tordus aux autres. Les usines rapportent de l&apos;argent à chaque manche ; les symboles de statut et certaines usines des points de victoire (PV). La partie s&apos;arrête après une phase d&apos;enchères où quelqu&apos;un a 40 PV ou plus ; le plus de PV gagne. Votre argent, 60 €, est secret : vous seul le voyez.</translation>
    </message>
    <message>
        <source>This is the market, each card with its minimum bid at its foot: red factories make money, yellow status symbols give VP, blue influence cards change a card or a player, green action cards are tricks played once. Nobody owns anything yet, so this first round goes straight to the auctions.</source>
        <translation>Voici le marché, chaque carte avec sa mise minimale en bas : les usines rouges rapportent de l&apos;argent, les symboles de statut jaunes des PV, les cartes d&apos;influence bleues changent une carte ou un joueur, les cartes action vertes sont des coups joués une fois. Personne ne possède encore rien : cette première manche passe directement aux enchères.</translation>
    </message>
    <message>
        <source>Each market card is auctioned in turn, opened by the holder of the start marker (you) and going round clockwise. Each bid must beat the last one; a pass is final for that card. The Old Master painting is dear for a start: press “Pass”.</source>
        <translation>Chaque carte du marché est mise aux enchères à son tour, ouverte par le détenteur du marqueur de départ (vous), puis dans le sens des aiguilles d&apos;une montre. Chaque mise doit battre la précédente ; passer est définitif pour cette carte. Le Tableau de maître ancien est cher pour commencer : appuyez sur « Passer ».</translation>
    </message>
    <message>
        <source>Ada and Bruno bid it up, one euro at a time.</source>
        <translation>Ada et Bruno font monter le prix, un euro à la fois.</translation>
    </message>
    <message>
        <source>Bruno passes: Ada buys the painting for €46 and takes the start marker, so she opens the next auction.</source>
        <translation>Bruno passe : Ada achète le tableau pour 46 € et prend le marqueur de départ ; c&apos;est elle qui ouvre l&apos;enchère suivante.</translation>
    </message>
    <message>
        <source>The Honorary doctorate gives VP but no money. Pass again: you want a factory first.</source>
        <translation>Le Doctorat honoris causa donne des PV mais pas d&apos;argent. Passez encore : il vous faut d&apos;abord une usine.</translation>
    </message>
    <message>
        <source>The Casino is a factory: 3 VP, and €11 of production each round. Bruno bid its minimum, €31. Bid €32: type it in the box and press “Bid”.</source>
        <translation>Le Casino est une usine : 3 PV et 11 € de production par manche. Bruno a misé son minimum, 31 €. Misez 32 € : tapez-le dans la case et appuyez sur « Miser ».</translation>
    </message>
    <message>
        <source>Bruno raised to €33. Bid €34.</source>
        <translation>Bruno a relancé à 33 €. Misez 34 €.</translation>
    </message>
    <message>
        <source>Bruno passes: the Casino is yours for €34. Bids are not limited by your money, but a winner who cannot pay loses all their money and the card is sold again without them: keep count.</source>
        <translation>Bruno passe : le Casino est à vous pour 34 €. Les mises ne sont pas limitées par votre argent, mais un gagnant qui ne peut pas payer perd tout son argent et la carte est revendue sans lui : comptez bien.</translation>
    </message>
    <message>
        <source>“Objection!” is an action card: it cancels a trick another player aims at you. Pass on it this time.</source>
        <translation>« Objection ! » est une carte action : elle annule un coup qu&apos;un autre joueur vous porte. Passez cette fois.</translation>
    </message>
    <message>
        <source>Nobody bid: “Objection!” stays in the market, marked as left over. Left over a second time, a card is discarded.</source>
        <translation>Personne n&apos;a misé : « Objection ! » reste au marché, marquée invendue. Invendue une seconde fois, une carte est défaussée.</translation>
    </message>
    <message>
        <source>Pass on the lapdog too.</source>
        <translation>Passez aussi sur le chien de salon.</translation>
    </message>
    <message>
        <source>The Supermanager is an influence card: attached to a factory, it adds €8 to its production. You have €26 left: bid its minimum, €24.</source>
        <translation>Le Supermanager est une carte d&apos;influence : placé sur une usine, il ajoute 8 € à sa production. Il vous reste 26 € : misez son minimum, 24 €.</translation>
    </message>
    <message>
        <source>It is yours. Attach it at once to your Casino: click the Supermanager in your empire, then the Casino.</source>
        <translation>Il est à vous. Placez-le tout de suite sur votre Casino : cliquez sur le Supermanager dans votre empire, puis sur le Casino.</translation>
    </message>
    <message>
        <source>Attach the Supermanager to your Casino: that is where it earns you money.</source>
        <translation>Placez le Supermanager sur votre Casino : c&apos;est là qu&apos;il vous rapporte.</translation>
    </message>
    <message>
        <source>The first rounds of a three-player game, with a coach</source>
        <translation>Les premières manches d&apos;une partie à trois, avec un entraîneur</translation>
    </message>
    <message>
        <source>After the auctions comes the income: €30 base plus your factories&apos; production, here the Casino&apos;s €11 and the Supermanager&apos;s €8. Then round two begins.</source>
        <translation>Après les enchères vient le revenu : 30 € de base plus la production de vos usines, ici les 11 € du Casino et les 8 € du Supermanager. Puis la deuxième manche commence.</translation>
    </message>
    <message>
        <source>You have seen a whole round: the turns with action and influence cards, the auctions with their windows, and the income. When an auction phase ends with someone at 40 VP or more, the game is over and the most VP win. Play on against the computer, or go back to the start page.</source>
        <translation>Vous avez vu une manche entière : les tours avec cartes action et influence, les enchères avec leurs fenêtres, et le revenu. Quand une phase d&apos;enchères se termine avec quelqu&apos;un à 40 PV ou plus, la partie s&apos;arrête et celui qui a le plus de PV gagne. Continuez contre l&apos;ordinateur, ou revenez à la page d&apos;accueil.</translation>
    </message>
    <message>
        <source>From round two on, a round begins with one turn for each player. On yours you may play action cards, attach influence cards and demolish one of your factories. You hold nothing to play yet: press “End my turn”.</source>
        <translation>À partir de la deuxième manche, chaque manche commence par un tour pour chaque joueur. Pendant le vôtre, vous pouvez jouer des cartes action, placer des cartes influence et démolir une de vos usines. Vous n&apos;avez encore rien à jouer : appuyez sur « Finir mon tour ».</translation>
    </message>
    <message>
        <source>The market is full again, and Objection! is back, left over from round one. This time buy it: bid its minimum, €10. It waits in your empire for a card played against you.</source>
        <translation>Le marché est de nouveau plein, et « Objection ! » revient, invendue de la première manche. Cette fois, achetez-la : misez son minimum, 10 €. Elle attendra dans votre empire qu&apos;on joue une carte contre vous.</translation>
    </message>
    <message>
        <source>Objection! is yours. Pass on the Bakery.</source>
        <translation>« Objection ! » est à vous. Passez sur la Boulangerie.</translation>
    </message>
    <message>
        <source>Ada won the Bakery, her first factory. The Wrecking ball is an action card that demolishes any factory, with no fee. Ada and Bruno passed: bid its minimum, €11.</source>
        <translation>Ada a remporté la Boulangerie, sa première usine. Le Boulet de démolition est une carte action qui démolit n&apos;importe quelle usine, sans frais. Ada et Bruno ont passé : misez son minimum, 11 €.</translation>
    </message>
    <message>
        <source>A card you win may be used at once. Keep the Wrecking ball for your turn instead: press “Keep it for later”.</source>
        <translation>Une carte remportée peut servir tout de suite. Gardez plutôt le Boulet de démolition pour votre tour : appuyez sur « La garder pour plus tard ».</translation>
    </message>
    <message>
        <source>Pass on the Butcher&apos;s shop.</source>
        <translation>Passez sur la Boucherie.</translation>
    </message>
    <message>
        <source>Building land is an influence card for a player: 2 VP, and room for a fourth factory. Bid its minimum, €20.</source>
        <translation>Le Terrain à bâtir est une carte influence qui se place sur un joueur : 2 PV et la place pour une quatrième usine. Misez son minimum, 20 €.</translation>
    </message>
    <message>
        <source>You could attach it at once. Keep it for your turn this time: press “Keep it for later”.</source>
        <translation>Vous pourriez placer cette carte tout de suite. Cette fois, gardez-la pour votre tour : appuyez sur « La garder pour plus tard ».</translation>
    </message>
    <message>
        <source>Pass on the Pickpocket.</source>
        <translation>Passez sur le Pickpocket.</translation>
    </message>
    <message>
        <source>Bruno won the Pickpocket and plays it on you at once: it would take €12 of your money.</source>
        <translation>Bruno a remporté le Pickpocket et le joue aussitôt contre vous : il vous prendrait 12 €.</translation>
    </message>
    <message>
        <source>A card aimed at you opens a reaction window: before it works, you may answer with Objection!. Both cards then leave the game and nothing happens. Press “Object with Objection!”.</source>
        <translation>Une carte qui vous vise ouvre une fenêtre de réaction : avant qu&apos;elle n&apos;agisse, vous pouvez répondre par « Objection ! ». Les deux cartes quittent alors la partie et rien ne se passe. Appuyez sur « S&apos;opposer avec Objection ! ».</translation>
    </message>
    <message>
        <source>Answer the Pickpocket with your Objection!: it keeps your €12 safe.</source>
        <translation>Répondez au Pickpocket avec votre « Objection ! » : vos 12 € restent à l&apos;abri.</translation>
    </message>
    <message>
        <source>The second income is paid, and round three begins with your turn. Play your Wrecking ball on Ada&apos;s Bakery: click the Wrecking ball in your empire, then the Bakery. A demolished factory leaves the game with whatever is attached to it.</source>
        <translation>Le deuxième revenu est versé, et la troisième manche commence par votre tour. Jouez votre Boulet de démolition sur la Boulangerie d&apos;Ada : cliquez sur le Boulet dans votre empire, puis sur la Boulangerie. Une usine démolie quitte la partie avec tout ce qui y est attaché.</translation>
    </message>
    <message>
        <source>Demolish Ada&apos;s Bakery with your Wrecking ball: your Casino is worth keeping.</source>
        <translation>Démolissez la Boulangerie d&apos;Ada avec votre Boulet : votre Casino vaut la peine d&apos;être gardé.</translation>
    </message>
    <message>
        <source>Now attach your Building land to yourself: click it in your empire, then the button with your name. Influence cards can be attached on your turn whenever you like.</source>
        <translation>Placez maintenant votre Terrain à bâtir sur vous-même : cliquez dessus dans votre empire, puis sur le bouton à votre nom. Pendant votre tour, vous placez vos cartes influence quand vous voulez.</translation>
    </message>
    <message>
        <source>Attach the Building land to yourself: its 2 VP are yours then.</source>
        <translation>Placez le Terrain à bâtir sur vous-même : ses 2 PV seront alors à vous.</translation>
    </message>
    <message>
        <source>Once a round you may also demolish one of your own factories on your turn (with a fee for one worth negative VP). Not today: press “End my turn”.</source>
        <translation>Une fois par manche, vous pouvez aussi démolir une de vos propres usines pendant votre tour (avec des frais pour une usine à PV négatifs). Pas aujourd&apos;hui : appuyez sur « Finir mon tour ».</translation>
    </message>
</context>
</TS>
