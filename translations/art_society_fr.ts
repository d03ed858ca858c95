<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ArtSocietyChoices</name>
    <message>
        <source>Hang your first painting at row {row}, column {col}</source>
        <translation>Accrocher votre premier tableau en rangée {row}, colonne {col}</translation>
    </message>
    <message>
        <source>Pick a {w}×{h} painting for the auction</source>
        <translation>Choisir un tableau {w}×{h} pour la vente</translation>
    </message>
    <message>
        <source>Play lollipop {n}</source>
        <translation>Tendre la sucette {n}</translation>
    </message>
    <message>
        <source>Take {tile}</source>
        <translation>Prendre {tile}</translation>
    </message>
    <message>
        <source>Hang {tile} at row {row}, column {col}</source>
        <translation>Accrocher {tile} en rangée {row}, colonne {col}</translation>
    </message>
    <message>
        <source>Hand {tile} to your assistant</source>
        <translation>Confier {tile} à votre assistant</translation>
    </message>
    <message>
        <source>Swap {tile} with the museum</source>
        <translation>Échanger {tile} avec le musée</translation>
    </message>
    <message>
        <source>Set the painting aside as excess</source>
        <translation>Mettre le tableau de côté (en trop)</translation>
    </message>
    <message>
        <source>Hang a {w}×{h} decor at row {row}, column {col}</source>
        <translation>Accrocher une décoration {w}×{h} en rangée {row}, colonne {col}</translation>
    </message>
    <message>
        <source>Hand a {w}×{h} decor to your assistant</source>
        <translation>Confier une décoration {w}×{h} à votre assistant</translation>
    </message>
    <message>
        <source>Exchange decor for a {w}×{h} tile</source>
        <translation>Échanger des décorations contre une tuile {w}×{h}</translation>
    </message>
    <message>
        <source>Leave the decor</source>
        <translation>Laisser la décoration</translation>
    </message>
    <message>
        <source>Start your turn again</source>
        <translation>Recommencer votre tour</translation>
    </message>
    <message>
        <source>Confirm your turn</source>
        <translation>Valider votre tour</translation>
    </message>
</context>
<context>
    <name>ArtSocietyGuide</name>
    <message>
        <source>Art Society in a minute</source>
        <translation>Art Society en une minute</translation>
    </message>
    <message>
        <source>The auctioneer puts a few paintings up for sale; everyone offers a lollipop in secret, and the highest picks first.</source>
        <translation>Le commissaire-priseur met quelques tableaux en vente ; chacun tend une sucette en secret, et la plus haute choisit en premier.</translation>
    </message>
    <message>
        <source>Drag your painting onto your wall: it must touch a tile along an edge. Matching frames earn decor; two paintings of one kind side by side are a faux pas.</source>
        <translation>Faites glisser votre tableau sur votre mur : il doit toucher une tuile par un bord. Les cadres assortis rapportent des décorations ; deux tableaux du même genre côte à côte sont un faux pas.</translation>
    </message>
    <message>
        <source>The painting nobody takes goes to the museum and makes its kind more fashionable: at the end, the kinds in fashion score the most.</source>
        <translation>Le tableau que personne ne prend part au musée et rend son genre plus à la mode : à la fin, les genres à la mode rapportent le plus.</translation>
    </message>
