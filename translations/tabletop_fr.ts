<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AI</name>
    <message>
        <source>{move}: looks best at a glance ({pct}% estimated chance to win)</source>
        <translation>{move} : semble le meilleur au premier coup d&apos;œil ({pct} % de chances de gagner, estimation)</translation>
    </message>
    <message>
        <source>{move}: won {pct}% of {n} simulated continuations</source>
        <translation>{move} : a gagné {pct} % de {n} suites de partie simulées</translation>
    </message>
    <message>
        <source>{move}: the only possible move</source>
        <translation>{move} : le seul coup possible</translation>
    </message>
    <message>
        <source>{move}: picked at random</source>
        <translation>{move} : choisi au hasard</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>About Tabletop Exchange</source>
        <translation>À propos de Tabletop Exchange</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop Exchange {version}&lt;/h3&gt;&lt;p&gt;Stock-market tabletop games against computer opponents, with move hints and practice mode.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop Exchange {version}&lt;/h3&gt;&lt;p&gt;Des jeux de société boursiers contre des adversaires ordinateur, avec des conseils de coups et un mode entraînement.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>An unfinished game saved automatically could not be restored: {reason} The file was moved aside as {aside} in {folder}.</source>
        <translation>Une partie inachevée enregistrée automatiquement n&apos;a pas pu être restaurée : {reason} Le fichier a été renommé en {aside} dans {folder}.</translation>
    </message>
    <message>
        <source>An unfinished game saved automatically could not be restored: {reason} It could not be moved aside either: please remove {file} from {folder}.</source>
        <translation>Une partie inachevée enregistrée automatiquement n&apos;a pas pu être restaurée : {reason} Le fichier n&apos;a pas pu non plus être renommé : veuillez supprimer {file} de {folder}.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>and {n} more</source>
        <translation>et {n} de plus</translation>
    </message>
    <message>
        <source>{group} ({choices})</source>
        <translation>{group} ({choices})</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>règle</translation>
    </message>
    <message>
        <source>You may:</source>
        <translation>Vous pouvez :</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Interdit : {reason}</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Conseil : {reason}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Show a hint (F1)</source>
        <translation>Afficher un conseil (F1)</translation>
    </message>
    <message>
        <source>The strongest computer player suggests a move and says why</source>
        <translation>Le joueur ordinateur le plus fort propose un coup et explique pourquoi</translation>
    </message>
</context>
<context>
    <name>Core</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>Ce coup n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>Undo stops here: the move after it showed you a hidden card.</source>
        <translation>L&apos;annulation s&apos;arrête ici : le coup suivant vous a montré une carte cachée.</translation>
    </message>
    <message>
        <source>Undo stops here: another player at this screen has moved since.</source>
        <translation>L&apos;annulation s&apos;arrête ici : un autre joueur sur cet écran a joué depuis.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Tabletop Exchange games (*.ttx)</source>
        <translation>Parties Tabletop Exchange (*.ttx)</translation>
    </message>
    <message>
        <source>Tabletop Exchange game</source>
        <translation>Partie Tabletop Exchange</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <source>&amp;Play {game}</source>
        <translation>&amp;Jouer à {game}</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Unfinished game, saved {when}</source>
        <translation>Partie inachevée du {when}</translation>
    </message>
    <message>
        <source>Players: {names}; moves played: {moves}</source>
        <translation>Joueurs : {names} ; coups joués : {moves}</translation>
    </message>
    <message>
        <source>Go on with the unfinished game of {game}</source>
        <translation>Reprendre la partie de {game} inachevée</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt disponible</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>&amp;Back to the game in progress</source>
        <translation>&amp;Retour à la partie en cours</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait for your turn: the table shows another player&apos;s view.</source>
        <translation>Attendez votre tour : la table montre le point de vue d&apos;un autre joueur.</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Un conseil est disponible quand c&apos;est votre tour.</translation>
    </message>
    <message>
        <source>The computer player failed: {error}</source>
        <translation>Le joueur ordinateur a échoué : {error}</translation>
    </message>
    <message>
        <source>The computer player chose an impossible move: {reason}</source>
        <translation>Le joueur ordinateur a choisi un coup impossible : {reason}</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message numerus="yes">
        <source>Opening {file} replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>Ouvrir {file} remplace votre partie de {game} inachevée (%n coup joué) : une seule partie de chaque jeu peut être reprise.</numerusform>
            <numerusform>Ouvrir {file} remplace votre partie de {game} inachevée (%n coups joués) : une seule partie de chaque jeu peut être reprise.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A new game replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>Une nouvelle partie remplace votre partie de {game} inachevée (%n coup joué) : une seule partie de chaque jeu peut être reprise.</numerusform>
            <numerusform>Une nouvelle partie remplace votre partie de {game} inachevée (%n coups joués) : une seule partie de chaque jeu peut être reprise.</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game counts as lost in your statistics.</source>
        <translation>La partie inachevée compte comme perdue dans vos statistiques.</translation>
    </message>
    <message>
        <source>Open it anyway?</source>
        <translation>L&apos;ouvrir quand même ?</translation>
    </message>
    <message>
        <source>Start a new game anyway?</source>
        <translation>Commencer une nouvelle partie quand même ?</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Hint: {reason}</source>
        <translation>Conseil : {reason}</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Auctions of stockpiles, insider forecasts and expansion modules.</source>
        <translation>Enchères de lots d&apos;actions, prévisions d&apos;initiés et modules d&apos;extension.</translation>
    </message>
    <message>
        <source>Stack dice into buildings that may collapse.</source>
        <translation>Empilez des dés en buildings qui peuvent s&apos;écrouler.</translation>
    </message>
    <message>
        <source>An 18xx stock round in a compact 18xx game.</source>
        <translation>Un tour d&apos;actions de 18xx dans un jeu 18xx compact.</translation>
    </message>
    <message>
        <source>Trade cats&apos; cards for five resources.</source>
        <translation>Échangez des cartes de chats contre cinq ressources.</translation>
    </message>
    <message>
        <source>Raise share prices, secure certificates and play market events over four rounds.</source>
        <translation>Faites monter les cours, mettez des certificats de côté et jouez des événements de marché en quatre manches.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passez l&apos;écran à {name}</translation>
    </message>
    <message>
        <source>The other players should look away now.</source>
        <translation>Les autres joueurs doivent maintenant détourner le regard.</translation>
    </message>
    <message>
        <source>I am {name}: &amp;Ready</source>
        <translation>Je suis {name} : &amp;Prêt</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>{term} is about {amount} higher</source>
        <translation>{term} : environ {amount} de plus</translation>
    </message>
    <message>
        <source>{term} is about {amount} lower</source>
        <translation>{term} : environ {amount} de moins</translation>
    </message>
    <message>
        <source>{term} is higher</source>
        <translation>{term} : en hausse</translation>
    </message>
    <message>
        <source>{term} is lower</source>
        <translation>{term} : en baisse</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause}.</source>
        <translation>{move} : par rapport à {other}, {clause}.</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause} and {clause2}.</source>
        <translation>{move} : par rapport à {other}, {clause} et {clause2}.</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause}, though {clause2}.</source>
        <translation>{move} : par rapport à {other}, {clause}, mais {clause2}.</translation>
    </message>
    <message>
        <source>{move}: better in the long run than {other}, though for now {clause}.</source>
        <translation>{move} : meilleur à long terme que {other}, même si pour l&apos;instant {clause}.</translation>
    </message>
    <message>
        <source>{move}: better in the long run than {other}; {term} stays at about {amount}.</source>
        <translation>{move} : meilleur à long terme que {other} ; {term} reste d&apos;environ {amount}.</translation>
    </message>
    <message>
        <source>Any of these is fine: {moves}; either way, {term} is about {amount}.</source>
        <translation>N&apos;importe lequel convient : {moves} ; dans tous les cas, {term} est d&apos;environ {amount}.</translation>
    </message>
    <message>
        <source>{easy} looks tempting, but then {clause}.</source>
        <translation>{easy} semble tentant, mais alors {clause}.</translation>
    </message>
    <message>
        <source>{move}: the only possible move; {term} stands at about {amount}.</source>
        <translation>{move} : le seul coup possible ; {term} est d&apos;environ {amount}.</translation>
    </message>
    <message>
        <source>{reason} ({pct}% chance to win)</source>
        <translation>{reason} ({pct} % de chances de gagner)</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} ou {b}</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: compared with the best other choice, {clause}.</source>
        <translation>Ce qu&apos;un conseil aurait dit à {player} : par rapport au meilleur autre choix, {clause}.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: better in the long run than the best other choice, though for now {clause}.</source>
        <translation>Ce qu&apos;un conseil aurait dit à {player} : meilleur à long terme que le meilleur autre choix, même si pour l&apos;instant {clause}.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: about as good as the other choices; {term} stays at about {amount}.</source>
        <translation>Ce qu&apos;un conseil aurait dit à {player} : à peu près aussi bon que les autres choix ; {term} reste d&apos;environ {amount}.</translation>
    </message>
    <message>
        <source>{player} had no other choice.</source>
        <translation>{player} n&apos;avait pas d&apos;autre choix.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: about as good as the other choices.</source>
        <translation>Ce qu&apos;un conseil aurait dit à {player} : à peu près aussi bon que les autres choix.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} points</translation>
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
        <translation>votre progression vers votre condition de victoire</translation>
    </message>
    <message>
        <source>the progress your leading bids would add</source>
        <translation>la progression qu&apos;apporteraient vos offres en tête</translation>
    </message>
    <message>
        <source>the number of cards in your hand</source>
        <translation>le nombre de cartes dans votre main</translation>
    </message>
    <message>
        <source>your standing bonus from calls and the recall pile</source>
        <translation>votre bonus des Appels et de la pile de Rappel</translation>
    </message>
    <message>
        <source>the number of cards in your deck</source>
        <translation>le nombre de cartes de votre paquet</translation>
    </message>
    <message>
        <source>the progress of {player} towards victory</source>
        <translation>la progression de {player} vers la victoire</translation>
    </message>
    <message>
        <source>your money</source>
        <translation>votre argent</translation>
    </message>
    <message>
        <source>your expected income from {company} at the round&apos;s end</source>
        <translation>votre revenu attendu de {company} en fin de manche</translation>
    </message>
    <message>
        <source>the risk that the takeover of {company} fails</source>
        <translation>le risque que le rachat de {company} échoue</translation>
    </message>
    <message>
        <source>the risk of paying for a collapse of {company}</source>
        <translation>le risque de payer pour un effondrement de {company}</translation>
    </message>
    <message>
        <source>the bonus of the highest building card</source>
        <translation>le bonus de la carte du plus haut building</translation>
    </message>
    <message>
        <source>the bonus of the highest building card (yours)</source>
        <translation>le bonus de la carte du plus haut building (la vôtre)</translation>
    </message>
    <message>
        <source>the bonus of the highest building card (held by {player})</source>
        <translation>le bonus de la carte du plus haut building (détenue par {player})</translation>
    </message>
    <message>
        <source>the projected money of {player}</source>
        <translation>l&apos;argent attendu de {player}</translation>
    </message>
    <message>
        <source>your cash</source>
        <translation>votre argent</translation>
    </message>
    <message>
        <source>the value of your {railway} shares</source>
        <translation>la valeur de vos actions {railway}</translation>
    </message>
    <message>
        <source>the value of your {railway} shares ({count} to {player}&apos;s {other}: you direct it)</source>
        <translation>la valeur de vos actions {railway} ({count} contre {other} pour {player} : vous êtes président)</translation>
    </message>
    <message>
        <source>the value of your {railway} shares ({count} to director {player}&apos;s {other})</source>
        <translation>la valeur de vos actions {railway} ({count} contre {other} pour le président {player})</translation>
    </message>
    <message>
        <source>what your shares on offer fetch</source>
        <translation>ce que rapportent vos actions en vente</translation>
    </message>
    <message>
        <source>what {railway}&apos;s next train may cost you as its director</source>
        <translation>ce que le prochain train de {railway} peut vous coûter comme président</translation>
    </message>
    <message>
        <source>the projected worth of {player}</source>
        <translation>la fortune attendue de {player}</translation>
    </message>
    <message>
        <source>the expected value of your {company} shares</source>
        <translation>la valeur attendue de vos actions {company}</translation>
    </message>
    <message>
        <source>the number of Boom/Bust cards you keep for later</source>
        <translation>le nombre de cartes Boom/Bust que vous gardez pour plus tard</translation>
    </message>
    <message>
        <source>the value of your notes</source>
        <translation>la valeur de vos billets à ordre</translation>
    </message>
    <message>
        <source>your commodity bonus less taxes</source>
        <translation>votre bonus de matières premières moins les impôts</translation>
    </message>
    <message>
        <source>your unpaid fees</source>
        <translation>vos frais de transaction impayés</translation>
    </message>
    <message>
        <source>your {company} majority bonus (ahead of {player})</source>
        <translation>votre bonus de majorité de {company} (devant {player})</translation>
    </message>
    <message>
        <source>your share of the {company} majority bonus (tied with {player})</source>
        <translation>votre part du bonus de majorité de {company} (à égalité avec {player})</translation>
    </message>
    <message>
        <source>the expected value of your face-down shares</source>
        <translation>la valeur attendue de vos actions face cachée</translation>
    </message>
    <message>
        <source>the worth of your leading bids over their price</source>
        <translation>ce que valent vos enchères en tête au-delà de leur prix</translation>
    </message>
    <message>
        <source>the projected fortune of {player}</source>
        <translation>la fortune attendue de {player}</translation>
    </message>
    <message>
        <source>your score so far</source>
        <translation>votre score jusqu&apos;ici</translation>
    </message>
    <message>
        <source>the value of your {company} certificates</source>
        <translation>la valeur de vos certificats {company}</translation>
    </message>
    <message>
        <source>what your stock options should still bring</source>
        <translation>ce que vos options devraient encore rapporter</translation>
    </message>
    <message>
        <source>the number of your secured event cards</source>
        <translation>le nombre de vos cartes Événement mises de côté</translation>
    </message>
    <message>
        <source>the projected score of {player}</source>
        <translation>le score attendu de {player}</translation>
    </message>
</context>
<context>
    <name>Karthedis</name>
    <message>
        <source>Recall</source>
        <translation>Rappel</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Appel</translation>
    </message>
    <message>
        <source>Remove from the game</source>
        <translation>Retirer du jeu</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Engagement</translation>
    </message>
    <message>
        <source>Expertise</source>
        <translation>Expertise</translation>
    </message>
    <message>
        <source>Intervene</source>
        <translation>Intervention</translation>
    </message>
    <message>
        <source>Speculate</source>
        <translation>Spéculation</translation>
    </message>
    <message>
        <source>Deploy – draw two cards, then choose a card from your hand and discard it.</source>
        <translation>Engagement – piochez deux cartes, puis choisissez une carte de votre main et défaussez-la.</translation>
    </message>
    <message>
        <source>Expertise – doubles this card&apos;s trade value.</source>
        <translation>Expertise – double la valeur d&apos;échange de cette carte.</translation>
    </message>
    <message>
        <source>Intervene – a face-down card at a resource goes back to its owner&apos;s hand.</source>
        <translation>Intervention – une carte face cachée sur une ressource retourne dans la main de son propriétaire.</translation>
    </message>
    <message>
        <source>Recall – while this card lies in your Recall pile, your trade total at every resource where you have a card is 1 higher.</source>
        <translation>Rappel – tant que cette carte est dans votre pile de Rappel, votre total d&apos;échange sur chaque ressource où vous avez une carte augmente de 1.</translation>
    </message>
    <message>
        <source>Recall – remove another player&apos;s Recall pile from the game.</source>
        <translation>Rappel – retirez du jeu la pile de Rappel d&apos;un autre joueur.</translation>
    </message>
    <message>
        <source>Call – while this card is in play, your trade total at every resource where you have a card is 2 higher.</source>
        <translation>Appel – tant que cette carte est en jeu, votre total d&apos;échange sur chaque ressource où vous avez une carte augmente de 2.</translation>
    </message>
    <message>
        <source>Speculate – draw a card, then choose a card from your hand and discard it.</source>
        <translation>Spéculation – piochez une carte, puis choisissez une carte de votre main et défaussez-la.</translation>
    </message>
    <message>
        <source>Recall – draw a card.</source>
        <translation>Rappel – piochez une carte.</translation>
    </message>
    <message>
        <source>Intervene – reveal a face-down card at a resource and remove it from the game.</source>
        <translation>Intervention – révélez une carte face cachée sur une ressource et retirez-la du jeu.</translation>
    </message>
    <message>
        <source>Expertise – +2 trade value if no other player has a card at this resource.</source>
        <translation>Expertise – +2 de valeur d&apos;échange si aucun autre joueur n&apos;a de carte sur cette ressource.</translation>
    </message>
    <message>
        <source>Deploy – draw a card.</source>
        <translation>Engagement – piochez une carte.</translation>
    </message>
    <message>
        <source>No abilities, but cheap high trade values: bid often and bid high.</source>
        <translation>Aucune capacité, mais de hautes valeurs d&apos;échange : enchérissez souvent et haut.</translation>
    </message>
    <message>
        <source>Card draw: dig through your deck and keep the best cards.</source>
        <translation>Pioche : fouillez votre deck et gardez les meilleures cartes.</translation>
    </message>
    <message>
        <source>Big bids: a face-down Persian counts twice at a resource.</source>
        <translation>Grosses offres : un Persan face cachée compte double sur une ressource.</translation>
    </message>
    <message>
        <source>Disruption: send a rival&apos;s bid back to their hand.</source>
        <translation>Perturbation : renvoyez l&apos;offre d&apos;un rival dans sa main.</translation>
    </message>
    <message>
        <source>A combo with the Recall pile: every Lynx lying there raises all your bids.</source>
        <translation>Un combo avec la pile de Rappel : chaque Lynx qui s&apos;y trouve renforce toutes vos offres.</translation>
    </message>
    <message>
        <source>The answer to Recall piles: wipe out a rival&apos;s pile and its bonuses.</source>
        <translation>La réponse aux piles de Rappel : effacez la pile d&apos;un rival et ses bonus.</translation>
    </message>
    <message>
        <source>Tempo: call a Cheetah first, then every bid of the round is stronger.</source>
        <translation>Tempo : appelez d&apos;abord un Guépard, puis chaque offre de la manche est plus forte.</translation>
    </message>
    <message>
        <source>Patience: keep an Ocelot in hand and sift one card every round.</source>
        <translation>Patience : gardez un Ocelot en main et triez une carte à chaque manche.</translation>
    </message>
    <message>
        <source>Card flow: every Sphynx that leaves play brings a new card.</source>
        <translation>Flux de cartes : chaque Sphynx qui quitte le jeu apporte une nouvelle carte.</translation>
    </message>
    <message>
        <source>Hard disruption: remove a rival&apos;s bid from the game for good.</source>
        <translation>Perturbation dure : retirez définitivement du jeu l&apos;offre d&apos;un rival.</translation>
    </message>
    <message>
        <source>Go where the others are not: uncontested bids count more.</source>
        <translation>Allez là où les autres ne sont pas : les offres sans rival comptent plus.</translation>
    </message>
    <message>
        <source>Steady hands: a Pallas&apos;s cat replaces itself when you draw it.</source>
        <translation>Mains sûres : un Manul se remplace lui-même quand vous le piochez.</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Métal</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Nourriture</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>Victory condition</source>
        <translation>Condition de victoire</translation>
    </message>
    <message>
        <source>Three different or two alike</source>
        <translation>Trois différentes ou deux identiques</translation>
    </message>
    <message>
        <source>Two different</source>
        <translation>Deux différentes</translation>
    </message>
    <message>
        <source>Three different</source>
        <translation>Trois différentes</translation>
    </message>
    <message>
        <source>Four different</source>
        <translation>Quatre différentes</translation>
    </message>
    <message>
        <source>Five different</source>
        <translation>Cinq différentes</translation>
    </message>
    <message>
        <source>Two of one kind</source>
        <translation>Deux identiques</translation>
    </message>
    <message>
        <source>Three of one kind</source>
        <translation>Trois identiques</translation>
    </message>
    <message>
        <source>Four of one kind</source>
        <translation>Quatre identiques</translation>
    </message>
    <message>
        <source>Which base resources win. The rulebook recommends three different or two alike.</source>
        <translation>Quelles ressources de base font gagner. La règle recommande trois différentes ou deux identiques.</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Twenty random cards</source>
        <translation>Vingt cartes aléatoires</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Free deck building</source>
        <translation>Construction libre de deck</translation>
    </message>
    <message>
        <source>Random decks; the draft: take five cards, keep one, pass the rest on; or free deck building: each player picks twenty cards from the box.</source>
        <translation>Decks aléatoires ; le draft : prendre cinq cartes, en garder une, passer le reste ; ou la construction libre de deck : chaque joueur choisit vingt cartes dans la boîte.</translation>
    </message>
    <message>
        <source>Allow more copies than one box holds</source>
        <translation>Autoriser plus d&apos;exemplaires que dans une boîte</translation>
    </message>
    <message>
        <source>Free deck building only. The rulebook: it is possible to buy the game more than once to use more copies of a cat, but it is not recommended.</source>
        <translation>Construction libre de deck uniquement. La règle : on peut acheter le jeu plusieurs fois pour utiliser plus d&apos;exemplaires d&apos;un chat, mais ce n&apos;est pas recommandé.</translation>
    </message>
    <message>
        <source>Last game&apos;s winner or random</source>
        <translation>Vainqueur de la dernière partie ou au hasard</translation>
    </message>
    <message>
        <source>The rulebook: the oldest player in a first game, the last game&apos;s winner in a rematch. Name a seat, or let the last game or chance decide.</source>
        <translation>La règle : le joueur le plus âgé lors d&apos;une première partie, le vainqueur de la dernière partie lors d&apos;une revanche. Choisissez une place, ou laissez la dernière partie ou le hasard décider.</translation>
    </message>
    <message>
        <source>Deploy cards: show and use them when drawn</source>
        <translation>Cartes Engagement : les montrer et les utiliser à la pioche</translation>
    </message>
    <message>
        <source>Every player&apos;s starting choice for the cards with Deploy they draw: show and use them at once, or keep them hidden. Each player may change their own choice on any of their turns; the others never learn it.</source>
        <translation>Le choix de départ de chaque joueur pour les cartes Engagement qu&apos;il pioche : les montrer et les utiliser aussitôt, ou les garder cachées. Chaque joueur peut changer son propre choix à chacun de ses tours ; les autres ne l&apos;apprennent jamais.</translation>
    </message>
    <message>
        <source>First market leader</source>
        <translation>Premier leader du marché</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>dans le sens horaire</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Draft, packet {round}: everyone takes five cards, keeps one and passes {way}.</source>
        <translation>Draft, paquet {round} : chacun prend cinq cartes, en garde une et passe {way}.</translation>
    </message>
    <message>
        <source>The packets are passed on {way}.</source>
        <translation>Les paquets sont passés {way}.</translation>
    </message>
    <message>
        <source>{player} keeps a card.</source>
        <translation>{player} garde une carte.</translation>
    </message>
    <message>
        <source>You keep {card}.</source>
        <translation>Vous gardez {card}.</translation>
    </message>
    <message>
        <source>Every deck holds 20 cards; everyone takes five (no ability triggers).</source>
        <translation>Chaque deck compte 20 cartes ; chacun en prend cinq (aucune capacité ne se déclenche).</translation>
    </message>
    <message>
        <source>Round {round}, preparation phase: {player} is the market leader.</source>
        <translation>Manche {round}, phase de préparation : {player} est le leader du marché.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} pioche une carte.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Vous piochez {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s deck is empty: no card is drawn.</source>
        <translation>Le deck de {player} est vide : aucune carte n&apos;est piochée.</translation>
    </message>
    <message>
        <source>{player} shows {card}: Deploy.</source>
        <translation>{player} montre {card} : Engagement.</translation>
    </message>
    <message>
        <source>You draw {card} and keep it hidden (your choice: no Deploy).</source>
        <translation>Vous piochez {card} et la gardez cachée (votre choix : pas d&apos;Engagement).</translation>
    </message>
    <message>
        <source>{player} changes a setting.</source>
        <translation>{player} change un paramètre.</translation>
    </message>
    <message>
        <source>From now on you show each card with Deploy you draw and use it.</source>
        <translation>Désormais, vous montrez chaque carte Engagement que vous piochez et l&apos;utilisez.</translation>
    </message>
    <message>
        <source>From now on you keep the cards with Deploy you draw hidden.</source>
        <translation>Désormais, vous gardez cachées les cartes Engagement que vous piochez.</translation>
    </message>
    <message>
        <source>{player} shows {card}: Speculate.</source>
        <translation>{player} montre {card} : Spéculation.</translation>
    </message>
    <message>
        <source>{player} discards {card} to the Recall pile.</source>
        <translation>{player} défausse {card} sur la pile de Rappel.</translation>
    </message>
    <message>
        <source>{card} is recalled to {player}&apos;s Recall pile.</source>
        <translation>{card} est rappelée sur la pile de Rappel de {player}.</translation>
    </message>
    <message>
        <source>First call phase: everyone plays a card face down (pass) or face up.</source>
        <translation>Première phase d&apos;appel : chacun joue une carte face cachée (passer) ou face visible.</translation>
    </message>
    <message>
        <source>{player} has no card to play and passes.</source>
        <translation>{player} n&apos;a aucune carte à jouer et passe.</translation>
    </message>
    <message>
        <source>{player} plays a card face down and passes.</source>
        <translation>{player} joue une carte face cachée et passe.</translation>
    </message>
    <message>
        <source>{player} plays {card} face up.</source>
        <translation>{player} joue {card} face visible.</translation>
    </message>
    <message>
        <source>{card} has Call: it stays in play until the round ends.</source>
        <translation>{card} a Appel : elle reste en jeu jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>{player} passed: the face-down card leaves the game, two cards are drawn.</source>
        <translation>{player} a passé : la carte face cachée quitte le jeu, deux cartes sont piochées.</translation>
    </message>
    <message>
        <source>Trade phase: place cards face down at the resources, in turns.</source>
        <translation>Phase d&apos;échange : placez à tour de rôle des cartes face cachée sur les ressources.</translation>
    </message>
    <message>
        <source>{player} places a card face down at {resource}.</source>
        <translation>{player} place une carte face cachée sur {resource}.</translation>
    </message>
    <message>
        <source>You place {card} face down at {resource}.</source>
        <translation>Vous placez {card} face cachée sur {resource}.</translation>
    </message>
    <message>
        <source>{player} intervenes with {card} against a card at {resource}.</source>
        <translation>{player} intervient avec {card} contre une carte sur {resource}.</translation>
    </message>
    <message>
        <source>The card goes back to {player}&apos;s hand.</source>
        <translation>La carte retourne dans la main de {player}.</translation>
    </message>
    <message>
        <source>{card} is revealed and removed from the game.</source>
        <translation>{card} est révélée et retirée du jeu.</translation>
    </message>
    <message>
        <source>{player} lays {card} face up and sits out this trade phase.</source>
        <translation>{player} pose {card} face visible et ne participe pas à cette phase d&apos;échange.</translation>
    </message>
    <message>
        <source>{player} plays no more cards.</source>
        <translation>{player} ne joue plus de cartes.</translation>
    </message>
    <message>
        <source>{player} reveals {card} at {resource}.</source>
        <translation>{player} révèle {card} sur {resource}.</translation>
    </message>
    <message>
        <source>Expertise: {card}&apos;s ability counts now.</source>
        <translation>Expertise : la capacité de {card} s&apos;applique maintenant.</translation>
    </message>
    <message>
        <source>{player} wins {resource} with a trade total of {total}.</source>
        <translation>{player} remporte {resource} avec un total d&apos;échange de {total}.</translation>
    </message>
    <message>
        <source>Nobody wins {resource}: the highest trade totals are tied at {total}.</source>
        <translation>Personne ne remporte {resource} : les plus hauts totaux d&apos;échange sont à égalité à {total}.</translation>
    </message>
    <message>
        <source>Several players meet the victory condition at once: the most cards in hand wins.</source>
        <translation>Plusieurs joueurs remplissent la condition de victoire en même temps : le plus de cartes en main l&apos;emporte.</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} gagne la partie.</translation>
    </message>
    <message>
        <source>Second call phase: everyone may play up to two cards face up.</source>
        <translation>Seconde phase d&apos;appel : chacun peut jouer jusqu&apos;à deux cartes face visible.</translation>
    </message>
    <message>
        <source>{player} plays no more cards this phase.</source>
        <translation>{player} ne joue plus de cartes dans cette phase.</translation>
    </message>
    <message>
        <source>No resources are left: the game ends, the most resources win.</source>
        <translation>Il ne reste plus de ressources : la partie s&apos;arrête, le plus de ressources l&apos;emporte.</translation>
    </message>
    <message>
        <source>Nobody has a card left to play: the game ends, the most resources win.</source>
        <translation>Plus personne n&apos;a de carte à jouer : la partie s&apos;arrête, le plus de ressources l&apos;emporte.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Vous piochez une carte.</translation>
    </message>
    <message>
        <source>You keep a card.</source>
        <translation>Vous gardez une carte.</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Vous gagnez la partie.</translation>
    </message>
    <message>
        <source>An ability asks for a discard: choose a card from your hand first.</source>
        <translation>Une capacité demande une défausse : choisissez d&apos;abord une carte de votre main.</translation>
    </message>
    <message>
        <source>Recall ability: choose whose Recall pile is removed from the game first.</source>
        <translation>Capacité de Rappel : choisissez d&apos;abord quelle pile de Rappel est retirée du jeu.</translation>
    </message>
    <message>
        <source>Deploy: your standing choice for the cards you draw is already that.</source>
        <translation>Engagement : votre choix pour les cartes piochées est déjà celui-ci.</translation>
    </message>
    <message>
        <source>Show and use the cards with Deploy you draw</source>
        <translation>Montrer et utiliser les cartes Engagement piochées</translation>
    </message>
    <message>
        <source>Keep the cards with Deploy you draw hidden</source>
        <translation>Garder cachées les cartes Engagement piochées</translation>
    </message>
    <message>
        <source>Your choice for cards with Deploy</source>
        <translation>Votre choix pour les cartes Engagement</translation>
    </message>
    <message>
        <source>No ability asks for that now.</source>
        <translation>Aucune capacité ne le demande maintenant.</translation>
    </message>
    <message>
        <source>{resource}, first pile</source>
        <translation>{resource}, première pile</translation>
    </message>
    <message>
        <source>{resource}, second pile</source>
        <translation>{resource}, deuxième pile</translation>
    </message>
    <message>
        <source>{resource}, third pile</source>
        <translation>{resource}, troisième pile</translation>
    </message>
    <message>
        <source>{resource}, fourth pile</source>
        <translation>{resource}, quatrième pile</translation>
    </message>
    <message>
        <source>{resource}, fifth pile</source>
        <translation>{resource}, cinquième pile</translation>
    </message>
    <message>
        <source>{resource}, sixth pile</source>
        <translation>{resource}, sixième pile</translation>
    </message>
    <message>
        <source>{resource}, seventh pile</source>
        <translation>{resource}, septième pile</translation>
    </message>
    <message>
        <source>{resource}, eighth pile</source>
        <translation>{resource}, huitième pile</translation>
    </message>
    <message>
        <source>{resource}, ninth pile</source>
        <translation>{resource}, neuvième pile</translation>
    </message>
    <message>
        <source>{resource}, tenth pile</source>
        <translation>{resource}, dixième pile</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Recall pile (%n card(s)) is removed from the game.</source>
        <translation>
            <numerusform>La pile de Rappel de {player} (%n carte) est retirée du jeu.</numerusform>
            <numerusform>La pile de Rappel de {player} (%n cartes) est retirée du jeu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: that card is not in the packet you hold.</source>
        <translation>Draft : cette carte n&apos;est pas dans votre paquet.</translation>
    </message>
    <message>
        <source>The draft comes first: keep a card of your packet.</source>
        <translation>Le draft d&apos;abord : gardez une carte de votre paquet.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>Le draft est terminé.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>Speculate is used only in the preparation phase, at the start of a round.</source>
        <translation>La Spéculation ne s&apos;utilise qu&apos;en phase de préparation, au début d&apos;une manche.</translation>
    </message>
    <message>
        <source>A card is played face down (a pass) only in the first call phase.</source>
        <translation>Une carte ne se joue face cachée (pour passer) que pendant la première phase d&apos;appel.</translation>
    </message>
    <message>
        <source>Only the second call phase lets you play no card: the first asks for one.</source>
        <translation>Seule la seconde phase d&apos;appel permet de ne jouer aucune carte : la première en demande une.</translation>
    </message>
    <message>
        <source>Cards go to the resources only in the trade phase.</source>
        <translation>Les cartes ne vont sur les ressources que pendant la phase d&apos;échange.</translation>
    </message>
    <message>
        <source>Intervene cards are played only in the trade phase, on your turn.</source>
        <translation>Les cartes Intervention ne se jouent que pendant la phase d&apos;échange, à votre tour.</translation>
    </message>
    <message>
        <source>Cards are played face up only in the call phases.</source>
        <translation>Les cartes ne se jouent face visible que pendant les phases d&apos;appel.</translation>
    </message>
    <message>
        <source>{card} has no Speculate ability.</source>
        <translation>{card} n&apos;a pas de capacité Spéculation.</translation>
    </message>
    <message>
        <source>Speculate: only a card that was in your hand when the round began may be used; {card} was drawn this round.</source>
        <translation>Spéculation : seule une carte qui était dans votre main au début de la manche peut être utilisée ; {card} a été piochée pendant cette manche.</translation>
    </message>
    <message>
        <source>Intervene: cards with this ability can be played face up only in the trade phase, on their player&apos;s turn; {card} cannot be played face up now.</source>
        <translation>Intervention : les cartes avec cette capacité ne peuvent être jouées face visible que pendant la phase d&apos;échange, au tour de leur joueur ; {card} ne peut pas être jouée face visible maintenant.</translation>
    </message>
    <message>
        <source>{card} has already speculated this round.</source>
        <translation>{card} a déjà spéculé pendant cette manche.</translation>
    </message>
    <message>
        <source>In the second call phase you play at most two cards.</source>
        <translation>Pendant la seconde phase d&apos;appel, vous jouez au plus deux cartes.</translation>
    </message>
    <message>
        <source>You passed in the first call phase: in this trade phase you may only intervene.</source>
        <translation>Vous avez passé lors de la première phase d&apos;appel : dans cette phase d&apos;échange, vous ne pouvez qu&apos;intervenir.</translation>
    </message>
    <message>
        <source>There is no resource at that place.</source>
        <translation>Il n&apos;y a pas de ressource à cet endroit.</translation>
    </message>
    <message>
        <source>You may sit out only on your first turn of the trade phase.</source>
        <translation>Vous ne pouvez vous retirer qu&apos;à votre premier tour de la phase d&apos;échange.</translation>
    </message>
    <message>
        <source>{card} has no Intervene ability.</source>
        <translation>{card} n&apos;a pas de capacité Intervention.</translation>
    </message>
    <message>
        <source>Intervene targets another player&apos;s face-down card at a resource.</source>
        <translation>L&apos;Intervention vise une carte face cachée d&apos;un autre joueur sur une ressource.</translation>
    </message>
    <message>
        <source>That move is not possible at this moment.</source>
        <translation>Ce coup n&apos;est pas possible pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>Garder {card}</translation>
    </message>
    <message>
        <source>Speculate with {card}</source>
        <translation>Spéculer avec {card}</translation>
    </message>
    <message>
        <source>Speculate no more</source>
        <translation>Ne plus spéculer</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Défausser {card}</translation>
    </message>
    <message>
        <source>Play {card} face down and pass</source>
        <translation>Jouer {card} face cachée et passer</translation>
    </message>
    <message>
        <source>Play {card} face up</source>
        <translation>Jouer {card} face visible</translation>
    </message>
    <message>
        <source>Play no more cards</source>
        <translation>Ne plus jouer de cartes</translation>
    </message>
    <message>
        <source>Place {card} at {resource}</source>
        <translation>Placer {card} sur {resource}</translation>
    </message>
    <message>
        <source>Intervene with {card} against {player}&apos;s card at {resource}</source>
        <translation>Intervenir avec {card} contre la carte de {player} sur {resource}</translation>
    </message>
    <message>
        <source>Sit out the trade phase, laying {card} face up</source>
        <translation>Se retirer de la phase d&apos;échange en posant {card} face visible</translation>
    </message>
    <message>
        <source>Play no more cards this trade phase</source>
        <translation>Ne plus jouer de cartes dans cette phase d&apos;échange</translation>
    </message>
    <message>
        <source>Remove {player}&apos;s Recall pile from the game</source>
        <translation>Retirer du jeu la pile de Rappel de {player}</translation>
    </message>
    <message>
        <source>Keep a card of the packet</source>
        <translation>Garder une carte du paquet</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Défausser une carte</translation>
    </message>
    <message>
        <source>Pass with a face-down card</source>
        <translation>Passer avec une carte face cachée</translation>
    </message>
    <message>
        <source>Play a card face up</source>
        <translation>Jouer une carte face visible</translation>
    </message>
    <message>
        <source>Place a card at a resource</source>
        <translation>Placer une carte sur une ressource</translation>
    </message>
    <message>
        <source>Sit out the trade phase</source>
        <translation>Se retirer de la phase d&apos;échange</translation>
    </message>
    <message>
        <source>Remove a Recall pile</source>
        <translation>Retirer une pile de Rappel</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {detail}.</source>
        <translation>Impossible d&apos;ouvrir {file} : {detail}.</translation>
    </message>
    <message>
        <source>{file} is not a deck: at {size} KB it is far larger than any deck file ({limit} KB at most).</source>
        <translation>{file} n&apos;est pas un deck : avec {size} Ko, il est bien plus gros que tout fichier de deck ({limit} Ko au plus).</translation>
    </message>
    <message>
        <source>{file} is not a deck: it is a folder, a device or a pipe, not a file.</source>
        <translation>{file} n’est pas un deck : c’est un dossier, un périphérique ou un tube, pas un fichier.</translation>
    </message>
    <message>
        <source>{file} is not a deck file: it is not JSON text.</source>
        <translation>{file} n&apos;est pas un fichier de deck : ce n&apos;est pas du texte JSON.</translation>
    </message>
    <message>
        <source>{file} is not a deck file: its contents are nested far too deeply.</source>
        <translation>{file} n&apos;est pas un fichier de deck : son contenu est bien trop imbriqué.</translation>
    </message>
    <message>
        <source>{file} is not a Karthedis deck.</source>
        <translation>{file} n&apos;est pas un deck de Karthedis.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Tabletop Exchange (deck format {format}).</source>
        <translation>{file} a été enregistré par une version plus récente de Tabletop Exchange (format de deck {format}).</translation>
    </message>
    <message>
        <source>{file} is damaged: the deck&apos;s name is not a short line of text.</source>
        <translation>{file} est endommagé : le nom du deck n&apos;est pas une courte ligne de texte.</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n card(s), but a deck holds exactly {size}.</source>
        <translation>
            <numerusform>{file} contient %n carte, mais un deck en compte exactement {size}.</numerusform>
            <numerusform>{file} contient %n cartes, mais un deck en compte exactement {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is damaged: {card} is not a Karthedis card.</source>
        <translation>{file} est endommagé : {card} n&apos;est pas une carte de Karthedis.</translation>
    </message>
    <message>
        <source>The deck could not be saved to {file}: {detail}. Nothing was overwritten.</source>
        <translation>Le deck n&apos;a pas pu être enregistré dans {file} : {detail}. Rien n&apos;a été écrasé.</translation>
    </message>
    <message>
        <source>A deck holds exactly {size} cards; this one holds {count}.</source>
        <translation>Un deck compte exactement {size} cartes ; celui-ci en compte {count}.</translation>
    </message>
    <message>
        <source>The deck takes {card} {wanted} times, but only {left} of them are left (one box for all players).</source>
        <translation>Le deck prend {card} {wanted} fois, mais il n&apos;en reste que {left} (une boîte pour tous les joueurs).</translation>
    </message>
    <message>
        <source>it should hold one deck for each of the {seats} players</source>
        <translation>il devrait contenir un deck pour chacun des {seats} joueurs</translation>
    </message>
    <message>
        <source>{card} is not a card of the box</source>
        <translation>{card} n’est pas une carte de la boîte</translation>
    </message>
</context>
<context>
    <name>KarthedisDecks</name>
    <message>
        <source>The deck is full: remove a card first.</source>
        <translation>Le deck est plein : retirez d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>No copy of {card} is left.</source>
        <translation>Il ne reste aucun exemplaire de {card}.</translation>
    </message>
    <message>
        <source>Deck for {player}</source>
        <translation>Deck de {player}</translation>
    </message>
    <message>
        <source>Karthedis decks (*.json)</source>
        <translation>Decks Karthedis (*.json)</translation>
    </message>
    <message>
        <source>Only a deck of exactly 20 cards can be saved.</source>
        <translation>Seul un deck d&apos;exactement 20 cartes peut être enregistré.</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Enregistrer le deck</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Enregistré sous {file}</translation>
    </message>
    <message>
        <source>Load deck</source>
        <translation>Charger un deck</translation>
    </message>
    <message>
        <source>Loaded {file}</source>
        <translation>{file} chargé</translation>
    </message>
    <message>
        <source>Cards in the deck: exactly 20 are needed, no more, no fewer.</source>
        <translation>Cartes du deck : il en faut exactement 20, ni plus ni moins.</translation>
    </message>
    <message>
        <source>Play with this deck.</source>
        <translation>Jouer avec ce deck.</translation>
    </message>
    <message numerus="yes">
        <source>The deck holds %n card(s): add {more} more to reach exactly 20.</source>
        <translation>
            <numerusform>Le deck compte %n carte : ajoutez-en {more} pour arriver à exactement 20.</numerusform>
            <numerusform>Le deck compte %n cartes : ajoutez-en {more} pour arriver à exactement 20.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}, build your deck of exactly 20 cards from the cards at hand. The collection shows how many copies of each card are still left.</source>
        <translation>{player}, construisez votre deck d&apos;exactement 20 cartes avec les cartes disponibles. La collection indique combien d&apos;exemplaires de chaque carte il reste.</translation>
    </message>
    <message>
        <source>&amp;Add →</source>
        <translation>&amp;Ajouter →</translation>
    </message>
    <message>
        <source>Add the chosen card of the collection (Enter).</source>
        <translation>Ajouter la carte choisie de la collection (Entrée).</translation>
    </message>
    <message>
        <source>← &amp;Remove</source>
        <translation>← Re&amp;tirer</translation>
    </message>
    <message>
        <source>Take the chosen card out of the deck (Delete).</source>
        <translation>Retirer la carte choisie du deck (Suppr).</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Votre deck</translation>
    </message>
    <message>
        <source>The cards of your deck; nobody else sees them.</source>
        <translation>Les cartes de votre deck ; personne d&apos;autre ne les voit.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>My deck</source>
        <translation>Mon deck</translation>
    </message>
    <message>
        <source>The deck&apos;s name, saved with it.</source>
        <translation>Le nom du deck, enregistré avec lui.</translation>
    </message>
    <message>
        <source>Players at one screen take turns: each sees the copies left, never the other players&apos; decks.</source>
        <translation>Les joueurs devant un même écran passent chacun à leur tour : chacun voit les exemplaires restants, jamais les decks des autres.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Double-click a card or press Delete to take it out of the deck.</source>
        <translation>Double-cliquez sur une carte ou appuyez sur Suppr pour la retirer du deck.</translation>
    </message>
    <message>
        <source>Random &amp;fill</source>
        <translation>Compléter au &amp;hasard</translation>
    </message>
    <message>
        <source>Complete the deck with random cards that are left.</source>
        <translation>Compléter le deck au hasard avec des cartes restantes.</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Vider</translation>
    </message>
    <message>
        <source>Take every card out of the deck.</source>
        <translation>Retirer toutes les cartes du deck.</translation>
    </message>
    <message>
        <source>&amp;Load deck…</source>
        <translation>Char&amp;ger un deck…</translation>
    </message>
    <message>
        <source>Open a deck saved before (it replaces this one).</source>
        <translation>Ouvrir un deck enregistré auparavant (il remplace celui-ci).</translation>
    </message>
    <message>
        <source>Sa&amp;ve deck…</source>
        <translation>&amp;Enregistrer le deck…</translation>
    </message>
    <message>
        <source>Save the complete deck to a file to play it again.</source>
        <translation>Enregistrer le deck complet dans un fichier pour le rejouer.</translation>
    </message>
    <message>
        <source>Allow more copies than one box holds</source>
        <translation>Autoriser plus d&apos;exemplaires que dans une boîte</translation>
    </message>
    <message>
        <source>As if the game had been bought more than once: this deck may take any card as often as you like.</source>
        <translation>Comme si le jeu avait été acheté plusieurs fois : ce deck peut prendre chaque carte autant de fois que vous voulez.</translation>
    </message>
    <message>
        <source>What happened last.</source>
        <translation>Ce qui s&apos;est passé en dernier.</translation>
    </message>
    <message>
        <source>Play with this deck</source>
        <translation>Jouer avec ce deck</translation>
    </message>
    <message>
        <source>Cancel the game</source>
        <translation>Annuler la partie</translation>
    </message>
    <message>
        <source>Start no game: back to the table as it was.</source>
        <translation>Ne lancer aucune partie : retour à la table telle qu&apos;elle était.</translation>
    </message>
    <message>
        <source>No ability.</source>
        <translation>Aucune capacité.</translation>
    </message>
    <message>
        <source>No card chosen.</source>
        <translation>Aucune carte choisie.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Every card of the box; double-click or press Enter to add one.</source>
        <translation>Toutes les cartes de la boîte ; double-cliquez ou appuyez sur Entrée pour en ajouter une.</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Recherche :</translation>
    </message>
    <message>
        <source>Name or ability</source>
        <translation>Nom ou capacité</translation>
    </message>
    <message>
        <source>Show only the cards whose name or ability has these words.</source>
        <translation>N&apos;afficher que les cartes dont le nom ou la capacité contient ces mots.</translation>
    </message>
    <message>
        <source>S&amp;pecies:</source>
        <translation>Es&amp;pèce :</translation>
    </message>
    <message>
        <source>All species</source>
        <translation>Toutes les espèces</translation>
    </message>
    <message>
        <source>Show only the cards of one species.</source>
        <translation>N&apos;afficher que les cartes d&apos;une espèce.</translation>
    </message>
    <message>
        <source>&amp;Trade value:</source>
        <translation>Valeur &amp;d&apos;échange :</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Show only the cards of one trade value.</source>
        <translation>N&apos;afficher que les cartes d&apos;une valeur d&apos;échange.</translation>
    </message>
    <message>
        <source>A&amp;bility:</source>
        <translation>&amp;Capacité :</translation>
    </message>
    <message>
        <source>No ability</source>
        <translation>Aucune capacité</translation>
    </message>
    <message>
        <source>Show only the cards with one ability.</source>
        <translation>N&apos;afficher que les cartes ayant une capacité donnée.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restants</translation>
    </message>
    <message>
        <source>Double-click a card or press Enter to add it to the deck.</source>
        <translation>Double-cliquez sur une carte ou appuyez sur Entrée pour l&apos;ajouter au deck.</translation>
    </message>
    <message>
        <source>The chosen card&apos;s ability and its species&apos; character.</source>
        <translation>La capacité de la carte choisie et le caractère de son espèce.</translation>
    </message>
