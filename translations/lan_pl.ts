<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>Lan</name>
    <message>
        <source>LAN party</source>
        <translation>Gra w sieci lokalnej</translation>
    </message>
    <message>
        <source>Play with friends on the same network: one computer hosts the table, the others find it and join.</source>
        <translation>Zagraj ze znajomymi w tej samej sieci: jeden komputer prowadzi stół, pozostali go znajdują i dołączają.</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Załóż stół w sieci</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Dołącz do gry w sieci</translation>
    </message>
    <message>
        <source>&amp;Host a LAN game…</source>
        <translation>&amp;Załóż stół w sieci…</translation>
    </message>
    <message>
        <source>&amp;Join a LAN game…</source>
        <translation>&amp;Dołącz do gry w sieci…</translation>
    </message>
    <message>
        <source>The table could not be opened on this network address: %1</source>
        <translation>Nie udało się otworzyć stołu pod tym adresem sieciowym: %1</translation>
    </message>
    <message>
        <source>Every seat must be taken and every player ready before the start.</source>
        <translation>Przed startem wszystkie miejsca muszą być zajęte, a wszyscy gracze gotowi.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nazwa stołu</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Stół – %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>I play at this screen (seat 1)</source>
        <translation>Gram przy tym ekranie (miejsce 1)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>%1 (coming soon)</source>
        <translation>%1 (wkrótce)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Hasło (opcjonalnie)</translation>
    </message>
    <message>
        <source>anyone on the network may join</source>
        <translation>każdy w sieci może dołączyć</translation>
    </message>
    <message>
        <source>unchanged: the saved table&apos;s password</source>
        <translation>bez zmian: hasło zapisanego stołu</translation>
    </message>
    <message>
        <source>Resume the table</source>
        <translation>Wznów grę przy stole</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nowy stół</translation>
    </message>
    <message>
        <source>Resume a table</source>
        <translation>Wznów zapisany stół</translation>
    </message>
    <message>
        <source>These tables were closed before their game ended. Resumed, a table waits for its players: their apps reconnect by themselves and get their seats back.</source>
        <translation>Te stoły zamknięto przed końcem gry. Wznowiony stół czeka na swoich graczy: ich aplikacje same połączą się ponownie i odzyskają swoje miejsca.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ostatnia gra</translation>
    </message>
    <message>
        <source>If a player drops out</source>
        <translation>Gdy gracz się rozłączy</translation>
    </message>
    <message>
        <source>Allow hints for every player (the Strong level&apos;s advice, on request)</source>
        <translation>Pozwól wszystkim graczom na podpowiedzi (rada poziomu Trudny, na żądanie)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>All network connections</source>
        <translation>Wszystkie połączenia sieciowe</translation>
    </message>
    <message>
        <source>Players on your network will see the table in their list. In the waiting room you can give open seats to computers.</source>
        <translation>Gracze w Twojej sieci zobaczą stół na swojej liście. W poczekalni możesz oddać wolne miejsca komputerowi.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>%1 of %2 seats free</source>
        <translation>wolne miejsca: %1 z %2</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>w trakcie gry</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>zakończona</translation>
    </message>
    <message>
        <source>password</source>
        <translation>hasło</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>inna wersja</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gość</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Pick a table, or type its address below.</source>
        <translation>Wybierz stół albo wpisz jego adres poniżej.</translation>
    </message>
    <message>
        <source>Looking for tables on your network… If none appears, ask the host for the address and type it below.</source>
        <translation>Szukam stołów w Twojej sieci… Jeśli żaden się nie pojawi, poproś gospodarza o adres i wpisz go poniżej.</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Stoły w Twojej sieci</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>address:port, e.g. 192.168.1.20:45000</source>
        <translation>adres:port, np. 192.168.1.20:45000</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Only watch (spectator)</source>
        <translation>Tylko oglądam (widz)</translation>
    </message>
    <message>
        <source>Let a computer play for %1</source>
        <translation>Niech komputer zagra za: %1</translation>
    </message>
    <message>
        <source>The seat goes back to %1 as soon as they reconnect.</source>
        <translation>Miejsce wraca do właściciela (%1), gdy tylko ponownie się połączy.</translation>
    </message>
    <message>
        <source>Players at this table</source>
        <translation>Gracze przy tym stole</translation>
    </message>
    <message>
        <source>This table runs a different version of Modern Art Desktop (%1). Both players need versions that understand each other.</source>
        <translation>Ten stół działa na innej wersji Modern Art Desktop (%1). Obie strony potrzebują wersji, które się rozumieją.</translation>
    </message>
    <message>
        <source>The password is not right.</source>
        <translation>Hasło jest nieprawidłowe.</translation>
    </message>
    <message>
        <source>This table no longer keeps a seat for you.</source>
        <translation>Ten stół nie trzyma już dla Ciebie miejsca.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Wszystkie miejsca przy tym stole są zajęte.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Gra przy tym stole już się zaczęła.</translation>
    </message>
    <message>
        <source>The host is closing the table.</source>
        <translation>Gospodarz zamyka stół.</translation>
    </message>
    <message>
        <source>The game is over and the host has closed the table.</source>
        <translation>Gra się skończyła i gospodarz zamknął stół.</translation>
    </message>
    <message>
        <source>No table answers at this address. Check the address and port, and that both computers are on the same network.</source>
        <translation>Pod tym adresem nie odpowiada żaden stół. Sprawdź adres i port oraz to, czy oba komputery są w tej samej sieci.</translation>
    </message>
    <message>
        <source>Something answered at this address, but it is not a Modern Art Desktop table.</source>
        <translation>Pod tym adresem coś odpowiada, ale to nie jest stół Modern Art Desktop.</translation>
    </message>
    <message>
        <source>The connection to the table was lost and could not be restored.</source>
        <translation>Połączenie ze stołem zostało zerwane i nie udało się go przywrócić.</translation>
    </message>
    <message>
        <source>This table plays a game this copy of the app does not have.</source>
        <translation>Przy tym stole toczy się gra, której ta kopia aplikacji nie zna.</translation>
    </message>
    <message>
        <source>The host has given your seat to someone else.</source>
        <translation>Gospodarz oddał Twoje miejsce komuś innemu.</translation>
    </message>
    <message>
        <source>Your seat was taken up from another window or computer.</source>
        <translation>Twoje miejsce zostało przejęte z innego okna lub komputera.</translation>
    </message>
    <message>
        <source>Type the address as address:port, for example 192.168.1.20:45000.</source>
        <translation>Wpisz adres w postaci adres:port, na przykład 192.168.1.20:45000.</translation>
    </message>
    <message>
        <source>The table refused the connection (%1).</source>
        <translation>Stół odrzucił połączenie (%1).</translation>
    </message>
    <message>
        <source>The game is paused until every player is back.</source>
        <translation>Gra jest wstrzymana, dopóki wszyscy gracze nie wrócą.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Gra jeszcze się nie zaczęła.</translation>
    </message>
    <message>
        <source>That seat is not yours.</source>
        <translation>To nie jest Twoje miejsce.</translation>
    </message>
    <message>
        <source>Spectators watch; they do not play.</source>
        <translation>Widzowie oglądają, nie grają.</translation>
    </message>
    <message>
        <source>You are writing too fast; wait a moment.</source>
        <translation>Piszesz za szybko, odczekaj chwilę.</translation>
    </message>
    <message>
        <source>Open seat</source>
        <translation>Wolne miejsce</translation>
    </message>
    <message>
        <source>Player on the network</source>
        <translation>Gracz w sieci</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Player at the host&apos;s screen</source>
        <translation>Gracz przy ekranie gospodarza</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>czeka na gracza</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>komputer</translation>
    </message>
    <message>
        <source>away, a computer plays for now</source>
        <translation>nieobecny, na razie gra komputer</translation>
    </message>
    <message>
        <source>away, seat kept</source>
        <translation>nieobecny, miejsce czeka</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>połączony</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>gotowy</translation>
    </message>
    <message>
        <source>not ready yet</source>
        <translation>jeszcze niegotowy</translation>
    </message>
    <message>
        <source>%1 (at this screen)</source>
        <translation>%1 (przy tym ekranie)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (komputer)</translation>
    </message>
    <message>
        <source>Pause the game until they are back</source>
        <translation>Wstrzymać grę do jego powrotu</translation>
    </message>
    <message>
        <source>Let a computer play for them after 20 seconds</source>
        <translation>Po 20 sekundach oddać jego ruchy komputerowi</translation>
    </message>
    <message>
        <source>If a player drops out, the game waits until they are back</source>
        <translation>Gdy gracz się rozłączy, gra czeka na jego powrót</translation>
    </message>
    <message>
        <source>If a player drops out, a computer plays for them after 20 seconds</source>
        <translation>Gdy gracz się rozłączy, po 20 sekundach gra za niego komputer</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Utracono połączenie. Łączę ponownie…</translation>
    </message>
    <message>
        <source>Disconnected from the table.</source>
        <translation>Rozłączono ze stołem.</translation>
    </message>
    <message>
        <source>Paused: waiting for %1 to come back.</source>
        <translation>Pauza: czekamy, aż wróci %1.</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Wolne dla gracza</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Komputer: %1</translation>
    </message>
    <message>
        <source>Send away</source>
        <translation>Odeślij</translation>
    </message>
    <message>
        <source>Seats still open: %1.</source>
        <translation>Wolnych miejsc: %1.</translation>
    </message>
    <message>
        <source>Waiting until everyone is ready.</source>
        <translation>Czekamy, aż wszyscy będą gotowi.</translation>
    </message>
    <message>
        <source>Everyone is here and ready.</source>
        <translation>Wszyscy są na miejscu i gotowi.</translation>
    </message>
    <message>
        <source>LAN table</source>
        <translation>Stół w sieci</translation>
    </message>
    <message>
        <source>players join at %1</source>
        <translation>gracze dołączają pod adresem %1</translation>
    </message>
    <message>
        <source>password needed</source>
        <translation>wymagane hasło</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Zamknąć stół?</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Zostań</translation>
    </message>
    <message>
        <source>Leaving closes this table for everyone: the other players will be disconnected. The game is saved, and you can resume it later from “Host a LAN game”.</source>
        <translation>Wyjście zamyka ten stół dla wszystkich: pozostali gracze zostaną rozłączeni. Gra jest zapisana i możesz ją później wznowić w oknie „Załóż stół w sieci”.</translation>
    </message>
    <message>
        <source>Closing the table disconnects the players waiting here.</source>
        <translation>Zamknięcie stołu rozłączy graczy, którzy tu czekają.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Wyjdź</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Rozpocznij grę</translation>
    </message>
    <message>
        <source>Computers take the open seats</source>
        <translation>Wolne miejsca dla komputera</translation>
    </message>
    <message>
        <source>Ready ✓</source>
        <translation>Gotowy ✓</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Jestem gotowy</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (Ty)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Czat</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Napisz do stołu…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Wyślij</translation>
    </message>
</context>
</TS>