</context>
<context>
    <name>ArtSocietyLog</name>
    <message>
        <source>The game begins. Start lollipops: {list}. {name} is the first auctioneer.</source>
        <translation>La partie commence. Sucettes de départ : {list}. {name} est le premier commissaire-priseur.</translation>
    </message>
    <message>
        <source>{name} hangs a start painting: {tile}.</source>
        <translation>{name} accroche son tableau de départ : {tile}.</translation>
    </message>
    <message>
        <source>Round {n}: {name} is the auctioneer.</source>
        <translation>Manche {n} : {name} est le commissaire-priseur.</translation>
    </message>
    <message>
        <source>{name} chooses a {w}×{h} painting by its back.</source>
        <translation>{name} choisit un tableau {w}×{h} d&apos;après son dos.</translation>
    </message>
    <message>
        <source>On offer: {tiles}.</source>
        <translation>En vente : {tiles}.</translation>
    </message>
    <message>
        <source>{name} has chosen a lollipop.</source>
        <translation>{name} a choisi sa sucette.</translation>
    </message>
    <message>
        <source>You hold out lollipop {v}.</source>
        <translation>Vous tendez la sucette {v}.</translation>
    </message>
    <message>
        <source>Lollipops revealed: {bids}. Picking order: {order}.</source>
        <translation>Sucettes révélées : {bids}. Ordre de choix : {order}.</translation>
    </message>
    <message>
        <source>{name} takes {tile}.</source>
        <translation>{name} prend {tile}.</translation>
    </message>
    <message>
        <source>{name} hangs {tile} at row {row}, column {col}.</source>
        <translation>{name} accroche {tile} en ligne {row}, colonne {col}.</translation>
    </message>
    <message>
        <source>Faux pas: {name}&apos;s painting touches one of its own type.</source>
        <translation>Faux pas : le tableau de {name} touche un tableau du même genre.</translation>
    </message>
    <message>
        <source>{name} hands {tile} to the assistant.</source>
        <translation>{name} confie {tile} à son assistant.</translation>
    </message>
    <message>
        <source>{name} has no room and swaps {given} for {tile} from the museum.</source>
        <translation>{name} n&apos;a pas de place et échange {given} contre {tile} du musée.</translation>
    </message>
    <message>
        <source>{name} has no room: {tile} becomes an excess painting.</source>
        <translation>{name} n&apos;a pas de place : {tile} devient un tableau en trop.</translation>
    </message>
    <message>
        <source>{name} earns decor: {shields}.</source>
        <translation>{name} gagne une décoration : {shields}.</translation>
    </message>
    <message>
        <source>{name} exchanges decor tiles for {tile}.</source>
        <translation>{name} échange des décorations contre {tile}.</translation>
    </message>
    <message>
        <source>{name} takes no decor.</source>
        <translation>{name} ne prend pas de décoration.</translation>
    </message>
    <message>
        <source>{name}&apos;s wall is full: the decor earned is lost.</source>
        <translation>Le mur de {name} est plein : la décoration gagnée est perdue.</translation>
    </message>
    <message>
        <source>{name} takes the turn back.</source>
        <translation>{name} reprend son tour.</translation>
    </message>
    <message>
        <source>{name} is done.</source>
        <translation>{name} a terminé.</translation>
    </message>
    <message>
        <source>Nothing is left for {name}.</source>
        <translation>Il ne reste rien pour {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Unsold, {tile} goes to the museum: {type} moves %n step(s).</source>
        <translation>
            <numerusform>Invendu, {tile} va au musée : {type} avance de %n case.</numerusform>
            <numerusform>Invendu, {tile} va au musée : {type} avance de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over ({reason}). Winner: {names} with {points}.</source>
        <translation>La partie est finie ({reason}). Victoire : {names} avec {points}.</translation>
    </message>
</context>
<context>
    <name>ArtSocietyNames</name>
    <message>
        <source>City life</source>
        <translation>Vie urbaine</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Still life</source>
        <translation>Nature morte</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <source>gilded frame</source>
        <translation>cadre doré</translation>
    </message>
    <message>
        <source>ebony frame</source>
        <translation>cadre d&apos;ébène</translation>
    </message>
    <message>
        <source>silver frame</source>
        <translation>cadre argenté</translation>
    </message>
    <message>
        <source>oak frame</source>
        <translation>cadre de chêne</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n blason</numerusform>
            <numerusform>%n blasons</numerusform>
        </translation>
    </message>
    <message>
        <source>decor {w}×{h} ({shields})</source>
        <translation>décoration {w}×{h} ({shields})</translation>
    </message>
    <message>
        <source>{type} {w}×{h} ({frame}, value {value})</source>
        <translation>{type} {w}×{h} ({frame}, valeur {value})</translation>
    </message>
    <message>
        <source>Not on the wall: the tile must lie wholly inside the grid.</source>
        <translation>Hors du mur : la tuile doit tenir entièrement dans la grille.</translation>
    </message>
    <message>
        <source>Covers a tile already hung.</source>
        <translation>Recouvre une tuile déjà accrochée.</translation>
    </message>
    <message>
        <source>Must touch another tile along an edge (corners do not count).</source>
        <translation>Doit toucher une autre tuile par un bord (les coins ne comptent pas).</translation>
    </message>
    <message>
        <source>Your first painting must cover a star cell.</source>
        <translation>Votre premier tableau doit couvrir une case étoile.</translation>
    </message>
    <message>
        <source>Not now: finish the step in progress first.</source>
        <translation>Pas maintenant : terminez d&apos;abord l&apos;étape en cours.</translation>
    </message>
    <message>
        <source>Your assistant already holds a tile.</source>
        <translation>Votre assistant tient déjà une tuile.</translation>
    </message>
    <message>
        <source>Decor shields</source>
        <translation>Blasons des décorations</translation>
    </message>
    <message>
        <source>Eyeline bonus</source>
        <translation>Bonus à hauteur des yeux</translation>
    </message>
    <message>
        <source>Full wall</source>
        <translation>Mur complet</translation>
    </message>
    <message>
        <source>Open corners</source>
        <translation>Coins vides</translation>
    </message>
    <message>
        <source>Excess paintings</source>
        <translation>Tableaux en trop</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>a wall is full</source>
        <translation>un mur est plein</translation>
    </message>
    <message>
        <source>a player has a second excess painting</source>
        <translation>un joueur a un deuxième tableau en trop</translation>
    </message>
    <message>
        <source>every lollipop has been played</source>
        <translation>toutes les sucettes ont été jouées</translation>
    </message>
    <message>
        <source>the box is empty</source>
        <translation>la boîte est vide</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArtSocietyRefusals</name>
    <message>
        <source>There is no such stack.</source>
        <translation>Cette pile n&apos;existe pas.</translation>
    </message>
    <message>
        <source>That stack is empty.</source>
        <translation>Cette pile est vide.</translation>
    </message>
    <message>
        <source>You have already played that lollipop.</source>
        <translation>Vous avez déjà joué cette sucette.</translation>
    </message>
    <message>
        <source>Take a painting from the row first.</source>
        <translation>Prenez d&apos;abord un tableau de la rangée.</translation>
    </message>
    <message>
        <source>That painting is not on offer.</source>
        <translation>Ce tableau n&apos;est pas en vente.</translation>
    </message>
    <message>
        <source>You hold no painting.</source>
        <translation>Vous ne tenez aucun tableau.</translation>
    </message>
    <message>
        <source>You have already taken a painting this turn.</source>
        <translation>Vous avez déjà pris un tableau pendant ce tour.</translation>
    </message>
    <message>
        <source>Hang the painting in your hand (or give it away) before you confirm.</source>
        <translation>Accrochez le tableau en main (ou confiez-le) avant de valider.</translation>
    </message>
    <message>
        <source>Hang the painting from the museum before your assistant&apos;s tile.</source>
        <translation>Accrochez le tableau du musée avant la tuile de l&apos;assistant.</translation>
    </message>
    <message>
        <source>That tile is not yours to hang.</source>
        <translation>Ce n&apos;est pas à vous d&apos;accrocher cette tuile.</translation>
    </message>
    <message>
        <source>Hang the painting from the museum first.</source>
        <translation>Accrochez d&apos;abord le tableau du musée.</translation>
    </message>
    <message>
        <source>The painting still fits on your wall: hang it or give it to your assistant.</source>
        <translation>Le tableau tient encore sur votre mur : accrochez-le ou confiez-le à votre assistant.</translation>
    </message>
    <message>
        <source>That painting is not in the museum.</source>
        <translation>Ce tableau n&apos;est pas au musée.</translation>
    </message>
    <message>
        <source>That museum painting does not fit on your wall either.</source>
        <translation>Ce tableau du musée ne tient pas non plus sur votre mur.</translation>
    </message>
    <message>
        <source>Take your decor first.</source>
        <translation>Prenez d&apos;abord votre décoration.</translation>
    </message>
    <message>
        <source>There is no such decor tile.</source>
        <translation>Cette décoration n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Those decor tiles cannot be exchanged.</source>
        <translation>Ces décorations ne peuvent pas être échangées.</translation>
    </message>
    <message>
        <source>That decor tile has more shields than you earned.</source>
        <translation>Cette décoration a plus de blasons que vous n&apos;en avez gagné.</translation>
    </message>
    <message>
        <source>No decor tile of that shape is left.</source>
        <translation>Il ne reste aucune décoration de cette forme.</translation>
    </message>
    <message>
        <source>You have earned no decor now.</source>
        <translation>Vous n&apos;avez pas gagné de décoration maintenant.</translation>
    </message>
    <message>
        <source>Earned decor must be hung or given to your assistant: you may decline it only when it fits nowhere and your assistant is busy.</source>
        <translation>Une décoration gagnée doit être accrochée ou confiée à votre assistant : vous ne pouvez la refuser que si elle ne tient nulle part et que votre assistant est occupé.</translation>
    </message>
</context>
<context>
    <name>ArtSocietyTable</name>
    <message>
        <source>Prestige</source>
        <translation>Prestige</translation>
    </message>
    <message>
        <source>In the museum</source>
        <translation>Au musée</translation>
    </message>
    <message>
        <source>Each painting counts</source>
        <translation>Chaque tableau compte</translation>
    </message>
    <message>
        <source>Prestige track and museum</source>
        <translation>Piste de prestige et musée</translation>
    </message>
    <message>
        <source>Your wall, cell by cell</source>
        <translation>Votre mur, case par case</translation>
    </message>
    <message>
        <source>{n} of {all} cells covered</source>
        <translation>{n} cases couvertes sur {all}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Rangée {n}</translation>
    </message>
    <message>
        <source>Row {n} (eye level)</source>
        <translation>Rangée {n} (à hauteur des yeux)</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Colonne {n}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>empty star cell</source>
        <translation>case étoile vide</translation>
    </message>
    <message>
        <source>empty corner</source>
        <translation>coin vide</translation>
    </message>
    <message>
        <source>Lollipops are chosen in secret, one player after another: nobody sees them until all are in.</source>
        <translation>Les sucettes se choisissent en secret, un joueur après l&apos;autre : personne ne les voit avant que tous aient choisi.</translation>
    </message>
    <message>
        <source>A {w}×{h} painting, value {value}, face down</source>
        <translation>Un tableau {w}×{h}, valeur {value}, face cachée</translation>
    </message>
    <message>
        <source>Your start painting</source>
        <translation>Votre tableau de départ</translation>
    </message>
    <message>
        <source>Paintings on offer</source>
        <translation>Tableaux en vente</translation>
    </message>
    <message>
        <source>Excess (−2 each)</source>
        <translation>En trop (−2 chacun)</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>En main</translation>
    </message>
    <message>
        <source>Your assistant</source>
        <translation>Votre assistant</translation>
    </message>
    <message>
        <source>Decor</source>
        <translation>Décorations</translation>
    </message>
    <message>
        <source>Decor earned: {shields}</source>
        <translation>Décoration gagnée : {shields}</translation>
    </message>
    <message>
        <source>Take it into your hand</source>
        <translation>Le prendre en main</translation>
    </message>
    <message>
        <source>Hand it to your assistant</source>
        <translation>Le confier à votre assistant</translation>
    </message>
    <message>
        <source>Hang it here</source>
        <translation>Accrocher ici</translation>
    </message>
    <message numerus="yes">
        <source>%n matching frame(s): decor</source>
        <translation>
            <numerusform>%n cadre assorti : décoration</numerusform>
            <numerusform>%n cadres assortis : décoration</numerusform>
        </translation>
    </message>
    <message>
        <source>faux pas: touches its own type</source>
        <translation>faux pas : touche un tableau du même genre</translation>
    </message>
    <message>
        <source>eyeline</source>
        <translation>hauteur des yeux</translation>
    </message>
    <message>
        <source>{tile}, carried to row {row}, column {col}: {spot}. Enter hangs it, Esc puts it back.</source>
        <translation>{tile}, porté en rangée {row}, colonne {col} : {spot}. Entrée l&apos;accroche, Échap le remet en place.</translation>
    </message>
    <message>
        <source>{tile}, carried to {slot}: {spot}. Enter puts it there, Esc back.</source>
        <translation>{tile}, porté vers {slot} : {spot}. Entrée l&apos;y dépose, Échap le remet en place.</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>votre main</translation>
    </message>
    <message>
        <source>your assistant</source>
        <translation>votre assistant</translation>
    </message>
    <message>
        <source>{tile}. Enter picks it up; the arrow keys choose another painting.</source>
        <translation>{tile}. Entrée le prend ; les flèches choisissent un autre tableau.</translation>
    </message>
    <message>
        <source>Your wall and the paintings you may hang.</source>
        <translation>Votre mur et les tableaux que vous pouvez accrocher.</translation>
    </message>
    <message>
        <source>Your wall</source>
        <translation>Votre mur</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>has chosen a lollipop</source>
        <translation>a choisi sa sucette</translation>
    </message>
    <message>
        <source>choosing a lollipop…</source>
        <translation>choisit une sucette…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>picking</source>
        <translation>choisit un tableau</translation>
    </message>
    <message numerus="yes">
        <source>%n lollipop(s)</source>
        <translation>
            <numerusform>%n sucette</numerusform>
            <numerusform>%n sucettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n excess</source>
        <translation>
            <numerusform>%n en trop</numerusform>
            <numerusform>%n en trop</numerusform>
        </translation>
    </message>
    <message>
        <source>Assistant: {tile}</source>
        <translation>Assistant : {tile}</translation>
    </message>
    <message>
        <source>The assistant holds nothing.</source>
        <translation>L&apos;assistant ne tient rien.</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Commissaire-priseur</translation>
    </message>
    <message>
        <source>Picking</source>
        <translation>Choisit</translation>
    </message>
    <message>
        <source>Click to enlarge this wall.</source>
        <translation>Cliquez pour agrandir ce mur.</translation>
    </message>
    <message numerus="yes">
        <source>%n painting(s) hung</source>
        <translation>
            <numerusform>%n tableau accroché</numerusform>
            <numerusform>%n tableaux accrochés</numerusform>
        </translation>
    </message>
    <message>
        <source>Press Enter to enlarge it.</source>
        <translation>Appuyez sur Entrée pour l&apos;agrandir.</translation>
    </message>
    <message>
        <source>Watching the game</source>
        <translation>Vous regardez la partie</translation>
    </message>
    <message>
        <source>{name} · {lollipops}</source>
        <translation>{name} · {lollipops}</translation>
    </message>
    <message numerus="yes">
        <source>%n lollipop(s) left</source>
        <translation>
            <numerusform>%n sucette restante</numerusform>
            <numerusform>%n sucettes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n excess painting(s)</source>
        <translation>
            <numerusform>%n tableau en trop</numerusform>
            <numerusform>%n tableaux en trop</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w}×{h} · value {value}
