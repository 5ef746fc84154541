<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AI</name>
    <message>
        <source>{move}: looks best at a glance ({pct}% estimated chance to win)</source>
        <translation>{move}: wirkt auf den ersten Blick am besten (geschätzte Gewinnchance {pct} %)</translation>
    </message>
    <message>
        <source>{move}: won {pct}% of {n} simulated continuations</source>
        <translation>{move}: hat {pct} % von {n} simulierten Spielverläufen gewonnen</translation>
    </message>
    <message>
        <source>{move}: the only possible move</source>
        <translation>{move}: der einzig mögliche Zug</translation>
    </message>
    <message>
        <source>{move}: picked at random</source>
        <translation>{move}: zufällig gewählt</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>About Tabletop Exchange</source>
        <translation>Über Tabletop Exchange</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop Exchange {version}&lt;/h3&gt;&lt;p&gt;Stock-market tabletop games against computer opponents, with move hints and practice mode.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop Exchange {version}&lt;/h3&gt;&lt;p&gt;Börsen-Brettspiele gegen Computergegner, mit Zugtipps und Übungsmodus.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>An unfinished game saved automatically could not be restored: {reason} The file was moved aside as {aside} in {folder}.</source>
        <translation>Ein automatisch gesichertes unfertiges Spiel konnte nicht wiederhergestellt werden: {reason} Die Datei wurde in {folder} umbenannt in {aside}.</translation>
    </message>
    <message>
        <source>An unfinished game saved automatically could not be restored: {reason} It could not be moved aside either: please remove {file} from {folder}.</source>
        <translation>Ein automatisch gesichertes unfertiges Spiel konnte nicht wiederhergestellt werden: {reason} Die Datei konnte auch nicht umbenannt werden: Bitte entferne {file} aus {folder}.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>and {n} more</source>
        <translation>und {n} weitere</translation>
    </message>
    <message>
        <source>{group} ({choices})</source>
        <translation>{group} ({choices})</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>You may:</source>
        <translation>Du kannst:</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tipp: {reason}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Show a hint (F1)</source>
        <translation>Tipp zeigen (F1)</translation>
    </message>
    <message>
        <source>The strongest computer player suggests a move and says why</source>
        <translation>Der stärkste Computerspieler schlägt einen Zug vor und sagt, warum</translation>
    </message>
</context>
<context>
    <name>Core</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>Dieser Zug ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Undo stops here: the move after it showed you a hidden card.</source>
        <translation>„Rückgängig“ endet hier: Der folgende Zug hat dir eine verdeckte Karte gezeigt.</translation>
    </message>
    <message>
        <source>Undo stops here: another player at this screen has moved since.</source>
        <translation>„Rückgängig“ endet hier: Ein anderer Spieler an diesem Bildschirm hat seitdem gezogen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Tabletop Exchange games (*.ttx)</source>
        <translation>Tabletop-Exchange-Spielstände (*.ttx)</translation>
    </message>
    <message>
        <source>Tabletop Exchange game</source>
        <translation>Tabletop-Exchange-Spielstand</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <source>&amp;Play {game}</source>
        <translation>{game} &amp;spielen</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Unfinished game, saved {when}</source>
        <translation>Unfertiges Spiel vom {when}</translation>
    </message>
    <message>
        <source>Players: {names}; moves played: {moves}</source>
        <translation>Spieler: {names}; gespielte Züge: {moves}</translation>
    </message>
    <message>
        <source>Go on with the unfinished game of {game}</source>
        <translation>Das unfertige Spiel {game} fortsetzen</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Choose a game</source>
        <translation>Spiel auswählen</translation>
    </message>
    <message>
        <source>&amp;Back to the game in progress</source>
        <translation>&amp;Zurück zum laufenden Spiel</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait for your turn: the table shows another player&apos;s view.</source>
        <translation>Warte, bis du an der Reihe bist: Der Tisch zeigt die Sicht eines anderen Spielers.</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn du an der Reihe bist.</translation>
    </message>
    <message>
        <source>The computer player failed: {error}</source>
        <translation>Der Computerspieler ist ausgefallen: {error}</translation>
    </message>
    <message>
        <source>The computer player chose an impossible move: {reason}</source>
        <translation>Der Computerspieler hat einen unmöglichen Zug gewählt: {reason}</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message numerus="yes">
        <source>Opening {file} replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>Wenn du {file} öffnest, ersetzt es dein unfertiges Spiel {game} (%n Zug gespielt): Von jeder Spielart kann nur ein Spiel fortgesetzt werden.</numerusform>
            <numerusform>Wenn du {file} öffnest, ersetzt es dein unfertiges Spiel {game} (%n Züge gespielt): Von jeder Spielart kann nur ein Spiel fortgesetzt werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A new game replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>Ein neues Spiel ersetzt dein unfertiges Spiel {game} (%n Zug gespielt): Von jeder Spielart kann nur ein Spiel fortgesetzt werden.</numerusform>
            <numerusform>Ein neues Spiel ersetzt dein unfertiges Spiel {game} (%n Züge gespielt): Von jeder Spielart kann nur ein Spiel fortgesetzt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game counts as lost in your statistics.</source>
        <translation>Das unfertige Spiel zählt in deiner Statistik als verloren.</translation>
    </message>
    <message>
        <source>Open it anyway?</source>
        <translation>Trotzdem öffnen?</translation>
    </message>
    <message>
        <source>Start a new game anyway?</source>
        <translation>Trotzdem ein neues Spiel beginnen?</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tipp: {reason}</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Auctions of stockpiles, insider forecasts and expansion modules.</source>
        <translation>Versteigerungen von Aktienpaketen, Insider-Prognosen und Erweiterungsmodule.</translation>
    </message>
    <message>
        <source>Stack dice into buildings that may collapse.</source>
        <translation>Stapel Würfel zu Gebäuden, die einstürzen können.</translation>
    </message>
    <message>
        <source>An 18xx stock round in a compact 18xx game.</source>
        <translation>Eine 18xx-Aktienrunde in einem kompakten 18xx-Spiel.</translation>
    </message>
    <message>
        <source>Trade cats&apos; cards for five resources.</source>
        <translation>Handle mit Katzenkarten um fünf Basisressourcen.</translation>
    </message>
    <message>
        <source>Raise share prices, secure certificates and play market events over four rounds.</source>
        <translation>Aktienkurse erhöhen, Zertifikate sichern und Markt-Ereignisse spielen – über vier Runden.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <source>The other players should look away now.</source>
        <translation>Die anderen Spieler sollten jetzt wegsehen.</translation>
    </message>
    <message>
        <source>I am {name}: &amp;Ready</source>
        <translation>Ich bin {name}: &amp;Bereit</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>{term} is about {amount} higher</source>
        <translation>{term} ist um etwa {amount} höher</translation>
    </message>
    <message>
        <source>{term} is about {amount} lower</source>
        <translation>{term} ist um etwa {amount} niedriger</translation>
    </message>
    <message>
        <source>{term} is higher</source>
        <translation>{term} ist höher</translation>
    </message>
    <message>
        <source>{term} is lower</source>
        <translation>{term} ist niedriger</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause}.</source>
        <translation>{move}: Verglichen mit {other} gilt: {clause}.</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause} and {clause2}.</source>
        <translation>{move}: Verglichen mit {other} gilt: {clause}, und {clause2}.</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause}, though {clause2}.</source>
        <translation>{move}: Verglichen mit {other} gilt: {clause}, allerdings {clause2}.</translation>
    </message>
    <message>
        <source>{move}: better in the long run than {other}, though for now {clause}.</source>
        <translation>{move}: Auf Dauer besser als {other}, auch wenn vorerst gilt: {clause}.</translation>
    </message>
    <message>
        <source>{move}: better in the long run than {other}; {term} stays at about {amount}.</source>
        <translation>{move}: Auf Dauer besser als {other}; {term} bleibt bei etwa {amount}.</translation>
    </message>
    <message>
        <source>Any of these is fine: {moves}; either way, {term} is about {amount}.</source>
        <translation>Jeder dieser Züge ist gut: {moves}; so oder so beträgt {term} etwa {amount}.</translation>
    </message>
    <message>
        <source>{easy} looks tempting, but then {clause}.</source>
        <translation>{easy} wirkt verlockend, aber dann gilt: {clause}.</translation>
    </message>
    <message>
        <source>{move}: the only possible move; {term} stands at about {amount}.</source>
        <translation>{move}: der einzig mögliche Zug; {term} liegt bei etwa {amount}.</translation>
    </message>
    <message>
        <source>{reason} ({pct}% chance to win)</source>
        <translation>{reason} ({pct} % Siegchance)</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} oder {b}</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: compared with the best other choice, {clause}.</source>
        <translation>Was ein Tipp {player} gesagt hätte: Verglichen mit der besten anderen Wahl gilt: {clause}.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: better in the long run than the best other choice, though for now {clause}.</source>
        <translation>Was ein Tipp {player} gesagt hätte: Auf Dauer besser als die beste andere Wahl, auch wenn vorerst gilt: {clause}.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: about as good as the other choices; {term} stays at about {amount}.</source>
        <translation>Was ein Tipp {player} gesagt hätte: Etwa so gut wie die anderen Möglichkeiten; {term} bleibt bei etwa {amount}.</translation>
    </message>
    <message>
        <source>{player} had no other choice.</source>
        <translation>{player} hatte keine andere Wahl.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: about as good as the other choices.</source>
        <translation>Was ein Tipp {player} gesagt hätte: Etwa so gut wie die anderen Möglichkeiten.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} Punkte</translation>
    </message>
    <message>
        <source>${n}</source>
        <translation>{n} $</translation>
    </message>
    <message>
        <source>${n}K</source>
        <translation>${n}K</translation>
    </message>
    <message>
        <source>{n}</source>
        <translation>{n}</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>your progress towards your victory condition</source>
        <translation>dein Fortschritt zu deiner Siegbedingung</translation>
    </message>
    <message>
        <source>the progress your leading bids would add</source>
        <translation>der Fortschritt, den deine führenden Gebote brächten</translation>
    </message>
    <message>
        <source>the number of cards in your hand</source>
        <translation>die Zahl deiner Handkarten</translation>
    </message>
    <message>
        <source>your standing bonus from calls and the recall pile</source>
        <translation>dein Bonus aus Aufrufen und dem Abberufen-Stapel</translation>
    </message>
    <message>
        <source>the number of cards in your deck</source>
        <translation>die Zahl der Karten in deinem Deck</translation>
    </message>
    <message>
        <source>the progress of {player} towards victory</source>
        <translation>der Fortschritt von {player} zum Sieg</translation>
    </message>
    <message>
        <source>your money</source>
        <translation>dein Geld</translation>
    </message>
    <message>
        <source>your expected income from {company} at the round&apos;s end</source>
        <translation>dein erwartetes Einkommen aus {company} am Rundenende</translation>
    </message>
    <message>
        <source>the risk that the takeover of {company} fails</source>
        <translation>das Risiko, dass die Übernahme von {company} scheitert</translation>
    </message>
    <message>
        <source>the risk of paying for a collapse of {company}</source>
        <translation>das Risiko, für einen Einsturz von {company} zu zahlen</translation>
    </message>
    <message>
        <source>the bonus of the highest building card</source>
        <translation>der Bonus der Karte des höchsten Gebäudes</translation>
    </message>
    <message>
        <source>the bonus of the highest building card (yours)</source>
        <translation>der Bonus der Karte des höchsten Gebäudes (deine)</translation>
    </message>
    <message>
        <source>the bonus of the highest building card (held by {player})</source>
        <translation>der Bonus der Karte des höchsten Gebäudes (bei {player})</translation>
    </message>
    <message>
        <source>the projected money of {player}</source>
        <translation>das erwartete Geld von {player}</translation>
    </message>
    <message>
        <source>your cash</source>
        <translation>dein Bargeld</translation>
    </message>
    <message>
        <source>the value of your {railway} shares</source>
        <translation>der Wert deiner Aktien von {railway}</translation>
    </message>
    <message>
        <source>the value of your {railway} shares ({count} to {player}&apos;s {other}: you direct it)</source>
        <translation>der Wert deiner Aktien von {railway} ({count} gegen {other} bei {player}: Du bist Direktor)</translation>
    </message>
    <message>
        <source>the value of your {railway} shares ({count} to director {player}&apos;s {other})</source>
        <translation>der Wert deiner Aktien von {railway} ({count} gegen {other} bei Direktor {player})</translation>
    </message>
    <message>
        <source>what your shares on offer fetch</source>
        <translation>der Erlös deiner angebotenen Aktien</translation>
    </message>
    <message>
        <source>what {railway}&apos;s next train may cost you as its director</source>
        <translation>was dich der nächste Zug von {railway} als Direktor kosten kann</translation>
    </message>
    <message>
        <source>the projected worth of {player}</source>
        <translation>das erwartete Vermögen von {player}</translation>
    </message>
    <message>
        <source>the expected value of your {company} shares</source>
        <translation>der erwartete Wert deiner Aktien von {company}</translation>
    </message>
    <message>
        <source>the number of Boom/Bust cards you keep for later</source>
        <translation>die Zahl deiner für später aufgehobenen Boom/Bust-Karten</translation>
    </message>
    <message>
        <source>the value of your notes</source>
        <translation>der Wert deiner Schuldscheine</translation>
    </message>
    <message>
        <source>your commodity bonus less taxes</source>
        <translation>dein Rohstoffbonus abzüglich Steuern</translation>
    </message>
    <message>
        <source>your unpaid fees</source>
        <translation>deine offenen Handelsgebühren</translation>
    </message>
    <message>
        <source>your {company} majority bonus (ahead of {player})</source>
        <translation>dein Mehrheitsbonus von {company} (vor {player})</translation>
    </message>
    <message>
        <source>your share of the {company} majority bonus (tied with {player})</source>
        <translation>dein Anteil am Mehrheitsbonus von {company} (gleichauf mit {player})</translation>
    </message>
    <message>
        <source>the expected value of your face-down shares</source>
        <translation>der erwartete Wert deiner verdeckten Aktien</translation>
    </message>
    <message>
        <source>the worth of your leading bids over their price</source>
        <translation>der Wert deiner führenden Gebote über ihrem Preis</translation>
    </message>
    <message>
        <source>the projected fortune of {player}</source>
        <translation>das erwartete Vermögen von {player}</translation>
    </message>
    <message>
        <source>your score so far</source>
        <translation>deine bisherige Punktzahl</translation>
    </message>
    <message>
        <source>the value of your {company} certificates</source>
        <translation>der Wert deiner {company}-Zertifikate</translation>
    </message>
    <message>
        <source>what your stock options should still bring</source>
        <translation>der erwartete Ertrag deiner Aktienoptionen</translation>
    </message>
    <message>
        <source>the number of your secured event cards</source>
        <translation>die Zahl deiner gesicherten Markt-Ereigniskarten</translation>
    </message>
    <message>
        <source>the projected score of {player}</source>
        <translation>die erwartete Punktzahl von {player}</translation>
    </message>
