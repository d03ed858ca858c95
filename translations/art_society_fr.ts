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
        <source>Lollipops are chosen in secret, one player after another: nobody sees them until all are in.</source>
        <translation>Les sucettes se choisissent en secret, un joueur après l&apos;autre : personne ne les voit avant que tous aient choisi.</translation>
    </message>
    <message>
        <source>Paintings on offer</source>
        <translation>Tableaux en vente</translation>
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
        <source>No room: swap it for {tile} from the museum</source>
        <translation>Pas de place : l&apos;échanger contre {tile} du musée</translation>
    </message>
    <message>
        <source>No room: set it aside as an excess painting (−2)</source>
        <translation>Pas de place : le mettre de côté en trop (−2)</translation>
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
        <source>Matching frames: drag a decor tile onto your wall (or to your assistant), or take none.</source>
        <translation>Cadres assortis : faites glisser une décoration sur votre mur (ou vers l&apos;assistant), ou n&apos;en prenez pas.</translation>
    </message>
    <message>
        <source>Your pick: drag a painting from the row onto your wall, or onto your assistant.</source>
        <translation>À vous de choisir : faites glisser un tableau de la rangée sur votre mur, ou vers votre assistant.</translation>
    </message>
    <message>
        <source>Hang the painting from the museum on your wall.</source>
        <translation>Accrochez le tableau du musée sur votre mur.</translation>
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