%n left</source>
        <translation>
            <numerusform>{w}×{h} · valeur {value}
reste %n</numerusform>
            <numerusform>{w}×{h} · valeur {value}
restent %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lollipops</source>
        <translation>Vos sucettes</translation>
    </message>
    <message>
        <source>Lollipop {v}: revealed in round {n}</source>
        <translation>Sucette {v} : révélée à la manche {n}</translation>
    </message>
    <message>
        <source>Lollipop {v}: played</source>
        <translation>Sucette {v} : jouée</translation>
    </message>
    <message>
        <source>Lollipop {v}</source>
        <translation>Sucette {v}</translation>
    </message>
    <message>
        <source>Swap it for {tile} from the museum</source>
        <translation>L&apos;échanger contre {tile} du musée</translation>
    </message>
    <message>
        <source>Set it aside as an excess painting (−2)</source>
        <translation>Le mettre de côté en trop (−2)</translation>
    </message>
    <message>
        <source>Exchange your decor at row {row}, column {col} for one {w}×{h}</source>
        <translation>Échanger vos décorations en ligne {row}, colonne {col} contre une {w}×{h}</translation>
    </message>
    <message>
        <source>Take no decor: it fits nowhere</source>
        <translation>Pas de décoration : elle ne tient nulle part</translation>
    </message>
    <message>
        <source>Take this turn back</source>
        <translation>Reprendre ce tour</translation>
    </message>
    <message>
        <source>Confirm: my turn is done</source>
        <translation>Valider : mon tour est fini</translation>
    </message>
    <message>
        <source>The game is over. Final scoring, line by line:</source>
        <translation>La partie est finie. Décompte final, ligne par ligne :</translation>
    </message>
    <message>
        <source>Drag your start painting onto the wall so that it covers a star.</source>
        <translation>Faites glisser votre tableau de départ sur le mur pour qu&apos;il couvre une étoile.</translation>
    </message>
    <message>
        <source>Everyone hangs a start painting over a star.</source>
        <translation>Chacun accroche son tableau de départ sur une étoile.</translation>
    </message>
    <message numerus="yes">
        <source>You are the auctioneer: choose %n more painting(s) by their backs.</source>
        <translation>
            <numerusform>Vous êtes commissaire-priseur : choisissez encore %n tableau d&apos;après son dos.</numerusform>
            <numerusform>Vous êtes commissaire-priseur : choisissez encore %n tableaux d&apos;après leur dos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} chooses the paintings for this round.</source>
        <translation>{name} choisit les tableaux de cette manche.</translation>
    </message>
    <message>
        <source>Choose a lollipop in secret: everyone reveals at once, the highest picks first.</source>
        <translation>Choisissez une sucette en secret : tous les révèlent ensemble, la plus haute choisit en premier.</translation>
    </message>
    <message>
        <source>You hold out lollipop {v}. Waiting for the others…</source>
        <translation>Vous tendez la sucette {v}. On attend les autres…</translation>
    </message>
    <message>
        <source>Everyone chooses a lollipop in secret.</source>
        <translation>Chacun choisit une sucette en secret.</translation>
    </message>
    <message>
        <source>{name} picks a painting.</source>
        <translation>{name} choisit un tableau.</translation>
    </message>
    <message>
        <source>Your excess painting brings a 1-shield decor tile: drag it onto your wall (or to your assistant).</source>
        <translation>Votre tableau en trop vous vaut une décoration à 1 blason : faites-la glisser sur votre mur (ou vers l&apos;assistant).</translation>
    </message>
    <message>
        <source>Matching frames: drag a decor tile onto your wall (or to your assistant).</source>
        <translation>Cadres assortis : faites glisser une décoration sur votre mur (ou vers l&apos;assistant).</translation>
    </message>
    <message>
        <source>The painting in your hand fits nowhere on your wall: drag it to your assistant, or choose below what to do with it.</source>
        <translation>Le tableau en main ne tient nulle part sur votre mur : faites-le glisser vers votre assistant, ou choisissez ci-dessous quoi en faire.</translation>
    </message>
    <message>
        <source>The painting in your hand fits nowhere on your wall: choose below what to do with it.</source>
        <translation>Le tableau en main ne tient nulle part sur votre mur : choisissez ci-dessous quoi en faire.</translation>
    </message>
    <message>
        <source>Matching frames: drag a decor tile onto your wall (or to your assistant), or take none.</source>
        <translation>Cadres assortis : faites glisser une décoration sur votre mur (ou vers l&apos;assistant), ou n&apos;en prenez pas.</translation>
    </message>
    <message>
        <source>Your pick: drag a painting from the row onto your wall, or onto your assistant.</source>
        <translation>À vous de choisir : faites glisser un tableau de la rangée sur votre mur, ou vers votre assistant.</translation>
    </message>
    <message>
        <source>No painting on offer fits your wall: drag one to your assistant, or into your hand to choose what to do with it.</source>
        <translation>Aucun tableau proposé ne tient sur votre mur : faites-en glisser un vers votre assistant, ou en main pour choisir quoi en faire.</translation>
    </message>
    <message>
        <source>No painting on offer fits your wall: drag one into your hand, then choose what to do with it.</source>
        <translation>Aucun tableau proposé ne tient sur votre mur : faites-en glisser un en main, puis choisissez quoi en faire.</translation>
    </message>
    <message>
        <source>Hang the painting from the museum on your wall.</source>
        <translation>Accrochez le tableau du musée sur votre mur.</translation>
    </message>
    <message>
        <source>With the keyboard: Enter picks the painting up, the arrow keys move it on the wall, Enter hangs it.</source>
        <translation>Au clavier : Entrée prend le tableau, les flèches le déplacent sur le mur, Entrée l&apos;accroche.</translation>
    </message>
    <message>
        <source>Drag the painting in your hand onto your wall.</source>
        <translation>Faites glisser le tableau en main sur votre mur.</translation>
    </message>
    <message>
        <source>Confirm your turn, or take it back to hang things elsewhere.</source>
        <translation>Validez votre tour, ou reprenez-le pour accrocher ailleurs.</translation>
    </message>
    <message>
        <source>Lollipops revealed, in picking order.</source>
        <translation>Sucettes révélées, dans l&apos;ordre de choix.</translation>
    </message>
    <message>
        <source>The lollipops of the last round.</source>
        <translation>Les sucettes de la dernière manche.</translation>
    </message>
    <message>
        <source>Start lollipops (ties): {bids}</source>
        <translation>Sucettes de départ (égalités) : {bids}</translation>
    </message>
    <message>
        <source>{name}&apos;s wall</source>
        <translation>Mur de {name}</translation>
    </message>
    <message>
        <source>{type}: prestige {steps}, {count} in the museum, ×{mult}</source>
        <translation>{type} : prestige {steps}, {count} au musée, ×{mult}</translation>
    </message>
    <message>
        <source>Museum</source>
        <translation>Musée</translation>
    </message>
    <message>
        <source>Lollipop value left (tie-break)</source>
        <translation>Valeur des sucettes restantes (égalité)</translation>
    </message>
    <message>
        <source>The game ended because {reason}.</source>
        <translation>La partie s&apos;est terminée : {reason}.</translation>
    </message>
    <message>
        <source>Take no more decor</source>
        <translation>Ne plus prendre de décoration</translation>
    </message>
