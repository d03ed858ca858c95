<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AuctionPanels</name>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer this painting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn to be the auctioneer: choose a painting from your hand (double click offers it at once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(choosing a painting to auction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this painting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may add a second {artist} painting (not a double): both are then sold in its auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} added nothing. Add a {artist} painting (not a double) and you become the auctioneer of both: the money goes to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(deciding whether to add a second {artist})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going once…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going twice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest bid: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot top this bid with your money: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: bid higher or pass. You speak only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid higher or pass. A new bid lets everyone bid again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold the highest bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You passed. If someone bids, you may bid again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others are bidding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: fist closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: deciding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close my fist on this bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your sealed bid: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your secret bid (0 means no bid). Nobody sees it until every fist is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the other fists to close…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set this price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy for {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name your price. If nobody buys, you must buy the painting yourself at that price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have enough money to buy: pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: buy at this price or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(naming a price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal a mystery card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may turn up a random card of the mystery hand ({n} left). It counts as offered and belongs to nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the mystery hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{auction}: {artist}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auctioneer: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took over the double from {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two paintings, one price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is the auctioneer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mystery hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{artist} ×2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last sale: nobody bid, {name} keeps {what} for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last sale: {name} buys {what} for {amount} (paid to the bank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last sale: {name} buys {what} from {seller} for {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed bids revealed: {bids}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Auctions</name>
    <message>
        <source>Open auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once-around auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed-price auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone may bid, in any order, as often as they like. The auction ends when all others have passed on the highest bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting left of the auctioneer, each player bids once or passes; the auctioneer speaks last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone secretly commits one bid at the same time; the highest bid wins when all are revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The auctioneer names a price; in turn, each player may buy at that price. If nobody buys, the auctioneer must.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The auctioneer may add a second painting of the same artist; both are then sold together in the second card&apos;s auction.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Artist values: a painting is worth the sum of its artist&apos;s tokens, but only if the artist is in this round&apos;s top three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of 5 cards offered this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next %1 offered ends the round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>The game begins. {name} is the first auctioneer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} begins: {k} new cards for each player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} begins: no new cards this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You receive: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} offers {card} ({count} of 5 this round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} may add a second painting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} adds nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} adds {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} adds {card} and becomes the auctioneer of both paintings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{type}, run by {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} bids {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} closes a fist on a sealed bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your sealed bid: {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fists open: {bids}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} sets the price at {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody buys: {name} must buy it at {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} buys {cards} for {amount}, paid to the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} buys {cards} for {amount}, paid to {seller}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody bids: {name} keeps {cards} for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} reveals {card} from the mystery hand ({count} of 5 this round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} leaves the mystery hand alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} is skipped: nobody holds a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} ends. Ranking: {top}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no artist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Winner: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Mystery hand (3 players: a fourth hand lies face down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open money (everyone&apos;s money is shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open auction clock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>That painting is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second painting must be by the same artist as the double.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second painting cannot be another double auction card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid must be at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot bid more than your money (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price must be at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price cannot be more than your money (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have enough money to buy at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n}: the paintings are sold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round ends: nobody has a card left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round ends: {name} offered the fifth painting of an artist, which stays unsold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value per painting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place} (+{token})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worthless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paintings sold to the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your money now: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high bid {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fist closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player on the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>money hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your money (secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paintings bought this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No painting bought this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