</context>
<context>
    <name>KarthedisTable</name>
    <message>
        <source>{resource}, place {n}: in the trade phase drop a card here to place it face down (or select a card and press {n}). The single highest trade total wins it; a tie wins nothing.</source>
        <translation>{resource}, case {n} : pendant la phase d&apos;échange, déposez ici une carte pour la placer face cachée (ou choisissez une carte et appuyez sur {n}). Seul le plus haut total d&apos;échange, sans égalité, la remporte ; une égalité ne remporte rien.</translation>
    </message>
    <message>
        <source>The key that places the selected card here.</source>
        <translation>La touche qui place ici la carte choisie.</translation>
    </message>
    <message>
        <source>{player}&apos;s card, face down until the reveal.</source>
        <translation>Carte de {player}, face cachée jusqu&apos;à la révélation.</translation>
    </message>
    <message>
        <source>Drop an Intervene card on it to play against it.</source>
        <translation>Déposez-y une carte Intervention pour jouer contre elle.</translation>
    </message>
    <message>
        <source>Centre: drop a Speculate card here to use it</source>
        <translation>Centre : déposez ici une carte Spéculation pour l&apos;utiliser</translation>
    </message>
    <message>
        <source>Centre: drop a card here to play it face up</source>
        <translation>Centre : déposez ici une carte pour la jouer face visible</translation>
    </message>
    <message>
        <source>Centre: drop up to two cards here, face up</source>
        <translation>Centre : déposez ici jusqu&apos;à deux cartes, face visible</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>The centre: cards played face up (a call) go here. Without Call a card is recalled at once and you draw one; with Call it stays in play until the round ends.</source>
        <translation>Le centre : les cartes jouées face visible (un appel) vont ici. Sans Appel, une carte est aussitôt rappelée et vous en piochez une ; avec Appel, elle reste en jeu jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>Removed from the game: {up} face up, {down} face down (passes of the first call phase).</source>
        <translation>Retirées du jeu : {up} face visible, {down} face cachée (de ceux qui ont passé en première phase d&apos;appel).</translation>
    </message>
    <message>
        <source>Removed {n}</source>
        <translation>Retirées {n}</translation>
    </message>
    <message>
        <source>What was revealed in the last trade phase: each player&apos;s trade total at each resource (✓: won it; a tie wins nothing).</source>
        <translation>Ce qui a été révélé lors de la dernière phase d&apos;échange : le total d&apos;échange de chaque joueur sur chaque ressource (✓ : remportée ; une égalité ne remporte rien).</translation>
    </message>
    <message>
        <source>Trade phase of round {n}</source>
        <translation>Phase d&apos;échange de la manche {n}</translation>
    </message>
    <message>
        <source>No cards were placed.</source>
        <translation>Aucune carte n&apos;a été placée.</translation>
    </message>
    <message>
        <source>A tie: nobody wins it.</source>
        <translation>Égalité : personne ne la remporte.</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>dans le sens horaire</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Draft, packet {round} of {rounds}: keep one card; the rest go {way} to {player}.</source>
        <translation>Draft, paquet {round} sur {rounds} : gardez une carte ; les autres vont {way} à {player}.</translation>
    </message>
    <message>
        <source>Each player takes five cards, keeps one and passes the rest; the first packet goes clockwise, the next counter-clockwise, until every deck holds 20 cards.</source>
        <translation>Chaque joueur prend cinq cartes, en garde une et passe le reste ; le premier paquet va dans le sens horaire, le suivant dans le sens antihoraire, jusqu&apos;à ce que chaque deck compte 20 cartes.</translation>
    </message>
    <message>
        <source>Click it (or drag it into your hand) to keep it.</source>
        <translation>Cliquez dessus (ou faites-la glisser dans votre main) pour la garder.</translation>
    </message>
    <message>
        <source>Kept so far: {n} of 20</source>
        <translation>Gardées jusqu&apos;ici : {n} sur 20</translation>
    </message>
    <message>
        <source>The cards you keep become your deck; they are shown in your hand area.</source>
        <translation>Les cartes que vous gardez forment votre deck ; elles s&apos;affichent dans la zone de votre main.</translation>
    </message>
    <message>
        <source>{printed} ({name})</source>
        <translation>{printed} ({name})</translation>
    </message>
    <message>
        <source>Trade value {value}</source>
        <translation>Valeur d&apos;échange {value}</translation>
    </message>
    <message>
        <source>This card has no ability.</source>
        <translation>Cette carte n&apos;a aucune capacité.</translation>
    </message>
    <message>
        <source>Your hand. In the draft, drop a card of the packet here to keep it.</source>
        <translation>Votre main. Pendant le draft, déposez ici une carte du paquet pour la garder.</translation>
    </message>
    <message>
        <source>Your deck so far ({n})</source>
        <translation>Votre deck jusqu&apos;ici ({n})</translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Votre main ({n})</translation>
    </message>
    <message>
        <source>Only you see these cards.</source>
        <translation>Vous seul voyez ces cartes.</translation>
    </message>
    <message>
        <source>Drag it: onto a resource to place it face down (trade phase), onto the centre to play it face up, onto your pass spot to pass (first call phase) or sit out (trade phase). Keys: ← → select, then a digit, C (centre) or P (pass spot).</source>
        <translation>Faites-la glisser : sur une ressource pour la placer face cachée (phase d&apos;échange), au centre pour la jouer face visible, sur votre case Passer pour passer (première phase d&apos;appel) ou vous retirer (phase d&apos;échange). Touches : ← → pour choisir, puis un chiffre, C (centre) ou P (case Passer).</translation>
    </message>
    <message>
        <source>Only the cards of your own hand can be played.</source>
        <translation>Seules les cartes de votre propre main peuvent être jouées.</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Preparation phase</source>
        <translation>Phase de préparation</translation>
    </message>
    <message>
        <source>First call phase</source>
        <translation>Première phase d&apos;appel</translation>
    </message>
    <message>
        <source>Trade phase</source>
        <translation>Phase d&apos;échange</translation>
    </message>
    <message>
        <source>Second call phase</source>
        <translation>Seconde phase d&apos;appel</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Fin de la manche</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Round {n}: {phase}</source>
        <translation>Manche {n} : {phase}</translation>
    </message>
    <message>
        <source>A round: preparation phase (Speculate, then everyone draws), first call phase, trade phase, second call phase. Every phase goes clockwise from the market leader.</source>
        <translation>Une manche : phase de préparation (Spéculation, puis chacun pioche), première phase d&apos;appel, phase d&apos;échange, seconde phase d&apos;appel. Chaque phase se joue dans le sens horaire à partir du leader du marché.</translation>
    </message>
    <message>
        <source>Market leader: {player}</source>
        <translation>Leader du marché : {player}</translation>
    </message>
    <message>
        <source>The market leader starts every phase; the role moves clockwise after each round.</source>
        <translation>Le leader du marché commence chaque phase ; le rôle passe dans le sens horaire après chaque manche.</translation>
    </message>
    <message>
        <source>To win: {condition}</source>
        <translation>Pour gagner : {condition}</translation>
    </message>
    <message>
        <source>The victory condition chosen for this game: base resources won.</source>
        <translation>La condition de victoire choisie pour cette partie : ressources de base remportées.</translation>
    </message>
    <message>
        <source>Resource pile {n}</source>
        <translation>Pioche Ressources {n}</translation>
    </message>
    <message>
        <source>Resource cards left to refill the row at the end of a round.</source>
        <translation>Cartes ressource restantes pour compléter la rangée à la fin d&apos;une manche.</translation>
    </message>
    <message>
        <source>You (♛: you are the market leader).</source>
        <translation>Vous (♛ : vous êtes le leader du marché).</translation>
    </message>
    <message>
        <source>Cards are never played onto another player: place them at a resource, or drop an Intervene card on another player&apos;s face-down card there.</source>
        <translation>Les cartes ne se jouent jamais sur un autre joueur : placez-les à une ressource, ou déposez une carte Intervention sur la carte face cachée d&apos;un autre joueur à cet endroit.</translation>
    </message>
    <message>
        <source>Only an Intervene card is played onto another player&apos;s card: to place this card at the resource, drop it on the resource itself.</source>
        <translation>Seule une carte Intervention se joue sur la carte d&apos;un autre joueur : pour placer cette carte à la ressource, déposez-la sur la ressource elle-même.</translation>
    </message>
    <message>
        <source>A discarded card goes onto your own Recall pile.</source>
        <translation>Une carte défaussée va sur votre propre pile de Rappel.</translation>
    </message>
    <message>
        <source>Cards go onto a Recall pile only when an ability asks you to discard.</source>
        <translation>Les cartes ne vont sur une pile de Rappel que lorsqu&apos;une capacité vous demande de défausser.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Deploy: on</source>
        <translation>Engagement : oui</translation>
    </message>
    <message>
        <source>Deploy: off</source>
        <translation>Engagement : non</translation>
    </message>
    <message>
        <source>Cards with Deploy you draw: now you show each at once and use its ability. Click to keep them hidden from now on instead. Only you know this choice; nobody is asked at a draw.</source>
        <translation>Cartes Engagement piochées : pour l&apos;instant, vous montrez chacune aussitôt et utilisez sa capacité. Cliquez pour les garder cachées désormais. Vous seul connaissez ce choix ; personne n&apos;est interrogé à la pioche.</translation>
    </message>
    <message>
        <source>Cards with Deploy you draw: now you keep them hidden (their ability is not used). Click to show and use them from now on instead. Only you know this choice; nobody is asked at a draw.</source>
        <translation>Cartes Engagement piochées : pour l&apos;instant, vous les gardez cachées (leur capacité n&apos;est pas utilisée). Cliquez pour les montrer et les utiliser désormais. Vous seul connaissez ce choix ; personne n&apos;est interrogé à la pioche.</translation>
    </message>
    <message>
        <source>place the selected card face down at that resource (trade phase)</source>
        <translation>placer la carte choisie face cachée à cette ressource (phase d&apos;échange)</translation>
    </message>
    <message>
        <source>place the selected card at the tenth resource</source>
        <translation>placer la carte choisie à la dixième ressource</translation>
    </message>
    <message>
        <source>play the selected card face up to the centre (or Speculate)</source>
        <translation>jouer la carte choisie face visible au centre (ou Spéculation)</translation>
    </message>
    <message>
        <source>lay the selected card on your pass spot (pass, or sit out in the trade phase)</source>
        <translation>poser la carte choisie sur votre case Passer (passer, ou vous retirer en phase d&apos;échange)</translation>
    </message>
    <message>
        <source>Done: play no more cards in this phase</source>
        <translation>Terminé : ne plus jouer de cartes dans cette phase</translation>
    </message>
    <message>
        <source>switch your standing choice for the Deploy cards you draw</source>
        <translation>changer votre choix permanent pour les cartes Engagement que vous piochez</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>A passé</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Se retire</translation>
    </message>
    <message>
        <source>{player}&apos;s place: hand and deck, what they did in this phase, the resources won, their Recall pile and their cards in play.</source>
        <translation>La place de {player} : main et deck, ce qu&apos;il a fait dans cette phase, les ressources remportées, sa pile de Rappel et ses cartes en jeu.</translation>
    </message>
    <message>
        <source>A player. The outlined panel is the one deciding now.</source>
        <translation>Un joueur. Le panneau encadré est celui du joueur qui décide maintenant.</translation>
    </message>
    <message>
        <source>Kept {n} of 20</source>
        <translation>{n} sur 20 gardées</translation>
    </message>
    <message>
        <source>Hand {hand} · Deck {deck}</source>
        <translation>Main {hand} · Deck {deck}</translation>
    </message>
    <message>
        <source>Cards in hand and in the deck (resources won are counted apart).</source>
        <translation>Cartes en main et dans le deck (les ressources remportées sont comptées à part).</translation>
    </message>
    <message>
        <source>Seen in this hand: {cards}</source>
        <translation>Vues dans cette main : {cards}</translation>
    </message>
    <message>
        <source>What the player did in this phase.</source>
        <translation>Ce que le joueur a fait pendant cette phase.</translation>
    </message>
    <message>
        <source>The market leader: every phase starts with this player; the role moves clockwise after each round.</source>
        <translation>Leader du marché : chaque phase commence par ce joueur ; le rôle passe dans le sens horaire après chaque manche.</translation>
    </message>
    <message>
        <source>Won: {resource}. It stays in hand and cannot be played.</source>
        <translation>Ressource remportée : {resource}. Elle reste en main et ne peut pas être jouée.</translation>
    </message>
    <message numerus="yes">
        <source>Recall pile: %n card(s). Recalled and discarded cards lie here.</source>
        <translation>
            <numerusform>Pile de Rappel : %n carte. Les cartes rappelées et défaussées sont ici.</numerusform>
            <numerusform>Pile de Rappel : %n cartes. Les cartes rappelées et défaussées sont ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s), face down.</source>
        <translation>
            <numerusform>Votre deck : %n carte, face cachée.</numerusform>
            <numerusform>Votre deck : %n cartes, face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played face down in the first call phase: this player passes until the next call phase; the card leaves the game.</source>
        <translation>Jouée face cachée pendant la première phase d&apos;appel : ce joueur passe jusqu&apos;à la phase d&apos;appel suivante ; la carte quitte le jeu.</translation>
    </message>
    <message>
        <source>In play until the round ends.</source>
        <translation>En jeu jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Recall pile</source>
        <translation>Rappel</translation>
    </message>
    <message>
        <source>Pass spot</source>
        <translation>Case Passer</translation>
    </message>
    <message>
        <source>Your deck is empty: you draw no more cards.</source>
        <translation>Votre deck est vide : vous ne piochez plus de cartes.</translation>
    </message>
    <message>
        <source>Your face-down card: you pass until the next call phase; at the end of the first call phase you draw two and this card leaves the game.</source>
        <translation>Votre carte face cachée : vous passez jusqu&apos;à la phase d&apos;appel suivante ; à la fin de la première phase d&apos;appel, vous piochez deux cartes et celle-ci quitte le jeu.</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Your cards in play until the round ends.</source>
        <translation>Vos cartes en jeu jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Remportées</translation>
    </message>
    <message>
        <source>The resources you have won: they stay in your hand, unplayable.</source>
        <translation>Les ressources que vous avez remportées : elles restent dans votre main, injouables.</translation>
    </message>
    <message>
        <source>Your pass spot. First call phase: drop a card here to play it face down and pass. Trade phase, your first turn: drop a card here to lay it face up and sit out.</source>
        <translation>Votre case Passer. Première phase d&apos;appel : déposez ici une carte pour la jouer face cachée et passer. Phase d&apos;échange, votre premier tour : déposez ici une carte pour la poser face visible et vous retirer.</translation>
    </message>
    <message>
        <source>Your deck: you draw from it.</source>
        <translation>Votre deck : vous y piochez.</translation>
    </message>
    <message>
        <source>Your Recall pile: played cards are recalled here at the end of the round.</source>
        <translation>Votre pile de Rappel : les cartes jouées y sont rappelées à la fin de la manche.</translation>
    </message>
    <message>
        <source>Game over: {players} won.</source>
        <translation>Partie terminée : victoire de {players}.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} joue.</translation>
    </message>
    <message>
        <source>An ability asks you to discard: click a card of your hand (or drag it onto your Recall pile).</source>
        <translation>Une capacité vous demande de défausser : cliquez sur une carte de votre main (ou faites-la glisser sur votre pile de Rappel).</translation>
    </message>
    <message>
        <source>Remove another player&apos;s Recall pile: click that pile.</source>
        <translation>Retirez la pile de Rappel d&apos;un autre joueur : cliquez sur cette pile.</translation>
    </message>
    <message>
        <source>You passed: you may only intervene (drag an Intervene card onto another player&apos;s card). Done (D) when you play no more.</source>
        <translation>Vous avez passé : vous pouvez seulement intervenir (faites glisser une carte Intervention sur la carte d&apos;un autre joueur). Terminé (D) quand vous ne jouez plus.</translation>
    </message>
    <message>
        <source>This card can go to several places: drag it there, or press a digit (a resource), C (the centre) or P (your pass spot).</source>
        <translation>Cette carte peut aller à plusieurs endroits : faites-la glisser, ou appuyez sur un chiffre (une ressource), C (le centre) ou P (votre case Passer).</translation>
    </message>
    <message>
        <source>Preparation phase: you hold no Speculate card that was in your hand when the round began. Done (D) goes on.</source>
        <translation>Phase de préparation : vous n&apos;avez aucune carte Spéculation qui était déjà dans votre main au début de la manche. Terminé (D) pour continuer.</translation>
    </message>
    <message>
        <source>Keep one card of the packet: click it or drag it into your hand.</source>
        <translation>Gardez une carte du paquet : cliquez dessus ou faites-la glisser dans votre main.</translation>
    </message>
    <message>
        <source>Use a Speculate card (drag it to the centre), or Done (D).</source>
        <translation>Utilisez une carte Spéculation (faites-la glisser au centre), ou Terminé (D).</translation>
    </message>
    <message>
        <source>Play one card: onto your pass spot face down (you pass), or onto the centre face up.</source>
        <translation>Jouez une carte : face cachée sur votre case Passer (vous passez), ou face visible au centre.</translation>
    </message>
    <message>
        <source>Drag a card onto a resource (face down), or an Intervene card onto another player&apos;s card; on your first turn you may sit out (pass spot). Done (D) when you play no more.</source>
        <translation>Faites glisser une carte sur une ressource (face cachée), ou une carte Intervention sur la carte d&apos;un autre joueur ; à votre premier tour, vous pouvez vous retirer (case Passer). Terminé (D) quand vous ne jouez plus.</translation>
    </message>
    <message>
        <source>Play up to two cards face up onto the centre ({n} played), or Done (D).</source>
        <translation>Jouez jusqu&apos;à deux cartes face visible au centre (jouées : {n}), ou Terminé (D).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Resources won</source>
        <translation>Ressources remportées</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>The market is decided</source>
        <translation>Le marché est conclu</translation>
    </message>
    <message>
        <source>{player} intervened here with {card}: {owner}&apos;s face-down card went back to {owner}&apos;s hand.</source>
        <translation>{player} est intervenu ici avec {card} : la carte face cachée de {owner} est retournée dans la main de {owner}.</translation>
    </message>
    <message>
        <source>{player} intervened here with {card}: {owner}&apos;s card ({hit}) was revealed and removed from the game.</source>
        <translation>{player} est intervenu ici avec {card} : la carte de {owner} ({hit}) a été révélée et retirée du jeu.</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>The game could not be started: {error}</source>
        <translation>La partie n&apos;a pas pu démarrer : {error}</translation>
    </message>
    <message>
        <source>The table for {game} could not be opened: {error}</source>
        <translation>La table de {game} n&apos;a pas pu s&apos;ouvrir : {error}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>En attente de {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>Your turn, {name}: {step}</source>
        <translation>À vous, {name} : {step}</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>À vous, {name}</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Enregistrée sous {file}</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} ouvert</translation>
    </message>
    <message>
        <source>{name} waits until you close the scores</source>
        <translation>{name} attend que vous fermiez les scores</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>À {name} de jouer</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d&apos;un bon coup…</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vainqueur : {names}</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Victoire partagée : {names}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Choose &amp;another game…</source>
        <translation>Choisir un &amp;autre jeu…</translation>
    </message>
    <message>
        <source>Show all games</source>
        <translation>Afficher tous les jeux</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Enregistrer cette partie</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>Enregistrer cette partie dans un nouveau fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit Tabletop Exchange</source>
        <translation>Quitter Tabletop Exchange</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Reprendre votre dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play the move you took back again</source>
        <translation>Rejouer le coup repris</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Ask the strongest computer player for a move (F1)</source>
        <translation>Demander un coup au joueur ordinateur le plus fort (F1)</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>Mode &amp;entraînement</translation>
    </message>
    <message>
        <source>Highlight where a card may go while you drag it</source>
        <translation>Mettre en évidence où une carte peut aller pendant que vous la faites glisser</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Read the rules (F2)</source>
        <translation>Lire les règles (F2)</translation>
    </message>
    <message>
        <source>&amp;Keys of the table</source>
        <translation>&amp;Touches de la table</translation>
    </message>
    <message>
        <source>Every key of this table (key ?)</source>
        <translation>Toutes les touches de cette table (touche ?)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>Language, animation speed</source>
        <translation>Langue, vitesse des animations</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>Games won and lost, scores and winning streaks</source>
        <translation>Parties gagnées et perdues, scores et séries de victoires</translation>
    </message>
    <message>
        <source>&amp;About Tabletop Exchange</source>
        <translation>À &amp;propos de Tabletop Exchange</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>Analyser &amp;cette partie</translation>
    </message>
    <message>
        <source>Where this game was won or lost: your decisions marked</source>
        <translation>Où cette partie s&apos;est gagnée ou perdue : vos décisions signalées</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>Analyser &amp;une partie enregistrée…</translation>
    </message>
    <message>
        <source>Review any saved or autosaved game</source>
        <translation>Analyser une partie enregistrée, à la main ou automatiquement</translation>
    </message>
    <message>
        <source>Undo is not possible: {reason}</source>
        <translation>Impossible d’annuler : {reason}</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Analyser une partie enregistrée</translation>
    </message>
    <message>
        <source>Tabletop Exchange games (*.ttx)</source>
        <translation>Parties Tabletop Exchange (*.ttx)</translation>
    </message>
    <message>
        <source>Only the computer played this game: nobody to review.</source>
        <translation>Seul l&apos;ordinateur a joué cette partie : personne à analyser.</translation>
    </message>
    <message>
        <source>The review could not be opened: {error}</source>
        <translation>L&apos;analyse n&apos;a pas pu s&apos;ouvrir : {error}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>L&apos;analyse a été annulée.</translation>
    </message>
    <message>
        <source>A new game from move {n} of the reviewed game.</source>
        <translation>Une nouvelle partie à partir du coup {n} de la partie analysée.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of {game}</source>
        <translation>Nouvelle partie de {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Nombre de joueurs :</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordinateur : facile</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Ordinateur : moyen</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordinateur : difficile</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Ordinateur : expert</translation>
    </message>
    <message>
        <source>You play this seat.</source>
        <translation>Vous jouez cette place.</translation>
    </message>
    <message>
        <source>Plays sensible moves at once and sometimes misjudges close ones.</source>
        <translation>Joue aussitôt des coups sensés et se trompe parfois entre deux coups proches.</translation>
    </message>
    <message>
        <source>Looks a few moves ahead before each move.</source>
        <translation>Regarde quelques coups à l&apos;avance avant chaque coup.</translation>
    </message>
    <message>
        <source>Tries out many continuations before each move, in under a second.</source>
        <translation>Essaie de nombreuses suites avant chaque coup, en moins d&apos;une seconde.</translation>
    </message>
    <message>
        <source>Hard&apos;s search for about three seconds a move: the strongest opponent. You see when it is thinking.</source>
        <translation>La recherche du niveau difficile, environ trois secondes par coup : l&apos;adversaire le plus fort. Vous voyez quand il réfléchit.</translation>
    </message>
    <message>
        <source>Plays as Hard does: in this game a longer search did not play better.</source>
        <translation>Joue comme le niveau difficile : dans ce jeu, une recherche plus longue n&apos;a pas mieux joué.</translation>
    </message>
    <message>
        <source>Seat &amp;{n}:</source>
        <translation>Place &amp;{n} :</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed deals the same cards):</source>
        <translation>&amp;Graine (la même graine distribue les mêmes cartes) :</translation>
    </message>
    <message>
        <source>New &amp;seed</source>
        <translation>Nouvelle &amp;graine</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option} :</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed rolls the same dice):</source>
        <translation>&amp;Graine (la même graine lance les mêmes dés) :</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed draws the same priority deal):</source>
        <translation>&amp;Graine (la même graine tire la même priorité) :</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Too close to call: {best} looked about {points} points better than {played}, but the search&apos;s estimate wobbles by about {noise} points.</source>
        <translation>Trop serré pour trancher : {best} semblait meilleur que {played} d&apos;environ {points} points, mais l&apos;estimation de la recherche varie d&apos;environ {noise} points.</translation>
    </message>
    <message>
        <source>Well found: {move} is the best move the search found.</source>
        <translation>Bien trouvé : {move} est le meilleur coup trouvé par la recherche.</translation>
    </message>
    <message>
        <source>Good: {move} gives away less than {limit} points compared with {best}.</source>
        <translation>Bien : {move} perd moins de {limit} points par rapport à {best}.</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Cancelling the review…</source>
        <translation>Annulation de l&apos;analyse…</translation>
    </message>
    <message>
        <source>Reviewing {game}: decision {done} of {total}…</source>
        <translation>Analyse de {game} : décision {done} sur {total}…</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>L&apos;analyse a échoué : {error}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Accuracy of {name}: {accuracy} %</source>
        <translation>Précision de {name} : {accuracy} %</translation>
    </message>
    <message>
        <source>No decision of this player to review.</source>
        <translation>Aucune décision de ce joueur à analyser.</translation>
    </message>
    <message>
        <source>Your move: play this decision again on the table. The review says afterwards how good it was.</source>
        <translation>À vous : rejouez cette décision sur la table. L&apos;analyse dira ensuite ce qu&apos;elle vaut.</translation>
    </message>
    <message>
        <source>Your retry: {move}</source>
        <translation>Votre nouvel essai : {move}</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Joué : {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Meilleur : {move}</translation>
    </message>
    <message>
        <source>On the table: your retry is outlined in orange, the better move in yellow.</source>
        <translation>Sur la table : votre essai est entouré d&apos;orange, le meilleur coup de jaune.</translation>
    </message>
    <message>
        <source>On the table: your retry is outlined in orange.</source>
        <translation>Sur la table : votre essai est entouré d&apos;orange.</translation>
    </message>
    <message>
        <source>On the table: the move made is outlined in orange, the better move in yellow.</source>
        <translation>Sur la table : le coup joué est entouré d&apos;orange, le meilleur coup de jaune.</translation>
    </message>
    <message>
        <source>On the table: the move made is outlined in orange.</source>
        <translation>Sur la table : le coup joué est entouré d&apos;orange.</translation>
    </message>
    <message>
        <source>Stop retrying</source>
        <translation>Arrêter l&apos;essai</translation>
    </message>
    <message>
        <source>Play the decision again on the table.</source>
        <translation>Rejouez la décision sur la table.</translation>
    </message>
    <message>
        <source>Judging your move…</source>
        <translation>Évaluation de votre coup…</translation>
    </message>
    <message>
        <source>Well played: this move gives away {drop} points, less than 3.</source>
        <translation>Bien joué : ce coup perd {drop} points, moins de 3.</translation>
    </message>
    <message>
        <source>Not yet: this move gives away {drop} points. Try again or read why.</source>
        <translation>Pas encore : ce coup perd {drop} points. Réessayez ou lisez pourquoi.</translation>
    </message>
    <message>
        <source>Judging your move… a moment, please.</source>
        <translation>Évaluation de votre coup… un instant, s&apos;il vous plaît.</translation>
    </message>
    <message>
        <source>This is a review: nothing can be played on this table. Press “Retry this position” to play the decision again.</source>
        <translation>Ceci est une analyse : rien ne peut être joué sur cette table. Cliquez sur « Réessayer cette position » pour rejouer la décision.</translation>
    </message>
    <message>
        <source>&amp;Retry this position</source>
        <translation>&amp;Réessayer cette position</translation>
    </message>
    <message>
        <source>Review of {game} – {file}</source>
        <translation>Analyse de {game} – {file}</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Décisions</translation>
    </message>
    <message>
        <source>The decision before (key ←)</source>
        <translation>La décision précédente (touche ←)</translation>
    </message>
    <message>
        <source>The next decision (key →)</source>
        <translation>La décision suivante (touche →)</translation>
    </message>
    <message>
        <source>Play &amp;from here</source>
        <translation>Jouer à partir d&apos;&amp;ici</translation>
    </message>
    <message>
        <source>A new game from this position against the same players</source>
        <translation>Une nouvelle partie à partir de cette position contre les mêmes joueurs</translation>
    </message>
    <message>
        <source>The player&apos;s estimated share of the win over the game; the dots are the marked decisions (a click shows one).</source>
        <translation>La part de victoire estimée du joueur au fil de la partie ; les points sur la courbe sont les décisions signalées (un clic en montre une).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Reviewing {game}…</source>
        <translation>Analyse de {game}…</translation>
    </message>
    <message>
        <source>Move {n}: {mark}, {drop} points given away</source>
        <translation>Coup {n} : {mark}, {drop} points perdus</translation>
    </message>
    <message>
        <source>Move {n}: too close to call ({drop} ± {error} points)</source>
        <translation>Coup {n} : trop serré pour trancher ({drop} ± {error} points)</translation>
    </message>
    <message>
        <source>Move {n}: {drop} points given away</source>
        <translation>Coup {n} : {drop} points perdus</translation>
    </message>
    <message>
        <source>Move {n}: a good move</source>
        <translation>Coup {n} : un bon coup</translation>
    </message>
    <message>
        <source>The search cannot tell these moves apart: the difference lies within the uncertainty of its own estimate, so this decision is not marked.</source>
        <translation>La recherche ne peut pas départager ces coups : la différence reste dans l&apos;incertitude de sa propre estimation, donc cette décision n&apos;est pas signalée.</translation>
    </message>
    <message>
        <source>This was as good as the best move the search found.</source>
        <translation>C&apos;était aussi bon que le meilleur coup trouvé par la recherche.</translation>
    </message>
    <message>
        <source>The better move keeps a larger share of the win.</source>
        <translation>Le meilleur coup garde une plus grande part de la victoire.</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles de {game}</translation>
    </message>
    <message>
        <source>The rules of {game} are not installed.</source>
        <translation>Les règles de {game} ne sont pas installées.</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>{file} is not a Tabletop Exchange save file.</source>
        <translation>{file} n&apos;est pas une sauvegarde de Tabletop Exchange.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Tabletop Exchange (format {version}).</source>
        <translation>{file} a été enregistré par une version plus récente de Tabletop Exchange (format {version}).</translation>
    </message>
    <message>
        <source>{file} is damaged: its format version is {version}, which no version of Tabletop Exchange ever wrote.</source>
        <translation>{file} est endommagé : sa version de format est {version}, qu&apos;aucune version de Tabletop Exchange n&apos;a jamais écrite.</translation>
    </message>
    <message>
        <source>{file} is a game this version does not know: {game}.</source>
        <translation>{file} contient un jeu que cette version ne connaît pas : {game}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” is missing.</source>
        <translation>{file} est endommagé : le champ « {field} » est manquant.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” should be {expected}, but it is {found}.</source>
        <translation>{file} est endommagé : le champ « {field} » devrait être {expected}, mais c&apos;est {found}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” cannot be {value}.</source>
        <translation>{file} est endommagé : le champ « {field} » ne peut pas valoir {value}.</translation>
    </message>
    <message>
        <source>{file} is damaged: {game} is played by {low} to {high} players, but it names {count}.</source>
        <translation>{file} est endommagé : {game} se joue de {low} à {high} joueurs, mais le fichier en indique {count}.</translation>
    </message>
    <message>
        <source>{file} is damaged: it lists {moves} moves but {movers} players who made them.</source>
        <translation>{file} est endommagé : il liste {moves} coups mais {movers} joueurs qui les ont joués.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} is not a move of {game}.</source>
        <translation>{file} est endommagé : le coup {number} n&apos;est pas un coup de {game}.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} breaks the rules: {reason}</source>
        <translation>{file} est endommagé : le coup {number} enfreint les règles : {reason}</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” cannot be {value}: {reason}.</source>
        <translation>{file} est endommagé : le champ « {field} » ne peut pas valoir {value} : {reason}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the rules of {game} cannot replay the game it holds.</source>
        <translation>{file} est endommagé : les règles de {game} ne peuvent pas rejouer la partie qu&apos;il contient.</translation>
    </message>
    <message>
        <source>a table of named values</source>
        <translation>une table de valeurs nommées</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>vrai ou faux</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>un nombre décimal</translation>
    </message>
    <message>
        <source>empty (null)</source>
        <translation>vide (null)</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {detail}.</source>
        <translation>Impossible d&apos;ouvrir {file} : {detail}.</translation>
    </message>
    <message>
        <source>{file} is a folder or a device, not a file.</source>
        <translation>{file} est un dossier ou un périphérique, pas un fichier.</translation>
    </message>
    <message>
        <source>{file} was not read: at {size} MB it is far larger than any file of Tabletop Exchange ({limit} MB at most).</source>
        <translation>{file} n&apos;a pas été lu : avec {size} Mo, il est bien plus gros que tout fichier de Tabletop Exchange ({limit} Mo au plus).</translation>
    </message>
    <message>
        <source>{file} is empty.</source>
        <translation>{file} est vide.</translation>
    </message>
    <message>
        <source>{file} is not a Tabletop Exchange file.</source>
        <translation>{file} n&apos;est pas un fichier de Tabletop Exchange.</translation>
    </message>
    <message>
        <source>{file} is damaged: its text breaks off or is garbled at line {line}, column {column}.</source>
        <translation>{file} est endommagé : son texte s&apos;interrompt ou est illisible à la ligne {line}, colonne {column}.</translation>
    </message>
    <message>
        <source>{file} is damaged: its contents are nested more than {depth} levels deep.</source>
        <translation>{file} est endommagé : son contenu est imbriqué sur plus de {depth} niveaux.</translation>
    </message>
    <message>
        <source>{file} is damaged: it holds a number far too large for a game.</source>
        <translation>{file} est endommagé : il contient un nombre bien trop grand pour une partie.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {detail}. Nothing was overwritten.</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans {file} : {detail}. Rien n&apos;a été écrasé.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Analyser cette partie</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Ordinateur : hasard</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordinateur : facile</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Ordinateur : moyen</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordinateur : difficile</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Ordinateur : expert</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>{file} does not hold settings.</source>
        <translation>{file} ne contient pas de paramètres.</translation>
    </message>
    <message>
        <source>Your settings could not be read: {reason} The file was moved aside as {aside}; Tabletop Exchange starts with its default settings.</source>
        <translation>Vos paramètres n&apos;ont pas pu être lus : {reason} Le fichier a été renommé en {aside} ; Tabletop Exchange démarre avec ses paramètres par défaut.</translation>
    </message>
    <message>
        <source>Some of your settings had values this version cannot use ({names}) and are back to their defaults; the rest are kept. The old file was moved aside as {aside}.</source>
        <translation>Certains de vos paramètres avaient des valeurs que cette version ne peut pas utiliser ({names}) et reviennent à leur valeur par défaut ; les autres sont conservés. L&apos;ancien fichier a été renommé en {aside}.</translation>
    </message>
    <message>
        <source>(it could not be moved: {file})</source>
        <translation>(il n&apos;a pas pu être renommé : {file})</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Vitesse des animations :</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>&amp;Practice mode in new games (show where cards may go)</source>
        <translation>Mode &amp;entraînement dans les nouvelles parties (montre où les cartes peuvent aller)</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>this game has no such setting</source>
        <translation>ce jeu n’a pas ce réglage</translation>
    </message>
    <message>
        <source>it is none of the choices the game offers</source>
        <translation>ce n’est aucun des choix que le jeu propose</translation>
    </message>
    <message>
        <source>it should be true or false</source>
        <translation>il devrait valoir vrai ou faux</translation>
    </message>
    <message>
        <source>it should list different seats of the {seats} players, at least one</source>
        <translation>il devrait nommer des places différentes parmi les {seats} joueurs, au moins une</translation>
    </message>
    <message>
        <source>The setting “{key}” cannot be {value}: {reason}.</source>
        <translation>Le réglage « {key} » ne peut pas valoir {value} : {reason}.</translation>
    </message>
