<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>Catalog</name>
    <message>
        <source>Friesematenten</source>
        <translation>Friesematenten</translation>
    </message>
    <message>
        <source>Bid for factories, status symbols and influence: the first empire worth 40 points wins.</source>
        <translation>Licytuj fabryki, symbole statusu i wpływy: wygrywa pierwsze imperium warte 40 punktów.</translation>
    </message>
</context>
<context>
    <name>FrieseCards</name>
    <message>
        <source>Minimum bid {money}</source>
        <translation>Cena wywoławcza {money}</translation>
    </message>
    <message>
        <source>production {money}</source>
        <translation>produkcja {money}</translation>
    </message>
    <message>
        <source>demolition fee {money}</source>
        <translation>opłata za zburzenie {money}</translation>
    </message>
    <message>
        <source>playable now</source>
        <translation>można zagrać teraz</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>można wybrać</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>wybrana</translation>
    </message>
    <message>
        <source>already auctioned</source>
        <translation>już licytowana</translation>
    </message>
</context>
<context>
    <name>FrieseChoices</name>
    <message>
        <source>Bid {amount} now, and up to {limit} for this card</source>
        <translation>Licytuj teraz {amount}, a o tę kartę do {limit}</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>Licytuj {amount}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasuj</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Zagraj {card}</translation>
    </message>
    <message>
        <source> ({what})</source>
        <translation> ({what})</translation>
    </message>
    <message>
        <source>Attach {card} to {host}</source>
        <translation>Przypnij {card} do: {host}</translation>
    </message>
    <message>
        <source>Demolish {card}</source>
        <translation>Zburz: {card}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Odrzuć: {card}</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Wnieś sprzeciw</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Zakończ turę</translation>
    </message>
</context>
<context>
    <name>FrieseCurtain</name>
    <message>
        <source>An action card is aimed at you: you may object.</source>
        <translation>Karta akcji jest wymierzona w ciebie: możesz wnieść sprzeciw.</translation>
    </message>
    <message>
        <source>A window is open and you hold a card you may play now.</source>
        <translation>Okno jest otwarte, a masz kartę, którą możesz teraz zagrać.</translation>
    </message>
    <message>
        <source>You won the auction: pay, or first play a lightning card.</source>
        <translation>Wygrywasz licytację: zapłać albo najpierw zagraj kartę z błyskawicą.</translation>
    </message>
</context>
<context>
    <name>FrieseFinal</name>
    <message>
        <source>The game ended when an empire reached 40 VP.</source>
        <translation>Gra skończyła się, gdy czyjeś imperium osiągnęło 40 PZ.</translation>
    </message>
    <message>
        <source>The game ended when the deck ran out for the second time.</source>
        <translation>Gra skończyła się, gdy talia wyczerpała się po raz drugi.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PZ</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Pieniądze</translation>
    </message>
    <message>
        <source>Factories</source>
        <translation>Fabryki</translation>
    </message>
    <message>
        <source>Status symbols</source>
        <translation>Symbole statusu</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Premie</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Wpływy</translation>
    </message>
    <message>
        <source>Negatives</source>
        <translation>Ujemne</translation>
    </message>
    <message>
        <source>Bonuses: what status symbols earn on top of their printed VP (a combination, a count of factories). Influence: {influence}. Negatives: factories below zero and {press}.</source>
        <translation>Premie: to, co symbole statusu dają ponad nadrukowane PZ (połączenie kart, liczba fabryk). Wpływy: {influence}. Ujemne: fabryki poniżej zera i {press}.</translation>
    </message>
    <message>
        <source>Tied on VP: {name} wins with more money.</source>
        <translation>Remis w PZ: wygrywa {name}, mając więcej pieniędzy.</translation>
    </message>
</context>
<context>
    <name>FrieseGuide</name>
    <message>
        <source>Friesematenten in a minute</source>
        <translation>Friesematenten w minutę</translation>
    </message>
    <message>
        <source>Each round the market offers a few cards: red factories earn money, yellow status symbols and some factories earn victory points, blue influence cards change a card or a player, green action cards are dirty tricks.</source>
        <translation>Co rundę rynek oferuje kilka kart: czerwone fabryki przynoszą pieniądze, żółte symbole statusu i niektóre fabryki — punkty zwycięstwa, niebieskie karty wpływu zmieniają kartę lub gracza, a zielone karty akcji to brudne sztuczki.</translation>
    </message>
    <message>
        <source>Every market card is auctioned in turn; the winner pays and takes the start marker. Your money is secret, and bids may go beyond it, at your own risk.</source>
        <translation>Każda karta z rynku jest po kolei licytowana; zwycięzca płaci i bierze znacznik startowy. Twoje pieniądze są tajne, a oferty mogą je przekraczać — na twoje ryzyko.</translation>
    </message>
    <message>
        <source>Then everyone collects income from their factories. The game ends when an empire is worth 40 points or the deck runs out twice.</source>
        <translation>Potem każdy zbiera dochód ze swoich fabryk. Gra kończy się, gdy czyjeś imperium jest warte 40 punktów albo talia skończy się dwa razy.</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Kółko</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>Młotek</translation>
    </message>
    <message>
        <source>Money bag</source>
        <translation>Sakiewka</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Błyskawica</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Tarcza</translation>
    </message>
    <message>
        <source>Played on your own turn.</source>
        <translation>Zagrywana w twojej turze.</translation>
    </message>
    <message>
        <source>Played before or after an auction.</source>
        <translation>Zagrywana przed licytacją lub po niej.</translation>
    </message>
    <message>
        <source>Played just before income.</source>
        <translation>Zagrywana tuż przed dochodem.</translation>
    </message>
    <message>
        <source>Played at any moment, even during an auction.</source>
        <translation>Zagrywana w dowolnej chwili, nawet w trakcie licytacji.</translation>
    </message>
    <message>
        <source>Only an answer: Objection! cancels a card played against you.</source>
        <translation>Tylko odpowiedź: Sprzeciw! anuluje kartę zagraną przeciwko tobie.</translation>
    </message>