</context>
<context>
    <name>Karthedis</name>
    <message>
        <source>Recall</source>
        <translation>Abberufen</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>Remove from the game</source>
        <translation>Aus dem Spiel entfernen</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Expertise</source>
        <translation>Expertise</translation>
    </message>
    <message>
        <source>Intervene</source>
        <translation>Intervenieren</translation>
    </message>
    <message>
        <source>Speculate</source>
        <translation>Spekulieren</translation>
    </message>
    <message>
        <source>Deploy – draw two cards, then choose a card from your hand and discard it.</source>
        <translation>Einsatz – ziehe zwei Karten, bestimme dann eine Karte aus deiner Hand und wirf diese ab.</translation>
    </message>
    <message>
        <source>Expertise – doubles this card&apos;s trade value.</source>
        <translation>Expertise – verdoppelt den Handelswert dieser Karte.</translation>
    </message>
    <message>
        <source>Intervene – a face-down card at a resource goes back to its owner&apos;s hand.</source>
        <translation>Intervenieren – eine verdeckte Karte an einer Ressource geht zurück auf die Hand ihres Besitzers.</translation>
    </message>
    <message>
        <source>Recall – while this card lies in your Recall pile, your trade total at every resource where you have a card is 1 higher.</source>
        <translation>Abberufen – solange diese Karte in deinem Abberufenstapel liegt, ist dein Handelswert an jeder Ressource, an der du eine Karte hast, um 1 höher.</translation>
    </message>
    <message>
        <source>Recall – remove another player&apos;s Recall pile from the game.</source>
        <translation>Abberufen – entferne den Abberufenstapel eines anderen Spielers aus dem Spiel.</translation>
    </message>
    <message>
        <source>Call – while this card is in play, your trade total at every resource where you have a card is 2 higher.</source>
        <translation>Aufruf – solange diese Karte im Spiel ist, ist dein Handelswert an jeder Ressource, an der du eine Karte hast, um 2 höher.</translation>
    </message>
    <message>
        <source>Speculate – draw a card, then choose a card from your hand and discard it.</source>
        <translation>Spekulieren – ziehe eine Karte, bestimme dann eine Karte aus deiner Hand und wirf diese ab.</translation>
    </message>
    <message>
        <source>Recall – draw a card.</source>
        <translation>Abberufen – ziehe eine Karte.</translation>
    </message>
    <message>
        <source>Intervene – reveal a face-down card at a resource and remove it from the game.</source>
        <translation>Intervenieren – decke eine verdeckte Karte an einer Ressource auf und entferne sie aus dem Spiel.</translation>
    </message>
    <message>
        <source>Expertise – +2 trade value if no other player has a card at this resource.</source>
        <translation>Expertise – +2 Handelswert, wenn kein anderer Spieler eine Karte an dieser Ressource hat.</translation>
    </message>
    <message>
        <source>Deploy – draw a card.</source>
        <translation>Einsatz – ziehe eine Karte.</translation>
    </message>
    <message>
        <source>No abilities, but cheap high trade values: bid often and bid high.</source>
        <translation>Keine Fähigkeiten, dafür hohe Handelswerte: biete oft und hoch.</translation>
    </message>
    <message>
        <source>Card draw: dig through your deck and keep the best cards.</source>
        <translation>Kartenziehen: grabe dich durch dein Deck und behalte die besten Karten.</translation>
    </message>
    <message>
        <source>Big bids: a face-down Persian counts twice at a resource.</source>
        <translation>Große Gebote: eine verdeckte Perserkatze zählt an einer Ressource doppelt.</translation>
    </message>
    <message>
        <source>Disruption: send a rival&apos;s bid back to their hand.</source>
        <translation>Störung: schicke das Gebot eines Gegners zurück auf seine Hand.</translation>
    </message>
    <message>
        <source>A combo with the Recall pile: every Lynx lying there raises all your bids.</source>
        <translation>Eine Kombo mit dem Abberufenstapel: jeder Luchs dort erhöht alle deine Gebote.</translation>
    </message>
    <message>
        <source>The answer to Recall piles: wipe out a rival&apos;s pile and its bonuses.</source>
        <translation>Die Antwort auf Abberufenstapel: lösche den Stapel eines Gegners samt seinen Boni aus.</translation>
    </message>
    <message>
        <source>Tempo: call a Cheetah first, then every bid of the round is stronger.</source>
        <translation>Tempo: rufe zuerst einen Gepard auf, dann ist jedes Gebot der Runde stärker.</translation>
    </message>
    <message>
        <source>Patience: keep an Ocelot in hand and sift one card every round.</source>
        <translation>Geduld: behalte einen Ozelot auf der Hand und siebe jede Runde eine Karte.</translation>
    </message>
    <message>
        <source>Card flow: every Sphynx that leaves play brings a new card.</source>
        <translation>Kartenfluss: jede Sphynx, die das Spiel verlässt, bringt eine neue Karte.</translation>
    </message>
    <message>
        <source>Hard disruption: remove a rival&apos;s bid from the game for good.</source>
        <translation>Harte Störung: entferne das Gebot eines Gegners endgültig aus dem Spiel.</translation>
    </message>
    <message>
        <source>Go where the others are not: uncontested bids count more.</source>
        <translation>Geh dorthin, wo die anderen nicht sind: unbestrittene Gebote zählen mehr.</translation>
    </message>
    <message>
        <source>Steady hands: a Pallas&apos;s cat replaces itself when you draw it.</source>
        <translation>Ruhige Hand: ein Manul ersetzt sich selbst, wenn du ihn ziehst.</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Nahrung</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Victory condition</source>
        <translation>Siegbedingung</translation>
    </message>
    <message>
        <source>Three different or two alike</source>
        <translation>Drei verschiedene oder zwei gleiche</translation>
    </message>
    <message>
        <source>Two different</source>
        <translation>Zwei verschiedene</translation>
    </message>
    <message>
        <source>Three different</source>
        <translation>Drei verschiedene</translation>
    </message>
    <message>
        <source>Four different</source>
        <translation>Vier verschiedene</translation>
    </message>
    <message>
        <source>Five different</source>
        <translation>Fünf verschiedene</translation>
    </message>
    <message>
        <source>Two of one kind</source>
        <translation>Zwei gleiche</translation>
    </message>
    <message>
        <source>Three of one kind</source>
        <translation>Drei gleiche</translation>
    </message>
    <message>
        <source>Four of one kind</source>
        <translation>Vier gleiche</translation>
    </message>
    <message>
        <source>Which base resources win. The rulebook recommends three different or two alike.</source>
        <translation>Welche Basisressourcen gewinnen. Die Anleitung empfiehlt drei verschiedene oder zwei gleiche.</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Twenty random cards</source>
        <translation>Zwanzig zufällige Karten</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Free deck building</source>
        <translation>Freier Deckbau</translation>
    </message>
    <message>
        <source>Random decks; the draft: take five cards, keep one, pass the rest on; or free deck building: each player picks twenty cards from the box.</source>
        <translation>Zufällige Decks; der Draft: fünf Karten nehmen, eine behalten, den Rest weitergeben; oder freier Deckbau: Jeder Spieler wählt zwanzig Karten aus der Schachtel.</translation>
    </message>
    <message>
        <source>Allow more copies than one box holds</source>
        <translation>Mehr Kopien erlauben, als eine Schachtel enthält</translation>
    </message>
    <message>
        <source>Free deck building only. The rulebook: it is possible to buy the game more than once to use more copies of a cat, but it is not recommended.</source>
        <translation>Nur beim freien Deckbau. Die Anleitung: Es ist möglich, das Spiel mehrfach zu erwerben, um weitere Kopien einer Katze zu nutzen; es wird jedoch nicht empfohlen.</translation>
    </message>
    <message>
        <source>Last game&apos;s winner or random</source>
        <translation>Sieger des letzten Spiels oder zufällig</translation>
    </message>
    <message>
        <source>The rulebook: the oldest player in a first game, the last game&apos;s winner in a rematch. Name a seat, or let the last game or chance decide.</source>
        <translation>Die Anleitung: im ersten Spiel der älteste Spieler, bei einer Revanche der Sieger des letzten Spiels. Nenne einen Platz oder lass das letzte Spiel oder den Zufall entscheiden.</translation>
    </message>
    <message>
        <source>Deploy cards: show and use them when drawn</source>
        <translation>Einsatz-Karten: beim Ziehen offen vorzeigen und nutzen</translation>
    </message>
    <message>
        <source>Every player&apos;s starting choice for the cards with Deploy they draw: show and use them at once, or keep them hidden. Each player may change their own choice on any of their turns; the others never learn it.</source>
        <translation>Die anfängliche Wahl jedes Spielers für gezogene Karten mit Einsatz: sofort offen vorzeigen und nutzen oder verdeckt behalten. Jeder Spieler kann seine Wahl in jedem eigenen Zug ändern; die anderen erfahren sie nie.</translation>
    </message>
    <message>
        <source>First market leader</source>
        <translation>Erster Marktführer</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Draft, packet {round}: everyone takes five cards, keeps one and passes {way}.</source>
        <translation>Draft, Paket {round}: jeder nimmt fünf Karten, behält eine und gibt {way} weiter.</translation>
    </message>
    <message>
        <source>The packets are passed on {way}.</source>
        <translation>Die Pakete werden {way} weitergegeben.</translation>
    </message>
    <message>
        <source>{player} keeps a card.</source>
        <translation>{player} behält eine Karte.</translation>
    </message>
    <message>
        <source>You keep {card}.</source>
        <translation>Du behältst {card}.</translation>
    </message>
    <message>
        <source>Every deck holds 20 cards; everyone takes five (no ability triggers).</source>
        <translation>Jedes Deck hat 20 Karten; jeder nimmt fünf auf (keine Fähigkeit wird ausgelöst).</translation>
    </message>
    <message>
        <source>Round {round}, preparation phase: {player} is the market leader.</source>
        <translation>Runde {round}, Einstellungsphase: {player} ist Marktführer.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} zieht eine Karte.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Du ziehst {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s deck is empty: no card is drawn.</source>
        <translation>Das Deck von {player} ist leer: es wird keine Karte gezogen.</translation>
    </message>
    <message>
        <source>{player} shows {card}: Deploy.</source>
        <translation>{player} zeigt {card}: Einsatz.</translation>
    </message>
    <message>
        <source>You draw {card} and keep it hidden (your choice: no Deploy).</source>
        <translation>Du ziehst {card} und hältst sie verdeckt (deine Wahl: kein Einsatz).</translation>
    </message>
    <message>
        <source>{player} changes a setting.</source>
        <translation>{player} ändert eine Einstellung.</translation>
    </message>
    <message>
        <source>From now on you show each card with Deploy you draw and use it.</source>
        <translation>Ab jetzt zeigst du jede gezogene Karte mit Einsatz offen vor und nutzt sie.</translation>
    </message>
    <message>
        <source>From now on you keep the cards with Deploy you draw hidden.</source>
        <translation>Ab jetzt hältst du gezogene Karten mit Einsatz verdeckt.</translation>
    </message>
    <message>
        <source>{player} shows {card}: Speculate.</source>
        <translation>{player} zeigt {card}: Spekulieren.</translation>
    </message>
    <message>
        <source>{player} discards {card} to the Recall pile.</source>
        <translation>{player} wirft {card} auf den Abberufenstapel ab.</translation>
    </message>
    <message>
        <source>{card} is recalled to {player}&apos;s Recall pile.</source>
        <translation>{card} wird auf den Abberufenstapel von {player} abberufen.</translation>
    </message>
    <message>
        <source>First call phase: everyone plays a card face down (pass) or face up.</source>
        <translation>Erste Aufrufphase: jeder legt eine Karte verdeckt (passen) oder offen.</translation>
    </message>
    <message>
        <source>{player} has no card to play and passes.</source>
        <translation>{player} hat keine Karte zum Spielen und passt.</translation>
    </message>
    <message>
        <source>{player} plays a card face down and passes.</source>
        <translation>{player} legt eine Karte verdeckt und passt.</translation>
    </message>
    <message>
        <source>{player} plays {card} face up.</source>
        <translation>{player} spielt {card} offen.</translation>
    </message>
    <message>
        <source>{card} has Call: it stays in play until the round ends.</source>
        <translation>{card} hat Aufruf: sie bleibt bis zum Rundenende im Spiel.</translation>
    </message>
    <message>
        <source>{player} passed: the face-down card leaves the game, two cards are drawn.</source>
        <translation>{player} hat gepasst: die verdeckte Karte verlässt das Spiel, zwei Karten werden gezogen.</translation>
    </message>
    <message>
        <source>Trade phase: place cards face down at the resources, in turns.</source>
        <translation>Handelsphase: legt reihum Karten verdeckt an die Ressourcen.</translation>
    </message>
    <message>
        <source>{player} places a card face down at {resource}.</source>
        <translation>{player} legt eine Karte verdeckt an {resource}.</translation>
    </message>
    <message>
        <source>You place {card} face down at {resource}.</source>
        <translation>Du legst {card} verdeckt an {resource}.</translation>
    </message>
    <message>
        <source>{player} intervenes with {card} against a card at {resource}.</source>
        <translation>{player} interveniert mit {card} gegen eine Karte an {resource}.</translation>
    </message>
    <message>
        <source>The card goes back to {player}&apos;s hand.</source>
        <translation>Die Karte geht zurück auf die Hand von {player}.</translation>
    </message>
    <message>
        <source>{card} is revealed and removed from the game.</source>
        <translation>{card} wird aufgedeckt und aus dem Spiel entfernt.</translation>
    </message>
    <message>
        <source>{player} lays {card} face up and sits out this trade phase.</source>
        <translation>{player} legt {card} offen hin und scheidet aus dieser Handelsphase aus.</translation>
    </message>
    <message>
        <source>{player} plays no more cards.</source>
        <translation>{player} spielt keine Karten mehr.</translation>
    </message>
    <message>
        <source>{player} reveals {card} at {resource}.</source>
        <translation>{player} deckt {card} an {resource} auf.</translation>
    </message>
    <message>
        <source>Expertise: {card}&apos;s ability counts now.</source>
        <translation>Expertise: die Fähigkeit von {card} wird abgehandelt.</translation>
    </message>
    <message>
        <source>{player} wins {resource} with a trade total of {total}.</source>
        <translation>{player} gewinnt {resource} mit einem Handelswert von {total}.</translation>
    </message>
    <message>
        <source>Nobody wins {resource}: the highest trade totals are tied at {total}.</source>
        <translation>Niemand gewinnt {resource}: die höchsten Handelswerte sind mit {total} gleich.</translation>
    </message>
    <message>
        <source>Several players meet the victory condition at once: the most cards in hand wins.</source>
        <translation>Mehrere Spieler erfüllen die Siegbedingung gleichzeitig: die meisten Karten auf der Hand gewinnen.</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Second call phase: everyone may play up to two cards face up.</source>
        <translation>Zweite Aufrufphase: jeder darf bis zu zwei Karten offen spielen.</translation>
    </message>
    <message>
        <source>{player} plays no more cards this phase.</source>
        <translation>{player} spielt in dieser Phase keine Karten mehr.</translation>
    </message>
    <message>
        <source>No resources are left: the game ends, the most resources win.</source>
        <translation>Es sind keine Ressourcen mehr übrig: das Spiel endet, die meisten Ressourcen gewinnen.</translation>
    </message>
    <message>
        <source>Nobody has a card left to play: the game ends, the most resources win.</source>
        <translation>Niemand hat noch eine Karte zum Spielen: das Spiel endet, die meisten Ressourcen gewinnen.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Du ziehst eine Karte.</translation>
    </message>
    <message>
        <source>You keep a card.</source>
        <translation>Du behältst eine Karte.</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Du gewinnst das Spiel.</translation>
    </message>
    <message>
        <source>An ability asks for a discard: choose a card from your hand first.</source>
        <translation>Eine Fähigkeit verlangt einen Abwurf: bestimme zuerst eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>Recall ability: choose whose Recall pile is removed from the game first.</source>
        <translation>Abberufen-Fähigkeit: bestimme zuerst, wessen Abberufenstapel aus dem Spiel entfernt wird.</translation>
    </message>
    <message>
        <source>Deploy: your standing choice for the cards you draw is already that.</source>
        <translation>Einsatz: Deine Wahl für gezogene Karten ist bereits diese.</translation>
    </message>
    <message>
        <source>Show and use the cards with Deploy you draw</source>
        <translation>Gezogene Karten mit Einsatz offen vorzeigen und nutzen</translation>
    </message>
    <message>
        <source>Keep the cards with Deploy you draw hidden</source>
        <translation>Gezogene Karten mit Einsatz verdeckt halten</translation>
    </message>
    <message>
        <source>Your choice for cards with Deploy</source>
        <translation>Deine Wahl für Karten mit Einsatz</translation>
    </message>
    <message>
        <source>No ability asks for that now.</source>
        <translation>Keine Fähigkeit verlangt das gerade.</translation>
    </message>
    <message>
        <source>{resource}, first pile</source>
        <translation>{resource}, erster Stapel</translation>
    </message>
    <message>
        <source>{resource}, second pile</source>
        <translation>{resource}, zweiter Stapel</translation>
    </message>
    <message>
        <source>{resource}, third pile</source>
        <translation>{resource}, dritter Stapel</translation>
    </message>
    <message>
        <source>{resource}, fourth pile</source>
        <translation>{resource}, vierter Stapel</translation>
    </message>
    <message>
        <source>{resource}, fifth pile</source>
        <translation>{resource}, fünfter Stapel</translation>
    </message>
    <message>
        <source>{resource}, sixth pile</source>
        <translation>{resource}, sechster Stapel</translation>
    </message>
    <message>
        <source>{resource}, seventh pile</source>
        <translation>{resource}, siebter Stapel</translation>
    </message>
    <message>
        <source>{resource}, eighth pile</source>
        <translation>{resource}, achter Stapel</translation>
    </message>
    <message>
        <source>{resource}, ninth pile</source>
        <translation>{resource}, neunter Stapel</translation>
    </message>
    <message>
        <source>{resource}, tenth pile</source>
        <translation>{resource}, zehnter Stapel</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Recall pile (%n card(s)) is removed from the game.</source>
        <translation>
            <numerusform>Der Abberufenstapel von {player} (%n Karte) wird aus dem Spiel entfernt.</numerusform>
            <numerusform>Der Abberufenstapel von {player} (%n Karten) wird aus dem Spiel entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: that card is not in the packet you hold.</source>
        <translation>Draft: diese Karte ist nicht in deinem Paket.</translation>
    </message>
    <message>
        <source>The draft comes first: keep a card of your packet.</source>
        <translation>Zuerst kommt der Draft: behalte eine Karte aus deinem Paket.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>Der Draft ist vorbei.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>Speculate is used only in the preparation phase, at the start of a round.</source>
        <translation>Spekulieren wird nur in der Einstellungsphase zu Beginn einer Runde verwendet.</translation>
    </message>
    <message>
        <source>A card is played face down (a pass) only in the first call phase.</source>
        <translation>Verdeckt (Passen) wird eine Karte nur in der Ersten Aufrufphase gelegt.</translation>
    </message>
    <message>
        <source>Only the second call phase lets you play no card: the first asks for one.</source>
        <translation>Nur in der Zweiten Aufrufphase darfst du auf Karten verzichten: die Erste verlangt eine.</translation>
    </message>
    <message>
        <source>Cards go to the resources only in the trade phase.</source>
        <translation>Karten werden nur in der Handelsphase an Ressourcen gelegt.</translation>
    </message>
    <message>
        <source>Intervene cards are played only in the trade phase, on your turn.</source>
        <translation>Karten mit Intervenieren werden nur in der Handelsphase gespielt, wenn du an der Reihe bist.</translation>
    </message>
    <message>
        <source>Cards are played face up only in the call phases.</source>
        <translation>Offen werden Karten nur in den Aufrufphasen gespielt.</translation>
    </message>
    <message>
        <source>{card} has no Speculate ability.</source>
        <translation>{card} hat keine Spekulieren-Fähigkeit.</translation>
    </message>
    <message>
        <source>Speculate: only a card that was in your hand when the round began may be used; {card} was drawn this round.</source>
        <translation>Spekulieren: Nur eine Karte, die sich zu Beginn der Runde in der Hand befand, darf verwendet werden; {card} wurde in dieser Runde gezogen.</translation>
    </message>
    <message>
        <source>Intervene: cards with this ability can be played face up only in the trade phase, on their player&apos;s turn; {card} cannot be played face up now.</source>
        <translation>Intervenieren: Karten mit dieser speziellen Fähigkeit können nur in der Handelsphase offen gespielt werden, wenn der Spieler an der Reihe ist; {card} kann jetzt nicht offen gespielt werden.</translation>
    </message>
    <message>
        <source>{card} has already speculated this round.</source>
        <translation>{card} hat in dieser Runde schon spekuliert.</translation>
    </message>
    <message>
        <source>In the second call phase you play at most two cards.</source>
        <translation>In der Zweiten Aufrufphase spielst du höchstens zwei Karten.</translation>
    </message>
    <message>
        <source>You passed in the first call phase: in this trade phase you may only intervene.</source>
        <translation>Du hast in der Ersten Aufrufphase gepasst: in dieser Handelsphase darfst du nur intervenieren.</translation>
    </message>
    <message>
        <source>There is no resource at that place.</source>
        <translation>An dieser Stelle liegt keine Ressource.</translation>
    </message>
    <message>
        <source>You may sit out only on your first turn of the trade phase.</source>
        <translation>Ausscheiden darfst du nur in deinem ersten Zug der Handelsphase.</translation>
    </message>
    <message>
        <source>{card} has no Intervene ability.</source>
        <translation>{card} hat keine Intervenieren-Fähigkeit.</translation>
    </message>
    <message>
        <source>Intervene targets another player&apos;s face-down card at a resource.</source>
        <translation>Intervenieren zielt auf eine verdeckte Karte eines anderen Spielers an einer Ressource.</translation>
    </message>
    <message>
        <source>That move is not possible at this moment.</source>
        <translation>Dieser Zug ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>{card} behalten</translation>
    </message>
    <message>
        <source>Speculate with {card}</source>
        <translation>Mit {card} spekulieren</translation>
    </message>
    <message>
        <source>Speculate no more</source>
        <translation>Nicht mehr spekulieren</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>Play {card} face down and pass</source>
        <translation>{card} verdeckt legen und passen</translation>
    </message>
    <message>
        <source>Play {card} face up</source>
        <translation>{card} offen spielen</translation>
    </message>
    <message>
        <source>Play no more cards</source>
        <translation>Keine Karten mehr spielen</translation>
    </message>
    <message>
        <source>Place {card} at {resource}</source>
        <translation>{card} an {resource} legen</translation>
    </message>
    <message>
        <source>Intervene with {card} against {player}&apos;s card at {resource}</source>
        <translation>Mit {card} gegen die Karte von {player} an {resource} intervenieren</translation>
    </message>
    <message>
        <source>Sit out the trade phase, laying {card} face up</source>
        <translation>Aus der Handelsphase ausscheiden und {card} offen hinlegen</translation>
    </message>
    <message>
        <source>Play no more cards this trade phase</source>
        <translation>In dieser Handelsphase keine Karten mehr spielen</translation>
    </message>
    <message>
        <source>Remove {player}&apos;s Recall pile from the game</source>
        <translation>Den Abberufenstapel von {player} aus dem Spiel entfernen</translation>
    </message>
    <message>
        <source>Keep a card of the packet</source>
        <translation>Eine Karte des Pakets behalten</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Eine Karte abwerfen</translation>
    </message>
    <message>
        <source>Pass with a face-down card</source>
        <translation>Mit einer verdeckten Karte passen</translation>
    </message>
    <message>
        <source>Play a card face up</source>
        <translation>Eine Karte offen spielen</translation>
    </message>
    <message>
        <source>Place a card at a resource</source>
        <translation>Eine Karte an eine Ressource legen</translation>
    </message>
    <message>
        <source>Sit out the trade phase</source>
        <translation>Aus der Handelsphase ausscheiden</translation>
    </message>
    <message>
        <source>Remove a Recall pile</source>
        <translation>Einen Abberufenstapel entfernen</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {detail}.</source>
        <translation>{file} kann nicht geöffnet werden: {detail}.</translation>
    </message>
    <message>
        <source>{file} is not a deck: at {size} KB it is far larger than any deck file ({limit} KB at most).</source>
        <translation>{file} ist kein Deck: Mit {size} KB ist die Datei weit größer als jede Deckdatei (höchstens {limit} KB).</translation>
    </message>
    <message>
        <source>{file} is not a deck: it is a folder, a device or a pipe, not a file.</source>
        <translation>{file} ist kein Deck: Es ist ein Ordner, ein Gerät oder eine Pipe, keine Datei.</translation>
    </message>
    <message>
        <source>{file} is not a deck file: it is not JSON text.</source>
        <translation>{file} ist keine Deckdatei: Die Datei ist kein JSON-Text.</translation>
    </message>
    <message>
        <source>{file} is not a deck file: its contents are nested far too deeply.</source>
        <translation>{file} ist keine Deckdatei: Der Inhalt ist viel zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>{file} is not a Karthedis deck.</source>
        <translation>{file} ist kein Karthedis-Deck.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Tabletop Exchange (deck format {format}).</source>
        <translation>{file} wurde mit einer neueren Version von Tabletop Exchange gespeichert (Deckformat {format}).</translation>
    </message>
    <message>
        <source>{file} is damaged: the deck&apos;s name is not a short line of text.</source>
        <translation>{file} ist beschädigt: Der Name des Decks ist keine kurze Textzeile.</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n card(s), but a deck holds exactly {size}.</source>
        <translation>
            <numerusform>{file} enthält %n Karte, ein Deck hat aber genau {size}.</numerusform>
            <numerusform>{file} enthält %n Karten, ein Deck hat aber genau {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is damaged: {card} is not a Karthedis card.</source>
        <translation>{file} ist beschädigt: {card} ist keine Karthedis-Karte.</translation>
    </message>
    <message>
        <source>The deck could not be saved to {file}: {detail}. Nothing was overwritten.</source>
        <translation>Das Deck konnte nicht in {file} gespeichert werden: {detail}. Es wurde nichts überschrieben.</translation>
    </message>
    <message>
        <source>A deck holds exactly {size} cards; this one holds {count}.</source>
        <translation>Ein Deck hat genau {size} Karten; dieses hat {count}.</translation>
    </message>
    <message>
        <source>The deck takes {card} {wanted} times, but only {left} of them are left (one box for all players).</source>
        <translation>Das Deck enthält {card} {wanted}-mal, es sind aber nur noch {left} davon übrig (eine Schachtel für alle Spieler).</translation>
    </message>
    <message>
        <source>it should hold one deck for each of the {seats} players</source>
        <translation>es sollte für jeden der {seats} Spieler ein Deck enthalten</translation>
    </message>
    <message>
        <source>{card} is not a card of the box</source>
        <translation>{card} ist keine Karte der Schachtel</translation>
    </message>
</context>
<context>
    <name>KarthedisDecks</name>
    <message>
        <source>The deck is full: remove a card first.</source>
        <translation>Das Deck ist voll: Nimm zuerst eine Karte heraus.</translation>
    </message>
    <message>
        <source>No copy of {card} is left.</source>
        <translation>Von {card} ist keine Kopie mehr übrig.</translation>
    </message>
    <message>
        <source>Deck for {player}</source>
        <translation>Deck für {player}</translation>
    </message>
    <message>
        <source>Karthedis decks (*.json)</source>
        <translation>Karthedis-Decks (*.json)</translation>
    </message>
    <message>
        <source>Only a deck of exactly 20 cards can be saved.</source>
        <translation>Nur ein Deck mit genau 20 Karten kann gespeichert werden.</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Deck speichern</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Gespeichert als {file}</translation>
    </message>
    <message>
        <source>Load deck</source>
        <translation>Deck laden</translation>
    </message>
    <message>
        <source>Loaded {file}</source>
        <translation>{file} geladen</translation>
    </message>
    <message>
        <source>Cards in the deck: exactly 20 are needed, no more, no fewer.</source>
        <translation>Karten im Deck: Genau 20 werden gebraucht, nicht mehr und nicht weniger.</translation>
    </message>
    <message>
        <source>Play with this deck.</source>
        <translation>Mit diesem Deck spielen.</translation>
    </message>
    <message numerus="yes">
        <source>The deck holds %n card(s): add {more} more to reach exactly 20.</source>
        <translation>
            <numerusform>Das Deck hat %n Karte: Füge {more} weitere hinzu, um genau 20 zu erreichen.</numerusform>
            <numerusform>Das Deck hat %n Karten: Füge {more} weitere hinzu, um genau 20 zu erreichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}, build your deck of exactly 20 cards from the cards at hand. The collection shows how many copies of each card are still left.</source>
        <translation>{player}, baue dein Deck aus genau 20 Karten mit den vorhandenen Karten. Die Sammlung zeigt, wie viele Kopien jeder Karte noch übrig sind.</translation>
    </message>
    <message>
        <source>&amp;Add →</source>
        <translation>&amp;Hinzufügen →</translation>
    </message>
    <message>
        <source>Add the chosen card of the collection (Enter).</source>
        <translation>Die gewählte Karte der Sammlung hinzufügen (Enter).</translation>
    </message>
    <message>
        <source>← &amp;Remove</source>
        <translation>← &amp;Entfernen</translation>
    </message>
    <message>
        <source>Take the chosen card out of the deck (Delete).</source>
        <translation>Die gewählte Karte aus dem Deck nehmen (Entf).</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Dein Deck</translation>
    </message>
    <message>
        <source>The cards of your deck; nobody else sees them.</source>
        <translation>Die Karten deines Decks; niemand sonst sieht sie.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>My deck</source>
        <translation>Mein Deck</translation>
    </message>
    <message>
        <source>The deck&apos;s name, saved with it.</source>
        <translation>Der Name des Decks; er wird mitgespeichert.</translation>
    </message>
    <message>
        <source>Players at one screen take turns: each sees the copies left, never the other players&apos; decks.</source>
        <translation>Spieler an einem Bildschirm sind nacheinander dran: Jeder sieht die übrigen Kopien, nie die Decks der anderen.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Double-click a card or press Delete to take it out of the deck.</source>
        <translation>Doppelklicke eine Karte oder drücke Entf, um sie aus dem Deck zu nehmen.</translation>
    </message>
    <message>
        <source>Random &amp;fill</source>
        <translation>&amp;Zufällig auffüllen</translation>
    </message>
    <message>
        <source>Complete the deck with random cards that are left.</source>
        <translation>Das Deck mit zufälligen übrigen Karten auffüllen.</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Take every card out of the deck.</source>
        <translation>Alle Karten aus dem Deck nehmen.</translation>
    </message>
    <message>
        <source>&amp;Load deck…</source>
        <translation>Deck la&amp;den…</translation>
    </message>
    <message>
        <source>Open a deck saved before (it replaces this one).</source>
        <translation>Ein früher gespeichertes Deck öffnen (es ersetzt dieses).</translation>
    </message>
    <message>
        <source>Sa&amp;ve deck…</source>
        <translation>Deck spei&amp;chern…</translation>
    </message>
    <message>
        <source>Save the complete deck to a file to play it again.</source>
        <translation>Das vollständige Deck in einer Datei speichern, um es wieder zu spielen.</translation>
    </message>
    <message>
        <source>Allow more copies than one box holds</source>
        <translation>Mehr Kopien erlauben, als eine Schachtel enthält</translation>
    </message>
    <message>
        <source>As if the game had been bought more than once: this deck may take any card as often as you like.</source>
        <translation>Als wäre das Spiel mehrfach gekauft: Dieses Deck darf jede Karte beliebig oft enthalten.</translation>
    </message>
    <message>
        <source>What happened last.</source>
        <translation>Was zuletzt geschah.</translation>
    </message>
    <message>
        <source>Play with this deck</source>
        <translation>Mit diesem Deck spielen</translation>
    </message>
    <message>
        <source>Cancel the game</source>
        <translation>Spiel abbrechen</translation>
    </message>
    <message>
        <source>Start no game: back to the table as it was.</source>
        <translation>Kein Spiel beginnen: zurück zum Tisch, wie er war.</translation>
    </message>
    <message>
        <source>No ability.</source>
        <translation>Keine Fähigkeit.</translation>
    </message>
    <message>
        <source>No card chosen.</source>
        <translation>Keine Karte gewählt.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Every card of the box; double-click or press Enter to add one.</source>
        <translation>Jede Karte der Schachtel; doppelklicke oder drücke Enter, um eine hinzuzufügen.</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suche:</translation>
    </message>
    <message>
        <source>Name or ability</source>
        <translation>Name oder Fähigkeit</translation>
    </message>
    <message>
        <source>Show only the cards whose name or ability has these words.</source>
        <translation>Nur die Karten zeigen, deren Name oder Fähigkeit diese Wörter enthält.</translation>
    </message>
    <message>
        <source>S&amp;pecies:</source>
        <translation>S&amp;pezies:</translation>
    </message>
    <message>
        <source>All species</source>
        <translation>Alle Spezies</translation>
    </message>
    <message>
        <source>Show only the cards of one species.</source>
        <translation>Nur die Karten einer Spezies zeigen.</translation>
    </message>
    <message>
        <source>&amp;Trade value:</source>
        <translation>Handels&amp;wert:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Show only the cards of one trade value.</source>
        <translation>Nur die Karten eines Handelswerts zeigen.</translation>
    </message>
    <message>
        <source>A&amp;bility:</source>
        <translation>&amp;Fähigkeit:</translation>
    </message>
    <message>
        <source>No ability</source>
        <translation>Keine Fähigkeit</translation>
    </message>
    <message>
        <source>Show only the cards with one ability.</source>
        <translation>Nur die Karten mit einer bestimmten Fähigkeit zeigen.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <source>Double-click a card or press Enter to add it to the deck.</source>
        <translation>Doppelklicke eine Karte oder drücke Enter, um sie dem Deck hinzuzufügen.</translation>
    </message>
    <message>
        <source>The chosen card&apos;s ability and its species&apos; character.</source>
        <translation>Die Fähigkeit der gewählten Karte und der Charakter ihrer Spezies.</translation>
    </message>
</context>
<context>
    <name>KarthedisTable</name>
    <message>
        <source>{resource}, place {n}: in the trade phase drop a card here to place it face down (or select a card and press {n}). The single highest trade total wins it; a tie wins nothing.</source>
        <translation>{resource}, Feld {n}: In der Handelsphase lege hier eine Karte ab, um sie verdeckt anzulegen (oder wähle eine Karte und drücke {n}). Nur der alleinige höchste Handelswert gewinnt sie; bei Gleichstand gewinnt niemand.</translation>
    </message>
    <message>
        <source>The key that places the selected card here.</source>
        <translation>Die Taste, die die gewählte Karte hier anlegt.</translation>
    </message>
    <message>
        <source>{player}&apos;s card, face down until the reveal.</source>
        <translation>Karte von {player}, verdeckt bis zum Aufdecken.</translation>
    </message>
    <message>
        <source>Drop an Intervene card on it to play against it.</source>
        <translation>Lege eine Intervenieren-Karte darauf, um gegen sie zu spielen.</translation>
    </message>
    <message>
        <source>Centre: drop a Speculate card here to use it</source>
        <translation>Tischmitte: Spekulieren-Karte hier ablegen und verwenden</translation>
    </message>
    <message>
        <source>Centre: drop a card here to play it face up</source>
        <translation>Tischmitte: Karte hier ablegen, um sie offen zu spielen</translation>
    </message>
    <message>
        <source>Centre: drop up to two cards here, face up</source>
        <translation>Tischmitte: bis zu zwei Karten hier offen ablegen</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Tischmitte</translation>
    </message>
    <message>
        <source>The centre: cards played face up (a call) go here. Without Call a card is recalled at once and you draw one; with Call it stays in play until the round ends.</source>
        <translation>Die Tischmitte: Hierher kommen offen gespielte Karten (ein Aufruf). Ohne Aufruf wird eine Karte sofort abberufen und du ziehst eine; mit Aufruf bleibt sie bis zum Rundenende im Spiel.</translation>
    </message>
    <message>
        <source>Removed from the game: {up} face up, {down} face down (passes of the first call phase).</source>
        <translation>Aus dem Spiel entfernt: {up} offen, {down} verdeckt (Passen in der Ersten Aufrufphase).</translation>
    </message>
    <message>
        <source>Removed {n}</source>
        <translation>Entfernt {n}</translation>
    </message>
    <message>
        <source>What was revealed in the last trade phase: each player&apos;s trade total at each resource (✓: won it; a tie wins nothing).</source>
        <translation>Was in der letzten Handelsphase aufgedeckt wurde: der Handelswert jedes Spielers an jeder Ressource (✓: gewonnen; bei Gleichstand gewinnt niemand).</translation>
    </message>
    <message>
        <source>Trade phase of round {n}</source>
        <translation>Handelsphase der Runde {n}</translation>
    </message>
    <message>
        <source>No cards were placed.</source>
        <translation>Es wurden keine Karten angelegt.</translation>
    </message>
    <message>
        <source>A tie: nobody wins it.</source>
        <translation>Gleichstand: Niemand gewinnt sie.</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Draft, packet {round} of {rounds}: keep one card; the rest go {way} to {player}.</source>
        <translation>Draft, Paket {round} von {rounds}: Behalte eine Karte; der Rest geht {way} an {player}.</translation>
    </message>
    <message>
        <source>Each player takes five cards, keeps one and passes the rest; the first packet goes clockwise, the next counter-clockwise, until every deck holds 20 cards.</source>
        <translation>Jeder Spieler nimmt fünf Karten, behält eine und gibt den Rest weiter; das erste Paket geht im Uhrzeigersinn, das nächste gegen den Uhrzeigersinn, bis jedes Deck 20 Karten hat.</translation>
    </message>
    <message>
        <source>Click it (or drag it into your hand) to keep it.</source>
        <translation>Klicke sie an (oder ziehe sie in deine Hand), um sie zu behalten.</translation>
    </message>
    <message>
        <source>Kept so far: {n} of 20</source>
        <translation>Bisher behalten: {n} von 20</translation>
    </message>
    <message>
        <source>The cards you keep become your deck; they are shown in your hand area.</source>
        <translation>Die behaltenen Karten werden dein Deck; sie liegen in deinem Handbereich.</translation>
    </message>
    <message>
        <source>{printed} ({name})</source>
        <translation>{printed} ({name})</translation>
    </message>
    <message>
        <source>Trade value {value}</source>
        <translation>Handelswert {value}</translation>
    </message>
    <message>
        <source>This card has no ability.</source>
        <translation>Diese Karte hat keine Fähigkeit.</translation>
    </message>
    <message>
        <source>Your hand. In the draft, drop a card of the packet here to keep it.</source>
        <translation>Deine Hand. Im Draft lege hier eine Karte des Pakets ab, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Your deck so far ({n})</source>
        <translation>Dein Deck bisher ({n})</translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Deine Hand ({n})</translation>
    </message>
    <message>
        <source>Only you see these cards.</source>
        <translation>Nur du siehst diese Karten.</translation>
    </message>
    <message>
        <source>Drag it: onto a resource to place it face down (trade phase), onto the centre to play it face up, onto your pass spot to pass (first call phase) or sit out (trade phase). Keys: ← → select, then a digit, C (centre) or P (pass spot).</source>
        <translation>Ziehe sie: auf eine Ressource, um sie verdeckt anzulegen (Handelsphase), in die Tischmitte, um sie offen zu spielen, auf dein Passfeld, um zu passen (Erste Aufrufphase) oder auszuscheiden (Handelsphase). Tasten: ← → wählen, dann eine Ziffer, C (Tischmitte) oder P (Passfeld).</translation>
    </message>
    <message>
        <source>Only the cards of your own hand can be played.</source>
        <translation>Nur die Karten deiner eigenen Hand können gespielt werden.</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Preparation phase</source>
        <translation>Einstellungsphase</translation>
    </message>
    <message>
        <source>First call phase</source>
        <translation>Erste Aufrufphase</translation>
    </message>
    <message>
        <source>Trade phase</source>
        <translation>Handelsphase</translation>
    </message>
    <message>
        <source>Second call phase</source>
        <translation>Zweite Aufrufphase</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Rundenende</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Round {n}: {phase}</source>
        <translation>Runde {n}: {phase}</translation>
    </message>
    <message>
        <source>A round: preparation phase (Speculate, then everyone draws), first call phase, trade phase, second call phase. Every phase goes clockwise from the market leader.</source>
        <translation>Eine Runde: Einstellungsphase (Spekulieren, dann zieht jeder), Erste Aufrufphase, Handelsphase, Zweite Aufrufphase. Jede Phase läuft im Uhrzeigersinn ab dem Marktführer.</translation>
    </message>
    <message>
        <source>Market leader: {player}</source>
        <translation>Marktführer: {player}</translation>
    </message>
    <message>
        <source>The market leader starts every phase; the role moves clockwise after each round.</source>
        <translation>Der Marktführer beginnt jede Phase; die Rolle wechselt nach jeder Runde im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>To win: {condition}</source>
        <translation>Zum Sieg: {condition}</translation>
    </message>
    <message>
        <source>The victory condition chosen for this game: base resources won.</source>
        <translation>Die für dieses Spiel gewählte Siegbedingung: erhandelte Basisressourcen.</translation>
    </message>
    <message>
        <source>Resource pile {n}</source>
        <translation>Ressourcenstapel {n}</translation>
    </message>
    <message>
        <source>Resource cards left to refill the row at the end of a round.</source>
        <translation>Übrige Ressourcenkarten, um die Reihe am Ende einer Runde aufzufüllen.</translation>
    </message>
    <message>
        <source>You (♛: you are the market leader).</source>
        <translation>Du (♛: Du bist Marktführer).</translation>
    </message>
    <message>
        <source>Cards are never played onto another player: place them at a resource, or drop an Intervene card on another player&apos;s face-down card there.</source>
        <translation>Karten werden nie auf einen anderen Spieler gespielt: Lege sie an einer Ressource an oder lege eine Intervenieren-Karte auf die verdeckte Karte eines anderen Spielers dort.</translation>
    </message>
    <message>
        <source>Only an Intervene card is played onto another player&apos;s card: to place this card at the resource, drop it on the resource itself.</source>
        <translation>Nur eine Intervenieren-Karte wird auf die Karte eines anderen Spielers gespielt: Um diese Karte an der Ressource anzulegen, lege sie auf die Ressource selbst.</translation>
    </message>
    <message>
        <source>A discarded card goes onto your own Recall pile.</source>
        <translation>Eine abgeworfene Karte kommt auf deinen eigenen Abberufenstapel.</translation>
    </message>
    <message>
        <source>Cards go onto a Recall pile only when an ability asks you to discard.</source>
        <translation>Karten kommen nur auf einen Abberufenstapel, wenn eine Fähigkeit einen Abwurf verlangt.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Deploy: on</source>
        <translation>Einsatz: an</translation>
    </message>
    <message>
        <source>Deploy: off</source>
        <translation>Einsatz: aus</translation>
    </message>
    <message>
        <source>Cards with Deploy you draw: now you show each at once and use its ability. Click to keep them hidden from now on instead. Only you know this choice; nobody is asked at a draw.</source>
        <translation>Gezogene Karten mit Einsatz: Jetzt zeigst du jede sofort offen vor und nutzt ihre Fähigkeit. Klicke, um sie ab jetzt stattdessen verdeckt zu halten. Nur du kennst diese Wahl; beim Ziehen wird niemand gefragt.</translation>
    </message>
    <message>
        <source>Cards with Deploy you draw: now you keep them hidden (their ability is not used). Click to show and use them from now on instead. Only you know this choice; nobody is asked at a draw.</source>
        <translation>Gezogene Karten mit Einsatz: Jetzt hältst du sie verdeckt (ihre Fähigkeit wird nicht genutzt). Klicke, um sie ab jetzt stattdessen offen vorzuzeigen und zu nutzen. Nur du kennst diese Wahl; beim Ziehen wird niemand gefragt.</translation>
    </message>
    <message>
        <source>place the selected card face down at that resource (trade phase)</source>
        <translation>die gewählte Karte verdeckt an dieser Ressource anlegen (Handelsphase)</translation>
    </message>
    <message>
        <source>place the selected card at the tenth resource</source>
        <translation>die gewählte Karte an der zehnten Ressource anlegen</translation>
    </message>
    <message>
        <source>play the selected card face up to the centre (or Speculate)</source>
        <translation>die gewählte Karte offen in die Tischmitte spielen (oder Spekulieren)</translation>
    </message>
    <message>
        <source>lay the selected card on your pass spot (pass, or sit out in the trade phase)</source>
        <translation>die gewählte Karte auf dein Passfeld legen (passen, oder in der Handelsphase ausscheiden)</translation>
    </message>
    <message>
        <source>Done: play no more cards in this phase</source>
        <translation>Fertig: in dieser Phase keine Karten mehr spielen</translation>
    </message>
    <message>
        <source>switch your standing choice for the Deploy cards you draw</source>
        <translation>deine feste Wahl für gezogene Karten mit Einsatz umschalten</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Scheidet aus</translation>
    </message>
    <message>
        <source>{player}&apos;s place: hand and deck, what they did in this phase, the resources won, their Recall pile and their cards in play.</source>
        <translation>Platz von {player}: Hand und Deck, was in dieser Phase getan wurde, die erhandelten Ressourcen, der Abberufenstapel und die Karten im Spiel.</translation>
    </message>
    <message>
        <source>A player. The outlined panel is the one deciding now.</source>
        <translation>Ein Spieler. Das umrandete Feld gehört dem, der gerade entscheidet.</translation>
    </message>
    <message>
        <source>Kept {n} of 20</source>
        <translation>{n} von 20 behalten</translation>
    </message>
    <message>
        <source>Hand {hand} · Deck {deck}</source>
        <translation>Hand {hand} · Deck {deck}</translation>
    </message>
    <message>
        <source>Cards in hand and in the deck (resources won are counted apart).</source>
        <translation>Karten auf der Hand und im Deck (erhandelte Ressourcen werden gesondert gezählt).</translation>
    </message>
    <message>
        <source>Seen in this hand: {cards}</source>
        <translation>In dieser Hand gesehen: {cards}</translation>
    </message>
    <message>
        <source>What the player did in this phase.</source>
        <translation>Was der Spieler in dieser Phase getan hat.</translation>
    </message>
    <message>
        <source>The market leader: every phase starts with this player; the role moves clockwise after each round.</source>
        <translation>Marktführer: Jede Phase beginnt mit diesem Spieler; die Rolle wechselt nach jeder Runde im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Won: {resource}. It stays in hand and cannot be played.</source>
        <translation>Gewonnen: {resource}. Die Karte bleibt auf der Hand und kann nicht gespielt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Recall pile: %n card(s). Recalled and discarded cards lie here.</source>
        <translation>
            <numerusform>Abberufenstapel: %n Karte. Hier liegen abberufene und abgeworfene Karten.</numerusform>
            <numerusform>Abberufenstapel: %n Karten. Hier liegen abberufene und abgeworfene Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s), face down.</source>
        <translation>
            <numerusform>Dein Deck: %n Karte, verdeckt.</numerusform>
            <numerusform>Dein Deck: %n Karten, verdeckt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played face down in the first call phase: this player passes until the next call phase; the card leaves the game.</source>
        <translation>In der Ersten Aufrufphase verdeckt gelegt: Dieser Spieler passt bis zur nächsten Aufrufphase; die Karte verlässt das Spiel.</translation>
    </message>
    <message>
        <source>In play until the round ends.</source>
        <translation>Bis zum Rundenende im Spiel.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Recall pile</source>
        <translation>Abberufen</translation>
    </message>
    <message>
        <source>Pass spot</source>
        <translation>Passfeld</translation>
    </message>
    <message>
        <source>Your deck is empty: you draw no more cards.</source>
        <translation>Dein Deck ist leer: Du ziehst keine Karten mehr.</translation>
    </message>
    <message>
        <source>Your face-down card: you pass until the next call phase; at the end of the first call phase you draw two and this card leaves the game.</source>
        <translation>Deine verdeckte Karte: Du passt bis zur nächsten Aufrufphase; am Ende der Ersten Aufrufphase ziehst du zwei Karten und diese Karte verlässt das Spiel.</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>Your cards in play until the round ends.</source>
        <translation>Deine Karten im Spiel bis zum Rundenende.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>The resources you have won: they stay in your hand, unplayable.</source>
        <translation>Deine erhandelten Ressourcen bleiben auf deiner Hand und sind nicht spielbar.</translation>
    </message>
    <message>
        <source>Your pass spot. First call phase: drop a card here to play it face down and pass. Trade phase, your first turn: drop a card here to lay it face up and sit out.</source>
        <translation>Dein Passfeld. Erste Aufrufphase: Lege hier eine Karte ab, um sie verdeckt zu spielen und zu passen. Handelsphase, dein erster Zug: Lege hier eine Karte ab, um sie offen hinzulegen und auszuscheiden.</translation>
    </message>
    <message>
        <source>Your deck: you draw from it.</source>
        <translation>Dein Deck: Von hier ziehst du.</translation>
    </message>
    <message>
        <source>Your Recall pile: played cards are recalled here at the end of the round.</source>
        <translation>Dein Abberufenstapel: Gespielte Karten werden am Rundenende hierher abberufen.</translation>
    </message>
    <message>
        <source>Game over: {players} won.</source>
        <translation>Spiel vorbei: Sieg für {players}.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} ist am Zug.</translation>
    </message>
    <message>
        <source>An ability asks you to discard: click a card of your hand (or drag it onto your Recall pile).</source>
        <translation>Eine Fähigkeit verlangt einen Abwurf: Klicke eine Karte deiner Hand an (oder ziehe sie auf deinen Abberufenstapel).</translation>
    </message>
    <message>
        <source>Remove another player&apos;s Recall pile: click that pile.</source>
        <translation>Entferne den Abberufenstapel eines anderen Spielers: Klicke diesen Stapel an.</translation>
    </message>
    <message>
        <source>You passed: you may only intervene (drag an Intervene card onto another player&apos;s card). Done (D) when you play no more.</source>
        <translation>Du hast gepasst: Du darfst nur intervenieren (ziehe eine Intervenieren-Karte auf die Karte eines anderen Spielers). Fertig (D), wenn du nichts mehr spielst.</translation>
    </message>
    <message>
        <source>This card can go to several places: drag it there, or press a digit (a resource), C (the centre) or P (your pass spot).</source>
        <translation>Diese Karte kann an mehrere Stellen: Ziehe sie dorthin oder drücke eine Ziffer (eine Ressource), C (die Tischmitte) oder P (dein Passfeld).</translation>
    </message>
    <message>
        <source>Preparation phase: you hold no Speculate card that was in your hand when the round began. Done (D) goes on.</source>
        <translation>Einstellungsphase: Du hast keine Karte mit Spekulieren, die schon zu Rundenbeginn auf deiner Hand war. Fertig (D) geht weiter.</translation>
    </message>
    <message>
        <source>Keep one card of the packet: click it or drag it into your hand.</source>
        <translation>Behalte eine Karte des Pakets: Klicke sie an oder ziehe sie in deine Hand.</translation>
    </message>
    <message>
        <source>Use a Speculate card (drag it to the centre), or Done (D).</source>
        <translation>Nutze eine Spekulieren-Karte (ziehe sie in die Tischmitte) oder Fertig (D).</translation>
    </message>
    <message>
        <source>Play one card: onto your pass spot face down (you pass), or onto the centre face up.</source>
        <translation>Spiele eine Karte: verdeckt auf dein Passfeld (du passt) oder offen in die Tischmitte.</translation>
    </message>
    <message>
        <source>Drag a card onto a resource (face down), or an Intervene card onto another player&apos;s card; on your first turn you may sit out (pass spot). Done (D) when you play no more.</source>
        <translation>Ziehe eine Karte auf eine Ressource (verdeckt) oder eine Intervenieren-Karte auf die Karte eines anderen Spielers; in deinem ersten Zug darfst du ausscheiden (Passfeld). Fertig (D), wenn du nichts mehr spielst.</translation>
    </message>
    <message>
        <source>Play up to two cards face up onto the centre ({n} played), or Done (D).</source>
        <translation>Spiele bis zu zwei Karten offen in die Tischmitte ({n} gespielt) oder Fertig (D).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Resources won</source>
        <translation>Erhandelte Ressourcen</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>The market is decided</source>
        <translation>Der Markt ist entschieden</translation>
    </message>
    <message>
        <source>{player} intervened here with {card}: {owner}&apos;s face-down card went back to {owner}&apos;s hand.</source>
        <translation>{player} hat hier mit {card} interveniert: Die verdeckte Karte von {owner} ging zurück auf die Hand von {owner}.</translation>
    </message>
    <message>
        <source>{player} intervened here with {card}: {owner}&apos;s card ({hit}) was revealed and removed from the game.</source>
        <translation>{player} hat hier mit {card} interveniert: Die Karte von {owner} ({hit}) wurde aufgedeckt und aus dem Spiel entfernt.</translation>
    </message>
    <message>
        <source>→ {player}</source>
        <translation>→ {player}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{game} – Tabletop Exchange</source>
        <translation>{game} – Tabletop Exchange</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Einen gespeicherten Spielstand öffnen</translation>
    </message>
    <message>
        <source>The game could not be started: {error}</source>
        <translation>Das Spiel konnte nicht gestartet werden: {error}</translation>
    </message>
    <message>
        <source>The table for {game} could not be opened: {error}</source>
        <translation>Der Spieltisch für {game} konnte nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Warten auf {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach …</translation>
    </message>
    <message>
        <source>Your turn, {name}: {step}</source>
        <translation>{name}, du bist an der Reihe: {step}</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>{name}, du bist an der Reihe</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Gespeichert als {file}</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>{name} waits until you close the scores</source>
        <translation>{name} wartet, bis du den Punktestand schließt</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>{name} ist an der Reihe</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug …</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Sieger: {names}</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Geteilter Sieg: {names}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>Choose &amp;another game…</source>
        <translation>&amp;Anderes Spiel wählen …</translation>
    </message>
    <message>
        <source>Show all games</source>
        <translation>Alle Spiele zeigen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Dieses Spiel speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>Dieses Spiel in einer neuen Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Tabletop Exchange</source>
        <translation>Tabletop Exchange beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Play the move you took back again</source>
        <translation>Den zurückgenommenen Zug erneut ausführen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the strongest computer player for a move (F1)</source>
        <translation>Den stärksten Computerspieler nach einem Zug fragen (F1)</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>Ü&amp;bungsmodus</translation>
    </message>
    <message>
        <source>Highlight where a card may go while you drag it</source>
        <translation>Beim Ziehen einer Karte hervorheben, wohin sie gelegt werden darf</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regel</translation>
    </message>
    <message>
        <source>Read the rules (F2)</source>
        <translation>Die Spielregel lesen (F2)</translation>
    </message>
    <message>
        <source>&amp;Keys of the table</source>
        <translation>&amp;Tasten des Tisches</translation>
    </message>
    <message>
        <source>Every key of this table (key ?)</source>
        <translation>Alle Tasten dieses Tisches (Taste ?)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Language, animation speed</source>
        <translation>Sprache, Animationstempo</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <source>Games won and lost, scores and winning streaks</source>
        <translation>Gewonnene und verlorene Spiele, Punktzahlen und Siegesserien</translation>
    </message>
    <message>
        <source>&amp;About Tabletop Exchange</source>
        <translation>Ü&amp;ber Tabletop Exchange</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Dieses Spiel analysieren</translation>
    </message>
    <message>
        <source>Where this game was won or lost: your decisions marked</source>
        <translation>Wo dieses Spiel gewonnen oder verloren wurde: deine Entscheidungen markiert</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>&amp;Gespeichertes Spiel analysieren …</translation>
    </message>
    <message>
        <source>Review any saved or autosaved game</source>
        <translation>Einen gespeicherten oder automatisch gesicherten Spielstand analysieren</translation>
    </message>
    <message>
        <source>Undo is not possible: {reason}</source>
        <translation>Rückgängig ist nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel analysieren</translation>
    </message>
    <message>
        <source>Tabletop Exchange games (*.ttx)</source>
        <translation>Tabletop-Exchange-Spielstände (*.ttx)</translation>
    </message>
    <message>
        <source>Only the computer played this game: nobody to review.</source>
        <translation>In diesem Spiel hat nur der Computer gespielt: Es gibt niemanden zu analysieren.</translation>
    </message>
    <message>
        <source>The review could not be opened: {error}</source>
        <translation>Die Analyse konnte nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>A new game from move {n} of the reviewed game.</source>
        <translation>Ein neues Spiel ab Zug {n} des analysierten Spiels.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of {game}</source>
        <translation>Neues Spiel: {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computer: Experte</translation>
    </message>
    <message>
        <source>You play this seat.</source>
        <translation>Diesen Platz spielst du.</translation>
    </message>
    <message>
        <source>Plays sensible moves at once and sometimes misjudges close ones.</source>
        <translation>Spielt sofort vernünftige Züge und verschätzt sich manchmal, wenn sie knapp beieinander liegen.</translation>
    </message>
    <message>
        <source>Looks a few moves ahead before each move.</source>
        <translation>Schaut vor jedem Zug ein paar Züge voraus.</translation>
    </message>
    <message>
        <source>Tries out many continuations before each move, in under a second.</source>
        <translation>Probiert vor jedem Zug viele Fortsetzungen aus, in weniger als einer Sekunde.</translation>
    </message>
    <message>
        <source>Hard&apos;s search for about three seconds a move: the strongest opponent. You see when it is thinking.</source>
        <translation>Die Suche von „schwer“, etwa drei Sekunden pro Zug: der stärkste Gegner. Du siehst, wann er nachdenkt.</translation>
    </message>
    <message>
        <source>Plays as Hard does: in this game a longer search did not play better.</source>
        <translation>Spielt wie „schwer“: In diesem Spiel hat eine längere Suche nicht besser gespielt.</translation>
    </message>
    <message>
        <source>Seat &amp;{n}:</source>
        <translation>Platz &amp;{n}:</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed deals the same cards):</source>
        <translation>&amp;Startwert (gleicher Startwert, gleiche Karten):</translation>
    </message>
    <message>
        <source>New &amp;seed</source>
        <translation>Neuer &amp;Startwert</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed rolls the same dice):</source>
        <translation>&amp;Startwert (gleicher Startwert, gleiche Würfe):</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed draws the same priority deal):</source>
        <translation>&amp;Startwert (gleicher Startwert, gleiche Prioritätskarte):</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Too close to call: {best} looked about {points} points better than {played}, but the search&apos;s estimate wobbles by about {noise} points.</source>
        <translation>Zu knapp für ein Urteil: {best} schien etwa {points} Punkte besser als {played}, aber die Schätzung der Suche schwankt um etwa {noise} Punkte.</translation>
    </message>
    <message>
        <source>Well found: {move} is the best move the search found.</source>
        <translation>Gut gefunden: {move} ist der beste Zug, den die Suche gefunden hat.</translation>
    </message>
    <message>
        <source>Good: {move} gives away less than {limit} points compared with {best}.</source>
        <translation>Gut: {move} verschenkt weniger als {limit} Punkte gegenüber {best}.</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Cancelling the review…</source>
        <translation>Analyse wird abgebrochen …</translation>
    </message>
    <message>
        <source>Reviewing {game}: decision {done} of {total}…</source>
        <translation>Analysiere {game}: Entscheidung {done} von {total} …</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>Die Analyse ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Accuracy of {name}: {accuracy} %</source>
        <translation>Genauigkeit von {name}: {accuracy} %</translation>
    </message>
    <message>
        <source>No decision of this player to review.</source>
        <translation>Von diesem Spieler gibt es keine Entscheidung zu analysieren.</translation>
    </message>
    <message>
        <source>Your move: play this decision again on the table. The review says afterwards how good it was.</source>
        <translation>Du bist an der Reihe: Triff diese Entscheidung noch einmal auf dem Tisch. Danach sagt dir die Analyse, wie gut sie war.</translation>
    </message>
    <message>
        <source>Your retry: {move}</source>
        <translation>Dein neuer Versuch: {move}</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Gespielt: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Besser: {move}</translation>
    </message>
    <message>
        <source>On the table: your retry is outlined in orange, the better move in yellow.</source>
        <translation>Auf dem Tisch: Dein neuer Versuch ist orange umrandet, der bessere Zug gelb.</translation>
    </message>
    <message>
        <source>On the table: your retry is outlined in orange.</source>
        <translation>Auf dem Tisch: Dein neuer Versuch ist orange umrandet.</translation>
    </message>
    <message>
        <source>On the table: the move made is outlined in orange, the better move in yellow.</source>
        <translation>Auf dem Tisch: Der gespielte Zug ist orange umrandet, der bessere Zug gelb.</translation>
    </message>
    <message>
        <source>On the table: the move made is outlined in orange.</source>
        <translation>Auf dem Tisch: Der gespielte Zug ist orange umrandet.</translation>
    </message>
    <message>
        <source>Stop retrying</source>
        <translation>Neuversuch beenden</translation>
    </message>
    <message>
        <source>Play the decision again on the table.</source>
        <translation>Triff die Entscheidung noch einmal auf dem Tisch.</translation>
    </message>
    <message>
        <source>Judging your move…</source>
        <translation>Dein Zug wird bewertet …</translation>
    </message>
    <message>
        <source>Well played: this move gives away {drop} points, less than 3.</source>
        <translation>Gut gespielt: Dieser Zug verschenkt {drop} Punkte, weniger als 3.</translation>
    </message>
    <message>
        <source>Not yet: this move gives away {drop} points. Try again or read why.</source>
        <translation>Noch nicht: Dieser Zug verschenkt {drop} Punkte. Versuch es noch einmal oder lies, warum.</translation>
    </message>
    <message>
        <source>Judging your move… a moment, please.</source>
        <translation>Dein Zug wird bewertet … einen Moment, bitte.</translation>
    </message>
    <message>
        <source>This is a review: nothing can be played on this table. Press “Retry this position” to play the decision again.</source>
        <translation>Dies ist eine Analyse: Auf diesem Tisch kann nichts gespielt werden. Klicke auf „Stellung neu versuchen“, um die Entscheidung noch einmal zu treffen.</translation>
    </message>
    <message>
        <source>&amp;Retry this position</source>
        <translation>Stellung neu &amp;versuchen</translation>
    </message>
    <message>
        <source>Review of {game} – {file}</source>
        <translation>Analyse von {game} – {file}</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Entscheidungen</translation>
    </message>
    <message>
        <source>The decision before (key ←)</source>
        <translation>Die vorige Entscheidung (Taste ←)</translation>
    </message>
    <message>
        <source>The next decision (key →)</source>
        <translation>Die nächste Entscheidung (Taste →)</translation>
    </message>
    <message>
        <source>Play &amp;from here</source>
        <translation>Von &amp;hier weiterspielen</translation>
    </message>
    <message>
        <source>A new game from this position against the same players</source>
        <translation>Ein neues Spiel ab dieser Stellung gegen dieselben Spieler</translation>
    </message>
    <message>
        <source>The player&apos;s estimated share of the win over the game; the dots are the marked decisions (a click shows one).</source>
        <translation>Der geschätzte Gewinnanteil des Spielers im Lauf des Spiels; die Punkte auf der Kurve sind die markierten Entscheidungen (ein Klick zeigt eine davon).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reviewing {game}…</source>
        <translation>Analysiere {game} …</translation>
    </message>
    <message>
        <source>Move {n}: {mark}, {drop} points given away</source>
        <translation>Zug {n}: {mark}, {drop} Punkte verschenkt</translation>
    </message>
    <message>
        <source>Move {n}: too close to call ({drop} ± {error} points)</source>
        <translation>Zug {n}: zu knapp für ein Urteil ({drop} ± {error} Punkte)</translation>
    </message>
    <message>
        <source>Move {n}: {drop} points given away</source>
        <translation>Zug {n}: {drop} Punkte verschenkt</translation>
    </message>
    <message>
        <source>Move {n}: a good move</source>
        <translation>Zug {n}: ein guter Zug</translation>
    </message>
    <message>
        <source>The search cannot tell these moves apart: the difference lies within the uncertainty of its own estimate, so this decision is not marked.</source>
        <translation>Die Suche kann diese Züge nicht unterscheiden: Der Unterschied liegt innerhalb der Unsicherheit ihrer eigenen Schätzung, daher ist diese Entscheidung nicht markiert.</translation>
    </message>
    <message>
        <source>This was as good as the best move the search found.</source>
        <translation>Das war so gut wie der beste Zug, den die Suche gefunden hat.</translation>
    </message>
    <message>
        <source>The better move keeps a larger share of the win.</source>
        <translation>Der bessere Zug behält einen größeren Gewinnanteil.</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Spielregel: {game}</translation>
    </message>
    <message>
        <source>The rules of {game} are not installed.</source>
        <translation>Die Spielregel von {game} ist nicht installiert.</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>{file} is not a Tabletop Exchange save file.</source>
        <translation>{file} ist kein Spielstand von Tabletop Exchange.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Tabletop Exchange (format {version}).</source>
        <translation>{file} wurde mit einer neueren Version von Tabletop Exchange gespeichert (Format {version}).</translation>
    </message>
    <message>
        <source>{file} is damaged: its format version is {version}, which no version of Tabletop Exchange ever wrote.</source>
        <translation>{file} ist beschädigt: Die Formatversion ist {version}, die keine Version von Tabletop Exchange je geschrieben hat.</translation>
    </message>
    <message>
        <source>{file} is a game this version does not know: {game}.</source>
        <translation>{file} enthält ein Spiel, das diese Version nicht kennt: {game}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” is missing.</source>
        <translation>{file} ist beschädigt: Das Feld „{field}“ fehlt.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” should be {expected}, but it is {found}.</source>
        <translation>{file} ist beschädigt: Das Feld „{field}“ sollte {expected} sein, ist aber {found}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” cannot be {value}.</source>
        <translation>{file} ist beschädigt: Das Feld „{field}“ darf nicht {value} sein.</translation>
    </message>
    <message>
        <source>{file} is damaged: {game} is played by {low} to {high} players, but it names {count}.</source>
        <translation>{file} ist beschädigt: {game} wird von {low} bis {high} Spielern gespielt, die Datei nennt aber {count}.</translation>
    </message>
    <message>
        <source>{file} is damaged: it lists {moves} moves but {movers} players who made them.</source>
        <translation>{file} ist beschädigt: Die Datei führt {moves} Züge auf, aber {movers} Spieler, die sie gemacht haben.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} is not a move of {game}.</source>
        <translation>{file} ist beschädigt: Zug {number} ist kein Zug von {game}.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} breaks the rules: {reason}</source>
        <translation>{file} ist beschädigt: Zug {number} verstößt gegen die Regeln: {reason}</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” cannot be {value}: {reason}.</source>
        <translation>{file} ist beschädigt: Das Feld „{field}“ kann nicht {value} sein: {reason}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the rules of {game} cannot replay the game it holds.</source>
        <translation>{file} ist beschädigt: Die Regeln von {game} können das enthaltene Spiel nicht nachspielen.</translation>
    </message>
    <message>
        <source>a table of named values</source>
        <translation>eine Tabelle benannter Werte</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>wahr oder falsch</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>eine Dezimalzahl</translation>
    </message>
    <message>
        <source>empty (null)</source>
        <translation>leer (null)</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {detail}.</source>
        <translation>{file} kann nicht geöffnet werden: {detail}.</translation>
    </message>
    <message>
        <source>{file} is a folder or a device, not a file.</source>
        <translation>{file} ist ein Ordner oder ein Gerät, keine Datei.</translation>
    </message>
    <message>
        <source>{file} was not read: at {size} MB it is far larger than any file of Tabletop Exchange ({limit} MB at most).</source>
        <translation>{file} wurde nicht gelesen: Mit {size} MB ist die Datei weit größer als jede Datei von Tabletop Exchange (höchstens {limit} MB).</translation>
    </message>
    <message>
        <source>{file} is empty.</source>
        <translation>{file} ist leer.</translation>
    </message>
    <message>
        <source>{file} is not a Tabletop Exchange file.</source>
        <translation>{file} ist keine Datei von Tabletop Exchange.</translation>
    </message>
    <message>
        <source>{file} is damaged: its text breaks off or is garbled at line {line}, column {column}.</source>
        <translation>{file} ist beschädigt: Der Text bricht in Zeile {line}, Spalte {column} ab oder ist dort unleserlich.</translation>
    </message>
    <message>
        <source>{file} is damaged: its contents are nested more than {depth} levels deep.</source>
        <translation>{file} ist beschädigt: Der Inhalt ist mehr als {depth} Ebenen tief verschachtelt.</translation>
    </message>
    <message>
        <source>{file} is damaged: it holds a number far too large for a game.</source>
        <translation>{file} ist beschädigt: Die Datei enthält eine Zahl, die für ein Spiel viel zu groß ist.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {detail}. Nothing was overwritten.</source>
        <translation>Das Spiel konnte nicht in {file} gespeichert werden: {detail}. Es wurde nichts überschrieben.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Dieses Spiel analysieren</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Computer: Zufall</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computer: Experte</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach …</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>{file} does not hold settings.</source>
        <translation>{file} enthält keine Einstellungen.</translation>
    </message>
    <message>
        <source>Your settings could not be read: {reason} The file was moved aside as {aside}; Tabletop Exchange starts with its default settings.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden: {reason} Die Datei wurde umbenannt in {aside}; Tabletop Exchange startet mit den Standardeinstellungen.</translation>
    </message>
    <message>
        <source>Some of your settings had values this version cannot use ({names}) and are back to their defaults; the rest are kept. The old file was moved aside as {aside}.</source>
        <translation>Einige deiner Einstellungen hatten Werte, die diese Version nicht verwenden kann ({names}), und sind wieder auf Standard gesetzt; die übrigen bleiben erhalten. Die alte Datei wurde umbenannt in {aside}.</translation>
    </message>
    <message>
        <source>(it could not be moved: {file})</source>
        <translation>(sie konnte nicht umbenannt werden: {file})</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Practice mode in new games (show where cards may go)</source>
        <translation>&amp;Übungsmodus in neuen Spielen (zeigt, wohin Karten gelegt werden dürfen)</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>this game has no such setting</source>
        <translation>dieses Spiel hat keine solche Einstellung</translation>
    </message>
    <message>
        <source>it is none of the choices the game offers</source>
        <translation>es ist keine der Möglichkeiten, die das Spiel bietet</translation>
    </message>
    <message>
        <source>it should be true or false</source>
        <translation>es sollte wahr oder falsch sein</translation>
    </message>
    <message>
        <source>it should list different seats of the {seats} players, at least one</source>
        <translation>es sollte verschiedene Plätze der {seats} Spieler nennen, mindestens einen</translation>
    </message>
    <message>
        <source>The setting “{key}” cannot be {value}: {reason}.</source>
        <translation>Die Einstellung „{key}“ kann nicht {value} sein: {reason}.</translation>
    </message>