</context>
<context>
    <name>StackMarket</name>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 manche</translation>
    </message>
    <message>
        <source>2 rounds</source>
        <translation>2 manches</translation>
    </message>
    <message>
        <source>3 rounds</source>
        <translation>3 manches</translation>
    </message>
    <message>
        <source>The rulebook plays 3 rounds; you may end the game after one or two.</source>
        <translation>La règle joue 3 manches ; vous pouvez décider de la fin de partie après une ou deux manches.</translation>
    </message>
    <message>
        <source>Open money</source>
        <translation>Argent visible</translation>
    </message>
    <message>
        <source>Everyone sees everyone&apos;s money. By default (the rulebook) you see only your own.</source>
        <translation>Chacun voit l&apos;argent de tous. Sinon (comme dans la règle), vous ne voyez que le vôtre.</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>au centre</translation>
    </message>
    <message>
        <source>{pct}% of a die to the right</source>
        <translation>{pct} % d&apos;un dé à droite</translation>
    </message>
    <message>
        <source>{pct}% of a die to the left</source>
        <translation>{pct} % d&apos;un dé à gauche</translation>
    </message>
    <message>
        <source>Choose the company you invest in first.</source>
        <translation>Choisissez d&apos;abord la compagnie dans laquelle vous investissez.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Lancez d&apos;abord les dés.</translation>
    </message>
    <message>
        <source>Choose the stacking order first: the order is fixed before any die is placed.</source>
        <translation>Choisissez d&apos;abord l&apos;ordre d&apos;empilement : l&apos;ordre est choisi avant de poser le premier dé.</translation>
    </message>
    <message>
        <source>Place the next die of your stacking order.</source>
        <translation>Posez le dé suivant de votre ordre d&apos;empilement.</translation>
    </message>
    <message>
        <source>Your stacking is over: change your investment or keep it.</source>
        <translation>Votre empilement est terminé : changez d&apos;investissement ou gardez-le.</translation>
    </message>
    <message>
        <source>The takeover: choose the order of the lower building&apos;s dice.</source>
        <translation>Le rachat : choisissez l&apos;ordre des dés du plus petit building.</translation>
    </message>
    <message>
        <source>The takeover: place the next die on the tallest building.</source>
        <translation>Le rachat : posez le dé suivant sur le plus grand building.</translation>
    </message>
    <message>
        <source>At most two investor markers may lie on one company card: {company} is full.</source>
        <translation>Pas plus de deux marqueurs Investisseurs sur une même carte Compagnie : {company} est complète.</translation>
    </message>
    <message>
        <source>Your marker is already on {company}: move it to another company.</source>
        <translation>Votre marqueur est déjà sur {company} : placez-le sur une autre compagnie.</translation>
    </message>
    <message>
        <source>No die left to order shows a {value}.</source>
        <translation>Aucun dé restant à ordonner ne montre un {value}.</translation>
    </message>
    <message>
        <source>Only a 0 may go on a 4 (the number on top is 4).</source>
        <translation>Seul un 0 peut être empilé sur un 4 (le dessus est un 4).</translation>
    </message>
    <message>
        <source>A die goes on only if its number is higher than the top number ({top}).</source>
        <translation>Un dé n&apos;est empilé que si son nombre est supérieur au nombre du dessus ({top}).</translation>
    </message>
    <message>
        <source>A die must rest on the die below: aim at most half a die from its centre, in steps of {step}% of a die.</source>
        <translation>Un dé doit reposer sur le dé du dessous : visez au plus à un demi-dé de son centre, par pas de {step} % d&apos;un dé.</translation>
    </message>
    <message>
        <source>Round {round} begins: {player} plays first. Every building has 3 dice.</source>
        <translation>La manche {round} commence : {player} joue en premier. Chaque building a 3 dés.</translation>
    </message>
    <message>
        <source>{player} invests in {company}.</source>
        <translation>{player} investit dans {company}.</translation>
    </message>
    <message>
        <source>{player} rolls {count} dice: {dice}.</source>
        <translation>{player} lance {count} dés : {dice}.</translation>
    </message>
    <message>
        <source>{player} rolls the last die: {dice}.</source>
        <translation>{player} lance le dernier dé : {dice}.</translation>
    </message>
    <message>
        <source>No rolled die fits on {company}&apos;s top number {top}: the dice return.</source>
        <translation>Aucun dé lancé ne peut aller sur le {top} du dessus de {company} : les dés retournent dans la réserve.</translation>
    </message>
    <message numerus="yes">
        <source>{player} will stack {dice} on {company}; %n dice return to the reserve.</source>
        <translation>
            <numerusform>{player} va empiler {dice} sur {company} ; %n dé retourne dans la réserve.</numerusform>
            <numerusform>{player} va empiler {dice} sur {company} ; %n dés retournent dans la réserve.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} will stack {dice} on {company}.</source>
        <translation>{player} va empiler {dice} sur {company}.</translation>
    </message>
    <message>
        <source>{player} stacked one die: {company} stands {height} floors tall.</source>
        <translation>{player} a empilé un dé : {company} tient debout avec {height} étages.</translation>
    </message>
    <message>
        <source>{player} stacked {count} dice: {company} stands {height} floors tall.</source>
        <translation>{player} a empilé {count} dés : {company} tient debout avec {height} étages.</translation>
    </message>
    <message>
        <source>{company} collapses at {height} floors! It is rebuilt from 3 dice.</source>
        <translation>{company} s&apos;écroule à {height} étages ! Le building est reconstruit avec 3 dés.</translation>
    </message>
    <message>
        <source>The die on floor {floor} tipped: the dice above it leaned {lean}, past its edge (half a die).</source>
        <translation>Le dé de l&apos;étage {floor} a basculé : les dés au-dessus penchaient {lean}, au-delà de son bord (un demi-dé).</translation>
    </message>
    <message>
        <source>{player} pays ${amount},000 to the bank for the collapse of {company}.</source>
        <translation>{player} paie ${amount}.000 à la banque pour l&apos;effondrement de {company}.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice leave the game until the round ends; {left} remain in the reserve.</source>
        <translation>
            <numerusform>%n dé est retiré de la partie jusqu&apos;à la fin de la manche ; il en reste {left} dans la réserve.</numerusform>
            <numerusform>%n dés sont retirés de la partie jusqu&apos;à la fin de la manche ; il en reste {left} dans la réserve.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} added {count} dice and receives the stacking bonus of $10,000.</source>
        <translation>{player} a ajouté {count} dés et reçoit le bonus d&apos;empilement de $10.000.</translation>
    </message>
    <message>
        <source>{player} takes the highest building card: {company} is the record, {height} floors.</source>
        <translation>{player} prend la carte du plus haut building : {company} détient le record, {height} étages.</translation>
    </message>
    <message>
        <source>{player} keeps the highest building card: {company} raises the record to {height} floors.</source>
        <translation>{player} conserve la carte du plus haut building : {company} dépasse le record avec {height} étages.</translation>
    </message>
    <message>
        <source>{player} moves the investor marker from {old} to {company}.</source>
        <translation>{player} déplace son marqueur Investisseur de {old} à {company}.</translation>
    </message>
    <message>
        <source>The reserve is empty: round {round} ends. The takeover follows.</source>
        <translation>La réserve de dés est vide : la manche {round} se termine. Place au rachat.</translation>
    </message>
    <message>
        <source>{company} and {other} are equally tall with the same top number: a roll decides.</source>
        <translation>{company} et {other} ont la même hauteur et le même nombre au-dessus : un lancer de dé décide.</translation>
    </message>
    <message>
        <source>Takeover: {tall} ({tall_height} floors) must take over {low} ({low_height} floors); {player} is in charge.</source>
        <translation>Rachat : {tall} ({tall_height} étages) doit racheter {low} ({low_height} étages) ; {player} est en charge du rachat.</translation>
    </message>
    <message>
        <source>Fewer than two companies with investors have a building of at least one die: there is no takeover.</source>
        <translation>Moins de deux compagnies avec des investisseurs ont un building d&apos;au moins 1 dé : il n&apos;y a pas de rachat.</translation>
    </message>
    <message>
        <source>The takeover succeeds: {tall} stands {height} floors tall.</source>
        <translation>Le rachat est réussi : {tall} tient debout avec {height} étages.</translation>
    </message>
    <message>
        <source>The takeover fails: {tall} collapses at {height} floors.</source>
        <translation>Le rachat a échoué : {tall} s&apos;écroule à {height} étages.</translation>
    </message>
    <message>
        <source>{player} receives ${amount},000.</source>
        <translation>{player} reçoit ${amount}.000.</translation>
    </message>
    <message>
        <source>{player} pays ${amount},000.</source>
        <translation>{player} paie ${amount}.000.</translation>
    </message>
    <message>
        <source>{player} receives nothing.</source>
        <translation>{player} ne reçoit rien.</translation>
    </message>
    <message>
        <source>{player} holds the highest building card and receives $20,000 more.</source>
        <translation>{player} possède la carte du plus haut building et reçoit $20.000 de plus.</translation>
    </message>
    <message>
        <source>{player} wins the game with ${amount},000.</source>
        <translation>{player} gagne la partie avec ${amount}.000.</translation>
    </message>
    <message>
        <source>Invest in {company}</source>
        <translation>Investir dans {company}</translation>
    </message>
    <message>
        <source>Roll {count} dice</source>
        <translation>Lancer {count} dés</translation>
    </message>
    <message>
        <source>Roll the last die</source>
        <translation>Lancer le dernier dé</translation>
    </message>
    <message>
        <source>Stack a {value} next</source>
        <translation>Empiler un {value} ensuite</translation>
    </message>
    <message>
        <source>Place the die {where}</source>
        <translation>Poser le dé {where}</translation>
    </message>
    <message>
        <source>Place the die {where}: the steadiest spot (the tower leans {lean})</source>
        <translation>Poser le dé {where} : la place la plus stable (le building penche {lean})</translation>
    </message>
    <message>
        <source>Place the die {where}: careless on purpose, the tower gets shakier</source>
        <translation>Poser le dé {where} : empiler avec moins de soin exprès, le building devient plus instable</translation>
    </message>
    <message>
        <source>Move your investor marker to {company}</source>
        <translation>Placer votre marqueur Investisseur sur {company}</translation>
    </message>
    <message>
        <source>Keep your investment</source>
        <translation>Garder votre investissement</translation>
    </message>
    <message>
        <source>Invest in a company</source>
        <translation>Investir dans une compagnie</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Choose the stacking order</source>
        <translation>Choisir l&apos;ordre d&apos;empilement</translation>
    </message>
    <message>
        <source>Stack the dice: where the die goes</source>
        <translation>Empiler les dés : où poser le dé</translation>
    </message>
    <message>
        <source>Change your investment</source>
        <translation>Changer d&apos;investissement</translation>
    </message>