</context>
<context>
    <name>FrieseLog</name>
    <message>
        <source>The game begins. {name} holds the start marker.</source>
        <translation>Gra się zaczyna. Znacznik startowy ma {name}.</translation>
    </message>
    <message>
        <source>The market: {cards}.</source>
        <translation>Rynek: {cards}.</translation>
    </message>
    <message>
        <source>Round {n} begins. The market: {cards}.</source>
        <translation>Zaczyna się runda {n}. Rynek: {cards}.</translation>
    </message>
    <message>
        <source>This is the last round.</source>
        <translation>To ostatnia runda.</translation>
    </message>
    <message>
        <source>{name} ends their turn.</source>
        <translation>{name} kończy turę.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name} zagrywa kartę {card}.</translation>
    </message>
    <message>
        <source>Chosen card: {target}.</source>
        <translation>Wybrana karta: {target}.</translation>
    </message>
    <message>
        <source>With: {second}.</source>
        <translation>W zamian: {second}.</translation>
    </message>
    <message>
        <source>Chosen player: {player}.</source>
        <translation>Wybrany gracz: {player}.</translation>
    </message>
    <message>
        <source>{name} objects: {card} has no effect.</source>
        <translation>{name} wnosi sprzeciw: {card} nie działa.</translation>
    </message>
    <message>
        <source>{name} attaches {card} to {host}.</source>
        <translation>{name} przypina {card} do karty {host}.</translation>
    </message>
    <message>
        <source>{name} attaches {card} to {player}.</source>
        <translation>{name} przypina {card} do gracza {player}.</translation>
    </message>
    <message>
        <source>{name} demolishes {card}.</source>
        <translation>{name} burzy: {card}.</translation>
    </message>
    <message>
        <source>You pay a fee of {money}.</source>
        <translation>Płacisz opłatę {money}.</translation>
    </message>
    <message>
        <source>Auction: {card} (minimum bid {money}).</source>
        <translation>Licytacja: {card} (cena wywoławcza {money}).</translation>
    </message>
    <message>
        <source>{name} bids {money}.</source>
        <translation>{name} oferuje {money}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} pasuje.</translation>
    </message>
    <message>
        <source>{name} wins {card} for {money}.</source>
        <translation>{name} wygrywa {card} za {money}.</translation>
    </message>
    <message>
        <source>{name} pays and takes {card} (and the start marker).</source>
        <translation>{name} płaci i bierze {card} (oraz znacznik startowy).</translation>
    </message>
    <message>
        <source>{name} cannot pay for {card}: all their money goes to the bank and the card is auctioned again.</source>
        <translation>{name} nie może zapłacić za {card}: wszystkie pieniądze idą do banku, a karta jest licytowana ponownie.</translation>
    </message>
    <message>
        <source>You lose {money}.</source>
        <translation>Tracisz {money}.</translation>
    </message>
    <message>
        <source>Nobody bids for {card}: it stays in the market, left over.</source>
        <translation>Nikt nie licytuje karty {card}: zostaje na rynku jako resztka.</translation>
    </message>
    <message>
        <source>{card} is left over a second time and is discarded.</source>
        <translation>{card} zostaje po raz drugi i idzie na stos kart odrzuconych.</translation>
    </message>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name} odrzuca {card}.</translation>
    </message>
    <message>
        <source>Your income: {money}.</source>
        <translation>Twój dochód: {money}.</translation>
    </message>
    <message>
        <source>You pay {money} upkeep for {card}.</source>
        <translation>Płacisz {money} utrzymania za {card}.</translation>
    </message>
    <message>
        <source>{name} cannot pay the upkeep: {card} is discarded.</source>
        <translation>{name} nie może opłacić utrzymania: {card} idzie na stos odrzuconych.</translation>
    </message>
    <message>
        <source>{thief} takes {money} from {victim}.</source>
        <translation>{thief} zabiera {money} graczowi {victim}.</translation>
    </message>
    <message>
        <source>The deck is empty: the discard pile is shuffled into a new deck.</source>
        <translation>Talia się skończyła: stos odrzuconych zostaje przetasowany w nową talię.</translation>
    </message>
    <message>
        <source>The deck has run out a second time: this round is the last.</source>
        <translation>Talia skończyła się po raz drugi: to ostatnia runda.</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names} with {points}.</source>
        <translation>Koniec gry. Wygrywa: {names} z wynikiem {points}.</translation>
    </message>
</context>
<context>
    <name>FrieseMoments</name>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} zagrywa kartę {card}</translation>
    </message>
    <message>
        <source>{card} leaves the game</source>
        <translation>{card} odpada z gry</translation>
    </message>
    <message>
        <source>{card} is discarded</source>
        <translation>{card} trafia na stos odrzuconych</translation>
    </message>
    <message>
        <source>{card}: {old} → {new}</source>
        <translation>{card}: {old} → {new}</translation>
    </message>
    <message>
        <source>DEFAULT</source>
        <translation>NIEWYPŁACALNOŚĆ</translation>
    </message>
    <message>
        <source>{name} cannot pay for {card}: all their money goes to the bank.</source>
        <translation>{name} nie może zapłacić za kartę {card}: wszystkie pieniądze idą do banku.</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Dochód</translation>
    </message>
    <message>
        <source>Base income</source>
        <translation>Dochód podstawowy</translation>
    </message>
    <message>
        <source>Loan repayment</source>
        <translation>Spłata pożyczki</translation>
    </message>
    <message>
        <source>You receive</source>
        <translation>Dostajesz</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Kliknij, aby przejść dalej</translation>
    </message>