</context>
<context>
    <name>StackMarket</name>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 Runde</translation>
    </message>
    <message>
        <source>2 rounds</source>
        <translation>2 Runden</translation>
    </message>
    <message>
        <source>3 rounds</source>
        <translation>3 Runden</translation>
    </message>
    <message>
        <source>The rulebook plays 3 rounds; you may end the game after one or two.</source>
        <translation>Die Regel spielt 3 Runden; ihr könnt das Spiel nach einer oder zwei beenden.</translation>
    </message>
    <message>
        <source>Open money</source>
        <translation>Offenes Geld</translation>
    </message>
    <message>
        <source>Everyone sees everyone&apos;s money. By default (the rulebook) you see only your own.</source>
        <translation>Alle sehen das Geld aller. Sonst (wie in der Regel) seht ihr nur euer eigenes.</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>mittig</translation>
    </message>
    <message>
        <source>{pct}% of a die to the right</source>
        <translation>{pct} % eines Würfels nach rechts</translation>
    </message>
    <message>
        <source>{pct}% of a die to the left</source>
        <translation>{pct} % eines Würfels nach links</translation>
    </message>
    <message>
        <source>Choose the company you invest in first.</source>
        <translation>Wähle zuerst die Firma, in die du investierst.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Würfle zuerst.</translation>
    </message>
    <message>
        <source>Choose the stacking order first: the order is fixed before any die is placed.</source>
        <translation>Wähle zuerst die Stapelreihenfolge; die Reihenfolge steht fest, bevor ein Würfel gesetzt wird.</translation>
    </message>
    <message>
        <source>Place the next die of your stacking order.</source>
        <translation>Setze den nächsten Würfel deiner Reihenfolge.</translation>
    </message>
    <message>
        <source>Your stacking is over: change your investment or keep it.</source>
        <translation>Dein Stapeln ist vorbei: Wechsle deine Investition oder behalte sie.</translation>
    </message>
    <message>
        <source>The takeover: choose the order of the lower building&apos;s dice.</source>
        <translation>Die Übernahme: Wähle die Reihenfolge der Würfel des niedrigeren Gebäudes.</translation>
    </message>
    <message>
        <source>The takeover: place the next die on the tallest building.</source>
        <translation>Die Übernahme: Setze den nächsten Würfel auf das höchste Gebäude.</translation>
    </message>
    <message>
        <source>At most two investor markers may lie on one company card: {company} is full.</source>
        <translation>Höchstens zwei Investorenmarker dürfen auf einer Firmenkarte liegen: {company} ist voll.</translation>
    </message>
    <message>
        <source>Your marker is already on {company}: move it to another company.</source>
        <translation>Dein Marker liegt schon auf {company}: Setze ihn auf eine andere Firma.</translation>
    </message>
    <message>
        <source>No die left to order shows a {value}.</source>
        <translation>Kein Würfel, der noch einzuordnen ist, zeigt eine {value}.</translation>
    </message>
    <message>
        <source>Only a 0 may go on a 4 (the number on top is 4).</source>
        <translation>Auf eine 4 darf nur eine 0 (oben liegt eine 4).</translation>
    </message>
    <message>
        <source>A die goes on only if its number is higher than the top number ({top}).</source>
        <translation>Ein Würfel kommt nur drauf, wenn seine Zahl höher ist als die oberste ({top}).</translation>
    </message>
    <message>
        <source>A die must rest on the die below: aim at most half a die from its centre, in steps of {step}% of a die.</source>
        <translation>Ein Würfel muss auf dem darunter liegen: Ziele höchstens einen halben Würfel neben dessen Mitte, in Schritten von {step} % eines Würfels.</translation>
    </message>
    <message>
        <source>Round {round} begins: {player} plays first. Every building has 3 dice.</source>
        <translation>Runde {round} beginnt: {player} fängt an. Jedes Gebäude hat 3 Würfel.</translation>
    </message>
    <message>
        <source>{player} invests in {company}.</source>
        <translation>{player} investiert in {company}.</translation>
    </message>
    <message>
        <source>{player} rolls {count} dice: {dice}.</source>
        <translation>{player} würfelt {count} Würfel: {dice}.</translation>
    </message>
    <message>
        <source>{player} rolls the last die: {dice}.</source>
        <translation>{player} würfelt den letzten Würfel: {dice}.</translation>
    </message>
    <message>
        <source>No rolled die fits on {company}&apos;s top number {top}: the dice return.</source>
        <translation>Kein gewürfelter Würfel passt auf die {top} oben auf {company}: Die Würfel gehen zurück.</translation>
    </message>
    <message numerus="yes">
        <source>{player} will stack {dice} on {company}; %n dice return to the reserve.</source>
        <translation>
            <numerusform>{player} stapelt {dice} auf {company}; %n Würfel geht in den Vorrat zurück.</numerusform>
            <numerusform>{player} stapelt {dice} auf {company}; %n Würfel gehen in den Vorrat zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} will stack {dice} on {company}.</source>
        <translation>{player} stapelt {dice} auf {company}.</translation>
    </message>
    <message>
        <source>{player} stacked one die: {company} stands {height} floors tall.</source>
        <translation>{player} hat einen Würfel gestapelt: {company} steht mit {height} Stockwerken.</translation>
    </message>
    <message>
        <source>{player} stacked {count} dice: {company} stands {height} floors tall.</source>
        <translation>{player} hat {count} Würfel gestapelt: {company} steht mit {height} Stockwerken.</translation>
    </message>
    <message>
        <source>{company} collapses at {height} floors! It is rebuilt from 3 dice.</source>
        <translation>{company} stürzt bei {height} Stockwerken ein! Es wird aus 3 Würfeln neu gebaut.</translation>
    </message>
    <message>
        <source>The die on floor {floor} tipped: the dice above it leaned {lean}, past its edge (half a die).</source>
        <translation>Der Würfel in Stockwerk {floor} kippte: Die Würfel darüber neigten sich {lean}, über seine Kante hinaus (ein halber Würfel).</translation>
    </message>
    <message>
        <source>{player} pays ${amount},000 to the bank for the collapse of {company}.</source>
        <translation>{player} zahlt {amount}.000 $ an die Bank für den Einsturz von {company}.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice leave the game until the round ends; {left} remain in the reserve.</source>
        <translation>
            <numerusform>%n Würfel verlässt das Spiel bis zum Rundenende; {left} bleiben im Vorrat.</numerusform>
            <numerusform>%n Würfel verlassen das Spiel bis zum Rundenende; {left} bleiben im Vorrat.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} added {count} dice and receives the stacking bonus of $10,000.</source>
        <translation>{player} hat {count} Würfel gestapelt und erhält den Stapelbonus von 10.000 $.</translation>
    </message>
    <message>
        <source>{player} takes the highest building card: {company} is the record, {height} floors.</source>
        <translation>{player} nimmt die Karte des höchsten Gebäudes: {company} ist der Rekord mit {height} Stockwerken.</translation>
    </message>
    <message>
        <source>{player} keeps the highest building card: {company} raises the record to {height} floors.</source>
        <translation>{player} behält die Karte des höchsten Gebäudes: {company} erhöht den Rekord auf {height} Stockwerke.</translation>
    </message>
    <message>
        <source>{player} moves the investor marker from {old} to {company}.</source>
        <translation>{player} setzt den Investorenmarker von {old} auf {company}.</translation>
    </message>
    <message>
        <source>The reserve is empty: round {round} ends. The takeover follows.</source>
        <translation>Der Würfelvorrat ist leer: Runde {round} endet. Es folgt die Übernahme.</translation>
    </message>
    <message>
        <source>{company} and {other} are equally tall with the same top number: a roll decides.</source>
        <translation>{company} und {other} sind gleich hoch mit derselben obersten Zahl: Ein Wurf entscheidet.</translation>
    </message>
    <message>
        <source>Takeover: {tall} ({tall_height} floors) must take over {low} ({low_height} floors); {player} is in charge.</source>
        <translation>Übernahme: {tall} ({tall_height} Stockwerke) muss {low} ({low_height} Stockwerke) übernehmen; {player} führt sie aus.</translation>
    </message>
    <message>
        <source>Fewer than two companies with investors have a building of at least one die: there is no takeover.</source>
        <translation>Weniger als zwei Firmen mit Investoren haben ein Gebäude aus mindestens einem Würfel: Es gibt keine Übernahme.</translation>
    </message>
    <message>
        <source>The takeover succeeds: {tall} stands {height} floors tall.</source>
        <translation>Die Übernahme gelingt: {tall} steht mit {height} Stockwerken.</translation>
    </message>
    <message>
        <source>The takeover fails: {tall} collapses at {height} floors.</source>
        <translation>Die Übernahme scheitert: {tall} stürzt bei {height} Stockwerken ein.</translation>
    </message>
    <message>
        <source>{player} receives ${amount},000.</source>
        <translation>{player} erhält {amount}.000 $.</translation>
    </message>
    <message>
        <source>{player} pays ${amount},000.</source>
        <translation>{player} zahlt {amount}.000 $.</translation>
    </message>
    <message>
        <source>{player} receives nothing.</source>
        <translation>{player} erhält nichts.</translation>
    </message>
    <message>
        <source>{player} holds the highest building card and receives $20,000 more.</source>
        <translation>{player} hat die Karte des höchsten Gebäudes und erhält 20.000 $ mehr.</translation>
    </message>
    <message>
        <source>{player} wins the game with ${amount},000.</source>
        <translation>{player} gewinnt das Spiel mit {amount}.000 $.</translation>
    </message>
    <message>
        <source>Invest in {company}</source>
        <translation>In {company} investieren</translation>
    </message>
    <message>
        <source>Roll {count} dice</source>
        <translation>{count} Würfel würfeln</translation>
    </message>
    <message>
        <source>Roll the last die</source>
        <translation>Den letzten Würfel würfeln</translation>
    </message>
    <message>
        <source>Stack a {value} next</source>
        <translation>Als Nächstes eine {value} stapeln</translation>
    </message>
    <message>
        <source>Place the die {where}</source>
        <translation>Den Würfel {where} setzen</translation>
    </message>
    <message>
        <source>Place the die {where}: the steadiest spot (the tower leans {lean})</source>
        <translation>Den Würfel {where} setzen: die stabilste Stelle (der Turm neigt sich {lean})</translation>
    </message>
    <message>
        <source>Place the die {where}: careless on purpose, the tower gets shakier</source>
        <translation>Den Würfel {where} setzen: absichtlich unachtsam, der Turm wird wackliger</translation>
    </message>
    <message>
        <source>Move your investor marker to {company}</source>
        <translation>Deinen Investorenmarker auf {company} setzen</translation>
    </message>
    <message>
        <source>Keep your investment</source>
        <translation>Investition behalten</translation>
    </message>
    <message>
        <source>Invest in a company</source>
        <translation>In eine Firma investieren</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Choose the stacking order</source>
        <translation>Die Stapelreihenfolge wählen</translation>
    </message>
    <message>
        <source>Stack the dice: where the die goes</source>
        <translation>Würfel stapeln: wohin der Würfel kommt</translation>
    </message>
    <message>
        <source>Change your investment</source>
        <translation>Investition wechseln</translation>
    </message>