</context>
<context>
    <name>StackMarketTable</name>
    <message>
        <source>$0</source>
        <translation>$0</translation>
    </message>
    <message>
        <source>${amount},000</source>
        <translation>${amount}.000</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Manche {n} sur {total}</translation>
    </message>
    <message>
        <source>The game lasts {total} rounds.</source>
        <translation>La partie dure {total} manches.</translation>
    </message>
    <message>
        <source>Dice reserve: {n}</source>
        <translation>Réserve de dés : {n}</translation>
    </message>
    <message>
        <source>Dice left to roll. The round ends when the reserve is empty at the end of a turn.</source>
        <translation>Les dés qui restent à lancer. La manche se termine quand la réserve est vide à la fin d&apos;un tour.</translation>
    </message>
    <message>
        <source>Out of the game: {n}</source>
        <translation>Retirés de la partie : {n}</translation>
    </message>
    <message>
        <source>Dice removed after collapses; they return when the round ends.</source>
        <translation>Dés retirés après les effondrements ; ils reviennent à la fin de la manche.</translation>
    </message>
    <message>
        <source>The highest building card: first to 15 floors, then only a strictly taller building. At a round&apos;s end it pays $20,000 if its holder earned $10,000 or more.</source>
        <translation>La carte du plus haut building : au premier à 15 étages, ensuite seulement à un building strictement plus grand. En fin de manche, elle rapporte $20.000 si son détenteur a gagné au moins $10.000.</translation>
    </message>
    <message>
        <source>Highest building card:</source>
        <translation>Carte du plus haut building :</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>personne encore</translation>
    </message>
    <message>
        <source>{player}&apos;s colour.</source>
        <translation>La couleur de {player}.</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
    <message>
        <source>invests in {company}</source>
        <translation>investit dans {company}</translation>
    </message>
    <message>
        <source>not invested yet</source>
        <translation>pas encore investi</translation>
    </message>
    <message>
        <source>The company this player&apos;s investor marker is on.</source>
        <translation>La compagnie où se trouve le marqueur Investisseur de ce joueur.</translation>
    </message>
    <message>
        <source>money hidden</source>
        <translation>argent caché</translation>
    </message>
    <message>
        <source>Other players&apos; money is hidden, as in the rulebook (the Open money option shows it); every payment is in the log.</source>
        <translation>L&apos;argent des autres joueurs est caché, comme dans la règle (l&apos;option « Argent visible » le montre) ; chaque paiement figure dans le journal.</translation>
    </message>
    <message>
        <source>Money.</source>
        <translation>Argent.</translation>
    </message>
    <message>
        <source>The building of {company}: {n} floors.</source>
        <translation>Le building de {company} : {n} étages.</translation>
    </message>
    <message numerus="yes">
        <source>↓ %n floor(s) below</source>
        <translation>
            <numerusform>↓ %n étage en dessous</numerusform>
            <numerusform>↓ %n étages en dessous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The building is too tall to show whole at a readable size: its top floors show, where the next die goes; %n floor(s) below are not drawn. Its height is on the height board.</source>
        <translation>
            <numerusform>Le building est trop haut pour être affiché en entier à une taille lisible : on voit ses étages du haut, où va le dé suivant ; %n étage en dessous n&apos;est pas dessiné. Sa hauteur figure sur le Tableau des Hauteurs.</numerusform>
            <numerusform>Le building est trop haut pour être affiché en entier à une taille lisible : on voit ses étages du haut, où va le dé suivant ; %n étages en dessous ne sont pas dessinés. Sa hauteur figure sur le Tableau des Hauteurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>{company}, floor {floor}: a {value}.</source>
        <translation>{company}, étage {floor} : un {value}.</translation>
    </message>
    <message>
        <source>The top number: the next die must be higher (on a 4: a 0).</source>
        <translation>Le nombre du dessus : le dé suivant doit être supérieur (sur un 4 : un 0).</translation>
    </message>
    <message>
        <source>Company card {company}: {free} free places for investor markers. Its investors earn at the round&apos;s end, and pay when its building collapses.</source>
        <translation>Carte Compagnie {company} : {free} emplacements libres pour des marqueurs Investisseurs. Ses investisseurs gagnent en fin de manche et paient si son building s&apos;écroule.</translation>
    </message>
    <message>
        <source>{n} floors · top {top}</source>
        <translation>{n} étages · dessus {top}</translation>
    </message>
    <message>
        <source>{n} floors</source>
        <translation>{n} étages</translation>
    </message>
    <message>
        <source>How tall the building of {company} is.</source>
        <translation>La hauteur du building de {company}.</translation>
    </message>
    <message>
        <source>The investor marker of {player}.</source>
        <translation>Le marqueur Investisseur de {player}.</translation>
    </message>
    <message>
        <source>Drag it to another company card to change your investment.</source>
        <translation>Faites-le glisser sur une autre carte Compagnie pour changer d&apos;investissement.</translation>
    </message>
    <message>
        <source>Height board</source>
        <translation>Tableau des Hauteurs</translation>
    </message>
    <message>
        <source>Every building&apos;s height, and the record.</source>
        <translation>La hauteur de chaque building, et le record.</translation>
    </message>
    <message>
        <source>{company}: {n} floors.</source>
        <translation>{company} : {n} étages.</translation>
    </message>
    <message>
        <source>{player} holds the highest building card.</source>
        <translation>{player} possède la carte du plus haut building.</translation>
    </message>
    <message>
        <source>Nobody holds the highest building card yet.</source>
        <translation>Personne ne possède encore la carte du plus haut building.</translation>
    </message>
    <message>
        <source>The record marker: {n} floors.</source>
        <translation>Le marqueur du plus haut building : {n} étages.</translation>
    </message>
    <message>
        <source>Takeover: {player} stacks {low} onto {tall}.</source>
        <translation>Rachat : {player} empile {low} sur {tall}.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} joue.</translation>
    </message>
    <message>
        <source>Roll the dice: click the dice cup (R).</source>
        <translation>Lancer les dés : cliquez sur le gobelet (R).</translation>
    </message>
    <message>
        <source>Choose the stacking order: click the rolled dice (0–4).</source>
        <translation>Choisir l&apos;ordre d&apos;empilement : cliquez sur les dés lancés (0–4).</translation>
    </message>
    <message>
        <source>Stack the dice: drag the next die over your building and release it where you aim (← → and Enter).</source>
        <translation>Empiler les dés : faites glisser le dé suivant au-dessus de votre building et lâchez-le où vous visez (← → et Entrée).</translation>
    </message>
    <message>
        <source>That is as far as a die can rest: half a die from the centre of the die below.</source>
        <translation>Impossible d&apos;aller plus loin : un dé repose au plus à un demi-dé du centre du dé du dessous.</translation>
    </message>
    <message>
        <source>Press the number of a company card (1–{last}) or click it; K keeps your investment.</source>
        <translation>Appuyez sur le numéro d&apos;une carte Compagnie (1–{last}) ou cliquez dessus ; K garde votre investissement.</translation>
    </message>
    <message>
        <source>Press the number of a company card (1–{last}) or click it.</source>
        <translation>Appuyez sur le numéro d&apos;une carte Compagnie (1–{last}) ou cliquez dessus.</translation>
    </message>
    <message>
        <source>There is nothing to select now.</source>
        <translation>Il n&apos;y a rien à sélectionner pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Only the selected piece can be played now: press Enter to play it.</source>
        <translation>Seule la pièce sélectionnée peut être jouée maintenant : appuyez sur Entrée pour la jouer.</translation>
    </message>
    <message>
        <source>Invest: click a company card (1–{last}).</source>
        <translation>Investir : cliquez sur une carte Compagnie (1–{last}).</translation>
    </message>
    <message>
        <source>Change your investment: click another company card (1–{last}), or Keep (K).</source>
        <translation>Changer d&apos;investissement : cliquez sur une autre carte Compagnie (1–{last}), ou Garder (K).</translation>
    </message>
    <message>
        <source>Takeover: choose the order of {company}&apos;s dice (0–4).</source>
        <translation>Rachat : choisissez l&apos;ordre des dés de {company} (0–4).</translation>
    </message>
    <message>
        <source>Takeover: stack every die on {company}, with two hands (← → and Enter).</source>
        <translation>Rachat : empilez chaque dé sur {company}, à deux mains (← → et Entrée).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Compagnie</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Revenu</translation>
    </message>
    <message>
        <source>Takeover</source>
        <translation>Rachat</translation>
    </message>
    <message>
        <source>Highest building</source>
        <translation>Plus haut building</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>Round {n}: income</source>
        <translation>Manche {n} : revenus</translation>
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
        <source>The dice cup: click it (or press R) to roll as many dice as your company&apos;s building has floors.</source>
        <translation>Le gobelet : cliquez dessus (ou appuyez sur R) pour lancer autant de dés que le building de votre compagnie a d&apos;étages.</translation>
    </message>
    <message>
        <source>The rolled dice. Click them in the order you want to stack them; greyed dice may not come next.</source>
        <translation>Les dés lancés. Cliquez dessus dans l&apos;ordre où vous voulez les empiler ; les dés grisés ne peuvent pas venir ensuite.</translation>
    </message>
    <message>
        <source>The stacking order, chosen before the first die is placed. Drag the first die over the building and release it where you aim.</source>
        <translation>L&apos;ordre d&apos;empilement, choisi avant de poser le premier dé. Faites glisser le premier dé au-dessus du building et lâchez-le où vous visez.</translation>
    </message>
    <message>
        <source>Rolled dice</source>
        <translation>Dés lancés</translation>
    </message>
    <message>
        <source>Stacking order</source>
        <translation>Ordre d&apos;empilement</translation>
    </message>
    <message>
        <source>There is no company {n}: the companies are numbered 1–{last}.</source>
        <translation>Il n&apos;y a pas de compagnie {n} : les compagnies sont numérotées de 1 à {last}.</translation>
    </message>
    <message>
        <source>The dice are stacked in the order chosen: the {value} on the left comes first. Drag it over the building.</source>
        <translation>Les dés s&apos;empilent dans l&apos;ordre choisi : le {value} à gauche vient d&apos;abord. Faites-le glisser au-dessus du building.</translation>
    </message>
    <message>
        <source>Your dice go on the building of the company you invest in: {company}.</source>
        <translation>Vos dés vont sur le building de la compagnie où vous investissez : {company}.</translation>
    </message>
    <message>
        <source>In the takeover every die goes on the tallest building: {company}.</source>
        <translation>Pendant le rachat, chaque dé va sur le plus grand building : {company}.</translation>
    </message>
    <message>
        <source>Your investor marker goes on a company card: drop it on another one.</source>
        <translation>Votre marqueur Investisseur va sur une carte Compagnie : lâchez-le sur une autre.</translation>
    </message>
    <message>
        <source>Click the rolled dice in the order you want to stack them.</source>
        <translation>Cliquez sur les dés lancés dans l&apos;ordre où vous voulez les empiler.</translation>
    </message>
    <message>
        <source>Drag the next die over the building and release it where you aim (or aim with ← → and press Enter).</source>
        <translation>Faites glisser le dé suivant au-dessus du building et lâchez-le où vous visez (ou visez avec ← → et appuyez sur Entrée).</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Keep your investment and end your turn. To change it, click another company card.</source>
        <translation>Garder votre investissement et finir votre tour. Pour en changer, cliquez sur une autre carte Compagnie.</translation>
    </message>
    <message>
        <source>roll the dice</source>
        <translation>lancer les dés</translation>
    </message>
    <message>
        <source>stack the die of that number next; when investing: the company of that number</source>
        <translation>empiler ensuite le dé de ce chiffre ; pour investir : la compagnie de ce numéro</translation>
    </message>
    <message>
        <source>aim the next die further left (else: select)</source>
        <translation>viser plus à gauche avec le dé suivant (sinon : sélectionner)</translation>
    </message>
    <message>
        <source>aim the next die further right (else: select)</source>
        <translation>viser plus à droite avec le dé suivant (sinon : sélectionner)</translation>
    </message>
    <message>
        <source>place the next die where you aim (else: play the selection)</source>
        <translation>poser le dé suivant où vous visez (sinon : jouer la sélection)</translation>
    </message>
    <message>
        <source>keep your investment (end of your turn)</source>
        <translation>garder votre investissement (fin de votre tour)</translation>
    </message>
    <message>
        <source>Rolled dice showing a {value}: {count}.</source>
        <translation>Dés lancés montrant un {value} : {count}.</translation>
    </message>
    <message>
        <source>A rolled die: {value}.</source>
        <translation>Un dé lancé : {value}.</translation>
    </message>
    <message>
        <source>A {value}: click it to stack it next (or press {value}).</source>
        <translation>Un {value} : cliquez dessus pour l&apos;empiler ensuite (ou appuyez sur {value}).</translation>
    </message>
    <message>
        <source>The next die: drag it over the building and release it where you aim (or aim with ← → and press Enter).</source>
        <translation>Le dé suivant : faites-le glisser au-dessus du building et lâchez-le où vous visez (ou visez avec ← → et appuyez sur Entrée).</translation>
    </message>
    <message>
        <source>Die {n} of the stacking order: a {value}.</source>
        <translation>Dé {n} de l&apos;ordre d&apos;empilement : un {value}.</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>stable</translation>
    </message>
    <message>
        <source>wobbly</source>
        <translation>branlant</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>s&apos;écroule</translation>
    </message>
    <message>
        <source>Where the die would rest, before your hand&apos;s tremor: {word}.</source>
        <translation>Où le dé reposerait, avant le tremblement de votre main : {word}.</translation>
    </message>
    <message>
        <source>The building&apos;s weight would then lean {lean}.</source>
        <translation>Le poids du building pencherait alors {lean}.</translation>
    </message>
    <message>
        <source>What the last turn brought (the log has every move).</source>
        <translation>Ce qu&apos;a apporté le dernier tour (le journal contient chaque coup).</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{file} does not hold statistics.</source>
        <translation>{file} ne contient pas de statistiques.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” is not what it should be.</source>
        <translation>{file} est endommagé : le champ « {field} » n&apos;a pas la valeur attendue.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: {reason} The file was moved aside as {aside}; they start again from zero.</source>
        <translation>Vos statistiques n&apos;ont pas pu être lues : {reason} Le fichier a été renommé en {aside} ; elles repartent de zéro.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved: {reason}</source>
        <translation>Vos statistiques n&apos;ont pas pu être enregistrées : {reason}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveaux mixtes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Your games against the computer, counted once each when they end. A game given up (a new game started over it) counts as lost; a game not yet ended is unfinished. Hot-seat games are not counted.</source>
        <translation>Vos parties contre l’ordinateur, comptées une fois chacune quand elles se terminent. Une partie abandonnée (une nouvelle partie lancée par-dessus) compte comme perdue ; une partie pas encore terminée est inachevée. Les parties à plusieurs sur un même écran ne sont pas comptées.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevées</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Victoires d&apos;affilée</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Plus longue série</translation>
    </message>
    <message>
        <source>Games not yet ended: the one you can continue, and any whose autosave could not be restored (the file was kept aside, as the message at the start said).</source>
        <translation>Parties pas encore terminées : celle que vous pouvez reprendre, et toute partie dont la sauvegarde automatique n’a pas pu être restaurée (le fichier a été mis de côté, comme l’a dit le message au démarrage).</translation>
    </message>
    <message>
        <source>No game has been counted yet.</source>
        <translation>Aucune partie n&apos;a encore été comptée.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>Effacer toutes vos statistiques ? Cette action est irréversible.</translation>
    </message>
</context>
<context>
    <name>StockRound</name>
    <message>
        <source>Stock round {n} begins.</source>
        <translation>Le tour d&apos;actions {n} commence.</translation>
    </message>
    <message>
        <source>Operating round {sr}.{n} begins.</source>
        <translation>Le tour d&apos;opérations {sr}.{n} commence.</translation>
    </message>
    <message>
        <source>{railway} has the most modern train mix: its token moves one row up.</source>
        <translation>{railway} a le parc de trains le plus moderne : son marqueur monte d&apos;une rangée.</translation>
    </message>
    <message>
        <source>{railway} is sold out: its token moves one row up.</source>
        <translation>{railway} est épuisée : son marqueur monte d&apos;une rangée.</translation>
    </message>
    <message>
        <source>{player} offers one treasury share of {railway} for re-issue.</source>
        <translation>{player} offre une action en trésorerie de {railway} à la réémission.</translation>
    </message>
    <message>
        <source>{player} offers {count} treasury shares of {railway} for re-issue.</source>
        <translation>{player} offre {count} actions en trésorerie de {railway} à la réémission.</translation>
    </message>
    <message>
        <source>{player} offers no treasury shares of {railway} for re-issue.</source>
        <translation>{player} n&apos;offre aucune action en trésorerie de {railway} à la réémission.</translation>
    </message>
    <message>
        <source>{player} starts {railway} at par ${par}: the director&apos;s certificate for ${amount}.</source>
        <translation>{player} ouvre {railway} à la valeur nominale de {par} $ : le certificat de président pour {amount} $.</translation>
    </message>
    <message>
        <source>{player} buys a new share of {railway} for ${amount}, paid to the railway.</source>
        <translation>{player} achète une action neuve de {railway} pour {amount} $, payée à la compagnie.</translation>
    </message>
    <message>
        <source>{player} buys a re-issued share of {railway} for ${amount}, paid to the railway.</source>
        <translation>{player} achète une action réémise de {railway} pour {amount} $, payée à la compagnie.</translation>
    </message>
    <message>
        <source>{player} buys a share of {railway} from the pool for ${amount}.</source>
        <translation>{player} achète une action de {railway} à la réserve de la banque pour {amount} $.</translation>
    </message>
    <message>
        <source>{railway} floats: 60% is sold, it will operate.</source>
        <translation>{railway} est lancée : 60 % sont vendus, elle va opérer.</translation>
    </message>
    <message>
        <source>{player} is now the director of {railway}.</source>
        <translation>{player} est maintenant président de {railway}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passe.</translation>
    </message>
    <message>
        <source>{player} has the priority deal.</source>
        <translation>{player} a la priorité.</translation>
    </message>
    <message>
        <source>{player} sells a share of {railway}: anyone wants a share?</source>
        <translation>{player} vend une action de {railway} : « Quelqu&apos;un veut une action ? »</translation>
    </message>
    <message>
        <source>{player} sells {count} shares of {railway}: anyone wants a share?</source>
        <translation>{player} vend {count} actions de {railway} : « Quelqu&apos;un veut une action ? »</translation>
    </message>
    <message>
        <source>{player} buys a share of {railway} from {seller} for ${amount}.</source>
        <translation>{player} achète une action de {railway} à {seller} pour {amount} $.</translation>
    </message>
    <message>
        <source>{railway} buys one of its shares from {seller} for ${amount}.</source>
        <translation>{railway} rachète une de ses actions à {seller} pour {amount} $.</translation>
    </message>
    <message>
        <source>{player}: no, thank you.</source>
        <translation>{player} : non merci.</translation>
    </message>
    <message>
        <source>{railway} does not buy ({player} decides).</source>
        <translation>{railway} n&apos;achète pas ({player} décide).</translation>
    </message>
    <message>
        <source>Nobody bought: the pool absorbs a share of {railway} for ${amount}; the price is now ${price}.</source>
        <translation>Personne n&apos;a acheté : la réserve de la banque absorbe une action de {railway} pour {amount} $ ; le cours est maintenant de {price} $.</translation>
    </message>
    <message>
        <source>{railway} operates (director: {player}).</source>
        <translation>{railway} opère (président : {player}).</translation>
    </message>
    <message>
        <source>{railway} raises its network to level {level} for ${amount}.</source>
        <translation>{railway} augmente son réseau au niveau {level} pour {amount} $.</translation>
    </message>
    <message>
        <source>{railway} runs for ${amount} and pays out ${per} a share.</source>
        <translation>{railway} rapporte {amount} $ et verse {per} $ par action.</translation>
    </message>
    <message>
        <source>{railway} runs for ${amount} and withholds it.</source>
        <translation>{railway} rapporte {amount} $ et conserve les recettes.</translation>
    </message>
    <message>
        <source>{railway} has no train to run: its price falls.</source>
        <translation>{railway} n&apos;a aucun train : son cours baisse.</translation>
    </message>
    <message>
        <source>{railway} buys a {train}-train for ${amount}.</source>
        <translation>{railway} achète un train de {train} pour {amount} $.</translation>
    </message>
    <message>
        <source>{railway} buys a {train}-train from the bank pool for ${amount}.</source>
        <translation>{railway} achète un train de {train} à la réserve de la banque pour {amount} $.</translation>
    </message>
    <message>
        <source>{railway} must buy a train: a {train}-train for ${amount}; its director {player} pays ${help}.</source>
        <translation>{railway} doit acheter un train : un train de {train} pour {amount} $ ; son président {player} paie {help} $.</translation>
    </message>
    <message>
        <source>The first {train}-train: phase {train} begins, the train limit is {limit}.</source>
        <translation>Le premier train de {train} : la phase {train} commence, la limite de trains est de {limit}.</translation>
    </message>
    <message>
        <source>The {train}-trains rust! (One railway loses trains.)</source>
        <translation>Les trains de {train} rouillent ! (Une compagnie perd des trains.)</translation>
    </message>
    <message>
        <source>The {train}-trains rust! ({count} railways lose trains.)</source>
        <translation>Les trains de {train} rouillent ! ({count} compagnies perdent des trains.)</translation>
    </message>
    <message>
        <source>{railway} is over the train limit: its {train}-train goes to the bank pool.</source>
        <translation>{railway} dépasse la limite de trains : son train de {train} va dans la réserve de la banque.</translation>
    </message>
    <message>
        <source>{player} sells a share of {railway} to the pool for ${amount} to pay for a train.</source>
        <translation>{player} vend une action de {railway} à la réserve de la banque pour {amount} $ afin de payer un train.</translation>
    </message>
    <message>
        <source>{player} cannot pay for the train and is bankrupt: the game ends.</source>
        <translation>{player} ne peut pas payer le train et fait faillite : la partie s&apos;arrête.</translation>
    </message>
    <message>
        <source>The bank is broken: the game ends after this set of operating rounds.</source>
        <translation>La banque a sauté : la partie s&apos;arrête après cette série de tours d&apos;opérations.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{railway} has not been started: buy its director&apos;s certificate first.</source>
        <translation>{railway} n&apos;est pas encore ouverte : achetez d&apos;abord son certificat de président.</translation>
    </message>
    <message>
        <source>{railway} has already been started.</source>
        <translation>{railway} est déjà ouverte.</translation>
    </message>
    <message>
        <source>Par prices are the top row&apos;s $68 to $100.</source>
        <translation>Les valeurs nominales sont les cours de 68 $ à 100 $ de la rangée du haut.</translation>
    </message>
    <message>
        <source>{railway} has no new shares left.</source>
        <translation>{railway} n&apos;a plus d&apos;actions neuves.</translation>
    </message>
    <message>
        <source>{railway}&apos;s director offered no (more) shares for re-issue this round.</source>
        <translation>Le président de {railway} n&apos;a offert aucune (autre) action à la réémission pendant ce tour.</translation>
    </message>
    <message>
        <source>The pool holds no share of {railway}.</source>
        <translation>La réserve de la banque ne contient aucune action de {railway}.</translation>
    </message>
    <message>
        <source>You sold {railway} this round: no buying it back in the same round (1830).</source>
        <translation>Vous avez vendu {railway} pendant ce tour : pas de rachat pendant le même tour (1830).</translation>
    </message>
    <message>
        <source>60% limit: a player may hold at most 60% of {railway}.</source>
        <translation>Limite de 60 % : un joueur peut détenir au plus 60 % de {railway}.</translation>
    </message>
    <message>
        <source>Certificate limit: you already hold {limit} certificates.</source>
        <translation>Limite de certificats : vous détenez déjà {limit} certificats.</translation>
    </message>
    <message>
        <source>Not enough cash: that costs ${amount}.</source>
        <translation>Pas assez d&apos;argent : cela coûte {amount} $.</translation>
    </message>
    <message>
        <source>No sales in the first stock round (1830).</source>
        <translation>Aucune vente pendant le premier tour d&apos;actions (1830).</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n share(s) of {railway}.</source>
        <translation>
            <numerusform>Vous ne détenez que %n action de {railway}.</numerusform>
            <numerusform>Vous ne détenez que %n actions de {railway}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pool may hold at most 50% of a railway: it can take only {room} more of {railway}.</source>
        <translation>La réserve de la banque contient au plus 50 % d&apos;une compagnie : elle ne peut plus prendre que {room} de {railway}.</translation>
    </message>
    <message>
        <source>The director&apos;s certificate never goes to the pool: nobody else holds 20% of {railway} to take it over.</source>
        <translation>Le certificat de président ne va jamais dans la réserve de la banque : personne d&apos;autre ne détient 20 % de {railway} pour le reprendre.</translation>
    </message>
    <message>
        <source>A turn is one sale, then one buy: you have sold this turn.</source>
        <translation>Un tour, c&apos;est une vente, puis un achat : vous avez déjà vendu pendant ce tour.</translation>
    </message>
    <message>
        <source>One share a turn: you have bought this turn.</source>
        <translation>Une action par tour : vous avez déjà acheté pendant ce tour.</translation>
    </message>
    <message>
        <source>Sell first, then buy: a turn may not sell after it buys.</source>
        <translation>D&apos;abord vendre, puis acheter : on ne peut pas vendre après avoir acheté pendant le même tour.</translation>
    </message>
    <message numerus="yes">
        <source>{railway} has %n share(s) in its treasury to offer.</source>
        <translation>
            <numerusform>{railway} a %n action en trésorerie à offrir.</numerusform>
            <numerusform>{railway} a %n actions en trésorerie à offrir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Directors first declare the shares they offer for re-issue.</source>
        <translation>Les présidents annoncent d&apos;abord les actions qu&apos;ils offrent à la réémission.</translation>
    </message>
    <message>
        <source>It is your turn: sell, buy or pass.</source>
        <translation>C&apos;est votre tour : vendez, achetez ou passez.</translation>
    </message>
    <message>
        <source>Anyone wants a share? Buy one or pass.</source>
        <translation>« Quelqu&apos;un veut une action ? » Achetez-en une ou passez.</translation>
    </message>
    <message>
        <source>First decide whether to raise the network level.</source>
        <translation>Décidez d&apos;abord s&apos;il faut augmenter le niveau du réseau.</translation>
    </message>
    <message>
        <source>The network level may not exceed {level} in this phase.</source>
        <translation>Le niveau du réseau ne peut pas dépasser {level} dans cette phase.</translation>
    </message>
    <message>
        <source>Raising the network costs ${amount}; the treasury holds ${funds}.</source>
        <translation>Augmenter le niveau du réseau coûte {amount} $ ; la trésorerie contient {funds} $.</translation>
    </message>
    <message>
        <source>Pay the run out or withhold it.</source>
        <translation>Versez les recettes en dividende ou conservez-les.</translation>
    </message>
    <message>
        <source>Buy trains or finish the railway&apos;s turn.</source>
        <translation>Achetez des trains ou terminez le tour de la compagnie.</translation>
    </message>
    <message>
        <source>The director must sell shares to the pool to pay for the train.</source>
        <translation>Le président doit vendre des actions à la réserve de la banque pour payer le train.</translation>
    </message>
    <message>
        <source>A railway without a train must buy one before its turn ends.</source>
        <translation>Une compagnie sans train doit en acheter un avant la fin de son tour.</translation>
    </message>
    <message>
        <source>That train is not for sale: the depot sells its lowest kind first.</source>
        <translation>Ce train n&apos;est pas en vente : le dépôt vend d&apos;abord le type le plus bas.</translation>
    </message>
    <message>
        <source>Train limit: a railway may own at most {limit} trains in this phase.</source>
        <translation>Limite de trains : une compagnie peut posséder au plus {limit} trains dans cette phase.</translation>
    </message>
    <message>
        <source>The train costs ${amount}; the treasury holds ${funds}.</source>
        <translation>Le train coûte {amount} $ ; la trésorerie contient {funds} $.</translation>
    </message>
    <message>
        <source>Only a 4, 5 or 6 the railway owns may be traded in for a new Diesel.</source>
        <translation>Seul un train de 4, 5 ou 6 de la compagnie peut être repris pour un Diesel neuf.</translation>
    </message>
    <message>
        <source>Only one share at a time, and never the director&apos;s certificate nor so much that the railway in need changes director.</source>
        <translation>Une seule action à la fois, jamais le certificat de président, et jamais au point que la compagnie en difficulté change de président.</translation>
    </message>
    <message>
        <source>Sell {count} shares of {railway}</source>
        <translation>Vendre {count} actions de {railway}</translation>
    </message>
    <message>
        <source>Sell a share of {railway}</source>
        <translation>Vendre une action de {railway}</translation>
    </message>
    <message>
        <source>Sell a share of {railway} to the pool</source>
        <translation>Vendre une action de {railway} à la réserve de la banque</translation>
    </message>
    <message>
        <source>Buy a new share of {railway} (${amount})</source>
        <translation>Acheter une action neuve de {railway} ({amount} $)</translation>
    </message>
    <message>
        <source>Buy a re-issued share of {railway} (${amount})</source>
        <translation>Acheter une action réémise de {railway} ({amount} $)</translation>
    </message>
    <message>
        <source>Buy a share of {railway} from the pool (${amount})</source>
        <translation>Acheter une action de {railway} à la réserve de la banque ({amount} $)</translation>
    </message>
    <message>
        <source>Start {railway} at par ${par}</source>
        <translation>Ouvrir {railway} à la valeur nominale de {par} $</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Offer one share of {railway} for re-issue</source>
        <translation>Offrir une action de {railway} à la réémission</translation>
    </message>
    <message>
        <source>Offer {count} shares of {railway} for re-issue</source>
        <translation>Offrir {count} actions de {railway} à la réémission</translation>
    </message>
    <message>
        <source>Offer no shares of {railway} for re-issue</source>
        <translation>N&apos;offrir aucune action de {railway} à la réémission</translation>
    </message>
    <message>
        <source>Buy one (${amount})</source>
        <translation>Acheter ({amount} $)</translation>
    </message>
    <message>
        <source>No, thank you</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>Raise the network to level {level} (${amount})</source>
        <translation>Augmenter le réseau au niveau {level} ({amount} $)</translation>
    </message>
    <message>
        <source>Keep the network level</source>
        <translation>Garder le niveau du réseau</translation>
    </message>
    <message>
        <source>Pay out ${amount}</source>
        <translation>Verser {amount} $</translation>
    </message>
    <message>
        <source>Withhold ${amount}</source>
        <translation>Conserver {amount} $</translation>
    </message>
    <message>
        <source>Buy a {train}-train (${amount})</source>
        <translation>Acheter un train de {train} ({amount} $)</translation>
    </message>
    <message>
        <source>Buy a {train}-train trading in a {old} (${amount})</source>
        <translation>Acheter un train de {train}, reprise d&apos;un train de {old} ({amount} $)</translation>
    </message>
    <message>
        <source>Buy no more trains</source>
        <translation>Arrêter d&apos;acheter</translation>
    </message>
    <message>
        <source>Sell shares</source>
        <translation>Vendre des actions</translation>
    </message>
    <message>
        <source>Buy a share</source>
        <translation>Acheter une action</translation>
    </message>
    <message>
        <source>Start a railway</source>
        <translation>Ouvrir une compagnie</translation>
    </message>
    <message>
        <source>Offer shares for re-issue</source>
        <translation>Offrir des actions à la réémission</translation>
    </message>
    <message>
        <source>Anyone wants a share?</source>
        <translation>Quelqu&apos;un veut une action ?</translation>
    </message>
    <message>
        <source>Network level</source>
        <translation>Niveau du réseau</translation>
    </message>
    <message>
        <source>Pay out or withhold</source>
        <translation>Verser ou conserver</translation>
    </message>
    <message>
        <source>Buy a train</source>
        <translation>Acheter un train</translation>
    </message>