</context>
<context>
    <name>FrieseNames</name>
    <message>
        <source>Factory</source>
        <translation>Fabryka</translation>
    </message>
    <message>
        <source>Status symbol</source>
        <translation>Symbol statusu</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Wpływ</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>food</source>
        <translation>żywność</translation>
    </message>
    <message>
        <source>industry</source>
        <translation>przemysł</translation>
    </message>
    <message>
        <source>leisure</source>
        <translation>rozrywka</translation>
    </message>
    <message>
        <source>shady</source>
        <translation>szara strefa</translation>
    </message>
    <message>
        <source>on your turn</source>
        <translation>w swojej turze</translation>
    </message>
    <message>
        <source>hammer: before or after an auction</source>
        <translation>młotek: przed licytacją lub po niej</translation>
    </message>
    <message>
        <source>money bag: before income</source>
        <translation>sakiewka: przed dochodem</translation>
    </message>
    <message>
        <source>lightning: at any moment</source>
        <translation>błyskawica: w dowolnej chwili</translation>
    </message>
    <message>
        <source>only when an action card targets you</source>
        <translation>tylko gdy karta akcji jest wymierzona w ciebie</translation>
    </message>
    <message>
        <source>hammer window</source>
        <translation>okno młotka</translation>
    </message>
    <message>
        <source>money-bag window</source>
        <translation>okno sakiewki</translation>
    </message>
    <message>
        <source>€%1</source>
        <translation>%1&#xa0;€</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation>
            <numerusform>%n PZ</numerusform>
            <numerusform>%n PZ</numerusform>
            <numerusform>%n PZ</numerusform>
        </translation>
    </message>
    <message>
        <source>Card set version</source>
        <translation>Wersja talii</translation>
    </message>
    <message>
        <source>one of your factories</source>
        <translation>jednej z twoich fabryk</translation>
    </message>
    <message>
        <source>one of your status symbols</source>
        <translation>jednego z twoich symboli statusu</translation>
    </message>
    <message>
        <source>yourself</source>
        <translation>siebie</translation>
    </message>
    <message>
        <source>any factory</source>
        <translation>dowolnej fabryki</translation>
    </message>
    <message>
        <source>any status symbol</source>
        <translation>dowolnego symbolu statusu</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>dowolnego gracza</translation>
    </message>
    <message>
        <source>Attach to {hosts}.</source>
        <translation>Przypnij do: {hosts}.</translation>
    </message>
    <message>
        <source>+{n} production for each other {sector} factory you own.</source>
        <translation>+{n} produkcji za każdą inną twoją fabrykę z branży: {sector}.</translation>
    </message>
    <message>
        <source>+{n} production while {card} lies on you.</source>
        <translation>+{n} produkcji, dopóki leży na tobie karta {card}.</translation>
    </message>
    <message>
        <source>+{n} VP for each status symbol you own.</source>
        <translation>+{n} PZ za każdy twój symbol statusu.</translation>
    </message>
    <message>
        <source>+{n} VP for each {sector} factory you own.</source>
        <translation>+{n} PZ za każdą twoją fabrykę z branży: {sector}.</translation>
    </message>
    <message>
        <source>+{n} VP if you also own {card}.</source>
        <translation>+{n} PZ, jeśli masz też kartę {card}.</translation>
    </message>
    <message>
        <source>Does not count towards your factory limit.</source>
        <translation>Nie liczy się do limitu fabryk.</translation>
    </message>
    <message>
        <source>No action card can ever choose it.</source>
        <translation>Żadna karta akcji nie może wybrać tej karty.</translation>
    </message>
    <message>
        <source>Costs {money} upkeep at each income.</source>
        <translation>Kosztuje {money} utrzymania przy każdym dochodzie.</translation>
    </message>
    <message>
        <source>Protects its host from opponents&apos; action cards.</source>
        <translation>Chroni swojego nosiciela przed kartami akcji rywali.</translation>
    </message>
    <message>
        <source>Host factory: {n} production.</source>
        <translation>Fabryka nosiciel: {n} produkcji.</translation>
    </message>
    <message>
        <source>Host card: {n} VP.</source>
        <translation>Karta nosiciel: {n} PZ.</translation>
    </message>
    <message>
        <source>Host player: {n} VP.</source>
        <translation>Gracz nosiciel: {n} PZ.</translation>
    </message>
    <message>
        <source>Host player: factory limit {n}.</source>
        <translation>Gracz nosiciel: limit fabryk {n}.</translation>
    </message>
    <message>
        <source>Host player: {n} VP per status symbol.</source>
        <translation>Gracz nosiciel: {n} PZ za symbol statusu.</translation>
    </message>
    <message>
        <source>Host player: {n} income per factory.</source>
        <translation>Gracz nosiciel: {n} dochodu za fabrykę.</translation>
    </message>
    <message>
        <source>Take an opponent&apos;s factory, with what lies on it.</source>
        <translation>Zabierz rywalowi fabrykę razem z tym, co na niej leży.</translation>
    </message>
    <message>
        <source>Remove any factory from the game (no fee).</source>
        <translation>Usuń z gry dowolną fabrykę (bez opłaty).</translation>
    </message>
    <message>
        <source>Swap one of your factories for an opponent&apos;s.</source>
        <translation>Zamień jedną ze swoich fabryk na fabrykę rywala.</translation>
    </message>
    <message>
        <source>Give one of your factories to an opponent.</source>
        <translation>Oddaj jedną ze swoich fabryk rywalowi.</translation>
    </message>
    <message>
        <source>An opponent&apos;s factory produces nothing at the next income.</source>
        <translation>Fabryka rywala nic nie produkuje przy najbliższym dochodzie.</translation>
    </message>
    <message>
        <source>One of your factories produces double at the next income.</source>
        <translation>Jedna z twoich fabryk produkuje podwójnie przy najbliższym dochodzie.</translation>
    </message>
    <message>
        <source>Discard an opponent&apos;s status symbol.</source>
        <translation>Odrzuć symbol statusu rywala.</translation>
    </message>
    <message>
        <source>An opponent discards one of their status symbols.</source>
        <translation>Rywal odrzuca jeden ze swoich symboli statusu.</translation>
    </message>
    <message>
        <source>Discard any attached influence card, even a protected one.</source>
        <translation>Odrzuć dowolną przypiętą kartę wpływu, nawet chronioną.</translation>
    </message>
    <message>
        <source>Move an opponent&apos;s influence card to another host.</source>
        <translation>Przenieś kartę wpływu rywala na innego nosiciela.</translation>
    </message>
    <message>
        <source>An opponent gets no base income at the next income.</source>
        <translation>Rywal nie dostaje dochodu podstawowego przy najbliższym dochodzie.</translation>
    </message>
    <message>
        <source>Buy a market card not yet auctioned this round, at its minimum bid.</source>
        <translation>Kup kartę z rynku, której jeszcze nie licytowano w tej rundzie, za cenę wywoławczą.</translation>
    </message>
    <message>
        <source>Buy a card from the discard pile at its minimum bid.</source>
        <translation>Kup kartę ze stosu odrzuconych za cenę wywoławczą.</translation>
    </message>
    <message>
        <source>A market card is not auctioned this round.</source>
        <translation>Karta z rynku nie jest licytowana w tej rundzie.</translation>
    </message>
    <message>
        <source>An opponent may not bid in the next auction.</source>
        <translation>Rywal nie może licytować w następnej licytacji.</translation>
    </message>
    <message>
        <source>When an action card targets you: it has no effect (both cards are spent).</source>
        <translation>Gdy karta akcji jest wymierzona w ciebie: nie działa (obie karty przepadają).</translation>
    </message>
    <message>
        <source>Take an opponent&apos;s status symbol printed with at most {n} VP.</source>
        <translation>Zabierz rywalowi symbol statusu z nadrukiem najwyżej {n} PZ.</translation>
    </message>
    <message>
        <source>You get {money} more at the next income.</source>
        <translation>Przy najbliższym dochodzie dostajesz {money} więcej.</translation>
    </message>
    <message>
        <source>Take {money} now; repay {repay} from the next income.</source>
        <translation>Weź teraz {money}; oddaj {repay} z najbliższego dochodu.</translation>
    </message>
    <message>
        <source>Take up to {money} from an opponent.</source>
        <translation>Zabierz rywalowi do {money}.</translation>
    </message>
    <message>
        <source>fee {money}</source>
        <translation>opłata {money}</translation>
    </message>
    <message>
        <source>outside the limit</source>
        <translation>poza limitem</translation>
    </message>
    <message>
        <source>always protected</source>
        <translation>zawsze chroniony</translation>
    </message>
    <message>
        <source>protects its host</source>
        <translation>chroni nosiciela</translation>
    </message>
    <message>
        <source>take a factory</source>
        <translation>przejmij fabrykę</translation>
    </message>
    <message>
        <source>demolish a factory</source>
        <translation>zburz fabrykę</translation>
    </message>
    <message>
        <source>swap two factories</source>
        <translation>zamień dwie fabryki</translation>
    </message>
    <message>
        <source>give a factory away</source>
        <translation>oddaj fabrykę</translation>
    </message>
    <message>
        <source>a factory earns 0</source>
        <translation>fabryka zarabia 0</translation>
    </message>
    <message>
        <source>a factory earns ×2</source>
        <translation>fabryka zarabia ×2</translation>
    </message>
    <message>
        <source>burn a symbol</source>
        <translation>spal symbol</translation>
    </message>
    <message>
        <source>a rival drops a symbol</source>
        <translation>rywal traci symbol</translation>
    </message>
    <message>
        <source>remove an influence card</source>
        <translation>usuń kartę wpływu</translation>
    </message>
    <message>
        <source>move an influence card</source>
        <translation>przenieś kartę wpływu</translation>
    </message>
    <message>
        <source>no base income</source>
        <translation>bez dochodu podstawowego</translation>
    </message>
    <message>
        <source>buy from the market</source>
        <translation>kup z rynku</translation>
    </message>
    <message>
        <source>buy from the discards</source>
        <translation>kup z odrzuconych</translation>
    </message>
    <message>
        <source>skip a market card</source>
        <translation>pomiń kartę rynku</translation>
    </message>
    <message>
        <source>bar from an auction</source>
        <translation>zakaz licytacji</translation>
    </message>
    <message>
        <source>cancel a card played on you</source>
        <translation>anuluj kartę zagraną na ciebie</translation>
    </message>
    <message>
        <source>+{n} per other {sector}</source>
        <translation>+{n} za inną fabrykę: {sector}</translation>
    </message>
    <message>
        <source>+{n} with {card}</source>
        <translation>+{n} z kartą {card}</translation>
    </message>
    <message>
        <source>+{n} VP per symbol</source>
        <translation>+{n} PZ za symbol</translation>
    </message>
    <message>
        <source>+{n} VP per {sector} factory</source>
        <translation>+{n} PZ za fabrykę: {sector}</translation>
    </message>
    <message>
        <source>+{n} VP with {card}</source>
        <translation>+{n} PZ z kartą {card}</translation>
    </message>
    <message>
        <source>upkeep {money}</source>
        <translation>utrzymanie {money}</translation>
    </message>
    <message>
        <source>{n} production</source>
        <translation>{n} produkcji</translation>
    </message>
    <message>
        <source>{n} VP to its host</source>
        <translation>{n} PZ dla nosiciela</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} PZ</translation>
    </message>
    <message>
        <source>{n} factory</source>
        <translation>{n} fabryka</translation>
    </message>
    <message>
        <source>{n} VP per symbol</source>
        <translation>{n} PZ za symbol</translation>
    </message>
    <message>
        <source>+{money} per factory</source>
        <translation>+{money} za fabrykę</translation>
    </message>
    <message>
        <source>steal a symbol ≤ {n} VP</source>
        <translation>ukradnij symbol ≤ {n} PZ</translation>
    </message>
    <message>
        <source>+{money} income</source>
        <translation>+{money} dochodu</translation>
    </message>
    <message>
        <source>{money} now, repay {repay}</source>
        <translation>{money} teraz, zwrot {repay}</translation>
    </message>
    <message>
        <source>take up to {money}</source>
        <translation>zabierz do {money}</translation>
    </message>
    <message>
        <source>on a factory</source>
        <translation>na fabrykę</translation>
    </message>
    <message>
        <source>on a symbol</source>
        <translation>na symbol</translation>
    </message>
    <message>
        <source>on a player</source>
        <translation>na gracza</translation>
    </message>
    <message>
        <source>on your card or you</source>
        <translation>na twoją kartę lub ciebie</translation>
    </message>
    <message>
        <source>{name} would take your {target}, with what lies on it.</source>
        <translation>Twoja karta {target} przeszłaby do gracza {name} razem z tym, co na niej leży.</translation>
    </message>
    <message>
        <source>Your {target} would be demolished, with what lies on it.</source>
        <translation>Twoja karta {target} zostałaby zburzona razem z tym, co na niej leży.</translation>
    </message>
    <message>
        <source>Your {target} would go to {name}, and you would get their {second}.</source>
        <translation>Twoja karta {target} przeszłaby do gracza {name}, a do ciebie trafiłaby jego karta {second}.</translation>
    </message>
    <message>
        <source>{name} would give you their {second}: you would have to keep it.</source>
        <translation>Karta {second} gracza {name} trafiłaby do ciebie i trzeba by ją zatrzymać.</translation>
    </message>
    <message>
        <source>Your {target} would produce nothing at the next income.</source>
        <translation>Twoja karta {target} nic nie wyprodukowałaby przy następnym dochodzie.</translation>
    </message>
    <message>
        <source>Your {target} would be discarded.</source>
        <translation>Twoja karta {target} trafiłaby na stos odrzuconych.</translation>
    </message>
    <message>
        <source>{name} would take your {target}.</source>
        <translation>Twoja karta {target} przeszłaby do gracza {name}.</translation>
    </message>
    <message>
        <source>You would have to discard one of your status symbols.</source>
        <translation>Trzeba by odrzucić jeden z twoich symboli statusu.</translation>
    </message>
    <message>
        <source>{target} would be discarded from your empire.</source>
        <translation>Karta {target} zostałaby odrzucona z twojego imperium.</translation>
    </message>
    <message>
        <source>{target} would be moved to another host.</source>
        <translation>Karta {target} zostałaby przeniesiona na innego nosiciela.</translation>
    </message>
    <message>
        <source>You would get no base income at the next income.</source>
        <translation>Przy następnym dochodzie nie byłoby dla ciebie dochodu podstawowego.</translation>
    </message>
    <message>
        <source>{name} would take up to {money} of your money.</source>
        <translation>Gracz {name} może zabrać ci do {money}.</translation>
    </message>
    <message>
        <source>You could not bid in the next auction.</source>
        <translation>W następnej licytacji nie wolno by ci było licytować.</translation>
    </message>
    <message>
        <source>Version {new}, the current one, rebalances these cards of the first edition (version {old}): {cards}. Their minimum bids, points or effects differ; the other cards are the same.</source>
        <translation>Wersja {new}, obecna, wyważa na nowo te karty pierwszego wydania (wersji {old}): {cards}. Różnią się ich minimalne oferty, punkty lub działanie; pozostałe karty są takie same.</translation>
    </message>
    <message>
        <source>Version {old}, the first edition: these cards keep their first minimum bids, points or effects: {cards}. Version {new}, the current one, rebalances them; the other cards are the same.</source>
        <translation>Wersja {old}, pierwsze wydanie: te karty mają swoje pierwotne minimalne oferty, punkty lub działanie: {cards}. Wersja {new}, obecna, wyważa je na nowo; pozostałe karty są takie same.</translation>
    </message>