</context>
<context>
    <name>StackMarketTable</name>
    <message>
        <source>$0</source>
        <translation>0 $</translation>
    </message>
    <message>
        <source>${amount},000</source>
        <translation>{amount}.000 $</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Runde {n} von {total}</translation>
    </message>
    <message>
        <source>The game lasts {total} rounds.</source>
        <translation>Das Spiel dauert {total} Runden.</translation>
    </message>
    <message>
        <source>Dice reserve: {n}</source>
        <translation>Würfelvorrat: {n}</translation>
    </message>
    <message>
        <source>Dice left to roll. The round ends when the reserve is empty at the end of a turn.</source>
        <translation>Würfel, die noch geworfen werden können. Die Runde endet, wenn der Vorrat am Ende eines Zuges leer ist.</translation>
    </message>
    <message>
        <source>Out of the game: {n}</source>
        <translation>Aus dem Spiel: {n}</translation>
    </message>
    <message>
        <source>Dice removed after collapses; they return when the round ends.</source>
        <translation>Nach Einstürzen entfernte Würfel; sie kehren am Rundenende zurück.</translation>
    </message>
    <message>
        <source>The highest building card: first to 15 floors, then only a strictly taller building. At a round&apos;s end it pays $20,000 if its holder earned $10,000 or more.</source>
        <translation>Die Karte des höchsten Gebäudes: zuerst für 15 Stockwerke, dann nur für ein echt höheres Gebäude. Am Rundenende bringt sie 20.000 $, wenn ihr Besitzer bei der Übernahme mindestens 10.000 $ verdient hat.</translation>
    </message>
    <message>
        <source>Highest building card:</source>
        <translation>Höchstes Gebäude:</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
    <message>
        <source>{player}&apos;s colour.</source>
        <translation>Die Farbe von {player}.</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
    <message>
        <source>invests in {company}</source>
        <translation>investiert in {company}</translation>
    </message>
    <message>
        <source>not invested yet</source>
        <translation>noch nicht investiert</translation>
    </message>
    <message>
        <source>The company this player&apos;s investor marker is on.</source>
        <translation>Die Firma, auf der der Investorenmarker dieses Spielers liegt.</translation>
    </message>
    <message>
        <source>money hidden</source>
        <translation>Geld verdeckt</translation>
    </message>
    <message>
        <source>Other players&apos; money is hidden, as in the rulebook (the Open money option shows it); every payment is in the log.</source>
        <translation>Das Geld der anderen ist verdeckt, wie in der Regel (die Option „Offenes Geld“ zeigt es); jede Zahlung steht im Protokoll.</translation>
    </message>
    <message>
        <source>Money.</source>
        <translation>Geld.</translation>
    </message>
    <message>
        <source>The building of {company}: {n} floors.</source>
        <translation>Das Gebäude von {company}: {n} Stockwerke.</translation>
    </message>
    <message numerus="yes">
        <source>↓ %n floor(s) below</source>
        <translation>
            <numerusform>↓ %n Stockwerk darunter</numerusform>
            <numerusform>↓ %n Stockwerke darunter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The building is too tall to show whole at a readable size: its top floors show, where the next die goes; %n floor(s) below are not drawn. Its height is on the height board.</source>
        <translation>
            <numerusform>Das Gebäude ist zu hoch, um es ganz und lesbar zu zeigen: Zu sehen sind die obersten Stockwerke, wo der nächste Würfel hinkommt; %n Stockwerk darunter ist nicht gezeichnet. Seine Höhe steht auf der Höhentafel.</numerusform>
            <numerusform>Das Gebäude ist zu hoch, um es ganz und lesbar zu zeigen: Zu sehen sind die obersten Stockwerke, wo der nächste Würfel hinkommt; %n Stockwerke darunter sind nicht gezeichnet. Seine Höhe steht auf der Höhentafel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{company}, floor {floor}: a {value}.</source>
        <translation>{company}, Stockwerk {floor}: eine {value}.</translation>
    </message>
    <message>
        <source>The top number: the next die must be higher (on a 4: a 0).</source>
        <translation>Die oberste Zahl: Der nächste Würfel muss höher sein (auf eine 4: eine 0).</translation>
    </message>
    <message>
        <source>Company card {company}: {free} free places for investor markers. Its investors earn at the round&apos;s end, and pay when its building collapses.</source>
        <translation>Firmenkarte {company}: {free} freie Plätze für Investorenmarker. Die Investoren dieser Firma verdienen am Rundenende und zahlen, wenn ihr Gebäude einstürzt.</translation>
    </message>
    <message>
        <source>{n} floors · top {top}</source>
        <translation>{n} Stockwerke · oben {top}</translation>
    </message>
    <message>
        <source>{n} floors</source>
        <translation>{n} Stockwerke</translation>
    </message>
    <message>
        <source>How tall the building of {company} is.</source>
        <translation>Wie hoch das Gebäude von {company} ist.</translation>
    </message>
    <message>
        <source>The investor marker of {player}.</source>
        <translation>Der Investorenmarker von {player}.</translation>
    </message>
    <message>
        <source>Drag it to another company card to change your investment.</source>
        <translation>Ziehe ihn auf eine andere Firmenkarte, um deine Investition zu wechseln.</translation>
    </message>
    <message>
        <source>Height board</source>
        <translation>Höhentafel</translation>
    </message>
    <message>
        <source>Every building&apos;s height, and the record.</source>
        <translation>Die Höhe jedes Gebäudes und der Rekord.</translation>
    </message>
    <message>
        <source>{company}: {n} floors.</source>
        <translation>{company}: {n} Stockwerke.</translation>
    </message>
    <message>
        <source>{player} holds the highest building card.</source>
        <translation>{player} hat die Karte des höchsten Gebäudes.</translation>
    </message>
    <message>
        <source>Nobody holds the highest building card yet.</source>
        <translation>Noch niemand hat die Karte des höchsten Gebäudes.</translation>
    </message>
    <message>
        <source>The record marker: {n} floors.</source>
        <translation>Der Rekordmarker: {n} Stockwerke.</translation>
    </message>
    <message>
        <source>Takeover: {player} stacks {low} onto {tall}.</source>
        <translation>Übernahme: {player} stapelt {low} auf {tall}.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} ist am Zug.</translation>
    </message>
    <message>
        <source>Roll the dice: click the dice cup (R).</source>
        <translation>Würfeln: Klicke den Würfelbecher an (R).</translation>
    </message>
    <message>
        <source>Choose the stacking order: click the rolled dice (0–4).</source>
        <translation>Stapelreihenfolge wählen: Klicke die gewürfelten Würfel an (0–4).</translation>
    </message>
    <message>
        <source>Stack the dice: drag the next die over your building and release it where you aim (← → and Enter).</source>
        <translation>Würfel stapeln: Ziehe den nächsten Würfel über dein Gebäude und lass ihn dort los, wo du zielst (← → und Enter).</translation>
    </message>
    <message>
        <source>That is as far as a die can rest: half a die from the centre of the die below.</source>
        <translation>Weiter geht es nicht: Ein Würfel liegt höchstens einen halben Würfel neben der Mitte des Würfels darunter.</translation>
    </message>
    <message>
        <source>Press the number of a company card (1–{last}) or click it; K keeps your investment.</source>
        <translation>Drücke die Nummer einer Firmenkarte (1–{last}) oder klicke sie an; K behält deine Investition.</translation>
    </message>
    <message>
        <source>Press the number of a company card (1–{last}) or click it.</source>
        <translation>Drücke die Nummer einer Firmenkarte (1–{last}) oder klicke sie an.</translation>
    </message>
    <message>
        <source>There is nothing to select now.</source>
        <translation>Gerade gibt es nichts auszuwählen.</translation>
    </message>
    <message>
        <source>Only the selected piece can be played now: press Enter to play it.</source>
        <translation>Nur das ausgewählte Teil ist jetzt spielbar: Drücke Enter, um es zu spielen.</translation>
    </message>
    <message>
        <source>Invest: click a company card (1–{last}).</source>
        <translation>Investieren: Klicke eine Firmenkarte an (1–{last}).</translation>
    </message>
    <message>
        <source>Change your investment: click another company card (1–{last}), or Keep (K).</source>
        <translation>Investition wechseln: Klicke eine andere Firmenkarte an (1–{last}) oder Behalten (K).</translation>
    </message>
    <message>
        <source>Takeover: choose the order of {company}&apos;s dice (0–4).</source>
        <translation>Übernahme: Wähle die Reihenfolge der Würfel von {company} (0–4).</translation>
    </message>
    <message>
        <source>Takeover: stack every die on {company}, with two hands (← → and Enter).</source>
        <translation>Übernahme: Staple jeden Würfel auf {company}, mit zwei Händen (← → und Enter).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einnahmen</translation>
    </message>
    <message>
        <source>Takeover</source>
        <translation>Übernahme</translation>
    </message>
    <message>
        <source>Highest building</source>
        <translation>Höchstes Gebäude</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>Round {n}: income</source>
        <translation>Runde {n}: Einnahmen</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Final money</source>
        <translation>Geld am Ende</translation>
    </message>
    <message>
        <source>The dice cup: click it (or press R) to roll as many dice as your company&apos;s building has floors.</source>
        <translation>Der Würfelbecher: Klicke ihn an (oder drücke R), um so viele Würfel zu werfen, wie das Gebäude deiner Firma Stockwerke hat.</translation>
    </message>
    <message>
        <source>The rolled dice. Click them in the order you want to stack them; greyed dice may not come next.</source>
        <translation>Die gewürfelten Würfel. Klicke sie in der Reihenfolge an, in der du sie stapeln willst; graue Würfel dürfen nicht als Nächstes kommen.</translation>
    </message>
    <message>
        <source>The stacking order, chosen before the first die is placed. Drag the first die over the building and release it where you aim.</source>
        <translation>Die Stapelreihenfolge, gewählt, bevor der erste Würfel gesetzt wird. Ziehe den ersten Würfel über das Gebäude und lass ihn dort los, wo du zielst.</translation>
    </message>
    <message>
        <source>Rolled dice</source>
        <translation>Gewürfelt</translation>
    </message>
    <message>
        <source>Stacking order</source>
        <translation>Stapelreihenfolge</translation>
    </message>
    <message>
        <source>There is no company {n}: the companies are numbered 1–{last}.</source>
        <translation>Es gibt keine Firma {n}: Die Firmen sind von 1 bis {last} nummeriert.</translation>
    </message>
    <message>
        <source>The dice are stacked in the order chosen: the {value} on the left comes first. Drag it over the building.</source>
        <translation>Die Würfel werden in der gewählten Reihenfolge gestapelt: Die {value} links kommt zuerst. Ziehe sie über das Gebäude.</translation>
    </message>
    <message>
        <source>Your dice go on the building of the company you invest in: {company}.</source>
        <translation>Deine Würfel kommen auf das Gebäude der Firma, in die du investierst: {company}.</translation>
    </message>
    <message>
        <source>In the takeover every die goes on the tallest building: {company}.</source>
        <translation>Bei der Übernahme kommt jeder Würfel auf das höchste Gebäude: {company}.</translation>
    </message>
    <message>
        <source>Your investor marker goes on a company card: drop it on another one.</source>
        <translation>Dein Investorenmarker gehört auf eine Firmenkarte: Lass ihn auf einer anderen los.</translation>
    </message>
    <message>
        <source>Click the rolled dice in the order you want to stack them.</source>
        <translation>Klicke die gewürfelten Würfel in der Reihenfolge an, in der du sie stapeln willst.</translation>
    </message>
    <message>
        <source>Drag the next die over the building and release it where you aim (or aim with ← → and press Enter).</source>
        <translation>Ziehe den nächsten Würfel über das Gebäude und lass ihn dort los, wo du zielst (oder ziele mit ← → und drücke Enter).</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Keep your investment and end your turn. To change it, click another company card.</source>
        <translation>Investition behalten und Zug beenden. Zum Wechseln klicke eine andere Firmenkarte an.</translation>
    </message>
    <message>
        <source>roll the dice</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>stack the die of that number next; when investing: the company of that number</source>
        <translation>den Würfel mit dieser Zahl als Nächstes stapeln; beim Investieren: die Firma mit dieser Nummer</translation>
    </message>
    <message>
        <source>aim the next die further left (else: select)</source>
        <translation>mit dem nächsten Würfel weiter links zielen (sonst: auswählen)</translation>
    </message>
    <message>
        <source>aim the next die further right (else: select)</source>
        <translation>mit dem nächsten Würfel weiter rechts zielen (sonst: auswählen)</translation>
    </message>
    <message>
        <source>place the next die where you aim (else: play the selection)</source>
        <translation>den nächsten Würfel dort absetzen, wo du zielst (sonst: die Auswahl spielen)</translation>
    </message>
    <message>
        <source>keep your investment (end of your turn)</source>
        <translation>deine Investition behalten (Ende deines Zugs)</translation>
    </message>
    <message>
        <source>Rolled dice showing a {value}: {count}.</source>
        <translation>Gewürfelte Würfel mit einer {value}: {count}.</translation>
    </message>
    <message>
        <source>A rolled die: {value}.</source>
        <translation>Ein gewürfelter Würfel: {value}.</translation>
    </message>
    <message>
        <source>A {value}: click it to stack it next (or press {value}).</source>
        <translation>Eine {value}: Klicke sie an, um sie als Nächstes zu stapeln (oder drücke {value}).</translation>
    </message>
    <message>
        <source>The next die: drag it over the building and release it where you aim (or aim with ← → and press Enter).</source>
        <translation>Der nächste Würfel: Ziehe ihn über das Gebäude und lass ihn dort los, wo du zielst (oder ziele mit ← → und drücke Enter).</translation>
    </message>
    <message>
        <source>Die {n} of the stacking order: a {value}.</source>
        <translation>Würfel {n} der Stapelreihenfolge: eine {value}.</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>stabil</translation>
    </message>
    <message>
        <source>wobbly</source>
        <translation>wacklig</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>fällt</translation>
    </message>
    <message>
        <source>Where the die would rest, before your hand&apos;s tremor: {word}.</source>
        <translation>Wo der Würfel landen würde, vor dem Zittern deiner Hand: {word}.</translation>
    </message>
    <message>
        <source>The building&apos;s weight would then lean {lean}.</source>
        <translation>Das Gewicht des Gebäudes würde sich dann {lean} neigen.</translation>
    </message>
    <message>
        <source>What the last turn brought (the log has every move).</source>
        <translation>Was der letzte Zug gebracht hat (jeder Spielzug steht im Protokoll).</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{file} does not hold statistics.</source>
        <translation>{file} enthält keine Statistik.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” is not what it should be.</source>
        <translation>{file} ist beschädigt: Das Feld „{field}“ hat einen ungültigen Wert.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: {reason} The file was moved aside as {aside}; they start again from zero.</source>
        <translation>Deine Statistik konnte nicht gelesen werden: {reason} Die Datei wurde umbenannt in {aside}; die Statistik beginnt wieder bei null.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved: {reason}</source>
        <translation>Deine Statistik konnte nicht gespeichert werden: {reason}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Gemischte Stufen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your games against the computer, counted once each when they end. A game given up (a new game started over it) counts as lost; a game not yet ended is unfinished. Hot-seat games are not counted.</source>
        <translation>Deine Partien gegen den Computer, jede einmal gezählt, wenn sie endet. Eine aufgegebene Partie (über die eine neue gestartet wurde) zählt als verloren; eine noch nicht beendete ist unfertig. Partien mehrerer Spieler an einem Bildschirm werden nicht gezählt.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Unfertig</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Gewonnen %</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punkteschnitt</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Siegesserie</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Längste Serie</translation>
    </message>
    <message>
        <source>Games not yet ended: the one you can continue, and any whose autosave could not be restored (the file was kept aside, as the message at the start said).</source>
        <translation>Noch nicht beendete Partien: die, die du fortsetzen kannst, und jede, deren automatische Speicherung nicht wiederhergestellt werden konnte (die Datei wurde beiseitegelegt, wie die Meldung beim Start sagte).</translation>
    </message>
    <message>
        <source>No game has been counted yet.</source>
        <translation>Noch kein Spiel gezählt.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen …</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>Deine gesamte Statistik löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>StockRound</name>
    <message>
        <source>Stock round {n} begins.</source>
        <translation>Aktienrunde {n} beginnt.</translation>
    </message>
    <message>
        <source>Operating round {sr}.{n} begins.</source>
        <translation>Betriebsrunde {sr}.{n} beginnt.</translation>
    </message>
    <message>
        <source>{railway} has the most modern train mix: its token moves one row up.</source>
        <translation>{railway} hat den modernsten Zugpark: Der Kursmarker zieht eine Zeile nach oben.</translation>
    </message>
    <message>
        <source>{railway} is sold out: its token moves one row up.</source>
        <translation>{railway} ist ausverkauft: Der Kursmarker zieht eine Zeile nach oben.</translation>
    </message>
    <message>
        <source>{player} offers one treasury share of {railway} for re-issue.</source>
        <translation>{player} bietet eine eigene Aktie von {railway} zur Wiederausgabe an.</translation>
    </message>
    <message>
        <source>{player} offers {count} treasury shares of {railway} for re-issue.</source>
        <translation>{player} bietet {count} eigene Aktien von {railway} zur Wiederausgabe an.</translation>
    </message>
    <message>
        <source>{player} offers no treasury shares of {railway} for re-issue.</source>
        <translation>{player} bietet keine eigenen Aktien von {railway} zur Wiederausgabe an.</translation>
    </message>
    <message>
        <source>{player} starts {railway} at par ${par}: the director&apos;s certificate for ${amount}.</source>
        <translation>{player} eröffnet {railway} zum Nennwert {par} $: das Direktorzertifikat für {amount} $.</translation>
    </message>
    <message>
        <source>{player} buys a new share of {railway} for ${amount}, paid to the railway.</source>
        <translation>{player} kauft eine neue Aktie von {railway} für {amount} $, bezahlt an die Gesellschaft.</translation>
    </message>
    <message>
        <source>{player} buys a re-issued share of {railway} for ${amount}, paid to the railway.</source>
        <translation>{player} kauft eine wieder ausgegebene Aktie von {railway} für {amount} $, bezahlt an die Gesellschaft.</translation>
    </message>
    <message>
        <source>{player} buys a share of {railway} from the pool for ${amount}.</source>
        <translation>{player} kauft eine Aktie von {railway} aus dem Pool für {amount} $.</translation>
    </message>
    <message>
        <source>{railway} floats: 60% is sold, it will operate.</source>
        <translation>{railway} ist gegründet: 60 % sind verkauft, von jetzt an fährt sie.</translation>
    </message>
    <message>
        <source>{player} is now the director of {railway}.</source>
        <translation>{player} ist jetzt Direktor von {railway}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passt.</translation>
    </message>
    <message>
        <source>{player} has the priority deal.</source>
        <translation>{player} hat die Prioritätskarte.</translation>
    </message>
    <message>
        <source>{player} sells a share of {railway}: anyone wants a share?</source>
        <translation>{player} verkauft eine Aktie von {railway}: „Will jemand eine Aktie?“</translation>
    </message>
    <message>
        <source>{player} sells {count} shares of {railway}: anyone wants a share?</source>
        <translation>{player} verkauft {count} Aktien von {railway}: „Will jemand eine Aktie?“</translation>
    </message>
    <message>
        <source>{player} buys a share of {railway} from {seller} for ${amount}.</source>
        <translation>{player} kauft {seller} eine Aktie von {railway} für {amount} $ ab.</translation>
    </message>
    <message>
        <source>{railway} buys one of its shares from {seller} for ${amount}.</source>
        <translation>{railway} kauft {seller} eine ihrer Aktien für {amount} $ ab.</translation>
    </message>
    <message>
        <source>{player}: no, thank you.</source>
        <translation>{player}: Nein, danke.</translation>
    </message>
    <message>
        <source>{railway} does not buy ({player} decides).</source>
        <translation>{railway} kauft nicht ({player} entscheidet).</translation>
    </message>
    <message>
        <source>Nobody bought: the pool absorbs a share of {railway} for ${amount}; the price is now ${price}.</source>
        <translation>Niemand hat gekauft: Der Pool übernimmt eine Aktie von {railway} für {amount} $; der Kurs ist jetzt {price} $.</translation>
    </message>
    <message>
        <source>{railway} operates (director: {player}).</source>
        <translation>{railway} ist an der Reihe (Direktor: {player}).</translation>
    </message>
    <message>
        <source>{railway} raises its network to level {level} for ${amount}.</source>
        <translation>{railway} erhöht ihre Netzstufe für {amount} $ auf {level}.</translation>
    </message>
    <message>
        <source>{railway} runs for ${amount} and pays out ${per} a share.</source>
        <translation>{railway} bringt {amount} $ ein und schüttet {per} $ pro Aktie aus.</translation>
    </message>
    <message>
        <source>{railway} runs for ${amount} and withholds it.</source>
        <translation>{railway} bringt {amount} $ ein und behält alles.</translation>
    </message>
    <message>
        <source>{railway} has no train to run: its price falls.</source>
        <translation>{railway} hat keinen Zug: Der Kurs fällt.</translation>
    </message>
    <message>
        <source>{railway} buys a {train}-train for ${amount}.</source>
        <translation>{railway} kauft einen Zug {train} für {amount} $.</translation>
    </message>
    <message>
        <source>{railway} buys a {train}-train from the bank pool for ${amount}.</source>
        <translation>{railway} kauft einen Zug {train} aus dem Pool für {amount} $.</translation>
    </message>
    <message>
        <source>{railway} must buy a train: a {train}-train for ${amount}; its director {player} pays ${help}.</source>
        <translation>{railway} muss einen Zug kaufen: einen Zug {train} für {amount} $; ihr Direktor {player} zahlt {help} $ dazu.</translation>
    </message>
    <message>
        <source>The first {train}-train: phase {train} begins, the train limit is {limit}.</source>
        <translation>Der erste Zug {train}: Phase {train} beginnt, das Zuglimit ist {limit}.</translation>
    </message>
    <message>
        <source>The {train}-trains rust! (One railway loses trains.)</source>
        <translation>Die Züge {train} rosten! (Eine Gesellschaft verliert Züge.)</translation>
    </message>
    <message>
        <source>The {train}-trains rust! ({count} railways lose trains.)</source>
        <translation>Die Züge {train} rosten! ({count} Gesellschaften verlieren Züge.)</translation>
    </message>
    <message>
        <source>{railway} is over the train limit: its {train}-train goes to the bank pool.</source>
        <translation>{railway} ist über dem Zuglimit: Der Zug {train} kommt in den Pool.</translation>
    </message>
    <message>
        <source>{player} sells a share of {railway} to the pool for ${amount} to pay for a train.</source>
        <translation>{player} verkauft eine Aktie von {railway} für {amount} $ an den Pool, um einen Zug zu bezahlen.</translation>
    </message>
    <message>
        <source>{player} cannot pay for the train and is bankrupt: the game ends.</source>
        <translation>{player} kann den Zug nicht bezahlen und ist bankrott: Das Spiel endet.</translation>
    </message>
    <message>
        <source>The bank is broken: the game ends after this set of operating rounds.</source>
        <translation>Die Bank ist gebrochen: Das Spiel endet nach dieser Folge von Betriebsrunden.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{railway} has not been started: buy its director&apos;s certificate first.</source>
        <translation>{railway} ist noch nicht eröffnet: Kaufe zuerst ihr Direktorzertifikat.</translation>
    </message>
    <message>
        <source>{railway} has already been started.</source>
        <translation>{railway} ist schon eröffnet.</translation>
    </message>
    <message>
        <source>Par prices are the top row&apos;s $68 to $100.</source>
        <translation>Nennwerte sind die Kurse 68 $ bis 100 $ der obersten Zeile.</translation>
    </message>
    <message>
        <source>{railway} has no new shares left.</source>
        <translation>{railway} hat keine neuen Aktien mehr.</translation>
    </message>
    <message>
        <source>{railway}&apos;s director offered no (more) shares for re-issue this round.</source>
        <translation>Der Direktor von {railway} hat in dieser Runde keine (weiteren) Aktien zur Wiederausgabe angeboten.</translation>
    </message>
    <message>
        <source>The pool holds no share of {railway}.</source>
        <translation>Der Pool hat keine Aktie von {railway}.</translation>
    </message>
    <message>
        <source>You sold {railway} this round: no buying it back in the same round (1830).</source>
        <translation>Du hast {railway} in dieser Runde verkauft: kein Rückkauf in derselben Runde (1830).</translation>
    </message>
    <message>
        <source>60% limit: a player may hold at most 60% of {railway}.</source>
        <translation>60-%-Limit: Ein Spieler darf höchstens 60 % von {railway} halten.</translation>
    </message>
    <message>
        <source>Certificate limit: you already hold {limit} certificates.</source>
        <translation>Zertifikatslimit: Du hast schon {limit} Zertifikate.</translation>
    </message>
    <message>
        <source>Not enough cash: that costs ${amount}.</source>
        <translation>Nicht genug Bargeld: Das kostet {amount} $.</translation>
    </message>
    <message>
        <source>No sales in the first stock round (1830).</source>
        <translation>In der ersten Aktienrunde wird nicht verkauft (1830).</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n share(s) of {railway}.</source>
        <translation>
            <numerusform>Du hast nur %n Aktie von {railway}.</numerusform>
            <numerusform>Du hast nur %n Aktien von {railway}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pool may hold at most 50% of a railway: it can take only {room} more of {railway}.</source>
        <translation>Der Pool darf höchstens 50 % einer Gesellschaft halten: Er kann nur noch {room} von {railway} aufnehmen.</translation>
    </message>
    <message>
        <source>The director&apos;s certificate never goes to the pool: nobody else holds 20% of {railway} to take it over.</source>
        <translation>Das Direktorzertifikat kommt nie in den Pool: Niemand sonst hält 20 % von {railway}, um es zu übernehmen.</translation>
    </message>
    <message>
        <source>A turn is one sale, then one buy: you have sold this turn.</source>
        <translation>Ein Spielzug ist ein Verkauf, dann ein Kauf: Du hast in diesem Spielzug schon verkauft.</translation>
    </message>
    <message>
        <source>One share a turn: you have bought this turn.</source>
        <translation>Eine Aktie pro Spielzug: Du hast in diesem Spielzug schon gekauft.</translation>
    </message>
    <message>
        <source>Sell first, then buy: a turn may not sell after it buys.</source>
        <translation>Erst verkaufen, dann kaufen: Nach einem Kauf darf im selben Spielzug nicht mehr verkauft werden.</translation>
    </message>
    <message numerus="yes">
        <source>{railway} has %n share(s) in its treasury to offer.</source>
        <translation>
            <numerusform>{railway} hat %n eigene Aktie zum Anbieten.</numerusform>
            <numerusform>{railway} hat %n eigene Aktien zum Anbieten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Directors first declare the shares they offer for re-issue.</source>
        <translation>Zuerst erklären die Direktoren, welche Aktien sie zur Wiederausgabe anbieten.</translation>
    </message>
    <message>
        <source>It is your turn: sell, buy or pass.</source>
        <translation>Du bist an der Reihe: Verkaufe, kaufe oder passe.</translation>
    </message>
    <message>
        <source>Anyone wants a share? Buy one or pass.</source>
        <translation>„Will jemand eine Aktie?“ Kaufe eine oder passe.</translation>
    </message>
    <message>
        <source>First decide whether to raise the network level.</source>
        <translation>Entscheide zuerst, ob die Netzstufe erhöht wird.</translation>
    </message>
    <message>
        <source>The network level may not exceed {level} in this phase.</source>
        <translation>Die Netzstufe darf in dieser Phase höchstens {level} sein.</translation>
    </message>
    <message>
        <source>Raising the network costs ${amount}; the treasury holds ${funds}.</source>
        <translation>Das Erhöhen der Netzstufe kostet {amount} $; in der Kasse sind {funds} $.</translation>
    </message>
    <message>
        <source>Pay the run out or withhold it.</source>
        <translation>Schütte die Einnahmen als Dividende aus oder behalte sie ein.</translation>
    </message>
    <message>
        <source>Buy trains or finish the railway&apos;s turn.</source>
        <translation>Kaufe Züge oder beende die Runde der Gesellschaft.</translation>
    </message>
    <message>
        <source>The director must sell shares to the pool to pay for the train.</source>
        <translation>Der Direktor muss Aktien an den Pool verkaufen, um den Zug zu bezahlen.</translation>
    </message>
    <message>
        <source>A railway without a train must buy one before its turn ends.</source>
        <translation>Eine Gesellschaft ohne Zug muss einen kaufen, bevor sie ihre Runde beendet.</translation>
    </message>
    <message>
        <source>That train is not for sale: the depot sells its lowest kind first.</source>
        <translation>Dieser Zug ist nicht zu haben: Das Zugdepot verkauft zuerst die niedrigste Sorte.</translation>
    </message>
    <message>
        <source>Train limit: a railway may own at most {limit} trains in this phase.</source>
        <translation>Zuglimit: Eine Gesellschaft darf in dieser Phase höchstens {limit} Züge haben.</translation>
    </message>
    <message>
        <source>The train costs ${amount}; the treasury holds ${funds}.</source>
        <translation>Der Zug kostet {amount} $; in der Kasse sind {funds} $.</translation>
    </message>
    <message>
        <source>Only a 4, 5 or 6 the railway owns may be traded in for a new Diesel.</source>
        <translation>Nur ein eigener 4er-, 5er- oder 6er-Zug der Gesellschaft kann für einen neuen Diesel in Zahlung gegeben werden.</translation>
    </message>
    <message>
        <source>Only one share at a time, and never the director&apos;s certificate nor so much that the railway in need changes director.</source>
        <translation>Nur eine Aktie nach der anderen, nie das Direktorzertifikat und nie so viel, dass die Gesellschaft in Not den Direktor wechselt.</translation>
    </message>
    <message>
        <source>Sell {count} shares of {railway}</source>
        <translation>{count} Aktien von {railway} verkaufen</translation>
    </message>
    <message>
        <source>Sell a share of {railway}</source>
        <translation>Eine Aktie von {railway} verkaufen</translation>
    </message>
    <message>
        <source>Sell a share of {railway} to the pool</source>
        <translation>Eine Aktie von {railway} an den Pool verkaufen</translation>
    </message>
    <message>
        <source>Buy a new share of {railway} (${amount})</source>
        <translation>Neue Aktie von {railway} kaufen ({amount} $)</translation>
    </message>
    <message>
        <source>Buy a re-issued share of {railway} (${amount})</source>
        <translation>Wieder ausgegebene Aktie von {railway} kaufen ({amount} $)</translation>
    </message>
    <message>
        <source>Buy a share of {railway} from the pool (${amount})</source>
        <translation>Aktie von {railway} aus dem Pool kaufen ({amount} $)</translation>
    </message>
    <message>
        <source>Start {railway} at par ${par}</source>
        <translation>{railway} zum Nennwert {par} $ eröffnen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Spielzug beenden</translation>
    </message>
    <message>
        <source>Offer one share of {railway} for re-issue</source>
        <translation>Eine Aktie von {railway} zur Wiederausgabe anbieten</translation>
    </message>
    <message>
        <source>Offer {count} shares of {railway} for re-issue</source>
        <translation>{count} Aktien von {railway} zur Wiederausgabe anbieten</translation>
    </message>
    <message>
        <source>Offer no shares of {railway} for re-issue</source>
        <translation>Keine Aktien von {railway} zur Wiederausgabe anbieten</translation>
    </message>
    <message>
        <source>Buy one (${amount})</source>
        <translation>Kaufen ({amount} $)</translation>
    </message>
    <message>
        <source>No, thank you</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <source>Raise the network to level {level} (${amount})</source>
        <translation>Netzstufe auf {level} erhöhen ({amount} $)</translation>
    </message>
    <message>
        <source>Keep the network level</source>
        <translation>Netzstufe beibehalten</translation>
    </message>
    <message>
        <source>Pay out ${amount}</source>
        <translation>{amount} $ ausschütten</translation>
    </message>
    <message>
        <source>Withhold ${amount}</source>
        <translation>{amount} $ einbehalten</translation>
    </message>
    <message>
        <source>Buy a {train}-train (${amount})</source>
        <translation>Zug {train} kaufen ({amount} $)</translation>
    </message>
    <message>
        <source>Buy a {train}-train trading in a {old} (${amount})</source>
        <translation>Zug {train} kaufen, Zug {old} in Zahlung ({amount} $)</translation>
    </message>
    <message>
        <source>Buy no more trains</source>
        <translation>Keine Züge mehr kaufen</translation>
    </message>
    <message>
        <source>Sell shares</source>
        <translation>Aktien verkaufen</translation>
    </message>
    <message>
        <source>Buy a share</source>
        <translation>Eine Aktie kaufen</translation>
    </message>
    <message>
        <source>Start a railway</source>
        <translation>Eine Gesellschaft eröffnen</translation>
    </message>
    <message>
        <source>Offer shares for re-issue</source>
        <translation>Aktien zur Wiederausgabe anbieten</translation>
    </message>
    <message>
        <source>Anyone wants a share?</source>
        <translation>Will jemand eine Aktie?</translation>
    </message>
    <message>
        <source>Network level</source>
        <translation>Netzstufe</translation>
    </message>
    <message>
        <source>Pay out or withhold</source>
        <translation>Ausschütten oder einbehalten</translation>
    </message>
    <message>
        <source>Buy a train</source>
        <translation>Einen Zug kaufen</translation>
    </message>