</context>
<context>
    <name>StockRoundTable</name>
    <message>
        <source>The pool: drop your certificates here to sell them (&quot;Anyone wants a share?&quot;). It holds at most 50% of a railway; the director&apos;s certificate never goes here.</source>
        <translation>La réserve de la banque : déposez ici vos certificats pour les vendre (« Quelqu&apos;un veut une action ? »). Elle contient au plus 50 % d&apos;une compagnie ; le certificat de président n&apos;y va jamais.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve de la banque</translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) of {railway} in the pool: drag one to your area (or click it) to buy it for {price}, one column right of the market price.</source>
        <translation>
            <numerusform>%n action de {railway} dans la réserve de la banque : faites-la glisser vers votre zone (ou cliquez dessus) pour l&apos;acheter {price}, une colonne à droite du cours.</numerusform>
            <numerusform>%n actions de {railway} dans la réserve de la banque : faites-en glisser une vers votre zone (ou cliquez dessus) pour l&apos;acheter {price}, une colonne à droite du cours.</numerusform>
        </translation>
    </message>
    <message>
        <source>No shares in the pool.</source>
        <translation>Aucune action dans la réserve de la banque.</translation>
    </message>
    <message>
        <source>Phase {phase} · train limit {limit}</source>
        <translation>Phase {phase} · limite de trains {limit}</translation>
    </message>
    <message>
        <source>The phase is the newest kind of train bought. It sets the train limit, the highest network level and how many operating rounds follow a stock round.</source>
        <translation>La phase est le type de train le plus récent acheté. Elle fixe la limite de trains, le niveau du réseau maximal et le nombre de tours d&apos;opérations qui suivent un tour d&apos;actions.</translation>
    </message>
    <message>
        <source>A discarded {train}-train in the bank pool.</source>
        <translation>Un train de {train} défaussé dans la réserve de la banque.</translation>
    </message>
    <message>
        <source>{count} {train}-trains in the depot.</source>
        <translation>{count} trains de {train} au dépôt.</translation>
    </message>
    <message>
        <source>Price {price}. In a railway&apos;s operating turn, drag it onto the charter (or click it) to buy it.</source>
        <translation>Prix {price}. Pendant le tour d&apos;une compagnie dans un tour d&apos;opérations, faites-le glisser sur sa fiche (ou cliquez dessus) pour l&apos;acheter.</translation>
    </message>
    <message>
        <source>It rusts when the first {by}-train is bought.</source>
        <translation>Il rouille quand le premier train de {by} est acheté.</translation>
    </message>
    <message>
        <source>Then: {trains}</source>
        <translation>Ensuite : {trains}</translation>
    </message>
    <message>
        <source>Trains still in the depot, sold in this order once the ones before are gone.</source>
        <translation>Trains encore au dépôt, vendus dans cet ordre une fois les précédents épuisés.</translation>
    </message>
    <message>
        <source>${amount}</source>
        <translation>{amount} $</translation>
    </message>
    <message>
        <source>{railway}&apos;s charter. In its operating turn, drag a train from the depot here to buy it.</source>
        <translation>Fiche de {railway}. Pendant son tour dans un tour d&apos;opérations, faites glisser un train du dépôt ici pour l&apos;acheter.</translation>
    </message>
    <message>
        <source>{railway} (code {code}).</source>
        <translation>{railway} (code {code}).</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas ouverte</translation>
    </message>
    <message>
        <source>Start it by buying its director&apos;s certificate (20%) at a par price: drop the certificate on a par square of the market&apos;s top row.</source>
        <translation>Ouvrez-la en achetant son certificat de président (20 %) à une valeur nominale : déposez le certificat sur une case de valeur nominale de la rangée du haut du tableau des cours.</translation>
    </message>
    <message>
        <source>Par: ${low}–${high}</source>
        <translation>Val. nom. : {low}–{high} $</translation>
    </message>
    <message>
        <source>The par prices: the top row, columns 2 to 6.</source>
        <translation>Les valeurs nominales : la rangée du haut, colonnes 2 à 6.</translation>
    </message>
    <message>
        <source>Share {price}</source>
        <translation>Action {price}</translation>
    </message>
    <message>
        <source>The market price of one share (10%).</source>
        <translation>Le cours d&apos;une action (10 %).</translation>
    </message>
    <message>
        <source>Director: {player}</source>
        <translation>Président : {player}</translation>
    </message>
    <message>
        <source>The director holds the 20% certificate and decides for the railway. Another player who comes to hold more becomes director.</source>
        <translation>Le président détient le certificat de 20 % et décide pour la compagnie. Un autre joueur qui vient à en détenir plus devient président.</translation>
    </message>
    <message>
        <source>Treasury {amount}</source>
        <translation>Trésorerie {amount}</translation>
    </message>
    <message>
        <source>The railway&apos;s cash. New and re-issued shares are paid to it. It floats, and operates, once 60% is sold.</source>
        <translation>L&apos;argent de la compagnie. Les actions neuves et réémises lui sont payées. Elle est lancée, et opère, dès que 60 % sont vendus.</translation>
    </message>
    <message>
        <source>Raising it to {next} costs {cost}.</source>
        <translation>Le passer à {next} coûte {cost}.</translation>
    </message>
    <message>
        <source>It cannot go higher in this phase.</source>
        <translation>Il ne peut pas monter plus haut dans cette phase.</translation>
    </message>
    <message>
        <source>Network level {level} (at most {top} in this phase): each train runs for its size × ${value}. {more} In its operating turn the director may raise it once; click here (R).</source>
        <translation>Niveau du réseau {level} (au plus {top} dans cette phase) : chaque train rapporte sa taille × {value} $. {more} Pendant le tour de la compagnie dans un tour d&apos;opérations, le président peut l&apos;augmenter une fois ; cliquez ici (R).</translation>
    </message>
    <message>
        <source>Network {level}/{top}</source>
        <translation>Réseau {level}/{top}</translation>
    </message>
    <message>
        <source>runs {amount}</source>
        <translation>gagne {amount}</translation>
    </message>
    <message>
        <source>What its trains run for now: each train&apos;s size × the level&apos;s value.</source>
        <translation>Ce que ses trains rapportent maintenant : la taille de chaque train × la valeur du niveau.</translation>
    </message>
    <message>
        <source>No train</source>
        <translation>Aucun train</translation>
    </message>
    <message numerus="yes">
        <source>%n new share(s) of {railway}: drag one to your area (or click it) to buy it at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n action neuve de {railway} : faites-la glisser vers votre zone (ou cliquez dessus) pour l&apos;acheter au cours, payée à la compagnie.</numerusform>
            <numerusform>%n actions neuves de {railway} : faites-en glisser une vers votre zone (ou cliquez dessus) pour l&apos;acheter au cours, payée à la compagnie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) in {railway}&apos;s treasury, {offered} offered for re-issue this round: an offered share is bought at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n action en trésorerie de {railway}, dont {offered} offerte à la réémission pendant ce tour : une action offerte s&apos;achète au cours, payée à la compagnie.</numerusform>
            <numerusform>%n actions en trésorerie de {railway}, dont {offered} offertes à la réémission pendant ce tour : une action offerte s&apos;achète au cours, payée à la compagnie.</numerusform>
        </translation>
    </message>
    <message>
        <source>A railway floats once 60% is sold; a floated railway without a train earns nothing and must buy one in its turn.</source>
        <translation>Une compagnie est lancée dès que 60 % sont vendus ; une compagnie lancée sans train ne gagne rien et doit en acheter un pendant son tour.</translation>
    </message>
    <message>
        <source>Not floated</source>
        <translation>Non lancée</translation>
    </message>
    <message>
        <source>{pct}% sold</source>
        <translation>{pct} % vendus</translation>
    </message>
    <message>
        <source>A {train}-train.</source>
        <translation>Un train de {train}.</translation>
    </message>
    <message>
        <source>{railway}&apos;s director&apos;s certificate (20%): drag it onto a par price of the market&apos;s top row, or click it and choose the par.</source>
        <translation>Le certificat de président de {railway} (20 %) : faites-le glisser sur une valeur nominale de la rangée du haut du tableau des cours, ou cliquez dessus et choisissez la valeur nominale.</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neuves</translation>
    </message>
    <message>
        <source>Unissued shares: the railway sells them.</source>
        <translation>Actions non émises : la compagnie les vend.</translation>
    </message>
    <message>
        <source>{offered} offered</source>
        <translation>{offered} offertes</translation>
    </message>
    <message>
        <source>Share price ${price}.</source>
        <translation>Cours {price} $.</translation>
    </message>
    <message>
        <source>A par price: start a railway here by dropping its director&apos;s certificate on it.</source>
        <translation>Une valeur nominale : ouvrez ici une compagnie en y déposant son certificat de président.</translation>
    </message>
    <message>
        <source>Pay-out: one column right (up at the right edge). Withholding: one column left (down at the left edge). A share absorbed by the pool: one row down (on the bottom row, one column left).</source>
        <translation>Dividende versé : une colonne vers la droite (vers le haut au bord droit). Recettes conservées : une colonne vers la gauche (vers le bas au bord gauche). Une action absorbée par la réserve de la banque : une rangée vers le bas (sur la rangée du bas, une colonne vers la gauche).</translation>
    </message>
    <message>
        <source>The share market: each railway&apos;s token stands on its share price. A railway starts on a par square of the top row.</source>
        <translation>Le tableau des cours : le marqueur de chaque compagnie se trouve sur son cours. Une compagnie s&apos;ouvre sur une case de valeur nominale de la rangée du haut.</translation>
    </message>
    <message>
        <source>{railway}: share price ${price}.</source>
        <translation>{railway} : cours {price} $.</translation>
    </message>
    <message>
        <source>Each player&apos;s cash.</source>
        <translation>L&apos;argent de chaque joueur.</translation>
    </message>
    <message>
        <source>Certs</source>
        <translation>Cert.</translation>
    </message>
    <message>
        <source>{railway}: who holds how much of it (the director&apos;s share golden), what lies in the pool, the new shares and the treasury shares offered for re-issue.</source>
        <translation>{railway} : qui en détient combien (la part du président en doré), ce qui se trouve dans la réserve de la banque, les actions neuves et les actions en trésorerie offertes à la réémission.</translation>
    </message>
    <message>
        <source>Your area: drag a certificate here to buy it; drag your certificates to the pool to sell them.</source>
        <translation>Votre zone : faites glisser un certificat ici pour l&apos;acheter ; faites glisser vos certificats vers la réserve de la banque pour les vendre.</translation>
    </message>
    <message>
        <source>{player}&apos;s certificates and cash.</source>
        <translation>Certificats et argent de {player}.</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
    <message>
        <source>{player}; worth {worth} (cash plus shares at market price).</source>
        <translation>{player} ; fortune {worth} (argent plus actions à leur cours).</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds %n certificate(s); the limit is {limit}.</source>
        <translation>
            <numerusform>{player} détient %n certificat ; la limite est de {limit}.</numerusform>
            <numerusform>{player} détient %n certificats ; la limite est de {limit}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shares in the pool: bought at one column right of the market price.</source>
        <translation>Actions dans la réserve de la banque : achetées une colonne à droite du cours.</translation>
    </message>
    <message>
        <source>Unissued shares: the railway sells them at the market price.</source>
        <translation>Actions non émises : la compagnie les vend au cours.</translation>
    </message>
    <message>
        <source>Re-issue</source>
        <translation>Réémission</translation>
    </message>
    <message>
        <source>Shares in the railway&apos;s treasury; its director offers some for re-issue at the start of each stock round.</source>
        <translation>Actions en trésorerie de la compagnie ; son président en offre à la réémission au début de chaque tour d&apos;actions.</translation>
    </message>
    <message>
        <source>Cash.</source>
        <translation>Argent.</translation>
    </message>
    <message>
        <source>Certificates held against the certificate limit ({limit} with {players} players; the director&apos;s certificate counts once). At most 60% of one railway.</source>
        <translation>Certificats détenus face à la limite de certificats ({limit} à {players} joueurs ; le certificat de président compte pour un). Au plus 60 % d&apos;une compagnie.</translation>
    </message>
    <message>
        <source>{n}/{limit}</source>
        <translation>{n}/{limit}</translation>
    </message>
    <message>
        <source>{player} holds {pct}% of {railway}{director}.</source>
        <translation>{player} détient {pct} % de {railway}{director}.</translation>
    </message>
    <message>
        <source>, as its director</source>
        <translation>, en tant que président</translation>
    </message>
    <message>
        <source>Drag to the pool (or click) to sell.</source>
        <translation>Faites-le glisser vers la réserve de la banque (ou cliquez dessus) pour vendre.</translation>
    </message>
    <message>
        <source>Choose the par price: drop the director&apos;s certificate on a par square of the market&apos;s top row (or click it).</source>
        <translation>Choisissez la valeur nominale : déposez le certificat de président sur une case de valeur nominale de la rangée du haut du tableau des cours (ou cliquez dessus).</translation>
    </message>
    <message>
        <source>That price is no par: only the par squares of the top row (${low} to ${high}) start a railway. Drop the director&apos;s certificate on one of them.</source>
        <translation>Ce cours n&apos;est pas une valeur nominale : seules les cases de valeur nominale de la rangée du haut ({low} $ à {high} $) ouvrent une compagnie. Déposez le certificat de président sur l&apos;une d&apos;elles.</translation>
    </message>
    <message>
        <source>The pool takes only the shares players sell: drag this share to your area to buy it.</source>
        <translation>La réserve de la banque ne prend que les actions que les joueurs vendent : faites glisser cette action vers votre zone pour l&apos;acheter.</translation>
    </message>
    <message>
        <source>Drag the share to your area to buy it.</source>
        <translation>Faites glisser l&apos;action vers votre zone pour l&apos;acheter.</translation>
    </message>
    <message>
        <source>You buy shares only for yourself: drag the share to your own area.</source>
        <translation>Vous n&apos;achetez des actions que pour vous-même : faites glisser l&apos;action vers votre propre zone.</translation>
    </message>
    <message>
        <source>To sell your shares, drop the certificate on the pool.</source>
        <translation>Pour vendre vos actions, déposez le certificat sur la réserve de la banque.</translation>
    </message>
    <message>
        <source>That certificate belongs to another player: you can sell only your own.</source>
        <translation>Ce certificat appartient à un autre joueur : vous ne pouvez vendre que les vôtres.</translation>
    </message>
    <message>
        <source>Trains are bought in the operating rounds, by the railway operating: not in a stock round.</source>
        <translation>Les trains s&apos;achètent pendant les tours d&apos;opérations, par la compagnie qui opère : pas pendant un tour d&apos;actions.</translation>
    </message>
    <message>
        <source>Only {railway} buys trains now: drop the train on its charter.</source>
        <translation>Seule {railway} achète des trains maintenant : déposez le train sur sa fiche.</translation>
    </message>
    <message>
        <source>To buy a train for {railway}, drop it on {railway}&apos;s charter.</source>
        <translation>Pour acheter un train pour {railway}, déposez-le sur la fiche de {railway}.</translation>
    </message>
    <message>
        <source>Start {railway} at which par price?</source>
        <translation>Ouvrir {railway} à quelle valeur nominale ?</translation>
    </message>
    <message>
        <source>Sell how many shares of {railway}?</source>
        <translation>Vendre combien d&apos;actions de {railway} ?</translation>
    </message>
    <message>
        <source>Buy the {train}-train outright, or trade in an old train?</source>
        <translation>Acheter le train de {train} sans reprise, ou faire reprendre un ancien train ?</translation>
    </message>
    <message>
        <source>1 share</source>
        <translation>1 action</translation>
    </message>
    <message>
        <source>{count} shares</source>
        <translation>{count} actions</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Outright (${amount})</source>
        <translation>Sans reprise ({amount} $)</translation>
    </message>
    <message>
        <source>Trade in a {old} (${amount})</source>
        <translation>Reprise d&apos;un train de {old} ({amount} $)</translation>
    </message>
    <message>
        <source>Pay out ${per}/share (you: ${mine}) → ${price}</source>
        <translation>Verser {per} $/action (vous : {mine} $) → {price} $</translation>
    </message>
    <message>
        <source>Pay out the run of ${amount}: ${per} a share, ${mine} to you; the token moves one column right (up at the right edge), the share price to ${price}.</source>
        <translation>Verser les recettes de {amount} $ : {per} $ par action, {mine} $ pour vous ; le marqueur avance d&apos;une colonne vers la droite (vers le haut au bord droit), le cours passe à {price} $.</translation>
    </message>
    <message>
        <source>Withhold ${amount} (treasury) ← ${price}</source>
        <translation>Conserver {amount} $ (trésorerie) ← {price} $</translation>
    </message>
    <message>
        <source>Withhold the run: ${amount} to the railway&apos;s treasury, nothing to the shareholders; the token moves one column left (down at the left edge), the share price to ${price}.</source>
        <translation>Conserver les recettes : {amount} $ pour la trésorerie de la compagnie, rien pour les actionnaires ; le marqueur recule d&apos;une colonne vers la gauche (vers le bas au bord gauche), le cours passe à {price} $.</translation>
    </message>
    <message>
        <source>↑ Level {level} (${amount}) · no train: price falls</source>
        <translation>↑ Niveau {level} ({amount} $) · sans train, baisse</translation>
    </message>
    <message>
        <source>Keep level {level} · no train: price falls</source>
        <translation>Garder niveau {level} · sans train, baisse</translation>
    </message>
    <message>
        <source>{railway} has no train: right after this choice it runs for nothing, withholds, and its share price falls to ${price}. It buys a train only after it runs.</source>
        <translation>{railway} n&apos;a aucun train : juste après ce choix, elle ne rapporte rien, conserve, et son cours baisse à {price} $. Elle n&apos;achète un train qu&apos;après ses recettes.</translation>
    </message>
    <message>
        <source>Anyone wants a share? Yes, buy one</source>
        <translation>« Quelqu&apos;un veut une action ? » Oui, en acheter une</translation>
    </message>
    <message>
        <source>Anyone wants a share? No, thank you</source>
        <translation>« Quelqu&apos;un veut une action ? » Non, merci</translation>
    </message>
    <message>
        <source>pass, end the turn, or buy no more trains</source>
        <translation>passer, finir le tour ou arrêter d&apos;acheter des trains</translation>
    </message>
    <message>
        <source>offer that many treasury shares for re-issue (or answer the table&apos;s question)</source>
        <translation>offrir autant d&apos;actions en trésorerie à la réémission (ou répondre à la question de la table)</translation>
    </message>
    <message>
        <source>raise the network level</source>
        <translation>augmenter le niveau du réseau</translation>
    </message>
    <message>
        <source>keep the network level</source>
        <translation>garder le niveau du réseau</translation>
    </message>
    <message>
        <source>pay the run out</source>
        <translation>verser les recettes en dividende</translation>
    </message>
    <message>
        <source>withhold the run</source>
        <translation>conserver les recettes</translation>
    </message>
    <message numerus="yes">
        <source>{seller} sells %n share(s) of {railway} at {price}.</source>
        <translation>
            <numerusform>{seller} vend %n action de {railway} à {price}.</numerusform>
            <numerusform>{seller} vend %n actions de {railway} à {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) of {railway} on offer at {price}: when you are asked, drag one to your area (or click it) to buy it.</source>
        <translation>
            <numerusform>%n action de {railway} offerte à {price} : quand on vous le demande, faites-la glisser vers votre zone (ou cliquez dessus) pour l&apos;acheter.</numerusform>
            <numerusform>%n actions de {railway} offertes à {price} : quand on vous le demande, faites-en glisser une vers votre zone (ou cliquez dessus) pour l&apos;acheter.</numerusform>
        </translation>
    </message>
    <message>
        <source>On offer</source>
        <translation>Offertes</translation>
    </message>
    <message>
        <source>Game over: {players} won with {amount}.</source>
        <translation>Partie terminée : victoire de {players} avec {amount}.</translation>
    </message>
    <message>
        <source>Anyone wants a share? {player} is deciding.</source>
        <translation>« Quelqu&apos;un veut une action ? » {player} décide.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} joue.</translation>
    </message>
    <message>
        <source>Re-issue: how many of {railway}&apos;s treasury shares do you offer this round?</source>
        <translation>Réémission : combien d&apos;actions en trésorerie de {railway} offrez-vous pendant ce tour ?</translation>
    </message>
    <message>
        <source>Anyone wants a share? Buy one (Y) or pass (N).</source>
        <translation>« Quelqu&apos;un veut une action ? » Achetez-en une (Y) ou passez (N).</translation>
    </message>
    <message>
        <source>{railway}: raise the network level (R) or keep it (K)?</source>
        <translation>{railway} : augmenter le niveau du réseau (R) ou le garder (K) ?</translation>
    </message>
    <message>
        <source>{railway} runs for {amount}: pay out (O) or withhold (W)?</source>
        <translation>{railway} rapporte {amount} : verser (O) ou conserver (W) ?</translation>
    </message>
    <message>
        <source>{railway}: drag a train from the depot onto its charter to buy it, or buy no more (P).</source>
        <translation>{railway} : faites glisser un train du dépôt sur sa fiche pour l&apos;acheter, ou arrêtez d&apos;acheter (P).</translation>
    </message>
    <message>
        <source>{railway} needs a train: sell shares to the pool (drag them there) to pay for it.</source>
        <translation>{railway} a besoin d&apos;un train : vendez des actions à la réserve de la banque (faites-les-y glisser) pour le payer.</translation>
    </message>
    <message>
        <source>Sell: drag certificates to the pool; then you may still buy one share.</source>
        <translation>Vendre : faites glisser des certificats vers la réserve de la banque ; vous pourrez ensuite encore acheter une action.</translation>
    </message>
    <message>
        <source>Sell: drag certificates to the pool.</source>
        <translation>Vendre : faites glisser des certificats vers la réserve de la banque.</translation>
    </message>
    <message>
        <source>Buy: drag a share to your area.</source>
        <translation>Acheter : faites glisser une action vers votre zone.</translation>
    </message>
    <message>
        <source>Start a railway: drop its director&apos;s certificate on a par price.</source>
        <translation>Ouvrir une compagnie : déposez son certificat de président sur une valeur nominale.</translation>
    </message>
    <message>
        <source>Or end your turn (P).</source>
        <translation>Ou finissez votre tour (P).</translation>
    </message>
    <message>
        <source>Nothing more to buy: end your turn (P).</source>
        <translation>Plus rien à acheter : finissez votre tour (P).</translation>
    </message>
    <message>
        <source>Or pass (P).</source>
        <translation>Ou passez (P).</translation>
    </message>
    <message>
        <source>Nothing to sell or buy: pass (P).</source>
        <translation>Rien à vendre ni à acheter : passez (P).</translation>
    </message>
    <message>
        <source>{railway} must buy a train: drag one from the depot onto its charter.</source>
        <translation>{railway} doit acheter un train : faites-en glisser un du dépôt sur sa fiche.</translation>
    </message>
    <message>
        <source>{railway} can buy no train now: buy no more (P).</source>
        <translation>{railway} ne peut acheter aucun train maintenant : arrêtez d&apos;acheter (P).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Fortune</translation>
    </message>
    <message>
        <source>Final worth</source>
        <translation>Fortune finale</translation>
    </message>
    <message>
        <source>Game over after {n} operating rounds</source>
        <translation>Partie terminée après {n} tours d&apos;opérations</translation>
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
        <translation>Départ</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} sur {total}</translation>
    </message>
    <message>
        <source>The round: a stock round (SR), then a set of operating rounds (OR): one in phase 2, two in phases 3 and 4, three from phase 5.</source>
        <translation>Le tour : un tour d&apos;actions (SR), puis une série de tours d&apos;opérations (OR) : un en phase 2, deux en phases 3 et 4, trois à partir de la phase 5.</translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation>Banque {amount}</translation>
    </message>
    <message>
        <source>(broken)</source>
        <translation>(a sauté)</translation>
    </message>
    <message>
        <source>The bank&apos;s cash. When it runs out the bank is broken: the game ends after that set of operating rounds.</source>
        <translation>L&apos;argent de la banque. Quand il est épuisé, la banque saute : la partie s&apos;arrête après cette série de tours d&apos;opérations.</translation>
    </message>
    <message>
        <source>Phase {phase}</source>
        <translation>Phase {phase}</translation>
    </message>
    <message>
        <source>The newest kind of train bought.</source>
        <translation>Le type de train le plus récent acheté.</translation>
    </message>
    <message>
        <source>Priority deal: {player}</source>
        <translation>Priorité : {player}</translation>
    </message>
    <message>
        <source>The player who starts the next stock round.</source>
        <translation>Le joueur qui commence le prochain tour d&apos;actions.</translation>
    </message>
    <message>
        <source>Each player&apos;s worth (cash plus shares) over the game</source>
        <translation>La fortune de chaque joueur (argent plus actions) au fil de la partie</translation>
    </message>
    <message>
        <source>Worth after the start, every stock round (SR) and every operating round (OR).</source>
        <translation>Fortune après le départ, après chaque tour d&apos;actions (SR) et chaque tour d&apos;opérations (OR).</translation>
    </message>
    <message>
        <source>What just happened.</source>
        <translation>Ce qui vient de se passer.</translation>
    </message>
    <message>
        <source>No train: {railway} runs for nothing, withholds and falls to {price}.</source>
        <translation>Aucun train : {railway} ne rapporte rien, conserve et baisse à {price}.</translation>
    </message>
    <message>
        <source>No train: {railways} run for nothing, withhold and fall.</source>
        <translation>Aucun train : {railways} ne rapportent rien, conservent et baissent.</translation>
    </message>
    <message>
        <source>{railways}: no train yet. Railways run before they buy trains, so in its next operating turn it withholds and its price falls.</source>
        <translation>{railways} : pas encore de train. Les compagnies opèrent avant d&apos;acheter des trains : lors de son prochain tour dans un tour d&apos;opérations, elle conserve donc ses recettes et son cours baisse.</translation>
    </message>