</context>
<context>
    <name>FrieseRace</name>
    <message>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>Still to go</source>
        <translation>Brakuje do celu</translation>
    </message>
    <message>
        <source>goal reached</source>
        <translation>cel osiągnięty</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>koło</translation>
    </message>
    <message>
        <source>square</source>
        <translation>kwadrat</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>romb</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>trójkąt</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>Race to 40 VP</source>
        <translation>Wyścig do 40 PZ</translation>
    </message>
</context>
<context>
    <name>FrieseRefusals</name>
    <message>
        <source>Your bid must be at least {minimum}.</source>
        <translation>Twoja oferta musi wynosić co najmniej {minimum}.</translation>
    </message>
    <message>
        <source>A single bid may be at most {maximum}.</source>
        <translation>Pojedyncza oferta może wynosić najwyżej {maximum}.</translation>
    </message>
    <message>
        <source>You do not have enough money to play {card}.</source>
        <translation>Masz za mało pieniędzy, by zagrać {card}.</translation>
    </message>
    <message>
        <source>{card} is not yours.</source>
        <translation>{card} nie należy do ciebie.</translation>
    </message>
    <message>
        <source>{card} cannot be played at this moment.</source>
        <translation>Karty {card} nie można teraz zagrać.</translation>
    </message>
    <message>
        <source>{card} cannot be used on that.</source>
        <translation>Karty {card} nie można użyć na tym celu.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Nie ma takiej karty.</translation>
    </message>
    <message>
        <source>That card cannot be chosen now.</source>
        <translation>Tej karty nie można teraz wybrać.</translation>
    </message>
    <message>
        <source>You can only demolish your own factories.</source>
        <translation>Możesz burzyć tylko własne fabryki.</translation>
    </message>
    <message>
        <source>You have already demolished a factory this round.</source>
        <translation>W tej rundzie już zburzono twoją fabrykę.</translation>
    </message>
    <message>
        <source>You cannot pay the fee to demolish {card}.</source>
        <translation>Nie stać cię na opłatę za zburzenie: {card}.</translation>
    </message>
    <message>
        <source>{card} is not an unassigned influence card of yours.</source>
        <translation>{card} nie jest twoją nieprzypiętą kartą wpływu.</translation>
    </message>
    <message>
        <source>{card} cannot be attached there.</source>
        <translation>Nie można tam przypiąć karty {card}.</translation>
    </message>
    <message>
        <source>{card} was won this round: assign it at once, or on your turn in a later round.</source>
        <translation>{card} zdobyto w tej rundzie: przypisz ją od razu albo w swojej turze w jednej z kolejnych rund.</translation>
    </message>