</context>
<context>
    <name>StockRoundTable</name>
    <message>
        <source>The pool: drop your certificates here to sell them (&quot;Anyone wants a share?&quot;). It holds at most 50% of a railway; the director&apos;s certificate never goes here.</source>
        <translation>Der Pool: Lege deine Zertifikate hier ab, um sie zu verkaufen („Will jemand eine Aktie?“). Er hält höchstens 50 % einer Gesellschaft; das Direktorzertifikat kommt nie hierher.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) of {railway} in the pool: drag one to your area (or click it) to buy it for {price}, one column right of the market price.</source>
        <translation>
            <numerusform>%n Aktie von {railway} im Pool: Ziehe sie in deinen Bereich (oder klicke sie an), um sie für {price} zu kaufen, eine Spalte rechts vom Kurs.</numerusform>
            <numerusform>%n Aktien von {railway} im Pool: Ziehe eine in deinen Bereich (oder klicke sie an), um sie für {price} zu kaufen, eine Spalte rechts vom Kurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>No shares in the pool.</source>
        <translation>Keine Aktien im Pool.</translation>
    </message>
    <message>
        <source>Phase {phase} · train limit {limit}</source>
        <translation>Phase {phase} · Zuglimit {limit}</translation>
    </message>
    <message>
        <source>The phase is the newest kind of train bought. It sets the train limit, the highest network level and how many operating rounds follow a stock round.</source>
        <translation>Die Phase ist die neueste gekaufte Zugsorte und bestimmt das Zuglimit, die höchste Netzstufe und wie viele Betriebsrunden auf eine Aktienrunde folgen.</translation>
    </message>
    <message>
        <source>A discarded {train}-train in the bank pool.</source>
        <translation>Ein abgegebener Zug {train} im Pool.</translation>
    </message>
    <message>
        <source>{count} {train}-trains in the depot.</source>
        <translation>{count} Züge {train} im Zugdepot.</translation>
    </message>
    <message>
        <source>Price {price}. In a railway&apos;s operating turn, drag it onto the charter (or click it) to buy it.</source>
        <translation>Preis {price}. Ist eine Gesellschaft an der Reihe, ziehe ihn auf ihr Gesellschaftsblatt (oder klicke ihn an), um ihn zu kaufen.</translation>
    </message>
    <message>
        <source>It rusts when the first {by}-train is bought.</source>
        <translation>Er rostet, sobald der erste Zug {by} gekauft wird.</translation>
    </message>
    <message>
        <source>Then: {trains}</source>
        <translation>Danach: {trains}</translation>
    </message>
    <message>
        <source>Trains still in the depot, sold in this order once the ones before are gone.</source>
        <translation>Züge, die noch im Zugdepot sind; in dieser Reihenfolge verkauft, sobald die vorigen weg sind.</translation>
    </message>
    <message>
        <source>${amount}</source>
        <translation>{amount} $</translation>
    </message>
    <message>
        <source>{railway}&apos;s charter. In its operating turn, drag a train from the depot here to buy it.</source>
        <translation>Gesellschaftsblatt von {railway}. Ist sie an der Reihe, ziehe einen Zug aus dem Zugdepot hierher, um ihn zu kaufen.</translation>
    </message>
    <message>
        <source>{railway} (code {code}).</source>
        <translation>{railway} (Kürzel {code}).</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht eröffnet</translation>
    </message>
    <message>
        <source>Start it by buying its director&apos;s certificate (20%) at a par price: drop the certificate on a par square of the market&apos;s top row.</source>
        <translation>Eröffne sie, indem du ihr Direktorzertifikat (20 %) zu einem Nennwert kaufst: Lege das Zertifikat auf ein Nennwertfeld in der obersten Zeile der Kurstabelle.</translation>
    </message>
    <message>
        <source>Par: ${low}–${high}</source>
        <translation>Nennwert: {low}–{high} $</translation>
    </message>
    <message>
        <source>The par prices: the top row, columns 2 to 6.</source>
        <translation>Die Nennwerte: die oberste Zeile, Spalten 2 bis 6.</translation>
    </message>
    <message>
        <source>Share {price}</source>
        <translation>Aktie {price}</translation>
    </message>
    <message>
        <source>The market price of one share (10%).</source>
        <translation>Der Kurs einer Aktie (10 %).</translation>
    </message>
    <message>
        <source>Director: {player}</source>
        <translation>Direktor: {player}</translation>
    </message>
    <message>
        <source>The director holds the 20% certificate and decides for the railway. Another player who comes to hold more becomes director.</source>
        <translation>Der Direktor hält das 20-%-Zertifikat und entscheidet für die Gesellschaft. Ein anderer Spieler, der mehr davon bekommt, wird Direktor.</translation>
    </message>
    <message>
        <source>Treasury {amount}</source>
        <translation>Kasse {amount}</translation>
    </message>
    <message>
        <source>The railway&apos;s cash. New and re-issued shares are paid to it. It floats, and operates, once 60% is sold.</source>
        <translation>Das Geld der Gesellschaft. Neue und wieder ausgegebene Aktien werden an sie bezahlt. Die Gesellschaft ist gegründet und fährt, sobald 60 % verkauft sind.</translation>
    </message>
    <message>
        <source>Raising it to {next} costs {cost}.</source>
        <translation>Erhöhen auf {next} kostet {cost}.</translation>
    </message>
    <message>
        <source>It cannot go higher in this phase.</source>
        <translation>In dieser Phase geht sie nicht höher.</translation>
    </message>
    <message>
        <source>Network level {level} (at most {top} in this phase): each train runs for its size × ${value}. {more} In its operating turn the director may raise it once; click here (R).</source>
        <translation>Netzstufe {level} (höchstens {top} in dieser Phase): Jeder Zug bringt seine Größe × {value} $. {more} Ist die Gesellschaft an der Reihe, darf der Direktor sie einmal erhöhen; klicke hier (R).</translation>
    </message>
    <message>
        <source>Network {level}/{top}</source>
        <translation>Netz {level}/{top}</translation>
    </message>
    <message>
        <source>runs {amount}</source>
        <translation>fährt {amount}</translation>
    </message>
    <message>
        <source>What its trains run for now: each train&apos;s size × the level&apos;s value.</source>
        <translation>Was ihre Züge jetzt einbringen: Größe jedes Zuges × Wert der Netzstufe.</translation>
    </message>
    <message>
        <source>No train</source>
        <translation>Kein Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n new share(s) of {railway}: drag one to your area (or click it) to buy it at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n neue Aktie von {railway}: Ziehe sie in deinen Bereich (oder klicke sie an), um sie zum Kurs zu kaufen, bezahlt an die Gesellschaft.</numerusform>
            <numerusform>%n neue Aktien von {railway}: Ziehe eine in deinen Bereich (oder klicke sie an), um sie zum Kurs zu kaufen, bezahlt an die Gesellschaft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) in {railway}&apos;s treasury, {offered} offered for re-issue this round: an offered share is bought at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n eigene Aktie von {railway}, {offered} davon in dieser Runde zur Wiederausgabe angeboten: Eine angebotene Aktie wird zum Kurs gekauft, bezahlt an die Gesellschaft.</numerusform>
            <numerusform>%n eigene Aktien von {railway}, {offered} davon in dieser Runde zur Wiederausgabe angeboten: Eine angebotene Aktie wird zum Kurs gekauft, bezahlt an die Gesellschaft.</numerusform>
        </translation>
    </message>
    <message>
        <source>A railway floats once 60% is sold; a floated railway without a train earns nothing and must buy one in its turn.</source>
        <translation>Eine Gesellschaft ist gegründet, sobald 60 % verkauft sind; eine gegründete Gesellschaft ohne Zug bringt nichts ein und muss einen kaufen, wenn sie an der Reihe ist.</translation>
    </message>
    <message>
        <source>Not floated</source>
        <translation>Nicht gegründet</translation>
    </message>
    <message>
        <source>{pct}% sold</source>
        <translation>{pct} % verkauft</translation>
    </message>
    <message>
        <source>A {train}-train.</source>
        <translation>Ein Zug {train}.</translation>
    </message>
    <message>
        <source>{railway}&apos;s director&apos;s certificate (20%): drag it onto a par price of the market&apos;s top row, or click it and choose the par.</source>
        <translation>Das Direktorzertifikat von {railway} (20 %): Ziehe es auf einen Nennwert in der obersten Zeile der Kurstabelle, oder klicke es an und wähle den Nennwert.</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Unissued shares: the railway sells them.</source>
        <translation>Nicht ausgegebene Aktien: Die Gesellschaft verkauft sie.</translation>
    </message>
    <message>
        <source>{offered} offered</source>
        <translation>{offered} angeboten</translation>
    </message>
    <message>
        <source>Share price ${price}.</source>
        <translation>Aktienkurs {price} $.</translation>
    </message>
    <message>
        <source>A par price: start a railway here by dropping its director&apos;s certificate on it.</source>
        <translation>Ein Nennwert: Eröffne hier eine Gesellschaft, indem du ihr Direktorzertifikat darauf legst.</translation>
    </message>
    <message>
        <source>Pay-out: one column right (up at the right edge). Withholding: one column left (down at the left edge). A share absorbed by the pool: one row down (on the bottom row, one column left).</source>
        <translation>Ausschütten: eine Spalte nach rechts (am rechten Rand nach oben). Einbehalten: eine Spalte nach links (am linken Rand nach unten). Eine vom Pool übernommene Aktie: eine Zeile nach unten (in der untersten Zeile eine Spalte nach links).</translation>
    </message>
    <message>
        <source>The share market: each railway&apos;s token stands on its share price. A railway starts on a par square of the top row.</source>
        <translation>Die Kurstabelle: Der Kursmarker jeder Gesellschaft steht auf ihrem Aktienkurs. Eine Gesellschaft wird auf einem Nennwertfeld der obersten Zeile eröffnet.</translation>
    </message>
    <message>
        <source>{railway}: share price ${price}.</source>
        <translation>{railway}: Aktienkurs {price} $.</translation>
    </message>
    <message>
        <source>Each player&apos;s cash.</source>
        <translation>Das Bargeld jedes Spielers.</translation>
    </message>
    <message>
        <source>Certs</source>
        <translation>Zert.</translation>
    </message>
    <message>
        <source>{railway}: who holds how much of it (the director&apos;s share golden), what lies in the pool, the new shares and the treasury shares offered for re-issue.</source>
        <translation>{railway}: wer wie viel davon hält (der Anteil des Direktors golden), was im Pool liegt, die neuen Aktien und die zur Wiederausgabe angebotenen eigenen Aktien.</translation>
    </message>
    <message>
        <source>Your area: drag a certificate here to buy it; drag your certificates to the pool to sell them.</source>
        <translation>Dein Bereich: Ziehe ein Zertifikat hierher, um es zu kaufen; ziehe deine Zertifikate in den Pool, um sie zu verkaufen.</translation>
    </message>
    <message>
        <source>{player}&apos;s certificates and cash.</source>
        <translation>Zertifikate und Bargeld von {player}.</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
    <message>
        <source>{player}; worth {worth} (cash plus shares at market price).</source>
        <translation>{player}; Vermögen {worth} (Bargeld plus Aktien zum Kurswert).</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds %n certificate(s); the limit is {limit}.</source>
        <translation>
            <numerusform>{player} hält %n Zertifikat; das Limit ist {limit}.</numerusform>
            <numerusform>{player} hält %n Zertifikate; das Limit ist {limit}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shares in the pool: bought at one column right of the market price.</source>
        <translation>Aktien im Pool: Kauf zum Preis eine Spalte rechts vom Kurs.</translation>
    </message>
    <message>
        <source>Unissued shares: the railway sells them at the market price.</source>
        <translation>Nicht ausgegebene Aktien: Die Gesellschaft verkauft sie zum Kurs.</translation>
    </message>
    <message>
        <source>Re-issue</source>
        <translation>Wiederausgabe</translation>
    </message>
    <message>
        <source>Shares in the railway&apos;s treasury; its director offers some for re-issue at the start of each stock round.</source>
        <translation>Eigene Aktien der Gesellschaft; ihr Direktor bietet zu Beginn jeder Aktienrunde einige zur Wiederausgabe an.</translation>
    </message>
    <message>
        <source>Cash.</source>
        <translation>Bargeld.</translation>
    </message>
    <message>
        <source>Certificates held against the certificate limit ({limit} with {players} players; the director&apos;s certificate counts once). At most 60% of one railway.</source>
        <translation>Zertifikate im Vergleich zum Zertifikatslimit ({limit} bei {players} Spielern; das Direktorzertifikat zählt als eins). Höchstens 60 % einer Gesellschaft.</translation>
    </message>
    <message>
        <source>{n}/{limit}</source>
        <translation>{n}/{limit}</translation>
    </message>
    <message>
        <source>{player} holds {pct}% of {railway}{director}.</source>
        <translation>{player} hält {pct} % von {railway}{director}.</translation>
    </message>
    <message>
        <source>, as its director</source>
        <translation>, als ihr Direktor</translation>
    </message>
    <message>
        <source>Drag to the pool (or click) to sell.</source>
        <translation>Ziehe es in den Pool (oder klicke es an), um zu verkaufen.</translation>
    </message>
    <message>
        <source>Choose the par price: drop the director&apos;s certificate on a par square of the market&apos;s top row (or click it).</source>
        <translation>Wähle den Nennwert: Lege das Direktorzertifikat auf ein Nennwertfeld in der obersten Zeile der Kurstabelle (oder klicke es an).</translation>
    </message>
    <message>
        <source>That price is no par: only the par squares of the top row (${low} to ${high}) start a railway. Drop the director&apos;s certificate on one of them.</source>
        <translation>Dieser Kurs ist kein Nennwert: Nur die Nennwertfelder der obersten Zeile ({low} $ bis {high} $) eröffnen eine Gesellschaft. Lege das Direktorzertifikat auf eines davon.</translation>
    </message>
    <message>
        <source>The pool takes only the shares players sell: drag this share to your area to buy it.</source>
        <translation>Der Pool nimmt nur Aktien, die Spieler verkaufen: Ziehe diese Aktie in deinen Bereich, um sie zu kaufen.</translation>
    </message>
    <message>
        <source>Drag the share to your area to buy it.</source>
        <translation>Ziehe die Aktie in deinen Bereich, um sie zu kaufen.</translation>
    </message>
    <message>
        <source>You buy shares only for yourself: drag the share to your own area.</source>
        <translation>Du kaufst Aktien nur für dich selbst: Ziehe die Aktie in deinen eigenen Bereich.</translation>
    </message>
    <message>
        <source>To sell your shares, drop the certificate on the pool.</source>
        <translation>Um deine Aktien zu verkaufen, lege das Zertifikat in den Pool.</translation>
    </message>
    <message>
        <source>That certificate belongs to another player: you can sell only your own.</source>
        <translation>Dieses Zertifikat gehört einem anderen Spieler: Du kannst nur deine eigenen verkaufen.</translation>
    </message>
    <message>
        <source>Trains are bought in the operating rounds, by the railway operating: not in a stock round.</source>
        <translation>Züge kauft die Gesellschaft, die in einer Betriebsrunde an der Reihe ist: nicht in einer Aktienrunde.</translation>
    </message>
    <message>
        <source>Only {railway} buys trains now: drop the train on its charter.</source>
        <translation>Nur {railway} kauft jetzt Züge: Lege den Zug auf ihr Gesellschaftsblatt.</translation>
    </message>
    <message>
        <source>To buy a train for {railway}, drop it on {railway}&apos;s charter.</source>
        <translation>Um einen Zug für {railway} zu kaufen, lege ihn auf das Gesellschaftsblatt von {railway}.</translation>
    </message>
    <message>
        <source>Start {railway} at which par price?</source>
        <translation>Zu welchem Nennwert {railway} eröffnen?</translation>
    </message>
    <message>
        <source>Sell how many shares of {railway}?</source>
        <translation>Wie viele Aktien von {railway} verkaufen?</translation>
    </message>
    <message>
        <source>Buy the {train}-train outright, or trade in an old train?</source>
        <translation>Den Zug {train} voll bezahlen oder einen alten Zug in Zahlung geben?</translation>
    </message>
    <message>
        <source>1 share</source>
        <translation>1 Aktie</translation>
    </message>
    <message>
        <source>{count} shares</source>
        <translation>{count} Aktien</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Outright (${amount})</source>
        <translation>Voll bezahlen ({amount} $)</translation>
    </message>
    <message>
        <source>Trade in a {old} (${amount})</source>
        <translation>Zug {old} in Zahlung ({amount} $)</translation>
    </message>
    <message>
        <source>Pay out ${per}/share (you: ${mine}) → ${price}</source>
        <translation>{per} $/Aktie ausschütten (du: {mine} $) → {price} $</translation>
    </message>
    <message>
        <source>Pay out the run of ${amount}: ${per} a share, ${mine} to you; the token moves one column right (up at the right edge), the share price to ${price}.</source>
        <translation>Die Einnahmen von {amount} $ ausschütten: {per} $ pro Aktie, {mine} $ an dich; der Kursmarker zieht eine Spalte nach rechts (am rechten Rand nach oben), der Aktienkurs auf {price} $.</translation>
    </message>
    <message>
        <source>Withhold ${amount} (treasury) ← ${price}</source>
        <translation>{amount} $ einbehalten (Kasse) ← {price} $</translation>
    </message>
    <message>
        <source>Withhold the run: ${amount} to the railway&apos;s treasury, nothing to the shareholders; the token moves one column left (down at the left edge), the share price to ${price}.</source>
        <translation>Die Einnahmen einbehalten: {amount} $ in die Kasse der Gesellschaft, nichts an die Aktionäre; der Kursmarker zieht eine Spalte nach links (am linken Rand nach unten), der Aktienkurs auf {price} $.</translation>
    </message>
    <message>
        <source>↑ Level {level} (${amount}) · no train: price falls</source>
        <translation>↑ Stufe {level} ({amount} $) · kein Zug: Kurs fällt</translation>
    </message>
    <message>
        <source>Keep level {level} · no train: price falls</source>
        <translation>Stufe {level} beibehalten · kein Zug: Kurs fällt</translation>
    </message>
    <message>
        <source>{railway} has no train: right after this choice it runs for nothing, withholds, and its share price falls to ${price}. It buys a train only after it runs.</source>
        <translation>{railway} hat keinen Zug: Direkt nach dieser Wahl nimmt sie nichts ein, behält ein, und ihr Aktienkurs fällt auf {price} $. Einen Zug kauft sie erst nach den Einnahmen.</translation>
    </message>
    <message>
        <source>Anyone wants a share? Yes, buy one</source>
        <translation>„Will jemand eine Aktie?“ Ja, eine kaufen</translation>
    </message>
    <message>
        <source>Anyone wants a share? No, thank you</source>
        <translation>„Will jemand eine Aktie?“ Nein, danke</translation>
    </message>
    <message>
        <source>pass, end the turn, or buy no more trains</source>
        <translation>passen, den Spielzug beenden oder keine Züge mehr kaufen</translation>
    </message>
    <message>
        <source>offer that many treasury shares for re-issue (or answer the table&apos;s question)</source>
        <translation>so viele eigene Aktien zur Wiederausgabe anbieten (oder die Frage des Tisches beantworten)</translation>
    </message>
    <message>
        <source>raise the network level</source>
        <translation>die Netzstufe erhöhen</translation>
    </message>
    <message>
        <source>keep the network level</source>
        <translation>die Netzstufe beibehalten</translation>
    </message>
    <message>
        <source>pay the run out</source>
        <translation>die Einnahmen als Dividende ausschütten</translation>
    </message>
    <message>
        <source>withhold the run</source>
        <translation>die Einnahmen einbehalten</translation>
    </message>
    <message numerus="yes">
        <source>{seller} sells %n share(s) of {railway} at {price}.</source>
        <translation>
            <numerusform>{seller} verkauft %n Aktie von {railway} zu {price}.</numerusform>
            <numerusform>{seller} verkauft %n Aktien von {railway} zu {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) of {railway} on offer at {price}: when you are asked, drag one to your area (or click it) to buy it.</source>
        <translation>
            <numerusform>%n Aktie von {railway} im Angebot zu {price}: Wenn du gefragt wirst, ziehe sie in deinen Bereich (oder klicke sie an), um sie zu kaufen.</numerusform>
            <numerusform>%n Aktien von {railway} im Angebot zu {price}: Wenn du gefragt wirst, ziehe eine in deinen Bereich (oder klicke sie an), um sie zu kaufen.</numerusform>
        </translation>
    </message>
    <message>
        <source>On offer</source>
        <translation>Im Angebot</translation>
    </message>
    <message>
        <source>Game over: {players} won with {amount}.</source>
        <translation>Spiel vorbei: Sieg für {players} mit {amount}.</translation>
    </message>
    <message>
        <source>Anyone wants a share? {player} is deciding.</source>
        <translation>„Will jemand eine Aktie?“ {player} entscheidet.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} ist am Zug.</translation>
    </message>
    <message>
        <source>Re-issue: how many of {railway}&apos;s treasury shares do you offer this round?</source>
        <translation>Wiederausgabe: Wie viele eigene Aktien von {railway} bietest du in dieser Runde an?</translation>
    </message>
    <message>
        <source>Anyone wants a share? Buy one (Y) or pass (N).</source>
        <translation>„Will jemand eine Aktie?“ Kaufe eine (Y) oder passe (N).</translation>
    </message>
    <message>
        <source>{railway}: raise the network level (R) or keep it (K)?</source>
        <translation>{railway}: Netzstufe erhöhen (R) oder beibehalten (K)?</translation>
    </message>
    <message>
        <source>{railway} runs for {amount}: pay out (O) or withhold (W)?</source>
        <translation>{railway} bringt {amount} ein: ausschütten (O) oder einbehalten (W)?</translation>
    </message>
    <message>
        <source>{railway}: drag a train from the depot onto its charter to buy it, or buy no more (P).</source>
        <translation>{railway}: Ziehe einen Zug aus dem Zugdepot auf ihr Gesellschaftsblatt, um ihn zu kaufen, oder kaufe keine weiteren (P).</translation>
    </message>
    <message>
        <source>{railway} needs a train: sell shares to the pool (drag them there) to pay for it.</source>
        <translation>{railway} braucht einen Zug: Verkaufe Aktien an den Pool (ziehe sie dorthin), um ihn zu bezahlen.</translation>
    </message>
    <message>
        <source>Sell: drag certificates to the pool; then you may still buy one share.</source>
        <translation>Verkaufen: Ziehe Zertifikate in den Pool; danach darfst du noch eine Aktie kaufen.</translation>
    </message>
    <message>
        <source>Sell: drag certificates to the pool.</source>
        <translation>Verkaufen: Ziehe Zertifikate in den Pool.</translation>
    </message>
    <message>
        <source>Buy: drag a share to your area.</source>
        <translation>Kaufen: Ziehe eine Aktie in deinen Bereich.</translation>
    </message>
    <message>
        <source>Start a railway: drop its director&apos;s certificate on a par price.</source>
        <translation>Eine Gesellschaft eröffnen: Lege ihr Direktorzertifikat auf einen Nennwert.</translation>
    </message>
    <message>
        <source>Or end your turn (P).</source>
        <translation>Oder beende deinen Spielzug (P).</translation>
    </message>
    <message>
        <source>Nothing more to buy: end your turn (P).</source>
        <translation>Nichts mehr zu kaufen: Beende deinen Spielzug (P).</translation>
    </message>
    <message>
        <source>Or pass (P).</source>
        <translation>Oder passe (P).</translation>
    </message>
    <message>
        <source>Nothing to sell or buy: pass (P).</source>
        <translation>Nichts zu verkaufen oder zu kaufen: Passe (P).</translation>
    </message>
    <message>
        <source>{railway} must buy a train: drag one from the depot onto its charter.</source>
        <translation>{railway} muss einen Zug kaufen: Ziehe einen aus dem Zugdepot auf ihr Gesellschaftsblatt.</translation>
    </message>
    <message>
        <source>{railway} can buy no train now: buy no more (P).</source>
        <translation>{railway} kann jetzt keinen Zug kaufen: Kaufe keine weiteren (P).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <source>Final worth</source>
        <translation>Endvermögen</translation>
    </message>
    <message>
        <source>Game over after {n} operating rounds</source>
        <translation>Spiel vorbei nach {n} Betriebsrunden</translation>
    </message>
    <message>
        <source>SR {n}</source>
        <translation>SR {n}</translation>
    </message>
    <message>
        <source>OR {sr}.{n}</source>
        <translation>OR {sr}.{n}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
    <message>
        <source>The round: a stock round (SR), then a set of operating rounds (OR): one in phase 2, two in phases 3 and 4, three from phase 5.</source>
        <translation>Die Runde: eine Aktienrunde (SR), dann eine Folge von Betriebsrunden (OR): eine in Phase 2, zwei in den Phasen 3 und 4, drei ab Phase 5.</translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation>Bank {amount}</translation>
    </message>
    <message>
        <source>(broken)</source>
        <translation>(gebrochen)</translation>
    </message>
    <message>
        <source>The bank&apos;s cash. When it runs out the bank is broken: the game ends after that set of operating rounds.</source>
        <translation>Das Geld der Bank. Geht es aus, bricht die Bank: Das Spiel endet nach dieser Folge von Betriebsrunden.</translation>
    </message>
    <message>
        <source>Phase {phase}</source>
        <translation>Phase {phase}</translation>
    </message>
    <message>
        <source>The newest kind of train bought.</source>
        <translation>Die neueste gekaufte Zugsorte.</translation>
    </message>
    <message>
        <source>Priority deal: {player}</source>
        <translation>Prioritätskarte: {player}</translation>
    </message>
    <message>
        <source>The player who starts the next stock round.</source>
        <translation>Der Spieler, der die nächste Aktienrunde beginnt.</translation>
    </message>
    <message>
        <source>Each player&apos;s worth (cash plus shares) over the game</source>
        <translation>Das Vermögen jedes Spielers (Bargeld plus Aktien) im Lauf des Spiels</translation>
    </message>
    <message>
        <source>Worth after the start, every stock round (SR) and every operating round (OR).</source>
        <translation>Vermögen nach dem Start, nach jeder Aktienrunde (SR) und jeder Betriebsrunde (OR).</translation>
    </message>
    <message>
        <source>What just happened.</source>
        <translation>Was gerade passiert ist.</translation>
    </message>
    <message>
        <source>No train: {railway} runs for nothing, withholds and falls to {price}.</source>
        <translation>Kein Zug: {railway} nimmt nichts ein, behält ein und fällt auf {price}.</translation>
    </message>
    <message>
        <source>No train: {railways} run for nothing, withhold and fall.</source>
        <translation>Kein Zug: {railways} nehmen nichts ein, behalten ein und fallen.</translation>
    </message>
    <message>
        <source>{railways}: no train yet. Railways run before they buy trains, so in its next operating turn it withholds and its price falls.</source>
        <translation>{railways}: noch kein Zug. Gesellschaften fahren, bevor sie Züge kaufen; ist sie das nächste Mal in einer Betriebsrunde an der Reihe, behält sie also ein und ihr Kurs fällt.</translation>
    </message>