</context>
<context>
    <name>Stockpile</name>
    <message>
        <source>Advanced board (a track of its own for each company)</source>
        <translation>Plateau avancé (une piste à part pour chaque société)</translation>
    </message>
    <message>
        <source>Each company climbs its own track, with its own start and split values; Stanford Steel pays $1K a share on its $ spaces.</source>
        <translation>Chaque société monte sur sa propre piste, avec ses propres valeurs de départ et de division ; Stanford Steel verse $1K par action sur ses cases $.</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Billets à ordre</translation>
    </message>
    <message>
        <source>Buy up to 3 notes each round: every note earns $1K a round and is paid back at the end.</source>
        <translation>Achetez jusqu&apos;à 3 billets à ordre par manche : chacun rapporte $1K par manche et est remboursé à la fin.</translation>
    </message>
    <message>
        <source>Commodities &amp; taxes</source>
        <translation>Matières premières et impôts</translation>
    </message>
    <message>
        <source>Commodity and tax cards join the stockpiles: sets of different commodities earn money at the end, taxes cost money.</source>
        <translation>Des cartes Matière première et Impôt rejoignent les piles : des séries de matières premières différentes rapportent de l&apos;argent à la fin, les impôts en coûtent.</translation>
    </message>
    <message>
        <source>Forecast dice</source>
        <translation>Dés de prévision</translation>
    </message>
    <message>
        <source>Six dice pick each round&apos;s forecasts from 22 cards, so the forecasts change every round.</source>
        <translation>Six dés choisissent à chaque manche les prévisions parmi 22 cartes : elles changent donc d&apos;une manche à l&apos;autre.</translation>
    </message>
    <message>
        <source>Investment strategies</source>
        <translation>Stratégies d&apos;investissement</translation>
    </message>
    <message>
        <source>A hand of strategy cards: once a round, in the Action Phase, play one for its effect (some cost money).</source>
        <translation>Une main de cartes Stratégie : une fois par manche, pendant la phase d&apos;action, jouez-en une pour son effet (certaines coûtent de l&apos;argent).</translation>
    </message>
    <message>
        <source>Investors</source>
        <translation>Investisseurs</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Choose one of two dealt</source>
        <translation>En choisir un parmi deux distribués</translation>
    </message>
    <message>
        <source>Investor auction</source>
        <translation>Enchère des investisseurs</translation>
    </message>
    <message>
        <source>Each player is an investor with a power for the whole game and their own starting money: kept from two dealt, or won in an auction.</source>
        <translation>Chaque joueur est un investisseur doté d&apos;un pouvoir pour toute la partie et de son propre argent de départ : gardé parmi deux distribués, ou remporté aux enchères.</translation>
    </message>
    <message>
        <source>First player card variant</source>
        <translation>Variante de la carte Premier joueur</translation>
    </message>
    <message>
        <source>The first player card is auctioned with a stockpile; its winner chooses who starts the next round.</source>
        <translation>La carte Premier joueur est mise aux enchères avec une pile ; celui qui la remporte choisit qui commence la manche suivante.</translation>
    </message>
    <message>
        <source>Players choose how many shares to show for a dividend</source>
        <translation>Les joueurs choisissent combien d&apos;actions montrer pour un dividende</translation>
    </message>
    <message>
        <source>A dividend pays only the shares you show, so you may give up money to keep your holdings secret.</source>
        <translation>Un dividende ne paie que les actions que vous montrez : vous pouvez renoncer à de l&apos;argent pour garder vos actions secrètes.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>une carte face cachée</translation>
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
        <translation>Frais de transaction ${amount}K</translation>
    </message>
    <message>
        <source>First Player Card</source>
        <translation>Carte Premier joueur</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Impôt</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <source>face-up pair</source>
        <translation>paire visible</translation>
    </message>
    <message>
        <source>face-down pair</source>
        <translation>paire cachée</translation>
    </message>
    <message>
        <source>{company} {forecast}</source>
        <translation>{company} {forecast}</translation>
    </message>
    <message>
        <source>an unknown pair</source>
        <translation>une paire inconnue</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Information Phase</source>
        <translation>Phase d&apos;information</translation>
    </message>
    <message>
        <source>Supply Phase</source>
        <translation>Phase d&apos;approvisionnement</translation>
    </message>
    <message>
        <source>Demand Phase</source>
        <translation>Phase de demande</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Phase d&apos;action</translation>
    </message>
    <message>
        <source>Selling Phase</source>
        <translation>Phase de vente</translation>
    </message>
    <message>
        <source>Movement Phase</source>
        <translation>Phase de mouvement</translation>
    </message>
    <message>
        <source>{player} is the first player; the game lasts {rounds} rounds.</source>
        <translation>{player} est le premier joueur ; la partie dure {rounds} manches.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; {player} is the first player.</source>
        <translation>La manche {round} sur {rounds} commence ; {player} est le premier joueur.</translation>
    </message>
    <message>
        <source>Round {round} ends.</source>
        <translation>La manche {round} se termine.</translation>
    </message>
    <message>
        <source>Every player chooses an investor from the cards dealt.</source>
        <translation>Chaque joueur choisit un investisseur parmi les cartes distribuées.</translation>
    </message>
    <message>
        <source>{player} has chosen an investor.</source>
        <translation>{player} a choisi un investisseur.</translation>
    </message>
    <message>
        <source>You chose {investor}.</source>
        <translation>Vous avez choisi {investor}.</translation>
    </message>
    <message>
        <source>{player} plays {investor} and starts with ${money}K.</source>
        <translation>{player} joue {investor} et commence avec ${money}K.</translation>
    </message>
    <message>
        <source>Investor auction: every player puts an investor on a stockpile.</source>
        <translation>Enchère des investisseurs : chaque joueur pose un investisseur sur une pile d&apos;actions.</translation>
    </message>
    <message>
        <source>{player} offers {investor} on stockpile {pile}.</source>
        <translation>{player} propose {investor} sur la pile {pile}.</translation>
    </message>
    <message>
        <source>The investors are auctioned.</source>
        <translation>Les investisseurs sont mis aux enchères.</translation>
    </message>
    <message>
        <source>{player} wins {investor} with a bid of ${bid}K.</source>
        <translation>{player} remporte {investor} avec une enchère de ${bid}K.</translation>
    </message>
    <message>
        <source>Every player discards {count} investment strategy cards.</source>
        <translation>Chaque joueur défausse {count} cartes Stratégie d&apos;investissement.</translation>
    </message>
    <message>
        <source>The investment strategy cards are ready.</source>
        <translation>Les cartes Stratégie d&apos;investissement sont prêtes.</translation>
    </message>
    <message>
        <source>{player} buys promissory notes: {count} for ${amount}K.</source>
        <translation>{player} achète des billets à ordre : {count} pour ${amount}K.</translation>
    </message>
    <message>
        <source>{player} rolls the forecast dice: {faces}.</source>
        <translation>{player} lance les dés de prévision : {faces}.</translation>
    </message>
    <message>
        <source>Forecast Phil: {player} picks a company card.</source>
        <translation>Forecast Phil : {player} choisit une carte Société.</translation>
    </message>
    <message>
        <source>Forecast Phil: {player} picks a forecast card.</source>
        <translation>Forecast Phil : {player} choisit une carte Prévision.</translation>
    </message>
    <message>
        <source>{player} receives insider information.</source>
        <translation>{player} reçoit des informations d&apos;initié.</translation>
    </message>
    <message>
        <source>Your insider information: {pairs}.</source>
        <translation>Vos informations d&apos;initié : {pairs}.</translation>
    </message>
    <message>
        <source>Public forecast: {pair}.</source>
        <translation>Prévision publique : {pair}.</translation>
    </message>
    <message>
        <source>You drew {cards}.</source>
        <translation>Vous avez pioché {cards}.</translation>
    </message>
    <message>
        <source>{player} places a card face down on stockpile {pile}; the others go face up on the other stockpiles.</source>
        <translation>{player} pose une carte face cachée sur la pile {pile} ; les autres vont face visible sur les autres piles.</translation>
    </message>
    <message>
        <source>The stockpiles start with {cards}.</source>
        <translation>Les piles d&apos;actions commencent avec {cards}.</translation>
    </message>
    <message>
        <source>{player} receives {count} market cards.</source>
        <translation>{player} reçoit {count} cartes Marché.</translation>
    </message>
    <message>
        <source>You receive {cards}.</source>
        <translation>Vous recevez {cards}.</translation>
    </message>
    <message>
        <source>{player} draws a card from the commercial deck.</source>
        <translation>{player} pioche une carte de la pioche commerciale.</translation>
    </message>
    <message>
        <source>{player} receives {count} investment strategy cards.</source>
        <translation>{player} reçoit {count} cartes Stratégie d&apos;investissement.</translation>
    </message>
    <message>
        <source>{player} places {card} on stockpile {pile}.</source>
        <translation>{player} pose {card} sur la pile {pile}.</translation>
    </message>
    <message>
        <source>You place {card} on stockpile {pile}.</source>
        <translation>Vous posez {card} sur la pile {pile}.</translation>
    </message>
    <message>
        <source>{player} places the First Player Card on stockpile {pile}.</source>
        <translation>{player} pose la carte Premier joueur sur la pile {pile}.</translation>
    </message>
    <message>
        <source>Wise Warren: {player} looks at stockpile {pile}.</source>
        <translation>Wise Warren : {player} regarde la pile {pile}.</translation>
    </message>
    <message>
        <source>Stockpile {pile} hides {cards}.</source>
        <translation>La pile {pile} cache {cards}.</translation>
    </message>
    <message>
        <source>Maverick Mark: {player} moves {card} from stockpile {pile} to stockpile {to_pile}.</source>
        <translation>Maverick Mark : {player} déplace {card} de la pile {pile} vers la pile {to_pile}.</translation>
    </message>
    <message>
        <source>Lazy Liliane: {player} receives ${amount}K.</source>
        <translation>Lazy Liliane : {player} reçoit ${amount}K.</translation>
    </message>
    <message>
        <source>{player} bids ${amount}K on stockpile {pile}.</source>
        <translation>{player} enchérit de ${amount}K sur la pile {pile}.</translation>
    </message>
    <message>
        <source>{player} is outbid on stockpile {pile}.</source>
        <translation>{player} se fait surenchérir sur la pile {pile}.</translation>
    </message>
    <message>
        <source>Mayknow Martha: {player} looks at an insider pair ({owner}).</source>
        <translation>Mayknow Martha : {player} regarde une paire d&apos;initié ({owner}).</translation>
    </message>
    <message>
        <source>{player} looks at an insider pair ({owner}).</source>
        <translation>{player} regarde une paire d&apos;initié ({owner}).</translation>
    </message>
    <message>
        <source>{owner}: {company} {forecast}.</source>
        <translation>{owner} : {company} {forecast}.</translation>
    </message>
    <message>
        <source>{player} pays ${amount}K for stockpile {pile}.</source>
        <translation>{player} paie ${amount}K pour la pile {pile}.</translation>
    </message>
    <message>
        <source>You pay ${amount}K for stockpile {pile}: {cards}.</source>
        <translation>Vous payez ${amount}K pour la pile {pile} : {cards}.</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player} prend {card}.</translation>
    </message>
    <message>
        <source>Broker Bernie: {player} earns a trading fee of ${amount}K.</source>
        <translation>Broker Bernie : {player} encaisse des frais de transaction de ${amount}K.</translation>
    </message>
    <message>
        <source>{player} pays a trading fee of ${amount}K.</source>
        <translation>{player} paie des frais de transaction de ${amount}K.</translation>
    </message>
    <message>
        <source>{player} cannot pay a trading fee of ${amount}K yet.</source>
        <translation>{player} ne peut pas encore payer des frais de transaction de ${amount}K.</translation>
    </message>
    <message>
        <source>{player} gives the First Player Card to {to}.</source>
        <translation>{player} donne la carte Premier joueur à {to}.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {company}.</source>
        <translation>{player} joue {card} sur {company}.</translation>
    </message>
    <message>
        <source>Crazy Cramer: {player} moves {company} by {delta}.</source>
        <translation>Crazy Cramer : {player} déplace {company} de {delta}.</translation>
    </message>
    <message>
        <source>{player} moves {card} into the split portfolio.</source>
        <translation>{player} place {card} dans le portefeuille divisé.</translation>
    </message>
    <message>
        <source>{player} moves {card} from the split portfolio back to the portfolio.</source>
        <translation>{player} remet {card} du portefeuille divisé dans le portefeuille.</translation>
    </message>
    <message>
        <source>{player} discards a {card} share.</source>
        <translation>{player} défausse une action {card}.</translation>
    </message>
    <message>
        <source>{player} plays {card} (cost ${cost}K).</source>
        <translation>{player} joue {card} (coût ${cost}K).</translation>
    </message>
    <message>
        <source>{player} receives ${amount}K.</source>
        <translation>{player} reçoit ${amount}K.</translation>
    </message>
    <message>
        <source>{player} shows shares of {companies}.</source>
        <translation>{player} montre des actions de {companies}.</translation>
    </message>
    <message>
        <source>{player} returns a tax card to the box.</source>
        <translation>{player} remet une carte Impôt dans la boîte.</translation>
    </message>
    <message>
        <source>{player} gives up a promissory note.</source>
        <translation>{player} rend un billet à ordre.</translation>
    </message>
    <message>
        <source>{player} takes a {card} share from the discard pile.</source>
        <translation>{player} prend une action {card} dans la défausse.</translation>
    </message>
    <message>
        <source>{player} reveals an insider pair ({owner}): {pair}.</source>
        <translation>{player} révèle une paire d&apos;initié ({owner}) : {pair}.</translation>
    </message>
    <message>
        <source>{player} declares a dividend on {company}: ${total}K paid in all.</source>
        <translation>{player} déclare un dividende sur {company} : ${total}K versés en tout.</translation>
    </message>
    <message>
        <source>{player} puts Falsified Earnings on a forecast ({owner}).</source>
        <translation>{player} pose Falsified Earnings sur une prévision ({owner}).</translation>
    </message>
    <message>
        <source>{player} discards {card} unused.</source>
        <translation>{player} défausse {card} sans l&apos;utiliser.</translation>
    </message>
    <message>
        <source>{player} gives up a {card} commodity.</source>
        <translation>{player} rend la matière première {card}.</translation>
    </message>
    <message>
        <source>{player} sells {card} for ${amount}K.</source>
        <translation>{player} vend {card} pour ${amount}K.</translation>
    </message>
    <message>
        <source>{player} sells a split {card} share for ${amount}K.</source>
        <translation>{player} vend une action divisée {card} pour ${amount}K.</translation>
    </message>
    <message>
        <source>{player} sells half of a split {card} share for ${amount}K.</source>
        <translation>{player} vend la moitié d&apos;une action divisée {card} pour ${amount}K.</translation>
    </message>
    <message>
        <source>Shorting Soros: {player} sells {card} for ${amount}K.</source>
        <translation>Shorting Soros : {player} vend {card} pour ${amount}K.</translation>
    </message>
    <message>
        <source>Bailout Barack: {player} buys {card} from the discard pile for ${amount}K.</source>
        <translation>Bailout Barack : {player} achète {card} dans la défausse pour ${amount}K.</translation>
    </message>
    <message>
        <source>Forecast revealed ({owner}): {pair}.</source>
        <translation>Prévision révélée ({owner}) : {pair}.</translation>
    </message>
    <message>
        <source>Forecast revealed ({owner}): {pair}, with Falsified Earnings.</source>
        <translation>Prévision révélée ({owner}) : {pair}, avec Falsified Earnings.</translation>
    </message>
    <message>
        <source>{company} pays a dividend of ${amount}K per share.</source>
        <translation>{company} verse un dividende de ${amount}K par action.</translation>
    </message>
    <message>
        <source>{player} shows shares: {normal}, split shares: {split} (${amount}K).</source>
        <translation>{player} montre des actions : {normal}, actions divisées : {split} (${amount}K).</translation>
    </message>
    <message>
        <source>{player} moves shares into the split portfolio: {moved}, and earns ${bonus}K.</source>
        <translation>{player} place des actions dans le portefeuille divisé : {moved}, et gagne ${bonus}K.</translation>
    </message>
    <message>
        <source>{player} loses shares: {count}.</source>
        <translation>{player} perd des actions : {count}.</translation>
    </message>
    <message>
        <source>Majority in {company}: +${amount}K for {players}.</source>
        <translation>Majorité chez {company} : +${amount}K pour {players}.</translation>
    </message>
    <message>
        <source>The game is over. Highest total, ${amount}K: {players}.</source>
        <translation>La partie est terminée. Meilleur total, ${amount}K : {players}.</translation>
    </message>
    <message>
        <source>That is not a move of this step of the {phase} Phase.</source>
        <translation>Ce n&apos;est pas un coup de cette étape de la phase « {phase} ».</translation>
    </message>
    <message>
        <source>That card or place is not one you may use in this step of the {phase} Phase.</source>
        <translation>Vous ne pouvez pas utiliser cette carte ou cet emplacement à cette étape de la phase « {phase} ».</translation>
    </message>
    <message>
        <source>Buy promissory notes: {count}</source>
        <translation>Acheter des billets à ordre : {count}</translation>
    </message>
    <message>
        <source>Show shares: {normal}, split shares: {split}</source>
        <translation>Montrer des actions : {normal}, actions divisées : {split}</translation>
    </message>
    <message>
        <source>{company} is now at {value}.</source>
        <translation>{company} est maintenant à {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Illicit Ivan: {player} draws %n more strategy card(s).</source>
        <translation>
            <numerusform>Illicit Ivan : {player} pioche %n carte Stratégie de plus.</numerusform>
            <numerusform>Illicit Ivan : {player} pioche %n cartes Stratégie de plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Royal Robins: {player} draws %n card(s) for the stockpiles.</source>
        <translation>
            <numerusform>Royal Robins : {player} pioche %n carte pour les piles d&apos;actions.</numerusform>
            <numerusform>Royal Robins : {player} pioche %n cartes pour les piles d&apos;actions.</numerusform>
        </translation>
    </message>
    <message>
        <source>{company} pays $1K per share as it climbs.</source>
        <translation>{company} verse $1K par action en montant.</translation>
    </message>
    <message>
        <source>{company} splits!</source>
        <translation>Division d&apos;actions pour {company} !</translation>
    </message>
    <message>
        <source>{company} goes bankrupt and starts again at its start value.</source>
        <translation>{company} fait faillite et repart de sa valeur de départ.</translation>
    </message>
    <message>
        <source>{player} receives ${amount}K interest.</source>
        <translation>{player} reçoit ${amount}K d&apos;intérêts.</translation>
    </message>
    <message>
        <source>Lucrative Li: {player} receives ${amount}K extra interest.</source>
        <translation>Lucrative Li : {player} reçoit ${amount}K d&apos;intérêts supplémentaires.</translation>
    </message>
    <message>
        <source>Opulent Oprah: {player} gives ${amount}K to {to}.</source>
        <translation>Opulent Oprah : {player} donne ${amount}K à {to}.</translation>
    </message>
    <message>
        <source>Socialist Sanders: {player} takes ${amount}K from {richest}.</source>
        <translation>Socialist Sanders : {player} prend ${amount}K à {richest}.</translation>
    </message>
    <message>
        <source>Socialist Sanders: {player} gives ${amount}K to {poorest}.</source>
        <translation>Socialist Sanders : {player} donne ${amount}K à {poorest}.</translation>
    </message>
    <message>
        <source>Your other meeple is already on that bid track.</source>
        <translation>Votre autre meeple est déjà sur cette piste d&apos;enchères.</translation>
    </message>
    <message>
        <source>A bid must lie further along the track than the bid it beats.</source>
        <translation>Une enchère doit être plus loin sur la piste que celle qu&apos;elle dépasse.</translation>
    </message>
    <message>
        <source>Cunning Carlos&apos;s blocker covers that space: outbid him by at least two spaces.</source>
        <translation>Le bloqueur de Cunning Carlos couvre cette case : surenchérissez d&apos;au moins deux cases.</translation>
    </message>
    <message>
        <source>You cannot pay that much: your money is public and limits you.</source>
        <translation>Vous ne pouvez pas payer autant : votre argent est public et vous limite.</translation>
    </message>
    <message>
        <source>You may not bid more for an investor than its starting money.</source>
        <translation>Vous ne pouvez pas enchérir plus que l&apos;argent de départ d&apos;un investisseur.</translation>
    </message>
    <message>
        <source>Play every Stock Boom and Stock Bust you won this round first.</source>
        <translation>Jouez d&apos;abord chaque Stock Boom et Stock Bust remporté cette manche.</translation>
    </message>
    <message>
        <source>You may buy at most 3 promissory notes a round.</source>
        <translation>Vous pouvez acheter au plus 3 billets à ordre par manche.</translation>
    </message>
    <message>
        <source>That card&apos;s effect cannot be carried out now.</source>
        <translation>L&apos;effet de cette carte ne peut pas être appliqué maintenant.</translation>
    </message>
    <message>
        <source>Place one card face up and the other face down (Secretive Stuart may place both face down).</source>
        <translation>Posez une carte face visible et l&apos;autre face cachée (Secretive Stuart peut poser les deux face cachée).</translation>
    </message>
    <message>
        <source>Your two commercial cards go on different stockpiles.</source>
        <translation>Vos deux cartes commerciales vont sur des piles différentes.</translation>
    </message>
    <message>
        <source>Shorting Soros sells only one share a round for $8K.</source>
        <translation>Shorting Soros ne vend qu&apos;une action par manche pour $8K.</translation>
    </message>
    <message>
        <source>Only Shorting Soros sells a share for $8K.</source>
        <translation>Seul Shorting Soros vend une action pour $8K.</translation>
    </message>
    <message>
        <source>Systemic Shock moves three different companies.</source>
        <translation>Systemic Shock déplace trois sociétés différentes.</translation>
    </message>
    <message>
        <source>Only one investment strategy card per round (two for Illicit Ivan).</source>
        <translation>Une seule carte Stratégie d&apos;investissement par manche (deux pour Illicit Ivan).</translation>
    </message>
    <message>
        <source>Choose {investor}</source>
        <translation>Choisir {investor}</translation>
    </message>
    <message>
        <source>Offer {investor} on stockpile {pile}</source>
        <translation>Proposer {investor} sur la pile {pile}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Défausser {card}</translation>
    </message>
    <message>
        <source>Buy no promissory notes</source>
        <translation>N&apos;acheter aucun billet à ordre</translation>
    </message>
    <message>
        <source>Pick {card}</source>
        <translation>Prendre {card}</translation>
    </message>
    <message>
        <source>Place {card} face up on stockpile {pile}</source>
        <translation>Poser {card} face visible sur la pile {pile}</translation>
    </message>
    <message>
        <source>Place {card} face down on stockpile {pile}</source>
        <translation>Poser {card} face cachée sur la pile {pile}</translation>
    </message>
    <message>
        <source>Place the First Player Card on stockpile {pile}</source>
        <translation>Poser la carte Premier joueur sur la pile {pile}</translation>
    </message>
    <message>
        <source>Look at stockpile {pile}</source>
        <translation>Regarder la pile {pile}</translation>
    </message>
    <message>
        <source>Move a card from stockpile {pile} to stockpile {to_pile}</source>
        <translation>Déplacer une carte de la pile {pile} vers la pile {to_pile}</translation>
    </message>
    <message>
        <source>Bid ${amount}K on stockpile {pile}</source>
        <translation>Enchérir de ${amount}K sur la pile {pile}</translation>
    </message>
    <message>
        <source>Choose an insider pair ({owner})</source>
        <translation>Choisir une paire d&apos;initié ({owner})</translation>
    </message>
    <message>
        <source>Give the First Player Card to {player}</source>
        <translation>Donner la carte Premier joueur à {player}</translation>
    </message>
    <message>
        <source>Play {card} on {company}</source>
        <translation>Jouer {card} sur {company}</translation>
    </message>
    <message>
        <source>Use {investor}</source>
        <translation>Utiliser {investor}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source>Choose {card}</source>
        <translation>Choisir {card}</translation>
    </message>
    <message>
        <source>Choose {company}</source>
        <translation>Choisir {company}</translation>
    </message>
    <message>
        <source>Move {company} by {delta}</source>
        <translation>Déplacer {company} de {delta}</translation>
    </message>
    <message>
        <source>Sell {card}</source>
        <translation>Vendre {card}</translation>
    </message>
    <message>
        <source>Sell a split {card} share</source>
        <translation>Vendre une action divisée {card}</translation>
    </message>
    <message>
        <source>Sell half of a split {card} share</source>
        <translation>Vendre la moitié d&apos;une action divisée {card}</translation>
    </message>
    <message>
        <source>Sell {card} for $8K (Shorting Soros)</source>
        <translation>Vendre {card} pour $8K (Shorting Soros)</translation>
    </message>
    <message>
        <source>Give $2K to {player}</source>
        <translation>Donner $2K à {player}</translation>
    </message>
    <message>
        <source>Give $1K each to {a} and {b}</source>
        <translation>Donner $1K chacun à {a} et {b}</translation>
    </message>
    <message>
        <source>Choose your investor</source>
        <translation>Choisir votre investisseur</translation>
    </message>
    <message>
        <source>Offer an investor on a stockpile</source>
        <translation>Proposer un investisseur sur une pile</translation>
    </message>
    <message>
        <source>Discard an investment strategy card</source>
        <translation>Défausser une carte Stratégie d&apos;investissement</translation>
    </message>
    <message>
        <source>Buy promissory notes (or none)</source>
        <translation>Acheter des billets à ordre (ou aucun)</translation>
    </message>
    <message>
        <source>Forecast Phil: pick a company or forecast card</source>
        <translation>Forecast Phil : choisir une carte Société ou Prévision</translation>
    </message>
    <message>
        <source>Place a market card on a stockpile (one face up, one face down)</source>
        <translation>Poser une carte Marché sur une pile (une face visible, une face cachée)</translation>
    </message>
    <message>
        <source>Place a commercial card on a stockpile</source>
        <translation>Poser une carte commerciale sur une pile</translation>
    </message>
    <message>
        <source>Place the First Player Card on a stockpile</source>
        <translation>Poser la carte Premier joueur sur une pile</translation>
    </message>
    <message>
        <source>Wise Warren: look at a stockpile</source>
        <translation>Wise Warren : regarder une pile</translation>
    </message>
    <message>
        <source>Maverick Mark: move a card to another stockpile</source>
        <translation>Maverick Mark : déplacer une carte vers une autre pile</translation>
    </message>
    <message>
        <source>Bid on a stockpile</source>
        <translation>Enchérir sur une pile</translation>
    </message>
    <message>
        <source>Choose an insider pair</source>
        <translation>Choisir une paire d&apos;initié</translation>
    </message>
    <message>
        <source>Give the First Player Card to a player</source>
        <translation>Donner la carte Premier joueur à un joueur</translation>
    </message>
    <message>
        <source>Play a Stock Boom or Stock Bust on a company</source>
        <translation>Jouer un Stock Boom ou un Stock Bust sur une société</translation>
    </message>
    <message>
        <source>Use your investor&apos;s power</source>
        <translation>Utiliser le pouvoir de votre investisseur</translation>
    </message>
    <message>
        <source>Play an investment strategy card</source>
        <translation>Jouer une carte Stratégie d&apos;investissement</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Choisir une carte</translation>
    </message>
    <message>
        <source>Choose a company</source>
        <translation>Choisir une société</translation>
    </message>
    <message>
        <source>Sell a share</source>
        <translation>Vendre une action</translation>
    </message>
    <message>
        <source>Show shares for the dividend</source>
        <translation>Montrer des actions pour le dividende</translation>
    </message>
    <message>
        <source>Opulent Oprah: give money away</source>
        <translation>Opulent Oprah : donner de l&apos;argent</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Finir votre tour</translation>
    </message>
    <message>
        <source>stockpile {pile}</source>
        <translation>pile {pile}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>You are the first player; the game lasts {rounds} rounds.</source>
        <translation>Vous êtes le premier joueur ; la partie dure {rounds} manches.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; you are the first player.</source>
        <translation>La manche {round} sur {rounds} commence ; vous êtes le premier joueur.</translation>
    </message>
    <message>
        <source>You have chosen an investor.</source>
        <translation>Vous avez choisi un investisseur.</translation>
    </message>
    <message>
        <source>You play {investor} and start with ${money}K.</source>
        <translation>Vous jouez {investor} et commencez avec ${money}K.</translation>
    </message>
    <message>
        <source>You offer {investor} on stockpile {pile}.</source>
        <translation>Vous proposez {investor} sur la pile {pile}.</translation>
    </message>
    <message>
        <source>You win {investor} with a bid of ${bid}K.</source>
        <translation>Vous remportez {investor} avec une enchère de ${bid}K.</translation>
    </message>
    <message>
        <source>You buy promissory notes: {count} for ${amount}K.</source>
        <translation>Vous achetez des billets à ordre : {count} pour ${amount}K.</translation>
    </message>
    <message>
        <source>You roll the forecast dice: {faces}.</source>
        <translation>Vous lancez les dés de prévision : {faces}.</translation>
    </message>
    <message>
        <source>You receive insider information.</source>
        <translation>Vous recevez des informations d&apos;initié.</translation>
    </message>
    <message>
        <source>You receive {count} market cards.</source>
        <translation>Vous recevez {count} cartes Marché.</translation>
    </message>
    <message>
        <source>You draw a card from the commercial deck.</source>
        <translation>Vous piochez une carte de la pioche commerciale.</translation>
    </message>
    <message>
        <source>You receive {count} investment strategy cards.</source>
        <translation>Vous recevez {count} cartes Stratégie d&apos;investissement.</translation>
    </message>
    <message>
        <source>You place the First Player Card on stockpile {pile}.</source>
        <translation>Vous posez la carte Premier joueur sur la pile {pile}.</translation>
    </message>
    <message>
        <source>You bid ${amount}K on stockpile {pile}.</source>
        <translation>Vous enchérissez de ${amount}K sur la pile {pile}.</translation>
    </message>
    <message>
        <source>You are outbid on stockpile {pile}.</source>
        <translation>Votre enchère est dépassée sur la pile {pile}.</translation>
    </message>
    <message>
        <source>You look at an insider pair ({owner}).</source>
        <translation>Vous regardez une paire d&apos;initié ({owner}).</translation>
    </message>
    <message>
        <source>You pay ${amount}K for stockpile {pile}.</source>
        <translation>Vous payez ${amount}K pour la pile {pile}.</translation>
    </message>
    <message>
        <source>You take {card}.</source>
        <translation>Vous prenez {card}.</translation>
    </message>
    <message>
        <source>You pay a trading fee of ${amount}K.</source>
        <translation>Vous payez des frais de transaction de ${amount}K.</translation>
    </message>
    <message>
        <source>You cannot pay a trading fee of ${amount}K yet.</source>
        <translation>Vous ne pouvez pas encore payer des frais de transaction de ${amount}K.</translation>
    </message>
    <message>
        <source>You give the First Player Card to {to}.</source>
        <translation>Vous donnez la carte Premier joueur à {to}.</translation>
    </message>
    <message>
        <source>You play {card} on {company}.</source>
        <translation>Vous jouez {card} sur {company}.</translation>
    </message>
    <message>
        <source>You move {card} into the split portfolio.</source>
        <translation>Vous placez {card} dans le portefeuille divisé.</translation>
    </message>
    <message>
        <source>You discard a {card} share.</source>
        <translation>Vous défaussez une action {card}.</translation>
    </message>
    <message>
        <source>You play {card} (cost ${cost}K).</source>
        <translation>Vous jouez {card} (coût ${cost}K).</translation>
    </message>
    <message>
        <source>You receive ${amount}K.</source>
        <translation>Vous recevez ${amount}K.</translation>
    </message>
    <message>
        <source>You show shares of {companies}.</source>
        <translation>Vous montrez des actions de {companies}.</translation>
    </message>
    <message>
        <source>You discard {card} unused.</source>
        <translation>Vous défaussez {card} sans l&apos;utiliser.</translation>
    </message>
    <message>
        <source>You sell {card} for ${amount}K.</source>
        <translation>Vous vendez {card} pour ${amount}K.</translation>
    </message>
    <message>
        <source>You sell a split {card} share for ${amount}K.</source>
        <translation>Vous vendez une action divisée {card} pour ${amount}K.</translation>
    </message>
    <message>
        <source>You sell half of a split {card} share for ${amount}K.</source>
        <translation>Vous vendez la moitié d&apos;une action divisée {card} pour ${amount}K.</translation>
    </message>
    <message>
        <source>You show shares: {normal}, split shares: {split} (${amount}K).</source>
        <translation>Vous montrez des actions : {normal}, actions divisées : {split} (${amount}K).</translation>
    </message>
    <message>
        <source>You move shares into the split portfolio: {moved}, and earn ${bonus}K.</source>
        <translation>Vous placez des actions dans le portefeuille divisé : {moved}, et gagnez ${bonus}K.</translation>
    </message>
    <message>
        <source>You lose shares: {count}.</source>
        <translation>Vous perdez des actions : {count}.</translation>
    </message>
    <message>
        <source>You receive ${amount}K interest.</source>
        <translation>Vous recevez ${amount}K d&apos;intérêts.</translation>
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
        <translation>Approvisionnement</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Demande</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Selling</source>
        <translation>Vente</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>+$1K per company you hold, each round</source>
        <translation>+$1K par société détenue, à chaque manche</translation>
    </message>
    <message>
        <source>Buys a discarded share for $2K less</source>
        <translation>Achète une action défaussée $2K moins cher</translation>
    </message>
    <message>
        <source>No power: starts with the most money</source>
        <translation>Aucun pouvoir : commence avec le plus d&apos;argent</translation>
    </message>
    <message>
        <source>Trading fees pay him instead</source>
        <translation>Les frais de transaction lui sont payés</translation>
    </message>
    <message>
        <source>Bids cost less (low bids pay her)</source>
        <translation>Les enchères coûtent moins (les petites la paient)</translation>
    </message>
    <message>
        <source>Pays a share to move one into split</source>
        <translation>Paie une action pour en placer une dans le portefeuille divisé</translation>
    </message>
    <message>
        <source>Moves one company 1 space a round</source>
        <translation>Déplace une société d&apos;une case par manche</translation>
    </message>
    <message>
        <source>His blocker: outbid him by 2 spaces</source>
        <translation>Son bloqueur : surenchérissez de 2 cases</translation>
    </message>
    <message>
        <source>+$1K per commodity, each round</source>
        <translation>+$1K par matière première, à chaque manche</translation>
    </message>
    <message>
        <source>Pays the bid space below his own</source>
        <translation>Paie la case d&apos;enchère sous la sienne</translation>
    </message>
    <message>
        <source>Extra $1K dividend on a company</source>
        <translation>Dividende supplémentaire de $1K sur une société</translation>
    </message>
    <message>
        <source>Picks his company or forecast card</source>
        <translation>Choisit sa carte Société ou Prévision</translation>
    </message>
    <message>
        <source>+$1K per share sold</source>
        <translation>+$1K par action vendue</translation>
    </message>
    <message>
        <source>Two strategy cards a round</source>
        <translation>Deux cartes Stratégie par manche</translation>
    </message>
    <message>
        <source>+$5K a round; outbid costs $1K</source>
        <translation>+$5K par manche ; être surenchérie coûte $1K</translation>
    </message>
    <message>
        <source>Extra interest on promissory notes</source>
        <translation>Intérêts supplémentaires sur les billets à ordre</translation>
    </message>
    <message>
        <source>Moves a card between stockpiles</source>
        <translation>Déplace une carte d&apos;une pile à l&apos;autre</translation>
    </message>
    <message>
        <source>Looks at an insider pair</source>
        <translation>Regarde une paire d&apos;initié</translation>
    </message>
    <message>
        <source>+$1K for every bid</source>
        <translation>+$1K pour chaque enchère</translation>
    </message>
    <message>
        <source>Gives $2K away each round</source>
        <translation>Donne $2K à chaque manche</translation>
    </message>
    <message>
        <source>Seeds the stockpiles himself</source>
        <translation>Amorce lui-même les piles d&apos;actions</translation>
    </message>
    <message>
        <source>May place both cards face down</source>
        <translation>Peut poser ses deux cartes face cachée</translation>
    </message>
    <message>
        <source>Sells one share a round for $8K</source>
        <translation>Vend une action par manche pour $8K</translation>
    </message>
    <message>
        <source>Takes $2K from the richest player</source>
        <translation>Prend $2K au joueur le plus riche</translation>
    </message>
    <message>
        <source>Sells again after everyone</source>
        <translation>Vend encore après tout le monde</translation>
    </message>
    <message>
        <source>Looks at one stockpile&apos;s hidden cards</source>
        <translation>Regarde les cartes cachées d&apos;une pile d&apos;actions</translation>
    </message>
    <message>
        <source>{face} falsified</source>
        <translation>{face} falsifiée</translation>
    </message>
    <message>
        <source>Round {r}: the Movement Phase</source>
        <translation>Manche {r} : la phase de mouvement</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Société</translation>
    </message>
    <message>
        <source>Forecasts</source>
        <translation>Prévisions</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Cours</translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation>Dividende</translation>
    </message>
    <message>
        <source>board, face up</source>
        <translation>plateau, visible</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>split</source>
        <translation>division</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>faillite</translation>
    </message>
    <message>
        <source>${n}K a share</source>
        <translation>${n}K par action</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Who gained what</source>
        <translation>Qui a gagné quoi</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Majorities</source>
        <translation>Majorités</translation>
    </message>
    <message>
        <source>Liquidation</source>
        <translation>Liquidation</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Billets</translation>
    </message>
    <message>
        <source>Commodities</source>
        <translation>Matières premières</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Impôts</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>{player}&apos;s colour</source>
        <translation>Couleur de {player}</translation>
    </message>
    <message>
        <source>goods {k} · tax {t}</source>
        <translation>matières {k} · impôts {t}</translation>
    </message>
    <message>
        <source>notes {n}</source>
        <translation>billets {n}</translation>
    </message>
    <message>
        <source>strategies {n}</source>
        <translation>stratégies {n}</translation>
    </message>
    <message>
        <source>fees owed {n}</source>
        <translation>frais dus {n}</translation>
    </message>
    <message>
        <source>An investor not yet revealed</source>
        <translation>Un investisseur pas encore révélé</translation>
    </message>
    <message>
        <source>Portfolio</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Divisé</translation>
    </message>
    <message>
        <source>{company}: {n} known</source>
        <translation>{company} : {n} connues</translation>
    </message>
    <message>
        <source>{name} (investor): {power}</source>
        <translation>{name} (investisseur) : {power}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Falsified Earnings on this forecast</source>
        <translation>Falsified Earnings sur cette prévision</translation>
    </message>
    <message>
        <source>{company}: ${value}K (space {n})</source>
        <translation>{company} : ${value}K (case {n})</translation>
    </message>
    <message>
        <source>Forecast for {company} ({owner}): {face}</source>
        <translation>Prévision pour {company} ({owner}) : {face}</translation>
    </message>
    <message>
        <source>Round {r} of {n}</source>
        <translation>Manche {r} sur {n}</translation>
    </message>
    <message>
        <source>First player: {player}</source>
        <translation>Premier joueur : {player}</translation>
    </message>
    <message>
        <source>Board forecasts (first: face up)</source>
        <translation>Prévisions du plateau (1re visible)</translation>
    </message>
    <message>
        <source>Board forecasts</source>
        <translation>Prévisions du plateau</translation>
    </message>
    <message>
        <source>Market deck: {n}</source>
        <translation>Pioche Marché : {n}</translation>
    </message>
    <message>
        <source>Dice: {faces}</source>
        <translation>Dés : {faces}</translation>
    </message>
    <message>
        <source>Note price ${p}K, left {n}</source>
        <translation>Billet à ${p}K, reste {n}</translation>
    </message>
    <message>
        <source>Commercial deck: {n}</source>
        <translation>Pioche commerciale : {n}</translation>
    </message>
    <message>
        <source>Discard: {n}</source>
        <translation>Défausse : {n}</translation>
    </message>
    <message>
        <source>Shares in the discard pile: {list}</source>
        <translation>Actions dans la défausse : {list}</translation>
    </message>
    <message>
        <source>Stockpile {n}</source>
        <translation>Pile {n}</translation>
    </message>
    <message>
        <source>Pile {n}</source>
        <translation>Pile {n}</translation>
    </message>
    <message>
        <source>{up} face up, {down} face down</source>
        <translation>{up} face visible, {down} face cachée</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>visible</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>cachée</translation>
    </message>
    <message>
        <source>{card} (face down; you know it)</source>
        <translation>{card} (face cachée ; vous la connaissez)</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Une carte face cachée</translation>
    </message>
    <message>
        <source>{player} bids ${amount}K</source>
        <translation>{player} enchérit de ${amount}K</translation>
    </message>
    <message>
        <source>Notes: {n}</source>
        <translation>Billets : {n}</translation>
    </message>
    <message>
        <source>Fees owed: {n}</source>
        <translation>Frais dus : {n}</translation>
    </message>
    <message>
        <source>Your cards to place</source>
        <translation>Vos cartes à poser</translation>
    </message>
    <message>
        <source>Your draw</source>
        <translation>Votre pioche</translation>
    </message>
    <message>
        <source>Commercial card</source>
        <translation>Carte commerciale</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Choose an investor</source>
        <translation>Choisissez un investisseur</translation>
    </message>
    <message>
        <source>Offer an investor</source>
        <translation>Proposez un investisseur</translation>
    </message>
    <message>
        <source>Boom / Bust</source>
        <translation>Boom / Bust</translation>
    </message>
    <message>
        <source>Stock Boom / Bust: drag onto a company&apos;s track</source>
        <translation>Stock Boom / Bust : à glisser sur la piste d&apos;une société</translation>
    </message>
    <message>
        <source>Hover a card to read its effect; click it to play it in the Action Phase.</source>
        <translation>Survolez une carte pour lire son effet ; cliquez dessus pour la jouer pendant la phase d&apos;action.</translation>
    </message>
    <message>
        <source>You will be the first player next round</source>
        <translation>Vous serez premier joueur à la prochaine manche</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Votre couleur</translation>
    </message>
    <message>
        <source>one face up, one face down</source>
        <translation>une visible, une cachée</translation>
    </message>
    <message>
        <source>one face up, one down (or both down)</source>
        <translation>une face visible, une cachée (ou les deux cachées)</translation>
    </message>
    <message>
        <source>keyboard: next card face down (D)</source>
        <translation>clavier : carte suivante face cachée (D)</translation>
    </message>
    <message>
        <source>Your insider</source>
        <translation>Votre info d&apos;initié</translation>
    </message>
    <message>
        <source>Press D again to place face up</source>
        <translation>Appuyez encore sur D pour poser face visible</translation>
    </message>
    <message>
        <source>Split portfolio (×2)</source>
        <translation>Portefeuille divisé (×2)</translation>
    </message>
    <message>
        <source>{company} ×{n} (value ${value}K)</source>
        <translation>{company} ×{n} (valeur ${value}K)</translation>
    </message>
    <message>
        <source>Investment strategies: {n}</source>
        <translation>Stratégies d&apos;investissement : {n}</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>En attente de {player}…</translation>
    </message>
    <message>
        <source>Choose the investor you will play (click a card).</source>
        <translation>Choisissez l&apos;investisseur que vous jouerez (cliquez sur une carte).</translation>
    </message>
    <message>
        <source>Drag an investor onto an empty stockpile to auction it.</source>
        <translation>Faites glisser un investisseur sur une pile vide pour le mettre aux enchères.</translation>
    </message>
    <message>
        <source>Bid for an investor: drag your meeple onto a lit space.</source>
        <translation>Enchérissez pour un investisseur : faites glisser votre meeple sur une case éclairée.</translation>
    </message>
    <message>
        <source>Click an investment strategy card to discard it.</source>
        <translation>Cliquez sur une carte Stratégie d&apos;investissement pour la défausser.</translation>
    </message>
    <message>
        <source>Buy promissory notes for ${p}K each (interest $1K a round).</source>
        <translation>Achetez des billets à ordre à ${p}K pièce (intérêts $1K par manche).</translation>
    </message>
    <message>
        <source>Forecast Phil: pick the company or forecast card you will get.</source>
        <translation>Forecast Phil : choisissez la carte Société ou Prévision que vous recevrez.</translation>
    </message>
    <message>
        <source>Royal Robins: drag the card you place face down onto a stockpile; the others go face up.</source>
        <translation>Royal Robins : faites glisser sur une pile la carte que vous posez face cachée ; les autres vont face visible.</translation>
    </message>
    <message>
        <source>Drag your commercial card onto a stockpile (face up).</source>
        <translation>Faites glisser votre carte commerciale sur une pile (face visible).</translation>
    </message>
    <message>
        <source>Drag the First Player Card onto a stockpile.</source>
        <translation>Faites glisser la carte Premier joueur sur une pile.</translation>
    </message>
    <message>
        <source>Use your investor&apos;s power before the auction, or pass.</source>
        <translation>Utilisez le pouvoir de votre investisseur avant les enchères, ou passez.</translation>
    </message>
    <message>
        <source>Drag your meeple onto a lit space of a bid track.</source>
        <translation>Faites glisser votre meeple sur une case éclairée d&apos;une piste d&apos;enchères.</translation>
    </message>
    <message>
        <source>Give the First Player Card to a player.</source>
        <translation>Donnez la carte Premier joueur à un joueur.</translation>
    </message>
    <message>
        <source>Drag each Stock Boom/Bust onto a company&apos;s track; play strategy cards or powers; then end your turn.</source>
        <translation>Faites glisser chaque Stock Boom/Bust sur la piste d&apos;une société ; jouez des cartes Stratégie ou des pouvoirs ; puis finissez votre tour.</translation>
    </message>
    <message>
        <source>Drag shares onto the sell area, a split share onto your portfolio to sell half; then end your turn.</source>
        <translation>Faites glisser des actions sur la zone de vente, une action divisée sur votre portefeuille pour en vendre la moitié ; puis finissez votre tour.</translation>
    </message>
    <message>
        <source>Bailout Barack: buy a share from the discard pile, or pass.</source>
        <translation>Bailout Barack : achetez une action de la défausse, ou passez.</translation>
    </message>
    <message>
        <source>Drag a card onto a stockpile: its left column face up, its right column face down.</source>
        <translation>Faites glisser une carte sur une pile : colonne de gauche face visible, colonne de droite face cachée.</translation>
    </message>
    <message>
        <source>Hidden dividends: how many shares do you show (portfolio + split portfolio)?</source>
        <translation>Dividendes cachés : combien d&apos;actions montrez-vous (portefeuille + portefeuille divisé) ?</translation>
    </message>
    <message>
        <source>End of the round: use {investor}&apos;s power.</source>
        <translation>Fin de manche : utilisez le pouvoir de {investor}.</translation>
    </message>
    <message>
        <source>Mayknow Martha: click the insider pair you look at.</source>
        <translation>Mayknow Martha : cliquez sur la paire d&apos;initié que vous regardez.</translation>
    </message>
    <message>
        <source>Click an insider pair to look at it.</source>
        <translation>Cliquez sur une paire d&apos;initié pour la regarder.</translation>
    </message>
    <message>
        <source>Data Broker: click a player&apos;s pair to make it public.</source>
        <translation>Data Broker : cliquez sur la paire d&apos;un joueur pour la rendre publique.</translation>
    </message>
    <message>
        <source>Falsified Earnings: click the forecast to falsify.</source>
        <translation>Falsified Earnings : cliquez sur la prévision à falsifier.</translation>
    </message>
    <message>
        <source>Crazy Cramer: click a company&apos;s track, then up or down.</source>
        <translation>Crazy Cramer : cliquez sur la piste d&apos;une société, puis sur haut ou bas.</translation>
    </message>
    <message>
        <source>Click the company that pays the dividend.</source>
        <translation>Cliquez sur la société qui verse le dividende.</translation>
    </message>
    <message>
        <source>Click the company whose price moves.</source>
        <translation>Cliquez sur la société dont le cours bouge.</translation>
    </message>
    <message>
        <source>Systemic Shock: click a company, then up or down.</source>
        <translation>Systemic Shock : cliquez sur une société, puis sur haut ou bas.</translation>
    </message>
    <message>
        <source>Click a share of the discard pile to take it.</source>
        <translation>Cliquez sur une action de la défausse pour la prendre.</translation>
    </message>
    <message>
        <source>Pay with a share: click a portfolio or split share.</source>
        <translation>Payez avec une action : cliquez sur une action du portefeuille ou du portefeuille divisé.</translation>
    </message>
    <message>
        <source>Click the portfolio share that moves into split.</source>
        <translation>Cliquez sur l&apos;action du portefeuille qui passe dans le portefeuille divisé.</translation>
    </message>
    <message>
        <source>Click the Stock Boom/Bust card you give up.</source>
        <translation>Cliquez sur la carte Stock Boom/Bust que vous abandonnez.</translation>
    </message>
    <message>
        <source>Click the commodity you give up.</source>
        <translation>Cliquez sur la matière première que vous abandonnez.</translation>
    </message>
    <message>
        <source>Click the share you sell with a premium of $2K.</source>
        <translation>Cliquez sur l&apos;action que vous vendez avec une prime de $2K.</translation>
    </message>
    <message>
        <source>{company} pays ${amount}K a share.</source>
        <translation>{company} verse ${amount}K par action.</translation>
    </message>
    <message>
        <source>{company}: up or down?</source>
        <translation>{company} : haut ou bas ?</translation>
    </message>
    <message>
        <source>What to do now. Press ? for the mouse and keyboard controls.</source>
        <translation>Ce qu&apos;il faut faire maintenant. Appuyez sur ? pour les commandes souris et clavier.</translation>
    </message>
    <message>
        <source>Round {r} is over: its summary shows what happened.</source>
        <translation>La manche {r} est terminée : le résumé montre ce qui s&apos;est passé.</translation>
    </message>
    <message>
        <source>Discard {n} of your {total} investment strategy cards: click a card to discard it.</source>
        <translation>Défaussez {n} de vos {total} cartes Stratégie d&apos;investissement : cliquez sur une carte pour la défausser.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your card(s) left to place.</source>
        <translation>
            <numerusform>Encore %n carte à poser.</numerusform>
            <numerusform>Encore %n cartes à poser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Up ▲</source>
        <translation>Haut ▲</translation>
    </message>
    <message>
        <source>Down ▼</source>
        <translation>Bas ▼</translation>
    </message>
    <message>
        <source>Notes ×{n}</source>
        <translation>Billets ×{n}</translation>
    </message>
    <message>
        <source>No notes</source>
        <translation>Aucun billet</translation>
    </message>
    <message>
        <source>Give to {player}</source>
        <translation>Donner à {player}</translation>
    </message>
    <message>
        <source>$2K to {player}</source>
        <translation>$2K à {player}</translation>
    </message>
    <message>
        <source>$1K to {a} and {b}</source>
        <translation>$1K à {a} et {b}</translation>
    </message>
    <message>
        <source>Cards are placed face down only in the Supply Phase.</source>
        <translation>Les cartes ne se posent face cachée que pendant la phase d&apos;approvisionnement.</translation>
    </message>
    <message>
        <source>The next card goes face down: press its stockpile&apos;s number (D again: face up).</source>
        <translation>La carte suivante sera posée face cachée : appuyez sur le numéro de sa pile (D à nouveau : face visible).</translation>
    </message>
    <message>
        <source>The next card goes face up again.</source>
        <translation>La carte suivante sera de nouveau posée face visible.</translation>
    </message>
    <message>
        <source>the stockpile for the selected card or meeple, or the company to pick (a selected Stock Boom/Bust goes onto its track)</source>
        <translation>la pile pour la carte ou le meeple sélectionné, ou la société à choisir (un Stock Boom/Bust sélectionné va sur sa piste)</translation>
    </message>
    <message>
        <source>the next card goes face down (press again: face up)</source>
        <translation>la carte suivante sera posée face cachée (appuyez à nouveau : face visible)</translation>
    </message>
    <message>
        <source>end your turn, or pass</source>
        <translation>finir votre tour, ou passer</translation>
    </message>
    <message>
        <source>Sell here</source>
        <translation>Vendre ici</translation>
    </message>
    <message>
        <source>Soros: $8K</source>
        <translation>Soros : $8K</translation>
    </message>
    <message>
        <source>{symbol} Stock</source>
        <translation>Action {symbol}</translation>
    </message>
    <message>
        <source>Fee ${amount}K</source>
        <translation>Frais ${amount}K</translation>
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
        <translation>Impôt</translation>
    </message>
    <message>
        <source>1st player</source>
        <translation>1er joueur</translation>
    </message>
    <message>
        <source>Gain half the bid printed on the space where your meeple ended (rounded up; with two meeples, the higher one).</source>
        <translation>Gagnez la moitié de l&apos;enchère imprimée sur la case où votre meeple a fini (arrondie au-dessus ; avec deux meeples, la plus haute).</translation>
    </message>
    <message>
        <source>If your meeple ended on $0, $1K or $3K: gain $4K.</source>
        <translation>Si votre meeple a fini sur $0, $1K ou $3K : gagnez $4K.</translation>
    </message>
    <message>
        <source>Give up one of your promissory notes to take a stock card of your choice from the discard pile.</source>
        <translation>Rendez un de vos billets à ordre pour prendre la carte Action de votre choix dans la défausse.</translation>
    </message>
    <message>
        <source>Gain $5K for each duplicate commodity card (never for taxes).</source>
        <translation>Gagnez $5K par carte Matière première en double (jamais pour les impôts).</translation>
    </message>
    <message>
        <source>Look at one insider pair: another player&apos;s, or a face-down pair next to the board.</source>
        <translation>Regardez une paire d&apos;initié : celle d&apos;un autre joueur, ou une paire face cachée à côté du plateau.</translation>
    </message>
    <message>
        <source>Look at two insider pairs.</source>
        <translation>Regardez deux paires d&apos;initié.</translation>
    </message>
    <message>
        <source>Reveal another player&apos;s insider pair to everyone; gain $2K.</source>
        <translation>Révélez à tous la paire d&apos;initié d&apos;un autre joueur ; gagnez $2K.</translation>
    </message>
    <message>
        <source>Show a share of each company you hold; gain $2K per company.</source>
        <translation>Montrez une action de chaque société que vous détenez ; gagnez $2K par société.</translation>
    </message>
    <message>
        <source>Choose a company: every player holding it receives $1K per share.</source>
        <translation>Choisissez une société : chaque joueur qui en détient reçoit $1K par action.</translation>
    </message>
    <message>
        <source>Choose a company: every player holding it receives $2K per share.</source>
        <translation>Choisissez une société : chaque joueur qui en détient reçoit $2K par action.</translation>
    </message>
    <message>
        <source>Put this card on any forecast: a rise gets −3, a dividend is paid and then −3, a fall gets +3.</source>
        <translation>Posez cette carte sur n&apos;importe quelle prévision : une hausse reçoit −3, un dividende est versé puis −3, une baisse reçoit +3.</translation>
    </message>
    <message>
        <source>Discard one of your shares to take a stock card of your choice from the discard pile. Show both cards.</source>
        <translation>Défaussez une de vos actions pour prendre la carte Action de votre choix dans la défausse. Montrez les deux cartes.</translation>
    </message>
    <message>
        <source>As Fraudulent Transfer, but the share you take must be worth $4K or less.</source>
        <translation>Comme Fraudulent Transfer, mais l&apos;action prise doit valoir $4K ou moins.</translation>
    </message>
    <message>
        <source>Get back what you paid for your stockpiles this round, up to $10K.</source>
        <translation>Récupérez ce que vous avez payé pour vos piles cette manche, jusqu&apos;à $10K.</translation>
    </message>
    <message>
        <source>Discard an unplayed Stock Boom or Bust to take a stock card of your choice from the discard pile.</source>
        <translation>Défaussez un Stock Boom ou Bust non joué pour prendre la carte Action de votre choix dans la défausse.</translation>
    </message>
    <message>
        <source>Discard an unplayed Stock Boom or Bust: gain $12K.</source>
        <translation>Défaussez un Stock Boom ou Bust non joué : gagnez $12K.</translation>
    </message>
    <message>
        <source>Reveal a share and move it from your portfolio into your split portfolio.</source>
        <translation>Montrez une action et passez-la de votre portefeuille à votre portefeuille divisé.</translation>
    </message>
    <message>
        <source>Give up a commodity card: move three different companies one space each, up or down.</source>
        <translation>Rendez une carte Matière première : déplacez trois sociétés différentes d&apos;une case chacune, vers le haut ou le bas.</translation>
    </message>
    <message>
        <source>Move a company one space up.</source>
        <translation>Montez une société d&apos;une case.</translation>
    </message>
    <message>
        <source>Move a company one space down and gain $1K.</source>
        <translation>Descendez une société d&apos;une case et gagnez $1K.</translation>
    </message>
    <message>
        <source>Return one of your tax cards to the box.</source>
        <translation>Remettez une de vos cartes Impôt dans la boîte.</translation>
    </message>
    <message>
        <source>Sell one of your shares now for its value (double for a split share) plus $2K.</source>
        <translation>Vendez maintenant une de vos actions à sa valeur (double pour une action divisée) plus $2K.</translation>
    </message>
    <message>
        <source>{name} (investment strategy, cost ${cost}K)
{effect}
Play one a round in the Action Phase (click it).</source>
        <translation>{name} (stratégie d&apos;investissement, coût ${cost}K)
{effect}
Jouez-en une par manche pendant la phase d&apos;action (cliquez dessus).</translation>
    </message>
    <message>
        <source>An investment strategy card</source>
        <translation>Une carte Stratégie d&apos;investissement</translation>
    </message>
    <message>
        <source>Information: insider pairs (a company and its forecast) are dealt; promissory notes may be bought.</source>
        <translation>Information : les paires d&apos;initié (une société et sa prévision) sont distribuées ; on peut acheter des billets à ordre.</translation>
    </message>
    <message>
        <source>Supply: each player places two market cards on the stockpiles, one face up and one face down.</source>
        <translation>Approvisionnement : chaque joueur pose deux cartes Marché sur les piles, une face visible et une face cachée.</translation>
    </message>
    <message>
        <source>Demand: the players bid for the stockpiles with their meeples; each winner pays and takes the stockpile.</source>
        <translation>Demande : les joueurs enchérissent sur les piles avec leurs meeples ; chaque gagnant paie et prend la pile.</translation>
    </message>
    <message>
        <source>Action: Stock Boom/Bust cards move prices; strategy cards and investor powers are used.</source>
        <translation>Action : les cartes Stock Boom/Bust font bouger les cours ; on utilise les cartes Stratégie et les pouvoirs des investisseurs.</translation>
    </message>
    <message>
        <source>Selling: each player may sell shares at the company&apos;s current value.</source>
        <translation>Vente : chaque joueur peut vendre des actions à la valeur actuelle de la société.</translation>
    </message>
    <message>
        <source>Movement: every forecast is revealed and moves its company&apos;s price or pays a dividend.</source>
        <translation>Mouvement : chaque prévision est révélée et fait bouger le cours de sa société ou verse un dividende.</translation>
    </message>
    <message>
        <source>Goods are commodity cards (gold, platinum, oil, natural gas, corn, cattle): at the end of the game each set of different kinds pays $3K to $48K.
Taxes are tax cards: at the end they cost $2K for one, up to $56K for seven.</source>
        <translation>Les matières sont les cartes Matière première (or, platine, pétrole, gaz naturel, maïs, bétail) : en fin de partie, chaque série de types différents rapporte de $3K à $48K.
Les impôts sont les cartes Impôt : à la fin, ils coûtent $2K pour une, jusqu&apos;à $56K pour sept.</translation>
    </message>
    <message>
        <source>Promissory notes: bought in the Information Phase for ${p}K each, they pay $1K interest every round and are redeemed at the end of the game.</source>
        <translation>Billets à ordre : achetés pendant la phase d&apos;information à ${p}K pièce, ils rapportent $1K d&apos;intérêts par manche et sont remboursés en fin de partie.</translation>
    </message>
    <message>
        <source>Trading fees not yet paid: they are paid as soon as the player has the money.</source>
        <translation>Frais de transaction pas encore payés : ils sont payés dès que le joueur a l&apos;argent.</translation>
    </message>
    <message>
        <source>Investment strategy cards in hand (hidden from the other players).</source>
        <translation>Cartes Stratégie d&apos;investissement en main (cachées aux autres joueurs).</translation>
    </message>
    <message>
        <source>A forecast card: +1 to +4 or −1 to −4 moves the company&apos;s price that many spaces in the Movement Phase; $, $$ or $$$ pays a dividend of $1K to $3K a share instead (split shares count double).</source>
        <translation>Une carte Prévision : +1 à +4 ou −1 à −4 déplace le cours de la société d&apos;autant de cases pendant la phase de mouvement ; $, $$ ou $$$ verse à la place un dividende de $1K à $3K par action (les actions divisées comptent double).</translation>
    </message>
    <message>
        <source>A forecast card you have not seen: revealed in the Movement Phase.</source>
        <translation>Une carte Prévision que vous n&apos;avez pas vue : révélée pendant la phase de mouvement.</translation>
    </message>
    <message>
        <source>A company card: the forecast beside it applies to this company.</source>
        <translation>Une carte Société : la prévision à côté s&apos;applique à cette société.</translation>
    </message>
    <message>
        <source>Insider pairs: a company card with a forecast card. The face-up pair is public; the others are secret until the Movement Phase.</source>
        <translation>Paires d&apos;initié : une carte Société avec une carte Prévision. La paire visible est publique ; les autres restent secrètes jusqu&apos;à la phase de mouvement.</translation>
    </message>
    <message>
        <source>Your insider information: only you know these pairs until the Movement Phase reveals them.</source>
        <translation>Vos informations d&apos;initié : vous seul connaissez ces paires jusqu&apos;à ce que la phase de mouvement les révèle.</translation>
    </message>
    <message>
        <source>Cunning Carlos&apos;s blocker: nobody may bid on this space; outbid him by two spaces.</source>
        <translation>Bloqueur de Cunning Carlos : personne ne peut enchérir sur cette case ; surenchérissez de deux cases.</translation>
    </message>
    <message>
        <source>Your meeple: drag it onto a lit space of a bid track to bid for that stockpile.</source>
        <translation>Votre meeple : faites-le glisser sur une case éclairée d&apos;une piste d&apos;enchères pour enchérir sur cette pile.</translation>
    </message>
    <message>
        <source>Bid ${amount}K for stockpile {n}: the highest bid takes the stockpile when the Demand Phase ends.</source>
        <translation>Enchérir ${amount}K sur la pile {n} : la plus haute enchère prend la pile à la fin de la phase de demande.</translation>
    </message>
    <message>
        <source>Market cards left to deal: shares, trading fees and Stock Boom/Bust.</source>
        <translation>Cartes Marché restant à distribuer : actions, frais de transaction et Stock Boom/Bust.</translation>
    </message>
    <message>
        <source>Commercial cards left: commodities and taxes, placed on the stockpiles in the Supply Phase.</source>
        <translation>Cartes commerciales restantes : matières premières et impôts, posées sur les piles pendant la phase d&apos;approvisionnement.</translation>
    </message>
    <message>
        <source>The forecast dice rolled this round: they chose the forecast cards in play.</source>
        <translation>Les dés de prévision lancés cette manche : ils ont choisi les cartes Prévision en jeu.</translation>
    </message>
    <message>
        <source>The discard pile: shares sold or lost; some powers and strategies take shares from it.</source>
        <translation>La défausse : actions vendues ou perdues ; certains pouvoirs et stratégies y prennent des actions.</translation>
    </message>
    <message>
        <source>Money: the most money at the end wins.</source>
        <translation>Argent : le joueur le plus riche à la fin gagne.</translation>
    </message>
    <message>
        <source>The first player acts first in every phase of this round.</source>
        <translation>Le premier joueur agit en premier dans chaque phase de cette manche.</translation>
    </message>
    <message>
        <source>The game lasts {n} rounds of six phases; the final scoring follows the last one.</source>
        <translation>La partie dure {n} manches de six phases ; le décompte final suit la dernière.</translation>
    </message>
    <message>
        <source>Portfolio: shares that sell at the company&apos;s value. When a company splits, its shares move to the split portfolio.</source>
        <translation>Portefeuille : actions vendues à la valeur de la société. Quand une société se divise, ses actions passent dans le portefeuille divisé.</translation>
    </message>
    <message>
        <source>Split portfolio: each share here counts double (sale, dividends, majorities); another split pays $10K a share.</source>
        <translation>Portefeuille divisé : chaque action ici compte double (vente, dividendes, majorités) ; une nouvelle division rapporte $10K par action.</translation>
    </message>
    <message>
        <source>{card}: in the Action Phase drag it onto a company&apos;s track to move its price {n} spaces.</source>
        <translation>{card} : pendant la phase d&apos;action, faites-la glisser sur la piste d&apos;une société pour déplacer son cours de {n} cases.</translation>
    </message>
    <message>
        <source>{company}: worth ${value}K a share now. Above the top space it splits; below the bottom it goes bankrupt. Start space dashed, split reset dotted.</source>
        <translation>{company} : vaut ${value}K par action. Au-delà de la case du haut elle se divise ; sous celle du bas elle fait faillite. Départ en tirets, retour après division en pointillés.</translation>
    </message>
    <message>
        <source>Stockpile {n}: cards placed in the Supply Phase; the highest bid takes them all. Left column face up, right column face down.</source>
        <translation>Pile {n} : cartes posées pendant la phase d&apos;approvisionnement ; la plus haute enchère les prend toutes. Colonne de gauche visible, de droite cachée.</translation>
    </message>
    <message>
        <source>Drop a share here to sell it at the company&apos;s value (a split share sells for double).</source>
        <translation>Déposez une action ici pour la vendre à la valeur de la société (une action divisée se vend le double).</translation>
    </message>
    <message>
        <source>Shorting Soros: drop a share here to sell it for $8K, whatever its value.</source>
        <translation>Shorting Soros : déposez une action ici pour la vendre $8K, quelle que soit sa valeur.</translation>
    </message>
    <message>
        <source>The First Player Card: whoever takes the stockpile it lies on plays first next round.</source>
        <translation>La carte Premier joueur : qui prend la pile où elle se trouve joue en premier la manche suivante.</translation>
    </message>
    <message>
        <source>{card}: whoever takes this stockpile pays it.</source>
        <translation>{card} : qui prend cette pile les paie.</translation>
    </message>
    <message>
        <source>{card}: whoever takes this stockpile moves a company {n} spaces in the Action Phase.</source>
        <translation>{card} : qui prend cette pile déplace une société de {n} cases pendant la phase d&apos;action.</translation>
    </message>
    <message>
        <source>A {company} share, worth ${value}K now.</source>
        <translation>Une action {company}, qui vaut ${value}K.</translation>
    </message>
    <message>
        <source>{card}: a commodity, scored in sets of different kinds at the end of the game.</source>
        <translation>{card} : une matière première, comptée en séries de types différents en fin de partie.</translation>
    </message>
    <message>
        <source>A tax card: costs money at the end of the game (more for each one you hold).</source>
        <translation>Une carte Impôt : coûte de l&apos;argent en fin de partie (plus pour chaque carte détenue).</translation>
    </message>
    <message>
        <source>A market card goes onto a stockpile: its left column face up, its right column face down.</source>
        <translation>Une carte Marché va sur une pile : colonne de gauche face visible, de droite face cachée.</translation>
    </message>
    <message>
        <source>Drop the card onto a stockpile.</source>
        <translation>Déposez la carte sur une pile.</translation>
    </message>
    <message>
        <source>A commercial card goes onto a stockpile.</source>
        <translation>Une carte commerciale va sur une pile.</translation>
    </message>
    <message>
        <source>The First Player Card goes onto a stockpile.</source>
        <translation>La carte Premier joueur va sur une pile.</translation>
    </message>
    <message>
        <source>An investor goes onto an empty stockpile.</source>
        <translation>Un investisseur va sur une pile vide.</translation>
    </message>
    <message>
        <source>Move the card onto another stockpile.</source>
        <translation>Déplacez la carte sur une autre pile.</translation>
    </message>
    <message>
        <source>Your meeple goes onto a lit space of a bid track.</source>
        <translation>Votre meeple va sur une case éclairée d&apos;une piste d&apos;enchères.</translation>
    </message>
    <message>
        <source>A Stock Boom/Bust goes onto a company&apos;s track.</source>
        <translation>Un Stock Boom/Bust va sur la piste d&apos;une société.</translation>
    </message>
    <message>
        <source>A share is sold by dropping it on the sell area.</source>
        <translation>On vend une action en la déposant sur la zone de vente.</translation>
    </message>
    <message>
        <source>A split share is sold on the sell area, or half of it on your portfolio.</source>
        <translation>Une action divisée se vend sur la zone de vente, ou à moitié sur votre portefeuille.</translation>
    </message>
    <message>
        <source>That piece does not go there.</source>
        <translation>Cette pièce ne va pas là.</translation>
    </message>
    <message>
        <source>First select a card or your meeple with ← → (or click it), then press the stockpile&apos;s number.</source>
        <translation>Sélectionnez d&apos;abord une carte ou votre meeple avec ← → (ou cliquez dessus), puis appuyez sur le numéro de la pile.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>It cannot go there: the places outlined in green take it.</source>
        <translation>Il ne peut pas aller là : les emplacements entourés de vert l’acceptent.</translation>
    </message>
    <message>
        <source>That piece cannot be played now.</source>
        <translation>Cette pièce ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <source>That is not a piece you can play.</source>
        <translation>Ce n’est pas une pièce que vous pouvez jouer.</translation>
    </message>
    <message>
        <source>There is nothing to do there now.</source>
        <translation>Il n’y a rien à faire là pour l’instant.</translation>
    </message>
    <message>
        <source>It is not your turn: wait until the table says it is.</source>
        <translation>Ce n’est pas votre tour : attendez que la table vous le dise.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
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
        <translation>choisir une pièce jouable maintenant</translation>
    </message>
    <message>
        <source>play the selected piece (or its place)</source>
        <translation>jouer la pièce choisie (ou son emplacement)</translation>
    </message>
    <message>
        <source>show the selected piece large</source>
        <translation>montrer la pièce choisie en grand</translation>
    </message>
    <message>
        <source>cancel a question, drop the selection</source>
        <translation>annuler une question, abandonner la sélection</translation>
    </message>
    <message>
        <source>show or hide these keys (a click closes them too)</source>
        <translation>montrer ou cacher ces touches (un clic les ferme aussi)</translation>
    </message>
    <message>
        <source>First select a piece with ← → (or click it), then press {key}.</source>
        <translation>Choisissez d’abord une pièce avec ← → (ou cliquez dessus), puis appuyez sur {key}.</translation>
    </message>
    <message>
        <source>Answer the question first ({keys}), or press Esc to cancel it.</source>
        <translation>Répondez d’abord à la question ({keys}), ou appuyez sur Échap pour l’annuler.</translation>
    </message>
    <message>
        <source>{key} does nothing now: press ? for the keys.</source>
        <translation>{key} ne fait rien maintenant : appuyez sur ? pour les touches.</translation>
    </message>
    <message>
        <source>Nothing is selected: choose a piece with ← → first.</source>
        <translation>Rien n’est choisi : choisissez d’abord une pièce avec ← →.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Press ? or Esc, or click, to close.</source>
        <translation>Appuyez sur ? ou Échap, ou cliquez, pour fermer.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>{what} (key {key})</source>
        <translation>{what} (touche {key})</translation>
    </message>
    <message>
        <source>What to do now, and what the others just did.</source>
        <translation>Ce qu’il faut faire maintenant, et ce que les autres viennent de faire.</translation>
    </message>
    <message>
        <source>The keys of this table (key ?).</source>
        <translation>Les touches de cette table (touche ?).</translation>
    </message>
</context>
<context>
    <name>TakeStock</name>
    <message>
        <source>Place the split above the company and discard its highest card (unless it is the 1). 1/2/3 splits multiply the value by 2/3/4. Discarded if the company is frozen.</source>
        <translation>Placez le split au-dessus de la société et défaussez sa carte la plus haute (sauf si c&apos;est le 1). 1/2/3 splits multiplient la valeur par 2/3/4. Défaussé si la société est gelée.</translation>
    </message>
    <message>
        <source>Discard the company&apos;s freeze and one split (if any), then the upper half (rounded down) of its share cards.</source>
        <translation>Défaussez le gel et un split de la société (s&apos;il y en a), puis la moitié supérieure (arrondie à l&apos;inférieur) de ses cartes Action.</translation>
    </message>
    <message>
        <source>Take up to three cards of the company from the share discard pile, then discard as many cards from your hand.</source>
        <translation>Prenez jusqu&apos;à trois cartes de la société dans la défausse Actions, puis défaussez autant de cartes de votre main.</translation>
    </message>
    <message>
        <source>Choose a company that is not frozen. Discard either its highest share card or one of its splits.</source>
        <translation>Choisissez une société qui n&apos;est pas gelée. Défaussez soit sa carte Action la plus haute, soit un de ses splits.</translation>
    </message>
    <message>
        <source>Freeze a company, or thaw a frozen one.</source>
        <translation>Gelez une société, ou dégelez une société gelée.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Il ne se passe rien.</translation>
    </message>
    <message>
        <source>Every player draws a share card, starting with the active player.</source>
        <translation>Chaque joueur pioche une carte Action, en commençant par le joueur actif.</translation>
    </message>
    <message>
        <source>Every player discards a share card, starting with the active player.</source>
        <translation>Chaque joueur défausse une carte Action, en commençant par le joueur actif.</translation>
    </message>
    <message>
        <source>Every player takes a stock option token from the supply.</source>
        <translation>Chaque joueur prend un jeton Option dans la réserve.</translation>
    </message>
    <message>
        <source>Every player returns a stock option token to the supply.</source>
        <translation>Chaque joueur remet un jeton Option dans la réserve.</translation>
    </message>
    <message>
        <source>All five companies crash.</source>
        <translation>Les cinq sociétés s&apos;effondrent.</translation>
    </message>
    <message>
        <source>Shown to all players; the round ends at once. Cannot be secured.</source>
        <translation>Montrée à tous les joueurs ; la manche se termine aussitôt. Ne peut pas être mise de côté.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Piochez d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>You have already drawn a card this turn.</source>
        <translation>Vous avez déjà pioché une carte ce tour-ci.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>{company} is frozen: its value cannot be raised.</source>
        <translation>{company} est gelée : sa valeur ne peut pas monter.</translation>
    </message>
    <message>
        <source>A raise must be higher than the top card: {company}&apos;s top card is {top}.</source>
        <translation>Pour faire monter une société, la carte doit être plus haute que celle du dessus : le dessus de {company} est le {top}.</translation>
    </message>
    <message>
        <source>You may raise {company} by at most 4: its top card is {top}.</source>
        <translation>Vous pouvez faire monter {company} de 4 au plus : la carte du dessus est le {top}.</translation>
    </message>
    <message>
        <source>The Limit rule: you have {count} certificates and the longest company row has {longest} cards.</source>
        <translation>Règle de la limite : vous avez {count} certificats et la plus longue rangée de société compte {longest} cartes.</translation>
    </message>
    <message>
        <source>Choose option A (look at two events) or B (secure one event).</source>
        <translation>Choisissez l&apos;option A (regarder deux événements) ou B (mettre un événement de côté).</translation>
    </message>
    <message>
        <source>You have not secured that event.</source>
        <translation>Vous n&apos;avez pas mis cet événement de côté.</translation>
    </message>
    <message>
        <source>Discard a card first.</source>
        <translation>Défaussez d&apos;abord une carte.</translation>
    </message>
    <message>
        <source>Choose which of the two events takes effect.</source>
        <translation>Choisissez lequel des deux événements prend effet.</translation>
    </message>
    <message>
        <source>That is not one of the events you look at.</source>
        <translation>Ce n&apos;est pas l&apos;un des événements que vous regardez.</translation>
    </message>
    <message>
        <source>Choose a company for {event}.</source>
        <translation>Choisissez une société pour {event}.</translation>
    </message>
    <message>
        <source>{company} is frozen: it cannot be audited.</source>
        <translation>{company} est gelée : elle ne peut pas être auditée.</translation>
    </message>
    <message>
        <source>Choose whether the audit removes the highest share card or a split.</source>
        <translation>Choisissez si l&apos;audit retire la carte Action la plus haute ou un split.</translation>
    </message>
    <message>
        <source>Take a card of {company} from the discard pile, or stop taking.</source>
        <translation>Prenez une carte {company} dans la défausse, ou arrêtez d&apos;en prendre.</translation>
    </message>
    <message>
        <source>Insider Trading takes only cards of {company}.</source>
        <translation>Insider Trading ne prend que des cartes {company}.</translation>
    </message>
    <message>
        <source>That card is not in the discard pile.</source>
        <translation>Cette carte n&apos;est pas dans la défausse.</translation>
    </message>
    <message>
        <source>Insider Trading takes at most 3 cards.</source>
        <translation>Insider Trading prend au plus 3 cartes.</translation>
    </message>
    <message>
        <source>The round is over: use a stock option or stop using them.</source>
        <translation>La manche est terminée : utilisez une option ou arrêtez d&apos;en utiliser.</translation>
    </message>
    <message>
        <source>Stock options are used only when the round has ended.</source>
        <translation>Les options ne s&apos;utilisent qu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <source>That move is not possible at this moment.</source>
        <translation>Ce coup n&apos;est pas possible pour le moment.</translation>
    </message>
    <message>
        <source>Round {round} begins: {player} deals, the player to the left starts.</source>
        <translation>La manche {round} commence : {player} distribue, le joueur à sa gauche commence.</translation>
    </message>
    <message>
        <source>{player} drew a card.</source>
        <translation>{player} a pioché une carte.</translation>
    </message>
    <message>
        <source>You drew {card}.</source>
        <translation>Vous avez pioché {card}.</translation>
    </message>
    <message>
        <source>The share discard pile is shuffled into a new draw pile.</source>
        <translation>La défausse Actions est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>The share draw pile ran out and the discard pile is empty: the round ends.</source>
        <translation>La pioche Actions est épuisée et la défausse est vide : la manche se termine.</translation>
    </message>
    <message>
        <source>{player} raised {company} to {value}.</source>
        <translation>{player} a fait monter {company} à {value}.</translation>
    </message>
    <message>
        <source>A {value} was placed on the market: the round ends.</source>
        <translation>Un {value} a été posé sur le marché : la manche se termine.</translation>
    </message>
    <message>
        <source>{player} secured a certificate: {card}.</source>
        <translation>{player} a mis un certificat de côté : {card}.</translation>
    </message>
    <message>
        <source>{player} discarded {card}.</source>
        <translation>{player} a défaussé {card}.</translation>
    </message>
    <message>
        <source>{player} has no cards left in hand: the round ends.</source>
        <translation>{player} n&apos;a plus de cartes en main : la manche se termine.</translation>
    </message>
    <message>
        <source>{player} plays the market: looks at the top two events.</source>
        <translation>{player} joue le marché : regarde les deux premiers événements.</translation>
    </message>
    <message>
        <source>{player} plays the market: secures the top event.</source>
        <translation>{player} joue le marché : met de côté le premier événement.</translation>
    </message>
    <message>
        <source>You look at {first} and {second}.</source>
        <translation>Vous regardez {first} et {second}.</translation>
    </message>
    <message>
        <source>{player} secured a market event face down.</source>
        <translation>{player} a mis un événement de côté face cachée.</translation>
    </message>
    <message>
        <source>You secured {event}.</source>
        <translation>Vous avez mis {event} de côté.</translation>
    </message>
    <message>
        <source>{player} drew Market Closed: the round ends at once.</source>
        <translation>{player} a tiré Market Closed : la manche se termine aussitôt.</translation>
    </message>
    <message>
        <source>{player} puts the other event face down on the event discard pile.</source>
        <translation>{player} pose l&apos;autre événement face cachée sur la défausse Événements.</translation>
    </message>
    <message>
        <source>You put {event} face down on the event discard pile.</source>
        <translation>Vous posez {event} face cachée sur la défausse Événements.</translation>
    </message>
    <message>
        <source>{player} plays {event}.</source>
        <translation>{player} joue {event}.</translation>
    </message>
    <message>
        <source>{player} plays the secured event {event}.</source>
        <translation>{player} joue l&apos;événement mis de côté {event}.</translation>
    </message>
    <message>
        <source>{event} has no effect: the round ended first.</source>
        <translation>{event} n&apos;a aucun effet : la manche s&apos;est terminée avant.</translation>
    </message>
    <message>
        <source>{company} splits: its value is now {worth}.</source>
        <translation>Split de {company} : sa valeur est maintenant de {worth}.</translation>
    </message>
    <message>
        <source>{company} is frozen: the split is discarded without effect.</source>
        <translation>{company} est gelée : le split est défaussé sans effet.</translation>
    </message>
    <message>
        <source>{card} leaves the market.</source>
        <translation>{card} quitte le marché.</translation>
    </message>
    <message>
        <source>A split leaves {company}.</source>
        <translation>Un split quitte {company}.</translation>
    </message>
    <message>
        <source>{company} thaws.</source>
        <translation>{company} est dégelée.</translation>
    </message>
    <message>
        <source>{company} is frozen.</source>
        <translation>{company} est gelée.</translation>
    </message>
    <message>
        <source>{company} crashes: its value is now {worth}.</source>
        <translation>{company} s&apos;effondre : sa valeur est maintenant de {worth}.</translation>
    </message>
    <message>
        <source>{company} is worth 1: the crash changes nothing.</source>
        <translation>{company} vaut 1 : l&apos;effondrement ne change rien.</translation>
    </message>
    <message>
        <source>{player} audits {company}: its value is now {worth}.</source>
        <translation>{player} audite {company} : sa valeur est maintenant de {worth}.</translation>
    </message>
    <message>
        <source>{player} audits {company}: there is nothing to remove.</source>
        <translation>{player} audite {company} : il n&apos;y a rien à retirer.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard pile and shows it.</source>
        <translation>{player} prend {card} dans la défausse et la montre.</translation>
    </message>
    <message>
        <source>{player} takes no more cards.</source>
        <translation>{player} ne prend plus de cartes.</translation>
    </message>
    <message>
        <source>{player} gains a stock option.</source>
        <translation>{player} gagne une option.</translation>
    </message>
    <message>
        <source>{player} loses a stock option.</source>
        <translation>{player} perd une option.</translation>
    </message>
    <message>
        <source>The supply is empty: {player} gains no stock option.</source>
        <translation>La réserve est vide : {player} ne gagne pas d&apos;option.</translation>
    </message>
    <message>
        <source>{player} uses a stock option to secure {card}.</source>
        <translation>{player} utilise une option pour mettre {card} de côté.</translation>
    </message>
    <message>
        <source>{player} uses no more stock options.</source>
        <translation>{player} n&apos;utilise plus d&apos;options.</translation>
    </message>
    <message>
        <source>The cards left in {player}&apos;s hand are discarded: {count}.</source>
        <translation>Les cartes restant dans la main de {player} sont défaussées : {count}.</translation>
    </message>
    <message>
        <source>{player} scores {points} points this round.</source>
        <translation>{player} marque {points} points cette manche.</translation>
    </message>
    <message>
        <source>{player} wins with {points} points.</source>
        <translation>{player} gagne avec {points} points.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Raise {company} to {value}</source>
        <translation>Faire monter {company} à {value}</translation>
    </message>
    <message>
        <source>Secure {card}</source>
        <translation>Mettre {card} de côté</translation>
    </message>
    <message>
        <source>Play the market with option A: discard {card} and look at two events</source>
        <translation>Jouer le marché avec l&apos;option A : défausser {card} et regarder deux événements</translation>
    </message>
    <message>
        <source>Play the market with option B: discard {card} and secure an event</source>
        <translation>Jouer le marché avec l&apos;option B : défausser {card} et mettre un événement de côté</translation>
    </message>
    <message>
        <source>Play {event}</source>
        <translation>Jouer {event}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Défausser {card}</translation>
    </message>
    <message>
        <source>Choose {event}</source>
        <translation>Choisir {event}</translation>
    </message>
    <message>
        <source>Choose {company}</source>
        <translation>Choisir {company}</translation>
    </message>
    <message>
        <source>Remove the highest share card</source>
        <translation>Retirer la carte Action la plus haute</translation>
    </message>
    <message>
        <source>Remove a split</source>
        <translation>Retirer un split</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Prendre {card}</translation>
    </message>
    <message>
        <source>Draw a share card</source>
        <translation>Piocher une carte Action</translation>
    </message>
    <message>
        <source>Raise a company</source>
        <translation>Faire monter une société</translation>
    </message>
    <message>
        <source>Secure a certificate (then discard a card)</source>
        <translation>Mettre un certificat de côté (puis défausser une carte)</translation>
    </message>
    <message>
        <source>Play the market: discard a card, then A (look at two events, one takes effect) or B (secure one event)</source>
        <translation>Jouer le marché : défausser une carte, puis A (regarder deux événements, l&apos;un prend effet) ou B (mettre un événement de côté)</translation>
    </message>
    <message>
        <source>Play a secured event</source>
        <translation>Jouer un événement mis de côté</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Défausser une carte</translation>
    </message>
    <message>
        <source>Choose the event that takes effect</source>
        <translation>Choisir l&apos;événement qui prend effet</translation>
    </message>
    <message>
        <source>Choose a company for the event</source>
        <translation>Choisir une société pour l&apos;événement</translation>
    </message>
    <message>
        <source>Choose what the audit removes</source>
        <translation>Choisir ce que l&apos;audit retire</translation>
    </message>
    <message>
        <source>Take a card from the discard pile</source>
        <translation>Prendre une carte dans la défausse</translation>
    </message>
    <message>
        <source>Take no more cards</source>
        <translation>Ne plus prendre de cartes</translation>
    </message>
    <message>
        <source>Secure a hand card with a stock option</source>
        <translation>Mettre une carte de votre main de côté avec une option</translation>
    </message>
    <message>
        <source>Use no more stock options</source>
        <translation>Ne plus utiliser d&apos;options</translation>
    </message>
    <message>
        <source>Use an option on {card}</source>
        <translation>Utiliser une option pour {card}</translation>
    </message>
    <message>
        <source>Use no more options</source>
        <translation>Ne plus utiliser d&apos;options</translation>
    </message>
    <message>
        <source>Round {round} begins: you deal, the player to your left starts.</source>
        <translation>La manche {round} commence : vous distribuez, le joueur à votre gauche commence.</translation>
    </message>
    <message>
        <source>You drew a card.</source>
        <translation>Vous avez pioché une carte.</translation>
    </message>
    <message>
        <source>You raised {company} to {value}.</source>
        <translation>Vous avez fait monter {company} à {value}.</translation>
    </message>
    <message>
        <source>You secured a certificate: {card}.</source>
        <translation>Vous avez mis un certificat de côté : {card}.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Vous avez défaussé {card}.</translation>
    </message>
    <message>
        <source>You have no cards left in hand: the round ends.</source>
        <translation>Vous n&apos;avez plus de cartes en main : la manche se termine.</translation>
    </message>
    <message>
        <source>You play the market: you look at the top two events.</source>
        <translation>Vous jouez le marché : vous regardez les deux premiers événements.</translation>
    </message>
    <message>
        <source>You play the market: you secure the top event.</source>
        <translation>Vous jouez le marché : vous mettez le premier événement de côté.</translation>
    </message>
    <message>
        <source>You secured a market event face down.</source>
        <translation>Vous avez mis un événement de côté face cachée.</translation>
    </message>
    <message>
        <source>You drew Market Closed: the round ends at once.</source>
        <translation>Vous avez tiré Market Closed : la manche se termine aussitôt.</translation>
    </message>
    <message>
        <source>You put the other event face down on the event discard pile.</source>
        <translation>Vous posez l&apos;autre événement face cachée sur la défausse Événements.</translation>
    </message>
    <message>
        <source>You play {event}.</source>
        <translation>Vous jouez {event}.</translation>
    </message>
    <message>
        <source>You play the secured event {event}.</source>
        <translation>Vous jouez l&apos;événement mis de côté {event}.</translation>
    </message>
    <message>
        <source>You audit {company}: its value is now {worth}.</source>
        <translation>Vous auditez {company} : sa valeur est maintenant de {worth}.</translation>
    </message>
    <message>
        <source>You audit {company}: there is nothing to remove.</source>
        <translation>Vous auditez {company} : il n&apos;y a rien à retirer.</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile and show it.</source>
        <translation>Vous prenez {card} dans la défausse et la montrez.</translation>
    </message>
    <message>
        <source>You take no more cards.</source>
        <translation>Vous ne prenez plus de cartes.</translation>
    </message>
    <message>
        <source>You gain a stock option.</source>
        <translation>Vous gagnez une option.</translation>
    </message>
    <message>
        <source>You lose a stock option.</source>
        <translation>Vous perdez une option.</translation>
    </message>
    <message>
        <source>The supply is empty: you gain no stock option.</source>
        <translation>La réserve est vide : vous ne gagnez pas d&apos;option.</translation>
    </message>
    <message>
        <source>You use a stock option to secure {card}.</source>
        <translation>Vous utilisez une option pour mettre {card} de côté.</translation>
    </message>
    <message>
        <source>You use no more stock options.</source>
        <translation>Vous n&apos;utilisez plus d&apos;options.</translation>
    </message>
    <message>
        <source>The cards left in your hand are discarded: {count}.</source>
        <translation>Les cartes restant dans votre main sont défaussées : {count}.</translation>
    </message>
    <message>
        <source>You score {points} points this round.</source>
        <translation>Vous marquez {points} points cette manche.</translation>
    </message>
    <message>
        <source>You win with {points} points.</source>
        <translation>Vous gagnez avec {points} points.</translation>
    </message>
</context>
<context>
    <name>TakeStockTable</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Round {round} is scored on this market. Close the score sheet to deal the next round.</source>
        <translation>La manche {round} est décomptée sur ce marché. Fermez la feuille de score pour distribuer la manche suivante.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>En attente de {name}…</translation>
    </message>
    <message>
        <source>Your turn: draw a share card (click the draw pile or press D).</source>
        <translation>À vous : piochez une carte Action (cliquez sur la pioche ou appuyez sur D).</translation>
    </message>
    <message>
        <source>Drag a card onto its company to raise it, onto your certificates to secure it, or onto the discard pile to play the market. Secured events are played onto this centre area.</source>
        <translation>Faites glisser une carte sur sa société pour la faire monter, sur vos certificats pour la mettre de côté, ou sur la défausse pour jouer le marché. Les cartes Événement mises de côté se jouent au centre de la table.</translation>
    </message>
    <message>
        <source>Drag it onto the discard pile or double-click it.</source>
        <translation>Faites-la glisser sur la défausse ou double-cliquez dessus.</translation>
    </message>
    <message>
        <source>Click the event that takes effect; the other one is discarded face down.</source>
        <translation>Cliquez sur l&apos;événement qui prend effet ; l&apos;autre est défaussé face cachée.</translation>
    </message>
    <message>
        <source>Stock Audit: click the company to audit (or press 1-5).</source>
        <translation>Stock Audit : cliquez sur la société à auditer (ou appuyez sur 1-5).</translation>
    </message>
    <message>
        <source>Stock Freeze: click a company to freeze or thaw it (or press 1-5).</source>
        <translation>Stock Freeze : cliquez sur une société pour la geler ou la dégeler (ou appuyez sur 1-5).</translation>
    </message>
    <message>
        <source>Stock Audit: remove the highest share card or a split?</source>
        <translation>Stock Audit : retirer la carte Action la plus haute ou un split ?</translation>
    </message>
    <message>
        <source>Insider Trading: click up to three {company} cards to take from the discard pile, then Done.</source>
        <translation>Insider Trading : cliquez sur jusqu&apos;à trois cartes {company} à prendre dans la défausse, puis sur Terminé.</translation>
    </message>
    <message>
        <source>Round end: click hand cards to secure them with a stock option each, then Done.</source>
        <translation>Fin de manche : cliquez sur des cartes de votre main pour les mettre de côté avec une option chacune, puis sur Terminé.</translation>
    </message>
    <message>
        <source>You secured a certificate: discard a card.</source>
        <translation>Vous avez mis un certificat de côté : défaussez une carte.</translation>
    </message>
    <message>
        <source>You played a secured event: discard a card.</source>
        <translation>Vous avez joué une carte Événement mise de côté : défaussez une carte.</translation>
    </message>
    <message>
        <source>Insider Trading: discard a card for each card you took.</source>
        <translation>Insider Trading : défaussez une carte pour chaque carte prise.</translation>
    </message>
    <message>
        <source>Market Downturn: discard a card.</source>
        <translation>Market Downturn : défaussez une carte.</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>Défaussez une carte.</translation>
    </message>
    <message>
        <source>A: look at two events, apply one</source>
        <translation>A : regarder deux événements, en appliquer un</translation>
    </message>
    <message>
        <source>B: secure one event</source>
        <translation>B : mettre un événement de côté</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>{company}
value {value}</source>
        <translation>{company}
valeur {value}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round {n} scored</source>
        <translation>Décompte de la manche {n}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <source>draw a share card</source>
        <translation>piochez une carte Action</translation>
    </message>
    <message>
        <source>raise, secure or play the market</source>
        <translation>faites monter, mettez de côté ou jouez le marché</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>défaussez une carte</translation>
    </message>
    <message>
        <source>choose one of the two events</source>
        <translation>choisissez l&apos;un des deux événements</translation>
    </message>
    <message>
        <source>pick a company</source>
        <translation>choisissez une société</translation>
    </message>
    <message>
        <source>remove a share card or a split</source>
        <translation>retirez une carte Action ou un split</translation>
    </message>
    <message>
        <source>take cards, then Done</source>
        <translation>prenez des cartes, puis Terminé</translation>
    </message>
    <message>
        <source>use stock options, then Done</source>
        <translation>utilisez des options, puis Terminé</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>{name}, an opponent: what they hold is shown in this panel.</source>
        <translation>{name}, un adversaire : ce panneau montre ce qu&apos;il détient.</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} pts</translation>
    </message>
    <message>
        <source>The points {name} scored in the rounds so far.</source>
        <translation>Les points marqués par {name} lors des manches jouées.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Share cards, hidden from you until they are played.</source>
        <translation>Cartes Action, cachées jusqu&apos;à ce qu&apos;elles soient jouées.</translation>
    </message>
    <message>
        <source>hand: {n}</source>
        <translation>main : {n}</translation>
    </message>
    <message>
        <source>{n} secured events</source>
        <translation>{n} événements mis de côté</translation>
    </message>
    <message>
        <source>Events kept face down from playing the market (option B); played later on a turn of their own.</source>
        <translation>Événements gardés face cachée en jouant le marché (option B) ; joués plus tard lors d&apos;un tour à part.</translation>
    </message>
    <message>
        <source>events: {n}</source>
        <translation>évén. : {n}</translation>
    </message>
    <message>
        <source>{n} stock options</source>
        <translation>{n} options</translation>
    </message>
    <message>
        <source>At the round&apos;s end each stock option secures one card of the hand as a certificate.</source>
        <translation>En fin de manche, chaque option met de côté une carte de la main comme certificat.</translation>
    </message>
    <message>
        <source>options: {n}</source>
        <translation>options : {n}</translation>
    </message>
    <message>
        <source>no certificates</source>
        <translation>aucun certificat</translation>
    </message>
    <message>
        <source>Certificates are cards laid in front of a player: at each round&apos;s end every share scores its company&apos;s value.</source>
        <translation>Les certificats sont des cartes posées devant un joueur : à chaque fin de manche, chaque action rapporte la valeur de sa société.</translation>
    </message>
    <message numerus="yes">
        <source>{company}: cards {values}, %n share(s)</source>
        <translation>
            <numerusform>{company} : cartes {values}, %n action</numerusform>
            <numerusform>{company} : cartes {values}, %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates of {name}: each share scores the company&apos;s value at the round&apos;s end.</source>
        <translation>Certificats de {name} : chaque action rapporte la valeur de sa société en fin de manche.</translation>
    </message>
    <message>
        <source>The top card&apos;s value times the splits: at each round&apos;s end every share of {company} scores it. Drop a {company} card on this row to raise it.</source>
        <translation>Valeur de la carte du dessus fois les splits : à chaque fin de manche, chaque action {company} la rapporte. Déposez une carte {company} sur cette rangée pour la faire monter.</translation>
    </message>
    <message>
        <source>{top} × {m}</source>
        <translation>{top} × {m}</translation>
    </message>
    <message>
        <source>top card {top}</source>
        <translation>dessus : {top}</translation>
    </message>
    <message>
        <source>The top card: it sets the value of {company}.</source>
        <translation>La carte du dessus : elle fixe la valeur de {company}.</translation>
    </message>
    <message>
        <source>A card raised on {company} before the top one.</source>
        <translation>Une carte jouée sur {company} avant celle du dessus.</translation>
    </message>
    <message>
        <source>Split: the value is multiplied by {m}</source>
        <translation>Split : la valeur est multipliée par {m}</translation>
    </message>
    <message>
        <source>Frozen: no raises, splits or audits until thawed</source>
        <translation>Gelée : ni hausse, ni split, ni audit jusqu&apos;au dégel</translation>
    </message>
    <message>
        <source>FROZEN</source>
        <translation>GELÉE</translation>
    </message>
    <message>
        <source>{company}: value {value}</source>
        <translation>{company} : valeur {value}</translation>
    </message>
    <message>
        <source>Share draw pile: click or press D to draw</source>
        <translation>Pioche Actions : cliquez ou appuyez sur D pour piocher</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Pioche {n}</translation>
    </message>
    <message>
        <source>Share discard pile: drop a card here to play the market or to discard it</source>
        <translation>Défausse Actions : déposez une carte ici pour jouer le marché ou pour la défausser</translation>
    </message>
    <message>
        <source>Discard {n}</source>
        <translation>Défausse {n}</translation>
    </message>
    <message>
        <source>Market event deck</source>
        <translation>Pioche Événements</translation>
    </message>
    <message>
        <source>Playing the market draws events from it: option A looks at two and applies one, option B secures one for later.</source>
        <translation>Jouer le marché y pioche des événements : l&apos;option A en regarde deux et en applique un, l&apos;option B en met un de côté pour plus tard.</translation>
    </message>
    <message>
        <source>Events {n}</source>
        <translation>Évén. {n}</translation>
    </message>
    <message>
        <source>Event discard pile (face down)</source>
        <translation>Défausse Événements (face cachée)</translation>
    </message>
    <message>
        <source>Events applied, and those looked at and not chosen.</source>
        <translation>Événements appliqués, et ceux regardés mais non choisis.</translation>
    </message>
    <message>
        <source>Used {n}</source>
        <translation>Défaussés {n}</translation>
    </message>
    <message>
        <source>Share cards left in the draw pile; when it runs out the discard pile is shuffled into it.</source>
        <translation>Cartes Action restant dans la pioche ; quand elle est vide, la défausse est mélangée pour la reformer.</translation>
    </message>
    <message>
        <source>Round {r}/{n}</source>
        <translation>Manche {r}/{n}</translation>
    </message>
    <message>
        <source>The game lasts {n} rounds; the certificates are scored at the end of each.</source>
        <translation>La partie dure {n} manches ; les certificats sont comptés à la fin de chacune.</translation>
    </message>
    <message>
        <source>Who decides now (in a Market Downturn or the round-end stock options, not always the player whose turn it is).</source>
        <translation>Qui décide maintenant (lors d&apos;un Market Downturn ou des options de fin de manche, pas toujours le joueur dont c&apos;est le tour).</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Tour :</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The Stock Option Gained and Lost events move tokens between the supply and the players.</source>
        <translation>Les événements Stock Option Gained et Lost déplacent des jetons entre la réserve et les joueurs.</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Réserve :</translation>
    </message>
    <message>
        <source>Stock options in the supply</source>
        <translation>Options dans la réserve</translation>
    </message>
    <message>
        <source>Your certificates: drop a card here to secure it</source>
        <translation>Vos certificats : déposez une carte ici pour la mettre de côté</translation>
    </message>
    <message>
        <source>Your certificates</source>
        <translation>Vos certificats</translation>
    </message>
    <message>
        <source>Certificates of {name}</source>
        <translation>Certificats de {name}</translation>
    </message>
    <message>
        <source>At each round&apos;s end every share here scores its company&apos;s value. You may hold no more certificates than the longest company row has cards.</source>
        <translation>À chaque fin de manche, chaque action ici rapporte la valeur de sa société. Vous ne pouvez pas avoir plus de certificats que la plus longue rangée n&apos;a de cartes.</translation>
    </message>
    <message numerus="yes">
        <source>{company}: %n share(s), worth {p} points at today&apos;s value</source>
        <translation>
            <numerusform>{company} : %n action, qui vaut {p} points à la valeur du jour</numerusform>
            <numerusform>{company} : %n actions, qui valent {p} points à la valeur du jour</numerusform>
        </translation>
    </message>
    <message>
        <source>1 share</source>
        <translation>1 action</translation>
    </message>
    <message>
        <source>{n} shares</source>
        <translation>{n} actions</translation>
    </message>
    <message>
        <source>= {p} pts</source>
        <translation>= {p} pts</translation>
    </message>
    <message>
        <source>Drop a card here to secure it</source>
        <translation>Déposez une carte ici pour la mettre de côté</translation>
    </message>
    <message>
        <source>Drag a card onto its company to raise it, onto your certificates to secure it, or onto the discard pile to play the market.</source>
        <translation>Faites glisser une carte sur sa société pour la faire monter, sur vos certificats pour la mettre de côté, ou sur la défausse pour jouer le marché.</translation>
    </message>
    <message>
        <source>Share cards in the hand of {name}.</source>
        <translation>Cartes Action dans la main de {name}.</translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Votre main ({n})</translation>
    </message>
    <message>
        <source>Hand of {name} ({n})</source>
        <translation>Main de {name} ({n})</translation>
    </message>
    <message>
        <source>A share card in the hand of {name} (hidden)</source>
        <translation>Une carte Action dans la main de {name} (cachée)</translation>
    </message>
    <message>
        <source>Your place at the table</source>
        <translation>Votre place à la table</translation>
    </message>
    <message>
        <source>The place of {name}</source>
        <translation>La place de {name}</translation>
    </message>
    <message>
        <source>Your stock options</source>
        <translation>Vos options</translation>
    </message>
    <message>
        <source>× {n} stock options</source>
        <translation>× {n} options</translation>
    </message>
    <message>
        <source>Events kept face down from playing the market (option B); drag one to the centre, or double-click it, to play it on your turn.</source>
        <translation>Événements gardés face cachée en jouant le marché (option B) ; faites-en glisser un au centre, ou double-cliquez dessus, pour le jouer à votre tour.</translation>
    </message>
    <message>
        <source>Secured events ({n})</source>
        <translation>Mis de côté ({n})</translation>
    </message>
    <message>
        <source>A secured event (hidden)</source>
        <translation>Un événement mis de côté (caché)</translation>
    </message>
    <message>
        <source>Drag to the centre or double-click to play it.</source>
        <translation>Faites-la glisser au centre ou double-cliquez dessus pour la jouer.</translation>
    </message>
    <message>
        <source>Highest share card</source>
        <translation>Carte Action la plus haute</translation>
    </message>
    <message>
        <source>Drop a secured event here to play it.</source>
        <translation>Déposez ici un événement mis de côté pour le jouer.</translation>
    </message>
    <message>
        <source>Discard the audited company&apos;s highest share card.</source>
        <translation>Défausser la carte Action la plus haute de la société contrôlée.</translation>
    </message>
    <message>
        <source>A split</source>
        <translation>Un split</translation>
    </message>
    <message>
        <source>Discard one of the audited company&apos;s splits.</source>
        <translation>Défausser un des splits de la société contrôlée.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>First select a card of your hand with ← → (or click it).</source>
        <translation>Choisissez d’abord une carte de votre main avec ← → (ou cliquez dessus).</translation>
    </message>
    <message>
        <source>First select one of your secured events with ← → (or click it).</source>
        <translation>Choisissez d’abord un de vos événements mis de côté avec ← → (ou cliquez dessus).</translation>
    </message>
    <message>
        <source>Discard a {card} card and play the market: A looks at two events and applies one, B secures one event for later.</source>
        <translation>Défausser une carte {card} et jouer le marché : A regarde deux événements et en applique un, B met un événement de côté pour plus tard.</translation>
    </message>
    <message>
        <source>raise the company of the selected card</source>
        <translation>faire monter la société de la carte choisie</translation>
    </message>
    <message>
        <source>secure the selected card as a certificate</source>
        <translation>mettre la carte choisie de côté comme certificat</translation>
    </message>
    <message>
        <source>play the market with the selected card (A or B)</source>
        <translation>jouer le marché avec la carte choisie (A ou B)</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>défausser la carte choisie</translation>
    </message>
    <message>
        <source>play the selected secured event</source>
        <translation>jouer l’événement mis de côté choisi</translation>
    </message>
    <message>
        <source>use a stock option on the selected card</source>
        <translation>utiliser une option sur la carte choisie</translation>
    </message>
    <message>
        <source>pick a company (Stock Audit, Stock Freeze)</source>
        <translation>choisir une société (Stock Audit, Stock Freeze)</translation>
    </message>
    <message>
        <source>done (taking cards, stock options)</source>
        <translation>terminé (prendre des cartes, options)</translation>
    </message>
    <message>
        <source>Take no more cards (then discard as many as you took).</source>
        <translation>Ne plus prendre de cartes (puis en défausser autant que vous en avez pris).</translation>
    </message>
    <message>
        <source>Use no more stock options: the rest of the hand is discarded.</source>
        <translation>Ne plus utiliser d&apos;options : le reste de la main est défaussé.</translation>
    </message>
    <message>
        <source>What happens now. Press ? for the mouse and keyboard controls.</source>
        <translation>Ce qui se passe maintenant. Appuyez sur ? pour les commandes souris et clavier.</translation>
    </message>
    <message>
        <source>An event {name} looks at (hidden)</source>
        <translation>Un événement que {name} regarde (caché)</translation>
    </message>
    <message>
        <source>Click to apply this event; the other is discarded face down.</source>
        <translation>Cliquez pour appliquer cet événement ; l&apos;autre est défaussé face cachée.</translation>
    </message>
    <message>
        <source>Insider Trading: a card of the company on the discard pile; click to take it (three at most).</source>
        <translation>Insider Trading : une carte de la société sur la défausse ; cliquez dessus pour la prendre (trois au plus).</translation>
    </message>
    <message>
        <source>What the last opponent did.</source>
        <translation>Ce qu&apos;a fait le dernier adversaire.</translation>
    </message>
    <message>
        <source>A {card} card can only raise {company}.</source>
        <translation>Une carte {card} ne peut faire monter que {company}.</translation>
    </message>
</context>
</TS>