</context>
<context>
    <name>ArtSocietyTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Cette partie guidée suit une donne préparée : faites le coup que demande l&apos;entraîneur.</translation>
    </message>
    <message>
        <source>Not there: the coach rings the cells where this lesson&apos;s tile goes. Drag it back and try again.</source>
        <translation>Pas là : l&apos;entraîneur entoure les cases où va la tuile de cette leçon. Faites-la glisser de nouveau.</translation>
    </message>
    <message>
        <source>Welcome to Art Society! You are a collector with a bare gallery wall: this grid. Each round a few paintings come up for sale, everyone offers a lollipop in secret, and the highest picks first. At the end each painting scores what its kind is worth in the museum&apos;s ranking; decor, the eyeline and a full wall add points.</source>
        <translation>Bienvenue dans Art Society ! Vous êtes un collectionneur au mur de galerie nu : cette grille. À chaque manche, quelques tableaux sont mis en vente, chacun tend une sucette en secret, et la plus haute choisit en premier. À la fin, chaque tableau rapporte ce que vaut son genre au classement du musée ; les décorations, la hauteur des yeux et un mur plein ajoutent des points.</translation>
    </message>
    <message>
        <source>First everyone hangs a start painting. Yours, a still life in a silver frame, waits beside the wall. Drag it onto the wall so that it covers a star cell: its top-left corner on row 5, column 5, where the coach rings.</source>
        <translation>D&apos;abord, chacun accroche un tableau de départ. Le vôtre, une nature morte dans un cadre argenté, attend à côté du mur. Faites-le glisser sur le mur pour qu&apos;il couvre une case étoilée : son coin supérieur gauche en rangée 5, colonne 5, là où l&apos;entraîneur l&apos;entoure.</translation>
    </message>
    <message>
        <source>Bruno holds the mallet: he is this round&apos;s auctioneer. He chooses one more painting than there are players, by their backs only (a stack for each shape).</source>
        <translation>Bruno tient le marteau : il est le commissaire-priseur de cette manche. Il choisit un tableau de plus qu&apos;il n&apos;y a de joueurs, d&apos;après leur dos seulement (une pile par forme).</translation>
    </message>
    <message>
        <source>Four paintings are on offer, above your wall. Everyone now offers one of their lollipops, 1 to 20, in secret; each can be played only once in the game. The highest picks first. Offer lollipop 10: click it.</source>
        <translation>Quatre tableaux sont en vente, au-dessus de votre mur. Chacun tend maintenant en secret une de ses sucettes, de 1 à 20 ; chacune ne sert qu&apos;une fois dans la partie. La plus haute choisit en premier. Tendez la sucette 10 : cliquez dessus.</translation>
    </message>
    <message>
        <source>The lollipops are revealed: your 10 beats Bruno&apos;s 9 and Ada&apos;s 8, so you pick first, then Bruno, then Ada.</source>
        <translation>Les sucettes sont révélées : votre 10 bat le 9 de Bruno et le 8 d&apos;Ada ; vous choisissez en premier, puis Bruno, puis Ada.</translation>
    </message>
    <message>
        <source>Take the portrait 4×2 in a silver frame (value 5) and drag it onto your wall, its top-left corner on row 5, column 1: left of your start painting, touching it along an edge. While you drag, the wall shows in green where it may go.</source>
        <translation>Prenez le portrait 4×2 au cadre argenté (valeur 5) et faites-le glisser sur votre mur, son coin supérieur gauche en rangée 5, colonne 1 : à gauche de votre tableau de départ, en le touchant par un bord. Pendant le glissement, le mur montre en vert où il peut aller.</translation>
    </message>
    <message>
        <source>This lesson is about frames: take the portrait in the silver frame.</source>
        <translation>Cette leçon porte sur les cadres : prenez le portrait au cadre argenté.</translation>
    </message>
    <message>
        <source>Hang the portrait with its top-left corner on row 5, column 1.</source>
        <translation>Accrochez le portrait, son coin supérieur gauche en rangée 5, colonne 1.</translation>
    </message>
    <message>
        <source>Its silver frame touches your silver start painting: matching frames earn decor, here a one-shield tile (each shield is a point at the end). Drag it from the tray onto row 4, column 1, just above the portrait.</source>
        <translation>Son cadre argenté touche votre tableau de départ argenté : les cadres assortis rapportent une décoration, ici une tuile à un bouclier (chaque bouclier vaut un point à la fin). Faites-la glisser du plateau en rangée 4, colonne 1, juste au-dessus du portrait.</translation>
    </message>
    <message>
        <source>Until you confirm, you may take the turn back and hang things elsewhere. Press “Confirm: my turn is done”.</source>
        <translation>Tant que vous n&apos;avez pas validé, vous pouvez reprendre votre tour et accrocher ailleurs. Appuyez sur « Valider : mon tour est fini ».</translation>
    </message>
    <message>
        <source>Nobody took the still life: it goes to the museum, and still lifes move up the prestige track by its value. At the end, the kinds highest in the museum are worth the most: 5 points a painting, then 4, 3 and 2.</source>
        <translation>Personne n&apos;a pris la nature morte : elle va au musée, et les natures mortes avancent sur la piste de prestige de sa valeur. À la fin, les genres les plus hauts au musée valent le plus : 5 points par tableau, puis 4, 3 et 2.</translation>
    </message>
    <message>
        <source>The mallet passes left: now you are the auctioneer. Choose four paintings by their backs; each button shows a shape, its value and how many are left. Start with a 4×4 (value 7).</source>
        <translation>Le marteau passe à gauche : vous êtes maintenant le commissaire-priseur. Choisissez quatre tableaux d&apos;après leur dos ; chaque bouton montre une forme, sa valeur et combien il en reste. Commencez par un 4×4 (valeur 7).</translation>
    </message>
    <message>
        <source>Your lollipop 10 is spent (it shows struck through). Offer 13 to pick first again.</source>
        <translation>Votre sucette 10 est jouée (elle apparaît barrée). Tendez la 13 pour choisir de nouveau en premier.</translation>
    </message>
    <message>
        <source>You pick first. Take the city life 4×4 (value 7) and hang it below your portrait, its top-left corner on row 7, column 1. It is no faux pas: only two paintings of the same kind side by side are one, and score nothing for their kind.</source>
        <translation>Vous choisissez en premier. Prenez la vie urbaine 4×4 (valeur 7) et accrochez-la sous votre portrait, son coin supérieur gauche en rangée 7, colonne 1. Ce n&apos;est pas un faux pas : seuls deux tableaux du même genre côte à côte en sont un, et ne rapportent rien pour leur genre.</translation>
    </message>
    <message>
        <source>Hang the city life with its top-left corner on row 7, column 1.</source>
        <translation>Accrochez la vie urbaine, son coin supérieur gauche en rangée 7, colonne 1.</translation>
    </message>
    <message>
        <source>Confirm your turn.</source>
        <translation>Validez votre tour.</translation>
    </message>
    <message>
        <source>That is how every round goes. The game ends after the round in which a wall is full, a player has a second excess painting (one that fits nowhere), or the last lollipops are played. Then the scoring adds up each painting&apos;s kind, the decor shields, the eyeline bonus (the shaded rows) and a full wall, less open corners. Play on against the computer, or go back to the start page.</source>
        <translation>C&apos;est ainsi que se déroule chaque manche. La partie se termine après la manche où un mur est plein, où un joueur a un second tableau en trop (qui ne tient nulle part), ou où les dernières sucettes sont jouées. Le décompte additionne alors le genre de chaque tableau, les boucliers des décorations, le bonus à hauteur des yeux (les rangées ombrées) et un mur plein, moins les coins vides. Continuez contre l&apos;ordinateur, ou revenez à la page d&apos;accueil.</translation>
    </message>
    <message>
        <source>The first two rounds of a three-player game, with a coach</source>
        <translation>Les deux premières manches d&apos;une partie à trois, avec un entraîneur</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Art Society</source>
        <translation>Art Society</translation>
    </message>
    <message>
        <source>Bid for paintings and hang them on your gallery wall; what nobody buys goes to the museum.</source>
        <translation>Enchérissez sur des tableaux et accrochez-les au mur de votre galerie ; ce que personne n&apos;achète part au musée.</translation>
    </message>
</context>
</TS>