</context>
<context>
    <name>Stockpile</name>
    <message>
        <source>Advanced board (a track of its own for each company)</source>
        <translation>Fortgeschrittener Spielplan (eigene Kursleiste für jede Firma)</translation>
    </message>
    <message>
        <source>Each company climbs its own track, with its own start and split values; Stanford Steel pays $1K a share on its $ spaces.</source>
        <translation>Jede Firma steigt auf ihrer eigenen Kursleiste, mit eigenem Start- und Splitwert; Stanford Steel zahlt auf ihren $-Feldern $1K pro Aktie.</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Schuldscheine</translation>
    </message>
    <message>
        <source>Buy up to 3 notes each round: every note earns $1K a round and is paid back at the end.</source>
        <translation>Kaufe bis zu 3 Schuldscheine pro Runde: Jeder bringt $1K pro Runde und wird am Ende zurückgezahlt.</translation>
    </message>
    <message>
        <source>Commodities &amp; taxes</source>
        <translation>Rohstoffe &amp; Steuern</translation>
    </message>
    <message>
        <source>Commodity and tax cards join the stockpiles: sets of different commodities earn money at the end, taxes cost money.</source>
        <translation>Rohstoff- und Steuerkarten kommen auf die Aktienstapel: Sätze verschiedener Rohstoffe bringen am Ende Geld, Steuern kosten Geld.</translation>
    </message>
    <message>
        <source>Forecast dice</source>
        <translation>Prognosewürfel</translation>
    </message>
    <message>
        <source>Six dice pick each round&apos;s forecasts from 22 cards, so the forecasts change every round.</source>
        <translation>Sechs Würfel bestimmen jede Runde die Prognosen aus 22 Karten, daher ändern sich die Prognosen von Runde zu Runde.</translation>
    </message>
    <message>
        <source>Investment strategies</source>
        <translation>Investmentstrategien</translation>
    </message>
    <message>
        <source>A hand of strategy cards: once a round, in the Action Phase, play one for its effect (some cost money).</source>
        <translation>Eine Hand aus Strategiekarten: Einmal pro Runde spielst du in der Aktionsphase eine davon für ihre Wirkung (manche kosten Geld).</translation>
    </message>
    <message>
        <source>Investors</source>
        <translation>Investoren</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Choose one of two dealt</source>
        <translation>Einen von zwei ausgeteilten wählen</translation>
    </message>
    <message>
        <source>Investor auction</source>
        <translation>Investoren versteigern</translation>
    </message>
    <message>
        <source>Each player is an investor with a power for the whole game and their own starting money: kept from two dealt, or won in an auction.</source>
        <translation>Jeder Spieler ist ein Investor mit einer Fähigkeit für das ganze Spiel und eigenem Startgeld: aus zwei ausgeteilten behalten oder ersteigert.</translation>
    </message>
    <message>
        <source>First player card variant</source>
        <translation>Variante mit Startspielerkarte</translation>
    </message>
    <message>
        <source>The first player card is auctioned with a stockpile; its winner chooses who starts the next round.</source>
        <translation>Die Startspielerkarte wird mit einem Aktienstapel versteigert; wer sie gewinnt, bestimmt, wer die nächste Runde beginnt.</translation>
    </message>
    <message>
        <source>Players choose how many shares to show for a dividend</source>
        <translation>Spieler wählen, wie viele Aktien sie für eine Dividende zeigen</translation>
    </message>
    <message>
        <source>A dividend pays only the shares you show, so you may give up money to keep your holdings secret.</source>
        <translation>Eine Dividende zahlt nur für die Aktien, die du zeigst; du kannst also auf Geld verzichten, um deinen Besitz geheim zu halten.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>Stock Boom</source>
        <translation>Stock Boom</translation>
    </message>
    <message>
        <source>Stock Bust</source>
        <translation>Stock Bust</translation>
    </message>
    <message>
        <source>Trading Fee ${amount}K</source>
        <translation>Handelsgebühr ${amount}K</translation>
    </message>
    <message>
        <source>First Player Card</source>
        <translation>Startspielerkarte</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>face-up pair</source>
        <translation>offenes Paar</translation>
    </message>
    <message>
        <source>face-down pair</source>
        <translation>verdecktes Paar</translation>
    </message>
    <message>
        <source>{company} {forecast}</source>
        <translation>{company} {forecast}</translation>
    </message>
    <message>
        <source>an unknown pair</source>
        <translation>ein unbekanntes Paar</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Information Phase</source>
        <translation>Informationsphase</translation>
    </message>
    <message>
        <source>Supply Phase</source>
        <translation>Angebotsphase</translation>
    </message>
    <message>
        <source>Demand Phase</source>
        <translation>Nachfragephase</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <source>Selling Phase</source>
        <translation>Verkaufsphase</translation>
    </message>
    <message>
        <source>Movement Phase</source>
        <translation>Kursphase</translation>
    </message>
    <message>
        <source>{player} is the first player; the game lasts {rounds} rounds.</source>
        <translation>{player} ist Startspieler; das Spiel dauert {rounds} Runden.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; {player} is the first player.</source>
        <translation>Runde {round} von {rounds} beginnt; {player} ist Startspieler.</translation>
    </message>
    <message>
        <source>Round {round} ends.</source>
        <translation>Runde {round} endet.</translation>
    </message>
    <message>
        <source>Every player chooses an investor from the cards dealt.</source>
        <translation>Jeder Spieler wählt einen Investor aus den ausgeteilten Karten.</translation>
    </message>
    <message>
        <source>{player} has chosen an investor.</source>
        <translation>{player} hat einen Investor gewählt.</translation>
    </message>
    <message>
        <source>You chose {investor}.</source>
        <translation>Du hast {investor} gewählt.</translation>
    </message>
    <message>
        <source>{player} plays {investor} and starts with ${money}K.</source>
        <translation>{player} spielt {investor} und beginnt mit ${money}K.</translation>
    </message>
    <message>
        <source>Investor auction: every player puts an investor on a stockpile.</source>
        <translation>Investoren-Versteigerung: Jeder Spieler legt einen Investor auf einen Aktienstapel.</translation>
    </message>
    <message>
        <source>{player} offers {investor} on stockpile {pile}.</source>
        <translation>{player} bietet {investor} auf Aktienstapel {pile} an.</translation>
    </message>
    <message>
        <source>The investors are auctioned.</source>
        <translation>Die Investoren werden versteigert.</translation>
    </message>
    <message>
        <source>{player} wins {investor} with a bid of ${bid}K.</source>
        <translation>{player} ersteigert {investor} mit einem Gebot von ${bid}K.</translation>
    </message>
    <message>
        <source>Every player discards {count} investment strategy cards.</source>
        <translation>Jeder Spieler wirft {count} Investmentstrategie-Karten ab.</translation>
    </message>
    <message>
        <source>The investment strategy cards are ready.</source>
        <translation>Die Investmentstrategie-Karten sind bereit.</translation>
    </message>
    <message>
        <source>{player} buys promissory notes: {count} for ${amount}K.</source>
        <translation>{player} kauft Schuldscheine: {count} für ${amount}K.</translation>
    </message>
    <message>
        <source>{player} rolls the forecast dice: {faces}.</source>
        <translation>{player} würfelt mit den Prognosewürfeln: {faces}.</translation>
    </message>
    <message>
        <source>Forecast Phil: {player} picks a company card.</source>
        <translation>Forecast Phil: {player} wählt eine Firmenkarte.</translation>
    </message>
    <message>
        <source>Forecast Phil: {player} picks a forecast card.</source>
        <translation>Forecast Phil: {player} wählt eine Prognosekarte.</translation>
    </message>
    <message>
        <source>{player} receives insider information.</source>
        <translation>{player} erhält Insider-Informationen.</translation>
    </message>
    <message>
        <source>Your insider information: {pairs}.</source>
        <translation>Deine Insider-Informationen: {pairs}.</translation>
    </message>
    <message>
        <source>Public forecast: {pair}.</source>
        <translation>Öffentliche Prognose: {pair}.</translation>
    </message>
    <message>
        <source>You drew {cards}.</source>
        <translation>Du hast {cards} gezogen.</translation>
    </message>
    <message>
        <source>{player} places a card face down on stockpile {pile}; the others go face up on the other stockpiles.</source>
        <translation>{player} legt eine Karte verdeckt auf Aktienstapel {pile}; die übrigen kommen offen auf die anderen Aktienstapel.</translation>
    </message>
    <message>
        <source>The stockpiles start with {cards}.</source>
        <translation>Die Aktienstapel beginnen mit {cards}.</translation>
    </message>
    <message>
        <source>{player} receives {count} market cards.</source>
        <translation>{player} erhält {count} Marktkarten.</translation>
    </message>
    <message>
        <source>You receive {cards}.</source>
        <translation>Du erhältst {cards}.</translation>
    </message>
    <message>
        <source>{player} draws a card from the commercial deck.</source>
        <translation>{player} zieht eine Karte vom Handelsstapel.</translation>
    </message>
    <message>
        <source>{player} receives {count} investment strategy cards.</source>
        <translation>{player} erhält {count} Investmentstrategie-Karten.</translation>
    </message>
    <message>
        <source>{player} places {card} on stockpile {pile}.</source>
        <translation>{player} legt {card} auf Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>You place {card} on stockpile {pile}.</source>
        <translation>Du legst {card} auf Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>{player} places the First Player Card on stockpile {pile}.</source>
        <translation>{player} legt die Startspielerkarte auf Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>Wise Warren: {player} looks at stockpile {pile}.</source>
        <translation>Wise Warren: {player} sieht sich Aktienstapel {pile} an.</translation>
    </message>
    <message>
        <source>Stockpile {pile} hides {cards}.</source>
        <translation>Aktienstapel {pile} verbirgt {cards}.</translation>
    </message>
    <message>
        <source>Maverick Mark: {player} moves {card} from stockpile {pile} to stockpile {to_pile}.</source>
        <translation>Maverick Mark: {player} verschiebt {card} von Aktienstapel {pile} auf Aktienstapel {to_pile}.</translation>
    </message>
    <message>
        <source>Lazy Liliane: {player} receives ${amount}K.</source>
        <translation>Lazy Liliane: {player} erhält ${amount}K.</translation>
    </message>
    <message>
        <source>{player} bids ${amount}K on stockpile {pile}.</source>
        <translation>{player} bietet ${amount}K auf Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>{player} is outbid on stockpile {pile}.</source>
        <translation>{player} wird auf Aktienstapel {pile} überboten.</translation>
    </message>
    <message>
        <source>Mayknow Martha: {player} looks at an insider pair ({owner}).</source>
        <translation>Mayknow Martha: {player} sieht sich ein Insider-Paar an ({owner}).</translation>
    </message>
    <message>
        <source>{player} looks at an insider pair ({owner}).</source>
        <translation>{player} sieht sich ein Insider-Paar an ({owner}).</translation>
    </message>
    <message>
        <source>{owner}: {company} {forecast}.</source>
        <translation>{owner}: {company} {forecast}.</translation>
    </message>
    <message>
        <source>{player} pays ${amount}K for stockpile {pile}.</source>
        <translation>{player} zahlt ${amount}K für Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>You pay ${amount}K for stockpile {pile}: {cards}.</source>
        <translation>Du zahlst ${amount}K für Aktienstapel {pile}: {cards}.</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player} nimmt {card}.</translation>
    </message>
    <message>
        <source>Broker Bernie: {player} earns a trading fee of ${amount}K.</source>
        <translation>Broker Bernie: {player} kassiert eine Handelsgebühr von ${amount}K.</translation>
    </message>
    <message>
        <source>{player} pays a trading fee of ${amount}K.</source>
        <translation>{player} zahlt eine Handelsgebühr von ${amount}K.</translation>
    </message>
    <message>
        <source>{player} cannot pay a trading fee of ${amount}K yet.</source>
        <translation>{player} kann eine Handelsgebühr von ${amount}K noch nicht bezahlen.</translation>
    </message>
    <message>
        <source>{player} gives the First Player Card to {to}.</source>
        <translation>{player} gibt die Startspielerkarte an {to}.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {company}.</source>
        <translation>{player} spielt {card} auf {company}.</translation>
    </message>
    <message>
        <source>Crazy Cramer: {player} moves {company} by {delta}.</source>
        <translation>Crazy Cramer: {player} bewegt {company} um {delta}.</translation>
    </message>
    <message>
        <source>{player} moves {card} into the split portfolio.</source>
        <translation>{player} verschiebt {card} ins Split-Portfolio.</translation>
    </message>
    <message>
        <source>{player} moves {card} from the split portfolio back to the portfolio.</source>
        <translation>{player} verschiebt {card} aus dem Split-Portfolio zurück ins Portfolio.</translation>
    </message>
    <message>
        <source>{player} discards a {card} share.</source>
        <translation>{player} wirft eine Aktie {card} ab.</translation>
    </message>
    <message>
        <source>{player} plays {card} (cost ${cost}K).</source>
        <translation>{player} spielt {card} (Kosten ${cost}K).</translation>
    </message>
    <message>
        <source>{player} receives ${amount}K.</source>
        <translation>{player} erhält ${amount}K.</translation>
    </message>
    <message>
        <source>{player} shows shares of {companies}.</source>
        <translation>{player} zeigt Aktien von {companies}.</translation>
    </message>
    <message>
        <source>{player} returns a tax card to the box.</source>
        <translation>{player} legt eine Steuerkarte in die Schachtel zurück.</translation>
    </message>
    <message>
        <source>{player} gives up a promissory note.</source>
        <translation>{player} gibt einen Schuldschein ab.</translation>
    </message>
    <message>
        <source>{player} takes a {card} share from the discard pile.</source>
        <translation>{player} nimmt eine Aktie {card} vom Ablagestapel.</translation>
    </message>
    <message>
        <source>{player} reveals an insider pair ({owner}): {pair}.</source>
        <translation>{player} deckt ein Insider-Paar auf ({owner}): {pair}.</translation>
    </message>
    <message>
        <source>{player} declares a dividend on {company}: ${total}K paid in all.</source>
        <translation>{player} erklärt eine Dividende für {company}: insgesamt ${total}K ausgezahlt.</translation>
    </message>
    <message>
        <source>{player} puts Falsified Earnings on a forecast ({owner}).</source>
        <translation>{player} legt Falsified Earnings auf eine Prognose ({owner}).</translation>
    </message>
    <message>
        <source>{player} discards {card} unused.</source>
        <translation>{player} wirft {card} ungenutzt ab.</translation>
    </message>
    <message>
        <source>{player} gives up a {card} commodity.</source>
        <translation>{player} gibt den Rohstoff {card} ab.</translation>
    </message>
    <message>
        <source>{player} sells {card} for ${amount}K.</source>
        <translation>{player} verkauft {card} für ${amount}K.</translation>
    </message>
    <message>
        <source>{player} sells a split {card} share for ${amount}K.</source>
        <translation>{player} verkauft eine gesplittete Aktie {card} für ${amount}K.</translation>
    </message>
    <message>
        <source>{player} sells half of a split {card} share for ${amount}K.</source>
        <translation>{player} verkauft die Hälfte einer gesplitteten Aktie {card} für ${amount}K.</translation>
    </message>
    <message>
        <source>Shorting Soros: {player} sells {card} for ${amount}K.</source>
        <translation>Shorting Soros: {player} verkauft {card} für ${amount}K.</translation>
    </message>
    <message>
        <source>Bailout Barack: {player} buys {card} from the discard pile for ${amount}K.</source>
        <translation>Bailout Barack: {player} kauft {card} vom Ablagestapel für ${amount}K.</translation>
    </message>
    <message>
        <source>Forecast revealed ({owner}): {pair}.</source>
        <translation>Prognose aufgedeckt ({owner}): {pair}.</translation>
    </message>
    <message>
        <source>Forecast revealed ({owner}): {pair}, with Falsified Earnings.</source>
        <translation>Prognose aufgedeckt ({owner}): {pair}, mit Falsified Earnings.</translation>
    </message>
    <message>
        <source>{company} pays a dividend of ${amount}K per share.</source>
        <translation>{company} zahlt eine Dividende von ${amount}K pro Aktie.</translation>
    </message>
    <message>
        <source>{player} shows shares: {normal}, split shares: {split} (${amount}K).</source>
        <translation>{player} zeigt Aktien: {normal}, gesplittete Aktien: {split} (${amount}K).</translation>
    </message>
    <message>
        <source>{player} moves shares into the split portfolio: {moved}, and earns ${bonus}K.</source>
        <translation>{player} verschiebt Aktien ins Split-Portfolio: {moved}, und erhält ${bonus}K.</translation>
    </message>
    <message>
        <source>{player} loses shares: {count}.</source>
        <translation>{player} verliert Aktien: {count}.</translation>
    </message>
    <message>
        <source>Majority in {company}: +${amount}K for {players}.</source>
        <translation>Mehrheit bei {company}: +${amount}K für {players}.</translation>
    </message>
    <message>
        <source>The game is over. Highest total, ${amount}K: {players}.</source>
        <translation>Das Spiel ist vorbei. Höchste Summe, ${amount}K: {players}.</translation>
    </message>
    <message>
        <source>That is not a move of this step of the {phase} Phase.</source>
        <translation>Das ist kein Zug dieses Schritts der Phase „{phase}“.</translation>
    </message>
    <message>
        <source>That card or place is not one you may use in this step of the {phase} Phase.</source>
        <translation>Diese Karte oder diesen Platz darfst du in diesem Schritt der Phase „{phase}“ nicht verwenden.</translation>
    </message>
    <message>
        <source>Buy promissory notes: {count}</source>
        <translation>Schuldscheine kaufen: {count}</translation>
    </message>
    <message>
        <source>Show shares: {normal}, split shares: {split}</source>
        <translation>Aktien zeigen: {normal}, gesplittete Aktien: {split}</translation>
    </message>
    <message>
        <source>{company} is now at {value}.</source>
        <translation>{company} steht jetzt bei {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Illicit Ivan: {player} draws %n more strategy card(s).</source>
        <translation>
            <numerusform>Illicit Ivan: {player} zieht %n weitere Strategiekarte.</numerusform>
            <numerusform>Illicit Ivan: {player} zieht %n weitere Strategiekarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Royal Robins: {player} draws %n card(s) for the stockpiles.</source>
        <translation>
            <numerusform>Royal Robins: {player} zieht %n Karte für die Aktienstapel.</numerusform>
            <numerusform>Royal Robins: {player} zieht %n Karten für die Aktienstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{company} pays $1K per share as it climbs.</source>
        <translation>{company} zahlt beim Steigen $1K pro Aktie.</translation>
    </message>
    <message>
        <source>{company} splits!</source>
        <translation>{company} splittet!</translation>
    </message>
    <message>
        <source>{company} goes bankrupt and starts again at its start value.</source>
        <translation>{company} geht pleite und beginnt wieder bei ihrem Startwert.</translation>
    </message>
    <message>
        <source>{player} receives ${amount}K interest.</source>
        <translation>{player} erhält ${amount}K Zinsen.</translation>
    </message>
    <message>
        <source>Lucrative Li: {player} receives ${amount}K extra interest.</source>
        <translation>Lucrative Li: {player} erhält ${amount}K zusätzliche Zinsen.</translation>
    </message>
    <message>
        <source>Opulent Oprah: {player} gives ${amount}K to {to}.</source>
        <translation>Opulent Oprah: {player} gibt {to} ${amount}K.</translation>
    </message>
    <message>
        <source>Socialist Sanders: {player} takes ${amount}K from {richest}.</source>
        <translation>Socialist Sanders: {player} nimmt {richest} ${amount}K ab.</translation>
    </message>
    <message>
        <source>Socialist Sanders: {player} gives ${amount}K to {poorest}.</source>
        <translation>Socialist Sanders: {player} gibt {poorest} ${amount}K.</translation>
    </message>
    <message>
        <source>Your other meeple is already on that bid track.</source>
        <translation>Deine andere Figur steht schon auf dieser Gebotsleiste.</translation>
    </message>
    <message>
        <source>A bid must lie further along the track than the bid it beats.</source>
        <translation>Ein Gebot muss weiter auf der Leiste liegen als das Gebot, das es überbietet.</translation>
    </message>
    <message>
        <source>Cunning Carlos&apos;s blocker covers that space: outbid him by at least two spaces.</source>
        <translation>Der Blocker von Cunning Carlos deckt dieses Feld: Überbiete ihn um mindestens zwei Felder.</translation>
    </message>
    <message>
        <source>You cannot pay that much: your money is public and limits you.</source>
        <translation>So viel kannst du nicht zahlen: Dein Geld ist öffentlich und begrenzt dich.</translation>
    </message>
    <message>
        <source>You may not bid more for an investor than its starting money.</source>
        <translation>Du darfst für einen Investor nicht mehr bieten als sein Startgeld.</translation>
    </message>
    <message>
        <source>Play every Stock Boom and Stock Bust you won this round first.</source>
        <translation>Spiele zuerst jeden Stock Boom und Stock Bust, den du in dieser Runde gewonnen hast.</translation>
    </message>
    <message>
        <source>You may buy at most 3 promissory notes a round.</source>
        <translation>Du darfst höchstens 3 Schuldscheine pro Runde kaufen.</translation>
    </message>
    <message>
        <source>That card&apos;s effect cannot be carried out now.</source>
        <translation>Die Wirkung dieser Karte kann jetzt nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>Place one card face up and the other face down (Secretive Stuart may place both face down).</source>
        <translation>Lege eine Karte offen und die andere verdeckt (Secretive Stuart darf beide verdeckt legen).</translation>
    </message>
    <message>
        <source>Your two commercial cards go on different stockpiles.</source>
        <translation>Deine beiden Handelskarten kommen auf verschiedene Aktienstapel.</translation>
    </message>
    <message>
        <source>Shorting Soros sells only one share a round for $8K.</source>
        <translation>Shorting Soros verkauft nur eine Aktie pro Runde für $8K.</translation>
    </message>
    <message>
        <source>Only Shorting Soros sells a share for $8K.</source>
        <translation>Nur Shorting Soros verkauft eine Aktie für $8K.</translation>
    </message>
    <message>
        <source>Systemic Shock moves three different companies.</source>
        <translation>Systemic Shock bewegt drei verschiedene Firmen.</translation>
    </message>
    <message>
        <source>Only one investment strategy card per round (two for Illicit Ivan).</source>
        <translation>Nur eine Investmentstrategie-Karte pro Runde (zwei für Illicit Ivan).</translation>
    </message>
    <message>
        <source>Choose {investor}</source>
        <translation>{investor} wählen</translation>
    </message>
    <message>
        <source>Offer {investor} on stockpile {pile}</source>
        <translation>{investor} auf Aktienstapel {pile} anbieten</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>Buy no promissory notes</source>
        <translation>Keine Schuldscheine kaufen</translation>
    </message>
    <message>
        <source>Pick {card}</source>
        <translation>{card} wählen</translation>
    </message>
    <message>
        <source>Place {card} face up on stockpile {pile}</source>
        <translation>{card} offen auf Aktienstapel {pile} legen</translation>
    </message>
    <message>
        <source>Place {card} face down on stockpile {pile}</source>
        <translation>{card} verdeckt auf Aktienstapel {pile} legen</translation>
    </message>
    <message>
        <source>Place the First Player Card on stockpile {pile}</source>
        <translation>Startspielerkarte auf Aktienstapel {pile} legen</translation>
    </message>
    <message>
        <source>Look at stockpile {pile}</source>
        <translation>Aktienstapel {pile} ansehen</translation>
    </message>
    <message>
        <source>Move a card from stockpile {pile} to stockpile {to_pile}</source>
        <translation>Eine Karte von Aktienstapel {pile} auf Aktienstapel {to_pile} verschieben</translation>
    </message>
    <message>
        <source>Bid ${amount}K on stockpile {pile}</source>
        <translation>${amount}K auf Aktienstapel {pile} bieten</translation>
    </message>
    <message>
        <source>Choose an insider pair ({owner})</source>
        <translation>Ein Insider-Paar wählen ({owner})</translation>
    </message>
    <message>
        <source>Give the First Player Card to {player}</source>
        <translation>Startspielerkarte an {player} geben</translation>
    </message>
    <message>
        <source>Play {card} on {company}</source>
        <translation>{card} auf {company} spielen</translation>
    </message>
    <message>
        <source>Use {investor}</source>
        <translation>{investor} einsetzen</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <source>Choose {card}</source>
        <translation>{card} wählen</translation>
    </message>
    <message>
        <source>Choose {company}</source>
        <translation>{company} wählen</translation>
    </message>
    <message>
        <source>Move {company} by {delta}</source>
        <translation>{company} um {delta} bewegen</translation>
    </message>
    <message>
        <source>Sell {card}</source>
        <translation>{card} verkaufen</translation>
    </message>
    <message>
        <source>Sell a split {card} share</source>
        <translation>Eine gesplittete Aktie {card} verkaufen</translation>
    </message>
    <message>
        <source>Sell half of a split {card} share</source>
        <translation>Die Hälfte einer gesplitteten Aktie {card} verkaufen</translation>
    </message>
    <message>
        <source>Sell {card} for $8K (Shorting Soros)</source>
        <translation>{card} für $8K verkaufen (Shorting Soros)</translation>
    </message>
    <message>
        <source>Give $2K to {player}</source>
        <translation>{player} $2K geben</translation>
    </message>
    <message>
        <source>Give $1K each to {a} and {b}</source>
        <translation>{a} und {b} je $1K geben</translation>
    </message>
    <message>
        <source>Choose your investor</source>
        <translation>Deinen Investor wählen</translation>
    </message>
    <message>
        <source>Offer an investor on a stockpile</source>
        <translation>Einen Investor auf einem Aktienstapel anbieten</translation>
    </message>
    <message>
        <source>Discard an investment strategy card</source>
        <translation>Eine Investmentstrategie-Karte abwerfen</translation>
    </message>
    <message>
        <source>Buy promissory notes (or none)</source>
        <translation>Schuldscheine kaufen (oder keine)</translation>
    </message>
    <message>
        <source>Forecast Phil: pick a company or forecast card</source>
        <translation>Forecast Phil: eine Firmen- oder Prognosekarte wählen</translation>
    </message>
    <message>
        <source>Place a market card on a stockpile (one face up, one face down)</source>
        <translation>Eine Marktkarte auf einen Aktienstapel legen (eine offen, eine verdeckt)</translation>
    </message>
    <message>
        <source>Place a commercial card on a stockpile</source>
        <translation>Eine Handelskarte auf einen Aktienstapel legen</translation>
    </message>
    <message>
        <source>Place the First Player Card on a stockpile</source>
        <translation>Die Startspielerkarte auf einen Aktienstapel legen</translation>
    </message>
    <message>
        <source>Wise Warren: look at a stockpile</source>
        <translation>Wise Warren: einen Aktienstapel ansehen</translation>
    </message>
    <message>
        <source>Maverick Mark: move a card to another stockpile</source>
        <translation>Maverick Mark: eine Karte auf einen anderen Aktienstapel verschieben</translation>
    </message>
    <message>
        <source>Bid on a stockpile</source>
        <translation>Auf einen Aktienstapel bieten</translation>
    </message>
    <message>
        <source>Choose an insider pair</source>
        <translation>Ein Insider-Paar wählen</translation>
    </message>
    <message>
        <source>Give the First Player Card to a player</source>
        <translation>Die Startspielerkarte einem Spieler geben</translation>
    </message>
    <message>
        <source>Play a Stock Boom or Stock Bust on a company</source>
        <translation>Ein Stock Boom oder Stock Bust auf eine Firma spielen</translation>
    </message>
    <message>
        <source>Use your investor&apos;s power</source>
        <translation>Die Fähigkeit deines Investors nutzen</translation>
    </message>
    <message>
        <source>Play an investment strategy card</source>
        <translation>Eine Investmentstrategie-Karte spielen</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Eine Karte wählen</translation>
    </message>
    <message>
        <source>Choose a company</source>
        <translation>Eine Firma wählen</translation>
    </message>
    <message>
        <source>Sell a share</source>
        <translation>Eine Aktie verkaufen</translation>
    </message>
    <message>
        <source>Show shares for the dividend</source>
        <translation>Aktien für die Dividende zeigen</translation>
    </message>
    <message>
        <source>Opulent Oprah: give money away</source>
        <translation>Opulent Oprah: Geld verschenken</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Deinen Zug beenden</translation>
    </message>
    <message>
        <source>stockpile {pile}</source>
        <translation>Aktienstapel {pile}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>You are the first player; the game lasts {rounds} rounds.</source>
        <translation>Du bist Startspieler; das Spiel dauert {rounds} Runden.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; you are the first player.</source>
        <translation>Runde {round} von {rounds} beginnt; du bist Startspieler.</translation>
    </message>
    <message>
        <source>You have chosen an investor.</source>
        <translation>Du hast einen Investor gewählt.</translation>
    </message>
    <message>
        <source>You play {investor} and start with ${money}K.</source>
        <translation>Du spielst {investor} und beginnst mit ${money}K.</translation>
    </message>
    <message>
        <source>You offer {investor} on stockpile {pile}.</source>
        <translation>Du bietest {investor} auf Aktienstapel {pile} an.</translation>
    </message>
    <message>
        <source>You win {investor} with a bid of ${bid}K.</source>
        <translation>Du ersteigerst {investor} mit einem Gebot von ${bid}K.</translation>
    </message>
    <message>
        <source>You buy promissory notes: {count} for ${amount}K.</source>
        <translation>Du kaufst Schuldscheine: {count} für ${amount}K.</translation>
    </message>
    <message>
        <source>You roll the forecast dice: {faces}.</source>
        <translation>Du würfelst mit den Prognosewürfeln: {faces}.</translation>
    </message>
    <message>
        <source>You receive insider information.</source>
        <translation>Du erhältst Insider-Informationen.</translation>
    </message>
    <message>
        <source>You receive {count} market cards.</source>
        <translation>Du erhältst {count} Marktkarten.</translation>
    </message>
    <message>
        <source>You draw a card from the commercial deck.</source>
        <translation>Du ziehst eine Karte vom Handelsstapel.</translation>
    </message>
    <message>
        <source>You receive {count} investment strategy cards.</source>
        <translation>Du erhältst {count} Investmentstrategie-Karten.</translation>
    </message>
    <message>
        <source>You place the First Player Card on stockpile {pile}.</source>
        <translation>Du legst die Startspielerkarte auf Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>You bid ${amount}K on stockpile {pile}.</source>
        <translation>Du bietest ${amount}K auf Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>You are outbid on stockpile {pile}.</source>
        <translation>Du wirst auf Aktienstapel {pile} überboten.</translation>
    </message>
    <message>
        <source>You look at an insider pair ({owner}).</source>
        <translation>Du siehst dir ein Insider-Paar an ({owner}).</translation>
    </message>
    <message>
        <source>You pay ${amount}K for stockpile {pile}.</source>
        <translation>Du zahlst ${amount}K für Aktienstapel {pile}.</translation>
    </message>
    <message>
        <source>You take {card}.</source>
        <translation>Du nimmst {card}.</translation>
    </message>
    <message>
        <source>You pay a trading fee of ${amount}K.</source>
        <translation>Du zahlst eine Handelsgebühr von ${amount}K.</translation>
    </message>
    <message>
        <source>You cannot pay a trading fee of ${amount}K yet.</source>
        <translation>Du kannst eine Handelsgebühr von ${amount}K noch nicht bezahlen.</translation>
    </message>
    <message>
        <source>You give the First Player Card to {to}.</source>
        <translation>Du gibst die Startspielerkarte an {to}.</translation>
    </message>
    <message>
        <source>You play {card} on {company}.</source>
        <translation>Du spielst {card} auf {company}.</translation>
    </message>
    <message>
        <source>You move {card} into the split portfolio.</source>
        <translation>Du verschiebst {card} ins Split-Portfolio.</translation>
    </message>
    <message>
        <source>You discard a {card} share.</source>
        <translation>Du wirfst eine Aktie {card} ab.</translation>
    </message>
    <message>
        <source>You play {card} (cost ${cost}K).</source>
        <translation>Du spielst {card} (Kosten ${cost}K).</translation>
    </message>
    <message>
        <source>You receive ${amount}K.</source>
        <translation>Du erhältst ${amount}K.</translation>
    </message>
    <message>
        <source>You show shares of {companies}.</source>
        <translation>Du zeigst Aktien von {companies}.</translation>
    </message>
    <message>
        <source>You discard {card} unused.</source>
        <translation>Du wirfst {card} ungenutzt ab.</translation>
    </message>
    <message>
        <source>You sell {card} for ${amount}K.</source>
        <translation>Du verkaufst {card} für ${amount}K.</translation>
    </message>
    <message>
        <source>You sell a split {card} share for ${amount}K.</source>
        <translation>Du verkaufst eine gesplittete Aktie {card} für ${amount}K.</translation>
    </message>
    <message>
        <source>You sell half of a split {card} share for ${amount}K.</source>
        <translation>Du verkaufst die Hälfte einer gesplitteten Aktie {card} für ${amount}K.</translation>
    </message>
    <message>
        <source>You show shares: {normal}, split shares: {split} (${amount}K).</source>
        <translation>Du zeigst Aktien: {normal}, gesplittete Aktien: {split} (${amount}K).</translation>
    </message>
    <message>
        <source>You move shares into the split portfolio: {moved}, and earn ${bonus}K.</source>
        <translation>Du verschiebst Aktien ins Split-Portfolio: {moved}, und erhältst ${bonus}K.</translation>
    </message>
    <message>
        <source>You lose shares: {count}.</source>
        <translation>Du verlierst Aktien: {count}.</translation>
    </message>
    <message>
        <source>You receive ${amount}K interest.</source>
        <translation>Du erhältst ${amount}K Zinsen.</translation>
    </message>
</context>
<context>
    <name>StockpileTable</name>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Nachfrage</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Selling</source>
        <translation>Verkauf</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Kurse</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>+$1K per company you hold, each round</source>
        <translation>+$1K pro Firma in deinem Besitz, jede Runde</translation>
    </message>
    <message>
        <source>Buys a discarded share for $2K less</source>
        <translation>Kauft eine abgeworfene Aktie $2K billiger</translation>
    </message>
    <message>
        <source>No power: starts with the most money</source>
        <translation>Keine Fähigkeit: beginnt mit dem meisten Geld</translation>
    </message>
    <message>
        <source>Trading fees pay him instead</source>
        <translation>Handelsgebühren gehen an ihn</translation>
    </message>
    <message>
        <source>Bids cost less (low bids pay her)</source>
        <translation>Gebote kosten weniger (niedrige Gebote bringen ihr Geld)</translation>
    </message>
    <message>
        <source>Pays a share to move one into split</source>
        <translation>Zahlt eine Aktie, um eine ins Split-Portfolio zu legen</translation>
    </message>
    <message>
        <source>Moves one company 1 space a round</source>
        <translation>Bewegt eine Firma pro Runde um 1 Feld</translation>
    </message>
    <message>
        <source>His blocker: outbid him by 2 spaces</source>
        <translation>Sein Blocker: überbiete ihn um 2 Felder</translation>
    </message>
    <message>
        <source>+$1K per commodity, each round</source>
        <translation>+$1K pro Rohstoff, jede Runde</translation>
    </message>
    <message>
        <source>Pays the bid space below his own</source>
        <translation>Zahlt das Gebotsfeld unter seinem eigenen</translation>
    </message>
    <message>
        <source>Extra $1K dividend on a company</source>
        <translation>$1K Zusatzdividende auf eine Firma</translation>
    </message>
    <message>
        <source>Picks his company or forecast card</source>
        <translation>Wählt seine Firmen- oder Prognosekarte</translation>
    </message>
    <message>
        <source>+$1K per share sold</source>
        <translation>+$1K pro verkaufter Aktie</translation>
    </message>
    <message>
        <source>Two strategy cards a round</source>
        <translation>Zwei Strategiekarten pro Runde</translation>
    </message>
    <message>
        <source>+$5K a round; outbid costs $1K</source>
        <translation>+$5K pro Runde; überboten werden kostet $1K</translation>
    </message>
    <message>
        <source>Extra interest on promissory notes</source>
        <translation>Zusätzliche Zinsen auf Schuldscheine</translation>
    </message>
    <message>
        <source>Moves a card between stockpiles</source>
        <translation>Verschiebt eine Karte zwischen Aktienstapeln</translation>
    </message>
    <message>
        <source>Looks at an insider pair</source>
        <translation>Sieht sich ein Insider-Paar an</translation>
    </message>
    <message>
        <source>+$1K for every bid</source>
        <translation>+$1K für jedes Gebot</translation>
    </message>
    <message>
        <source>Gives $2K away each round</source>
        <translation>Verschenkt jede Runde $2K</translation>
    </message>
    <message>
        <source>Seeds the stockpiles himself</source>
        <translation>Legt die Aktienstapel selbst an</translation>
    </message>
    <message>
        <source>May place both cards face down</source>
        <translation>Darf beide Karten verdeckt legen</translation>
    </message>
    <message>
        <source>Sells one share a round for $8K</source>
        <translation>Verkauft eine Aktie pro Runde für $8K</translation>
    </message>
    <message>
        <source>Takes $2K from the richest player</source>
        <translation>Nimmt dem reichsten Spieler $2K ab</translation>
    </message>
    <message>
        <source>Sells again after everyone</source>
        <translation>Verkauft nach allen anderen noch einmal</translation>
    </message>
    <message>
        <source>Looks at one stockpile&apos;s hidden cards</source>
        <translation>Sieht sich die verdeckten Karten eines Aktienstapels an</translation>
    </message>
    <message>
        <source>{face} falsified</source>
        <translation>{face} gefälscht</translation>
    </message>
    <message>
        <source>Round {r}: the Movement Phase</source>
        <translation>Runde {r}: die Kursphase</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Forecasts</source>
        <translation>Prognosen</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation>Dividende</translation>
    </message>
    <message>
        <source>board, face up</source>
        <translation>Spielplan, offen</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>pleite</translation>
    </message>
    <message>
        <source>${n}K a share</source>
        <translation>${n}K pro Aktie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>Who gained what</source>
        <translation>Wer was gewonnen hat</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Majorities</source>
        <translation>Mehrheiten</translation>
    </message>
    <message>
        <source>Liquidation</source>
        <translation>Liquidation</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Schuldscheine</translation>
    </message>
    <message>
        <source>Commodities</source>
        <translation>Rohstoffe</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Steuern</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>{player}&apos;s colour</source>
        <translation>Farbe von {player}</translation>
    </message>
    <message>
        <source>goods {k} · tax {t}</source>
        <translation>Rohstoffe {k} · Steuern {t}</translation>
    </message>
    <message>
        <source>notes {n}</source>
        <translation>Schuldscheine {n}</translation>
    </message>
    <message>
        <source>strategies {n}</source>
        <translation>Strategien {n}</translation>
    </message>
    <message>
        <source>fees owed {n}</source>
        <translation>offene Gebühren {n}</translation>
    </message>
    <message>
        <source>An investor not yet revealed</source>
        <translation>Ein noch nicht aufgedeckter Investor</translation>
    </message>
    <message>
        <source>Portfolio</source>
        <translation>Portfolio</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>{company}: {n} known</source>
        <translation>{company}: {n} bekannt</translation>
    </message>
    <message>
        <source>{name} (investor): {power}</source>
        <translation>{name} (Investor): {power}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Falsified Earnings on this forecast</source>
        <translation>Falsified Earnings auf dieser Prognose</translation>
    </message>
    <message>
        <source>{company}: ${value}K (space {n})</source>
        <translation>{company}: ${value}K (Feld {n})</translation>
    </message>
    <message>
        <source>Forecast for {company} ({owner}): {face}</source>
        <translation>Prognose für {company} ({owner}): {face}</translation>
    </message>
    <message>
        <source>Round {r} of {n}</source>
        <translation>Runde {r} von {n}</translation>
    </message>
    <message>
        <source>First player: {player}</source>
        <translation>Startspieler: {player}</translation>
    </message>
    <message>
        <source>Board forecasts (first: face up)</source>
        <translation>Prognosen auf dem Spielplan (erste: offen)</translation>
    </message>
    <message>
        <source>Board forecasts</source>
        <translation>Prognosen auf dem Spielplan</translation>
    </message>
    <message>
        <source>Market deck: {n}</source>
        <translation>Marktstapel: {n}</translation>
    </message>
    <message>
        <source>Dice: {faces}</source>
        <translation>Würfel: {faces}</translation>
    </message>
    <message>
        <source>Note price ${p}K, left {n}</source>
        <translation>Schuldschein ${p}K, übrig {n}</translation>
    </message>
    <message>
        <source>Commercial deck: {n}</source>
        <translation>Handelsstapel: {n}</translation>
    </message>
    <message>
        <source>Discard: {n}</source>
        <translation>Ablage: {n}</translation>
    </message>
    <message>
        <source>Shares in the discard pile: {list}</source>
        <translation>Aktien auf dem Ablagestapel: {list}</translation>
    </message>
    <message>
        <source>Stockpile {n}</source>
        <translation>Aktienstapel {n}</translation>
    </message>
    <message>
        <source>Pile {n}</source>
        <translation>Stapel {n}</translation>
    </message>
    <message>
        <source>{up} face up, {down} face down</source>
        <translation>{up} offen, {down} verdeckt</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>{card} (face down; you know it)</source>
        <translation>{card} (verdeckt; du kennst sie)</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <source>{player} bids ${amount}K</source>
        <translation>{player} bietet ${amount}K</translation>
    </message>
    <message>
        <source>Notes: {n}</source>
        <translation>Schuldscheine: {n}</translation>
    </message>
    <message>
        <source>Fees owed: {n}</source>
        <translation>Offene Gebühren: {n}</translation>
    </message>
    <message>
        <source>Your cards to place</source>
        <translation>Deine Karten zum Auslegen</translation>
    </message>
    <message>
        <source>Your draw</source>
        <translation>Deine gezogenen Karten</translation>
    </message>
    <message>
        <source>Commercial card</source>
        <translation>Handelskarte</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Choose an investor</source>
        <translation>Investor wählen</translation>
    </message>
    <message>
        <source>Offer an investor</source>
        <translation>Investor anbieten</translation>
    </message>
    <message>
        <source>Boom / Bust</source>
        <translation>Boom / Bust</translation>
    </message>
    <message>
        <source>Stock Boom / Bust: drag onto a company&apos;s track</source>
        <translation>Stock Boom / Bust: auf die Kursleiste einer Firma ziehen</translation>
    </message>
    <message>
        <source>Hover a card to read its effect; click it to play it in the Action Phase.</source>
        <translation>Zeige mit der Maus auf eine Karte, um ihre Wirkung zu lesen; klicke sie in der Aktionsphase an, um sie zu spielen.</translation>
    </message>
    <message>
        <source>You will be the first player next round</source>
        <translation>Du bist in der nächsten Runde Startspieler</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Deine Farbe</translation>
    </message>
    <message>
        <source>one face up, one face down</source>
        <translation>eine offen, eine verdeckt</translation>
    </message>
    <message>
        <source>one face up, one down (or both down)</source>
        <translation>eine offen, eine verdeckt (oder beide verdeckt)</translation>
    </message>
    <message>
        <source>keyboard: next card face down (D)</source>
        <translation>Tastatur: nächste Karte verdeckt (D)</translation>
    </message>
    <message>
        <source>Your insider</source>
        <translation>Insider-Info</translation>
    </message>
    <message>
        <source>Press D again to place face up</source>
        <translation>Drücke D noch einmal, um offen zu legen</translation>
    </message>
    <message>
        <source>Split portfolio (×2)</source>
        <translation>Split-Portfolio (×2)</translation>
    </message>
    <message>
        <source>{company} ×{n} (value ${value}K)</source>
        <translation>{company} ×{n} (Wert ${value}K)</translation>
    </message>
    <message>
        <source>Investment strategies: {n}</source>
        <translation>Investmentstrategien: {n}</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>Warten auf {player} …</translation>
    </message>
    <message>
        <source>Choose the investor you will play (click a card).</source>
        <translation>Wähle den Investor, mit dem du spielst (klicke eine Karte an).</translation>
    </message>
    <message>
        <source>Drag an investor onto an empty stockpile to auction it.</source>
        <translation>Ziehe einen Investor auf einen leeren Aktienstapel, um ihn zu versteigern.</translation>
    </message>
    <message>
        <source>Bid for an investor: drag your meeple onto a lit space.</source>
        <translation>Biete für einen Investor: Ziehe deine Figur auf ein beleuchtetes Feld.</translation>
    </message>
    <message>
        <source>Click an investment strategy card to discard it.</source>
        <translation>Klicke eine Investmentstrategie-Karte an, um sie abzuwerfen.</translation>
    </message>
    <message>
        <source>Buy promissory notes for ${p}K each (interest $1K a round).</source>
        <translation>Kaufe Schuldscheine für je ${p}K (Zinsen $1K pro Runde).</translation>
    </message>
    <message>
        <source>Forecast Phil: pick the company or forecast card you will get.</source>
        <translation>Forecast Phil: Wähle die Firmen- oder Prognosekarte, die du bekommst.</translation>
    </message>
    <message>
        <source>Royal Robins: drag the card you place face down onto a stockpile; the others go face up.</source>
        <translation>Royal Robins: Ziehe die Karte, die du verdeckt legst, auf einen Aktienstapel; die übrigen kommen offen dazu.</translation>
    </message>
    <message>
        <source>Drag your commercial card onto a stockpile (face up).</source>
        <translation>Ziehe deine Handelskarte auf einen Aktienstapel (offen).</translation>
    </message>
    <message>
        <source>Drag the First Player Card onto a stockpile.</source>
        <translation>Ziehe die Startspielerkarte auf einen Aktienstapel.</translation>
    </message>
    <message>
        <source>Use your investor&apos;s power before the auction, or pass.</source>
        <translation>Setze die Fähigkeit deines Investors vor der Versteigerung ein oder passe.</translation>
    </message>
    <message>
        <source>Drag your meeple onto a lit space of a bid track.</source>
        <translation>Ziehe deine Figur auf ein beleuchtetes Feld einer Gebotsleiste.</translation>
    </message>
    <message>
        <source>Give the First Player Card to a player.</source>
        <translation>Gib die Startspielerkarte einem Spieler.</translation>
    </message>
    <message>
        <source>Drag each Stock Boom/Bust onto a company&apos;s track; play strategy cards or powers; then end your turn.</source>
        <translation>Ziehe jeden Stock Boom/Bust auf die Kursleiste einer Firma; spiele Strategiekarten oder Fähigkeiten; beende dann deinen Zug.</translation>
    </message>
    <message>
        <source>Drag shares onto the sell area, a split share onto your portfolio to sell half; then end your turn.</source>
        <translation>Ziehe Aktien auf den Verkaufsbereich, eine gesplittete Aktie auf dein Portfolio, um die Hälfte zu verkaufen; beende dann deinen Zug.</translation>
    </message>
    <message>
        <source>Bailout Barack: buy a share from the discard pile, or pass.</source>
        <translation>Bailout Barack: Kaufe eine Aktie vom Ablagestapel oder passe.</translation>
    </message>
    <message>
        <source>Drag a card onto a stockpile: its left column face up, its right column face down.</source>
        <translation>Ziehe eine Karte auf einen Aktienstapel: linke Spalte offen, rechte Spalte verdeckt.</translation>
    </message>
    <message>
        <source>Hidden dividends: how many shares do you show (portfolio + split portfolio)?</source>
        <translation>Verdeckte Dividenden: Wie viele Aktien zeigst du (Portfolio + Split-Portfolio)?</translation>
    </message>
    <message>
        <source>End of the round: use {investor}&apos;s power.</source>
        <translation>Rundenende: Setze die Fähigkeit von {investor} ein.</translation>
    </message>
    <message>
        <source>Mayknow Martha: click the insider pair you look at.</source>
        <translation>Mayknow Martha: Klicke das Insider-Paar an, das du ansiehst.</translation>
    </message>
    <message>
        <source>Click an insider pair to look at it.</source>
        <translation>Klicke ein Insider-Paar an, um es anzusehen.</translation>
    </message>
    <message>
        <source>Data Broker: click a player&apos;s pair to make it public.</source>
        <translation>Data Broker: Klicke das Paar eines Spielers an, um es öffentlich zu machen.</translation>
    </message>
    <message>
        <source>Falsified Earnings: click the forecast to falsify.</source>
        <translation>Falsified Earnings: Klicke die Prognose an, die du fälschst.</translation>
    </message>
    <message>
        <source>Crazy Cramer: click a company&apos;s track, then up or down.</source>
        <translation>Crazy Cramer: Klicke die Kursleiste einer Firma an, dann hoch oder runter.</translation>
    </message>
    <message>
        <source>Click the company that pays the dividend.</source>
        <translation>Klicke die Firma an, die die Dividende zahlt.</translation>
    </message>
    <message>
        <source>Click the company whose price moves.</source>
        <translation>Klicke die Firma an, deren Kurs sich bewegt.</translation>
    </message>
    <message>
        <source>Systemic Shock: click a company, then up or down.</source>
        <translation>Systemic Shock: Klicke eine Firma an, dann hoch oder runter.</translation>
    </message>
    <message>
        <source>Click a share of the discard pile to take it.</source>
        <translation>Klicke eine Aktie auf dem Ablagestapel an, um sie zu nehmen.</translation>
    </message>
    <message>
        <source>Pay with a share: click a portfolio or split share.</source>
        <translation>Bezahle mit einer Aktie: Klicke eine Aktie im Portfolio oder Split-Portfolio an.</translation>
    </message>
    <message>
        <source>Click the portfolio share that moves into split.</source>
        <translation>Klicke die Portfolio-Aktie an, die ins Split-Portfolio kommt.</translation>
    </message>
    <message>
        <source>Click the Stock Boom/Bust card you give up.</source>
        <translation>Klicke die Stock-Boom/Bust-Karte an, die du abgibst.</translation>
    </message>
    <message>
        <source>Click the commodity you give up.</source>
        <translation>Klicke den Rohstoff an, den du abgibst.</translation>
    </message>
    <message>
        <source>Click the share you sell with a premium of $2K.</source>
        <translation>Klicke die Aktie an, die du mit $2K Aufschlag verkaufst.</translation>
    </message>
    <message>
        <source>{company} pays ${amount}K a share.</source>
        <translation>{company} zahlt ${amount}K pro Aktie.</translation>
    </message>
    <message>
        <source>{company}: up or down?</source>
        <translation>{company}: hoch oder runter?</translation>
    </message>
    <message>
        <source>What to do now. Press ? for the mouse and keyboard controls.</source>
        <translation>Was jetzt zu tun ist. Drücke ? für die Maus- und Tastatursteuerung.</translation>
    </message>
    <message>
        <source>Round {r} is over: its summary shows what happened.</source>
        <translation>Runde {r} ist vorbei: Die Übersicht zeigt, was geschehen ist.</translation>
    </message>
    <message>
        <source>Discard {n} of your {total} investment strategy cards: click a card to discard it.</source>
        <translation>Wirf {n} deiner {total} Investmentstrategie-Karten ab: Klicke eine Karte an, um sie abzuwerfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your card(s) left to place.</source>
        <translation>
            <numerusform>Noch %n Karte auszulegen.</numerusform>
            <numerusform>Noch %n Karten auszulegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Up ▲</source>
        <translation>Hoch ▲</translation>
    </message>
    <message>
        <source>Down ▼</source>
        <translation>Runter ▼</translation>
    </message>
    <message>
        <source>Notes ×{n}</source>
        <translation>Schuldscheine ×{n}</translation>
    </message>
    <message>
        <source>No notes</source>
        <translation>Keine Schuldscheine</translation>
    </message>
    <message>
        <source>Give to {player}</source>
        <translation>An {player} geben</translation>
    </message>
    <message>
        <source>$2K to {player}</source>
        <translation>$2K an {player}</translation>
    </message>
    <message>
        <source>$1K to {a} and {b}</source>
        <translation>$1K an {a} und {b}</translation>
    </message>
    <message>
        <source>Cards are placed face down only in the Supply Phase.</source>
        <translation>Karten werden nur in der Angebotsphase verdeckt gelegt.</translation>
    </message>
    <message>
        <source>The next card goes face down: press its stockpile&apos;s number (D again: face up).</source>
        <translation>Die nächste Karte kommt verdeckt: Drücke die Nummer ihres Aktienstapels (noch einmal D: offen).</translation>
    </message>
    <message>
        <source>The next card goes face up again.</source>
        <translation>Die nächste Karte kommt wieder offen.</translation>
    </message>
    <message>
        <source>the stockpile for the selected card or meeple, or the company to pick (a selected Stock Boom/Bust goes onto its track)</source>
        <translation>der Aktienstapel für die gewählte Karte oder Figur, oder die zu wählende Firma (ein gewählter Stock Boom/Bust kommt auf ihre Kursleiste)</translation>
    </message>
    <message>
        <source>the next card goes face down (press again: face up)</source>
        <translation>die nächste Karte kommt verdeckt (noch einmal drücken: offen)</translation>
    </message>
    <message>
        <source>end your turn, or pass</source>
        <translation>deinen Zug beenden oder passen</translation>
    </message>
    <message>
        <source>Sell here</source>
        <translation>Hier verkaufen</translation>
    </message>
    <message>
        <source>Soros: $8K</source>
        <translation>Soros: $8K</translation>
    </message>
    <message>
        <source>{symbol} Stock</source>
        <translation>{symbol}-Aktie</translation>
    </message>
    <message>
        <source>Fee ${amount}K</source>
        <translation>Gebühr ${amount}K</translation>
    </message>
    <message>
        <source>Boom +{n}</source>
        <translation>Boom +{n}</translation>
    </message>
    <message>
        <source>Bust −{n}</source>
        <translation>Bust −{n}</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Steuer</translation>
    </message>
    <message>
        <source>1st player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Gain half the bid printed on the space where your meeple ended (rounded up; with two meeples, the higher one).</source>
        <translation>Erhalte die Hälfte des Gebots auf dem Feld, auf dem deine Figur endete (aufgerundet; bei zwei Figuren das höhere).</translation>
    </message>
    <message>
        <source>If your meeple ended on $0, $1K or $3K: gain $4K.</source>
        <translation>Endete deine Figur auf $0, $1K oder $3K: Erhalte $4K.</translation>
    </message>
    <message>
        <source>Give up one of your promissory notes to take a stock card of your choice from the discard pile.</source>
        <translation>Gib einen deiner Schuldscheine ab, um eine Aktienkarte deiner Wahl vom Ablagestapel zu nehmen.</translation>
    </message>
    <message>
        <source>Gain $5K for each duplicate commodity card (never for taxes).</source>
        <translation>Erhalte $5K für jede doppelte Rohstoffkarte (nie für Steuern).</translation>
    </message>
    <message>
        <source>Look at one insider pair: another player&apos;s, or a face-down pair next to the board.</source>
        <translation>Sieh dir ein Insider-Paar an: das eines anderen Spielers oder ein verdecktes Paar neben dem Spielplan.</translation>
    </message>
    <message>
        <source>Look at two insider pairs.</source>
        <translation>Sieh dir zwei Insider-Paare an.</translation>
    </message>
    <message>
        <source>Reveal another player&apos;s insider pair to everyone; gain $2K.</source>
        <translation>Decke das Insider-Paar eines anderen Spielers für alle auf; erhalte $2K.</translation>
    </message>
    <message>
        <source>Show a share of each company you hold; gain $2K per company.</source>
        <translation>Zeige eine Aktie jeder Firma, die du besitzt; erhalte $2K pro Firma.</translation>
    </message>
    <message>
        <source>Choose a company: every player holding it receives $1K per share.</source>
        <translation>Wähle eine Firma: Jeder Spieler mit Aktien von ihr erhält $1K pro Aktie.</translation>
    </message>
    <message>
        <source>Choose a company: every player holding it receives $2K per share.</source>
        <translation>Wähle eine Firma: Jeder Spieler mit Aktien von ihr erhält $2K pro Aktie.</translation>
    </message>
    <message>
        <source>Put this card on any forecast: a rise gets −3, a dividend is paid and then −3, a fall gets +3.</source>
        <translation>Lege diese Karte auf eine beliebige Prognose: Ein Anstieg bekommt −3, eine Dividende wird gezahlt und dann −3, ein Fall bekommt +3.</translation>
    </message>
    <message>
        <source>Discard one of your shares to take a stock card of your choice from the discard pile. Show both cards.</source>
        <translation>Wirf eine deiner Aktien ab, um eine Aktienkarte deiner Wahl vom Ablagestapel zu nehmen. Zeige beide Karten.</translation>
    </message>
    <message>
        <source>As Fraudulent Transfer, but the share you take must be worth $4K or less.</source>
        <translation>Wie Fraudulent Transfer, aber die genommene Aktie darf höchstens $4K wert sein.</translation>
    </message>
    <message>
        <source>Get back what you paid for your stockpiles this round, up to $10K.</source>
        <translation>Erhalte zurück, was du in dieser Runde für deine Aktienstapel bezahlt hast, bis zu $10K.</translation>
    </message>
    <message>
        <source>Discard an unplayed Stock Boom or Bust to take a stock card of your choice from the discard pile.</source>
        <translation>Wirf einen ungespielten Stock Boom oder Bust ab, um eine Aktienkarte deiner Wahl vom Ablagestapel zu nehmen.</translation>
    </message>
    <message>
        <source>Discard an unplayed Stock Boom or Bust: gain $12K.</source>
        <translation>Wirf einen ungespielten Stock Boom oder Bust ab: Erhalte $12K.</translation>
    </message>
    <message>
        <source>Reveal a share and move it from your portfolio into your split portfolio.</source>
        <translation>Zeige eine Aktie und verschiebe sie aus deinem Portfolio in dein Split-Portfolio.</translation>
    </message>
    <message>
        <source>Give up a commodity card: move three different companies one space each, up or down.</source>
        <translation>Gib eine Rohstoffkarte ab: Bewege drei verschiedene Firmen um je ein Feld, hoch oder runter.</translation>
    </message>
    <message>
        <source>Move a company one space up.</source>
        <translation>Bewege eine Firma ein Feld hoch.</translation>
    </message>
    <message>
        <source>Move a company one space down and gain $1K.</source>
        <translation>Bewege eine Firma ein Feld runter und erhalte $1K.</translation>
    </message>
    <message>
        <source>Return one of your tax cards to the box.</source>
        <translation>Lege eine deiner Steuerkarten in die Schachtel zurück.</translation>
    </message>
    <message>
        <source>Sell one of your shares now for its value (double for a split share) plus $2K.</source>
        <translation>Verkaufe jetzt eine deiner Aktien zu ihrem Wert (doppelt bei einer gesplitteten Aktie) plus $2K.</translation>
    </message>
    <message>
        <source>{name} (investment strategy, cost ${cost}K)
{effect}
Play one a round in the Action Phase (click it).</source>
        <translation>{name} (Investmentstrategie, Kosten ${cost}K)
{effect}
Spiele eine pro Runde in der Aktionsphase (anklicken).</translation>
    </message>
    <message>
        <source>An investment strategy card</source>
        <translation>Eine Investmentstrategie-Karte</translation>
    </message>
    <message>
        <source>Information: insider pairs (a company and its forecast) are dealt; promissory notes may be bought.</source>
        <translation>Information: Insider-Paare (eine Firma und ihre Prognose) werden verteilt; Schuldscheine können gekauft werden.</translation>
    </message>
    <message>
        <source>Supply: each player places two market cards on the stockpiles, one face up and one face down.</source>
        <translation>Angebot: Jeder Spieler legt zwei Marktkarten auf die Aktienstapel, eine offen und eine verdeckt.</translation>
    </message>
    <message>
        <source>Demand: the players bid for the stockpiles with their meeples; each winner pays and takes the stockpile.</source>
        <translation>Nachfrage: Die Spieler bieten mit ihren Figuren auf die Aktienstapel; jeder Höchstbietende zahlt und nimmt den Stapel.</translation>
    </message>
    <message>
        <source>Action: Stock Boom/Bust cards move prices; strategy cards and investor powers are used.</source>
        <translation>Aktion: Stock-Boom/Bust-Karten bewegen Kurse; Strategiekarten und Investor-Fähigkeiten werden genutzt.</translation>
    </message>
    <message>
        <source>Selling: each player may sell shares at the company&apos;s current value.</source>
        <translation>Verkauf: Jeder Spieler darf Aktien zum aktuellen Wert der Firma verkaufen.</translation>
    </message>
    <message>
        <source>Movement: every forecast is revealed and moves its company&apos;s price or pays a dividend.</source>
        <translation>Kurse: Jede Prognose wird aufgedeckt und bewegt den Kurs ihrer Firma oder zahlt eine Dividende.</translation>
    </message>
    <message>
        <source>Goods are commodity cards (gold, platinum, oil, natural gas, corn, cattle): at the end of the game each set of different kinds pays $3K to $48K.
Taxes are tax cards: at the end they cost $2K for one, up to $56K for seven.</source>
        <translation>Rohstoffe sind Rohstoffkarten (Gold, Platin, Öl, Erdgas, Mais, Rinder): Am Spielende bringt jedes Set verschiedener Sorten $3K bis $48K.
Steuern sind Steuerkarten: Am Ende kosten sie $2K für eine, bis zu $56K für sieben.</translation>
    </message>
    <message>
        <source>Promissory notes: bought in the Information Phase for ${p}K each, they pay $1K interest every round and are redeemed at the end of the game.</source>
        <translation>Schuldscheine: in der Informationsphase für je ${p}K gekauft, zahlen sie jede Runde $1K Zinsen und werden am Spielende eingelöst.</translation>
    </message>
    <message>
        <source>Trading fees not yet paid: they are paid as soon as the player has the money.</source>
        <translation>Noch nicht bezahlte Handelsgebühren werden gezahlt, sobald der Spieler das Geld hat.</translation>
    </message>
    <message>
        <source>Investment strategy cards in hand (hidden from the other players).</source>
        <translation>Investmentstrategie-Karten auf der Hand (für die anderen Spieler verdeckt).</translation>
    </message>
    <message>
        <source>A forecast card: +1 to +4 or −1 to −4 moves the company&apos;s price that many spaces in the Movement Phase; $, $$ or $$$ pays a dividend of $1K to $3K a share instead (split shares count double).</source>
        <translation>Eine Prognosekarte: +1 bis +4 oder −1 bis −4 bewegt den Kurs der Firma in der Kursphase um so viele Felder; $, $$ oder $$$ zahlt stattdessen eine Dividende von $1K bis $3K pro Aktie (gesplittete Aktien zählen doppelt).</translation>
    </message>
    <message>
        <source>A forecast card you have not seen: revealed in the Movement Phase.</source>
        <translation>Eine Prognosekarte, die du nicht gesehen hast; aufgedeckt wird sie in der Kursphase.</translation>
    </message>
    <message>
        <source>A company card: the forecast beside it applies to this company.</source>
        <translation>Eine Firmenkarte: Die Prognose daneben gilt für diese Firma.</translation>
    </message>
    <message>
        <source>Insider pairs: a company card with a forecast card. The face-up pair is public; the others are secret until the Movement Phase.</source>
        <translation>Insider-Paare: eine Firmenkarte mit einer Prognosekarte. Das offene Paar ist öffentlich; die anderen bleiben bis zur Kursphase geheim.</translation>
    </message>
    <message>
        <source>Your insider information: only you know these pairs until the Movement Phase reveals them.</source>
        <translation>Deine Insider-Informationen: Nur du kennst diese Paare, bis die Kursphase sie aufdeckt.</translation>
    </message>
    <message>
        <source>Cunning Carlos&apos;s blocker: nobody may bid on this space; outbid him by two spaces.</source>
        <translation>Blocker von Cunning Carlos: Niemand darf auf dieses Feld bieten; überbiete ihn um zwei Felder.</translation>
    </message>
    <message>
        <source>Your meeple: drag it onto a lit space of a bid track to bid for that stockpile.</source>
        <translation>Deine Figur: Ziehe sie auf ein beleuchtetes Feld einer Gebotsleiste, um auf diesen Aktienstapel zu bieten.</translation>
    </message>
    <message>
        <source>Bid ${amount}K for stockpile {n}: the highest bid takes the stockpile when the Demand Phase ends.</source>
        <translation>Biete ${amount}K für Aktienstapel {n}: Das höchste Gebot nimmt den Stapel, wenn die Nachfragephase endet.</translation>
    </message>
    <message>
        <source>Market cards left to deal: shares, trading fees and Stock Boom/Bust.</source>
        <translation>Noch zu verteilende Marktkarten: Aktien, Handelsgebühren und Stock Boom/Bust.</translation>
    </message>
    <message>
        <source>Commercial cards left: commodities and taxes, placed on the stockpiles in the Supply Phase.</source>
        <translation>Übrige Handelskarten: Rohstoffe und Steuern, in der Angebotsphase auf die Aktienstapel gelegt.</translation>
    </message>
    <message>
        <source>The forecast dice rolled this round: they chose the forecast cards in play.</source>
        <translation>Die in dieser Runde geworfenen Prognosewürfel haben die Prognosekarten im Spiel bestimmt.</translation>
    </message>
    <message>
        <source>The discard pile: shares sold or lost; some powers and strategies take shares from it.</source>
        <translation>Der Ablagestapel: verkaufte oder verlorene Aktien; manche Fähigkeiten und Strategien nehmen Aktien von hier.</translation>
    </message>
    <message>
        <source>Money: the most money at the end wins.</source>
        <translation>Geld: Wer am Ende das meiste Geld hat, gewinnt.</translation>
    </message>
    <message>
        <source>The first player acts first in every phase of this round.</source>
        <translation>Der Startspieler handelt in jeder Phase dieser Runde zuerst.</translation>
    </message>
    <message>
        <source>The game lasts {n} rounds of six phases; the final scoring follows the last one.</source>
        <translation>Das Spiel dauert {n} Runden zu je sechs Phasen; danach folgt die Schlusswertung.</translation>
    </message>
    <message>
        <source>Portfolio: shares that sell at the company&apos;s value. When a company splits, its shares move to the split portfolio.</source>
        <translation>Portfolio: Aktien, die zum Wert der Firma verkauft werden. Splittet eine Firma, kommen ihre Aktien ins Split-Portfolio.</translation>
    </message>
    <message>
        <source>Split portfolio: each share here counts double (sale, dividends, majorities); another split pays $10K a share.</source>
        <translation>Split-Portfolio: Jede Aktie hier zählt doppelt (Verkauf, Dividenden, Mehrheiten); ein weiterer Split zahlt $10K pro Aktie.</translation>
    </message>
    <message>
        <source>{card}: in the Action Phase drag it onto a company&apos;s track to move its price {n} spaces.</source>
        <translation>{card}: Ziehe sie in der Aktionsphase auf die Kursleiste einer Firma, um ihren Kurs um {n} Felder zu bewegen.</translation>
    </message>
    <message>
        <source>{company}: worth ${value}K a share now. Above the top space it splits; below the bottom it goes bankrupt. Start space dashed, split reset dotted.</source>
        <translation>{company}: jetzt ${value}K pro Aktie wert. Über dem obersten Feld splittet sie; unter dem untersten geht sie pleite. Startfeld gestrichelt, Split-Rücksetzung gepunktet.</translation>
    </message>
    <message>
        <source>Stockpile {n}: cards placed in the Supply Phase; the highest bid takes them all. Left column face up, right column face down.</source>
        <translation>Aktienstapel {n}: in der Angebotsphase gelegte Karten; das höchste Gebot nimmt sie alle. Linke Spalte offen, rechte Spalte verdeckt.</translation>
    </message>
    <message>
        <source>Drop a share here to sell it at the company&apos;s value (a split share sells for double).</source>
        <translation>Lege eine Aktie hier ab, um sie zum Wert der Firma zu verkaufen (eine gesplittete Aktie bringt das Doppelte).</translation>
    </message>
    <message>
        <source>Shorting Soros: drop a share here to sell it for $8K, whatever its value.</source>
        <translation>Shorting Soros: Lege eine Aktie hier ab, um sie für $8K zu verkaufen, egal was sie wert ist.</translation>
    </message>
    <message>
        <source>The First Player Card: whoever takes the stockpile it lies on plays first next round.</source>
        <translation>Die Startspielerkarte: Wer den Aktienstapel nimmt, auf dem sie liegt, beginnt die nächste Runde.</translation>
    </message>
    <message>
        <source>{card}: whoever takes this stockpile pays it.</source>
        <translation>{card}: Wer diesen Aktienstapel nimmt, zahlt sie.</translation>
    </message>
    <message>
        <source>{card}: whoever takes this stockpile moves a company {n} spaces in the Action Phase.</source>
        <translation>{card}: Wer diesen Aktienstapel nimmt, bewegt in der Aktionsphase eine Firma um {n} Felder.</translation>
    </message>
    <message>
        <source>A {company} share, worth ${value}K now.</source>
        <translation>Eine Aktie von {company}, jetzt ${value}K wert.</translation>
    </message>
    <message>
        <source>{card}: a commodity, scored in sets of different kinds at the end of the game.</source>
        <translation>{card}: ein Rohstoff, am Spielende in Sets verschiedener Sorten gewertet.</translation>
    </message>
    <message>
        <source>A tax card: costs money at the end of the game (more for each one you hold).</source>
        <translation>Eine Steuerkarte: kostet am Spielende Geld (mehr für jede weitere, die du hast).</translation>
    </message>
    <message>
        <source>A market card goes onto a stockpile: its left column face up, its right column face down.</source>
        <translation>Eine Marktkarte kommt auf einen Aktienstapel: linke Spalte offen, rechte Spalte verdeckt.</translation>
    </message>
    <message>
        <source>Drop the card onto a stockpile.</source>
        <translation>Lege die Karte auf einen Aktienstapel.</translation>
    </message>
    <message>
        <source>A commercial card goes onto a stockpile.</source>
        <translation>Eine Handelskarte kommt auf einen Aktienstapel.</translation>
    </message>
    <message>
        <source>The First Player Card goes onto a stockpile.</source>
        <translation>Die Startspielerkarte kommt auf einen Aktienstapel.</translation>
    </message>
    <message>
        <source>An investor goes onto an empty stockpile.</source>
        <translation>Ein Investor kommt auf einen leeren Aktienstapel.</translation>
    </message>
    <message>
        <source>Move the card onto another stockpile.</source>
        <translation>Lege die Karte auf einen anderen Aktienstapel.</translation>
    </message>
    <message>
        <source>Your meeple goes onto a lit space of a bid track.</source>
        <translation>Deine Figur kommt auf ein beleuchtetes Feld einer Gebotsleiste.</translation>
    </message>
    <message>
        <source>A Stock Boom/Bust goes onto a company&apos;s track.</source>
        <translation>Ein Stock Boom/Bust kommt auf die Kursleiste einer Firma.</translation>
    </message>
    <message>
        <source>A share is sold by dropping it on the sell area.</source>
        <translation>Eine Aktie wird verkauft, indem man sie auf den Verkaufsbereich legt.</translation>
    </message>
    <message>
        <source>A split share is sold on the sell area, or half of it on your portfolio.</source>
        <translation>Eine gesplittete Aktie wird auf dem Verkaufsbereich verkauft, oder zur Hälfte auf deinem Portfolio.</translation>
    </message>
    <message>
        <source>That piece does not go there.</source>
        <translation>Dieses Teil gehört nicht dorthin.</translation>
    </message>
    <message>
        <source>First select a card or your meeple with ← → (or click it), then press the stockpile&apos;s number.</source>
        <translation>Wähle zuerst eine Karte oder deine Figur mit ← → (oder klicke sie an) und drücke dann die Nummer des Aktienstapels.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>It cannot go there: the places outlined in green take it.</source>
        <translation>Dorthin kann es nicht: Die grün umrandeten Stellen nehmen es.</translation>
    </message>
    <message>
        <source>That piece cannot be played now.</source>
        <translation>Dieses Teil kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <source>That is not a piece you can play.</source>
        <translation>Das ist kein Teil, das du spielen kannst.</translation>
    </message>
    <message>
        <source>There is nothing to do there now.</source>
        <translation>Dort gibt es jetzt nichts zu tun.</translation>
    </message>
    <message>
        <source>It is not your turn: wait until the table says it is.</source>
        <translation>Du bist nicht an der Reihe: Warte, bis der Tisch es sagt.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>select a piece you can play now</source>
        <translation>ein Teil wählen, das du jetzt spielen kannst</translation>
    </message>
    <message>
        <source>play the selected piece (or its place)</source>
        <translation>das gewählte Teil spielen (oder seinen Platz)</translation>
    </message>
    <message>
        <source>show the selected piece large</source>
        <translation>das gewählte Teil groß zeigen</translation>
    </message>
    <message>
        <source>cancel a question, drop the selection</source>
        <translation>eine Frage abbrechen, die Auswahl aufheben</translation>
    </message>
    <message>
        <source>show or hide these keys (a click closes them too)</source>
        <translation>diese Tasten zeigen oder ausblenden (ein Klick schließt sie auch)</translation>
    </message>
    <message>
        <source>First select a piece with ← → (or click it), then press {key}.</source>
        <translation>Wähle zuerst ein Teil mit ← → (oder klicke es an) und drücke dann {key}.</translation>
    </message>
    <message>
        <source>Answer the question first ({keys}), or press Esc to cancel it.</source>
        <translation>Beantworte zuerst die Frage ({keys}) oder drücke Esc, um sie abzubrechen.</translation>
    </message>
    <message>
        <source>{key} does nothing now: press ? for the keys.</source>
        <translation>{key} bewirkt jetzt nichts: Drücke ? für die Tasten.</translation>
    </message>
    <message>
        <source>Nothing is selected: choose a piece with ← → first.</source>
        <translation>Nichts ist gewählt: Wähle zuerst ein Teil mit ← →.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Press ? or Esc, or click, to close.</source>
        <translation>Drücke ? oder Esc oder klicke, um zu schließen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>{what} (key {key})</source>
        <translation>{what} (Taste {key})</translation>
    </message>
    <message>
        <source>What to do now, and what the others just did.</source>
        <translation>Was jetzt zu tun ist und was die anderen gerade getan haben.</translation>
    </message>
    <message>
        <source>The keys of this table (key ?).</source>
        <translation>Die Tasten dieses Tisches (Taste ?).</translation>
    </message>
</context>
<context>
    <name>TakeStock</name>
    <message>
        <source>Place the split above the company and discard its highest card (unless it is the 1). 1/2/3 splits multiply the value by 2/3/4. Discarded if the company is frozen.</source>
        <translation>Split oberhalb der Firma platzieren, höchste Karte der Firma abwerfen (außer es ist die 1). Für 1/2/3 Splits wird der Wert der Firma mit 2/3/4 multipliziert. Abwerfen, falls die Firma eingefroren ist.</translation>
    </message>
    <message>
        <source>Discard the company&apos;s freeze and one split (if any), then the upper half (rounded down) of its share cards.</source>
        <translation>Freeze abwerfen, einen Split abwerfen (jeweils falls vorhanden). Dann die obere Hälfte (abgerundet) der Anteilskarten der Firma abwerfen.</translation>
    </message>
    <message>
        <source>Take up to three cards of the company from the share discard pile, then discard as many cards from your hand.</source>
        <translation>Bis zu drei Karten der entsprechenden Firma aus dem Anteilsablagestapel auf die Hand nehmen, dann die gleiche Anzahl Karten abwerfen.</translation>
    </message>
    <message>
        <source>Choose a company that is not frozen. Discard either its highest share card or one of its splits.</source>
        <translation>Eine Firma auswählen, die nicht eingefroren ist. Entweder die höchste Anteilskarte dieser Firma oder einen Split bei dieser Firma abwerfen.</translation>
    </message>
    <message>
        <source>Freeze a company, or thaw a frozen one.</source>
        <translation>Eine Firma einfrieren oder eine eingefrorene Firma auftauen.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nichts geschieht.</translation>
    </message>
    <message>
        <source>Every player draws a share card, starting with the active player.</source>
        <translation>Jeder Spieler zieht eine Anteilskarte, beginnend mit dem aktiven Spieler.</translation>
    </message>
    <message>
        <source>Every player discards a share card, starting with the active player.</source>
        <translation>Jeder Spieler wirft eine Anteilskarte ab, beginnend mit dem aktiven Spieler.</translation>
    </message>
    <message>
        <source>Every player takes a stock option token from the supply.</source>
        <translation>Jeder Spieler nimmt sich eine Aktienoption (Marke) aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Every player returns a stock option token to the supply.</source>
        <translation>Jeder Spieler legt eine Aktienoption (Marke) in den Vorrat zurück.</translation>
    </message>
    <message>
        <source>All five companies crash.</source>
        <translation>Alle fünf Firmen crashen.</translation>
    </message>
    <message>
        <source>Shown to all players; the round ends at once. Cannot be secured.</source>
        <translation>Wird allen Spielern gezeigt; die Runde endet sofort. Kann nicht gesichert werden.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Ziehe zuerst eine Karte.</translation>
    </message>
    <message>
        <source>You have already drawn a card this turn.</source>
        <translation>Du hast in diesem Zug schon eine Karte gezogen.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>{company} is frozen: its value cannot be raised.</source>
        <translation>{company} ist eingefroren: Der Wert kann nicht erhöht werden.</translation>
    </message>
    <message>
        <source>A raise must be higher than the top card: {company}&apos;s top card is {top}.</source>
        <translation>Die Karte muss höher sein als die oberste Karte: Bei {company} liegt oben die {top}.</translation>
    </message>
    <message>
        <source>You may raise {company} by at most 4: its top card is {top}.</source>
        <translation>Du darfst den Wert von {company} um höchstens 4 erhöhen: Oben liegt die {top}.</translation>
    </message>
    <message>
        <source>The Limit rule: you have {count} certificates and the longest company row has {longest} cards.</source>
        <translation>Die „Limit“-Regel: Du hast {count} Zertifikate, und die längste Firmenreihe hat {longest} Karten.</translation>
    </message>
    <message>
        <source>Choose option A (look at two events) or B (secure one event).</source>
        <translation>Wähle Option A (zwei Ereigniskarten ansehen) oder B (eine Ereigniskarte sichern).</translation>
    </message>
    <message>
        <source>You have not secured that event.</source>
        <translation>Diese Ereigniskarte hast du nicht gesichert.</translation>
    </message>
    <message>
        <source>Discard a card first.</source>
        <translation>Wirf zuerst eine Karte ab.</translation>
    </message>
    <message>
        <source>Choose which of the two events takes effect.</source>
        <translation>Wähle, welche der beiden Ereigniskarten eintritt.</translation>
    </message>
    <message>
        <source>That is not one of the events you look at.</source>
        <translation>Das ist keine der Ereigniskarten, die du ansiehst.</translation>
    </message>
    <message>
        <source>Choose a company for {event}.</source>
        <translation>Wähle eine Firma für {event}.</translation>
    </message>
    <message>
        <source>{company} is frozen: it cannot be audited.</source>
        <translation>{company} ist eingefroren und kann daher nicht vom Audit betroffen werden.</translation>
    </message>
    <message>
        <source>Choose whether the audit removes the highest share card or a split.</source>
        <translation>Wähle, ob das Audit die höchste Anteilskarte oder einen Split entfernt.</translation>
    </message>
    <message>
        <source>Take a card of {company} from the discard pile, or stop taking.</source>
        <translation>Nimm eine Karte von {company} vom Ablagestapel oder hör auf zu nehmen.</translation>
    </message>
    <message>
        <source>Insider Trading takes only cards of {company}.</source>
        <translation>Insider Trading nimmt nur Karten von {company}.</translation>
    </message>
    <message>
        <source>That card is not in the discard pile.</source>
        <translation>Diese Karte liegt nicht auf dem Ablagestapel.</translation>
    </message>
    <message>
        <source>Insider Trading takes at most 3 cards.</source>
        <translation>Insider Trading nimmt höchstens 3 Karten.</translation>
    </message>
    <message>
        <source>The round is over: use a stock option or stop using them.</source>
        <translation>Die Runde ist vorbei: Setze eine Aktienoption ein oder hör damit auf.</translation>
    </message>
    <message>
        <source>Stock options are used only when the round has ended.</source>
        <translation>Aktienoptionen werden erst nach dem Ende der Runde eingesetzt.</translation>
    </message>
    <message>
        <source>That move is not possible at this moment.</source>
        <translation>Dieser Zug ist in diesem Moment nicht möglich.</translation>
    </message>
    <message>
        <source>Round {round} begins: {player} deals, the player to the left starts.</source>
        <translation>Runde {round} beginnt: {player} ist Geber, der Spieler links davon beginnt.</translation>
    </message>
    <message>
        <source>{player} drew a card.</source>
        <translation>{player} hat eine Karte gezogen.</translation>
    </message>
    <message>
        <source>You drew {card}.</source>
        <translation>Du hast {card} gezogen.</translation>
    </message>
    <message>
        <source>The share discard pile is shuffled into a new draw pile.</source>
        <translation>Der Anteilsablagestapel wird zum neuen Anteilszugstapel gemischt.</translation>
    </message>
    <message>
        <source>The share draw pile ran out and the discard pile is empty: the round ends.</source>
        <translation>Der Anteilszugstapel ist aufgebraucht und der Ablagestapel leer: Die Runde endet.</translation>
    </message>
    <message>
        <source>{player} raised {company} to {value}.</source>
        <translation>{player} hat den Wert von {company} auf {value} erhöht.</translation>
    </message>
    <message>
        <source>A {value} was placed on the market: the round ends.</source>
        <translation>Eine {value} wurde im Markt platziert: Die Runde endet.</translation>
    </message>
    <message>
        <source>{player} secured a certificate: {card}.</source>
        <translation>{player} hat ein Zertifikat gesichert: {card}.</translation>
    </message>
    <message>
        <source>{player} discarded {card}.</source>
        <translation>{player} hat {card} abgeworfen.</translation>
    </message>
    <message>
        <source>{player} has no cards left in hand: the round ends.</source>
        <translation>{player} hat keine Karten mehr auf der Hand: Die Runde endet.</translation>
    </message>
    <message>
        <source>{player} plays the market: looks at the top two events.</source>
        <translation>{player} spielt den Markt: sieht sich die obersten beiden Ereigniskarten an.</translation>
    </message>
    <message>
        <source>{player} plays the market: secures the top event.</source>
        <translation>{player} spielt den Markt: sichert die oberste Ereigniskarte.</translation>
    </message>
    <message>
        <source>You look at {first} and {second}.</source>
        <translation>Du siehst {first} und {second}.</translation>
    </message>
    <message>
        <source>{player} secured a market event face down.</source>
        <translation>{player} hat eine Markt-Ereigniskarte verdeckt gesichert.</translation>
    </message>
    <message>
        <source>You secured {event}.</source>
        <translation>Du hast {event} gesichert.</translation>
    </message>
    <message>
        <source>{player} drew Market Closed: the round ends at once.</source>
        <translation>{player} hat Market Closed gezogen: Die Runde endet augenblicklich.</translation>
    </message>
    <message>
        <source>{player} puts the other event face down on the event discard pile.</source>
        <translation>{player} legt die andere Ereigniskarte verdeckt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>You put {event} face down on the event discard pile.</source>
        <translation>Du legst {event} verdeckt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{player} plays {event}.</source>
        <translation>{player} spielt {event}.</translation>
    </message>
    <message>
        <source>{player} plays the secured event {event}.</source>
        <translation>{player} spielt die gesicherte Ereigniskarte {event}.</translation>
    </message>
    <message>
        <source>{event} has no effect: the round ended first.</source>
        <translation>{event} bleibt ohne Wirkung: Die Runde war schon zu Ende.</translation>
    </message>
    <message>
        <source>{company} splits: its value is now {worth}.</source>
        <translation>Split bei {company}: Der Wert ist jetzt {worth}.</translation>
    </message>
    <message>
        <source>{company} is frozen: the split is discarded without effect.</source>
        <translation>{company} ist eingefroren: Der Split wird ohne Wirkung abgeworfen.</translation>
    </message>
    <message>
        <source>{card} leaves the market.</source>
        <translation>{card} verlässt den Markt.</translation>
    </message>
    <message>
        <source>A split leaves {company}.</source>
        <translation>Ein Split verlässt {company}.</translation>
    </message>
    <message>
        <source>{company} thaws.</source>
        <translation>{company} wird aufgetaut.</translation>
    </message>
    <message>
        <source>{company} is frozen.</source>
        <translation>{company} wird eingefroren.</translation>
    </message>
    <message>
        <source>{company} crashes: its value is now {worth}.</source>
        <translation>{company} crasht: Der Wert ist jetzt {worth}.</translation>
    </message>
    <message>
        <source>{company} is worth 1: the crash changes nothing.</source>
        <translation>{company} hat den Wert 1: Der Crash ändert nichts.</translation>
    </message>
    <message>
        <source>{player} audits {company}: its value is now {worth}.</source>
        <translation>Audit von {player} bei {company}: Der Wert ist jetzt {worth}.</translation>
    </message>
    <message>
        <source>{player} audits {company}: there is nothing to remove.</source>
        <translation>Audit von {player} bei {company}: Es gibt nichts zu entfernen.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard pile and shows it.</source>
        <translation>{player} nimmt {card} vom Ablagestapel und zeigt sie.</translation>
    </message>
    <message>
        <source>{player} takes no more cards.</source>
        <translation>{player} nimmt keine weiteren Karten.</translation>
    </message>
    <message>
        <source>{player} gains a stock option.</source>
        <translation>{player} erhält eine Aktienoption.</translation>
    </message>
    <message>
        <source>{player} loses a stock option.</source>
        <translation>{player} verliert eine Aktienoption.</translation>
    </message>
    <message>
        <source>The supply is empty: {player} gains no stock option.</source>
        <translation>Der Vorrat ist leer: {player} erhält keine Aktienoption.</translation>
    </message>
    <message>
        <source>{player} uses a stock option to secure {card}.</source>
        <translation>{player} setzt eine Aktienoption ein und sichert {card}.</translation>
    </message>
    <message>
        <source>{player} uses no more stock options.</source>
        <translation>{player} setzt keine weiteren Aktienoptionen ein.</translation>
    </message>
    <message>
        <source>The cards left in {player}&apos;s hand are discarded: {count}.</source>
        <translation>Die restlichen Handkarten von {player} werden abgeworfen: {count}.</translation>
    </message>
    <message>
        <source>{player} scores {points} points this round.</source>
        <translation>{player} erhält in dieser Runde {points} Punkte.</translation>
    </message>
    <message>
        <source>{player} wins with {points} points.</source>
        <translation>{player} gewinnt mit {points} Punkten.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <source>Raise {company} to {value}</source>
        <translation>Den Wert von {company} auf {value} erhöhen</translation>
    </message>
    <message>
        <source>Secure {card}</source>
        <translation>{card} sichern</translation>
    </message>
    <message>
        <source>Play the market with option A: discard {card} and look at two events</source>
        <translation>Den Markt mit Option A spielen: {card} abwerfen und zwei Ereigniskarten ansehen</translation>
    </message>
    <message>
        <source>Play the market with option B: discard {card} and secure an event</source>
        <translation>Den Markt mit Option B spielen: {card} abwerfen und eine Ereigniskarte sichern</translation>
    </message>
    <message>
        <source>Play {event}</source>
        <translation>{event} spielen</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>Choose {event}</source>
        <translation>{event} wählen</translation>
    </message>
    <message>
        <source>Choose {company}</source>
        <translation>{company} wählen</translation>
    </message>
    <message>
        <source>Remove the highest share card</source>
        <translation>Die höchste Anteilskarte entfernen</translation>
    </message>
    <message>
        <source>Remove a split</source>
        <translation>Einen Split entfernen</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>{card} nehmen</translation>
    </message>
    <message>
        <source>Draw a share card</source>
        <translation>Eine Anteilskarte ziehen</translation>
    </message>
    <message>
        <source>Raise a company</source>
        <translation>Den Wert einer Firma erhöhen</translation>
    </message>
    <message>
        <source>Secure a certificate (then discard a card)</source>
        <translation>Ein Zertifikat sichern (dann eine Karte abwerfen)</translation>
    </message>
    <message>
        <source>Play the market: discard a card, then A (look at two events, one takes effect) or B (secure one event)</source>
        <translation>Eine Karte abwerfen und den Markt spielen: dann A (zwei Ereigniskarten ansehen, eine tritt ein) oder B (eine Ereigniskarte sichern)</translation>
    </message>
    <message>
        <source>Play a secured event</source>
        <translation>Eine gesicherte Markt-Ereigniskarte spielen</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Eine Karte abwerfen</translation>
    </message>
    <message>
        <source>Choose the event that takes effect</source>
        <translation>Die Ereigniskarte wählen, die eintritt</translation>
    </message>
    <message>
        <source>Choose a company for the event</source>
        <translation>Eine Firma für die Ereigniskarte wählen</translation>
    </message>
    <message>
        <source>Choose what the audit removes</source>
        <translation>Wählen, was das Audit entfernt</translation>
    </message>
    <message>
        <source>Take a card from the discard pile</source>
        <translation>Eine Karte vom Ablagestapel nehmen</translation>
    </message>
    <message>
        <source>Take no more cards</source>
        <translation>Keine weiteren Karten nehmen</translation>
    </message>
    <message>
        <source>Secure a hand card with a stock option</source>
        <translation>Eine Handkarte mit einer Aktienoption sichern</translation>
    </message>
    <message>
        <source>Use no more stock options</source>
        <translation>Keine weiteren Aktienoptionen einsetzen</translation>
    </message>
    <message>
        <source>Use an option on {card}</source>
        <translation>Eine Aktienoption für {card} einsetzen</translation>
    </message>
    <message>
        <source>Use no more options</source>
        <translation>Keine weiteren Aktienoptionen einsetzen</translation>
    </message>
    <message>
        <source>Round {round} begins: you deal, the player to your left starts.</source>
        <translation>Runde {round} beginnt: Du bist Geber, der Spieler links von dir beginnt.</translation>
    </message>
    <message>
        <source>You drew a card.</source>
        <translation>Du hast eine Karte gezogen.</translation>
    </message>
    <message>
        <source>You raised {company} to {value}.</source>
        <translation>Du hast den Wert von {company} auf {value} erhöht.</translation>
    </message>
    <message>
        <source>You secured a certificate: {card}.</source>
        <translation>Du hast ein Zertifikat gesichert: {card}.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Du hast {card} abgeworfen.</translation>
    </message>
    <message>
        <source>You have no cards left in hand: the round ends.</source>
        <translation>Du hast keine Karten mehr auf der Hand: Die Runde endet.</translation>
    </message>
    <message>
        <source>You play the market: you look at the top two events.</source>
        <translation>Du spielst den Markt: Du siehst dir die obersten beiden Ereigniskarten an.</translation>
    </message>
    <message>
        <source>You play the market: you secure the top event.</source>
        <translation>Du spielst den Markt: Du sicherst die oberste Ereigniskarte.</translation>
    </message>
    <message>
        <source>You secured a market event face down.</source>
        <translation>Du hast eine Markt-Ereigniskarte verdeckt gesichert.</translation>
    </message>
    <message>
        <source>You drew Market Closed: the round ends at once.</source>
        <translation>Du hast Market Closed gezogen: Die Runde endet augenblicklich.</translation>
    </message>
    <message>
        <source>You put the other event face down on the event discard pile.</source>
        <translation>Du legst die andere Ereigniskarte verdeckt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>You play {event}.</source>
        <translation>Du spielst {event}.</translation>
    </message>
    <message>
        <source>You play the secured event {event}.</source>
        <translation>Du spielst die gesicherte Ereigniskarte {event}.</translation>
    </message>
    <message>
        <source>You audit {company}: its value is now {worth}.</source>
        <translation>Dein Audit bei {company}: Der Wert ist jetzt {worth}.</translation>
    </message>
    <message>
        <source>You audit {company}: there is nothing to remove.</source>
        <translation>Dein Audit bei {company}: Es gibt nichts zu entfernen.</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile and show it.</source>
        <translation>Du nimmst {card} vom Ablagestapel und zeigst sie.</translation>
    </message>
    <message>
        <source>You take no more cards.</source>
        <translation>Du nimmst keine weiteren Karten.</translation>
    </message>
    <message>
        <source>You gain a stock option.</source>
        <translation>Du erhältst eine Aktienoption.</translation>
    </message>
    <message>
        <source>You lose a stock option.</source>
        <translation>Du verlierst eine Aktienoption.</translation>
    </message>
    <message>
        <source>The supply is empty: you gain no stock option.</source>
        <translation>Der Vorrat ist leer: Du erhältst keine Aktienoption.</translation>
    </message>
    <message>
        <source>You use a stock option to secure {card}.</source>
        <translation>Du setzt eine Aktienoption ein und sicherst {card}.</translation>
    </message>
    <message>
        <source>You use no more stock options.</source>
        <translation>Du setzt keine weiteren Aktienoptionen ein.</translation>
    </message>
    <message>
        <source>The cards left in your hand are discarded: {count}.</source>
        <translation>Deine restlichen Handkarten werden abgeworfen: {count}.</translation>
    </message>
    <message>
        <source>You score {points} points this round.</source>
        <translation>Du erhältst in dieser Runde {points} Punkte.</translation>
    </message>
    <message>
        <source>You win with {points} points.</source>
        <translation>Du gewinnst mit {points} Punkten.</translation>
    </message>
</context>
<context>
    <name>TakeStockTable</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Round {round} is scored on this market. Close the score sheet to deal the next round.</source>
        <translation>Runde {round} wird auf diesem Markt gewertet. Schließe das Wertungsblatt, um die nächste Runde zu geben.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Warten auf {name} …</translation>
    </message>
    <message>
        <source>Your turn: draw a share card (click the draw pile or press D).</source>
        <translation>Du bist an der Reihe: Ziehe eine Anteilskarte (klicke auf den Anteilszugstapel oder drücke D).</translation>
    </message>
    <message>
        <source>Drag a card onto its company to raise it, onto your certificates to secure it, or onto the discard pile to play the market. Secured events are played onto this centre area.</source>
        <translation>Ziehe eine Karte auf ihre Firma, um deren Wert zu erhöhen, auf deine Zertifikate, um sie zu sichern, oder auf den Ablagestapel, um den Markt zu spielen. Gesicherte Ereigniskarten spielst du in die Tischmitte.</translation>
    </message>
    <message>
        <source>Drag it onto the discard pile or double-click it.</source>
        <translation>Ziehe sie auf den Ablagestapel oder doppelklicke sie.</translation>
    </message>
    <message>
        <source>Click the event that takes effect; the other one is discarded face down.</source>
        <translation>Klicke auf die Ereigniskarte, die eintreten soll; die andere wird verdeckt abgeworfen.</translation>
    </message>
    <message>
        <source>Stock Audit: click the company to audit (or press 1-5).</source>
        <translation>Stock Audit: Klicke auf die Firma, die vom Audit betroffen wird (oder drücke 1-5).</translation>
    </message>
    <message>
        <source>Stock Freeze: click a company to freeze or thaw it (or press 1-5).</source>
        <translation>Stock Freeze: Klicke auf eine Firma, um sie einzufrieren oder aufzutauen (oder drücke 1-5).</translation>
    </message>
    <message>
        <source>Stock Audit: remove the highest share card or a split?</source>
        <translation>Stock Audit: Die höchste Anteilskarte oder einen Split entfernen?</translation>
    </message>
    <message>
        <source>Insider Trading: click up to three {company} cards to take from the discard pile, then Done.</source>
        <translation>Insider Trading: Klicke bis zu drei {company}-Karten an, die du vom Ablagestapel nimmst, dann auf „Fertig“.</translation>
    </message>
    <message>
        <source>Round end: click hand cards to secure them with a stock option each, then Done.</source>
        <translation>Rundenende: Klicke Handkarten an, um sie mit je einer Aktienoption zu sichern, dann auf „Fertig“.</translation>
    </message>
    <message>
        <source>You secured a certificate: discard a card.</source>
        <translation>Du hast ein Zertifikat gesichert: Wirf eine Karte ab.</translation>
    </message>
    <message>
        <source>You played a secured event: discard a card.</source>
        <translation>Du hast eine gesicherte Ereigniskarte gespielt: Wirf eine Karte ab.</translation>
    </message>
    <message>
        <source>Insider Trading: discard a card for each card you took.</source>
        <translation>Insider Trading: Wirf für jede genommene Karte eine Karte ab.</translation>
    </message>
    <message>
        <source>Market Downturn: discard a card.</source>
        <translation>Market Downturn: Wirf eine Karte ab.</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>Wirf eine Karte ab.</translation>
    </message>
    <message>
        <source>A: look at two events, apply one</source>
        <translation>A: zwei Ereigniskarten ansehen, eine davon spielen</translation>
    </message>
    <message>
        <source>B: secure one event</source>
        <translation>B: eine Ereigniskarte sichern</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>{company}
value {value}</source>
        <translation>{company}
Wert {value}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Round {n} scored</source>
        <translation>Wertung der Runde {n}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>draw a share card</source>
        <translation>eine Anteilskarte ziehen</translation>
    </message>
    <message>
        <source>raise, secure or play the market</source>
        <translation>Wert erhöhen, sichern oder den Markt spielen</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>eine Karte abwerfen</translation>
    </message>
    <message>
        <source>choose one of the two events</source>
        <translation>eine der beiden Ereigniskarten wählen</translation>
    </message>
    <message>
        <source>pick a company</source>
        <translation>eine Firma wählen</translation>
    </message>
    <message>
        <source>remove a share card or a split</source>
        <translation>eine Anteilskarte oder einen Split entfernen</translation>
    </message>
    <message>
        <source>take cards, then Done</source>
        <translation>Karten nehmen, dann „Fertig“</translation>
    </message>
    <message>
        <source>use stock options, then Done</source>
        <translation>Aktienoptionen einsetzen, dann „Fertig“</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>{name}, an opponent: what they hold is shown in this panel.</source>
        <translation>{name}, ein Gegner: Was er besitzt, zeigt dieses Feld.</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} Pkt.</translation>
    </message>
    <message>
        <source>The points {name} scored in the rounds so far.</source>
        <translation>Die Punkte, die {name} in den bisherigen Runden erzielt hat.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Share cards, hidden from you until they are played.</source>
        <translation>Anteilskarten, verdeckt, bis sie gespielt werden.</translation>
    </message>
    <message>
        <source>hand: {n}</source>
        <translation>Hand: {n}</translation>
    </message>
    <message>
        <source>{n} secured events</source>
        <translation>{n} gesicherte Ereigniskarten</translation>
    </message>
    <message>
        <source>Events kept face down from playing the market (option B); played later on a turn of their own.</source>
        <translation>Verdeckt gesicherte Ereigniskarten (Option B beim Markt spielen); später in einem eigenen Zug gespielt.</translation>
    </message>
    <message>
        <source>events: {n}</source>
        <translation>Ereign.: {n}</translation>
    </message>
    <message>
        <source>{n} stock options</source>
        <translation>{n} Aktienoptionen</translation>
    </message>
    <message>
        <source>At the round&apos;s end each stock option secures one card of the hand as a certificate.</source>
        <translation>Am Rundenende sichert jede Aktienoption eine Handkarte als Zertifikat.</translation>
    </message>
    <message>
        <source>options: {n}</source>
        <translation>Optionen: {n}</translation>
    </message>
    <message>
        <source>no certificates</source>
        <translation>keine Zertifikate</translation>
    </message>
    <message>
        <source>Certificates are cards laid in front of a player: at each round&apos;s end every share scores its company&apos;s value.</source>
        <translation>Zertifikate sind Karten, die vor einem Spieler liegen: Am Ende jeder Runde bringt jeder Anteil den Wert seiner Firma.</translation>
    </message>
    <message numerus="yes">
        <source>{company}: cards {values}, %n share(s)</source>
        <translation>
            <numerusform>{company}: Karten {values}, %n Anteil</numerusform>
            <numerusform>{company}: Karten {values}, %n Anteile</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates of {name}: each share scores the company&apos;s value at the round&apos;s end.</source>
        <translation>Zertifikate von {name}: Jeder Anteil bringt am Rundenende den Wert seiner Firma.</translation>
    </message>
    <message>
        <source>The top card&apos;s value times the splits: at each round&apos;s end every share of {company} scores it. Drop a {company} card on this row to raise it.</source>
        <translation>Wert der obersten Karte mal Splits: Am Ende jeder Runde bringt jeder Anteil von {company} diesen Wert. Lege eine {company}-Karte auf diese Reihe, um den Wert zu erhöhen.</translation>
    </message>
    <message>
        <source>{top} × {m}</source>
        <translation>{top} × {m}</translation>
    </message>
    <message>
        <source>top card {top}</source>
        <translation>oben: {top}</translation>
    </message>
    <message>
        <source>The top card: it sets the value of {company}.</source>
        <translation>Die oberste Karte bestimmt den Wert von {company}.</translation>
    </message>
    <message>
        <source>A card raised on {company} before the top one.</source>
        <translation>Eine Karte, die vor der obersten auf {company} gespielt wurde.</translation>
    </message>
    <message>
        <source>Split: the value is multiplied by {m}</source>
        <translation>Split: Der Wert wird mit {m} multipliziert</translation>
    </message>
    <message>
        <source>Frozen: no raises, splits or audits until thawed</source>
        <translation>Eingefroren: kein Erhöhen, keine Splits und Audits bis zum Auftauen</translation>
    </message>
    <message>
        <source>FROZEN</source>
        <translation>EINGEFROREN</translation>
    </message>
    <message>
        <source>{company}: value {value}</source>
        <translation>{company}: Wert {value}</translation>
    </message>
    <message>
        <source>Share draw pile: click or press D to draw</source>
        <translation>Anteilszugstapel: Klicke oder drücke D, um zu ziehen</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Stapel {n}</translation>
    </message>
    <message>
        <source>Share discard pile: drop a card here to play the market or to discard it</source>
        <translation>Anteilsablagestapel: Lege hier eine Karte ab, um den Markt zu spielen oder sie abzuwerfen</translation>
    </message>
    <message>
        <source>Discard {n}</source>
        <translation>Ablage {n}</translation>
    </message>
    <message>
        <source>Market event deck</source>
        <translation>Stapel der Markt-Ereigniskarten</translation>
    </message>
    <message>
        <source>Playing the market draws events from it: option A looks at two and applies one, option B secures one for later.</source>
        <translation>Wer den Markt spielt, zieht hier Ereigniskarten: Option A sieht zwei an und spielt eine, Option B sichert eine für später.</translation>
    </message>
    <message>
        <source>Events {n}</source>
        <translation>Ereign. {n}</translation>
    </message>
    <message>
        <source>Event discard pile (face down)</source>
        <translation>Ablagestapel der Ereigniskarten (verdeckt)</translation>
    </message>
    <message>
        <source>Events applied, and those looked at and not chosen.</source>
        <translation>Gespielte Ereigniskarten und die angesehenen, nicht gewählten.</translation>
    </message>
    <message>
        <source>Used {n}</source>
        <translation>Abgelegt {n}</translation>
    </message>
    <message>
        <source>Share cards left in the draw pile; when it runs out the discard pile is shuffled into it.</source>
        <translation>Anteilskarten im Zugstapel; ist er leer, wird der Ablagestapel gemischt und wird zum neuen Zugstapel.</translation>
    </message>
    <message>
        <source>Round {r}/{n}</source>
        <translation>Runde {r}/{n}</translation>
    </message>
    <message>
        <source>The game lasts {n} rounds; the certificates are scored at the end of each.</source>
        <translation>Das Spiel dauert {n} Runden; am Ende jeder Runde werden die Zertifikate gewertet.</translation>
    </message>
    <message>
        <source>Who decides now (in a Market Downturn or the round-end stock options, not always the player whose turn it is).</source>
        <translation>Wer jetzt entscheidet (bei Market Downturn oder den Aktienoptionen am Rundenende nicht immer der Spieler am Zug).</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>The Stock Option Gained and Lost events move tokens between the supply and the players.</source>
        <translation>Die Ereignisse Stock Option Gained und Lost bewegen Marken zwischen dem Vorrat und den Spielern.</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Vorrat:</translation>
    </message>
    <message>
        <source>Stock options in the supply</source>
        <translation>Aktienoptionen im Vorrat</translation>
    </message>
    <message>
        <source>Your certificates: drop a card here to secure it</source>
        <translation>Deine Zertifikate: Lege hier eine Karte ab, um sie zu sichern</translation>
    </message>
    <message>
        <source>Your certificates</source>
        <translation>Deine Zertifikate</translation>
    </message>
    <message>
        <source>Certificates of {name}</source>
        <translation>Zertifikate von {name}</translation>
    </message>
    <message>
        <source>At each round&apos;s end every share here scores its company&apos;s value. You may hold no more certificates than the longest company row has cards.</source>
        <translation>Am Ende jeder Runde bringt jeder Anteil hier den Wert seiner Firma. Du darfst nicht mehr Zertifikate haben, als die längste Reihe Karten hat.</translation>
    </message>
    <message numerus="yes">
        <source>{company}: %n share(s), worth {p} points at today&apos;s value</source>
        <translation>
            <numerusform>{company}: %n Anteil, {p} Punkte wert beim heutigen Wert</numerusform>
            <numerusform>{company}: %n Anteile, {p} Punkte wert beim heutigen Wert</numerusform>
        </translation>
    </message>
    <message>
        <source>1 share</source>
        <translation>1 Anteil</translation>
    </message>
    <message>
        <source>{n} shares</source>
        <translation>{n} Anteile</translation>
    </message>
    <message>
        <source>= {p} pts</source>
        <translation>= {p} Pkt.</translation>
    </message>
    <message>
        <source>Drop a card here to secure it</source>
        <translation>Lege hier eine Karte ab, um sie zu sichern</translation>
    </message>
    <message>
        <source>Drag a card onto its company to raise it, onto your certificates to secure it, or onto the discard pile to play the market.</source>
        <translation>Ziehe eine Karte auf ihre Firma, um den Wert zu erhöhen, auf deine Zertifikate, um sie zu sichern, oder auf den Ablagestapel, um den Markt zu spielen.</translation>
    </message>
    <message>
        <source>Share cards in the hand of {name}.</source>
        <translation>Anteilskarten auf der Hand von {name}.</translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Deine Hand ({n})</translation>
    </message>
    <message>
        <source>Hand of {name} ({n})</source>
        <translation>Hand von {name} ({n})</translation>
    </message>
    <message>
        <source>A share card in the hand of {name} (hidden)</source>
        <translation>Eine Anteilskarte auf der Hand von {name} (verdeckt)</translation>
    </message>
    <message>
        <source>Your place at the table</source>
        <translation>Dein Platz am Tisch</translation>
    </message>
    <message>
        <source>The place of {name}</source>
        <translation>Der Platz von {name}</translation>
    </message>
    <message>
        <source>Your stock options</source>
        <translation>Deine Aktienoptionen</translation>
    </message>
    <message>
        <source>× {n} stock options</source>
        <translation>× {n} Aktienoptionen</translation>
    </message>
    <message>
        <source>Events kept face down from playing the market (option B); drag one to the centre, or double-click it, to play it on your turn.</source>
        <translation>Verdeckt gesicherte Ereigniskarten (Option B beim Markt spielen); ziehe eine in die Mitte oder doppelklicke sie, um sie in deinem Zug zu spielen.</translation>
    </message>
    <message>
        <source>Secured events ({n})</source>
        <translation>Gesichert ({n})</translation>
    </message>
    <message>
        <source>A secured event (hidden)</source>
        <translation>Eine gesicherte Ereigniskarte (verdeckt)</translation>
    </message>
    <message>
        <source>Drag to the centre or double-click to play it.</source>
        <translation>Ziehe sie in die Mitte oder doppelklicke sie, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Highest share card</source>
        <translation>Höchste Anteilskarte</translation>
    </message>
    <message>
        <source>Drop a secured event here to play it.</source>
        <translation>Lege eine gesicherte Ereigniskarte hier ab, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Discard the audited company&apos;s highest share card.</source>
        <translation>Die höchste Anteilskarte der geprüften Firma abwerfen.</translation>
    </message>
    <message>
        <source>A split</source>
        <translation>Einen Split</translation>
    </message>
    <message>
        <source>Discard one of the audited company&apos;s splits.</source>
        <translation>Einen Split der geprüften Firma abwerfen.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>First select a card of your hand with ← → (or click it).</source>
        <translation>Wähle zuerst eine Handkarte mit ← → (oder klicke sie an).</translation>
    </message>
    <message>
        <source>First select one of your secured events with ← → (or click it).</source>
        <translation>Wähle zuerst eine deiner gesicherten Ereigniskarten mit ← → (oder klicke sie an).</translation>
    </message>
    <message>
        <source>Discard a {card} card and play the market: A looks at two events and applies one, B secures one event for later.</source>
        <translation>Eine {card}-Karte abwerfen und den Markt spielen: A sieht zwei Ereigniskarten an und spielt eine davon, B sichert eine Ereigniskarte für später.</translation>
    </message>
    <message>
        <source>raise the company of the selected card</source>
        <translation>den Wert der Firma der gewählten Karte erhöhen</translation>
    </message>
    <message>
        <source>secure the selected card as a certificate</source>
        <translation>die gewählte Karte als Zertifikat sichern</translation>
    </message>
    <message>
        <source>play the market with the selected card (A or B)</source>
        <translation>mit der gewählten Karte den Markt spielen (A oder B)</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>die gewählte Karte abwerfen</translation>
    </message>
    <message>
        <source>play the selected secured event</source>
        <translation>die gewählte gesicherte Ereigniskarte spielen</translation>
    </message>
    <message>
        <source>use a stock option on the selected card</source>
        <translation>eine Aktienoption auf die gewählte Karte einsetzen</translation>
    </message>
    <message>
        <source>pick a company (Stock Audit, Stock Freeze)</source>
        <translation>eine Firma wählen (Stock Audit, Stock Freeze)</translation>
    </message>
    <message>
        <source>done (taking cards, stock options)</source>
        <translation>fertig (Karten nehmen, Aktienoptionen)</translation>
    </message>
    <message>
        <source>Take no more cards (then discard as many as you took).</source>
        <translation>Keine weiteren Karten nehmen (dann so viele abwerfen, wie du genommen hast).</translation>
    </message>
    <message>
        <source>Use no more stock options: the rest of the hand is discarded.</source>
        <translation>Keine weiteren Aktienoptionen nutzen: Der Rest der Hand wird abgeworfen.</translation>
    </message>
    <message>
        <source>What happens now. Press ? for the mouse and keyboard controls.</source>
        <translation>Was jetzt geschieht. Drücke ? für die Maus- und Tastatursteuerung.</translation>
    </message>
    <message>
        <source>An event {name} looks at (hidden)</source>
        <translation>Eine Ereigniskarte, die {name} ansieht (verdeckt)</translation>
    </message>
    <message>
        <source>Click to apply this event; the other is discarded face down.</source>
        <translation>Klicke, um diese Ereigniskarte zu spielen; die andere wird verdeckt abgeworfen.</translation>
    </message>
    <message>
        <source>Insider Trading: a card of the company on the discard pile; click to take it (three at most).</source>
        <translation>Insider Trading: eine Karte der Firma auf dem Ablagestapel; klicke sie an, um sie zu nehmen (höchstens drei).</translation>
    </message>
    <message>
        <source>What the last opponent did.</source>
        <translation>Was der letzte Gegner getan hat.</translation>
    </message>
    <message>
        <source>A {card} card can only raise {company}.</source>
        <translation>Eine {card}-Karte kann nur den Wert von {company} erhöhen.</translation>
    </message>
</context>
</TS>