</context>
<context>
    <name>FrieseTable</name>
    <message>
        <source>paused</source>
        <translation>wstrzymano</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>highest bidder</source>
        <translation>najwyższa oferta</translation>
    </message>
    <message>
        <source>out of this auction</source>
        <translation>poza tą licytacją</translation>
    </message>
    <message>
        <source>Start marker</source>
        <translation>Znacznik startowy</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>Wybierz: {name}</translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>Empire of {name}</source>
        <translation>Imperium gracza {name}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>brak kart</translation>
    </message>
    <message>
        <source>Friesematenten table</source>
        <translation>Stół gry Friesematenten</translation>
    </message>
    <message>
        <source>Last auction: {name} won {card} for {money}.</source>
        <translation>Ostatnia licytacja: {name} wygrywa kartę {card} za {money}.</translation>
    </message>
    <message>
        <source>Last auction: nobody bid for {card}.</source>
        <translation>Ostatnia licytacja: nikt nie licytował karty {card}.</translation>
    </message>
    <message>
        <source>targeted</source>
        <translation>na celowniku</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>Twoje pieniądze</translation>
    </message>
    <message>
        <source>Your money (secret)</source>
        <translation>Twoje pieniądze (tajne)</translation>
    </message>
    <message>
        <source>Your money: {money}</source>
        <translation>Twoje pieniądze: {money}</translation>
    </message>
    <message>
        <source>Your money stays hidden until your turn: others may be looking.</source>
        <translation>Twoje pieniądze są ukryte do twojej kolejki: inni mogą patrzeć.</translation>
    </message>
    <message>
        <source>Your empire</source>
        <translation>Twoje imperium</translation>
    </message>
    <message>
        <source>Choose yourself</source>
        <translation>Wybierz siebie</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <source>Cancel the choice (Escape)</source>
        <translation>Anuluj wybór (Escape)</translation>
    </message>
    <message>
        <source>&amp;End my turn</source>
        <translation>&amp;Kończę turę</translation>
    </message>
    <message>
        <source>{window}: your turn to react. You may play {cards} (lit: click one, or Tab to it and press Enter) — or pass.</source>
        <translation>{window}: twoja kolej na reakcję. Możesz zagrać: {cards} (podświetlone: kliknij kartę albo przejdź do niej klawiszem Tab i naciśnij Enter) — albo spasuj.</translation>
    </message>
    <message>
        <source>{name} plays {card} against you.</source>
        <translation>{name} zagrywa przeciw tobie kartę {card}.</translation>
    </message>
    <message>
        <source>Object with {objection}, or let it happen?</source>
        <translation>Zgłosić sprzeciw kartą {objection}, czy pozwolić?</translation>
    </message>
    <message>
        <source>Objection window: {name} may object.</source>
        <translation>Okno sprzeciwu: {name} może zgłosić sprzeciw.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>&amp;Pay</source>
        <translation>&amp;Zapłać</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>&amp;Zachowaj na później</translation>
    </message>
    <message>
        <source>&amp;Let it happen</source>
        <translation>&amp;Nie sprzeciwiam się</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>Go&amp;towe</translation>
    </message>
    <message>
        <source>&amp;Object with {card}</source>
        <translation>&amp;Zagraj: {card}</translation>
    </message>
    <message>
        <source>&amp;Demolish a factory…</source>
        <translation>Z&amp;burz fabrykę…</translation>
    </message>
    <message>
        <source>Demolish a factory</source>
        <translation>Zburz fabrykę</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names}.</source>
        <translation>Koniec gry. Wygrywa: {names}.</translation>
    </message>
    <message>
        <source>Your turn: play action cards (lit), attach influence cards, demolish one factory if you wish — then end your turn.</source>
        <translation>Twoja tura: zagrywaj karty akcji (podświetlone), przypinaj karty wpływu, jeśli chcesz, zburz jedną fabrykę — potem zakończ turę.</translation>
    </message>
    <message>
        <source>Your bid: type an amount, Enter bids it. A winner who cannot pay loses all their money.</source>
        <translation>Twoja oferta: wpisz kwotę, Enter ją składa. Zwycięzca, który nie zapłaci, traci wszystkie pieniądze.</translation>
    </message>
    <message>
        <source>You won {card} for {money}. Pay now, or first play a lit lightning card.</source>
        <translation>Wygrywasz {card} za {money}. Zapłać teraz albo najpierw zagraj podświetloną kartę z błyskawicą.</translation>
    </message>
    <message>
        <source>{card} is yours. Use it now (click it, or press Enter: it has the focus), or keep it for later.</source>
        <translation>Karta {card} należy do ciebie. Użyj jej teraz (kliknij ją albo naciśnij Enter – jest zaznaczona) albo zachowaj na później.</translation>
    </message>
    <message>
        <source>Click the factory to demolish (a factory with negative VP costs a fee).</source>
        <translation>Kliknij fabrykę do zburzenia (fabryka z ujemnymi PZ kosztuje opłatę).</translation>
    </message>
    <message>
        <source>You are over your factory limit: click the factory to demolish.</source>
        <translation>Przekraczasz limit fabryk: kliknij fabrykę do zburzenia.</translation>
    </message>
    <message>
        <source>Scandal: click the status symbol you discard.</source>
        <translation>Skandal: kliknij symbol statusu, który odrzucasz.</translation>
    </message>
    <message>
        <source>{card}: choose a player (the buttons by their names).</source>
        <translation>{card}: wybierz gracza (przyciski przy imionach).</translation>
    </message>
    <message>
        <source>{card}: click a highlighted card, or choose a player.</source>
        <translation>{card}: kliknij podświetloną kartę albo wybierz gracza.</translation>
    </message>
    <message>
        <source>{card}: click the factory of yours it uses.</source>
        <translation>{card}: kliknij swoją fabrykę, której dotyczy.</translation>
    </message>
    <message>
        <source>{card}: click one of the highlighted cards.</source>
        <translation>{card}: kliknij jedną z podświetlonych kart.</translation>
    </message>
    <message>
        <source>{window}: {name}&apos;s turn to react.</source>
        <translation>{window}: na reakcję czeka gracz {name}.</translation>
    </message>
    <message>
        <source>Then: {names}.</source>
        <translation>Potem: {names}.</translation>
    </message>
    <message>
        <source>{name} takes their turn.</source>
        <translation>Tura gracza {name}.</translation>
    </message>
    <message>
        <source>{name} is bidding.</source>
        <translation>{name} licytuje.</translation>
    </message>
    <message>
        <source>{name} pays for the card won.</source>
        <translation>{name} płaci za wygraną kartę.</translation>
    </message>
    <message>
        <source>{name} may use the card just won.</source>
        <translation>{name} może użyć właśnie wygranej karty.</translation>
    </message>
    <message>
        <source>{name} must demolish a factory.</source>
        <translation>{name} musi zburzyć fabrykę.</translation>
    </message>
    <message>
        <source>{name} discards a status symbol.</source>
        <translation>{name} odrzuca symbol statusu.</translation>
    </message>
    <message>
        <source>Factories {n}/{limit}</source>
        <translation>Fabryki {n}/{limit}</translation>
    </message>
    <message>
        <source>Status symbols</source>
        <translation>Symbole statusu</translation>
    </message>
    <message>
        <source>On the player</source>
        <translation>Na graczu</translation>
    </message>
    <message>
        <source>Unassigned</source>
        <translation>Nieprzypięte</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Akcje</translation>
    </message>
    <message>
        <source>on auction</source>
        <translation>licytowana</translation>
    </message>
    <message>
        <source>left over</source>
        <translation>resztka</translation>
    </message>
    <message>
        <source>Market — round {n}</source>
        <translation>Rynek — runda {n}</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>ostatnia runda</translation>
    </message>
    <message>
        <source>Deck: {n}</source>
        <translation>Talia: {n}</translation>
    </message>
    <message>
        <source>Discard pile ({n})…</source>
        <translation>Stos odrzuconych ({n})…</translation>
    </message>
    <message>
        <source>Add {money}</source>
        <translation>Dodaj {money}</translation>
    </message>
    <message>
        <source>Auction: {card}</source>
        <translation>Licytacja: {card}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Twoja oferta</translation>
    </message>
    <message>
        <source>Type an amount, Enter bids it</source>
        <translation>Wpisz kwotę, Enter ją składa</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>kolej na ruch</translation>
    </message>
    <message>
        <source>Minimum bid {money}</source>
        <translation>Cena wywoławcza {money}</translation>
    </message>
    <message>
        <source>left over: unsold again, it is discarded</source>
        <translation>resztka: jeśli znów się nie sprzeda, zostanie odrzucona</translation>
    </message>
    <message>
        <source>by {name}</source>
        <translation>— {name}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Brak ofert</translation>
    </message>
    <message>
        <source>in</source>
        <translation>licytuje</translation>
    </message>
    <message>
        <source>defaulted</source>
        <translation>nie zapłacił(a)</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>zakaz wstępu</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>spasował(a)</translation>
    </message>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} zagrywa kartę {card}</translation>
    </message>
    <message>
        <source>Objection window: the targeted player may object.</source>
        <translation>Okno sprzeciwu: gracz na celowniku może zgłosić sprzeciw.</translation>
    </message>
    <message>
        <source>{name} won {card}</source>
        <translation>{name} wygrywa kartę {card}</translation>
    </message>
    <message>
        <source>for {money}</source>
        <translation>za {money}</translation>
    </message>
    <message>
        <source>It may be used or attached at once.</source>
        <translation>Można jej użyć lub ją przypiąć od razu.</translation>
    </message>
    <message>
        <source>Hammer and lightning cards may be played now, each player in turn.</source>
        <translation>Teraz można zagrywać karty z młotkiem i błyskawicą, każdy gracz po kolei.</translation>
    </message>
    <message>
        <source>Money-bag and lightning cards may be played now, before income.</source>
        <translation>Teraz, przed dochodem, można zagrywać karty z sakiewką i błyskawicą.</translation>
    </message>
    <message>
        <source>Round {n}: the players&apos; turns</source>
        <translation>Runda {n}: tury graczy</translation>
    </message>
    <message>
        <source>Each player in turn may play action cards, attach influence and demolish.</source>
        <translation>Każdy gracz po kolei może zagrywać karty akcji, przypinać wpływy i burzyć.</translation>
    </message>
    <message>
        <source>done</source>
        <translation>gotowe</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>{name} must demolish a factory</source>
        <translation>{name} musi zburzyć fabrykę</translation>
    </message>
    <message>
        <source>{name} discards a status symbol</source>
        <translation>{name} odrzuca symbol statusu</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Licytuj</translation>
    </message>
    <message>
        <source>Bid the amount in the box, at least {money}</source>
        <translation>Złóż ofertę z pola, co najmniej {money}</translation>
    </message>
    <message>
        <source>Pass: out of this auction</source>
        <translation>Pas: wypadasz z tej licytacji</translation>
    </message>
    <message>
        <source>Next income</source>
        <translation>Najbliższy dochód</translation>
    </message>
    <message>
        <source>Base income</source>
        <translation>Dochód podstawowy</translation>
    </message>
    <message>
        <source>tax raid</source>
        <translation>kontrola skarbowa</translation>
    </message>
    <message>
        <source>strike</source>
        <translation>strajk</translation>
    </message>
    <message>
        <source>extra shift</source>
        <translation>dodatkowa zmiana</translation>
    </message>
    <message>
        <source>Loan repayment</source>
        <translation>Spłata pożyczki</translation>
    </message>
    <message>
        <source>upkeep</source>
        <translation>utrzymanie</translation>
    </message>
    <message>
        <source>upkeep unpaid: discarded</source>
        <translation>nieopłacone utrzymanie: karta odrzucona</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Stos odrzuconych</translation>
    </message>
    <message>
        <source>Click the card you want to buy.</source>
        <translation>Kliknij kartę, którą chcesz kupić.</translation>
    </message>
    <message>
        <source>The cards discarded so far (hover for what they do).</source>
        <translation>Dotychczas odrzucone karty (najedź, by zobaczyć działanie).</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Stos odrzuconych jest pusty.</translation>
    </message>
</context>
<context>
    <name>FrieseTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Ta gra z przewodnikiem idzie według przygotowanego rozdania: wykonaj ruch, o który prosi trener.</translation>
    </message>
    <message>
        <source>Welcome to Friesematenten! You build an empire of factories, status symbols and influence, and play dirty tricks on the others. Factories bring money every round; status symbols and some factories bring victory points (VP). The game ends after an auction phase in which someone has 40 VP or more; the most VP wins. Your money, €60, is secret: only you see it.</source>
        <translation>Witaj w Friesematenten! Budujesz imperium fabryk, symboli statusu i wpływów oraz płatasz innym brzydkie figle. Fabryki co rundę przynoszą pieniądze; symbole statusu i niektóre fabryki dają punkty zwycięstwa (PZ). Gra kończy się po fazie aukcji, w której ktoś ma 40 PZ lub więcej; wygrywa ten, kto ma najwięcej PZ. Twoje pieniądze, 60 €, są tajne: widzisz je tylko ty.</translation>
    </message>
    <message>
        <source>This is the market, each card with its minimum bid at its foot: red factories make money, yellow status symbols give VP, blue influence cards change a card or a player, green action cards are tricks played once. Nobody owns anything yet, so this first round goes straight to the auctions.</source>
        <translation>To rynek; u dołu każdej karty jest jej minimalna oferta: czerwone fabryki przynoszą pieniądze, żółte symbole statusu dają PZ, niebieskie karty wpływu zmieniają kartę lub gracza, zielone karty akcji to jednorazowe sztuczki. Nikt jeszcze nic nie ma, więc ta pierwsza runda zaczyna się od razu od aukcji.</translation>
    </message>
    <message>
        <source>Each market card is auctioned in turn, opened by the holder of the start marker (you) and going round clockwise. Each bid must beat the last one; a pass is final for that card. The Old Master painting is dear for a start: press “Pass”.</source>
        <translation>Każda karta z rynku jest po kolei licytowana; otwiera posiadacz znacznika startowego (ty), a dalej kolejka idzie zgodnie z ruchem wskazówek zegara. Każda oferta musi przebić poprzednią; pas przy danej karcie jest ostateczny. Obraz starego mistrza jest na początek za drogi: naciśnij „Pas”.</translation>
    </message>
    <message>
        <source>Ada and Bruno bid it up, one euro at a time.</source>
        <translation>Ada i Bruno podbijają cenę po jednym euro.</translation>
    </message>
    <message>
        <source>Bruno passes: Ada buys the painting for €46 and takes the start marker, so she opens the next auction.</source>
        <translation>Bruno pasuje: Ada kupuje obraz za 46 € i bierze znacznik startowy, więc otwiera następną aukcję.</translation>
    </message>
    <message>
        <source>The Honorary doctorate gives VP but no money. Pass again: you want a factory first.</source>
        <translation>Doktorat honoris causa daje PZ, ale nie pieniądze. Znowu spasuj: najpierw potrzebujesz fabryki.</translation>
    </message>
    <message>
        <source>The Casino is a factory: 3 VP, and €11 of production each round. Bruno bid its minimum, €31. Bid €32: type it in the box and press “Bid”.</source>
        <translation>Kasyno to fabryka: 3 PZ i 11 € produkcji na rundę. Bruno zaoferował minimum, 31 €. Licytuj 32 €: wpisz kwotę w pole i naciśnij „Licytuj”.</translation>
    </message>
    <message>
        <source>Bruno raised to €33. Bid €34.</source>
        <translation>Bruno podbił do 33 €. Licytuj 34 €.</translation>
    </message>
    <message>
        <source>Bruno passes: the Casino is yours for €34. Bids are not limited by your money, but a winner who cannot pay loses all their money and the card is sold again without them: keep count.</source>
        <translation>Bruno pasuje: Kasyno jest twoje za 34 €. Oferty nie są ograniczone twoimi pieniędzmi, ale zwycięzca, który nie może zapłacić, traci wszystkie pieniądze, a karta jest sprzedawana ponownie bez niego: licz uważnie.</translation>
    </message>
    <message>
        <source>“Objection!” is an action card: it cancels a trick another player aims at you. Pass on it this time.</source>
        <translation>„Sprzeciw!” to karta akcji: anuluje sztuczkę, którą inny gracz wymierzył w ciebie. Tym razem spasuj.</translation>
    </message>
    <message>
        <source>Nobody bid: “Objection!” stays in the market, marked as left over. Left over a second time, a card is discarded.</source>
        <translation>Nikt nie licytował: „Sprzeciw!” zostaje na rynku jako resztka. Karta, która zostanie resztką drugi raz, idzie na stos odrzuconych.</translation>
    </message>
    <message>
        <source>Pass on the lapdog too.</source>
        <translation>Spasuj także przy piesku.</translation>
    </message>
    <message>
        <source>The Supermanager is an influence card: attached to a factory, it adds €8 to its production. You have €26 left: bid its minimum, €24.</source>
        <translation>Supermenedżer to karta wpływu: przypięty do fabryki dodaje 8 € do jej produkcji. Zostało ci 26 €: zaoferuj minimum, 24 €.</translation>
    </message>
    <message>
        <source>It is yours. Attach it at once to your Casino: click the Supermanager in your empire, then the Casino.</source>
        <translation>Jest twój. Przypnij go od razu do Kasyna: kliknij Supermenedżera w swoim imperium, a potem Kasyno.</translation>
    </message>
    <message>
        <source>Attach the Supermanager to your Casino: that is where it earns you money.</source>
        <translation>Przypnij Supermenedżera do swojego Kasyna: tam zarobi dla ciebie pieniądze.</translation>
    </message>
    <message>
        <source>The first rounds of a three-player game, with a coach</source>
        <translation>Pierwsze rundy gry na trzech graczy, z trenerem</translation>
    </message>
    <message>
        <source>After the auctions comes the income: €30 base plus your factories&apos; production, here the Casino&apos;s €11 and the Supermanager&apos;s €8. Then round two begins.</source>
        <translation>Po aukcjach przychodzi dochód: 30 € podstawy plus produkcja twoich fabryk, tutaj 11 € z Kasyna i 8 € od Supermenedżera. Potem zaczyna się runda druga.</translation>
    </message>
    <message>
        <source>You have seen a whole round: the turns with action and influence cards, the auctions with their windows, and the income. When an auction phase ends with someone at 40 VP or more, the game is over and the most VP win. Play on against the computer, or go back to the start page.</source>
        <translation>Znasz już całą rundę: tury z kartami akcji i wpływu, aukcje z ich oknami i dochód. Gdy faza aukcji kończy się, a ktoś ma 40 PZ lub więcej, gra się kończy i wygrywa ten, kto ma najwięcej PZ. Graj dalej z komputerem albo wróć do strony startowej.</translation>
    </message>
    <message>
        <source>From round two on, a round begins with one turn for each player. On yours you may play action cards, attach influence cards and demolish one of your factories. You hold nothing to play yet: press “End my turn”.</source>
        <translation>Od drugiej rundy każda runda zaczyna się od jednej tury każdego gracza. W swojej możesz zagrywać karty akcji, przypinać karty wpływu i zburzyć jedną ze swoich fabryk. Na razie nie masz nic do zagrania: naciśnij „Kończę turę”.</translation>
    </message>
    <message>
        <source>The market is full again, and Objection! is back, left over from round one. This time buy it: bid its minimum, €10. It waits in your empire for a card played against you.</source>
        <translation>Rynek znów jest pełny, a „Sprzeciw!” wraca jako resztka z pierwszej rundy. Tym razem go kup: zaoferuj minimum, 10 €. Poczeka w twoim imperium na kartę zagraną przeciwko tobie.</translation>
    </message>
    <message>
        <source>Objection! is yours. Pass on the Bakery.</source>
        <translation>„Sprzeciw!” jest twój. Spasuj przy Piekarni.</translation>
    </message>
    <message>
        <source>Ada won the Bakery, her first factory. The Wrecking ball is an action card that demolishes any factory, with no fee. Ada and Bruno passed: bid its minimum, €11.</source>
        <translation>Ada wygrała Piekarnię, swoją pierwszą fabrykę. Kula burząca to karta akcji, która burzy dowolną fabrykę bez żadnej opłaty. Ada i Bruno spasowali: zaoferuj minimum, 11 €.</translation>
    </message>
    <message>
        <source>A card you win may be used at once. Keep the Wrecking ball for your turn instead: press “Keep it for later”.</source>
        <translation>Wygraną kartę można użyć od razu. Tym razem zachowaj Kulę burzącą na swoją turę: naciśnij „Zachowaj na później”.</translation>
    </message>
    <message>
        <source>Pass on the Butcher&apos;s shop.</source>
        <translation>Spasuj przy Rzeźni.</translation>
    </message>
    <message>
        <source>Building land is an influence card for a player: 2 VP, and room for a fourth factory. Bid its minimum, €20.</source>
        <translation>Działka budowlana to karta wpływu przypinana do gracza: 2 PZ i miejsce na czwartą fabrykę. Zaoferuj minimum, 20 €.</translation>
    </message>
    <message>
        <source>You could attach it at once. Keep it for your turn this time: press “Keep it for later”.</source>
        <translation>Można ją przypiąć od razu. Tym razem zachowaj ją na swoją turę: naciśnij „Zachowaj na później”.</translation>
    </message>
    <message>
        <source>Pass on the Pickpocket.</source>
        <translation>Spasuj przy Kieszonkowcu.</translation>
    </message>
    <message>
        <source>Bruno won the Pickpocket and plays it on you at once: it would take €12 of your money.</source>
        <translation>Bruno wygrał Kieszonkowca i od razu zagrywa go przeciwko tobie: zabrałby ci 12 €.</translation>
    </message>
    <message>
        <source>A card aimed at you opens a reaction window: before it works, you may answer with Objection!. Both cards then leave the game and nothing happens. Press “Object with Objection!”.</source>
        <translation>Karta wymierzona w ciebie otwiera okno reakcji: zanim zadziała, możesz odpowiedzieć kartą „Sprzeciw!”. Obie karty wypadają wtedy z gry i nic się nie dzieje. Naciśnij „Zagraj: Sprzeciw!”.</translation>
    </message>
    <message>
        <source>Answer the Pickpocket with your Objection!: it keeps your €12 safe.</source>
        <translation>Odpowiedz na Kieszonkowca kartą „Sprzeciw!”: twoje 12 € będzie bezpieczne.</translation>
    </message>
    <message>
        <source>The second income is paid, and round three begins with your turn. Play your Wrecking ball on Ada&apos;s Bakery: click the Wrecking ball in your empire, then the Bakery. A demolished factory leaves the game with whatever is attached to it.</source>
        <translation>Drugi dochód jest wypłacony, a runda trzecia zaczyna się od twojej tury. Zagraj Kulę burzącą na Piekarnię Ady: kliknij Kulę burzącą w swoim imperium, a potem Piekarnię. Zburzona fabryka wypada z gry razem ze wszystkim, co było do niej przypięte.</translation>
    </message>
    <message>
        <source>Demolish Ada&apos;s Bakery with your Wrecking ball: your Casino is worth keeping.</source>
        <translation>Zburz Piekarnię Ady Kulą burzącą: twoje Kasyno warto zachować.</translation>
    </message>
    <message>
        <source>Now attach your Building land to yourself: click it in your empire, then the button with your name. Influence cards can be attached on your turn whenever you like.</source>
        <translation>Teraz przypnij Działkę budowlaną do siebie: kliknij ją w swoim imperium, a potem przycisk ze swoim imieniem. Karty wpływu możesz przypinać w swojej turze, kiedy chcesz.</translation>
    </message>
    <message>
        <source>Attach the Building land to yourself: its 2 VP are yours then.</source>
        <translation>Przypnij Działkę budowlaną do siebie: wtedy jej 2 PZ są twoje.</translation>
    </message>
    <message>
        <source>Once a round you may also demolish one of your own factories on your turn (with a fee for one worth negative VP). Not today: press “End my turn”.</source>
        <translation>Raz na rundę możesz też w swojej turze zburzyć jedną z własnych fabryk (za fabrykę z ujemnymi PZ płacisz opłatę). Nie dziś: naciśnij „Kończę turę”.</translation>
    </message>
</context>
</TS>
